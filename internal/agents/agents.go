// Package agents owns conversational agents: their operational record, the
// draft builder configuration, publication into numbered live versions, the
// backoffice lifecycle (edit, discard, restore, archive, duplicate, export and
// import) and the built-in template catalog.
package agents

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/orgs"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Allowed values.
var (
	Statuses     = []string{"draft", "active", "inactive", "archived"}
	AgentTypes   = []string{"inbound", "outbound", "voice_widget", "chat"}
	EditingModes = []string{"prompt", "flow"}
)

// Agent is the operational record of an agent, as the API Channel shows it.
// Version is the live version (0 until the first publication);
// HasUnpublishedChanges says the draft configuration (and in flow mode a
// flow's draft) differs from it, always true before the first publication;
// database triggers keep it on the row (migration 00102).
type Agent struct {
	ID                    uuid.UUID `json:"id"`
	OrganizationID        uuid.UUID `json:"-"`
	Name                  string    `json:"name"`
	Slug                  string    `json:"slug"`
	Description           string    `json:"description"`
	Status                string    `json:"status"`
	AgentType             string    `json:"agent_type"`
	EditingMode           string    `json:"editing_mode"`
	Version               int       `json:"version"`
	HasUnpublishedChanges bool      `json:"has_unpublished_changes"`
	PhoneNumber           *string   `json:"phone_number"`
	PublicChannelEnabled  bool      `json:"public_channel_enabled"`
	// AllowedOrigins are the web origins whose pages may open public widget
	// sessions (voice_widget and chat agents). The backoffice shows them;
	// the API Channel's Agent leaves them out.
	AllowedOrigins []string  `json:"allowed_origins"`
	CreatedAt      time.Time `json:"created_at"`
	UpdatedAt      time.Time `json:"updated_at"`
}

// Service manages agents.
type Service struct {
	pool     *pgxpool.Pool
	notifier Notifier
}

// Notifier hears of an agent changed (published, updated, draft_discarded,
// version_restored, archived, unarchived) after the change commits: the
// live screens' event bus.
type Notifier interface {
	AgentChanged(ctx context.Context, orgID, agentID uuid.UUID, action string)
}

// notify passes a write's result through, telling the notifier of a success.
func notify[T any](ctx context.Context, s *Service, orgID, id uuid.UUID, action string) func(T, error) (T, error) {
	return func(v T, err error) (T, error) {
		if err == nil && s.notifier != nil {
			s.notifier.AgentChanged(ctx, orgID, id, action)
		}
		return v, err
	}
}

// NewService returns the agents service. notifier may be nil (nothing is
// told of changes).
func NewService(pool *pgxpool.Pool, notifier Notifier) *Service {
	return &Service{pool: pool, notifier: notifier}
}

const agentColumns = `a.id, a.organization_id, a.name, a.slug, a.description, a.status, a.agent_type, a.editing_mode,
	a.version, a.has_unpublished_changes, a.phone_number, a.public_channel_enabled, a.allowed_origins, a.created_at, a.updated_at`

func scanAgent(row pgx.Row) (Agent, error) {
	var a Agent
	err := row.Scan(&a.ID, &a.OrganizationID, &a.Name, &a.Slug, &a.Description, &a.Status, &a.AgentType, &a.EditingMode,
		&a.Version, &a.HasUnpublishedChanges, &a.PhoneNumber, &a.PublicChannelEnabled, &a.AllowedOrigins, &a.CreatedAt, &a.UpdatedAt)
	a.CreatedAt, a.UpdatedAt = a.CreatedAt.UTC(), a.UpdatedAt.UTC()
	return a, err
}

// ListFilter narrows a list of agents. Empty fields do not filter.
type ListFilter struct {
	AgentType             string
	Status                string
	Search                string // case-insensitive, on name and description
	HasUnpublishedChanges *bool
	Limit                 int
	Offset                int
}

