-- +goose Up
-- call_search names the organization in its link to the call, as the other
-- tenant links do (00091): the database itself refuses a search row of one
-- organization for another organization's call. A row the calls service
-- wrote with another organization than its call's (none should exist) takes
-- the call's first, so the key can be added on any database.
ALTER TABLE calls ADD CONSTRAINT calls_org_id_key UNIQUE (organization_id, id);
UPDATE call_search s SET organization_id = c.organization_id
FROM calls c WHERE c.id = s.call_id AND s.organization_id <> c.organization_id;
ALTER TABLE call_search DROP CONSTRAINT call_search_call_id_fkey,
    ADD CONSTRAINT call_search_call_id_fkey FOREIGN KEY (organization_id, call_id)
        REFERENCES calls (organization_id, id) ON DELETE CASCADE;

-- +goose Down
ALTER TABLE call_search DROP CONSTRAINT call_search_call_id_fkey,
    ADD CONSTRAINT call_search_call_id_fkey FOREIGN KEY (call_id) REFERENCES calls (id) ON DELETE CASCADE;
ALTER TABLE calls DROP CONSTRAINT calls_org_id_key;
