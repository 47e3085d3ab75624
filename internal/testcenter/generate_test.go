package testcenter_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/actions"
	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/testcenter"
	"voiceagent/internal/testkit"
)

// genFixture is an organization with a flow-mode agent (the engine tests'
// flows, with a real action) and a suite for it.
type genFixture struct {
	env      *testkit.Env
	org      uuid.UUID
	ctx      context.Context
	agent    uuid.UUID
	main     uuid.UUID
	action   string
	suite    uuid.UUID
	language string
}

func newGenFixture(t *testing.T, env *testkit.Env) genFixture {
	t.Helper()
	org := env.MustOrg("Test Center " + uuid.NewString()[:8])
	ctx := env.System(org.ID)
	name, text := "Confirm", "We will call you back."
	act, err := env.App.Actions.DuringCallSMS.Create(ctx, actions.DuringCallSMSInput{Name: &name, Template: &text})
	require.NoError(t, err)
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Front desk", AgentType: "chat", EditingMode: "flow"})
	require.NoError(t, err)
	list, err := env.App.Flows.List(ctx, ag.ID)
	require.NoError(t, err)
	sub, err := env.App.Flows.CreateSubflow(ctx, ag.ID, flows.CreateInput{Name: "Booking", Draft: json.RawMessage(subFlowDoc)})
	require.NoError(t, err)
	mainDoc, _ := flowDocs(act.ID.String(), sub.ID)
	_, err = env.App.Flows.Update(ctx, ag.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(mainDoc)})
	require.NoError(t, err)
	return genFixture{env: env, org: org.ID, ctx: ctx, agent: ag.ID, main: list[0].ID, action: act.ID.String(),
		suite: mustSuite(t, env, org.ID, ag.ID)}
}

// mustSuite inserts a suite directly.
func mustSuite(t *testing.T, env *testkit.Env, orgID, agentID uuid.UUID) uuid.UUID {
	t.Helper()
	id := ids.New()
	_, err := env.App.DB.Exec(context.Background(), `INSERT INTO test_suites (id, organization_id, agent_id, name) VALUES ($1, $2, $3, 'Smoke')`, id, orgID, agentID)
	require.NoError(t, err)
	return id
}