// List returns a page of the caller's agents, newest first, and the exact
// total. Errors: Invalid (filters), Forbidden.
func (s *Service) List(ctx context.Context, f ListFilter) ([]Agent, int64, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadAgents)
	if err != nil {
		return nil, 0, err
	}
	if f.AgentType != "" {
		if err := apperr.OneOf("agent_type", f.AgentType, AgentTypes); err != nil {
			return nil, 0, err
		}
	}
	if f.Status != "" {
		if err := apperr.OneOf("status", f.Status, Statuses); err != nil {
			return nil, 0, err
		}
	}
	if len(f.Search) > 200 {
		return nil, 0, apperr.Field("search", "must be at most 200 characters")
	}
	if err := noNUL("search", f.Search); err != nil {
		return nil, 0, err
	}
	where := []string{"a.organization_id = $1"}
	args := []any{orgID}
	if f.AgentType != "" {
		args = append(args, f.AgentType)
		where = append(where, fmt.Sprintf("a.agent_type = $%d", len(args)))
	}
	if f.Status != "" {
		args = append(args, f.Status)
		where = append(where, fmt.Sprintf("a.status = $%d", len(args)))
	}
	if q := strings.TrimSpace(f.Search); q != "" {
		args = append(args, "%"+escapeLike(q)+"%")
		where = append(where, fmt.Sprintf("(a.name ILIKE $%d OR a.description ILIKE $%d)", len(args), len(args)))
	}
	if f.HasUnpublishedChanges != nil {
		args = append(args, *f.HasUnpublishedChanges)
		where = append(where, fmt.Sprintf("a.has_unpublished_changes = $%d", len(args)))
	}
	cond := strings.Join(where, " AND ")
	var total int64
	if err := s.pool.QueryRow(ctx, "SELECT count(*) FROM agents a WHERE "+cond, args...).Scan(&total); err != nil {
		return nil, 0, dbErr("list agents", err)
	}
	args = append(args, f.Limit, f.Offset)
	rows, err := s.pool.Query(ctx, fmt.Sprintf("SELECT %s FROM agents a WHERE %s ORDER BY a.created_at DESC, a.id DESC LIMIT $%d OFFSET $%d",
		agentColumns, cond, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, dbErr("list agents", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Agent, error) { return scanAgent(r) })
	if err != nil {
		return nil, 0, dbErr("list agents", err)
	}
	return list, total, nil
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// Get returns one of the caller's agents. Errors: NotFound (also for another
// organization's agent), Forbidden.
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Agent, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadAgents)
	if err != nil {
		return Agent{}, err
	}
	return s.get(ctx, s.pool, orgID, id)
}

