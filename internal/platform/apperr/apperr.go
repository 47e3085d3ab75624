// Package apperr is the one application error type of the platform. Domain
// services return *Error values with a Code; the REST layer maps codes to HTTP
// statuses in one table (httpx) and GraphQL in one error presenter.
package apperr

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Code classifies an application error.
type Code string

// Error codes. Each maps to exactly one HTTP status in httpx.
const (
	Invalid       Code = "invalid"       // 400: malformed or rejected input
	Unauthorized  Code = "unauthorized"  // 401: missing, invalid, revoked or expired credential
	Forbidden     Code = "forbidden"     // 403: suspended organization or missing scope/role
	NotFound      Code = "not_found"     // 404: missing or another organization's resource
	Conflict      Code = "conflict"      // 409: state conflict
	TooLarge      Code = "too_large"     // 413: body or upload over its limit
	Unsupported   Code = "unsupported"   // 415: wrong content type
	Unprocessable Code = "unprocessable" // 422: well-formed but fails validation rules
	RateLimited   Code = "rate_limited"  // 429
	Unavailable   Code = "unavailable"   // 503: a dependency is down
	BadGateway    Code = "bad_gateway"   // 502: an upstream answered badly
	Internal      Code = "internal"      // 500: anything unexpected
)

// FieldError names one invalid field.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// Error is an application error: a code, a sentence for a person and,
// optionally, per-field problems.
type Error struct {
	Code    Code
	Message string
	Fields  []FieldError
	Err     error // wrapped cause, never shown to clients
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

func (e *Error) Unwrap() error { return e.Err }

// New returns an error with a code and a formatted message.
func New(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalidf is a 400 with a message naming the problem.
func Invalidf(format string, args ...any) *Error { return New(Invalid, format, args...) }

// NotFoundf is a 404.
func NotFoundf(format string, args ...any) *Error { return New(NotFound, format, args...) }

// Conflictf is a 409.
func Conflictf(format string, args ...any) *Error { return New(Conflict, format, args...) }

// Forbiddenf is a 403.
func Forbiddenf(format string, args ...any) *Error { return New(Forbidden, format, args...) }

// Unprocessablef is a 422.
func Unprocessablef(format string, args ...any) *Error { return New(Unprocessable, format, args...) }

// Field is a 400 naming one field.
func Field(field, message string) *Error {
	return &Error{Code: Invalid, Message: field + ": " + message, Fields: []FieldError{{Field: field, Message: message}}}
}

// FieldCode is like Field with another code (e.g. Unprocessable).
func FieldCode(code Code, field, message string) *Error {
	e := Field(field, message)
	e.Code = code
	return e
}

// Unavailablef wraps a dependency failure as a 503.
func Unavailablef(cause error, format string, args ...any) *Error {
	e := New(Unavailable, format, args...)
	e.Err = cause
	return e
}

// CodeOf returns the code of err, Internal for errors that are not *Error.
func CodeOf(err error) Code {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return Internal
}

// As returns the *Error inside err, if any.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// Is reports whether err carries the given code.
func Is(err error, code Code) bool { return CodeOf(err) == code }

// OneOf is nil when value is one of allowed, else a 400 naming field and
// listing the allowed values ("is required" when value is empty).
func OneOf(field, value string, allowed []string) error {
	if slices.Contains(allowed, value) {
		return nil
	}
	if value == "" {
		return Field(field, "is required; one of "+strings.Join(allowed, ", "))
	}
	return Field(field, "must be one of "+strings.Join(allowed, ", "))
}

// Problems gathers every problem of an input, each named by its path
// (entries[1].number), so one answer lists them all.
type Problems struct {
	List []FieldError
}

// Add records a problem of field.
func (p *Problems) Add(field, format string, args ...any) {
	p.List = append(p.List, FieldError{Field: field, Message: fmt.Sprintf(format, args...)})
}

// OK reports whether no problem was found.
func (p *Problems) OK() bool { return len(p.List) == 0 }

// Err is nil without problems, else an Invalid error whose message names
// the first problem's field and whose fields list them all.
func (p *Problems) Err() error {
	if p.OK() {
		return nil
	}
	first := p.List[0]
	msg := first.Field + ": " + first.Message
	if n := len(p.List) - 1; n == 1 {
		msg += " (and 1 more problem)"
	} else if n > 1 {
		msg += fmt.Sprintf(" (and %d more problems)", n)
	}
	return &Error{Code: Invalid, Message: msg, Fields: p.List}
}
