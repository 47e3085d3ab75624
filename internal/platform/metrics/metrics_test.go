package metrics_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus/testutil"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/metrics"
)

// Routes are the router's patterns, through mounted subrouters; a path
// nothing under a mount matched, and a path no route matched, are one value.
func TestMiddlewareRoutes(t *testing.T) {
	t.Parallel()
	m := metrics.New()
	sub := chi.NewRouter()
	sub.Get("/calls/{call_id}", func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNotFound) })
	r := chi.NewRouter()
	r.Mount("/v1", sub)
	r.Get("/healthz", func(w http.ResponseWriter, r *http.Request) { _, _ = w.Write([]byte("ok")) })
	h := m.Middleware(r)
	for _, p := range []string{"/v1/calls/a1", "/v1/calls/b2", "/healthz", "/v1/nope/1", "/nope/2"} {
		h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, p, nil))
	}
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("BREW", "/healthz", nil))
	require.Equal(t, 4, testutil.CollectAndCount(m.Registry, "http_server_request_duration_seconds"))
	require.Equal(t, uint64(2), count(t, m, "GET", "/v1/calls/{call_id}", "404"))
	require.Equal(t, uint64(1), count(t, m, "GET", "/healthz", "200"))
	require.Equal(t, uint64(2), count(t, m, "GET", metrics.Unmatched, "404"))
	require.Equal(t, uint64(1), count(t, m, "_OTHER", metrics.Unmatched, "405"))
}

// count is the number of requests recorded with these labels.
func count(t *testing.T, m *metrics.Metrics, method, route, status string) uint64 {
	t.Helper()
	fams, err := m.Registry.Gather()
	require.NoError(t, err)
	for _, f := range fams {
		if f.GetName() != "http_server_request_duration_seconds" {
			continue
		}
		for _, s := range f.Metric {
			l := map[string]string{}
			for _, p := range s.Label {
				l[p.GetName()] = p.GetValue()
			}
			if l["http_request_method"] == method && l["http_route"] == route && l["http_response_status_code"] == status {
				return s.Histogram.GetSampleCount()
			}
		}
	}
	return 0
}

// Client-chosen operation names are bounded: past MaxOperationNames they
// share one value.
func TestOperationNamesBounded(t *testing.T) {
	t.Parallel()
	m := metrics.New()
	for i := 0; i < metrics.MaxOperationNames+50; i++ {
		m.ObserveGraphQL("query", fmt.Sprintf("Op%d", i), time.Millisecond)
	}
	m.ObserveGraphQL("query", "", time.Millisecond)
	require.Equal(t, metrics.MaxOperationNames+2, testutil.CollectAndCount(m.Registry, "graphql_server_operation_duration_seconds"))
}

// A nil registry records nothing and leaves handlers as they are.
func TestNilIsOff(t *testing.T) {
	t.Parallel()
	var m *metrics.Metrics
	h := http.HandlerFunc(func(http.ResponseWriter, *http.Request) {})
	require.NotNil(t, m.Middleware(h))
	m.ObserveHTTP("GET", "/", 200, time.Millisecond)
	m.ObserveGraphQL("query", "X", time.Millisecond)
	m.GraphQLError("INTERNAL")
	m.ObserveJob("t", "success", time.Millisecond)
	m.ObserveDelivery("success", time.Second)
	m.ObserveLLM("offline", "success", time.Millisecond)
}

// A handler that panics is counted as a 500 and the panic goes on.
func TestMiddlewarePanic(t *testing.T) {
	t.Parallel()
	m := metrics.New()
	r := chi.NewRouter()
	r.Get("/boom", func(http.ResponseWriter, *http.Request) { panic(http.ErrAbortHandler) })
	require.PanicsWithValue(t, http.ErrAbortHandler, func() {
		m.Middleware(r).ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/boom", nil))
	})
	require.Equal(t, uint64(1), count(t, m, "GET", "/boom", "500"))
}
