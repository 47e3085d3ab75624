package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/platform/httpx"
)

func (a *API) auditRoutes(r chi.Router) {
	r.Get("/organizations/audit-log", a.auditLog)
}

// GET /api/v1/organizations/audit-log?limit&offset&action&target_type&target_id (graph: Query.auditLog)
func (a *API) auditLog(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().AuditLog(r.Context(), limit, offset,
		strParam(r, "action"), strParam(r, "target_type"), strParam(r, "target_id"))
	render(w, r, http.StatusOK, out, err)
}
