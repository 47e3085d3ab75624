package jobs

import (
	"context"
	"encoding/json"
	"log/slog"

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

// observe gives each run of a task its log identity (task_id, task_type)
// and, when tracing is on, a consumer span that continues the payload's
// traceparent.
func observe(taskType string, h asynq.HandlerFunc) asynq.HandlerFunc {
	traced := tracing.Enabled()
	return func(ctx context.Context, t *asynq.Task) error {
		id, _ := asynq.GetTaskID(ctx)
		ctx = logging.With(ctx, slog.String("task_id", id), slog.String("task_type", taskType))
		if !traced {
			return h(ctx, t)
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
		err := h(ctx, t)
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
