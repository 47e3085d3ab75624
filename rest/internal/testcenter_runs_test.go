package internal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/testkit"
)

// memberFlow asks two questions and ends three ways: a member of age ends at
// end_adult or end_minor, anyone else at end_new.
const memberFlow = `{"nodes":[{"id":"start","type":"start"},
	{"id":"member","type":"question","config":{"prompt":"Are you a member?","variable":"member","type":"yes_no"}},
	{"id":"is_member","type":"condition"},
	{"id":"age","type":"question","config":{"prompt":"How old are you?","variable":"age","type":"number"}},
	{"id":"adult","type":"condition"},
	{"id":"end_adult","type":"end","config":{"text":"Welcome back."}},
	{"id":"end_minor","type":"end","config":{"text":"Ask a parent."}},
	{"id":"end_new","type":"end","config":{"text":"Join us."}}],
	"edges":[{"from":"start","to":"member"},{"from":"member","to":"is_member"},
	{"from":"is_member","to":"age","condition":"member == true"},{"from":"is_member","to":"end_new","default":true},
	{"from":"age","to":"adult"},{"from":"adult","to":"end_adult","condition":"age >= 18"},{"from":"adult","to":"end_minor","default":true}]}`

// runsFixture is an organization with a flow-mode agent running memberFlow
// and a suite of three cases: an adult member (passes), a member expected
// to end as a minor (fails) and a new caller (passes).
type runsFixture struct {
	env                              *testkit.Env
	viewer, editor, admin, stranger  *testkit.Session
	org, agent, main, suite          uuid.UUID
	adult, wrong, newcomer, draftOne uuid.UUID
}

func newRunsFixture(t *testing.T, worker bool, opts ...testkit.Option) *runsFixture {
	t.Helper()
	env, id := testkit.NewBackoffice(t, append([]testkit.Option{testkit.WithVar("TEST_RUN_LEASE_TTL", "2s"),
		testkit.WithVar("TEST_RUN_SWEEP_INTERVAL", "1s")}, opts...)...)
	org := env.MustOrg("Tests")
	other := env.MustOrg("Elsewhere")
	f := &runsFixture{env: env, org: org.ID,
		viewer: env.Session(id, org.ID, auth.RoleViewer), editor: env.Session(id, org.ID, auth.RoleEditor),
		admin: env.Session(id, org.ID, auth.RoleAdmin), stranger: env.Session(id, other.ID, auth.RoleAdmin)}
	ctx := env.System(org.ID)
	a, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Front desk", AgentType: "inbound", EditingMode: "flow"})
	require.NoError(t, err)
	f.agent = a.ID
	list, err := env.App.Flows.List(ctx, a.ID)
	require.NoError(t, err)
	f.main = list[0].ID
	f.setDraft(t, memberFlow)
	f.suite = f.mustSuite(t, org.ID, a.ID, "Smoke")
	f.adult = f.mustCase(t, f.suite, "adult member", []string{"yes", "30"}, `[{"type":"path_includes","nodes":["end_adult"]}]`, "active")
	f.wrong = f.mustCase(t, f.suite, "expects a minor", []string{"yes", "30"}, `[{"type":"path_includes","nodes":["end_minor"]}]`, "active")
	f.newcomer = f.mustCase(t, f.suite, "newcomer", []string{"no"}, `[{"type":"path_includes","nodes":["end_new"]}]`, "active")
	f.draftOne = f.mustCase(t, f.suite, "draft case", []string{"no"}, `[]`, "draft")
	if worker {
		env.StartWorker()
	}
	return f
}

func (f *runsFixture) setDraft(t *testing.T, doc string) {
	t.Helper()
	_, err := f.env.App.Flows.Update(f.env.System(f.org), f.agent, f.main, flows.UpdateInput{Draft: json.RawMessage(doc)})
	require.NoError(t, err)
}

// mustSuite and mustCase write suites and cases as the suite service
// stores them.
func (f *runsFixture) mustSuite(t *testing.T, org, agent uuid.UUID, name string) uuid.UUID {
	t.Helper()
	id := uuid.Must(uuid.NewV7())
	_, err := f.env.App.DB.Exec(context.Background(), `INSERT INTO test_suites (id, organization_id, agent_id, name) VALUES ($1, $2, $3, $4)`,
		id, org, agent, name)
	require.NoError(t, err)
	return id
}

