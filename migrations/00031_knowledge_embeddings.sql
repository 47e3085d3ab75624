-- +goose Up
-- Optional chunk embeddings from the configured provider, used to rerank full-text candidates.
ALTER TABLE knowledge_chunks ADD COLUMN embedding real[];

-- +goose Down
ALTER TABLE knowledge_chunks DROP COLUMN embedding;
