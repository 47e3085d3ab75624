package testcenter

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"voiceagent/internal/platform/apperr"
)

// Bounds of what suites, cases and assertions may hold.
const (
	maxNameLen        = 120
	maxDescriptionLen = 1000
	maxPersonaLen     = 4000 // persona and goal
	maxAssertions     = 50
	maxPathNodes      = 100
	maxNodeIDLen      = 200 // node ids, action ids and variable names
	maxAssertTextLen  = 1000
	maxPatternLen     = 1000
	maxCriteriaLen    = 2000
	maxValueBytes     = 4000 // a variable_equals value, as JSON
	maxActionVars     = 50
	maxCasesPerSuite  = 500
)

// endStatuses are the end statuses ended_with may name.
var endStatuses = []string{EndCompleted, EndTransferred, EndMaxTurns, EndScriptEnded, EndError}

// assertionFields are the fields each assertion type takes, besides type.
var assertionFields = map[string][]string{
	AssertPathIncludes:     {"nodes", "in_order"},
	AssertPathExcludes:     {"nodes"},
	AssertVariableEquals:   {"variable", "value"},
	AssertVariableMatches:  {"variable", "pattern"},
	AssertActionCalled:     {"action_id", "variables"},
	AssertActionNotCalled:  {"action_id"},
	AssertReplyContains:    {"text"},
	AssertReplyNotContains: {"text"},
	AssertEndedWith:        {"status", "node_id"},
	AssertJudge:            {"criteria"},
}

// checker gathers every problem of an input by its path (assertions[1].pattern).
type checker struct {
	apperr.Problems
}

// text checks a free text: valid UTF-8, no NUL, at most max characters, not
// blank when required.
func (c *checker) text(field, s string, required bool, max int) bool {
	switch {
	case !utf8.ValidString(s) || strings.ContainsRune(s, 0):
		c.Add(field, "must be UTF-8 text without NUL characters")
	case required && strings.TrimSpace(s) == "":
		c.Add(field, "is required and must not be blank")
	case utf8.RuneCountInString(s) > max:
		c.Add(field, "must be at most %d characters", max)
	default:
		return true
	}
	return false
}

func (c *checker) oneOf(field, v string, allowed []string) {
	if slices.Contains(allowed, v) {
		return
	}
	if v == "" {
		c.Add(field, "is required; one of %s", strings.Join(allowed, ", "))
		return
	}
	c.Add(field, "must be one of %s", strings.Join(allowed, ", "))
}

// checkScript checks a case's script: 1 to 50 lines, each not blank and at
// most 4,000 characters.
func (c *checker) script(field string, lines []string) {
	if len(lines) == 0 || len(lines) > MaxScriptLines {
		c.Add(field, "must hold 1 to %d lines (the caller's lines, one per turn)", MaxScriptLines)
		return
	}
	for i, l := range lines {
		c.text(fmt.Sprintf("%s[%d]", field, i), l, true, MaxScriptLineLen)
	}
}

// checkAssertions checks typed assertions (built by code, such as
// generated cases): the fields each type needs, their limits and patterns.
// path is the list's name in errors ("assertions"). Errors: Invalid naming
// path[i].field.
func checkAssertions(path string, as []Assertion) error {
	c := &checker{}
	c.assertions(path, as)
	return c.Err()
}

// assertions checks a list of typed assertions, adding each problem.
func (c *checker) assertions(path string, as []Assertion) {
	if len(as) > maxAssertions {
		c.Add(path, "must hold at most %d assertions", maxAssertions)
		return
	}
	for i, a := range as {
		c.assertion(fmt.Sprintf("%s[%d].", path, i), a)
	}
}

