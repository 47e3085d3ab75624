// Package metrics holds the process's Prometheus registry and the
// instruments the HTTP door, GraphQL, the workers, webhooks, the realtime
// socket and the language model record into. It uses client_golang
// directly rather than the OpenTelemetry metrics SDK and its Prometheus
// exporter: one module instead of several on the hot path, and the names
// are written as the OpenTelemetry semantic conventions render in
// Prometheus (dots become underscores, units become suffixes).
//
// A nil *Metrics is valid and records nothing (METRICS_ADDR empty), so
// callers never test for it.
package metrics

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Buckets of request and operation durations, in seconds (OpenTelemetry's
// advice for http.server.request.duration).
var durationBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10}

// Buckets of slower work: tasks, model calls, webhook lag.
var slowBuckets = []float64{0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300}

// Values of labels that stand for many.
const (
	Unmatched = "unmatched" // http_route of a path no route matched
	Anonymous = "anonymous" // graphql_operation_name of unnamed or unparsed operations
	Other     = "other"     // graphql_operation_name past MaxOperationNames
)

// MaxOperationNames bounds the distinct GraphQL operation names kept as
// label values; later names share Other.
const MaxOperationNames = 500

// Metrics is the registry and its instruments.
type Metrics struct {
	Registry *prometheus.Registry

	httpDuration    *prometheus.HistogramVec
	gqlDuration     *prometheus.HistogramVec
	gqlErrors       *prometheus.CounterVec
	gqlPlain        *prometheus.CounterVec
	gqlPlainWritten prometheus.Counter
	gqlPlainDecline prometheus.Counter
	jobsProcessed   *prometheus.CounterVec
	jobsDuration    *prometheus.HistogramVec
	webhookDelivery *prometheus.CounterVec
	webhookLag      prometheus.Histogram
	llmRequests     *prometheus.CounterVec
	llmDuration     *prometheus.HistogramVec

	namesMu sync.Mutex
	names   map[string]struct{}
}

// New builds a registry with the Go runtime and process collectors and
// every instrument of the platform.
func New() *Metrics {
	m := &Metrics{Registry: prometheus.NewRegistry(), names: map[string]struct{}{}}
	m.httpDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "http_server_request_duration_seconds", Help: "Duration of HTTP server requests.", Buckets: durationBuckets,
	}, []string{"http_request_method", "http_route", "http_response_status_code"})
	m.gqlDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "graphql_server_operation_duration_seconds", Help: "Duration of GraphQL operations.", Buckets: durationBuckets,
	}, []string{"graphql_operation_type", "graphql_operation_name"})
	m.gqlErrors = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "graphql_server_errors_total", Help: "GraphQL errors answered, by extensions.code.",
	}, []string{"code"})
	m.gqlPlain = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "graphql_server_plain_fields_total", Help: "GraphQL fields offered to the plain writers, by outcome (written in one pass, or declined to the general path).",
	}, []string{"outcome"})
	m.gqlPlainWritten, m.gqlPlainDecline = m.gqlPlain.WithLabelValues("written"), m.gqlPlain.WithLabelValues("declined")
	m.jobsProcessed = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "jobs_processed_total", Help: "Background tasks run, by type and outcome (success, failure, postponed).",
	}, []string{"task_type", "outcome"})
	m.jobsDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "jobs_duration_seconds", Help: "Duration of background tasks.", Buckets: slowBuckets,
	}, []string{"task_type", "outcome"})
	m.webhookDelivery = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "webhook_deliveries_total", Help: "Webhook delivery attempts, by outcome (success, failure, skipped).",
	}, []string{"outcome"})
	m.webhookLag = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name: "webhook_delivery_lag_seconds", Help: "Time from an event's commit to its receiver's answer.", Buckets: slowBuckets,
	})
	m.llmRequests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "llm_requests_total", Help: "Language model calls, by provider and outcome (success, failure).",
	}, []string{"provider", "outcome"})
	m.llmDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "llm_request_duration_seconds", Help: "Duration of language model calls.", Buckets: slowBuckets,
	}, []string{"provider", "outcome"})
	m.Registry.MustRegister(
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		m.httpDuration, m.gqlDuration, m.gqlErrors, m.gqlPlain, m.jobsProcessed, m.jobsDuration,
		m.webhookDelivery, m.webhookLag, m.llmRequests, m.llmDuration,
	)
	return m
}

