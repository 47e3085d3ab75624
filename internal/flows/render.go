package flows

import (
	"strings"
	"unicode/utf8"
)

// MaxRenderedText bounds a text with its {{variable}} placeholders filled
// in (what an agent says, a model's instructions): longer than any turn a
// person reads, and small enough that a template repeating a long answer
// cannot make megabytes.
const MaxRenderedText = 16 << 10

// TruncationMarker ends a rendered text cut at MaxRenderedText.
const TruncationMarker = "…"

// Render fills text's {{variable}} placeholders with value(name). It stops
// building at MaxRenderedText bytes: a longer result is cut at a character
// boundary and ends with TruncationMarker, the whole being at most
// MaxRenderedText bytes; the rest is never built.
func Render(text string, value func(name string) string) string {
	if !strings.Contains(text, "{{") {
		return capRendered(text)
	}
	var b strings.Builder
	// One byte past the cap tells capRendered the text was cut.
	room := func() int { return MaxRenderedText + 1 - b.Len() }
	add := func(s string) bool {
		if r := room(); len(s) >= r {
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
		if !add(rest[:m[0]]) || !add(value(rest[m[2]:m[3]])) {
			break
		}
		rest = rest[m[1]:]
	}
	return capRendered(b.String())
}

func capRendered(s string) string {
	if len(s) <= MaxRenderedText {
		return s
	}
	cut := MaxRenderedText - len(TruncationMarker)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + TruncationMarker
}
