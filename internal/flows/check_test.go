package flows_test

import (
	"encoding/json"
	"errors"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
)

// everyProblem holds every kind of problem a single flow can have at once.
const everyProblem = `{
 "nodes": [
  {"id":"s","type":"start"},
  {"id":"s2","type":"start"},
  {"id":"x","type":"teleport"},
  {"type":"message","config":{"text":"no id"}},
  {"id":"m1","type":"message","config":{"text":"Hello {{name}}"}},
  {"id":"m1","type":"message","config":{"text":"twice"}},
  {"id":"q1","type":"question","config":{"prompt":"How old are you?","type":"number"}},
  {"id":"c1","type":"condition"},
  {"id":"l","type":"llm","config":{"instructions":"Find out what the caller wants"}},
  {"id":"sf1","type":"subflow","config":{"flow_id":"nope"}},
  {"id":"sf2","type":"subflow","config":{"flow_id":"other"}},
  {"id":"a1","type":"action","config":{"action_id":"act_missing"}},
  {"id":"k1","type":"knowledge"},
  {"id":"dead","type":"message","config":{"text":"I lead nowhere"}},
  {"id":"orphan","type":"message","config":{"text":"Nobody comes here"}},
  {"id":"t","type":"transfer","config":{}},
  {"id":"e","type":"end"}
 ],
 "edges": [
  {"from":"s","to":"m1"},
  {"from":"s2","to":"e"},
  {"from":"m1","to":"ghost"},
  {"from":"m1","to":"q1"},
  {"from":"q1","to":"c1"},
  {"from":"c1","to":"l","condition":"age >= 18"},
  {"from":"c1","to":"e","condition":"age >="},
  {"from":"l","to":"sf1","label":"book"},
  {"from":"l","to":"sf2","label":"Book"},
  {"from":"l","to":"dead"},
  {"from":"sf1","to":"a1"},
  {"from":"sf2","to":"a1"},
  {"from":"a1","to":"k1"},
  {"from":"k1","to":"t"},
  {"from":"orphan","to":"e"},
  {"from":"e","to":"s"}
 ]
}`

