// Package llm holds the language-model providers behind one interface: the
// built-in offline engine (the default: deterministic, no key, no network)
// and an OpenAI-compatible chat-completions client, chosen by configuration.
package llm

import (
	"context"
)

// Message is one turn of a conversation given to a model.
type Message struct {
	Role    string `json:"role"` // system, user, assistant
	Content string `json:"content"`
}

// Intent is a choice offered to the model: an outgoing edge's label and
// example phrasings.
type Intent struct {
	Label    string   `json:"label"`
	Examples []string `json:"examples,omitempty"`
}

// Request is one model call.
type Request struct {
	// System is the system prompt (the agent's prompt or a node's
	// instructions).
	System string
	// Messages is the conversation so far, oldest first; the last is
	// usually the caller's.
	Messages []Message
	// Intents, when set, asks the model to choose one of them (by label) for
	// the caller's last message as well as to reply.
	Intents []Intent
	// Passages are knowledge excerpts to answer from.
	Passages []string
	// Language is the conversation's language tag (pt-BR, es...): the
	// built-in engine replies in it; a model follows the agent's prompt.
	Language string
}

// Response is the model's answer.
type Response struct {
	Text string
	// Intent is the chosen label ("" when none fits or none was asked).
	Intent string
}

// Provider is a language model. Errors: apperr Unavailable with a detail a
// person understands when the model cannot be reached or answers badly.
type Provider interface {
	// Name identifies the provider ("offline", "openai-compatible").
	Name() string
	// Complete returns the whole answer.
	Complete(ctx context.Context, r Request) (Response, error)
	// Stream calls onDelta with each piece of text as it arrives and returns
	// the whole answer.
	Stream(ctx context.Context, r Request, onDelta func(string) error) (Response, error)
}

// LastUser returns the text of the last user message.
func (r Request) LastUser() string {
	for i := len(r.Messages) - 1; i >= 0; i-- {
		if r.Messages[i].Role == "user" {
			return r.Messages[i].Content
		}
	}
	return ""
}
