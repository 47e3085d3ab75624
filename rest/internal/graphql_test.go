package internal_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

func TestGraphQLTransportsAndExplorer(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)

	t.Run("Explorer", func(t *testing.T) {
		r := env.Do(testkit.Request{Method: "GET", Path: "/api/v1/graphql", Header: map[string]string{"Accept": "text/html,application/xhtml+xml"}})
		require.Equal(t, http.StatusOK, r.Status)
		require.Contains(t, r.Header.Get("Content-Type"), "text/html")
		require.Contains(t, strings.ToLower(string(r.Body)), "graphiql")
		// Served from the binary's own assets: nothing from another host.
		require.Contains(t, string(r.Body), `src="/app/assets/`)
		require.NotRegexp(t, `(?i)(src|href)\s*=\s*["']?(https?:)?//`, string(r.Body))
		require.Contains(t, r.Header.Get("Content-Security-Policy"), "script-src 'self';")
		require.Equal(t, "no-cache", r.Header.Get("Cache-Control"))
	})
	t.Run("GET", func(t *testing.T) {
		h := map[string]string{"Authorization": "Bearer " + s.Token, "X-Organization-Id": s.Org}
		r := env.Do(testkit.Request{Method: "GET", Path: "/api/v1/graphql?query=" + url.QueryEscape("{ me { user { subject } } }"), Header: h})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Contains(t, string(r.Body), s.Subject)
		// GET never runs a mutation.
		r = env.Do(testkit.Request{Method: "GET", Path: "/api/v1/graphql?query=" + url.QueryEscape(`mutation { removeMember(userId: "x") { userId } }`), Header: h})
		require.NotEqual(t, http.StatusOK, r.Status)
	})
	t.Run("Introspection", func(t *testing.T) {
		var data struct {
			Schema struct {
				QueryType, MutationType struct{ Name string }
			} `json:"__schema"`
		}
		s.GraphQL(`{ __schema { queryType { name } mutationType { name } } }`, nil).Decode(t, &data)
		require.Equal(t, "Query", data.Schema.QueryType.Name)
		require.Equal(t, "Mutation", data.Schema.MutationType.Name)
	})
	t.Run("ValidationError", func(t *testing.T) {
		g := s.GraphQL(`{ me { noSuchField } }`, nil)
		require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
		g = s.GraphQL(`{ me `, nil)
		require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	})
	t.Run("FieldErrors", func(t *testing.T) {
		admin := env.Session(id, org.ID, auth.RoleAdmin)
		g := admin.GraphQL(`mutation { addMember(input: {email: "nope", role: viewer}) { userId } }`, nil)
		require.Equal(t, "BAD_USER_INPUT", g.Code())
		require.Equal(t, "email", g.Errors[0].Extensions.Fields[0]["field"])
		require.Equal(t, []any{"addMember"}, g.Errors[0].Path)
	})
}

func TestGraphQLLimits(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t, testkit.WithVar("GRAPHQL_MAX_DEPTH", "3"), testkit.WithVar("GRAPHQL_MAX_COMPLEXITY", "20"))
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)

	require.Empty(t, s.GraphQL(`{ me { organization { role } } }`, nil).Errors, "depth 3 is allowed")
	g := s.GraphQL(`{ me { memberships { organization { name } } } }`, nil)
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	require.Contains(t, g.Errors[0].Message, "nested 4 levels deep, more than the limit of 3")
	g = s.GraphQL(`{ me { ...M } } fragment M on Me { memberships { organization { name } } }`, nil)
	require.Contains(t, g.Errors[0].Message, "limit of 3", "fragments are followed")
	require.Empty(t, s.GraphQL(`{ __schema { types { name fields { name type { name ofType { name ofType { name } } } } } } }`, nil).Errors,
		"introspection is bounded by the schema, not the depth limit")

	var many strings.Builder
	many.WriteString("{")
	for i := range 12 {
		many.WriteString(" a" + string(rune('a'+i)) + ": me { user { id } }")
	}
	many.WriteString(" }")
	g = s.GraphQL(many.String(), nil)
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	require.Contains(t, g.Errors[0].Message, "exceeds the limit of 20")
}