// Exists reports whether the agent belongs to the organization; other domains
// use it to validate references without reading agent tables themselves.
func (s *Service) Exists(ctx context.Context, orgID, id uuid.UUID) (bool, error) {
	var ok bool
	err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM agents WHERE organization_id = $1 AND id = $2)`, orgID, id).Scan(&ok)
	return ok, dbErr("check agent", err)
}

func (s *Service) get(ctx context.Context, q db.Querier, orgID, id uuid.UUID) (Agent, error) {
	a, err := scanAgent(q.QueryRow(ctx, "SELECT "+agentColumns+" FROM agents a WHERE a.organization_id = $1 AND a.id = $2", orgID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return a, notFound(id)
	}
	if err != nil {
		return a, dbErr("get agent", err)
	}
	return a, nil
}

func notFound(id uuid.UUID) error { return apperr.NotFoundf("agent %s not found", id) }

// CreateInput is what a new agent needs.
type CreateInput struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	AgentType   string `json:"agent_type"`
	EditingMode string `json:"editing_mode"`
	TemplateID  string `json:"template_id"` // optional: install from the built-in catalog
}

// Create makes a draft agent, optionally installed from a template. Errors:
// Invalid (a field; the message names it), Unprocessable (unknown template),
// Forbidden.
func (s *Service) Create(ctx context.Context, in CreateInput) (Agent, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return Agent{}, err
	}
	in.Name = strings.TrimSpace(in.Name)
	if err := checkName(in.Name); err != nil {
		return Agent{}, err
	}
	switch {
	case in.AgentType == "":
		return Agent{}, apperr.Field("agent_type", "is required; one of "+strings.Join(AgentTypes, ", "))
	case in.EditingMode == "":
		return Agent{}, apperr.Field("editing_mode", "is required; one of "+strings.Join(EditingModes, ", "))
	case len(in.Description) > maxDescription:
		return Agent{}, apperr.Field("description", "must be at most 2000 characters")
	}
	if err := noNUL("description", in.Description); err != nil {
		return Agent{}, err
	}
	if err := apperr.OneOf("agent_type", in.AgentType, AgentTypes); err != nil {
		return Agent{}, err
	}
	if err := apperr.OneOf("editing_mode", in.EditingMode, EditingModes); err != nil {
		return Agent{}, err
	}
	cfg := Config{Settings: map[string]any{}}
	var templateID *string
	if in.TemplateID != "" {
		t, ok := TemplateByID(in.TemplateID)
		if !ok {
			return Agent{}, apperr.FieldCode(apperr.Unprocessable, "template_id", "unknown template "+in.TemplateID+"; available: "+strings.Join(templateIDs(), ", "))
		}
		settings := make(map[string]any, len(t.Settings)+1)
		for k, v := range t.Settings {
			settings[k] = v
		}
		if t.Language != "" {
			// The agent speaks its template's language: the runtime's own
			// texts follow the language setting.
			settings["language"] = t.Language
		}
		cfg = Config{Prompt: t.Prompt, Settings: settings, Flow: t.Flow}
		if in.Description == "" {
			in.Description = t.Description
		}
		templateID = &t.ID
	}
	return db.InTx(ctx, s.pool, "create agent", func(tx pgx.Tx) (Agent, error) {
		id, err := s.insert(ctx, tx, orgID, newAgent{
			name: in.Name, description: in.Description, agentType: in.AgentType, editingMode: in.EditingMode,
			templateID: templateID, config: cfg,
		})
		if err != nil {
			return Agent{}, err
		}
		if in.EditingMode == "flow" {
			// The main flow, from the template's flow or a start and an end.
			if _, err := flows.CreateMain(ctx, tx, orgID, id, cfg.Flow); err != nil {
				return Agent{}, err
			}
		}
		a, err := s.get(ctx, tx, orgID, id)
		if err != nil {
			return Agent{}, err
		}
		return a, s.audit(ctx, tx, change{action: "agent.created", agentID: id, after: a})
	})
}

const (
	maxName        = 120
	maxDescription = 2000
)

// noNUL refuses text PostgreSQL cannot store (the backoffice's GraphQL door
// does not screen bodies for it as the REST doors do).
func noNUL(field, s string) error {
	if strings.ContainsRune(s, 0) {
		return apperr.Field(field, "holds a NUL character, which no text field accepts")
	}
	return nil
}

func checkName(name string) error {
	if err := noNUL("name", name); err != nil {
		return err
	}
	switch {
	case name == "":
		return apperr.Field("name", "is required")
	case len([]rune(name)) > maxName:
		return apperr.Field("name", "must be at most 120 characters")
	}
	return nil
}

type newAgent struct {
	name, description, agentType, editingMode string
	templateID                                *string
	config                                    Config
	publicChannel                             bool
}

// insert writes a new draft agent with a slug unique in the organization
// (the name's slug, then -2, -3...).
func (s *Service) insert(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, n newAgent) (uuid.UUID, error) {
	cfgJSON, err := json.Marshal(n.config)
	if err != nil {
		return uuid.Nil, fmt.Errorf("encode agent config: %w", err)
	}
	base := orgs.Slugify(n.name)
	if base == "" {
		base = "agent"
	}
	id := ids.New()
	for i := 1; i <= 1000; i++ {
		slug := base
		if i > 1 {
			slug = fmt.Sprintf("%s-%d", base, i)
		}
		tag, err := tx.Exec(ctx, `
			INSERT INTO agents (id, organization_id, name, slug, description, status, agent_type, editing_mode, template_id, draft_config, public_channel_enabled)
			VALUES ($1, $2, $3, $4, $5, 'draft', $6, $7, $8, $9, $10)
			ON CONFLICT (organization_id, slug) DO NOTHING`,
			id, orgID, n.name, slug, n.description, n.agentType, n.editingMode, n.templateID, cfgJSON, n.publicChannel)
		if err != nil {
			return uuid.Nil, err
		}
		if tag.RowsAffected() == 1 {
			return id, nil
		}
	}
	return uuid.Nil, apperr.Conflictf("no free slug for %q; rename the agent", n.name)
}

// Publish turns the agent's draft into its next live version: version goes up
// by one, the status becomes active, and a snapshot records the configuration,
// who published it (the user, the API key or the system) and when. Errors:
// NotFound, Conflict (archived), Unprocessable (flow-mode agent with a flow
// never published, naming each, or published flows that do not compile
// together, every problem listed), Forbidden. A flow-mode agent's version
// keeps the published revision of each of its flows.
func (s *Service) Publish(ctx context.Context, id uuid.UUID) (Agent, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return Agent{}, err
	}
	kind, by := publisher(ctx)
	return notify[Agent](ctx, s, orgID, id, "published")(db.InTx(ctx, s.pool, "publish agent", func(tx pgx.Tx) (Agent, error) {
		before, err := s.lock(ctx, tx, orgID, id)
		if err != nil {
			return Agent{}, err
		}
		if before.Status == "archived" {
			return Agent{}, apperr.Conflictf("agent %s is archived; unarchive it before publishing", id)
		}
		snapshot := []flows.Revision{}
		if before.EditingMode == "flow" {
			// Every flow published and compiling together from the main
			// flow; their published revisions go into the version.
			if snapshot, err = flows.VersionSnapshot(ctx, tx, orgID, id); err != nil {
				return Agent{}, err
			}
		}
		snapJSON, err := json.Marshal(snapshot)
		if err != nil {
			return Agent{}, fmt.Errorf("encode flow snapshot: %w", err)
		}
		var version int
		if err := tx.QueryRow(ctx, `
			UPDATE agents SET version = version + 1, status = 'active', updated_at = now()
			WHERE organization_id = $1 AND id = $2 RETURNING version`, orgID, id).Scan(&version); err != nil {
			return Agent{}, err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO agent_versions (agent_id, organization_id, version, config, published_by_kind, published_by, flows)
			VALUES ($1, $2, $3, $4, $5, $6, $7)`, id, orgID, version, before.configJSON, kind, by, snapJSON); err != nil {
			return Agent{}, err
		}
		a, err := s.get(ctx, tx, orgID, id)
		if err != nil {
			return Agent{}, err
		}
		return a, s.audit(ctx, tx, change{action: "agent.published", agentID: id, before: before.Agent, after: a})
	}))
}

