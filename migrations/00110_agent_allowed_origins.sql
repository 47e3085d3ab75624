-- +goose Up
-- The web origins (scheme://host[:port]) whose pages may open public widget
-- sessions of a voice_widget or chat agent (internal/widget). The GIN index
-- answers "which public-channel agents allow origin X", asked on every
-- cross-site socket upgrade and CORS preflight.
ALTER TABLE agents ADD COLUMN allowed_origins text[] NOT NULL DEFAULT '{}';
CREATE INDEX agents_public_allowed_origins_idx ON agents USING gin (allowed_origins) WHERE public_channel_enabled;

-- +goose Down
DROP INDEX agents_public_allowed_origins_idx;
ALTER TABLE agents DROP COLUMN allowed_origins;
