package internal

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/testcenter"
)

// testRunRoutes mounts the runs of the test center. The paths are given
// whole: other /tests routes are mounted beside them.
func (a *API) testRunRoutes(r chi.Router) {
	r.Post("/tests/suites/{suite_id}/execute", a.executeTestSuite)
	r.Get("/tests/runs", a.listTestRuns)
	r.Get("/tests/runs/{run_id}", a.getTestRun)
}

// POST /api/v1/tests/suites/{suite_id}/execute {case_ids?, agent_version?} -> 202 the run, queued
// (graph: Mutation.executeTestSuite). An empty body runs the active cases on the draft.
func (a *API) executeTestSuite(w http.ResponseWriter, r *http.Request) {
	var body struct {
		CaseIDs      []string        `json:"case_ids"`
		AgentVersion json.RawMessage `json:"agent_version"`
	}
	if err := decodeOptionalObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	in := testcenter.ExecuteInput{CaseIDs: body.CaseIDs}
	if len(body.AgentVersion) > 0 && string(body.AgentVersion) != "null" {
		var v testcenter.AgentVersion
		if err := v.UnmarshalJSON(body.AgentVersion); err != nil {
			httpx.Error(w, r, err)
			return
		}
		in.AgentVersion = &v
	}
	out, err := a.Resolver.Mutation().ExecuteTestSuite(r.Context(), chi.URLParam(r, "suite_id"), &in)
	render(w, r, http.StatusAccepted, out, err)
}

// GET /api/v1/tests/runs?suite_id&agent_id&status&created_after&created_before&limit&offset
// (graph: Query.testRuns). Newest first, results null.
func (a *API) listTestRuns(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	q := r.URL.Query()
	f := &testcenter.RunFilter{SuiteID: strParam(r, "suite_id"), AgentID: strParam(r, "agent_id"), Status: strParam(r, "status")}
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
	out, err := a.Resolver.Query().TestRuns(r.Context(), f, limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/tests/runs/{run_id} (graph: Query.testRun). The whole run.
func (a *API) getTestRun(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().TestRun(r.Context(), chi.URLParam(r, "run_id"))
	render(w, r, http.StatusOK, out, err)
}
