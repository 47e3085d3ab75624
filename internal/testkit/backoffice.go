package testkit

import (
	"encoding/json"
	"testing"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/members"
)

// NewBackoffice starts a platform that trusts a new test identity service.
func NewBackoffice(t testing.TB, opts ...Option) (*Env, *Identity) {
	t.Helper()
	id := NewIdentity(t)
	return New(t, append(id.Options(), opts...)...), id
}

// MustMember makes subject a member of the organization with role (the
// user is created if they never signed in).
func (e *Env) MustMember(orgID uuid.UUID, subject string, role auth.Role) members.Member {
	e.T.Helper()
	m, err := e.App.Backoffice.Members.Add(e.System(orgID), members.AddInput{Subject: &subject, Role: role})
	if err != nil {
		e.T.Fatalf("add member: %v", err)
	}
	return m
}

// Session is a signed-in backoffice user acting on one organization.
type Session struct {
	Env     *Env
	Subject string
	Token   string
	// Org is sent as X-Organization-Id ("" sends none).
	Org string
}

// Session makes a new user (subject user-<random>) a member of the
// organization with role and returns their session acting on it.
func (e *Env) Session(id *Identity, orgID uuid.UUID, role auth.Role) *Session {
	e.T.Helper()
	subject := "user-" + randomHex(6)
	e.MustMember(orgID, subject, role)
	return &Session{Env: e, Subject: subject, Token: id.Token(Claims{Subject: subject, Email: subject + "@example.com", Name: "User " + subject}), Org: orgID.String()}
}

// SessionFor returns a session with an existing token.
func (e *Env) SessionFor(token, org string) *Session {
	return &Session{Env: e, Token: token, Org: org}
}

// In returns a copy of the session acting on another organization ("" = no header).
func (s *Session) In(org string) *Session {
	c := *s
	c.Org = org
	return &c
}

func (s *Session) headers() map[string]string {
	h := map[string]string{}
	if s.Token != "" {
		h["Authorization"] = "Bearer " + s.Token
	}
	if s.Org != "" {
		h[members.OrganizationHeader] = s.Org
	}
	return h
}

// Do sends a REST request to the internal API as this user.
func (s *Session) Do(method, path string, body any) *Response {
	s.Env.T.Helper()
	return s.Env.Do(Request{Method: method, Path: path, Body: body, Header: s.headers()})
}

// GraphQLError is one entry of a GraphQL response's errors.
type GraphQLError struct {
	Message    string `json:"message"`
	Path       []any  `json:"path"`
	Extensions struct {
		Code   string              `json:"code"`
		Fields []map[string]string `json:"fields"`
	} `json:"extensions"`
}

// GraphQLResponse is a received GraphQL answer.
type GraphQLResponse struct {
	*Response
	Data   json.RawMessage `json:"data"`
	Errors []GraphQLError  `json:"errors"`
}

// Code is the extensions.code of the first error ("" without errors).
func (r *GraphQLResponse) Code() string {
	if len(r.Errors) == 0 {
		return ""
	}
	return r.Errors[0].Extensions.Code
}

// Decode decodes data into v, failing the test on any GraphQL error.
func (r *GraphQLResponse) Decode(t testing.TB, v any) {
	t.Helper()
	if len(r.Errors) > 0 {
		t.Fatalf("GraphQL errors (HTTP %d): %s", r.Status, r.Body)
	}
	if err := json.Unmarshal(r.Data, v); err != nil {
		t.Fatalf("decode data %s: %v", r.Data, err)
	}
}

// GraphQL posts a query with variables to /api/v1/graphql as this user.
func (s *Session) GraphQL(query string, vars map[string]any) *GraphQLResponse {
	s.Env.T.Helper()
	return s.Env.GraphQL(s.headers(), map[string]any{"query": query, "variables": vars})
}

// GraphQL posts a raw GraphQL request body with headers.
func (e *Env) GraphQL(headers map[string]string, body any) *GraphQLResponse {
	e.T.Helper()
	resp := e.Do(Request{Method: "POST", Path: "/api/v1/graphql", Body: body, Header: headers})
	out := &GraphQLResponse{Response: resp}
	if resp.Status == 200 || resp.Status == 422 || resp.Status == 400 {
		if err := json.Unmarshal(resp.Body, out); err != nil {
			e.T.Fatalf("decode GraphQL response %d %s: %v", resp.Status, resp.Body, err)
		}
	}
	return out
}
