package v1_test

import (
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/testkit"
	v1 "voiceagent/rest/v1"
)

// An undeclared query parameter is a 400 naming it on every /v1 endpoint,
// whatever the method; the declared ones keep working.
func TestUnknownQueryParameterIsA400(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Strict Org")
	_, key := env.MustKey(org.ID)
	agent := publishedAgent(t, env, org.ID, "Front desk")
	cases := []struct{ method, path, unknown string }{
		{"GET", "/v1/calls?created_since=2026-11-01T00:00:00Z", "created_since"},
		{"GET", "/v1/calls?status=completed&statuz=failed", "statuz"},
		{"GET", "/v1/calls/" + agent.String() + "?include=transcript", "include"},
		{"GET", "/v1/me?verbose=1", "verbose"},
		{"GET", "/v1/openapi.json?format=yaml", "format"},
		{"GET", "/v1/agents?type=inbound", "type"},
		{"GET", "/v1/agents/" + agent.String() + "?expand=flow", "expand"},
		{"POST", "/v1/agents/" + agent.String() + "/publish?force=true", "force"},
		{"GET", "/v1/analytics/overview?period=weekly&from=2026-11-01", "from"},
		{"GET", "/v1/phone-numbers?number=%2B5511", "number"},
		{"GET", "/v1/knowledge-bases?search=faq", "search"},
		{"GET", "/v1/webhook-endpoints?active=true", "active"},
		{"GET", "/v1/calls?limit=1&created_after=2026-11-01T00:00:00Z&Created_Before=2026-12-01T00:00:00Z", "Created_Before"},
	}
	for _, c := range cases {
		r := env.Do(testkit.Request{Method: c.method, Path: c.path, Key: key})
		require.Equal(t, http.StatusBadRequest, r.Status, "%s %s: %s", c.method, c.path, r.Body)
		require.Contains(t, r.Detail(t), `"`+c.unknown+`"`, c.path)
		errs, _ := r.Map(t)["errors"].([]any)
		require.Len(t, errs, 1, c.path)
		require.Equal(t, c.unknown, errs[0].(map[string]any)["field"], c.path)
	}
	// Several unknown names are all named; the allowed ones are listed.
	r := env.Get("/v1/agents?b=1&a=2&limit=5", key)
	require.Equal(t, http.StatusBadRequest, r.Status)
	require.Contains(t, r.Detail(t), `"a", "b"`)
	require.Contains(t, r.Detail(t), "agent_type, limit, offset, search, status")
	r = env.Get("/v1/me?x=1", key)
	require.Contains(t, r.Detail(t), "takes no query parameters")

	// Declared parameters pass, including every one of /v1/calls.
	q := url.Values{"agent_id": {agent.String()}, "status": {"completed"}, "channel": {"phone"}, "include": {"transcript"},
		"created_after": {"2026-11-01T00:00:00Z"}, "created_before": {time.Now().UTC().Add(time.Hour).Format(time.RFC3339)},
		"limit": {"5"}, "offset": {"0"}, "search": {"consulta"}}
	require.Equal(t, http.StatusOK, env.Get("/v1/calls?"+q.Encode(), key).Status)
	for _, p := range []string{"/v1/agents?agent_type=inbound&status=active&search=front&limit=5&offset=0", "/v1/analytics/overview?period=weekly&agent_type=inbound",
		"/v1/phone-numbers?status=active&limit=5", "/v1/knowledge-bases?limit=5&offset=0", "/v1/webhook-endpoints?limit=5"} {
		require.Equal(t, http.StatusOK, env.Get(p, key).Status, p)
	}
	// Authentication still comes first; unknown paths stay 404s.
	require.Equal(t, http.StatusUnauthorized, env.Get("/v1/calls?bogus=1", "").Status)
	require.Equal(t, http.StatusNotFound, env.Do(testkit.Request{Method: "GET", Path: "/v1/nowhere?bogus=1", Key: key, NoCheck: true}).Status)
}

// Every query parameter a /v1 handler reads is declared in the OpenAPI
// document, so the strict check cannot refuse something a handler accepts.
func TestHandlersReadOnlyDeclaredQueryParameters(t *testing.T) {
	t.Parallel()
	_, doc, err := v1.Spec()
	require.NoError(t, err)
	declared := func(path, method string) map[string]bool {
		item := doc.Paths.Find(path)
		require.NotNil(t, item, path)
		op := item.GetOperation(method)
		require.NotNil(t, op, method+" "+path)
		names := map[string]bool{}
		for _, p := range op.Parameters {
			if p.Value.In == "query" {
				names[p.Value.Name] = true
			}
		}
		return names
	}
	// What each list handler reads (rest/v1/*.go; page.Parse reads limit,
	// offset and cursor, and ParseOffset refuses cursor by name).
	reads := map[string][]string{
		"/v1/calls":              {"agent_id", "status", "channel", "search", "include", "created_after", "created_before", "limit", "offset", "cursor"},
		"/v1/agents":             {"agent_type", "status", "search", "limit", "offset"},
		"/v1/analytics/overview": {"period", "agent_id", "agent_type"},
		"/v1/phone-numbers":      {"status", "agent_id", "limit", "offset"},
		"/v1/knowledge-bases":    {"limit", "offset"},
		"/v1/webhook-endpoints":  {"limit", "offset"},
	}
	for path, names := range reads {
		d := declared(path, "GET")
		for _, n := range names {
			require.True(t, d[n], "%s reads %s but the OpenAPI document does not declare it", path, n)
		}
		require.Len(t, d, len(names), "%s declares %v", path, d)
	}
}
