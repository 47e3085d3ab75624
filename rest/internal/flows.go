package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/runtime"
)

func (a *API) flowRoutes(r chi.Router) {
	r.Get("/agents/{agent_id}/flows", a.listFlows)
	r.Post("/agents/{agent_id}/flows", a.createSubflow)
	r.Post("/agents/{agent_id}/flows/publish-all", a.publishAllFlows)
	r.Get("/agents/{agent_id}/flows/{flow_id}", a.getFlow)
	r.Patch("/agents/{agent_id}/flows/{flow_id}", a.updateFlow)
	r.Delete("/agents/{agent_id}/flows/{flow_id}", a.deleteFlow)
	r.Post("/agents/{agent_id}/flows/{flow_id}/duplicate", a.duplicateFlow)
	r.Get("/agents/{agent_id}/flows/{flow_id}/validate", a.validateFlow)
	r.Get("/agents/{agent_id}/flows/{flow_id}/compiled", a.compiledFlow)
	r.Post("/agents/{agent_id}/flows/{flow_id}/publish", a.publishFlow)
	r.Get("/agents/{agent_id}/flows/{flow_id}/runtime/start", a.startFlowRuntime)
	r.Post("/agents/{agent_id}/flows/{flow_id}/runtime/advance", a.advanceFlowRuntime)
	r.Post("/agents/{agent_id}/flows/{flow_id}/runtime/simulate", a.simulateFlowRuntime)
	r.Post("/agents/{agent_id}/chat/test", a.chatTestAgent)
	r.Get("/flow-node-types", a.flowNodeTypes)
}

// GET /api/v1/flow-node-types (graph: Query.flowNodeTypes): {items} of every node type of the registry
func (a *API) flowNodeTypes(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().FlowNodeTypes(r.Context())
	renderList(w, r, out, err)
}

func agentAndFlow(r *http.Request) (string, string) {
	return chi.URLParam(r, "agent_id"), chi.URLParam(r, "flow_id")
}

// GET /api/v1/agents/{agent_id}/flows?limit&offset (graph: Query.flows)
func (a *API) listFlows(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().Flows(r.Context(), chi.URLParam(r, "agent_id"), limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/flows {name, draft?} (graph: Mutation.createSubflow)
func (a *API) createSubflow(w http.ResponseWriter, r *http.Request) {
	var in flows.CreateInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().CreateSubflow(r.Context(), chi.URLParam(r, "agent_id"), in)
	render(w, r, http.StatusCreated, out, err)
}

// GET /api/v1/agents/{agent_id}/flows/{flow_id} (graph: Query.flow)
func (a *API) getFlow(w http.ResponseWriter, r *http.Request) {
	agentID, flowID := agentAndFlow(r)
	out, err := a.Resolver.Query().Flow(r.Context(), agentID, flowID)
	render(w, r, http.StatusOK, out, err)
}

// PATCH /api/v1/agents/{agent_id}/flows/{flow_id} {name?, draft?, expected_updated_at?} (graph: Mutation.updateFlow)
func (a *API) updateFlow(w http.ResponseWriter, r *http.Request) {
	var in flows.UpdateInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	agentID, flowID := agentAndFlow(r)
	out, err := a.Resolver.Mutation().UpdateFlow(r.Context(), agentID, flowID, in)
	render(w, r, http.StatusOK, out, err)
}

// DELETE /api/v1/agents/{agent_id}/flows/{flow_id} (graph: Mutation.deleteFlow): 204
func (a *API) deleteFlow(w http.ResponseWriter, r *http.Request) {
	agentID, flowID := agentAndFlow(r)
	if _, err := a.Resolver.Mutation().DeleteFlow(r.Context(), agentID, flowID); err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// POST /api/v1/agents/{agent_id}/flows/{flow_id}/duplicate (graph: Mutation.duplicateFlow)
func (a *API) duplicateFlow(w http.ResponseWriter, r *http.Request) {
	agentID, flowID := agentAndFlow(r)
	out, err := a.Resolver.Mutation().DuplicateFlow(r.Context(), agentID, flowID)
	render(w, r, http.StatusCreated, out, err)
}

// GET /api/v1/agents/{agent_id}/flows/{flow_id}/validate (graph: Query.validateFlow): 200 {valid, errors, warnings}
func (a *API) validateFlow(w http.ResponseWriter, r *http.Request) {
	agentID, flowID := agentAndFlow(r)
	out, err := a.Resolver.Query().ValidateFlow(r.Context(), agentID, flowID)
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/agents/{agent_id}/flows/{flow_id}/compiled (graph: Query.compiledFlow): 422 with the problems
func (a *API) compiledFlow(w http.ResponseWriter, r *http.Request) {
	agentID, flowID := agentAndFlow(r)
	out, err := a.Resolver.Query().CompiledFlow(r.Context(), agentID, flowID)
	render(w, r, http.StatusOK, &out, err)
}

// POST /api/v1/agents/{agent_id}/flows/{flow_id}/publish (graph: Mutation.publishFlow)
func (a *API) publishFlow(w http.ResponseWriter, r *http.Request) {
	agentID, flowID := agentAndFlow(r)
	out, err := a.Resolver.Mutation().PublishFlow(r.Context(), agentID, flowID)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/flows/publish-all (graph: Mutation.publishAllFlows)
func (a *API) publishAllFlows(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Mutation().PublishAllFlows(r.Context(), chi.URLParam(r, "agent_id"))
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/agents/{agent_id}/flows/{flow_id}/runtime/start (graph: Mutation.startFlowRuntime)
func (a *API) startFlowRuntime(w http.ResponseWriter, r *http.Request) {
	agentID, flowID := agentAndFlow(r)
	out, err := a.Resolver.Mutation().StartFlowRuntime(r.Context(), agentID, flowID)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/flows/{flow_id}/runtime/advance {session_id, input: {text}|{dtmf}|{event}} (graph: Mutation.advanceFlowRuntime)
func (a *API) advanceFlowRuntime(w http.ResponseWriter, r *http.Request) {
	var body struct {
		SessionID string       `json:"session_id"`
		Input     *flows.Input `json:"input"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	switch {
	case body.SessionID == "":
		httpx.Error(w, r, apperr.Field("session_id", "is required"))
		return
	case body.Input == nil:
		httpx.Error(w, r, apperr.Field("input", "is required: {text}, {dtmf} or {event}"))
		return
	}
	agentID, flowID := agentAndFlow(r)
	out, err := a.Resolver.Mutation().AdvanceFlowRuntime(r.Context(), agentID, flowID, body.SessionID, *body.Input)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/flows/{flow_id}/runtime/simulate {inputs: [...]} (graph: Mutation.simulateFlowRuntime)
func (a *API) simulateFlowRuntime(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Inputs []string `json:"inputs"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if body.Inputs == nil {
		body.Inputs = []string{}
	}
	agentID, flowID := agentAndFlow(r)
	out, err := a.Resolver.Mutation().SimulateFlowRuntime(r.Context(), agentID, flowID, body.Inputs)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/chat/test {message, session_id?} (graph: Mutation.chatTestAgent)
func (a *API) chatTestAgent(w http.ResponseWriter, r *http.Request) {
	var body runtime.ChatInput
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().ChatTestAgent(r.Context(), chi.URLParam(r, "agent_id"), body)
	render(w, r, http.StatusOK, out, err)
}
