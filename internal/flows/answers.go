package flows

import (
	"fmt"
	"net/mail"
	"strconv"
	"strings"
	"unicode"

	"voiceagent/internal/platform/locale"
)

// AnswerTypes are the kinds of answer a question collects.
var AnswerTypes = []string{"text", "number", "yes_no", "email", "phone", "date", "choice"}

// yesNo are the words and phrases (folded: lower case, no accents) that
// answer a yes/no question, in English, Portuguese and Spanish whatever the
// agent's language: callers answer in the language they think in. The
// longest phrase at a position wins, so "claro que não" is a no.
var yesNo = map[string]bool{}

func init() {
	for _, w := range strings.Split("yes|yeah|yep|yup|sure|correct|right|ok|okay|affirmative|absolutely|certainly|definitely|of course|true|"+
		"sim|claro|isso|isso mesmo|com certeza|pode ser|certo|exato|exatamente|positivo|afirmativo|claro que sim|tudo bem|"+
		"si|vale|correcto|exacto|cierto|por supuesto|de acuerdo|claro que si|desde luego|oui", "|") {
		yesNo[w] = true
	}
	for _, w := range strings.Split("no|nope|nah|not|never|negative|false|of course not|no way|not really|absolutely not|certainly not|"+
		"nao|nunca|negativo|jamais|de jeito nenhum|de forma alguma|nem pensar|claro que nao|isso nao|com certeza nao|"+
		"jamas|para nada|de ninguna manera|claro que no|por supuesto que no|desde luego que no|en absoluto|non", "|") {
		yesNo[w] = false
	}
}

// yesNoAlone are answers that count only said on their own: a letter or a
// key ("y" is also Spanish for "and", "s" the end of "it's").
var yesNoAlone = map[string]bool{"y": true, "s": true, "1": true, "n": false, "2": false}

const maxPhraseWords = 4

// ParseAnswer converts a caller's answer to the question's type: yes_no to a
// boolean, number to a number, email and phone normalised, date as
// YYYY-MM-DD, choice as the matching choice. lang is the agent's language
// tag: it says how numeric dates and decimals are written and which number
// words count besides English ones. ok is false when the answer does not
// fit.
func ParseAnswer(typ, raw string, choices []string, lang string) (any, bool) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return nil, false
	}
	switch typ {
	case "number":
		return parseNumber(s, lang)
	case "yes_no":
		return parseYesNo(s)
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
		return parseDate(s, lang)
	case "choice":
		if i, err := strconv.Atoi(s); err == nil && i >= 1 && i <= len(choices) {
			return choices[i-1], true
		}
		low := fold(s)
		for _, c := range choices {
			if fold(strings.TrimSpace(c)) == low {
				return c, true
			}
		}
		for _, c := range choices {
			if cl := fold(strings.TrimSpace(c)); cl != "" && strings.Contains(low, cl) {
				return c, true
			}
		}
		return nil, false
	default:
		return s, true
	}
}

// DefaultRetryPrompt is said, in the agent's language, when an answer does
// not fit and the question has no retry prompt of its own.
func DefaultRetryPrompt(typ string, choices []string, lang string) string {
	retry := locale.For(lang).Retry
	switch typ {
	case "choice":
		return fmt.Sprintf(retry["choice"], strings.Join(choices, ", "))
	case "number", "yes_no", "email", "phone", "date":
		return retry[typ]
	default:
		return retry[""]
	}
}

func parseYesNo(s string) (any, bool) {
	w := words(s)
	if len(w) == 1 {
		if v, ok := yesNoAlone[w[0]]; ok {
			return v, true
		}
	}
	for i := range w {
		for n := min(maxPhraseWords, len(w)-i); n >= 1; n-- {
			if v, ok := yesNo[strings.Join(w[i:i+n], " ")]; ok {
				return v, true
			}
		}
	}
	return nil, false
}

// accents maps the accented Latin letters of Portuguese, Spanish and
// French to their plain letters.
var accents = strings.NewReplacer(
	"á", "a", "à", "a", "â", "a", "ã", "a", "ä", "a",
	"é", "e", "è", "e", "ê", "e", "ë", "e",
	"í", "i", "ì", "i", "î", "i", "ï", "i",
	"ó", "o", "ò", "o", "ô", "o", "õ", "o", "ö", "o",
	"ú", "u", "ù", "u", "û", "u", "ü", "u",
	"ç", "c", "ñ", "n", "’", "'")

// fold lower-cases s and drops its accents, so "NÃO", "não" and "nao" are
// one word.
func fold(s string) string { return accents.Replace(strings.ToLower(s)) }

// words are the folded words of s; an apostrophe stays inside a word
// ("it's" is one word, not "it" and "s").
func words(s string) []string {
	out := strings.FieldsFunc(fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' })
	kept := out[:0]
	for _, w := range out {
		if w = strings.Trim(w, "'"); w != "" {
			kept = append(kept, w)
		}
	}
	return kept
}
