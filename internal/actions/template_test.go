package actions_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/actions"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
)

func TestRenderScopes(t *testing.T) {
	t.Parallel()
	vars := actions.Vars{
		Variables: map[string]string{"name": "Ana", "city": "Recife"},
		Extracted: map[string]string{"name": "Ana Souza", "order_id": "A-17"},
		Secrets:   map[string]string{"token": "s3cr3t"},
	}
	cases := map[string]string{
		"Hi {{name}}":                 "Hi Ana",
		"Hi {{ name }} from {{city}}": "Hi Ana from Recife",
		"order {{extracted.order_id}} for {{ extracted.name }}": "order A-17 for Ana Souza",
		"Bearer {{secrets.token}}":                              "Bearer s3cr3t",
		"unset: [{{missing}}][{{extracted.x}}][{{secrets.y}}]":  "unset: [][][]",
		// Not placeholders: kept as written.
		"{{other.name}} {{ name": "{{other.name}} {{ name",
		`{"a":{"b":"{{name}}"}}`: `{"a":{"b":"Ana"}}`,
		"{{{name}}}":             "{Ana}",
	}
	for in, want := range cases {
		require.Equal(t, want, actions.Render(in, vars), in)
	}
	// Without secrets (an SMS), a secret placeholder is empty.
	require.Equal(t, "key=", actions.Render("key={{secrets.token}}", actions.Vars{Variables: vars.Variables}))
	// A plain {{name}} renders as flows renders it.
	text := "Olá {{ name }}, {{city}}!"
	require.Equal(t, flows.Render(text, func(n string) string { return vars.Variables[n] }), actions.Render(text, vars))
}

func TestRenderBounded(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("é", 5000) // 10,000 bytes
	out := actions.Render("{{a}}{{a}}{{a}}", actions.Vars{Variables: map[string]string{"a": long}})
	require.LessOrEqual(t, len(out), flows.MaxRenderedText)
	require.True(t, utf8.ValidString(out))
	require.True(t, strings.HasSuffix(out, flows.TruncationMarker))

	exact := strings.Repeat("a", flows.MaxRenderedText)
	require.Equal(t, exact, actions.Render(exact, actions.Vars{}))
}

func fields(problems []apperr.FieldError) []string {
	var out []string
	for _, p := range problems {
		out = append(out, p.Field)
	}
	return out
}

func TestCheckTemplate(t *testing.T) {
	t.Parallel()
	ok := []string{
		"", "plain text", "Hi {{name}} {{ extracted.order_id }}", `{"a":{"b":1}}`, "}} alone",
		"{{{name}}}", "Bearer {{secrets.token}}",
	}
	for _, s := range ok {
		require.Empty(t, actions.CheckTemplate("body", s, true), s)
	}
	bad := []string{
		"Hi {{name", "Hi {{ }}", "{{1abc}}", "{{other.name}}", "{{extracted.}}", "{{na me}}",
		"{{name}} and {{", "{{" + strings.Repeat("a", 65) + "}}", "\xff{{name}}",
	}
	for _, s := range bad {
		p := actions.CheckTemplate("template", s, true)
		require.NotEmpty(t, p, s)
		require.Equal(t, "template", p[0].Field)
	}
	// Secrets only where allowed.
	require.Empty(t, actions.CheckTemplate("template", "{{secrets.token}}", true))
	p := actions.CheckTemplate("template", "code {{secrets.token}}", false)
	require.Equal(t, []string{"template"}, fields(p))
	require.Contains(t, p[0].Message, "secrets")
}

func TestSecretRefs(t *testing.T) {
	t.Parallel()
	require.Equal(t, []string{"api_key", "token"},
		actions.SecretRefs("{{secrets.token}}/{{name}}", "x={{ secrets.api_key }}&y={{secrets.token}}", "{{extracted.token}}"))
	require.Nil(t, actions.SecretRefs("{{name}}"))
	require.Equal(t, []actions.Placeholder{{Scope: "", Name: "a"}, {Scope: actions.ScopeExtracted, Name: "b"}, {Scope: actions.ScopeSecrets, Name: "c"}},
		actions.Placeholders("{{a}} {{extracted.b}} {{secrets.c}} {{bad.d}}"))
}

// FuzzRender: any template with any values renders without a panic, within
// the bound, and valid UTF-8 in gives valid UTF-8 out; checking it never
// panics either.
func FuzzRender(f *testing.F) {
	f.Add("Hi {{name}}", "name", "Ana")
	f.Add("{{extracted.order}} {{secrets.key}}", "order", "A-17")
	f.Add("{{{{name}}}}", "name", "{{name}}")
	f.Add(strings.Repeat("{{a}}", 100), "a", strings.Repeat("ü", 100))
	f.Fuzz(func(t *testing.T, text, name, value string) {
		m := map[string]string{name: value}
		out := actions.Render(text, actions.Vars{Variables: m, Extracted: m, Secrets: m})
		if len(out) > flows.MaxRenderedText {
			t.Fatalf("rendered %d bytes, over %d", len(out), flows.MaxRenderedText)
		}
		if utf8.ValidString(text) && utf8.ValidString(value) && !utf8.ValidString(out) {
			t.Fatalf("valid UTF-8 in, invalid out: %q", out)
		}
		problems := actions.CheckTemplate("t", text, false)
		if len(problems) == 0 && !strings.Contains(text, "{{") && len(text) <= flows.MaxRenderedText && out != text {
			t.Fatalf("text without placeholders changed: %q -> %q", text, out)
		}
		_ = actions.SecretRefs(text)
	})
}