// assertion checks one typed assertion; prefix is "assertions[i].".
func (c *checker) assertion(prefix string, a Assertion) {
	if _, ok := assertionFields[a.Type]; !ok {
		c.oneOf(prefix+"type", a.Type, AssertionTypes)
		return
	}
	switch a.Type {
	case AssertPathIncludes, AssertPathExcludes:
		if len(a.Nodes) == 0 || len(a.Nodes) > maxPathNodes {
			c.Add(prefix+"nodes", "must list 1 to %d node ids", maxPathNodes)
		}
		for j, n := range a.Nodes {
			c.text(fmt.Sprintf("%snodes[%d]", prefix, j), n, true, maxNodeIDLen)
		}
	case AssertVariableEquals:
		c.text(prefix+"variable", a.Variable, true, maxNodeIDLen)
		switch v := bytes.TrimSpace(a.Value); {
		case len(v) == 0 || string(v) == "null":
			c.Add(prefix+"value", "is required: the JSON value the variable must equal (30, \"Ana\", true); null is not accepted")
		case len(v) > maxValueBytes:
			c.Add(prefix+"value", "must be at most %d bytes of JSON", maxValueBytes)
		case !json.Valid(v):
			c.Add(prefix+"value", "must be a JSON value")
		}
	case AssertVariableMatches:
		c.text(prefix+"variable", a.Variable, true, maxNodeIDLen)
		if c.text(prefix+"pattern", a.Pattern, true, maxPatternLen) {
			if _, err := regexp.Compile(a.Pattern); err != nil {
				c.Add(prefix+"pattern", "is not a valid RE2 regular expression: %s", strings.TrimPrefix(err.Error(), "error parsing regexp: "))
			}
		}
	case AssertActionCalled, AssertActionNotCalled:
		c.text(prefix+"action_id", a.ActionID, true, maxNodeIDLen)
		if len(a.Variables) > maxActionVars {
			c.Add(prefix+"variables", "must hold at most %d variables", maxActionVars)
		}
		for k := range a.Variables {
			if strings.TrimSpace(k) == "" || utf8.RuneCountInString(k) > maxNodeIDLen || !utf8.ValidString(k) || strings.ContainsRune(k, 0) {
				c.Add(prefix+"variables", "variable names must be 1 to %d characters of UTF-8 text", maxNodeIDLen)
				break
			}
		}
	case AssertReplyContains, AssertReplyNotContains:
		c.text(prefix+"text", a.Text, true, maxAssertTextLen)
	case AssertEndedWith:
		if a.Status == "" && a.NodeID == "" {
			c.Add(prefix+"status", "ended_with needs status, node_id or both")
			return
		}
		if a.Status != "" {
			c.oneOf(prefix+"status", a.Status, endStatuses)
		}
		if a.NodeID != "" {
			c.text(prefix+"node_id", a.NodeID, true, maxNodeIDLen)
		}
	case AssertJudge:
		c.text(prefix+"criteria", a.Criteria, true, maxCriteriaLen)
	}
}

// parseAssertions reads an assertion list given as JSON (the REST objects,
// as both doors take them): each element an object with a known type and
// only that type's fields, each field of its JSON type. It adds every
// problem to c and returns the assertions when there is none. null or
// absent is an empty list.
func (c *checker) parseAssertions(path string, raw json.RawMessage) []Assertion {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return []Assertion{}
	}
	var elems []json.RawMessage
	if raw[0] != '[' || json.Unmarshal(raw, &elems) != nil {
		c.Add(path, "must be an array of assertion objects")
		return nil
	}
	if len(elems) > maxAssertions {
		c.Add(path, "must hold at most %d assertions", maxAssertions)
		return nil
	}
	before := len(c.List)
	out := make([]Assertion, 0, len(elems))
	for i, e := range elems {
		prefix := fmt.Sprintf("%s[%d].", path, i)
		a, ok := c.decodeAssertion(prefix, e)
		if ok {
			c.assertion(prefix, a)
		}
		out = append(out, a)
	}
	if len(c.List) > before {
		return nil
	}
	return out
}