// Automatic persisted queries: a client sends the hash alone, the platform
// asks for the query once, then serves the hash from Redis (shared by
// every replica).
func TestGraphQLPersistedQueries(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)
	h := map[string]string{"Authorization": "Bearer " + s.Token, "X-Organization-Id": s.Org}
	query := `{ me { user { subject } } }`
	sum := sha256.Sum256([]byte(query))
	ext := map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": hex.EncodeToString(sum[:])}}

	g := env.GraphQL(h, map[string]any{"extensions": ext})
	require.Equal(t, "PERSISTED_QUERY_NOT_FOUND", g.Code(), string(g.Body))
	require.Equal(t, "PersistedQueryNotFound", g.Errors[0].Message)

	g = env.GraphQL(h, map[string]any{"query": query, "extensions": ext})
	require.Empty(t, g.Errors, string(g.Body))

	replica := env.Replica()
	for _, e := range []*testkit.Env{env, replica} {
		g = e.GraphQL(h, map[string]any{"extensions": ext})
		var data struct {
			Me struct{ User struct{ Subject string } }
		}
		g.Decode(t, &data)
		require.Equal(t, s.Subject, data.Me.User.Subject)
	}

	bad := map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": strings.Repeat("0", 64)}}
	g = env.GraphQL(h, map[string]any{"query": query, "extensions": bad})
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	require.Contains(t, g.Errors[0].Message, "hash does not match")
}

// The audit log records each member change with its actor, and only admins
// and owners read it, on both doors.
func TestAuditLog(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	admin := env.Session(id, org.ID, auth.RoleAdmin)
	var me struct{ User struct{ ID string } }
	admin.Do("GET", "/api/v1/me", nil).JSON(t, &me)
	var m member
	admin.Do("POST", "/api/v1/organizations/members", map[string]any{"subject": "bo", "role": "editor"}).JSON(t, &m)
	admin.Do("PATCH", "/api/v1/organizations/members/"+m.UserID, map[string]any{"role": "viewer"})
	admin.Do("DELETE", "/api/v1/organizations/members/"+m.UserID, nil)

	rest := admin.Do("GET", "/api/v1/organizations/audit-log?target_id="+m.UserID, nil)
	require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
	var data struct{ AuditLog json.RawMessage }
	admin.GraphQL(`query($t: String) { auditLog(targetId: $t) { items { id action targetType targetId
		actor { kind userId email name keyId } before after requestId createdAt } total limit offset nextCursor } }`,
		map[string]any{"t": m.UserID}).Decode(t, &data)
	sameJSON(t, rest.Body, data.AuditLog)

	var log struct {
		Total int
		Items []struct {
			Action string
			Actor  struct {
				Kind   string
				UserID string `json:"user_id"`
			}
			Before, After map[string]any
			RequestID     string `json:"request_id"`
		}
	}
	rest.JSON(t, &log)
	require.Equal(t, 3, log.Total)
	require.Equal(t, []string{"member.removed", "member.role_changed", "member.added"},
		[]string{log.Items[0].Action, log.Items[1].Action, log.Items[2].Action})
	for _, e := range log.Items {
		require.Equal(t, "user", e.Actor.Kind)
		require.Equal(t, me.User.ID, e.Actor.UserID)
		require.NotEmpty(t, e.RequestID)
	}
	require.Equal(t, "editor", log.Items[1].Before["role"])
	require.Equal(t, "viewer", log.Items[1].After["role"])
	require.Nil(t, log.Items[0].After)
	require.Nil(t, log.Items[2].Before)

	editor := env.Session(id, org.ID, auth.RoleEditor)
	require.Equal(t, http.StatusForbidden, editor.Do("GET", "/api/v1/organizations/audit-log", nil).Status)
	require.Equal(t, "FORBIDDEN", editor.GraphQL(`{ auditLog { total } }`, nil).Code())
}

func TestGraphQLRefusesOtherRequests(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)
	h := map[string]string{"Authorization": "Bearer " + s.Token, "Content-Type": "text/plain"}
	r := env.Do(testkit.Request{Method: "POST", Path: "/api/v1/graphql", Body: []byte(`{ me { user { id } } }`), Header: h})
	require.Equal(t, http.StatusUnsupportedMediaType, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "application/json")
	r = env.Do(testkit.Request{Method: "PUT", Path: "/api/v1/graphql", Header: map[string]string{"Authorization": "Bearer " + s.Token}})
	require.Equal(t, http.StatusMethodNotAllowed, r.Status)
	require.NotEmpty(t, r.Detail(t))
	// Without a session, the 401 comes first.
	r = env.Do(testkit.Request{Method: "POST", Path: "/api/v1/graphql", Body: []byte(`{}`), Header: map[string]string{"Content-Type": "text/plain"}})
	require.Equal(t, http.StatusUnauthorized, r.Status)
}
