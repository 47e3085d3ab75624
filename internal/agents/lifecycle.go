package agents

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// Optional is a field of a partial update: Set when the key was present in
// the JSON body, Null when its value was null.
type Optional[T any] struct {
	Set   bool
	Null  bool
	Value T
}

// UnmarshalJSON records that the key was present.
func (o *Optional[T]) UnmarshalJSON(b []byte) error {
	o.Set = true
	if string(b) == "null" {
		o.Null = true
		return nil
	}
	return json.Unmarshal(b, &o.Value)
}

// Some returns a set Optional holding v.
func Some[T any](v T) Optional[T] { return Optional[T]{Set: true, Value: v} }

// Detail is an agent as the backoffice shows it: the operational record and
// the draft builder configuration.
type Detail struct {
	Agent
	TemplateID *string         `json:"template_id"`
	Prompt     string          `json:"prompt"`
	Settings   map[string]any  `json:"settings"`
	Flow       json.RawMessage `json:"flow"`
}

func detailOf(l locked) Detail {
	d := Detail{Agent: l.Agent, TemplateID: l.templateID, Prompt: l.config.Prompt, Settings: l.config.Settings, Flow: l.config.Flow}
	if d.Settings == nil {
		d.Settings = map[string]any{}
	}
	if len(d.Flow) == 0 {
		d.Flow = json.RawMessage("null")
	}
	return d
}

// detail is detailOf with, for a flow-mode agent, the main flow's draft as
// `flow`: the flows domain holds the flow the editor changes, and the
// agent's own copy is only the one it was created with.
func (s *Service) detail(ctx context.Context, tx pgx.Tx, l locked) (Detail, error) {
	d := detailOf(l)
	if l.EditingMode != "flow" {
		return d, nil
	}
	main, err := flows.MainDraft(ctx, tx, l.OrganizationID, l.ID)
	if err != nil {
		return d, err
	}
	if main != nil {
		d.Flow = main
	}
	return d, nil
}

// GetDetail returns one of the caller's agents with its draft configuration.
// Errors: NotFound, Forbidden.
func (s *Service) GetDetail(ctx context.Context, id uuid.UUID) (Detail, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadAgents)
	if err != nil {
		return Detail{}, err
	}
	return db.InTxOptions(ctx, s.pool, pgx.TxOptions{AccessMode: pgx.ReadOnly}, "get agent", func(tx pgx.Tx) (Detail, error) {
		l, err := s.read(ctx, tx, orgID, id, false)
		if err != nil {
			return Detail{}, err
		}
		return s.detail(ctx, tx, l)
	})
}

// UpdateInput is a partial update: only the fields that are Set change.
// Name, description and public_channel_enabled change the operational record
// at once; prompt and settings change the draft, which goes live on publish.
// Settings is a JSON merge patch: a key set to null is removed, null as a
// whole clears them.
type UpdateInput struct {
	Name                 Optional[string]                     `json:"name"`
	Description          Optional[string]                     `json:"description"`
	Prompt               Optional[string]                     `json:"prompt"`
	Settings             Optional[map[string]json.RawMessage] `json:"settings"`
	PublicChannelEnabled Optional[bool]                       `json:"public_channel_enabled"`
	// AllowedOrigins replaces the list of web origins allowed to open public
	// widget sessions (voice_widget and chat agents only).
	AllowedOrigins Optional[[]string] `json:"allowed_origins"`
}

const maxPrompt = 20000

