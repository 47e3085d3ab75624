package internal

import (
	"encoding/json"
	"net/http"
	"strconv"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/agents"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
)

func (a *API) agentRoutes(r chi.Router) {
	r.Get("/agent-templates", a.listAgentTemplates)
	r.Get("/agent-templates/{template_id}", a.getAgentTemplate)

	r.Get("/agents", a.listAgents)
	r.Post("/agents", a.createAgent)
	r.Post("/agents/from-template", a.createAgentFromTemplate)
	r.Post("/agents/import", a.importAgent)
	r.Get("/agents/{agent_id}", a.getAgent)
	r.Patch("/agents/{agent_id}", a.updateAgent)
	r.Post("/agents/{agent_id}/duplicate", a.duplicateAgent)
	r.Post("/agents/{agent_id}/archive", a.archiveAgent)
	r.Post("/agents/{agent_id}/unarchive", a.unarchiveAgent)
	r.Get("/agents/{agent_id}/export", a.exportAgent)
	r.Get("/agents/{agent_id}/versions", a.agentVersions)
	r.Post("/agents/{agent_id}/versions/publish", a.publishAgentVersion)
	r.Post("/agents/{agent_id}/versions/discard", a.discardAgentDraft)
	r.Post("/agents/{agent_id}/versions/{version}/restore", a.restoreAgentVersion)
}

// GET /api/v1/agents?agent_type&status&search&has_unpublished_changes&limit&offset (graph: Query.agents)
func (a *API) listAgents(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	var unpublished *bool
	if v := strParam(r, "has_unpublished_changes"); v != nil {
		b, err := strconv.ParseBool(*v)
		if err != nil {
			httpx.Error(w, r, apperr.Field("has_unpublished_changes", "must be true or false"))
			return
		}
		unpublished = &b
	}
	out, err := a.Resolver.Query().Agents(r.Context(), strParam(r, "agent_type"), strParam(r, "status"), strParam(r, "search"),
		unpublished, limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents {name, agent_type, editing_mode, description?, template_id?} (graph: Mutation.createAgent)
func (a *API) createAgent(w http.ResponseWriter, r *http.Request) {
	var in agents.CreateInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().CreateAgent(r.Context(), in)
	render(w, r, http.StatusCreated, out, err)
}

// POST /api/v1/agents/from-template {template_id, name?, agent_type?, editing_mode?} (graph: Mutation.createAgentFromTemplate)
func (a *API) createAgentFromTemplate(w http.ResponseWriter, r *http.Request) {
	var in agents.FromTemplateInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().CreateAgentFromTemplate(r.Context(), in)
	render(w, r, http.StatusCreated, out, err)
}

// POST /api/v1/agents/import <export document> (graph: Mutation.importAgent)
func (a *API) importAgent(w http.ResponseWriter, r *http.Request) {
	var doc json.RawMessage
	if err := httpx.DecodeObject(r, &doc); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().ImportAgent(r.Context(), doc)
	render(w, r, http.StatusCreated, out, err)
}

// GET /api/v1/agents/{agent_id} (graph: Query.agent)
func (a *API) getAgent(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().Agent(r.Context(), chi.URLParam(r, "agent_id"))
	render(w, r, http.StatusOK, out, err)
}

// PATCH /api/v1/agents/{agent_id} {name?, description?, prompt?, settings?, public_channel_enabled?, allowed_origins?} (graph: Mutation.updateAgent)
func (a *API) updateAgent(w http.ResponseWriter, r *http.Request) {
	var in agents.UpdateInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().UpdateAgent(r.Context(), chi.URLParam(r, "agent_id"), in)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/duplicate (graph: Mutation.duplicateAgent)
func (a *API) duplicateAgent(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Mutation().DuplicateAgent(r.Context(), chi.URLParam(r, "agent_id"))
	render(w, r, http.StatusCreated, out, err)
}

// POST /api/v1/agents/{agent_id}/archive (graph: Mutation.archiveAgent)
func (a *API) archiveAgent(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Mutation().ArchiveAgent(r.Context(), chi.URLParam(r, "agent_id"))
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/unarchive (graph: Mutation.unarchiveAgent)
func (a *API) unarchiveAgent(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Mutation().UnarchiveAgent(r.Context(), chi.URLParam(r, "agent_id"))
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/agents/{agent_id}/export (graph: Query.exportAgent)
func (a *API) exportAgent(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().ExportAgent(r.Context(), chi.URLParam(r, "agent_id"))
	render(w, r, http.StatusOK, &out, err)
}

// GET /api/v1/agents/{agent_id}/versions?limit&offset (graph: Query.agentVersions)
func (a *API) agentVersions(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().AgentVersions(r.Context(), chi.URLParam(r, "agent_id"), limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/versions/publish (graph: Mutation.publishAgentVersion)
func (a *API) publishAgentVersion(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Mutation().PublishAgentVersion(r.Context(), chi.URLParam(r, "agent_id"))
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/versions/discard (graph: Mutation.discardAgentDraft)
func (a *API) discardAgentDraft(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Mutation().DiscardAgentDraft(r.Context(), chi.URLParam(r, "agent_id"))
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/versions/{version}/restore (graph: Mutation.restoreAgentVersion)
func (a *API) restoreAgentVersion(w http.ResponseWriter, r *http.Request) {
	// A version that is not a number is a version the agent never had: the
	// service answers 404 for 0.
	version, err := strconv.Atoi(chi.URLParam(r, "version"))
	if err != nil {
		version = 0
	}
	out, err := a.Resolver.Mutation().RestoreAgentVersion(r.Context(), chi.URLParam(r, "agent_id"), version)
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/agent-templates (graph: Query.agentTemplates)
func (a *API) listAgentTemplates(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().AgentTemplates(r.Context())
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/agent-templates/{template_id} (graph: Query.agentTemplate)
func (a *API) getAgentTemplate(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().AgentTemplate(r.Context(), chi.URLParam(r, "template_id"))
	render(w, r, http.StatusOK, out, err)
}
