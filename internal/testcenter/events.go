package testcenter

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// appendEvent stores the run's next event. The caller holds the run's row
// lock, which makes the position (the count so far) unique and gapless.
func appendEvent(ctx context.Context, tx pgx.Tx, orgID, runID uuid.UUID, typ string, caseID *uuid.UUID, status *string, totals Totals) (Event, error) {
	e := Event{RunID: runID, Type: typ, CaseID: caseID, Status: status, Totals: totals}
	err := tx.QueryRow(ctx, `INSERT INTO test_run_events (organization_id, run_id, position, type, case_id, status, totals)
		SELECT $1, $2, coalesce(max(position) + 1, 0), $3, $4, $5, $6 FROM test_run_events WHERE organization_id = $1 AND run_id = $2
		RETURNING position, at`, orgID, runID, typ, caseID, status, totals).Scan(&e.Position, &e.At)
	if err != nil {
		return Event{}, db.Wrap("store test run event", err)
	}
	return e, nil
}

// storedTotals counts a run's stored results out of total cases.
func storedTotals(ctx context.Context, q db.Querier, orgID, runID uuid.UUID, total int) (Totals, error) {
	t := Totals{Total: total}
	rows, err := q.Query(ctx, `SELECT status, count(*) FROM test_run_results WHERE organization_id = $1 AND run_id = $2 GROUP BY status`, orgID, runID)
	if err != nil {
		return t, db.Wrap("count test run results", err)
	}
	defer rows.Close()
	for rows.Next() {
		var status string
		var n int
		if err := rows.Scan(&status, &n); err != nil {
			return t, db.Wrap("count test run results", err)
		}
		t.add(status, n)
	}
	t.Pending = total - t.Passed - t.Failed - t.Error
	return t, db.Wrap("count test run results", rows.Err())
}

// publish tells live screens of committed events, in order.
func (s *Service) publish(ctx context.Context, orgID uuid.UUID, events []Event) {
	if s.events == nil {
		return
	}
	for _, e := range events {
		s.events.PublishTestRunEvent(context.WithoutCancel(ctx), orgID, e)
	}
}

// RunEvents returns a run's stored progress events from position from, in
// order. Errors: Forbidden, NotFound (another organization's run).
func (s *Service) RunEvents(ctx context.Context, runID uuid.UUID, from int) ([]Event, error) {
	orgID, err := auth.Authorize(ctx, auth.RunTests)
	if err != nil {
		return nil, err
	}
	var one int
	err = s.pool.QueryRow(ctx, `SELECT 1 FROM test_runs WHERE organization_id = $1 AND id = $2`, orgID, runID).Scan(&one)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, apperr.NotFoundf("test run not found")
	}
	if err != nil {
		return nil, db.Wrap("get test run", err)
	}
	rows, err := s.pool.Query(ctx, `SELECT run_id, position, type, case_id, status, totals, at FROM test_run_events
		WHERE organization_id = $1 AND run_id = $2 AND position >= $3 ORDER BY position`, orgID, runID, from)
	if err != nil {
		return nil, db.Wrap("read test run events", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (Event, error) {
		var e Event
		err := row.Scan(&e.RunID, &e.Position, &e.Type, &e.CaseID, &e.Status, &e.Totals, &e.At)
		return e, err
	})
	return out, db.Wrap("read test run events", err)
}
