package otlpsink_test

import (
	"context"
	"encoding/hex"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"

	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/members"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/platform/tracing"
	"voiceagent/internal/platform/tracing/otlpsink"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

// The tracer provider is process-wide: every test of this package exports
// to one receiver, as a serve or worker process would to its collector, and
// tells its spans apart by trace id.
var sink *otlpsink.Receiver

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	var err error
	sink, err = otlpsink.Start(true)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer sink.Close()
	env := map[string]string{
		"OTEL_EXPORTER_OTLP_ENDPOINT": sink.URL(),
		"OTEL_TRACES_SAMPLER":         "always_on",
		"OTEL_BSP_SCHEDULE_DELAY":     "20", // ms: spans reach the receiver soon after they end
	}
	for k, v := range env {
		os.Setenv(k, v)
	}
	stop, err := tracing.Setup(context.Background(), os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer stop(context.Background())
	return m.Run()
}

// traceOf is what the receiver holds of one trace.
type traceOf map[string]*tracepb.Span // by span id (hex)

// collect waits until the receiver holds spans of tid that satisfy done.
func collect(t *testing.T, tid string, done func(traceOf) bool) traceOf {
	t.Helper()
	var got traceOf
	testkit.Eventually(t, 20*time.Second, "spans of trace "+tid, func() bool {
		got = traceOf{}
		for _, s := range sink.Spans() {
			if hex.EncodeToString(s.TraceId) == tid {
				got[hex.EncodeToString(s.SpanId)] = s
			}
		}
		return done(got)
	})
	return got
}

func (tr traceOf) named(name string) []*tracepb.Span {
	var out []*tracepb.Span
	for _, s := range tr {
		if s.Name == name {
			out = append(out, s)
		}
	}
	return out
}

func (tr traceOf) has(name string, n int) bool { return len(tr.named(name)) >= n }

// descends reports whether span id's chain of parents, within the trace,
// reaches ancestor.
func (tr traceOf) descends(id string, ancestor *tracepb.Span) bool {
	want := hex.EncodeToString(ancestor.SpanId)
	for s := tr[id]; s != nil; s = tr[hex.EncodeToString(s.ParentSpanId)] {
		if hex.EncodeToString(s.SpanId) == want {
			return true
		}
	}
	return false
}

func attr(s *tracepb.Span, key string) string {
	for _, a := range s.Attributes {
		if a.Key == key {
			if v := a.Value.GetStringValue(); v != "" {
				return v
			}
			return fmt.Sprint(a.Value.GetIntValue())
		}
	}
	return ""
}

// parentOf is the parent span id a traceparent header names.
func parentOf(t *testing.T, tid, header string) string {
	t.Helper()
	m := regexp.MustCompile(`^00-([0-9a-f]{32})-([0-9a-f]{16})-01$`).FindStringSubmatch(header)
	require.NotNil(t, m, "traceparent %q", header)
	require.Equal(t, tid, m[1], "traceparent %q", header)
	return m[2]
}

// logLine waits for a log line holding every part.
func logLine(t *testing.T, env *testkit.Env, parts ...string) string {
	t.Helper()
	var found string
	testkit.Eventually(t, 10*time.Second, "a log line with "+strings.Join(parts, " "), func() bool {
	lines:
		for _, l := range strings.Split(env.Logs(), "\n") {
			for _, p := range parts {
				if !strings.Contains(l, p) {
					continue lines
				}
			}
			found = l
			return true
		}
		return false
	})
	return found
}

// A document imported from a URL through POST /v1 with a traceparent: the
// request's server span continues the caller's trace, the indexing task
// queued by the request runs in a span under it, the page is fetched with
// that trace's traceparent, and the request's and the task's log lines
// carry their ids and the trace.
func TestOneTraceFromAPIRequestThroughTheTask(t *testing.T) {
	const (
		tid    = "5bf92f3577b34da6a3ce929d0e0e4736"
		parent = "00f067aa0ba902b7"
	)
	env := testkit.New(t, testkit.WithVar("LOG_LEVEL", "debug"))
	env.StartWorker()
	var (
		mu    sync.Mutex
		seen  []string
		pages = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			seen = append(seen, r.Header.Get("traceparent"))
			mu.Unlock()
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<html><head><title>Hours</title></head><body><main><h1>Opening hours</h1><p>We are open Monday to Friday, nine to six.</p></main></body></html>`)
		}))
	)
	t.Cleanup(pages.Close)
	org := env.MustOrg("Traced Knowledge")
	_, key := env.MustKey(org.ID, "knowledge:write", "knowledge:read")
	r := env.Post("/v1/knowledge-bases", key, map[string]any{"name": "Support"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	base := r.Map(t)["id"].(string)

	r = env.Do(testkit.Request{Method: http.MethodPost, Path: "/v1/knowledge-bases/" + base + "/documents/url", Key: key,
		Body:   map[string]any{"name": "Hours", "url": pages.URL + "/hours"},
		Header: map[string]string{"traceparent": "00-" + tid + "-" + parent + "-01", "X-Request-Id": "req-import-1"}})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	require.Equal(t, "req-import-1", r.Header.Get("X-Request-Id"))

	const route = "POST /v1/knowledge-bases/{id}/documents/url"
	tr := collect(t, tid, func(tr traceOf) bool {
		return tr.has(route, 1) && tr.has("task "+knowledge.TypeIndex, 1) && tr.has(http.MethodGet, 1)
	})
	server := tr.named(route)[0]
	require.Equal(t, tracepb.Span_SPAN_KIND_SERVER, server.Kind)
	require.Equal(t, parent, hex.EncodeToString(server.ParentSpanId), "the caller's span is the request's parent")
	require.Equal(t, "201", attr(server, "http.response.status_code"))
	task := tr.named("task " + knowledge.TypeIndex)[0]
	require.Equal(t, tracepb.Span_SPAN_KIND_CONSUMER, task.Kind)
	require.True(t, tr.descends(hex.EncodeToString(task.SpanId), server), "the task's span descends from the request's")
	fetch := tr.named(http.MethodGet)[0]
	require.Equal(t, tracepb.Span_SPAN_KIND_CLIENT, fetch.Kind)
	require.True(t, tr.descends(hex.EncodeToString(fetch.SpanId), task), "the page is fetched by the task")

	mu.Lock()
	require.NotEmpty(t, seen)
	require.Equal(t, hex.EncodeToString(fetch.SpanId), parentOf(t, tid, seen[0]), "the page server sees the fetch's span")
	mu.Unlock()

	logLine(t, env, "msg=request", "request_id=req-import-1", "trace_id="+tid, "span_id="+hex.EncodeToString(server.SpanId))
	line := logLine(t, env, `msg="task done"`, "task_type="+knowledge.TypeIndex, "trace_id="+tid,
		"span_id="+hex.EncodeToString(task.SpanId))
	require.Regexp(t, `task_id=\S+`, line)
	require.Equal(t, strings.TrimPrefix(regexp.MustCompile(`task_id=\S+`).FindString(line), "task_id="),
		attr(task, "messaging.message.id"), "the line and the span name the same task")
}

// A redelivery asked for through the API continues the trace of that
// request: the outbox row keeps it, the delivery task runs under it, the
// attempt the receiver refuses is queued again in the same trace, and the
// receiver sees the trace id on every attempt.
func TestRedeliveryContinuesTheRequestsTrace(t *testing.T) {
	const (
		tid    = "6bf92f3577b34da6a3ce929d0e0e4736"
		parent = "10f067aa0ba902b7"
	)
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	env, id := testkit.NewBackoffice(t, testkit.WithVar("WEBHOOK_CA_FILE", ca), testkit.WithVar("LOG_LEVEL", "info"))
	env.StartWorker()
	org := env.MustOrg("Traced Webhooks")
	admin := env.Session(id, org.ID, auth.RoleAdmin)
	rc := webhookstest.NewReceiver(webhookstest.Status(http.StatusGone))
	t.Cleanup(rc.Close)
	url, evs := rc.URL, []string{events.CallCompleted}
	ep, err := env.App.Webhooks.Create(env.System(org.ID), webhooks.EndpointInput{URL: &url, Events: &evs})
	require.NoError(t, err)

	// An event committed outside any trace, refused for good.
	ctx := env.System(org.ID)
	tx, err := env.App.DB.Begin(ctx)
	require.NoError(t, err)
	require.NoError(t, env.App.Webhooks.Publish(ctx, tx, org.ID, events.CallCompleted, map[string]any{"call_id": "c-1"}))
	require.NoError(t, tx.Commit(ctx))
	var failed webhooks.Delivery
	testkit.Eventually(t, 20*time.Second, "the delivery fails", func() bool {
		ds, err := env.App.Webhooks.ListDeliveries(ctx, ep.ID, 10)
		require.NoError(t, err)
		if len(ds) == 1 && ds[0].Status == webhooks.StatusFailed {
			failed = ds[0]
			return true
		}
		return false
	})
	require.Equal(t, 1, rc.Count())

	// The redelivery's first attempt is refused (503 is retried), the second accepted.
	rc.SetRespond(func(n int, w http.ResponseWriter, _ *http.Request) {
		if n == 2 {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusOK)
	})
	res := env.GraphQL(map[string]string{"Authorization": "Bearer " + admin.Token, members.OrganizationHeader: admin.Org,
		"traceparent": "00-" + tid + "-" + parent + "-01"},
		map[string]any{"query": `mutation Redeliver($id: ID!) { redeliverWebhookDelivery(id: $id) { id } }`,
			"variables": map[string]any{"id": failed.ID}})
	require.Equal(t, http.StatusOK, res.Status, string(res.Body))
	require.NotContains(t, string(res.Body), `"errors"`)
	testkit.Eventually(t, 20*time.Second, "two attempts of the redelivery", func() bool { return rc.Count() == 3 })

	const route = "POST /api/v1/graphql"
	task := "task " + webhooks.TypeDeliver
	tr := collect(t, tid, func(tr traceOf) bool {
		return tr.has(route, 1) && tr.has(task, 2) && tr.has(http.MethodPost, 2)
	})
	server := tr.named(route)[0]
	require.Equal(t, parent, hex.EncodeToString(server.ParentSpanId))
	require.True(t, tr.has("GraphQL mutation Redeliver", 1))
	for _, s := range tr.named(task) {
		require.True(t, tr.descends(hex.EncodeToString(s.SpanId), server), "attempt task %s descends from the request", attr(s, "messaging.message.id"))
	}
	attempts := map[string]bool{}
	for _, req := range rc.Requests()[1:] {
		p := parentOf(t, tid, req.Header.Get("traceparent"))
		require.Contains(t, tr, p, "the receiver's traceparent names a span of the trace")
		require.Equal(t, tracepb.Span_SPAN_KIND_CLIENT, tr[p].Kind)
		attempts[p] = true
	}
	require.Len(t, attempts, 2, "each attempt is its own outbound span")
	logLine(t, env, "msg=request", "trace_id="+tid, "span_id="+hex.EncodeToString(server.SpanId), "request_id=")
}

// A task queued by another task, through jobs.NewTask, runs in a span
// under the queuing task's span; a task queued outside any span starts a
// trace of its own.
func TestTaskQueuedByATaskContinuesItsTrace(t *testing.T) {
	env := testkit.New(t, testkit.WithVar("LOG_LEVEL", "info"))
	env.App.Jobs.Handle("test:first", func(ctx context.Context, t *asynq.Task) error {
		_, err := env.App.Queue.EnqueueContext(ctx, jobs.NewTask(ctx, "test:second", []byte(`{"step":2}`)))
		return err
	})
	env.App.Jobs.Handle("test:second", func(ctx context.Context, _ *asynq.Task) error {
		env.App.Log.InfoContext(ctx, "second step ran")
		return nil
	})
	env.StartWorker()
	_, err := env.App.Queue.Enqueue(asynq.NewTask("test:first", []byte(`{"step":1}`)))
	require.NoError(t, err)
	line := logLine(t, env, "second step ran", "task_type=test:second", "task_id=")
	tid := regexp.MustCompile(`trace_id=([0-9a-f]{32})`).FindStringSubmatch(line)
	require.NotNil(t, tid, line)
	tr := collect(t, tid[1], func(tr traceOf) bool { return tr.has("task test:first", 1) && tr.has("task test:second", 1) })
	first, second := tr.named("task test:first")[0], tr.named("task test:second")[0]
	require.Empty(t, first.ParentSpanId, "queued outside any span: a trace of its own")
	require.True(t, tr.descends(hex.EncodeToString(second.SpanId), first))
}
