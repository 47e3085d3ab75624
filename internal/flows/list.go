package flows

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/platform/page"
)

// List is a page of an agent's flows, as both backoffice doors show it.
type List struct {
	Items      []Flow  `json:"items"`
	Total      int     `json:"total"`
	Limit      int     `json:"limit"`
	Offset     int     `json:"offset"`
	NextCursor *string `json:"next_cursor"`
}

// ListPage returns a window of the agent's flows, the main flow first
// (limit 1-200, default 50). Errors: Invalid (limit, offset), NotFound,
// Forbidden.
func (s *Service) ListPage(ctx context.Context, agentID uuid.UUID, limit, offset *int) (List, error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return List{}, err
	}
	all, err := s.List(ctx, agentID)
	if err != nil {
		return List{}, err
	}
	return pageOf(all, l, o), nil
}

func pageOf(all []Flow, limit, offset int) List {
	out := List{Items: []Flow{}, Total: len(all), Limit: limit, Offset: offset}
	if offset < len(all) {
		out.Items = all[offset:min(len(all), offset+limit)]
	}
	return out
}

// All is every flow as one page (publish-all's answer).
func All(all []Flow) List { return pageOf(all, max(len(all), 1), 0) }
