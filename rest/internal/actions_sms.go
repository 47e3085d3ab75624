package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/httpx"
)

// smsActionRoutes mounts the post-call and during-call SMS operations under
// /actions: dry-run and simulate (viewers, 200), execute (editors, 202 for
// a message queued now; 200 when a post-call rule's message for the call
// was queued before).
func (a *API) smsActionRoutes(r chi.Router) {
	m := a.Resolver.Mutation()
	// POST /api/v1/actions/post-call-sms/{id}/dry-run {session_id} (graph: Mutation.dryRunPostCallSms)
	r.Post("/post-call-sms/{id}/dry-run", func(w http.ResponseWriter, r *http.Request) {
		var in actions.ExecuteInput
		if err := httpx.DecodeObject(r, &in); err != nil {
			httpx.Error(w, r, err)
			return
		}
		out, err := m.DryRunPostCallSms(r.Context(), chi.URLParam(r, "id"), in)
		render(w, r, http.StatusOK, out, err)
	})
	// POST /api/v1/actions/post-call-sms/{id}/execute {session_id} -> 202 queued, 200 already_sent (graph: Mutation.executePostCallSms)
	r.Post("/post-call-sms/{id}/execute", func(w http.ResponseWriter, r *http.Request) {
		var in actions.ExecuteInput
		if err := httpx.DecodeObject(r, &in); err != nil {
			httpx.Error(w, r, err)
			return
		}
		out, err := m.ExecutePostCallSms(r.Context(), chi.URLParam(r, "id"), in)
		render(w, r, sendStatus(out), out, err)
	})
	// POST /api/v1/actions/during-call-sms/{id}/simulate {variables?, to?} (graph: Mutation.simulateDuringCallSms)
	r.Post("/during-call-sms/{id}/simulate", func(w http.ResponseWriter, r *http.Request) {
		var in actions.DuringCallSMSSimulateInput
		if err := decodeOptionalObject(r, &in); err != nil {
			httpx.Error(w, r, err)
			return
		}
		out, err := m.SimulateDuringCallSms(r.Context(), chi.URLParam(r, "id"), &in)
		render(w, r, http.StatusOK, out, err)
	})
	// POST /api/v1/actions/during-call-sms/{id}/execute {session_id, variables?, to?} -> 202 (graph: Mutation.executeDuringCallSms)
	r.Post("/during-call-sms/{id}/execute", func(w http.ResponseWriter, r *http.Request) {
		var in actions.DuringCallSMSExecuteInput
		if err := httpx.DecodeObject(r, &in); err != nil {
			httpx.Error(w, r, err)
			return
		}
		out, err := m.ExecuteDuringCallSms(r.Context(), chi.URLParam(r, "id"), in)
		render(w, r, sendStatus(out), out, err)
	})
}

// sendStatus is 202 for a message queued by this request, 200 for one
// queued before.
func sendStatus(out *actions.SMSSend) int {
	if out != nil && out.Status == actions.SMSAlreadySent {
		return http.StatusOK
	}
	return http.StatusAccepted
}
