package webhooks

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/tracing"
)

// Delivery is the record of one event sent (or to be sent) to one endpoint.
type Delivery struct {
	ID             uuid.UUID  `json:"id"`
	EndpointID     uuid.UUID  `json:"endpoint_id"`
	EventID        uuid.UUID  `json:"event_id"`
	Event          string     `json:"event"`
	Status         string     `json:"status"`
	AttemptCount   int        `json:"attempt_count"`
	NextAttemptAt  *time.Time `json:"next_attempt_at"`
	LastStatusCode *int       `json:"last_status_code"`
	LastError      *string    `json:"last_error"`
	RedeliveryOf   *uuid.UUID `json:"redelivery_of"`
	CreatedAt      time.Time  `json:"created_at"`
	FinishedAt     *time.Time `json:"finished_at"`
	Attempts       []Attempt  `json:"attempts"`
}

// Attempt is one HTTP request of a delivery.
type Attempt struct {
	Attempt      int       `json:"attempt"`
	StartedAt    time.Time `json:"started_at"`
	DurationMS   int64     `json:"duration_ms"`
	Success      bool      `json:"success"`
	StatusCode   *int      `json:"status_code"`
	Error        *string   `json:"error"`
	ResponseBody string    `json:"response_body"`
}

const deliverySelect = `SELECT d.id, d.endpoint_id, d.event_id, d.event, d.status, d.attempts, d.next_attempt_at,
  d.last_status_code, d.last_error, d.redelivery_of, d.created_at, d.finished_at FROM webhook_deliveries d `

func scanDelivery(row pgx.Row) (Delivery, error) {
	var d Delivery
	err := row.Scan(&d.ID, &d.EndpointID, &d.EventID, &d.Event, &d.Status, &d.AttemptCount, &d.NextAttemptAt,
		&d.LastStatusCode, &d.LastError, &d.RedeliveryOf, &d.CreatedAt, &d.FinishedAt)
	d.CreatedAt = d.CreatedAt.UTC()
	for _, t := range []*time.Time{d.NextAttemptAt, d.FinishedAt} {
		if t != nil {
			*t = t.UTC()
		}
	}
	d.Attempts = []Attempt{}
	return d, err
}

// withAttempts fills the attempts of ds in one query.
func (s *Service) withAttempts(ctx context.Context, orgID uuid.UUID, ds []Delivery) error {
	if len(ds) == 0 {
		return nil
	}
	idx := map[uuid.UUID]int{}
	dids := make([]uuid.UUID, len(ds))
	for i, d := range ds {
		idx[d.ID] = i
		dids[i] = d.ID
	}
	rows, err := s.pool.Query(ctx, `SELECT delivery_id, attempt, started_at, duration_ms, success, status_code, error, response_body
		FROM webhook_attempts WHERE organization_id = $1 AND delivery_id = ANY($2) ORDER BY delivery_id, attempt, started_at`, orgID, dids)
	if err != nil {
		return db.Wrap("list webhook attempts", err)
	}
	defer rows.Close()
	for rows.Next() {
		var did uuid.UUID
		var a Attempt
		if err := rows.Scan(&did, &a.Attempt, &a.StartedAt, &a.DurationMS, &a.Success, &a.StatusCode, &a.Error, &a.ResponseBody); err != nil {
			return db.Wrap("list webhook attempts", err)
		}
		a.StartedAt = a.StartedAt.UTC()
		i := idx[did]
		ds[i].Attempts = append(ds[i].Attempts, a)
	}
	return db.Wrap("list webhook attempts", rows.Err())
}

// ListDeliveries returns an endpoint's newest deliveries (at most limit,
// 1..500) with every attempt. Errors: NotFound (endpoint), Invalid (limit),
// Forbidden.
func (s *Service) ListDeliveries(ctx context.Context, endpointID uuid.UUID, limit int) ([]Delivery, error) {
	return s.listDeliveries(ctx, endpointID, "", limit)
}

// DeliveryStatuses are the statuses a delivery may have.
var DeliveryStatuses = []string{StatusPending, StatusSending, StatusRetrying, StatusSucceeded, StatusFailed, StatusSkipped}

// listDeliveries is ListDeliveries of one status ("" for every status).
func (s *Service) listDeliveries(ctx context.Context, endpointID uuid.UUID, status string, limit int) ([]Delivery, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return nil, err
	}
	if limit < 1 || limit > 500 {
		return nil, apperr.Field("limit", "must be from 1 to 500")
	}
	if _, err := s.get(ctx, orgID, endpointID); err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, deliverySelect+`WHERE d.organization_id = $1 AND d.endpoint_id = $2
		AND ($4 = '' OR d.status = $4)
		ORDER BY d.created_at DESC, d.id DESC LIMIT $3`, orgID, endpointID, limit, status)
	if err != nil {
		return nil, db.Wrap("list webhook deliveries", err)
	}
	out := []Delivery{}
	for rows.Next() {
		d, err := scanDelivery(rows)
		if err != nil {
			rows.Close()
			return nil, db.Wrap("list webhook deliveries", err)
		}
		out = append(out, d)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, db.Wrap("list webhook deliveries", err)
	}
	return out, s.withAttempts(ctx, orgID, out)
}

