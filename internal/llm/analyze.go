package llm

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"voiceagent/internal/platform/apperr"
)

// Sentiment labels, as the calls domain records them.
const (
	SentimentPositive = "positive"
	SentimentNeutral  = "neutral"
	SentimentNegative = "negative"
)

// Analyzer is what a provider may offer beyond Complete for post-call
// analysis; Summarize and AnalyzeSentiment use it when the provider has it
// (the offline engine does, deterministically) and otherwise prompt the
// model through Complete.
type Analyzer interface {
	Summarize(ctx context.Context, transcript []Message) (string, error)
	Sentiment(ctx context.Context, transcript []Message) (label string, score float64, err error)
}

// maxSummaryRunes bounds a summary whatever the model answers.
const maxSummaryRunes = 2000

// Summarize returns a short summary of a conversation (user = the caller,
// assistant = the agent).
func Summarize(ctx context.Context, p Provider, transcript []Message) (string, error) {
	var text string
	if a, ok := p.(Analyzer); ok {
		s, err := a.Summarize(ctx, transcript)
		if err != nil {
			return "", err
		}
		text = s
	} else {
		resp, err := p.Complete(ctx, Request{
			System:   "Summarize this conversation between a caller and an agent in at most three sentences, in the conversation's language. Answer with the summary only.",
			Messages: []Message{{Role: "user", Content: renderTranscript(transcript)}},
		})
		if err != nil {
			return "", err
		}
		text = resp.Text
	}
	text = strings.TrimSpace(strings.ToValidUTF8(text, ""))
	if utf8.RuneCountInString(text) > maxSummaryRunes {
		text = string([]rune(text)[:maxSummaryRunes])
	}
	return text, nil
}

// AnalyzeSentiment returns the caller's overall sentiment: a label
// (positive, neutral, negative) and a score from -1 to 1. A model answer
// that is neither the asked JSON nor names a label is an Unavailable error.
func AnalyzeSentiment(ctx context.Context, p Provider, transcript []Message) (string, float64, error) {
	if a, ok := p.(Analyzer); ok {
		return a.Sentiment(ctx, transcript)
	}
	resp, err := p.Complete(ctx, Request{
		System:   `Rate the caller's overall sentiment in this conversation. Answer with JSON only: {"label":"positive|neutral|negative","score":<number from -1 to 1>}.`,
		Messages: []Message{{Role: "user", Content: renderTranscript(transcript)}},
	})
	if err != nil {
		return "", 0, err
	}
	return parseSentiment(resp.Text)
}

func parseSentiment(text string) (string, float64, error) {
	var v struct {
		Label string  `json:"label"`
		Score float64 `json:"score"`
	}
	raw := text
	if i, j := strings.Index(raw, "{"), strings.LastIndex(raw, "}"); i >= 0 && j > i {
		raw = raw[i : j+1]
	}
	if json.Unmarshal([]byte(raw), &v) == nil {
		if label := strings.ToLower(strings.TrimSpace(v.Label)); label == SentimentPositive || label == SentimentNeutral || label == SentimentNegative {
			if math.IsNaN(v.Score) {
				v.Score = 0
			}
			return label, math.Max(-1, math.Min(1, v.Score)), nil
		}
	}
	lower := strings.ToLower(text)
	for label, score := range map[string]float64{SentimentPositive: 0.5, SentimentNegative: -0.5, SentimentNeutral: 0} {
		if strings.Contains(lower, label) {
			return label, score, nil
		}
	}
	return "", 0, apperr.Unavailablef(nil, "the language model gave no sentiment: %q", truncateRunes(text, 80))
}

func renderTranscript(transcript []Message) string {
	var b strings.Builder
	for _, m := range transcript {
		who := "Agent"
		if m.Role == "user" {
			who = "Caller"
		}
		fmt.Fprintf(&b, "%s: %s\n", who, m.Content)
	}
	return b.String()
}

func truncateRunes(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "…"
	}
	return s
}

// Words the offline engine scores sentiment by (English and Portuguese).
var (
	positiveWords = wordSet("thank thanks great perfect excellent good wonderful happy glad appreciate awesome helpful " +
		"obrigado obrigada ótimo otimo perfeito excelente bom boa maravilha feliz agradeço adorei legal")
	negativeWords = wordSet("bad terrible awful angry upset unhappy problem complaint wrong worst disappointed cancel frustrated " +
		"ruim péssimo pessimo horrível horrivel raiva problema reclamação reclamacao errado pior decepcionado cancelar frustrado")
)

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// Summarize implements Analyzer: how many turns the conversation had, what
// the caller first asked and how the agent last answered.
func (Offline) Summarize(_ context.Context, transcript []Message) (string, error) {
	var first, last string
	callerTurns := 0
	for _, m := range transcript {
		switch m.Role {
		case "user":
			callerTurns++
			if first == "" {
				first = strings.TrimSpace(m.Content)
			}
		case "assistant":
			last = strings.TrimSpace(m.Content)
		}
	}
	if len(transcript) == 0 {
		return "The conversation had no turns.", nil
	}
	s := fmt.Sprintf("A conversation of %d turns (%d from the caller).", len(transcript), callerTurns)
	if first != "" {
		s += " The caller said: " + truncateRunes(first, 200)
	}
	if last != "" {
		s += " The agent last said: " + truncateRunes(last, 200)
	}
	return s, nil
}

// Sentiment implements Analyzer: the balance of positive and negative words
// in the caller's turns.
func (Offline) Sentiment(_ context.Context, transcript []Message) (string, float64, error) {
	pos, neg := 0, 0
	for _, m := range transcript {
		if m.Role != "user" {
			continue
		}
		for _, w := range strings.FieldsFunc(strings.ToLower(m.Content), func(r rune) bool { return !unicode.IsLetter(r) }) {
			switch {
			case positiveWords[w]:
				pos++
			case negativeWords[w]:
				neg++
			}
		}
	}
	if pos+neg == 0 {
		return SentimentNeutral, 0, nil
	}
	score := math.Round(float64(pos-neg)/float64(pos+neg)*100) / 100
	switch {
	case score > 0.2:
		return SentimentPositive, score, nil
	case score < -0.2:
		return SentimentNegative, score, nil
	}
	return SentimentNeutral, score, nil
}
