package testcenter

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
)

func fieldsOf(t *testing.T, err error) []string {
	t.Helper()
	e, ok := apperr.As(err)
	require.True(t, ok, "%v", err)
	var out []string
	for _, f := range e.Fields {
		out = append(out, f.Field)
	}
	return out
}

func TestParseAssertionsKeepsValuesAsGiven(t *testing.T) {
	t.Parallel()
	raw := `[{"type":"variable_equals","variable":"age","value":30},
		{"type":"variable_equals","variable":"ok","value":true},
		{"type":"variable_equals","variable":"name","value":"30"},
		{"type":"action_called","action_id":"a","variables":{"n":12345678901234567890}},
		{"type":"path_includes","nodes":["a","b"],"in_order":false},
		{"type":"ended_with","node_id":"end"}]`
	c := &checker{}
	as := c.parseAssertions("assertions", json.RawMessage(raw))
	require.NoError(t, c.Err())
	require.Len(t, as, 6)
	require.Equal(t, "30", string(as[0].Value), "a number stays a number")
	require.Equal(t, `"30"`, string(as[2].Value), "a string stays a string")
	out, err := json.Marshal(as)
	require.NoError(t, err)
	require.JSONEq(t, raw, string(out), "stored as given: no field added or lost")
	require.Contains(t, string(out), "12345678901234567890", "large numbers keep their digits")
	require.NoError(t, checkAssertions("assertions", as))
}

func TestParseAssertionsNullAndEmpty(t *testing.T) {
	t.Parallel()
	for _, raw := range []string{"", "null", " [] "} {
		c := &checker{}
		as := c.parseAssertions("assertions", json.RawMessage(raw))
		require.NoError(t, c.Err(), raw)
		require.Equal(t, []Assertion{}, as, raw)
	}
	c := &checker{}
	many := "[" + strings.Repeat(`{"type":"judge","criteria":"x"},`, maxAssertions) + `{"type":"judge","criteria":"x"}]`
	require.Nil(t, c.parseAssertions("assertions", json.RawMessage(many)))
	require.Equal(t, []string{"assertions"}, fieldsOf(t, c.Err()))
}

func TestCheckAssertionsTyped(t *testing.T) {
	t.Parallel()
	err := checkAssertions("assertions", []Assertion{
		{Type: AssertPathIncludes, Nodes: []string{"a"}},
		{Type: "nope"},
		{Type: AssertVariableMatches, Variable: "v", Pattern: `\`},
		{Type: AssertEndedWith, Status: "gone"},
		{Type: AssertVariableEquals, Variable: "v"},
	})
	require.Equal(t, []string{"assertions[1].type", "assertions[2].pattern", "assertions[3].status", "assertions[4].value"}, fieldsOf(t, err))
	require.Contains(t, err.Error(), "(and 3 more problems)")
}

func TestCheckCase(t *testing.T) {
	t.Parallel()
	yes := true
	ok := Case{Name: "Path to end", Script: []string{"Hi", "Ana"}, MaxTurns: 4, Status: CaseDraft, Source: SourceGenerated,
		Assertions: []Assertion{{Type: AssertPathIncludes, Nodes: []string{"start", "end"}, InOrder: &yes}, {Type: AssertEndedWith, Status: EndCompleted, NodeID: "end"}}}
	require.NoError(t, checkCase(ok))

	bad := ok
	bad.Name = ""
	bad.MaxTurns = 0
	bad.Source = "imported"
	bad.Script = []string{strings.Repeat("x", MaxScriptLineLen+1)}
	require.Equal(t, []string{"name", "script[0]", "max_turns", "source"}, fieldsOf(t, checkCase(bad)))

	none := ok
	none.Script = nil
	require.Equal(t, []string{"script"}, fieldsOf(t, checkCase(none)))
}

func TestPrepareCasePresets(t *testing.T) {
	t.Parallel()
	str := func(s string) *string { return &s }
	c := Case{MaxTurns: DefaultMaxTurns, Status: CaseActive}
	require.NoError(t, prepareCase(&c, CaseInput{Name: str("x"), PresetID: str("changes-mind"), Persona: str("Me")}))
	p, _ := presetByID("changes-mind")
	require.Equal(t, "Me", *c.Persona, "a persona given is kept")
	require.Equal(t, p.Goal, *c.Goal, "the goal not given comes from the preset")
	require.Equal(t, "changes-mind", *c.PresetID)

	// A new preset fills what this update did not give; clearing the preset
	// keeps persona and goal.
	require.NoError(t, prepareCase(&c, CaseInput{PresetID: str("speaks-english")}))
	e, _ := presetByID("speaks-english")
	require.Equal(t, e.Persona, *c.Persona)
	require.NoError(t, prepareCase(&c, CaseInput{PresetID: str("")}))
	require.Nil(t, c.PresetID)
	require.Equal(t, e.Goal, *c.Goal)

	err := prepareCase(&c, CaseInput{PresetID: str("nobody")})
	require.True(t, apperr.Is(err, apperr.Unprocessable), "%v", err)
	require.Equal(t, []string{"preset_id"}, fieldsOf(t, err))

	for _, id := range []string{"impatient-caller", "changes-mind", "speaks-english", "invalid-phone"} {
		p, ok := presetByID(id)
		require.True(t, ok, id)
		require.NotEmpty(t, p.Name)
		require.NotEmpty(t, p.Description)
		require.NotEmpty(t, p.Persona)
		require.NotEmpty(t, p.Goal)
	}
}

// Any input is either refused with named fields or read into assertions
// that pass the typed check and read back the same.
func FuzzParseAssertions(f *testing.F) {
	for _, seed := range []string{
		`[{"type":"path_includes","nodes":["a"],"in_order":true}]`,
		`[{"type":"variable_equals","variable":"x","value":{"a":[1,2]}}]`,
		`[{"type":"variable_matches","variable":"x","pattern":"^(a|b)+$"}]`,
		`[{"type":"action_called","action_id":"a","variables":{"k":null}}]`,
		`[{"type":"ended_with","status":"max_turns"},{"type":"judge","criteria":"c"}]`,
		`[{"type":"reply_contains","text":"x","extra":1}]`, `{}`, `[1]`, `[{"type":null}]`, `null`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		c := &checker{}
		as := c.parseAssertions("assertions", json.RawMessage(raw))
		if !c.OK() {
			require.Nil(t, as)
			for _, p := range c.List {
				require.True(t, strings.HasPrefix(p.Field, "assertions"), p.Field)
			}
			return
		}
		require.NoError(t, checkAssertions("assertions", as))
		out, err := json.Marshal(as)
		require.NoError(t, err)
		again := &checker{}
		back := again.parseAssertions("assertions", out)
		require.NoError(t, again.Err(), string(out))
		out2, err := json.Marshal(back)
		require.NoError(t, err)
		require.JSONEq(t, string(out), string(out2))
	})
}
