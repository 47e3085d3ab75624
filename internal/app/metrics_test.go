package app_test

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/llm"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

// scrape reads GET /metrics from the process's own metrics listener and
// parses the exposition.
func scrape(t *testing.T, url string) map[string]*dto.MetricFamily {
	t.Helper()
	resp, err := http.Get(url)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	p := expfmt.NewTextParser(model.LegacyValidation)
	fams, err := p.TextToMetricFamilies(strings.NewReader(string(body)))
	require.NoError(t, err, "the exposition parses")
	return fams
}

// value sums the samples (counter, gauge, or histogram count) of family
// name whose labels include want.
func value(fams map[string]*dto.MetricFamily, name string, want map[string]string) (float64, bool) {
	f, ok := fams[name]
	if !ok {
		return 0, false
	}
	sum, found := 0.0, false
next:
	for _, m := range f.Metric {
		labels := map[string]string{}
		for _, l := range m.Label {
			labels[l.GetName()] = l.GetValue()
		}
		for k, v := range want {
			if labels[k] != v {
				continue next
			}
		}
		found = true
		switch {
		case m.Counter != nil:
			sum += m.Counter.GetValue()
		case m.Gauge != nil:
			sum += m.Gauge.GetValue()
		case m.Histogram != nil:
			sum += float64(m.Histogram.GetSampleCount())
		case m.Untyped != nil:
			sum += m.Untyped.GetValue()
		}
	}
	return sum, found
}

func serveMetrics(t *testing.T, env *testkit.Env) string {
	t.Helper()
	require.NotNil(t, env.App.Metrics, "metrics are on by default")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- env.App.Metrics.ServeListener(ctx, ln, env.App.Log) }()
	t.Cleanup(func() {
		cancel()
		require.NoError(t, <-done)
	})
	return "http://" + ln.Addr().String() + "/metrics"
}

