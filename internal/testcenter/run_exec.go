package testcenter

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/runtime"
)

// postponeFor is how long a run waits for its organization's slot before
// trying again.
const postponeFor = time.Second

// errDied stops a worker as a killed process would: no release, no renewal.
var errDied = errors.New("worker died")

// crash, when set, is asked after each stored result whether the worker
// dies there (tests simulate a killed worker with it).
type crash func(stored int) bool

// process runs a run's remaining cases on this worker: it claims the run
// (or finds it taken or finished and returns nil, or postpones the task
// while the organization has no free slot), keeps the lease while the cases
// run, stores each result as its case finishes, and finishes the run. A
// cancellation or a takeover stops it without writing anything more.
func (s *Service) process(ctx context.Context, orgID, runID uuid.UUID, die crash) error {
	l := lease{orgID: orgID, runID: runID, owner: newOwner()}
	outcome, events, err := s.claim(ctx, l)
	if err != nil {
		return err
	}
	switch outcome {
	case claimTaken:
		return nil
	case claimPostponed:
		return &jobs.Postponed{Reason: "the organization's test runs are all running", After: postponeFor}
	}
	s.publish(ctx, orgID, events)

	runCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	renewCtx, stopRenew := context.WithCancel(runCtx)
	renewed := make(chan struct{})
	go func() {
		defer close(renewed)
		s.renew(renewCtx, l, cancel)
	}()

	err = s.runRemaining(runCtx, l, die)
	// The renewer is gone before the lease is released, so no renewal
	// lands after the release.
	stopRenew()
	<-renewed
	switch {
	case errors.Is(err, errDied):
		return nil
	case errors.Is(err, errLeaseLost):
		return nil
	case err != nil && ctx.Err() != nil:
		s.release(l) // shutting down: the task comes back and resumes at once
		return ctx.Err()
	case err != nil && runCtx.Err() != nil:
		return nil // the renewer found the lease lost
	case err != nil:
		s.release(l)
		return err
	}
	return nil
}

// runRemaining runs the cases without a stored result, up to RunConcurrency at
// once, then finishes the run.
func (s *Service) runRemaining(ctx context.Context, l lease, die crash) error {
	var agentID uuid.UUID
	var casesJSON, snapJSON []byte
	if err := s.pool.QueryRow(ctx, `SELECT agent_id, cases, snapshot FROM test_runs WHERE organization_id = $1 AND id = $2`,
		l.orgID, l.runID).Scan(&agentID, &casesJSON, &snapJSON); err != nil {
		return db.Wrap("read test run", err)
	}
	var cases []Case
	var snap Snapshot
	if err := json.Unmarshal(casesJSON, &cases); err != nil {
		return err
	}
	if err := json.Unmarshal(snapJSON, &snap); err != nil {
		return err
	}
	done := map[int]bool{}
	rows, err := s.pool.Query(ctx, `SELECT position FROM test_run_results WHERE organization_id = $1 AND run_id = $2`, l.orgID, l.runID)
	if err != nil {
		return db.Wrap("read test run results", err)
	}
	positions, err := pgx.CollectRows(rows, pgx.RowTo[int])
	if err != nil {
		return db.Wrap("read test run results", err)
	}
	for _, p := range positions {
		done[p] = true
	}
	prep, prepErr := s.prepare(snap)

	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	sem := make(chan struct{}, s.cfg.RunConcurrency)
	var wg sync.WaitGroup
	var mu sync.Mutex
	stored := len(done)
	for pos, c := range cases {
		if done[pos] {
			continue
		}
		select {
		case sem <- struct{}{}:
		case <-ctx.Done():
		}
		if ctx.Err() != nil {
			break
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if err := s.runAndStore(ctx, l, agentID, pos, c, prep, prepErr); err != nil {
				cancel(err)
				return
			}
			if die != nil {
				mu.Lock()
				stored++
				n := stored
				mu.Unlock()
				if die(n) {
					cancel(errDied)
				}
			}
		}()
	}
	wg.Wait()
	if err := context.Cause(ctx); err != nil {
		return err
	}
	return s.finish(ctx, l)
}

// runAndStore runs one case and stores its result with its events.
func (s *Service) runAndStore(ctx context.Context, l lease, agentID uuid.UUID, pos int, c Case, prep *prepared, prepErr error) error {
	caseID := c.ID
	if err := s.held(ctx, l, func(tx pgx.Tx, total int) ([]Event, error) {
		totals, err := storedTotals(ctx, tx, l.orgID, l.runID, total)
		if err != nil {
			return nil, err
		}
		e, err := appendEvent(ctx, tx, l.orgID, l.runID, EventCaseStarted, &caseID, nil, totals)
		return []Event{e}, err
	}); err != nil {
		return err
	}
	var res CaseResult
	if prepErr != nil {
		now := time.Now().UTC()
		msg := "the agent's configuration does not compile: " + prepErr.Error()
		res = CaseResult{CaseID: c.ID, Name: c.Name, Status: StatusError, EndStatus: EndError, Error: &msg,
			StartedAt: now, FinishedAt: now}
	} else {
		res = s.runCase(ctx, l.orgID, agentID, prep, c)
	}
	res = filled(res)
	if err := context.Cause(ctx); err != nil {
		return err // a case cut short is not stored; it runs again on resumption
	}
	return s.held(ctx, l, func(tx pgx.Tx, total int) ([]Event, error) {
		tag, err := tx.Exec(ctx, `INSERT INTO test_run_results (organization_id, run_id, position, case_id, status, result)
			VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`, l.orgID, l.runID, pos, c.ID, res.Status, res)
		if err != nil || tag.RowsAffected() == 0 {
			return nil, err
		}
		totals, err := storedTotals(ctx, tx, l.orgID, l.runID, total)
		if err != nil {
			return nil, err
		}
		status := res.Status
		e, err := appendEvent(ctx, tx, l.orgID, l.runID, EventCaseFinished, &caseID, &status, totals)
		return []Event{e}, err
	})
}

// filled gives a result's lists and map their empty value instead of nil,
// as both doors render them (GraphQL's are non-null).
func filled(r CaseResult) CaseResult {
	if r.Turns == nil {
		r.Turns = []runtime.Turn{}
	}
	if r.Path == nil {
		r.Path = []string{}
	}
	if r.Variables == nil {
		r.Variables = map[string]any{}
	}
	if r.Actions == nil {
		r.Actions = []runtime.ActionRun{}
	}
	if r.Assertions == nil {
		r.Assertions = []AssertionResult{}
	}
	return r
}

// finish sets the run's final status from its results.
func (s *Service) finish(ctx context.Context, l lease) error {
	return s.held(ctx, l, func(tx pgx.Tx, total int) ([]Event, error) {
		totals, err := storedTotals(ctx, tx, l.orgID, l.runID, total)
		if err != nil {
			return nil, err
		}
		status := StatusPassed
		switch {
		case totals.Failed > 0:
			status = StatusFailed
		case totals.Error > 0 || totals.Pending > 0:
			status = StatusError
		}
		if _, err := tx.Exec(ctx, `UPDATE test_runs SET status = $3, finished_at = now(), lease_owner = NULL, lease_until = NULL
			WHERE organization_id = $1 AND id = $2`, l.orgID, l.runID, status); err != nil {
			return nil, err
		}
		e, err := appendEvent(ctx, tx, l.orgID, l.runID, EventRunFinished, nil, &status, totals)
		return []Event{e}, err
	})
}
