-- +goose Up
-- Every SMS the platform sends or receives (internal/sms). An outbound
-- message is written queued, inside the transaction of what caused it, and a
-- task sends it; claimed_until is the lease of the run sending it now, so two
-- runs never send it at once. dedupe_key makes "at most one message per key
-- in the organization" hold under parallel writers (a post-call SMS rule and
-- its call). session_id names a call and action_id the action that sent it;
-- neither is a foreign key: the message is a record of what was sent and
-- outlives both.
CREATE TABLE sms_messages (
    id                  uuid PRIMARY KEY,
    organization_id     uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    direction           text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
    from_number         text NOT NULL CHECK (length(from_number) BETWEEN 1 AND 32),
    to_number           text NOT NULL CHECK (length(to_number) BETWEEN 1 AND 32),
    body                text NOT NULL CHECK (length(body) BETWEEN 1 AND 1600),
    provider            text NOT NULL,
    provider_message_id text,
    action_id           uuid,
    session_id          uuid,
    status              text NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'received')),
    error               text,
    dedupe_key          text CHECK (dedupe_key IS NULL OR length(dedupe_key) BETWEEN 1 AND 200),
    attempts            integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    claimed_until       timestamptz,
    created_at          timestamptz NOT NULL DEFAULT clock_timestamp(),
    updated_at          timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE UNIQUE INDEX sms_messages_dedupe_key ON sms_messages (organization_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
-- The backoffice list, newest first, whole or by call.
CREATE INDEX sms_messages_org_created_idx ON sms_messages (organization_id, created_at DESC, id DESC);
CREATE INDEX sms_messages_org_session_idx ON sms_messages (organization_id, session_id, created_at DESC, id DESC) WHERE session_id IS NOT NULL;
-- The sweep's system read across organizations: messages still waiting.
CREATE INDEX sms_messages_queued_idx ON sms_messages (created_at) WHERE status = 'queued';

-- +goose Down
DROP TABLE sms_messages;
