-- +goose Up
-- has_unpublished_changes is kept on the agent row instead of computed on
-- every read: a list of agents is then a plain page read. Triggers keep it
-- exact on every write that can change it (the draft, the live version, the
-- versions themselves and, in flow mode, any flow's draft), whatever code
-- path writes: true when the agent was never published, or when its draft
-- or flows differ from the live version's snapshot.

ALTER TABLE agents ADD COLUMN has_unpublished_changes boolean NOT NULL DEFAULT true;

-- +goose StatementBegin
CREATE FUNCTION agent_refresh_unpublished(org uuid, agent uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    flag boolean;
BEGIN
    SELECT (a.version = 0 OR NOT EXISTS (SELECT 1 FROM agent_versions v
        WHERE v.agent_id = a.id AND v.version = a.version AND v.config = a.draft_config
        AND (a.editing_mode <> 'flow' OR (
            jsonb_array_length(v.flows) = (SELECT count(*) FROM flows f WHERE f.organization_id = a.organization_id AND f.agent_id = a.id)
            AND NOT EXISTS (SELECT 1 FROM flows f WHERE f.organization_id = a.organization_id AND f.agent_id = a.id
                AND NOT EXISTS (SELECT 1 FROM jsonb_array_elements(v.flows) s
                    WHERE s->>'flow_id' = f.id::text AND s->'document' = f.draft))))))
    INTO flag FROM agents a WHERE a.organization_id = org AND a.id = agent;
    IF FOUND THEN
        UPDATE agents SET has_unpublished_changes = flag
        WHERE organization_id = org AND id = agent AND has_unpublished_changes IS DISTINCT FROM flag;
    END IF;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION agent_unpublished_on_agent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM agent_refresh_unpublished(NEW.organization_id, NEW.id);
    RETURN NULL;
END $$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION agent_unpublished_on_child() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM agent_refresh_unpublished(OLD.organization_id, OLD.agent_id);
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM agent_refresh_unpublished(NEW.organization_id, NEW.agent_id);
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd

-- The flag's own UPDATE names none of these columns, so it does not fire
-- this trigger again.
CREATE TRIGGER agents_unpublished AFTER UPDATE OF draft_config, version, editing_mode ON agents
    FOR EACH ROW EXECUTE FUNCTION agent_unpublished_on_agent();
CREATE TRIGGER flows_agent_unpublished AFTER INSERT OR DELETE OR UPDATE OF draft, agent_id ON flows
    FOR EACH ROW EXECUTE FUNCTION agent_unpublished_on_child();
CREATE TRIGGER agent_versions_unpublished AFTER INSERT OR DELETE OR UPDATE ON agent_versions
    FOR EACH ROW EXECUTE FUNCTION agent_unpublished_on_child();

SELECT agent_refresh_unpublished(organization_id, id) FROM agents;

-- +goose Down
DROP TRIGGER agent_versions_unpublished ON agent_versions;
DROP TRIGGER flows_agent_unpublished ON flows;
DROP TRIGGER agents_unpublished ON agents;
DROP FUNCTION agent_unpublished_on_child();
DROP FUNCTION agent_unpublished_on_agent();
DROP FUNCTION agent_refresh_unpublished(uuid, uuid);
ALTER TABLE agents DROP COLUMN has_unpublished_changes;
