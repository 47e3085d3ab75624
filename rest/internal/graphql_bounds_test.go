package internal_test

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql/introspection"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

func repeat(n int, format string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, format, i, i+1)
	}
	return b.String()
}

// Documents whose validation would cost seconds (same-named fields merged
// in quadratic time, fragments followed, introspection multiplied) are
// refused while they are parsed and counted, before validation.
func TestGraphQLHostileDocumentsRefused(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	s := env.Session(id, env.MustOrg("Acme").ID, auth.RoleViewer)

	for name, c := range map[string]struct{ query, says string }{
		// 300 KB: 20,000 times the same field.
		"SameFieldRepeated": {"{" + strings.Repeat(" health { status }", 20000) + " }", "more than 10000 tokens"},
		// Under the token limit, over the selection limit.
		"ManyFields": {"{" + strings.Repeat(" health { status }", 1500) + " }", "more than 1000 selections"},
		"ChainedFragments": {"{ ...F0 }" + repeat(3000, " fragment F%d on Query { health { status } ...F%d }") +
			" fragment F3000 on Query { health { status } }", "tokens"},
		// Few selections as written, billions with the spreads expanded.
		"FragmentsDoublingEachOther": {"{ ...F30 } fragment F0 on Query { health { status } }" +
			repeat(30, " fragment F%[2]d on Query { ...F%[1]d ...F%[1]d }"), "more than 1000 selections"},
		"TooManyFragments":  {"{ ...F0 }" + repeat(300, " fragment F%d on Query { ...F%d }") + " fragment F300 on Query { health { status } }", "defines 301 fragments"},
		"SchemaAliases1000": {"{" + repeat(1000, " s%[1]d: __schema { types { name fields { name args { name } type { name } } } }") + " }", "tokens"},
		"SchemaTwice":       {`{ a: __schema { types { name } } b: __schema { types { name } } }`, "__schema at most 1 time"},
		"TypeElevenTimes":   {"{" + repeat(11, ` t%[1]d: __type(name: "Query") { name }`) + " }", "__type at most 10 times"},
	} {
		t.Run(name, func(t *testing.T) {
			g := s.GraphQL(c.query, nil)
			require.Equal(t, "BAD_USER_INPUT", g.Code(), truncateBody(g.Body))
			require.Contains(t, g.Errors[0].Message, c.says)
			require.Equal(t, "null", string(g.Data))
		})
	}
	t.Run("OverSocket", func(t *testing.T) {
		c := env.DialRealtime(t, nil)
		c.Init(map[string]any{"authorization": "Bearer " + s.Token, "organizationId": s.Org})
		c.Must("connection_ack")
		c.Subscribe("1", "{"+strings.Repeat(" health { status }", 20000)+" }", nil)
		m := c.Must("next")
		require.Contains(t, string(m.Payload), "BAD_USER_INPUT")
		require.Contains(t, string(m.Payload), "tokens")
	})
}

func truncateBody(b []byte) string {
	if len(b) > 500 {
		return string(b[:500]) + "..."
	}
	return string(b)
}

// The full introspection query of GraphiQL and GraphQL Code Generator
// (graphql-js getIntrospectionQuery with every option) keeps working.
func TestGraphQLFullIntrospection(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	s := env.Session(id, env.MustOrg("Acme").ID, auth.RoleViewer)
	for _, q := range []string{introspection.Query, introspection.NewQuery(introspection.QueryOptions{OneOf: true})} {
		var data struct {
			Schema struct {
				QueryType struct{ Name string }
				Types     []struct {
					Name   string
					Fields []struct{ Name string }
				}
				Directives []struct{ Name string }
			} `json:"__schema"`
		}
		s.GraphQL(q, nil).Decode(t, &data)
		require.Equal(t, "Query", data.Schema.QueryType.Name)
		require.Greater(t, len(data.Schema.Types), 50)
		require.NotEmpty(t, data.Schema.Directives)
	}
}

