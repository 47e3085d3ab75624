// Package agents owns conversational agents: their operational record, the
// draft builder configuration, publication into numbered live versions, and
// the built-in template catalog.
package agents

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
type Agent struct {
	ID                   uuid.UUID `json:"id"`
	OrganizationID       uuid.UUID `json:"-"`
	Name                 string    `json:"name"`
	Slug                 string    `json:"slug"`
	Description          string    `json:"description"`
	Status               string    `json:"status"`
	AgentType            string    `json:"agent_type"`
	EditingMode          string    `json:"editing_mode"`
	Version              int       `json:"version"`
	PhoneNumber          *string   `json:"phone_number"`
	PublicChannelEnabled bool      `json:"public_channel_enabled"`
	CreatedAt            time.Time `json:"created_at"`
	UpdatedAt            time.Time `json:"updated_at"`
}

// Service manages agents.
type Service struct{ pool *pgxpool.Pool }

// NewService returns the agents service.
func NewService(pool *pgxpool.Pool) *Service { return &Service{pool: pool} }

const agentColumns = `a.id, a.organization_id, a.name, a.slug, a.description, a.status, a.agent_type, a.editing_mode,
	a.version, pn.number, a.public_channel_enabled, a.created_at, a.updated_at`

const agentFrom = `agents a LEFT JOIN LATERAL (
		SELECT p.number FROM phone_numbers p
		WHERE p.organization_id = a.organization_id AND p.agent_id = a.id AND p.status = 'active'
		ORDER BY p.created_at LIMIT 1) pn ON true`

func scanAgent(row pgx.Row) (Agent, error) {
	var a Agent
	err := row.Scan(&a.ID, &a.OrganizationID, &a.Name, &a.Slug, &a.Description, &a.Status, &a.AgentType, &a.EditingMode,
		&a.Version, &a.PhoneNumber, &a.PublicChannelEnabled, &a.CreatedAt, &a.UpdatedAt)
	return a, err
}

