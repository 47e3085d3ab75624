package jobs

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"strconv"
	"time"

	"github.com/hibiken/asynq"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"

	"voiceagent/internal/platform/logging"
	"voiceagent/internal/platform/tracing"
)

// TraceField is the payload field a task carries its W3C traceparent in, so
// its span continues the trace of the work that queued it.
const TraceField = "traceparent"

// NewTask returns a task of taskType that carries the trace of ctx's span:
// a JSON object payload gains TraceField (the span's W3C traceparent), so the
// task's span (see observe) continues the trace of the request or task that
// queued it. Without a span (tracing off, a poller's loop), for a payload that
// is not a JSON object, or one that already names a traceparent, the payload
// is kept as it is. Every task queued with a payload is built here.
func NewTask(ctx context.Context, taskType string, payload []byte, opts ...asynq.Option) *asynq.Task {
	return asynq.NewTask(taskType, withTraceparent(payload, tracing.Inject(ctx)), opts...)
}

// withTraceparent adds "traceparent": tp as the first field of the JSON
// object b (b itself when tp is empty, b is no object or has one already).
func withTraceparent(b []byte, tp string) []byte {
	if tp == "" || len(b) < 2 || b[0] != '{' || payloadTraceparent(b) != "" {
		return b
	}
	field := `{"` + TraceField + `":` + strconv.Quote(tp)
	rest := bytes.TrimLeft(b[1:], " \t\r\n")
	out := make([]byte, 0, len(field)+1+len(rest))
	out = append(out, field...)
	if len(rest) > 0 && rest[0] != '}' {
		out = append(out, ',')
	}
	return append(out, rest...)
}

// observe gives each run of a task its log identity (task_id, task_type)
// and, when tracing is on, a consumer span that continues the payload's
// traceparent. A failed run is logged there, with the run's ids, and every
// run at debug level.
func observe(log *slog.Logger, taskType string, h asynq.HandlerFunc) asynq.HandlerFunc {
	traced := tracing.Enabled()
	run := func(ctx context.Context, t *asynq.Task) error {
		start := time.Now()
		err := h(ctx, t)
		switch {
		case err == nil:
			log.DebugContext(ctx, "task done", "duration_ms", time.Since(start).Milliseconds())
		case IsPostponed(err):
			log.DebugContext(ctx, "task postponed", "reason", err.Error())
		default:
			log.WarnContext(ctx, "task failed", "err", err, "duration_ms", time.Since(start).Milliseconds())
		}
		return err
	}
	return func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		ctx = logging.With(ctx, slog.String("task_id", id), slog.String("task_type", taskType))
		if !traced {
			return run(ctx, t)
		}
		ctx = tracing.Extract(ctx, payloadTraceparent(t.Payload()))
		queue, _ := asynq.GetQueueName(ctx)
		retry, _ := asynq.GetRetryCount(ctx)
		ctx, span := tracing.Tracer().Start(ctx, "task "+taskType, trace.WithSpanKind(trace.SpanKindConsumer),
			trace.WithAttributes(attribute.String("messaging.system", "asynq"),
				attribute.String("messaging.destination.name", queue),
				attribute.String("messaging.message.id", id),
				attribute.String("task.type", taskType), attribute.Int("task.retry", retry)))
		defer span.End()
		err := run(ctx, t)
		if err != nil && !IsPostponed(err) {
			span.RecordError(err)
			span.SetStatus(codes.Error, "task failed")
		}
		return err
	}
}

// payloadTraceparent reads TraceField from a JSON object payload ("" for
// any other payload).
func payloadTraceparent(b []byte) string {
	if len(b) == 0 || b[0] != '{' {
		return ""
	}
	var p struct {
		Traceparent string `json:"traceparent"`
	}
	_ = json.Unmarshal(b, &p)
	return p.Traceparent
}
