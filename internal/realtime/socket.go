// Package realtime is the backoffice's WebSocket door: GraphQL over
// graphql-transport-ws at /api/v1/realtime (queries, mutations and
// subscriptions), authenticated by connection_init, and the event bus that
// feeds the subscriptions across replicas through Redis pub/sub.
package realtime

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/coder/websocket"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"voiceagent/internal/members"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/session"
)

// Close codes of the socket. 4400-4429 are graphql-transport-ws's own;
// 4413, 1001 and 1013 are the platform's.
const (
	CloseBadMessage        = 4400 // a message that is not JSON, of an unknown type, or without id
	CloseUnauthorized      = 4401 // no or invalid credential, an expired session, subscribe before the acknowledgement
	CloseForbidden         = 4403 // not a member, a suspended organization, rights changed, a widget's origin or operation refused
	CloseSubprotocol       = 4406 // the client did not offer graphql-transport-ws
	CloseInitTimeout       = 4408 // no connection_init within REALTIME_INIT_TIMEOUT
	CloseDuplicateID       = 4409 // a subscribe reusing the id of a running operation
	CloseOverflow          = 4413 // the subscriber fell REALTIME_BUFFER events behind
	CloseTooManyInits      = 4429 // a second connection_init
	CloseTooManyConns      = 1013 // the user already holds REALTIME_MAX_CONNECTIONS_PER_USER sockets (try again later)
	CloseNoPong            = 1001 // nothing arrived between two pings (going away)
	CloseInternal          = 1011 // the session could not be checked (keys or database unavailable)
	closeReasonMaxBytes    = 120
	graphqlTransportWSName = "graphql-transport-ws"
)

// Options configure the socket door.
type Options struct {
	Verifier *session.Verifier
	Members  *members.Service
	Log      *slog.Logger
	// AllowedOrigins (scheme://host) may open a socket besides the request's
	// own host.
	AllowedOrigins   []string
	MaxConnsPerUser  int
	MaxSubscriptions int
	InitTimeout      time.Duration
	PingInterval     time.Duration
	// Public verifies public widget sessions (nil: none are accepted).
	Public PublicSessions
	// Redis holds the per-user connection count across replicas
	// (required).
	Redis *redis.Client
	// Bus, when set, closes a backoffice socket (4403) when its user's
	// membership changes or its organization is suspended, so no socket
	// keeps rights its user lost.
	Bus *Bus
}

// PublicSessions is the widget door as the socket needs it.
type PublicSessions interface {
	// OriginListed reports whether some public-channel agent lists origin
	// (a cross-site upgrade is let through only then).
	OriginListed(ctx context.Context, origin string) (bool, error)
	// Authenticate verifies a public session token for a socket opened
	// from origin ("" when not a browser) and returns the operations'
	// context and the session. Errors: Unauthorized, Forbidden.
	Authenticate(ctx context.Context, token, origin string) (context.Context, PublicSession, error)
}

// PublicSession is what the socket knows of a widget's session.
type PublicSession struct {
	ID, OrganizationID, AgentID uuid.UUID
	ExpiresAt                   time.Time
}

// PublicSessionHeader carries a public session token on the upgrade
// request, for clients that cannot send it in connection_init.
const PublicSessionHeader = "X-Public-Session"

// Socket authenticates WebSocket connections and bounds what each holds.
type Socket struct {
	opt Options
	// slots counts sockets per user across replicas.
	slots    *userSlots
	mu       sync.Mutex
	held     map[*connState]string
	renewing bool

	// open holds every accepted socket for the one pinger of the process
	// (a goroutine per socket would cost more than the socket itself).
	openMu  sync.Mutex
	open    map[*conn]struct{}
	pinging bool
}

// NewSocket returns the socket door.
func NewSocket(o Options) *Socket {
	if o.Log == nil {
		o.Log = slog.Default()
	}
	if o.MaxConnsPerUser <= 0 {
		o.MaxConnsPerUser = 20
	}
	if o.MaxSubscriptions <= 0 {
		o.MaxSubscriptions = 50
	}
	if o.InitTimeout <= 0 {
		o.InitTimeout = 10 * time.Second
	}
	s := &Socket{opt: o, held: map[*connState]string{}, open: map[*conn]struct{}{},
		slots: &userSlots{rdb: o.Redis, max: o.MaxConnsPerUser, lease: 90 * time.Second}}
	return s
}

