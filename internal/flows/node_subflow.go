package flows

import "strings"

func init() { Register(subflowType{}) }

// SubflowConfig runs another flow of the same agent, then comes back.
type SubflowConfig struct {
	FlowID string `json:"flow_id"`
}

type subflowType struct{ base }

func (subflowType) Name() string   { return "subflow" }
func (subflowType) NewConfig() any { return &SubflowConfig{} }

func (subflowType) Check(c *Checker, n *Node, out []OutEdge) {
	id := strings.TrimSpace(n.conf.(*SubflowConfig).FlowID)
	switch {
	case id == "":
		c.Error(CodeInvalidConfig, n.ID, "subflow node %q names no flow (flow_id)", n.ID)
	case c.Env.Flows != nil && c.Env.Flows[id] == nil:
		c.Error(CodeSubflowNotFound, n.ID, "subflow node %q calls flow %q, which is not a flow of this agent", n.ID, id)
	}
	singleWayOut(c, n, out)
}

func (subflowType) Enter(_ Machine, n *CNode) (Outcome, error) {
	return Outcome{Call: n.Config.(*SubflowConfig).FlowID, Next: n.Next()}, nil
}
