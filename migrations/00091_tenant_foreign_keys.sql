-- +goose Up
-- Tenant rows that point at another tenant row name the organization in the
-- foreign key too, so the database itself refuses a link to another
-- organization's row. Each parent gets UNIQUE (organization_id, id) (named
-- <table>_org_id_key), and each single-column foreign key between tenant
-- tables is replaced by a composite one under the same name and with the
-- same ON DELETE behaviour; for ON DELETE SET NULL only the link column is
-- cleared, never organization_id.

ALTER TABLE agents              ADD CONSTRAINT agents_org_id_key              UNIQUE (organization_id, id);
ALTER TABLE knowledge_bases     ADD CONSTRAINT knowledge_bases_org_id_key     UNIQUE (organization_id, id);
ALTER TABLE knowledge_documents ADD CONSTRAINT knowledge_documents_org_id_key UNIQUE (organization_id, id);
ALTER TABLE webhook_endpoints   ADD CONSTRAINT webhook_endpoints_org_id_key   UNIQUE (organization_id, id);
ALTER TABLE webhook_events      ADD CONSTRAINT webhook_events_org_id_key      UNIQUE (organization_id, id);
ALTER TABLE webhook_deliveries  ADD CONSTRAINT webhook_deliveries_org_id_key  UNIQUE (organization_id, id);

-- agents
ALTER TABLE agent_versions DROP CONSTRAINT agent_versions_agent_id_fkey,
    ADD CONSTRAINT agent_versions_agent_id_fkey FOREIGN KEY (organization_id, agent_id)
        REFERENCES agents (organization_id, id) ON DELETE CASCADE;
ALTER TABLE phone_numbers DROP CONSTRAINT phone_numbers_agent_id_fkey,
    ADD CONSTRAINT phone_numbers_agent_id_fkey FOREIGN KEY (organization_id, agent_id)
        REFERENCES agents (organization_id, id) ON DELETE SET NULL (agent_id);
ALTER TABLE calls DROP CONSTRAINT calls_agent_id_fkey,
    ADD CONSTRAINT calls_agent_id_fkey FOREIGN KEY (organization_id, agent_id)
        REFERENCES agents (organization_id, id);

-- knowledge
ALTER TABLE knowledge_documents DROP CONSTRAINT knowledge_documents_knowledge_base_id_fkey,
    ADD CONSTRAINT knowledge_documents_knowledge_base_id_fkey FOREIGN KEY (organization_id, knowledge_base_id)
        REFERENCES knowledge_bases (organization_id, id) ON DELETE CASCADE;
ALTER TABLE knowledge_files DROP CONSTRAINT knowledge_files_document_id_fkey,
    ADD CONSTRAINT knowledge_files_document_id_fkey FOREIGN KEY (organization_id, document_id)
        REFERENCES knowledge_documents (organization_id, id) ON DELETE CASCADE;
ALTER TABLE knowledge_chunks DROP CONSTRAINT knowledge_chunks_knowledge_base_id_fkey,
    DROP CONSTRAINT knowledge_chunks_document_id_fkey,
    ADD CONSTRAINT knowledge_chunks_knowledge_base_id_fkey FOREIGN KEY (organization_id, knowledge_base_id)
        REFERENCES knowledge_bases (organization_id, id) ON DELETE CASCADE,
    ADD CONSTRAINT knowledge_chunks_document_id_fkey FOREIGN KEY (organization_id, document_id)
        REFERENCES knowledge_documents (organization_id, id) ON DELETE CASCADE;
ALTER TABLE agent_knowledge_bases DROP CONSTRAINT agent_knowledge_bases_agent_id_fkey,
    DROP CONSTRAINT agent_knowledge_bases_knowledge_base_id_fkey,
    ADD CONSTRAINT agent_knowledge_bases_agent_id_fkey FOREIGN KEY (organization_id, agent_id)
        REFERENCES agents (organization_id, id) ON DELETE CASCADE,
    ADD CONSTRAINT agent_knowledge_bases_knowledge_base_id_fkey FOREIGN KEY (organization_id, knowledge_base_id)
        REFERENCES knowledge_bases (organization_id, id) ON DELETE CASCADE;

-- webhooks
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_endpoint_id_fkey,
    DROP CONSTRAINT webhook_deliveries_event_id_fkey,
    ADD CONSTRAINT webhook_deliveries_endpoint_id_fkey FOREIGN KEY (organization_id, endpoint_id)
        REFERENCES webhook_endpoints (organization_id, id) ON DELETE CASCADE,
    ADD CONSTRAINT webhook_deliveries_event_id_fkey FOREIGN KEY (organization_id, event_id)
        REFERENCES webhook_events (organization_id, id) ON DELETE CASCADE;
