package v1

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/numbers"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/page"
)

// PhoneNumbersHandler serves the number inventory of the API Channel.
type PhoneNumbersHandler struct {
	Numbers *numbers.Service
}

// Routes adds the phone-number routes (relative to /v1).
func (h *PhoneNumbersHandler) Routes(r chi.Router) {
	r.Get("/phone-numbers", h.list)
}

func (h *PhoneNumbersHandler) list(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	p, err := page.ParseOffset(q, 50, 200)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	list, total, err := h.Numbers.List(r.Context(), numbers.ListFilter{
		Status: q.Get("status"), AgentID: q.Get("agent_id"), Limit: p.Limit, Offset: p.Offset,
	})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, page.Offset(list, total, p.Limit, p.Offset))
}
