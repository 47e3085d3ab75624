// Package widget is the public door of voice_widget and chat agents: a
// widget on the customer's site opens a public session (POST
// /api/v1/realtime/public-sessions, checked against the agent's allowed
// origins and rate-limited), then, on the realtime socket, sends messages
// (sendMessage) and follows the conversation (conversation). The
// conversation runs on the agent's live version through the conversation
// service, recorded as a call with channel web, so history, analytics and
// webhooks see it. A session's id is its call's id; its token is signed
// with a key of the keyring, so every replica verifies it; its call is hung
// up when the token expires, by a delayed task that survives restarts.
package widget

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/conversation"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/platform/keyring"
	"voiceagent/internal/platform/logging"
	"voiceagent/internal/platform/ratelimit"
	"voiceagent/internal/realtime"
	"voiceagent/internal/runtime"
)

// TypeExpire is the task that hangs up a widget's call when its token
// expires.
const TypeExpire = "widget:expire"

// MaxMessageChars bounds one message of the visitor.
const MaxMessageChars = runtime.MaxInputChars

// Config tunes the door.
type Config struct {
	TTL               time.Duration // token lifetime (PUBLIC_SESSION_TTL)
	PerIPPerMinute    int           // sessions per client address a minute
	PerAgentPerMinute int           // sessions per agent a minute
	MessagesPerMinute int           // messages per session a minute
}

// Deps are the services the door works through.
type Deps struct {
	Agents        *agents.Service
	Conversations *conversation.Service
	Calls         *calls.Service
	Limiter       *ratelimit.Limiter
	Key           *keyring.Derived
	Queue         *asynq.Client
	Redis         *redis.Client
	Log           *slog.Logger
	// Bus carries conversation events between replicas (nil: no
	// subscription).
	Bus *realtime.Bus
	// DemoAgent returns the demo organization's chat agent, for the page at
	// /widget/demo (nil or uuid.Nil: none).
	DemoAgent func(ctx context.Context) (uuid.UUID, error)
}

// Service is the public widget door.
type Service struct {
	d   Deps
	cfg Config
}

// New returns the door.
func New(d Deps, cfg Config) *Service {
	if cfg.TTL <= 0 {
		cfg.TTL = 30 * time.Minute
	}
	if d.Log == nil {
		d.Log = logging.Discard
	}
	return &Service{d: d, cfg: cfg}
}

// Register adds the expiry task's handler.
func (s *Service) Register(reg *jobs.Registry) { reg.Handle(TypeExpire, s.handleExpire) }

// Session is a verified public session, in the context of its socket's
// operations.
type Session struct {
	OrganizationID uuid.UUID
	AgentID        uuid.UUID
	ID             uuid.UUID // the call's id
	ExpiresAt      time.Time
}

type sessionKey struct{}

// SessionFrom returns the public session of ctx.
func SessionFrom(ctx context.Context) (Session, bool) {
	s, ok := ctx.Value(sessionKey{}).(Session)
	return s, ok
}

// Created is the answer to opening a public session.
type Created struct {
	Token     string    `json:"token"`
	ExpiresAt time.Time `json:"expires_at"`
	SessionID uuid.UUID `json:"session_id"`
}

// Turn is one turn of the conversation as its call's transcript holds it.
type Turn struct {
	Index int    `json:"index"`
	Role  string `json:"role"` // agent or user
	Text  string `json:"text"`
}

// MessageResult is what sendMessage did.
type MessageResult struct {
	SessionID uuid.UUID `json:"session_id"`
	Turn      Turn      `json:"turn"`
	Replies   []Turn    `json:"replies"`
	State     string    `json:"state"`
	Status    *string   `json:"status"`
}

// Event is one event of a conversation's subscription.
type Event struct {
	Type       string    `json:"type"` // snapshot, turn, delta or state
	SessionID  uuid.UUID `json:"session_id"`
	State      string    `json:"state"` // active or ended
	Status     *string   `json:"status,omitempty"`
	Turns      []Turn    `json:"turns,omitempty"`
	Turn       *Turn     `json:"turn,omitempty"`
	Delta      *string   `json:"delta,omitempty"`
	DeltaIndex *int      `json:"delta_index,omitempty"`
	At         time.Time `json:"at"`
}

