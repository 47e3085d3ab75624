package graph_test

import (
	"context"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/introspection"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"

	"voiceagent/graph"
	"voiceagent/internal/platform/apperr"
)

var bound = graph.DocumentBound{MaxTokens: 2000, MaxSelections: 300}

func check(query string, vars map[string]any) error {
	if err := bound.MutateOperationParameters(context.Background(), &graphql.RawParams{Query: query, Variables: vars}); err != nil {
		return err
	}
	return nil
}

func TestDocumentBound(t *testing.T) {
	for _, q := range []string{
		`{ health { status } }`,
		introspection.NewQuery(introspection.QueryOptions{OneOf: true}),
		`query($t: String = "caf\u00e9") { auditLog(action: $t) { total } }`,
		`{ a: __type(name: "Query") { name } b: __type(name: "Me") { name } }`,
	} {
		require.NoError(t, check(q, map[string]any{"t": []any{"ok", map[string]any{"k": "v"}}}), q)
	}
	for q, field := range map[string]string{
		`{ auditLog(action: "a\u0000") { total } }`:                       "action",
		`{ f(input: {list: ["ok", "b\u0000"]}) }`:                         "input.list[1]",
		`query($t: String = "\u0000") { auditLog(action: $t) { total } }`: "$t",
		`{ f @include(if: true) @skip(reason: "\u0000") }`:                "reason",
		`{ ...F } fragment F on Query { f(x: "\u0000") }`:                 "x",
	} {
		err := check(q, nil)
		e, ok := apperr.As(err)
		require.True(t, ok, "%s: %v", q, err)
		require.Equal(t, field, e.Fields[0].Field, q)
	}
	err := check(`query($v: X) { f(x: $v) }`, map[string]any{"v": map[string]any{"a": []any{1, "x\x00"}}})
	e, _ := apperr.As(err)
	require.Equal(t, "$v.a[1]", e.Fields[0].Field)
	err = check(`{ f }`, map[string]any{"v": "\xff"})
	require.ErrorContains(t, err, "valid UTF-8")
	require.ErrorContains(t, check("{ f(x: \"\xff\") }", nil), "valid UTF-8")
	require.Error(t, check("{ f(x: \"\"\"raw \x00\"\"\") }", nil), "a raw NUL does not even parse")

	for q, says := range map[string]string{
		"{" + strings.Repeat(" f", 2001) + " }":                                                      "more than 2000 tokens",
		"{" + strings.Repeat(" f", 301) + " }":                                                       "more than 300 selections",
		"{ a { ...F } b { ...F } } fragment F on T {" + strings.Repeat(" f", 160) + " }":             "more than 300 selections",
		"query A { ...F } query B { ...F } fragment F on Query {" + strings.Repeat(" f", 160) + " }": "more than 300 selections",
		`{ a: __schema { types { name } } b: __schema { types { name } } }`:                          "__schema at most 1 time",
		`{ ...S ...S } fragment S on Query { __schema { types { name } } }`:                          "__schema at most 1 time",
		"{ ...F0 } fragment F0 on Query { ...F0 }":                                                   "more than 300 selections",
		"{ f ": "Expected Name",
	} {
		require.ErrorContains(t, check(q, nil), says, q)
	}
}

// Whatever the bound accepts parses within its token limit; nothing
// panics.
func FuzzDocumentBound(f *testing.F) {
	f.Add(`{ health { status } }`, "ok")
	f.Add(`{ auditLog(action: "a\u0000") { total } }`, "a\x00")
	f.Add(`{ ...F0 } fragment F0 on Query { ...F1 ...F1 } fragment F1 on Query { f }`, "")
	f.Add(`query($t: String = """x""") { a: __schema { types { name } } }`, "\xff")
	f.Fuzz(func(t *testing.T, query, variable string) {
		if check(query, map[string]any{"v": variable}) != nil {
			return
		}
		_, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: query}, bound.MaxTokens)
		require.NoError(t, err)
		require.NotContains(t, variable, "\x00")
	})
}
