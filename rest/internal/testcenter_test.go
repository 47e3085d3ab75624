package internal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/testkit"
)

type testCenterFixture struct {
	env                          *testkit.Env
	viewer, editor, admn         *testkit.Session
	stranger                     *testkit.Session // an admin of another organization
	orgID, agentID, otherAgentID string
	strangerAgentID              string
}

func newTestCenterFixture(t *testing.T) *testCenterFixture {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Tests")
	other := env.MustOrg("Elsewhere")
	mk := func(orgID, name string) string {
		a, err := env.App.Agents.Create(env.System(ids.PathID(orgID)), agents.CreateInput{Name: name, AgentType: "inbound", EditingMode: "flow"})
		require.NoError(t, err)
		return a.ID.String()
	}
	return &testCenterFixture{env: env,
		viewer: env.Session(id, org.ID, auth.RoleViewer), editor: env.Session(id, org.ID, auth.RoleEditor),
		admn: env.Session(id, org.ID, auth.RoleAdmin), stranger: env.Session(id, other.ID, auth.RoleAdmin),
		orgID: org.ID.String(), agentID: mk(org.ID.String(), "Front"), otherAgentID: mk(org.ID.String(), "Back"),
		strangerAgentID: mk(other.ID.String(), "Theirs")}
}

// tcCamel turns a REST answer into GraphQL's names, keeping the assertion
// objects, which both doors write as stored.
func tcCamel(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, x := range v {
			if k == "assertions" {
				out[camel(k)] = x
				continue
			}
			out[camel(k)] = tcCamel(x)
		}
		return out
	case []any:
		for i := range v {
			v[i] = tcCamel(v[i])
		}
	}
	return v
}

func tcSameJSON(t *testing.T, rest []byte, gql json.RawMessage) {
	t.Helper()
	var a, b any
	require.NoError(t, json.Unmarshal(rest, &a))
	require.NoError(t, json.Unmarshal(gql, &b))
	require.Equal(t, dropNulls(tcCamel(a)), dropNulls(b))
}

const (
	tcSuiteFields = `id agentId name description caseCount createdAt updatedAt`
	tcCaseFields  = `id suiteId name presetId persona goal script maxTurns assertions status source createdAt updatedAt`
)

func (f *testCenterFixture) suite(t *testing.T, s *testkit.Session, name string) string {
	t.Helper()
	r := s.Do("POST", "/api/v1/tests/suites", map[string]any{"agent_id": f.agentID, "name": name})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.Map(t)["id"].(string)
}

func (f *testCenterFixture) auditActions(t *testing.T) []string {
	t.Helper()
	rows, err := f.env.App.DB.Query(context.Background(),
		`SELECT action || ':' || target_id FROM audit_log WHERE organization_id = $1 AND action LIKE 'test_%' ORDER BY created_at, id`, ids.PathID(f.orgID))
	require.NoError(t, err)
	defer rows.Close()
	var out []string
	for rows.Next() {
		var s string
		require.NoError(t, rows.Scan(&s))
		out = append(out, s)
	}
	require.NoError(t, rows.Err())
	return out
}

