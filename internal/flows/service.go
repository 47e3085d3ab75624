package flows

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Flow is a stored flow of an agent.
type Flow struct {
	ID             uuid.UUID       `json:"id"`
	OrganizationID uuid.UUID       `json:"-"`
	AgentID        uuid.UUID       `json:"agent_id"`
	Name           string          `json:"name"`
	IsMain         bool            `json:"is_main"`
	Draft          json.RawMessage `json:"draft"`
	Published      json.RawMessage `json:"published"`
	Revision       int             `json:"revision"`
	CreatedAt      time.Time       `json:"created_at"`
	UpdatedAt      time.Time       `json:"updated_at"`
}

// AgentLookup tells whether an agent belongs to an organization.
type AgentLookup interface {
	Exists(ctx context.Context, orgID, id uuid.UUID) (bool, error)
}

// KnowledgeLookup tells whether an agent has knowledge bases.
type KnowledgeLookup func(ctx context.Context, orgID, agentID uuid.UUID) (bool, error)

// ActionLookup tells whether the organization has an action.
type ActionLookup func(ctx context.Context, orgID uuid.UUID, actionID string) (bool, error)

// Service stores, checks, compiles and publishes flows.
type Service struct {
	pool      *pgxpool.Pool
	agents    AgentLookup
	knowledge KnowledgeLookup
	actions   ActionLookup
}

// NewService returns the flows service. knowledge may be nil (the knowledge
// warning is then not given); actions checks action nodes (nil: no action
// exists).
func NewService(pool *pgxpool.Pool, agents AgentLookup, knowledge KnowledgeLookup, actions ActionLookup) *Service {
	return &Service{pool: pool, agents: agents, knowledge: knowledge, actions: actions}
}

const flowColumns = `id, organization_id, agent_id, name, is_main, draft, published, revision, created_at, updated_at`

func scanFlow(row pgx.Row) (Flow, error) {
	var f Flow
	var draft, published []byte
	err := row.Scan(&f.ID, &f.OrganizationID, &f.AgentID, &f.Name, &f.IsMain, &draft, &published, &f.Revision, &f.CreatedAt, &f.UpdatedAt)
	f.Draft = draft
	if published != nil {
		f.Published = published
	}
	return f, err
}

// Querier is a pool or a transaction.
type Querier = db.Querier

// DefaultDocument is the document of a new flow: a start and an end.
var DefaultDocument = json.RawMessage(`{"nodes":[{"id":"start","type":"start","position":{"x":0,"y":0}},{"id":"end","type":"end","position":{"x":0,"y":200},"config":{"text":"Goodbye."}}],"edges":[{"from":"start","to":"end"}]}`)

func (s *Service) agentOf(ctx context.Context, action auth.Action, agentID uuid.UUID) (uuid.UUID, error) {
	orgID, err := auth.Authorize(ctx, action)
	if err != nil {
		return uuid.Nil, err
	}
	ok, err := s.agents.Exists(ctx, orgID, agentID)
	if err != nil {
		return uuid.Nil, err
	}
	if !ok {
		return uuid.Nil, apperr.NotFoundf("agent %s not found", agentID)
	}
	return orgID, nil
}

func listFlows(ctx context.Context, q Querier, orgID, agentID uuid.UUID, lock bool) ([]Flow, error) {
	sql := `SELECT ` + flowColumns + ` FROM flows WHERE organization_id = $1 AND agent_id = $2 ORDER BY is_main DESC, created_at, id`
	if lock {
		sql += ` FOR UPDATE`
	}
	rows, err := q.Query(ctx, sql, orgID, agentID)
	if err != nil {
		return nil, db.Wrap("list flows", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Flow, error) { return scanFlow(r) })
	return out, db.Wrap("list flows", err)
}

