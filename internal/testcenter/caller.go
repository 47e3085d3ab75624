package testcenter

import (
	"context"
	"strings"
	"unicode/utf8"

	"voiceagent/internal/flows"
	"voiceagent/internal/llm"
	"voiceagent/internal/runtime"
)

// endMarker is what a simulated caller played by a model writes to end the
// conversation.
const endMarker = "[END]"

// callerHistoryTurns bounds the transcript a simulated caller's model sees.
const callerHistoryTurns = 40

// Samples an offline caller answers a question with, by the question's
// answer type; each is one the flows' answer readers accept in every
// language.
var answerSamples = map[string]string{
	"text":   "Ana",
	"number": "30",
	"yes_no": "yes",
	"email":  "ana@example.com",
	"phone":  "+14155550123",
	"date":   "2026-03-12",
}

// sampleAnswer is what an offline caller says to a question: a sample of its
// type, the first choice of a choice question.
func sampleAnswer(q *flows.QuestionConfig) string {
	typ := q.Type
	if typ == "" {
		typ = "text"
	}
	if typ == "choice" {
		if len(q.Choices) > 0 {
			return q.Choices[0]
		}
		return "1"
	}
	if s, ok := answerSamples[typ]; ok {
		return s
	}
	return answerSamples["text"]
}

// caller plays a case's caller: its script's lines, else its persona and
// goal (a model plays them when the platform has one, otherwise answers
// are samples and the goal).
type caller struct {
	s        *Service
	script   []string
	persona  string
	goal     string
	language string
	said     int
	// ended is set once a simulated caller said it has finished.
	ended bool
}

func (s *Service) newCaller(c Case, language string) *caller {
	cl := &caller{s: s, script: c.Script, language: language}
	if c.Persona != nil {
		cl.persona = strings.TrimSpace(*c.Persona)
	}
	if c.Goal != nil {
		cl.goal = strings.TrimSpace(*c.Goal)
	}
	return cl
}

// next is the caller's next line; ok is false when it has nothing more to
// say (the script is used up, or the simulated caller ended).
func (cl *caller) next(ctx context.Context, d *runtime.Dialog) (line string, ok bool, err error) {
	if len(cl.script) > 0 {
		if cl.said >= len(cl.script) {
			return "", false, nil
		}
		cl.said++
		return cl.script[cl.said-1], true, nil
	}
	if cl.ended {
		return "", false, nil
	}
	cl.said++
	if cl.s.online {
		return cl.played(ctx, d)
	}
	return cl.offline(d), true, nil
}

// offline answers a question with a sample of its type and otherwise says
// the goal.
func (cl *caller) offline(d *runtime.Dialog) string {
	if n := d.Waiting(); n != nil {
		if q, ok := n.Config.(*flows.QuestionConfig); ok {
			return sampleAnswer(q)
		}
	}
	switch {
	case cl.goal != "":
		return cl.goal
	case cl.persona != "":
		return cl.persona
	}
	return "Hello"
}

// played asks the model for the persona's next line: one chat completion
// per caller turn. A reply holding endMarker ends the conversation after
// the text before it (if any) is said.
func (cl *caller) played(ctx context.Context, d *runtime.Dialog) (string, bool, error) {
	turns := d.Turns()
	if len(turns) > callerHistoryTurns {
		turns = turns[len(turns)-callerHistoryTurns:]
	}
	msgs := make([]llm.Message, 0, len(turns)+1)
	for _, t := range turns {
		// The model is the caller: its own lines are the assistant's.
		role := "user"
		if t.Role == "caller" {
			role = "assistant"
		}
		msgs = append(msgs, llm.Message{Role: role, Content: t.Text})
	}
	if len(msgs) == 0 || msgs[len(msgs)-1].Role != "user" {
		msgs = append(msgs, llm.Message{Role: "user", Content: "(the agent is silent, waiting for you)"})
	}
	resp, err := cl.s.model.Complete(ctx, llm.Request{System: callerPrompt(cl.persona, cl.goal, d), Messages: msgs, Language: cl.language})
	if err != nil {
		return "", false, err
	}
	text := strings.TrimSpace(resp.Text)
	if i := strings.Index(text, endMarker); i >= 0 {
		cl.ended = true
		text = strings.TrimSpace(text[:i])
		if text == "" {
			return "", false, nil
		}
	}
	if utf8.RuneCountInString(text) > runtime.MaxInputChars {
		text = string([]rune(text)[:runtime.MaxInputChars])
	}
	return text, true, nil
}

func callerPrompt(persona, goal string, d *runtime.Dialog) string {
	var b strings.Builder
	b.WriteString("You play a caller talking to a voice agent, to test the agent. Stay in character.\n")
	if persona != "" {
		b.WriteString("Who you are: " + persona + "\n")
	}
	if goal != "" {
		b.WriteString("Your goal: " + goal + "\n")
	}
	if n := d.Waiting(); n != nil {
		if q, ok := n.Config.(*flows.QuestionConfig); ok {
			b.WriteString("The agent waits for an answer of type " + q.Type)
			if len(q.Choices) > 0 {
				b.WriteString(" (one of: " + strings.Join(q.Choices, ", ") + ")")
			}
			b.WriteString(".\n")
		}
	}
	b.WriteString("Answer with your next line only, short and natural, as said on the phone. " +
		"When your goal is reached or the conversation cannot go further, answer " + endMarker + ".")
	return b.String()
}
