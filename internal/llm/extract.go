package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"time"
	"unicode/utf8"

	"voiceagent/internal/platform/apperr"
)

// Field types an extraction reads.
const (
	FieldString  = "string"
	FieldNumber  = "number"
	FieldBoolean = "boolean"
	FieldDate    = "date" // a YYYY-MM-DD string
)

// Criterion types an evaluation judges.
const (
	CriterionPassFail = "pass_fail"
	CriterionScore    = "score" // 0 to 10
)

// FieldSpec is one value to read from a conversation.
type FieldSpec struct {
	Name        string
	Type        string // FieldString, FieldNumber, FieldBoolean, FieldDate
	Description string
}

// CriterionSpec is one thing to judge a conversation by.
type CriterionSpec struct {
	Name        string
	Description string
	Type        string // CriterionPassFail, CriterionScore
}

// CriterionResult is the verdict on one criterion: Passed for a pass_fail
// criterion, Score (0-10) for a score one; the other is nil. Both are nil
// when a model gave no usable verdict (Reason then says so).
type CriterionResult struct {
	Criterion string `json:"criterion"`
	Type      string `json:"type"`
	Passed    *bool  `json:"passed"`
	Score     *int   `json:"score"`
	Reason    string `json:"reason"`
}

// Extractor is what a provider may offer to read fields from a
// conversation; Extract uses it when the provider has it (the offline engine
// does) and otherwise prompts the model through Complete.
type Extractor interface {
	Extract(ctx context.Context, transcript []Message, fields []FieldSpec) (map[string]any, error)
}

// Evaluator is what a provider may offer to judge a conversation; Evaluate
// uses it when the provider has it (the offline engine does) and otherwise
// prompts the model through Complete.
type Evaluator interface {
	Evaluate(ctx context.Context, transcript []Message, criteria []CriterionSpec) ([]CriterionResult, error)
}

// Bounds on what a model's answer may make us keep.
const (
	maxJSONAnswer   = 64 << 10 // bytes of a model's JSON answer
	maxValueRunes   = 500      // an extracted string
	maxReasonRunes  = 500      // a verdict's reason
	maxPromptFields = 200      // fields or criteria described in one prompt
)

// Extract reads fields from a conversation (user = the caller, assistant =
// the agent). The result has every field's name: a value of the field's type
// (string, float64, bool, or a YYYY-MM-DD string for a date), or nil when the
// conversation does not say or the model's value has the wrong type. A model
// answer that is not a JSON object is an Unavailable error.
func Extract(ctx context.Context, p Provider, transcript []Message, fields []FieldSpec) (map[string]any, error) {
	out := make(map[string]any, len(fields))
	if len(fields) == 0 {
		return out, nil
	}
	raw := map[string]any{}
	if e, ok := p.(Extractor); ok {
		got, err := e.Extract(ctx, transcript, fields)
		if err != nil {
			return nil, err
		}
		raw = got
	} else {
		resp, err := p.Complete(ctx, Request{
			System:   extractPrompt(fields),
			Messages: []Message{{Role: "user", Content: renderTranscript(transcript)}},
		})
		if err != nil {
			return nil, err
		}
		obj, err := jsonObject(resp.Text)
		if err != nil {
			return nil, err
		}
		for k, v := range obj {
			var x any
			// A value JSON cannot hold in its Go type (1e999) is not found.
			if json.Unmarshal(v, &x) == nil {
				raw[k] = x
			}
		}
	}
	for _, f := range fields {
		out[f.Name] = typedValue(f.Type, raw[f.Name])
	}
	return out, nil
}