// Transport is gqlgen's WebSocket transport with the platform's
// authentication, close codes and limits. Keep-alive pings are the
// Socket's own (see ping), not gqlgen's goroutine per connection.
func (s *Socket) Transport() transport.Websocket {
	return transport.Websocket{
		Implementation: implementation{s: s},
		InitFunc:       s.init,
		InitTimeout:    s.opt.InitTimeout,
		CloseFunc: func(ctx context.Context, _ int) {
			if st := stateFrom(ctx); st != nil {
				st.release()
			}
		},
		ErrorFunc: func(ctx context.Context, err error) {
			s.opt.Log.DebugContext(ctx, "realtime socket error", "err", err)
		},
	}
}

// Handler serves exec (a GraphQL server whose only transport is Transport)
// at the realtime path: it checks the Origin, answers a request that is not
// a WebSocket upgrade with 426, and gives each connection its state.
func (s *Socket) Handler(exec http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
			w.Header().Set("Upgrade", "websocket")
			httpx.JSON(w, http.StatusUpgradeRequired, httpx.ErrorBody{Detail: "this endpoint speaks GraphQL over WebSocket (subprotocol " + graphqlTransportWSName + "); open it with a WebSocket client", Code: "upgrade_required"})
			return
		}
		foreign := !s.originAllowed(r)
		if foreign && !s.publicOrigin(r) {
			httpx.JSON(w, http.StatusForbidden, httpx.ErrorBody{Detail: "origin " + r.Header.Get("Origin") + " may not open a realtime socket; allow it with REALTIME_ALLOWED_ORIGINS", Code: "forbidden"})
			return
		}
		// A foreign origin some widget agent lists gets through the upgrade,
		// for public sessions only (checked at connection_init).
		st := &connState{socket: s, header: credentialHeaders(r.Header), foreign: foreign, slot: uuid.NewString()}
		exec.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), stateKey{}, st)))
		// gqlgen returns once it is done with the socket; one it gave up on
		// without closing (a handshake it could not read) is closed here
		// rather than left open with nobody reading it.
		st.closeWith(CloseBadMessage, "Invalid message received")
	})
}

// credentialHeaders keeps the upgrade's headers connection_init may fall
// back on, not the whole request's, for as long as the socket lives.
func credentialHeaders(h http.Header) http.Header {
	keep := http.Header{}
	for _, k := range []string{"Authorization", members.OrganizationHeader, "Origin", PublicSessionHeader} {
		if v := h.Get(k); v != "" {
			keep.Set(k, v)
		}
	}
	return keep
}

// originAllowed accepts no Origin (not a browser), the request's own host,
// and the configured origins.
func (s *Socket) originAllowed(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	if strings.EqualFold(u.Host, r.Host) {
		return true
	}
	o := strings.ToLower(u.Scheme + "://" + u.Host)
	for _, a := range s.opt.AllowedOrigins {
		if a == o {
			return true
		}
	}
	return false
}

// publicOrigin reports whether some public-channel agent lists the
// request's Origin.
func (s *Socket) publicOrigin(r *http.Request) bool {
	if s.opt.Public == nil {
		return false
	}
	ok, err := s.opt.Public.OriginListed(r.Context(), r.Header.Get("Origin"))
	if err != nil {
		s.opt.Log.WarnContext(r.Context(), "realtime origin check failed", "err", err)
	}
	return ok && err == nil
}

// initFailure makes gqlgen close the socket with code and reason.
func initFailure(ctx context.Context, code int, reason string) (context.Context, *transport.InitPayload, error) {
	reason = shorten(reason)
	ctx = transport.WithWebsocketCloseCode(ctx, code)
	ctx = transport.AppendCloseReason(ctx, reason)
	return ctx, nil, errors.New(reason)
}

func shorten(s string) string {
	if len(s) <= closeReasonMaxBytes {
		return s
	}
	return s[:closeReasonMaxBytes]
}

