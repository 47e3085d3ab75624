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
	return r.follow(ctx, func(bus *realtime.Bus, org uuid.UUID) (*realtime.Subscriber, error) {
		return bus.Subscribe(ctx, org, kind, topic)
	})
}

// streamKind is stream for every event of kind in the caller's
// organization, whatever its topic. The caller's right to read them all is
// checked before.
func (r *subscriptionResolver) streamKind(ctx context.Context, kind string) (<-chan *realtime.Event, error) {
	return r.follow(ctx, func(bus *realtime.Bus, org uuid.UUID) (*realtime.Subscriber, error) {
		return bus.SubscribeKind(ctx, org, kind)
	})
}

// everyCall streams the call session events of every agent of the
// caller's organization, to those who may read its calls (viewer and up).
func (r *subscriptionResolver) everyCall(ctx context.Context) (<-chan *realtime.Event, error) {
	if _, err := auth.Authorize(ctx, auth.ReadCalls); err != nil {
		return nil, err
	}
	return r.streamKind(ctx, realtime.KindCallSession)
}

// follow registers a subscriber with join and hands its events to the
// operation until it ends.
func (r *subscriptionResolver) follow(ctx context.Context, join func(*realtime.Bus, uuid.UUID) (*realtime.Subscriber, error)) (<-chan *realtime.Event, error) {
	sub, err := r.join(ctx, join)
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
	return r.join(ctx, func(bus *realtime.Bus, org uuid.UUID) (*realtime.Subscriber, error) {
		return bus.Subscribe(ctx, org, kind, topic)
	})
}

// join registers, with subscribe, a subscriber of the caller's
// organization on the bus.
func (r *subscriptionResolver) join(ctx context.Context, subscribe func(*realtime.Bus, uuid.UUID) (*realtime.Subscriber, error)) (*realtime.Subscriber, error) {
	if r.Resolver.Realtime == nil {
		return nil, apperr.New(apperr.Unavailable, "subscriptions are served at /api/v1/realtime")
	}
	p, ok := auth.FromContext(ctx)
	if !ok || p.OrganizationID == uuid.Nil {
		return nil, apperr.Forbiddenf("No organization selected")
	}
	sub, err := subscribe(r.Resolver.Realtime, p.OrganizationID)
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