// Register adds collectors (the pool, the queues, the sockets).
func (m *Metrics) Register(cs ...prometheus.Collector) {
	if m == nil {
		return
	}
	m.Registry.MustRegister(cs...)
}

// Handler serves the registry in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.Registry, promhttp.HandlerOpts{})
}

// ObserveHTTP records one request; route is the router's pattern.
func (m *Metrics) ObserveHTTP(method, route string, status int, d time.Duration) {
	if m == nil {
		return
	}
	m.httpDuration.WithLabelValues(method, route, strconv.Itoa(status)).Observe(d.Seconds())
}

// ObserveGraphQL records one operation: opType is query, mutation or
// subscription; name is kept only when parsed (the caller passes "" else).
func (m *Metrics) ObserveGraphQL(opType, name string, d time.Duration) {
	if m == nil {
		return
	}
	if opType == "" {
		opType = "unknown"
	}
	m.gqlDuration.WithLabelValues(opType, m.operationName(name)).Observe(d.Seconds())
}

// GraphQLError counts one error answered with extensions.code code.
func (m *Metrics) GraphQLError(code string) {
	if m == nil {
		return
	}
	if code == "" {
		code = "UNKNOWN"
	}
	m.gqlErrors.WithLabelValues(code).Inc()
}

// GraphQLPlainField counts one field offered to the plain writers.
func (m *Metrics) GraphQLPlainField(written bool) {
	if m == nil {
		return
	}
	if written {
		m.gqlPlainWritten.Inc()
	} else {
		m.gqlPlainDecline.Inc()
	}
}

// operationName bounds client-chosen names: the first MaxOperationNames
// are kept, later ones share Other.
func (m *Metrics) operationName(name string) string {
	if name == "" {
		return Anonymous
	}
	m.namesMu.Lock()
	defer m.namesMu.Unlock()
	if _, ok := m.names[name]; ok {
		return name
	}
	if len(m.names) >= MaxOperationNames {
		return Other
	}
	m.names[name] = struct{}{}
	return name
}

// ObserveJob records one task run.
func (m *Metrics) ObserveJob(taskType, outcome string, d time.Duration) {
	if m == nil {
		return
	}
	m.jobsProcessed.WithLabelValues(taskType, outcome).Inc()
	m.jobsDuration.WithLabelValues(taskType, outcome).Observe(d.Seconds())
}

// ObserveDelivery records one webhook attempt; lag is from the event's
// commit to the answer (not observed when zero: nothing was sent).
func (m *Metrics) ObserveDelivery(outcome string, lag time.Duration) {
	if m == nil {
		return
	}
	m.webhookDelivery.WithLabelValues(outcome).Inc()
	if lag > 0 {
		m.webhookLag.Observe(lag.Seconds())
	}
}

// ObserveLLM records one model call.
func (m *Metrics) ObserveLLM(provider, outcome string, d time.Duration) {
	if m == nil {
		return
	}
	m.llmRequests.WithLabelValues(provider, outcome).Inc()
	m.llmDuration.WithLabelValues(provider, outcome).Observe(d.Seconds())
}

// Serve answers GET /metrics on addr until ctx is cancelled. It returns
// an error only when addr cannot be listened on.
func (m *Metrics) Serve(ctx context.Context, addr string, log *slog.Logger) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	return m.ServeListener(ctx, ln, log)
}

// ServeListener is Serve on a listener the caller opened (tests).
func (m *Metrics) ServeListener(ctx context.Context, ln net.Listener, log *slog.Logger) error {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(sctx)
	}()
	log.Info("metrics listening", "addr", ln.Addr().String())
	if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
