package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/platform/httpx"
)

// smsRoutes mounts the SMS messages list under /api/v1/actions.
func (a *API) smsRoutes(r chi.Router) {
	r.Get("/sms-messages", a.listSMSMessages)
}

// GET /api/v1/actions/sms-messages?direction&session_id&limit&offset
// (graph: Query.smsMessages)
func (a *API) listSMSMessages(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().SmsMessages(r.Context(), strParam(r, "direction"), strParam(r, "session_id"), limit, offset)
	render(w, r, http.StatusOK, out, err)
}
