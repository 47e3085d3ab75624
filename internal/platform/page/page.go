// Package page holds the one list envelope of the platform and the parsing of
// limit/offset and opaque keyset cursors.
package page

import (
	"encoding/base64"
	"encoding/json"
	"net/url"
	"strconv"

	"voiceagent/internal/platform/apperr"
)

// List is the envelope of every list response.
type List[T any] struct {
	Items      []T     `json:"items"`
	Total      *int64  `json:"total"`
	Limit      int     `json:"limit"`
	Offset     *int    `json:"offset"`
	NextCursor *string `json:"next_cursor"`
}

// Offset builds an offset-mode envelope with an exact total.
func Offset[T any](items []T, total int64, limit, offset int) List[T] {
	if items == nil {
		items = []T{}
	}
	return List[T]{Items: items, Total: &total, Limit: limit, Offset: &offset}
}

// Cursor builds a cursor-mode envelope: total and offset are null.
func Cursor[T any](items []T, limit int, next string) List[T] {
	if items == nil {
		items = []T{}
	}
	l := List[T]{Items: items, Limit: limit}
	if next != "" {
		l.NextCursor = &next
	}
	return l
}

// Slice is the window [offset, offset+limit) of a list held in memory, in an
// offset-mode envelope whose total is len(all).
func Slice[T any](all []T, limit, offset int) List[T] {
	var items []T
	if offset < len(all) {
		items = all[offset:min(len(all), offset+limit)]
	}
	return Offset(items, int64(len(all)), limit, offset)
}

// Params are parsed pagination query parameters.
type Params struct {
	Limit  int
	Offset int
	Cursor string // "" = offset mode; "start" or an opaque cursor = cursor mode
}

// CursorMode reports whether the request asked for cursor pagination.
func (p Params) CursorMode() bool { return p.Cursor != "" }

// Parse reads limit, offset and cursor from q. limit must be 1..max (default
// def), offset >= 0; offset and cursor together are refused.
func Parse(q url.Values, def, max int) (Params, error) {
	p := Params{Limit: def}
	if v, ok := q["limit"]; ok {
		n, err := strconv.Atoi(v[0])
		if err != nil || n < 1 || n > max {
			return p, apperr.Field("limit", "must be an integer from 1 to "+strconv.Itoa(max))
		}
		p.Limit = n
	}
	if v, ok := q["offset"]; ok {
		n, err := strconv.Atoi(v[0])
		if err != nil || n < 0 {
			return p, apperr.Field("offset", "must be an integer of 0 or more")
		}
		p.Offset = n
	}
	if v, ok := q["cursor"]; ok {
		if v[0] == "" {
			return p, apperr.Field("cursor", "must be \"start\" or a next_cursor value")
		}
		if _, hasOffset := q["offset"]; hasOffset {
			return p, apperr.Invalidf("use either offset or cursor, not both")
		}
		p.Cursor = v[0]
	}
	return p, nil
}

// EncodeCursor turns a keyset position into an opaque base64url string.
func EncodeCursor(pos any) string {
	b, _ := json.Marshal(pos)
	return base64.RawURLEncoding.EncodeToString(b)
}

// DecodeCursor reads a cursor made by EncodeCursor into pos. Anything else is
// a 400 "malformed cursor". Callers must still validate the decoded values.
func DecodeCursor(s string, pos any) error {
	if len(s) > 512 {
		return apperr.Field("cursor", "malformed cursor")
	}
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return apperr.Field("cursor", "malformed cursor")
	}
	if err := json.Unmarshal(b, pos); err != nil {
		return apperr.Field("cursor", "malformed cursor")
	}
	return nil
}

// ParseOffset is Parse for lists that page by limit and offset only: a
// cursor is a 400 naming it.
func ParseOffset(q url.Values, def, max int) (Params, error) {
	p, err := Parse(q, def, max)
	if err == nil && p.CursorMode() {
		return p, apperr.Field("cursor", "is not supported on this list; use limit and offset")
	}
	return p, err
}

// Window validates the limit (1-200, default 50) and offset (0 or more,
// default 0) arguments of a backoffice list, given as optional values as
// GraphQL passes them. Errors: Invalid naming the argument.
func Window(limit, offset *int) (int, int, error) {
	l, o := 50, 0
	if limit != nil {
		if *limit < 1 || *limit > 200 {
			return 0, 0, apperr.Field("limit", "must be an integer from 1 to 200")
		}
		l = *limit
	}
	if offset != nil {
		if *offset < 0 {
			return 0, 0, apperr.Field("offset", "must be an integer of 0 or more")
		}
		o = *offset
	}
	return l, o, nil
}
