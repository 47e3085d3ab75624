package graph

import (
	"context"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"

	"voiceagent/internal/platform/apperr"
)

// Bounds of a document, checked before gqlgen validates it: validation
// merges same-named fields in quadratic time and follows every fragment
// spread, so its cost must be bounded by what the parser can count in
// linear time.
const (
	// maxFragments bounds the fragment definitions of one document.
	maxFragments = 200
	// maxSchemaSelections and maxTypeSelections bound introspection: one
	// __schema answers the whole schema, so asking it twice only multiplies
	// the answer.
	maxSchemaSelections = 1
	maxTypeSelections   = 10
)

// DocumentBound refuses, before validation and before any resolver runs, a
// document over MaxTokens tokens or MaxSelections selections (fields,
// fragment spreads and inline fragments, counted in the text and again with
// every fragment spread expanded, across all its operations), with too many fragments or introspection
// roots, and any string in the variables or the document's literals that
// holds a NUL byte or invalid UTF-8, which no service can store. Refusals
// are BAD_USER_INPUT.
type DocumentBound struct {
	MaxTokens     int
	MaxSelections int
	// Validated holds documents that already passed (gqlgen's query
	// cache): they are not parsed or counted again.
	Validated graphql.Cache[*ast.QueryDocument]
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = DocumentBound{}

// ExtensionName names the extension.
func (DocumentBound) ExtensionName() string { return "DocumentBound" }

// Validate accepts any schema.
func (DocumentBound) Validate(graphql.ExecutableSchema) error { return nil }

// MutateOperationParameters checks the raw request.
func (b DocumentBound) MutateOperationParameters(ctx context.Context, p *graphql.RawParams) *gqlerror.Error {
	for name, v := range p.Variables {
		if err := textProblem("the name of a variable", name); err != nil {
			return refuse(err)
		}
		if err := checkText("$"+name, v); err != nil {
			return refuse(err)
		}
	}
	if b.Validated != nil {
		if _, ok := b.Validated.Get(ctx, p.Query); ok {
			return nil
		}
	}
	if !utf8.ValidString(p.Query) {
		return refuse(apperr.Field("query", "is not valid UTF-8"))
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: p.Query}, b.MaxTokens)
	if err != nil {
		gqlErr, ok := err.(*gqlerror.Error)
		if !ok {
			gqlErr = gqlerror.Wrap(err)
		}
		if strings.HasPrefix(gqlErr.Message, "exceeded token limit") {
			return refuse(apperr.Invalidf("the document has more than %d tokens (GRAPHQL_MAX_TOKENS); split it into smaller operations", b.MaxTokens))
		}
		errcode.Set(gqlErr, errcode.ParseFailed)
		return gqlErr
	}
	if err := b.measure(doc); err != nil {
		return refuse(err)
	}
	return nil
}

func (b DocumentBound) measure(doc *ast.QueryDocument) *apperr.Error {
	if len(doc.Fragments) > maxFragments {
		return apperr.Invalidf("the document defines %d fragments, more than the limit of %d", len(doc.Fragments), maxFragments)
	}
	tooMany := func() *apperr.Error {
		return apperr.Invalidf("the document has more than %d selections (GRAPHQL_MAX_FIELDS); split it into smaller operations", b.MaxSelections)
	}
	// As written: every definition is validated, used or not.
	written := 0
	for _, op := range doc.Operations {
		written += countWritten(op.SelectionSet)
	}
	for _, f := range doc.Fragments {
		written += countWritten(f.SelectionSet)
	}
	if written > b.MaxSelections {
		return tooMany()
	}
	// As executed: fragment spreads expanded, which is what validation,
	// the depth and complexity limits and execution walk; one budget for
	// every operation of the document, as validation walks them all.
	budget := b.MaxSelections
	for _, op := range doc.Operations {
		w := expansion{doc: doc, budget: budget}
		w.walk(op.SelectionSet)
		if budget = w.budget; budget < 0 {
			return tooMany()
		}
		if w.schemas > maxSchemaSelections || w.types > maxTypeSelections {
			return apperr.Invalidf("an operation may select __schema at most %d time and __type at most %d times; this one selects __schema %d and __type %d times",
				maxSchemaSelections, maxTypeSelections, w.schemas, w.types)
		}
	}
	return checkLiterals(doc)
}

func countWritten(set ast.SelectionSet) int {
	n := len(set)
	for _, s := range set {
		switch s := s.(type) {
		case *ast.Field:
			n += countWritten(s.SelectionSet)
		case *ast.InlineFragment:
			n += countWritten(s.SelectionSet)
		}
	}
	return n
}

