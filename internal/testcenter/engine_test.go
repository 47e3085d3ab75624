package testcenter_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/flows"
	"voiceagent/internal/llm"
	"voiceagent/internal/runtime"
	"voiceagent/internal/testcenter"
)

// The engine runs conversations in memory: these tests need neither the
// database nor Redis.
var (
	testOrg   = uuid.MustParse("0190a000-0000-7000-8000-0000000000aa")
	testAgent = uuid.MustParse("0190a000-0000-7000-8000-0000000000bb")
)

const actionID = "0190a000-0000-7000-8000-0000000000cc"

func offlineEngine() *testcenter.Service {
	rt := runtime.NewService(nil, nil, llm.Offline{}, nil, 0, nil, nil)
	return testcenter.NewService(testcenter.Deps{Runtime: rt, Model: llm.Offline{}})
}

func onlineEngine(url string) *testcenter.Service {
	rt := runtime.NewService(nil, nil, llm.Offline{}, nil, 0, nil, nil)
	model := llm.NewHTTP(llm.HTTPConfig{BaseURL: url + "/v1", APIKey: "sk-test", Model: "test-model", Timeout: 2 * time.Second, MaxRetries: 0})
	return testcenter.NewService(testcenter.Deps{Runtime: rt, Model: model, Online: true})
}

func prepared(t *testing.T, s *testcenter.Service) *testcenter.Prepared {
	t.Helper()
	p, err := s.EnginePrepare(flowSnapshot(actionID))
	require.NoError(t, err)
	return p
}

func scriptCase(maxTurns int, as []testcenter.Assertion, lines ...string) testcenter.Case {
	return testcenter.Case{ID: uuid.New(), Name: "case", Script: lines, MaxTurns: maxTurns, Assertions: as}
}

func texts(turns []runtime.Turn) []string {
	out := []string{}
	for _, t := range turns {
		out = append(out, t.Role+": "+t.Text)
	}
	return out
}

func TestEndStatuses(t *testing.T) {
	t.Parallel()
	s := offlineEngine()
	p := prepared(t, s)
	ctx := context.Background()
	cases := []struct {
		name      string
		c         testcenter.Case
		status    string
		node      string
		path      []string
		lastAgent string
	}{
		{"Completed", scriptCase(10, nil, "booking", "Ana", "yes"), testcenter.EndCompleted, "booked",
			[]string{"start", "hello", "service", "route", "book", "s2", "name", "member", "s2end", "booked"}, "You are booked."},
		{"Transferred", scriptCase(10, nil, "billing", "never said"), testcenter.EndTransferred, "billing",
			[]string{"start", "hello", "service", "route", "billing"}, "Transferring you to the billing team."},
		{"MaxTurns", scriptCase(2, nil, "what?", "pardon?", "hm?"), testcenter.EndMaxTurns, "service",
			[]string{"start", "hello", "service"}, ""},
		{"ScriptEnded", scriptCase(10, nil, "support"), testcenter.EndScriptEnded, "age",
			[]string{"start", "hello", "service", "route", "age"}, "How old are you?"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := s.EngineRunCase(ctx, testOrg, testAgent, p, tc.c)
			require.Equal(t, testcenter.StatusPassed, r.Status, "no assertion: passed")
			require.Nil(t, r.Error)
			require.Equal(t, tc.status, r.EndStatus)
			require.NotNil(t, r.EndNodeID)
			require.Equal(t, tc.node, *r.EndNodeID)
			require.Equal(t, tc.path, r.Path)
			require.Equal(t, tc.c.ID, r.CaseID)
			require.False(t, r.StartedAt.IsZero())
			require.False(t, r.FinishedAt.Before(r.StartedAt))
			require.Equal(t, r.FinishedAt.Sub(r.StartedAt).Milliseconds(), r.DurationMS)
			if tc.lastAgent != "" {
				require.Equal(t, "agent: "+tc.lastAgent, texts(r.Turns)[len(r.Turns)-1])
			}
		})
	}

	t.Run("MaxTurnsCountsCallerTurns", func(t *testing.T) {
		t.Parallel()
		r := s.EngineRunCase(ctx, testOrg, testAgent, p, scriptCase(2, nil, "what?", "pardon?", "hm?"))
		callers := 0
		for _, turn := range r.Turns {
			if turn.Role == "caller" {
				callers++
			}
		}
		require.Equal(t, 2, callers)
	})

	t.Run("ErrorWhenAnInputCannotBeSaid", func(t *testing.T) {
		t.Parallel()
		r := s.EngineRunCase(ctx, testOrg, testAgent, p, scriptCase(10, []testcenter.Assertion{{Type: testcenter.AssertPathIncludes, Nodes: []string{"service"}}},
			strings.Repeat("x", runtime.MaxInputChars+1)))
		require.Equal(t, testcenter.StatusError, r.Status)
		require.Equal(t, testcenter.EndError, r.EndStatus)
		require.Equal(t, "service", *r.EndNodeID, "the node it waited at")
		require.NotNil(t, r.Error)
		require.Contains(t, *r.Error, "the conversation could not run")
		require.Contains(t, *r.Error, "4000 characters")
		require.Len(t, r.Assertions, 1, "assertions are still reported")
	})

	t.Run("ErrorWithoutAPreparedSnapshot", func(t *testing.T) {
		t.Parallel()
		r := s.EngineRunCase(ctx, testOrg, testAgent, nil, scriptCase(10, nil, "hi"))
		require.Equal(t, testcenter.StatusError, r.Status)
		require.Equal(t, testcenter.EndError, r.EndStatus)
		require.NotNil(t, r.Error)
	})
}

