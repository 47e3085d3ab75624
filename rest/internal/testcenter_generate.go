package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/testcenter"
)

// testCenterGenerateRoutes mounts the generation of a suite's cases (the
// rest of /tests is mounted beside it).
func (a *API) testCenterGenerateRoutes(r chi.Router) {
	r.Post("/tests/suites/{suite_id}/generate-cases", a.generateTestCases)
}

// POST /api/v1/tests/suites/{suite_id}/generate-cases {count?, focus?}
// (graph: Mutation.generateTestCases); the body may be left out.
func (a *API) generateTestCases(w http.ResponseWriter, r *http.Request) {
	var in testcenter.GenerateInput
	if err := decodeOptionalObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().GenerateTestCases(r.Context(), chi.URLParam(r, "suite_id"), in.Count, in.Focus)
	render(w, r, http.StatusCreated, out, err)
}
