// Package v1 is the API Channel: the integration surface under /v1, with API
// key authentication, per-key rate limits and the OpenAPI document that is
// its source of truth. Handlers parse, call one service method and render.
package v1

import (
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/agents"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ratelimit"
)

// API holds what the API Channel handlers need.
type API struct {
	Log              *slog.Logger
	Keys             *apikeys.Service
	Limiter          *ratelimit.Limiter
	DefaultRate      int // per key per minute
	AnonymousRate    int // per client address per minute, for requests without a valid key
	Agents           *agents.Service
	extraAuthedRoute []func(chi.Router)
}

// Mount adds routes that need an authenticated key; domains other than the
// foundation's register their /v1 handlers through it.
func (a *API) Mount(f func(r chi.Router)) { a.extraAuthedRoute = append(a.extraAuthedRoute, f) }

// Routes returns the /v1 router (paths relative to /v1).
func (a *API) Routes() http.Handler {
	r := chi.NewRouter()
	r.NotFound(func(w http.ResponseWriter, r *http.Request) {
		a.limitAnonymous(w, r)
		httpx.Error(w, r, apperr.NotFoundf("no such endpoint: %s %s", r.Method, r.URL.Path))
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		a.limitAnonymous(w, r)
		httpx.JSON(w, http.StatusMethodNotAllowed, httpx.ErrorBody{Detail: "method " + r.Method + " is not allowed on " + r.URL.Path, Code: "method_not_allowed"})
	})
	r.Get("/openapi.json", a.openapi)
	r.Group(func(r chi.Router) {
		r.Use(a.authenticate, httpx.CleanQuery, StrictQuery)
		r.Get("/me", a.me)
		r.Get("/agents", a.listAgents)
		r.Post("/agents", a.createAgent)
		r.Get("/agents/{agent_id}", a.getAgent)
		r.Post("/agents/{agent_id}/publish", a.publishAgent)
		for _, f := range a.extraAuthedRoute {
			f(r)
		}
	})
	return r
}

func (a *API) openapi(w http.ResponseWriter, r *http.Request) {
	if !a.limitAnonymous(w, r) {
		return
	}
	StrictQuery(http.HandlerFunc(serveSpec)).ServeHTTP(w, r)
}

func serveSpec(w http.ResponseWriter, r *http.Request) {
	b, _, err := Spec()
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write(b)
}

// KeyFromRequest reads the API key from Authorization: Bearer or X-API-Key.
func KeyFromRequest(r *http.Request) string {
	if h := r.Header.Get("Authorization"); h != "" {
		scheme, token, ok := strings.Cut(h, " ")
		if ok && strings.EqualFold(scheme, "Bearer") {
			return strings.TrimSpace(token)
		}
		return "\x00malformed" // an Authorization header we cannot read
	}
	return strings.TrimSpace(r.Header.Get("X-API-Key"))
}

// authenticate resolves the key, applies its rate limit and puts the caller's
// principal in the context. Order: 401 (no valid key, limited per address),
// then 429 (per key), then 403 (suspended organization).
func (a *API) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id, res, err := a.Keys.AuthenticateRequest(r.Context(), KeyFromRequest(r), a.DefaultRate)
		if res == nil {
			if a.limitAnonymous(w, r) {
				if apperr.Is(err, apperr.Unauthorized) {
					w.Header().Set("WWW-Authenticate", `Bearer realm="api"`)
				}
				httpx.Error(w, r, err)
			}
			return
		}
		if !writeLimit(w, r, *res) {
			return
		}
		if err != nil { // suspended organization
			httpx.Error(w, r, err)
			return
		}
		ctx := auth.WithPrincipal(r.Context(), id.Principal)
		ctx = withIdentity(ctx, id)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

// limitAnonymous applies the per-address limit to a request without a valid
// key. It reports whether the request may go on (false: a 429 was written).
func (a *API) limitAnonymous(w http.ResponseWriter, r *http.Request) bool {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	return a.applyLimit(w, r, "ip:"+host, a.AnonymousRate)
}

func (a *API) applyLimit(w http.ResponseWriter, r *http.Request, key string, perMinute int) bool {
	return writeLimit(w, r, a.Limiter.Allow(r.Context(), key, perMinute))
}

// writeLimit sets the rate-limit headers and answers 429 when res refuses.
func writeLimit(w http.ResponseWriter, r *http.Request, res ratelimit.Result) bool {
	h := w.Header()
	h.Set("X-RateLimit-Limit", strconv.Itoa(res.Limit))
	h.Set("X-RateLimit-Remaining", strconv.Itoa(max(res.Remaining, 0)))
	if !res.Allowed {
		h.Set("Retry-After", strconv.Itoa(res.RetryAfterSeconds()))
		httpx.Error(w, r, apperr.New(apperr.RateLimited, "Rate limit of %d requests per minute exceeded; retry after %d seconds", res.Limit, res.RetryAfterSeconds()))
		return false
	}
	return true
}
