package agents

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
)

// GetMany returns those of the given agents that belong to the caller's
// organization, by id, in one query; other ids are absent from the map.
// Lists of other domains (a call's agent) load their agents through it.
// Errors: Forbidden.
func (s *Service) GetMany(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]Agent, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadAgents)
	if err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `SELECT `+agentColumns+` FROM agents a WHERE a.organization_id = $1 AND a.id = ANY($2)`, orgID, ids)
	if err != nil {
		return nil, dbErr("get agents", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Agent, error) { return scanAgent(r) })
	if err != nil {
		return nil, dbErr("get agents", err)
	}
	out := make(map[uuid.UUID]Agent, len(list))
	for _, a := range list {
		out[a.ID] = a
	}
	return out, nil
}
