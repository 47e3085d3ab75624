package llm

import (
	"context"
	"fmt"
	"strings"
	"unicode"

	"voiceagent/internal/platform/locale"
)

// Offline is the built-in engine: deterministic, no network. It chooses an
// intent by word overlap between the caller's words and each intent's label
// and examples, answers from the knowledge passages it is given, and
// otherwise replies from templates.
type Offline struct{}

// Name implements Provider.
func (Offline) Name() string { return "offline" }

// Complete implements Provider.
func (o Offline) Complete(_ context.Context, r Request) (Response, error) {
	input := r.LastUser()
	say := locale.For(r.Language)
	var resp Response
	if len(r.Intents) > 0 {
		resp.Intent = ChooseByOverlap(input, r.Intents)
		if resp.Intent != "" {
			resp.Text = say.Understood
		} else {
			resp.Text = say.NotUnderstood
		}
		return resp, nil
	}
	if r.Passages != nil {
		if resp.Text = answerFrom(input, r.Passages); resp.Text == "" {
			resp.Text = say.NoInformation
		}
		return resp, nil
	}
	if strings.TrimSpace(input) == "" {
		resp.Text = say.Greeting
		return resp, nil
	}
	resp.Text = fmt.Sprintf(say.Noted, strings.TrimSpace(input))
	return resp, nil
}

// Stream implements Provider: the answer arrives word by word.
func (o Offline) Stream(ctx context.Context, r Request, onDelta func(string) error) (Response, error) {
	resp, err := o.Complete(ctx, r)
	if err != nil {
		return resp, err
	}
	words := strings.SplitAfter(resp.Text, " ")
	for _, w := range words {
		if err := onDelta(w); err != nil {
			return resp, err
		}
	}
	return resp, nil
}

var stopWords = map[string]bool{
	"a": true, "an": true, "the": true, "i": true, "to": true, "and": true, "or": true, "of": true, "is": true, "it": true,
	"my": true, "me": true, "you": true, "for": true, "in": true, "on": true, "at": true, "be": true, "do": true, "can": true,
	"would": true, "like": true, "want": true, "please": true, "that": true, "this": true, "with": true, "what": true, "about": true,
}

// Tokens are the lower-case content words of s.
func Tokens(s string) []string {
	fields := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	out := fields[:0]
	for _, f := range fields {
		if !stopWords[f] {
			out = append(out, stem(f))
		}
	}
	return out
}

// stem folds the commonest English endings so "booking" meets "book".
func stem(w string) string {
	for _, suf := range []string{"ing", "ed", "es", "s"} {
		if len(w) > len(suf)+2 && strings.HasSuffix(w, suf) {
			return w[:len(w)-len(suf)]
		}
	}
	return w
}

// ChooseByOverlap returns the label of the intent sharing the most words
// with the input (label words count double); "" when none shares any. Ties
// go to the first intent.
func ChooseByOverlap(input string, intents []Intent) string {
	in := map[string]bool{}
	for _, t := range Tokens(input) {
		in[t] = true
	}
	best, bestScore := "", 0
	for _, it := range intents {
		score := 0
		seen := map[string]bool{}
		for _, t := range Tokens(strings.ReplaceAll(it.Label, "_", " ")) {
			if in[t] && !seen[t] {
				score += 2
				seen[t] = true
			}
		}
		for _, ex := range it.Examples {
			for _, t := range Tokens(ex) {
				if in[t] && !seen[t] {
					score++
					seen[t] = true
				}
			}
		}
		if score > bestScore {
			best, bestScore = it.Label, score
		}
	}
	return best
}

// answerFrom answers from the passages (best first): the sentence sharing
// the most words with the question, or, when none shares any, the first
// two sentences of the best passage; "" when there are none.
func answerFrom(question string, passages []string) string {
	q := map[string]bool{}
	for _, t := range Tokens(question) {
		q[t] = true
	}
	best, bestScore := "", 0
	first := ""
	for _, p := range passages {
		p = strings.Join(strings.Fields(p), " ")
		if p == "" {
			continue
		}
		sentences := strings.SplitAfter(p, ". ")
		if first == "" {
			first = strings.TrimSpace(strings.Join(sentences[:min(2, len(sentences))], ""))
		}
		for _, sn := range sentences {
			score := 0
			seen := map[string]bool{}
			for _, t := range Tokens(sn) {
				if q[t] && !seen[t] {
					score++
					seen[t] = true
				}
			}
			if score > bestScore {
				best, bestScore = strings.TrimSpace(sn), score
			}
		}
	}
	switch {
	case best != "":
		return best
	case first != "":
		return first
	default:
		return ""
	}
}
