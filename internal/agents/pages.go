package agents

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/platform/page"
)

// BackofficeFilter is the backoffice's list arguments: the API Channel's
// filters plus has_unpublished_changes, with optional paging (limit 1-200,
// default 50).
type BackofficeFilter struct {
	AgentType             *string
	Status                *string
	Search                *string
	HasUnpublishedChanges *bool
	Limit                 *int
	Offset                *int
}

// Page lists the caller's agents for the backoffice, newest first. Errors:
// Invalid (a filter or paging argument, naming it), Forbidden.
func (s *Service) Page(ctx context.Context, f BackofficeFilter) (page.List[Agent], error) {
	limit, offset, err := page.Window(f.Limit, f.Offset)
	if err != nil {
		return page.List[Agent]{}, err
	}
	lf := ListFilter{HasUnpublishedChanges: f.HasUnpublishedChanges, Limit: limit, Offset: offset}
	if f.AgentType != nil {
		lf.AgentType = *f.AgentType
	}
	if f.Status != nil {
		lf.Status = *f.Status
	}
	if f.Search != nil {
		lf.Search = *f.Search
	}
	items, total, err := s.List(ctx, lf)
	if err != nil {
		return page.List[Agent]{}, err
	}
	return page.Offset(items, total, limit, offset), nil
}

// VersionPage lists an agent's publications, newest first, a page at a time
// (limit 1-200, default 50). Errors: Invalid (paging), NotFound, Forbidden.
func (s *Service) VersionPage(ctx context.Context, id uuid.UUID, limit, offset *int) (page.List[Version], error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return page.List[Version]{}, err
	}
	all, err := s.Versions(ctx, id)
	if err != nil {
		return page.List[Version]{}, err
	}
	return page.Slice(all, l, o), nil
}

// TemplatePage returns the whole catalog in the list envelope. Errors:
// Forbidden.
func (s *Service) TemplatePage(ctx context.Context) (page.List[Template], error) {
	list, err := s.ListTemplates(ctx)
	if err != nil {
		return page.List[Template]{}, err
	}
	return page.Offset(list, int64(len(list)), len(list), 0), nil
}
