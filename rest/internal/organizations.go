package internal

import (
	"net/http"

	"voiceagent/internal/platform/httpx"
)

// GET /api/v1/me (graph: Query.me)
func (a *API) me(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().Me(r.Context())
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/organizations?limit&offset (graph: Query.organizations)
func (a *API) organizations(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().Organizations(r.Context(), limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/organizations/switch {organization_id} (graph: Mutation.switchOrganization)
func (a *API) switchOrganization(w http.ResponseWriter, r *http.Request) {
	var body struct {
		OrganizationID string `json:"organization_id"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().SwitchOrganization(r.Context(), body.OrganizationID)
	render(w, r, http.StatusOK, out, err)
}
