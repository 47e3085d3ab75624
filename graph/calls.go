package graph

import (
	"strconv"
	"time"

	"voiceagent/graph/model"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
)

// sessionFilter converts callSessions' arguments to the service's filter,
// with the rules of GET /v1/calls: limit 1-200 (default 50), offset 0 or
// more, cursor "start" or a nextCursor and never with an offset.
func sessionFilter(in *model.CallSessionFilter, limit, offset *int, cursor *string) (calls.SessionFilter, error) {
	var f calls.SessionFilter
	if limit != nil {
		if *limit < 1 || *limit > calls.MaxListLimit {
			return f, apperr.Field("limit", "must be an integer from 1 to "+strconv.Itoa(calls.MaxListLimit))
		}
		f.Limit = *limit
	}
	if offset != nil {
		if *offset < 0 {
			return f, apperr.Field("offset", "must be an integer of 0 or more")
		}
		f.Offset = *offset
	}
	if cursor != nil {
		if *cursor == "" {
			return f, apperr.Field("cursor", "must be \"start\" or a next_cursor value")
		}
		if offset != nil {
			return f, apperr.Invalidf("use either offset or cursor, not both")
		}
		f.Cursor = *cursor
	}
	if in == nil {
		return f, nil
	}
	f.AgentID, f.Status, f.Channel, f.Direction, f.Search = deref(in.AgentID), deref(in.Status), deref(in.Channel), deref(in.Direction), deref(in.Search)
	f.Include = in.Include
	for _, b := range []struct {
		name string
		t    *time.Time
		into *time.Time
	}{{"created_after", in.CreatedAfter, &f.CreatedAfter}, {"created_before", in.CreatedBefore, &f.CreatedBefore}} {
		if b.t == nil {
			continue
		}
		if b.t.IsZero() { // year 1 would read as "no bound"
			return f, apperr.Field(b.name, "must be a date-time from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z")
		}
		*b.into = *b.t
	}
	return f, nil
}
