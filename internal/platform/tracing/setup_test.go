package tracing

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	"google.golang.org/protobuf/proto"
)

// otlpReceiver is an OTLP/HTTP trace endpoint decoding what it receives.
type otlpReceiver struct {
	mu   sync.Mutex
	reqs []*coltrace.ExportTraceServiceRequest
}

func (o *otlpReceiver) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path != "/v1/traces" {
		http.NotFound(w, r)
		return
	}
	b, _ := io.ReadAll(r.Body)
	var req coltrace.ExportTraceServiceRequest
	if err := proto.Unmarshal(b, &req); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	o.mu.Lock()
	o.reqs = append(o.reqs, &req)
	o.mu.Unlock()
	w.Header().Set("Content-Type", "application/x-protobuf")
	out, _ := proto.Marshal(&coltrace.ExportTraceServiceResponse{})
	_, _ = w.Write(out)
}

func TestExportsOverOTLPHTTP(t *testing.T) {
	rcv := &otlpReceiver{}
	srv := httptest.NewServer(rcv)
	t.Cleanup(srv.Close)
	t.Setenv("OTEL_EXPORTER_OTLP_ENDPOINT", srv.URL)
	t.Setenv("OTEL_SERVICE_NAME", "voiceagent-test")
	t.Setenv("OTEL_TRACES_SAMPLER", "always_on")

	ctx := context.Background()
	tp, err := newProvider(ctx)
	require.NoError(t, err)
	_, span := tp.Tracer(scope).Start(ctx, "GET /v1/me")
	span.End()
	require.NoError(t, tp.Shutdown(ctx)) // flushes

	rcv.mu.Lock()
	defer rcv.mu.Unlock()
	require.Len(t, rcv.reqs, 1)
	rs := rcv.reqs[0].ResourceSpans
	require.Len(t, rs, 1)
	var service string
	for _, a := range rs[0].Resource.Attributes {
		if a.Key == "service.name" {
			service = a.Value.GetStringValue()
		}
	}
	require.Equal(t, "voiceagent-test", service)
	require.Equal(t, "GET /v1/me", rs[0].ScopeSpans[0].Spans[0].Name)
}

func TestOffWithoutEndpoint(t *testing.T) {
	was := enabled.Load()
	enabled.Store(false)
	t.Cleanup(func() { enabled.Store(was) })
	stop, err := Setup(context.Background(), func(string) string { return "" })
	require.NoError(t, err)
	require.NoError(t, stop(context.Background()))
	require.False(t, Enabled())
	// Nothing is wrapped while off.
	require.Same(t, http.DefaultTransport, Transport(http.DefaultTransport))
}

func TestOperation(t *testing.T) {
	for sql, want := range map[string]string{
		"SELECT 1":                         "SELECT",
		"  with x AS (select 1) select 1":  "WITH",
		"-- why\nINSERT INTO t VALUES (1)": "INSERT",
		"(SELECT 1)":                       "SELECT",
		"":                                 "query",
	} {
		require.Equal(t, want, operation(sql), sql)
	}
}
