// Package postcall runs the post-call pipeline: when a call ends completed,
// an Asynq task summarizes it and rates the caller's sentiment through the
// language model, runs the steps other domains plug in (extractors,
// evaluations, post-call SMS, ...), then records the outcome through the
// calls service, which emits call.completed in the same transaction.
//
// Reliability: End writes post_call.status pending in the transaction that
// ends the call and announces the call when it commits; Listen, run by every
// serving process, queues the task on that announcement. When no process
// listened or Redis was down at that moment, the next Listen start or the
// periodic sweep queues every call still pending. Task ids
// are derived from the call, so the two never run a call twice at once; a
// run after the outcome is recorded does nothing. A run that keeps failing is
// retried with backoff and, after the last attempt, the call's post-call
// status becomes failed with the reason, and no event is emitted.
package postcall

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/jobs"
)

// Task types.
const (
	TypeProcess = "calls:postcall"       // one call's processing
	TypeSweep   = "calls:postcall-sweep" // queues calls left pending
)

// Step is one stage other domains plug into the pipeline, run in the order
// added, after the summary and sentiment are computed and before the outcome
// is recorded. It reads the call (transcript, actions) and fills out
// (ExtractedData, Evaluations, Outcome, ...). A step must be safe to run
// again on the same call: a failed run is retried from the start, and
// side effects (an SMS) must be keyed by the call id. An Invalid error fails
// the call's processing at once; any other error is retried.
type Step interface {
	Name() string
	Run(ctx context.Context, c calls.Call, out *calls.Outcome) error
}

// StepFunc adapts a function to a Step.
type StepFunc struct {
	StepName string
	Fn       func(ctx context.Context, c calls.Call, out *calls.Outcome) error
}

// Name implements Step.
func (f StepFunc) Name() string { return f.StepName }

// Run implements Step.
func (f StepFunc) Run(ctx context.Context, c calls.Call, out *calls.Outcome) error {
	return f.Fn(ctx, c, out)
}

// Config tunes the pipeline; zero values take the defaults.
type Config struct {
	MaxRetry   int           // retries after the first attempt; default 5
	RetryBase  time.Duration // first retry delay, doubling per attempt; default 10s
	Timeout    time.Duration // one attempt; default 2m
	SweepAfter time.Duration // a call pending longer than this is queued again by the sweep; default 1m
	SweepCron  string        // how often the sweep runs; default "@every 1m"
}

// Defaults.
const (
	DefaultMaxRetry   = 5
	DefaultRetryBase  = 10 * time.Second
	DefaultTimeout    = 2 * time.Minute
	DefaultSweepAfter = time.Minute
	DefaultSweepCron  = "@every 1m"
	// DefaultOrgConcurrency is how many calls of one organization are
	// processed at once across all workers.
	DefaultOrgConcurrency = 4
	sweepBatch            = 1000
	enqueueTimeout        = 2 * time.Second
)

// Service is the post-call pipeline.
type Service struct {
	calls *calls.Service
	llm   llm.Provider
	queue *asynq.Client
	log   *slog.Logger
	cfg   Config

	mu    sync.RWMutex
	steps []Step
}

// New returns the pipeline over the calls service and the language model;
// queue is where its tasks go.
func New(callsSvc *calls.Service, provider llm.Provider, queue *asynq.Client, log *slog.Logger, cfg Config) *Service {
	if cfg.MaxRetry <= 0 {
		cfg.MaxRetry = DefaultMaxRetry
	}
	if cfg.RetryBase <= 0 {
		cfg.RetryBase = DefaultRetryBase
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.SweepAfter <= 0 {
		cfg.SweepAfter = DefaultSweepAfter
	}
	if cfg.SweepCron == "" {
		cfg.SweepCron = DefaultSweepCron
	}
	return &Service{calls: callsSvc, llm: provider, queue: queue, log: log, cfg: cfg}
}

// Use adds a step to the pipeline.
func (s *Service) Use(step Step) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.steps = append(s.steps, step)
}

