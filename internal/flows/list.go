package flows

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/platform/page"
)

// ListPage returns a window of the agent's flows, the main flow first
// (limit 1-200, default 50). Errors: Invalid (limit, offset), NotFound,
// Forbidden.
func (s *Service) ListPage(ctx context.Context, agentID uuid.UUID, limit, offset *int) (page.List[Flow], error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return page.List[Flow]{}, err
	}
	all, err := s.List(ctx, agentID)
	if err != nil {
		return page.List[Flow]{}, err
	}
	return page.Slice(all, l, o), nil
}

// All is every flow as one page (publish-all's answer).
func All(all []Flow) page.List[Flow] { return page.Slice(all, max(len(all), 1), 0) }
