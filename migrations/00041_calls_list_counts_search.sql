-- +goose Up
-- The call list's exact total, without counting rows: calls per UTC creation
-- day and every column the list filters on (agent, status, channel,
-- direction), kept by the calls service in the same transaction as each
-- call change, like call_stats_daily. A call changing status moves from one
-- row to another (-1, +1), so the sum over a filter's rows is count(*) of
-- the calls it matches, at every instant and in every snapshot.
CREATE TABLE call_counts_daily (
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    day             date NOT NULL,
    agent_id        uuid NOT NULL,
    status          text NOT NULL,
    channel         text NOT NULL,
    direction       text NOT NULL,
    count           bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (organization_id, day, agent_id, status, channel, direction)
);
INSERT INTO call_counts_daily (organization_id, day, agent_id, status, channel, direction, count)
SELECT organization_id, (created_at AT TIME ZONE 'UTC')::date, agent_id, status, channel, direction, count(*)
FROM calls GROUP BY 1, 2, 3, 4, 5, 6;

-- The channel filter's page walks its own index, like agent and status.
CREATE INDEX calls_org_channel_created_idx ON calls (organization_id, channel, created_at DESC, id DESC);

-- The search vector moves to a side table holding only what a search reads
-- (the call, its organization and creation time, the vector), so the calls
-- rows every list page reads no longer carry it. An exact total of a
-- frequent word visits every matching row's heap tuple; a row whose vector
-- is stored out of line is ~80 bytes (toast_tuple_target = 128 pushes it out
-- once PostgreSQL toasts the row at all, which it does only for rows over
-- ~2 kB, so most vectors of short calls stay inline). The calls service
-- writes it in the same transaction as the call (create, transcript
-- appends, bulk import).
-- +goose StatementBegin
CREATE FUNCTION calls_search_vector(transcript jsonb, from_number text, to_number text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
    to_tsvector('calls_pt'::regconfig, jsonb_path_query_array(transcript, '$[*].text'))
    || to_tsvector('calls_en'::regconfig, jsonb_path_query_array(transcript, '$[*].text'))
    || to_tsvector('simple'::regconfig, calls_number_terms(from_number) || ' ' || calls_number_terms(to_number)));
-- +goose StatementEnd

CREATE TABLE call_search (
    call_id         uuid PRIMARY KEY REFERENCES calls(id) ON DELETE CASCADE,
    organization_id uuid NOT NULL,
    created_at      timestamptz NOT NULL,
    tsv             tsvector NOT NULL
) WITH (toast_tuple_target = 128);
INSERT INTO call_search (call_id, organization_id, created_at, tsv)
SELECT id, organization_id, created_at, search_tsv FROM calls;
CREATE INDEX call_search_idx ON call_search USING gin (organization_id, tsv);
DROP INDEX calls_search_idx;
ALTER TABLE calls DROP COLUMN search_tsv;

-- +goose Down
ALTER TABLE calls ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (
    to_tsvector('calls_pt'::regconfig, jsonb_path_query_array(transcript, '$[*].text'))
    || to_tsvector('calls_en'::regconfig, jsonb_path_query_array(transcript, '$[*].text'))
    || to_tsvector('simple'::regconfig, calls_number_terms(from_number) || ' ' || calls_number_terms(to_number))
) STORED;
CREATE INDEX calls_search_idx ON calls USING gin (organization_id, search_tsv);
DROP TABLE call_search;
DROP FUNCTION calls_search_vector(jsonb, text, text);
DROP INDEX calls_org_channel_created_idx;
DROP TABLE call_counts_daily;
