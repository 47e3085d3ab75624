-- +goose Up
CREATE TABLE organizations (
    id           uuid PRIMARY KEY,
    name         text NOT NULL,
    slug         text NOT NULL UNIQUE,
    suspended_at timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
    id                    uuid PRIMARY KEY,
    organization_id       uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    name                  text NOT NULL,
    description           text NOT NULL DEFAULT '',
    key_hash              bytea NOT NULL UNIQUE, -- SHA-256 of the full key
    key_preview           text NOT NULL,
    scopes                text[] NOT NULL DEFAULT '{}',
    rate_limit_per_minute integer CHECK (rate_limit_per_minute IS NULL OR rate_limit_per_minute > 0),
    expires_at            timestamptz,
    revoked_at            timestamptz,
    last_used_at          timestamptz,
    created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_org_idx ON api_keys (organization_id, created_at DESC);

CREATE TABLE agents (
    id                     uuid PRIMARY KEY,
    organization_id        uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    name                   text NOT NULL,
    slug                   text NOT NULL,
    description            text NOT NULL DEFAULT '',
    status                 text NOT NULL CHECK (status IN ('draft', 'active', 'inactive', 'archived')),
    agent_type             text NOT NULL CHECK (agent_type IN ('inbound', 'outbound', 'voice_widget', 'chat')),
    editing_mode           text NOT NULL CHECK (editing_mode IN ('prompt', 'flow')),
    version                integer NOT NULL DEFAULT 0, -- live (published) version; 0 = never published
    template_id            text,
    draft_config           jsonb NOT NULL DEFAULT '{}', -- internal builder configuration (prompt, settings, flow)
    public_channel_enabled boolean NOT NULL DEFAULT false,
    created_at             timestamptz NOT NULL DEFAULT now(),
    updated_at             timestamptz NOT NULL DEFAULT now(),
    UNIQUE (organization_id, slug)
);
CREATE INDEX agents_org_created_idx ON agents (organization_id, created_at DESC, id DESC);

-- Every publication is kept: the live configuration is the highest version.
CREATE TABLE agent_versions (
    agent_id        uuid NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    version         integer NOT NULL,
    config          jsonb NOT NULL,
    published_at    timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (agent_id, version)
);
CREATE INDEX agent_versions_org_idx ON agent_versions (organization_id, agent_id);

-- +goose Down
DROP TABLE agent_versions;
DROP TABLE agents;
DROP TABLE api_keys;
DROP TABLE organizations;