func TestCheckReportsEveryProblemAtOnce(t *testing.T) {
	t.Parallel()
	doc, err := flows.Parse([]byte(everyProblem))
	require.NoError(t, err)
	other, err := flows.Parse([]byte(`{"nodes":[{"id":"s","type":"start"},{"id":"back","type":"subflow","config":{"flow_id":"main"}},{"id":"e","type":"end"}],
		"edges":[{"from":"s","to":"back"},{"from":"back","to":"e"}]}`))
	require.NoError(t, err)
	no := false
	r := flows.Check(doc, flows.Env{
		FlowID:       "main",
		Flows:        map[string]*flows.Document{"main": doc, "other": other},
		ActionExists: func(id string) bool { return id == "act_known" },
		HasKnowledge: &no,
	})
	require.False(t, r.Valid)
	codes := func(ps []flows.Problem) map[string]flows.Problem {
		m := map[string]flows.Problem{}
		for _, p := range ps {
			require.NotEmpty(t, p.Message)
			require.True(t, p.NodeID != "" || p.Edge != nil || p.Code == flows.CodeMissingNodeID, "problem %+v names neither a node nor an edge", p)
			if _, dup := m[p.Code]; !dup {
				m[p.Code] = p
			}
		}
		return m
	}
	errs := codes(r.Errors)
	want := []string{
		flows.CodeSeveralStarts, flows.CodeUnknownNodeType, flows.CodeMissingNodeID, flows.CodeDuplicateNodeID,
		flows.CodeUnknownEdgeNode, flows.CodeEdgeFromTerminal, flows.CodeUnreachable, flows.CodeDeadEnd,
		flows.CodeMissingDefault, flows.CodeInvalidCondition, flows.CodeMissingVariable, flows.CodeDuplicateIntent,
		flows.CodeMissingIntent, flows.CodeSubflowNotFound, flows.CodeSubflowCycle, flows.CodeActionNotFound,
		flows.CodeInvalidConfig,
	}
	got := make([]string, 0, len(errs))
	for c := range errs {
		got = append(got, c)
	}
	sort.Strings(got)
	sort.Strings(want)
	require.Equal(t, want, got)
	require.Equal(t, "s2", errs[flows.CodeSeveralStarts].NodeID)
	require.Equal(t, "x", errs[flows.CodeUnknownNodeType].NodeID)
	require.Equal(t, "ghost", errs[flows.CodeUnknownEdgeNode].Edge.To)
	require.Equal(t, 2, errs[flows.CodeUnknownEdgeNode].Edge.Index)
	var unreachable []string
	for _, p := range r.Errors {
		if p.Code == flows.CodeUnreachable {
			unreachable = append(unreachable, p.NodeID)
		}
	}
	require.ElementsMatch(t, []string{"s2", "x", "orphan"}, unreachable)
	require.Equal(t, "dead", errs[flows.CodeDeadEnd].NodeID)
	require.Equal(t, "c1", errs[flows.CodeMissingDefault].NodeID)
	require.Equal(t, "q1", errs[flows.CodeMissingVariable].NodeID)
	require.Equal(t, "sf1", errs[flows.CodeSubflowNotFound].NodeID)
	require.Equal(t, "sf2", errs[flows.CodeSubflowCycle].NodeID)
	require.Contains(t, errs[flows.CodeSubflowCycle].Message, "main -> other -> main")
	require.Equal(t, "a1", errs[flows.CodeActionNotFound].NodeID)
	require.Equal(t, "t", errs[flows.CodeInvalidConfig].NodeID)
	require.Equal(t, "e", errs[flows.CodeEdgeFromTerminal].Edge.From)
	require.Equal(t, 8, errs[flows.CodeDuplicateIntent].Edge.Index)
	require.Equal(t, 9, errs[flows.CodeMissingIntent].Edge.Index)

	warns := codes(r.Warnings)
	require.Len(t, warns, 2, "%+v", r.Warnings)
	require.Equal(t, "m1", warns[flows.CodeVariableUnset].NodeID)
	require.Contains(t, warns[flows.CodeVariableUnset].Message, `"name"`)
	require.Equal(t, "k1", warns[flows.CodeKnowledgeNoBases].NodeID)
}

func TestCheckOK(t *testing.T) {
	t.Parallel()
	doc, err := flows.Parse([]byte(`{"nodes":[
		{"id":"s","type":"start","position":{"x":1,"y":2}},
		{"id":"q","type":"question","config":{"prompt":"Age?","variable":"age","type":"number"}},
		{"id":"c","type":"condition"},
		{"id":"adult","type":"end","config":{"text":"Welcome, {{age}}"}},
		{"id":"minor","type":"end"}],
		"edges":[{"from":"s","to":"q"},{"from":"q","to":"c"},{"from":"c","to":"adult","condition":"age >= 18"},{"from":"c","to":"minor","default":true}]}`))
	require.NoError(t, err)
	r := flows.Check(doc, flows.Env{})
	require.True(t, r.Valid, "%+v", r.Errors)
	require.Empty(t, r.Warnings)
}

func TestCheckWarnsVariableReadBeforeSet(t *testing.T) {
	t.Parallel()
	doc, err := flows.Parse([]byte(`{"nodes":[
		{"id":"s","type":"start"},
		{"id":"c","type":"condition"},
		{"id":"q","type":"question","config":{"prompt":"Age?","variable":"age","type":"number"}},
		{"id":"e","type":"end","config":{"text":"Bye {{age}}"}}],
		"edges":[{"from":"s","to":"c"},{"from":"c","to":"q","condition":"age >= 18 && vip == true"},{"from":"c","to":"e","default":true},{"from":"q","to":"e"}]}`))
	require.NoError(t, err)
	r := flows.Check(doc, flows.Env{})
	require.True(t, r.Valid)
	var msgs []string
	for _, w := range r.Warnings {
		require.Equal(t, flows.CodeVariableUnset, w.Code)
		msgs = append(msgs, w.NodeID+":"+w.Message)
	}
	// c reads age and vip before anything sets them; e reads age, which
	// one path (through q) sets, so it is not warned about.
	require.Len(t, r.Warnings, 2, "%v", msgs)
	require.Equal(t, "c", r.Warnings[0].NodeID)
}

