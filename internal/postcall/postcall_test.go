package postcall_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/calls"
	"voiceagent/internal/events"
	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/postcall"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

type fixture struct {
	env   *testkit.Env
	org   uuid.UUID
	ctx   context.Context
	agent uuid.UUID
	key   string // calls:read
}

func setup(t *testing.T) fixture {
	t.Helper()
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	env := testkit.New(t, testkit.WithVar("WEBHOOK_CA_FILE", ca), testkit.WithVar("WEBHOOK_TIMEOUT", "2s"))
	org := env.MustOrg("Post-call Org")
	ctx := env.System(org.ID)
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Recepção", AgentType: "inbound", EditingMode: "prompt", TemplateID: "receptionist"})
	require.NoError(t, err)
	_, err = env.App.Agents.Publish(ctx, ag.ID)
	require.NoError(t, err)
	_, key := env.MustKey(org.ID, "calls:read")
	return fixture{env: env, org: org.ID, ctx: ctx, agent: ag.ID, key: key}
}

// receiver registers a TLS receiver for call.completed.
func (f fixture) receiver(t *testing.T) *webhookstest.Receiver {
	t.Helper()
	rc := webhookstest.NewReceiver(webhookstest.OK)
	t.Cleanup(rc.Close)
	evs := []string{events.CallCompleted}
	_, err := f.env.App.Webhooks.Create(f.ctx, webhooks.EndpointInput{URL: &rc.URL, Events: &evs})
	require.NoError(t, err)
	return rc
}

// call runs a call to its end with status, as the runtime does.
func (f fixture) call(t *testing.T, status string) calls.Call {
	t.Helper()
	svc := f.env.App.Calls
	c, err := svc.Create(f.ctx, calls.CreateInput{AgentID: f.agent, Channel: "phone", Direction: "inbound"})
	require.NoError(t, err)
	_, err = svc.Start(f.ctx, c.ID, time.Time{})
	require.NoError(t, err)
	require.NoError(t, svc.AppendTurns(f.ctx, c.ID,
		calls.Turn{Role: "agent", Text: "Clínica Sorriso, bom dia!"},
		calls.Turn{Role: "user", Text: "Quero marcar uma limpeza, obrigado!", OffsetMS: 2000}))
	_, err = svc.RecordAction(f.ctx, c.ID, calls.ActionInput{Type: "booking", Name: "Agendar", Success: true})
	require.NoError(t, err)
	c, err = svc.End(f.ctx, c.ID, calls.EndInput{Status: status})
	require.NoError(t, err)
	return c
}

// apiPostCall reads the call's post_call through GET /v1/calls/{id}
// (validated against the OpenAPI document).
func (f fixture) apiPostCall(t *testing.T, id uuid.UUID) map[string]any {
	t.Helper()
	r := f.env.Get("/v1/calls/"+id.String(), f.key)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	m := r.Map(t)
	require.Contains(t, m, "post_call")
	pc, _ := m["post_call"].(map[string]any)
	return pc
}

