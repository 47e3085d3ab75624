package internal

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"voiceagent/graph/model"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/page"
)

func (a *API) callRoutes(r chi.Router) {
	r.Get("/call-sessions", a.listCallSessions)
	r.Get("/call-sessions/{session_id}", a.getCallSession)
}

// GET /api/v1/call-sessions?agent_id&status&channel&direction&created_after&created_before&search&include&limit&offset|cursor
// (graph: Query.callSessions). The filters of GET /v1/calls, offset or cursor mode;
// each call carries its agent {id, name} (graph: CallSession.agent).
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
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	items, err := a.withAgents(r.Context(), out.Items)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, page.List[json.RawMessage]{Items: items, Total: out.Total, Limit: out.Limit, Offset: out.Offset, NextCursor: out.NextCursor})
}

// agentRef is a call's agent as the list shows it (graph: CallSession.agent { id name }).
type agentRef struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// withAgents renders calls with their agent (null once it no longer
// exists), read for all of them in one batched query, as GraphQL does.
func (a *API) withAgents(ctx context.Context, list []calls.Call) ([]json.RawMessage, error) {
	ptrs := make([]*calls.Call, len(list))
	for i := range list {
		ptrs[i] = &list[i]
	}
	found, err := a.Resolver.CallSession().Agent(ctx, ptrs)
	if err != nil {
		return nil, err
	}
	out := make([]json.RawMessage, len(list))
	for i, c := range list {
		var ref *agentRef
		if found[i] != nil {
			ref = &agentRef{ID: found[i].ID.String(), Name: found[i].Name}
		}
		if out[i], err = withField(c, "agent", ref); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// withField renders v (a JSON object) with one more field.
func withField(v any, name string, value any) (json.RawMessage, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	if m[name], err = json.Marshal(value); err != nil {
		return nil, err
	}
	return json.Marshal(m)
}

// GET /api/v1/call-sessions/{session_id} (graph: Query.callSession)
func (a *API) getCallSession(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().CallSession(r.Context(), chi.URLParam(r, "session_id"))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	one, err := a.withAgents(r.Context(), []calls.Call{*out})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, one[0])
}
