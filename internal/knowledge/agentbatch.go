package knowledge

import (
	"bytes"
	"context"
	"slices"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
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
	// One row per base, with the agents holding it: each base is read and
	// its documents counted once, however many agents of the list hold it,
	// and a few rows cross the wire instead of one per assignment.
	rows, err := s.pool.Query(ctx, `SELECT x.*, a.agents, a.assigned
	  FROM (SELECT knowledge_base_id, array_agg(agent_id) AS agents, array_agg(created_at) AS assigned
	        FROM agent_knowledge_bases WHERE organization_id = $1 AND agent_id = ANY($2)
	        GROUP BY knowledge_base_id) a
	  CROSS JOIN LATERAL (`+baseSelect+` WHERE b.organization_id = $1 AND b.id = a.knowledge_base_id) x`, orgID, agentIDs)
	if err != nil {
		return nil, db.Wrap("knowledge bases of agents", err)
	}
	defer rows.Close()
	type assignment struct {
		base Base
		at   time.Time
	}
	held := map[uuid.UUID][]assignment{}
	for rows.Next() {
		var b Base
		var holders []uuid.UUID
		var assigned []time.Time
		err := rows.Scan(&b.ID, &b.Name, &b.Instruction, &b.Description, &b.Language, &b.CreatedAt, &b.UpdatedAt,
			&b.DocumentsByStatus.Pending, &b.DocumentsByStatus.Processing, &b.DocumentsByStatus.Ready, &b.DocumentsByStatus.Failed,
			&b.ChunkCount, &b.CharacterCount, &holders, &assigned)
		if err != nil {
			return nil, db.Wrap("knowledge bases of agents", err)
		}
		if len(holders) != len(assigned) {
			return nil, apperr.New(apperr.Internal, "knowledge bases of agents: mismatched assignments")
		}
		c := b.DocumentsByStatus
		b.DocumentCount = c.Pending + c.Processing + c.Ready + c.Failed
		for i, agentID := range holders {
			held[agentID] = append(held[agentID], assignment{b, assigned[i]})
		}
	}
	if err := rows.Err(); err != nil {
		return nil, db.Wrap("knowledge bases of agents", err)
	}
	// Assignment order: when assigned, then the base id (as PostgreSQL
	// orders uuids: byte by byte).
	for agentID, list := range held {
		slices.SortFunc(list, func(a, b assignment) int {
			if c := a.at.Compare(b.at); c != 0 {
				return c
			}
			return bytes.Compare(a.base.ID[:], b.base.ID[:])
		})
		bases := make([]Base, len(list))
		for i, a := range list {
			bases[i] = a.base
		}
		out[agentID] = bases
	}
	return out, nil
}