func extractPrompt(fields []FieldSpec) string {
	var b strings.Builder
	b.WriteString("Read these fields from the conversation between a caller and an agent below. " +
		"Answer with one JSON object only, whose keys are exactly the field names. " +
		"A field the conversation does not state is null: never guess. " +
		"Types: string is a JSON string, number a JSON number, boolean true or false, date a \"YYYY-MM-DD\" string.\nFields:")
	for _, f := range fields[:min(len(fields), maxPromptFields)] {
		fmt.Fprintf(&b, "\n- %q (%s)", f.Name, f.Type)
		if d := strings.TrimSpace(f.Description); d != "" {
			b.WriteString(": " + truncateRunes(d, 300))
		}
	}
	return b.String()
}

// typedValue keeps v only when it has the field's type; a string is trimmed
// and bounded, an empty one is nil.
func typedValue(typ string, v any) any {
	switch typ {
	case FieldNumber:
		if f, ok := v.(float64); ok && !math.IsNaN(f) && !math.IsInf(f, 0) {
			return f
		}
	case FieldBoolean:
		if b, ok := v.(bool); ok {
			return b
		}
	case FieldDate:
		if s, ok := v.(string); ok {
			s = strings.TrimSpace(s)
			if t, err := time.Parse(time.DateOnly, s); err == nil && t.Format(time.DateOnly) == s {
				return s
			}
		}
	default:
		if s, ok := v.(string); ok {
			if s = cleanText(s, maxValueRunes); s != "" {
				return s
			}
		}
	}
	return nil
}

func cleanText(s string, n int) string {
	s = strings.TrimSpace(strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), ""))
	if utf8.RuneCountInString(s) > n {
		s = string([]rune(s)[:n])
	}
	return s
}

