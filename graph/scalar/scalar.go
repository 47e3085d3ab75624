// Package scalar holds the custom GraphQL scalars of the backoffice schema.
package scalar

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/99designs/gqlgen/graphql"

	"voiceagent/internal/platform/apperr"
)

// MarshalRawJSON writes stored JSON (audit before/after) as it is.
func MarshalRawJSON(v json.RawMessage) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		if len(v) == 0 {
			_, _ = io.WriteString(w, "null")
			return
		}
		_, _ = w.Write(v)
	})
}

// UnmarshalRawJSON reads any JSON value given as an argument.
func UnmarshalRawJSON(v any) (json.RawMessage, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("JSON: %w", err)
	}
	return b, nil
}

// StringMap is a JSON object of string values (custom action headers,
// response mapping and secrets).
type StringMap = map[string]string

// MarshalStringMap writes the object.
func MarshalStringMap(m map[string]string) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		if m == nil {
			m = map[string]string{}
		}
		b, _ := json.Marshal(m)
		_, _ = w.Write(b)
	})
}

// UnmarshalStringMap reads an object whose values are all strings.
func UnmarshalStringMap(v any) (map[string]string, error) {
	obj, ok := v.(map[string]any)
	if !ok {
		return nil, apperr.Invalidf("must be a JSON object of string values")
	}
	out := make(map[string]string, len(obj))
	for k, val := range obj {
		s, ok := val.(string)
		if !ok {
			return nil, apperr.Invalidf("the value of %q must be a string", k)
		}
		out[k] = s
	}
	return out, nil
}

// MarshalVariables writes template variables.
func MarshalVariables(v map[string]any) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) {
		if v == nil {
			v = map[string]any{}
		}
		b, _ := json.Marshal(v)
		_, _ = w.Write(b)
	})
}

// UnmarshalVariables reads a JSON object of variables (values of any JSON
// type; the service checks names and sizes).
func UnmarshalVariables(v any) (map[string]any, error) {
	obj, ok := v.(map[string]any)
	if !ok {
		return nil, apperr.Invalidf("variables must be a JSON object of variables")
	}
	return obj, nil
}

// Variables are template variables (actions.Variables).
type Variables = map[string]any
