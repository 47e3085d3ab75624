package v1

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
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
	f := calls.ListFilter{
		AgentID: q.Get("agent_id"), Status: q.Get("status"), Channel: q.Get("channel"), Search: q.Get("search"),
		Include: q["include"], Limit: p.Limit, Offset: p.Offset, Cursor: p.Cursor,
	}
	for _, b := range []struct {
		name string
		into *time.Time
	}{{"created_after", &f.CreatedAfter}, {"created_before", &f.CreatedBefore}} {
		if v := q.Get(b.name); v != "" || q.Has(b.name) {
			t, err := time.Parse(time.RFC3339Nano, v)
			if err != nil {
				httpx.Error(w, r, apperr.Field(b.name, "must be an RFC 3339 date-time with a time zone, such as 2026-11-01T00:00:00Z or 2026-11-01T00:00:00-03:00"))
				return
			}
			if t.IsZero() { // 0001-01-01T00:00:00Z would read as "no bound"
				httpx.Error(w, r, apperr.Field(b.name, "must be a date-time from 1970-01-01T00:00:00Z to 9999-12-31T23:59:59Z"))
				return
			}
			*b.into = t
		}
	}
	list, err := h.Calls.List(r.Context(), f)
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
