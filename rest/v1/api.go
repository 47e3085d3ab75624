// Package v1 is the API Channel: the integration surface under /v1, with API
// key authentication, per-key rate limits and the OpenAPI document that is
// its source of truth. Handlers parse, call one service method and render.
package v1

import (
	"context"
	"log/slog"
	"net"
	"net/http"
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
		if a.limitAnonymous(w, r) {
			httpx.Error(w, r, apperr.NotFoundf("no such endpoint: %s %s", r.Method, r.URL.Path))
		}
	})
	r.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		if a.limitAnonymous(w, r) {
			httpx.JSON(w, http.StatusMethodNotAllowed, httpx.ErrorBody{Detail: "method " + r.Method + " is not allowed on " + r.URL.Path, Code: "method_not_allowed"})
		}
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
// Conflicting credentials are an Invalid error: two Authorization or two
// X-API-Key headers, or the two headers carrying different keys (the same
// key in both is fine). An Authorization header that is not a Bearer one
// gives a value no key matches (401).
func KeyFromRequest(r *http.Request) (string, error) {
	authz, apiKey := r.Header.Values("Authorization"), r.Header.Values("X-API-Key")
	if len(authz) > 1 {
		return "", apperr.Invalidf("send one Authorization header, not %d", len(authz))
	}
	if len(apiKey) > 1 {
		return "", apperr.Invalidf("send one X-API-Key header, not %d", len(apiKey))
	}
	var bearer, header string
	if len(authz) == 1 {
		scheme, token, ok := strings.Cut(authz[0], " ")
		if !ok || !strings.EqualFold(scheme, "Bearer") {
			bearer = "\x00malformed" // an Authorization header we cannot read
		} else {
			bearer = strings.TrimSpace(token)
		}
	}
	if len(apiKey) == 1 {
		header = strings.TrimSpace(apiKey[0])
	}
	switch {
	case len(authz) == 1 && len(apiKey) == 1 && bearer != header:
		return "", apperr.Invalidf("Authorization and X-API-Key carry different credentials; send one API key")
	case len(authz) == 1:
		return bearer, nil
	default:
		return header, nil
	}
}

// authenticate resolves the key, applies its rate limit and puts the caller's
// principal in the context. Order: 400 (conflicting credentials), 401 (no
// valid key) or 429 (per client address) for requests without a valid key,
// then 429 (per key), then 403 (suspended organization). A key not in the
// credential cache is charged to the client address's anonymous limit before
// it is looked up, so an address over that limit costs no database query.
func (a *API) authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, err := KeyFromRequest(r)
		if err != nil {
			if a.limitAnonymous(w, r) {
				httpx.Error(w, r, err)
			}
			return
		}
		charged := false
		gate := func(ctx context.Context) error {
			charged = true
			res := a.anonymous(r)
			setLimitHeaders(w, res)
			if !res.Allowed {
				return limitError(w, res)
			}
			return nil
		}
		id, res, err := a.Keys.AuthenticateRequest(r.Context(), raw, a.DefaultRate, gate)
		if res == nil {
			if charged || a.limitAnonymous(w, r) {
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
	return writeLimit(w, r, a.anonymous(r))
}

// anonymous takes one request from the client address's anonymous budget.
func (a *API) anonymous(r *http.Request) ratelimit.Result {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	return a.Limiter.Allow(r.Context(), "ip:"+host, a.AnonymousRate)
}

// writeLimit sets the rate-limit headers and answers 429 when res refuses.
func writeLimit(w http.ResponseWriter, r *http.Request, res ratelimit.Result) bool {
	setLimitHeaders(w, res)
	if !res.Allowed {
		httpx.Error(w, r, limitError(w, res))
		return false
	}
	return true
}

func setLimitHeaders(w http.ResponseWriter, res ratelimit.Result) {
	ratelimit.SetHeaders(w.Header(), res)
}

// limitError sets Retry-After and returns the 429 error for a refused res.
func limitError(w http.ResponseWriter, res ratelimit.Result) error {
	ratelimit.SetHeaders(w.Header(), res)
	return ratelimit.Refusal(res)
}
