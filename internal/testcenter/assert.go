package testcenter

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"voiceagent/internal/runtime"
)

// Bounds of what a reason quotes.
const (
	reasonPathIDs   = 40
	reasonQuoteRune = 120
)

// checkAssertion evaluates an assertion other than judge against what the
// conversation showed; the reason names what was checked and what was
// seen, also when it passed.
func checkAssertion(a Assertion, conv *conversationResult) AssertionResult {
	r := AssertionResult{Assertion: a}
	pass := func(ok bool, format string, args ...any) AssertionResult {
		r.Passed = refOf(ok)
		r.Reason = fmt.Sprintf(format, args...)
		return r
	}
	switch a.Type {
	case AssertPathIncludes:
		path := showPath(conv.path)
		if a.InOrder != nil && *a.InOrder {
			i := 0
			for _, id := range conv.path {
				if i < len(a.Nodes) && id == a.Nodes[i] {
					i++
				}
			}
			if i == len(a.Nodes) {
				return pass(true, "the path visits %s in that order; path: %s", quoteList(a.Nodes), path)
			}
			if i > 0 {
				return pass(false, "the path does not visit %q after %q; path: %s", a.Nodes[i], a.Nodes[i-1], path)
			}
			return pass(false, "the path does not visit %q; path: %s", a.Nodes[0], path)
		}
		var missing []string
		for _, id := range a.Nodes {
			if !contains(conv.path, id) {
				missing = append(missing, id)
			}
		}
		if len(missing) > 0 {
			return pass(false, "the path does not visit %s; path: %s", quoteList(missing), path)
		}
		return pass(true, "the path visits %s; path: %s", quoteList(a.Nodes), path)

	case AssertPathExcludes:
		var seen []string
		for _, id := range a.Nodes {
			if contains(conv.path, id) {
				seen = append(seen, id)
			}
		}
		if len(seen) > 0 {
			return pass(false, "the path visits %s; path: %s", quoteList(seen), showPath(conv.path))
		}
		return pass(true, "the path avoids %s; path: %s", quoteList(a.Nodes), showPath(conv.path))

	case AssertVariableEquals:
		v, ok := conv.vars[a.Variable]
		want := showRaw(a.Value)
		if !ok {
			return pass(false, "variable %q is not set; expected %s", a.Variable, want)
		}
		if jsonEqual(v, a.Value) {
			return pass(true, "variable %q is %s, as expected", a.Variable, showValue(v))
		}
		return pass(false, "variable %q is %s; expected %s", a.Variable, showValue(v), want)

	case AssertVariableMatches:
		re, err := regexp.Compile(a.Pattern)
		if err != nil {
			return pass(false, "pattern %q is not a valid RE2 expression: %s", a.Pattern, err)
		}
		v, ok := conv.vars[a.Variable]
		if !ok {
			return pass(false, "variable %q is not set; expected a value matching %q", a.Variable, a.Pattern)
		}
		text := valueText(v)
		if re.MatchString(text) {
			return pass(true, "variable %q is %s, which matches %q", a.Variable, quote(text), a.Pattern)
		}
		return pass(false, "variable %q is %s, which does not match %q", a.Variable, quote(text), a.Pattern)

	case AssertActionCalled:
		runs := actionRuns(conv.actions, a.ActionID)
		if len(runs) == 0 {
			return pass(false, "action %q was not called; actions called: %s", a.ActionID, actionList(conv.actions))
		}
		if len(a.Variables) == 0 {
			return pass(true, "action %q was called at node %q", a.ActionID, runs[0].NodeID)
		}
		for _, run := range runs {
			if varsMatch(run.Variables, a.Variables) {
				return pass(true, "action %q was called at node %q with %s", a.ActionID, run.NodeID, showVars(a.Variables))
			}
		}
		seen := map[string]any{}
		for k := range a.Variables {
			if v, ok := runs[0].Variables[k]; ok {
				seen[k] = v
			}
		}
		return pass(false, "action %q was called %d time(s) but never with %s; it saw %s", a.ActionID, len(runs), showVars(a.Variables), showVars(seen))

	case AssertActionNotCalled:
		if runs := actionRuns(conv.actions, a.ActionID); len(runs) > 0 {
			return pass(false, "action %q was called at node %q", a.ActionID, runs[0].NodeID)
		}
		return pass(true, "action %q was not called; actions called: %s", a.ActionID, actionList(conv.actions))

	case AssertReplyContains:
		i, t, n := agentSays(conv.turns, a.Text)
		if i >= 0 {
			return pass(true, "agent turn %d says %q: %s", i+1, a.Text, quote(t))
		}
		return pass(false, "no agent turn says %q (%d agent turns)", a.Text, n)

	case AssertReplyNotContains:
		i, t, n := agentSays(conv.turns, a.Text)
		if i >= 0 {
			return pass(false, "agent turn %d says %q: %s", i+1, a.Text, quote(t))
		}
		return pass(true, "no agent turn says %q (%d agent turns)", a.Text, n)

	case AssertEndedWith:
		seen := "ended " + conv.endStatus
		if conv.endNode != "" {
			seen += " at node " + strconv.Quote(conv.endNode)
		}
		var want []string
		ok := true
		if a.Status != "" {
			want = append(want, "status "+a.Status)
			ok = ok && a.Status == conv.endStatus
		}
		if a.NodeID != "" {
			want = append(want, "node "+strconv.Quote(a.NodeID))
			ok = ok && a.NodeID == conv.endNode
		}
		if len(want) == 0 {
			return pass(false, "ended_with names neither status nor node_id; the conversation %s", seen)
		}
		return pass(ok, "the conversation %s; expected %s", seen, strings.Join(want, " and "))
	}
	return pass(false, "unknown assertion type %q; one of %s", a.Type, strings.Join(AssertionTypes, ", "))
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// jsonEqual compares a variable with an expected JSON value as JSON: 30 is
// 30.0, "30" is not 30.
func jsonEqual(v any, want json.RawMessage) bool {
	var w any
	if err := json.Unmarshal(want, &w); err != nil {
		return false
	}
	b, err := json.Marshal(v)
	if err != nil {
		return false
	}
	var got any
	if err := json.Unmarshal(b, &got); err != nil {
		return false
	}
	return reflect.DeepEqual(got, w)
}

// valueText is a variable's text, as a pattern reads it.
func valueText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	case nil:
		return ""
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func varsMatch(got map[string]any, want map[string]any) bool {
	for k, w := range want {
		v, ok := got[k]
		if !ok {
			return false
		}
		wb, err := json.Marshal(w)
		if err != nil || !jsonEqual(v, wb) {
			return false
		}
	}
	return true
}

func actionRuns(runs []runtime.ActionRun, id string) []runtime.ActionRun {
	var out []runtime.ActionRun
	for _, r := range runs {
		if r.ActionID == id {
			out = append(out, r)
		}
	}
	return out
}

func actionList(runs []runtime.ActionRun) string {
	if len(runs) == 0 {
		return "none"
	}
	ids := make([]string, 0, len(runs))
	for _, r := range runs {
		ids = append(ids, r.ActionID)
	}
	return quoteList(ids)
}

// agentSays finds the first agent turn holding text, ignoring case: its
// index among the agent's turns (-1 when none) and the turn; n counts the
// agent's turns.
func agentSays(turns []runtime.Turn, text string) (idx int, turn string, n int) {
	needle := strings.ToLower(text)
	idx = -1
	for _, t := range turns {
		if t.Role != "agent" {
			continue
		}
		if idx < 0 && strings.Contains(strings.ToLower(t.Text), needle) {
			idx, turn = n, t.Text
		}
		n++
	}
	return idx, turn, n
}

func showPath(path []string) string {
	if len(path) == 0 {
		return "(no node)"
	}
	if len(path) > reasonPathIDs {
		return strings.Join(path[:reasonPathIDs], " → ") + fmt.Sprintf(" → … (%d nodes)", len(path))
	}
	return strings.Join(path, " → ")
}

func quoteList(xs []string) string {
	q := make([]string, len(xs))
	for i, x := range xs {
		q[i] = strconv.Quote(x)
	}
	return strings.Join(q, ", ")
}

// quote is a text quoted, cut to a readable length.
func quote(s string) string {
	if r := []rune(s); len(r) > reasonQuoteRune {
		s = string(r[:reasonQuoteRune]) + "…"
	}
	return strconv.Quote(s)
}

func showValue(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return cut(string(b))
}

func showRaw(raw json.RawMessage) string {
	var buf bytes.Buffer
	if json.Compact(&buf, raw) != nil {
		return cut(string(raw))
	}
	return cut(buf.String())
}

func showVars(m map[string]any) string {
	if len(m) == 0 {
		return "no such variables"
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + " = " + showValue(m[k])
	}
	return strings.Join(parts, ", ")
}

func cut(s string) string {
	if r := []rune(s); len(r) > reasonQuoteRune {
		return string(r[:reasonQuoteRune]) + "…"
	}
	return s
}
