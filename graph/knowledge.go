package graph

import (
	"voiceagent/internal/calls"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/page"
)

// KnowledgeBaseList is a page of knowledge bases (both doors).
type KnowledgeBaseList struct {
	Items      []knowledge.Base `json:"items"`
	Total      *int64           `json:"total"`
	Limit      int              `json:"limit"`
	Offset     *int             `json:"offset"`
	NextCursor *string          `json:"next_cursor"`
}

// KnowledgeDocumentList is a page of a base's documents (both doors).
type KnowledgeDocumentList struct {
	Items      []knowledge.Document `json:"items"`
	Total      *int64               `json:"total"`
	Limit      int                  `json:"limit"`
	Offset     *int                 `json:"offset"`
	NextCursor *string              `json:"next_cursor"`
}

// CallSessionList is a page of the call history (both doors).
type CallSessionList struct {
	Items      []calls.Call `json:"items"`
	Total      *int64       `json:"total"`
	Limit      int          `json:"limit"`
	Offset     *int         `json:"offset"`
	NextCursor *string      `json:"next_cursor"`
}

func callSessionList(l page.List[calls.Call]) CallSessionList {
	return CallSessionList(l)
}

// ptrs adapts a service's (slice, error) to a resolver's ([]*elem, error).
func ptrs[T any](v []T, err error) ([]*T, error) {
	if err != nil {
		return nil, err
	}
	out := make([]*T, len(v))
	for i := range v {
		out[i] = &v[i]
	}
	return out, nil
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}
