package runtime

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
)

// AgentDraft is what chat test needs of an agent's draft: its editing mode,
// its prompt (prompt mode), its main flow (flow mode; uuid.Nil when it
// has none) and its language tag ("" when not set).
type AgentDraft struct {
	Mode     string
	Prompt   string
	MainFlow uuid.UUID
	Language string
}

// DraftSource reads an agent's draft for the caller (authorizing it);
// NotFound for an agent that is not the caller's organization's.
type DraftSource func(ctx context.Context, agentID uuid.UUID) (AgentDraft, error)

// ChatInput is one chat test message.
type ChatInput struct {
	Message string `json:"message"`
	// SessionID continues a conversation; nil starts one.
	SessionID *string `json:"session_id"`
}

// ChatReply is the agent's answer to a chat test message.
type ChatReply struct {
	// Reply is what the agent said after the message (its turns joined by
	// a new line).
	Reply     string `json:"reply"`
	SessionID string `json:"session_id"`
	// Turns are the turns of this exchange: on a new session the agent's
	// opening turns, then the message and the agent's answer.
	Turns []Turn `json:"turns"`
	// Path is every node id the conversation has entered so far, oldest
	// first (flow mode; empty in prompt mode), Variables what it has
	// collected, and Finished whether it has ended.
	Path      []string       `json:"path"`
	Variables map[string]any `json:"variables"`
	Finished  bool           `json:"finished"`
}

// ChatTest talks to an agent's draft: a prompt-mode agent answers with its
// prompt and the model, a flow-mode agent runs the drafts of its flows from
// the main flow. Without a session id a conversation starts (its opening
// turns come first). Viewers may. Errors: Invalid (message), NotFound (the
// agent, or an unknown, expired or other agent's session), Conflict (the
// conversation has finished), Unprocessable (the flows do not compile, or
// a flow-mode agent has no main flow), Forbidden, Unavailable.
func (s *Service) ChatTest(ctx context.Context, agentID uuid.UUID, in ChatInput) (ChatReply, error) {
	if _, err := auth.Authorize(ctx, auth.RunTests); err != nil {
		return ChatReply{}, err
	}
	switch {
	case strings.TrimSpace(in.Message) == "":
		return ChatReply{}, apperr.Field("message", "is required")
	case utf8.RuneCountInString(in.Message) > MaxInputChars:
		return ChatReply{}, apperr.Field("message", fmt.Sprintf("must be at most %d characters", MaxInputChars))
	}
	if s.drafts == nil {
		return ChatReply{}, fmt.Errorf("chat test: no draft source configured")
	}
	d, err := s.drafts(ctx, agentID)
	if err != nil {
		return ChatReply{}, err
	}
	ctx = WithLanguage(ctx, d.Language)
	flowID := uuid.Nil
	if d.Mode == "flow" {
		if d.MainFlow == uuid.Nil {
			return ChatReply{}, apperr.Unprocessablef("agent %s has no main flow", agentID)
		}
		flowID = d.MainFlow
	}
	var out ChatReply
	sessionID := ""
	if in.SessionID != nil {
		sessionID = *in.SessionID
	} else {
		var v View
		if d.Mode == "flow" {
			v, err = s.Start(ctx, agentID, flowID)
		} else {
			v, err = s.StartPrompt(ctx, agentID, d.Prompt)
		}
		if err != nil {
			return ChatReply{}, err
		}
		sessionID, out.Turns = v.SessionID, v.Turns
		if v.Finished {
			// A flow that finishes before it waits has nothing to answer.
			out.SessionID, out.Reply = sessionID, agentText(v.Turns)
			out.where(v)
			return out, nil
		}
	}
	v, err := s.Advance(ctx, agentID, flowID, sessionID, Input{Text: in.Message})
	if err != nil {
		return ChatReply{}, err
	}
	out.SessionID = sessionID
	out.Turns = append(out.Turns, v.Turns...)
	out.Reply = agentText(v.Turns)
	out.where(v)
	if out.Turns == nil {
		out.Turns = []Turn{}
	}
	return out, nil
}

// where copies where the conversation stands from its latest view.
func (r *ChatReply) where(v View) {
	r.Path, r.Variables, r.Finished = v.Path, v.Variables, v.Finished
	if r.Path == nil {
		r.Path = []string{}
	}
	if r.Variables == nil {
		r.Variables = map[string]any{}
	}
}

func agentText(turns []Turn) string {
	var b []string
	for _, t := range turns {
		if t.Role == "agent" {
			b = append(b, t.Text)
		}
	}
	return strings.Join(b, "\n")
}
