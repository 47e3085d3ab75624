package v1

import (
	"context"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"sort"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"
	"sigs.k8s.io/yaml"
)

// The OpenAPI document is the source of truth of /v1. It is kept as one file
// per domain (00-base.yaml holds the document itself, each other file adds
// its paths, tags and components) and merged into one document at start.
//
//go:embed openapi/*.yaml
var openapiFS embed.FS

var (
	specOnce sync.Once
	specJSON []byte
	specDoc  *openapi3.T
	specErr  error
)

// Spec returns the merged OpenAPI document as JSON and as a validated
// kin-openapi document.
func Spec() ([]byte, *openapi3.T, error) {
	specOnce.Do(func() { specJSON, specDoc, specErr = buildSpec() })
	return specJSON, specDoc, specErr
}

func buildSpec() ([]byte, *openapi3.T, error) {
	names, err := fs.Glob(openapiFS, "openapi/*.yaml")
	if err != nil {
		return nil, nil, err
	}
	sort.Strings(names)
	var doc map[string]any
	for i, name := range names {
		raw, err := openapiFS.ReadFile(name)
		if err != nil {
			return nil, nil, err
		}
		var part map[string]any
		if err := yaml.Unmarshal(raw, &part); err != nil {
			return nil, nil, fmt.Errorf("%s: %w", name, err)
		}
		if i == 0 {
			doc = part
			continue
		}
		if err := mergeFragment(doc, part, name); err != nil {
			return nil, nil, err
		}
	}
	addUnknownQueryResponses(doc)
	b, err := json.Marshal(doc)
	if err != nil {
		return nil, nil, err
	}
	loader := openapi3.NewLoader()
	t, err := loader.LoadFromData(b)
	if err != nil {
		return nil, nil, fmt.Errorf("load openapi: %w", err)
	}
	if err := t.Validate(context.Background()); err != nil {
		return nil, nil, fmt.Errorf("openapi document is invalid: %w", err)
	}
	return b, t, nil
}

// mergeFragment adds a fragment's paths, tags and components to doc; a name
// defined twice is an error, so fragments cannot silently override each other.
func mergeFragment(doc, part map[string]any, name string) error {
	for key, val := range part {
		switch key {
		case "paths":
			if err := mergeMap(doc, "paths", val, name); err != nil {
				return err
			}
		case "tags":
			tags, _ := doc["tags"].([]any)
			more, _ := val.([]any)
			doc["tags"] = append(tags, more...)
		case "components":
			comps, _ := doc["components"].(map[string]any)
			if comps == nil {
				comps = map[string]any{}
				doc["components"] = comps
			}
			sections, ok := val.(map[string]any)
			if !ok {
				return fmt.Errorf("%s: components must be a map", name)
			}
			for section, entries := range sections {
				if err := mergeMap(comps, section, entries, name+" components"); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("%s: a fragment may only hold paths, tags and components, not %s", name, key)
		}
	}
	return nil
}

func mergeMap(into map[string]any, key string, val any, name string) error {
	dst, _ := into[key].(map[string]any)
	if dst == nil {
		dst = map[string]any{}
		into[key] = dst
	}
	src, ok := val.(map[string]any)
	if !ok {
		return fmt.Errorf("%s: %s must be a map", name, key)
	}
	for k, v := range src {
		if _, dup := dst[k]; dup {
			return fmt.Errorf("%s: %s.%s is already defined", name, key, k)
		}
		dst[k] = v
	}
	return nil
}

// addUnknownQueryResponses documents, on every operation that does not
// already, the 400 StrictQuery answers for an undeclared query parameter, so
// each endpoint's contract says so without every fragment repeating it.
func addUnknownQueryResponses(doc map[string]any) {
	paths, _ := doc["paths"].(map[string]any)
	for _, item := range paths {
		ops, _ := item.(map[string]any)
		for method, op := range ops {
			switch method {
			case "get", "post", "put", "patch", "delete":
			default:
				continue
			}
			o, _ := op.(map[string]any)
			responses, _ := o["responses"].(map[string]any)
			if responses == nil {
				continue
			}
			if _, ok := responses["400"]; !ok {
				responses["400"] = map[string]any{
					"description": "A query parameter this operation does not declare; the detail and `errors` name it.",
					"content": map[string]any{"application/json": map[string]any{
						"schema": map[string]any{"$ref": "#/components/schemas/Error"}}},
				}
			}
		}
	}
}
