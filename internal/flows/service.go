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
	// Actions checks action nodes; without it no action exists yet.
	Actions ActionLookup
}

// NewService returns the flows service. knowledge may be nil (the knowledge
// warning is then not given).
func NewService(pool *pgxpool.Pool, agents AgentLookup, knowledge KnowledgeLookup) *Service {
	return &Service{pool: pool, agents: agents, knowledge: knowledge}
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
	Name  string
	Draft json.RawMessage // optional: a start and an end
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

// legacyKeys are configuration keys of the earlier node vocabulary and
// their names now, by node type.
var legacyKeys = map[string]map[string]string{
	"question": {"ask": "prompt"},
	"transfer": {"target": "to"},
	"action":   {"action": "action_id"},
}

// upgradeLegacy renames the earlier vocabulary's configuration keys; the
// document is otherwise unchanged (and may still have problems, which
// validation reports).
func upgradeLegacy(raw json.RawMessage) json.RawMessage {
	var doc map[string]any
	if json.Unmarshal(raw, &doc) != nil {
		return raw
	}
	nodes, _ := doc["nodes"].([]any)
	for _, n := range nodes {
		node, _ := n.(map[string]any)
		typ, _ := node["type"].(string)
		cfg, _ := node["config"].(map[string]any)
		for old, now := range legacyKeys[typ] {
			if v, ok := cfg[old]; ok {
				if _, taken := cfg[now]; !taken {
					cfg[now] = v
				}
				delete(cfg, old)
			}
		}
	}
	b, err := json.Marshal(doc)
	if err != nil {
		return raw
	}
	return b
}

// UpdateInput changes a flow; nil fields are kept.
type UpdateInput struct {
	Name  *string
	Draft json.RawMessage
}

// Update renames a flow and/or replaces its draft. Errors: Invalid (name,
// nothing to change), Unprocessable (draft shape, naming the field),
// NotFound, Forbidden.
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

// env builds what checking the agent's flows needs: the other flows
// (drafts or published documents), actions and knowledge.
func (s *Service) env(ctx context.Context, orgID, agentID uuid.UUID, docs map[string]*Document) (Env, error) {
	env := Env{Flows: docs}
	known := map[string]bool{}
	env.ActionExists = func(id string) bool {
		if v, ok := known[id]; ok {
			return v
		}
		ok := false
		if s.Actions != nil {
			ok, _ = s.Actions(ctx, orgID, id)
		}
		known[id] = ok
		return ok
	}
	if s.knowledge != nil {
		has, err := s.knowledge(ctx, orgID, agentID)
		if err != nil {
			return env, err
		}
		env.HasKnowledge = &has
	}
	return env, nil
}

func parseStored(f Flow, published bool) (*Document, error) {
	raw := f.Draft
	if published {
		raw = f.Published
	}
	if len(raw) == 0 {
		return nil, nil
	}
	d, err := Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("stored flow %s: %w", f.ID, err)
	}
	return d, nil
}

type agentFlows struct {
	orgID uuid.UUID
	all   []Flow
	docs  map[string]*Document
	srcs  map[string]Source
	env   Env
}

func (s *Service) load(ctx context.Context, q Querier, orgID, agentID uuid.UUID, lock bool) (*agentFlows, error) {
	all, err := listFlows(ctx, q, orgID, agentID, lock)
	if err != nil {
		return nil, err
	}
	a := &agentFlows{orgID: orgID, all: all, docs: map[string]*Document{}, srcs: map[string]Source{}}
	for _, f := range all {
		d, err := parseStored(f, false)
		if err != nil {
			return nil, err
		}
		a.docs[f.ID.String()] = d
		a.srcs[f.ID.String()] = Source{ID: f.ID.String(), Name: f.Name, Document: d}
	}
	if a.env, err = s.env(ctx, orgID, agentID, a.docs); err != nil {
		return nil, err
	}
	return a, nil
}

func (a *agentFlows) report(f Flow) Report {
	e := a.env
	e.FlowID = f.ID.String()
	if !f.IsMain {
		e.Inherited = setVariables(a.docs)
	}
	return Check(a.docs[f.ID.String()], e)
}