func (f *runsFixture) mustCase(t *testing.T, suite uuid.UUID, name string, script []string, assertions, status string) uuid.UUID {
	t.Helper()
	id := uuid.Must(uuid.NewV7())
	_, err := f.env.App.DB.Exec(context.Background(), `INSERT INTO test_cases (id, organization_id, suite_id, name, script, max_turns, assertions, status)
		SELECT $1, organization_id, $2, $3, $4, 10, $5, $6 FROM test_suites WHERE id = $2`, id, suite, name, script, assertions, status)
	require.NoError(t, err)
	return id
}

func (f *runsFixture) execute(t *testing.T, s *testkit.Session, body any) map[string]any {
	t.Helper()
	r := s.Do("POST", "/api/v1/tests/suites/"+f.suite.String()+"/execute", body)
	require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
	return r.Map(t)
}

// await reads the run until it has a final status.
func (f *runsFixture) await(t *testing.T, id string) map[string]any {
	t.Helper()
	var run map[string]any
	testkit.Eventually(t, 30*time.Second, "run "+id+" finished", func() bool {
		r := f.viewer.Do("GET", "/api/v1/tests/runs/"+id, nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		run = r.Map(t)
		s := run["status"]
		return s != "queued" && s != "running"
	})
	return run
}

func results(run map[string]any) []map[string]any {
	var out []map[string]any
	for _, r := range run["results"].([]any) {
		out = append(out, r.(map[string]any))
	}
	return out
}

const runFields = `id suiteId agentId agentVersion status caseIds createdAt startedAt finishedAt durationMs
	totals { total passed failed error pending }
	results { caseId name status endStatus endNodeId turns { role text } path variables actions { actionId nodeId variables simulated } assertions error startedAt finishedAt durationMs }`

func TestTestRunLifecycleBothDoors(t *testing.T) {
	t.Parallel()
	f := newRunsFixture(t, true)

	// REST: the active cases in creation order, on the draft.
	q := f.execute(t, f.viewer, nil)
	require.Equal(t, "queued", q["status"])
	require.Equal(t, "draft", q["agent_version"])
	require.Equal(t, []any{f.adult.String(), f.wrong.String(), f.newcomer.String()}, q["case_ids"])
	require.Equal(t, []any{}, q["results"])
	require.Equal(t, map[string]any{"total": 3.0, "passed": 0.0, "failed": 0.0, "error": 0.0, "pending": 3.0}, q["totals"])
	require.Nil(t, q["started_at"])
	id := q["id"].(string)

	run := f.await(t, id)
	require.Equal(t, "failed", run["status"], "one case failed")
	require.Equal(t, map[string]any{"total": 3.0, "passed": 2.0, "failed": 1.0, "error": 0.0, "pending": 0.0}, run["totals"])
	require.NotNil(t, run["started_at"])
	require.NotNil(t, run["finished_at"])
	require.NotNil(t, run["duration_ms"])
	res := results(run)
	require.Len(t, res, 3)
	for i, want := range []struct {
		id           uuid.UUID
		status, last string
	}{{f.adult, "passed", "end_adult"}, {f.wrong, "failed", "end_adult"}, {f.newcomer, "passed", "end_new"}} {
		require.Equal(t, want.id.String(), res[i]["case_id"], "results in case_ids order")
		require.Equal(t, want.status, res[i]["status"], res[i])
		path := res[i]["path"].([]any)
		require.Equal(t, want.last, path[len(path)-1])
		require.NotEmpty(t, res[i]["turns"])
		require.Equal(t, "caller", res[i]["turns"].([]any)[1].(map[string]any)["role"])
	}
	require.Equal(t, false, res[1]["assertions"].([]any)[0].(map[string]any)["passed"])

	// GraphQL reads the same run.
	g := f.viewer.GraphQL(`query($id: ID!) { testRun(id: $id) { `+runFields+` } }`, map[string]any{"id": id})
	require.Empty(t, g.Errors)
	var gd struct{ TestRun map[string]any }
	g.Decode(t, &gd)
	require.Equal(t, run["status"], gd.TestRun["status"])
	require.Equal(t, run["case_ids"], gd.TestRun["caseIds"])
	require.Equal(t, "draft", gd.TestRun["agentVersion"])
	require.Equal(t, run["duration_ms"], gd.TestRun["durationMs"])
	for i, r := range gd.TestRun["results"].([]any) {
		m := r.(map[string]any)
		require.Equal(t, res[i]["case_id"], m["caseId"])
		require.Equal(t, res[i]["status"], m["status"])
		require.Equal(t, res[i]["path"], m["path"])
		require.Equal(t, res[i]["turns"], m["turns"])
		require.Equal(t, res[i]["assertions"], m["assertions"])
	}

	// GraphQL executes chosen cases, drafts allowed, in the order given.
	g = f.viewer.GraphQL(`mutation($id: ID!, $in: ExecuteTestSuiteInput) { executeTestSuite(id: $id, input: $in) { id status agentVersion caseIds totals { pending } results { caseId } } }`,
		map[string]any{"id": f.suite.String(), "in": map[string]any{"caseIds": []string{f.draftOne.String(), f.newcomer.String()}, "agentVersion": "draft"}})
	require.Empty(t, g.Errors)
	var ex struct{ ExecuteTestSuite map[string]any }
	g.Decode(t, &ex)
	require.Equal(t, "queued", ex.ExecuteTestSuite["status"])
	require.Equal(t, []any{f.draftOne.String(), f.newcomer.String()}, ex.ExecuteTestSuite["caseIds"])
	second := f.await(t, ex.ExecuteTestSuite["id"].(string))
	require.Equal(t, "passed", second["status"])
	require.Equal(t, f.draftOne.String(), results(second)[0]["case_id"])

	// Lists: newest first, without results, on both doors.
	l := f.viewer.Do("GET", "/api/v1/tests/runs", nil)
	require.Equal(t, http.StatusOK, l.Status, string(l.Body))
	lm := l.Map(t)
	require.Equal(t, 2.0, lm["total"])
	items := lm["items"].([]any)
	require.Equal(t, second["id"], items[0].(map[string]any)["id"])
	require.Equal(t, id, items[1].(map[string]any)["id"])
	require.Contains(t, items[1].(map[string]any), "results")
	require.Nil(t, items[1].(map[string]any)["results"])
	require.Equal(t, run["totals"], items[1].(map[string]any)["totals"])
	g = f.viewer.GraphQL(`{ testRuns { total items { id results { caseId } totals { passed failed } } } }`, nil)
	require.Empty(t, g.Errors)
	var gl struct {
		TestRuns struct {
			Total int
			Items []map[string]any
		}
	}
	g.Decode(t, &gl)
	require.Equal(t, 2, gl.TestRuns.Total)
	require.Equal(t, second["id"], gl.TestRuns.Items[0]["id"])
	require.Nil(t, gl.TestRuns.Items[1]["results"])

	// Audited.
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM audit_log WHERE action = 'test_run.created' AND organization_id = $1`, f.org).Scan(&n))
	require.Equal(t, 2, n)
}

// Each run tests the configuration it copied: the published version keeps
// its flow while the draft changes.
func TestTestRunDraftVersusPublished(t *testing.T) {
	t.Parallel()
	f := newRunsFixture(t, true)
	ctx := f.env.System(f.org)
	_, err := f.env.App.Flows.Publish(ctx, f.agent, f.main)
	require.NoError(t, err)
	_, err = f.env.App.Agents.Publish(ctx, f.agent)
	require.NoError(t, err)
	// The draft now ends every call at once.
	f.setDraft(t, `{"nodes":[{"id":"start","type":"start"},{"id":"closed","type":"end","config":{"text":"We are closed."}}],"edges":[{"from":"start","to":"closed"}]}`)

	published := f.execute(t, f.viewer, map[string]any{"agent_version": 1, "case_ids": []string{f.adult.String()}})
	require.Equal(t, 1.0, published["agent_version"])
	draft := f.execute(t, f.viewer, map[string]any{"agent_version": "draft", "case_ids": []string{f.adult.String()}})
	// A change after the run was created does not reach it.
	f.setDraft(t, memberFlow)

	pr := f.await(t, published["id"].(string))
	require.Equal(t, "passed", pr["status"])
	require.Contains(t, results(pr)[0]["path"], "end_adult")
	dr := f.await(t, draft["id"].(string))
	require.Equal(t, "failed", dr["status"])
	require.Equal(t, []any{"start", "closed"}, results(dr)[0]["path"])

	g := f.viewer.GraphQL(`mutation($id: ID!) { executeTestSuite(id: $id, input: {agentVersion: 1}) { agentVersion } }`, map[string]any{"id": f.suite.String()})
	require.Empty(t, g.Errors)
	require.JSONEq(t, `{"executeTestSuite":{"agentVersion":1}}`, string(g.Data))

	// A version never published: 422 naming agent_version; malformed: 400.
	r := f.viewer.Do("POST", "/api/v1/tests/suites/"+f.suite.String()+"/execute", map[string]any{"agent_version": 7})
	require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "agent_version")
	for _, bad := range []any{"latest", 0, -1, 1.5, true} {
		r := f.viewer.Do("POST", "/api/v1/tests/suites/"+f.suite.String()+"/execute", map[string]any{"agent_version": bad})
		require.Equal(t, http.StatusBadRequest, r.Status, "%v: %s", bad, r.Body)
		require.Equal(t, "agent_version", fieldOf(t, r))
	}
	for _, bad := range []any{"latest", "1", 0, 2.5} {
		g = f.viewer.GraphQL(`mutation($id: ID!, $v: AgentVersion) { executeTestSuite(id: $id, input: {agentVersion: $v}) { id } }`,
			map[string]any{"id": f.suite.String(), "v": bad})
		require.Equal(t, "BAD_USER_INPUT", g.Code(), "%v", bad)
		require.Contains(t, g.Errors[0].Message, "agent_version")
	}
	g = f.viewer.GraphQL(`mutation($id: ID!) { executeTestSuite(id: $id, input: {agentVersion: 9}) { id } }`, map[string]any{"id": f.suite.String()})
	require.Equal(t, "UNPROCESSABLE", g.Code())
}

// fieldOf is the field a 400 names in errors[0].field.
func fieldOf(t *testing.T, r *testkit.Response) string {
	t.Helper()
	var body struct {
		Errors []struct{ Field string } `json:"errors"`
	}
	r.JSON(t, &body)
	require.NotEmpty(t, body.Errors, string(r.Body))
	return body.Errors[0].Field
}

func TestTestRunBadInputStoresNothing(t *testing.T) {
	t.Parallel()
	f := newRunsFixture(t, false)
	path := "/api/v1/tests/suites/" + f.suite.String() + "/execute"
	many := make([]string, 501)
	for i := range many {
		many[i] = uuid.NewString()
	}
	for _, c := range []struct {
		name   string
		body   any
		status int
		field  string
		detail string
	}{
		{"MalformedCaseID", map[string]any{"case_ids": []string{f.adult.String(), "nope"}}, 400, "case_ids[1]", "UUID"},
		{"RepeatedCaseID", map[string]any{"case_ids": []string{f.adult.String(), f.adult.String()}}, 400, "case_ids[1]", "repeats"},
		{"EmptyCaseIDs", map[string]any{"case_ids": []string{}}, 400, "case_ids", "at least one"},
		{"TooManyCaseIDs", map[string]any{"case_ids": many}, 400, "case_ids", "500"},
		{"CaseIDsNotAList", map[string]any{"case_ids": "all"}, 400, "case_ids", ""},
		{"UnknownField", map[string]any{"cases": []string{}}, 400, "cases", ""},
		{"CaseOutsideSuite", map[string]any{"case_ids": []string{f.adult.String(), uuid.NewString()}}, 422, "case_ids", "not cases of this suite"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := f.viewer.Do("POST", path, c.body)
			require.Equal(t, c.status, r.Status, string(r.Body))
			require.Equal(t, c.field, fieldOf(t, r))
			require.Contains(t, r.Detail(t), c.detail)
		})
	}
	t.Run("NoActiveCase", func(t *testing.T) {
		empty := f.mustSuite(t, f.org, f.agent, "Empty")
		f.mustCase(t, empty, "only a draft", []string{"no"}, `[]`, "draft")
		r := f.viewer.Do("POST", "/api/v1/tests/suites/"+empty.String()+"/execute", nil)
		require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
		require.Equal(t, "case_ids", fieldOf(t, r))
		require.Contains(t, r.Detail(t), "no active case")
	})
	t.Run("DraftFlowsDoNotCompile", func(t *testing.T) {
		f.setDraft(t, broken)
		defer f.setDraft(t, memberFlow)
		r := f.viewer.Do("POST", path, nil)
		require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
		g := f.viewer.GraphQL(`mutation($id: ID!) { executeTestSuite(id: $id) { id } }`, map[string]any{"id": f.suite.String()})
		require.Equal(t, "UNPROCESSABLE", g.Code())
	})
	t.Run("GraphQLCaseIDs", func(t *testing.T) {
		g := f.viewer.GraphQL(`mutation($id: ID!, $c: [ID!]) { executeTestSuite(id: $id, input: {caseIds: $c}) { id } }`,
			map[string]any{"id": f.suite.String(), "c": []string{"x"}})
		require.Equal(t, "BAD_USER_INPUT", g.Code())
		require.Contains(t, g.Errors[0].Message, "case_ids[0]")
	})
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM test_runs`).Scan(&n))
	require.Zero(t, n)
}

