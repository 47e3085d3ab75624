package logging_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"go.opentelemetry.io/otel/trace"

	"voiceagent/internal/platform/logging"
)

func lines(t *testing.T, buf *bytes.Buffer) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &m), l)
		out = append(out, m)
	}
	return out
}

func TestContextIDsOnEveryLine(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	log := slog.New(logging.NewHandler(slog.NewJSONHandler(&buf, nil)))
	tid, _ := trace.TraceIDFromHex("4bf92f3577b34da6a3ce929d0e0e4736")
	sid, _ := trace.SpanIDFromHex("00f067aa0ba902b7")
	ctx := trace.ContextWithSpanContext(context.Background(), trace.NewSpanContext(trace.SpanContextConfig{TraceID: tid, SpanID: sid}))
	ctx = logging.With(ctx, slog.String("request_id", "r1"))
	ctx = logging.With(ctx, slog.String("organization_id", "o1"), slog.String("request_id", "r2"))

	log.InfoContext(ctx, "through the context")
	logging.Logger(ctx, log).Info("bound, no context")
	logging.Logger(ctx, log).InfoContext(ctx, "bound and context")
	log.Info("outside any work")

	got := lines(t, &buf)
	require.Len(t, got, 4)
	for _, m := range got[:3] {
		require.Equal(t, "r2", m["request_id"], m)
		require.Equal(t, "o1", m["organization_id"], m)
		require.Equal(t, tid.String(), m["trace_id"], m)
		require.Equal(t, sid.String(), m["span_id"], m)
	}
	require.NotContains(t, got[3], "request_id")
	require.NotContains(t, got[3], "trace_id")
	// A bound logger used with its context writes each key once.
	require.Equal(t, 1, strings.Count(strings.Split(buf.String(), "\n")[2], `"request_id"`))
}

func TestFromContext(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	l := slog.New(slog.NewTextHandler(&buf, nil))
	logging.From(logging.WithLogger(context.Background(), l)).Info("kept")
	logging.From(context.Background()).Info("dropped")
	require.Contains(t, buf.String(), "kept")
	require.NotContains(t, buf.String(), "dropped")
}
