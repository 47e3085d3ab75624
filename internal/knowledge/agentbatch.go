package knowledge

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/db"
)

// BasesOfAgents returns the bases assigned to each of the given agents of the
// caller's organization in one query, in assignment order; an agent with no
// bases, or of another organization, maps to an empty list. It serves lists
// that show every agent's bases (the backoffice's batched loader).
// Errors: Forbidden, Unavailable.
func (s *Service) BasesOfAgents(ctx context.Context, agentIDs []uuid.UUID) (map[uuid.UUID][]Base, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID][]Base, len(agentIDs))
	for _, id := range agentIDs {
		out[id] = []Base{}
	}
	if len(agentIDs) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT a.agent_id, x.* FROM agent_knowledge_bases a
	  CROSS JOIN LATERAL (`+baseSelect+` WHERE b.organization_id = a.organization_id AND b.id = a.knowledge_base_id) x
	  WHERE a.organization_id = $1 AND a.agent_id = ANY($2) ORDER BY a.agent_id, a.created_at, a.knowledge_base_id`, orgID, agentIDs)
	if err != nil {
		return nil, db.Wrap("knowledge bases of agents", err)
	}
	defer rows.Close()
	for rows.Next() {
		var agentID uuid.UUID
		var b Base
		err := rows.Scan(&agentID, &b.ID, &b.Name, &b.Instruction, &b.Description, &b.Language, &b.CreatedAt, &b.UpdatedAt,
			&b.DocumentsByStatus.Pending, &b.DocumentsByStatus.Processing, &b.DocumentsByStatus.Ready, &b.DocumentsByStatus.Failed,
			&b.ChunkCount, &b.CharacterCount)
		if err != nil {
			return nil, db.Wrap("knowledge bases of agents", err)
		}
		c := b.DocumentsByStatus
		b.DocumentCount = c.Pending + c.Processing + c.Ready + c.Failed
		out[agentID] = append(out[agentID], b)
	}
	return out, db.Wrap("knowledge bases of agents", rows.Err())
}