// agentFor reads the agent a widget names and refuses what may not take a
// public session: unknown, not a widget type, archived or never published
// (404, one answer for all so nothing is told of other organizations'
// agents).
func (s *Service) agentFor(ctx context.Context, id uuid.UUID) (agents.PublicChannel, error) {
	p, err := s.d.Agents.PublicChannelOf(ctx, id)
	if err != nil {
		return p, err
	}
	if !agents.WidgetType(p.AgentType) || p.Status == "archived" || p.Version == 0 {
		return p, apperr.NotFoundf("agent %s not found or not published for a public widget", id)
	}
	return p, nil
}

const noLongerTaken = "the agent no longer takes public sessions"

// stillTaken reads the session's agent again: Forbidden when it no longer
// takes public sessions (gone, archived, channel disabled, or another
// organization's).
func (s *Service) stillTaken(ctx context.Context, sess Session) (agents.PublicChannel, error) {
	p, err := s.agentFor(ctx, sess.AgentID)
	if apperr.Is(err, apperr.NotFound) || (err == nil && (!p.Enabled || p.OrganizationID != sess.OrganizationID)) {
		return p, apperr.Forbiddenf(noLongerTaken)
	}
	return p, err
}

// allows reports whether the agent lists the (raw) Origin.
func allows(p agents.PublicChannel, origin string) bool {
	o, err := agents.NormalizeOrigin(origin)
	if err != nil {
		return false
	}
	for _, a := range p.AllowedOrigins {
		if a == o {
			return true
		}
	}
	return false
}

// OriginListed reports whether some public-channel agent lists the (raw)
// origin: the question of a CORS preflight and of a cross-site socket
// upgrade, answered with one indexed query.
func (s *Service) OriginListed(ctx context.Context, origin string) (bool, error) {
	o, err := agents.NormalizeOrigin(origin)
	if err != nil {
		return false, nil
	}
	return s.d.Agents.AnyPublicAgentAllows(ctx, o)
}

// Open starts a public session of the agent for a page of origin: the
// agent must be a published voice_widget or chat agent (else NotFound),
// list origin and have its public channel enabled (else Forbidden). It
// starts the conversation (so the greeting is recorded), schedules its
// hang-up at the token's expiry and returns the signed token.
func (s *Service) Open(ctx context.Context, agentID uuid.UUID, origin string) (Created, error) {
	p, err := s.agentFor(ctx, agentID)
	if err != nil {
		return Created{}, err
	}
	if origin == "" {
		return Created{}, apperr.Forbiddenf("a public session is opened from a web page: the Origin header is required")
	}
	if !allows(p, origin) {
		return Created{}, apperr.Forbiddenf("origin %s is not allowed for this agent; add it to the agent's allowed_origins", origin)
	}
	if !p.Enabled {
		return Created{}, apperr.Forbiddenf("the agent's public channel is disabled")
	}
	sys := auth.WithPrincipal(ctx, auth.System(p.OrganizationID))
	r, err := s.d.Conversations.StartConversation(sys, conversation.StartInput{AgentID: agentID, Channel: "web", Direction: "inbound"})
	if apperr.Is(err, apperr.Conflict) {
		// Archived or unpublished since it was read.
		return Created{}, apperr.NotFoundf("agent %s not found or not published for a public widget", agentID)
	}
	if err != nil {
		return Created{}, err
	}
	exp := time.Now().Add(s.cfg.TTL).UTC().Truncate(time.Second)
	sess := Session{OrganizationID: p.OrganizationID, AgentID: agentID, ID: r.CallID, ExpiresAt: exp}
	token, err := s.sign(ctx, sess)
	if err == nil {
		err = s.scheduleExpiry(ctx, sess)
	}
	if err != nil {
		_, _ = s.d.Conversations.Hangup(context.WithoutCancel(sys), r.CallID, "the public session could not be opened")
		return Created{}, err
	}
	return Created{Token: token, ExpiresAt: exp, SessionID: r.CallID}, nil
}

// Token format: "pws1." + base64url(claims JSON) + "." + base64url(HMAC-SHA256
// of the first two parts).
const tokenPrefix = "pws1."