func getFlow(ctx context.Context, q Querier, orgID, agentID, id uuid.UUID, lock bool) (Flow, error) {
	sql := `SELECT ` + flowColumns + ` FROM flows WHERE organization_id = $1 AND agent_id = $2 AND id = $3`
	if lock {
		sql += ` FOR UPDATE`
	}
	f, err := scanFlow(q.QueryRow(ctx, sql, orgID, agentID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return f, apperr.NotFoundf("flow %s not found", id)
	}
	return f, db.Wrap("get flow", err)
}

// List returns the agent's flows, the main flow first. Errors: NotFound
// (agent), Forbidden.
func (s *Service) List(ctx context.Context, agentID uuid.UUID) ([]Flow, error) {
	orgID, err := s.agentOf(ctx, auth.ReadAgents, agentID)
	if err != nil {
		return nil, err
	}
	return listFlows(ctx, s.pool, orgID, agentID, false)
}

// Get returns one flow. Errors: NotFound (agent or flow, also another
// organization's), Forbidden.
func (s *Service) Get(ctx context.Context, agentID, id uuid.UUID) (Flow, error) {
	orgID, err := s.agentOf(ctx, auth.ReadAgents, agentID)
	if err != nil {
		return Flow{}, err
	}
	return getFlow(ctx, s.pool, orgID, agentID, id, false)
}

// CreateInput is a new subflow.
type CreateInput struct {
	Name  string          `json:"name"`
	Draft json.RawMessage `json:"draft"` // optional: a start and an end
}

func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	switch {
	case name == "":
		return "", apperr.Field("name", "is required")
	case len([]rune(name)) > 120:
		return "", apperr.Field("name", "must be at most 120 characters")
	}
	return name, nil
}

// normalize parses a draft and returns its canonical JSON.
func normalize(raw json.RawMessage) (json.RawMessage, error) {
	d, err := Parse(raw)
	if err != nil {
		return nil, err
	}
	return json.Marshal(d)
}

// CreateSubflow adds a subflow to an agent. Errors: Invalid (name),
// Unprocessable (draft shape), NotFound, Forbidden.
func (s *Service) CreateSubflow(ctx context.Context, agentID uuid.UUID, in CreateInput) (Flow, error) {
	orgID, err := s.agentOf(ctx, auth.WriteFlows, agentID)
	if err != nil {
		return Flow{}, err
	}
	name, err := cleanName(in.Name)
	if err != nil {
		return Flow{}, err
	}
	draft := in.Draft
	if len(draft) == 0 || string(draft) == "null" {
		draft = DefaultDocument
	}
	if draft, err = normalize(draft); err != nil {
		return Flow{}, err
	}
	return db.InTx(ctx, s.pool, "create flow", func(tx pgx.Tx) (Flow, error) {
		f, err := insertFlow(ctx, tx, orgID, agentID, name, false, draft)
		if err != nil {
			return f, err
		}
		return f, record(ctx, tx, "flow.created", f.ID, nil, f)
	})
}

// record writes a person's change of a flow to the audit log, inside the
// change's transaction.
func record(ctx context.Context, tx pgx.Tx, action string, id uuid.UUID, before, after any) error {
	return audit.Record(ctx, tx, audit.Entry{Action: action, TargetType: "flow", TargetID: id.String(), Before: before, After: after})
}

func insertFlow(ctx context.Context, q Querier, orgID, agentID uuid.UUID, name string, main bool, draft json.RawMessage) (Flow, error) {
	f, err := scanFlow(q.QueryRow(ctx, `
		INSERT INTO flows (id, organization_id, agent_id, name, is_main, draft) VALUES ($1, $2, $3, $4, $5, $6)
		RETURNING `+flowColumns, ids.New(), orgID, agentID, name, main, draft))
	if err != nil {
		err = db.Violations{
			"flows_one_main_idx":  apperr.Conflictf("agent %s already has a main flow", agentID),
			"flows_agent_id_fkey": apperr.NotFoundf("agent %s not found", agentID),
		}.Map(err)
	}
	return f, db.Wrap("create flow", err)
}

// UpdateInput changes a flow; nil fields are kept.
type UpdateInput struct {
	Name  *string         `json:"name"`
	Draft json.RawMessage `json:"draft"`
	// ExpectedUpdatedAt, when given, is the updatedAt of the flow the
	// change is based on: a flow changed since is a Conflict, so an editor
	// never overwrites someone else's save unknowingly.
	ExpectedUpdatedAt *time.Time `json:"expected_updated_at"`
}

