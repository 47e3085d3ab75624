package llm

import (
	"context"
	"testing"
)

// echo is a provider without Analyzer: it answers with a fixed text.
type echo struct{ text string }

func (echo) Name() string { return "echo" }
func (e echo) Complete(context.Context, Request) (Response, error) {
	return Response{Text: e.text}, nil
}
func (e echo) Stream(ctx context.Context, r Request, _ func(string) error) (Response, error) {
	return e.Complete(ctx, r)
}

func TestOfflineAnalysisIsDeterministic(t *testing.T) {
	ctx := context.Background()
	conv := []Message{{Role: "assistant", Content: "Clínica Sorriso, bom dia!"}, {Role: "user", Content: "Quero remarcar, obrigado, ótimo atendimento"}}
	s1, err := Summarize(ctx, Offline{}, conv)
	if err != nil {
		t.Fatal(err)
	}
	s2, _ := Summarize(ctx, Offline{}, conv)
	if s1 != s2 || s1 == "" {
		t.Fatalf("summaries %q %q", s1, s2)
	}
	label, score, err := AnalyzeSentiment(ctx, Offline{}, conv)
	if err != nil || label != SentimentPositive || score <= 0 {
		t.Fatalf("positive: %s %v %v", label, score, err)
	}
	label, score, _ = AnalyzeSentiment(ctx, Offline{}, []Message{{Role: "user", Content: "Péssimo, um problema horrível"}})
	if label != SentimentNegative || score >= 0 {
		t.Fatalf("negative: %s %v", label, score)
	}
	label, _, _ = AnalyzeSentiment(ctx, Offline{}, []Message{{Role: "user", Content: "Qual o horário?"}})
	if label != SentimentNeutral {
		t.Fatalf("neutral: %s", label)
	}
}

func TestSentimentOverComplete(t *testing.T) {
	ctx := context.Background()
	for text, want := range map[string]string{
		`{"label":"negative","score":-0.7}`:                      SentimentNegative,
		"Sure: ```json\n{\"label\":\"Positive\",\"score\":3}```": SentimentPositive,
		"The caller was neutral.":                                SentimentNeutral,
	} {
		label, score, err := AnalyzeSentiment(ctx, echo{text}, nil)
		if err != nil || label != want || score < -1 || score > 1 {
			t.Errorf("%q: %s %v %v", text, label, score, err)
		}
	}
	if _, _, err := AnalyzeSentiment(ctx, echo{"no idea"}, nil); err == nil {
		t.Error("an answer naming no sentiment must be an error")
	}
	if s, err := Summarize(ctx, echo{"  The caller booked.  "}, nil); err != nil || s != "The caller booked." {
		t.Errorf("summary over Complete: %q %v", s, err)
	}
}