type claims struct {
	Org     uuid.UUID `json:"o"`
	Agent   uuid.UUID `json:"a"`
	Session uuid.UUID `json:"s"`
	Exp     int64     `json:"e"`
}

var b64 = base64.RawURLEncoding

func (s *Service) mac(ctx context.Context, signed string) ([]byte, error) {
	key, err := s.d.Key.Key(ctx)
	if err != nil {
		return nil, err
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte(signed))
	return m.Sum(nil), nil
}

func (s *Service) sign(ctx context.Context, sess Session) (string, error) {
	b, err := json.Marshal(claims{Org: sess.OrganizationID, Agent: sess.AgentID, Session: sess.ID, Exp: sess.ExpiresAt.Unix()})
	if err != nil {
		return "", err
	}
	signed := tokenPrefix + b64.EncodeToString(b)
	sum, err := s.mac(ctx, signed)
	if err != nil {
		return "", err
	}
	return signed + "." + b64.EncodeToString(sum), nil
}

// Verify checks a token's signature and expiry. Errors: Unauthorized
// (malformed, tampered or expired), Unavailable (the key).
func (s *Service) Verify(ctx context.Context, token string) (Session, error) {
	bad := apperr.New(apperr.Unauthorized, "the public session token is not valid")
	if !strings.HasPrefix(token, tokenPrefix) || len(token) > 1000 {
		return Session{}, bad
	}
	i := strings.LastIndexByte(token, '.')
	if i <= len(tokenPrefix) {
		return Session{}, bad
	}
	sig, err := b64.DecodeString(token[i+1:])
	if err != nil {
		return Session{}, bad
	}
	want, err := s.mac(ctx, token[:i])
	if err != nil {
		return Session{}, err
	}
	if !hmac.Equal(sig, want) {
		return Session{}, bad
	}
	raw, err := b64.DecodeString(token[len(tokenPrefix):i])
	if err != nil {
		return Session{}, bad
	}
	var c claims
	if err := json.Unmarshal(raw, &c); err != nil {
		return Session{}, bad
	}
	exp := time.Unix(c.Exp, 0).UTC()
	if !time.Now().Before(exp) {
		return Session{}, apperr.New(apperr.Unauthorized, "the public session expired; open a new one")
	}
	return Session{OrganizationID: c.Org, AgentID: c.Agent, ID: c.Session, ExpiresAt: exp}, nil
}

// Authenticate verifies a token presented on a socket whose upgrade came
// with origin ("" for a client that is not a browser) and returns the
// context of its operations. Errors: Unauthorized (token), Forbidden (the
// origin is not the agent's, or its public channel was disabled or the
// agent archived since).
func (s *Service) Authenticate(ctx context.Context, token, origin string) (context.Context, realtime.PublicSession, error) {
	sess, err := s.Verify(ctx, token)
	if err != nil {
		return ctx, realtime.PublicSession{}, err
	}
	p, err := s.stillTaken(ctx, sess)
	if err != nil {
		return ctx, realtime.PublicSession{}, err
	}
	if origin != "" && !allows(p, origin) {
		return ctx, realtime.PublicSession{}, apperr.Forbiddenf("origin %s is not allowed for this agent's public sessions", origin)
	}
	return context.WithValue(ctx, sessionKey{}, sess), realtime.PublicSession{ID: sess.ID, OrganizationID: sess.OrganizationID, AgentID: sess.AgentID, ExpiresAt: sess.ExpiresAt}, nil
}

func session(ctx context.Context, op string) (Session, error) {
	sess, ok := SessionFrom(ctx)
	if !ok {
		return Session{}, apperr.Forbiddenf("%s is for public widget sessions (connection_init {\"publicSession\": \"<token>\"})", op)
	}
	return sess, nil
}

func sendingKey(id uuid.UUID) string { return "widget:sending:" + id.String() }

var unlockScript = redis.NewScript(`if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0`)

