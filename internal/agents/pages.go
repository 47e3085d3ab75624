package agents

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/platform/page"
)

// List is a page of agents in the platform's list envelope.
type List struct {
	Items      []Agent `json:"items"`
	Total      *int64  `json:"total"`
	Limit      int     `json:"limit"`
	Offset     *int    `json:"offset"`
	NextCursor *string `json:"next_cursor"`
}

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
func (s *Service) Page(ctx context.Context, f BackofficeFilter) (List, error) {
	limit, offset, err := page.Window(f.Limit, f.Offset)
	if err != nil {
		return List{}, err
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
		return List{}, err
	}
	if items == nil {
		items = []Agent{}
	}
	return List{Items: items, Total: &total, Limit: limit, Offset: &offset}, nil
}

// VersionList is a page of an agent's versions, newest first.
type VersionList struct {
	Items      []Version `json:"items"`
	Total      *int64    `json:"total"`
	Limit      int       `json:"limit"`
	Offset     *int      `json:"offset"`
	NextCursor *string   `json:"next_cursor"`
}

// VersionPage lists an agent's publications, newest first, a page at a time
// (limit 1-200, default 50). Errors: Invalid (paging), NotFound, Forbidden.
func (s *Service) VersionPage(ctx context.Context, id uuid.UUID, limit, offset *int) (VersionList, error) {
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return VersionList{}, err
	}
	all, err := s.Versions(ctx, id)
	if err != nil {
		return VersionList{}, err
	}
	total := int64(len(all))
	items := []Version{}
	if o < len(all) {
		items = all[o:min(len(all), o+l)]
	}
	return VersionList{Items: items, Total: &total, Limit: l, Offset: &o}, nil
}

// TemplateList is the template catalog in the list envelope.
type TemplateList struct {
	Items      []Template `json:"items"`
	Total      *int64     `json:"total"`
	Limit      int        `json:"limit"`
	Offset     *int       `json:"offset"`
	NextCursor *string    `json:"next_cursor"`
}

// TemplatePage returns the whole catalog in the list envelope. Errors:
// Forbidden.
func (s *Service) TemplatePage(ctx context.Context) (TemplateList, error) {
	list, err := s.ListTemplates(ctx)
	if err != nil {
		return TemplateList{}, err
	}
	total, zero := int64(len(list)), 0
	return TemplateList{Items: list, Total: &total, Limit: len(list), Offset: &zero}, nil
}