func storedCases(t *testing.T, env *testkit.Env, suiteID uuid.UUID) int {
	t.Helper()
	var n int
	require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM test_cases WHERE suite_id = $1`, suiteID).Scan(&n))
	return n
}

func count(n int) testcenter.GenerateInput { return testcenter.GenerateInput{Count: &n} }

func TestGeneratedCasesReachEveryEndAndPass(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	f := newGenFixture(t, env)
	svc := env.App.TestCenter

	list, err := svc.GenerateCases(f.ctx, f.suite, testcenter.GenerateInput{})
	require.NoError(t, err)
	require.Equal(t, 5, list.Limit, "the default count")
	require.Len(t, list.Items, 4, "one case per path to an end or transfer node: there are four")
	require.EqualValues(t, 4, *list.Total)

	type want struct {
		script []string
		status string
		node   string
		path   []string
	}
	wants := []want{
		{[]string{"booking", "Ana", "yes"}, "completed", "booked", []string{"start", "hello", "service", "route", "book", "s2", "name", "member", "s2end", "booked"}},
		{[]string{"billing"}, "transferred", "billing", []string{"start", "hello", "service", "route", "billing"}},
		{[]string{"support", "18"}, "completed", "done", []string{"start", "hello", "service", "route", "age", "adult", "confirm", "done"}},
		{[]string{"support", "17"}, "completed", "minor", []string{"start", "hello", "service", "route", "age", "adult", "minor"}},
	}
	for i, c := range list.Items {
		w := wants[i]
		require.Equal(t, w.script, c.Script, "case %d", i)
		require.Equal(t, len(w.script)+2, c.MaxTurns)
		require.Equal(t, testcenter.CaseDraft, c.Status)
		require.Equal(t, testcenter.SourceGenerated, c.Source)
		require.Equal(t, f.suite, c.SuiteID)
		require.Len(t, c.Assertions, 2)
		require.Equal(t, "path_includes", c.Assertions[0].Type)
		require.Equal(t, w.path, c.Assertions[0].Nodes)
		require.True(t, *c.Assertions[0].InOrder)
		require.Equal(t, testcenter.Assertion{Type: "ended_with", Status: w.status, NodeID: w.node}, c.Assertions[1])
		require.Equal(t, fmt.Sprintf("Path %d: %s at %s (%s)", i+1, w.status, w.node, strings.Join(w.script, ", ")), c.Name)
	}
	require.Equal(t, 4, storedCases(t, env, f.suite))
	var status, source string
	var maxTurns int
	var script, assertions []byte
	require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT status, source, max_turns, script, assertions FROM test_cases WHERE id = $1`,
		list.Items[1].ID).Scan(&status, &source, &maxTurns, &script, &assertions))
	require.Equal(t, []any{"draft", "generated", 3}, []any{status, source, maxTurns})
	require.JSONEq(t, `["billing"]`, string(script))
	require.JSONEq(t, `[{"type":"path_includes","nodes":["start","hello","service","route","billing"],"in_order":true},{"type":"ended_with","status":"transferred","node_id":"billing"}]`, string(assertions))
	var audited int
	require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM audit_log WHERE organization_id = $1 AND action = 'test_case.created'`, f.org).Scan(&audited))
	require.Equal(t, 4, audited, "each generated case is audited")

	// Run through the engine, every generated case passes.
	_, revs, err := env.App.Flows.TestProgram(f.ctx, f.agent, f.main)
	require.NoError(t, err)
	p, err := svc.EnginePrepare(testcenter.Snapshot{Mode: "flow", Main: f.main, Flows: revs})
	require.NoError(t, err)
	ends := map[string]bool{}
	for _, c := range list.Items {
		r := svc.EngineRunCase(context.Background(), f.org, f.agent, p, c)
		require.Equal(t, testcenter.StatusPassed, r.Status, "%s: %+v", c.Name, r.Assertions)
		ends[*r.EndNodeID] = true
	}
	require.Equal(t, map[string]bool{"booked": true, "billing": true, "done": true, "minor": true}, ends, "every end and the transfer are reached")

	// Same flow, same cases; count takes the first.
	again, err := svc.GenerateCases(f.ctx, f.suite, count(2))
	require.NoError(t, err)
	require.Len(t, again.Items, 2)
	for i := range again.Items {
		require.Equal(t, list.Items[i].Name, again.Items[i].Name)
		require.Equal(t, list.Items[i].Script, again.Items[i].Script)
		require.Equal(t, list.Items[i].Assertions, again.Items[i].Assertions)
		require.NotEqual(t, list.Items[i].ID, again.Items[i].ID)
	}
	require.Equal(t, 6, storedCases(t, env, f.suite))
}

func TestGenerateRefusals(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	f := newGenFixture(t, env)
	svc := env.App.TestCenter

	for _, n := range []int{0, 21, -1} {
		_, err := svc.GenerateCases(f.ctx, f.suite, count(n))
		testkit.RequireCode(t, err, apperr.Invalid, "count")
		require.Equal(t, []string{"count"}, testkit.ErrorFields(err))
	}
	long := strings.Repeat("x", testcenter.MaxFocusChars+1)
	_, err := svc.GenerateCases(f.ctx, f.suite, testcenter.GenerateInput{Focus: &long})
	require.Equal(t, []string{"focus"}, testkit.ErrorFields(err))

	viewer := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: f.org, UserID: "v", Role: auth.RoleViewer})
	_, err = svc.GenerateCases(viewer, f.suite, testcenter.GenerateInput{})
	testkit.RequireCode(t, err, apperr.Forbidden, "editor")

	other := env.MustOrg("Other")
	_, err = svc.GenerateCases(env.System(other.ID), f.suite, testcenter.GenerateInput{})
	testkit.RequireCode(t, err, apperr.NotFound)
	_, err = svc.GenerateCases(f.ctx, ids.New(), testcenter.GenerateInput{})
	testkit.RequireCode(t, err, apperr.NotFound)

	prompt, err := env.App.Agents.Create(f.ctx, agents.CreateInput{Name: "Prompt only", AgentType: "chat", EditingMode: "prompt"})
	require.NoError(t, err)
	promptSuite := mustSuite(t, env, f.org, prompt.ID)
	_, err = svc.GenerateCases(f.ctx, promptSuite, testcenter.GenerateInput{})
	testkit.RequireCode(t, err, apperr.Unprocessable, "LLM_BASE_URL")
	require.Equal(t, 0, storedCases(t, env, promptSuite), "nothing is saved")
	require.Equal(t, 0, storedCases(t, env, f.suite), "nothing is saved")
}

func TestGenerateWithAModel(t *testing.T) {
	t.Parallel()
	fm := &fakeModel{}
	srv := fm.serve(t, func(system, last string) (string, int) {
		switch {
		case strings.Contains(system, "Focus the cases on: refunds"):
			return "Here you are:\n```json\n" + `{"cases":[
			 {"name":"Asks for a refund","persona":"An upset customer","goal":"Get a refund","max_turns":6,
			  "assertions":[{"type":"judge","criteria":"The agent explains the refund policy."},{"type":"reply_not_contains","text":"error"}]},
			 {"name":"","script":["hi"]},
			 {"name":"Bad pattern","script":["hi"],"assertions":[{"type":"variable_matches","variable":"x","pattern":"("}]},
			 {"name":"Unknown assertion","script":["hi"],"assertions":[{"type":"sentiment"}]},
			 {"name":"Says billing","script":["billing"],"assertions":[{"type":"ended_with","status":"transferred"}]},
			 {"name":"Third","script":["support"]}]}` + "\n```", 0
		case strings.Contains(system, "Focus the cases on: nonsense"):
			return "I cannot do that.", 0
		case strings.Contains(system, "Focus the cases on: invalid"):
			return `{"cases":[{"name":"No caller"}]}`, 0
		}
		return "", http.StatusInternalServerError
	})
	env := testkit.New(t, testkit.WithVar("LLM_BASE_URL", srv.URL+"/v1"), testkit.WithVar("LLM_MAX_RETRIES", "0"))
	f := newGenFixture(t, env)
	svc := env.App.TestCenter
	focus := func(s string) *string { return &s }

	list, err := svc.GenerateCases(f.ctx, f.suite, testcenter.GenerateInput{Count: refInt(2), Focus: focus("refunds")})
	require.NoError(t, err)
	require.Len(t, list.Items, 2, "the valid cases, at most count")
	require.Equal(t, "Asks for a refund", list.Items[0].Name)
	require.Equal(t, "Get a refund", *list.Items[0].Goal)
	require.Nil(t, list.Items[0].Script)
	require.Equal(t, 6, list.Items[0].MaxTurns)
	require.Equal(t, "judge", list.Items[0].Assertions[0].Type)
	require.Equal(t, "Says billing", list.Items[1].Name)
	require.Equal(t, testcenter.DefaultMaxTurns, list.Items[1].MaxTurns)
	require.Equal(t, testcenter.CaseDraft, list.Items[1].Status)
	require.Equal(t, 2, storedCases(t, env, f.suite))

	fm.mu.Lock()
	last := fm.requests[len(fm.requests)-1]
	fm.mu.Unlock()
	draft := last["messages"].([]any)[1].(map[string]any)["content"].(string)
	require.Contains(t, draft, `"Booking, support or billing?"`, "the model reads the agent's draft")
	require.Equal(t, 1, fm.count("You write test cases"), "one chat completion")

	for _, bad := range []string{"nonsense", "invalid", "down"} {
		_, err := svc.GenerateCases(f.ctx, f.suite, testcenter.GenerateInput{Focus: focus(bad)})
		testkit.RequireCode(t, err, apperr.Unavailable)
	}
	require.Equal(t, 2, storedCases(t, env, f.suite), "a failed proposal saves nothing")

	prompt, err := env.App.Agents.Create(f.ctx, agents.CreateInput{Name: "Prompt only", AgentType: "chat", EditingMode: "prompt"})
	require.NoError(t, err)
	list, err = svc.GenerateCases(f.ctx, mustSuite(t, env, f.org, prompt.ID), testcenter.GenerateInput{Focus: focus("refunds")})
	require.NoError(t, err, "a prompt-mode agent's cases come from the model")
	require.Len(t, list.Items, 3)
}

