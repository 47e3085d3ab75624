package metrics

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/platform/httpx"
)

// Middleware records each request under its route pattern. It wraps the
// chi router from outside and hands it the routing context, so the pattern
// the router matched is readable once it returns; a path no route matched
// (or matched only a mount) is Unmatched, never the raw path.
func (m *Metrics) Middleware(next http.Handler) http.Handler {
	if m == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rctx := chi.NewRouteContext()
		r = r.WithContext(context.WithValue(r.Context(), chi.RouteCtxKey, rctx))
		sw := httpx.NewStatusRecorder(w)
		start := time.Now()
		defer func() {
			if p := recover(); p != nil { // counted as the 500 the client sees, then passed on
				m.ObserveHTTP(method(r.Method), route(rctx, http.StatusInternalServerError), http.StatusInternalServerError, time.Since(start))
				panic(p)
			}
		}()
		next.ServeHTTP(sw, r)
		m.ObserveHTTP(method(r.Method), route(rctx, sw.Status()), sw.Status(), time.Since(start))
	})
}

func route(rctx *chi.Context, status int) string {
	n := len(rctx.RoutePatterns)
	if n == 0 {
		return Unmatched
	}
	if strings.HasSuffix(rctx.RoutePatterns[n-1], "/*") && (status == http.StatusNotFound || status == http.StatusMethodNotAllowed) {
		return Unmatched // a mount matched, nothing under it did
	}
	p := rctx.RoutePattern()
	if p == "" {
		return Unmatched
	}
	return p
}

// method bounds the method label to the standard methods (OpenTelemetry's
// _OTHER for the rest).
func method(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return m
	}
	return "_OTHER"
}
