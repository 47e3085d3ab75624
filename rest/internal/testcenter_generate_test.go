package internal_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/testkit"
)

// A 2-question, 3-end flow with a subflow.
const (
	genMainFlow = `{"nodes":[
 {"id":"start","type":"start"},
 {"id":"dept","type":"question","config":{"prompt":"Sales or support?","variable":"dept","type":"choice","choices":["sales","support"]}},
 {"id":"route","type":"condition"},
 {"id":"lead","type":"subflow","config":{"flow_id":"SUB"}},
 {"id":"e_sales","type":"end","config":{"text":"Sales will call you."}},
 {"id":"urgent","type":"question","config":{"prompt":"Is it urgent?","variable":"urgent","type":"yes_no"}},
 {"id":"triage","type":"condition"},
 {"id":"e_urgent","type":"end","config":{"text":"Connecting you now."}},
 {"id":"e_later","type":"end","config":{"text":"We will write to you."}}],
 "edges":[
 {"from":"start","to":"dept"},{"from":"dept","to":"route"},
 {"from":"route","to":"lead","condition":"dept == \"sales\""},{"from":"route","to":"urgent","default":true},
 {"from":"lead","to":"e_sales"},{"from":"urgent","to":"triage"},
 {"from":"triage","to":"e_urgent","condition":"urgent == true"},{"from":"triage","to":"e_later","default":true}]}`
	genSubFlow = `{"nodes":[{"id":"s","type":"start"},
 {"id":"company","type":"question","config":{"prompt":"Your company?","variable":"company","type":"text"}},
 {"id":"back","type":"end"}],
 "edges":[{"from":"s","to":"company"},{"from":"company","to":"back"}]}`
)

type genDoorsFixture struct {
	env                  *testkit.Env
	viewer, editor       *testkit.Session
	stranger             *testkit.Session // an admin of another organization
	suite, promptSuite   string
	strangerSuite, agent string
}

func newGenDoorsFixture(t *testing.T) genDoorsFixture {
	t.Helper()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Generation")
	other := env.MustOrg("Elsewhere")
	ctx := env.System(org.ID)
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Front", AgentType: "chat", EditingMode: "flow"})
	require.NoError(t, err)
	list, err := env.App.Flows.List(ctx, ag.ID)
	require.NoError(t, err)
	sub, err := env.App.Flows.CreateSubflow(ctx, ag.ID, flows.CreateInput{Name: "Lead", Draft: json.RawMessage(genSubFlow)})
	require.NoError(t, err)
	_, err = env.App.Flows.Update(ctx, ag.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(strings.ReplaceAll(genMainFlow, "SUB", sub.ID.String()))})
	require.NoError(t, err)
	prompt, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Prompt", AgentType: "chat", EditingMode: "prompt"})
	require.NoError(t, err)
	otherAgent, err := env.App.Agents.Create(env.System(other.ID), agents.CreateInput{Name: "Theirs", AgentType: "chat", EditingMode: "flow"})
	require.NoError(t, err)
	suite := func(orgID, agentID uuid.UUID) string {
		id := ids.New()
		_, err := env.App.DB.Exec(context.Background(), `INSERT INTO test_suites (id, organization_id, agent_id, name) VALUES ($1, $2, $3, 'Smoke')`, id, orgID, agentID)
		require.NoError(t, err)
		return id.String()
	}
	return genDoorsFixture{env: env,
		viewer: env.Session(id, org.ID, auth.RoleViewer), editor: env.Session(id, org.ID, auth.RoleEditor),
		stranger: env.Session(id, other.ID, auth.RoleAdmin),
		suite:    suite(org.ID, ag.ID), promptSuite: suite(org.ID, prompt.ID), strangerSuite: suite(other.ID, otherAgent.ID), agent: ag.ID.String()}
}

func genPath(suite string) string { return "/api/v1/tests/suites/" + suite + "/generate-cases" }

const generateMutation = `mutation($s: ID!, $n: Int, $f: String) { generateTestCases(suiteId: $s, count: $n, focus: $f) {
  items { id suiteId name presetId persona goal script maxTurns assertions status source createdAt updatedAt }
  total limit offset nextCursor } }`

