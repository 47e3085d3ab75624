package webhooks

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/page"
)

// EndpointList is a page of endpoints.
type EndpointList struct {
	Items      []Endpoint `json:"items"`
	Total      *int64     `json:"total"`
	Limit      int        `json:"limit"`
	Offset     *int       `json:"offset"`
	NextCursor *string    `json:"next_cursor"`
}

// DeliveryList is a page of an endpoint's newest deliveries.
type DeliveryList struct {
	Items      []Delivery `json:"items"`
	Total      *int64     `json:"total"`
	Limit      int        `json:"limit"`
	Offset     *int       `json:"offset"`
	NextCursor *string    `json:"next_cursor"`
}

// maxDeliveryWindow is how deep the backoffice pages into an endpoint's
// deliveries (ListDeliveries' own bound).
const maxDeliveryWindow = 500

// EndpointPage is List with the backoffice window (limit 1-200, default
// 50). Errors: Invalid (limit, offset), Forbidden.
func (s *Service) EndpointPage(ctx context.Context, limit, offset *int) (EndpointList, error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return EndpointList{}, err
	}
	items, total, err := s.List(ctx, l, o)
	if err != nil {
		return EndpointList{}, err
	}
	return EndpointList{Items: items, Total: &total, Limit: l, Offset: &o}, nil
}

// DeliveryPage returns a window of an endpoint's newest deliveries with
// their attempts; limit + offset may reach 500. Errors: Invalid (limit,
// offset), NotFound (endpoint), Forbidden.
func (s *Service) DeliveryPage(ctx context.Context, endpointID uuid.UUID, limit, offset *int) (DeliveryList, error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return DeliveryList{}, err
	}
	if l+o > maxDeliveryWindow {
		return DeliveryList{}, apperr.Field("offset", "limit + offset must be at most 500")
	}
	all, err := s.ListDeliveries(ctx, endpointID, l+o)
	if err != nil {
		return DeliveryList{}, err
	}
	items := []Delivery{}
	if o < len(all) {
		items = all[o:]
	}
	return DeliveryList{Items: items, Limit: l, Offset: &o}, nil
}

// RedeliverAudited is Redeliver for a person, recorded with the new delivery.
func (s *Service) RedeliverAudited(ctx context.Context, deliveryID uuid.UUID) (Delivery, error) {
	d, err := s.Redeliver(ctx, deliveryID)
	if err != nil {
		return d, err
	}
	return d, s.recordChange(ctx, audit.Entry{Action: "webhook_delivery.redelivered", TargetType: "webhook_delivery", TargetID: deliveryID.String(), After: d})
}

func (s *Service) recordChange(ctx context.Context, e audit.Entry) error {
	_, err := db.InTx(ctx, s.pool, "audit webhook change", func(tx pgx.Tx) (struct{}, error) {
		return struct{}{}, audit.Record(ctx, tx, e)
	})
	return err
}
