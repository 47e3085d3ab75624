package flows

import "strings"

func init() { Register(waitType{}) }

// WaitConfig pauses until an inbound SMS or message, stored in a variable.
type WaitConfig struct {
	Variable string `json:"variable"`
}

type waitType struct{ base }

func (waitType) Name() string   { return "wait_for_reply" }
func (waitType) NewConfig() any { return &WaitConfig{} }

func (waitType) Check(c *Checker, n *Node, out []OutEdge) {
	v := n.conf.(*WaitConfig).Variable
	switch {
	case strings.TrimSpace(v) == "":
		c.Error(CodeMissingVariable, n.ID, "wait_for_reply node %q has no variable to store the reply in", n.ID)
	case !ValidVariable(v):
		c.Error(CodeInvalidVariable, n.ID, "wait_for_reply node %q: variable %q must be letters, digits and underscores, not starting with a digit", n.ID, v)
	}
	singleWayOut(c, n, out)
}

func (waitType) Vars(n *Node) (reads, sets []string) {
	if v := n.conf.(*WaitConfig).Variable; v != "" {
		return nil, []string{v}
	}
	return nil, nil
}

func (waitType) Enter(Machine, *CNode) (Outcome, error) { return Outcome{Expect: "reply"}, nil }

func (waitType) Input(m Machine, n *CNode, in Input) (Outcome, error) {
	m.Set(n.Config.(*WaitConfig).Variable, in.Value())
	return follow(n)
}
