package testcenter

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"unicode/utf8"

	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/runtime"
)

// JudgeOffline is a judge assertion's reason when the platform has no model.
const JudgeOffline = "judge needs a model provider (LLM_BASE_URL)"

// Bounds of judging: the transcript sent (its last part when longer), and
// the model's answer read.
const (
	maxJudgeTranscript = 24 << 10
	maxJudgeAnswer     = 16 << 10
)

// judgeAssertion scores a judge assertion with one chat completion over the
// criterion and the transcript. Offline it is unscored and no error; an
// answer that is not the asked JSON, or a provider failure, is unscored and
// the error says why.
func (s *Service) judgeAssertion(ctx context.Context, a Assertion, turns []runtime.Turn) (AssertionResult, error) {
	r := AssertionResult{Assertion: a}
	if !s.online || s.model == nil {
		r.Reason = JudgeOffline
		return r, nil
	}
	resp, err := s.model.Complete(ctx, llm.Request{
		System: "You judge a test conversation between a caller and a voice agent by one criterion. " +
			"Answer with JSON only: {\"passed\": true|false, \"reason\": \"<one sentence>\"}.\nCriterion: " + a.Criteria,
		Messages: []llm.Message{{Role: "user", Content: judgeTranscript(turns)}},
	})
	if err != nil {
		r.Reason = "not judged: the model provider failed: " + errText(err)
		return r, err
	}
	passed, reason, err := parseVerdict(resp.Text)
	if err != nil {
		r.Reason = "not judged: " + errText(err)
		return r, err
	}
	r.Passed, r.Reason = refOf(passed), reason
	return r, nil
}

// judgeTranscript renders the turns for the judge, keeping the last part
// of a transcript over maxJudgeTranscript bytes.
func judgeTranscript(turns []runtime.Turn) string {
	lines := make([]string, 0, len(turns))
	for _, t := range turns {
		who := "Agent"
		if t.Role == "caller" {
			who = "Caller"
		}
		lines = append(lines, who+": "+t.Text)
	}
	out := strings.Join(lines, "\n")
	if len(out) <= maxJudgeTranscript {
		return out
	}
	const marker = "[earlier turns left out]\n"
	tail := out[len(out)-(maxJudgeTranscript-len(marker)):]
	for len(tail) > 0 && !utf8.RuneStart(tail[0]) {
		tail = tail[1:]
	}
	return marker + tail
}

// parseVerdict reads the judge's answer: a JSON object (alone, or in a code
// fence) with a boolean passed and a string reason, kept verbatim. Errors:
// Unavailable for any other answer.
func parseVerdict(text string) (bool, string, error) {
	bad := func() (bool, string, error) {
		return false, "", apperr.Unavailablef(nil, "the model did not answer with {\"passed\": true|false, \"reason\": \"...\"}: %s", quote(text))
	}
	if len(text) > maxJudgeAnswer {
		return bad()
	}
	raw := strings.TrimSpace(text)
	if strings.HasPrefix(raw, "```") {
		raw = strings.TrimPrefix(strings.TrimPrefix(raw, "```json"), "```")
		raw = strings.TrimSpace(strings.TrimSuffix(raw, "```"))
	}
	var v struct {
		Passed json.RawMessage `json:"passed"`
		Reason json.RawMessage `json:"reason"`
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(raw)))
	if err := dec.Decode(&v); err != nil || dec.More() {
		return bad()
	}
	var passed bool
	var reason string
	if p := bytes.TrimSpace(v.Passed); len(p) == 0 || string(p) == "null" || json.Unmarshal(p, &passed) != nil {
		return bad()
	}
	if r := bytes.TrimSpace(v.Reason); len(r) == 0 || string(r) == "null" || json.Unmarshal(r, &reason) != nil {
		return bad()
	}
	return passed, reason, nil
}