func TestTestRunTenancyAndRoles(t *testing.T) {
	t.Parallel()
	f := newRunsFixture(t, true)
	// Every role may run tests.
	for _, s := range []*testkit.Session{f.viewer, f.editor, f.admin} {
		f.execute(t, s, map[string]any{"case_ids": []string{f.newcomer.String()}})
	}
	run := f.execute(t, f.viewer, nil)
	id := run["id"].(string)
	f.await(t, id)

	// Another organization: 404 / NOT_FOUND everywhere, nothing stored.
	for _, c := range []struct{ method, path string }{
		{"POST", "/api/v1/tests/suites/" + f.suite.String() + "/execute"},
		{"GET", "/api/v1/tests/runs/" + id},
		{"GET", "/api/v1/tests/runs/not-a-uuid"},
		{"GET", "/api/v1/tests/runs?suite_id=" + f.suite.String()},
		{"GET", "/api/v1/tests/runs?agent_id=" + f.agent.String()},
	} {
		r := f.stranger.Do(c.method, c.path, nil)
		require.Equal(t, http.StatusNotFound, r.Status, "%s %s: %s", c.method, c.path, r.Body)
	}
	l := f.stranger.Do("GET", "/api/v1/tests/runs", nil)
	require.Equal(t, 0.0, l.Map(t)["total"])
	for _, q := range []string{
		`query { testRun(id: "` + id + `") { id } }`,
		`mutation { executeTestSuite(id: "` + f.suite.String() + `") { id } }`,
		`query { testRuns(filter: {suiteId: "` + f.suite.String() + `"}) { total } }`,
	} {
		require.Equal(t, "NOT_FOUND", f.stranger.GraphQL(q, nil).Code(), q)
	}
	c := f.env.DialRealtime(t, nil)
	c.Init(map[string]any{"authorization": "Bearer " + f.stranger.Token, "organizationId": f.stranger.Org})
	c.Must("connection_ack")
	c.Subscribe("1", `subscription($id: ID!) { testRunProgress(runId: $id) { position } }`, map[string]any{"id": id})
	m := c.Must("next")
	require.Contains(t, string(m.Payload), "NOT_FOUND")
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM test_runs`).Scan(&n))
	require.Equal(t, 4, n)
}

func TestTestRunFilters(t *testing.T) {
	t.Parallel()
	f := newRunsFixture(t, true)
	other := f.mustSuite(t, f.org, f.agent, "Other")
	f.mustCase(t, other, "newcomer", []string{"no"}, `[{"type":"path_includes","nodes":["end_new"]}]`, "active")
	first := f.await(t, f.execute(t, f.viewer, nil)["id"].(string))                                                        // failed
	second := f.await(t, f.execute(t, f.viewer, map[string]any{"case_ids": []string{f.newcomer.String()}})["id"].(string)) // passed
	r := f.viewer.Do("POST", "/api/v1/tests/suites/"+other.String()+"/execute", nil)
	require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
	third := f.await(t, r.Map(t)["id"].(string))

	ids := func(query string) []any {
		t.Helper()
		r := f.viewer.Do("GET", "/api/v1/tests/runs"+query, nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		var out []any
		for _, it := range r.Map(t)["items"].([]any) {
			out = append(out, it.(map[string]any)["id"])
		}
		return out
	}
	require.Equal(t, []any{third["id"], second["id"], first["id"]}, ids(""))
	require.Equal(t, []any{second["id"], first["id"]}, ids("?suite_id="+f.suite.String()))
	require.Equal(t, []any{third["id"], second["id"], first["id"]}, ids("?agent_id="+f.agent.String()))
	require.Equal(t, []any{first["id"]}, ids("?status=failed"))
	require.Equal(t, []any{second["id"]}, ids("?status=passed&suite_id="+f.suite.String()))
	require.Empty(t, ids("?status=queued"))
	require.Equal(t, []any{second["id"]}, ids("?limit=1&offset=1"))
	// created_after inclusive, created_before exclusive.
	at := second["created_at"].(string)
	require.Equal(t, []any{third["id"], second["id"]}, ids("?created_after="+at))
	require.Equal(t, []any{first["id"]}, ids("?created_before="+at))
	g := f.viewer.GraphQL(`query($f: TestRunFilter) { testRuns(filter: $f) { items { id } } }`,
		map[string]any{"f": map[string]any{"createdAfter": at, "status": "passed"}})
	require.Empty(t, g.Errors)
	require.Contains(t, string(g.Data), third["id"].(string))
	require.Contains(t, string(g.Data), second["id"].(string))
	require.NotContains(t, string(g.Data), first["id"].(string))

	for _, c := range []struct{ query, field string }{
		{"?status=done", "status"},
		{"?created_after=yesterday", "created_after"},
		{"?created_before=2026-11-01", "created_before"},
		{"?suite_id=abc", "suite_id"},
		{"?agent_id=abc", "agent_id"},
		{"?limit=0", "limit"},
	} {
		r := f.viewer.Do("GET", "/api/v1/tests/runs"+c.query, nil)
		require.Equal(t, http.StatusBadRequest, r.Status, "%s: %s", c.query, r.Body)
		require.Equal(t, c.field, fieldOf(t, r), c.query)
	}
	for _, q := range []string{"?suite_id=" + uuid.NewString(), "?agent_id=" + uuid.NewString()} {
		require.Equal(t, http.StatusNotFound, f.viewer.Do("GET", "/api/v1/tests/runs"+q, nil).Status, q)
	}
	require.Equal(t, "BAD_USER_INPUT", f.viewer.GraphQL(`{ testRuns(filter: {status: "done"}) { total } }`, nil).Code())
}

// A flow's action is recorded as the runtime records it, simulated, and
// never reaches its target.
func TestTestRunActionsNeverExecuted(t *testing.T) {
	t.Parallel()
	f := newRunsFixture(t, true)
	tg := newTarget(t)
	r := f.editor.Do("POST", "/api/v1/actions/custom-actions", map[string]any{"name": "CRM", "method": "POST",
		"url": tg.srv.URL + "/leads/{{member}}", "body": `{"name":"{{member}}"}`})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	actionID := r.Map(t)["id"].(string)
	doc := strings.Replace(memberFlow, `{"from":"is_member","to":"end_new","default":true}`,
		`{"from":"is_member","to":"crm","default":true},{"from":"crm","to":"end_new"}`, 1)
	doc = strings.Replace(doc, `{"id":"end_new"`, `{"id":"crm","type":"action","config":{"action_id":"`+actionID+`"}},{"id":"end_new"`, 1)
	f.setDraft(t, doc)
	run := f.await(t, f.execute(t, f.viewer, map[string]any{"case_ids": []string{f.newcomer.String()}})["id"].(string))
	require.Equal(t, "passed", run["status"], run)
	res := results(run)[0]
	require.Contains(t, res["path"], "crm")
	acts := res["actions"].([]any)
	require.Len(t, acts, 1)
	a := acts[0].(map[string]any)
	require.Equal(t, actionID, a["action_id"])
	require.Equal(t, "crm", a["node_id"])
	require.Equal(t, true, a["simulated"])
	require.Zero(t, tg.hits.Load(), "the action's target was never called")
}

// progressEvent is a testRunProgress event as the socket sends it.
type progressEvent struct {
	RunID    string  `json:"runId"`
	Position int     `json:"position"`
	Type     string  `json:"type"`
	CaseID   *string `json:"caseId"`
	Status   *string `json:"status"`
	Totals   struct{ Total, Passed, Failed, Error, Pending int }
	At       string `json:"at"`
}

const progressQuery = `subscription($id: ID!) { testRunProgress(runId: $id) { runId position type caseId status totals { total passed failed error pending } at } }`

// follow subscribes to a run's progress as s.
func follow(t *testing.T, f *runsFixture, s *testkit.Session, id string) *testkit.WSClient {
	t.Helper()
	c := f.env.DialRealtime(t, nil)
	c.Init(map[string]any{"authorization": "Bearer " + s.Token, "organizationId": s.Org})
	c.Must("connection_ack")
	c.Subscribe("1", progressQuery, map[string]any{"id": id})
	return c
}

// next reads the next progress event; ok is false at complete.
func next(t *testing.T, c *testkit.WSClient) (progressEvent, bool) {
	t.Helper()
	m, err := c.Read()
	require.NoError(t, err)
	if m.Type == "complete" {
		return progressEvent{}, false
	}
	require.Equal(t, "next", m.Type, string(m.Payload))
	var p struct {
		Data   struct{ TestRunProgress progressEvent } `json:"data"`
		Errors []testkit.GraphQLError                  `json:"errors"`
	}
	require.NoError(t, json.Unmarshal(m.Payload, &p))
	require.Empty(t, p.Errors)
	return p.Data.TestRunProgress, true
}

// checkProgress asserts a whole stream: positions 0.. without a gap or a
// repeat, run_started first, each case started then finished, run_finished
// last with the run's status.
func checkProgress(t *testing.T, got []progressEvent, runID string, cases int, status string) {
	t.Helper()
	require.NotEmpty(t, got)
	for i, e := range got {
		require.Equal(t, i, e.Position, "event %d: %+v", i, e)
		require.Equal(t, runID, e.RunID)
		require.Equal(t, cases, e.Totals.Total)
	}
	require.Equal(t, "run_started", got[0].Type)
	last := got[len(got)-1]
	require.Equal(t, "run_finished", last.Type)
	require.Equal(t, status, *last.Status)
	require.Zero(t, last.Totals.Pending)
	started, finished := map[string]int{}, map[string]int{}
	for _, e := range got[1 : len(got)-1] {
		require.NotNil(t, e.CaseID, "%+v", e)
		switch e.Type {
		case "case_started":
			started[*e.CaseID]++
		case "case_finished":
			require.Equal(t, 1, started[*e.CaseID], "started before finished: %+v", e)
			require.NotNil(t, e.Status)
			finished[*e.CaseID]++
		default:
			t.Fatalf("unexpected %+v", e)
		}
	}
	require.Len(t, finished, cases)
	require.Len(t, started, cases)
}

func TestTestRunProgress(t *testing.T) {
	t.Parallel()
	// One case at a time, so the run takes a while and is joined during.
	f := newRunsFixture(t, false, testkit.WithVar("TEST_RUN_CONCURRENCY", "1"))
	for i := range 6 {
		f.mustCase(t, f.suite, fmt.Sprintf("member %d", i), []string{"yes", fmt.Sprint(20 + i)}, `[{"type":"path_includes","nodes":["end_adult"]}]`, "active")
	}
	run := f.execute(t, f.viewer, nil)
	id := run["id"].(string)
	const cases = 9

	// Before: joined while the run waits for a worker.
	before := follow(t, f, f.viewer, id)
	f.env.StartWorker()
	var got []progressEvent
	var during *testkit.WSClient
	for {
		e, ok := next(t, before)
		if !ok {
			break
		}
		got = append(got, e)
		if e.Type == "case_finished" && during == nil {
			during = follow(t, f, f.viewer, id) // joined mid-run
		}
	}
	checkProgress(t, got, id, cases, "failed")

	var mid []progressEvent
	for {
		e, ok := next(t, during)
		if !ok {
			break
		}
		mid = append(mid, e)
	}
	require.Equal(t, got, mid, "joined during: the same stream")

	// After: the stored events, then complete.
	after := follow(t, f, f.viewer, id)
	var replay []progressEvent
	for {
		e, ok := next(t, after)
		if !ok {
			break
		}
		replay = append(replay, e)
	}
	require.Equal(t, got, replay)
	final := f.await(t, id)
	require.Equal(t, float64(len(got)), float64(2+2*cases))
	require.Equal(t, final["status"], *got[len(got)-1].Status)
}
