package graph_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

const benchAgentFields = `id name slug description status agentType editingMode version hasUnpublishedChanges phoneNumber publicChannelEnabled createdAt updatedAt`

// BenchmarkAgentList serves a list of 50 agents through the real handler
// (no network): the REST mirror, GraphQL with the same fields, and GraphQL
// with each agent's knowledge bases.
func BenchmarkAgentList(b *testing.B) {
	env, id := testkit.NewBackoffice(b, testkit.WithVar("BACKOFFICE_RATE_LIMIT_PER_MINUTE", "1000000"))
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleOwner)
	seedAgentsWithBases(b, env, org.ID, 50, "Agent %02d")
	h := env.App.Handler()
	run := func(b *testing.B, method, path string, body []byte) {
		req := func() *http.Request {
			r := httptest.NewRequest(method, path, bytes.NewReader(body))
			r.Header.Set("Authorization", "Bearer "+s.Token)
			r.Header.Set("X-Organization-Id", s.Org)
			r.RemoteAddr = "127.0.0.1:1234"
			if body != nil {
				r.Header.Set("Content-Type", "application/json")
			}
			return r
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req())
		if w.Code != 200 || bytes.Contains(w.Body.Bytes(), []byte(`"errors"`)) {
			b.Fatalf("%d %s", w.Code, w.Body)
		}
		b.ReportAllocs()
		b.ResetTimer()
		for b.Loop() {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, req())
		}
	}
	b.Run("rest", func(b *testing.B) { run(b, "GET", "/api/v1/agents?limit=50", nil) })
	b.Run("graphql", func(b *testing.B) {
		run(b, "POST", "/api/v1/graphql", []byte(`{"query":"{ agents(limit: 50) { items { `+benchAgentFields+` } total limit offset nextCursor } }"}`))
	})
	b.Run("graphql_bases", func(b *testing.B) {
		run(b, "POST", "/api/v1/graphql", []byte(`{"query":"{ agents(limit: 50) { items { `+benchAgentFields+` knowledgeBases { id name documentCount } } total limit offset nextCursor } }"}`))
	})
}