func refInt(n int) *int { return &n }

func FuzzParseProposal(f *testing.F) {
	for _, seed := range []string{
		`{"cases":[{"name":"A","script":["hi","bye"],"max_turns":3,"assertions":[{"type":"reply_contains","text":"hello"}]}]}`,
		`[{"name":"B","persona":"p","goal":"g"}]`,
		"```json\n{\"cases\":[{\"name\":\"C\",\"script\":[\"x\"],\"assertions\":[{\"type\":\"variable_matches\",\"variable\":\"v\",\"pattern\":\"(\"}]}]}\n```",
		`{"cases":[{"name":"D","script":[""]},{"name":"E","script":["ok"],"max_turns":99}]}`,
		`{"cases": null}`, `not json at all`, `{"cases":[{"name":"F","script":["a"],"assertions":[{"type":"ended_with"}]}]}`,
	} {
		f.Add(seed, 5)
	}
	f.Fuzz(func(t *testing.T, text string, n int) {
		if n < 1 || n > testcenter.MaxGenerateCount {
			n = 5
		}
		cases, err := testcenter.GenerateParseProposal(text, n)
		if err != nil {
			if cases != nil {
				t.Fatalf("cases with an error")
			}
			return
		}
		if len(cases) == 0 || len(cases) > n {
			t.Fatalf("%d cases for count %d", len(cases), n)
		}
		for _, c := range cases {
			if strings.TrimSpace(c.Name) == "" || c.MaxTurns < 1 || c.MaxTurns > testcenter.MaxTurnsLimit {
				t.Fatalf("invalid case kept: %+v", c)
			}
			if len(c.Script) == 0 && (c.Persona == nil || c.Goal == nil) {
				t.Fatalf("a case without a caller kept: %+v", c)
			}
			for _, a := range c.Assertions {
				if !slices.Contains(testcenter.AssertionTypes, a.Type) {
					t.Fatalf("an unknown assertion kept: %+v", a)
				}
			}
		}
	})
}

