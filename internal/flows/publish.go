package flows

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// Publish validates a flow's draft and makes it the published document,
// revision + 1. Errors: Unprocessable (every problem), NotFound, Forbidden.
func (s *Service) Publish(ctx context.Context, agentID, id uuid.UUID) (Flow, error) {
	orgID, err := s.agentOf(ctx, auth.WriteFlows, agentID)
	if err != nil {
		return Flow{}, err
	}
	return db.InTx(ctx, s.pool, "publish flow", func(tx pgx.Tx) (Flow, error) {
		a, err := s.load(ctx, tx, orgID, agentID, true)
		if err != nil {
			return Flow{}, err
		}
		f, ok := a.find(id)
		if !ok {
			return Flow{}, apperr.NotFoundf("flow %s not found", id)
		}
		if r := a.report(f); !r.Valid {
			return Flow{}, (&ProblemsError{Problems: r.Errors}).AppError()
		}
		p, err := publishOne(ctx, tx, f)
		if err != nil {
			return p, err
		}
		return p, record(ctx, tx, "flow.published", id, f, p)
	})
}

func publishOne(ctx context.Context, q Querier, f Flow) (Flow, error) {
	return scanFlow(q.QueryRow(ctx, `
		UPDATE flows SET published = draft, revision = revision + 1, updated_at = now()
		WHERE organization_id = $1 AND id = $2 RETURNING `+flowColumns, f.OrganizationID, f.ID))
}

// PublishAll publishes every flow of the agent, all or nothing. Errors:
// Unprocessable listing every problem of every flow (each with its
// flow_id), NotFound, Forbidden.
func (s *Service) PublishAll(ctx context.Context, agentID uuid.UUID) ([]Flow, error) {
	orgID, err := s.agentOf(ctx, auth.WriteFlows, agentID)
	if err != nil {
		return nil, err
	}
	return db.InTx(ctx, s.pool, "publish flows", func(tx pgx.Tx) ([]Flow, error) {
		a, err := s.load(ctx, tx, orgID, agentID, true)
		if err != nil {
			return nil, err
		}
		var problems []Problem
		for _, f := range a.all {
			for _, p := range a.report(f).Errors {
				p.FlowID = f.ID.String()
				problems = append(problems, p)
			}
		}
		if len(problems) > 0 {
			return nil, (&ProblemsError{Problems: problems}).AppError()
		}
		out := make([]Flow, 0, len(a.all))
		for _, f := range a.all {
			p, err := publishOne(ctx, tx, f)
			if err != nil {
				return nil, err
			}
			if err := record(ctx, tx, "flow.published", f.ID, f, p); err != nil {
				return nil, err
			}
			out = append(out, p)
		}
		return out, nil
	})
}