func TestPrepareRefusesFlowsThatDoNotCompile(t *testing.T) {
	t.Parallel()
	s := offlineEngine()
	snap := flowSnapshot(actionID)
	snap.Flows = snap.Flows[:1] // the subflow is missing
	_, err := s.EnginePrepare(snap)
	require.Error(t, err)
	require.Contains(t, err.Error(), "not a flow of this agent")

	snap = flowSnapshot(actionID)
	snap.Main = uuid.Nil
	_, err = s.EnginePrepare(snap)
	require.ErrorContains(t, err, "no main flow")

	p, err := s.EnginePrepare(testcenter.Snapshot{Mode: "prompt", Prompt: "Be kind."})
	require.NoError(t, err, "prompt mode has nothing to compile")
	require.NotNil(t, p)
}

func TestPersonaCasesOffline(t *testing.T) {
	t.Parallel()
	s := offlineEngine()
	ctx := context.Background()
	goal, persona := "I want to book a table", "A busy parent"

	t.Run("FlowAnswersQuestionsWithSamples", func(t *testing.T) {
		t.Parallel()
		c := testcenter.Case{ID: uuid.New(), Name: "persona", Persona: &persona, Goal: &goal, MaxTurns: 10}
		r := s.EngineRunCase(ctx, testOrg, testAgent, prepared(t, s), c)
		require.Equal(t, testcenter.EndCompleted, r.EndStatus)
		require.Equal(t, "booked", *r.EndNodeID)
		var said []string
		for _, turn := range r.Turns {
			if turn.Role == "caller" {
				said = append(said, turn.Text)
			}
		}
		require.Equal(t, []string{"booking", "Ana", "yes"}, said, "the first choice, a text sample, yes")
		require.Equal(t, true, r.Variables["member"])
	})

	t.Run("SamplesOfEachType", func(t *testing.T) {
		t.Parallel()
		doc := `{"nodes":[{"id":"s","type":"start"},
		 {"id":"q","type":"question","config":{"prompt":"Age?","variable":"age","type":"number"}},
		 {"id":"d","type":"question","config":{"prompt":"When?","variable":"day","type":"date"}},
		 {"id":"m","type":"question","config":{"prompt":"Email?","variable":"email","type":"email"}},
		 {"id":"p","type":"question","config":{"prompt":"Phone?","variable":"phone","type":"phone"}},
		 {"id":"a","type":"action","config":{"action_id":"act"}},
		 {"id":"e","type":"end"}],
		 "edges":[{"from":"s","to":"q"},{"from":"q","to":"d"},{"from":"d","to":"m"},{"from":"m","to":"p"},{"from":"p","to":"a"},{"from":"a","to":"e"}]}`
		p, err := s.EnginePrepare(testcenter.Snapshot{Mode: "flow", Main: mainFlowID, Flows: []flows.Revision{{FlowID: mainFlowID, IsMain: true, Document: json.RawMessage(doc)}}})
		require.NoError(t, err)
		c := testcenter.Case{ID: uuid.New(), Name: "persona", Goal: &goal, MaxTurns: 3}
		r := s.EngineRunCase(ctx, testOrg, testAgent, p, c)
		require.Equal(t, testcenter.EndMaxTurns, r.EndStatus, "three caller turns, the agent still waits")
		require.Equal(t, "p", *r.EndNodeID, "the node it waits at")
		r = s.EngineRunCase(ctx, testOrg, testAgent, p, testcenter.Case{ID: uuid.New(), Name: "persona", Goal: &goal, MaxTurns: 4})
		require.Equal(t, map[string]any{"age": 30.0, "day": "2026-03-12", "email": "ana@example.com", "phone": "+14155550123"}, r.Variables,
			"each sample is read as its type")
		require.Equal(t, testcenter.EndCompleted, r.EndStatus)
		require.Equal(t, "e", *r.EndNodeID)
		require.Len(t, r.Actions, 1)
		require.True(t, r.Actions[0].Simulated)
	})

	t.Run("PromptModeSaysItsGoal", func(t *testing.T) {
		t.Parallel()
		p, err := s.EnginePrepare(testcenter.Snapshot{Mode: "prompt", Prompt: "You take reservations."})
		require.NoError(t, err)
		c := testcenter.Case{ID: uuid.New(), Name: "persona", Persona: &persona, Goal: &goal, MaxTurns: 3}
		r := s.EngineRunCase(ctx, testOrg, testAgent, p, c)
		require.Equal(t, testcenter.EndMaxTurns, r.EndStatus, "the agent still waits after three caller turns")
		require.Nil(t, r.EndNodeID, "prompt mode has no node")
		require.Empty(t, r.Path)
		callers := 0
		for _, turn := range r.Turns {
			if turn.Role == "caller" {
				callers++
				require.Equal(t, goal, turn.Text)
			}
		}
		require.Equal(t, 3, callers)
		require.Equal(t, "agent", r.Turns[0].Role, "the agent speaks first")
	})
}