// jsonObject reads the JSON object a model answered with, tolerating text or
// a code fence around it.
func jsonObject(text string) (map[string]json.RawMessage, error) {
	if len(text) > maxJSONAnswer {
		return nil, apperr.Unavailablef(nil, "the language model's answer is over %d KiB", maxJSONAnswer>>10)
	}
	raw := text
	if i, j := strings.Index(raw, "{"), strings.LastIndex(raw, "}"); i >= 0 && j > i {
		raw = raw[i : j+1]
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal([]byte(raw), &obj); err != nil || obj == nil {
		return nil, apperr.Unavailablef(err, "the language model did not answer with a JSON object: %q", truncateRunes(text, 80))
	}
	return obj, nil
}

// Evaluate judges a conversation by each criterion: one result per
// criterion, in order, named and typed as the criterion. A pass_fail result
// has Passed, a score one has Score (0-10, rounded and clamped); a verdict
// the model gave with the wrong type is nil and its Reason says so. A model
// answer that is not the asked JSON is an Unavailable error.
func Evaluate(ctx context.Context, p Provider, transcript []Message, criteria []CriterionSpec) ([]CriterionResult, error) {
	if len(criteria) == 0 {
		return []CriterionResult{}, nil
	}
	var given []verdict
	if e, ok := p.(Evaluator); ok {
		res, err := e.Evaluate(ctx, transcript, criteria)
		if err != nil {
			return nil, err
		}
		for _, r := range res {
			v := verdict{criterion: r.Criterion, passed: r.Passed, reason: r.Reason, named: true}
			if r.Score != nil {
				f := float64(*r.Score)
				v.score = &f
			}
			given = append(given, v)
		}
	} else {
		resp, err := p.Complete(ctx, Request{
			System:   evaluatePrompt(criteria),
			Messages: []Message{{Role: "user", Content: renderTranscript(transcript)}},
		})
		if err != nil {
			return nil, err
		}
		if given, err = parseVerdicts(resp.Text); err != nil {
			return nil, err
		}
	}
	return matchVerdicts(criteria, given), nil
}

func evaluatePrompt(criteria []CriterionSpec) string {
	var b strings.Builder
	b.WriteString("Judge the conversation between a caller and an agent below by each criterion. " +
		"Answer with JSON only: {\"results\":[{\"criterion\":\"<name>\",\"passed\":true|false|null,\"score\":<integer 0-10>|null,\"reason\":\"<one sentence>\"}]}, " +
		"one result per criterion in the order given. A pass_fail criterion has passed (true or false) and score null; " +
		"a score criterion has score (0 worst, 10 best) and passed null.\nCriteria:")
	for _, c := range criteria[:min(len(criteria), maxPromptFields)] {
		fmt.Fprintf(&b, "\n- %q (%s)", c.Name, c.Type)
		if d := strings.TrimSpace(c.Description); d != "" {
			b.WriteString(": " + truncateRunes(d, 300))
		}
	}
	return b.String()
}

// verdict is one answer of a model, before it is matched to a criterion.
type verdict struct {
	criterion string
	named     bool // criterion was a JSON string
	passed    *bool
	score     *float64
	reason    string
}

// parseVerdicts reads {"results":[...]} (or a bare array); each member's
// fields keep only values of the right JSON type.
func parseVerdicts(text string) ([]verdict, error) {
	if len(text) > maxJSONAnswer {
		return nil, apperr.Unavailablef(nil, "the language model's answer is over %d KiB", maxJSONAnswer>>10)
	}
	var items []map[string]json.RawMessage
	bad := func(err error) error {
		return apperr.Unavailablef(err, "the language model did not answer with the asked verdicts: %q", truncateRunes(text, 80))
	}
	if obj, err := jsonObject(text); err == nil {
		if err := json.Unmarshal(obj["results"], &items); err != nil || items == nil {
			return nil, bad(err)
		}
	} else {
		raw := text
		if i, j := strings.Index(raw, "["), strings.LastIndex(raw, "]"); i >= 0 && j > i {
			raw = raw[i : j+1]
		}
		if err := json.Unmarshal([]byte(raw), &items); err != nil || items == nil {
			return nil, bad(err)
		}
	}
	out := make([]verdict, 0, len(items))
	for _, it := range items {
		var v verdict
		if json.Unmarshal(it["criterion"], &v.criterion) == nil {
			v.named = v.criterion != ""
		}
		var b bool
		if raw := it["passed"]; raw != nil && json.Unmarshal(raw, &b) == nil && string(raw) != "null" {
			v.passed = &b
		}
		var f float64
		if raw := it["score"]; raw != nil && len(raw) > 0 && raw[0] != '"' && json.Unmarshal(raw, &f) == nil && string(raw) != "null" {
			v.score = &f
		}
		_ = json.Unmarshal(it["reason"], &v.reason)
		out = append(out, v)
	}
	return out, nil
}

// matchVerdicts gives each criterion the verdict naming it (exactly, then
// ignoring case), else the unnamed verdict at its position.
func matchVerdicts(criteria []CriterionSpec, given []verdict) []CriterionResult {
	used := make([]bool, len(given))
	find := func(i int, c CriterionSpec) *verdict {
		for _, eq := range []func(a, b string) bool{func(a, b string) bool { return a == b }, strings.EqualFold} {
			for j := range given {
				if !used[j] && given[j].named && eq(given[j].criterion, c.Name) {
					used[j] = true
					return &given[j]
				}
			}
		}
		if i < len(given) && !used[i] && !given[i].named {
			used[i] = true
			return &given[i]
		}
		return nil
	}
	out := make([]CriterionResult, len(criteria))
	for i, c := range criteria {
		r := CriterionResult{Criterion: c.Name, Type: c.Type}
		if r.Type != CriterionScore {
			r.Type = CriterionPassFail
		}
		v := find(i, c)
		if v != nil {
			r.Reason = cleanText(v.reason, maxReasonRunes)
			if r.Type == CriterionScore && v.score != nil {
				s := int(math.Round(math.Max(0, math.Min(10, *v.score))))
				r.Score = &s
			}
			if r.Type == CriterionPassFail && v.passed != nil {
				p := *v.passed
				r.Passed = &p
			}
		}
		if r.Passed == nil && r.Score == nil {
			r.Reason = "The language model gave no usable verdict for this criterion."
		}
		out[i] = r
	}
	return out
}
