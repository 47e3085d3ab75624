// Package jobs wires Asynq: the queues and their weights, the registry of
// task handlers and periodic tasks every domain adds to, and the worker
// process that runs them, with separate worker pools for chosen queues and a
// per-organization concurrency cap per task family, so one organization
// cannot take every worker.
package jobs

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

// Queues, named by purpose, with their processing weights.
const (
	QueueCritical = "critical" // user-facing latency (e.g. test pings)
	QueueWebhooks = "webhooks" // outbound webhook deliveries
	QueueDefault  = "default"  // everything else
	QueueIndexing = "indexing" // knowledge fetching, parsing and indexing
	QueueLow      = "low"      // housekeeping: pruning, scheduled syncs
)

// Task families sharing a per-organization cap.
const (
	FamilyWebhooks = "webhooks" // webhook deliveries
	FamilyIndexing = "indexing" // knowledge fetching, parsing and indexing
	FamilyPostCall = "postcall" // post-call processing of ended calls
	FamilySMS      = "sms"      // SMS sends
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

	mu        sync.Mutex
	handlers  []handler
	periodic  []Periodic
	pools     []Pool
	orgLimits map[string]int
	recorder  Recorder
}

type handler struct {
	taskType, family string
	h                asynq.HandlerFunc
}

// Pool is a set of queues served by workers of their own, so a flood on
// those queues cannot hold the other queues' workers (and the reverse).
type Pool struct {
	Name        string
	Concurrency int
	Queues      []string
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{orgLimits: map[string]int{}} }

// Handle registers the handler of one task type.
func (r *Registry) Handle(taskType string, h asynq.HandlerFunc) { r.HandleFair(taskType, "", h) }

// HandleFair registers the handler of a task type whose tasks count toward
// their organization's share of family (see LimitPerOrganization). The
// organization is the payload's "organization_id".
func (r *Registry) HandleFair(taskType, family string, h asynq.HandlerFunc) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.handlers = append(r.handlers, handler{taskType: taskType, family: family, h: h})
}

// LimitPerOrganization caps the tasks of family one organization has running
// at once, across every worker process sharing the Redis. A task over the
// cap is postponed: it goes back to its queue for a moment, without counting
// as a failed attempt. n < 1 removes the cap.
func (r *Registry) LimitPerOrganization(family string, n int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.orgLimits[family] = n
}

// AddPool gives queues workers of their own; the queues not in any pool
// share the worker's main pool.
func (r *Registry) AddPool(p Pool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.pools = append(r.pools, p)
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
	out := make([]string, len(r.handlers))
	for i, h := range r.handlers {
		out[i] = h.taskType
	}
	return out
}

// Postponed is returned for a task that must wait its turn: Asynq puts it
// back to run again after about After (with jitter), and the wait is neither
// a failure nor a retry of the task.
type Postponed struct {
	Reason string
	After  time.Duration
}

func (p *Postponed) Error() string { return "postponed: " + p.Reason }

// Backoff wraps err so its task retries after base, doubling per failed
// attempt (capped at 2^16 times base).
func Backoff(err error, base time.Duration) error { return backoff{err, base} }

type backoff struct {
	err  error
	base time.Duration
}

func (b backoff) Error() string { return b.err.Error() }
func (b backoff) Unwrap() error { return b.err }

// RetryAfter implements RetryAfter.
func (b backoff) RetryAfter(n int) time.Duration { return b.base << min(n, 16) }

// RetryAfter is an error that chooses the delay before its task's next
// attempt (n is the number of attempts that failed so far), instead of
// Asynq's default backoff.
type RetryAfter interface {
	error
	RetryAfter(n int) time.Duration
}

// IsPostponed reports whether err postpones its task.
func IsPostponed(err error) bool {
	var p *Postponed
	return errors.As(err, &p)
}

// delayedCheck is how often postponed (and scheduled) tasks due are moved
// back to their queue; Asynq's default is 5 s.
const delayedCheck = 100 * time.Millisecond

func retryDelay(n int, err error, t *asynq.Task) time.Duration {
	var p *Postponed
	if errors.As(err, &p) { // spread between half and one and a half times After
		return p.After/2 + rand.N(p.After+1)
	}
	var r RetryAfter
	if errors.As(err, &r) {
		if d := r.RetryAfter(n); d > 0 {
			return d
		}
	}
	return asynq.DefaultRetryDelayFunc(n, err, t)
}