// A persisted query is kept only once it parsed, validated and passed the
// limits, and only up to 64 KB.
func TestGraphQLPersistedQueriesKeepOnlyValidDocuments(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	s := env.Session(id, env.MustOrg("Acme").ID, auth.RoleViewer)
	h := map[string]string{"Authorization": "Bearer " + s.Token, "X-Organization-Id": s.Org}
	send := func(query string) (*testkit.GraphQLResponse, string) {
		sum := sha256.Sum256([]byte(query))
		hash := hex.EncodeToString(sum[:])
		ext := map[string]any{"persistedQuery": map[string]any{"version": 1, "sha256Hash": hash}}
		return env.GraphQL(h, map[string]any{"query": query, "extensions": ext}), hash
	}
	stored := func(hash string) bool {
		n, err := env.App.Redis.Exists(t.Context(), "gql:apq:"+hash).Result()
		require.NoError(t, err)
		return n == 1
	}

	g, hash := send("{ me { " + strings.Repeat("x", 500_000))
	require.Equal(t, "BAD_USER_INPUT", g.Code(), truncateBody(g.Body))
	require.False(t, stored(hash), "an unparseable document is not kept")

	g, hash = send(`{ me { noSuchField } }`)
	require.Equal(t, "BAD_USER_INPUT", g.Code())
	require.False(t, stored(hash), "an invalid document is not kept")

	g, hash = send("# " + strings.Repeat("padding ", 9000) + "\n{ me { user { subject } } }")
	require.Empty(t, g.Errors, truncateBody(g.Body))
	require.False(t, stored(hash), "a document over 64 KB is answered, not kept")

	g, hash = send(`{ me { user { subject } } }`)
	require.Empty(t, g.Errors)
	require.True(t, stored(hash))
}

// /api/v1 is limited per user (BACKOFFICE_RATE_LIMIT_PER_MINUTE) across
// GraphQL and the REST mirror, with /v1's headers; another user has a
// budget of their own.
func TestBackofficeRateLimit(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t, testkit.WithVar("BACKOFFICE_RATE_LIMIT_PER_MINUTE", "3"))
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)

	r := s.Do("GET", "/api/v1/me", nil)
	require.Equal(t, http.StatusOK, r.Status)
	require.Equal(t, "3", r.Header.Get("X-RateLimit-Limit"))
	require.Equal(t, "2", r.Header.Get("X-RateLimit-Remaining"))
	g := s.GraphQL(`{ me { user { id } } }`, nil)
	require.Empty(t, g.Errors)
	require.Equal(t, "1", g.Header.Get("X-RateLimit-Remaining"))
	require.Equal(t, http.StatusOK, s.Do("GET", "/api/v1/organizations", nil).Status)

	for _, r := range []*testkit.Response{s.Do("GET", "/api/v1/me", nil), s.GraphQL(`{ me { user { id } } }`, nil).Response} {
		require.Equal(t, http.StatusTooManyRequests, r.Status, string(r.Body))
		require.Equal(t, "3", r.Header.Get("X-RateLimit-Limit"))
		require.Equal(t, "0", r.Header.Get("X-RateLimit-Remaining"))
		after, err := strconv.Atoi(r.Header.Get("Retry-After"))
		require.NoError(t, err)
		require.Positive(t, after)
		require.Contains(t, r.Detail(t), "Rate limit of 3 requests per minute exceeded")
	}

	t.Run("OverSocket", func(t *testing.T) {
		c := env.DialRealtime(t, nil)
		c.Init(map[string]any{"authorization": "Bearer " + s.Token, "organizationId": s.Org})
		c.Must("connection_ack")
		c.Subscribe("1", `{ me { user { id } } }`, nil)
		m := c.Must("next")
		require.Contains(t, string(m.Payload), "RATE_LIMITED")
	})

	other := env.Session(id, org.ID, auth.RoleViewer)
	require.Equal(t, http.StatusOK, other.Do("GET", "/api/v1/me", nil).Status)
}

