package testcenter

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/jobs"
)

// Task types.
const (
	// TypeRun runs a run's cases (payload runPayload).
	TypeRun = "tests:run"
	// TypeSweep hands lapsed runs, and queued runs whose task may be lost,
	// to a worker again.
	TypeSweep = "tests:sweep"
)

// runTimeout bounds one task's hold of a run; a longer run is resumed by
// the next task (its lease lapses and the sweep queues it again).
const runTimeout = 2 * time.Hour

type runPayload struct {
	OrganizationID uuid.UUID `json:"organization_id"`
	RunID          uuid.UUID `json:"run_id"`
}

// runTaskID names a run's task: the first one by the run, a resumption by
// the lease it resumes, so the sweep queues each once however often it looks.
func runTaskID(runID uuid.UUID, lapsed string) string {
	if lapsed == "" {
		return TypeRun + ":" + runID.String()
	}
	return TypeRun + ":" + runID.String() + ":" + lapsed
}

// enqueueRun queues a run's task; a task of the same id still queued is
// enough.
func (s *Service) enqueueRun(ctx context.Context, orgID, runID uuid.UUID, lapsed string) error {
	if s.queue == nil {
		return errors.New("no task queue")
	}
	b, _ := json.Marshal(runPayload{OrganizationID: orgID, RunID: runID})
	_, err := s.queue.EnqueueContext(ctx, jobs.NewTask(ctx, TypeRun, b), asynq.TaskID(runTaskID(runID, lapsed)),
		asynq.Queue(jobs.QueueDefault), asynq.MaxRetry(25), asynq.Timeout(runTimeout))
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return nil
	}
	return err
}

// Register adds the run task and the periodic sweep to the worker.
func (s *Service) Register(reg *jobs.Registry) {
	reg.Handle(TypeRun, s.handleRun)
	reg.Handle(TypeSweep, func(ctx context.Context, _ *asynq.Task) error { return s.Sweep(ctx) })
	reg.Every(jobs.Periodic{Cronspec: "@every " + s.cfg.SweepInterval.String(), Task: asynq.NewTask(TypeSweep, nil),
		Opts: []asynq.Option{asynq.Queue(jobs.QueueDefault), asynq.MaxRetry(0), asynq.Timeout(time.Minute)}})
}

func (s *Service) handleRun(ctx context.Context, t *asynq.Task) error {
	var p runPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.RunID == uuid.Nil {
		return fmt.Errorf("tests:run payload: %v: %w", err, asynq.SkipRetry)
	}
	err := s.process(ctx, p.OrganizationID, p.RunID, nil)
	if err != nil && !jobs.IsPostponed(err) {
		// A failure (the database away) retries from a second, doubling.
		return jobs.Backoff(err, time.Second)
	}
	return err
}

// Sweep queues again the runs whose lease lapsed (their worker died) and
// the queued runs, whose task may have been lost; a task still queued for
// them makes this a no-op.
func (s *Service) Sweep(ctx context.Context) error {
	rows, err := s.pool.Query(ctx, `SELECT organization_id, id, lease_until FROM test_runs
		WHERE status IN ('queued', 'running') AND (lease_until IS NULL OR lease_until < now()) LIMIT 1000`)
	if err != nil {
		return db.Wrap("sweep test runs", err)
	}
	type due struct {
		org, run uuid.UUID
		until    *time.Time
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (due, error) {
		var d due
		return d, r.Scan(&d.org, &d.run, &d.until)
	})
	if err != nil {
		return db.Wrap("sweep test runs", err)
	}
	for _, d := range list {
		lapsed := ""
		if d.until != nil {
			lapsed = strconv.FormatInt(d.until.UnixMicro(), 36)
		}
		if err := s.enqueueRun(ctx, d.org, d.run, lapsed); err != nil {
			return fmt.Errorf("sweep test runs: %w", err)
		}
	}
	return nil
}

// errLeaseLost: the run is no longer this worker's (cancelled, or taken
// after the lease lapsed).
var errLeaseLost = errors.New("test run lease lost")

// lease is a worker's hold of a run.
type lease struct {
	orgID, runID uuid.UUID
	owner        string
}

func newOwner() string {
	host, _ := os.Hostname()
	return fmt.Sprintf("%s/%d/%s", host, os.Getpid(), uuid.NewString()[:8])
}

// claimed is what claim tells of the run.
type claimOutcome int

const (
	claimTaken     claimOutcome = iota // finished, cancelled, gone or another worker's
	claimPostponed                     // the organization has no free slot
	claimOK
)

