package testcenter

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// cancelSuiteRuns cancels the suite's queued and running runs inside the
// caller's transaction (the suite is being deleted): each becomes
// cancelled, finished now, with a run_finished event. A worker running one
// finds its lease gone at its next write and stops without writing. after
// publishes the events; call it once the transaction has committed.
func (s *Service) cancelSuiteRuns(ctx context.Context, tx pgx.Tx, orgID, suiteID uuid.UUID) (after func(), err error) {
	// Executions share-lock the suite's row: locking it waits for those in
	// flight (their runs are then cancelled below) and holds off new ones
	// until the deletion commits (they find no suite).
	if _, err := tx.Exec(ctx, `SELECT 1 FROM test_suites WHERE organization_id = $1 AND id = $2 FOR UPDATE`, orgID, suiteID); err != nil {
		return nil, err
	}
	rows, err := tx.Query(ctx, `SELECT id, cardinality(case_ids) FROM test_runs
		WHERE organization_id = $1 AND suite_id = $2 AND status IN ('queued', 'running') ORDER BY created_at, id FOR UPDATE`, orgID, suiteID)
	if err != nil {
		return nil, err
	}
	type open struct {
		id    uuid.UUID
		total int
	}
	runs, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (open, error) {
		var o open
		return o, r.Scan(&o.id, &o.total)
	})
	if err != nil {
		return nil, err
	}
	var events []Event
	for _, r := range runs {
		if _, err := tx.Exec(ctx, `UPDATE test_runs SET status = 'cancelled', finished_at = now(), lease_owner = NULL, lease_until = NULL
			WHERE organization_id = $1 AND id = $2`, orgID, r.id); err != nil {
			return nil, err
		}
		totals, err := storedTotals(ctx, tx, orgID, r.id, r.total)
		if err != nil {
			return nil, err
		}
		status := StatusCancelled
		e, err := appendEvent(ctx, tx, orgID, r.id, EventRunFinished, nil, &status, totals)
		if err != nil {
			return nil, err
		}
		events = append(events, e)
	}
	return func() { s.publish(ctx, orgID, events) }, nil
}
