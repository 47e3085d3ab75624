package tracing_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/sdk/trace/tracetest"
	"go.opentelemetry.io/otel/trace"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/members"
	"voiceagent/internal/platform/tracing"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

// The provider is process-wide, so this package's tests share one recorder
// and tell their spans apart by trace id.
var recorder = tracetest.NewSpanRecorder()

func init() {
	tracing.Install(sdktrace.NewTracerProvider(sdktrace.WithSpanProcessor(recorder)))
}

// spansOf waits until want spans of trace tid have ended (a server span
// ends just after its answer is written) and returns them all.
func spansOf(t *testing.T, tid trace.TraceID, want func([]sdktrace.ReadOnlySpan) bool) []sdktrace.ReadOnlySpan {
	t.Helper()
	var out []sdktrace.ReadOnlySpan
	require.Eventually(t, func() bool {
		out = out[:0]
		for _, s := range recorder.Ended() {
			if s.SpanContext().TraceID() == tid {
				out = append(out, s)
			}
		}
		return want(out)
	}, 10*time.Second, 10*time.Millisecond)
	return out
}

func named(spans []sdktrace.ReadOnlySpan, name string) sdktrace.ReadOnlySpan {
	for _, s := range spans {
		if s.Name() == name {
			return s
		}
	}
	return nil
}

const (
	incomingTrace  = "4bf92f3577b34da6a3ce929d0e0e4736"
	incomingParent = "00f067aa0ba902b7"
)

func TestOneTraceFromRequestToReceiver(t *testing.T) {
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	env := testkit.New(t, testkit.WithVar("WEBHOOK_CA_FILE", ca), testkit.WithVar("LOG_LEVEL", "info"))
	org := env.MustOrg("Traced Org")
	_, key := env.MustKey(org.ID)
	rc := webhookstest.NewReceiver(webhookstest.OK)
	t.Cleanup(rc.Close)
	url := rc.URL
	evs := []string{events.CallCompleted}
	ep, err := env.App.Webhooks.Create(env.System(org.ID), webhooks.EndpointInput{URL: &url, Events: &evs})
	require.NoError(t, err)

	// A request with a traceparent: its span continues the caller's trace,
	// is named by route, and the receiver sees the same trace.
	tid, _ := trace.TraceIDFromHex(incomingTrace)
	resp := env.Do(testkit.Request{Method: http.MethodPost, Path: "/v1/webhook-endpoints/" + ep.ID.String() + "/test", Key: key,
		Header: map[string]string{"traceparent": "00-" + incomingTrace + "-" + incomingParent + "-01", "X-Request-Id": "req-traced-1"}})
	require.Equal(t, http.StatusOK, resp.Status, string(resp.Body))
	require.Equal(t, "req-traced-1", resp.Header.Get("X-Request-Id"))
	require.Equal(t, 1, rc.Count())
	got := rc.Requests()[0].Header.Get("traceparent")
	require.True(t, strings.HasPrefix(got, "00-"+incomingTrace+"-"), "receiver traceparent %q", got)

	spans := spansOf(t, tid, func(s []sdktrace.ReadOnlySpan) bool {
		return named(s, "POST /v1/webhook-endpoints/{id}/test") != nil
	})
	server := named(spans, "POST /v1/webhook-endpoints/{id}/test")
	require.Equal(t, incomingParent, server.Parent().SpanID().String())
	require.Equal(t, trace.SpanKindServer, server.SpanKind())
	var queries, outbound int
	for _, s := range spans {
		if strings.HasPrefix(s.Name(), "db ") {
			queries++
		}
		if s.SpanKind() == trace.SpanKindClient && s.Name() == http.MethodPost {
			outbound++
		}
	}
	require.Positive(t, queries, "queries of the request are spans of its trace")
	require.Equal(t, 1, outbound, "the delivery is a client span of the trace")

	// The request's log lines carry its ids.
	require.Eventually(t, func() bool {
		for _, l := range strings.Split(env.Logs(), "\n") {
			if strings.Contains(l, "msg=request") && strings.Contains(l, "request_id=req-traced-1") &&
				strings.Contains(l, "trace_id="+incomingTrace) && strings.Contains(l, "span_id="+server.SpanContext().SpanID().String()) {
				return true
			}
		}
		return false
	}, 5*time.Second, 10*time.Millisecond, env.Logs())

	// An event committed inside a request's span: the outbox keeps its
	// trace, the delivery task's span is the request span's child, and the
	// receiver sees the trace.
	tid2, _ := trace.TraceIDFromHex("0af7651916cd43dd8448eb211c80319c")
	parent := trace.NewSpanContext(trace.SpanContextConfig{TraceID: tid2, SpanID: trace.SpanID{1, 2, 3, 4, 5, 6, 7, 8},
		TraceFlags: trace.FlagsSampled, Remote: true})
	ctx, committing := tracing.Tracer().Start(trace.ContextWithRemoteSpanContext(context.Background(), parent), "POST /v1/calls")
	tx, err := env.App.DB.Begin(ctx)
	require.NoError(t, err)
	require.NoError(t, env.App.Webhooks.Publish(ctx, tx, org.ID, events.CallCompleted, map[string]any{"call_id": "c1"}))
	require.NoError(t, tx.Commit(ctx))
	committing.End()

	// A task queued with a traceparent logs its ids.
	env.App.Jobs.Handle("test:traced", func(ctx context.Context, _ *asynq.Task) error {
		env.App.Log.InfoContext(ctx, "traced task ran")
		return nil
	})
	env.StartWorker()
	info, err := env.App.Queue.Enqueue(asynq.NewTask("test:traced", []byte(`{"traceparent":"00-`+incomingTrace+`-`+incomingParent+`-01"}`)))
	require.NoError(t, err)

	require.Eventually(t, func() bool { return rc.Count() == 2 }, 10*time.Second, 10*time.Millisecond)
	got = rc.Requests()[1].Header.Get("traceparent")
	require.True(t, strings.HasPrefix(got, "00-"+tid2.String()+"-"), "receiver traceparent %q", got)
	spans = spansOf(t, tid2, func(s []sdktrace.ReadOnlySpan) bool { return named(s, "task "+webhooks.TypeDeliver) != nil })
	task := named(spans, "task "+webhooks.TypeDeliver)
	require.Equal(t, committing.SpanContext().SpanID(), task.Parent().SpanID(), "the delivery task continues the committing request")
	require.Equal(t, trace.SpanKindConsumer, task.SpanKind())

	require.Eventually(t, func() bool {
		for _, l := range strings.Split(env.Logs(), "\n") {
			if strings.Contains(l, "traced task ran") && strings.Contains(l, "task_id="+info.ID) &&
				strings.Contains(l, "task_type=test:traced") && strings.Contains(l, "trace_id="+incomingTrace) {
				return true
			}
		}
		return false
	}, 10*time.Second, 10*time.Millisecond, env.Logs())
}