// claim takes the run for owner when it is queued or its lease lapsed and
// its organization has a free slot. The count of an organization's running
// runs and the claim are one step under the organization's advisory lock.
func (s *Service) claim(ctx context.Context, l lease) (claimOutcome, []Event, error) {
	type result struct {
		outcome claimOutcome
		events  []Event
	}
	r, err := db.InTx(ctx, s.pool, "claim test run", func(tx pgx.Tx) (result, error) {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('test_runs:' || $1::text, 0))`, l.orgID); err != nil {
			return result{}, err
		}
		var status string
		var live bool
		var total int
		err := tx.QueryRow(ctx, `SELECT status, coalesce(lease_until > now(), false), cardinality(case_ids) FROM test_runs
			WHERE organization_id = $1 AND id = $2 FOR UPDATE`, l.orgID, l.runID).Scan(&status, &live, &total)
		if errors.Is(err, pgx.ErrNoRows) {
			return result{outcome: claimTaken}, nil
		}
		if err != nil {
			return result{}, err
		}
		if (status != StatusQueued && status != StatusRunning) || (status == StatusRunning && live) {
			return result{outcome: claimTaken}, nil
		}
		var running int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM test_runs WHERE organization_id = $1 AND status = 'running'
			AND lease_until > now() AND id <> $2`, l.orgID, l.runID).Scan(&running); err != nil {
			return result{}, err
		}
		if running >= s.cfg.OrgConcurrency {
			return result{outcome: claimPostponed}, nil
		}
		// started_at is the claim's own instant, not the transaction's
		// start: a transaction that began (and waited for the lock) before
		// the previous run's finish committed would otherwise date the
		// start before that finish, though the slot was free only after it.
		if _, err := tx.Exec(ctx, `UPDATE test_runs SET status = 'running', lease_owner = $3,
			lease_until = now() + $4 * interval '1 millisecond', started_at = coalesce(started_at, clock_timestamp())
			WHERE organization_id = $1 AND id = $2`, l.orgID, l.runID, l.owner, s.cfg.LeaseTTL.Milliseconds()); err != nil {
			return result{}, err
		}
		if status != StatusQueued {
			return result{outcome: claimOK}, nil
		}
		totals, err := storedTotals(ctx, tx, l.orgID, l.runID, total)
		if err != nil {
			return result{}, err
		}
		e, err := appendEvent(ctx, tx, l.orgID, l.runID, EventRunStarted, nil, nil, totals)
		return result{outcome: claimOK, events: []Event{e}}, err
	})
	return r.outcome, r.events, err
}

// held runs fn in a transaction that first renews the lease, holding the
// run's row lock; errLeaseLost when the run is no longer l's. Events fn
// returns are published after the commit.
func (s *Service) held(ctx context.Context, l lease, fn func(tx pgx.Tx, total int) ([]Event, error)) error {
	events, err := db.InTx(ctx, s.pool, "write test run", func(tx pgx.Tx) ([]Event, error) {
		var total int
		err := tx.QueryRow(ctx, `UPDATE test_runs SET lease_until = now() + $4 * interval '1 millisecond'
			WHERE organization_id = $1 AND id = $2 AND lease_owner = $3 AND status = 'running' RETURNING cardinality(case_ids)`,
			l.orgID, l.runID, l.owner, s.cfg.LeaseTTL.Milliseconds()).Scan(&total)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil, errLeaseLost
		}
		if err != nil || fn == nil {
			return nil, err
		}
		return fn(tx, total)
	})
	if errors.Is(err, errLeaseLost) {
		return errLeaseLost
	}
	if err != nil {
		return err
	}
	s.publish(ctx, l.orgID, events)
	return nil
}

// renew keeps the lease while ctx lives, every third of its TTL; it calls
// lost once the run is no longer l's.
func (s *Service) renew(ctx context.Context, l lease, lost func()) {
	t := time.NewTicker(s.cfg.LeaseTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			err := s.held(ctx, l, nil)
			if errors.Is(err, errLeaseLost) {
				lost()
				return
			}
			if err != nil && ctx.Err() == nil {
				s.log.WarnContext(ctx, "test run lease not renewed", "run_id", l.runID, "err", err)
			}
		}
	}
}

// release gives the run back at once (a worker shutting down), so the next
// task resumes it without waiting for the lease to lapse.
func (s *Service) release(l lease) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if _, err := s.pool.Exec(ctx, `UPDATE test_runs SET lease_until = now() WHERE organization_id = $1 AND id = $2
		AND lease_owner = $3 AND status = 'running'`, l.orgID, l.runID, l.owner); err != nil {
		s.log.Warn("test run lease not released", "run_id", l.runID, "err", err)
	}
}
