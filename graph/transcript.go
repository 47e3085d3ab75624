package graph

import (
	"context"
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/calls"
	"voiceagent/internal/realtime"
)

// TranscriptEvent is one item of callTranscript: a turn, an action, or the
// call's end.
type TranscriptEvent struct {
	CallSessionID uuid.UUID
	Position      int
	Type          string // turn | action | ended
	Turn          *calls.Turn
	Action        *calls.Action
	Status        *string
	At            time.Time
}

// transcript streams a call's entries without a gap: it subscribes to the
// call's transcript events first, then reads the call (so whatever commits
// after the read is published after the subscription listens), sends every
// stored entry, then relays the live ones past the last position sent. A
// live entry beyond the next position means an earlier append's event is
// still on its way; its write has committed (positions are taken on the
// locked call row), so the call is read again to fill the gap. The end of
// the call is read again too, then sent as ended, and the stream completes.
func (r *subscriptionResolver) transcript(ctx context.Context, id uuid.UUID) (<-chan *TranscriptEvent, error) {
	sub, err := r.subscribe(ctx, realtime.KindTranscript, id)
	if err != nil {
		return nil, err
	}
	c, err := r.Resolver.Calls.GetSession(ctx, id)
	if err != nil {
		r.Resolver.Realtime.Unsubscribe(sub)
		return nil, err
	}
	out := make(chan *TranscriptEvent)
	go func() {
		defer close(out)
		defer r.Resolver.Realtime.Unsubscribe(sub)
		f := &transcriptFeed{ctx: ctx, calls: r.Resolver.Calls, id: id, out: out}
		if f.sync(c) {
			return
		}
		relayUntil(ctx, sub, f.relay)
	}()
	return out, nil
}

// transcriptFeed sends one call's entries in order; next is the position
// the client expects next.
type transcriptFeed struct {
	ctx   context.Context
	calls *calls.Service
	id    uuid.UUID
	out   chan<- *TranscriptEvent
	next  int
}

// relay sends a live event's entries past next, reading the call again for
// a gap or the end. It reports whether the stream is over.
func (f *transcriptFeed) relay(e *realtime.Event) bool {
	var entries []calls.Entry
	if e.Action != "appended" || json.Unmarshal(e.Data, &entries) != nil {
		return f.reread() // ended (or an event this version cannot read)
	}
	for _, en := range entries {
		if en.Position > f.next {
			if f.reread() {
				return true
			}
			if en.Position > f.next {
				return true // committed before this event, yet not read: stop rather than skip
			}
		}
		if en.Position < f.next {
			continue // sent already, from a read
		}
		if !f.send(entryEvent(f.id, en)) {
			return true
		}
	}
	return false
}

// reread reads the call again and sends what it holds past next. A failed
// read ends the stream without ended: the client subscribes again.
func (f *transcriptFeed) reread() bool {
	c, err := f.calls.GetSession(f.ctx, f.id)
	if err != nil {
		return true
	}
	return f.sync(c)
}

// sync sends the entries of c past next and, if c has ended, ended. It
// reports whether the stream is over.
func (f *transcriptFeed) sync(c calls.Call) bool {
	for _, en := range c.Entries() {
		if en.Position < f.next {
			continue
		}
		if !f.send(entryEvent(f.id, en)) {
			return true
		}
	}
	if !calls.IsFinal(c.Status) {
		return false
	}
	at := c.UpdatedAt
	if c.EndedAt != nil {
		at = *c.EndedAt
	}
	status := c.Status
	f.send(&TranscriptEvent{CallSessionID: f.id, Position: f.next, Type: "ended", Status: &status, At: at})
	return true
}

// send hands ev to the socket, advancing next past an entry; false when the
// operation has ended.
func (f *transcriptFeed) send(ev *TranscriptEvent) bool {
	select {
	case f.out <- ev:
		if ev.Type != "ended" {
			f.next = ev.Position + 1
		}
		return true
	case <-f.ctx.Done():
		return false
	}
}

func entryEvent(callID uuid.UUID, en calls.Entry) *TranscriptEvent {
	ev := &TranscriptEvent{CallSessionID: callID, Position: en.Position, Turn: en.Turn, Action: en.Action, At: en.At}
	if en.Turn != nil {
		ev.Type = "turn"
	} else {
		ev.Type = "action"
	}
	return ev
}
