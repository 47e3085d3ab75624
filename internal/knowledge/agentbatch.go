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
	// Each base's document counts are aggregated once, however many of the
	// agents hold it (a list of 50 agents holds a few bases many times):
	// the planner, which sees small tables, would otherwise aggregate once
	// per assignment.
	rows, err := s.pool.Query(ctx, `WITH a AS MATERIALIZED (
	    SELECT agent_id, knowledge_base_id, created_at FROM agent_knowledge_bases
	    WHERE organization_id = $1 AND agent_id = ANY($2)),
	  x AS MATERIALIZED (`+baseSelect+`
	    WHERE b.organization_id = $1 AND b.id IN (SELECT knowledge_base_id FROM a))
	  SELECT a.agent_id, x.* FROM a JOIN x ON x.id = a.knowledge_base_id
	  ORDER BY a.agent_id, a.created_at, a.knowledge_base_id`, orgID, agentIDs)
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