// init authenticates connection_init: the payload's authorization and
// organizationId, else the upgrade request's Authorization and
// X-Organization-Id, checked by the same verifier and membership rules as
// the HTTP door. The socket closes with 4401 when the session expires.
func (s *Socket) init(ctx context.Context, p transport.InitPayload) (context.Context, *transport.InitPayload, error) {
	st := stateFrom(ctx)
	if st == nil {
		return initFailure(ctx, CloseInternal, "no connection state")
	}
	if token := p.GetString("publicSession"); token != "" {
		return s.initPublic(ctx, st, token)
	}
	if token := st.header.Get(PublicSessionHeader); token != "" && p.Authorization() == "" {
		return s.initPublic(ctx, st, token)
	}
	if st.foreign {
		return initFailure(ctx, CloseForbidden, "Forbidden: origin "+st.header.Get("Origin")+" may open only public widget sessions")
	}
	authz, org := p.Authorization(), p.GetString("organizationId")
	if authz == "" {
		authz = st.header.Get("Authorization")
	}
	if org == "" {
		org = st.header.Get(members.OrganizationHeader)
	}
	if authz == "" {
		return initFailure(ctx, CloseUnauthorized, "Unauthorized: send {\"authorization\": \"Bearer <token>\"} in connection_init")
	}
	raw, err := session.Bearer(authz)
	if err != nil {
		return initFailure(ctx, CloseUnauthorized, "Unauthorized: "+message(err))
	}
	claims, err := s.opt.Verifier.Verify(ctx, raw)
	if err != nil {
		return s.authFailure(ctx, err)
	}
	actx, err := s.opt.Members.Authenticate(ctx, s.opt.Verifier, authz, org)
	if err != nil {
		return s.authFailure(ctx, err)
	}
	id, _ := members.IdentityFrom(actx)
	if id == nil || id.Current == nil {
		problem := error(apperr.Forbiddenf("No organization selected"))
		if id != nil && id.OrgProblem != nil {
			problem = id.OrgProblem
		}
		if apperr.Is(problem, apperr.Invalid) {
			return initFailure(ctx, CloseBadMessage, "organizationId is required: you belong to several organizations")
		}
		return initFailure(ctx, CloseForbidden, "Forbidden: "+message(problem))
	}
	user := id.User.ID.String()
	if !s.acquire(ctx, user, st) {
		return initFailure(ctx, CloseTooManyConns, "Too many connections for this user; close one and try again")
	}
	st.hold(user)
	s.watch(ctx, st, id.Current.Organization.ID, id.User.ID)
	if wait := time.Until(claims.ExpiresAt); !claims.ExpiresAt.IsZero() {
		st.expiry = time.AfterFunc(max(wait, 0), func() { st.closeWith(CloseUnauthorized, "Unauthorized: the session expired") })
	}
	return actx, nil, nil
}

// watch closes st's socket with 4403 when the user's membership of org
// changes (role changed, removed) or org is suspended: the client connects
// again and gets what its rights are now. Without Redis the socket keeps
// the rights it was opened with (logged).
func (s *Socket) watch(ctx context.Context, st *connState, org, user uuid.UUID) {
	if s.opt.Bus == nil {
		return
	}
	closeOn := func(reason string) func(*Event) {
		return func(*Event) { st.closeWith(CloseForbidden, reason) }
	}
	m, err := s.opt.Bus.Watch(ctx, org, KindMembership, user, closeOn("Forbidden: your membership of this organization changed; connect again"))
	if err != nil {
		s.opt.Log.WarnContext(ctx, "realtime socket not watching membership changes: events unavailable", "err", err)
		return
	}
	o, err := s.opt.Bus.Watch(ctx, org, KindOrganization, org, closeOn("Forbidden: the organization is suspended"))
	if err != nil {
		s.opt.Bus.Unsubscribe(m)
		s.opt.Log.WarnContext(ctx, "realtime socket not watching suspensions: events unavailable", "err", err)
		return
	}
	st.mu.Lock()
	st.watchers = append(st.watchers, m, o)
	st.mu.Unlock()
}

