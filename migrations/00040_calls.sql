-- +goose Up
-- Calls (call sessions): the record of one conversation, its transcript, the
-- actions executed during it and the post-call outcome, plus the daily
-- rollups that analytics reads.

-- Text search over transcripts: Portuguese and English stemming, both
-- accent-insensitive; a call's search vector holds both, and a query is
-- parsed with both, so either language finds its own word forms.
CREATE TEXT SEARCH CONFIGURATION calls_pt (COPY = portuguese);
ALTER TEXT SEARCH CONFIGURATION calls_pt ALTER MAPPING FOR hword, hword_part, word WITH unaccent, portuguese_stem;
CREATE TEXT SEARCH CONFIGURATION calls_en (COPY = english);
ALTER TEXT SEARCH CONFIGURATION calls_en ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

-- The search terms of a phone number: its digits, and its last 11, 10, 9 and
-- 8 digits, so a search for the number as written locally ("(71) 90237-1221",
-- "90237-1221") finds it by prefix as well as the full international form.
-- +goose StatementBegin
CREATE FUNCTION calls_number_terms(number text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (
    SELECT d || ' ' || right(d, 11) || ' ' || right(d, 10) || ' ' || right(d, 9) || ' ' || right(d, 8)
    FROM (SELECT regexp_replace(coalesce(number, ''), '[^0-9]', '', 'g') AS d) x);
-- +goose StatementEnd

CREATE TABLE calls (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    agent_id        uuid NOT NULL REFERENCES agents(id),
    agent_version   integer NOT NULL DEFAULT 0,
    channel         text NOT NULL CHECK (channel IN ('phone', 'web', 'chat', 'sms')),
    direction       text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
    from_number     text,
    to_number       text,
    status          text NOT NULL DEFAULT 'created'
                    CHECK (status IN ('created', 'active', 'completed', 'failed', 'cancelled', 'abandoned')),
    end_reason      text,
    created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
    started_at      timestamptz,
    ended_at        timestamptz,
    duration_ms     bigint CHECK (duration_ms IS NULL OR duration_ms >= 0), -- started_at..ended_at; null until ended
    -- Ordered turns: [{"role","text","offset_ms"}]; appended by the runtime.
    transcript      jsonb NOT NULL DEFAULT '[]',
    turn_count      integer NOT NULL DEFAULT 0,
    -- Executed actions: [{"id","type","name","executed_at","input","result","success","error"}].
    actions         jsonb NOT NULL DEFAULT '[]',
    action_count    integer NOT NULL DEFAULT 0,
    -- Post-call outcome; outcome_recorded_at is set once post-call processing finished.
    summary             text,
    outcome             text,
    extracted_data      jsonb,
    evaluations         jsonb,
    sentiment_label     text CHECK (sentiment_label IS NULL OR sentiment_label IN ('positive', 'neutral', 'negative')),
    sentiment_score     double precision CHECK (sentiment_score IS NULL OR sentiment_score BETWEEN -1 AND 1),
    outcome_recorded_at timestamptz,
    updated_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
    search_tsv      tsvector GENERATED ALWAYS AS (
        to_tsvector('calls_pt'::regconfig, jsonb_path_query_array(transcript, '$[*].text'))
        || to_tsvector('calls_en'::regconfig, jsonb_path_query_array(transcript, '$[*].text'))
        || to_tsvector('simple'::regconfig, calls_number_terms(from_number) || ' ' || calls_number_terms(to_number))
    ) STORED
);
-- Every list query is newest first within one organization; keyset cursors
-- walk these indexes, so a page costs the same at any depth.
CREATE INDEX calls_org_created_idx ON calls (organization_id, created_at DESC, id DESC);
CREATE INDEX calls_org_agent_created_idx ON calls (organization_id, agent_id, created_at DESC, id DESC);
CREATE INDEX calls_org_status_created_idx ON calls (organization_id, status, created_at DESC, id DESC);
CREATE INDEX calls_org_agent_status_created_idx ON calls (organization_id, agent_id, status, created_at DESC, id DESC);
CREATE INDEX calls_search_idx ON calls USING gin (organization_id, search_tsv);

-- Daily rollups, maintained by the calls service in the same transaction as
-- the change they count (and rebuilt by bulk loads), so analytics never scans
-- calls. day is the UTC day the call was created; one row per
-- (organization, day, agent, metric, key):
--   metric 'status'     key = status        count = calls now in that status, total = sum of duration seconds
--   metric 'outcome'    key = outcome label count = calls with that outcome
--   metric 'sentiment'  key = label         count = calls, total = sum of sentiment scores
--   metric 'evaluation' key = name          count = evaluations with a result, hits = passed, total = sum of scores
--   metric 'action'     key = action type   count = executed, hits = succeeded
CREATE TABLE call_stats_daily (
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    day             date NOT NULL,
    agent_id        uuid NOT NULL,
    metric          text NOT NULL CHECK (metric IN ('status', 'outcome', 'sentiment', 'evaluation', 'action')),
    key             text NOT NULL,
    count           bigint NOT NULL DEFAULT 0,
    hits            bigint NOT NULL DEFAULT 0,
    total           double precision NOT NULL DEFAULT 0,
    PRIMARY KEY (organization_id, day, agent_id, metric, key)
);

-- +goose Down
DROP TABLE call_stats_daily;
DROP TABLE calls;
DROP FUNCTION calls_number_terms(text);
DROP TEXT SEARCH CONFIGURATION calls_en;
DROP TEXT SEARCH CONFIGURATION calls_pt;
