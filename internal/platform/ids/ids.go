// Package ids makes and parses the platform's identifiers (UUIDv7).
package ids

import (
	"github.com/google/uuid"

	"voiceagent/internal/platform/apperr"
)

// New returns a new time-ordered UUIDv7.
func New() uuid.UUID { return uuid.Must(uuid.NewV7()) }

// Parse reads an identifier from a path or body. A value that is not a UUID
// names nothing, so it is a NotFound error for the given resource (the same
// answer as an id of another organization), never a 500.
func Parse(s, resource string) (uuid.UUID, error) {
	id, err := uuid.Parse(s)
	if err != nil || len(s) != 36 {
		return uuid.Nil, apperr.NotFoundf("%s not found", resource)
	}
	return id, nil
}

// ParseField reads an identifier given as a filter or body field: a value that
// is not a UUID is a 400 naming the field.
func ParseField(s, field string) (uuid.UUID, error) {
	id, err := uuid.Parse(s)
	if err != nil || len(s) != 36 {
		return uuid.Nil, apperr.Field(field, "must be a UUID")
	}
	return id, nil
}

// PathID reads an identifier from a URL path. A value that is not a UUID
// becomes uuid.Nil, which names nothing: the service still authorizes the
// caller first (403 for a missing scope) and then answers 404.
func PathID(s string) uuid.UUID {
	id, err := uuid.Parse(s)
	if err != nil || len(s) != 36 {
		return uuid.Nil
	}
	return id
}
