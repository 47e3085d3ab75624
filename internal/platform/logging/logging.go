// Package logging gives log lines the identity of the work they belong to:
// the request or task, its organization and its trace. Ids are put in the
// context once (With) and a Handler adds them to every line written with
// that context, so services log through their context, never through a
// process-wide logger.
package logging

import (
	"context"
	"log/slog"

	"go.opentelemetry.io/otel/trace"
)

type attrsKey struct{}

// With returns ctx whose log lines carry attrs as well (a later value for a
// key replaces the earlier one).
func With(ctx context.Context, attrs ...slog.Attr) context.Context {
	prev := attrsFrom(ctx)
	out := make([]slog.Attr, 0, len(prev)+len(attrs))
	for _, p := range prev {
		if !hasKey(attrs, p.Key) {
			out = append(out, p)
		}
	}
	return context.WithValue(ctx, attrsKey{}, append(out, attrs...))
}

func attrsFrom(ctx context.Context) []slog.Attr {
	a, _ := ctx.Value(attrsKey{}).([]slog.Attr)
	return a
}

func hasKey(attrs []slog.Attr, key string) bool {
	for _, a := range attrs {
		if a.Key == key {
			return true
		}
	}
	return false
}

// Attrs returns what ctx's log lines carry: the attributes set by With, then
// trace_id and span_id when ctx is inside a recorded trace.
func Attrs(ctx context.Context) []slog.Attr {
	out := attrsFrom(ctx)
	if sc := trace.SpanContextFromContext(ctx); sc.IsValid() {
		out = append(out[:len(out):len(out)], slog.String("trace_id", sc.TraceID().String()),
			slog.String("span_id", sc.SpanID().String()))
	}
	return out
}

// Logger returns base bound to ctx's attributes, for code that logs without
// passing the context on each line.
func Logger(ctx context.Context, base *slog.Logger) *slog.Logger {
	attrs := Attrs(ctx)
	if len(attrs) == 0 {
		return base
	}
	args := make([]any, len(attrs))
	for i, a := range attrs {
		args[i] = a
	}
	return base.With(args...)
}

// Discard is a logger that writes nothing, for code given no logger.
var Discard = slog.New(slog.DiscardHandler)

// Handler adds the context's attributes (see Attrs) to each record, except
// those the logger is already bound to (see Logger).
type Handler struct {
	inner slog.Handler
	bound map[string]bool
}

// NewHandler wraps inner.
func NewHandler(inner slog.Handler) *Handler { return &Handler{inner: inner} }

// Enabled implements slog.Handler.
func (h *Handler) Enabled(ctx context.Context, l slog.Level) bool { return h.inner.Enabled(ctx, l) }

// Handle implements slog.Handler.
func (h *Handler) Handle(ctx context.Context, r slog.Record) error {
	for _, a := range Attrs(ctx) {
		if !h.bound[a.Key] {
			r.AddAttrs(a)
		}
	}
	return h.inner.Handle(ctx, r)
}

// WithAttrs implements slog.Handler.
func (h *Handler) WithAttrs(attrs []slog.Attr) slog.Handler {
	bound := make(map[string]bool, len(h.bound)+len(attrs))
	for k := range h.bound {
		bound[k] = true
	}
	for _, a := range attrs {
		bound[a.Key] = true
	}
	return &Handler{inner: h.inner.WithAttrs(attrs), bound: bound}
}

// WithGroup implements slog.Handler.
func (h *Handler) WithGroup(name string) slog.Handler {
	return &Handler{inner: h.inner.WithGroup(name), bound: h.bound}
}

type loggerKey struct{}

// WithLogger returns ctx carrying l, for code that has a context but no
// logger of its own (startup steps).
func WithLogger(ctx context.Context, l *slog.Logger) context.Context {
	return context.WithValue(ctx, loggerKey{}, l)
}

// From returns the logger of ctx (one that writes nothing when ctx has none).
func From(ctx context.Context) *slog.Logger {
	if l, ok := ctx.Value(loggerKey{}).(*slog.Logger); ok {
		return l
	}
	return Discard
}