// initPublic authenticates a widget's public session: the token, and the
// upgrade's Origin against the agent's allowed origins. Its socket may run
// only the widget's operations and closes with 4401 when the token expires.
func (s *Socket) initPublic(ctx context.Context, st *connState, token string) (context.Context, *transport.InitPayload, error) {
	if s.opt.Public == nil {
		return initFailure(ctx, CloseUnauthorized, "Unauthorized: public sessions are not served here")
	}
	origin := st.header.Get("Origin")
	pctx, sess, err := s.opt.Public.Authenticate(ctx, token, origin)
	if err != nil {
		return s.authFailure(ctx, err)
	}
	key := "public:" + sess.ID.String()
	if !s.acquire(ctx, key, st) {
		return initFailure(ctx, CloseTooManyConns, "Too many connections for this public session; close one and try again")
	}
	st.hold(key)
	st.mu.Lock()
	if st.conn != nil {
		st.conn.setPublic()
	}
	st.mu.Unlock()
	st.expiry = time.AfterFunc(max(time.Until(sess.ExpiresAt), 0), func() { st.closeWith(CloseUnauthorized, "Unauthorized: the public session expired") })
	// A change to the agent (its channel disabled, an origin removed, the
	// agent archived) is checked at once: the socket closes if the session
	// would no longer be accepted.
	if s.opt.Bus != nil {
		w, err := s.opt.Bus.Watch(ctx, sess.OrganizationID, KindAgent, sess.AgentID, func(*Event) {
			_, _, err := s.opt.Public.Authenticate(context.Background(), token, origin)
			switch {
			case apperr.Is(err, apperr.Forbidden):
				st.closeWith(CloseForbidden, "Forbidden: "+message(err))
			case apperr.Is(err, apperr.Unauthorized):
				st.closeWith(CloseUnauthorized, "Unauthorized: "+message(err))
			}
		})
		if err != nil {
			s.opt.Log.WarnContext(ctx, "public session not watching its agent: events unavailable", "err", err)
		} else {
			st.mu.Lock()
			st.watchers = append(st.watchers, w)
			st.mu.Unlock()
		}
	}
	return pctx, nil, nil
}

func (s *Socket) authFailure(ctx context.Context, err error) (context.Context, *transport.InitPayload, error) {
	if apperr.Is(err, apperr.Unauthorized) || apperr.Is(err, apperr.Invalid) {
		return initFailure(ctx, CloseUnauthorized, "Unauthorized: "+message(err))
	}
	if apperr.Is(err, apperr.Forbidden) {
		return initFailure(ctx, CloseForbidden, "Forbidden: "+message(err))
	}
	s.opt.Log.WarnContext(ctx, "realtime authentication failed", "err", err)
	return initFailure(ctx, CloseInternal, "the session could not be checked; try again")
}

func message(err error) string {
	if e, ok := apperr.As(err); ok {
		return e.Message
	}
	return err.Error()
}

// acquire takes one of key's MaxConnsPerUser slots for st, across every
// replica (a lease renewed while the socket is open, see userSlots). Redis
// failing lets the socket in (logged): the cap guards resources, and a
// refusal would turn a Redis outage into an outage of every socket.
func (s *Socket) acquire(ctx context.Context, key string, st *connState) bool {
	ok, err := s.slots.acquire(ctx, key, st.slot)
	if err != nil {
		s.opt.Log.WarnContext(ctx, "realtime connection cap not checked: Redis unavailable", "err", err)
		return true
	}
	if ok {
		s.mu.Lock()
		s.held[st] = key
		if !s.renewing {
			s.renewing = true
			go s.renew()
		}
		s.mu.Unlock()
	}
	return ok
}

func (s *Socket) releaseSlot(key string, st *connState) {
	s.mu.Lock()
	delete(s.held, st)
	s.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := s.slots.release(ctx, key, st.slot); err != nil {
		s.opt.Log.Warn("realtime connection slot not released; its lease runs out", "err", err)
	}
}

// renew extends the leases of this process's sockets every third of a
// lease, in one pipeline; it returns when none is held (acquire starts it
// again).
func (s *Socket) renew() {
	t := time.NewTicker(s.slots.lease / 3)
	defer t.Stop()
	for range t.C {
		s.mu.Lock()
		if len(s.held) == 0 {
			s.renewing = false
			s.mu.Unlock()
			return
		}
		held := make(map[string]string, len(s.held)) // slot -> key
		for st, key := range s.held {
			held[st.slot] = key
		}
		s.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := s.slots.renewAll(ctx, held); err != nil {
			s.opt.Log.Warn("realtime connection leases not renewed", "err", err)
		}
		cancel()
	}
}

