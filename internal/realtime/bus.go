package realtime

import (
	"context"
	"encoding/json"
	"log/slog"
	"sync"
	"time"
	"voiceagent/internal/platform/logging"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
)

// Kinds of events.
const (
	KindAgent             = "agent"
	KindCallSession       = "call_session"
	KindKnowledgeDocument = "knowledge_document"
	KindWebhookDelivery   = "webhook_delivery"
	// KindConversation carries a public widget conversation's turns,
	// reply deltas and state (topic: the session, that is the call).
	KindConversation = "conversation"
	// KindTranscript is about one call (Topic and ID): its appended turns
	// and actions (Action "appended", in Data), or its end ("ended").
	KindTranscript = "transcript"
	// KindTestRun is about one test run (Topic and ID): a progress event
	// (Action its type, Data the event).
	KindTestRun = "test_run"
	// KindMembership: a member's role changed or they were removed (Topic
	// and ID: the user); KindOrganization: the organization was suspended
	// (Topic and ID: the organization). Sockets opened with the old rights
	// close on them.
	KindMembership   = "membership"
	KindOrganization = "organization"
)

// Event is a small notice that something changed, published after the
// transaction that changed it commits. Subscribers read the rest through
// the ordinary queries, with their own permissions.
type Event struct {
	Kind           string    `json:"kind"`
	OrganizationID uuid.UUID `json:"organization_id"`
	// Topic is what a subscription names: the agent, knowledge base or
	// webhook endpoint.
	Topic uuid.UUID `json:"topic"`
	// ID is the changed thing (the agent, call session, document or
	// delivery).
	ID     uuid.UUID `json:"id"`
	Action string    `json:"action"`
	Status *string   `json:"status,omitempty"`
	At     time.Time `json:"at"`
	// Data is a kind's own payload: a transcript's appended entries, a
	// widget conversation's turns, deltas and state.
	Data json.RawMessage `json:"data,omitempty"`
	// Call is a call session event's summary, decoded once with the event
	// for every subscriber that reads it.
	Call *CallSummary `json:"call,omitempty"`
}

// CallSummary is what a call session event tells of the call: its counts
// and, once known, how it ended.
type CallSummary struct {
	TurnCount   int     `json:"turn_count"`
	ActionCount int     `json:"action_count"`
	EndReason   *string `json:"end_reason,omitempty"`
	DurationMS  *int64  `json:"duration_ms,omitempty"`
	Outcome     *string `json:"outcome,omitempty"`
}

// channel is an organization's Redis channel.
func channel(org uuid.UUID) string { return "rt:org:" + org.String() }

// Bus carries events between replicas through Redis pub/sub, one channel
// per organization, and hands each to this process's subscribers of that
// organization, kind and topic. Each subscriber has a bounded buffer.
type Bus struct {
	rdb    *redis.Client
	log    *slog.Logger
	buffer int

	// chMu orders the joins and leaves of channels, so a leave and a join
	// of the same organization reach Redis in the order they were decided.
	chMu sync.Mutex
	mu   sync.Mutex
	ps   *redis.PubSub
	subs map[uuid.UUID]map[*Subscriber]struct{}
	// joining holds, per channel, a channel closed when Redis confirms the
	// subscription.
	joining map[string]chan struct{}
	done    chan struct{}
}

// Subscriber receives the events of one subscription.
type Subscriber struct {
	org   uuid.UUID
	kind  string
	topic uuid.UUID
	// anyTopic subscribers receive every event of kind, whatever its topic.
	anyTopic bool
	// C delivers the events; it is closed when the subscriber is dropped.
	// An event is shared by every subscriber it reaches: read it, never
	// change it. Pointers keep the buffer at 8 bytes a slot whatever the
	// size of Event (64 slots of Event cost 8 KB a subscription).
	C chan *Event
	// socket is the connection of the operation that subscribed (nil
	// outside a socket); it is closed with 4413 when the subscriber falls
	// behind its buffer.
	socket *connState
	over   bool
	closed bool
	// watch, for a watcher, is called with each event instead of C.
	watch func(*Event)
}

// NewBus returns a bus on rdb; buffer bounds each subscriber's queue.
func NewBus(rdb *redis.Client, log *slog.Logger, buffer int) *Bus {
	if log == nil {
		log = logging.Discard
	}
	if buffer <= 0 {
		buffer = 64
	}
	b := &Bus{rdb: rdb, log: log, buffer: buffer, subs: map[uuid.UUID]map[*Subscriber]struct{}{},
		joining: map[string]chan struct{}{}, done: make(chan struct{})}
	b.ps = rdb.Subscribe(context.Background())
	go b.run(b.ps.ChannelWithSubscriptions(redis.WithChannelSize(1000)))
	return b
}

// Close stops the bus.
func (b *Bus) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	select {
	case <-b.done:
		return
	default:
	}
	close(b.done)
	_ = b.ps.Close()
}

// Publish sends e to every replica. A failure is logged, not returned: the
// change it tells of has committed already.
func (b *Bus) Publish(ctx context.Context, e Event) {
	if e.At.IsZero() {
		e.At = time.Now().UTC()
	}
	data, err := json.Marshal(e)
	if err != nil {
		b.log.ErrorContext(ctx, "realtime event not encoded", "err", err)
		return
	}
	if err := b.rdb.Publish(context.WithoutCancel(ctx), channel(e.OrganizationID), data).Err(); err != nil {
		b.log.WarnContext(ctx, "realtime event not published", "kind", e.Kind, "err", err)
	}
}

