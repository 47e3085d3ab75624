-- +goose Up
-- The organization's connections to outside providers: one row per
-- organization and type while connected (disconnecting deletes it, so the
-- sealed key is gone with it). credentials is sealed with the keyring
-- purpose calendar-credentials.
CREATE TABLE integrations (
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    type            text NOT NULL CHECK (type IN ('calendar')),
    provider        text NOT NULL,
    credentials     bytea NOT NULL,
    account         jsonb NOT NULL DEFAULT '{}',
    connected_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (organization_id, type)
);

-- A booking action run again with the same action, session and start finds
-- the booking it made: one provider booking, one booking.created.
ALTER TABLE bookings ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX bookings_org_idempotency_idx ON bookings (organization_id, idempotency_key)
    WHERE idempotency_key IS NOT NULL;

-- +goose Down
DROP INDEX bookings_org_idempotency_idx;
ALTER TABLE bookings DROP COLUMN idempotency_key;
DROP TABLE integrations;
