package flows

import (
	"fmt"
	"strings"

	"voiceagent/internal/platform/httpx"
)

func init() { Register(conditionType{}) }

// ConditionConfig configures a condition node; its branches are its edges,
// each with a condition expression or "default": true.
type ConditionConfig struct{}

type conditionType struct{ base }

func (conditionType) Name() string   { return "condition" }
func (conditionType) NewConfig() any { return &ConditionConfig{} }

func (conditionType) Check(c *Checker, n *Node, out []OutEdge) {
	defaults := 0
	for _, e := range out {
		ref := EdgeRef{Index: e.Index, From: e.From, To: e.To}
		switch {
		case e.Default && strings.TrimSpace(e.Condition) != "":
			c.EdgeError(CodeInvalidCondition, ref, "an edge from condition node %q is both default and conditional", n.ID)
		case e.Default:
			defaults++
		case strings.TrimSpace(e.Condition) == "":
			c.EdgeError(CodeInvalidCondition, ref, "an edge from condition node %q to %q has no condition and is not the default", n.ID, e.To)
		default:
			if _, err := CompileCondition(e.Condition); err != nil {
				c.EdgeError(CodeInvalidCondition, ref, "condition %q from node %q does not compile: %s", e.Condition, n.ID, firstLine(err.Error()))
			} else if !c.Env.ForRun && nestedIteration(e.Condition) {
				// At the node (and its edge): the node is what the editor shows.
				c.errors = append(c.errors, Problem{Code: CodeNestedIteration, NodeID: n.ID, Edge: &ref, Message: fmt.Sprintf(
					"condition %q from node %q runs a function that takes a closure (%s) inside another one's closure: its cost would grow with the product of the lengths of what the caller says; iterate once, or split the test over several condition nodes",
					e.Condition, n.ID, closureBuiltins)})
			}
		}
	}
	if defaults == 0 {
		c.Error(CodeMissingDefault, n.ID, "condition node %q has no default edge (an edge with \"default\": true taken when no condition holds)", n.ID)
	}
	if defaults > 1 {
		c.Error(CodeMissingDefault, n.ID, "condition node %q has %d default edges; it needs exactly one", n.ID, defaults)
	}
}

func (conditionType) Enter(m Machine, n *CNode) (Outcome, error) {
	def := ""
	for _, t := range n.Transitions {
		if t.Default {
			if def == "" {
				def = t.To
			}
			continue
		}
		ok, err := EvalCondition(m.Context(), t.program, m.Vars())
		if err != nil {
			// The flow goes on by its default branch; its author learns from
			// the log which condition could not be decided.
			httpx.Logger(m.Context()).Warn("flow condition over its budget: counted as false", "node_id", n.ID, "condition", t.Condition, "reason", err.Error())
		}
		if ok {
			return Outcome{Next: t.To}, nil
		}
	}
	return Outcome{Next: def}, nil
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
