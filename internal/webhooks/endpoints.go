package webhooks

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// SecretPrefix starts every signing secret.
const SecretPrefix = "svcw_"

// Endpoint is a registered receiver with its delivery state.
type Endpoint struct {
	ID             uuid.UUID     `json:"id"`
	URL            string        `json:"url"`
	Events         []string      `json:"events"`
	Description    string        `json:"description"`
	Active         bool          `json:"active"`
	DisabledReason *string       `json:"disabled_reason"`
	CreatedAt      time.Time     `json:"created_at"`
	UpdatedAt      time.Time     `json:"updated_at"`
	DeliveryState  DeliveryState `json:"delivery_state"`
	// Secret is set only in the answer to Create.
	Secret string `json:"secret,omitempty"`
}

// DeliveryState explains how deliveries to an endpoint have gone. The last_*
// values come from the attempt records, so they cover the retention window.
type DeliveryState struct {
	ConsecutiveFailures int        `json:"consecutive_failures"`
	LastDeliveryAt      *time.Time `json:"last_delivery_at"`
	LastStatusCode      *int       `json:"last_status_code"`
	LastError           *string    `json:"last_error"`
	LastSuccessAt       *time.Time `json:"last_success_at"`
}

// EndpointInput registers or changes an endpoint; nil fields are left
// unchanged on update. Active is only read by Update.
type EndpointInput struct {
	URL         *string
	Events      *[]string
	Description *string
	Active      *bool
}

const endpointSelect = `SELECT e.id, e.url, e.events, e.description, e.active, e.disabled_reason, e.created_at, e.updated_at,
  e.consecutive_failures, la.started_at, la.status_code, la.error, ls.started_at
FROM webhook_endpoints e
LEFT JOIN LATERAL (SELECT a.started_at, a.status_code, a.error FROM webhook_attempts a
  WHERE a.organization_id = e.organization_id AND a.endpoint_id = e.id ORDER BY a.started_at DESC LIMIT 1) la ON true
LEFT JOIN LATERAL (SELECT a.started_at FROM webhook_attempts a
  WHERE a.organization_id = e.organization_id AND a.endpoint_id = e.id AND a.success ORDER BY a.started_at DESC LIMIT 1) ls ON true `

func scanEndpoint(row pgx.Row) (Endpoint, error) {
	var e Endpoint
	st := &e.DeliveryState
	err := row.Scan(&e.ID, &e.URL, &e.Events, &e.Description, &e.Active, &e.DisabledReason, &e.CreatedAt, &e.UpdatedAt,
		&st.ConsecutiveFailures, &st.LastDeliveryAt, &st.LastStatusCode, &st.LastError, &st.LastSuccessAt)
	e.CreatedAt, e.UpdatedAt = e.CreatedAt.UTC(), e.UpdatedAt.UTC()
	for _, t := range []*time.Time{st.LastDeliveryAt, st.LastSuccessAt} {
		if t != nil {
			*t = t.UTC()
		}
	}
	return e, err
}

func (s *Service) validate(ctx context.Context, in EndpointInput, create bool) (EndpointInput, error) {
	if create && in.URL == nil {
		return in, apperr.Field("url", "is required")
	}
	if in.URL != nil {
		// A receiver that does not resolve yet is accepted (its deliveries
		// fail, and 20 failures disable it); every connection is checked
		// again after DNS, so no address can slip past the guard.
		u, err := s.guard.CheckURLUnresolvedOK(ctx, "url", *in.URL, "https")
		if err != nil {
			return in, err
		}
		v := u.String()
		in.URL = &v
	}
	if create && in.Events == nil {
		return in, apperr.Field("events", "is required: a non-empty list of "+strings.Join(events.Subscribable, ", "))
	}
	if in.Events != nil {
		evs, err := parseEvents(*in.Events)
		if err != nil {
			return in, err
		}
		in.Events = &evs
	}
	if in.Description != nil {
		d := strings.TrimSpace(*in.Description)
		if utf8.RuneCountInString(d) > 1000 {
			return in, apperr.Field("description", "must be at most 1000 characters")
		}
		in.Description = &d
	}
	return in, nil
}

