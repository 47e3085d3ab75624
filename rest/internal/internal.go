// Package internal is the /api/v1 REST mirror of the backoffice GraphQL API.
// It accepts only identity-service session JWTs: API keys are refused on
// every path with 401, whatever the path.
package internal

import (
	"net/http"
	"strings"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
)

// APIKeyPrefix marks API Channel keys, which this API never accepts.
const APIKeyPrefix = "svc_"

// RefuseAPIKeys answers 401 to any request that presents an API key, before
// routing, so no internal path can be reached with one.
func RefuseAPIKeys(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if carriesAPIKey(r) {
			httpx.Error(w, r, apperr.New(apperr.Unauthorized, "API keys are not accepted by the internal API; use the API Channel under /v1"))
			return
		}
		next.ServeHTTP(w, r)
	})
}

func carriesAPIKey(r *http.Request) bool {
	if r.Header.Get("X-API-Key") != "" {
		return true
	}
	scheme, token, ok := strings.Cut(r.Header.Get("Authorization"), " ")
	return ok && strings.EqualFold(scheme, "Bearer") && strings.HasPrefix(strings.TrimSpace(token), APIKeyPrefix)
}

// RequireSession refuses requests without a verified session. Session
// verification (JWKS) arrives with the backoffice API; until then every
// internal request is unauthenticated.
func RequireSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		httpx.Error(w, r, apperr.New(apperr.Unauthorized, "A backoffice session is required: send 'Authorization: Bearer <session JWT>' and 'X-Organization-Id'"))
	})
}
