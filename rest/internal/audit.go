package internal

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
)

func (a *API) auditRoutes(r chi.Router) {
	r.Get("/organizations/audit-log", a.auditLog)
}

// GET /api/v1/organizations/audit-log?limit&offset&action&target_type&target_id&actor_user_id&created_after&created_before
// (graph: Query.auditLog)
func (a *API) auditLog(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	var after, before *time.Time
	for _, b := range []struct {
		name string
		into **time.Time
	}{{"created_after", &after}, {"created_before", &before}} {
		if v, ok := r.URL.Query()[b.name]; ok {
			t, err := time.Parse(time.RFC3339Nano, v[0])
			if err != nil {
				httpx.Error(w, r, apperr.Field(b.name, "must be an RFC 3339 date-time with a time zone, such as 2026-11-01T00:00:00Z or 2026-11-01T00:00:00-03:00"))
				return
			}
			*b.into = &t
		}
	}
	out, err := a.Resolver.Query().AuditLog(r.Context(), limit, offset,
		strParam(r, "action"), strParam(r, "target_type"), strParam(r, "target_id"), strParam(r, "actor_user_id"), after, before)
	render(w, r, http.StatusOK, out, err)
}
