package internal

import (
	"bufio"
	"context"
	"io"
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/httpx"
)

// customRoutes mounts the custom action operations under /actions:
// simulate (viewers), execute and initialize (editors), each taking
// {variables?} (an empty body is no variables) and answering 200.
func (a *API) customRoutes(r chi.Router) {
	m := a.Resolver.Mutation()
	// POST /api/v1/actions/custom-actions/{id}/simulate {variables?} (graph: Mutation.simulateCustomAction)
	r.Post("/custom-actions/{id}/simulate", customOperation(m.SimulateCustomAction))
	// POST /api/v1/actions/custom-actions/{id}/execute {variables?} (graph: Mutation.executeCustomAction)
	r.Post("/custom-actions/{id}/execute", customOperation(m.ExecuteCustomAction))
	// POST /api/v1/actions/custom-actions/{id}/initialize {variables?} (graph: Mutation.initializeCustomAction)
	r.Post("/custom-actions/{id}/initialize", customOperation(m.InitializeCustomAction))
}

// customOperation serves one custom action operation through its resolver.
func customOperation[T any](op func(ctx context.Context, id string, in *actions.VariablesInput) (*T, error)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var in actions.VariablesInput
		if err := decodeOptionalObject(r, &in); err != nil {
			httpx.Error(w, r, err)
			return
		}
		out, err := op(r.Context(), chi.URLParam(r, "id"), &in)
		render(w, r, http.StatusOK, out, err)
	}
}

// decodeOptionalObject is httpx.DecodeObject for a body that may be left
// out: no body at all (sized or chunked) leaves dst as it is.
func decodeOptionalObject(r *http.Request, dst any) error {
	if r.ContentLength == 0 {
		return nil
	}
	br := bufio.NewReader(r.Body)
	if _, err := br.Peek(1); err == io.EOF {
		return nil
	}
	r.Body = struct {
		io.Reader
		io.Closer
	}{br, r.Body}
	return httpx.DecodeObject(r, dst)
}