// Update changes the fields present in in. Errors: Invalid (name,
// description, prompt, public_channel_enabled or allowed_origins, naming
// it; allowed_origins of an agent that is not voice_widget or chat), Unprocessable
// (settings: every unknown key or wrong value listed), NotFound, Forbidden.
func (s *Service) Update(ctx context.Context, id uuid.UUID, in UpdateInput) (Detail, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return Detail{}, err
	}
	if in.Name.Set {
		in.Name.Value = strings.TrimSpace(in.Name.Value)
		if in.Name.Null {
			return Detail{}, apperr.Field("name", "may not be null")
		}
		if err := checkName(in.Name.Value); err != nil {
			return Detail{}, err
		}
	}
	if in.Description.Set && utf8.RuneCountInString(in.Description.Value) > maxDescription {
		return Detail{}, apperr.Field("description", "must be at most 2000 characters")
	}
	if in.Prompt.Set && utf8.RuneCountInString(in.Prompt.Value) > maxPrompt {
		return Detail{}, apperr.Field("prompt", fmt.Sprintf("must be at most %d characters", maxPrompt))
	}
	if err := noNUL("description", in.Description.Value); err != nil {
		return Detail{}, err
	}
	if err := noNUL("prompt", in.Prompt.Value); err != nil {
		return Detail{}, err
	}
	if in.PublicChannelEnabled.Null {
		return Detail{}, apperr.Field("public_channel_enabled", "must be true or false, not null")
	}
	if in.AllowedOrigins.Set {
		if in.AllowedOrigins.Null {
			return Detail{}, apperr.Field("allowed_origins", "must be a list of origins (use [] for none), not null")
		}
		if in.AllowedOrigins.Value, err = NormalizeOrigins(in.AllowedOrigins.Value); err != nil {
			return Detail{}, err
		}
	}
	return notify[Detail](ctx, s, orgID, id, "updated")(db.InTx(ctx, s.pool, "update agent", func(tx pgx.Tx) (Detail, error) {
		before, err := s.lock(ctx, tx, orgID, id)
		if err != nil {
			return Detail{}, err
		}
		if in.AllowedOrigins.Set && !WidgetType(before.AgentType) {
			return Detail{}, apperr.Field("allowed_origins", fmt.Sprintf("only voice_widget and chat agents have allowed origins; this agent is %s", before.AgentType))
		}
		if !in.Name.Set && !in.Description.Set && !in.Prompt.Set && !in.Settings.Set && !in.PublicChannelEnabled.Set && !in.AllowedOrigins.Set {
			return detailOf(before), nil // nothing to change, nothing to record
		}
		after := before
		cfg := before.config
		if in.Name.Set {
			after.Name = in.Name.Value
		}
		if in.Description.Set {
			after.Description = in.Description.Value // null clears it
		}
		if in.PublicChannelEnabled.Set {
			after.PublicChannelEnabled = in.PublicChannelEnabled.Value
		}
		if in.AllowedOrigins.Set {
			after.AllowedOrigins = in.AllowedOrigins.Value
		}
		if after.AllowedOrigins == nil {
			after.AllowedOrigins = []string{} // the column is NOT NULL
		}
		if in.Prompt.Set {
			cfg.Prompt = in.Prompt.Value // null clears it
		}
		if in.Settings.Set {
			current := cfg.Settings
			if in.Settings.Null {
				current = nil
			}
			merged, problems := mergeSettings(current, in.Settings.Value, "settings")
			if len(problems) > 0 {
				return Detail{}, unprocessable("settings are not valid", problems)
			}
			cfg.Settings = merged
		}
		cfgJSON, err := json.Marshal(cfg)
		if err != nil {
			return Detail{}, fmt.Errorf("encode agent config: %w", err)
		}
		if _, err := tx.Exec(ctx, `UPDATE agents SET name = $3, description = $4, public_channel_enabled = $5, draft_config = $6,
			allowed_origins = $7, updated_at = now()
			WHERE organization_id = $1 AND id = $2`, orgID, id, after.Name, after.Description, after.PublicChannelEnabled, cfgJSON,
			after.AllowedOrigins); err != nil {
			return Detail{}, err
		}
		l, err := s.lock(ctx, tx, orgID, id)
		if err != nil {
			return Detail{}, err
		}
		d, err := s.detail(ctx, tx, l)
		if err != nil {
			return Detail{}, err
		}
		return d, s.audit(ctx, tx, change{action: "agent.updated", agentID: id, before: detailOf(before), after: d})
	}))
}

