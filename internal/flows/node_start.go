package flows

func init() { Register(startType{}) }

// StartConfig configures the start node (nothing yet).
type StartConfig struct{}

type startType struct{ base }

func (startType) Name() string   { return "start" }
func (startType) NewConfig() any { return &StartConfig{} }
func (startType) Check(c *Checker, n *Node, out []OutEdge) {
	singleWayOut(c, n, out)
}
func (startType) Enter(_ Machine, n *CNode) (Outcome, error) { return follow(n) }

// singleWayOut reports a node that must have one way out but has several.
func singleWayOut(c *Checker, n *Node, out []OutEdge) {
	if len(out) > 1 {
		c.Error(CodeSeveralWaysOut, n.ID, "node %q has %d ways out; a %s node has one (branch with a condition node)", n.ID, len(out), n.Type)
	}
}
