package flows

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"

	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Portable is a subflow as an agent export carries it: Ref is the flow's id
// in the exporting organization, kept only so that subflow nodes (whose
// config names a flow_id) can be pointed at the new copies on import.
type Portable struct {
	Ref   string          `json:"ref"`
	Name  string          `json:"name"`
	Draft json.RawMessage `json:"draft"`
}

// Subflows returns the drafts of an agent's subflows, oldest first, for the
// agents domain's export, inside its transaction (it has authorized).
func Subflows(ctx context.Context, q Querier, orgID, agentID uuid.UUID) ([]Portable, error) {
	all, err := listFlows(ctx, q, orgID, agentID, false)
	if err != nil {
		return nil, err
	}
	out := []Portable{}
	for _, f := range all {
		if !f.IsMain {
			out = append(out, Portable{Ref: f.ID.String(), Name: f.Name, Draft: f.Draft})
		}
	}
	return out, nil
}

// ImportSubflows creates an imported agent's subflows with new ids and
// points every subflow node of them and of the main flow (mainID) at the
// copies; a flow_id naming no exported subflow is left as it is (validation
// reports it). Drafts are stored as written: they are drafts.
func ImportSubflows(ctx context.Context, q Querier, orgID, agentID, mainID uuid.UUID, subs []Portable) error {
	if len(subs) == 0 {
		return nil
	}
	newIDs := make(map[string]string, len(subs))
	for _, s := range subs {
		newIDs[s.Ref] = ids.New().String()
	}
	for _, s := range subs {
		if _, err := q.Exec(ctx, `INSERT INTO flows (id, organization_id, agent_id, name, is_main, draft) VALUES ($1, $2, $3, $4, false, $5)`,
			newIDs[s.Ref], orgID, agentID, s.Name, repointSubflows(s.Draft, newIDs)); err != nil {
			return db.Wrap("import subflows", err)
		}
	}
	var main []byte
	if err := q.QueryRow(ctx, `SELECT draft FROM flows WHERE organization_id = $1 AND id = $2`, orgID, mainID).Scan(&main); err != nil {
		return db.Wrap("import subflows", err)
	}
	_, err := q.Exec(ctx, `UPDATE flows SET draft = $3 WHERE organization_id = $1 AND id = $2`,
		orgID, mainID, repointSubflows(main, newIDs))
	return db.Wrap("import subflows", err)
}

// repointSubflows rewrites the flow_id of each subflow node found in newIDs;
// a draft that does not parse is returned unchanged.
func repointSubflows(draft json.RawMessage, newIDs map[string]string) json.RawMessage {
	d, err := Parse(draft)
	if err != nil {
		return draft
	}
	for i := range d.Nodes {
		if sf, ok := d.Nodes[i].conf.(*SubflowConfig); ok && newIDs[sf.FlowID] != "" {
			var cfg map[string]any
			if json.Unmarshal(d.Nodes[i].Config, &cfg) == nil {
				cfg["flow_id"] = newIDs[sf.FlowID]
				d.Nodes[i].Config, _ = json.Marshal(cfg)
			}
		}
	}
	b, err := json.Marshal(d)
	if err != nil {
		return draft
	}
	return b
}
