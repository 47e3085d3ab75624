-- +goose Up
-- Uploaded PDFs are streamed into PostgreSQL large objects instead of a
-- bytea value, so an upload never has to be held whole in the server's
-- memory. Files stored before keep their bytea; a row has one or the other.
ALTER TABLE knowledge_files ALTER COLUMN data DROP NOT NULL;
ALTER TABLE knowledge_files ADD COLUMN data_oid oid;
ALTER TABLE knowledge_files ADD CONSTRAINT knowledge_files_data_check CHECK (data IS NOT NULL OR data_oid IS NOT NULL);

-- The large object goes with its row, also when a document, base or
-- organization is deleted by a cascade.
-- +goose StatementBegin
CREATE FUNCTION knowledge_files_unlink() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.data_oid IS NOT NULL THEN
        PERFORM lo_unlink(OLD.data_oid);
    END IF;
    RETURN OLD;
END $$;
-- +goose StatementEnd
CREATE TRIGGER knowledge_files_unlink AFTER DELETE ON knowledge_files
    FOR EACH ROW EXECUTE FUNCTION knowledge_files_unlink();

-- +goose Down
DROP TRIGGER knowledge_files_unlink ON knowledge_files;
DROP FUNCTION knowledge_files_unlink();
SELECT lo_unlink(data_oid) FROM knowledge_files WHERE data_oid IS NOT NULL;
DELETE FROM knowledge_files WHERE data IS NULL;
ALTER TABLE knowledge_files DROP CONSTRAINT knowledge_files_data_check;
ALTER TABLE knowledge_files DROP COLUMN data_oid;
ALTER TABLE knowledge_files ALTER COLUMN data SET NOT NULL;
