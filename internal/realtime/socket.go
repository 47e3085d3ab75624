// Package realtime is the backoffice's WebSocket door: GraphQL over
// graphql-transport-ws at /api/v1/realtime (queries, mutations and
// subscriptions), authenticated by connection_init, and the event bus that
// feeds the subscriptions across replicas through Redis pub/sub.
package realtime

import (
	"context"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"voiceagent/internal/members"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/logging"
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
	// sent counts the operation results (next messages) written.
	sent atomic.Int64
}

// NewSocket returns the socket door.
func NewSocket(o Options) *Socket {
	if o.Log == nil {
		o.Log = logging.Discard
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
