package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/httpx"
)

// insightRoutes mounts the operations of information extractors and custom
// evaluations, and the evaluations CSV export (REST only), under
// /api/v1/actions. chi matches the static export.csv segment before the
// kind's /custom-evaluations/{id}.
func (a *API) insightRoutes(r chi.Router) {
	r.Post("/information-extractors/{id}/simulate", a.simulateInformationExtractor)
	r.Post("/information-extractors/{id}/rerun", a.rerunInformationExtractor)
	r.Post("/custom-evaluations/{id}/simulate", a.simulateCustomEvaluation)
	r.Get("/custom-evaluations/export.csv", a.exportEvaluations)
}

// POST /api/v1/actions/information-extractors/{id}/simulate {transcript} -> {extracted_data} (graph: Mutation.simulateInformationExtractor)
func (a *API) simulateInformationExtractor(w http.ResponseWriter, r *http.Request) {
	var in actions.TranscriptInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().SimulateInformationExtractor(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/actions/information-extractors/{id}/rerun {session_id} -> {session_id, extracted_data} (graph: Mutation.rerunInformationExtractor)
func (a *API) rerunInformationExtractor(w http.ResponseWriter, r *http.Request) {
	var in actions.ExecuteInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().RerunInformationExtractor(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/actions/custom-evaluations/{id}/simulate {transcript} -> {results} (graph: Mutation.simulateCustomEvaluation)
func (a *API) simulateCustomEvaluation(w http.ResponseWriter, r *http.Request) {
	var in actions.TranscriptInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().SimulateCustomEvaluation(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/actions/custom-evaluations/export.csv?from=&to= -> text/csv
// (REST only). Errors found before the first byte (403, 400 naming from or
// to, 503) are JSON; a failure while streaming aborts the response, so the
// client sees a cut body rather than a CSV that looks complete.
func (a *API) exportEvaluations(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	cw := &csvResponse{w: w}
	err := a.Resolver.Actions.ExportEvaluations(r.Context(), q.Get("from"), q.Get("to"), cw)
	switch {
	case err != nil && !cw.started:
		httpx.Error(w, r, err)
	case err != nil:
		httpx.Logger(r.Context()).WarnContext(r.Context(), "evaluations export cut short", "err", err)
		panic(http.ErrAbortHandler)
	case !cw.started: // nothing was written: still a CSV
		cw.start()
	}
}

// csvResponse sends the export's headers with its first byte.
type csvResponse struct {
	w       http.ResponseWriter
	started bool
}

func (c *csvResponse) start() {
	c.started = true
	h := c.w.Header()
	h.Set("Content-Type", actions.EvaluationsCSVContentType)
	h.Set("Content-Disposition", `attachment; filename="evaluations.csv"`)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	c.w.WriteHeader(http.StatusOK)
}

func (c *csvResponse) Write(p []byte) (int, error) {
	if !c.started {
		c.start()
	}
	return c.w.Write(p)
}
