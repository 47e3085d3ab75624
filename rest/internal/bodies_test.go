package internal_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

// Every body the REST mirror reads is exactly one JSON object of the
// fields the path takes: a misspelt key, null, an array, nothing or
// trailing data is a 400 naming the problem, and nothing is written.
func TestWriteBodiesAreStrict(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Strict bodies")
	owner := env.Session(id, org.ID, auth.RoleOwner)
	member := env.MustMember(org.ID, "bo", auth.RoleEditor)

	created := func(method, path string, body map[string]any) string {
		t.Helper()
		r := owner.Do(method, path, body)
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		return r.Map(t)["id"].(string)
	}
	agent := created("POST", "/api/v1/agents", map[string]any{"name": "Desk", "agent_type": "chat", "editing_mode": "flow"})
	flows := owner.Do("GET", "/api/v1/agents/"+agent+"/flows", nil)
	require.Equal(t, http.StatusOK, flows.Status, string(flows.Body))
	flow := flows.Map(t)["items"].([]any)[0].(map[string]any)["id"].(string)
	base := created("POST", "/api/v1/knowledge-bases", map[string]any{"name": "Hours"})
	doc := created("POST", "/api/v1/knowledge-bases/"+base+"/documents/manual", map[string]any{"name": "Week", "content": "Open 9 to 5."})
	start := owner.Do("GET", "/api/v1/agents/"+agent+"/flows/"+flow+"/runtime/start", nil)
	require.Equal(t, http.StatusOK, start.Status, string(start.Body))
	session := start.Map(t)["session_id"].(string)

	// Each body is valid as it stands: only the key added below is wrong.
	paths := []struct {
		method, path string
		body         map[string]any
	}{
		{"POST", "/api/v1/organizations/switch", map[string]any{"organization_id": org.ID.String()}},
		{"POST", "/api/v1/organizations/members", map[string]any{"subject": "cy", "role": "viewer"}},
		{"PATCH", "/api/v1/organizations/members/" + member.UserID.String(), map[string]any{"role": "viewer"}},
		{"POST", "/api/v1/agents", map[string]any{"name": "Other", "agent_type": "inbound", "editing_mode": "prompt"}},
		{"POST", "/api/v1/agents/from-template", map[string]any{"template_id": "receptionist"}},
		{"PATCH", "/api/v1/agents/" + agent, map[string]any{"name": "Renamed"}},
		{"POST", "/api/v1/agents/" + agent + "/flows", map[string]any{"name": "Billing"}},
		{"PATCH", "/api/v1/agents/" + agent + "/flows/" + flow, map[string]any{"name": "Renamed"}},
		{"POST", "/api/v1/agents/" + agent + "/flows/" + flow + "/runtime/advance", map[string]any{"session_id": session, "input": map[string]any{"text": "hi"}}},
		{"POST", "/api/v1/agents/" + agent + "/flows/" + flow + "/runtime/simulate", map[string]any{"inputs": []string{"hi"}}},
		{"POST", "/api/v1/agents/" + agent + "/chat/test", map[string]any{"message": "hi"}},
		{"POST", "/api/v1/knowledge-bases", map[string]any{"name": "Other"}},
		{"PATCH", "/api/v1/knowledge-bases/" + base, map[string]any{"name": "Renamed"}},
		{"POST", "/api/v1/knowledge-bases/" + base + "/documents/manual", map[string]any{"name": "More", "content": "Closed on Sundays."}},
		{"PATCH", "/api/v1/knowledge-bases/" + base + "/documents/" + doc, map[string]any{"name": "Renamed"}},
		{"POST", "/api/v1/knowledge-bases/" + base + "/documents/url", map[string]any{"url": "https://example.com/"}},
		{"POST", "/api/v1/knowledge-bases/" + base + "/documents/crawl", map[string]any{"url": "https://example.com/"}},
		{"PUT", "/api/v1/agents/" + agent + "/knowledge-bases", map[string]any{"knowledge_base_ids": []string{base}}},
		{"POST", "/api/v1/agents/" + agent + "/knowledge-retrieve", map[string]any{"query": "hours"}},
		{"POST", "/api/v1/knowledge-bases/" + base + "/retrieve", map[string]any{"query": "hours"}},
	}

	// What the organization holds, read before and after: a refused body
	// must leave all of it as it was.
	reads := []string{"/api/v1/organizations/members", "/api/v1/organizations/audit-log?limit=200", "/api/v1/agents",
		"/api/v1/agents/" + agent, "/api/v1/agents/" + agent + "/flows", "/api/v1/knowledge-bases",
		"/api/v1/knowledge-bases/" + base + "/documents", "/api/v1/agents/" + agent + "/knowledge-bases"}
	snapshot := func() map[string]string {
		out := map[string]string{}
		for _, p := range reads {
			r := owner.Do("GET", p, nil)
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))
			out[p] = string(r.Body)
		}
		return out
	}
	before := snapshot()

	for _, p := range paths {
		t.Run(p.method+" "+p.path, func(t *testing.T) {
			withTypo := map[string]any{"nmae": "x"}
			for k, v := range p.body {
				withTypo[k] = v
			}
			r := owner.Do(p.method, p.path, withTypo)
			require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), `unknown field "nmae"`)
			var e struct {
				Errors []struct{ Field string }
			}
			r.JSON(t, &e)
			require.Equal(t, "nmae", e.Errors[0].Field)

			for _, raw := range []string{`null`, ``, `[]`, `"x"`, `[` + jsonOf(t, p.body) + `]`, jsonOf(t, p.body) + ` {}`, jsonOf(t, p.body) + ` x`} {
				r := owner.Do(p.method, p.path, []byte(raw))
				require.Equal(t, http.StatusBadRequest, r.Status, "body %q: %s", raw, r.Body)
				require.NotEmpty(t, r.Detail(t))
			}
		})
	}
	require.Equal(t, before, snapshot())

	// The import takes an export document, which its own service reads;
	// what is not an object is refused at the door all the same.
	for _, raw := range []string{`null`, ``, `[]`, `{} {}`} {
		r := owner.Do("POST", "/api/v1/agents/import", []byte(raw))
		require.Equal(t, http.StatusBadRequest, r.Status, "body %q: %s", raw, r.Body)
	}
}

func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
