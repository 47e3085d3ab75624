// Package flows owns conversation flows: the graph of steps a flow-mode agent
// follows. A flow document is parsed (Parse), checked (Check, every problem
// at once), compiled into an executable form (Compile) and stored, drafted
// and published by the Service. Node types live in one registry
// (registry.go); each type is one file declaring its configuration, its
// checks and its behaviour at run time.
package flows

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"voiceagent/internal/platform/apperr"
)

// Document is a conversation graph as the editor saves it.
type Document struct {
	// Name is an optional label kept from older documents; the flow record's
	// name is what counts.
	Name  string `json:"name,omitempty"`
	Nodes []Node `json:"nodes"`
	Edges []Edge `json:"edges"`
}

// Position places a node in the editor; it has no meaning at run time.
type Position struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Node is one step of a flow.
type Node struct {
	ID       string          `json:"id"`
	Type     string          `json:"type"`
	Position Position        `json:"position"`
	Config   json.RawMessage `json:"config,omitempty"`

	conf any // the decoded configuration of a known type
}

// Conf returns the node's decoded configuration (a pointer to its type's
// config struct), or nil for an unknown type.
func (n *Node) Conf() any { return n.conf }

// Edge moves the conversation from one node to another. Edges leaving a
// condition node carry a condition expression or default; edges leaving an
// llm node carry an intent label and optional examples.
type Edge struct {
	From      string   `json:"from"`
	To        string   `json:"to"`
	Condition string   `json:"condition,omitempty"`
	Default   bool     `json:"default,omitempty"`
	Label     string   `json:"label,omitempty"`
	Examples  []string `json:"examples,omitempty"`
}

// Limits of a flow document.
const (
	MaxDocumentBytes = 2 << 20
	MaxNodes         = 5000
)

// Parse decodes a flow document and the configuration of every node of a
// known type. A document that is not JSON or has the wrong shape is an
// Unprocessable error naming the field (nodes[2].config.text); unknown node
// types and missing fields are left to Check, which reports them all.
func Parse(raw []byte) (*Document, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, apperr.FieldCode(apperr.Unprocessable, "draft", "is required: a flow document with nodes and edges")
	}
	if len(raw) > MaxDocumentBytes {
		return nil, apperr.FieldCode(apperr.Unprocessable, "draft", fmt.Sprintf("is larger than %d bytes", MaxDocumentBytes))
	}
	var top struct {
		Name  string            `json:"name"`
		Nodes []json.RawMessage `json:"nodes"`
		Edges []json.RawMessage `json:"edges"`
	}
	if err := decodeStrict(raw, &top); err != nil {
		return nil, shapeError("draft", err)
	}
	if len(top.Nodes) > MaxNodes {
		return nil, apperr.FieldCode(apperr.Unprocessable, "draft.nodes", fmt.Sprintf("has %d nodes; at most %d", len(top.Nodes), MaxNodes))
	}
	d := Document{Name: top.Name, Nodes: make([]Node, len(top.Nodes)), Edges: make([]Edge, len(top.Edges))}
	for i, b := range top.Nodes {
		if err := decodeStrict(b, &d.Nodes[i]); err != nil {
			return nil, shapeError(fmt.Sprintf("draft.nodes[%d]", i), err)
		}
	}
	for i, b := range top.Edges {
		if err := decodeStrict(b, &d.Edges[i]); err != nil {
			return nil, shapeError(fmt.Sprintf("draft.edges[%d]", i), err)
		}
	}
	for i := range d.Nodes {
		n := &d.Nodes[i]
		t, ok := Lookup(n.Type)
		if !ok {
			continue
		}
		conf := t.NewConfig()
		cfg := bytes.TrimSpace(n.Config)
		if len(cfg) > 0 && string(cfg) != "null" {
			if err := decodeStrict(cfg, conf); err != nil {
				return nil, shapeError(fmt.Sprintf("draft.nodes[%d].config", i), err)
			}
		}
		n.conf = conf
	}
	return &d, nil
}

func decodeStrict(raw []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("unexpected data after the document")
	}
	return nil
}

// shapeError turns a JSON decoding error into a 422 naming the field.
func shapeError(prefix string, err error) error {
	var te *json.UnmarshalTypeError
	var se *json.SyntaxError
	switch {
	case errors.As(err, &te):
		field := prefix
		if te.Field != "" {
			field = prefix + "." + jsonPath(te.Field)
		}
		return apperr.FieldCode(apperr.Unprocessable, field, fmt.Sprintf("must be %s, not %s", describe(te.Type.String()), te.Value))
	case errors.As(err, &se):
		return apperr.FieldCode(apperr.Unprocessable, prefix, fmt.Sprintf("is not valid JSON (at byte %d): %v", se.Offset, err))
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		return apperr.FieldCode(apperr.Unprocessable, prefix+"."+name, "is not a known field")
	default:
		return apperr.FieldCode(apperr.Unprocessable, prefix, "is not a valid flow document: "+err.Error())
	}
}

// jsonPath renders encoding/json's "nodes.2.config" as "nodes[2].config".
func jsonPath(p string) string {
	parts := strings.Split(p, ".")
	var b strings.Builder
	for i, s := range parts {
		if s != "" && strings.Trim(s, "0123456789") == "" {
			b.WriteString("[" + s + "]")
			continue
		}
		if i > 0 {
			b.WriteString(".")
		}
		b.WriteString(s)
	}
	return b.String()
}

func describe(goType string) string {
	switch {
	case strings.HasPrefix(goType, "[]"):
		return "an array"
	case goType == "string":
		return "a string"
	case goType == "bool":
		return "true or false"
	case strings.HasPrefix(goType, "float"), strings.HasPrefix(goType, "int"):
		return "a number"
	default:
		return "an object"
	}
}

// Clone returns an independent copy of the document (decoded configurations
// included).
func (d *Document) Clone() *Document {
	b, _ := json.Marshal(d)
	c, err := Parse(b)
	if err != nil {
		return &Document{Nodes: []Node{}, Edges: []Edge{}}
	}
	return c
}
