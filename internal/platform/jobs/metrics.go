package jobs

import (
	"context"
	"time"

	"github.com/hibiken/asynq"
)

// Recorder receives each task run: its type, its outcome (OutcomeSuccess,
// OutcomeFailure, OutcomePostponed) and how long it took.
type Recorder interface {
	ObserveJob(taskType, outcome string, d time.Duration)
}

// Outcomes of a task run.
const (
	OutcomeSuccess   = "success"
	OutcomeFailure   = "failure"
	OutcomePostponed = "postponed"
)

// Record sends every task run of the worker to rec (nil: none).
func (r *Registry) Record(rec Recorder) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.recorder = rec
}

// observed wraps a handler so its runs reach the recorder.
func observed(rec Recorder, taskType string, h asynq.Handler) asynq.Handler {
	if rec == nil {
		return h
	}
	return asynq.HandlerFunc(func(ctx context.Context, t *asynq.Task) error {
		start := time.Now()
		err := h.ProcessTask(ctx, t)
		outcome := OutcomeSuccess
		switch {
		case IsPostponed(err):
			outcome = OutcomePostponed
		case err != nil:
			outcome = OutcomeFailure
		}
		rec.ObserveJob(taskType, outcome, time.Since(start))
		return err
	})
}