// Register adds the task handlers and the sweep to the worker registry. The
// processing tasks count toward their organization's share of
// jobs.FamilyPostCall.
func (s *Service) Register(reg *jobs.Registry) {
	reg.HandleFair(TypeProcess, jobs.FamilyPostCall, s.HandleProcess)
	reg.Handle(TypeSweep, s.HandleSweep)
	reg.Every(jobs.Periodic{Cronspec: s.cfg.SweepCron, Task: asynq.NewTask(TypeSweep, nil),
		Opts: []asynq.Option{asynq.Queue(jobs.QueueLow), asynq.MaxRetry(0), asynq.Timeout(time.Minute)}})
}

type payload struct {
	OrganizationID uuid.UUID `json:"organization_id"`
	CallID         uuid.UUID `json:"call_id"`
}

// TaskID is the Asynq task id of a call's processing.
func TaskID(callID uuid.UUID) string { return "postcall:" + callID.String() }

// Enqueue queues the processing of a call. A task already queued (or
// running, or waiting for a retry) for it counts as queued.
func (s *Service) Enqueue(ctx context.Context, orgID, callID uuid.UUID) error {
	b, err := json.Marshal(payload{OrganizationID: orgID, CallID: callID})
	if err != nil {
		return err
	}
	_, err = s.queue.EnqueueContext(ctx, jobs.NewTask(ctx, TypeProcess, b),
		asynq.TaskID(TaskID(callID)), asynq.Queue(jobs.QueueDefault),
		asynq.MaxRetry(s.cfg.MaxRetry), asynq.Timeout(s.cfg.Timeout))
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return nil
	}
	return err
}

// Listen queues the processing of each call as it ends completed (the calls
// service announces it when the end commits), until ctx ends. Each time it
// starts listening it first queues the calls already pending, those that
// ended while no process listened. Any number of processes may listen: the
// task id keeps one task per call.
func (s *Service) Listen(ctx context.Context) {
	s.calls.WatchCompleted(ctx, func(ctx context.Context) {
		if _, err := s.Sweep(ctx, time.Now()); err != nil && ctx.Err() == nil {
			s.log.Warn("post-call processing of pending calls not queued; the sweep will queue it", "err", err)
		}
	}, s.EnqueueEnded)
}

// EnqueueEnded queues the processing of a call that ended completed, and
// only logs a failure, since the pending status is committed and the sweep
// will queue it.
func (s *Service) EnqueueEnded(ctx context.Context, orgID, callID uuid.UUID) {
	// The end is committed: a caller that goes away must not lose the
	// queueing, and Redis being down must not hold the caller long.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), enqueueTimeout)
	defer cancel()
	if err := s.Enqueue(ctx, orgID, callID); err != nil {
		s.log.Warn("post-call processing not queued; the sweep will queue it", "call_id", callID, "err", err)
	}
}

// Process runs a call's post-call processing and returns the call as it
// then is. It does nothing to a call that did not end completed (failed,
// cancelled and abandoned calls are never processed), that is not waiting
// for processing, or whose outcome is already recorded, so running it again
// is harmless. Errors: NotFound, Unavailable (the language model), a step's
// error, the calls service's errors.
func (s *Service) Process(ctx context.Context, orgID, callID uuid.UUID) (calls.Call, error) {
	ctx = auth.WithPrincipal(ctx, auth.System(orgID))
	c, err := s.calls.Get(ctx, callID)
	if err != nil {
		return c, err
	}
	if c.Status != "completed" || c.PostCall == nil || c.PostCall.Status == calls.PostCallCompleted {
		return c, nil
	}
	out, err := s.outcome(ctx, c)
	if err != nil {
		return c, err
	}
	done, err := s.calls.RecordOutcome(ctx, callID, out)
	if apperr.Is(err, apperr.Conflict) { // recorded meanwhile by another run
		return s.calls.Get(ctx, callID)
	}
	return done, err
}

