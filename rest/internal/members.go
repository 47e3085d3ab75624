package internal

import (
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/members"
	"voiceagent/internal/platform/httpx"
)

func (a *API) memberRoutes(r chi.Router) {
	r.Get("/organizations/members", a.listMembers)
	r.Post("/organizations/members", a.addMember)
	r.Get("/organizations/members/{user_id}", a.getMember)
	r.Patch("/organizations/members/{user_id}", a.updateMemberRole)
	r.Delete("/organizations/members/{user_id}", a.removeMember)
}

// GET /api/v1/organizations/members?limit&offset (graph: Query.members)
func (a *API) listMembers(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().Members(r.Context(), limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// GET /api/v1/organizations/members/{user_id} (graph: Query.member)
func (a *API) getMember(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().Member(r.Context(), chi.URLParam(r, "user_id"))
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/organizations/members {subject | email, role} (graph: Mutation.addMember)
func (a *API) addMember(w http.ResponseWriter, r *http.Request) {
	var in members.AddInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().AddMember(r.Context(), in)
	render(w, r, http.StatusCreated, out, err)
}

// PATCH /api/v1/organizations/members/{user_id} {role} (graph: Mutation.updateMemberRole)
func (a *API) updateMemberRole(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Role auth.Role `json:"role"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().UpdateMemberRole(r.Context(), chi.URLParam(r, "user_id"), body.Role)
	render(w, r, http.StatusOK, out, err)
}

// DELETE /api/v1/organizations/members/{user_id} (graph: Mutation.removeMember)
func (a *API) removeMember(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Mutation().RemoveMember(r.Context(), chi.URLParam(r, "user_id"))
	render(w, r, http.StatusOK, out, err)
}