type stateKey struct{}

// connState is one socket's: its upgrade headers, its connection, the user
// slot it holds and its expiry timer.
type connState struct {
	socket *Socket
	header http.Header
	// foreign: the Origin is neither the server's nor configured, but some
	// widget agent lists it.
	foreign bool

	// slot names this socket's lease among its user's (see userSlots).
	slot string

	mu     sync.Mutex
	conn   *conn
	user   string
	expiry *time.Timer
	done   bool
	// watchers close the socket when the rights it was opened with change.
	watchers []*Subscriber
}

func stateFrom(ctx context.Context) *connState {
	st, _ := ctx.Value(stateKey{}).(*connState)
	return st
}

func (st *connState) hold(user string) {
	st.mu.Lock()
	st.user = user
	st.mu.Unlock()
}

// release gives back the user's slot and stops the expiry timer, once.
func (st *connState) release() {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.done {
		return
	}
	st.done = true
	if st.expiry != nil {
		st.expiry.Stop()
	}
	for _, w := range st.watchers {
		st.socket.opt.Bus.Unsubscribe(w)
	}
	if st.user != "" {
		st.socket.releaseSlot(st.user, st)
	}
}

// closeWith closes the socket with code and reason (the first close wins).
func (st *connState) closeWith(code int, reason string) {
	st.mu.Lock()
	c := st.conn
	st.mu.Unlock()
	if c != nil {
		c.closeWith(code, reason)
	}
}

// CloseConnection closes the socket of ctx's operation with code and reason
// (a subscriber that fell behind, for one).
func CloseConnection(ctx context.Context, code int, reason string) {
	if st := stateFrom(ctx); st != nil {
		st.closeWith(code, shorten(reason))
	}
}

type implementation struct{ s *Socket }

// Accept upgrades with coder/websocket directly (not through gqlgen's
// adapter), so a message gqlgen writes is encoded once and written as is.
func (i implementation) Accept(w http.ResponseWriter, r *http.Request, o transport.WebsocketAcceptOptions) (transport.WebsocketConn, error) {
	st := stateFrom(r.Context())
	if st == nil {
		return nil, errors.New("realtime: no connection state")
	}
	for k, vs := range o.ResponseHeader {
		for _, v := range vs {
			w.Header().Add(k, v)
		}
	}
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{
		Subprotocols:       []string{graphqlTransportWSName}, // not gqlgen's legacy graphql-ws
		InsecureSkipVerify: true,                             // the Origin was checked by Handler
	})
	if err != nil {
		return nil, err
	}
	c := &conn{ws: ws, socket: i.s, max: i.s.opt.MaxSubscriptions, ids: map[string]struct{}{},
		noProtocol: ws.Subprotocol() != graphqlTransportWSName}
	st.mu.Lock()
	st.conn = c
	st.mu.Unlock()
	i.s.track(c)
	return c, nil
}

// conn enforces what gqlgen leaves to the application: the protocol's close
// codes for a bad message, a duplicate id, a second connection_init, a
// subscribe before the acknowledgement and the init timeout, and the cap
// on operations running at once.
type conn struct {
	ws     *websocket.Conn
	socket *Socket
	max    int

	mu     sync.Mutex
	inited bool
	acked  bool
	ids    map[string]struct{}
	closed bool
	// pinged: a ping is out; heard: the client sent something since.
	pinged, heard bool
	// noProtocol: the client did not offer graphql-transport-ws.
	noProtocol bool
	// public: a widget's socket, which may run only publicOperations.
	public bool
}

func (c *conn) setPublic() {
	c.mu.Lock()
	c.public = true
	c.mu.Unlock()
}

