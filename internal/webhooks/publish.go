package webhooks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/events"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/tracing"
)

// Envelope is the JSON body of every delivery.
type Envelope struct {
	ID        uuid.UUID `json:"id"` // the event's id: the same on every delivery and redelivery of the event
	Event     string    `json:"event"`
	CreatedAt time.Time `json:"created_at"`
	Data      any       `json:"data"`
}

func marshalEnvelope(id uuid.UUID, event string, at time.Time, data any) ([]byte, error) {
	if data == nil {
		data = struct{}{}
	}
	b, err := json.Marshal(Envelope{ID: id, Event: event, CreatedAt: at.UTC(), Data: data})
	if err != nil {
		return nil, fmt.Errorf("encode %s event: %w", event, err)
	}
	return b, nil
}

// publishSQL records the event and one delivery per subscribed endpoint in
// one statement, queues an outbox row per delivery to an active endpoint
// (deliveries to a disabled endpoint are recorded as skipped), and wakes the
// relay when the transaction commits. Nothing is written when no endpoint
// subscribes.
const publishSQL = `WITH ep AS (
  SELECT id, active FROM webhook_endpoints WHERE organization_id = $1 AND $2 = ANY(events)
), ev AS (
  INSERT INTO webhook_events (id, organization_id, event, payload, created_at)
  SELECT $3, $1, $2, $4, $5 WHERE EXISTS (SELECT 1 FROM ep) RETURNING id
), d AS (
  INSERT INTO webhook_deliveries (id, organization_id, endpoint_id, event_id, event, status, finished_at)
  SELECT webhook_uuidv7(), $1, ep.id, ev.id, $2,
         CASE WHEN ep.active THEN 'pending' ELSE 'skipped' END,
         CASE WHEN ep.active THEN NULL ELSE clock_timestamp() END
  FROM ep CROSS JOIN ev RETURNING id, status
), o AS (
  INSERT INTO webhook_outbox (organization_id, delivery_id, attempt, traceparent)
  SELECT $1, id, 1, NULLIF($6, '') FROM d WHERE status = 'pending' RETURNING 1
)
SELECT (SELECT count(*) FROM o),
       (SELECT 1 FROM pg_notify('` + notifyChannel + `', '') WHERE EXISTS (SELECT 1 FROM o))`

// Publish writes event to the outbox within tx, so it exists exactly when
// tx commits. data becomes the payload's "data" object. It returns an error
// for an event that cannot be subscribed to, data that does not encode as
// JSON, or a database failure (which should abort tx).
func (s *Service) Publish(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, event string, data any) error {
	if tx == nil {
		return errors.New("publish: a transaction is required")
	}
	if !slices.Contains(events.Subscribable, event) {
		return fmt.Errorf("publish: %q is not a subscribable event", event)
	}
	id := ids.New()
	now := time.Now()
	payload, err := marshalEnvelope(id, event, now, data)
	if err != nil {
		return err
	}
	var queued int64
	var notified *int
	if err := tx.QueryRow(ctx, publishSQL, orgID, event, id, payload, now, tracing.Inject(ctx)).Scan(&queued, &notified); err != nil {
		return fmt.Errorf("publish %s: %w", event, err)
	}
	return nil
}