func (a *agentFlows) find(id uuid.UUID) (Flow, bool) {
	for _, f := range a.all {
		if f.ID == id {
			return f, true
		}
	}
	return Flow{}, false
}

// Validate checks a flow's draft against the agent's other flows, actions
// and knowledge, and reports every problem. Viewers may validate. Errors:
// NotFound, Forbidden.
func (s *Service) Validate(ctx context.Context, agentID, id uuid.UUID) (Report, error) {
	orgID, err := s.agentOf(ctx, auth.RunTests, agentID)
	if err != nil {
		return Report{}, err
	}
	a, err := s.load(ctx, s.pool, orgID, agentID, false)
	if err != nil {
		return Report{}, err
	}
	f, ok := a.find(id)
	if !ok {
		return Report{}, apperr.NotFoundf("flow %s not found", id)
	}
	return a.report(f), nil
}

// Compiled returns the executable form of a flow's draft with the flows it
// calls. Errors: Unprocessable (the problems, as Validate lists them;
// errors.As finds a *ProblemsError), NotFound, Forbidden.
func (s *Service) Compiled(ctx context.Context, agentID, id uuid.UUID) (*Compiled, error) {
	orgID, err := s.agentOf(ctx, auth.RunTests, agentID)
	if err != nil {
		return nil, err
	}
	return s.compileDraft(ctx, orgID, agentID, id)
}

func (s *Service) compileDraft(ctx context.Context, orgID, agentID, id uuid.UUID) (*Compiled, error) {
	a, err := s.load(ctx, s.pool, orgID, agentID, false)
	if err != nil {
		return nil, err
	}
	f, ok := a.find(id)
	if !ok {
		return nil, apperr.NotFoundf("flow %s not found", id)
	}
	return compileAll(a, f)
}

func compileAll(a *agentFlows, f Flow) (*Compiled, error) {
	others := map[string]Source{}
	for k, v := range a.srcs {
		if k != f.ID.String() {
			others[k] = v
		}
	}
	main := a.srcs[f.ID.String()]
	env := a.env
	if !f.IsMain {
		env.Inherited = setVariables(a.docs)
	}
	c, err := Compile(main, others, env)
	var pe *ProblemsError
	if errors.As(err, &pe) {
		return nil, pe.AppError()
	}
	return c, err
}

// CompileForRun compiles a flow's draft for a test conversation, for an
// organization the caller has already authorized. Errors: Unprocessable,
// NotFound.
func (s *Service) CompileForRun(ctx context.Context, orgID, agentID, id uuid.UUID) (*Compiled, error) {
	return s.compileDraft(ctx, orgID, agentID, id)
}

// Publish validates a flow's draft and makes it the published document,
// revision + 1. Errors: Unprocessable (every problem), NotFound, Forbidden.
func (s *Service) Publish(ctx context.Context, agentID, id uuid.UUID) (Flow, error) {
	orgID, err := s.agentOf(ctx, auth.WriteFlows, agentID)
	if err != nil {
		return Flow{}, err
	}
	return db.InTx(ctx, s.pool, "publish flow", func(tx pgx.Tx) (Flow, error) {
		a, err := s.load(ctx, tx, orgID, agentID, true)
		if err != nil {
			return Flow{}, err
		}
		f, ok := a.find(id)
		if !ok {
			return Flow{}, apperr.NotFoundf("flow %s not found", id)
		}
		if r := a.report(f); !r.Valid {
			return Flow{}, (&ProblemsError{Problems: r.Errors}).AppError()
		}
		p, err := publishOne(ctx, tx, f)
		if err != nil {
			return p, err
		}
		return p, record(ctx, tx, "flow.published", id, f, p)
	})
}

func publishOne(ctx context.Context, q Querier, f Flow) (Flow, error) {
	return scanFlow(q.QueryRow(ctx, `
		UPDATE flows SET published = draft, revision = revision + 1, updated_at = now()
		WHERE organization_id = $1 AND id = $2 RETURNING `+flowColumns, f.OrganizationID, f.ID))
}