// parseEvents checks a subscription list: non-empty, known subscribable
// names only, duplicates dropped, order kept.
func parseEvents(names []string) ([]string, error) {
	if len(names) == 0 {
		return nil, apperr.Field("events", "must list at least one event: "+strings.Join(events.Subscribable, ", "))
	}
	out := make([]string, 0, len(names))
	for _, n := range names {
		n = strings.TrimSpace(n)
		if n == events.Ping {
			return nil, apperr.Field("events", "ping is sent by POST /v1/webhook-endpoints/{id}/test and cannot be subscribed to")
		}
		if !slices.Contains(events.Subscribable, n) {
			return nil, apperr.Field("events", fmt.Sprintf("unknown event %q; known events: %s", n, strings.Join(events.Subscribable, ", ")))
		}
		if !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out, nil
}

func newSecret() string {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand never fails on supported platforms
	}
	return SecretPrefix + base64.RawURLEncoding.EncodeToString(b)
}

// Create registers an endpoint and returns it with its signing secret, the
// only time the secret is shown. Errors: Invalid (url, events, description),
// Conflict (the organization already has Config.MaxEndpoints endpoints),
// Forbidden.
func (s *Service) Create(ctx context.Context, in EndpointInput) (Endpoint, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return Endpoint{}, err
	}
	if in, err = s.validate(ctx, in, true); err != nil {
		return Endpoint{}, err
	}
	secret := newSecret()
	sealed, err := s.keys.Seal(ctx, []byte(secret))
	if err != nil {
		return Endpoint{}, db.Wrap("seal webhook secret", err)
	}
	id := ids.New()
	_, err = db.InTx(ctx, s.pool, "create webhook endpoint", func(tx pgx.Tx) (struct{}, error) {
		// One registration at a time per organization, so the count holds.
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('webhook_endpoints:' || $1::text, 0))`, orgID); err != nil {
			return struct{}{}, err
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM webhook_endpoints WHERE organization_id = $1`, orgID).Scan(&n); err != nil {
			return struct{}{}, err
		}
		if n >= s.cfg.MaxEndpoints {
			return struct{}{}, apperr.Conflictf("The organization already has %d webhook endpoints, the most allowed; delete one before registering another", n)
		}
		if _, err := tx.Exec(ctx, `INSERT INTO webhook_endpoints (id, organization_id, url, events, description, secret_enc)
			VALUES ($1, $2, $3, $4, $5, $6)`, id, orgID, *in.URL, *in.Events, str(in.Description), sealed); err != nil {
			return struct{}{}, err
		}
		created, err := getTx(ctx, tx, orgID, id)
		if err != nil {
			return struct{}{}, err
		}
		// The record never holds the secret.
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "webhook_endpoint.created", TargetType: "webhook_endpoint",
			TargetID: id.String(), After: created})
	})
	if err != nil {
		return Endpoint{}, err
	}
	e, err := s.get(ctx, orgID, id)
	e.Secret = secret
	return e, err
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// getTx reads one endpoint inside tx, locking its row.
func getTx(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID) (Endpoint, error) {
	e, err := scanEndpoint(tx.QueryRow(ctx, endpointSelect+`WHERE e.organization_id = $1 AND e.id = $2 FOR UPDATE OF e`, orgID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return Endpoint{}, apperr.NotFoundf("Webhook endpoint not found")
	}
	return e, err
}

func (s *Service) get(ctx context.Context, orgID, id uuid.UUID) (Endpoint, error) {
	e, err := scanEndpoint(s.pool.QueryRow(ctx, endpointSelect+`WHERE e.organization_id = $1 AND e.id = $2`, orgID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return Endpoint{}, apperr.NotFoundf("Webhook endpoint not found")
	}
	return e, db.Wrap("get webhook endpoint", err)
}

// Get returns one endpoint with its delivery state. Errors: NotFound (also
// for another organization's endpoint), Forbidden.
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Endpoint, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return Endpoint{}, err
	}
	return s.get(ctx, orgID, id)
}