// expansion walks an operation with its fragment spreads expanded, one
// unit of budget per selection, and stops once the budget is spent (which
// also ends a fragment cycle, left to validation to report).
type expansion struct {
	doc            *ast.QueryDocument
	budget         int
	schemas, types int
}

func (w *expansion) walk(set ast.SelectionSet) {
	for _, s := range set {
		if w.budget--; w.budget < 0 {
			return
		}
		switch s := s.(type) {
		case *ast.Field:
			switch s.Name {
			case "__schema":
				w.schemas++
			case "__type":
				w.types++
			}
			w.walk(s.SelectionSet)
		case *ast.InlineFragment:
			w.walk(s.SelectionSet)
		case *ast.FragmentSpread:
			if f := w.doc.Fragments.ForName(s.Name); f != nil {
				w.walk(f.SelectionSet)
			}
		}
	}
}

// checkLiterals checks every string written in the document: arguments of
// fields and directives, and variables' default values.
func checkLiterals(doc *ast.QueryDocument) *apperr.Error {
	for _, op := range doc.Operations {
		for _, v := range op.VariableDefinitions {
			if err := checkValue("$"+v.Variable, v.DefaultValue); err != nil {
				return err
			}
		}
		if err := checkDirectives(op.Directives); err != nil {
			return err
		}
		if err := checkSelections(op.SelectionSet); err != nil {
			return err
		}
	}
	for _, f := range doc.Fragments {
		if err := checkDirectives(f.Directives); err != nil {
			return err
		}
		if err := checkSelections(f.SelectionSet); err != nil {
			return err
		}
	}
	return nil
}

func checkSelections(set ast.SelectionSet) *apperr.Error {
	for _, s := range set {
		var err *apperr.Error
		switch s := s.(type) {
		case *ast.Field:
			for _, a := range s.Arguments {
				if err = checkValue(a.Name, a.Value); err != nil {
					break
				}
			}
			if err == nil {
				err = checkDirectives(s.Directives)
			}
			if err == nil {
				err = checkSelections(s.SelectionSet)
			}
		case *ast.InlineFragment:
			if err = checkDirectives(s.Directives); err == nil {
				err = checkSelections(s.SelectionSet)
			}
		case *ast.FragmentSpread:
			err = checkDirectives(s.Directives)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func checkDirectives(list ast.DirectiveList) *apperr.Error {
	for _, d := range list {
		for _, a := range d.Arguments {
			if err := checkValue(a.Name, a.Value); err != nil {
				return err
			}
		}
	}
	return nil
}

func checkValue(name string, v *ast.Value) *apperr.Error {
	if v == nil {
		return nil
	}
	switch v.Kind {
	case ast.StringValue, ast.BlockValue:
		return textProblem(name, v.Raw)
	case ast.ListValue:
		for i, c := range v.Children {
			if err := checkValue(name+"["+strconv.Itoa(i)+"]", c.Value); err != nil {
				return err
			}
		}
	case ast.ObjectValue:
		for _, c := range v.Children {
			if err := checkValue(name+"."+c.Name, c.Value); err != nil {
				return err
			}
		}
	}
	return nil
}

// checkText checks every string (and object key) of a decoded JSON value.
func checkText(name string, v any) *apperr.Error {
	switch v := v.(type) {
	case string:
		return textProblem(name, v)
	case []any:
		for i, c := range v {
			if err := checkText(name+"["+strconv.Itoa(i)+"]", c); err != nil {
				return err
			}
		}
	case map[string]any:
		for k, c := range v {
			if err := textProblem("a key of "+name, k); err != nil {
				return err
			}
			if err := checkText(name+"."+k, c); err != nil {
				return err
			}
		}
	}
	return nil
}

func textProblem(name, s string) *apperr.Error {
	if strings.IndexByte(s, 0) >= 0 {
		return apperr.Field(name, `must not contain NUL characters (\u0000)`)
	}
	if !utf8.ValidString(s) {
		return apperr.Field(name, "must be valid UTF-8")
	}
	return nil
}

// refuse presents an application error as a refusal of the operation
// before execution (the error presenter gives it its code and fields).
func refuse(err *apperr.Error) *gqlerror.Error {
	e := &gqlerror.Error{Message: err.Message, Err: err}
	errcode.Set(e, "BAD_USER_INPUT")
	return e
}
