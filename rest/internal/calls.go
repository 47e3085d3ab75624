package internal

import (
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"voiceagent/graph/model"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
)

func (a *API) callRoutes(r chi.Router) {
	r.Get("/call-sessions", a.listCallSessions)
	r.Get("/call-sessions/{session_id}", a.getCallSession)
}

// GET /api/v1/call-sessions?agent_id&status&channel&direction&created_after&created_before&search&include&limit&offset|cursor
// (graph: Query.callSessions). The filters of GET /v1/calls, offset or cursor mode.
func (a *API) listCallSessions(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	q := r.URL.Query()
	f := &model.CallSessionFilter{AgentID: strParam(r, "agent_id"), Status: strParam(r, "status"), Channel: strParam(r, "channel"),
		Direction: strParam(r, "direction"), Search: strParam(r, "search"), Include: q["include"]}
	for _, b := range []struct {
		name string
		into **time.Time
	}{{"created_after", &f.CreatedAfter}, {"created_before", &f.CreatedBefore}} {
		if v, ok := q[b.name]; ok {
			t, err := time.Parse(time.RFC3339Nano, v[0])
			if err != nil {
				httpx.Error(w, r, apperr.Field(b.name, "must be an RFC 3339 date-time with a time zone, such as 2026-11-01T00:00:00Z or 2026-11-01T00:00:00-03:00"))
				return
			}
			*b.into = &t
		}
	}
	out, err := a.Resolver.Query().CallSessions(r.Context(), f, limit, offset, strParam(r, "cursor"))
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/call-sessions/{session_id} (graph: Query.callSession)
func (a *API) getCallSession(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().CallSession(r.Context(), chi.URLParam(r, "session_id"))
	render(w, r, http.StatusOK, out, err)
}
