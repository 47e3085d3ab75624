package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/app"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/members"
	"voiceagent/internal/testcenter"
)

func init() {
	register(suite{name: "testcenter", summary: "a 100-case suite on a 2-question, 3-end flow (offline engine) from execute to final status; execute request p50/p95; a run resumed after its `voiceagent worker` process is killed with SIGKILL", run: benchTestCenter})
}

// benchFlow asks two questions and ends three ways.
const benchFlow = `{"nodes":[{"id":"start","type":"start"},
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

type tcBench struct {
	a     *app.App
	sys   context.Context
	org   uuid.UUID
	agent uuid.UUID
	srv   *httptest.Server
	token string
}

func benchTestCenter(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench testcenter", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_testcenter?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/4", "bench Redis")
	cases := fs.Int("cases", 100, "cases of the suite run to its final status")
	executes := fs.Int("executes", 200, "execute requests timed")
	killCases := fs.Int("kill-cases", 500, "cases of the run whose worker is killed")
	serverBin := fs.String("server", "", "voiceagent binary to run as the killed worker (default: built from this module into a temporary directory)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	org, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench tests %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	b := &tcBench{a: a, org: org.ID, sys: auth.WithPrincipal(ctx, auth.System(org.ID))}
	defer func() { _ = a.Orgs.Delete(context.WithoutCancel(b.sys), org.ID) }()
	ag, err := a.Agents.Create(b.sys, agents.CreateInput{Name: "Bench", AgentType: "inbound", EditingMode: "flow"})
	if err != nil {
		return err
	}
	b.agent = ag.ID
	list, err := a.Flows.List(b.sys, ag.ID)
	if err != nil {
		return err
	}
	if _, err := a.Flows.Update(b.sys, ag.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(benchFlow)}); err != nil {
		return err
	}
	subject := fmt.Sprintf("bench-tests-%d", time.Now().UnixNano())
	if _, err := a.Backoffice.Members.Add(b.sys, members.AddInput{Subject: &subject, Role: auth.RoleViewer}); err != nil {
		return err
	}
	if b.token, _, err = a.MintDevToken(ctx, subject, subject+"@example.com", "Bench", time.Hour); err != nil {
		return fmt.Errorf("%w (run the suite with AUTH_JWKS_URL empty)", err)
	}
	b.srv = httptest.NewServer(a.Handler())
	defer b.srv.Close()
	fmt.Printf("%d CPUs shared by the client, the workers and PostgreSQL; TEST_RUN_CONCURRENCY %d\n", runtime.NumCPU(), a.Config.TestRunConcurrency)

	// The killed worker first, while no worker of this process runs.
	if err := b.killedWorker(ctx, *dbURL, *redisURL, *serverBin, *killCases); err != nil {
		return err
	}
	if err := b.toFinal(ctx, *cases); err != nil {
		return err
	}
	return b.executeLatency(ctx, *executes)
}

// suite writes a suite of n script cases taking the flow's three ends in
// turn; one in ten expects the wrong end, so the run fails as real ones do.
func (b *tcBench) suite(ctx context.Context, n int) (uuid.UUID, error) {
	id := uuid.Must(uuid.NewV7())
	if _, err := b.a.DB.Exec(ctx, `INSERT INTO test_suites (id, organization_id, agent_id, name) VALUES ($1, $2, $3, $4)`,
		id, b.org, b.agent, fmt.Sprintf("Bench %d", n)); err != nil {
		return id, err
	}
	scripts := [][]string{{"yes", "30"}, {"yes", "12"}, {"no"}}
	ends := []string{"end_adult", "end_minor", "end_new"}
	for i := range n {
		end := ends[i%3]
		if i%10 == 9 {
			end = ends[(i+1)%3]
		}
		if _, err := b.a.DB.Exec(ctx, `INSERT INTO test_cases (id, organization_id, suite_id, name, script, max_turns, assertions)
			VALUES ($1, $2, $3, $4, $5, 4, $6)`, uuid.Must(uuid.NewV7()), b.org, id, fmt.Sprintf("case %d", i), scripts[i%3],
			fmt.Sprintf(`[{"type":"path_includes","nodes":[%q],"in_order":true},{"type":"ended_with","status":"completed","node_id":%q}]`, end, end)); err != nil {
			return id, err
		}
	}
	return id, nil
}

func (b *tcBench) execute(ctx context.Context, suite uuid.UUID) (testcenter.Run, error) {
	req, _ := http.NewRequestWithContext(ctx, "POST", b.srv.URL+"/api/v1/tests/suites/"+suite.String()+"/execute", strings.NewReader(`{}`))
	req.Header.Set("Authorization", "Bearer "+b.token)
	req.Header.Set("X-Organization-Id", b.org.String())
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return testcenter.Run{}, err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusAccepted {
		return testcenter.Run{}, fmt.Errorf("execute: HTTP %d: %s", resp.StatusCode, body)
	}
	var r testcenter.Run
	return r, json.Unmarshal(body, &r)
}

// await polls the run until its status is final.
func (b *tcBench) await(ctx context.Context, id uuid.UUID, within time.Duration) (testcenter.Run, error) {
	deadline := time.Now().Add(within)
	for {
		r, err := b.a.TestCenter.GetRun(b.sys, id)
		if err != nil {
			return r, err
		}
		if r.Status != testcenter.StatusQueued && r.Status != testcenter.StatusRunning {
			return r, nil
		}
		if time.Now().After(deadline) {
			return r, fmt.Errorf("run %s still %s after %s (%d of %d results)", id, r.Status, within, len(r.Results), r.Totals.Total)
		}
		select {
		case <-ctx.Done():
			return r, ctx.Err()
		case <-time.After(5 * time.Millisecond):
		}
	}
}

func (b *tcBench) results(ctx context.Context, id uuid.UUID) int {
	var n int
	_ = b.a.DB.QueryRow(ctx, `SELECT count(*) FROM test_run_results WHERE organization_id = $1 AND run_id = $2`, b.org, id).Scan(&n)
	return n
}

// worker runs this process's workers until the returned stop.
func (b *tcBench) worker(ctx context.Context) (stop func()) {
	wctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		_ = b.a.Jobs.Worker(wctx, b.a.RedisOpt, b.a.Config.WorkerConcurrency, b.a.Log)
	}()
	return func() { cancel(); <-done }
}

func (b *tcBench) toFinal(ctx context.Context, n int) error {
	suite, err := b.suite(ctx, n)
	if err != nil {
		return err
	}
	stop := b.worker(ctx)
	defer stop()
	t0 := time.Now()
	run, err := b.execute(ctx, suite)
	if err != nil {
		return err
	}
	accepted := time.Since(t0)
	run, err = b.await(ctx, run.ID, 5*time.Minute)
	if err != nil {
		return err
	}
	took := time.Since(t0)
	fmt.Printf("%d cases: execute answered in %s, run %s in %s (target < 10 s); %d passed, %d failed, %d error\n",
		n, accepted.Round(time.Millisecond), run.Status, took.Round(time.Millisecond), run.Totals.Passed, run.Totals.Failed, run.Totals.Error)
	return nil
}

// executeLatency times execute requests of a 100-case suite with no worker
// running (the runs stay queued, then are cancelled with the suite).
func (b *tcBench) executeLatency(ctx context.Context, n int) error {
	suite, err := b.suite(ctx, 100)
	if err != nil {
		return err
	}
	d := make([]time.Duration, 0, n)
	for range n {
		t0 := time.Now()
		if _, err := b.execute(ctx, suite); err != nil {
			return err
		}
		d = append(d, time.Since(t0))
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	fmt.Printf("execute (100 cases copied, through the router, sequential): p50 %s, p95 %s over %d requests (target p95 < 100 ms)\n",
		flowMS(flowPct(d, 0.50)), flowMS(flowPct(d, 0.95)), n)
	_, err = b.a.DB.Exec(ctx, `UPDATE test_runs SET status = 'cancelled', finished_at = now() WHERE organization_id = $1 AND suite_id = $2 AND status = 'queued'`, b.org, suite)
	return err
}

// killedWorker starts a `voiceagent worker` process, kills it with SIGKILL
// once the run has stored some results, then runs this process's workers
// and measures until the run is resumed and finished.
func (b *tcBench) killedWorker(ctx context.Context, dbURL, redisURL, serverBin string, n int) error {
	bin, removeBin, err := serverBinary(ctx, serverBin)
	if err != nil {
		return err
	}
	defer removeBin()
	suite, err := b.suite(ctx, n)
	if err != nil {
		return err
	}
	cmd := exec.Command(bin, "worker")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+dbURL, "REDIS_URL="+redisURL, "LOG_LEVEL=warn", "DEMO_SEED=false",
		"TEST_RUN_CONCURRENCY=1")
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	if err := cmd.Start(); err != nil {
		return err
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	defer func() { _ = cmd.Process.Kill(); <-exited }()
	run, err := b.execute(ctx, suite)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(time.Minute)
	for b.results(ctx, run.ID) < 10 {
		if time.Now().After(deadline) {
			return fmt.Errorf("the worker process stored no results within a minute")
		}
		time.Sleep(2 * time.Millisecond)
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		return err
	}
	<-exited
	killed := time.Now()
	before := b.results(ctx, run.ID)
	if before >= n {
		return fmt.Errorf("the run finished before its worker was killed; use more -kill-cases")
	}
	stop := b.worker(ctx)
	defer stop()
	var resumed time.Duration
	for b.results(ctx, run.ID) == before {
		if time.Since(killed) > 2*time.Minute {
			return fmt.Errorf("the run was not resumed within 2 minutes of the kill")
		}
		time.Sleep(20 * time.Millisecond)
	}
	resumed = time.Since(killed)
	final, err := b.await(ctx, run.ID, 5*time.Minute)
	if err != nil {
		return err
	}
	fmt.Printf("killed worker: SIGKILL after %d of %d results; another worker resumed the run %s after the kill (target < 60 s; lease %s, sweep every %s) and finished it %s after the kill: %s, %d results\n",
		before, n, resumed.Round(time.Millisecond), b.a.Config.TestRunLeaseTTL, b.a.Config.TestRunSweepInterval,
		time.Since(killed).Round(time.Millisecond), final.Status, len(final.Results))
	return nil
}
