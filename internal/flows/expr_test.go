package flows_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
)

// hostile runs three loops over the caller's answer, one inside the other:
// 216 million iterations for a 600-character answer.
const hostile = `any(split(t, ""), {any(split(t, ""), {any(split(t, ""), {false})})})`

func conditionFlow(cond string) string {
	c, _ := json.Marshal(cond)
	return `{"nodes":[{"id":"s","type":"start"},{"id":"q","type":"question","config":{"prompt":"Say something.","variable":"t","type":"text"}},` +
		`{"id":"c","type":"condition"},{"id":"yes","type":"end","config":{"text":"Held."}},{"id":"no","type":"end","config":{"text":"Default."}}],` +
		`"edges":[{"from":"s","to":"q"},{"from":"q","to":"c"},{"from":"c","to":"yes","condition":` + string(c) + `},{"from":"c","to":"no","default":true}]}`
}

func TestNestedIterationRefusedAtTheNode(t *testing.T) {
	t.Parallel()
	f := setup(t)
	for _, cond := range []string{
		hostile,
		`count(split(t, " "), {all(split(#, ""), {# != "x"})}) > 0`,
		`let w = split(t, ""); filter(w, {len(map(w, {#})) > 0}) | len() > 1`,
	} {
		_, err := f.svc.Update(f.ctx, f.agent, f.main.ID, flows.UpdateInput{Draft: json.RawMessage(conditionFlow(cond))})
		require.NoError(t, err, "a draft may hold it")
		r, err := f.svc.Validate(f.ctx, f.agent, f.main.ID)
		require.NoError(t, err)
		require.False(t, r.Valid, cond)
		require.Len(t, r.Errors, 1, cond)
		p := r.Errors[0]
		require.Equal(t, flows.CodeNestedIteration, p.Code)
		require.Equal(t, "c", p.NodeID, "the problem is at the condition node")
		require.Equal(t, "yes", p.Edge.To)
		require.Contains(t, p.Message, "inside another one's closure")

		_, err = f.svc.Publish(f.ctx, f.agent, f.main.ID)
		require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err), cond)
		var pe *flows.ProblemsError
		require.True(t, errors.As(err, &pe))
		require.Equal(t, "c", pe.Problems[0].NodeID)
	}
	// One loop after another is fine.
	for _, cond := range []string{
		`any(split(t, ""), {# == "z"}) && all(split(t, " "), {len(#) < 40})`,
		`len(filter(split(t, ""), {# in ["a", "e"]})) > 2`,
		`t == "yes" || len(t) > 3`,
	} {
		_, err := f.svc.Update(f.ctx, f.agent, f.main.ID, flows.UpdateInput{Draft: json.RawMessage(conditionFlow(cond))})
		require.NoError(t, err)
		r, err := f.svc.Validate(f.ctx, f.agent, f.main.ID)
		require.NoError(t, err)
		require.True(t, r.Valid, "%s: %v", cond, r.Errors)
	}
}

func TestConditionBudget(t *testing.T) {
	t.Parallel()
	answer := strings.Repeat("a", 599) + "z"
	eval := func(ctx context.Context, cond string) (bool, error) {
		p, err := flows.CompileCondition(cond)
		require.NoError(t, err, cond)
		return flows.EvalCondition(ctx, p, map[string]any{"t": answer, "age": 30.0})
	}
	for name, cond := range map[string]string{
		"Hostile": hostile,
		// Fully evaluated it holds (the last character is a z), after
		// minutes: over its budget it counts as false.
		"NestedTrueAtTheEnd": `any(split(t, ""), {any(split(t, ""), {any(split(t, ""), {false})}) || # == "z"})`,
		// 600 x 600 x 600 bytes, built by functions that are not loops.
		"Replace":     `len(replace(replace(t, "", t), "", t)) > 0`,
		"Join":        `len(join(split(replace(t, "", t), ""), t)) > 0`,
		"ManySteps":   `count(1..99999, {true}) > 5`,
		"ManyStrings": `count(split(t, ""), {len(t + t + t + t) > 0}) > 5`,
		"HugeRange":   `len(1..5000000) > 0`,
	} {
		ok, err := eval(context.Background(), cond)
		require.False(t, ok, name)
		require.ErrorIs(t, err, flows.ErrConditionBudget, name)
	}

	// The conversation's context ends an evaluation too.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	ok, err := eval(ctx, `any(split(t, ""), {# == "z"})`)
	require.False(t, ok)
	require.ErrorIs(t, err, flows.ErrConditionBudget)

	// Ordinary conditions are not affected; an evaluation error is false
	// without a budget error.
	for cond, want := range map[string]bool{
		`age >= 18`:                             true,
		`any(split(t, ""), {# == "z"})`:         true,
		`len(join(split(t, ""), "-")) == 1199`:  true,
		`replace(t, "a", "b") endsWith "bz"`:    true,
		`reduce(split(t, ""), #acc + 1, 0) > 3`: true,
		`missing > 3`:                           false,
		`lower(t) + "!" == "a!"`:                false,
	} {
		ok, err := eval(context.Background(), cond)
		require.NoError(t, err, cond)
		require.Equal(t, want, ok, cond)
	}

	// What the budget machinery calls itself cannot be named in a condition.
	for _, cond := range []string{"·budget == nil", `·step(1, true)`} {
		_, err := flows.CompileCondition(cond)
		require.Error(t, err, cond)
	}
}

func TestRenderIsCapped(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 4000)
	value := func(name string) string {
		if name == "t" {
			return long
		}
		return ""
	}
	out := flows.Render(strings.Repeat("{{t}}", 20000), value)
	require.LessOrEqual(t, len(out), flows.MaxRenderedText)
	require.True(t, strings.HasSuffix(out, flows.TruncationMarker))
	require.Equal(t, strings.Repeat("x", flows.MaxRenderedText-len(flows.TruncationMarker)), strings.TrimSuffix(out, flows.TruncationMarker))

	// A cut never splits a character.
	out = flows.Render("é{{t}}"+strings.Repeat("é", 20000), value)
	require.True(t, utf8.ValidString(out))
	require.LessOrEqual(t, len(out), flows.MaxRenderedText)
	require.True(t, strings.HasSuffix(out, flows.TruncationMarker))

	// Short texts are rendered whole, without a marker, up to the cap.
	require.Equal(t, "Hello Ada, a!", flows.Render("Hello {{ name }}, {{x}}a!", func(n string) string {
		return map[string]string{"name": "Ada"}[n]
	}))
	exact := strings.Repeat("y", flows.MaxRenderedText)
	require.Equal(t, exact, flows.Render(exact, value))
	require.Equal(t, exact[:flows.MaxRenderedText-3]+flows.TruncationMarker, flows.Render(exact+"y", value))
}
