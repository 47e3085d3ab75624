package testcenter

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
)

// cancelSuiteRuns cancels the suite's queued and running runs in tx; after
// is called once tx has committed.
func (s *Service) cancelSuiteRuns(ctx context.Context, tx pgx.Tx, orgID, suiteID uuid.UUID) (after func(), err error) {
	_, err = tx.Exec(ctx, `UPDATE test_runs SET status = 'cancelled', finished_at = now()
		WHERE organization_id = $1 AND suite_id = $2 AND status IN ('queued', 'running')`, orgID, suiteID)
	return func() {}, db.Wrap("cancel test runs", err)
}
