package v1

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/agents"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
)

func (a *API) listAgents(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	p, err := page.ParseOffset(q, 50, 200)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	list, total, err := a.Agents.List(r.Context(), agents.ListFilter{
		AgentType: q.Get("agent_type"), Status: q.Get("status"), Search: q.Get("search"),
		Limit: p.Limit, Offset: p.Offset,
	})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out := make([]channelAgent, len(list))
	for i, ag := range list {
		out[i] = channelAgent{Agent: ag}
	}
	httpx.JSON(w, http.StatusOK, page.Offset(out, total, p.Limit, p.Offset))
}

// channelAgent is an agent as the API Channel shows it: the widget's
// allowed origins are backoffice configuration, not part of /v1's Agent.
// The field below shadows the embedded one and, always nil, is omitted.
type channelAgent struct {
	agents.Agent
	AllowedOrigins []string `json:"allowed_origins,omitempty"`
}

type createAgentBody struct {
	Name        string `json:"name"`
	AgentType   string `json:"agent_type"`
	EditingMode string `json:"editing_mode"`
	TemplateID  string `json:"template_id"`
	Description string `json:"description"`
}

func (a *API) createAgent(w http.ResponseWriter, r *http.Request) {
	var body createAgentBody
	if err := httpx.Decode(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	ag, err := a.Agents.Create(r.Context(), agents.CreateInput{Name: body.Name, AgentType: body.AgentType, EditingMode: body.EditingMode, TemplateID: body.TemplateID, Description: body.Description})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, channelAgent{Agent: ag})
}

func (a *API) getAgent(w http.ResponseWriter, r *http.Request) {
	ag, err := a.Agents.Get(r.Context(), ids.PathID(chi.URLParam(r, "agent_id")))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, channelAgent{Agent: ag})
}

func (a *API) publishAgent(w http.ResponseWriter, r *http.Request) {
	ag, err := a.Agents.Publish(r.Context(), ids.PathID(chi.URLParam(r, "agent_id")))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, channelAgent{Agent: ag})
}
