package flows_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"voiceagent/internal/flows"
)

// FuzzParseCheck: any document is either refused by Parse with an
// application error or checked and compiled without a panic.
func FuzzParseCheck(f *testing.F) {
	f.Add([]byte(everyProblem))
	f.Add([]byte(`{"nodes":[{"id":"s","type":"start"},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"e"}]}`))
	f.Add([]byte(`{"nodes":[{"id":"s","type":"start"}],"edges":[{"from":"s","to":"s"}]}`))
	f.Add([]byte(`{"nodes":null,"edges":[{}]}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		d, err := flows.Parse(doc)
		if err != nil {
			return
		}
		r := flows.Check(d, flows.Env{FlowID: "main", Flows: map[string]*flows.Document{"main": d}, ActionExists: func(string) bool { return false }})
		if r.Valid != (len(r.Errors) == 0) {
			t.Fatalf("valid=%v with %d errors", r.Valid, len(r.Errors))
		}
		_, _ = flows.Compile(flows.Source{ID: "main", Document: d}, nil, flows.Env{})
	})
}

// FuzzParseAnswer: any answer of any type in any language is either
// refused or a value a conversation's state can store.
func FuzzParseAnswer(f *testing.F) {
	for _, seed := range []string{"não", "sim, com certeza", "trinta e dois", "treinta y dos", "thirty-two", "1.250,75", "12 de março de 2026", "12/03/26", "claro que não", "inf", "1e400"} {
		f.Add("yes_no", seed, "pt-BR")
		f.Add("number", seed, "es")
		f.Add("date", seed, "en-US")
	}
	f.Fuzz(func(t *testing.T, typ, answer, lang string) {
		v, ok := flows.ParseAnswer(typ, answer, []string{"a", "b"}, lang)
		if !ok {
			return
		}
		if _, err := json.Marshal(v); err != nil {
			t.Fatalf("%s %q parsed to %v, which does not encode: %v", typ, answer, v, err)
		}
		_ = flows.DefaultRetryPrompt(typ, []string{"a"}, lang)
	})
}

// FuzzConditionAndRender: any condition either does not compile or is
// evaluated under its budget without a panic, whatever the caller answered;
// any text renders within MaxRenderedText, as valid UTF-8 when its parts
// are.
func FuzzConditionAndRender(f *testing.F) {
	f.Add(hostile, strings.Repeat("a", 600))
	f.Add(`len(replace(replace(t, "", t), "", t)) > 0`, "abc")
	f.Add(`t matches "^(a+)+$" || t == "{{t}}"`, "{{t}}{{t}}")
	f.Add(`any(split(t, ""), {# == "é"}) && len(t) < 10`, "é{{ t }}é")
	f.Fuzz(func(t *testing.T, src, answer string) {
		if p, err := flows.CompileCondition(src); err == nil {
			_, _ = flows.EvalCondition(context.Background(), p, map[string]any{"t": answer})
		}
		out := flows.Render(src+strings.Repeat("{{t}}", 8), func(string) string { return strings.Repeat(answer, 64) })
		if len(out) > flows.MaxRenderedText {
			t.Fatalf("rendered %d bytes", len(out))
		}
		if utf8.ValidString(src) && utf8.ValidString(answer) && !utf8.ValidString(out) {
			t.Fatalf("rendering valid text made invalid UTF-8")
		}
	})
}