// outcome computes the outcome: summary and sentiment from the model, the
// label from the actions, then each step.
func (s *Service) outcome(ctx context.Context, c calls.Call) (calls.Outcome, error) {
	transcript := make([]llm.Message, 0, len(c.Transcript))
	for _, t := range c.Transcript {
		switch t.Role {
		case "user":
			transcript = append(transcript, llm.Message{Role: "user", Content: t.Text})
		case "agent":
			transcript = append(transcript, llm.Message{Role: "assistant", Content: t.Text})
		}
	}
	summary, err := llm.Summarize(ctx, s.llm, transcript)
	if err != nil {
		return calls.Outcome{}, fmt.Errorf("summary: %w", err)
	}
	label, score, err := llm.AnalyzeSentiment(ctx, s.llm, transcript)
	if err != nil {
		return calls.Outcome{}, fmt.Errorf("sentiment: %w", err)
	}
	out := calls.Outcome{
		Summary:       summary,
		Outcome:       outcomeLabel(c),
		ExtractedData: map[string]any{},
		Evaluations:   []calls.Evaluation{},
		Sentiment:     &calls.Sentiment{Label: label, Score: score},
	}
	s.mu.RLock()
	steps := append([]Step(nil), s.steps...)
	s.mu.RUnlock()
	for _, st := range steps {
		if err := st.Run(ctx, c, &out); err != nil {
			return out, fmt.Errorf("%s: %w", st.Name(), err)
		}
	}
	return out, nil
}

// outcomeLabel is the default label, from the actions that succeeded: a
// transfer escalated the call, a booking booked it, else it was resolved.
// Steps may replace it.
func outcomeLabel(c calls.Call) string {
	label := "resolved"
	for _, a := range c.Actions {
		if !a.Success {
			continue
		}
		switch a.Type {
		case "call_transfer":
			return "escalated"
		case "booking":
			label = "booked"
		}
	}
	return label
}

// HandleProcess is the task handler. The last failed attempt records the
// failure on the call and ends the task.
func (s *Service) HandleProcess(ctx context.Context, t *asynq.Task) error {
	var p payload
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.OrganizationID == uuid.Nil || p.CallID == uuid.Nil {
		return fmt.Errorf("bad payload: %v: %w", err, asynq.SkipRetry)
	}
	_, err := s.Process(ctx, p.OrganizationID, p.CallID)
	if err == nil || apperr.Is(err, apperr.NotFound) { // a deleted call has nothing left to process
		return nil
	}
	retried, _ := asynq.GetRetryCount(ctx)
	maxRetry, ok := asynq.GetMaxRetry(ctx)
	if !ok {
		maxRetry = s.cfg.MaxRetry
	}
	if retried < maxRetry && !apperr.Is(err, apperr.Invalid) {
		return jobs.Backoff(err, s.cfg.RetryBase)
	}
	reason := err.Error()
	sys := auth.WithPrincipal(context.WithoutCancel(ctx), auth.System(p.OrganizationID))
	if _, ferr := s.calls.PostCallFailed(sys, p.CallID, reason); ferr != nil {
		return fmt.Errorf("record post-call failure (%v): %w", err, ferr)
	}
	s.log.Warn("post-call processing failed", "call_id", p.CallID, "attempts", retried+1, "err", err)
	return nil
}

// HandleSweep queues the processing of every call pending for longer than
// SweepAfter (queued once at End; lost if Redis was down then).
func (s *Service) HandleSweep(ctx context.Context, _ *asynq.Task) error {
	_, err := s.Sweep(ctx, time.Now().Add(-s.cfg.SweepAfter))
	return err
}

// Sweep queues the processing of the calls that ended before endedBefore
// and still wait for it, and returns how many it queued (or found queued).
func (s *Service) Sweep(ctx context.Context, endedBefore time.Time) (int, error) {
	pending, err := s.calls.PendingPostCalls(ctx, endedBefore, sweepBatch)
	if err != nil {
		return 0, err
	}
	for i, p := range pending {
		if err := s.Enqueue(ctx, p.OrganizationID, p.ID); err != nil {
			return i, fmt.Errorf("queue post-call processing of call %s: %w", p.ID, err)
		}
	}
	return len(pending), nil
}