// publisher names the principal of ctx for a version's record.
func publisher(ctx context.Context) (kind string, by *string) {
	p, _ := auth.FromContext(ctx)
	switch p.Kind {
	case auth.KindUser:
		return "user", &p.UserID
	case auth.KindAPIKey:
		k := p.KeyID.String()
		return "api_key", &k
	}
	return "system", nil
}

// locked is an agent read FOR UPDATE with its draft configuration.
type locked struct {
	Agent
	configJSON    []byte
	config        Config
	templateID    *string
	beforeArchive *string
}

func (s *Service) lock(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID) (locked, error) {
	var l locked
	row := tx.QueryRow(ctx, `SELECT `+agentColumns+`, a.draft_config, a.template_id, a.status_before_archive
		FROM agents a WHERE a.organization_id = $1 AND a.id = $2 FOR UPDATE OF a`, orgID, id)
	err := l.scan(row, id)
	return l, err
}

// SetConfig replaces an agent's draft builder configuration (the flow
// builder uses it). Errors: NotFound, Invalid, Forbidden.
func (s *Service) SetConfig(ctx context.Context, id uuid.UUID, cfg Config) error {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return err
	}
	b, err := json.Marshal(cfg)
	if err != nil {
		return apperr.Invalidf("configuration could not be encoded: %v", err)
	}
	_, err = db.InTx(ctx, s.pool, "set agent config", func(tx pgx.Tx) (struct{}, error) {
		before, err := s.lock(ctx, tx, orgID, id)
		if err != nil {
			return struct{}{}, err
		}
		if _, err := tx.Exec(ctx, `UPDATE agents SET draft_config = $3, updated_at = now() WHERE organization_id = $1 AND id = $2`, orgID, id, b); err != nil {
			return struct{}{}, err
		}
		return struct{}{}, s.audit(ctx, tx, change{action: "agent.config_updated", agentID: id, before: before.config, after: cfg})
	})
	return err
}

