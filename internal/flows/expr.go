package flows

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"time"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
)

// MaxConditionLength bounds a condition expression.
const MaxConditionLength = 1000

// The budget of one evaluation of a condition. A condition reads what the
// caller answered, so the caller decides how much work it does: each
// evaluation is bounded, and one over its budget counts as false (the
// default branch is taken) instead of holding the conversation.
const (
	// ConditionSteps bounds the iterations of closures (any, all, filter,
	// map, count, ...) in one evaluation: one pass over a 4,000-character
	// answer is 4,000.
	ConditionSteps = 20_000
	// ConditionBytes bounds the strings and lists one evaluation produces
	// (a list counts 16 bytes an element).
	ConditionBytes = 1 << 20
	// ConditionTime bounds one evaluation's wall time (the conversation's
	// own context may end it sooner).
	ConditionTime = 50 * time.Millisecond
	// conditionVMMemory is the expression machine's own budget: elements of
	// ranges (1..n), sorted lists and literals.
	conditionVMMemory = 100_000
	conditionMaxNodes = 1000
)

// ErrConditionBudget is returned (wrapped) by EvalCondition for a condition
// that ran over its budget.
var ErrConditionBudget = errors.New("the condition ran over its evaluation budget")

// Names the budget patch gives its variable and functions. They are not
// identifiers the expression language lexes, so a condition can neither
// read, shadow nor call them.
const (
	budgetVar = "·budget"
	stepFunc  = "·step"
	sizeFunc  = "·size"
)

// closureBuiltins are the builtins that take a closure and run it per
// element.
var closureBuiltins = "all, any, none, one, filter, map, find, findIndex, findLast, findLastIndex, count, sum, groupBy, sortBy, reduce"

// CompileCondition compiles a condition over the conversation's variables
// (wants_callback == true, age >= 18). Variables are untyped at compile
// time; a variable that is not set evaluates to nil. The program carries
// its budget checks: every closure iteration counts a step, every value a
// function or + produces counts its size.
func CompileCondition(src string) (*vm.Program, error) {
	if len(src) > MaxConditionLength {
		return nil, fmt.Errorf("the condition is longer than %d characters", MaxConditionLength)
	}
	return expr.Compile(src, expr.AllowUndefinedVariables(), expr.AsBool(), expr.DisableBuiltin("repeat"),
		expr.MaxNodes(conditionMaxNodes),
		expr.Function(stepFunc, budgetStep),
		expr.Function(sizeFunc, budgetSize),
		// join and replace can make a string far longer than their
		// arguments (an answer between each of an answer's characters):
		// they check the length before building it.
		expr.Function("join", boundedJoin,
			new(func([]any, string) string), new(func([]any) string),
			new(func([]string, string) string), new(func([]string) string)),
		expr.Function("replace", boundedReplace,
			new(func(string, string, string) string), new(func(string, string, string, int) string)),
		expr.Patch(budgetPatch{}))
}

// nestedIteration reports a closure builtin run inside another one's
// closure: its cost is the product of the lists' lengths, which an answer
// makes as large as it likes. Check refuses it; a program compiled before
// the rule still runs, under its budget.
func nestedIteration(src string) bool {
	tree, err := parser.Parse(src)
	if err != nil {
		return false
	}
	v := &predicateVisitor{}
	ast.Walk(&tree.Node, v)
	return v.nested
}

type predicateVisitor struct{ nested bool }

func (v *predicateVisitor) Visit(n *ast.Node) {
	p, ok := (*n).(*ast.PredicateNode)
	if !ok || v.nested {
		return
	}
	inner := &predicateFinder{}
	ast.Walk(&p.Node, inner)
	v.nested = inner.found
}

type predicateFinder struct{ found bool }

func (f *predicateFinder) Visit(n *ast.Node) {
	if _, ok := (*n).(*ast.PredicateNode); ok {
		f.found = true
	}
}

// budgetPatch rewrites a condition so that it reports its work to the
// evaluation's budget: a closure's body becomes ·step(·budget, body), and a
// function call or + becomes ·size(·budget, value).
type budgetPatch struct{}

func (budgetPatch) Visit(n *ast.Node) {
	budget := func() ast.Node { return &ast.IdentifierNode{Value: budgetVar} }
	call := func(name string, arg ast.Node) ast.Node {
		return &ast.CallNode{Callee: &ast.IdentifierNode{Value: name}, Arguments: []ast.Node{budget(), arg}}
	}
	switch node := (*n).(type) {
	case *ast.PredicateNode:
		node.Node = call(stepFunc, node.Node)
	case *ast.BuiltinNode:
		ast.Patch(n, call(sizeFunc, node))
	case *ast.CallNode:
		if id, ok := node.Callee.(*ast.IdentifierNode); ok && (id.Value == stepFunc || id.Value == sizeFunc) {
			return
		}
		ast.Patch(n, call(sizeFunc, node))
	case *ast.BinaryNode:
		if node.Operator == "+" {
			ast.Patch(n, call(sizeFunc, node))
		}
	}
}

// budget is one evaluation's account.
type budget struct {
	ctx      context.Context
	deadline time.Time
	steps    int
	bytes    int
	over     error
}

func (b *budget) exceed(format string, a ...any) error {
	if b.over == nil {
		b.over = fmt.Errorf("%w: %s", ErrConditionBudget, fmt.Sprintf(format, a...))
	}
	return b.over
}

func (b *budget) clock() error {
	if b.over != nil {
		return b.over
	}
	if err := b.ctx.Err(); err != nil {
		return b.exceed("the conversation's context ended (%v)", err)
	}
	if time.Now().After(b.deadline) {
		return b.exceed("it ran longer than %s", ConditionTime)
	}
	return nil
}

