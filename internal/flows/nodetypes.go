package flows

import (
	"context"
	"reflect"
	"strings"

	"voiceagent/internal/auth"
)

// NodeTypeInfo describes a registered node type for editors: its name,
// whether it ends a conversation and the fields of its configuration.
type NodeTypeInfo struct {
	Name     string        `json:"name"`
	Terminal bool          `json:"terminal"`
	Fields   []ConfigField `json:"fields"`
}

// ConfigField is one field of a node type's configuration.
type ConfigField struct {
	// Name is the field's key in the node's config.
	Name string `json:"name"`
	// Type is string, text (a string of several lines), number, boolean
	// or strings (a list of strings).
	Type string `json:"type"`
	// Required is true for a field a document always carries.
	Required bool `json:"required"`
	// Options are the values the field may take, when it is one of a few.
	Options []string `json:"options,omitempty"`
}

// fieldOptioner is implemented by node types with fields taking one of a
// few values.
type fieldOptioner interface {
	FieldOptions() map[string][]string
}

// NodeTypes describes every registered node type, sorted by name. The
// fields come from each type's configuration struct (its json names; a
// field tagged `editor:"text"` is a text of several lines).
func NodeTypes() []NodeTypeInfo {
	names := TypeNames()
	out := make([]NodeTypeInfo, 0, len(names))
	for _, name := range names {
		t, _ := Lookup(name)
		info := NodeTypeInfo{Name: name, Terminal: t.Terminal(), Fields: configFields(t.NewConfig())}
		if o, ok := t.(fieldOptioner); ok {
			opts := o.FieldOptions()
			for i := range info.Fields {
				info.Fields[i].Options = opts[info.Fields[i].Name]
			}
		}
		out = append(out, info)
	}
	return out
}

func configFields(conf any) []ConfigField {
	fields := []ConfigField{}
	rt := reflect.TypeOf(conf)
	for rt.Kind() == reflect.Pointer {
		rt = rt.Elem()
	}
	if rt.Kind() != reflect.Struct {
		return fields
	}
	for i := 0; i < rt.NumField(); i++ {
		f := rt.Field(i)
		tag := f.Tag.Get("json")
		name, opts, _ := strings.Cut(tag, ",")
		if !f.IsExported() || name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		cf := ConfigField{Name: name, Required: !strings.Contains(opts, "omitempty")}
		switch f.Type.Kind() {
		case reflect.String:
			cf.Type = "string"
			if f.Tag.Get("editor") == "text" {
				cf.Type = "text"
			}
		case reflect.Bool:
			cf.Type = "boolean"
		case reflect.Int, reflect.Int64, reflect.Float64:
			cf.Type = "number"
		case reflect.Slice:
			if f.Type.Elem().Kind() != reflect.String {
				continue
			}
			cf.Type = "strings"
		default:
			continue
		}
		fields = append(fields, cf)
	}
	return fields
}

// NodeTypes returns the node types of the registry to any member.
// Errors: Unauthenticated, Forbidden.
func (s *Service) NodeTypes(ctx context.Context) ([]NodeTypeInfo, error) {
	if _, err := auth.Authorize(ctx, auth.ReadAgents); err != nil {
		return nil, err
	}
	return NodeTypes(), nil
}
