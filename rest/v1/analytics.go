package v1

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/analytics"
	"voiceagent/internal/platform/httpx"
)

// AnalyticsHandler serves the analytics overview of the API Channel.
type AnalyticsHandler struct {
	Analytics *analytics.Service
}

// Routes adds the analytics routes (relative to /v1).
func (h *AnalyticsHandler) Routes(r chi.Router) {
	r.Get("/analytics/overview", h.overview)
}

func (h *AnalyticsHandler) overview(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	o, err := h.Analytics.Overview(r.Context(), analytics.Query{
		Period: q.Get("period"), AgentID: q.Get("agent_id"), AgentType: q.Get("agent_type"),
	})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, o)
}