func budgetOf(args []any) (*budget, error) {
	if len(args) != 2 {
		return nil, fmt.Errorf("internal budget function called with %d arguments", len(args))
	}
	b, ok := args[0].(*budget)
	if !ok || b == nil {
		return nil, errors.New("internal budget function called without its budget")
	}
	return b, nil
}

func budgetStep(args ...any) (any, error) {
	b, err := budgetOf(args)
	if err != nil {
		return nil, err
	}
	b.steps++
	if b.steps > ConditionSteps {
		return nil, b.exceed("it iterated more than %d times", ConditionSteps)
	}
	if err := b.clock(); err != nil {
		return nil, err
	}
	return args[1], nil
}

func budgetSize(args ...any) (any, error) {
	b, err := budgetOf(args)
	if err != nil {
		return nil, err
	}
	b.bytes += sizeOf(args[1])
	if b.bytes > ConditionBytes {
		return nil, b.exceed("it produced more than %d bytes", ConditionBytes)
	}
	if err := b.clock(); err != nil {
		return nil, err
	}
	return args[1], nil
}

// sizeOf estimates what a value costs: a string its bytes, a list or map
// 16 bytes an element, anything else 8.
func sizeOf(v any) int {
	switch v := v.(type) {
	case string:
		return len(v)
	case []string:
		return 16 * len(v)
	case []any:
		return 16 * len(v)
	case nil, bool, int, float64:
		return 8
	}
	if r := reflect.ValueOf(v); r.Kind() == reflect.Slice || r.Kind() == reflect.Array || r.Kind() == reflect.Map {
		return 16 * r.Len()
	}
	return 8
}

func boundedJoin(args ...any) (any, error) {
	if len(args) < 1 || len(args) > 2 {
		return nil, fmt.Errorf("invalid number of arguments for join (expected 1 or 2, got %d)", len(args))
	}
	glue := ""
	if len(args) == 2 {
		s, ok := args[1].(string)
		if !ok {
			return nil, fmt.Errorf("invalid argument for join (type %T)", args[1])
		}
		glue = s
	}
	var parts []string
	switch v := args[0].(type) {
	case []string:
		parts = v
	case []any:
		parts = make([]string, 0, len(v))
		for _, p := range v {
			s, ok := p.(string)
			if !ok {
				return nil, fmt.Errorf("invalid argument for join (an element of type %T)", p)
			}
			parts = append(parts, s)
		}
	default:
		return nil, fmt.Errorf("invalid argument for join (type %T)", args[0])
	}
	n := 0
	if len(parts) > 0 {
		n = len(glue) * (len(parts) - 1)
	}
	for _, p := range parts {
		n += len(p)
		if n > ConditionBytes {
			break
		}
	}
	if n > ConditionBytes {
		return nil, fmt.Errorf("%w: join would make a string over %d bytes", ErrConditionBudget, ConditionBytes)
	}
	return strings.Join(parts, glue), nil
}

func boundedReplace(args ...any) (any, error) {
	if len(args) != 3 && len(args) != 4 {
		return nil, fmt.Errorf("invalid number of arguments for replace (expected 3 or 4, got %d)", len(args))
	}
	var s [3]string
	for i := range s {
		v, ok := args[i].(string)
		if !ok {
			return nil, fmt.Errorf("invalid argument for replace (type %T)", args[i])
		}
		s[i] = v
	}
	n := -1
	if len(args) == 4 {
		i, ok := args[3].(int)
		if !ok {
			return nil, fmt.Errorf("invalid argument for replace (type %T)", args[3])
		}
		n = i
	}
	count := strings.Count(s[0], s[1])
	if n >= 0 && n < count {
		count = n
	}
	if grown := len(s[0]) + count*(len(s[2])-len(s[1])); grown > ConditionBytes {
		return nil, fmt.Errorf("%w: replace would make a string over %d bytes", ErrConditionBudget, ConditionBytes)
	}
	return strings.Replace(s[0], s[1], s[2], n), nil
}

// EvalCondition runs a compiled condition under its budget (ConditionSteps,
// ConditionBytes, ConditionTime, and ctx). An evaluation error (comparing an
// unset variable with a number) counts as false; so does a condition over
// its budget, for which the error (wrapping ErrConditionBudget) is also
// returned so that the caller can say so.
func EvalCondition(ctx context.Context, p *vm.Program, vars map[string]any) (bool, error) {
	if p == nil {
		return false, nil
	}
	env := make(map[string]any, len(vars)+1)
	for k, v := range vars {
		env[k] = v
	}
	b := &budget{ctx: ctx, deadline: time.Now().Add(ConditionTime)}
	env[budgetVar] = b
	machine := vm.VM{MemoryBudget: conditionVMMemory}
	out, err := machine.Run(p, env)
	switch {
	case b.over != nil:
		return false, b.over
	case errors.Is(err, ErrConditionBudget):
		return false, err
	case err != nil && strings.Contains(err.Error(), "memory budget exceeded"):
		return false, fmt.Errorf("%w: %v", ErrConditionBudget, err)
	case err != nil:
		return false, nil
	}
	ok, _ := out.(bool)
	return ok, nil
}

type identVisitor struct{ names map[string]bool }

func (v *identVisitor) Visit(n *ast.Node) {
	if id, ok := (*n).(*ast.IdentifierNode); ok {
		v.names[id.Value] = true
	}
}

// conditionVars returns the variables a condition reads (none when it does
// not parse; Check reports that separately).
func conditionVars(src string) []string {
	tree, err := parser.Parse(src)
	if err != nil {
		return nil
	}
	v := &identVisitor{names: map[string]bool{}}
	ast.Walk(&tree.Node, v)
	out := make([]string, 0, len(v.names))
	for n := range v.names {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
