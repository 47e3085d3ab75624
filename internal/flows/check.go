package flows

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strings"
)

// Problem is one thing wrong (or doubtful, for a warning) in a flow.
type Problem struct {
	Code    string   `json:"code"`
	Message string   `json:"message"`
	NodeID  string   `json:"node_id,omitempty"`
	Edge    *EdgeRef `json:"edge,omitempty"`
	// FlowID names the flow, in reports covering several flows.
	FlowID string `json:"flow_id,omitempty"`
}

// EdgeRef names an edge by its position and ends.
type EdgeRef struct {
	Index int    `json:"index"`
	From  string `json:"from"`
	To    string `json:"to"`
}

// Report is the result of checking a flow: errors block publication,
// warnings do not.
type Report struct {
	Valid    bool      `json:"valid"`
	Errors   []Problem `json:"errors"`
	Warnings []Problem `json:"warnings"`
}

// Problem codes. Errors:
const (
	CodeEmpty            = "empty_flow"
	CodeNoEnd            = "no_end"
	CodeNoStart          = "no_start"
	CodeSeveralStarts    = "several_starts"
	CodeMissingNodeID    = "missing_node_id"
	CodeDuplicateNodeID  = "duplicate_node_id"
	CodeUnknownNodeType  = "unknown_node_type"
	CodeUnknownEdgeNode  = "edge_to_unknown_node"
	CodeEdgeFromTerminal = "edge_from_terminal"
	CodeUnreachable      = "unreachable_node"
	CodeDeadEnd          = "dead_end"
	CodeMissingDefault   = "condition_without_default"
	CodeInvalidCondition = "invalid_condition"
	CodeNestedIteration  = "nested_iteration"
	CodeMissingVariable  = "question_without_variable"
	CodeDuplicateIntent  = "duplicate_intent_label"
	CodeMissingIntent    = "missing_intent_label"
	CodeSubflowNotFound  = "subflow_not_found"
	CodeSubflowCycle     = "subflow_cycle"
	CodeActionNotFound   = "action_not_found"
	CodeInvalidConfig    = "invalid_config"
	CodeVariableUnset    = "variable_read_before_set" // warning
	CodeKnowledgeNoBases = "knowledge_without_bases"  // warning
	CodeSeveralWaysOut   = "several_ways_out"
	CodeInvalidVariable  = "invalid_variable_name"
)

// OutEdge is an edge leaving a node, with its index in the document.
type OutEdge struct {
	Edge
	Index int
}

// Env is what checking a flow needs to know beyond its document. A nil field
// is unknown and its checks are skipped.
type Env struct {
	// FlowID is the checked flow's id (for subflow cycles).
	FlowID string
	// Flows are the agent's flows by id (the checked one included or not).
	Flows map[string]*Document
	// ActionExists reports whether the organization has that action.
	ActionExists func(id string) bool
	// HasKnowledge says whether the agent has knowledge bases.
	HasKnowledge *bool
	// Inherited are variables set before the flow runs (a subflow sees the
	// variables its callers set).
	Inherited map[string]bool
	// ForRun says the flows are compiled to run, not to be published: the
	// problems the runtime bounds itself (nested iteration, which the
	// condition budget stops) do not keep a flow published before they were
	// refused from running.
	ForRun bool
}

// Checker collects the problems of one flow; node types report through it.
type Checker struct {
	Env      Env
	errors   []Problem
	warnings []Problem
}

// Error reports an error about a node.
func (c *Checker) Error(code, nodeID, format string, a ...any) {
	c.errors = append(c.errors, Problem{Code: code, NodeID: nodeID, Message: fmt.Sprintf(format, a...)})
}

// EdgeError reports an error about an edge.
func (c *Checker) EdgeError(code string, e EdgeRef, format string, a ...any) {
	c.errors = append(c.errors, Problem{Code: code, Edge: &e, Message: fmt.Sprintf(format, a...)})
}

// Warn reports a warning about a node.
func (c *Checker) Warn(code, nodeID, format string, a ...any) {
	c.warnings = append(c.warnings, Problem{Code: code, NodeID: nodeID, Message: fmt.Sprintf(format, a...)})
}