func TestScenarioPresetsBothDoors(t *testing.T) {
	t.Parallel()
	f := newTestCenterFixture(t)
	r := f.viewer.Do("GET", "/api/v1/tests/scenario-presets", nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var list struct {
		Items []map[string]string
		Total int
		Limit int
	}
	r.JSON(t, &list)
	got := map[string]bool{}
	for _, p := range list.Items {
		got[p["id"]] = true
		for _, k := range []string{"name", "description", "persona", "goal"} {
			require.NotEmpty(t, p[k], "%s.%s", p["id"], k)
		}
	}
	for _, id := range []string{"impatient-caller", "changes-mind", "speaks-english", "invalid-phone"} {
		require.True(t, got[id], id)
	}
	require.Equal(t, len(list.Items), list.Total)
	require.Contains(t, string(r.Body), `"next_cursor":null`)

	var data map[string]json.RawMessage
	f.viewer.GraphQL(`{ scenarioPresets { items { id name description persona goal } total limit offset nextCursor } }`, nil).Decode(t, &data)
	tcSameJSON(t, r.Body, data["scenarioPresets"])

	two := f.viewer.Do("GET", "/api/v1/tests/scenario-presets?limit=2&offset=1", nil).Map(t)
	require.Len(t, two["items"], 2)
	require.Equal(t, list.Items[1]["id"], two["items"].([]any)[0].(map[string]any)["id"])
	require.Equal(t, http.StatusBadRequest, f.viewer.Do("GET", "/api/v1/tests/scenario-presets?limit=0", nil).Status)
}

func TestTestSuitesAndCasesBothDoors(t *testing.T) {
	t.Parallel()
	f := newTestCenterFixture(t)
	ctx := context.Background()

	// Suites: REST create 201 with the record at the top level.
	created := f.editor.Do("POST", "/api/v1/tests/suites", map[string]any{"agent_id": f.agentID, "name": " Smoke ", "description": "Daily"})
	require.Equal(t, http.StatusCreated, created.Status, string(created.Body))
	suite := created.Map(t)
	suiteID := suite["id"].(string)
	require.Equal(t, "Smoke", suite["name"])
	require.Equal(t, f.agentID, suite["agent_id"])
	require.EqualValues(t, 0, suite["case_count"])
	require.NotContains(t, suite, "cases", "only GET /suites/{id} lists cases")

	var made map[string]map[string]any
	f.editor.GraphQL(`mutation($in: CreateTestSuiteInput!) { createTestSuite(input: $in) { id name description caseCount } }`,
		map[string]any{"in": map[string]any{"agentId": f.otherAgentID, "name": "Other agent"}}).Decode(t, &made)
	otherSuite := made["createTestSuite"]["id"].(string)
	require.Equal(t, "", made["createTestSuite"]["description"])

	// Cases: a script case and a preset case, on both doors.
	scriptCase := map[string]any{"name": "Books a visit", "script": []any{"Hi", "Ana", "30"}, "max_turns": 5,
		"assertions": []any{
			map[string]any{"type": "path_includes", "nodes": []any{"start", "ask_age"}, "in_order": true},
			map[string]any{"type": "path_excludes", "nodes": []any{"transfer"}},
			map[string]any{"type": "variable_equals", "variable": "age", "value": 30},
			map[string]any{"type": "variable_matches", "variable": "name", "pattern": "^A"},
			map[string]any{"type": "action_called", "action_id": "book", "variables": map[string]any{"age": 30}},
			map[string]any{"type": "action_not_called", "action_id": "cancel"},
			map[string]any{"type": "reply_contains", "text": "thanks"},
			map[string]any{"type": "reply_not_contains", "text": "sorry"},
			map[string]any{"type": "ended_with", "status": "completed", "node_id": "end"},
			map[string]any{"type": "judge", "criteria": "The agent was polite"},
		}}
	c1 := f.editor.Do("POST", "/api/v1/tests/suites/"+suiteID+"/cases", scriptCase)
	require.Equal(t, http.StatusCreated, c1.Status, string(c1.Body))
	case1 := c1.Map(t)
	case1ID := case1["id"].(string)
	require.Equal(t, suiteID, case1["suite_id"])
	require.EqualValues(t, 5, case1["max_turns"])
	require.Equal(t, "active", case1["status"])
	require.Equal(t, "manual", case1["source"])
	require.Nil(t, case1["persona"])
	gotAssertions, _ := json.Marshal(case1["assertions"])
	wantAssertions, _ := json.Marshal(scriptCase["assertions"])
	require.JSONEq(t, string(wantAssertions), string(gotAssertions))

	var gc map[string]map[string]any
	f.editor.GraphQL(`mutation($s: ID!, $in: CreateTestCaseInput!) { createTestCase(suiteId: $s, input: $in) { `+tcCaseFields+` } }`,
		map[string]any{"s": suiteID, "in": map[string]any{"name": "Impatient", "presetId": "impatient-caller", "goal": "Book for tomorrow",
			"status": "draft", "assertions": []any{map[string]any{"type": "ended_with", "status": "max_turns"}}}}).Decode(t, &gc)
	case2 := gc["createTestCase"]
	case2ID := case2["id"].(string)
	require.Equal(t, "impatient-caller", case2["presetId"], "the preset is kept")
	require.Contains(t, case2["persona"], "impatient", "the preset fills the persona not given")
	require.Equal(t, "Book for tomorrow", case2["goal"], "a goal given is kept")
	require.EqualValues(t, 10, case2["maxTurns"], "default")
	require.Equal(t, "draft", case2["status"])
	require.Nil(t, case2["script"])

	// GET adds the cases in creation order; both doors agree.
	got := f.viewer.Do("GET", "/api/v1/tests/suites/"+suiteID, nil)
	require.Equal(t, http.StatusOK, got.Status, string(got.Body))
	detail := got.Map(t)
	require.EqualValues(t, 2, detail["case_count"])
	cases := detail["cases"].([]any)
	require.Len(t, cases, 2)
	require.Equal(t, case1ID, cases[0].(map[string]any)["id"])
	require.Equal(t, case2ID, cases[1].(map[string]any)["id"])
	var one map[string]json.RawMessage
	f.viewer.GraphQL(`query($id: ID!) { testSuite(id: $id) { `+tcSuiteFields+` cases { `+tcCaseFields+` } } }`, map[string]any{"id": suiteID}).Decode(t, &one)
	tcSameJSON(t, got.Body, one["testSuite"])

	// A new suite has an empty list, not null.
	empty := f.viewer.Do("GET", "/api/v1/tests/suites/"+otherSuite, nil).Map(t)
	require.Equal(t, []any{}, empty["cases"])

	// Lists: newest first, filtered by agent, the envelope on both doors.
	all := f.viewer.Do("GET", "/api/v1/tests/suites?limit=1", nil)
	require.Equal(t, http.StatusOK, all.Status, string(all.Body))
	env := all.Map(t)
	require.EqualValues(t, 2, env["total"])
	require.Equal(t, otherSuite, env["items"].([]any)[0].(map[string]any)["id"], "newest first")
	require.NotContains(t, env["items"].([]any)[0], "cases")
	var lists map[string]json.RawMessage
	f.viewer.GraphQL(`{ testSuites(limit: 1) { items { `+tcSuiteFields+` } total limit offset nextCursor } }`, nil).Decode(t, &lists)
	tcSameJSON(t, all.Body, lists["testSuites"])
	mine := f.viewer.Do("GET", "/api/v1/tests/suites?agent_id="+f.agentID, nil).Map(t)
	require.EqualValues(t, 1, mine["total"])
	require.Equal(t, suiteID, mine["items"].([]any)[0].(map[string]any)["id"])
	require.EqualValues(t, 2, mine["items"].([]any)[0].(map[string]any)["case_count"])
	f.viewer.GraphQL(`query($a: ID) { testSuites(agentId: $a) { total items { id } } }`, map[string]any{"a": f.otherAgentID}).Decode(t, &lists)
	require.JSONEq(t, fmt.Sprintf(`{"total":1,"items":[{"id":%q}]}`, otherSuite), string(lists["testSuites"]))
	bad := f.viewer.Do("GET", "/api/v1/tests/suites?agent_id=nope", nil)
	require.Equal(t, http.StatusBadRequest, bad.Status)
	require.Contains(t, bad.Detail(t), "agent_id")
	require.Equal(t, http.StatusNotFound, f.viewer.Do("GET", "/api/v1/tests/suites?agent_id="+f.strangerAgentID, nil).Status)

	// PATCH a suite: only the fields given.
	p := f.editor.Do("PATCH", "/api/v1/tests/suites/"+suiteID, map[string]any{"description": "Nightly"})
	require.Equal(t, http.StatusOK, p.Status, string(p.Body))
	require.Equal(t, "Smoke", p.Map(t)["name"])
	require.Equal(t, "Nightly", p.Map(t)["description"])
	var up map[string]map[string]any
	f.editor.GraphQL(`mutation($id: ID!) { updateTestSuite(id: $id, input: {name: "Smoke 2"}) { name description caseCount } }`,
		map[string]any{"id": suiteID}).Decode(t, &up)
	require.Equal(t, map[string]any{"name": "Smoke 2", "description": "Nightly", "caseCount": float64(2)}, up["updateTestSuite"])

	// PATCH a case: the fields given; assertions replace the list; a draft
	// is approved with status active.
	pc := f.editor.Do("PATCH", "/api/v1/tests/suites/"+suiteID+"/cases/"+case1ID, map[string]any{"max_turns": 7,
		"assertions": []any{map[string]any{"type": "reply_contains", "text": "bye"}}})
	require.Equal(t, http.StatusOK, pc.Status, string(pc.Body))
	after := pc.Map(t)
	require.EqualValues(t, 7, after["max_turns"])
	require.Equal(t, []any{"Hi", "Ana", "30"}, after["script"])
	require.Equal(t, []any{map[string]any{"type": "reply_contains", "text": "bye"}}, after["assertions"])
	var uc map[string]map[string]any
	f.editor.GraphQL(`mutation($s: ID!, $id: ID!) { updateTestCase(suiteId: $s, id: $id, input: {status: "active", presetId: "speaks-english"}) { status presetId persona goal } }`,
		map[string]any{"s": suiteID, "id": case2ID}).Decode(t, &uc)
	require.Equal(t, "active", uc["updateTestCase"]["status"])
	require.Equal(t, "speaks-english", uc["updateTestCase"]["presetId"])
	require.Contains(t, uc["updateTestCase"]["persona"], "English", "a new preset fills the persona not given")
	// Switching a script case to a persona: an empty script removes it.
	sw := f.editor.Do("PATCH", "/api/v1/tests/suites/"+suiteID+"/cases/"+case1ID, map[string]any{"script": []any{}, "persona": "A student", "goal": "Ask the price"})
	require.Equal(t, http.StatusOK, sw.Status, string(sw.Body))
	require.Nil(t, sw.Map(t)["script"])
	require.Equal(t, "A student", sw.Map(t)["persona"])

	// Delete a case: 204, then gone from the suite.
	require.Equal(t, http.StatusNoContent, f.editor.Do("DELETE", "/api/v1/tests/suites/"+suiteID+"/cases/"+case1ID, nil).Status)
	require.Equal(t, http.StatusNotFound, f.editor.Do("DELETE", "/api/v1/tests/suites/"+suiteID+"/cases/"+case1ID, nil).Status)
	var del map[string]string
	f.editor.GraphQL(`mutation($s: ID!, $id: ID!) { deleteTestCase(suiteId: $s, id: $id) }`, map[string]any{"s": suiteID, "id": case2ID}).Decode(t, &del)
	require.Equal(t, case2ID, del["deleteTestCase"])
	require.EqualValues(t, 0, f.viewer.Do("GET", "/api/v1/tests/suites/"+suiteID, nil).Map(t)["case_count"])

	// Deleting a suite deletes its cases and cancels its queued and running
	// runs; finished runs keep their status and every run stays.
	kept := f.editor.Do("POST", "/api/v1/tests/suites/"+suiteID+"/cases", map[string]any{"name": "Kept?", "script": []any{"Hi"}}).Map(t)["id"].(string)
	runs := map[string]string{"queued": ids.New().String(), "running": ids.New().String(), "passed": ids.New().String()}
	for status, id := range runs {
		_, err := f.env.App.DB.Exec(ctx, `INSERT INTO test_runs (id, organization_id, suite_id, agent_id, status, case_ids, cases, snapshot)
			VALUES ($1, $2, $3, $4, $5, '{}', '[]', '{}')`, id, f.orgID, suiteID, f.agentID, status)
		require.NoError(t, err)
	}
	// A queued run of another suite is not touched.
	otherRun := ids.New().String()
	_, err := f.env.App.DB.Exec(ctx, `INSERT INTO test_runs (id, organization_id, suite_id, agent_id, status, case_ids, cases, snapshot)
		VALUES ($1, $2, $3, $4, 'queued', '{}', '[]', '{}')`, otherRun, f.orgID, otherSuite, f.otherAgentID)
	require.NoError(t, err)
	require.Equal(t, http.StatusNoContent, f.admn.Do("DELETE", "/api/v1/tests/suites/"+suiteID, nil).Status)
	require.Equal(t, http.StatusNotFound, f.viewer.Do("GET", "/api/v1/tests/suites/"+suiteID, nil).Status)
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(ctx, `SELECT count(*) FROM test_cases WHERE id = $1`, kept).Scan(&n))
	require.Zero(t, n, "the suite's cases are deleted")
	for status, id := range runs {
		var now string
		var finished bool
		require.NoError(t, f.env.App.DB.QueryRow(ctx, `SELECT status, finished_at IS NOT NULL FROM test_runs WHERE id = $1`, id).Scan(&now, &finished))
		if status == "passed" {
			require.Equal(t, "passed", now)
			continue
		}
		require.Equal(t, "cancelled", now, status)
		require.True(t, finished, status)
	}
	var otherStatus string
	require.NoError(t, f.env.App.DB.QueryRow(ctx, `SELECT status FROM test_runs WHERE id = $1`, otherRun).Scan(&otherStatus))
	require.Equal(t, "queued", otherStatus)
	f.admn.GraphQL(`mutation($id: ID!) { deleteTestSuite(id: $id) }`, map[string]any{"id": otherSuite}).Decode(t, &del)
	require.Equal(t, otherSuite, del["deleteTestSuite"])
	require.EqualValues(t, 0, f.viewer.Do("GET", "/api/v1/tests/suites", nil).Map(t)["total"])

	// Every write is audited, once.
	require.Equal(t, []string{
		"test_suite.created:" + suiteID, "test_suite.created:" + otherSuite,
		"test_case.created:" + case1ID, "test_case.created:" + case2ID,
		"test_suite.updated:" + suiteID, "test_suite.updated:" + suiteID,
		"test_case.updated:" + case1ID, "test_case.updated:" + case2ID, "test_case.updated:" + case1ID,
		"test_case.deleted:" + case1ID, "test_case.deleted:" + case2ID,
		"test_case.created:" + kept, "test_suite.deleted:" + suiteID, "test_suite.deleted:" + otherSuite,
	}, f.auditActions(t))
}