func TestGenerateCasesBothDoors(t *testing.T) {
	t.Parallel()
	f := newGenDoorsFixture(t)

	resp := f.editor.Do("POST", genPath(f.suite), map[string]any{"focus": "the happy paths"})
	require.Equal(t, 201, resp.Status, string(resp.Body))
	var rest struct {
		Items      []map[string]any `json:"items"`
		Total      int              `json:"total"`
		Limit      int              `json:"limit"`
		Offset     int              `json:"offset"`
		NextCursor *string          `json:"next_cursor"`
	}
	resp.JSON(t, &rest)
	require.Equal(t, 3, rest.Total, "one case per path to each of the three ends")
	require.Equal(t, 5, rest.Limit)
	require.Equal(t, 0, rest.Offset)
	require.Nil(t, rest.NextCursor)
	require.Len(t, rest.Items, 3)
	scripts := [][]any{{"sales", "Ana"}, {"support", "yes"}, {"support", "no"}}
	ends := []string{"e_sales", "e_urgent", "e_later"}
	for i, c := range rest.Items {
		require.Equal(t, scripts[i], c["script"])
		require.Equal(t, f.suite, c["suite_id"])
		require.Equal(t, "draft", c["status"])
		require.Equal(t, "generated", c["source"])
		require.EqualValues(t, len(scripts[i])+2, c["max_turns"])
		as := c["assertions"].([]any)
		require.Equal(t, map[string]any{"type": "ended_with", "status": "completed", "node_id": ends[i]}, as[1])
		require.Equal(t, true, as[0].(map[string]any)["in_order"])
	}
	require.Equal(t, []any{"start", "dept", "route", "lead", "s", "company", "back", "e_sales"},
		rest.Items[0]["assertions"].([]any)[0].(map[string]any)["nodes"], "the subflow's nodes are on the path")

	// GraphQL: the same cases (the offline generator is deterministic).
	g := f.editor.GraphQL(generateMutation, map[string]any{"s": f.suite, "n": 2})
	var data struct {
		GenerateTestCases struct {
			Items []map[string]any `json:"items"`
			Total int              `json:"total"`
			Limit int              `json:"limit"`
		} `json:"generateTestCases"`
	}
	g.Decode(t, &data)
	require.Equal(t, 2, data.GenerateTestCases.Total)
	require.Equal(t, 2, data.GenerateTestCases.Limit)
	for i, c := range data.GenerateTestCases.Items {
		r := rest.Items[i]
		require.Equal(t, r["name"], c["name"])
		require.Equal(t, r["script"], c["script"])
		require.Equal(t, r["max_turns"], c["maxTurns"])
		require.Equal(t, r["assertions"], c["assertions"], "assertions are the REST objects")
		require.Equal(t, r["status"], c["status"])
		require.Equal(t, r["source"], c["source"])
		require.Equal(t, r["suite_id"], c["suiteId"])
		require.Nil(t, c["persona"])
	}

	// The body may be left out.
	resp = f.editor.Do("POST", genPath(f.suite), nil)
	require.Equal(t, 201, resp.Status, string(resp.Body))

	var stored int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM test_cases WHERE suite_id = $1 AND status = 'draft' AND source = 'generated'`, f.suite).Scan(&stored))
	require.Equal(t, 8, stored)
}

func TestGenerateCasesRefusals(t *testing.T) {
	t.Parallel()
	f := newGenDoorsFixture(t)
	count := func() int {
		var n int
		require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM test_cases`).Scan(&n))
		return n
	}

	t.Run("Roles", func(t *testing.T) {
		resp := f.viewer.Do("POST", genPath(f.suite), map[string]any{})
		require.Equal(t, 403, resp.Status)
		require.Contains(t, resp.Detail(t), "editor")
		require.Equal(t, "FORBIDDEN", f.viewer.GraphQL(generateMutation, map[string]any{"s": f.suite}).Code())
	})
	t.Run("Tenancy", func(t *testing.T) {
		require.Equal(t, 404, f.stranger.Do("POST", genPath(f.suite), map[string]any{}).Status, "another organization's suite")
		require.Equal(t, "NOT_FOUND", f.stranger.GraphQL(generateMutation, map[string]any{"s": f.suite}).Code())
		require.Equal(t, 404, f.editor.Do("POST", genPath(f.strangerSuite), map[string]any{}).Status)
		require.Equal(t, 404, f.editor.Do("POST", genPath("not-a-uuid"), map[string]any{}).Status)
	})
	t.Run("CountBounds", func(t *testing.T) {
		for _, body := range []map[string]any{{"count": 0}, {"count": 21}, {"count": "five"}, {"count": 2.5}} {
			resp := f.editor.Do("POST", genPath(f.suite), body)
			require.Equal(t, 400, resp.Status, "%v: %s", body, resp.Body)
			require.Contains(t, resp.Detail(t), "count")
			var e struct {
				Errors []struct{ Field string } `json:"errors"`
			}
			resp.JSON(t, &e)
			require.Equal(t, "count", e.Errors[0].Field)
		}
		g := f.editor.GraphQL(generateMutation, map[string]any{"s": f.suite, "n": 21})
		require.Equal(t, "BAD_USER_INPUT", g.Code())
		require.Equal(t, "count", g.Errors[0].Extensions.Fields[0]["field"])
	})
	t.Run("FocusAndUnknownFields", func(t *testing.T) {
		resp := f.editor.Do("POST", genPath(f.suite), map[string]any{"focus": strings.Repeat("f", 1001)})
		require.Equal(t, 400, resp.Status)
		require.Contains(t, resp.Detail(t), "focus")
		resp = f.editor.Do("POST", genPath(f.suite), map[string]any{"cuont": 3})
		require.Equal(t, 400, resp.Status)
		require.Contains(t, resp.Detail(t), "cuont")
	})
	t.Run("PromptModeOffline", func(t *testing.T) {
		resp := f.editor.Do("POST", genPath(f.promptSuite), map[string]any{})
		require.Equal(t, 422, resp.Status, string(resp.Body))
		require.Contains(t, resp.Detail(t), "LLM_BASE_URL")
		require.Equal(t, "UNPROCESSABLE", f.editor.GraphQL(generateMutation, map[string]any{"s": f.promptSuite}).Code())
	})
	require.Equal(t, 0, count(), "nothing was saved")
}
