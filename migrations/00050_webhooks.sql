-- +goose Up
-- Outbound webhooks: endpoints, the events they receive, one delivery per
-- (event, endpoint) with every attempt, and the outbox the relay moves into
-- Asynq. Bookings (their booking.created event is emitted through the outbox)
-- and the platform key table used when ENCRYPTION_KEY is not configured.

-- uuidv7 makes time-ordered ids inside SQL (PostgreSQL 15 has no built-in),
-- so an event's deliveries are created in the same statement as the event.
-- +goose StatementBegin
CREATE FUNCTION webhook_uuidv7() RETURNS uuid AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
              placing substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
              FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$ LANGUAGE sql VOLATILE;
-- +goose StatementEnd

-- Keys the platform generated for itself (name 'webhook_secrets' when
-- ENCRYPTION_KEY is empty). Never tenant data.
CREATE TABLE platform_keys (
    name       text PRIMARY KEY,
    key        bytea NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_endpoints (
    id                   uuid PRIMARY KEY,
    organization_id      uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    url                  text NOT NULL,
    events               text[] NOT NULL CHECK (cardinality(events) > 0),
    description          text NOT NULL DEFAULT '',
    secret_enc           bytea NOT NULL, -- AES-GCM sealed signing secret, never the secret itself
    active               boolean NOT NULL DEFAULT true,
    disabled_reason      text,
    disabled_at          timestamptz,
    consecutive_failures integer NOT NULL DEFAULT 0,
    created_at           timestamptz NOT NULL DEFAULT clock_timestamp(),
    updated_at           timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX webhook_endpoints_org_idx ON webhook_endpoints (organization_id, created_at, id);

-- One row per published event that had at least one subscribed endpoint;
-- payload holds the exact bytes that are signed and sent on every attempt.
CREATE TABLE webhook_events (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    event           text NOT NULL,
    payload         bytea NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- Retention sweep across organizations (housekeeping, not a tenant query).
CREATE INDEX webhook_events_created_idx ON webhook_events (created_at);

CREATE TABLE webhook_deliveries (
    id               uuid PRIMARY KEY,
    organization_id  uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    endpoint_id      uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
    event_id         uuid NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
    event            text NOT NULL,
    status           text NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'sending', 'retrying', 'succeeded', 'failed', 'skipped')),
    attempts         integer NOT NULL DEFAULT 0,
    next_attempt_at  timestamptz,
    claimed_until    timestamptz, -- while sending: after this the claim is stale (worker died)
    last_status_code integer,
    last_error       text,
    redelivery_of    uuid,
    created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
    updated_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
    finished_at      timestamptz
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (organization_id, endpoint_id, created_at DESC, id DESC);
CREATE INDEX webhook_deliveries_event_idx ON webhook_deliveries (organization_id, event_id);
CREATE INDEX webhook_deliveries_redelivery_idx ON webhook_deliveries (organization_id, redelivery_of) WHERE redelivery_of IS NOT NULL;
-- Platform-wide housekeeping (not tenant queries): stale claims and retention.
CREATE INDEX webhook_deliveries_claim_idx ON webhook_deliveries (claimed_until) WHERE status = 'sending';
CREATE INDEX webhook_deliveries_finished_idx ON webhook_deliveries (finished_at) WHERE finished_at IS NOT NULL;

CREATE TABLE webhook_attempts (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    delivery_id     uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
    endpoint_id     uuid NOT NULL,
    attempt         integer NOT NULL,
    started_at      timestamptz NOT NULL,
    duration_ms     integer NOT NULL,
    success         boolean NOT NULL,
    status_code     integer,
    error           text,
    response_body   text NOT NULL DEFAULT '' -- first 1 KiB
);
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts (organization_id, delivery_id, attempt);
-- An endpoint's delivery state reads its newest attempt and newest success.
CREATE INDEX webhook_attempts_endpoint_idx ON webhook_attempts (organization_id, endpoint_id, started_at DESC);
CREATE INDEX webhook_attempts_success_idx ON webhook_attempts (organization_id, endpoint_id, started_at DESC) WHERE success;

-- The outbox: one row per attempt waiting to be put on the webhooks queue.
-- Written in the transaction of the change that caused the event (or of the
-- previous attempt); the relay enqueues and deletes rows. A platform-wide
-- queue, read by available_at across organizations.
CREATE TABLE webhook_outbox (
    id              bigserial PRIMARY KEY,
    organization_id uuid NOT NULL,
    delivery_id     uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
    attempt         integer NOT NULL,
    task_id         text, -- Asynq task id when not the usual one of (delivery, attempt)
    available_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
    created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX webhook_outbox_available_idx ON webhook_outbox (available_at, id);
CREATE INDEX webhook_outbox_delivery_idx ON webhook_outbox (delivery_id);

-- The bookings table is declared by 00052_bookings.sql (databases migrated
-- before then got it here; that migration leaves them as they are).

-- +goose Down
DROP TABLE webhook_outbox;
DROP TABLE webhook_attempts;
DROP TABLE webhook_deliveries;
DROP TABLE webhook_events;
DROP TABLE webhook_endpoints;
DROP TABLE platform_keys;
DROP FUNCTION webhook_uuidv7();
