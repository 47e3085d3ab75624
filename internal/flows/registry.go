package flows

import (
	"context"
	"sort"
	"sync"
)

// NodeType is one kind of step. Adding a type is one file that declares its
// configuration struct, its checks and its behaviour, and registers it in an
// init function.
type NodeType interface {
	// Name is the type's name in documents ("question").
	Name() string
	// NewConfig returns a pointer to a zero configuration to decode into.
	NewConfig() any
	// Terminal reports whether the type ends a conversation (no way out is
	// needed, none is allowed).
	Terminal() bool
	// Check reports the node's own problems (configuration, outgoing edges).
	Check(c *Checker, n *Node, out []OutEdge)
	// Vars returns the variables the node reads and sets.
	Vars(n *Node) (reads, sets []string)
	// Enter runs when the conversation reaches the node.
	Enter(m Machine, n *CNode) (Outcome, error)
	// Input runs when the caller answers while the conversation waits on the
	// node (Outcome.Expect was set).
	Input(m Machine, n *CNode, in Input) (Outcome, error)
}

// Input is one caller input: a text, DTMF digits or an event name.
type Input struct {
	Text  string `json:"text,omitempty"`
	DTMF  string `json:"dtmf,omitempty"`
	Event string `json:"event,omitempty"`
}

// Value is the input as text: the text, else the digits, else the event.
func (in Input) Value() string {
	switch {
	case in.Text != "":
		return in.Text
	case in.DTMF != "":
		return in.DTMF
	default:
		return in.Event
	}
}

// Outcome is what a node decided.
type Outcome struct {
	// Next is the node to go to within the current flow.
	Next string
	// Expect, when set, keeps the conversation on the node waiting for input
	// of that kind (text, number, yes_no, email, phone, date, choice, reply).
	Expect string
	// Call runs another flow of the agent, then continues at Next.
	Call string
	// Finish ends the conversation: "end" or "transfer".
	Finish string
}

// Machine is the running conversation as a node sees it; the runtime
// implements it.
type Machine interface {
	Context() context.Context
	Vars() map[string]any
	Set(name string, value any)
	// Say adds an agent turn, rendering {{variable}} placeholders.
	Say(text string)
	// Render replaces {{variable}} placeholders.
	Render(text string) string
	// Act records an action the conversation runs (simulated in tests).
	Act(actionID, nodeID string)
	// ChooseIntent asks the language model which labelled edge the caller's
	// words mean and for the reply to say; label is "" when none fits.
	ChooseIntent(instructions, input string, intents []Intent) (label, reply string, err error)
	// Answer answers the caller's question from the agent's knowledge.
	Answer(question string) (string, error)
	// Language is the agent's language tag (pt-BR, en-US...; "" for
	// English): the language of what the platform says itself and how
	// answers are read.
	Language() string
}

// Intent is a labelled edge offered to the language model.
type Intent struct {
	Label    string   `json:"label"`
	Examples []string `json:"examples,omitempty"`
}

var (
	regMu    sync.RWMutex
	registry = map[string]NodeType{}
)

// Register adds a node type; registering a name twice panics.
func Register(t NodeType) {
	regMu.Lock()
	defer regMu.Unlock()
	if _, dup := registry[t.Name()]; dup {
		panic("flows: node type registered twice: " + t.Name())
	}
	registry[t.Name()] = t
}

// Lookup returns the registered type of that name.
func Lookup(name string) (NodeType, bool) {
	regMu.RLock()
	defer regMu.RUnlock()
	t, ok := registry[name]
	return t, ok
}

// TypeNames lists the registered node types, sorted.
func TypeNames() []string {
	regMu.RLock()
	defer regMu.RUnlock()
	out := make([]string, 0, len(registry))
	for n := range registry {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// base gives a node type the common defaults: not terminal, no variables,
// no input expected.
type base struct{}

func (base) Terminal() bool                    { return false }
func (base) Vars(*Node) (reads, sets []string) { return nil, nil }
func (base) Input(_ Machine, n *CNode, _ Input) (Outcome, error) {
	return Outcome{Next: n.Next()}, nil
}

// follow is the Outcome of a node with one way out.
func follow(n *CNode) (Outcome, error) { return Outcome{Next: n.Next()}, nil }