// PublishAll publishes every flow of the agent, all or nothing. Errors:
// Unprocessable listing every problem of every flow (each with its
// flow_id), NotFound, Forbidden.
func (s *Service) PublishAll(ctx context.Context, agentID uuid.UUID) ([]Flow, error) {
	orgID, err := s.agentOf(ctx, auth.WriteFlows, agentID)
	if err != nil {
		return nil, err
	}
	return db.InTx(ctx, s.pool, "publish flows", func(tx pgx.Tx) ([]Flow, error) {
		a, err := s.load(ctx, tx, orgID, agentID, true)
		if err != nil {
			return nil, err
		}
		var problems []Problem
		for _, f := range a.all {
			for _, p := range a.report(f).Errors {
				p.FlowID = f.ID.String()
				problems = append(problems, p)
			}
		}
		if len(problems) > 0 {
			return nil, (&ProblemsError{Problems: problems}).AppError()
		}
		out := make([]Flow, 0, len(a.all))
		for _, f := range a.all {
			p, err := publishOne(ctx, tx, f)
			if err != nil {
				return nil, err
			}
			if err := record(ctx, tx, "flow.published", f.ID, f, p); err != nil {
				return nil, err
			}
			out = append(out, p)
		}
		return out, nil
	})
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

// CompileRevisions compiles an agent version's snapshot of flows, starting
// at its main flow, without checking the organization's current actions or
// knowledge (they were checked when the flows were published). Errors:
// Unprocessable when the snapshot has no main flow or does not compile.
func CompileRevisions(revs []Revision) (*Compiled, error) {
	for _, r := range revs {
		if r.IsMain {
			return CompileFrom(r.FlowID.String(), revs)
		}
	}
	return nil, apperr.Unprocessablef("the agent version has no published main flow")
}

// CompileFrom compiles a set of flow documents starting at the flow mainID.
// Errors: Unprocessable (the problems; errors.As finds a *ProblemsError).
func CompileFrom(mainID string, revs []Revision) (*Compiled, error) {
	srcs := map[string]Source{}
	var main *Source
	startsInMain := false
	for _, r := range revs {
		d, err := Parse(r.Document)
		if err != nil {
			return nil, err
		}
		src := Source{ID: r.FlowID.String(), Name: r.Name, Document: d}
		if src.ID == mainID {
			main, startsInMain = &src, r.IsMain
			continue
		}
		srcs[src.ID] = src
	}
	if main == nil {
		return nil, apperr.Unprocessablef("flow %s is not part of the program", mainID)
	}
	env := Env{}
	if !startsInMain {
		docs := map[string]*Document{main.ID: main.Document}
		for id, s := range srcs {
			docs[id] = s.Document
		}
		env.Inherited = setVariables(docs)
	}
	c, err := Compile(*main, srcs, env)
	var pe *ProblemsError
	if errors.As(err, &pe) {
		return nil, pe.AppError()
	}
	return c, err
}

// TestProgram returns the drafts of the agent's flows for a test
// conversation that starts in flow id, after checking that they compile.
// Viewers may run tests. Errors: Unprocessable (every problem), NotFound,
// Forbidden.
func (s *Service) TestProgram(ctx context.Context, agentID, id uuid.UUID) (orgID uuid.UUID, revs []Revision, err error) {
	orgID, err = s.agentOf(ctx, auth.RunTests, agentID)
	if err != nil {
		return uuid.Nil, nil, err
	}
	a, err := s.load(ctx, s.pool, orgID, agentID, false)
	if err != nil {
		return uuid.Nil, nil, err
	}
	f, ok := a.find(id)
	if !ok {
		return uuid.Nil, nil, apperr.NotFoundf("flow %s not found", id)
	}
	if _, err := compileAll(a, f); err != nil {
		return uuid.Nil, nil, err
	}
	for _, fl := range a.all {
		revs = append(revs, Revision{FlowID: fl.ID, Name: fl.Name, IsMain: fl.IsMain, Revision: fl.Revision, Document: fl.Draft})
	}
	return orgID, revs, nil
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