func assertionsFor(t *testing.T, s *testcenter.Service, script []string, as ...testcenter.Assertion) testcenter.CaseResult {
	t.Helper()
	return s.EngineRunCase(context.Background(), testOrg, testAgent, prepared(t, s), scriptCase(10, as, script...))
}

func TestEachAssertionKind(t *testing.T) {
	t.Parallel()
	s := offlineEngine()
	yes := true
	supportScript := []string{"support", "I am 30"}
	bookingScript := []string{"booking", "Ana", "yes"}
	raw := func(s string) json.RawMessage { return json.RawMessage(s) }
	cases := []struct {
		name   string
		script []string
		a      testcenter.Assertion
		passed bool
		reason string
	}{
		{"PathIncludesInOrder", supportScript, testcenter.Assertion{Type: "path_includes", Nodes: []string{"service", "age", "done"}, InOrder: &yes}, true,
			`the path visits "service", "age", "done" in that order; path: start → hello → service → route → age → adult → confirm → done`},
		{"PathIncludesOutOfOrder", supportScript, testcenter.Assertion{Type: "path_includes", Nodes: []string{"age", "service"}, InOrder: &yes}, false,
			`the path does not visit "service" after "age"; path: start → hello → service → route → age → adult → confirm → done`},
		{"PathIncludesAnyOrder", supportScript, testcenter.Assertion{Type: "path_includes", Nodes: []string{"done", "age"}}, true,
			`the path visits "done", "age"; path: start → hello → service → route → age → adult → confirm → done`},
		{"PathIncludesMissing", supportScript, testcenter.Assertion{Type: "path_includes", Nodes: []string{"age", "minor"}}, false,
			`the path does not visit "minor"; path: start → hello → service → route → age → adult → confirm → done`},
		{"PathIncludesSubflowNodes", bookingScript, testcenter.Assertion{Type: "path_includes", Nodes: []string{"book", "name", "member", "booked"}, InOrder: &yes}, true,
			`the path visits "book", "name", "member", "booked" in that order; path: start → hello → service → route → book → s2 → name → member → s2end → booked`},
		{"PathExcludes", supportScript, testcenter.Assertion{Type: "path_excludes", Nodes: []string{"minor", "billing"}}, true,
			`the path avoids "minor", "billing"; path: start → hello → service → route → age → adult → confirm → done`},
		{"PathExcludesVisited", supportScript, testcenter.Assertion{Type: "path_excludes", Nodes: []string{"minor", "confirm"}}, false,
			`the path visits "confirm"; path: start → hello → service → route → age → adult → confirm → done`},
		{"VariableEqualsNumber", supportScript, testcenter.Assertion{Type: "variable_equals", Variable: "age", Value: raw(`30`)}, true,
			`variable "age" is 30, as expected`},
		{"VariableEqualsNumberNotText", supportScript, testcenter.Assertion{Type: "variable_equals", Variable: "age", Value: raw(`"30"`)}, false,
			`variable "age" is 30; expected "30"`},
		{"VariableEqualsBoolean", bookingScript, testcenter.Assertion{Type: "variable_equals", Variable: "member", Value: raw(`true`)}, true,
			`variable "member" is true, as expected`},
		{"VariableEqualsUnset", supportScript, testcenter.Assertion{Type: "variable_equals", Variable: "member", Value: raw(`true`)}, false,
			`variable "member" is not set; expected true`},
		{"VariableMatches", supportScript, testcenter.Assertion{Type: "variable_matches", Variable: "age", Pattern: `^[0-9]+$`}, true,
			`variable "age" is "30", which matches "^[0-9]+$"`},
		{"VariableMatchesNot", bookingScript, testcenter.Assertion{Type: "variable_matches", Variable: "name", Pattern: `^B`}, false,
			`variable "name" is "Ana", which does not match "^B"`},
		{"ActionCalled", supportScript, testcenter.Assertion{Type: "action_called", ActionID: actionID}, true,
			`action "` + actionID + `" was called at node "confirm"`},
		{"ActionCalledWithVariables", supportScript, testcenter.Assertion{Type: "action_called", ActionID: actionID, Variables: map[string]any{"age": 30, "service": "support"}}, true,
			`action "` + actionID + `" was called at node "confirm" with age = 30, service = "support"`},
		{"ActionCalledWithOtherVariables", supportScript, testcenter.Assertion{Type: "action_called", ActionID: actionID, Variables: map[string]any{"age": 40}}, false,
			`action "` + actionID + `" was called 1 time(s) but never with age = 40; it saw age = 30`},
		{"ActionCalledNot", bookingScript, testcenter.Assertion{Type: "action_called", ActionID: actionID}, false,
			`action "` + actionID + `" was not called; actions called: none`},
		{"ActionNotCalled", bookingScript, testcenter.Assertion{Type: "action_not_called", ActionID: actionID}, true,
			`action "` + actionID + `" was not called; actions called: none`},
		{"ActionNotCalledButWas", supportScript, testcenter.Assertion{Type: "action_not_called", ActionID: actionID}, false,
			`action "` + actionID + `" was called at node "confirm"`},
		{"ReplyContainsIgnoringCase", supportScript, testcenter.Assertion{Type: "reply_contains", Text: "SUPPORT will CALL"}, true,
			`agent turn 4 says "SUPPORT will CALL": "Support will call you back."`},
		{"ReplyContainsNone", supportScript, testcenter.Assertion{Type: "reply_contains", Text: "booked"}, false,
			`no agent turn says "booked" (4 agent turns)`},
		{"ReplyNotContains", supportScript, testcenter.Assertion{Type: "reply_not_contains", Text: "parent"}, true,
			`no agent turn says "parent" (4 agent turns)`},
		{"ReplyNotContainsButSays", supportScript, testcenter.Assertion{Type: "reply_not_contains", Text: "acme"}, false,
			`agent turn 1 says "acme": "Hello, this is Acme."`},
		{"EndedWith", supportScript, testcenter.Assertion{Type: "ended_with", Status: "completed", NodeID: "done"}, true,
			`the conversation ended completed at node "done"; expected status completed and node "done"`},
		{"EndedWithOtherNode", supportScript, testcenter.Assertion{Type: "ended_with", NodeID: "minor"}, false,
			`the conversation ended completed at node "done"; expected node "minor"`},
		{"EndedWithOtherStatus", []string{"support"}, testcenter.Assertion{Type: "ended_with", Status: "completed"}, false,
			`the conversation ended script_ended at node "age"; expected status completed`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := assertionsFor(t, s, tc.script, tc.a)
			require.Len(t, r.Assertions, 1)
			got := r.Assertions[0]
			require.NotNil(t, got.Passed)
			require.Equal(t, tc.passed, *got.Passed, got.Reason)
			require.Equal(t, tc.reason, got.Reason)
			require.Equal(t, tc.a.Type, got.Type, "the result is the assertion with its verdict")
			want := testcenter.StatusPassed
			if !tc.passed {
				want = testcenter.StatusFailed
			}
			require.Equal(t, want, r.Status)
			require.Nil(t, r.Error)
		})
	}
}

