package runtime

import (
	"context"
	"fmt"
	"strings"

	"github.com/google/uuid"

	"voiceagent/internal/flows"
)

// Dialog is a test conversation kept in memory and driven one caller turn
// at a time, for code that decides each turn from what the agent just did
// (the test center's simulated callers). Actions are recorded, never
// executed; nothing is stored. A Dialog is not safe for concurrent use.
type Dialog struct {
	conv *conversation
	// seen is how many turns Take has handed out.
	seen int
}

// Dialog outcomes (Outcome once Finished).
const (
	OutcomeEnd      = "end"      // an end node, or a node with no way out
	OutcomeTransfer = "transfer" // a transfer node
	OutcomeError    = "error"    // the flow called a flow it does not hold
)

// NewFlowDialog starts a test conversation on a compiled program, for an
// organization the caller has authorized, and runs it to the first point
// where it waits. The language is WithLanguage's. Errors: Unprocessable (a
// flow that loops without waiting), the model's errors.
func (s *Service) NewFlowDialog(ctx context.Context, orgID, agentID uuid.UUID, c *flows.Compiled) (*Dialog, error) {
	if c == nil || c.Flows[c.Main] == nil {
		return nil, fmt.Errorf("dialog: the program has no main flow")
	}
	st := &state{OrgID: orgID, AgentID: agentID, Mode: "flow", Flow: c.Main, Node: c.Flows[c.Main].Start,
		Vars: map[string]any{}, Simulate: true, Language: languageOf(ctx)}
	d := &Dialog{conv: &conversation{s: s, ctx: ctx, st: st, prog: c}}
	if err := d.conv.enterLoop(); err != nil {
		return d, err
	}
	return d, nil
}

// NewPromptDialog starts a prompt-mode test conversation (the model follows
// the system prompt, as StartPrompt does) for an organization the caller
// has authorized; the agent speaks first.
func (s *Service) NewPromptDialog(ctx context.Context, orgID, agentID uuid.UUID, system string) (*Dialog, error) {
	st := &state{OrgID: orgID, AgentID: agentID, Mode: "prompt", System: system, Vars: map[string]any{},
		Expecting: "text", Simulate: true, Language: languageOf(ctx)}
	d := &Dialog{conv: &conversation{s: s, ctx: ctx, st: st}}
	if err := d.conv.promptReply(); err != nil {
		return d, err
	}
	return d, nil
}

// Say gives the conversation the caller's text and runs it to the next
// point where it waits. A blank text is said as one space (the caller said
// nothing). Errors: Invalid (too long), Conflict (finished, or the
// runtime's turn limit), Unprocessable, the model's errors.
func (d *Dialog) Say(text string) error {
	if d.conv.st.Finished {
		return fmt.Errorf("dialog: the conversation has finished")
	}
	if strings.TrimSpace(text) == "" {
		text = " "
	}
	if err := checkInput(Input{Text: text}); err != nil {
		return err
	}
	return d.conv.input(Input{Text: text})
}

// Finished reports whether the conversation has ended.
func (d *Dialog) Finished() bool { return d.conv.st.Finished }

// Outcome is how a finished conversation ended: OutcomeEnd, OutcomeTransfer
// or OutcomeError ("" while it goes on).
func (d *Dialog) Outcome() string { return d.conv.st.Outcome }

// EndedAtEndNode reports whether an end node of the main flow finished the
// conversation (not a node without a way out, nor a transfer).
func (d *Dialog) EndedAtEndNode() bool {
	st := d.conv.st
	if !st.Finished || st.Outcome != OutcomeEnd || d.conv.prog == nil {
		return false
	}
	n := d.conv.nodeOrNil()
	return st.Flow == d.conv.prog.Main && n != nil && n.Type == "end"
}

// NodeID is the node the conversation waits at, or the node that finished
// it ("" in prompt mode).
func (d *Dialog) NodeID() string { return d.conv.st.Node }

// FlowID is the flow of NodeID's node ("" in prompt mode).
func (d *Dialog) FlowID() string { return d.conv.st.Flow }

// Expecting is what the conversation waits for: text, number, yes_no,
// email, phone, date, choice or reply ("" once finished).
func (d *Dialog) Expecting() string {
	if d.conv.st.Finished {
		return ""
	}
	return d.conv.st.Expecting
}

// Waiting is the node the conversation waits at (nil in prompt mode or once
// finished), so a simulated caller can answer in its terms (a question's
// choices, an llm node's intents).
func (d *Dialog) Waiting() *flows.CNode {
	if d.conv.st.Finished {
		return nil
	}
	return d.conv.nodeOrNil()
}

// Take returns the turns said since the previous Take (the agent's and the
// caller's), oldest first.
func (d *Dialog) Take() []Turn {
	turns := d.conv.st.Turns
	if d.seen > len(turns) {
		d.seen = len(turns)
	}
	out := append([]Turn{}, turns[d.seen:]...)
	d.seen = len(turns)
	return out
}

// Turns is the whole transcript.
func (d *Dialog) Turns() []Turn { return append([]Turn{}, d.conv.st.Turns...) }

// Path is the node ids entered, oldest first, subflows' included.
func (d *Dialog) Path() []string { return append([]string{}, d.conv.st.Path...) }

// Variables is the conversation's variables (the Dialog's own map).
func (d *Dialog) Variables() map[string]any { return d.conv.st.Vars }

// Actions is every action the flow ran, recorded as simulated.
func (d *Dialog) Actions() []ActionRun { return append([]ActionRun{}, d.conv.st.Actions...) }

func (c *conversation) nodeOrNil() *flows.CNode {
	if c.prog == nil {
		return nil
	}
	f := c.prog.Flows[c.st.Flow]
	if f == nil {
		return nil
	}
	return f.Nodes[c.st.Node]
}
