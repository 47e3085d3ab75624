package realtime

// connection_init: the session or public-session credential, the checks it
// passes, and the watch that closes a socket whose rights change.

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/google/uuid"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"voiceagent/internal/members"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/session"
)

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