func TestCheckNoStart(t *testing.T) {
	t.Parallel()
	doc, err := flows.Parse([]byte(`{"nodes":[{"id":"e","type":"end"}],"edges":[]}`))
	require.NoError(t, err)
	r := flows.Check(doc, flows.Env{})
	require.False(t, r.Valid)
	require.Equal(t, flows.CodeNoStart, r.Errors[0].Code)
}

func TestCheckEmptyAndEndless(t *testing.T) {
	t.Parallel()
	d, err := flows.Parse([]byte(`{"name":"kept from older documents","nodes":[]}`))
	require.NoError(t, err)
	r := flows.Check(d, flows.Env{})
	require.Equal(t, flows.CodeEmpty, r.Errors[0].Code)
	d, err = flows.Parse([]byte(`{"nodes":[{"id":"s","type":"start"},{"id":"m","type":"message","config":{"text":"again"}}],"edges":[{"from":"s","to":"m"},{"from":"m","to":"m"}]}`))
	require.NoError(t, err)
	r = flows.Check(d, flows.Env{})
	require.Len(t, r.Errors, 1)
	require.Equal(t, flows.CodeNoEnd, r.Errors[0].Code)
}

func TestParseNamesTheField(t *testing.T) {
	t.Parallel()
	cases := map[string]struct{ doc, field string }{
		"NotJSON":        {`{"nodes":`, "draft"},
		"NodesNotArray":  {`{"nodes":{}}`, "draft.nodes"},
		"IDNotString":    {`{"nodes":[{"id":3,"type":"start"}]}`, "draft.nodes[0].id"},
		"UnknownField":   {`{"nodes":[],"wires":[]}`, "draft.wires"},
		"ConfigShape":    {`{"nodes":[{"id":"m","type":"message","config":{"text":5}}]}`, "draft.nodes[0].config.text"},
		"ConfigUnknown":  {`{"nodes":[{"id":"m","type":"message","config":{"txt":"a"}}]}`, "draft.nodes[0].config.txt"},
		"Missing":        {``, "draft"},
		"TrailingData":   {`{"nodes":[]} {}`, "draft"},
		"ExamplesString": {`{"nodes":[],"edges":[{"from":"a","to":"b","examples":"x"}]}`, "draft.edges[0].examples"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := flows.Parse([]byte(c.doc))
			require.Error(t, err)
			e, ok := apperr.As(err)
			require.True(t, ok)
			require.Equal(t, apperr.Unprocessable, e.Code)
			require.Equal(t, c.field, e.Fields[0].Field, e.Message)
		})
	}
}

func TestValidateCompatible(t *testing.T) {
	t.Parallel()
	valid := `{"nodes":[{"id":"s","type":"start"},{"id":"m","type":"message","config":{"text":"hi"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"m"},{"from":"m","to":"e"}]}`
	require.Empty(t, flows.Validate(json.RawMessage(valid)))
	require.Contains(t, flows.Validate(nil)[0], "no flow")
	require.Contains(t, flows.Validate(json.RawMessage(`{"nodes":`))[0], "not a valid flow")
	require.Contains(t, strings.Join(flows.Validate(json.RawMessage(`{"nodes":[{"id":"s","type":"start"},{"id":"q","type":"question","config":{"prompt":"?","variable":"v"}}],"edges":[{"from":"s","to":"q"}]}`)), "\n"), `"q" is a dead end`)
	// Validate checks the graph only: configurations of older documents
	// (question "ask") do not count, unknown types and missing ends do.
	require.Empty(t, flows.Validate(json.RawMessage(`{"name":"old","nodes":[{"id":"s","type":"start"},{"id":"q","type":"question","config":{"ask":"Why?"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"q"},{"from":"q","to":"e"}]}`)))
	got := strings.Join(flows.Validate(json.RawMessage(`{"nodes":[{"id":"s","type":"start"},{"id":"q","type":"question"},{"id":"x","type":"teleport"}],"edges":[{"from":"s","to":"q"},{"from":"q","to":"ghost"}]}`)), "\n")
	require.Contains(t, got, `unknown type "teleport"`)
	require.Contains(t, got, `unknown node "ghost"`)
	require.Contains(t, got, "no end or transfer node")
	require.NotContains(t, got, "no prompt")
	require.Equal(t, []string{"the flow has no nodes"}, flows.Validate(json.RawMessage(`{"nodes":[]}`)))
}