// read is lock without the row lock, for reads.
func (s *Service) read(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID, forUpdate bool) (locked, error) {
	if forUpdate {
		return s.lock(ctx, tx, orgID, id)
	}
	var l locked
	row := tx.QueryRow(ctx, `SELECT `+agentColumns+`, a.draft_config, a.template_id, a.status_before_archive
		FROM agents a WHERE a.organization_id = $1 AND a.id = $2`, orgID, id)
	err := l.scan(row, id)
	return l, err
}

// Publisher says who published a version: a backoffice user, an API key or
// the system (operators' commands, seeding); ID is the user's or key's id.
type Publisher struct {
	Kind string  `json:"kind"`
	ID   *string `json:"id"`
}

// Version is one publication of an agent.
type Version struct {
	Version     int       `json:"version"`
	Live        bool      `json:"live"`
	PublishedAt time.Time `json:"published_at"`
	PublishedBy Publisher `json:"published_by"`
}

// Versions lists an agent's publications, newest first. Errors: NotFound,
// Forbidden.
func (s *Service) Versions(ctx context.Context, id uuid.UUID) ([]Version, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadAgents)
	if err != nil {
		return nil, err
	}
	if ok, err := s.Exists(ctx, orgID, id); err != nil {
		return nil, err
	} else if !ok {
		return nil, notFound(id)
	}
	rows, err := s.pool.Query(ctx, `SELECT v.version, v.version = a.version, v.published_at, v.published_by_kind, v.published_by
		FROM agent_versions v JOIN agents a ON a.id = v.agent_id AND a.organization_id = v.organization_id
		WHERE v.organization_id = $1 AND v.agent_id = $2 ORDER BY v.version DESC`, orgID, id)
	if err != nil {
		return nil, dbErr("list agent versions", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Version, error) {
		var v Version
		err := r.Scan(&v.Version, &v.Live, &v.PublishedAt, &v.PublishedBy.Kind, &v.PublishedBy.ID)
		v.PublishedAt = v.PublishedAt.UTC()
		return v, err
	})
	return out, dbErr("list agent versions", err)
}

// DiscardDraft returns the draft to the live version's configuration and
// its flows to the live version's.
// Errors: Conflict (never published: there is nothing to return to),
// NotFound, Forbidden.
func (s *Service) DiscardDraft(ctx context.Context, id uuid.UUID) (Detail, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return Detail{}, err
	}
	return notify[Detail](ctx, s, orgID, id, "draft_discarded")(db.InTx(ctx, s.pool, "discard agent draft", func(tx pgx.Tx) (Detail, error) {
		before, err := s.lock(ctx, tx, orgID, id)
		if err != nil {
			return Detail{}, err
		}
		if before.Version == 0 {
			return Detail{}, apperr.Conflictf("agent %s was never published; there is no live version to return the draft to", id)
		}
		return s.copyVersionToDraft(ctx, tx, before, before.Version, "agent.draft_discarded")
	}))
}

// RestoreVersion copies a past version's configuration into the draft, and
// puts the version's flows back (each flow's draft and published document
// become the version's; flows added since stay); publishing the agent stays
// a separate step. Errors: NotFound (the agent, or a
// version it never had), Forbidden.
func (s *Service) RestoreVersion(ctx context.Context, id uuid.UUID, version int) (Detail, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return Detail{}, err
	}
	return notify[Detail](ctx, s, orgID, id, "version_restored")(db.InTx(ctx, s.pool, "restore agent version", func(tx pgx.Tx) (Detail, error) {
		before, err := s.lock(ctx, tx, orgID, id)
		if err != nil {
			return Detail{}, err
		}
		return s.copyVersionToDraft(ctx, tx, before, version, "agent.version_restored")
	}))
}

