package flows

import (
	"net/mail"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// AnswerTypes are the kinds of answer a question collects.
var AnswerTypes = []string{"text", "number", "yes_no", "email", "phone", "date", "choice"}

var (
	yesWords = map[string]bool{"yes": true, "y": true, "yeah": true, "yep": true, "sure": true, "correct": true, "right": true, "ok": true, "okay": true, "affirmative": true, "absolutely": true, "1": true, "true": true, "si": true, "oui": true}
	noWords  = map[string]bool{"no": true, "n": true, "nope": true, "nah": true, "not": true, "never": true, "negative": true, "2": true, "false": true, "non": true}
)

var dateLayouts = []string{"2006-01-02", "2006/01/02", "January 2 2006", "2 January 2006", "Jan 2 2006", "2 Jan 2006", "January 2, 2006", "Jan 2, 2006", "02.01.2006"}

// ParseAnswer converts a caller's answer to the question's type: yes_no to a
// boolean, number to a number, email and phone normalised, date as
// YYYY-MM-DD, choice as the matching choice. ok is false when the answer
// does not fit.
func ParseAnswer(typ, raw string, choices []string) (any, bool) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return nil, false
	}
	switch typ {
	case "number":
		for _, w := range strings.Fields(strings.ReplaceAll(s, ",", "")) {
			w = strings.TrimRight(w, ".!?")
			if f, err := strconv.ParseFloat(w, 64); err == nil {
				return f, true
			}
		}
		return nil, false
	case "yes_no":
		for _, w := range words(s) {
			if yesWords[w] {
				return true, true
			}
			if noWords[w] {
				return false, true
			}
		}
		return nil, false
	case "email":
		a, err := mail.ParseAddress(s)
		if err != nil || !strings.Contains(a.Address[strings.LastIndex(a.Address, "@")+1:], ".") {
			return nil, false
		}
		return strings.ToLower(a.Address), true
	case "phone":
		var b strings.Builder
		for i, r := range s {
			switch {
			case r == '+' && i == 0:
				b.WriteRune(r)
			case unicode.IsDigit(r):
				b.WriteRune(r)
			case r == ' ' || r == '-' || r == '(' || r == ')' || r == '.':
			default:
				return nil, false
			}
		}
		digits := strings.TrimPrefix(b.String(), "+")
		if len(digits) < 7 || len(digits) > 15 {
			return nil, false
		}
		return b.String(), true
	case "date":
		clean := strings.Join(strings.Fields(strings.ReplaceAll(s, ",", ", ")), " ")
		clean = strings.ReplaceAll(clean, " ,", ",")
		for _, l := range dateLayouts {
			if t, err := time.Parse(l, clean); err == nil {
				return t.Format("2006-01-02"), true
			}
		}
		return nil, false
	case "choice":
		if i, err := strconv.Atoi(s); err == nil && i >= 1 && i <= len(choices) {
			return choices[i-1], true
		}
		low := strings.ToLower(s)
		for _, c := range choices {
			if strings.EqualFold(strings.TrimSpace(c), s) {
				return c, true
			}
		}
		for _, c := range choices {
			if cl := strings.ToLower(strings.TrimSpace(c)); cl != "" && strings.Contains(low, cl) {
				return c, true
			}
		}
		return nil, false
	default:
		return s, true
	}
}

// DefaultRetryPrompt is said when an answer does not fit and the question
// has no retry prompt of its own.
func DefaultRetryPrompt(typ string, choices []string) string {
	switch typ {
	case "number":
		return "Sorry, I need a number."
	case "yes_no":
		return "Sorry, please answer yes or no."
	case "email":
		return "Sorry, that does not look like an email address."
	case "phone":
		return "Sorry, that does not look like a phone number."
	case "date":
		return "Sorry, I need a date such as 2026-03-14."
	case "choice":
		return "Sorry, please choose one of: " + strings.Join(choices, ", ") + "."
	default:
		return "Sorry, I did not catch that."
	}
}

func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}