type envelope struct {
	Type    string          `json:"type"`
	ID      string          `json:"id,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// objectOrNull reports whether a payload is absent, null or a JSON object,
// the only connection_init payloads the protocol allows.
func objectOrNull(p json.RawMessage) bool {
	p = bytes.TrimSpace(p)
	return len(p) == 0 || bytes.Equal(p, []byte("null")) || p[0] == '{'
}

func (c *conn) closeWith(code int, reason string) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	c.closed = true
	c.mu.Unlock()
	c.socket.untrack(c)
	// coder/websocket's Close waits up to 5 s for the peer's close frame:
	// not on the caller's goroutine.
	go func() { _ = c.ws.Close(websocket.StatusCode(code), shorten(reason)) }()
}

// Close drops the connection, unless a close handshake is under way.
func (c *conn) Close() error {
	c.socket.untrack(c)
	c.mu.Lock()
	closing := c.closed
	c.mu.Unlock()
	if closing {
		return nil
	}
	return c.ws.CloseNow()
}

// Subprotocol is the negotiated subprotocol. A client that offered no
// graphql-transport-ws gets a name gqlgen does not know, so it closes the
// socket at once (WriteClose makes that 4406).
func (c *conn) Subprotocol() string {
	if c.noProtocol {
		return "none"
	}
	return c.ws.Subprotocol()
}

// NextReader checks each client message before gqlgen reads it.
func (c *conn) NextReader() (int, io.Reader, error) {
	for {
		t, data, err := c.ws.Read(context.Background())
		if err != nil {
			if s := websocket.CloseStatus(err); s == websocket.StatusNormalClosure || s == websocket.StatusNoStatusRcvd {
				return int(t), nil, transport.ErrWebsocketClosed
			}
			return int(t), nil, err
		}
		var m envelope
		if err := json.Unmarshal(data, &m); err != nil || m.Type == "" {
			c.closeWith(CloseBadMessage, "Invalid message received")
			return int(t), nil, transport.ErrWebsocketClosed
		}
		c.mu.Lock()
		c.heard = true
		code, reason, refuse := 0, "", ""
		switch m.Type {
		case "connection_init":
			switch {
			case c.inited:
				code, reason = CloseTooManyInits, "Too many initialisation requests"
			case !objectOrNull(m.Payload):
				code, reason = CloseBadMessage, "Invalid message received: the connection_init payload must be an object"
			}
			c.inited = true
		case "subscribe":
			switch _, running := c.ids[m.ID]; {
			case !c.acked:
				code, reason = CloseUnauthorized, "Unauthorized"
			case m.ID == "":
				code, reason = CloseBadMessage, "Invalid message received: subscribe without id"
			case running:
				code, reason = CloseDuplicateID, "Subscriber for "+m.ID+" already exists"
			case c.public && !publicOperation(data):
				code, reason = CloseForbidden, "Forbidden: a public session may run only the mutation sendMessage and the subscription conversation"
			case len(c.ids) >= c.max:
				refuse = m.ID
			default:
				c.ids[m.ID] = struct{}{}
			}
		case "complete":
			delete(c.ids, m.ID)
		case "ping", "pong":
		default:
			code, reason = CloseBadMessage, "Invalid message received: unknown type "+m.Type
		}
		c.mu.Unlock()
		if code != 0 {
			c.closeWith(code, reason)
			return int(t), nil, transport.ErrWebsocketClosed
		}
		if refuse != "" {
			_ = c.WriteJSON(map[string]any{"type": "error", "id": refuse, "payload": []map[string]any{{
				"message":    "too many operations running on this connection; complete one first (REALTIME_MAX_SUBSCRIPTIONS)",
				"extensions": map[string]any{"code": "RATE_LIMITED"},
			}}})
			continue
		}
		return int(t), bytes.NewReader(data), nil
	}
}

// WriteJSON encodes v once and writes it, noting the acknowledgement and
// the end of operations. gqlgen's messages end with their "type" (the last
// field of its message struct), so the type is read from the end of the
// encoding and only the rare messages whose id matters are decoded again.
func (c *conn) WriteJSON(v any) error {
	c.mu.Lock()
	closing := c.closed
	c.mu.Unlock()
	if closing {
		// The close code is the answer; what the operations it ends say
		// (their context canceled) is not sent after it was decided.
		return nil
	}
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	switch typ := messageType(data); typ {
	case "next", "ping", "pong":
	default:
		var m envelope
		_ = json.Unmarshal(data, &m)
		c.mu.Lock()
		switch m.Type {
		case "connection_ack":
			c.acked = true
		case "complete", "error":
			delete(c.ids, m.ID)
		}
		c.mu.Unlock()
	}
	return c.ws.Write(context.Background(), websocket.MessageText, data)
}

var typeSuffix = []byte(`"type":"`)

// messageType reads the type of a message whose last field is "type"; ""
// when it is not.
func messageType(data []byte) string {
	i := bytes.LastIndex(data, typeSuffix)
	if i < 0 || !bytes.HasSuffix(data, []byte(`"}`)) {
		return ""
	}
	t := data[i+len(typeSuffix) : len(data)-2]
	if bytes.IndexByte(t, '"') >= 0 {
		return ""
	}
	return string(t)
}

// WriteClose maps gqlgen's generic protocol error to the protocol's codes.
func (c *conn) WriteClose(code int, reason string) error {
	if c.noProtocol {
		code, reason = CloseSubprotocol, "Subprotocol not acceptable: use "+graphqlTransportWSName
	} else if code == transport.WebsocketCloseProtocolError {
		if strings.Contains(reason, "timeout") {
			code, reason = CloseInitTimeout, "Connection initialisation timeout"
		} else {
			code, reason = CloseBadMessage, "Invalid message received"
		}
	}
	c.closeWith(code, reason)
	return nil
}

// SetReadLimit bounds one message.
func (c *conn) SetReadLimit(limit int64) { c.ws.SetReadLimit(limit) }

// track adds c to the sockets the pinger visits, starting it if it is not
// running.
func (s *Socket) track(c *conn) {
	if s.opt.PingInterval <= 0 {
		return
	}
	s.openMu.Lock()
	defer s.openMu.Unlock()
	s.open[c] = struct{}{}
	if !s.pinging {
		s.pinging = true
		go s.ping()
	}
}

func (s *Socket) untrack(c *conn) {
	s.openMu.Lock()
	delete(s.open, c)
	s.openMu.Unlock()
}

// ping sends the protocol's ping to every acknowledged socket each
// PingInterval, and drops a socket that sent nothing since the previous
// ping. It returns when no socket is left (track starts it again).
func (s *Socket) ping() {
	t := time.NewTicker(s.opt.PingInterval)
	defer t.Stop()
	ping := []byte(`{"type":"ping"}`)
	for range t.C {
		s.openMu.Lock()
		if len(s.open) == 0 {
			s.pinging = false
			s.openMu.Unlock()
			return
		}
		conns := make([]*conn, 0, len(s.open))
		for c := range s.open {
			conns = append(conns, c)
		}
		s.openMu.Unlock()
		for _, c := range conns {
			c.mu.Lock()
			silent := c.pinged && !c.heard
			send := c.acked && !c.closed && !silent
			if send {
				c.pinged, c.heard = true, false
			}
			c.mu.Unlock()
			if silent {
				c.closeWith(CloseNoPong, "No pong since the last ping")
				continue
			}
			if send {
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				_ = c.ws.Write(ctx, websocket.MessageText, ping)
				cancel()
			}
		}
	}
}

// publicOperations are the root fields a public widget session may select,
// by operation type; everything else (any query, other mutations and
// subscriptions) closes its socket with 4403.
var publicOperations = map[ast.Operation][]string{
	ast.Mutation:     {"sendMessage"},
	ast.Subscription: {"conversation"},
}

// publicOperation reports whether a subscribe message's document holds only
// operations a public session may run: every operation's root selections
// are fields of publicOperations (fragments at the root are refused, so
// nothing hides behind them).
func publicOperation(data []byte) bool {
	var m struct {
		Payload struct {
			Query string `json:"query"`
		} `json:"payload"`
	}
	if json.Unmarshal(data, &m) != nil || strings.TrimSpace(m.Payload.Query) == "" {
		return false
	}
	doc, err := parser.ParseQuery(&ast.Source{Input: m.Payload.Query})
	if err != nil || len(doc.Operations) == 0 {
		return false
	}
	for _, op := range doc.Operations {
		allowed := publicOperations[op.Operation]
		if len(allowed) == 0 || len(op.SelectionSet) == 0 {
			return false
		}
		for _, sel := range op.SelectionSet {
			f, ok := sel.(*ast.Field)
			if !ok || (f.Name != "__typename" && !slices.Contains(allowed, f.Name)) {
				return false
			}
		}
	}
	return true
}
