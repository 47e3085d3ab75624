package testcenter_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/testcenter"
	"voiceagent/internal/testkit"
)

const memberFlow = `{"nodes":[{"id":"start","type":"start"},
	{"id":"member","type":"question","config":{"prompt":"Are you a member?","variable":"member","type":"yes_no"}},
	{"id":"is_member","type":"condition"},
	{"id":"age","type":"question","config":{"prompt":"How old are you?","variable":"age","type":"number"}},
	{"id":"adult","type":"condition"},
	{"id":"end_adult","type":"end","config":{"text":"Welcome back."}},
	{"id":"end_minor","type":"end","config":{"text":"Ask a parent."}},
	{"id":"end_new","type":"end","config":{"text":"Join us."}}],
	"edges":[{"from":"start","to":"member"},{"from":"member","to":"is_member"},
	{"from":"is_member","to":"age","condition":"member == true"},{"from":"is_member","to":"end_new","default":true},
	{"from":"age","to":"adult"},{"from":"adult","to":"end_adult","condition":"age >= 18"},{"from":"adult","to":"end_minor","default":true}]}`

type fixture struct {
	env   *testkit.Env
	tc    *testcenter.Service
	ctx   context.Context // the organization's system principal
	org   uuid.UUID
	suite uuid.UUID
	cases []uuid.UUID
}

// setup starts a platform (no worker) with an agent on memberFlow and a
// suite of n passing cases.
func setup(t *testing.T, n int, opts ...testkit.Option) *fixture {
	t.Helper()
	env := testkit.New(t, append([]testkit.Option{testkit.WithVar("TEST_RUN_LEASE_TTL", "1s"),
		testkit.WithVar("TEST_RUN_SWEEP_INTERVAL", "1s")}, opts...)...)
	org := env.MustOrg("Tests")
	ctx := env.System(org.ID)
	a, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Front desk", AgentType: "inbound", EditingMode: "flow"})
	require.NoError(t, err)
	list, err := env.App.Flows.List(ctx, a.ID)
	require.NoError(t, err)
	_, err = env.App.Flows.Update(ctx, a.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(memberFlow)})
	require.NoError(t, err)
	f := &fixture{env: env, tc: env.App.TestCenter, ctx: ctx, org: org.ID, suite: uuid.Must(uuid.NewV7())}
	_, err = env.App.DB.Exec(context.Background(), `INSERT INTO test_suites (id, organization_id, agent_id, name) VALUES ($1, $2, $3, 'S')`,
		f.suite, org.ID, a.ID)
	require.NoError(t, err)
	for i := range n {
		id := uuid.Must(uuid.NewV7())
		_, err := env.App.DB.Exec(context.Background(), `INSERT INTO test_cases (id, organization_id, suite_id, name, script, assertions)
			VALUES ($1, $2, $3, $4, $5, '[{"type":"path_includes","nodes":["end_adult"]}]')`, id, org.ID, f.suite, fmt.Sprint("case ", i),
			[]string{"yes", fmt.Sprint(20 + i)})
		require.NoError(t, err)
		f.cases = append(f.cases, id)
	}
	return f
}

func (f *fixture) execute(t *testing.T) uuid.UUID {
	t.Helper()
	r, err := f.tc.Execute(f.ctx, f.suite, testcenter.ExecuteInput{})
	require.NoError(t, err)
	require.Equal(t, testcenter.StatusQueued, r.Status)
	return r.ID
}

func (f *fixture) run(t *testing.T, id uuid.UUID) testcenter.Run {
	t.Helper()
	r, err := f.tc.GetRun(f.ctx, id)
	require.NoError(t, err)
	return r
}

func (f *fixture) events(t *testing.T, id uuid.UUID) []testcenter.Event {
	t.Helper()
	e, err := f.tc.RunEvents(f.ctx, id, 0)
	require.NoError(t, err)
	return e
}

