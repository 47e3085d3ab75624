package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/integrations"
	"voiceagent/internal/platform/httpx"
)

// integrationRoutes mounts /api/v1/integrations: the list and the calendar
// (viewers read; admins connect and disconnect).
func (a *API) integrationRoutes(r chi.Router) {
	r.Route("/integrations", func(r chi.Router) {
		r.Get("/", a.listIntegrations)
		r.Get("/calendar", a.calendarIntegration)
		r.Get("/calendar/events", a.calendarEventTypes)
		r.Post("/calendar/connect", a.connectCalendar)
		r.Delete("/calendar", a.disconnectCalendar)
	})
}

// GET /api/v1/integrations -> {items} (graph: Query.integrations)
func (a *API) listIntegrations(w http.ResponseWriter, r *http.Request) {
	items, err := a.Resolver.Query().Integrations(r.Context())
	renderList(w, r, items, err)
}

// GET /api/v1/integrations/calendar (graph: Query.calendarIntegration)
func (a *API) calendarIntegration(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().CalendarIntegration(r.Context())
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/integrations/calendar/events -> {items} (graph: Query.calendarEventTypes)
func (a *API) calendarEventTypes(w http.ResponseWriter, r *http.Request) {
	items, err := a.Resolver.Query().CalendarEventTypes(r.Context())
	renderList(w, r, items, err)
}

// POST /api/v1/integrations/calendar/connect {api_key} (graph: Mutation.connectCalendar)
func (a *API) connectCalendar(w http.ResponseWriter, r *http.Request) {
	var in integrations.ConnectInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	// The resolver takes a key; a missing one reaches the service as empty,
	// which names api_key.
	key := ""
	if in.APIKey != nil {
		key = *in.APIKey
	}
	out, err := a.Resolver.Mutation().ConnectCalendar(r.Context(), key)
	render(w, r, http.StatusOK, out, err)
}

// DELETE /api/v1/integrations/calendar -> 204 (graph: Mutation.disconnectCalendar)
func (a *API) disconnectCalendar(w http.ResponseWriter, r *http.Request) {
	_, err := a.Resolver.Mutation().DisconnectCalendar(r.Context())
	noContent(w, r, err)
}