// Each instrument appears in the exposition after the work it measures: a
// request (by route pattern), a GraphQL operation and an error, a task, a
// webhook delivery with its lag, a socket with a subscription, a model call,
// and the pool, queue, runtime and process collectors.
func TestMetricsExposition(t *testing.T) {
	t.Parallel()
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	env, id := testkit.NewBackoffice(t, testkit.WithVar("WEBHOOK_CA_FILE", ca))
	url := serveMetrics(t, env)
	org := env.MustOrg("Metrics Org")
	_, key := env.MustKey(org.ID)
	env.StartWorker()

	require.Equal(t, http.StatusOK, env.Get("/v1/me", key).Status)
	require.Equal(t, http.StatusNotFound, env.Get("/v1/calls/"+uuid.NewString(), key).Status)
	require.Equal(t, http.StatusNotFound, env.Get("/no/such/"+uuid.NewString(), "").Status)

	s := env.Session(id, org.ID, auth.RoleOwner)
	require.Empty(t, s.GraphQL(`query MetricsHealth { health { status } }`, nil).Errors)
	require.Equal(t, "BAD_USER_INPUT", s.GraphQL(`{ noSuchField }`, nil).Code())
	require.Equal(t, "BAD_USER_INPUT", s.GraphQL(`query Unparsed { `, nil).Code())

	// A webhook delivery (a task of the worker) to a receiver that answers 200.
	rc := webhookstest.NewReceiver(webhookstest.OK)
	t.Cleanup(rc.Close)
	ctx := env.System(org.ID)
	evs := []string{events.CallCompleted}
	ep, err := env.App.Webhooks.Create(ctx, webhooks.EndpointInput{URL: &rc.URL, Events: &evs})
	require.NoError(t, err)
	tx, err := env.App.DB.Begin(context.Background())
	require.NoError(t, err)
	require.NoError(t, env.App.Webhooks.Publish(context.Background(), tx, org.ID, events.CallCompleted, map[string]any{"call_id": uuid.NewString()}))
	require.NoError(t, tx.Commit(context.Background()))
	testkit.Eventually(t, 30*time.Second, "the delivery succeeded", func() bool {
		ds, err := env.App.Webhooks.ListDeliveries(ctx, ep.ID, 10)
		require.NoError(t, err)
		return len(ds) == 1 && ds[0].Status == "succeeded"
	})

	// A socket with one running subscription and one answered query.
	agent, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Metrics", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	c := env.DialRealtime(t, nil)
	c.Init(map[string]any{"authorization": "Bearer " + s.Token, "organizationId": s.Org})
	c.Must("connection_ack")
	c.Subscribe("1", `subscription($id: ID!) { agentUpdated(agentId: $id) { action } }`, map[string]any{"id": agent.ID.String()})
	c.Subscribe("2", `query SocketHealth { health { status } }`, nil)
	c.Must("next")

	// A model call.
	_, err = env.App.LLM.Complete(context.Background(), llm.Request{Messages: []llm.Message{{Role: "user", Content: "hello"}}})
	require.NoError(t, err)

	var fams map[string]*dto.MetricFamily
	at := func(name string, labels map[string]string) float64 {
		v, ok := value(fams, name, labels)
		require.True(t, ok, "%s%v is exposed", name, labels)
		return v
	}
	testkit.Eventually(t, 10*time.Second, "the delivery's task is recorded", func() bool {
		fams = scrape(t, url)
		v, _ := value(fams, "jobs_processed_total", map[string]string{"task_type": webhooks.TypeDeliver, "outcome": "success"})
		return v >= 1
	})
	require.GreaterOrEqual(t, at("http_server_request_duration_seconds",
		map[string]string{"http_request_method": "GET", "http_route": "/v1/me", "http_response_status_code": "200"}), 1.0)
	require.GreaterOrEqual(t, at("http_server_request_duration_seconds",
		map[string]string{"http_route": "/v1/calls/{call_id}", "http_response_status_code": "404"}), 1.0)
	require.GreaterOrEqual(t, at("http_server_request_duration_seconds",
		map[string]string{"http_route": "unmatched", "http_response_status_code": "404"}), 1.0)
	require.GreaterOrEqual(t, at("http_server_request_duration_seconds",
		map[string]string{"http_route": "/api/v1/graphql", "http_request_method": "POST"}), 3.0)
	for _, m := range fams["http_server_request_duration_seconds"].Metric {
		for _, l := range m.Label {
			require.NotContains(t, l.GetValue(), "-", "no id in %s", l.GetName()) // uuids never reach a label
		}
	}
	require.GreaterOrEqual(t, at("graphql_server_operation_duration_seconds",
		map[string]string{"graphql_operation_type": "query", "graphql_operation_name": "MetricsHealth"}), 1.0)
	require.GreaterOrEqual(t, at("graphql_server_operation_duration_seconds",
		map[string]string{"graphql_operation_type": "query", "graphql_operation_name": "SocketHealth"}), 1.0)
	require.GreaterOrEqual(t, at("graphql_server_operation_duration_seconds",
		map[string]string{"graphql_operation_name": "anonymous"}), 2.0, "invalid and unparsed operations share one name")
	_, named := value(fams, "graphql_server_operation_duration_seconds", map[string]string{"graphql_operation_name": "Unparsed"})
	require.False(t, named, "a name that did not parse is not kept")
	require.GreaterOrEqual(t, at("graphql_server_errors_total", map[string]string{"code": "BAD_USER_INPUT"}), 2.0)
	require.GreaterOrEqual(t, at("jobs_duration_seconds", map[string]string{"task_type": webhooks.TypeDeliver}), 1.0)
	require.GreaterOrEqual(t, at("webhook_deliveries_total", map[string]string{"outcome": "success"}), 1.0)
	require.GreaterOrEqual(t, at("webhook_delivery_lag_seconds", nil), 1.0)
	require.GreaterOrEqual(t, at("realtime_connections", nil), 1.0)
	require.GreaterOrEqual(t, at("realtime_subscriptions", nil), 1.0)
	require.GreaterOrEqual(t, at("realtime_messages_sent_total", nil), 1.0)
	require.GreaterOrEqual(t, at("llm_requests_total", map[string]string{"provider": "offline", "outcome": "success"}), 1.0)
	require.GreaterOrEqual(t, at("llm_request_duration_seconds", map[string]string{"provider": "offline"}), 1.0)
	require.GreaterOrEqual(t, at("db_client_connection_count", map[string]string{"db_client_connection_state": "idle"}), 1.0)
	require.GreaterOrEqual(t, at("db_client_connection_acquires_total", nil), 1.0)
	at("db_client_connection_wait_time_seconds_total", nil)
	at("db_client_connection_max", nil)
	require.GreaterOrEqual(t, at("asynq_tasks_processed_total", map[string]string{"queue": "webhooks"}), 1.0)
	at("asynq_queue_size", map[string]string{"queue": "webhooks"})
	at("asynq_queue_latency_seconds", map[string]string{"queue": "webhooks"})
	require.Equal(t, 1.0, at("asynq_up", nil))
	require.Greater(t, at("go_goroutines", nil), 0.0)
	require.Greater(t, at("process_resident_memory_bytes", nil), 0.0)
}

// Distinct ids and unknown paths do not add series: after one request of
// each kind, a thousand more leave the count of HTTP series as it was.
func TestMetricsSeriesStayFlat(t *testing.T) {
	t.Parallel()
	env := testkit.New(t, testkit.WithVar("RATE_LIMIT_PER_MINUTE", "100000"), testkit.WithVar("RATE_LIMIT_ANONYMOUS_PER_MINUTE", "100000"))
	org := env.MustOrg("Cardinality Org")
	_, key := env.MustKey(org.ID)
	h := env.Server.Config.Handler
	round := func(i int) {
		id := uuid.NewString()
		for _, p := range []string{"/v1/calls/" + id, "/v1/agents/" + id, "/v1/nope/" + id, "/" + id, "/api/v1/" + id, "/admin/" + id + "?q=" + id} {
			req := httptest.NewRequest(http.MethodGet, p, nil)
			req.Header.Set("Authorization", "Bearer "+key)
			req.Header.Set("X-Request-Id", fmt.Sprintf("req-%d", i))
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req)
			require.NotEqual(t, http.StatusTooManyRequests, w.Code, p)
		}
	}
	series := func() int {
		fams, err := env.App.Metrics.Registry.Gather()
		require.NoError(t, err)
		n := 0
		for _, f := range fams {
			if strings.HasPrefix(f.GetName(), "http_") {
				n += len(f.Metric)
			}
		}
		return n
	}
	round(0)
	before := series()
	require.Greater(t, before, 0)
	for i := 1; i <= 1000/6+1; i++ {
		round(i)
	}
	require.Equal(t, before, series())
}
