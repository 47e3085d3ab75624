// Package flows owns conversation flows: the graph of steps a flow-mode agent
// follows. This file validates a flow document; a flow with problems cannot be
// published.
package flows

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Flow is a conversation graph.
type Flow struct {
	Name  string `json:"name,omitempty"`
	Nodes []Node `json:"nodes"`
	Edges []Edge `json:"edges"`
}

// Node is one step of a flow.
type Node struct {
	ID     string          `json:"id"`
	Type   string          `json:"type"`
	Config json.RawMessage `json:"config,omitempty"`
}

// Edge moves the conversation from one node to another, optionally under a condition.
type Edge struct {
	From      string `json:"from"`
	To        string `json:"to"`
	Condition string `json:"condition,omitempty"`
}

// NodeTypes are the kinds of step a flow may hold.
var NodeTypes = map[string]bool{
	"start": true, "message": true, "question": true, "condition": true,
	"action": true, "knowledge": true, "transfer": true, "end": true,
}

// Validate returns every problem of a flow document, each a sentence; none
// means the flow may be published. A nil or empty document is "missing".
func Validate(raw json.RawMessage) []string {
	if len(raw) == 0 || string(raw) == "null" {
		return []string{"the agent has no flow; a flow-mode agent needs one to be published"}
	}
	var f Flow
	if err := json.Unmarshal(raw, &f); err != nil {
		return []string{"the flow is not a valid flow document: " + err.Error()}
	}
	var problems []string
	add := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }
	if len(f.Nodes) == 0 {
		return []string{"the flow has no nodes"}
	}
	byID := map[string]Node{}
	starts, ends := 0, 0
	for i, n := range f.Nodes {
		switch {
		case strings.TrimSpace(n.ID) == "":
			add("node %d has no id", i+1)
			continue
		case byID[n.ID].ID != "":
			add("node id %q is used more than once", n.ID)
		}
		byID[n.ID] = n
		if !NodeTypes[n.Type] {
			add("node %q has unknown type %q", n.ID, n.Type)
		}
		if n.Type == "start" {
			starts++
		}
		if n.Type == "end" || n.Type == "transfer" {
			ends++
		}
	}
	if starts != 1 {
		add("the flow must have exactly one start node, it has %d", starts)
	}
	if ends == 0 {
		add("the flow has no end or transfer node, so a conversation could never finish")
	}
	out := map[string][]string{}
	for i, e := range f.Edges {
		if _, ok := byID[e.From]; !ok {
			add("edge %d starts at unknown node %q", i+1, e.From)
			continue
		}
		if _, ok := byID[e.To]; !ok {
			add("edge %d ends at unknown node %q", i+1, e.To)
			continue
		}
		if byID[e.From].Type == "end" {
			add("edge %d leaves end node %q", i+1, e.From)
		}
		out[e.From] = append(out[e.From], e.To)
	}
	if starts == 1 && len(problems) == 0 {
		var start string
		for _, n := range f.Nodes {
			if n.Type == "start" {
				start = n.ID
			}
		}
		seen := map[string]bool{start: true}
		queue := []string{start}
		for len(queue) > 0 {
			cur := queue[0]
			queue = queue[1:]
			for _, nx := range out[cur] {
				if !seen[nx] {
					seen[nx] = true
					queue = append(queue, nx)
				}
			}
		}
		for _, n := range f.Nodes {
			if !seen[n.ID] {
				add("node %q cannot be reached from the start node", n.ID)
			}
			if n.Type != "end" && n.Type != "transfer" && len(out[n.ID]) == 0 {
				add("node %q is a dead end: it has no way forward and is not an end node", n.ID)
			}
		}
	}
	return problems
}