// NUL bytes never reach a service: in a variable or a literal, on HTTP or
// the socket, they are BAD_USER_INPUT naming the argument, nothing is
// written and nothing is logged as an error.
func TestGraphQLRefusesNUL(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleAdmin)

	g := s.GraphQL(`mutation($in: CreateKnowledgeBaseInput!) { createKnowledgeBase(input: $in) { id } }`,
		map[string]any{"in": map[string]any{"name": "Manual", "description": "a\x00b"}})
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	require.Equal(t, "$in.description", g.Errors[0].Extensions.Fields[0]["field"])
	require.Contains(t, g.Errors[0].Message, "NUL")

	g = s.GraphQL(`mutation { createApiKey(input: {name: "key\u0000"}) { key } }`, nil)
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	require.Equal(t, "input.name", g.Errors[0].Extensions.Fields[0]["field"])

	g = s.GraphQL(`{ auditLog(action: "member.added\u0000") { total } }`, nil)
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	require.Equal(t, "action", g.Errors[0].Extensions.Fields[0]["field"])

	g = s.GraphQL(`query($a: String) { auditLog(action: $a) { total } }`, map[string]any{"a": "x\x00"})
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))

	t.Run("OverSocket", func(t *testing.T) {
		c := env.DialRealtime(t, nil)
		c.Init(map[string]any{"authorization": "Bearer " + s.Token, "organizationId": s.Org})
		c.Must("connection_ack")
		c.Subscribe("1", `query($a: String) { auditLog(action: $a) { total } }`, map[string]any{"a": "x\x00"})
		var answer struct{ Errors []testkit.GraphQLError }
		require.NoError(t, json.Unmarshal(c.Must("next").Payload, &answer))
		require.Equal(t, "BAD_USER_INPUT", answer.Errors[0].Extensions.Code)
		require.Equal(t, "$a", answer.Errors[0].Extensions.Fields[0]["field"])
	})

	t.Run("WidgetSendMessage", func(t *testing.T) {
		const shop = "https://shop.example.com"
		r := s.Do("POST", "/api/v1/agents", map[string]any{"name": "Helper", "agent_type": "chat", "editing_mode": "prompt"})
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		agent := r.Map(t)["id"].(string)
		require.Equal(t, http.StatusOK, s.Do("PATCH", "/api/v1/agents/"+agent, map[string]any{"prompt": "You help visitors."}).Status)
		require.Equal(t, http.StatusOK, s.Do("POST", "/api/v1/agents/"+agent+"/versions/publish", nil).Status)
		require.Equal(t, http.StatusOK, s.Do("PATCH", "/api/v1/agents/"+agent, map[string]any{"public_channel_enabled": true, "allowed_origins": []string{shop}}).Status)
		r = env.Do(testkit.Request{Method: "POST", Path: "/api/v1/realtime/public-sessions", Body: map[string]any{"agent_id": agent}, Header: map[string]string{"Origin": shop}})
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		c := env.DialRealtime(t, http.Header{"Origin": {shop}})
		c.Init(map[string]any{"publicSession": r.Map(t)["token"]})
		c.Must("connection_ack")
		for _, text := range []string{"hi\x00", "hi"} {
			c.Subscribe("1", `mutation($t: String!) { sendMessage(text: $t) { state } }`, map[string]any{"t": text})
			var answer struct{ Errors []testkit.GraphQLError }
			require.NoError(t, json.Unmarshal(c.Must("next").Payload, &answer))
			if text == "hi" {
				require.Empty(t, answer.Errors, "a clean message is still answered")
				break
			}
			require.Equal(t, "BAD_USER_INPUT", answer.Errors[0].Extensions.Code)
			require.Equal(t, "$t", answer.Errors[0].Extensions.Fields[0]["field"])
			c.Must("complete")
		}
	})

	var list struct{ KnowledgeBases struct{ Total int } }
	s.GraphQL(`{ knowledgeBases { total } }`, nil).Decode(t, &list)
	require.Zero(t, list.KnowledgeBases.Total, "nothing was written")
	require.NotContains(t, env.Logs(), "level=ERROR")
	require.NotContains(t, env.Logs(), "22021")
}

// A GraphQL body over MAX_BODY_BYTES is 413 with a detail, like any other
// /api/v1 body.
func TestGraphQLBodyTooLarge(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t, testkit.WithVar("MAX_BODY_BYTES", "4096"))
	s := env.Session(id, env.MustOrg("Acme").ID, auth.RoleViewer)
	r := env.Do(testkit.Request{Method: "POST", Path: "/api/v1/graphql", Header: map[string]string{"Authorization": "Bearer " + s.Token, "X-Organization-Id": s.Org},
		Body: map[string]any{"query": "# " + strings.Repeat("x", 5000) + "\n{ me { user { id } } }"}})
	require.Equal(t, http.StatusRequestEntityTooLarge, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "larger than 4096 bytes")
	require.Empty(t, s.GraphQL(`{ me { user { id } } }`, nil).Errors, "a body under the cap is served")
}
