// Package jobs wires Asynq: the queues and their weights, the registry of
// task handlers and periodic tasks every domain adds to, and the worker
// process that runs them.
package jobs

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"github.com/hibiken/asynq"
)

// Queues, named by purpose, with their processing weights.
const (
	QueueCritical = "critical" // user-facing latency (e.g. test pings)
	QueueWebhooks = "webhooks" // outbound webhook deliveries
	QueueDefault  = "default"  // everything else
	QueueIndexing = "indexing" // knowledge fetching, parsing and indexing
	QueueLow      = "low"      // housekeeping: pruning, scheduled syncs
)

// Weights gives each queue its share of the workers.
var Weights = map[string]int{
	QueueCritical: 6,
	QueueWebhooks: 5,
	QueueDefault:  3,
	QueueIndexing: 2,
	QueueLow:      1,
}

// RedisOpt turns a redis:// URL into Asynq connection options.
func RedisOpt(redisURL string) (asynq.RedisConnOpt, error) {
	opt, err := asynq.ParseRedisURI(redisURL)
	if err != nil {
		return nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	return opt, nil
}

// Periodic is a task enqueued on a cron schedule.
type Periodic struct {
	Cronspec string // e.g. "@every 1h" or "0 3 * * *"
	Task     *asynq.Task
	Opts     []asynq.Option
}

// Registry collects every task handler and periodic task. Domains register in
// their own Register function; the worker runs whatever is registered.
type Registry struct {
	// PollInterval is how long an idle worker waits before looking for new
	// tasks again (WORKER_POLL_INTERVAL). Asynq's default of 1 s would put up
	// to a second between an event's commit and its webhook delivery.
	PollInterval time.Duration

	mu       sync.Mutex
	mux      *asynq.ServeMux
	types    []string
	periodic []Periodic
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{mux: asynq.NewServeMux()} }

// Handle registers the handler of one task type.
func (r *Registry) Handle(taskType string, h asynq.HandlerFunc) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.mux.HandleFunc(taskType, h)
	r.types = append(r.types, taskType)
}

// Every registers a periodic task.
func (r *Registry) Every(p Periodic) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.periodic = append(r.periodic, p)
}

// Types lists the registered task types.
func (r *Registry) Types() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.types...)
}

// Worker runs the Asynq server (and scheduler, when periodic tasks exist)
// until ctx is cancelled, then shuts down gracefully: in-flight tasks finish
// or go back to the queue.
func (r *Registry) Worker(ctx context.Context, opt asynq.RedisConnOpt, concurrency int, logger *slog.Logger) error {
	srv := asynq.NewServer(opt, asynq.Config{
		Concurrency:       concurrency,
		Queues:            Weights,
		TaskCheckInterval: r.PollInterval,
		Logger:            slogAdapter{logger},
		ShutdownTimeout:   10 * time.Second,
		ErrorHandler: asynq.ErrorHandlerFunc(func(ctx context.Context, task *asynq.Task, err error) {
			logger.Warn("task failed", "type", task.Type(), "err", err)
		}),
	})
	if err := srv.Start(r.mux); err != nil {
		return fmt.Errorf("start worker: %w", err)
	}
	var sched *asynq.Scheduler
	if len(r.periodic) > 0 {
		sched = asynq.NewScheduler(opt, &asynq.SchedulerOpts{Logger: slogAdapter{logger}})
		for _, p := range r.periodic {
			if _, err := sched.Register(p.Cronspec, p.Task, p.Opts...); err != nil {
				srv.Shutdown()
				return fmt.Errorf("schedule %s: %w", p.Task.Type(), err)
			}
		}
		if err := sched.Start(); err != nil {
			srv.Shutdown()
			return fmt.Errorf("start scheduler: %w", err)
		}
	}
	logger.Info("worker started", "concurrency", concurrency, "task_types", len(r.types), "periodic", len(r.periodic))
	<-ctx.Done()
	if sched != nil {
		sched.Shutdown()
	}
	srv.Shutdown()
	logger.Info("worker stopped")
	return nil
}

// slogAdapter lets Asynq log through slog.
type slogAdapter struct{ l *slog.Logger }

func (a slogAdapter) Debug(args ...any) { a.l.Debug(fmt.Sprint(args...), "component", "asynq") }
func (a slogAdapter) Info(args ...any)  { a.l.Info(fmt.Sprint(args...), "component", "asynq") }
func (a slogAdapter) Warn(args ...any)  { a.l.Warn(fmt.Sprint(args...), "component", "asynq") }
func (a slogAdapter) Error(args ...any) { a.l.Error(fmt.Sprint(args...), "component", "asynq") }
func (a slogAdapter) Fatal(args ...any) { a.l.Error(fmt.Sprint(args...), "component", "asynq") }