// mux builds the handler table, wrapping fair task types in their
// organization's semaphore.
func (r *Registry) mux(sem *semaphore) *asynq.ServeMux {
	mux := asynq.NewServeMux()
	for _, h := range r.handlers {
		limit := r.orgLimits[h.family]
		if h.family == "" || limit < 1 {
			// Metrics outside, so a task's time includes its span's work.
			mux.Handle(h.taskType, observed(r.recorder, h.taskType, observe(sem.log, h.taskType, h.h)))
			continue
		}
		mux.Handle(h.taskType, observed(r.recorder, h.taskType, observe(sem.log, h.taskType, sem.wrap(h.family, limit, h.h))))
	}
	return mux
}

// Worker runs the Asynq servers (one per pool: the main one for every queue
// not in a pool, with concurrency workers) and the scheduler, when periodic
// tasks exist, until ctx is cancelled, then shuts down gracefully: in-flight
// tasks finish or go back to the queue.
func (r *Registry) Worker(ctx context.Context, opt asynq.RedisConnOpt, concurrency int, logger *slog.Logger) error {
	r.mu.Lock()
	rc, ok := opt.MakeRedisClient().(redis.UniversalClient)
	if !ok {
		r.mu.Unlock()
		return fmt.Errorf("start worker: unexpected Redis client %T", opt.MakeRedisClient())
	}
	defer rc.Close()
	sem := &semaphore{rdb: rc, log: logger}
	mux := r.mux(sem)
	main := map[string]int{}
	for q, w := range Weights {
		main[q] = w
	}
	pools := append([]Pool(nil), r.pools...)
	for _, p := range pools {
		for _, q := range p.Queues {
			delete(main, q)
		}
	}
	pools = append([]Pool{{Name: "main", Concurrency: concurrency}}, pools...)
	periodic := append([]Periodic(nil), r.periodic...)
	types := len(r.handlers)
	r.mu.Unlock()

	var servers []*asynq.Server
	stop := func() {
		for _, s := range servers {
			s.Shutdown()
		}
	}
	for i, p := range pools {
		queues := main
		if i > 0 {
			queues = map[string]int{}
			for _, q := range p.Queues {
				queues[q] = max(Weights[q], 1)
			}
		}
		if len(queues) == 0 || p.Concurrency < 1 {
			continue
		}
		srv := asynq.NewServer(opt, asynq.Config{
			Concurrency:              p.Concurrency,
			Queues:                   queues,
			TaskCheckInterval:        r.PollInterval,
			DelayedTaskCheckInterval: delayedCheck,
			Logger:                   slogAdapter{logger},
			ShutdownTimeout:          10 * time.Second,
			IsFailure:                func(err error) bool { return !IsPostponed(err) },
			RetryDelayFunc:           retryDelay,
			// A handler's failures are logged as it returns them (see
			// observe), with the run's ids; a panic never returns there.
			ErrorHandler: asynq.ErrorHandlerFunc(func(ctx context.Context, task *asynq.Task, err error) {
				if asynq.IsPanicError(err) {
					id, _ := asynq.GetTaskID(ctx)
					logger.ErrorContext(ctx, "task panicked", "task_id", id, "task_type", task.Type(), "err", err)
				}
			}),
		})
		if err := srv.Start(mux); err != nil {
			stop()
			return fmt.Errorf("start worker pool %s: %w", p.Name, err)
		}
		servers = append(servers, srv)
		logger.Info("worker pool started", "pool", p.Name, "concurrency", p.Concurrency, "queues", len(queues))
	}
	var sched *asynq.Scheduler
	if len(periodic) > 0 {
		sched = asynq.NewScheduler(opt, &asynq.SchedulerOpts{Logger: slogAdapter{logger}})
		for _, p := range periodic {
			if _, err := sched.Register(p.Cronspec, p.Task, p.Opts...); err != nil {
				stop()
				return fmt.Errorf("schedule %s: %w", p.Task.Type(), err)
			}
		}
		if err := sched.Start(); err != nil {
			stop()
			return fmt.Errorf("start scheduler: %w", err)
		}
	}
	logger.Info("worker started", "task_types", types, "periodic", len(periodic))
	<-ctx.Done()
	if sched != nil {
		sched.Shutdown()
	}
	var wg sync.WaitGroup
	for _, s := range servers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.Shutdown()
		}()
	}
	wg.Wait()
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