ALTER TABLE webhook_attempts DROP CONSTRAINT webhook_attempts_delivery_id_fkey,
    ADD CONSTRAINT webhook_attempts_delivery_id_fkey FOREIGN KEY (organization_id, delivery_id)
        REFERENCES webhook_deliveries (organization_id, id) ON DELETE CASCADE;
ALTER TABLE webhook_outbox DROP CONSTRAINT webhook_outbox_delivery_id_fkey,
    ADD CONSTRAINT webhook_outbox_delivery_id_fkey FOREIGN KEY (organization_id, delivery_id)
        REFERENCES webhook_deliveries (organization_id, id) ON DELETE CASCADE;

-- +goose Down
ALTER TABLE webhook_outbox DROP CONSTRAINT webhook_outbox_delivery_id_fkey,
    ADD CONSTRAINT webhook_outbox_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES webhook_deliveries (id) ON DELETE CASCADE;
ALTER TABLE webhook_attempts DROP CONSTRAINT webhook_attempts_delivery_id_fkey,
    ADD CONSTRAINT webhook_attempts_delivery_id_fkey FOREIGN KEY (delivery_id) REFERENCES webhook_deliveries (id) ON DELETE CASCADE;
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_endpoint_id_fkey,
    DROP CONSTRAINT webhook_deliveries_event_id_fkey,
    ADD CONSTRAINT webhook_deliveries_endpoint_id_fkey FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    ADD CONSTRAINT webhook_deliveries_event_id_fkey FOREIGN KEY (event_id) REFERENCES webhook_events (id) ON DELETE CASCADE;
ALTER TABLE agent_knowledge_bases DROP CONSTRAINT agent_knowledge_bases_agent_id_fkey,
    DROP CONSTRAINT agent_knowledge_bases_knowledge_base_id_fkey,
    ADD CONSTRAINT agent_knowledge_bases_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id) ON DELETE CASCADE,
    ADD CONSTRAINT agent_knowledge_bases_knowledge_base_id_fkey FOREIGN KEY (knowledge_base_id) REFERENCES knowledge_bases (id) ON DELETE CASCADE;
ALTER TABLE knowledge_chunks DROP CONSTRAINT knowledge_chunks_knowledge_base_id_fkey,
    DROP CONSTRAINT knowledge_chunks_document_id_fkey,
    ADD CONSTRAINT knowledge_chunks_knowledge_base_id_fkey FOREIGN KEY (knowledge_base_id) REFERENCES knowledge_bases (id) ON DELETE CASCADE,
    ADD CONSTRAINT knowledge_chunks_document_id_fkey FOREIGN KEY (document_id) REFERENCES knowledge_documents (id) ON DELETE CASCADE;
ALTER TABLE knowledge_files DROP CONSTRAINT knowledge_files_document_id_fkey,
    ADD CONSTRAINT knowledge_files_document_id_fkey FOREIGN KEY (document_id) REFERENCES knowledge_documents (id) ON DELETE CASCADE;
ALTER TABLE knowledge_documents DROP CONSTRAINT knowledge_documents_knowledge_base_id_fkey,
    ADD CONSTRAINT knowledge_documents_knowledge_base_id_fkey FOREIGN KEY (knowledge_base_id) REFERENCES knowledge_bases (id) ON DELETE CASCADE;
ALTER TABLE calls DROP CONSTRAINT calls_agent_id_fkey,
    ADD CONSTRAINT calls_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id);
ALTER TABLE phone_numbers DROP CONSTRAINT phone_numbers_agent_id_fkey,
    ADD CONSTRAINT phone_numbers_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id) ON DELETE SET NULL;
ALTER TABLE agent_versions DROP CONSTRAINT agent_versions_agent_id_fkey,
    ADD CONSTRAINT agent_versions_agent_id_fkey FOREIGN KEY (agent_id) REFERENCES agents (id) ON DELETE CASCADE;

ALTER TABLE webhook_deliveries  DROP CONSTRAINT webhook_deliveries_org_id_key;
ALTER TABLE webhook_events      DROP CONSTRAINT webhook_events_org_id_key;
ALTER TABLE webhook_endpoints   DROP CONSTRAINT webhook_endpoints_org_id_key;
ALTER TABLE knowledge_documents DROP CONSTRAINT knowledge_documents_org_id_key;
ALTER TABLE knowledge_bases     DROP CONSTRAINT knowledge_bases_org_id_key;
ALTER TABLE agents              DROP CONSTRAINT agents_org_id_key;