// ListFilter narrows a list of agents. Empty fields do not filter.
type ListFilter struct {
	AgentType string
	Status    string
	Search    string // case-insensitive, on name and description
	Limit     int
	Offset    int
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
	cond := strings.Join(where, " AND ")
	var total int64
	if err := s.pool.QueryRow(ctx, "SELECT count(*) FROM agents a WHERE "+cond, args...).Scan(&total); err != nil {
		return nil, 0, dbErr("list agents", err)
	}
	args = append(args, f.Limit, f.Offset)
	rows, err := s.pool.Query(ctx, fmt.Sprintf("SELECT %s FROM %s WHERE %s ORDER BY a.created_at DESC, a.id DESC LIMIT $%d OFFSET $%d",
		agentColumns, agentFrom, cond, len(args)-1, len(args)), args...)
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

type querier interface {
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

func (s *Service) get(ctx context.Context, q querier, orgID, id uuid.UUID) (Agent, error) {
	a, err := scanAgent(q.QueryRow(ctx, "SELECT "+agentColumns+" FROM "+agentFrom+" WHERE a.organization_id = $1 AND a.id = $2", orgID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return a, apperr.NotFoundf("agent %s not found", id)
	}
	if err != nil {
		return a, dbErr("get agent", err)
	}
	return a, nil
}

// CreateInput is what a new agent needs.
type CreateInput struct {
	Name        string
	Description string
	AgentType   string
	EditingMode string
	TemplateID  string // optional: install from the built-in catalog
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
	switch {
	case in.Name == "":
		return Agent{}, apperr.Field("name", "is required")
	case len([]rune(in.Name)) > 120:
		return Agent{}, apperr.Field("name", "must be at most 120 characters")
	case in.AgentType == "":
		return Agent{}, apperr.Field("agent_type", "is required; one of "+strings.Join(AgentTypes, ", "))
	case in.EditingMode == "":
		return Agent{}, apperr.Field("editing_mode", "is required; one of "+strings.Join(EditingModes, ", "))
	case len(in.Description) > 2000:
		return Agent{}, apperr.Field("description", "must be at most 2000 characters")
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
			names := []string{}
			for _, t := range Templates() {
				names = append(names, t.ID)
			}
			return Agent{}, apperr.FieldCode(apperr.Unprocessable, "template_id", "unknown template "+in.TemplateID+"; available: "+strings.Join(names, ", "))
		}
		cfg = Config{Prompt: t.Prompt, Settings: t.Settings, Flow: t.Flow}
		if in.Description == "" {
			in.Description = t.Description
		}
		templateID = &t.ID
	}
	cfgJSON, err := json.Marshal(cfg)
	if err != nil {
		return Agent{}, fmt.Errorf("encode agent config: %w", err)
	}
	base := orgs.Slugify(in.Name)
	if base == "" {
		base = "agent"
	}
	id := ids.New()
	for i := 1; ; i++ {
		slug := base
		if i > 1 {
			slug = fmt.Sprintf("%s-%d", base, i)
		}
		_, err = s.pool.Exec(ctx, `
			INSERT INTO agents (id, organization_id, name, slug, description, status, agent_type, editing_mode, template_id, draft_config)
			VALUES ($1, $2, $3, $4, $5, 'draft', $6, $7, $8, $9)`,
			id, orgID, in.Name, slug, in.Description, in.AgentType, in.EditingMode, templateID, cfgJSON)
		if err == nil {
			break
		}
		if !db.IsUniqueViolation(err, "agents_organization_id_slug_key") || i > 100 {
			return Agent{}, dbErr("create agent", err)
		}
	}
	return s.get(ctx, s.pool, orgID, id)
}

// Publish turns the agent's draft into its next live version: version goes up
// by one and the status becomes active. Errors: NotFound, Conflict (archived),
// Unprocessable (flow-mode agent whose flow is missing or invalid, every
// problem listed), Forbidden.
func (s *Service) Publish(ctx context.Context, id uuid.UUID) (Agent, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return Agent{}, err
	}
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return Agent{}, dbErr("publish agent", err)
	}
	defer tx.Rollback(ctx)
	var status, mode string
	var cfgJSON []byte
	err = tx.QueryRow(ctx, `SELECT status, editing_mode, draft_config FROM agents WHERE organization_id = $1 AND id = $2 FOR UPDATE`, orgID, id).
		Scan(&status, &mode, &cfgJSON)
	if errors.Is(err, pgx.ErrNoRows) {
		return Agent{}, apperr.NotFoundf("agent %s not found", id)
	}
	if err != nil {
		return Agent{}, dbErr("publish agent", err)
	}
	if status == "archived" {
		return Agent{}, apperr.Conflictf("agent %s is archived; unarchive it before publishing", id)
	}
	if mode == "flow" {
		var cfg Config
		_ = json.Unmarshal(cfgJSON, &cfg)
		if problems := flows.Validate(cfg.Flow); len(problems) > 0 {
			e := apperr.Unprocessablef("the agent's flow is not valid: %s", strings.Join(problems, "; "))
			for _, p := range problems {
				e.Fields = append(e.Fields, apperr.FieldError{Field: "flow", Message: p})
			}
			return Agent{}, e
		}
	}
	var version int
	err = tx.QueryRow(ctx, `
		UPDATE agents SET version = version + 1, status = 'active', updated_at = now()
		WHERE organization_id = $1 AND id = $2 RETURNING version`, orgID, id).Scan(&version)
	if err != nil {
		return Agent{}, dbErr("publish agent", err)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO agent_versions (agent_id, organization_id, version, config) VALUES ($1, $2, $3, $4)`,
		id, orgID, version, cfgJSON); err != nil {
		return Agent{}, dbErr("publish agent", err)
	}
	a, err := s.get(ctx, tx, orgID, id)
	if err != nil {
		return Agent{}, err
	}
	if err := tx.Commit(ctx); err != nil {
		return Agent{}, dbErr("publish agent", err)
	}
	return a, nil
}

// SetConfig replaces an agent's draft builder configuration (the backoffice
// builder and imports use it). Errors: NotFound, Invalid, Forbidden.
func (s *Service) SetConfig(ctx context.Context, id uuid.UUID, cfg Config) error {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return err
	}
	b, err := json.Marshal(cfg)
	if err != nil {
		return apperr.Invalidf("configuration could not be encoded: %v", err)
	}
	tag, err := s.pool.Exec(ctx, `UPDATE agents SET draft_config = $3, updated_at = now() WHERE organization_id = $1 AND id = $2`, orgID, id, b)
	if err != nil {
		return dbErr("set agent config", err)
	}
	if tag.RowsAffected() == 0 {
		return apperr.NotFoundf("agent %s not found", id)
	}
	return nil
}

func dbErr(op string, err error) error { return db.Wrap(op, err) }

// SetArchived archives an agent (it stops serving and cannot be published)
// or unarchives it back to inactive, or to draft if it was never published.
// Archiving an archived agent is a no-op. Errors: NotFound, Conflict
// (unarchiving an agent that is not archived), Forbidden.
func (s *Service) SetArchived(ctx context.Context, id uuid.UUID, archived bool) (Agent, error) {
	orgID, err := auth.Authorize(ctx, auth.Action{Scope: auth.ScopeAgentsWrite, Role: auth.RoleAdmin})
	if err != nil {
		return Agent{}, err
	}
	var status string
	err = s.pool.QueryRow(ctx, `SELECT status FROM agents WHERE organization_id = $1 AND id = $2`, orgID, id).Scan(&status)
	if errors.Is(err, pgx.ErrNoRows) {
		return Agent{}, apperr.NotFoundf("agent %s not found", id)
	}
	if err != nil {
		return Agent{}, dbErr("archive agent", err)
	}
	if !archived && status != "archived" {
		return Agent{}, apperr.Conflictf("agent %s is not archived", id)
	}
	_, err = s.pool.Exec(ctx, `
		UPDATE agents SET status = CASE WHEN $3 THEN 'archived' WHEN version > 0 THEN 'inactive' ELSE 'draft' END, updated_at = now()
		WHERE organization_id = $1 AND id = $2`, orgID, id, archived)
	if err != nil {
		return Agent{}, dbErr("archive agent", err)
	}
	return s.get(ctx, s.pool, orgID, id)
}

// LiveVersion returns the live version of one of the organization's agents
// (0 before the first publication), for domains that record which version
// served a call. Errors: NotFound.
func (s *Service) LiveVersion(ctx context.Context, orgID, id uuid.UUID) (int, error) {
	var v int
	err := s.pool.QueryRow(ctx, `SELECT version FROM agents WHERE organization_id = $1 AND id = $2`, orgID, id).Scan(&v)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, apperr.NotFoundf("agent %s not found", id)
	}
	return v, dbErr("agent version", err)
}
