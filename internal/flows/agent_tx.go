package flows

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// CreateMain creates an agent's main flow from a document (a template's
// flow; nil for a start and an end), inside the caller's transaction: the
// agents domain calls it when it creates a flow-mode agent. The caller has
// authorized. Errors: Unprocessable (document shape), Conflict (the agent
// has a main flow).
func CreateMain(ctx context.Context, q Querier, orgID, agentID uuid.UUID, document json.RawMessage) (Flow, error) {
	if len(document) == 0 || string(document) == "null" {
		document = DefaultDocument
	}
	draft, err := normalize(document)
	if err != nil {
		// Template flows written in the earlier node vocabulary.
		var err2 error
		if draft, err2 = normalize(upgradeLegacy(document)); err2 != nil {
			return Flow{}, err
		}
	}
	return insertFlow(ctx, q, orgID, agentID, "Main flow", true, draft)
}

// Revision is one flow's published document as an agent version keeps it.
type Revision struct {
	FlowID   uuid.UUID       `json:"flow_id"`
	Name     string          `json:"name"`
	IsMain   bool            `json:"is_main"`
	Revision int             `json:"revision"`
	Document json.RawMessage `json:"document"`
}

// PublishedRevisions returns the published document of each of the agent's
// flows, the main flow first, for the agents domain to snapshot into an
// agent version (inside its transaction; it has authorized). A flow never
// published is left out; unpublished lists their names so the caller can
// refuse or publish first.
func PublishedRevisions(ctx context.Context, q Querier, orgID, agentID uuid.UUID) (revs []Revision, unpublished []string, err error) {
	all, err := listFlows(ctx, q, orgID, agentID, false)
	if err != nil {
		return nil, nil, err
	}
	for _, f := range all {
		if f.Published == nil {
			unpublished = append(unpublished, f.Name)
			continue
		}
		revs = append(revs, Revision{FlowID: f.ID, Name: f.Name, IsMain: f.IsMain, Revision: f.Revision, Document: f.Published})
	}
	return revs, unpublished, nil
}

// VersionSnapshot is what publishing an agent stores in its version: the
// published revision of every flow of the agent, checked to compile from
// the main flow. Call it inside the agent's publish transaction (the caller
// has authorized). Errors: Unprocessable when the agent has no main flow, a
// flow was never published (naming each), or the published flows do not
// compile together (every problem).
func VersionSnapshot(ctx context.Context, q Querier, orgID, agentID uuid.UUID) ([]Revision, error) {
	revs, unpublished, err := PublishedRevisions(ctx, q, orgID, agentID)
	if err != nil {
		return nil, err
	}
	if len(unpublished) > 0 {
		e := apperr.Unprocessablef("publish the agent's flows first; never published: %s", strings.Join(unpublished, ", "))
		for _, n := range unpublished {
			e.Fields = append(e.Fields, apperr.FieldError{Field: "flows", Message: fmt.Sprintf("flow %q has never been published", n)})
		}
		return nil, e
	}
	if _, err := CompileRevisions(revs); err != nil {
		return nil, err
	}
	return revs, nil
}

// RestoreRevisions puts an agent version's flows back: each flow of the
// snapshot gets the snapshot's document as its draft and published
// document (revision + 1; a flow deleted since is recreated with its id).
// Flows added after the version are left as they are. Call it inside the
// agent's restore transaction (the caller has authorized).
func RestoreRevisions(ctx context.Context, q Querier, orgID, agentID uuid.UUID, revs []Revision) error {
	for _, r := range revs {
		tag, err := q.Exec(ctx, `
			INSERT INTO flows (id, organization_id, agent_id, name, is_main, draft, published, revision)
			VALUES ($1, $2, $3, $4, $5, $6, $6, $7)
			ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, draft = EXCLUDED.draft, published = EXCLUDED.published,
				revision = flows.revision + 1, updated_at = now()
			WHERE flows.organization_id = EXCLUDED.organization_id AND flows.agent_id = EXCLUDED.agent_id`,
			r.FlowID, orgID, agentID, r.Name, r.IsMain, r.Document, max(r.Revision, 1))
		if err != nil {
			return db.Wrap("restore flows", err)
		}
		if tag.RowsAffected() == 0 {
			return apperr.Conflictf("flow %s belongs to another agent", r.FlowID)
		}
	}
	return nil
}

// CopyDrafts gives agent to a copy of every flow of agent from (drafts
// only, never published), with new ids; subflow nodes call the copies.
// Call it inside the caller's transaction (the agents domain duplicating an
// agent; it has authorized).
func CopyDrafts(ctx context.Context, q Querier, orgID, from, to uuid.UUID) error {
	all, err := listFlows(ctx, q, orgID, from, false)
	if err != nil {
		return err
	}
	newIDs := make(map[string]string, len(all))
	for _, f := range all {
		newIDs[f.ID.String()] = ids.New().String()
	}
	for _, f := range all {
		draft := repointSubflows(f.Draft, newIDs)
		if _, err := q.Exec(ctx, `INSERT INTO flows (id, organization_id, agent_id, name, is_main, draft) VALUES ($1, $2, $3, $4, $5, $6)`,
			newIDs[f.ID.String()], orgID, to, f.Name, f.IsMain, draft); err != nil {
			return db.Wrap("copy flows", err)
		}
	}
	return nil
}

// MainDraft returns the draft of the agent's main flow (nil when it has
// none), for the agents domain's export, inside its transaction (it has
// authorized).
func MainDraft(ctx context.Context, q Querier, orgID, agentID uuid.UUID) (json.RawMessage, error) {
	var draft []byte
	err := q.QueryRow(ctx, `SELECT draft FROM flows WHERE organization_id = $1 AND agent_id = $2 AND is_main`, orgID, agentID).Scan(&draft)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	return draft, db.Wrap("read main flow", err)
}
