// Package bookings records the bookings agents make during calls. Create is
// what the booking action calls; it emits booking.created in the same
// transaction, so the event exists exactly when the booking does.
package bookings

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
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// SessionExists reports whether a call session of the organization exists
// (the calls service's Exists).
type SessionExists func(ctx context.Context, orgID, sessionID uuid.UUID) (bool, error)

// Service is the bookings domain.
type Service struct {
	pool    *pgxpool.Pool
	events  events.Publisher // nil: no event is recorded
	session SessionExists
}

// NewService builds the service.
func NewService(pool *pgxpool.Pool, publisher events.Publisher, sessionExists SessionExists) *Service {
	return &Service{pool: pool, events: publisher, session: sessionExists}
}

// Booking is an appointment made during a call.
type Booking struct {
	ID            uuid.UUID       `json:"id"`
	SessionID     uuid.UUID       `json:"session_id"`
	StartsAt      *time.Time      `json:"starts_at"`
	EndsAt        *time.Time      `json:"ends_at"`
	Title         string          `json:"title"`
	CustomerName  string          `json:"customer_name"`
	CustomerPhone string          `json:"customer_phone"`
	Details       json.RawMessage `json:"details"`
	CreatedAt     time.Time       `json:"created_at"`
}

// CreateInput is a booking to record.
type CreateInput struct {
	SessionID     uuid.UUID
	StartsAt      *time.Time
	EndsAt        *time.Time
	Title         string
	CustomerName  string
	CustomerPhone string
	Details       map[string]any // free-form (calendar event id, service, notes)
}

// CreatedData is the data object of the booking.created event.
type CreatedData struct {
	BookingID uuid.UUID  `json:"booking_id"`
	SessionID uuid.UUID  `json:"session_id"`
	StartsAt  *time.Time `json:"starts_at"`
	EndsAt    *time.Time `json:"ends_at"`
	Title     string     `json:"title"`
}

// Create records a booking for a call session of the caller's organization
// and emits booking.created in the same transaction. API keys cannot create
// bookings (agents do, during calls). Errors: Invalid (session_id, times,
// text lengths, details), NotFound (no such session in the organization),
// Forbidden, Unauthorized.
func (s *Service) Create(ctx context.Context, in CreateInput) (Booking, error) {
	orgID, err := s.authorizeCreate(ctx)
	if err != nil {
		return Booking{}, err
	}
	b, details, err := s.prepare(ctx, orgID, in)
	if err != nil {
		return Booking{}, err
	}
	return db.InTx(ctx, s.pool, "create booking", func(tx pgx.Tx) (Booking, error) {
		return s.insert(ctx, tx, orgID, b, details, nil)
	})
}

// authorizeCreate is who may record a booking: users and the platform,
// never an API key.
func (s *Service) authorizeCreate(ctx context.Context) (uuid.UUID, error) {
	p, ok := auth.FromContext(ctx)
	if !ok || p.OrganizationID == uuid.Nil {
		return uuid.Nil, apperr.New(apperr.Unauthorized, "Authentication required")
	}
	if p.Kind == auth.KindAPIKey {
		return uuid.Nil, apperr.Forbiddenf("Bookings are made by agents during calls, not with API keys")
	}
	return auth.Authorize(ctx, auth.WriteAgents)
}

// prepare checks in and its session and returns the booking to insert.
func (s *Service) prepare(ctx context.Context, orgID uuid.UUID, in CreateInput) (Booking, json.RawMessage, error) {
	details, err := validate(&in)
	if err != nil {
		return Booking{}, nil, err
	}
	if s.session == nil {
		return Booking{}, nil, errors.New("bookings: no session lookup wired")
	}
	found, err := s.session(ctx, orgID, in.SessionID)
	if err != nil {
		return Booking{}, nil, err
	}
	if !found {
		return Booking{}, nil, apperr.NotFoundf("Call session not found")
	}
	b := Booking{ID: ids.New(), SessionID: in.SessionID, StartsAt: utc(in.StartsAt), EndsAt: utc(in.EndsAt), Title: in.Title,
		CustomerName: in.CustomerName, CustomerPhone: in.CustomerPhone, Details: details}
	return b, details, nil
}

// insert writes b and its booking.created event in tx.
func (s *Service) insert(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, b Booking, details json.RawMessage, key *string) (Booking, error) {
	err := tx.QueryRow(ctx, `INSERT INTO bookings (id, organization_id, session_id, starts_at, ends_at, title, customer_name, customer_phone, details, idempotency_key)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING created_at`,
		b.ID, orgID, b.SessionID, b.StartsAt, b.EndsAt, b.Title, b.CustomerName, b.CustomerPhone, details, key).Scan(&b.CreatedAt)
	if err != nil {
		return Booking{}, err
	}
	b.CreatedAt = b.CreatedAt.UTC()
	if s.events != nil {
		data := CreatedData{BookingID: b.ID, SessionID: b.SessionID, StartsAt: b.StartsAt, EndsAt: b.EndsAt, Title: b.Title}
		if err := s.events.Publish(ctx, tx, orgID, events.BookingCreated, data); err != nil {
			return Booking{}, fmt.Errorf("publish %s: %w", events.BookingCreated, err)
		}
	}
	return b, nil
}

// Get returns one booking. Errors: NotFound, Forbidden.
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Booking, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadCalls)
	if err != nil {
		return Booking{}, err
	}
	var b Booking
	err = s.pool.QueryRow(ctx, `SELECT id, session_id, starts_at, ends_at, title, customer_name, customer_phone, details, created_at
		FROM bookings WHERE organization_id = $1 AND id = $2`, orgID, id).Scan(
		&b.ID, &b.SessionID, &b.StartsAt, &b.EndsAt, &b.Title, &b.CustomerName, &b.CustomerPhone, &b.Details, &b.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return Booking{}, apperr.NotFoundf("Booking not found")
	}
	b.CreatedAt = b.CreatedAt.UTC()
	b.StartsAt, b.EndsAt = utc(b.StartsAt), utc(b.EndsAt)
	return b, db.Wrap("get booking", err)
}

func utc(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}

func validate(in *CreateInput) (json.RawMessage, error) {
	if in.SessionID == uuid.Nil {
		return nil, apperr.Field("session_id", "is required")
	}
	if in.StartsAt != nil && in.EndsAt != nil && in.EndsAt.Before(*in.StartsAt) {
		return nil, apperr.Field("ends_at", "must not be before starts_at")
	}
	for _, f := range []struct {
		name string
		v    *string
		max  int
	}{{"title", &in.Title, 300}, {"customer_name", &in.CustomerName, 300}, {"customer_phone", &in.CustomerPhone, 50}} {
		*f.v = strings.TrimSpace(*f.v)
		if utf8.RuneCountInString(*f.v) > f.max {
			return nil, apperr.Field(f.name, fmt.Sprintf("must be at most %d characters", f.max))
		}
	}
	if in.Details == nil {
		return json.RawMessage(`{}`), nil
	}
	b, err := json.Marshal(in.Details)
	if err != nil {
		return nil, apperr.Field("details", "must be a JSON object")
	}
	if len(b) > 64<<10 {
		return nil, apperr.Field("details", "must be at most 64 KiB of JSON")
	}
	return b, nil
}