// Send says text to the agent for the session of ctx and returns the
// visitor's turn and the agent's replies; the subscription hears the same
// (the reply streamed as it is produced). One message at a time per
// session, at most MessagesPerMinute a minute. Errors: Forbidden (not a
// public session), Invalid (text), RateLimited, Conflict (another message
// is being answered, or the conversation has ended), Unavailable.
func (s *Service) Send(ctx context.Context, text string) (MessageResult, error) {
	sess, err := session(ctx, "sendMessage")
	if err != nil {
		return MessageResult{}, err
	}
	text = strings.TrimSpace(text)
	if n := utf8.RuneCountInString(text); n == 0 || n > MaxMessageChars {
		return MessageResult{}, apperr.Field("text", fmt.Sprintf("must hold 1 to %d characters", MaxMessageChars))
	}
	// The agent is read again: its channel may have been closed since the
	// socket opened (the socket's watcher closes it too, but events are
	// best effort).
	if _, err := s.stillTaken(ctx, sess); err != nil {
		if apperr.Is(err, apperr.Forbidden) {
			realtime.CloseConnection(ctx, realtime.CloseForbidden, "Forbidden: "+noLongerTaken)
		}
		return MessageResult{}, err
	}
	if res := s.d.Limiter.Allow(ctx, "widget:messages:"+sess.ID.String(), s.cfg.MessagesPerMinute); !res.Allowed {
		return MessageResult{}, apperr.New(apperr.RateLimited, "too many messages; send the next one in %d s", res.RetryAfterSeconds())
	}
	token := ids.New().String()
	ok, err := s.d.Redis.SetNX(ctx, sendingKey(sess.ID), token, 2*time.Minute).Result()
	if err != nil {
		return MessageResult{}, apperr.Unavailablef(err, "Redis is unavailable: the message could not be taken")
	}
	if !ok {
		return MessageResult{}, apperr.Conflictf("the previous message is still being answered; send this one after its reply")
	}
	defer unlockScript.Run(context.WithoutCancel(ctx), s.d.Redis, []string{sendingKey(sess.ID)}, token)

	sys := auth.WithPrincipal(ctx, auth.System(sess.OrganizationID))
	c, err := s.d.Calls.Get(sys, sess.ID)
	if err != nil {
		return MessageResult{}, err
	}
	if calls.IsFinal(c.Status) {
		return MessageResult{}, ended(c.Status)
	}
	// Turns are numbered by their place in the call's transcript, which
	// only this (locked) message adds to.
	n := len(c.Transcript)
	user := Turn{Index: n, Role: "user", Text: text}
	s.publish(ctx, sess, Event{Type: "turn", State: "active", Turn: &user})
	replyIndex := n + 1
	streamed := runtime.WithDeltas(sys, func(d string) {
		s.publish(ctx, sess, Event{Type: "delta", State: "active", Delta: &d, DeltaIndex: &replyIndex})
	})
	r, err := s.d.Conversations.Say(streamed, sess.ID, runtime.Input{Text: text})
	if err != nil {
		// Ended meanwhile (hung up at expiry, or its state expired): say so.
		if c, gerr := s.d.Calls.Get(sys, sess.ID); gerr == nil && calls.IsFinal(c.Status) {
			return MessageResult{}, ended(c.Status)
		}
		return MessageResult{}, err
	}
	out := MessageResult{SessionID: sess.ID, Turn: user, Replies: []Turn{}, State: "active"}
	for i, t := range r.Turns {
		if i == 0 && t.Role == "caller" {
			continue // the visitor's turn, announced above
		}
		turn := Turn{Index: n + i, Role: role(t.Role), Text: t.Text}
		out.Replies = append(out.Replies, turn)
		s.publish(ctx, sess, Event{Type: "turn", State: "active", Turn: &turn})
	}
	if r.Finished {
		status := r.Status
		out.State, out.Status = "ended", &status
		s.publish(ctx, sess, Event{Type: "state", State: "ended", Status: &status})
	}
	return out, nil
}

func ended(status string) error {
	return apperr.Conflictf("the conversation has ended (%s); open a new public session to talk again", status)
}

// role is the transcript's name of a runtime role.
func role(r string) string {
	if r == "caller" {
		return "user"
	}
	return r
}

func (s *Service) publish(ctx context.Context, sess Session, e Event) {
	if s.d.Bus == nil {
		return
	}
	e.SessionID = sess.ID
	e.At = time.Now().UTC()
	data, err := json.Marshal(e)
	if err != nil {
		return
	}
	s.d.Bus.Publish(ctx, realtime.Event{Kind: realtime.KindConversation, OrganizationID: sess.OrganizationID,
		Topic: sess.ID, ID: sess.ID, Action: e.Type, Status: e.Status, At: e.At, Data: data})
}

