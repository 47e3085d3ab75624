// Package tracing sets up OpenTelemetry traces: off unless
// OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set,
// then spans go over OTLP/HTTP, configured by the standard OTEL_* variables,
// and W3C traceparent headers are read and written. While off, nothing is
// wrapped: the instrumentation helpers return what they were given.
package tracing

import (
	"context"
	"sync/atomic"

	"go.opentelemetry.io/otel"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/propagation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
	"go.opentelemetry.io/otel/trace/noop"
)

// ServiceName is the service.name spans carry unless OTEL_SERVICE_NAME says otherwise.
const ServiceName = "voiceagent"

const scope = "voiceagent"

var enabled atomic.Bool

// Enabled reports whether spans are recorded; instrumentation is installed
// only when it is.
func Enabled() bool { return enabled.Load() }

// Tracer returns the platform's tracer: the installed provider's, looked up
// once (a provider's lookup takes a lock, on every span otherwise).
func Tracer() trace.Tracer {
	if t := installed.Load(); t != nil {
		return t.Tracer
	}
	return otel.Tracer(scope)
}

// installed is the tracer of the provider Install was given.
var installed atomic.Pointer[struct{ trace.Tracer }]

// Propagator reads and writes W3C trace context (traceparent, tracestate).
var Propagator propagation.TextMapPropagator = propagation.TraceContext{}

// Setup turns tracing on when getenv names an OTLP endpoint and returns the
// function that flushes and stops it (a no-op when tracing stays off); once
// it has run, tracing is off again for what is built afterwards. The
// exporter, the sampler (OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG) and
// the resource (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES) read the
// standard variables themselves.
func Setup(ctx context.Context, getenv func(string) string) (func(context.Context) error, error) {
	if getenv("OTEL_EXPORTER_OTLP_ENDPOINT") == "" && getenv("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT") == "" {
		return func(context.Context) error { return nil }, nil
	}
	tp, err := newProvider(ctx)
	if err != nil {
		return nil, err
	}
	Install(tp)
	return func(ctx context.Context) error {
		err := tp.Shutdown(ctx) // exports what is left
		otel.SetTracerProvider(noop.NewTracerProvider())
		installed.Store(nil)
		enabled.Store(false) // what is built from now on is not instrumented
		return err
	}, nil
}

// newProvider exports over OTLP/HTTP as the OTEL_* variables say.
func newProvider(ctx context.Context) (*sdktrace.TracerProvider, error) {
	exp, err := otlptracehttp.New(ctx)
	if err != nil {
		return nil, err
	}
	// Later options win: OTEL_SERVICE_NAME overrides the default name.
	res, err := resource.New(ctx,
		resource.WithAttributes(attribute.String("service.name", ServiceName)),
		resource.WithTelemetrySDK(),
		resource.WithFromEnv(),
	)
	if err != nil {
		return nil, err
	}
	return sdktrace.NewTracerProvider(sdktrace.WithBatcher(exp), sdktrace.WithResource(res)), nil
}

// Install makes tp the provider every span goes to and turns the
// instrumentation on. Instrumented clients built before it stay as they were.
func Install(tp trace.TracerProvider) {
	otel.SetTracerProvider(tp)
	installed.Store(&struct{ trace.Tracer }{tp.Tracer(scope)})
	otel.SetTextMapPropagator(Propagator)
	enabled.Store(true)
}

// Inject returns the W3C traceparent of ctx's span ("" without one), to be
// stored with work that continues the trace elsewhere (an outbox row, a task).
func Inject(ctx context.Context) string {
	if !trace.SpanContextFromContext(ctx).IsValid() {
		return ""
	}
	c := propagation.MapCarrier{}
	Propagator.Inject(ctx, c)
	return c["traceparent"]
}

// Extract returns ctx continuing the trace of traceparent (ctx unchanged
// when it is empty or malformed).
func Extract(ctx context.Context, traceparent string) context.Context {
	if traceparent == "" {
		return ctx
	}
	return Propagator.Extract(ctx, propagation.MapCarrier{"traceparent": traceparent})
}

// active reports whether ctx is inside a span: database and Redis calls made
// outside any request or task (pollers, the relay's idle loop) start no
// trace of their own.
func active(ctx context.Context) bool { return trace.SpanContextFromContext(ctx).IsValid() }