// GetDelivery returns one delivery with its attempts. Errors: NotFound,
// Forbidden.
func (s *Service) GetDelivery(ctx context.Context, id uuid.UUID) (Delivery, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return Delivery{}, err
	}
	return s.getDelivery(ctx, orgID, id)
}

func (s *Service) getDelivery(ctx context.Context, orgID, id uuid.UUID) (Delivery, error) {
	d, err := scanDelivery(s.pool.QueryRow(ctx, deliverySelect+`WHERE d.organization_id = $1 AND d.id = $2`, orgID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return Delivery{}, apperr.NotFoundf("Webhook delivery not found")
	}
	if err != nil {
		return Delivery{}, db.Wrap("get webhook delivery", err)
	}
	ds := []Delivery{d}
	err = s.withAttempts(ctx, orgID, ds)
	return ds[0], err
}

// DeliveryOrganization returns the organization owning a delivery, for
// operator tools that start from an id alone. Errors: NotFound.
func (s *Service) DeliveryOrganization(ctx context.Context, id uuid.UUID) (uuid.UUID, error) {
	var org uuid.UUID
	err := s.pool.QueryRow(ctx, `SELECT organization_id FROM webhook_deliveries WHERE id = $1`, id).Scan(&org)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, apperr.NotFoundf("Webhook delivery not found")
	}
	return org, db.Wrap("find webhook delivery", err)
}

// redeliverSQL creates a new delivery of the same event to the same endpoint
// for each source delivery, queued on the outbox, in one statement.
const redeliverSQL = `WITH src AS (
  SELECT d.id, d.endpoint_id, d.event_id, d.event FROM webhook_deliveries d WHERE d.organization_id = $1 AND d.id = ANY($2)
), nd AS (
  INSERT INTO webhook_deliveries (id, organization_id, endpoint_id, event_id, event, status, redelivery_of)
  SELECT webhook_uuidv7(), $1, endpoint_id, event_id, event, 'pending', id FROM src RETURNING id
), o AS (
  INSERT INTO webhook_outbox (organization_id, delivery_id, attempt, traceparent)
  SELECT $1, id, 1, NULLIF($3, '') FROM nd RETURNING delivery_id
)
SELECT delivery_id FROM o, LATERAL (SELECT pg_notify('` + notifyChannel + `', '')) n`

func (s *Service) redeliver(ctx context.Context, orgID uuid.UUID, sources []uuid.UUID) ([]uuid.UUID, error) {
	rows, err := s.pool.Query(ctx, redeliverSQL, orgID, sources, tracing.Inject(ctx))
	if err != nil {
		return nil, db.Wrap("redeliver", err)
	}
	defer rows.Close()
	var out []uuid.UUID
	for rows.Next() {
		var id uuid.UUID
		if err := rows.Scan(&id); err != nil {
			return nil, db.Wrap("redeliver", err)
		}
		out = append(out, id)
	}
	return out, db.Wrap("redeliver", rows.Err())
}

func (s *Service) activeEndpoint(ctx context.Context, orgID, endpointID uuid.UUID) error {
	e, err := s.get(ctx, orgID, endpointID)
	if err != nil {
		return err
	}
	if !e.Active {
		return apperr.Conflictf("Webhook endpoint %s is disabled; re-enable it (PATCH with active true) before redelivering", endpointID)
	}
	return nil
}

// Redeliver sends a finished delivery's event again to its endpoint, as a new
// delivery (new id, redelivery_of set; the payload and its event id are the
// same). Errors: NotFound, Invalid (a ping), Conflict (still in progress, or
// the endpoint is disabled), Forbidden.
func (s *Service) Redeliver(ctx context.Context, deliveryID uuid.UUID) (Delivery, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return Delivery{}, err
	}
	d, err := s.getDelivery(ctx, orgID, deliveryID)
	if err != nil {
		return Delivery{}, err
	}
	if d.Event == events.Ping {
		return Delivery{}, apperr.Invalidf("a ping cannot be redelivered; test the endpoint again instead")
	}
	if d.FinishedAt == nil {
		return Delivery{}, apperr.Conflictf("Webhook delivery %s is still in progress (%s)", d.ID, d.Status)
	}
	if err := s.activeEndpoint(ctx, orgID, d.EndpointID); err != nil {
		return Delivery{}, err
	}
	created, err := s.redeliver(ctx, orgID, []uuid.UUID{d.ID})
	if err != nil {
		return Delivery{}, err
	}
	if len(created) != 1 {
		return Delivery{}, apperr.NotFoundf("Webhook delivery not found")
	}
	return s.getDelivery(ctx, orgID, created[0])
}