func dbErr(op string, err error) error { return db.Wrap(op, err) }

// LiveVersion returns the live version of one of the organization's agents
// (0 before the first publication), for domains that record which version
// served a call. Errors: NotFound, Conflict (archived: it takes no calls).
func (s *Service) LiveVersion(ctx context.Context, orgID, id uuid.UUID) (int, error) {
	var v int
	var status string
	err := s.pool.QueryRow(ctx, `SELECT version, status FROM agents WHERE organization_id = $1 AND id = $2`, orgID, id).Scan(&v, &status)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, notFound(id)
	}
	if err != nil {
		return 0, dbErr("agent version", err)
	}
	if status == "archived" {
		return 0, apperr.Conflictf("agent %s is archived and takes no calls", id)
	}
	return v, nil
}

// Lock locks agents of the organization for the rest of tx, in id order, so
// another domain's concurrent changes about one agent (its phone number
// assignments, its knowledge bases) take turns and each sees the one before
// it. The caller has authorized its change. Errors: NotFound (an agent not in
// the organization).
func (s *Service) Lock(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, agentIDs ...uuid.UUID) error {
	want := map[uuid.UUID]bool{}
	for _, id := range agentIDs {
		want[id] = true
	}
	sorted := make([]uuid.UUID, 0, len(want))
	for id := range want {
		sorted = append(sorted, id)
	}
	slices.SortFunc(sorted, func(a, b uuid.UUID) int { return bytes.Compare(a[:], b[:]) })
	for _, id := range sorted {
		var found uuid.UUID
		err := tx.QueryRow(ctx, `SELECT id FROM agents WHERE organization_id = $1 AND id = $2 FOR UPDATE`, orgID, id).Scan(&found)
		if errors.Is(err, pgx.ErrNoRows) {
			return apperr.NotFoundf("agent %s not found in organization %s", id, orgID)
		}
		if err != nil {
			return dbErr("lock agent", err)
		}
	}
	return nil
}

// FirstPublicChat returns the organization's oldest chat agent whose public
// channel is enabled and that is not archived, or uuid.Nil when there is
// none; the demo's page opens its widget. Errors: Unavailable.
func (s *Service) FirstPublicChat(ctx context.Context, orgID uuid.UUID) (uuid.UUID, error) {
	var id uuid.UUID
	err := s.pool.QueryRow(ctx, `SELECT id FROM agents
		WHERE organization_id = $1 AND agent_type = 'chat' AND public_channel_enabled AND status <> 'archived'
		ORDER BY created_at, id LIMIT 1`, orgID).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, nil
	}
	return id, dbErr("first public chat agent", err)
}

// SetPhoneNumber records the number an agent shows. Only the numbers domain
// calls it, inside the transaction that changes an assignment, after
// authorizing the change itself; number is nil when the agent has none.
func (s *Service) SetPhoneNumber(ctx context.Context, tx pgx.Tx, orgID, agentID uuid.UUID, number *string) error {
	_, err := tx.Exec(ctx, `UPDATE agents SET phone_number = $3 WHERE organization_id = $1 AND id = $2 AND phone_number IS DISTINCT FROM $3`,
		orgID, agentID, number)
	return dbErr("set agent phone number", err)
}
