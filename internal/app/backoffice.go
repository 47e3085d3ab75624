package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/google/uuid"

	"voiceagent/graph"
	"voiceagent/internal/audit"
	"voiceagent/internal/calls"
	"voiceagent/internal/members"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/realtime"
	"voiceagent/internal/session"
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
	// Bus (Redis pub/sub across replicas).
	Realtime http.Handler
	Bus      *realtime.Bus
}

// wireBackoffice builds members, the audit log, session verification (the
// identity service's JWKS, or the development issuer's key kept in the
// database) and the GraphQL server.
func (a *App) wireBackoffice(ctx context.Context) error {
	b := &a.Backoffice
	b.Members = members.NewService(a.DB, a.Orgs, a.Redis, a.Log)
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
	b.Resolver = &graph.Resolver{Health: a, Members: b.Members, Audit: b.Audit, Agents: a.Agents,
		APIKeys: a.Keys, Webhooks: a.Webhooks, Numbers: a.Numbers, Analytics: a.Analytics, KnowledgeBases: a.Knowledge,
		Flows: a.Flows, Runtime: a.Runtime, Knowledge: a.Knowledge, Calls: a.Calls}
	b.GraphQL = graph.NewServer(b.Resolver, graph.ServerOptions{
		Log: a.Log, Redis: a.Redis, MaxDepth: c.GraphQLMaxDepth, MaxComplexity: c.GraphQLComplexity,
	})
	rc := a.Config.Realtime
	b.Bus = realtime.NewBus(a.Redis, a.Log, rc.RealtimeBuffer)
	a.closers = append(a.closers, b.Bus.Close)
	b.Resolver.Realtime = b.Bus
	b.Resolver.Widget, a.Widget.Bus = a.Widget, b.Bus
	a.Agents.Notify = func(ctx context.Context, orgID, agentID uuid.UUID, action string) {
		b.Bus.Publish(ctx, realtime.Event{Kind: realtime.KindAgent, OrganizationID: orgID, Topic: agentID, ID: agentID, Action: action})
	}
	a.Calls.Notify = func(ctx context.Context, c calls.Call, action string) {
		status := c.Status
		summary := &realtime.CallSummary{TurnCount: c.TurnCount, ActionCount: c.ActionCount,
			EndReason: c.EndReason, DurationMS: c.DurationMS, Outcome: c.Outcome}
		b.Bus.Publish(ctx, realtime.Event{Kind: realtime.KindCallSession, OrganizationID: c.OrganizationID, Topic: c.AgentID, ID: c.ID, Action: action, Status: &status, Call: summary})
		if action == "ended" {
			b.Bus.Publish(ctx, realtime.Event{Kind: realtime.KindTranscript, OrganizationID: c.OrganizationID, Topic: c.ID, ID: c.ID, Action: action, Status: &status})
		}
	}
	a.Calls.NotifyTranscript = func(ctx context.Context, orgID, callID uuid.UUID, entries []calls.Entry) {
		data, err := json.Marshal(entries)
		if err == nil {
			b.Bus.Publish(ctx, realtime.Event{Kind: realtime.KindTranscript, OrganizationID: orgID, Topic: callID, ID: callID, Action: "appended", Data: data})
		}
	}
	b.Members.Notify = func(ctx context.Context, orgID, userID uuid.UUID, action string) {
		if action != "added" {
			b.Bus.Publish(ctx, realtime.Event{Kind: realtime.KindMembership, OrganizationID: orgID, Topic: userID, ID: userID, Action: action})
		}
	}
	a.Orgs.Notify = func(ctx context.Context, orgID uuid.UUID, suspended bool) {
		if suspended {
			b.Bus.Publish(ctx, realtime.Event{Kind: realtime.KindOrganization, OrganizationID: orgID, Topic: orgID, ID: orgID, Action: "suspended"})
		}
	}
	a.Knowledge.Notify = func(ctx context.Context, orgID, baseID, docID uuid.UUID, status string) {
		b.Bus.Publish(ctx, realtime.Event{Kind: realtime.KindKnowledgeDocument, OrganizationID: orgID, Topic: baseID, ID: docID, Action: "indexing", Status: &status})
	}
	a.Webhooks.Notify = func(ctx context.Context, orgID, endpointID, deliveryID uuid.UUID, status string) {
		b.Bus.Publish(ctx, realtime.Event{Kind: realtime.KindWebhookDelivery, OrganizationID: orgID, Topic: endpointID, ID: deliveryID, Action: "attempted", Status: &status})
	}
	socket := realtime.NewSocket(realtime.Options{
		Verifier: b.Sessions, Members: b.Members, Log: a.Log, AllowedOrigins: rc.RealtimeAllowedOrigins,
		MaxConnsPerUser: rc.RealtimeMaxConnsPerUser, MaxSubscriptions: rc.RealtimeMaxSubs,
		InitTimeout: rc.RealtimeInitTimeout, PingInterval: rc.RealtimePingInterval, Public: a.Widget,
		Redis: a.Redis, Bus: b.Bus,
	})
	ws := socket.Transport()
	b.Realtime = socket.Handler(graph.NewServer(b.Resolver, graph.ServerOptions{
		Log: a.Log, MaxDepth: c.GraphQLMaxDepth, MaxComplexity: c.GraphQLComplexity, Websocket: &ws,
	}))
	return nil
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

// MintDevToken signs a development session token. Errors when an identity
// service is configured (AUTH_JWKS_URL set): tokens come from it then.
func (a *App) MintDevToken(ctx context.Context, subject, email, name string, ttl time.Duration) (string, time.Time, error) {
	if a.Backoffice.Dev == nil {
		return "", time.Time{}, errIdentityConfigured
	}
	return a.Backoffice.Dev.Mint(ctx, subject, email, name, ttl)
}

var errIdentityConfigured = fmt.Errorf("AUTH_JWKS_URL is set: session tokens come from the identity service, not from this platform")
