package actions

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
)

// Template scopes: a placeholder is {{name}} (a conversation or call
// variable, as in flows), {{extracted.name}} (a field of the call's
// extracted data) or {{secrets.name}} (a secret of a custom action).
const (
	ScopeVariables = ""
	ScopeExtracted = "extracted"
	ScopeSecrets   = "secrets"
)

// MaxTemplateName bounds the name inside a placeholder, as flows bounds a
// variable's name.
const MaxTemplateName = 64

// placeholder is the flows placeholder with an optional scope: the same
// spacing rules, so every {{name}} a flow renders renders the same here.
var placeholder = regexp.MustCompile(`\{\{\s*(?:(extracted|secrets)\.)?([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`)

// Vars are the values a template reads. A nil map reads as empty: a
// template rendered without Secrets (an SMS) renders {{secrets.x}} as
// nothing, and CheckTemplate refuses such a placeholder where secrets are
// not allowed, so it is never stored there.
type Vars struct {
	Variables map[string]string // {{name}}
	Extracted map[string]string // {{extracted.name}}
	Secrets   map[string]string // {{secrets.name}}, custom actions only
}

func (v Vars) lookup(scope, name string) string {
	switch scope {
	case ScopeExtracted:
		return v.Extracted[name]
	case ScopeSecrets:
		return v.Secrets[name]
	}
	return v.Variables[name]
}

// Render fills text's placeholders from vars; an unset name is empty. Text
// that is not a well-formed placeholder is kept as written (CheckTemplate
// refuses it before it is stored). The result is at most
// flows.MaxRenderedText bytes: a longer one is cut at a character boundary
// and ends with flows.TruncationMarker, and the rest is never built.
func Render(text string, vars Vars) string {
	out, _ := render(text, flows.MaxRenderedText, func(scope, name string) string { return vars.lookup(scope, name) })
	return out
}

// render fills text's placeholders with value(scope, name), each value
// passed through as is; it stops at max bytes, cutting as Render does and
// reporting that it cut.
func render(text string, max int, value func(scope, name string) string) (string, bool) {
	if !strings.Contains(text, "{{") {
		return capText(text, max)
	}
	var b strings.Builder
	// One byte past the cap tells capText the text was cut.
	add := func(s string) bool {
		if r := max + 1 - b.Len(); len(s) >= r {
			b.WriteString(s[:r])
			return false
		}
		b.WriteString(s)
		return true
	}
	for rest := text; ; {
		m := placeholder.FindStringSubmatchIndex(rest)
		if m == nil {
			add(rest)
			break
		}
		scope := ""
		if m[2] >= 0 {
			scope = rest[m[2]:m[3]]
		}
		if !add(rest[:m[0]]) || !add(value(scope, rest[m[4]:m[5]])) {
			break
		}
		rest = rest[m[1]:]
	}
	return capText(b.String(), max)
}

func capText(s string, max int) (string, bool) {
	if len(s) <= max {
		return s, false
	}
	cut := max - len(flows.TruncationMarker)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + flows.TruncationMarker, true
}

// Placeholder is one {{...}} of a template.
type Placeholder struct {
	Scope string // ScopeVariables, ScopeExtracted or ScopeSecrets
	Name  string
}

// Placeholders returns the well-formed placeholders of text, in order.
func Placeholders(text string) []Placeholder {
	var out []Placeholder
	for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
		out = append(out, Placeholder{Scope: m[1], Name: m[2]})
	}
	return out
}

// SecretRefs returns the names of the secrets texts read through
// {{secrets.name}}, sorted and without repeats, for the caller to check
// against the action's secret names.
func SecretRefs(texts ...string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range texts {
		for _, p := range Placeholders(t) {
			if p.Scope == ScopeSecrets && !seen[p.Name] {
				seen[p.Name] = true
				out = append(out, p.Name)
			}
		}
	}
	sort.Strings(out)
	return out
}

// CheckTemplate returns the problems of a template, each naming field: a
// "{{" that does not open a well-formed placeholder ({{name}},
// {{extracted.name}}, {{secrets.name}}), a name longer than
// MaxTemplateName, or {{secrets.x}} where allowSecrets is false. A lone
// "}}" is text (a JSON body ends objects with it). Whether a referenced
// secret exists is the caller's to check (SecretRefs).
func CheckTemplate(field, text string, allowSecrets bool) []apperr.FieldError {
	var problems []apperr.FieldError
	add := func(msg string) { problems = append(problems, apperr.FieldError{Field: field, Message: msg}) }
	if !utf8.ValidString(text) {
		add("must be valid UTF-8")
		return problems
	}
	ms := placeholder.FindAllStringSubmatchIndex(text, -1)
	from := 0
	reported := map[string]bool{}
	stray := func(s string) {
		if i := strings.Index(s, "{{"); i >= 0 && !reported["stray"] {
			reported["stray"] = true
			forms := "{{name}} or {{extracted.name}}"
			if allowSecrets {
				forms = "{{name}}, {{extracted.name}} or {{secrets.name}}"
			}
			add("has a malformed or unclosed placeholder near " + quoteSnippet(s[i:]) + "; write " + forms)
		}
	}
	for _, m := range ms {
		stray(text[from:m[0]])
		from = m[1]
		scope, name := "", text[m[4]:m[5]]
		if m[2] >= 0 {
			scope = text[m[2]:m[3]]
		}
		if len(name) > MaxTemplateName && !reported["long"] {
			reported["long"] = true
			add("placeholder name " + quoteSnippet(name) + " is longer than 64 characters")
		}
		if scope == ScopeSecrets && !allowSecrets && !reported["secrets"] {
			reported["secrets"] = true
			add("may not read secrets ({{secrets." + name + "}}): only custom actions have secrets")
		}
	}
	stray(text[from:])
	return problems
}

// quoteSnippet quotes the start of s for a message, at most 24 characters.
func quoteSnippet(s string) string {
	n := 0
	for i := range s {
		if n == 24 {
			return `"` + s[:i] + `…"`
		}
		n++
	}
	return `"` + s + `"`
}
