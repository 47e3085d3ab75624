// Package audit keeps the audit log: every write a person (or a key, or the
// CLI) makes in an organization, with who, when, what and, for configuration
// changes, the state before and after.
//
// A domain service records inside its own write transaction, so an entry
// exists exactly when the change does:
//
//	_, err := db.InTx(ctx, s.pool, "update thing", func(tx pgx.Tx) (Thing, error) {
//		before, err := lockThing(ctx, tx, orgID, id)
//		...
//		after, err := updateThing(ctx, tx, ...)
//		...
//		return after, audit.Record(ctx, tx, audit.Entry{
//			Action: "thing.updated", TargetType: "thing", TargetID: id.String(),
//			Before: before, After: after,
//		})
//	})
//
// Record takes the organization and the actor from the auth.Principal in
// ctx and the request id from the request's context. Action names are
// "<target>.<past participle>" (member.added, agent.published).
package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
)

// Entry is one change to record.
type Entry struct {
	Action     string // e.g. member.added
	TargetType string // e.g. member
	TargetID   string
	// Before and After are marshalled as JSON (nil: none), e.g. the record
	// before and after a configuration change.
	Before any
	After  any
}

// Record writes e in tx, the caller's transaction, for the organization and
// actor of the principal in ctx. Errors: Unauthorized without a principal
// bound to an organization; database errors as they come.
func Record(ctx context.Context, tx pgx.Tx, e Entry) error {
	p, ok := auth.FromContext(ctx)
	if !ok || p.OrganizationID == uuid.Nil {
		return apperr.New(apperr.Unauthorized, "Authentication required")
	}
	before, err := marshal(e.Before)
	if err != nil {
		return fmt.Errorf("audit before: %w", err)
	}
	after, err := marshal(e.After)
	if err != nil {
		return fmt.Errorf("audit after: %w", err)
	}
	var userID, keyID *uuid.UUID
	if id, err := uuid.Parse(p.UserID); err == nil {
		userID = &id
	}
	if p.KeyID != uuid.Nil {
		k := p.KeyID
		keyID = &k
	}
	_, err = tx.Exec(ctx, `INSERT INTO audit_log
		(organization_id, id, actor_kind, actor_user_id, actor_key_id, action, target_type, target_id, before, after, request_id)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
		p.OrganizationID, ids.New(), string(p.Kind), userID, keyID, e.Action, e.TargetType, e.TargetID,
		before, after, httpx.RequestIDFrom(ctx))
	if err != nil {
		return fmt.Errorf("record audit entry: %w", err)
	}
	return nil
}

func marshal(v any) ([]byte, error) {
	if v == nil {
		return nil, nil
	}
	return json.Marshal(v)
}

// Actor is who made a change.
type Actor struct {
	Kind   string     `json:"kind"` // user, api_key or system
	UserID *uuid.UUID `json:"user_id"`
	Email  *string    `json:"email"`
	Name   *string    `json:"name"`
	KeyID  *uuid.UUID `json:"key_id"`
}

// Event is one recorded entry as read back.
type Event struct {
	ID         uuid.UUID       `json:"id"`
	Action     string          `json:"action"`
	TargetType string          `json:"target_type"`
	TargetID   string          `json:"target_id"`
	Actor      Actor           `json:"actor"`
	Before     json.RawMessage `json:"before"`
	After      json.RawMessage `json:"after"`
	RequestID  string          `json:"request_id"`
	CreatedAt  time.Time       `json:"created_at"`
}

// Filter narrows a read of the log.
type Filter struct {
	Limit      *int
	Offset     *int
	Action     *string
	TargetType *string
	TargetID   *string
	// ActorUserID keeps the changes one user made (a user id).
	ActorUserID *string
	// CreatedAfter is inclusive, CreatedBefore exclusive.
	CreatedAfter  *time.Time
	CreatedBefore *time.Time
}

// Person is how the log shows a user who made a change.
type Person struct {
	Email *string
	Name  string
}

// People names the users who made changes; the members service, which owns
// users, implements it.
type People interface {
	// Names returns the users of ids that exist. Errors: Unavailable.
	Names(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]Person, error)
}

// Service reads the audit log.
type Service struct {
	pool   *pgxpool.Pool
	people People
}

// NewService returns the audit log reader; people names the actors.
func NewService(pool *pgxpool.Pool, people People) *Service {
	return &Service{pool: pool, people: people}
}

// List returns the organization's entries, newest first (admins and owners).
// Errors: Unauthorized, Forbidden (role), Invalid (limit/offset).
func (s *Service) List(ctx context.Context, f Filter) (page.List[Event], error) {
	orgID, err := auth.Authorize(ctx, auth.ReadAuditLog)
	if err != nil {
		return page.List[Event]{}, err
	}
	limit, offset, err := page.Window(f.Limit, f.Offset)
	if err != nil {
		return page.List[Event]{}, err
	}
	where := []string{"a.organization_id = $1"}
	args := []any{orgID}
	for _, c := range []struct {
		col string
		v   *string
	}{{"a.action", f.Action}, {"a.target_type", f.TargetType}, {"a.target_id", f.TargetID}} {
		if c.v != nil && *c.v != "" {
			args = append(args, *c.v)
			where = append(where, fmt.Sprintf("%s = $%d", c.col, len(args)))
		}
	}
	if f.ActorUserID != nil && *f.ActorUserID != "" {
		actor, err := uuid.Parse(strings.TrimSpace(*f.ActorUserID))
		if err != nil {
			return page.List[Event]{}, apperr.Field("actorUserId", "must be a user id such as 01234567-89ab-7def-8123-456789abcdef")
		}
		args = append(args, actor)
		where = append(where, fmt.Sprintf("a.actor_user_id = $%d", len(args)))
	}
	if f.CreatedAfter != nil {
		args = append(args, *f.CreatedAfter)
		where = append(where, fmt.Sprintf("a.created_at >= $%d", len(args)))
	}
	if f.CreatedBefore != nil {
		args = append(args, *f.CreatedBefore)
		where = append(where, fmt.Sprintf("a.created_at < $%d", len(args)))
	}
	cond := strings.Join(where, " AND ")
	var total int64
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM audit_log a WHERE `+cond, args...).Scan(&total); err != nil {
		return page.List[Event]{}, db.Wrap("count audit log", err)
	}
	args = append(args, limit, offset)
	rows, err := s.pool.Query(ctx, `SELECT a.id, a.action, a.target_type, a.target_id, a.actor_kind, a.actor_user_id,
			a.actor_key_id, a.before, a.after, a.request_id, a.created_at
		FROM audit_log a
		WHERE `+cond+fmt.Sprintf(` ORDER BY a.created_at DESC, a.id DESC LIMIT $%d OFFSET $%d`, len(args)-1, len(args)), args...)
	if err != nil {
		return page.List[Event]{}, db.Wrap("list audit log", err)
	}
	items, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Event, error) {
		var e Event
		err := r.Scan(&e.ID, &e.Action, &e.TargetType, &e.TargetID, &e.Actor.Kind, &e.Actor.UserID,
			&e.Actor.KeyID, &e.Before, &e.After, &e.RequestID, &e.CreatedAt)
		return e, err
	})
	if err != nil {
		return page.List[Event]{}, db.Wrap("list audit log", err)
	}
	if err := s.nameActors(ctx, items); err != nil {
		return page.List[Event]{}, err
	}
	return page.Offset(items, total, limit, offset), nil
}

// nameActors fills in the email and name of the users who made the changes
// (left null for a user who no longer exists).
func (s *Service) nameActors(ctx context.Context, items []Event) error {
	seen := map[uuid.UUID]bool{}
	var ids []uuid.UUID
	for _, e := range items {
		if id := e.Actor.UserID; id != nil && !seen[*id] {
			seen[*id] = true
			ids = append(ids, *id)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	people, err := s.people.Names(ctx, ids)
	if err != nil {
		return err
	}
	for i := range items {
		if id := items[i].Actor.UserID; id != nil {
			if p, ok := people[*id]; ok {
				items[i].Actor.Email, items[i].Actor.Name = p.Email, &p.Name
			}
		}
	}
	return nil
}