// List returns a page of the organization's endpoints, oldest first, and
// the total. Errors: Forbidden.
func (s *Service) List(ctx context.Context, limit, offset int) ([]Endpoint, int64, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return nil, 0, err
	}
	var total int64
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM webhook_endpoints WHERE organization_id = $1`, orgID).Scan(&total); err != nil {
		return nil, 0, db.Wrap("count webhook endpoints", err)
	}
	rows, err := s.pool.Query(ctx, endpointSelect+`WHERE e.organization_id = $1 ORDER BY e.created_at, e.id LIMIT $2 OFFSET $3`, orgID, limit, offset)
	if err != nil {
		return nil, 0, db.Wrap("list webhook endpoints", err)
	}
	defer rows.Close()
	out := []Endpoint{}
	for rows.Next() {
		e, err := scanEndpoint(rows)
		if err != nil {
			return nil, 0, db.Wrap("list webhook endpoints", err)
		}
		out = append(out, e)
	}
	return out, total, db.Wrap("list webhook endpoints", rows.Err())
}

// Update changes url, events and description, and with Active true
// re-enables a disabled endpoint and resets its failure count (false
// disables it). Errors: Invalid, NotFound, Forbidden.
func (s *Service) Update(ctx context.Context, id uuid.UUID, in EndpointInput) (Endpoint, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return Endpoint{}, err
	}
	if _, err := s.get(ctx, orgID, id); err != nil {
		return Endpoint{}, err
	}
	if in.URL == nil && in.Events == nil && in.Description == nil && in.Active == nil {
		return Endpoint{}, apperr.Invalidf("send at least one of url, events, description, active")
	}
	if in, err = s.validate(ctx, in, false); err != nil {
		return Endpoint{}, err
	}
	var evs []string
	if in.Events != nil {
		evs = *in.Events
	}
	reason := "disabled through the API at " + time.Now().UTC().Format(time.RFC3339)
	return db.InTx(ctx, s.pool, "update webhook endpoint", func(tx pgx.Tx) (Endpoint, error) {
		before, err := getTx(ctx, tx, orgID, id)
		if err != nil {
			return Endpoint{}, err
		}
		if _, err := tx.Exec(ctx, `UPDATE webhook_endpoints SET
			url = COALESCE($3, url),
			events = COALESCE($4, events),
			description = COALESCE($5, description),
			active = COALESCE($6, active),
			consecutive_failures = CASE WHEN $6 AND NOT active THEN 0 ELSE consecutive_failures END,
			disabled_reason = CASE WHEN $6 THEN NULL WHEN $6 = false AND active THEN $7 ELSE disabled_reason END,
			disabled_at = CASE WHEN $6 THEN NULL WHEN $6 = false AND active THEN now() ELSE disabled_at END,
			updated_at = clock_timestamp()
			WHERE organization_id = $1 AND id = $2`, orgID, id, in.URL, evs, in.Description, in.Active, reason); err != nil {
			return Endpoint{}, err
		}
		after, err := getTx(ctx, tx, orgID, id)
		if err != nil {
			return Endpoint{}, err
		}
		return after, audit.Record(ctx, tx, audit.Entry{Action: "webhook_endpoint.updated", TargetType: "webhook_endpoint",
			TargetID: id.String(), Before: before, After: after})
	})
}

// Delete removes an endpoint; its pending deliveries are dropped and its
// delivery records go with it. Errors: NotFound, Forbidden.
func (s *Service) Delete(ctx context.Context, id uuid.UUID) error {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return err
	}
	_, err = db.InTx(ctx, s.pool, "delete webhook endpoint", func(tx pgx.Tx) (struct{}, error) {
		before, err := getTx(ctx, tx, orgID, id)
		if err != nil {
			return struct{}{}, err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM webhook_endpoints WHERE organization_id = $1 AND id = $2`, orgID, id); err != nil {
			return struct{}{}, err
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "webhook_endpoint.deleted", TargetType: "webhook_endpoint",
			TargetID: id.String(), Before: before})
	})
	return err
}

// EndpointOrganization returns the organization owning an endpoint, for
// operator tools that start from an id alone. Errors: NotFound.
func (s *Service) EndpointOrganization(ctx context.Context, id uuid.UUID) (uuid.UUID, error) {
	var org uuid.UUID
	err := s.pool.QueryRow(ctx, `SELECT organization_id FROM webhook_endpoints WHERE id = $1`, id).Scan(&org)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, apperr.NotFoundf("Webhook endpoint not found")
	}
	return org, db.Wrap("find webhook endpoint", err)
}
