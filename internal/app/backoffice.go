package app

import (
	"context"
	"fmt"
	"net/http"
	"time"

	"voiceagent/graph"
	"voiceagent/internal/audit"
	"voiceagent/internal/members"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/realtime"
	"voiceagent/internal/session"
	"voiceagent/internal/webapp"
)

// Backoffice holds the services and handlers of the backoffice door.
type Backoffice struct {
	Members  *members.Service
	Audit    *audit.Service
	Sessions *session.Verifier
	// Dev is the development issuer, set when AUTH_JWKS_URL is empty.
	Dev      *session.DevSigner
	Resolver *graph.Resolver
	GraphQL  http.Handler
	// Realtime serves GraphQL over WebSocket at /api/v1/realtime, fed by
	// Bus (Redis pub/sub across replicas), which every domain publishes its
	// committed changes to.
	Realtime http.Handler
	Bus      *realtime.Bus
	// Limit is each user's budget of requests and socket operations.
	Limit *graph.UserLimit
}

// wireIdentity builds members, the audit log and session verification (the
// identity service's JWKS, or the development issuer's key kept in the
// database): what the demo and the backoffice door need.
func (a *App) wireIdentity(organizations members.Organizations, notify members.Notifier) {
	b := &a.Backoffice
	b.Members = members.NewService(a.DB, organizations, a.Redis, a.Log, notify)
	b.Audit = audit.NewService(a.DB, b.Members)
	c := a.Config.Backoffice
	opts := session.Options{Issuer: c.AuthIssuer, Audience: c.AuthAudience, MinRefresh: c.AuthJWKSMinRefresh}
	if c.AuthJWKSURL != "" {
		opts.Source = session.URLSource(c.AuthJWKSURL, &http.Client{Timeout: 5 * time.Second})
	} else {
		dev := session.NewDBDevSigner(a.DB, c.AuthIssuer, c.AuthAudience)
		b.Dev = dev
		opts.Source = dev.Source()
		if opts.Issuer == "" {
			opts.Issuer = session.DevIssuer
		}
	}
	b.Sessions = session.NewVerifier(opts)
}

// wireBackoffice builds the GraphQL server over the domain services and the
// realtime socket serving it over WebSocket, fed by the bus.
func (a *App) wireBackoffice() {
	b := &a.Backoffice
	c := a.Config.Backoffice
	b.Resolver = &graph.Resolver{Health: a, Members: b.Members, Audit: b.Audit, Agents: a.Agents, Portability: a.Portability,
		APIKeys: a.Keys, Webhooks: a.Webhooks, Numbers: a.Numbers, Analytics: a.Analytics, KnowledgeBases: a.Knowledge,
		Flows: a.Flows, Runtime: a.Runtime, Knowledge: a.Knowledge, Calls: a.Calls, Realtime: b.Bus, Widget: a.Widget,
		Actions: a.Actions, TestCenter: a.TestCenter, Integrations: a.Integrations}
	b.Resolver.SMS = a.SMS
	b.Limit = &graph.UserLimit{Limiter: a.Limiter, PerMinute: c.BackofficeRate}
	b.GraphQL = graph.NewServer(b.Resolver, graph.ServerOptions{
		Log: a.Log, Redis: a.Redis, MaxDepth: c.GraphQLMaxDepth, MaxComplexity: c.GraphQLComplexity,
		MaxTokens: c.GraphQLMaxTokens, MaxSelections: c.GraphQLMaxFields, Metrics: a.Metrics,
		PlainWriters: c.GraphQLPlainWriters,
	})
	rc := a.Config.Realtime
	socket := realtime.NewSocket(realtime.Options{
		Verifier: b.Sessions, Members: b.Members, Log: a.Log, AllowedOrigins: rc.RealtimeAllowedOrigins,
		MaxConnsPerUser: rc.RealtimeMaxConnsPerUser, MaxSubscriptions: rc.RealtimeMaxSubs,
		InitTimeout: rc.RealtimeInitTimeout, PingInterval: rc.RealtimePingInterval, Public: a.Widget,
		Redis: a.Redis, Bus: b.Bus,
	})
	ws := socket.Transport()
	b.Realtime = singleCredentials(socket.Handler(graph.NewServer(b.Resolver, graph.ServerOptions{
		Log: a.Log, MaxDepth: c.GraphQLMaxDepth, MaxComplexity: c.GraphQLComplexity, Websocket: &ws,
		MaxTokens: c.GraphQLMaxTokens, MaxSelections: c.GraphQLMaxFields, Limit: b.Limit, Metrics: a.Metrics,
		PlainWriters: c.GraphQLPlainWriters,
	})))
	a.observeSocket(socket)
}

// singleCredentials answers 400 to a realtime upgrade with two
// Authorization or two X-Organization-Id headers, as the HTTP door does:
// connection_init falls back on the upgrade's headers.
func singleCredentials(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, _, err := members.CredentialHeaders(r.Header); err != nil {
			httpx.Error(w, r, err)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// devJWKS serves the development issuer's public keys, or nil when an
// identity service is configured.
func (a *App) devJWKS() http.Handler {
	dev := a.Backoffice.Dev
	if dev == nil {
		return nil
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := dev.JWKS(r.Context())
		if err != nil {
			httpx.Error(w, r, err)
			return
		}
		w.Header().Set("Content-Type", "application/jwk-set+json")
		w.Header().Set("Cache-Control", "public, max-age=300")
		_, _ = w.Write(body)
	})
}

// webApp is the backoffice web app embedded in the binary, told how users
// sign in: with the development issuer, or through UI_OIDC_ISSUER. Nil
// (logged) when the embedded bundle is unusable, which a build with
// make web never gives.
func (a *App) webApp() *webapp.App {
	bundle, err := webapp.Embedded()
	if err != nil {
		a.Log.Error("backoffice app not served", "err", err)
		return nil
	}
	o := webapp.Options{DevSignIn: a.Backoffice.Dev != nil}
	if u := a.Config.UI; u.UIOIDCIssuer != "" {
		o.OIDC = &webapp.OIDC{Issuer: u.UIOIDCIssuer, ClientID: u.UIOIDCClientID, Scope: u.UIOIDCScope, Origin: u.UIOIDCOrigin()}
	}
	return webapp.New(bundle, o)
}

// devToken is the development issuer's sign-in for the app, limited per
// client address like other requests without a credential
// (RATE_LIMIT_ANONYMOUS_PER_MINUTE); nil when an identity service is
// configured.
func (a *App) devToken() http.Handler {
	if a.Backoffice.Dev == nil {
		return nil
	}
	return &webapp.DevToken{Minter: a.Backoffice.Dev, Members: a.Backoffice.Members, Limiter: a.Limiter, PerMinute: a.Config.RateLimitAnonymousPerMinute}
}

// MintDevToken signs a development session token. Errors when an identity
// service is configured (AUTH_JWKS_URL set): tokens come from it then.
func (a *App) MintDevToken(ctx context.Context, subject, email, name string, ttl time.Duration) (string, time.Time, error) {
	if a.Backoffice.Dev == nil {
		return "", time.Time{}, errIdentityConfigured
	}
	return a.Backoffice.Dev.Mint(ctx, subject, email, name, ttl)
}

var errIdentityConfigured = fmt.Errorf("AUTH_JWKS_URL is set: session tokens come from the identity service, not from this platform")