func (f fixture) completedEvents(t *testing.T, id uuid.UUID) int {
	t.Helper()
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM webhook_events
		WHERE organization_id = $1 AND event = 'call.completed' AND position($2 in convert_from(payload, 'UTF8')) > 0`,
		f.org, id.String()).Scan(&n))
	return n
}

// A completed call waits, pending, for its processing; call.completed
// reaches the receiver only once the task has recorded the outcome.
func TestCallCompletedOnlyAfterProcessing(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rc := f.receiver(t)
	entered, release := make(chan uuid.UUID, 1), make(chan struct{})
	f.env.App.PostCall.Use(postcall.StepFunc{StepName: "gate", Fn: func(ctx context.Context, c calls.Call, out *calls.Outcome) error {
		entered <- c.ID
		<-release
		out.ExtractedData["service"] = "limpeza"
		out.Evaluations = append(out.Evaluations, calls.Evaluation{Name: "greeting", Result: "ok"})
		return nil
	}})
	f.env.StartWorker()

	c := f.call(t, "completed")
	pc := f.apiPostCall(t, c.ID)
	require.Equal(t, "pending", pc["status"], "pending from the end on")
	require.Nil(t, pc["processed_at"])
	select {
	case id := <-entered:
		require.Equal(t, c.ID, id)
	case <-time.After(30 * time.Second):
		t.Fatal("the post-call task never ran")
	}
	// The task is running and has not recorded the outcome: nothing is sent.
	require.Zero(t, f.completedEvents(t, c.ID))
	require.Zero(t, rc.Count())
	require.Equal(t, "pending", f.apiPostCall(t, c.ID)["status"])
	close(release)

	testkit.Eventually(t, 30*time.Second, "call.completed delivered", func() bool { return rc.Count() == 1 })
	got := rc.Requests()[0]
	require.Equal(t, events.CallCompleted, got.Envelope.Event)
	var data struct {
		CallID   uuid.UUID      `json:"call_id"`
		PostCall calls.PostCall `json:"post_call"`
	}
	require.NoError(t, json.Unmarshal(got.Envelope.Data, &data))
	require.Equal(t, c.ID, data.CallID)
	require.Equal(t, calls.PostCallCompleted, data.PostCall.Status)
	require.NotEmpty(t, data.PostCall.Summary)
	require.Equal(t, "booked", data.PostCall.Outcome, "a successful booking action")
	require.Equal(t, "positive", data.PostCall.Sentiment.Label, "the offline engine hears 'obrigado'")
	require.Equal(t, "limpeza", data.PostCall.ExtractedData["service"], "a plugged-in step's data")
	require.Len(t, data.PostCall.Evaluations, 1)

	pc = f.apiPostCall(t, c.ID)
	require.Equal(t, "completed", pc["status"])
	require.Nil(t, pc["failure_reason"])
	require.NotNil(t, pc["processed_at"])
	require.Equal(t, data.PostCall.Summary, pc["summary"])
	// The list's include=transcript carries the same state.
	r := f.env.Get("/v1/calls?include=transcript", f.key)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Contains(t, string(r.Body), `"status":"completed"`)
	require.Equal(t, 1, f.completedEvents(t, c.ID))
}

// Running the processing again, by the task or the method, does nothing.
func TestProcessingIsIdempotent(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.receiver(t)
	c := f.call(t, "completed")
	pipeline := f.env.App.PostCall
	first, err := pipeline.Process(context.Background(), f.org, c.ID)
	require.NoError(t, err)
	require.Equal(t, calls.PostCallCompleted, first.PostCall.Status)
	require.NotNil(t, first.PostCall.ProcessedAt)

	again, err := pipeline.Process(context.Background(), f.org, c.ID)
	require.NoError(t, err)
	require.Equal(t, *first.PostCall.ProcessedAt, *again.PostCall.ProcessedAt, "not recorded twice")
	b, _ := json.Marshal(map[string]any{"organization_id": f.org, "call_id": c.ID})
	require.NoError(t, pipeline.HandleProcess(context.Background(), asynq.NewTask(postcall.TypeProcess, b)))
	require.Equal(t, 1, f.completedEvents(t, c.ID), "one call.completed whatever the runs")
	// A worker and its listener starting now (which queues the calls still
	// pending) change nothing.
	f.env.StartWorker()
	testkit.Eventually(t, 30*time.Second, "queued task run", func() bool {
		info, err := asynq.NewInspector(f.env.App.RedisOpt).GetTaskInfo(jobs.QueueDefault, postcall.TaskID(c.ID))
		return notQueued(err) || (err == nil && info.State == asynq.TaskStateCompleted)
	})
	final, err := f.env.App.Calls.Get(f.ctx, c.ID)
	require.NoError(t, err)
	require.Equal(t, *first.PostCall.ProcessedAt, *final.PostCall.ProcessedAt)
	require.Equal(t, 1, f.completedEvents(t, c.ID))
}

// notQueued reports whether an inspector's answer says the task is not in
// the queue (or the queue was never used).
func notQueued(err error) bool {
	return errors.Is(err, asynq.ErrTaskNotFound) || errors.Is(err, asynq.ErrQueueNotFound)
}

// failing is a language model that is always down.
type failing struct{ calls atomic.Int32 }

func (*failing) Name() string { return "failing" }
func (p *failing) Complete(context.Context, llm.Request) (llm.Response, error) {
	p.calls.Add(1)
	return llm.Response{}, apperr.Unavailablef(nil, "the language model answered 503")
}
func (p *failing) Stream(ctx context.Context, r llm.Request, _ func(string) error) (llm.Response, error) {
	return p.Complete(ctx, r)
}

// A provider that keeps failing: the task is retried, then the call's
// post-call status is failed with the reason, and no event exists.
func TestFailingProviderRetriesThenFails(t *testing.T) {
	t.Parallel()
	f := setup(t)
	provider := &failing{}
	a := f.env.App
	pipeline := postcall.New(a.Calls, provider, a.Queue, a.Log, postcall.Config{MaxRetry: 2, RetryBase: 10 * time.Millisecond})
	reg := jobs.NewRegistry()
	reg.PollInterval = 20 * time.Millisecond
	pipeline.Register(reg)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 2)
	go func() { done <- reg.Worker(ctx, a.RedisOpt, 2, a.Log) }()
	go func() { pipeline.Listen(ctx); done <- nil }() // queues the call as it ends
	t.Cleanup(func() { cancel(); <-done; <-done })

	c := f.call(t, "completed")
	testkit.Eventually(t, 60*time.Second, "post-call failed", func() bool {
		got, err := a.Calls.Get(f.ctx, c.ID)
		require.NoError(t, err)
		return got.PostCall.Status == calls.PostCallFailed
	})
	require.Equal(t, int32(3), provider.calls.Load(), "the first attempt and two retries")
	pc := f.apiPostCall(t, c.ID)
	require.Equal(t, "failed", pc["status"])
	require.Contains(t, pc["failure_reason"], "the language model answered 503")
	require.Nil(t, pc["processed_at"])
	require.Zero(t, f.completedEvents(t, c.ID), "a call whose processing failed emits nothing")
	var outbox int
	require.NoError(t, a.DB.QueryRow(context.Background(), `SELECT count(*) FROM webhook_events WHERE organization_id = $1`, f.org).Scan(&outbox))
	require.Zero(t, outbox)
	// The sweep leaves failed calls alone.
	n, err := pipeline.Sweep(context.Background(), time.Now().Add(time.Hour))
	require.NoError(t, err)
	require.Zero(t, n)
}

// Failed, cancelled and abandoned calls are never processed, queued or swept.
func TestOtherEndsNeverProcessed(t *testing.T) {
	t.Parallel()
	f := setup(t)
	insp := asynq.NewInspector(f.env.App.RedisOpt)
	defer insp.Close()
	for _, st := range []string{"failed", "cancelled", "abandoned"} {
		c := f.call(t, st)
		require.Nil(t, f.apiPostCall(t, c.ID), st)
		_, err := insp.GetTaskInfo(jobs.QueueDefault, postcall.TaskID(c.ID))
		require.True(t, notQueued(err), "%s: %v", st, err)
		got, err := f.env.App.PostCall.Process(context.Background(), f.org, c.ID)
		require.NoError(t, err)
		require.Nil(t, got.PostCall, st)
		require.Zero(t, f.completedEvents(t, c.ID), st)
	}
	pending, err := f.env.App.Calls.PendingPostCalls(context.Background(), time.Now().Add(time.Hour), 10)
	require.NoError(t, err)
	require.Empty(t, pending)
}

// A completed call whose task could not be queued (Redis down when the
// listener heard of its end) stays pending and is processed once the sweep
// queues it.
func TestSweepQueuesWhatTheEndCouldNotQueue(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rc := f.receiver(t)
	a := f.env.App
	down := asynq.NewClient(asynq.RedisClientOpt{Addr: "127.0.0.1:1", DialTimeout: 200 * time.Millisecond})
	t.Cleanup(func() { _ = down.Close() })
	listener := postcall.New(a.Calls, a.LLM, down, a.Log, postcall.Config{})
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { listener.Listen(ctx); close(stopped) }()

	c := f.call(t, "completed")
	cancel()
	<-stopped
	insp := asynq.NewInspector(a.RedisOpt)
	defer insp.Close()
	_, err := insp.GetTaskInfo(jobs.QueueDefault, postcall.TaskID(c.ID))
	require.True(t, notQueued(err), "nothing reached the queue: %v", err)
	require.Equal(t, "pending", f.apiPostCall(t, c.ID)["status"])

	n, err := a.PostCall.Sweep(context.Background(), time.Now().Add(-time.Hour))
	require.NoError(t, err)
	require.Zero(t, n, "only calls pending for a while are swept")
	n, err = a.PostCall.Sweep(context.Background(), time.Now().Add(time.Second))
	require.NoError(t, err)
	require.Equal(t, 1, n)
	f.env.StartWorker()
	testkit.Eventually(t, 30*time.Second, "call.completed delivered", func() bool { return rc.Count() == 1 })
	require.Equal(t, "completed", f.apiPostCall(t, c.ID)["status"])
}

// A call that ends while no process listens (a short-lived command ended
// it, or every serving process was restarting) is queued as soon as a
// listener starts, without waiting for the sweep (which leaves calls alone
// for a minute).
func TestListenerQueuesCallsEndedBeforeIt(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rc := f.receiver(t)
	c := f.call(t, "completed")
	insp := asynq.NewInspector(f.env.App.RedisOpt)
	defer insp.Close()
	_, err := insp.GetTaskInfo(jobs.QueueDefault, postcall.TaskID(c.ID))
	require.True(t, notQueued(err), "nobody listened: %v", err)

	f.env.StartWorker()
	testkit.Eventually(t, 30*time.Second, "call.completed delivered", func() bool { return rc.Count() == 1 })
	require.Equal(t, "completed", f.apiPostCall(t, c.ID)["status"])
}

// A late failure (a run that lost the race with a successful one) leaves
// the recorded outcome as it is.
func TestLateFailureKeepsTheRecordedOutcome(t *testing.T) {
	t.Parallel()
	f := setup(t)
	c := f.call(t, "completed")
	done, err := f.env.App.PostCall.Process(context.Background(), f.org, c.ID)
	require.NoError(t, err)
	got, err := f.env.App.Calls.PostCallFailed(f.ctx, c.ID, "the language model answered 503")
	require.NoError(t, err)
	require.Equal(t, calls.PostCallCompleted, got.PostCall.Status)
	require.Nil(t, got.PostCall.FailureReason)
	require.Equal(t, done.PostCall.Summary, got.PostCall.Summary)
}
