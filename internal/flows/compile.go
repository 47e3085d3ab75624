package flows

import (
	"github.com/expr-lang/expr/vm"

	"voiceagent/internal/platform/apperr"
)

// Compiled is the executable form of a flow: its own graph and every flow it
// calls, resolved, each as a transition table.
type Compiled struct {
	// Main is the id of the flow a conversation starts in.
	Main  string            `json:"main"`
	Flows map[string]*CFlow `json:"flows"`
}

// CFlow is one compiled flow.
type CFlow struct {
	ID    string            `json:"id"`
	Name  string            `json:"name"`
	Start string            `json:"start"`
	Nodes map[string]*CNode `json:"nodes"`
}

// CNode is one node with its transitions, in document order.
type CNode struct {
	ID          string       `json:"id"`
	Type        string       `json:"type"`
	Config      any          `json:"config"`
	Transitions []Transition `json:"transitions"`

	kind NodeType
}

// Kind returns the node's type.
func (n *CNode) Kind() NodeType { return n.kind }

// Transition is one way out of a node.
type Transition struct {
	To        string   `json:"to"`
	Condition string   `json:"condition,omitempty"`
	Default   bool     `json:"default,omitempty"`
	Label     string   `json:"label,omitempty"`
	Examples  []string `json:"examples,omitempty"`

	program *vm.Program
}

// Next is the target of the node's first transition ("" when none).
func (n *CNode) Next() string {
	if len(n.Transitions) == 0 {
		return ""
	}
	return n.Transitions[0].To
}

// Source is one flow to compile.
type Source struct {
	ID       string
	Name     string
	Document *Document
}

// Compile checks the main flow and every flow it calls, then builds their
// transition tables. Errors: Unprocessable carrying the problems of every
// flow (Problems returns them).
func Compile(main Source, others map[string]Source, env Env) (*Compiled, error) {
	docs := map[string]*Document{main.ID: main.Document}
	for id, s := range others {
		docs[id] = s.Document
	}
	c := &Compiled{Main: main.ID, Flows: map[string]*CFlow{}}
	var problems []Problem
	queue := []Source{main}
	for len(queue) > 0 {
		src := queue[0]
		queue = queue[1:]
		if c.Flows[src.ID] != nil {
			continue
		}
		e := env
		e.FlowID, e.Flows = src.ID, docs
		if src.ID != main.ID {
			e.Inherited = setVariables(docs)
		}
		r := Check(src.Document, e)
		for _, p := range r.Errors {
			if src.ID != main.ID {
				p.FlowID = src.ID
			}
			problems = append(problems, p)
		}
		cf := build(src)
		c.Flows[src.ID] = cf
		for _, n := range cf.Nodes {
			if sf, ok := n.Config.(*SubflowConfig); ok {
				if next, ok := others[sf.FlowID]; ok && c.Flows[sf.FlowID] == nil {
					queue = append(queue, next)
				}
			}
		}
	}
	if len(problems) > 0 {
		return nil, &ProblemsError{Problems: problems}
	}
	return c, nil
}

func build(src Source) *CFlow {
	cf := &CFlow{ID: src.ID, Name: src.Name, Nodes: map[string]*CNode{}}
	for i := range src.Document.Nodes {
		n := &src.Document.Nodes[i]
		t, _ := Lookup(n.Type)
		if n.Type == "start" && cf.Start == "" {
			cf.Start = n.ID
		}
		cf.Nodes[n.ID] = &CNode{ID: n.ID, Type: n.Type, Config: n.conf, kind: t, Transitions: []Transition{}}
	}
	for _, e := range src.Document.Edges {
		from := cf.Nodes[e.From]
		if from == nil {
			continue
		}
		tr := Transition{To: e.To, Condition: e.Condition, Default: e.Default, Label: e.Label, Examples: e.Examples}
		if e.Condition != "" {
			tr.program, _ = CompileCondition(e.Condition)
		}
		from.Transitions = append(from.Transitions, tr)
	}
	return cf
}

// setVariables is every variable any of the flows sets.
func setVariables(docs map[string]*Document) map[string]bool {
	out := map[string]bool{}
	for _, d := range docs {
		for i := range d.Nodes {
			n := &d.Nodes[i]
			if t, ok := Lookup(n.Type); ok && n.conf != nil {
				_, sets := t.Vars(n)
				for _, s := range sets {
					out[s] = true
				}
			}
		}
	}
	return out
}

// ProblemsError is a flow that cannot be compiled or published; it is an
// Unprocessable application error listing every problem.
type ProblemsError struct{ Problems []Problem }

func (e *ProblemsError) Error() string {
	return problemsMessage(e.Problems)
}

// AppError converts the problems into the 422 application error, one field
// entry per problem.
func (e *ProblemsError) AppError() *apperr.Error {
	ae := apperr.Unprocessablef("%s", problemsMessage(e.Problems))
	for _, p := range e.Problems {
		field := "flow"
		if p.FlowID != "" {
			field = "flows." + p.FlowID
		}
		if p.NodeID != "" {
			field += ".nodes." + p.NodeID
		}
		ae.Fields = append(ae.Fields, apperr.FieldError{Field: field, Message: p.Message})
	}
	ae.Err = e
	return ae
}

func problemsMessage(ps []Problem) string {
	msg := "the flow is not valid: "
	for i, p := range ps {
		if i > 0 {
			msg += "; "
		}
		if i == 10 {
			msg += "and more"
			break
		}
		msg += p.Message
	}
	return msg
}
