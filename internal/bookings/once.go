package bookings

import (
	"context"
	"errors"

	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// MakeFunc makes a booking outside (at a calendar provider) and returns
// what to record of it; it runs at most once per key.
type MakeFunc func(ctx context.Context) (CreateInput, error)

// CreateOnce records the booking make returns, once per key in the
// caller's organization, and emits booking.created with it. While one
// caller makes the booking, others with the same key wait (a transaction
// advisory lock on the key, held across make so a repeat never reaches the
// provider) and then get the recorded booking with created false; make is
// not called for them. An error of make is returned as it is and nothing is
// recorded. Errors: as Create, and make's.
func (s *Service) CreateOnce(ctx context.Context, key string, make MakeFunc) (Booking, bool, error) {
	orgID, err := s.authorizeCreate(ctx)
	if err != nil {
		return Booking{}, false, err
	}
	if key == "" {
		return Booking{}, false, errors.New("bookings: an empty idempotency key")
	}
	type outcome struct {
		b       Booking
		created bool
	}
	// A retried transaction must not make a second booking outside.
	var made *CreateInput
	out, err := db.InTx(ctx, s.pool, "create booking once", func(tx pgx.Tx) (outcome, error) {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended($1::text || '/' || $2, 0))`, orgID, key); err != nil {
			return outcome{}, err
		}
		var b Booking
		err := tx.QueryRow(ctx, `SELECT id, session_id, starts_at, ends_at, title, customer_name, customer_phone, details, created_at
			FROM bookings WHERE organization_id = $1 AND idempotency_key = $2`, orgID, key).Scan(
			&b.ID, &b.SessionID, &b.StartsAt, &b.EndsAt, &b.Title, &b.CustomerName, &b.CustomerPhone, &b.Details, &b.CreatedAt)
		if err == nil {
			b.CreatedAt = b.CreatedAt.UTC()
			b.StartsAt, b.EndsAt = utc(b.StartsAt), utc(b.EndsAt)
			return outcome{b: b}, nil
		}
		if !errors.Is(err, pgx.ErrNoRows) {
			return outcome{}, err
		}
		if made == nil {
			in, err := make(ctx)
			if err != nil {
				return outcome{}, err
			}
			made = &in
		}
		b, details, err := s.prepare(ctx, orgID, *made)
		if err != nil {
			return outcome{}, err
		}
		b, err = s.insert(ctx, tx, orgID, b, details, &key)
		return outcome{b: b, created: true}, err
	})
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return Booking{}, false, err
		}
		return Booking{}, false, db.Wrap("create booking once", err)
	}
	return out.b, out.created, nil
}