// Update renames a flow and/or replaces its draft. Errors: Invalid (name,
// nothing to change), Unprocessable (draft shape, naming the field),
// Conflict (changed since ExpectedUpdatedAt), NotFound, Forbidden.
func (s *Service) Update(ctx context.Context, agentID, id uuid.UUID, in UpdateInput) (Flow, error) {
	orgID, err := s.agentOf(ctx, auth.WriteFlows, agentID)
	if err != nil {
		return Flow{}, err
	}
	if in.Name == nil && in.Draft == nil {
		return Flow{}, apperr.Invalidf("nothing to change: send name and/or draft")
	}
	var name *string
	if in.Name != nil {
		n, err := cleanName(*in.Name)
		if err != nil {
			return Flow{}, err
		}
		name = &n
	}
	var draft []byte
	if in.Draft != nil {
		if draft, err = normalize(in.Draft); err != nil {
			return Flow{}, err
		}
	}
	return db.InTx(ctx, s.pool, "update flow", func(tx pgx.Tx) (Flow, error) {
		before, err := getFlow(ctx, tx, orgID, agentID, id, true)
		if err != nil {
			return before, err
		}
		if in.ExpectedUpdatedAt != nil && !before.UpdatedAt.Equal(*in.ExpectedUpdatedAt) {
			return before, apperr.Conflictf("flow %q was changed at %s, after the version this change is based on; reload it and apply the change again",
				before.Name, before.UpdatedAt.UTC().Format(time.RFC3339))
		}
		f, err := scanFlow(tx.QueryRow(ctx, `
			UPDATE flows SET name = COALESCE($4, name), draft = COALESCE($5, draft), updated_at = now()
			WHERE organization_id = $1 AND agent_id = $2 AND id = $3 RETURNING `+flowColumns, orgID, agentID, id, name, draft))
		if err != nil {
			return f, db.Wrap("update flow", err)
		}
		return f, record(ctx, tx, "flow.updated", id, before, f)
	})
}

// Duplicate copies a flow's draft into a new subflow named "<name> (copy)".
// Errors: NotFound, Forbidden.
func (s *Service) Duplicate(ctx context.Context, agentID, id uuid.UUID) (Flow, error) {
	orgID, err := s.agentOf(ctx, auth.WriteFlows, agentID)
	if err != nil {
		return Flow{}, err
	}
	src, err := getFlow(ctx, s.pool, orgID, agentID, id, false)
	if err != nil {
		return Flow{}, err
	}
	name := src.Name + " (copy)"
	if r := []rune(name); len(r) > 120 {
		name = string(r[:120])
	}
	return db.InTx(ctx, s.pool, "duplicate flow", func(tx pgx.Tx) (Flow, error) {
		f, err := insertFlow(ctx, tx, orgID, agentID, name, false, src.Draft)
		if err != nil {
			return f, err
		}
		return f, record(ctx, tx, "flow.duplicated", f.ID, nil, f)
	})
}

// Delete removes a subflow. Errors: NotFound, Conflict (the main flow, or a
// flow another flow calls, naming which), Forbidden.
func (s *Service) Delete(ctx context.Context, agentID, id uuid.UUID) error {
	orgID, err := s.agentOf(ctx, auth.WriteFlows, agentID)
	if err != nil {
		return err
	}
	_, err = db.InTx(ctx, s.pool, "delete flow", func(tx pgx.Tx) (struct{}, error) {
		all, err := listFlows(ctx, tx, orgID, agentID, true)
		if err != nil {
			return struct{}{}, err
		}
		var target *Flow
		for i := range all {
			if all[i].ID == id {
				target = &all[i]
			}
		}
		if target == nil {
			return struct{}{}, apperr.NotFoundf("flow %s not found", id)
		}
		if target.IsMain {
			return struct{}{}, apperr.Conflictf("flow %s is the agent's main flow and cannot be deleted", id)
		}
		var callers []string
		for _, f := range all {
			if f.ID != id && (calls(f.Draft, id.String()) || calls(f.Published, id.String())) {
				callers = append(callers, fmt.Sprintf("%q (%s)", f.Name, f.ID))
			}
		}
		if len(callers) > 0 {
			return struct{}{}, apperr.Conflictf("flow %s is called by %s; remove those subflow nodes first", id, strings.Join(callers, ", "))
		}
		if _, err = tx.Exec(ctx, `DELETE FROM flows WHERE organization_id = $1 AND agent_id = $2 AND id = $3`, orgID, agentID, id); err != nil {
			return struct{}{}, err
		}
		return struct{}{}, record(ctx, tx, "flow.deleted", id, *target, nil)
	})
	return err
}

// calls reports whether a stored document has a subflow node calling id.
func calls(raw json.RawMessage, id string) bool {
	if len(raw) == 0 {
		return false
	}
	d, err := Parse(raw)
	if err != nil {
		return false
	}
	for i := range d.Nodes {
		if sf, ok := d.Nodes[i].conf.(*SubflowConfig); ok && sf.FlowID == id {
			return true
		}
	}
	return false
}
