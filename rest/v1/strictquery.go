package v1

import (
	"fmt"
	"net/http"
	"sort"
	"strings"
	"sync"

	"github.com/getkin/kin-openapi/openapi3"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
)

// A query parameter an operation does not declare is refused with a 400
// naming it, on every /v1 endpoint: a misspelt or unsupported filter
// (created_since, statuz) would otherwise be ignored and the client would
// believe it had filtered. The allowed names come from the OpenAPI document,
// the contract itself, so an endpoint gets the check by being documented,
// and a parameter a handler reads must be declared to be usable at all.

// operationQuery is one documented operation: its path template split in
// segments ("{...}" matches any one segment) and its query parameter names.
type operationQuery struct {
	method   string
	template string
	segments []string
	literals int // segments that are not parameters: more wins a tie
	names    map[string]bool
}

var (
	queryIndexOnce sync.Once
	queryIndex     []operationQuery
	queryIndexErr  error
)

// operationsQuery indexes the document's operations once.
func operationsQuery() ([]operationQuery, error) {
	queryIndexOnce.Do(func() {
		_, doc, err := Spec()
		if err != nil {
			queryIndexErr = err
			return
		}
		queryIndex = indexQueryParams(doc)
	})
	return queryIndex, queryIndexErr
}

func indexQueryParams(doc *openapi3.T) []operationQuery {
	var out []operationQuery
	for template, item := range doc.Paths.Map() {
		segs := strings.Split(strings.Trim(template, "/"), "/")
		literals := 0
		for _, s := range segs {
			if !strings.HasPrefix(s, "{") {
				literals++
			}
		}
		for method, op := range item.Operations() {
			names := map[string]bool{}
			for _, params := range []openapi3.Parameters{item.Parameters, op.Parameters} {
				for _, p := range params {
					if p.Value != nil && p.Value.In == openapi3.ParameterInQuery {
						names[p.Value.Name] = true
					}
				}
			}
			out = append(out, operationQuery{method: method, template: template, segments: segs, literals: literals, names: names})
		}
	}
	return out
}

// find returns the documented operation of method and path, or nil.
func findOperation(ops []operationQuery, method, path string) *operationQuery {
	segs := strings.Split(strings.Trim(path, "/"), "/")
	var best *operationQuery
	for i := range ops {
		op := &ops[i]
		if op.method != method || len(op.segments) != len(segs) {
			continue
		}
		match := true
		for j, s := range op.segments {
			if segs[j] == "" || (!strings.HasPrefix(s, "{") && s != segs[j]) {
				match = false
				break
			}
		}
		if match && (best == nil || op.literals > best.literals) {
			best = op
		}
	}
	return best
}

// StrictQuery answers 400 when a request to a documented operation carries
// a query parameter the operation does not declare. Requests to paths the
// document does not hold go on untouched (the router answers them).
func StrictQuery(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.RawQuery == "" {
			next.ServeHTTP(w, r)
			return
		}
		ops, err := operationsQuery()
		if err != nil {
			httpx.Error(w, r, err)
			return
		}
		op := findOperation(ops, r.Method, r.URL.Path)
		if op == nil {
			next.ServeHTTP(w, r)
			return
		}
		var unknown []string
		for name := range r.URL.Query() {
			if !op.names[name] {
				unknown = append(unknown, name)
			}
		}
		if len(unknown) > 0 {
			sort.Strings(unknown)
			httpx.Error(w, r, unknownParams(op, unknown))
			return
		}
		next.ServeHTTP(w, r)
	})
}

func unknownParams(op *operationQuery, unknown []string) error {
	allowed := make([]string, 0, len(op.names))
	for n := range op.names {
		allowed = append(allowed, n)
	}
	sort.Strings(allowed)
	hint := "it takes no query parameters"
	if len(allowed) > 0 {
		hint = "its parameters are " + strings.Join(allowed, ", ")
	}
	e := &apperr.Error{Code: apperr.Invalid}
	for _, n := range unknown {
		e.Fields = append(e.Fields, apperr.FieldError{Field: n, Message: "is not a parameter of " + op.method + " " + op.template})
	}
	if len(unknown) == 1 {
		e.Message = fmt.Sprintf("unknown query parameter %q: %s %s does not take it (%s)", unknown[0], op.method, op.template, hint)
	} else {
		e.Message = fmt.Sprintf("unknown query parameters %s: %s %s does not take them (%s)", quoteAll(unknown), op.method, op.template, hint)
	}
	return e
}

func quoteAll(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}
