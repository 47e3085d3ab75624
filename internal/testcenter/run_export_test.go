package testcenter

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// ProcessWith runs a run's task on this worker, asking afterResult after
// each stored result whether the worker dies there (true: it stops as a
// killed process would, leaving its lease to lapse).
func (s *Service) ProcessWith(ctx context.Context, orgID, runID uuid.UUID, afterResult func(stored int) bool) error {
	return s.process(ctx, orgID, runID, afterResult)
}

// CancelSuiteRuns is cancelSuiteRuns.
func (s *Service) CancelSuiteRuns(ctx context.Context, tx pgx.Tx, orgID, suiteID uuid.UUID) (func(), error) {
	return s.cancelSuiteRuns(ctx, tx, orgID, suiteID)
}

// Hold claims the run for a worker that holds it (renewing nothing) until
// release; ok is false when the run was not free.
func (s *Service) Hold(ctx context.Context, orgID, runID uuid.UUID) (release func(), ok bool, err error) {
	l := lease{orgID: orgID, runID: runID, owner: newOwner()}
	outcome, _, err := s.claim(ctx, l)
	if err != nil || outcome != claimOK {
		return nil, false, err
	}
	return func() { s.release(l) }, true, nil
}
