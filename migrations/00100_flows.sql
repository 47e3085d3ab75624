-- +goose Up
-- Conversation flows: an agent's main flow and its subflows. draft is what
-- the editor saves; published is the last published document (revision
-- counts publications, 0 = never published).
CREATE TABLE flows (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    agent_id        uuid NOT NULL,
    name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
    is_main         boolean NOT NULL DEFAULT false,
    draft           jsonb NOT NULL,
    published       jsonb,
    revision        integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT flows_org_id_key UNIQUE (organization_id, id),
    CONSTRAINT flows_agent_id_fkey FOREIGN KEY (organization_id, agent_id)
        REFERENCES agents (organization_id, id) ON DELETE CASCADE
);
-- One main flow per agent.
CREATE UNIQUE INDEX flows_one_main_idx ON flows (organization_id, agent_id) WHERE is_main;
CREATE INDEX flows_agent_idx ON flows (organization_id, agent_id, created_at, id);

-- +goose Down
DROP TABLE flows;
