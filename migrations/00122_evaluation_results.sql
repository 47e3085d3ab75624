-- +goose Up
-- One row per criterion a custom evaluation judged on a call (a session):
-- what the evaluations CSV export streams. A re-run of post-call processing
-- replaces a call's rows for a rule instead of adding to them (the primary
-- key). evaluation_id has no foreign key: deleting the rule keeps its past
-- verdicts, and evaluation_name keeps the name they were given under. The
-- call and agent links name the organization (as 00043 and 00091 do).
CREATE TABLE evaluation_results (
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    session_id      uuid NOT NULL,
    agent_id        uuid NOT NULL,
    evaluation_id   uuid NOT NULL,
    evaluation_name text NOT NULL,
    criterion       text NOT NULL,
    type            text NOT NULL CHECK (type IN ('pass_fail', 'score')),
    passed          boolean,
    score           integer CHECK (score IS NULL OR score BETWEEN 0 AND 10),
    reason          text NOT NULL DEFAULT '',
    evaluated_at    timestamptz NOT NULL,
    PRIMARY KEY (organization_id, session_id, evaluation_id, criterion),
    CONSTRAINT evaluation_results_verdict_check CHECK (
        (type = 'pass_fail' AND score IS NULL) OR (type = 'score' AND passed IS NULL)),
    CONSTRAINT evaluation_results_session_id_fkey FOREIGN KEY (organization_id, session_id)
        REFERENCES calls (organization_id, id) ON DELETE CASCADE,
    CONSTRAINT evaluation_results_agent_id_fkey FOREIGN KEY (organization_id, agent_id)
        REFERENCES agents (organization_id, id) ON DELETE CASCADE
);
-- The export walks one organization's rows by evaluated_at in key order.
CREATE INDEX evaluation_results_org_evaluated_idx
    ON evaluation_results (organization_id, evaluated_at, session_id, evaluation_id, criterion);

-- +goose Down
DROP TABLE evaluation_results;