// RedeliverFailed redelivers every failed or skipped delivery of an endpoint
// created at or after since that has not been redelivered yet (so running it
// twice sends nothing twice). Errors: NotFound, Conflict (endpoint disabled),
// Forbidden.
func (s *Service) RedeliverFailed(ctx context.Context, endpointID uuid.UUID, since time.Time) ([]Delivery, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return nil, err
	}
	if err := s.activeEndpoint(ctx, orgID, endpointID); err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `SELECT d.id FROM webhook_deliveries d
		WHERE d.organization_id = $1 AND d.endpoint_id = $2 AND d.created_at >= $3
		  AND d.status IN ('failed', 'skipped') AND d.event <> 'ping'
		  AND NOT EXISTS (SELECT 1 FROM webhook_deliveries r WHERE r.organization_id = d.organization_id AND r.redelivery_of = d.id)
		ORDER BY d.created_at, d.id LIMIT 10000`, orgID, endpointID, since)
	if err != nil {
		return nil, db.Wrap("find failed webhook deliveries", err)
	}
	var src []uuid.UUID
	for rows.Next() {
		var id uuid.UUID
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return nil, db.Wrap("find failed webhook deliveries", err)
		}
		src = append(src, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, db.Wrap("find failed webhook deliveries", err)
	}
	out := []Delivery{}
	if len(src) == 0 {
		return out, nil
	}
	created, err := s.redeliver(ctx, orgID, src)
	if err != nil {
		return nil, err
	}
	for _, id := range created {
		d, err := s.getDelivery(ctx, orgID, id)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, nil
}

// PingResult says what happened to a test ping.
type PingResult struct {
	DeliveryID uuid.UUID `json:"delivery_id"`
	Delivered  bool      `json:"delivered"`
	StatusCode *int      `json:"status_code"`
	DurationMS int64     `json:"duration_ms"`
	Error      *string   `json:"error"`
}

// Ping sends a signed ping event to the endpoint now (also when it is
// disabled) and reports what happened. It is recorded as a delivery but
// never counts toward deactivation. Errors: NotFound, Forbidden.
func (s *Service) Ping(ctx context.Context, endpointID uuid.UUID) (PingResult, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageWebhooks)
	if err != nil {
		return PingResult{}, err
	}
	c := claimed{orgID: orgID, endpointID: endpointID, event: events.Ping, active: true,
		eventID: ids.New(), deliveryID: ids.New()}
	err = s.pool.QueryRow(ctx, `SELECT url, secret_enc FROM webhook_endpoints WHERE organization_id = $1 AND id = $2`,
		orgID, endpointID).Scan(&c.url, &c.secretEnc)
	if errors.Is(err, pgx.ErrNoRows) {
		return PingResult{}, apperr.NotFoundf("Webhook endpoint not found")
	}
	if err != nil {
		return PingResult{}, db.Wrap("ping webhook endpoint", err)
	}
	now := time.Now()
	c.payload, err = marshalEnvelope(c.eventID, events.Ping, now, map[string]any{
		"endpoint_id": endpointID, "message": "This is a test delivery from the voice-agent platform.",
	})
	if err != nil {
		return PingResult{}, err
	}
	b := &pgx.Batch{}
	b.Queue(`INSERT INTO webhook_events (id, organization_id, event, payload, created_at) VALUES ($1, $2, $3, $4, $5)`,
		c.eventID, orgID, events.Ping, c.payload, now)
	b.Queue(`INSERT INTO webhook_deliveries (id, organization_id, endpoint_id, event_id, event, status, claimed_until)
		VALUES ($1, $2, $3, $4, $5, 'sending', clock_timestamp() + $6::interval)`,
		c.deliveryID, orgID, endpointID, c.eventID, events.Ping, s.claimWindow())
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return PingResult{}, db.Wrap("record ping", err)
	}
	res := s.send(ctx, c)
	if err := s.record(ctx, c, res); err != nil {
		return PingResult{}, err
	}
	out := PingResult{DeliveryID: c.deliveryID, Delivered: res.success(), DurationMS: res.duration.Milliseconds()}
	if res.statusCode != 0 {
		out.StatusCode = &res.statusCode
	}
	if res.err != "" {
		out.Error = &res.err
	}
	return out, nil
}