func TestOfflineGeneratorThroughEveryWaitingNode(t *testing.T) {
	t.Parallel()
	// An llm node's intents, a knowledge answer, a reply, a number compared
	// with a literal, and a loop back to a question (taken once at most).
	doc := `{"nodes":[
	 {"id":"s","type":"start"},
	 {"id":"ask","type":"llm","config":{"instructions":"Find out what the caller wants."}},
	 {"id":"faq","type":"knowledge"},
	 {"id":"bye","type":"end"},
	 {"id":"age","type":"question","config":{"prompt":"Your age?","variable":"age","type":"number"}},
	 {"id":"old","type":"condition"},
	 {"id":"senior","type":"transfer","config":{"to":"the senior desk"}},
	 {"id":"ok","type":"question","config":{"prompt":"Shall we text you?","variable":"sure","type":"yes_no"}},
	 {"id":"check","type":"condition"},
	 {"id":"sms","type":"wait_for_reply","config":{"variable":"reply"}},
	 {"id":"done","type":"end"}],
	 "edges":[
	 {"from":"s","to":"ask"},
	 {"from":"ask","to":"faq","label":"question","examples":["I have a question about opening hours"]},
	 {"from":"ask","to":"age","label":"discount","examples":["I want the senior discount"]},
	 {"from":"faq","to":"bye"},
	 {"from":"age","to":"old"},
	 {"from":"old","to":"senior","condition":"age > 65"},
	 {"from":"old","to":"ok","default":true},
	 {"from":"ok","to":"check"},
	 {"from":"check","to":"sms","condition":"sure"},
	 {"from":"check","to":"ok","default":true},
	 {"from":"sms","to":"done"}]}`
	snap := testcenter.Snapshot{Mode: "flow", Main: mainFlowID, Flows: []flows.Revision{{FlowID: mainFlowID, IsMain: true, Document: json.RawMessage(doc)}}}
	s := offlineEngine()
	cases, err := s.GeneratePathCases(context.Background(), snap, 20)
	require.NoError(t, err)
	var got [][]string
	for _, c := range cases {
		got = append(got, append([]string{c.Assertions[1].NodeID}, c.Script...))
	}
	require.Equal(t, [][]string{
		{"bye", "I have a question about opening hours", "What are your opening hours?"},
		{"senior", "I want the senior discount", "66"},
		{"done", "I want the senior discount", "65", "yes", "OK"},
	}, got, "the loop back to the question is not a path of its own")
	p, err := s.EnginePrepare(snap)
	require.NoError(t, err)
	for _, c := range cases {
		r := s.EngineRunCase(context.Background(), testOrg, testAgent, p, c)
		require.Equal(t, testcenter.StatusPassed, r.Status, "%s: %+v", c.Name, r.Assertions)
	}

	_, err = s.GeneratePathCases(context.Background(), testcenter.Snapshot{Mode: "prompt", Prompt: "Hi"}, 5)
	require.Error(t, err)
}
