package knowledge

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
)

// Export, import and duplicate of agents (internal/portability) carry an
// agent's knowledge-base assignments through these methods. The caller has
// already authorized the agent operation; each method is scoped to orgID.

// BaseRef names a knowledge base.
type BaseRef struct {
	ID   uuid.UUID
	Name string
}

// AgentBaseRefs lists the bases assigned to an agent, in assignment order.
func (s *Service) AgentBaseRefs(ctx context.Context, orgID, agentID uuid.UUID) ([]BaseRef, error) {
	rows, err := s.pool.Query(ctx, `SELECT b.id, b.name FROM agent_knowledge_bases a
		JOIN knowledge_bases b ON b.organization_id = a.organization_id AND b.id = a.knowledge_base_id
		WHERE a.organization_id = $1 AND a.agent_id = $2 ORDER BY a.created_at, b.id`, orgID, agentID)
	if err != nil {
		return nil, db.Wrap("agent knowledge bases", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (BaseRef, error) {
		var b BaseRef
		return b, r.Scan(&b.ID, &b.Name)
	})
	return out, db.Wrap("agent knowledge bases", err)
}

// BaseIDsByName resolves base names in an organization; a name several bases
// share resolves to the oldest of them; unknown names are absent.
func (s *Service) BaseIDsByName(ctx context.Context, orgID uuid.UUID, names []string) (map[string]uuid.UUID, error) {
	rows, err := s.pool.Query(ctx, `SELECT DISTINCT ON (name) name, id FROM knowledge_bases
		WHERE organization_id = $1 AND name = ANY($2) ORDER BY name, created_at, id`, orgID, names)
	if err != nil {
		return nil, db.Wrap("find knowledge bases", err)
	}
	out := map[string]uuid.UUID{}
	defer rows.Close()
	for rows.Next() {
		var name string
		var id uuid.UUID
		if err := rows.Scan(&name, &id); err != nil {
			return nil, db.Wrap("find knowledge bases", err)
		}
		out[name] = id
	}
	return out, db.Wrap("find knowledge bases", rows.Err())
}

// AssignBases adds assignments of bases of the organization to an agent
// within the caller's transaction, keeping the given order.
func (s *Service) AssignBases(ctx context.Context, tx pgx.Tx, orgID, agentID uuid.UUID, baseIDs []uuid.UUID) error {
	for _, id := range baseIDs {
		if _, err := tx.Exec(ctx, `INSERT INTO agent_knowledge_bases (organization_id, agent_id, knowledge_base_id, created_at)
			VALUES ($1, $2, $3, clock_timestamp()) ON CONFLICT DO NOTHING`, orgID, agentID, id); err != nil {
			return db.Wrap("assign knowledge bases", err)
		}
	}
	return nil
}