func (s *Service) copyVersionToDraft(ctx context.Context, tx pgx.Tx, before locked, version int, action string) (Detail, error) {
	tag, err := tx.Exec(ctx, `UPDATE agents a SET draft_config = v.config, updated_at = now()
		FROM agent_versions v
		WHERE a.organization_id = $1 AND a.id = $2 AND v.agent_id = a.id AND v.organization_id = a.organization_id AND v.version = $3`,
		before.OrganizationID, before.ID, version)
	if err != nil {
		return Detail{}, err
	}
	if tag.RowsAffected() == 0 {
		return Detail{}, apperr.NotFoundf("agent %s has no version %d", before.ID, version)
	}
	// The version's flows come back as they were published in it.
	revs, err := versionFlows(ctx, tx, before.OrganizationID, before.ID, version)
	if err != nil {
		return Detail{}, err
	}
	if err := flows.RestoreRevisions(ctx, tx, before.OrganizationID, before.ID, revs); err != nil {
		return Detail{}, err
	}
	l, err := s.lock(ctx, tx, before.OrganizationID, before.ID)
	if err != nil {
		return Detail{}, err
	}
	d, err := s.detail(ctx, tx, l)
	if err != nil {
		return Detail{}, err
	}
	return d, s.audit(ctx, tx, change{action: action, agentID: before.ID, before: detailOf(before), after: d})
}

// Archive makes an agent archived: it takes no calls and cannot be
// published until unarchived. The status it had is kept for Unarchive.
// Archiving an archived agent changes nothing. Admins only. Errors:
// NotFound, Forbidden.
func (s *Service) Archive(ctx context.Context, id uuid.UUID) (Agent, error) {
	orgID, err := auth.Authorize(ctx, auth.ArchiveAgents)
	if err != nil {
		return Agent{}, err
	}
	return notify[Agent](ctx, s, orgID, id, "archived")(db.InTx(ctx, s.pool, "archive agent", func(tx pgx.Tx) (Agent, error) {
		before, err := s.lock(ctx, tx, orgID, id)
		if err != nil {
			return Agent{}, err
		}
		if before.Status == "archived" {
			return before.Agent, nil
		}
		if _, err := tx.Exec(ctx, `UPDATE agents SET status = 'archived', status_before_archive = status, updated_at = now()
			WHERE organization_id = $1 AND id = $2`, orgID, id); err != nil {
			return Agent{}, err
		}
		a, err := s.get(ctx, tx, orgID, id)
		if err != nil {
			return Agent{}, err
		}
		return a, s.audit(ctx, tx, change{action: "agent.archived", agentID: id, before: before.Agent, after: a})
	}))
}

// Unarchive returns an archived agent to the status it had when it was
// archived (draft, active or inactive). Admins only. Errors: Conflict (not
// archived), NotFound, Forbidden.
func (s *Service) Unarchive(ctx context.Context, id uuid.UUID) (Agent, error) {
	orgID, err := auth.Authorize(ctx, auth.ArchiveAgents)
	if err != nil {
		return Agent{}, err
	}
	return notify[Agent](ctx, s, orgID, id, "unarchived")(db.InTx(ctx, s.pool, "unarchive agent", func(tx pgx.Tx) (Agent, error) {
		before, err := s.lock(ctx, tx, orgID, id)
		if err != nil {
			return Agent{}, err
		}
		if before.Status != "archived" {
			return Agent{}, apperr.Conflictf("agent %s is not archived (its status is %s)", id, before.Status)
		}
		if _, err := tx.Exec(ctx, `UPDATE agents
			SET status = COALESCE(status_before_archive, CASE WHEN version > 0 THEN 'inactive' ELSE 'draft' END),
			    status_before_archive = NULL, updated_at = now()
			WHERE organization_id = $1 AND id = $2`, orgID, id); err != nil {
			return Agent{}, err
		}
		a, err := s.get(ctx, tx, orgID, id)
		if err != nil {
			return Agent{}, err
		}
		return a, s.audit(ctx, tx, change{action: "agent.unarchived", agentID: id, before: before.Agent, after: a})
	}))
}

