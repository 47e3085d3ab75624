package graph

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/realtime"
)

// stream hands the bus's events of the caller's organization, kind and
// topic to the operation until it ends, with no goroutine of its own: the
// subscriber's channel is the operation's, closed by Unsubscribe when the
// operation ends. A subscriber that falls behind its buffer has its socket
// closed with 4413. The caller's access to topic is checked before.
func (r *subscriptionResolver) stream(ctx context.Context, kind string, topic uuid.UUID) (<-chan *realtime.Event, error) {
	sub, err := r.subscribe(ctx, kind, topic)
	if err != nil {
		return nil, err
	}
	bus := r.Resolver.Realtime
	context.AfterFunc(ctx, func() { bus.Unsubscribe(sub) })
	return sub.C, nil
}

// subscribe registers the caller's organization's subscriber of kind and
// topic on the bus; it returns once an event published next reaches it.
func (r *subscriptionResolver) subscribe(ctx context.Context, kind string, topic uuid.UUID) (*realtime.Subscriber, error) {
	if r.Resolver.Realtime == nil {
		return nil, apperr.New(apperr.Unavailable, "subscriptions are served at /api/v1/realtime")
	}
	p, ok := auth.FromContext(ctx)
	if !ok || p.OrganizationID == uuid.Nil {
		return nil, apperr.Forbiddenf("No organization selected")
	}
	sub, err := r.Resolver.Realtime.Subscribe(ctx, p.OrganizationID, kind, topic)
	if err != nil {
		return nil, apperr.Unavailablef(err, "events are unavailable; try again")
	}
	return sub, nil
}

// relayUntil hands sub's events to relay until relay reports the stream
// is over, the bus closes the subscription or ctx ends (the loop of every
// feed that replays stored items before live ones).
func relayUntil(ctx context.Context, sub *realtime.Subscriber, relay func(*realtime.Event) bool) {
	for {
		select {
		case <-ctx.Done():
			return
		case e, ok := <-sub.C:
			if !ok || relay(e) {
				return
			}
		}
	}
}

// callSummary is a call session event's summary; an event without one
// (from an older replica) reads as zero.
func callSummary(e *realtime.Event) realtime.CallSummary {
	if e.Call == nil {
		return realtime.CallSummary{}
	}
	return *e.Call
}