// tcProblem is a 400's body.
type tcProblem struct {
	Detail string
	Errors []struct{ Field, Message string }
}

func (p tcProblem) fields() []string {
	var out []string
	for _, e := range p.Errors {
		out = append(out, e.Field)
	}
	return out
}

func TestTestCaseValidation(t *testing.T) {
	t.Parallel()
	f := newTestCenterFixture(t)
	suiteID := f.suite(t, f.editor, "Checks")
	base := "/api/v1/tests/suites/" + suiteID + "/cases"
	ok := f.editor.Do("POST", base, map[string]any{"name": "Fine", "script": []any{"Hi"}})
	require.Equal(t, http.StatusCreated, ok.Status, string(ok.Body))
	caseID := ok.Map(t)["id"].(string)
	a := func(v map[string]any) map[string]any {
		return map[string]any{"name": "x", "script": []any{"Hi"}, "assertions": []any{v}}
	}
	long := strings.Repeat("a", 4001)
	lines := make([]any, 51)
	for i := range lines {
		lines[i] = "line"
	}
	for _, c := range []struct {
		name   string
		body   map[string]any
		fields []string
		detail string // in the first problem
	}{
		{"NoConversation", map[string]any{"name": "x"}, []string{"script"}, "persona"},
		{"EmptyScript", map[string]any{"name": "x", "script": []any{}}, []string{"script"}, ""},
		{"NameMissing", map[string]any{"script": []any{"Hi"}}, []string{"name"}, "required"},
		{"NameBlank", map[string]any{"name": "  ", "script": []any{"Hi"}}, []string{"name"}, ""},
		{"PersonaWithoutGoal", map[string]any{"name": "x", "persona": "Someone"}, []string{"goal"}, ""},
		{"GoalWithoutPersona", map[string]any{"name": "x", "goal": "Something"}, []string{"persona"}, ""},
		{"ScriptTooLong", map[string]any{"name": "x", "script": lines}, []string{"script"}, "50"},
		{"ScriptLineTooLong", map[string]any{"name": "x", "script": []any{"ok", long}}, []string{"script[1]"}, "4000"},
		{"ScriptLineBlank", map[string]any{"name": "x", "script": []any{" "}}, []string{"script[0]"}, ""},
		{"ScriptNotStrings", map[string]any{"name": "x", "script": []any{1}}, []string{"script"}, ""},
		{"MaxTurnsZero", map[string]any{"name": "x", "script": []any{"Hi"}, "max_turns": 0}, []string{"max_turns"}, "1 to 50"},
		{"MaxTurnsHigh", map[string]any{"name": "x", "script": []any{"Hi"}, "max_turns": 51}, []string{"max_turns"}, ""},
		{"Status", map[string]any{"name": "x", "script": []any{"Hi"}, "status": "paused"}, []string{"status"}, "active, draft"},
		{"Source", map[string]any{"name": "x", "script": []any{"Hi"}, "source": "generated"}, []string{"source"}, ""},
		{"PersonaTooLong", map[string]any{"name": "x", "persona": long, "goal": "g"}, []string{"persona"}, ""},
		{"AssertionsNotList", map[string]any{"name": "x", "script": []any{"Hi"}, "assertions": map[string]any{}}, []string{"assertions"}, ""},
		{"AssertionNotObject", map[string]any{"name": "x", "script": []any{"Hi"}, "assertions": []any{"x"}}, []string{"assertions[0]"}, ""},
		{"AssertionTypeMissing", a(map[string]any{"text": "x"}), []string{"assertions[0].type"}, "path_includes"},
		{"AssertionTypeUnknown", a(map[string]any{"type": "sounds_happy"}), []string{"assertions[0].type"}, "path_includes, path_excludes, variable_equals, variable_matches, action_called, action_not_called, reply_contains, reply_not_contains, ended_with, judge"},
		{"AssertionUnknownField", a(map[string]any{"type": "judge", "criteria": "c", "weight": 2}), []string{"assertions[0].weight"}, "judge"},
		{"AssertionOtherTypesField", a(map[string]any{"type": "reply_contains", "text": "a", "nodes": []any{"x"}}), []string{"assertions[0].nodes"}, ""},
		{"PathNodesMissing", a(map[string]any{"type": "path_includes"}), []string{"assertions[0].nodes"}, ""},
		{"PathNodeEmpty", a(map[string]any{"type": "path_excludes", "nodes": []any{"a", ""}}), []string{"assertions[0].nodes[1]"}, ""},
		{"PathNodesNotStrings", a(map[string]any{"type": "path_includes", "nodes": "a"}), []string{"assertions[0].nodes"}, ""},
		{"InOrderNotBool", a(map[string]any{"type": "path_includes", "nodes": []any{"a"}, "in_order": "yes"}), []string{"assertions[0].in_order"}, ""},
		{"EqualsNoValue", a(map[string]any{"type": "variable_equals", "variable": "age"}), []string{"assertions[0].value"}, ""},
		{"EqualsNullValue", a(map[string]any{"type": "variable_equals", "variable": "age", "value": nil}), []string{"assertions[0].value"}, "null"},
		{"EqualsNoVariable", a(map[string]any{"type": "variable_equals", "value": 1}), []string{"assertions[0].variable"}, ""},
		{"PatternNotRE2", a(map[string]any{"type": "variable_matches", "variable": "v", "pattern": "(?=a)"}), []string{"assertions[0].pattern"}, "RE2"},
		{"PatternMissing", a(map[string]any{"type": "variable_matches", "variable": "v"}), []string{"assertions[0].pattern"}, ""},
		{"ActionIDMissing", a(map[string]any{"type": "action_called"}), []string{"assertions[0].action_id"}, ""},
		{"ActionVariablesNotObject", a(map[string]any{"type": "action_called", "action_id": "a", "variables": []any{}}), []string{"assertions[0].variables"}, ""},
		{"NotCalledIDMissing", a(map[string]any{"type": "action_not_called", "action_id": ""}), []string{"assertions[0].action_id"}, ""},
		{"ReplyTextMissing", a(map[string]any{"type": "reply_not_contains"}), []string{"assertions[0].text"}, ""},
		{"EndedWithNothing", a(map[string]any{"type": "ended_with"}), []string{"assertions[0].status"}, "node_id"},
		{"EndedWithStatus", a(map[string]any{"type": "ended_with", "status": "hung_up"}), []string{"assertions[0].status"}, "completed, transferred, max_turns, script_ended, error"},
		{"JudgeNoCriteria", a(map[string]any{"type": "judge"}), []string{"assertions[0].criteria"}, ""},
		{"Several", map[string]any{"name": "x", "script": []any{"Hi"}, "assertions": []any{
			map[string]any{"type": "judge", "criteria": "ok"},
			map[string]any{"type": "variable_matches", "variable": "v", "pattern": "["},
			map[string]any{"type": "nope"},
		}}, []string{"assertions[1].pattern", "assertions[2].type"}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := f.editor.Do("POST", base, c.body)
			require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			var p tcProblem
			r.JSON(t, &p)
			require.Equal(t, c.fields, p.fields(), string(r.Body))
			require.Contains(t, p.Detail, c.fields[0], p.Detail)
			require.Contains(t, p.Detail, c.detail)
			// The same body on PATCH is refused alike, but where the case's
			// stored fields complete it.
			switch c.name {
			case "NameMissing", "NoConversation", "PersonaWithoutGoal", "GoalWithoutPersona":
			default:
				r = f.editor.Do("PATCH", base+"/"+caseID, c.body)
				require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			}
		})
	}
	// GraphQL names the same fields.
	g := f.editor.GraphQL(`mutation($s: ID!, $in: CreateTestCaseInput!) { createTestCase(suiteId: $s, input: $in) { id } }`,
		map[string]any{"s": suiteID, "in": map[string]any{"name": "x", "script": []any{"Hi"}, "maxTurns": 99,
			"assertions": []any{map[string]any{"type": "variable_matches", "variable": "v", "pattern": "(?=a)", "extra": 1}}}})
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	var gf []string
	for _, e := range g.Errors[0].Extensions.Fields {
		gf = append(gf, e["field"])
	}
	require.Equal(t, []string{"max_turns", "assertions[0].extra"}, gf)

	// An unknown preset is 422 naming preset_id; a known one is enough.
	r := f.editor.Do("POST", base, map[string]any{"name": "x", "preset_id": "grumpy"})
	require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
	var p tcProblem
	r.JSON(t, &p)
	require.Equal(t, []string{"preset_id"}, p.fields())
	require.Contains(t, p.Detail, "impatient-caller")
	g = f.editor.GraphQL(`mutation($s: ID!) { createTestCase(suiteId: $s, input: {name: "x", presetId: "grumpy"}) { id } }`, map[string]any{"s": suiteID})
	require.Equal(t, "preset_id", g.Errors[0].Extensions.Fields[0]["field"], string(g.Body))
	r = f.editor.Do("PATCH", base+"/"+caseID, map[string]any{"preset_id": "grumpy"})
	require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))

	// PATCH may not leave a case without a conversation.
	r = f.editor.Do("PATCH", base+"/"+caseID, map[string]any{"script": []any{}})
	require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
	r.JSON(t, &p)
	require.Equal(t, []string{"script"}, p.fields())

	// Suite bodies.
	for _, c := range []struct {
		method, path string
		body         map[string]any
		fields       []string
	}{
		{"POST", "/api/v1/tests/suites", map[string]any{"name": "x"}, []string{"agent_id"}},
		{"POST", "/api/v1/tests/suites", map[string]any{"agent_id": "nope", "name": ""}, []string{"name", "agent_id"}},
		{"POST", "/api/v1/tests/suites", map[string]any{"agent_id": f.agentID, "name": strings.Repeat("n", 121)}, []string{"name"}},
		{"POST", "/api/v1/tests/suites", map[string]any{"agent_id": f.agentID, "name": "x", "colour": "red"}, []string{"colour"}},
		{"PATCH", "/api/v1/tests/suites/" + suiteID, map[string]any{"agent_id": f.agentID}, []string{"agent_id"}},
		{"PATCH", "/api/v1/tests/suites/" + suiteID, map[string]any{"description": strings.Repeat("d", 1001)}, []string{"description"}},
	} {
		r := f.editor.Do(c.method, c.path, c.body)
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		r.JSON(t, &p)
		require.Equal(t, c.fields, p.fields(), string(r.Body))
	}

	// Nothing was stored or changed by a refused write.
	got := f.viewer.Do("GET", "/api/v1/tests/suites/"+suiteID, nil).Map(t)
	require.EqualValues(t, 1, got["case_count"])
	require.Equal(t, "Checks", got["name"])
	only := got["cases"].([]any)[0].(map[string]any)
	require.Equal(t, []any{"Hi"}, only["script"])
	require.Nil(t, only["preset_id"])
	require.EqualValues(t, 10, only["max_turns"])
	require.EqualValues(t, 1, f.viewer.Do("GET", "/api/v1/tests/suites", nil).Map(t)["total"])
	require.Equal(t, []string{"test_suite.created:" + suiteID, "test_case.created:" + caseID}, f.auditActions(t))
}

