package v1

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/calls"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
)

// CallsHandler serves the call history of the API Channel.
type CallsHandler struct {
	Calls *calls.Service
}

// Routes adds the calls routes (relative to /v1).
func (h *CallsHandler) Routes(r chi.Router) {
	r.Get("/calls", h.list)
	r.Get("/calls/{call_id}", h.get)
}

func (h *CallsHandler) list(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	p, err := page.Parse(q, calls.DefaultListLimit, calls.MaxListLimit)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	list, err := h.Calls.List(r.Context(), calls.ListFilter{
		AgentID: q.Get("agent_id"), Status: q.Get("status"), Channel: q.Get("channel"), Search: q.Get("search"),
		Include: q["include"], Limit: p.Limit, Offset: p.Offset, Cursor: p.Cursor,
	})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, list)
}

func (h *CallsHandler) get(w http.ResponseWriter, r *http.Request) {
	c, err := h.Calls.Get(r.Context(), ids.PathID(chi.URLParam(r, "call_id")))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, c)
}