func TestGraphQLOperationSpan(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("GraphQL Org")
	sess := env.Session(id, org.ID, auth.RoleViewer)
	tid, _ := trace.TraceIDFromHex("11112222333344445555666677778888")
	h := map[string]string{"traceparent": "00-" + tid.String() + "-" + incomingParent + "-01",
		"Authorization": "Bearer " + sess.Token, members.OrganizationHeader: sess.Org}
	r := env.GraphQL(h, map[string]any{"query": "query Probe { __typename }"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	spans := spansOf(t, tid, func(s []sdktrace.ReadOnlySpan) bool {
		return named(s, "GraphQL query Probe") != nil && named(s, "POST /api/v1/graphql") != nil
	})
	op, server := named(spans, "GraphQL query Probe"), named(spans, "POST /api/v1/graphql")
	require.Equal(t, server.SpanContext().SpanID(), op.Parent().SpanID())
}

// A GraphQL field that runs a resolver gets a span under its operation's,
// and the resolver's queries are its children; a field read off the loaded
// object gets none.
func TestGraphQLResolverSpans(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Resolver Org")
	_, err := env.App.Agents.Create(env.System(org.ID), agents.CreateInput{Name: "Front desk", AgentType: "inbound",
		EditingMode: "prompt", TemplateID: "receptionist"})
	require.NoError(t, err)
	sess := env.Session(id, org.ID, auth.RoleViewer)
	tid, _ := trace.TraceIDFromHex("21112222333344445555666677778888")
	h := map[string]string{"traceparent": "00-" + tid.String() + "-" + incomingParent + "-01",
		"Authorization": "Bearer " + sess.Token, members.OrganizationHeader: sess.Org}
	r := env.GraphQL(h, map[string]any{"query": "query Agents { agents { items { id name agentType knowledgeBases { id } } total } }"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Contains(t, string(r.Body), "Front desk")
	spans := spansOf(t, tid, func(s []sdktrace.ReadOnlySpan) bool {
		return named(s, "GraphQL query Agents") != nil && named(s, "graphql.resolve Query.agents") != nil &&
			named(s, "graphql.resolve Agent.knowledgeBases") != nil
	})
	op, resolve := named(spans, "GraphQL query Agents"), named(spans, "graphql.resolve Query.agents")
	require.Equal(t, op.SpanContext().SpanID(), resolve.Parent().SpanID(), "the resolver's span is the operation's child")
	// The batch resolver the list's plain writer calls once is traced as on
	// gqlgen's path, under the list's resolver.
	batch := named(spans, "graphql.resolve Agent.knowledgeBases")
	require.Equal(t, resolve.SpanContext().SpanID(), batch.Parent().SpanID())
	require.False(t, batch.EndTime().IsZero())
	byID := map[trace.SpanID]sdktrace.ReadOnlySpan{}
	for _, s := range spans {
		byID[s.SpanContext().SpanID()] = s
	}
	var queries int
	for _, s := range spans {
		if !strings.HasPrefix(s.Name(), "db ") {
			continue
		}
		for p := byID[s.Parent().SpanID()]; p != nil; p = byID[p.Parent().SpanID()] {
			if p == resolve {
				queries++
				break
			}
		}
	}
	require.Positive(t, queries, "the list's queries are children of the resolver's span")
	for _, s := range spans {
		require.NotContains(t, []string{"graphql.resolve AgentList.items", "graphql.resolve Agent.id", "graphql.resolve Agent.name"},
			s.Name(), "fields read off the loaded object have no span")
	}
}