func TestCaseStatusIsFailedWhenOneAssertionFails(t *testing.T) {
	t.Parallel()
	s := offlineEngine()
	r := assertionsFor(t, s, []string{"billing"},
		testcenter.Assertion{Type: "ended_with", Status: "transferred"},
		testcenter.Assertion{Type: "reply_contains", Text: "goodbye"},
		testcenter.Assertion{Type: "judge", Criteria: "The agent is polite."})
	require.Equal(t, testcenter.StatusFailed, r.Status)
	require.True(t, *r.Assertions[0].Passed)
	require.False(t, *r.Assertions[1].Passed)
	require.Nil(t, r.Assertions[2].Passed)
}

func TestJudgeOffline(t *testing.T) {
	t.Parallel()
	s := offlineEngine()
	r := assertionsFor(t, s, []string{"billing"},
		testcenter.Assertion{Type: "ended_with", Status: "transferred"},
		testcenter.Assertion{Type: "judge", Criteria: "The agent is polite."})
	require.Nil(t, r.Assertions[1].Passed)
	require.Equal(t, "judge needs a model provider (LLM_BASE_URL)", r.Assertions[1].Reason)
	require.Equal(t, testcenter.StatusPassed, r.Status, "an unscored judge offline leaves the status alone")
	require.Nil(t, r.Error)
}

