package flows

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
)

// FlowUse names a flow that runs an action.
type FlowUse struct {
	ID   uuid.UUID
	Name string
}

// ActionUsers returns the flows whose published document, or whose revision
// in an agent's live version, has an action node running actionID: what
// the actions domain must not delete. Drafts do not count (validation then
// reports action_not_found at the node). q is the caller's transaction.
func ActionUsers(ctx context.Context, q Querier, orgID uuid.UUID, actionID string) ([]FlowUse, error) {
	probe, _ := json.Marshal(map[string]any{"nodes": []any{map[string]any{"type": "action", "config": map[string]string{"action_id": actionID}}}})
	rows, err := q.Query(ctx, `
		SELECT id, name FROM flows WHERE organization_id = $1 AND published @> $2::jsonb
		UNION
		SELECT (r->>'flow_id')::uuid, r->>'name'
		FROM agents a
		JOIN agent_versions v ON v.organization_id = a.organization_id AND v.agent_id = a.id AND v.version = a.version
		CROSS JOIN LATERAL jsonb_array_elements(v.flows) r
		WHERE a.organization_id = $1 AND a.version > 0 AND a.status <> 'archived' AND r->'document' @> $2::jsonb
		ORDER BY 2, 1`, orgID, probe)
	if err != nil {
		return nil, db.Wrap("flows running an action", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowToStructByPos[FlowUse])
	return out, db.Wrap("flows running an action", err)
}