// DuplicateDraft makes a draft copy of an agent inside the caller's
// transaction (the caller has authorized) and returns its id: the same
// type, mode, description, draft configuration and flows (drafts, to
// publish), named "<name> (copy)", then "<name> (copy 2)", "(copy 3)"...
// whichever is free, with its own slug. The copy has no versions and no
// phone number. Errors: NotFound, Conflict (too many copies).
func (s *Service) DuplicateDraft(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID) (uuid.UUID, error) {
	src, err := s.read(ctx, tx, orgID, id, false)
	if err != nil {
		return uuid.Nil, err
	}
	name, err := copyName(ctx, tx, orgID, src.Name)
	if err != nil {
		return uuid.Nil, err
	}
	newID, err := s.insert(ctx, tx, orgID, newAgent{
		name: name, description: src.Description, agentType: src.AgentType, editingMode: src.EditingMode,
		templateID: src.templateID, config: src.config, publicChannel: src.PublicChannelEnabled,
	})
	if err != nil {
		return uuid.Nil, err
	}
	return newID, flows.CopyDrafts(ctx, tx, orgID, id, newID)
}

// copyName picks the first free "<name> (copy)" / "<name> (copy N)" in the
// organization, shortening name so the result fits the 120-character limit.
func copyName(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, name string) (string, error) {
	if r := []rune(name); len(r) > maxName-len(" (copy 1000)") {
		name = strings.TrimSpace(string(r[:maxName-len(" (copy 1000)")]))
	}
	rows, err := tx.Query(ctx, `SELECT name FROM agents WHERE organization_id = $1 AND name LIKE $2`, orgID, escapeLike(name+" (copy")+"%")
	if err != nil {
		return "", err
	}
	taken, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return "", err
	}
	used := map[string]bool{}
	for _, n := range taken {
		used[n] = true
	}
	for i := 1; i < 1000; i++ {
		c := name + " (copy)"
		if i > 1 {
			c = fmt.Sprintf("%s (copy %d)", name, i)
		}
		if !used[c] {
			return c, nil
		}
	}
	return "", apperr.Conflictf("agent %q has too many copies; rename one", name)
}

func (l *locked) scan(row pgx.Row, id uuid.UUID) error {
	err := row.Scan(&l.ID, &l.OrganizationID, &l.Name, &l.Slug, &l.Description, &l.Status, &l.AgentType, &l.EditingMode,
		&l.Version, &l.HasUnpublishedChanges, &l.PhoneNumber, &l.PublicChannelEnabled, &l.AllowedOrigins, &l.CreatedAt, &l.UpdatedAt,
		&l.configJSON, &l.templateID, &l.beforeArchive)
	if errors.Is(err, pgx.ErrNoRows) {
		return notFound(id)
	}
	if err != nil {
		return dbErr("read agent", err)
	}
	l.CreatedAt, l.UpdatedAt = l.CreatedAt.UTC(), l.UpdatedAt.UTC()
	if err := json.Unmarshal(l.configJSON, &l.config); err != nil {
		return fmt.Errorf("decode agent config: %w", err)
	}
	return nil
}

func versionFlows(ctx context.Context, q flows.Querier, orgID, id uuid.UUID, version int) ([]flows.Revision, error) {
	var revs []flows.Revision
	err := q.QueryRow(ctx, `SELECT flows FROM agent_versions WHERE organization_id = $1 AND agent_id = $2 AND version = $3`,
		orgID, id, version).Scan(&revs)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, apperr.NotFoundf("agent %s has no version %d", id, version)
	}
	return revs, dbErr("read version flows", err)
}

// VersionFlows returns the flows a version of a flow-mode agent runs: the
// published revision of each flow when the version was published (empty
// for a prompt-mode version). Errors: NotFound (the agent, or a version it
// never had), Forbidden.
func (s *Service) VersionFlows(ctx context.Context, id uuid.UUID, version int) ([]flows.Revision, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadAgents)
	if err != nil {
		return nil, err
	}
	if ok, err := s.Exists(ctx, orgID, id); err != nil {
		return nil, err
	} else if !ok {
		return nil, notFound(id)
	}
	return versionFlows(ctx, s.pool, orgID, id, version)
}