// fakeModel is an OpenAI-compatible chat-completions server: answer gets
// the system prompt and the last message and returns the text to answer
// (or an error status).
type fakeModel struct {
	mu       sync.Mutex
	requests []map[string]any
}

func (f *fakeModel) serve(t *testing.T, answer func(system, last string) (string, int)) *httptest.Server {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req map[string]any
		if r.URL.Path != "/v1/chat/completions" || json.NewDecoder(r.Body).Decode(&req) != nil {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		f.mu.Lock()
		f.requests = append(f.requests, req)
		f.mu.Unlock()
		msgs := req["messages"].([]any)
		system := msgs[0].(map[string]any)["content"].(string)
		last := msgs[len(msgs)-1].(map[string]any)["content"].(string)
		text, status := answer(system, last)
		if status != 0 {
			http.Error(w, `{"error":{"message":"model down"}}`, status)
			return
		}
		b, _ := json.Marshal(text)
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprintf(w, `{"choices":[{"index":0,"message":{"role":"assistant","content":%s},"finish_reason":"stop"}]}`, b)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func (f *fakeModel) count(prefix string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, r := range f.requests {
		if strings.HasPrefix(r["messages"].([]any)[0].(map[string]any)["content"].(string), prefix) {
			n++
		}
	}
	return n
}

func TestJudgeWithAModel(t *testing.T) {
	t.Parallel()
	var seenTranscript string
	var mu sync.Mutex
	fm := &fakeModel{}
	srv := fm.serve(t, func(system, last string) (string, int) {
		switch {
		case strings.Contains(system, "Criterion: polite"):
			mu.Lock()
			seenTranscript = last
			mu.Unlock()
			return "```json\n{\"passed\": true, \"reason\": \"The agent greeted the caller.\"}\n```", 0
		case strings.Contains(system, "Criterion: offers a refund"):
			return `{"passed": false, "reason": "No refund was offered."}`, 0
		case strings.Contains(system, "Criterion: vague"):
			return "I think it mostly passed.", 0
		case strings.Contains(system, "Criterion: null"):
			return `{"passed": null, "reason": "unsure"}`, 0
		case strings.Contains(system, "Criterion: down"):
			return "", http.StatusInternalServerError
		}
		return "", http.StatusBadRequest
	})
	s := onlineEngine(srv.URL)
	judge := func(c string) testcenter.Assertion { return testcenter.Assertion{Type: "judge", Criteria: c} }

	t.Run("Passed", func(t *testing.T) {
		r := assertionsFor(t, s, []string{"billing"}, judge("polite"))
		require.Equal(t, testcenter.StatusPassed, r.Status)
		require.True(t, *r.Assertions[0].Passed)
		require.Equal(t, "The agent greeted the caller.", r.Assertions[0].Reason, "the model's reason verbatim")
		mu.Lock()
		defer mu.Unlock()
		require.Equal(t, "Agent: Hello, this is Acme.\nAgent: Booking, support or billing?\nCaller: billing\nAgent: Transferring you to the billing team.", seenTranscript)
	})
	t.Run("Failed", func(t *testing.T) {
		r := assertionsFor(t, s, []string{"billing"}, judge("offers a refund"))
		require.Equal(t, testcenter.StatusFailed, r.Status)
		require.False(t, *r.Assertions[0].Passed)
		require.Equal(t, "No refund was offered.", r.Assertions[0].Reason)
	})
	for _, c := range []string{"vague", "null", "down"} {
		t.Run("Unscored_"+c, func(t *testing.T) {
			r := assertionsFor(t, s, []string{"billing"}, testcenter.Assertion{Type: "ended_with", Status: "transferred"}, judge(c))
			require.Nil(t, r.Assertions[1].Passed)
			require.Equal(t, testcenter.StatusError, r.Status, "an unscored judge with a model is an error")
			require.NotNil(t, r.Error)
			require.Contains(t, *r.Error, "assertions[1] (judge) could not be scored")
			require.Contains(t, r.Assertions[1].Reason, "not judged")
			require.Equal(t, testcenter.EndTransferred, r.EndStatus, "the conversation itself ran")
		})
	}
	t.Run("OneCompletionPerJudgeAssertion", func(t *testing.T) {
		before := fm.count("You judge")
		assertionsFor(t, s, []string{"billing"}, judge("polite"), judge("offers a refund"))
		require.Equal(t, before+2, fm.count("You judge"))
	})
}

func TestPersonaPlayedByAModel(t *testing.T) {
	t.Parallel()
	fm := &fakeModel{}
	srv := fm.serve(t, func(system, last string) (string, int) {
		if !strings.HasPrefix(system, "You play a caller") {
			return "", http.StatusBadRequest
		}
		switch {
		case strings.Contains(system, "Your goal: pay a bill"):
			return "billing please", 0
		case strings.Contains(system, "Your goal: nothing"):
			return "[END]", 0
		case strings.Contains(system, "Your goal: support"):
			if strings.Contains(last, "How old") {
				return "I am 44 [END]", 0
			}
			return "support", 0
		}
		return "", http.StatusInternalServerError
	})
	s := onlineEngine(srv.URL)
	p := prepared(t, s)
	persona := "A calm caller"
	run := func(goal string, maxTurns int) testcenter.CaseResult {
		return s.EngineRunCase(context.Background(), testOrg, testAgent, p,
			testcenter.Case{ID: uuid.New(), Name: goal, Persona: &persona, Goal: &goal, MaxTurns: maxTurns})
	}

	r := run("pay a bill", 5)
	require.Equal(t, testcenter.EndTransferred, r.EndStatus)
	require.Contains(t, texts(r.Turns), "caller: billing please")

	r = run("nothing", 5)
	require.Equal(t, testcenter.EndScriptEnded, r.EndStatus, "[END] ends the conversation")
	for _, turn := range r.Turns {
		require.Equal(t, "agent", turn.Role, "the caller said nothing")
	}
	require.Equal(t, "service", *r.EndNodeID)

	before := fm.count("You play a caller")
	r = run("support", 5)
	require.Equal(t, before+2, fm.count("You play a caller"), "one completion per caller turn")
	require.Equal(t, 44.0, r.Variables["age"], "the text before [END] is said")
	require.Equal(t, testcenter.EndCompleted, r.EndStatus, "the agent finished after the last line")

	r = run("unknown", 5)
	require.Equal(t, testcenter.StatusError, r.Status, "a provider failure stops the case")
	require.Contains(t, *r.Error, "the simulated caller could not speak")
}

func TestParseVerdict(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]*bool{
		`{"passed": true, "reason": "ok"}`:                 refBool(true),
		" {\"passed\":false,\"reason\":\"\"}\n":            refBool(false),
		"```json\n{\"passed\":true,\"reason\":\"x\"}\n```": refBool(true),
		`{"passed": "true", "reason": "ok"}`:               nil,
		`{"passed": true}`:                                 nil,
		`{"passed": true, "reason": 3}`:                    nil,
		`passed: true`:                                     nil,
		`{"passed": true, "reason": "a"} trailing`:         nil,
		`[]`: nil,
		``:   nil,
	} {
		passed, _, err := testcenter.EngineParseVerdict(text)
		if want == nil {
			require.Error(t, err, text)
			continue
		}
		require.NoError(t, err, text)
		require.Equal(t, *want, passed, text)
	}
}

func refBool(b bool) *bool { return &b }

func FuzzParseVerdict(f *testing.F) {
	for _, seed := range []string{`{"passed": true, "reason": "ok"}`, "```json\n{\"passed\":false,\"reason\":\"no\"}\n```",
		`{"passed": null}`, `{"reason": "x", "passed": true, "extra": [1,2]}`, `not json`, "{\"passed\":true,\"reason\":\"\xff\"}"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		passed, reason, err := testcenter.EngineParseVerdict(text)
		if err != nil {
			if passed || reason != "" {
				t.Fatalf("an error came with a verdict: %v %q", passed, reason)
			}
			return
		}
		if !utf8.ValidString(reason) {
			t.Fatalf("reason %q is not valid UTF-8", reason)
		}
		b, _ := json.Marshal(map[string]any{"passed": passed, "reason": reason})
		again, reason2, err := testcenter.EngineParseVerdict(string(b))
		if err != nil || again != passed || reason2 != reason {
			t.Fatalf("the verdict read back differs: %v %q %v", again, reason2, err)
		}
	})
}