func TestCompile(t *testing.T) {
	t.Parallel()
	main, err := flows.Parse([]byte(`{"nodes":[{"id":"s","type":"start"},{"id":"call","type":"subflow","config":{"flow_id":"sub"}},{"id":"e","type":"end"}],
		"edges":[{"from":"s","to":"call"},{"from":"call","to":"e"}]}`))
	require.NoError(t, err)
	sub, err := flows.Parse([]byte(`{"nodes":[{"id":"s","type":"start"},{"id":"q","type":"question","config":{"prompt":"Name?","variable":"name"}},{"id":"e","type":"end"}],
		"edges":[{"from":"s","to":"q"},{"from":"q","to":"e"}]}`))
	require.NoError(t, err)
	unused, err := flows.Parse([]byte(`{"nodes":[]}`))
	require.NoError(t, err)
	c, err := flows.Compile(flows.Source{ID: "main", Document: main},
		map[string]flows.Source{"sub": {ID: "sub", Document: sub}, "unused": {ID: "unused", Document: unused}}, flows.Env{})
	require.NoError(t, err)
	require.Equal(t, "main", c.Main)
	require.Len(t, c.Flows, 2, "only the flows the main flow calls are resolved")
	require.Equal(t, "s", c.Flows["sub"].Start)
	require.Equal(t, "e", c.Flows["main"].Nodes["call"].Transitions[0].To)
	b, err := json.Marshal(c)
	require.NoError(t, err)
	require.Contains(t, string(b), `"flow_id":"sub"`)

	// A called flow's problems are reported with its id.
	broken, err := flows.Parse([]byte(`{"nodes":[{"id":"s","type":"start"}]}`))
	require.NoError(t, err)
	_, err = flows.Compile(flows.Source{ID: "main", Document: main}, map[string]flows.Source{"sub": {ID: "sub", Document: broken}}, flows.Env{})
	var pe *flows.ProblemsError
	require.True(t, errors.As(err, &pe))
	require.Equal(t, "sub", pe.Problems[0].FlowID)
	require.Equal(t, apperr.Unprocessable, pe.AppError().Code)
}

func TestParseAnswer(t *testing.T) {
	t.Parallel()
	cases := []struct {
		typ, in string
		want    any
		ok      bool
	}{
		{"yes_no", "Yes please", true, true},
		{"yes_no", "nope", false, true},
		{"yes_no", "maybe", nil, false},
		{"number", "I am 42.", 42.0, true},
		{"number", "1,250", 1250.0, true},
		{"number", "old", nil, false},
		{"email", "Ann <Ann@Example.com>", "ann@example.com", true},
		{"email", "ann@localhost", nil, false},
		{"phone", "+1 (415) 555-0100", "+14155550100", true},
		{"phone", "call me", nil, false},
		{"date", "2026-03-14", "2026-03-14", true},
		{"date", "March 14, 2026", "2026-03-14", true},
		{"date", "soon", nil, false},
		{"choice", "the Blue one", "blue", true},
		{"choice", "2", "red", true},
		{"choice", "green", nil, false},
		{"text", "  hi ", "hi", true},
		{"text", "  ", nil, false},
	}
	for _, c := range cases {
		got, ok := flows.ParseAnswer(c.typ, c.in, []string{"blue", "red"}, "en-US")
		require.Equal(t, c.ok, ok, "%s %q", c.typ, c.in)
		require.Equal(t, c.want, got, "%s %q", c.typ, c.in)
	}
}
