-- +goose Up
-- Agent lifecycle: the status an archived agent returns to, who published
-- each version, and the number an agent shows. The numbers domain owns the
-- assignment and writes agents.phone_number in the same transaction as every
-- change that can alter it (assign, unassign, add, status), so reading an
-- agent never joins the inventory.
ALTER TABLE agents ADD COLUMN status_before_archive text
    CHECK (status_before_archive IS NULL OR status_before_archive IN ('draft', 'active', 'inactive'));
ALTER TABLE agents ADD COLUMN phone_number text;

ALTER TABLE agent_versions ADD COLUMN published_by_kind text NOT NULL DEFAULT 'system'
    CHECK (published_by_kind IN ('user', 'api_key', 'system'));
ALTER TABLE agent_versions ADD COLUMN published_by text; -- the user id or the API key id; null for system

-- When the number was last assigned: an agent shows its most recently
-- assigned active number.
ALTER TABLE phone_numbers ADD COLUMN assigned_at timestamptz;
UPDATE phone_numbers SET assigned_at = updated_at WHERE agent_id IS NOT NULL;
CREATE INDEX phone_numbers_agent_assigned_idx ON phone_numbers (organization_id, agent_id, assigned_at DESC)
    WHERE agent_id IS NOT NULL;
DROP INDEX phone_numbers_agent_idx;

UPDATE agents a SET phone_number = (
    SELECT p.number FROM phone_numbers p
    WHERE p.organization_id = a.organization_id AND p.agent_id = a.id AND p.status = 'active'
    ORDER BY p.assigned_at DESC, p.id DESC LIMIT 1);

-- +goose Down
CREATE INDEX phone_numbers_agent_idx ON phone_numbers (organization_id, agent_id) WHERE agent_id IS NOT NULL;
DROP INDEX phone_numbers_agent_assigned_idx;
ALTER TABLE phone_numbers DROP COLUMN assigned_at;
ALTER TABLE agent_versions DROP COLUMN published_by;
ALTER TABLE agent_versions DROP COLUMN published_by_kind;
ALTER TABLE agents DROP COLUMN phone_number;
ALTER TABLE agents DROP COLUMN status_before_archive;

