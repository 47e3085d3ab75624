package numbers

import (
	"context"

	"voiceagent/internal/platform/page"
)

// List is a page of numbers.
type List struct {
	Items      []Number `json:"items"`
	Total      *int64   `json:"total"`
	Limit      int      `json:"limit"`
	Offset     *int     `json:"offset"`
	NextCursor *string  `json:"next_cursor"`
}

// Page is List for the backoffice: an optional status (active, inactive or
// released) and the usual window (limit 1-200, default 50). Errors: Invalid
// (status, limit, offset), Forbidden.
func (s *Service) Page(ctx context.Context, status *string, limit, offset *int) (List, error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return List{}, err
	}
	f := ListFilter{Limit: l, Offset: o}
	if status != nil {
		f.Status = *status
	}
	items, total, err := s.List(ctx, f)
	if err != nil {
		return List{}, err
	}
	return List{Items: items, Total: &total, Limit: l, Offset: &o}, nil
}