// Subscribe registers a subscriber to the organization's events of kind
// about topic, and returns once Redis delivers the organization's channel
// to this process: an event published after it returns reaches the
// subscriber. Unsubscribe must be called when it is done. A subscriber of
// a socket's operation (ctx) that falls more than the buffer behind has
// that socket closed with 4413, which ends the operation: events are
// never dropped silently.
func (b *Bus) Subscribe(ctx context.Context, org uuid.UUID, kind string, topic uuid.UUID) (*Subscriber, error) {
	return b.add(ctx, &Subscriber{org: org, kind: kind, topic: topic, C: make(chan *Event, b.buffer), socket: stateFrom(ctx)})
}

// SubscribeKind is Subscribe to every event of kind in the organization,
// whatever its topic (every call of the organization rather than one
// agent's). The organization's channel carries every kind already, so it
// costs no publish and no Redis traffic of its own.
func (b *Bus) SubscribeKind(ctx context.Context, org uuid.UUID, kind string) (*Subscriber, error) {
	return b.add(ctx, &Subscriber{org: org, kind: kind, anyTopic: true, C: make(chan *Event, b.buffer), socket: stateFrom(ctx)})
}

// Watch is Subscribe for rare events: f is called on its own goroutine
// with each event, and the watcher holds no buffer (C is nil).
func (b *Bus) Watch(ctx context.Context, org uuid.UUID, kind string, topic uuid.UUID, f func(*Event)) (*Subscriber, error) {
	return b.add(ctx, &Subscriber{org: org, kind: kind, topic: topic, watch: f})
}

func (b *Bus) add(ctx context.Context, s *Subscriber) (*Subscriber, error) {
	org := s.org
	b.chMu.Lock()
	b.mu.Lock()
	set, ok := b.subs[org]
	if !ok {
		set = map[*Subscriber]struct{}{}
		b.subs[org] = set
		b.joining[channel(org)] = make(chan struct{})
	}
	set[s] = struct{}{}
	wait := b.joining[channel(org)]
	b.mu.Unlock()
	var err error
	if !ok {
		err = b.ps.Subscribe(ctx, channel(org))
	}
	b.chMu.Unlock()
	if err == nil && wait != nil {
		t := time.NewTimer(5 * time.Second)
		defer t.Stop()
		select {
		case <-wait:
		case <-t.C:
			err = context.DeadlineExceeded
		case <-ctx.Done():
			err = ctx.Err()
		}
	}
	if err != nil {
		b.Unsubscribe(s)
		return nil, err
	}
	return s, nil
}

// Unsubscribe drops s; the organization's channel is left when its last
// subscriber goes.
func (b *Bus) Unsubscribe(s *Subscriber) {
	b.chMu.Lock()
	defer b.chMu.Unlock()
	b.mu.Lock()
	set := b.subs[s.org]
	if _, ok := set[s]; !ok {
		b.mu.Unlock()
		return
	}
	delete(set, s)
	if !s.closed && s.C != nil {
		close(s.C)
	}
	s.closed = true
	last := len(set) == 0
	if last {
		delete(b.subs, s.org)
		delete(b.joining, channel(s.org))
	}
	b.mu.Unlock()
	if last {
		_ = b.ps.Unsubscribe(context.Background(), channel(s.org))
	}
}

func (b *Bus) run(ch <-chan any) {
	for v := range ch {
		if sub, ok := v.(*redis.Subscription); ok {
			if sub.Kind == "subscribe" {
				b.joined(sub.Channel)
			}
			continue
		}
		m, ok := v.(*redis.Message)
		if !ok {
			continue
		}
		var e Event
		if err := json.Unmarshal([]byte(m.Payload), &e); err != nil {
			b.log.Warn("realtime event not decoded", "channel", m.Channel, "err", err)
			continue
		}
		if m.Channel != channel(e.OrganizationID) {
			continue // never another organization's event
		}
		b.dispatch(&e)
	}
}

func (b *Bus) dispatch(e *Event) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for s := range b.subs[e.OrganizationID] {
		if s.kind != e.Kind || (s.topic != e.Topic && !s.anyTopic) || s.over {
			continue
		}
		if s.watch != nil {
			go s.watch(e)
			continue
		}
		select {
		case s.C <- e:
		default:
			s.over = true
			if s.socket != nil {
				go s.socket.closeWith(CloseOverflow, "Too slow: more than REALTIME_BUFFER events waiting")
			}
		}
	}
}

// Streams counts this process's subscribers of org, watchers aside, once
// Redis has confirmed the organization's channel: an event published then
// reaches them.
func (b *Bus) Streams(org uuid.UUID) int {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.joining[channel(org)] != nil {
		return 0
	}
	n := 0
	for s := range b.subs[org] {
		if s.watch == nil {
			n++
		}
	}
	return n
}

// joined releases the subscribers waiting for Redis to confirm channel.
func (b *Bus) joined(ch string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if w := b.joining[ch]; w != nil {
		close(w)
		b.joining[ch] = nil
	}
}
