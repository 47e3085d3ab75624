package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/testcenter"
)

// testCenterRoutes mounts the suites, cases and presets of /api/v1/tests.
// Each route carries its full path: other /tests paths are mounted beside
// these.
func (a *API) testCenterRoutes(r chi.Router) {
	r.Get("/tests/scenario-presets", a.scenarioPresets)
	r.Get("/tests/suites", a.listTestSuites)
	r.Post("/tests/suites", a.createTestSuite)
	r.Get("/tests/suites/{id}", a.getTestSuite)
	r.Patch("/tests/suites/{id}", a.updateTestSuite)
	r.Delete("/tests/suites/{id}", a.deleteTestSuite)
	r.Post("/tests/suites/{id}/cases", a.createTestCase)
	r.Patch("/tests/suites/{id}/cases/{case_id}", a.updateTestCase)
	r.Delete("/tests/suites/{id}/cases/{case_id}", a.deleteTestCase)
}

// GET /api/v1/tests/scenario-presets?limit&offset (graph: Query.scenarioPresets)
func (a *API) scenarioPresets(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().ScenarioPresets(r.Context(), limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/tests/suites?agent_id&limit&offset (graph: Query.testSuites)
func (a *API) listTestSuites(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	var agentID *string
	if q := r.URL.Query(); q.Has("agent_id") {
		v := q.Get("agent_id")
		agentID = &v
	}
	out, err := a.Resolver.Query().TestSuites(r.Context(), agentID, limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/tests/suites {agent_id, name, description?} -> 201 (graph: Mutation.createTestSuite)
func (a *API) createTestSuite(w http.ResponseWriter, r *http.Request) {
	var in testcenter.CreateSuiteInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().CreateTestSuite(r.Context(), in)
	render(w, r, http.StatusCreated, out, err)
}

// GET /api/v1/tests/suites/{id}: the suite and its cases (graph: Query.testSuite)
func (a *API) getTestSuite(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().TestSuite(r.Context(), chi.URLParam(r, "id"))
	render(w, r, http.StatusOK, out, err)
}

// PATCH /api/v1/tests/suites/{id} {name?, description?} (graph: Mutation.updateTestSuite)
func (a *API) updateTestSuite(w http.ResponseWriter, r *http.Request) {
	var in testcenter.UpdateSuiteInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().UpdateTestSuite(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusOK, out, err)
}

// DELETE /api/v1/tests/suites/{id} -> 204 (graph: Mutation.deleteTestSuite)
func (a *API) deleteTestSuite(w http.ResponseWriter, r *http.Request) {
	_, err := a.Resolver.Mutation().DeleteTestSuite(r.Context(), chi.URLParam(r, "id"))
	noContent(w, r, err)
}

// POST /api/v1/tests/suites/{id}/cases -> 201 (graph: Mutation.createTestCase)
func (a *API) createTestCase(w http.ResponseWriter, r *http.Request) {
	var in testcenter.CaseInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().CreateTestCase(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusCreated, out, err)
}

// PATCH /api/v1/tests/suites/{id}/cases/{case_id} (graph: Mutation.updateTestCase)
func (a *API) updateTestCase(w http.ResponseWriter, r *http.Request) {
	var in testcenter.CaseInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().UpdateTestCase(r.Context(), chi.URLParam(r, "id"), chi.URLParam(r, "case_id"), in)
	render(w, r, http.StatusOK, out, err)
}

// DELETE /api/v1/tests/suites/{id}/cases/{case_id} -> 204 (graph: Mutation.deleteTestCase)
func (a *API) deleteTestCase(w http.ResponseWriter, r *http.Request) {
	_, err := a.Resolver.Mutation().DeleteTestCase(r.Context(), chi.URLParam(r, "id"), chi.URLParam(r, "case_id"))
	noContent(w, r, err)
}