// Stream is the conversation subscription of the session of ctx: first a
// snapshot (state and every turn so far), then each turn, reply delta and
// state change until the conversation ends or the socket closes. Errors:
// Forbidden (not a public session), Unavailable.
func (s *Service) Stream(ctx context.Context) (<-chan *Event, error) {
	sess, err := session(ctx, "conversation")
	if err != nil {
		return nil, err
	}
	if s.d.Bus == nil {
		return nil, apperr.New(apperr.Unavailable, "conversation events are served at /api/v1/realtime")
	}
	// Subscribe before reading the snapshot, so no turn falls between.
	sub, err := s.d.Bus.Subscribe(ctx, sess.OrganizationID, realtime.KindConversation, sess.ID)
	if err != nil {
		return nil, apperr.Unavailablef(err, "events are unavailable; try again")
	}
	c, err := s.d.Calls.Get(auth.WithPrincipal(ctx, auth.System(sess.OrganizationID)), sess.ID)
	if err != nil {
		s.d.Bus.Unsubscribe(sub)
		return nil, err
	}
	snap := Event{Type: "snapshot", SessionID: sess.ID, State: "active", Turns: make([]Turn, 0, len(c.Transcript)), At: time.Now().UTC()}
	for i, t := range c.Transcript {
		snap.Turns = append(snap.Turns, Turn{Index: i, Role: t.Role, Text: t.Text})
	}
	done := calls.IsFinal(c.Status)
	if done {
		status := c.Status
		snap.State, snap.Status = "ended", &status
	}
	seen := len(snap.Turns)
	out := make(chan *Event, 1)
	go func() {
		defer close(out)
		defer s.d.Bus.Unsubscribe(sub)
		send := func(e *Event) bool {
			select {
			case out <- e:
				return true
			case <-ctx.Done():
				return false
			}
		}
		if !send(&snap) || done {
			return
		}
		for {
			select {
			case <-ctx.Done():
				return
			case be, ok := <-sub.C:
				if !ok {
					return
				}
				var e Event
				if json.Unmarshal(be.Data, &e) != nil {
					continue
				}
				if e.Type == "turn" && e.Turn != nil && e.Turn.Index < seen {
					continue // already in the snapshot
				}
				if !send(&e) {
					return
				}
				if e.Type == "state" && e.State == "ended" {
					return
				}
			}
		}
	}()
	return out, nil
}

type expirePayload struct {
	Org     uuid.UUID `json:"organization_id"`
	Session uuid.UUID `json:"session_id"`
}

func (s *Service) scheduleExpiry(ctx context.Context, sess Session) error {
	b, err := json.Marshal(expirePayload{Org: sess.OrganizationID, Session: sess.ID})
	if err != nil {
		return err
	}
	_, err = s.d.Queue.EnqueueContext(ctx, jobs.NewTask(ctx, TypeExpire, b), asynq.TaskID("widget-expire:"+sess.ID.String()),
		asynq.ProcessAt(sess.ExpiresAt), asynq.Queue(jobs.QueueDefault), asynq.MaxRetry(10), asynq.Timeout(time.Minute))
	if errors.Is(err, asynq.ErrTaskIDConflict) {
		return nil
	}
	if err != nil {
		return apperr.Unavailablef(err, "the task queue is unavailable; try again")
	}
	return nil
}

// handleExpire hangs up a widget's call whose token expired (nothing when
// it already ended) and tells its subscribers.
func (s *Service) handleExpire(ctx context.Context, t *asynq.Task) error {
	var p expirePayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil {
		return fmt.Errorf("%w: %v", asynq.SkipRetry, err)
	}
	c, err := s.d.Conversations.Hangup(auth.WithPrincipal(ctx, auth.System(p.Org)), p.Session, "session_expired")
	if apperr.Is(err, apperr.NotFound) {
		return nil // the organization or the call is gone
	}
	if err != nil {
		return err
	}
	status := c.Status
	s.publish(ctx, Session{OrganizationID: p.Org, ID: p.Session}, Event{Type: "state", State: "ended", Status: &status})
	return nil
}
