package agents

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/apperr"
)

// LiveVersions returns the live version (0 before the first publication) of
// each of the organization's agents in ids, in one query, for domains that
// record which version served many calls at once (bulk imports). Errors:
// NotFound naming the first id that is not one of the organization's agents.
func (s *Service) LiveVersions(ctx context.Context, orgID uuid.UUID, ids []uuid.UUID) (map[uuid.UUID]int, error) {
	out := make(map[uuid.UUID]int, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT id, version FROM agents WHERE organization_id = $1 AND id = ANY($2)`, orgID, ids)
	if err != nil {
		return nil, dbErr("agent versions", err)
	}
	var id uuid.UUID
	var v int
	if _, err := pgx.ForEachRow(rows, []any{&id, &v}, func() error { out[id] = v; return nil }); err != nil {
		return nil, dbErr("agent versions", err)
	}
	for _, id := range ids {
		if _, ok := out[id]; !ok {
			return nil, apperr.NotFoundf("agent %s not found", id)
		}
	}
	return out, nil
}
