// Package numbers owns an organization's phone-number inventory: E.164
// numbers with their provider, capabilities, status and the agent each one is
// assigned to. The API Channel lists them; operators register and assign them
// until a telephony provider integration does.
package numbers

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Statuses of a number: active numbers route to their agent; inactive ones are
// kept but do not route; released ones went back to the provider.
var Statuses = []string{"active", "inactive", "released"}

// e164 is the same rule as the table's CHECK constraint: a plus sign, a
// non-zero country digit and 7 to 15 digits in all.
var e164 = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

var providerName = regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]{0,39}$`)

// Capabilities say what a number can carry.
type Capabilities struct {
	Voice bool `json:"voice"`
	SMS   bool `json:"sms"`
}

// Number is one inventory record, as the API Channel shows it.
type Number struct {
	ID             uuid.UUID    `json:"id"`
	OrganizationID uuid.UUID    `json:"-"`
	Number         string       `json:"number"`
	Label          string       `json:"label"`
	Provider       string       `json:"provider"`
	Capabilities   Capabilities `json:"capabilities"`
	AgentID        *uuid.UUID   `json:"agent_id"`
	Status         string       `json:"status"`
	CreatedAt      time.Time    `json:"created_at"`
	UpdatedAt      time.Time    `json:"updated_at"`
}

// Service manages the number inventory.
type Service struct {
	pool   *pgxpool.Pool
	agents *agents.Service
}

// NewService returns the numbers service; agents validates assignments.
func NewService(pool *pgxpool.Pool, agentsSvc *agents.Service) *Service {
	return &Service{pool: pool, agents: agentsSvc}
}

const columns = `id, organization_id, number, label, provider, voice_enabled, sms_enabled, agent_id, status, created_at, updated_at`

func scan(row pgx.Row) (Number, error) {
	var n Number
	err := row.Scan(&n.ID, &n.OrganizationID, &n.Number, &n.Label, &n.Provider, &n.Capabilities.Voice, &n.Capabilities.SMS,
		&n.AgentID, &n.Status, &n.CreatedAt, &n.UpdatedAt)
	n.CreatedAt, n.UpdatedAt = n.CreatedAt.UTC(), n.UpdatedAt.UTC()
	return n, err
}

// ListFilter narrows a list of numbers. Empty fields do not filter.
type ListFilter struct {
	Status  string
	AgentID string // a UUID; another organization's agent simply matches nothing
	Limit   int
	Offset  int
}

// List returns a page of the caller's numbers, newest first, and the exact
// total. Errors: Invalid (status or agent_id, naming the field), Forbidden.
func (s *Service) List(ctx context.Context, f ListFilter) ([]Number, int64, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadPhoneNumbers)
	if err != nil {
		return nil, 0, err
	}
	where := []string{"organization_id = $1"}
	args := []any{orgID}
	if f.Status != "" {
		if err := apperr.OneOf("status", f.Status, Statuses); err != nil {
			return nil, 0, err
		}
		args = append(args, f.Status)
		where = append(where, fmt.Sprintf("status = $%d", len(args)))
	}
	if f.AgentID != "" {
		agentID, err := ids.ParseField(f.AgentID, "agent_id")
		if err != nil {
			return nil, 0, err
		}
		args = append(args, agentID)
		where = append(where, fmt.Sprintf("agent_id = $%d", len(args)))
	}
	cond := strings.Join(where, " AND ")
	var total int64
	if err := s.pool.QueryRow(ctx, "SELECT count(*) FROM phone_numbers WHERE "+cond, args...).Scan(&total); err != nil {
		return nil, 0, db.Wrap("list phone numbers", err)
	}
	args = append(args, f.Limit, f.Offset)
	rows, err := s.pool.Query(ctx, fmt.Sprintf("SELECT %s FROM phone_numbers WHERE %s ORDER BY created_at DESC, id DESC LIMIT $%d OFFSET $%d",
		columns, cond, len(args)-1, len(args)), args...)
	if err != nil {
		return nil, 0, db.Wrap("list phone numbers", err)
	}
	list, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Number, error) { return scan(r) })
	if err != nil {
		return nil, 0, db.Wrap("list phone numbers", err)
	}
	return list, total, nil
}

// Get returns one of the caller's numbers. Errors: NotFound (also for another
// organization's number), Forbidden.
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Number, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadPhoneNumbers)
	if err != nil {
		return Number{}, err
	}
	return s.get(ctx, orgID, id)
}

func (s *Service) get(ctx context.Context, orgID, id uuid.UUID) (Number, error) {
	n, err := scan(s.pool.QueryRow(ctx, "SELECT "+columns+" FROM phone_numbers WHERE organization_id = $1 AND id = $2", orgID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return n, apperr.NotFoundf("phone number %s not found", id)
	}
	return n, db.Wrap("get phone number", err)
}

// OwnerOf returns the organization a number belongs to, so an operator can
// act on a number by its id alone. Errors: NotFound.
func (s *Service) OwnerOf(ctx context.Context, id uuid.UUID) (uuid.UUID, error) {
	var orgID uuid.UUID
	err := s.pool.QueryRow(ctx, `SELECT organization_id FROM phone_numbers WHERE id = $1`, id).Scan(&orgID)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, apperr.NotFoundf("phone number %s not found", id)
	}
	return orgID, db.Wrap("find phone number", err)
}

// AddInput registers a number. Voice is always enabled: every number routes
// calls; SMS only when the provider line supports it.
type AddInput struct {
	Number   string
	Label    string
	Provider string     // default "manual"
	SMS      bool       // the number can send and receive SMS
	AgentID  *uuid.UUID // assign at once (optional)
}

// authorizeOperator allows operators (system principals) and backoffice
// admins; the API Channel has no write access to the inventory.
func authorizeOperator(ctx context.Context) (uuid.UUID, error) {
	if p, ok := auth.FromContext(ctx); ok && p.Kind == auth.KindAPIKey {
		return uuid.Nil, apperr.Forbiddenf("phone numbers are registered by operators, not through the API Channel")
	}
	return auth.Authorize(ctx, auth.Action{Scope: auth.ScopePhoneNumbersRead, Role: auth.RoleAdmin})
}

// Add registers an active number in the caller's organization, assigned to
// an agent when one is given. Everything is validated before the write.
// Errors: Invalid (number not E.164, label, provider; naming the field),
// NotFound (the agent is not in the organization), Conflict (the number is
// already registered; the message names the record only when it is in the
// same organization), Forbidden.
func (s *Service) Add(ctx context.Context, in AddInput) (Number, error) {
	orgID, err := authorizeOperator(ctx)
	if err != nil {
		return Number{}, err
	}
	in.Number = strings.TrimSpace(in.Number)
	in.Label = strings.TrimSpace(in.Label)
	in.Provider = strings.TrimSpace(in.Provider)
	if in.Provider == "" {
		in.Provider = "manual"
	}
	switch {
	case in.Number == "":
		return Number{}, apperr.Field("number", "is required, in E.164 form such as +5511999990000")
	case !e164.MatchString(in.Number):
		return Number{}, apperr.Field("number", fmt.Sprintf("%q is not an E.164 number: a plus sign, the country code and 7 to 15 digits in all, no spaces (e.g. +5511999990000)", in.Number))
	case utf8.RuneCountInString(in.Label) > 120:
		return Number{}, apperr.Field("label", "must be at most 120 characters")
	case !providerName.MatchString(in.Provider):
		return Number{}, apperr.Field("provider", "must be 1 to 40 lowercase letters, digits, '.', '_' or '-' (e.g. manual, twilio)")
	}
	if in.AgentID != nil {
		if err := s.checkAgent(ctx, orgID, *in.AgentID); err != nil {
			return Number{}, err
		}
	}
	id := ids.New()
	_, err = db.InTx(ctx, s.pool, "add phone number", func(tx pgx.Tx) (struct{}, error) {
		if err := s.lockAgents(ctx, tx, orgID, in.AgentID); err != nil {
			return struct{}{}, err
		}
		if _, err := tx.Exec(ctx, `
			INSERT INTO phone_numbers (id, organization_id, number, label, provider, voice_enabled, sms_enabled, agent_id, status, assigned_at)
			VALUES ($1, $2, $3, $4, $5, true, $6, $7, 'active', CASE WHEN $7::uuid IS NULL THEN NULL ELSE clock_timestamp() END)`,
			id, orgID, in.Number, in.Label, in.Provider, in.SMS, in.AgentID); err != nil {
			return struct{}{}, err
		}
		return struct{}{}, s.refreshAgents(ctx, tx, orgID, in.AgentID)
	})
	if db.IsUniqueViolation(err, "phone_numbers_number_key") {
		return Number{}, s.conflict(ctx, orgID, in.Number)
	}
	if err != nil {
		v := db.Violations{"phone_numbers_organization_id_fkey": apperr.NotFoundf("organization %s not found", orgID)}
		if in.AgentID != nil { // the agent was deleted meanwhile
			v["phone_numbers_agent_id_fkey"] = apperr.NotFoundf("agent %s not found in organization %s", *in.AgentID, orgID)
		}
		return Number{}, v.Map(err)
	}
	return s.get(ctx, orgID, id)
}

// conflict describes an already registered number without revealing which
// other organization holds it.
func (s *Service) conflict(ctx context.Context, orgID uuid.UUID, number string) error {
	var owner, id uuid.UUID
	err := s.pool.QueryRow(ctx, `SELECT organization_id, id FROM phone_numbers WHERE number = $1`, number).Scan(&owner, &id)
	if err == nil && owner == orgID {
		return apperr.Conflictf("number %s is already registered in this organization (phone number %s)", number, id)
	}
	return apperr.Conflictf("number %s is already registered", number)
}

func (s *Service) checkAgent(ctx context.Context, orgID, agentID uuid.UUID) error {
	ok, err := s.agents.Exists(ctx, orgID, agentID)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.NotFoundf("agent %s not found in organization %s", agentID, orgID)
	}
	return nil
}

// Assign assigns one of the caller's numbers to an agent of the same
// organization, or unassigns it when agentID is nil. An agent shows the
// active number most recently assigned to it, so assigning a second number
// to an agent makes it the agent's phone_number; unassigning it brings back
// the previous one. Each agent concerned gets its phone_number in the same
// transaction. Errors: NotFound (the number or the agent is not in the
// organization), Forbidden.
func (s *Service) Assign(ctx context.Context, id uuid.UUID, agentID *uuid.UUID) (Number, error) {
	orgID, err := authorizeOperator(ctx)
	if err != nil {
		return Number{}, err
	}
	if agentID != nil {
		if err := s.checkAgent(ctx, orgID, *agentID); err != nil {
			return Number{}, err
		}
	}
	_, err = db.InTx(ctx, s.pool, "assign phone number", func(tx pgx.Tx) (struct{}, error) {
		var previous *uuid.UUID
		err := tx.QueryRow(ctx, `SELECT agent_id FROM phone_numbers WHERE organization_id = $1 AND id = $2 FOR UPDATE`, orgID, id).Scan(&previous)
		if errors.Is(err, pgx.ErrNoRows) {
			return struct{}{}, apperr.NotFoundf("phone number %s not found", id)
		}
		if err != nil {
			return struct{}{}, err
		}
		if err := s.lockAgents(ctx, tx, orgID, previous, agentID); err != nil {
			return struct{}{}, err
		}
		if _, err := tx.Exec(ctx, `UPDATE phone_numbers SET agent_id = $3,
			assigned_at = CASE WHEN $3::uuid IS NULL THEN NULL ELSE clock_timestamp() END, updated_at = now()
			WHERE organization_id = $1 AND id = $2`, orgID, id, agentID); err != nil {
			return struct{}{}, err
		}
		return struct{}{}, s.refreshAgents(ctx, tx, orgID, previous, agentID)
	})
	if err != nil && agentID != nil {
		err = db.Violations{"phone_numbers_agent_id_fkey": apperr.NotFoundf("agent %s not found in organization %s", *agentID, orgID)}.Map(err)
	}
	if err != nil {
		return Number{}, err
	}
	return s.get(ctx, orgID, id)
}

// SetStatus changes a number's status (active, inactive, released). Only an
// active number shows as its agent's phone_number. Errors: Invalid (status),
// NotFound, Forbidden.
func (s *Service) SetStatus(ctx context.Context, id uuid.UUID, status string) (Number, error) {
	orgID, err := authorizeOperator(ctx)
	if err != nil {
		return Number{}, err
	}
	if err := apperr.OneOf("status", status, Statuses); err != nil {
		return Number{}, err
	}
	_, err = db.InTx(ctx, s.pool, "set phone number status", func(tx pgx.Tx) (struct{}, error) {
		var agentID *uuid.UUID
		err := tx.QueryRow(ctx, `SELECT agent_id FROM phone_numbers WHERE organization_id = $1 AND id = $2 FOR UPDATE`, orgID, id).Scan(&agentID)
		if errors.Is(err, pgx.ErrNoRows) {
			return struct{}{}, apperr.NotFoundf("phone number %s not found", id)
		}
		if err != nil {
			return struct{}{}, err
		}
		if err := s.lockAgents(ctx, tx, orgID, agentID); err != nil {
			return struct{}{}, err
		}
		if _, err := tx.Exec(ctx, `UPDATE phone_numbers SET status = $3, updated_at = now() WHERE organization_id = $1 AND id = $2`, orgID, id, status); err != nil {
			return struct{}{}, err
		}
		return struct{}{}, s.refreshAgents(ctx, tx, orgID, agentID)
	})
	if err != nil {
		return Number{}, err
	}
	return s.get(ctx, orgID, id)
}

// lockAgents makes concurrent changes to one agent's numbers take turns, so
// the number shown is computed after the change before it committed.
func (s *Service) lockAgents(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, agentIDs ...*uuid.UUID) error {
	var list []uuid.UUID
	for _, id := range agentIDs {
		if id != nil {
			list = append(list, *id)
		}
	}
	return s.agents.Lock(ctx, tx, orgID, list...)
}

// refreshAgents gives each named agent its phone_number: the active number
// most recently assigned to it, or none. The agents domain stores it, so
// reading an agent never reads the inventory.
func (s *Service) refreshAgents(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, agentIDs ...*uuid.UUID) error {
	for _, id := range agentIDs {
		if id == nil {
			continue
		}
		var number *string
		err := tx.QueryRow(ctx, `SELECT number FROM phone_numbers
			WHERE organization_id = $1 AND agent_id = $2 AND status = 'active'
			ORDER BY assigned_at DESC NULLS LAST, id DESC LIMIT 1`, orgID, *id).Scan(&number)
		if err != nil && !errors.Is(err, pgx.ErrNoRows) {
			return err
		}
		if err := s.agents.SetPhoneNumber(ctx, tx, orgID, *id, number); err != nil {
			return err
		}
	}
	return nil
}

// SMSSender returns the number the organization's texts about a call go out
// from: callNumber itself when it is one of the organization's active
// SMS-capable numbers, else the oldest of them; ok is false when the
// organization has none. A system read for the platform's own messages:
// the caller is not authorized. Errors: the database's.
func (s *Service) SMSSender(ctx context.Context, orgID uuid.UUID, callNumber string) (string, bool, error) {
	var number string
	err := s.pool.QueryRow(ctx, `SELECT number FROM phone_numbers
		WHERE organization_id = $1 AND status = 'active' AND sms_enabled
		ORDER BY number = $2 DESC, created_at, id LIMIT 1`, orgID, callNumber).Scan(&number)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, db.Wrap("find sms sender", err)
	}
	return number, true, nil
}
