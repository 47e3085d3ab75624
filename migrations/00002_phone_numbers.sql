-- +goose Up
-- The organization's number inventory; an agent's phone_number is the number assigned to it.
CREATE TABLE phone_numbers (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    number          text NOT NULL CHECK (number ~ '^\+[1-9][0-9]{6,14}$'), -- E.164
    label           text NOT NULL DEFAULT '',
    provider        text NOT NULL DEFAULT 'manual',
    voice_enabled   boolean NOT NULL DEFAULT true,
    sms_enabled     boolean NOT NULL DEFAULT false,
    agent_id        uuid REFERENCES agents(id) ON DELETE SET NULL,
    status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'released')),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (number)
);
CREATE INDEX phone_numbers_org_idx ON phone_numbers (organization_id, created_at, id);
CREATE INDEX phone_numbers_agent_idx ON phone_numbers (organization_id, agent_id) WHERE agent_id IS NOT NULL;

-- +goose Down
DROP TABLE phone_numbers;
