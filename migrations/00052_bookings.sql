-- +goose Up
-- Bookings made during a call (session). session_id names a call of the
-- same organization, checked through the calls service.
--
-- The table used to be created by 00050_webhooks.sql. A database migrated
-- before this file existed already has it, exactly as below, so every
-- statement here is a no-op there (IF NOT EXISTS); a new database gets the
-- table from this migration only.
CREATE TABLE IF NOT EXISTS bookings (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    session_id      uuid NOT NULL,
    starts_at       timestamptz,
    ends_at         timestamptz,
    title           text NOT NULL DEFAULT '',
    customer_name   text NOT NULL DEFAULT '',
    customer_phone  text NOT NULL DEFAULT '',
    details         jsonb NOT NULL DEFAULT '{}',
    created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX IF NOT EXISTS bookings_org_session_idx ON bookings (organization_id, session_id, created_at);
CREATE INDEX IF NOT EXISTS bookings_org_created_idx ON bookings (organization_id, created_at, id);

-- +goose Down
DROP TABLE bookings;
