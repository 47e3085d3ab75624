package flows

import "strings"

func init() { Register(actionType{}) }

// ActionConfig runs one of the organization's actions.
type ActionConfig struct {
	ActionID string `json:"action_id"`
}

type actionType struct{ base }

func (actionType) Name() string   { return "action" }
func (actionType) NewConfig() any { return &ActionConfig{} }

func (actionType) Check(c *Checker, n *Node, out []OutEdge) {
	id := strings.TrimSpace(n.conf.(*ActionConfig).ActionID)
	switch {
	case id == "":
		c.Error(CodeInvalidConfig, n.ID, "action node %q names no action (action_id)", n.ID)
	case c.Env.ActionExists != nil && !c.Env.ActionExists(id):
		c.Error(CodeActionNotFound, n.ID, "action node %q runs action %q, which does not exist", n.ID, id)
	}
	singleWayOut(c, n, out)
}

func (actionType) Enter(m Machine, n *CNode) (Outcome, error) {
	m.Act(n.Config.(*ActionConfig).ActionID, n.ID)
	return follow(n)
}
