// Package rest composes the platform's HTTP surface: health probes, the API
// Channel (/v1), the internal API (/api/v1, with GraphQL at /api/v1/graphql),
// the backoffice web app (/app/) and the operators' queue dashboard
// (/admin/queues).
package rest

import (
	"context"
	"log/slog"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"voiceagent/graph"
	"voiceagent/internal/members"
	"voiceagent/internal/session"
	"voiceagent/internal/webapp"
	internalapi "voiceagent/rest/internal"
	v1 "voiceagent/rest/v1"

	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/tracing"
)

// Deps is what the HTTP surface is built from.
type Deps struct {
	Log          *slog.Logger
	MaxBodyBytes int64
	MaxUpload    int64
	V1           *v1.API
	// Uploads admits the file uploads of both doors (one shared cap).
	Uploads *httpx.UploadGate
	// The backoffice door under /api/v1: GraphQL (graph.NewServer) and its
	// REST mirror, which calls the same resolver methods, behind sessions.
	GraphQL  http.Handler
	Resolver *graph.Resolver
	Sessions *session.Verifier
	Members  *members.Service
	// BackofficeLimit is each user's /api/v1 request budget (nil: none).
	BackofficeLimit *graph.UserLimit
	// DevJWKS serves the development issuer's public keys at
	// /auth/dev/jwks.json; nil when an identity service is configured.
	DevJWKS http.Handler
	// Realtime is GraphQL over WebSocket at /api/v1/realtime; it
	// authenticates connection_init itself, so no session is asked of the
	// upgrade.
	Realtime http.Handler
	// Public mounts the widget's public door (public sessions, with CORS,
	// and the demo page) outside the session middleware; nil = none.
	Public func(chi.Router)
	// App is the backoffice web app at /app/ (/ redirects to it), whose
	// GraphiQL page /api/v1/graphql serves to a browser.
	App *webapp.App
	// DevToken is the development issuer's sign-in, POST /auth/dev/token;
	// nil (not mounted) when an identity service is configured.
	DevToken http.Handler
	Queues   http.Handler // asynqmon, already behind its credential; nil = not mounted
	// Ready reports the reachability of each dependency by name.
	Ready func(ctx context.Context) map[string]error
}

// Handler returns the root handler.
func Handler(d Deps) http.Handler {
	r := chi.NewRouter()
	r.Use(httpx.RequestID, tracing.Middleware, httpx.AccessLog(d.Log), httpx.LimitBody(d.MaxBodyBytes, d.MaxUpload, httpx.IsUploadPath))
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		httpx.JSON(w, http.StatusNotFound, httpx.ErrorBody{Detail: "no such endpoint: " + r.Method + " " + r.URL.Path, Code: "not_found"})
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		httpx.JSON(w, http.StatusMethodNotAllowed, httpx.ErrorBody{Detail: "method " + r.Method + " is not allowed on " + r.URL.Path, Code: "method_not_allowed"})
	})
	r.Get("/healthz", func(w http.ResponseWriter, r *http.Request) {
		httpx.JSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	r.Get("/readyz", readyz(d.Ready))
	r.Mount("/v1", d.V1.Routes())
	internal := &internalapi.API{Verifier: d.Sessions, Members: d.Members, Resolver: d.Resolver, GraphQL: d.GraphQL, Uploads: d.Uploads, Limit: d.BackofficeLimit}
	if d.App != nil {
		internal.Explorer = d.App.GraphiQL()
		r.Handle("/", d.App.Root())
		r.Handle("/app", d.App)
		r.Handle("/app/*", d.App)
	}
	if d.Realtime != nil {
		r.Method(http.MethodGet, "/api/v1/realtime", d.Realtime)
	}
	if d.Public != nil {
		d.Public(r)
	}
	r.Route("/api/v1", func(r chi.Router) {
		internal.Routes(r)
		r.NotFound(internal.Authenticate(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			httpx.JSON(w, http.StatusNotFound, httpx.ErrorBody{Detail: "no such endpoint: " + r.Method + " " + r.URL.Path, Code: "not_found"})
		})).ServeHTTP)
	})
	if d.DevJWKS != nil {
		r.Method(http.MethodGet, "/auth/dev/jwks.json", d.DevJWKS)
	}
	if d.DevToken != nil {
		r.Method(http.MethodPost, webapp.DevTokenPath, d.DevToken)
	}
	if d.Queues != nil {
		r.Mount("/admin/queues", d.Queues)
	}
	return r
}

type readyBody struct {
	Status string            `json:"status"`
	Detail string            `json:"detail,omitempty"`
	Checks map[string]string `json:"checks"`
}

func readyz(check func(context.Context) map[string]error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		body := readyBody{Status: "ok", Checks: map[string]string{}}
		for name, err := range check(ctx) {
			if err != nil {
				body.Checks[name] = "down: " + err.Error()
				body.Status = "unavailable"
				if body.Detail != "" {
					body.Detail += "; "
				}
				body.Detail += name + " is down"
				continue
			}
			body.Checks[name] = "ok"
		}
		status := http.StatusOK
		if body.Status != "ok" {
			status = http.StatusServiceUnavailable
		}
		httpx.JSON(w, status, body)
	}
}