// A worker killed after storing one result loses nothing: once its lease
// lapses the sweep hands the run to another worker, which runs only the
// cases without a result; the killed worker's task, recovered later, finds
// the run finished and does nothing.
func TestKilledWorkerRunResumes(t *testing.T) {
	t.Parallel()
	// A lease of 3 s outlives the check that a second worker finds the run
	// taken, even on a busy machine.
	f := setup(t, 4, testkit.WithVar("TEST_RUN_CONCURRENCY", "1"), testkit.WithVar("TEST_RUN_LEASE_TTL", "3s"))
	id := f.execute(t)
	require.NoError(t, f.tc.ProcessWith(context.Background(), f.org, id, func(stored int) bool { return stored == 1 }))
	r := f.run(t, id)
	require.Equal(t, testcenter.StatusRunning, r.Status)
	require.Len(t, r.Results, 1)
	kept := r.Results[0]

	// While the lease lives, a second worker finds the run taken.
	require.NoError(t, f.tc.ProcessWith(context.Background(), f.org, id, nil))
	require.Len(t, f.run(t, id).Results, 1, "the run never runs on two workers at once")

	f.env.StartWorker() // its sweep queues the run again once the lease lapses
	testkit.Eventually(t, 30*time.Second, "run resumed and finished", func() bool {
		return f.run(t, id).Status == testcenter.StatusPassed
	})
	r = f.run(t, id)
	require.Len(t, r.Results, 4)
	require.Equal(t, kept, r.Results[0], "a finished case is not run again")
	for i, res := range r.Results {
		require.Equal(t, f.cases[i], res.CaseID)
	}
	starts := map[uuid.UUID]int{}
	for _, e := range f.events(t, id) {
		if e.Type == testcenter.EventCaseStarted {
			starts[*e.CaseID]++
		}
	}
	require.Equal(t, 1, starts[f.cases[0]])

	// The orphaned task, recovered, exits quietly.
	before := len(f.events(t, id))
	require.NoError(t, f.tc.ProcessWith(context.Background(), f.org, id, nil))
	require.Len(t, f.events(t, id), before)
}

// An organization runs at most TEST_RUN_ORG_CONCURRENCY runs at once: a
// run over the cap is postponed, stays queued, and runs once a slot frees.
func TestOrganizationConcurrencyCap(t *testing.T) {
	t.Parallel()
	f := setup(t, 2, testkit.WithVar("TEST_RUN_ORG_CONCURRENCY", "1"), testkit.WithVar("TEST_RUN_LEASE_TTL", "1m"))
	first, second := f.execute(t), f.execute(t)
	release, ok, err := f.tc.Hold(context.Background(), f.org, first)
	require.NoError(t, err)
	require.True(t, ok)

	err = f.tc.ProcessWith(context.Background(), f.org, second, nil)
	require.True(t, jobs.IsPostponed(err), "got %v", err)
	require.Equal(t, testcenter.StatusQueued, f.run(t, second).Status)
	require.Empty(t, f.events(t, second))

	release()
	require.NoError(t, f.tc.ProcessWith(context.Background(), f.org, second, nil))
	require.Equal(t, testcenter.StatusPassed, f.run(t, second).Status)
	require.NoError(t, f.tc.ProcessWith(context.Background(), f.org, first, nil))
	require.Equal(t, testcenter.StatusPassed, f.run(t, first).Status)
}