// decodeAssertion reads one element: an object whose type is known and
// whose other keys are that type's fields.
func (c *checker) decodeAssertion(prefix string, e json.RawMessage) (Assertion, bool) {
	var a Assertion
	var fields map[string]json.RawMessage
	if e = bytes.TrimSpace(e); len(e) == 0 || e[0] != '{' || json.Unmarshal(e, &fields) != nil {
		c.Add(strings.TrimSuffix(prefix, "."), "must be an object with a type (one of %s)", strings.Join(AssertionTypes, ", "))
		return a, false
	}
	rawType, given := fields["type"]
	if !given || json.Unmarshal(rawType, &a.Type) != nil {
		if given && string(bytes.TrimSpace(rawType)) != "null" {
			c.Add(prefix+"type", "must be a string; one of %s", strings.Join(AssertionTypes, ", "))
		} else {
			c.Add(prefix+"type", "is required; one of %s", strings.Join(AssertionTypes, ", "))
		}
		return a, false
	}
	allowed, known := assertionFields[a.Type]
	if !known {
		c.oneOf(prefix+"type", a.Type, AssertionTypes)
		return a, false
	}
	ok := true
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		if k == "type" {
			continue
		}
		if !slices.Contains(allowed, k) {
			c.Add(prefix+k, "is not a field of a %s assertion (it takes %s)", a.Type, strings.Join(append([]string{"type"}, allowed...), ", "))
			ok = false
			continue
		}
		if !c.decodeField(prefix+k, k, fields[k], &a) {
			ok = false
		}
	}
	return a, ok
}

// decodeField reads one known field into a, naming its expected JSON type
// when it has another.
func (c *checker) decodeField(field, key string, v json.RawMessage, a *Assertion) bool {
	isNull := string(bytes.TrimSpace(v)) == "null"
	var err error
	want := ""
	switch key {
	case "nodes":
		want = "an array of node ids (strings)"
		if !isNull {
			err = json.Unmarshal(v, &a.Nodes)
		}
	case "in_order":
		want = "true or false"
		if !isNull {
			var b bool
			if err = json.Unmarshal(v, &b); err == nil {
				a.InOrder = &b
			}
		}
	case "value":
		a.Value = append(json.RawMessage(nil), bytes.TrimSpace(v)...)
		return true
	case "variables":
		want = "an object of variable values"
		if !isNull {
			dec := json.NewDecoder(bytes.NewReader(v))
			dec.UseNumber()
			if err = dec.Decode(&a.Variables); err == nil && a.Variables == nil {
				err = fmt.Errorf("not an object")
			}
		}
	default:
		want = "a string"
		var s string
		if !isNull {
			err = json.Unmarshal(v, &s)
		}
		switch key {
		case "variable":
			a.Variable = s
		case "pattern":
			a.Pattern = s
		case "action_id":
			a.ActionID = s
		case "text":
			a.Text = s
		case "status":
			a.Status = s
		case "node_id":
			a.NodeID = s
		case "criteria":
			a.Criteria = s
		}
	}
	if err != nil {
		c.Add(field, "must be %s", want)
		return false
	}
	return true
}

// checkCase checks a whole case built by code (a generated case) as a
// written one is checked: name, script, persona and goal, max_turns,
// status, source and assertions, and that it says how its caller talks.
// Errors: Invalid naming each field by its REST path.
func checkCase(c Case) error {
	ch := &checker{}
	ch.text("name", c.Name, true, maxNameLen)
	if c.Script != nil {
		ch.script("script", c.Script)
	}
	if c.Persona != nil {
		ch.text("persona", *c.Persona, true, maxPersonaLen)
	}
	if c.Goal != nil {
		ch.text("goal", *c.Goal, true, maxPersonaLen)
	}
	if c.PresetID != nil {
		if _, ok := presetByID(*c.PresetID); !ok {
			ch.Add("preset_id", "is not a preset")
		}
	}
	if c.MaxTurns < 1 || c.MaxTurns > MaxTurnsLimit {
		ch.Add("max_turns", "must be an integer from 1 to %d (the caller's turns)", MaxTurnsLimit)
	}
	ch.oneOf("status", c.Status, []string{CaseActive, CaseDraft})
	ch.oneOf("source", c.Source, []string{SourceManual, SourceGenerated})
	ch.assertions("assertions", c.Assertions)
	if ch.OK() {
		ch.conversation(c)
	}
	return ch.Err()
}