var varName = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]{0,63}$`)

// ValidVariable reports whether s may name a variable.
func ValidVariable(s string) bool { return varName.MatchString(s) }

var placeholder = regexp.MustCompile(`\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}`)

// TemplateVars returns the variables a text reads through {{variable}}.
func TemplateVars(text string) []string {
	var out []string
	for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	return out
}

// Check returns every problem of a parsed document at once.
func Check(d *Document, env Env) Report {
	c := &Checker{Env: env}
	byID := map[string]*Node{}
	var starts []string
	for i := range d.Nodes {
		n := &d.Nodes[i]
		id := strings.TrimSpace(n.ID)
		if id == "" {
			c.Error(CodeMissingNodeID, "", "node %d has no id", i+1)
			continue
		}
		if byID[id] != nil {
			c.Error(CodeDuplicateNodeID, id, "node id %q is used more than once", id)
			continue
		}
		byID[id] = n
		if t, ok := Lookup(n.Type); ok && n.conf == nil {
			n.conf = t.NewConfig()
			_ = json.Unmarshal(n.Config, n.conf)
		}
		if _, ok := Lookup(n.Type); !ok {
			c.Error(CodeUnknownNodeType, id, "node %q has unknown type %q; known types: %s", id, n.Type, strings.Join(TypeNames(), ", "))
		}
		if n.Type == "start" {
			starts = append(starts, id)
		}
	}
	terminals := 0
	for _, n := range byID {
		if t, ok := Lookup(n.Type); ok && t.Terminal() {
			terminals++
		}
	}
	switch {
	case len(d.Nodes) == 0:
		c.Error(CodeEmpty, "", "the flow has no nodes")
	case len(starts) == 0:
		c.Error(CodeNoStart, "", "the flow has no start node; it needs exactly one")
	case len(starts) > 1:
		for _, s := range starts[1:] {
			c.Error(CodeSeveralStarts, s, "node %q is another start node; a flow has exactly one (the first is %q)", s, starts[0])
		}
	}
	if len(d.Nodes) > 0 && terminals == 0 {
		c.Error(CodeNoEnd, "", "the flow has no end or transfer node, so a conversation could never finish")
	}
	out := map[string][]OutEdge{}
	for i, e := range d.Edges {
		ref := EdgeRef{Index: i, From: e.From, To: e.To}
		from, to := byID[e.From], byID[e.To]
		if from == nil {
			c.EdgeError(CodeUnknownEdgeNode, ref, "edge %d starts at unknown node %q", i, e.From)
		}
		if to == nil {
			c.EdgeError(CodeUnknownEdgeNode, ref, "edge %d goes to unknown node %q", i, e.To)
		}
		if from == nil || to == nil {
			continue
		}
		if t, ok := Lookup(from.Type); ok && t.Terminal() {
			c.EdgeError(CodeEdgeFromTerminal, ref, "edge %d leaves %s node %q, which ends the conversation", i, from.Type, e.From)
			continue
		}
		out[e.From] = append(out[e.From], OutEdge{Edge: e, Index: i})
	}
	// The node types' own checks.
	for i := range d.Nodes {
		n := &d.Nodes[i]
		if byID[n.ID] != n {
			continue
		}
		t, ok := Lookup(n.Type)
		if !ok {
			continue
		}
		t.Check(c, n, out[n.ID])
		if !t.Terminal() && len(out[n.ID]) == 0 {
			c.Error(CodeDeadEnd, n.ID, "node %q is a dead end: it has no way forward and is not an end or transfer node", n.ID)
		}
	}
	if len(starts) >= 1 {
		seen := reach(starts[0], out)
		for i := range d.Nodes {
			n := &d.Nodes[i]
			if byID[n.ID] == n && !seen[n.ID] {
				c.Error(CodeUnreachable, n.ID, "node %q cannot be reached from the start node", n.ID)
			}
		}
		checkVariables(c, d, byID, starts[0], out)
	}
	checkSubflowCycles(c, d, env)
	r := Report{Errors: c.errors, Warnings: c.warnings}
	if r.Errors == nil {
		r.Errors = []Problem{}
	}
	if r.Warnings == nil {
		r.Warnings = []Problem{}
	}
	r.Valid = len(r.Errors) == 0
	return r
}

func reach(start string, out map[string][]OutEdge) map[string]bool {
	seen := map[string]bool{start: true}
	queue := []string{start}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, e := range out[cur] {
			if !seen[e.To] {
				seen[e.To] = true
				queue = append(queue, e.To)
			}
		}
	}
	return seen
}

// checkVariables warns about variables read where no path from the start
// sets them: a forward data flow of "possibly set" sets.
func checkVariables(c *Checker, d *Document, byID map[string]*Node, start string, out map[string][]OutEdge) {
	reads := map[string][]string{}
	sets := map[string][]string{}
	for id, n := range byID {
		if t, ok := Lookup(n.Type); ok && n.conf != nil {
			reads[id], sets[id] = t.Vars(n)
		}
		for _, e := range out[id] {
			if e.Condition != "" {
				reads[id] = append(reads[id], conditionVars(e.Condition)...)
			}
		}
	}
	in := map[string]map[string]bool{start: {}}
	for k := range c.Env.Inherited {
		in[start][k] = true
	}
	queue := []string{start}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		after := map[string]bool{}
		for k := range in[cur] {
			after[k] = true
		}
		for _, s := range sets[cur] {
			after[s] = true
		}
		for _, e := range out[cur] {
			tgt, known := in[e.To]
			if !known {
				tgt = map[string]bool{}
				in[e.To] = tgt
			}
			grew := !known
			for k := range after {
				if !tgt[k] {
					tgt[k] = true
					grew = true
				}
			}
			if grew {
				queue = append(queue, e.To)
			}
		}
	}
	for i := range d.Nodes {
		n := &d.Nodes[i]
		avail, reached := in[n.ID]
		if byID[n.ID] != n || !reached {
			continue
		}
		// A node's own condition edges may read what the node sets.
		own := map[string]bool{}
		for _, s := range sets[n.ID] {
			own[s] = true
		}
		seen := map[string]bool{}
		names := append([]string(nil), reads[n.ID]...)
		sort.Strings(names)
		for _, v := range names {
			if seen[v] || avail[v] || own[v] {
				continue
			}
			seen[v] = true
			c.Warn(CodeVariableUnset, n.ID, "node %q reads variable %q before any path sets it", n.ID, v)
		}
	}
}

// checkSubflowCycles reports a subflow node whose called flows lead back to
// the checked flow.
func checkSubflowCycles(c *Checker, d *Document, env Env) {
	if env.Flows == nil || env.FlowID == "" {
		return
	}
	calls := func(doc *Document) []string {
		var ids []string
		for i := range doc.Nodes {
			if sf, ok := doc.Nodes[i].conf.(*SubflowConfig); ok && sf.FlowID != "" {
				ids = append(ids, sf.FlowID)
			}
		}
		return ids
	}
	for i := range d.Nodes {
		n := &d.Nodes[i]
		sf, ok := n.conf.(*SubflowConfig)
		if !ok || sf.FlowID == "" {
			continue
		}
		if sf.FlowID == env.FlowID {
			c.Error(CodeSubflowCycle, n.ID, "node %q calls its own flow: subflows may not call each other in a cycle", n.ID)
			continue
		}
		if env.Flows[sf.FlowID] == nil {
			continue
		}
		path := []string{env.FlowID, sf.FlowID}
		seen := map[string]bool{sf.FlowID: true}
		var found []string
		var walk func(id string, path []string)
		walk = func(id string, path []string) {
			if found != nil {
				return
			}
			doc := env.Flows[id]
			if doc == nil {
				return
			}
			for _, next := range calls(doc) {
				if next == env.FlowID {
					found = append(append([]string(nil), path...), next)
					return
				}
				if !seen[next] {
					seen[next] = true
					walk(next, append(path, next))
				}
			}
		}
		walk(sf.FlowID, path)
		if found != nil {
			c.Error(CodeSubflowCycle, n.ID, "node %q starts a cycle of subflow calls: %s", n.ID, strings.Join(found, " -> "))
		}
	}
}

// structural are the problems Validate reports: the shape of the graph,
// not the configuration of its nodes.
var structural = map[string]bool{
	CodeEmpty: true, CodeNoStart: true, CodeSeveralStarts: true, CodeNoEnd: true, CodeMissingNodeID: true,
	CodeDuplicateNodeID: true, CodeUnknownNodeType: true, CodeUnknownEdgeNode: true, CodeEdgeFromTerminal: true,
	CodeUnreachable: true, CodeDeadEnd: true,
}

// Validate checks the graph of a raw flow document on its own (no other
// flows, actions or knowledge known, node configurations not inspected) and
// returns each error as a sentence; none means the graph may be published.
// A nil or empty document is "missing". The flows service (Validate,
// Publish, VersionSnapshot) applies every rule.
func Validate(raw json.RawMessage) []string {
	if len(raw) == 0 || string(raw) == "null" {
		return []string{"the agent has no flow; a flow-mode agent needs one to be published"}
	}
	var d Document
	if err := json.Unmarshal(raw, &d); err != nil {
		return []string{"the flow is not a valid flow document: " + err.Error()}
	}
	for i := range d.Nodes {
		n := &d.Nodes[i]
		if t, ok := Lookup(n.Type); ok {
			n.conf = t.NewConfig()
		}
	}
	r := Check(&d, Env{})
	out := make([]string, 0, len(r.Errors))
	for _, p := range r.Errors {
		if structural[p.Code] {
			out = append(out, p.Message)
		}
	}
	return out
}