// Deleting a suite cancels its queued and running runs; a worker running
// one stops at its next write without overwriting the cancellation, and
// every run stays readable.
func TestSuiteDeletionCancelsRuns(t *testing.T) {
	t.Parallel()
	f := setup(t, 3, testkit.WithVar("TEST_RUN_CONCURRENCY", "1"))
	running, queued := f.execute(t), f.execute(t)
	done := f.execute(t)
	require.NoError(t, f.tc.ProcessWith(context.Background(), f.org, done, nil))

	cancel := func() {
		tx, err := f.env.App.DB.Begin(context.Background())
		require.NoError(t, err)
		defer func() { _ = tx.Rollback(context.Background()) }()
		after, err := f.tc.CancelSuiteRuns(f.ctx, tx, f.org, f.suite)
		require.NoError(t, err)
		_, err = tx.Exec(context.Background(), `DELETE FROM test_suites WHERE id = $1`, f.suite)
		require.NoError(t, err)
		require.NoError(t, tx.Commit(context.Background()))
		after()
	}
	// The suite is deleted while the worker runs: right after its first result.
	require.NoError(t, f.tc.ProcessWith(context.Background(), f.org, running, func(stored int) bool {
		if stored == 1 {
			cancel()
		}
		return false
	}))

	r := f.run(t, running)
	require.Equal(t, testcenter.StatusCancelled, r.Status)
	require.NotNil(t, r.FinishedAt)
	require.Len(t, r.Results, 1, "nothing written after the cancellation")
	require.Equal(t, testcenter.Totals{Total: 3, Passed: 1, Pending: 2}, r.Totals)
	ev := f.events(t, running)
	last := ev[len(ev)-1]
	require.Equal(t, testcenter.EventRunFinished, last.Type)
	require.Equal(t, testcenter.StatusCancelled, *last.Status)

	q := f.run(t, queued)
	require.Equal(t, testcenter.StatusCancelled, q.Status)
	require.Nil(t, q.StartedAt)
	require.NoError(t, f.tc.ProcessWith(context.Background(), f.org, queued, nil))
	require.Equal(t, testcenter.StatusCancelled, f.run(t, queued).Status)
	require.Len(t, f.events(t, queued), 1)

	require.Equal(t, testcenter.StatusPassed, f.run(t, done).Status, "a finished run keeps its status")
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM test_runs WHERE suite_id = $1`, f.suite).Scan(&n))
	require.Equal(t, 3, n)
}

// A queued run whose task was lost (Redis emptied) is queued again by the
// sweep; an organization over its cap runs its runs one after the other
// through the real task.
func TestLostTaskAndCapThroughTheQueue(t *testing.T) {
	t.Parallel()
	f := setup(t, 2, testkit.WithVar("TEST_RUN_ORG_CONCURRENCY", "1"))
	ids := []uuid.UUID{f.execute(t), f.execute(t), f.execute(t)}
	insp := asynq.NewInspector(f.env.App.RedisOpt)
	defer insp.Close()
	require.NoError(t, insp.DeleteTask(jobs.QueueDefault, testcenter.TypeRun+":"+ids[0].String()))
	f.env.StartWorker()
	for _, id := range ids {
		testkit.Eventually(t, 30*time.Second, "run finished", func() bool { return f.run(t, id).Status == testcenter.StatusPassed })
	}
	// One at a time: each started after the one before finished.
	runs := make([]testcenter.Run, len(ids))
	for i, id := range ids {
		runs[i] = f.run(t, id)
	}
	sort.Slice(runs, func(i, j int) bool { return runs[i].StartedAt.Before(*runs[j].StartedAt) })
	for i := 1; i < len(runs); i++ {
		require.False(t, runs[i].StartedAt.Before(*runs[i-1].FinishedAt), "run %d started before run %d finished", i, i-1)
	}
}

// A copied configuration that no longer compiles errs every case: the run
// ends in error with each case saying why.
func TestRunOfABrokenSnapshotErrs(t *testing.T) {
	t.Parallel()
	f := setup(t, 2)
	id := f.execute(t)
	_, err := f.env.App.DB.Exec(context.Background(), `UPDATE test_runs SET snapshot = jsonb_set(snapshot, '{main_flow_id}', to_jsonb($2::text)) WHERE id = $1`,
		id, uuid.NewString())
	require.NoError(t, err)
	require.NoError(t, f.tc.ProcessWith(context.Background(), f.org, id, nil))
	r := f.run(t, id)
	require.Equal(t, testcenter.StatusError, r.Status)
	require.Equal(t, testcenter.Totals{Total: 2, Error: 2}, r.Totals)
	for _, res := range r.Results {
		require.Equal(t, testcenter.StatusError, res.Status)
		require.NotNil(t, res.Error)
		require.Contains(t, *res.Error, "does not compile")
		require.NotNil(t, res.Turns)
	}
}
