package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/httpx"
)

// bookingRoutes mounts the booking action's execute under /actions.
func (a *API) bookingRoutes(r chi.Router) {
	r.Post("/booking-actions/{id}/execute", a.executeBookingAction)
}

// POST /api/v1/actions/booking-actions/{id}/execute {session_id, start, attendee} -> 201 booked, 200 booked before (graph: Mutation.executeBookingAction)
func (a *API) executeBookingAction(w http.ResponseWriter, r *http.Request) {
	var in actions.BookingExecuteInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().ExecuteBookingAction(r.Context(), chi.URLParam(r, "id"), in)
	status := http.StatusOK
	if out != nil && out.Created {
		status = http.StatusCreated
	}
	render(w, r, status, out, err)
}
