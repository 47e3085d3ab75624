package v1

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
	"voiceagent/internal/webhooks"
)

// WebhooksHandler serves the webhook endpoint operations of the API Channel
// (scope webhooks:manage).
type WebhooksHandler struct {
	Webhooks *webhooks.Service
}

// Routes adds the webhook routes (relative to /v1).
func (h *WebhooksHandler) Routes(r chi.Router) {
	r.Get("/webhook-endpoints", h.list)
	r.Post("/webhook-endpoints", h.create)
	r.Patch("/webhook-endpoints/{id}", h.update)
	r.Delete("/webhook-endpoints/{id}", h.delete)
	r.Post("/webhook-endpoints/{id}/test", h.test)
}

func (h *WebhooksHandler) list(w http.ResponseWriter, r *http.Request) {
	p, err := page.ParseOffset(r.URL.Query(), 50, 200)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	list, total, err := h.Webhooks.List(r.Context(), p.Limit, p.Offset)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, page.Offset(list, total, p.Limit, p.Offset))
}

type webhookEndpointBody struct {
	URL         *string   `json:"url"`
	Events      *[]string `json:"events"`
	Description *string   `json:"description"`
	Active      *bool     `json:"active"`
}

func (b webhookEndpointBody) input() webhooks.EndpointInput {
	return webhooks.EndpointInput{URL: b.URL, Events: b.Events, Description: b.Description, Active: b.Active}
}

func (h *WebhooksHandler) create(w http.ResponseWriter, r *http.Request) {
	var b webhookEndpointBody
	if err := httpx.Decode(r, &b); err != nil {
		httpx.Error(w, r, err)
		return
	}
	in := b.input()
	in.Active = nil
	e, err := h.Webhooks.Create(r.Context(), in)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, e)
}

func (h *WebhooksHandler) update(w http.ResponseWriter, r *http.Request) {
	var b webhookEndpointBody
	if err := httpx.Decode(r, &b); err != nil {
		httpx.Error(w, r, err)
		return
	}
	e, err := h.Webhooks.Update(r.Context(), ids.PathID(chi.URLParam(r, "id")), b.input())
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, e)
}

func (h *WebhooksHandler) delete(w http.ResponseWriter, r *http.Request) {
	if err := h.Webhooks.Delete(r.Context(), ids.PathID(chi.URLParam(r, "id"))); err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *WebhooksHandler) test(w http.ResponseWriter, r *http.Request) {
	res, err := h.Webhooks.Ping(r.Context(), ids.PathID(chi.URLParam(r, "id")))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, res)
}
