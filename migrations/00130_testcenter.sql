-- +goose Up
-- The test center: suites of cases an agent is tested with, and the runs
-- that executed them.
CREATE TABLE test_suites (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    agent_id        uuid NOT NULL,
    name            text NOT NULL,
    description     text NOT NULL DEFAULT '',
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT test_suites_org_id_key UNIQUE (organization_id, id),
    CONSTRAINT test_suites_agent_id_fkey FOREIGN KEY (organization_id, agent_id)
        REFERENCES agents (organization_id, id) ON DELETE CASCADE
);
-- Lists: newest first, of the organization or of one agent.
CREATE INDEX test_suites_org_created_idx ON test_suites (organization_id, created_at DESC, id DESC);
CREATE INDEX test_suites_agent_created_idx ON test_suites (organization_id, agent_id, created_at DESC, id DESC);

-- A case: a conversation to run against the agent, and what must hold.
-- script is a JSON array of the caller's lines (NULL: the caller is
-- simulated from persona and goal); assertions a JSON array of objects.
CREATE TABLE test_cases (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL,
    suite_id        uuid NOT NULL,
    name            text NOT NULL,
    preset_id       text,
    persona         text,
    goal            text,
    script          jsonb,
    max_turns       integer NOT NULL DEFAULT 10 CHECK (max_turns BETWEEN 1 AND 50),
    assertions      jsonb NOT NULL DEFAULT '[]',
    status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft')),
    source          text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'generated')),
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT test_cases_suite_id_fkey FOREIGN KEY (organization_id, suite_id)
        REFERENCES test_suites (organization_id, id) ON DELETE CASCADE
);
-- A suite's cases in creation order.
CREATE INDEX test_cases_suite_created_idx ON test_cases (organization_id, suite_id, created_at, id);

-- A run: the cases and the agent configuration copied at creation (cases,
-- snapshot), executed by one worker at a time (lease_owner until
-- lease_until). suite_id has no foreign key: a run outlives its suite.
-- agent_version NULL is the draft.
CREATE TABLE test_runs (
    id              uuid PRIMARY KEY,
    organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
    suite_id        uuid NOT NULL,
    agent_id        uuid NOT NULL,
    agent_version   integer CHECK (agent_version IS NULL OR agent_version > 0),
    status          text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'passed', 'failed', 'error', 'cancelled')),
    case_ids        uuid[] NOT NULL,
    cases           jsonb NOT NULL,
    snapshot        jsonb NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    started_at      timestamptz,
    finished_at     timestamptz,
    lease_owner     text,
    lease_until     timestamptz,
    CONSTRAINT test_runs_org_id_key UNIQUE (organization_id, id),
    CONSTRAINT test_runs_agent_id_fkey FOREIGN KEY (organization_id, agent_id)
        REFERENCES agents (organization_id, id) ON DELETE CASCADE
);
CREATE INDEX test_runs_org_created_idx ON test_runs (organization_id, created_at DESC, id DESC);
CREATE INDEX test_runs_suite_created_idx ON test_runs (organization_id, suite_id, created_at DESC, id DESC);
CREATE INDEX test_runs_agent_created_idx ON test_runs (organization_id, agent_id, created_at DESC, id DESC);
-- The sweep looks for runs waiting or whose lease lapsed, across organizations.
CREATE INDEX test_runs_unfinished_idx ON test_runs (lease_until) WHERE status IN ('queued', 'running');

-- One finished case of a run, stored as it finishes (position: its index in
-- case_ids).
CREATE TABLE test_run_results (
    organization_id uuid NOT NULL,
    run_id          uuid NOT NULL,
    position        integer NOT NULL,
    case_id         uuid NOT NULL,
    status          text NOT NULL CHECK (status IN ('passed', 'failed', 'error')),
    result          jsonb NOT NULL,
    PRIMARY KEY (organization_id, run_id, position),
    CONSTRAINT test_run_results_run_id_fkey FOREIGN KEY (organization_id, run_id)
        REFERENCES test_runs (organization_id, id) ON DELETE CASCADE
);

-- A run's progress events, numbered from 0, which a subscription replays
-- before the live ones.
CREATE TABLE test_run_events (
    organization_id uuid NOT NULL,
    run_id          uuid NOT NULL,
    position        integer NOT NULL,
    type            text NOT NULL CHECK (type IN ('run_started', 'case_started', 'case_finished', 'run_finished')),
    case_id         uuid,
    status          text,
    totals          jsonb NOT NULL,
    at              timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (organization_id, run_id, position),
    CONSTRAINT test_run_events_run_id_fkey FOREIGN KEY (organization_id, run_id)
        REFERENCES test_runs (organization_id, id) ON DELETE CASCADE
);

-- +goose Down
DROP TABLE test_run_events;
DROP TABLE test_run_results;
DROP TABLE test_runs;
DROP TABLE test_cases;
DROP TABLE test_suites;
