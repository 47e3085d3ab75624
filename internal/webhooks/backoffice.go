package webhooks

import (
	"context"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/page"
)

// maxDeliveryWindow is how deep the backoffice pages into an endpoint's
// deliveries (ListDeliveries' own bound).
const maxDeliveryWindow = 500

// EndpointPage is List with the backoffice window (limit 1-200, default
// 50). Errors: Invalid (limit, offset), Forbidden.
func (s *Service) EndpointPage(ctx context.Context, limit, offset *int) (page.List[Endpoint], error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return page.List[Endpoint]{}, err
	}
	items, total, err := s.List(ctx, l, o)
	if err != nil {
		return page.List[Endpoint]{}, err
	}
	return page.Offset(items, total, l, o), nil
}

// DeliveryPage returns a window of an endpoint's newest deliveries with
// their attempts, of one status when status is not empty; limit + offset
// may reach 500. Errors: Invalid (limit, offset, status), NotFound
// (endpoint), Forbidden.
func (s *Service) DeliveryPage(ctx context.Context, endpointID uuid.UUID, status string, limit, offset *int) (page.List[Delivery], error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return page.List[Delivery]{}, err
	}
	if status != "" && !slices.Contains(DeliveryStatuses, status) {
		return page.List[Delivery]{}, apperr.Field("status", "must be one of "+strings.Join(DeliveryStatuses, ", "))
	}
	if l+o > maxDeliveryWindow {
		return page.List[Delivery]{}, apperr.Field("offset", "limit + offset must be at most 500")
	}
	all, err := s.listDeliveries(ctx, endpointID, status, l+o)
	if err != nil {
		return page.List[Delivery]{}, err
	}
	// The total is unknown: only the newest limit + offset were read.
	items := []Delivery{}
	if o < len(all) {
		items = all[o:]
	}
	return page.List[Delivery]{Items: items, Limit: l, Offset: &o}, nil
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
