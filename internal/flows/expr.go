package flows

import (
	"fmt"
	"sort"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"
)

// MaxConditionLength bounds a condition expression.
const MaxConditionLength = 1000

// CompileCondition compiles a condition over the conversation's variables
// (wants_callback == true, age >= 18). Variables are untyped at compile
// time; a variable that is not set evaluates to nil.
func CompileCondition(src string) (*vm.Program, error) {
	if len(src) > MaxConditionLength {
		return nil, fmt.Errorf("the condition is longer than %d characters", MaxConditionLength)
	}
	return expr.Compile(src, expr.AllowUndefinedVariables(), expr.AsBool(), expr.DisableBuiltin("repeat"))
}

// EvalCondition runs a compiled condition; an evaluation error (comparing
// an unset variable with a number) counts as false.
func EvalCondition(p *vm.Program, vars map[string]any) bool {
	if p == nil {
		return false
	}
	env := make(map[string]any, len(vars))
	for k, v := range vars {
		env[k] = v
	}
	out, err := expr.Run(p, env)
	if err != nil {
		return false
	}
	b, _ := out.(bool)
	return b
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
