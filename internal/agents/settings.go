package agents

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"voiceagent/internal/platform/apperr"
)

// settingKind is the JSON type and range a setting accepts.
type settingKind struct {
	kind     string // string, integer, number, boolean
	maxLen   int    // strings: at most this many characters (and at least 1)
	pattern  *regexp.Regexp
	min, max float64 // integers and numbers
	hint     string
}

// knownSettings are the settings an agent accepts: conversation language and
// voice, greetings, model options and the behaviour switches of the
// templates. Any other key is refused, so a typo never passes silently.
var knownSettings = map[string]settingKind{
	"language":            {kind: "string", pattern: regexp.MustCompile(`^[a-z]{2,3}(-[A-Z]{2})?$`), hint: "a language tag such as pt-BR or en-US"},
	"voice":               {kind: "string", maxLen: 60},
	"greeting":            {kind: "string", maxLen: 1000},
	"welcome_message":     {kind: "string", maxLen: 1000},
	"model":               {kind: "string", maxLen: 100},
	"temperature":         {kind: "number", min: 0, max: 2},
	"max_tokens":          {kind: "integer", min: 1, max: 32000},
	"max_call_minutes":    {kind: "integer", min: 1, max: 240},
	"max_attempts":        {kind: "integer", min: 1, max: 10},
	"interruptible":       {kind: "boolean"},
	"calendar_required":   {kind: "boolean"},
	"confirmation_sms":    {kind: "boolean"},
	"voicemail_detection": {kind: "boolean"},
	"handoff_enabled":     {kind: "boolean"},
	"typing_indicator":    {kind: "boolean"},
}

// SettingNames lists the known settings, sorted.
func SettingNames() []string {
	out := make([]string, 0, len(knownSettings))
	for k := range knownSettings {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// checkSetting decodes one setting's JSON value, or says what is wrong with it.
func checkSetting(key string, raw json.RawMessage) (any, string) {
	k, ok := knownSettings[key]
	if !ok {
		return nil, "unknown setting; known settings: " + strings.Join(SettingNames(), ", ")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, "is not a JSON value"
	}
	switch k.kind {
	case "string":
		s, ok := v.(string)
		switch {
		case !ok:
			return nil, "must be a string"
		case strings.ContainsRune(s, 0):
			return nil, "holds a NUL character, which no text field accepts"
		case k.pattern != nil && !k.pattern.MatchString(s):
			return nil, "must be " + k.hint
		case k.pattern == nil && strings.TrimSpace(s) == "":
			return nil, "must not be empty"
		case k.maxLen > 0 && utf8.RuneCountInString(s) > k.maxLen:
			return nil, fmt.Sprintf("must be at most %d characters", k.maxLen)
		}
		return s, ""
	case "boolean":
		b, ok := v.(bool)
		if !ok {
			return nil, "must be true or false"
		}
		return b, ""
	case "integer", "number":
		n, ok := v.(json.Number)
		if !ok {
			return nil, "must be a " + k.kind
		}
		f, err := n.Float64()
		if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, "must be a " + k.kind
		}
		if k.kind == "integer" {
			i, err := n.Int64()
			if err != nil {
				return nil, "must be an integer"
			}
			f = float64(i)
		}
		if f < k.min || f > k.max {
			return nil, fmt.Sprintf("must be between %g and %g", k.min, k.max)
		}
		if k.kind == "integer" {
			return int64(f), ""
		}
		return f, ""
	}
	return nil, "unsupported setting"
}

// mergeSettings applies a JSON merge patch of settings to current: a key with
// null is removed, any other value is validated and set. Every problem is
// returned, each naming settings.<key>.
func mergeSettings(current map[string]any, patch map[string]json.RawMessage, field string) (map[string]any, []apperr.FieldError) {
	out := map[string]any{}
	for k, v := range current {
		out[k] = v
	}
	var problems []apperr.FieldError
	keys := make([]string, 0, len(patch))
	for k := range patch {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		raw := patch[k]
		if string(bytes.TrimSpace(raw)) == "null" {
			delete(out, k)
			continue
		}
		v, problem := checkSetting(k, raw)
		if problem != "" {
			problems = append(problems, apperr.FieldError{Field: field + "." + k, Message: problem})
			continue
		}
		out[k] = v
	}
	return out, problems
}

// unprocessable is a 422 listing every problem.
func unprocessable(what string, problems []apperr.FieldError) *apperr.Error {
	msgs := make([]string, len(problems))
	for i, p := range problems {
		msgs[i] = p.Field + ": " + p.Message
	}
	e := apperr.Unprocessablef("%s: %s", what, strings.Join(msgs, "; "))
	e.Fields = problems
	return e
}