func TestTestCenterRolesAndTenancy(t *testing.T) {
	t.Parallel()
	f := newTestCenterFixture(t)
	suiteID := f.suite(t, f.editor, "Mine")
	caseID := f.editor.Do("POST", "/api/v1/tests/suites/"+suiteID+"/cases", map[string]any{"name": "c", "script": []any{"Hi"}}).Map(t)["id"].(string)
	otherSuite := f.suite(t, f.editor, "Other")
	theirs := f.stranger.Do("POST", "/api/v1/tests/suites", map[string]any{"agent_id": f.strangerAgentID, "name": "Theirs"})
	require.Equal(t, http.StatusCreated, theirs.Status, string(theirs.Body))
	theirSuite := theirs.Map(t)["id"].(string)
	theirCase := f.stranger.Do("POST", "/api/v1/tests/suites/"+theirSuite+"/cases", map[string]any{"name": "c", "preset_id": "changes-mind"}).Map(t)["id"].(string)

	// Viewers read; editors write; admins delete suites. A refusal names
	// the least role and comes before any lookup.
	require.Equal(t, http.StatusOK, f.viewer.Do("GET", "/api/v1/tests/suites/"+suiteID, nil).Status)
	require.Equal(t, http.StatusOK, f.viewer.Do("GET", "/api/v1/tests/scenario-presets", nil).Status)
	for _, c := range []struct {
		s                    *testkit.Session
		method, path, needed string
		body                 any
	}{
		{f.viewer, "POST", "/api/v1/tests/suites", "editor", map[string]any{"agent_id": f.agentID, "name": "x"}},
		{f.viewer, "PATCH", "/api/v1/tests/suites/" + suiteID, "editor", map[string]any{"name": "x"}},
		{f.viewer, "DELETE", "/api/v1/tests/suites/" + suiteID, "admin", nil},
		{f.editor, "DELETE", "/api/v1/tests/suites/" + suiteID, "admin", nil},
		{f.viewer, "POST", "/api/v1/tests/suites/" + suiteID + "/cases", "editor", map[string]any{"name": "x", "script": []any{"Hi"}}},
		{f.viewer, "PATCH", "/api/v1/tests/suites/" + suiteID + "/cases/" + caseID, "editor", map[string]any{"name": "x"}},
		{f.viewer, "DELETE", "/api/v1/tests/suites/" + suiteID + "/cases/" + caseID, "editor", nil},
		{f.viewer, "DELETE", "/api/v1/tests/suites/nope/cases/nope", "editor", nil},
	} {
		r := c.s.Do(c.method, c.path, c.body)
		require.Equal(t, http.StatusForbidden, r.Status, "%s %s: %s", c.method, c.path, r.Body)
		require.Contains(t, r.Detail(t), "needs "+c.needed+" or higher")
	}
	g := f.viewer.GraphQL(`mutation($id: ID!) { updateTestSuite(id: $id, input: {name: "x"}) { id } }`, map[string]any{"id": suiteID})
	require.Equal(t, "FORBIDDEN", g.Code())
	g = f.editor.GraphQL(`mutation($id: ID!) { deleteTestSuite(id: $id) }`, map[string]any{"id": suiteID})
	require.Equal(t, "FORBIDDEN", g.Code())

	// Another organization's suite, case or agent, a malformed id and a
	// case under another suite's path: 404.
	cases := "/api/v1/tests/suites/" + theirSuite + "/cases"
	for _, c := range []struct{ method, path string }{
		{"GET", "/api/v1/tests/suites/" + theirSuite},
		{"PATCH", "/api/v1/tests/suites/" + theirSuite},
		{"DELETE", "/api/v1/tests/suites/" + theirSuite},
		{"GET", "/api/v1/tests/suites/nope"},
		{"POST", cases},
		{"PATCH", cases + "/" + theirCase},
		{"DELETE", cases + "/" + theirCase},
		{"PATCH", "/api/v1/tests/suites/" + suiteID + "/cases/" + theirCase},
		{"PATCH", "/api/v1/tests/suites/" + otherSuite + "/cases/" + caseID},
		{"DELETE", "/api/v1/tests/suites/" + otherSuite + "/cases/" + caseID},
		{"PATCH", "/api/v1/tests/suites/" + suiteID + "/cases/nope"},
	} {
		body := map[string]any{"name": "x"}
		if strings.Contains(c.path, "/cases") {
			body["script"] = []any{"Hi"}
		}
		r := f.admn.Do(c.method, c.path, body)
		require.Equal(t, http.StatusNotFound, r.Status, "%s %s: %s", c.method, c.path, r.Body)
	}
	r := f.editor.Do("POST", "/api/v1/tests/suites", map[string]any{"agent_id": f.strangerAgentID, "name": "x"})
	require.Equal(t, http.StatusNotFound, r.Status, string(r.Body))
	g = f.viewer.GraphQL(`query($id: ID!) { testSuite(id: $id) { id } }`, map[string]any{"id": theirSuite})
	require.Equal(t, "NOT_FOUND", g.Code())
	g = f.editor.GraphQL(`mutation($s: ID!, $id: ID!) { deleteTestCase(suiteId: $s, id: $id) }`, map[string]any{"s": otherSuite, "id": caseID})
	require.Equal(t, "NOT_FOUND", g.Code())

	// Nothing of theirs changed; their list holds only theirs.
	their := f.stranger.Do("GET", "/api/v1/tests/suites/"+theirSuite, nil).Map(t)
	require.Equal(t, "Theirs", their["name"])
	require.EqualValues(t, 1, their["case_count"])
	require.EqualValues(t, 1, f.stranger.Do("GET", "/api/v1/tests/suites", nil).Map(t)["total"])
	mine := f.viewer.Do("GET", "/api/v1/tests/suites/"+suiteID, nil).Map(t)
	require.Equal(t, "Mine", mine["name"])
	require.EqualValues(t, 1, mine["case_count"])
}
