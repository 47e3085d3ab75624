package graph

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"

	"voiceagent/internal/platform/page"
	"voiceagent/internal/realtime"
	"voiceagent/internal/testcenter"
)

// TestRunList is the list envelope of test runs (see pages.go).
type TestRunList = page.List[testcenter.Run]

// testRunProgress streams a run's events without a gap, as transcript does
// for a call: it subscribes to the run's events first, then reads the
// stored ones (so whatever commits after the read is published after the
// subscription listens), sends them, then relays the live ones past the
// last position sent. A live event beyond the next position means an
// earlier event's publication is still on its way; it has committed, so
// the stored events are read again to fill the gap. The stream completes
// after run_finished.
func (r *subscriptionResolver) testRunProgress(ctx context.Context, id uuid.UUID) (<-chan *testcenter.Event, error) {
	sub, err := r.subscribe(ctx, realtime.KindTestRun, id)
	if err != nil {
		return nil, err
	}
	stored, err := r.Resolver.TestCenter.RunEvents(ctx, id, 0)
	if err != nil {
		r.Resolver.Realtime.Unsubscribe(sub)
		return nil, err
	}
	out := make(chan *testcenter.Event)
	go func() {
		defer close(out)
		defer r.Resolver.Realtime.Unsubscribe(sub)
		f := &runFeed{ctx: ctx, tc: r.Resolver.TestCenter, id: id, out: out}
		if f.sync(stored) {
			return
		}
		relayUntil(ctx, sub, f.relay)
	}()
	return out, nil
}

// runFeed sends one run's events in order; next is the position the client
// expects next.
type runFeed struct {
	ctx  context.Context
	tc   *testcenter.Service
	id   uuid.UUID
	out  chan<- *testcenter.Event
	next int
}

// relay sends a live event if it is the next one, reading the stored
// events again for a gap. It reports whether the stream is over.
func (f *runFeed) relay(e *realtime.Event) bool {
	var ev testcenter.Event
	if json.Unmarshal(e.Data, &ev) != nil {
		return f.reread()
	}
	if ev.Position < f.next {
		return false // sent already, from a read
	}
	if ev.Position > f.next {
		return f.reread()
	}
	return f.sync([]testcenter.Event{ev})
}

// reread sends the stored events past next. A failed read ends the stream:
// the client subscribes again.
func (f *runFeed) reread() bool {
	events, err := f.tc.RunEvents(f.ctx, f.id, f.next)
	if err != nil {
		return true
	}
	return f.sync(events)
}

// sync sends events past next, in order, stopping at a gap; it reports
// whether the stream is over (run_finished sent, or the operation ended).
func (f *runFeed) sync(events []testcenter.Event) bool {
	for i := range events {
		e := events[i]
		if e.Position < f.next {
			continue
		}
		if e.Position > f.next {
			return false
		}
		select {
		case f.out <- &e:
			f.next = e.Position + 1
		case <-f.ctx.Done():
			return true
		}
		if e.Type == testcenter.EventRunFinished {
			return true
		}
	}
	return false
}
