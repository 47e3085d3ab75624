package numbers

import (
	"context"

	"voiceagent/internal/platform/page"
)

// Page is List for the backoffice: an optional status (active, inactive or
// released) and the usual window (limit 1-200, default 50). Errors: Invalid
// (status, limit, offset), Forbidden.
func (s *Service) Page(ctx context.Context, status *string, limit, offset *int) (page.List[Number], error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return page.List[Number]{}, err
	}
	f := ListFilter{Limit: l, Offset: o}
	if status != nil {
		f.Status = *status
	}
	items, total, err := s.List(ctx, f)
	if err != nil {
		return page.List[Number]{}, err
	}
	return page.Offset(items, total, l, o), nil
}
