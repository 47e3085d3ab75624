// Package events names the outbound events customers can subscribe to and
// the one way a domain emits them: inside its own database transaction,
// through a Publisher that writes the event to the outbox, so an event exists
// exactly when the change that caused it was committed.
package events

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// Event names.
const (
	CallCompleted  = "call.completed"
	BookingCreated = "booking.created"
	Ping           = "ping" // sent by the endpoint test; never subscribable
)

// Subscribable lists the events an endpoint may subscribe to.
var Subscribable = []string{CallCompleted, BookingCreated}

// Publisher writes an event to the outbox within tx. data becomes the
// payload's "data" object.
type Publisher interface {
	Publish(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, event string, data any) error
}
