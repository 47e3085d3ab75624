-- +goose Up
-- Knowledge bases, their documents, the indexed chunks and the agents' assignments.
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE EXTENSION IF NOT EXISTS unaccent;

CREATE TABLE knowledge_bases (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
    instruction     text NOT NULL DEFAULT '',
    description     text NOT NULL DEFAULT '',
    language        text NOT NULL DEFAULT 'auto' CHECK (language IN ('auto', 'portuguese', 'english', 'simple')),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX knowledge_bases_org_idx ON knowledge_bases (organization_id, created_at, id);

CREATE TABLE knowledge_documents (
    id                uuid PRIMARY KEY,
    organization_id   uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    knowledge_base_id uuid NOT NULL REFERENCES knowledge_bases(id) ON DELETE CASCADE,
    name              text NOT NULL,
    source            text NOT NULL CHECK (source IN ('manual', 'url', 'pdf', 'crawl')),
    source_url        text,
    status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processing', 'ready', 'failed')),
    error             text,
    title             text NOT NULL DEFAULT '',
    content           text NOT NULL DEFAULT '', -- manual text, or the extracted text of the last successful index
    content_hash      text NOT NULL DEFAULT '',
    language          text NOT NULL DEFAULT '',
    size_bytes        bigint NOT NULL DEFAULT 0,
    char_count        bigint NOT NULL DEFAULT 0,
    page_count        integer NOT NULL DEFAULT 0,
    chunk_count       integer NOT NULL DEFAULT 0,
    sync_enabled      boolean NOT NULL DEFAULT false,
    crawl_root_id     uuid,                      -- the crawl's start document (itself for the start)
    crawl_depth       integer NOT NULL DEFAULT 0, -- links still to follow from this page
    crawl_max_pages   integer NOT NULL DEFAULT 0,
    last_synced_at    timestamptz,
    indexed_at        timestamptz,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX knowledge_documents_base_idx ON knowledge_documents (organization_id, knowledge_base_id, created_at, id);
CREATE UNIQUE INDEX knowledge_documents_crawl_url_idx ON knowledge_documents (organization_id, crawl_root_id, source_url) WHERE crawl_root_id IS NOT NULL;
CREATE INDEX knowledge_documents_sync_idx ON knowledge_documents (last_synced_at) WHERE sync_enabled;

-- Uploaded PDF bytes, kept for download and reindexing.
CREATE TABLE knowledge_files (
    document_id     uuid PRIMARY KEY REFERENCES knowledge_documents(id) ON DELETE CASCADE,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    filename        text NOT NULL,
    content_type    text NOT NULL DEFAULT 'application/pdf',
    data            bytea NOT NULL
);

CREATE TABLE knowledge_chunks (
    id                uuid PRIMARY KEY,
    organization_id   uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    knowledge_base_id uuid NOT NULL REFERENCES knowledge_bases(id) ON DELETE CASCADE,
    document_id       uuid NOT NULL REFERENCES knowledge_documents(id) ON DELETE CASCADE,
    position          integer NOT NULL,
    page              integer,
    heading           text NOT NULL DEFAULT '',
    content           text NOT NULL,
    config            regconfig NOT NULL,
    tsv               tsvector NOT NULL
);
CREATE INDEX knowledge_chunks_fts_idx ON knowledge_chunks USING gin (organization_id, knowledge_base_id, tsv);
CREATE INDEX knowledge_chunks_doc_idx ON knowledge_chunks (organization_id, document_id, position);

CREATE TABLE agent_knowledge_bases (
    organization_id   uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    agent_id          uuid NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
    knowledge_base_id uuid NOT NULL REFERENCES knowledge_bases(id) ON DELETE CASCADE,
    created_at        timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (organization_id, agent_id, knowledge_base_id)
);

-- +goose Down
DROP TABLE agent_knowledge_bases;
DROP TABLE knowledge_chunks;
DROP TABLE knowledge_files;
DROP TABLE knowledge_documents;
DROP TABLE knowledge_bases;
