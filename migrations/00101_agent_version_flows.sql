-- +goose Up
-- A flow-mode agent's version keeps the published revision of each of its
-- flows, so editing or republishing a flow never changes a version.
ALTER TABLE agent_versions ADD COLUMN flows jsonb NOT NULL DEFAULT '[]';

-- +goose Down
ALTER TABLE agent_versions DROP COLUMN flows;
