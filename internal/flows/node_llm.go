package flows

import "strings"

func init() { Register(llmType{}) }

// LLMConfig is a prompt node: the model answers the caller following the
// instructions and picks the outgoing edge by its intent label.
type LLMConfig struct {
	Instructions string `json:"instructions" editor:"text"`
}

type llmType struct{ base }

func (llmType) Name() string   { return "llm" }
func (llmType) NewConfig() any { return &LLMConfig{} }

func (llmType) Check(c *Checker, n *Node, out []OutEdge) {
	if strings.TrimSpace(n.conf.(*LLMConfig).Instructions) == "" {
		c.Error(CodeInvalidConfig, n.ID, "llm node %q has no instructions", n.ID)
	}
	if len(out) < 2 {
		return // one way out needs no label
	}
	seen := map[string]bool{}
	for _, e := range out {
		ref := EdgeRef{Index: e.Index, From: e.From, To: e.To}
		label := strings.ToLower(strings.TrimSpace(e.Label))
		switch {
		case label == "":
			c.EdgeError(CodeMissingIntent, ref, "an edge from llm node %q to %q has no intent label; with several ways out each needs one", n.ID, e.To)
		case seen[label]:
			c.EdgeError(CodeDuplicateIntent, ref, "llm node %q has intent label %q on more than one edge", n.ID, e.Label)
		}
		seen[label] = true
	}
}

func (llmType) Vars(n *Node) (reads, sets []string) {
	return TemplateVars(n.conf.(*LLMConfig).Instructions), nil
}

func (llmType) Enter(Machine, *CNode) (Outcome, error) { return Outcome{Expect: "text"}, nil }

func (llmType) Input(m Machine, n *CNode, in Input) (Outcome, error) {
	intents := make([]Intent, 0, len(n.Transitions))
	for _, t := range n.Transitions {
		intents = append(intents, Intent{Label: t.Label, Examples: t.Examples})
	}
	label, reply, err := m.ChooseIntent(m.Render(n.Config.(*LLMConfig).Instructions), in.Value(), intents)
	if err != nil {
		return Outcome{}, err
	}
	if reply != "" {
		m.Say(reply)
	}
	for _, t := range n.Transitions {
		if strings.EqualFold(strings.TrimSpace(t.Label), label) {
			return Outcome{Next: t.To}, nil
		}
	}
	return follow(n) // no intent fits: the first edge
}
