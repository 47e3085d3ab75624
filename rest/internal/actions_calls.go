package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/httpx"
)

// callsRoutes mounts the call transfer and IVR operations under /actions:
// simulate (viewers) and execute on a live call (editors), each answering
// 200.
func (a *API) callsRoutes(r chi.Router) {
	r.Post("/call-transfers/{id}/simulate", a.simulateCallTransfer)
	r.Post("/call-transfers/{id}/execute", a.executeCallTransfer)
	r.Post("/ivr/{id}/execute", a.executeIVR)
}

// POST /api/v1/actions/call-transfers/{id}/simulate {variables?} (graph: Mutation.simulateCallTransfer)
func (a *API) simulateCallTransfer(w http.ResponseWriter, r *http.Request) {
	var in actions.TransferSimulateInput
	if err := decodeOptionalObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().SimulateCallTransfer(r.Context(), chi.URLParam(r, "id"), &in)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/actions/call-transfers/{id}/execute {session_id} (graph: Mutation.executeCallTransfer)
func (a *API) executeCallTransfer(w http.ResponseWriter, r *http.Request) {
	var in actions.ExecuteInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().ExecuteCallTransfer(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/actions/ivr/{id}/execute {session_id} (graph: Mutation.executeIvr)
func (a *API) executeIVR(w http.ResponseWriter, r *http.Request) {
	var in actions.ExecuteInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().ExecuteIvr(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusOK, out, err)
}
