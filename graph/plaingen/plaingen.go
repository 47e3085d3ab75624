// Package plaingen is a gqlgen plugin that generates the plain writers of
// the backoffice GraphQL server (graph/plain.go explains how they are used).
//
// gqlgen resolves every field of every object through its general machinery:
// a field context, a context value, a recover, the middleware chain and a
// boxed result, about half a microsecond a field. Most of a list's fields
// are read straight off a loaded struct. For each object type this plugin
// writes a function that writes such fields in one pass, with the same
// marshal functions gqlgen generated for them, and declines (so gqlgen
// resolves the field as usual) as soon as a selection holds anything else.
package plaingen

import (
	"bytes"
	"fmt"
	"go/format"
	"go/types"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/99designs/gqlgen/codegen"
	"github.com/99designs/gqlgen/codegen/config"
	"github.com/99designs/gqlgen/plugin"
	"github.com/vektah/gqlparser/v2/ast"
)

// Plugin generates the plain writers into Filename, in the exec package.
type Plugin struct{ Filename string }

var _ plugin.CodeGenerator = Plugin{}

// Name implements plugin.Plugin.
func (Plugin) Name() string { return "plainwriters" }

// GenerateCode implements plugin.CodeGenerator.
func (p Plugin) GenerateCode(data *codegen.Data) error {
	g := &gen{data: data, pkgPath: data.Config.Exec.ImportPath(), objects: map[string]*codegen.Object{}, imports: map[string]string{}, names: map[string]string{}}
	// The packages the writers use themselves hold their names first.
	for _, path := range []string{"context", "github.com/99designs/gqlgen/graphql", "github.com/vektah/gqlparser/v2/ast"} {
		name := path[strings.LastIndex(path, "/")+1:]
		g.imports[path], g.names[name] = name, path
	}
	for _, o := range data.Objects {
		if g.writable(o) {
			g.objects[o.Name] = o
		}
	}
	src, err := g.file()
	if err != nil {
		return err
	}
	return os.WriteFile(p.Filename, src, 0o644)
}

type gen struct {
	data    *codegen.Data
	pkgPath string
	// objects are the object types that get a plain writer.
	objects map[string]*codegen.Object
	// imports maps a package path to its name in the file; names the reverse.
	imports map[string]string
	names   map[string]string
	// lists records the list writers needed: object name -> element is a pointer.
	lists map[listKey]bool
	body  bytes.Buffer
}

type listKey struct {
	object string
	ptr    bool
}

// writable reports whether an object type can have a plain writer: a
// concrete, named Go struct (not a root type, not a map).
func (g *gen) writable(o *codegen.Object) bool {
	if o.Root || o.Kind != ast.Object || o.Type == nil || o.Stream {
		return false
	}
	if _, ok := types.Unalias(o.Type).(*types.Named); !ok {
		return false
	}
	_, isStruct := o.Type.Underlying().(*types.Struct)
	return isStruct && len(o.Directives) == 0
}

// qualifier names packages in the generated file, adding imports as needed.
func (g *gen) qualifier(p *types.Package) string {
	if p.Path() == g.pkgPath {
		return ""
	}
	if name, ok := g.imports[p.Path()]; ok {
		return name
	}
	name := p.Name()
	for i := 2; ; i++ {
		if _, taken := g.names[name]; !taken {
			break
		}
		name = p.Name() + strconv.Itoa(i)
	}
	g.imports[p.Path()] = name
	g.names[name] = p.Path()
	return name
}

func (g *gen) ref(t types.Type) string { return types.TypeString(t, g.qualifier) }

// fieldKind says how a field is written.
type fieldKind int

const (
	notPlain fieldKind = iota
	leaf               // scalar or enum: gqlgen's marshal function
	object             // an object type with a plain writer
	batch              // a batch resolver without arguments
)

// kindOf classifies a field of a writable object.
func (g *gen) kindOf(f *codegen.Field) fieldKind {
	if len(f.Args) > 0 || f.HasDirectives() || f.Stream || f.HasHaser || f.VOkFunc {
		return notPlain
	}
	if f.IsBatch() {
		if f.BatchUsesFieldContextArgs() || !g.writableValue(f.TypeReference) {
			return notPlain
		}
		return batch
	}
	if f.IsResolver || f.IsMap() {
		return notPlain
	}
	if f.IsMethod() && (!f.NoErr || f.MethodHasContext) {
		return notPlain
	}
	if !f.IsMethod() && !f.IsVariable() {
		return notPlain
	}
	switch f.TypeReference.Definition.Kind {
	case ast.Scalar, ast.Enum:
		return leaf
	case ast.Object:
		if g.writableValue(f.TypeReference) {
			return object
		}
	}
	return notPlain
}

// writableValue reports whether a value of this type reference can be
// written plainly: a leaf, or an object with a plain writer held by value,
// by pointer, or in a (non-nested) slice of either.
func (g *gen) writableValue(ref *config.TypeReference) bool {
	switch ref.Definition.Kind {
	case ast.Scalar, ast.Enum:
		return ref.MarshalFunc() != ""
	case ast.Object:
	default:
		return false
	}
	o := g.objects[ref.Definition.Name]
	if o == nil {
		return false
	}
	if ref.IsSlice() {
		el := ref.Elem()
		if el.IsSlice() || el.GQL.Elem != nil {
			return false
		}
		return g.isObjectType(el.GO, o) || g.isObjectPtr(el.GO, o)
	}
	if ref.GQL.Elem != nil {
		return false
	}
	return g.isObjectType(ref.GO, o) || g.isObjectPtr(ref.GO, o)
}

func (g *gen) isObjectType(t types.Type, o *codegen.Object) bool {
	return types.Identical(t, o.Type)
}

func (g *gen) isObjectPtr(t types.Type, o *codegen.Object) bool {
	p, ok := t.(*types.Pointer)
	return ok && types.Identical(p.Elem(), o.Type)
}

func (g *gen) hasBatch(o *codegen.Object) bool {
	for _, f := range o.Fields {
		if g.kindOf(f) == batch {
			return true
		}
	}
	return false
}

func (g *gen) p(format string, args ...any) { fmt.Fprintf(&g.body, format+"\n", args...) }

func (g *gen) file() ([]byte, error) {
	g.lists = map[listKey]bool{}
	names := make([]string, 0, len(g.objects))
	for name := range g.objects {
		names = append(names, name)
	}
	sort.Strings(names)
	g.fieldWriters()
	for _, name := range names {
		g.objectWriters(g.objects[name])
	}
	keys := make([]listKey, 0, len(g.lists))
	for k := range g.lists {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i].object != keys[j].object {
			return keys[i].object < keys[j].object
		}
		return !keys[i].ptr && keys[j].ptr
	})
	for _, k := range keys {
		g.listWriter(g.objects[k.object], k.ptr)
	}

	var out bytes.Buffer
	fmt.Fprintf(&out, "// Code generated by cmd/graphgen (graph/plaingen), DO NOT EDIT.\n\npackage %s\n\nimport (\n", g.data.Config.Exec.Package)
	paths := make([]string, 0, len(g.imports))
	for path := range g.imports {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	for _, path := range paths {
		name := g.imports[path]
		if name == path[strings.LastIndex(path, "/")+1:] {
			fmt.Fprintf(&out, "\t%q\n", path)
		} else {
			fmt.Fprintf(&out, "\t%s %q\n", name, path)
		}
	}
	out.WriteString(")\n\n")
	out.Write(g.body.Bytes())
	src, err := format.Source(out.Bytes())
	if err != nil {
		return out.Bytes(), fmt.Errorf("format the plain writers: %w", err)
	}
	return src, nil
}

// fieldWriters emits plainFieldWriters: for every field of an object type
// whose value can be written plainly, a function writing that value (the
// resolved result gqlgen hands the field interceptor) under a selection.
func (g *gen) fieldWriters() {
	g.p("// plainFieldWriters write the resolved value of an object-typed field, by")
	g.p("// \"Type.field\", when its whole selection is plain.")
	g.p("var plainFieldWriters = map[string]plainFieldWriter{")
	for _, o := range g.data.Objects {
		if o.Kind != ast.Object || o.Stream {
			continue
		}
		for _, f := range o.Fields {
			if f.TypeReference.Definition.Kind != ast.Object || !g.writableValue(f.TypeReference) {
				continue
			}
			g.p("%q: func(ec *executionContext, ctx context.Context, w *plainWriter, sel ast.SelectionSet, value any) bool {", o.Name+"."+f.Name)
			g.p("v, ok := value.(%s)", g.ref(f.TypeReference.GO))
			g.p("if !ok { return false }")
			g.p("if !ec.plainCheck_%s(sel) { return false }", f.TypeReference.Definition.Name)
			g.value(f.TypeReference, "v", "sel", false)
			g.p("return true")
			g.p("},")
		}
	}
	g.p("}")
	g.p("")
}

// value emits the writing of expr, a value of ref, under selection sel;
// addressable says &expr may be taken.
func (g *gen) value(ref *config.TypeReference, expr, sel string, addressable bool) {
	switch ref.Definition.Kind {
	case ast.Scalar, ast.Enum:
		if method, ptr, ok := direct(ref); ok {
			g.directValue(ref, method, ptr, expr)
			return
		}
		if ref.GQL.NonNull {
			// gqlgen's marshaller has recorded why: decline.
			g.p("if m := ec.%s(ctx, %s, %s); m != graphql.Null { m.MarshalGQL(w) } else { return false }", ref.MarshalFunc(), sel, expr)
		} else {
			g.p("ec.%s(ctx, %s, %s).MarshalGQL(w)", ref.MarshalFunc(), sel, expr)
		}
		return
	}
	o := g.objects[ref.Definition.Name]
	if ref.IsSlice() {
		el := ref.Elem()
		ptr := g.isObjectPtr(el.GO, o)
		g.lists[listKey{o.Name, ptr}] = true
		if ref.GQL.NonNull {
			g.p("if !ec.plainList_%s%s(ctx, w, %s, %s, %t) { return false }", o.Name, ptrSuffix(ptr), sel, expr, el.GQL.NonNull)
		} else {
			g.p("if %s == nil { w.null() } else if !ec.plainList_%s%s(ctx, w, %s, %s, %t) { return false }", expr, o.Name, ptrSuffix(ptr), sel, expr, el.GQL.NonNull)
		}
		return
	}
	if g.isObjectPtr(ref.GO, o) {
		if ref.GQL.NonNull {
			g.p("if %s == nil || !ec.plainOne_%s(ctx, w, %s, %s) { return false }", expr, o.Name, sel, expr)
		} else {
			g.p("if %s == nil { w.null() } else if !ec.plainOne_%s(ctx, w, %s, %s) { return false }", expr, o.Name, sel, expr)
		}
		return
	}
	if addressable {
		g.p("if !ec.plainOne_%s(ctx, w, %s, &%s) { return false }", o.Name, sel, expr)
		return
	}
	g.p("if x := %s; !ec.plainOne_%s(ctx, w, %s, &x) { return false }", expr, o.Name, sel)
}

func ptrSuffix(ptr bool) string {
	if ptr {
		return "Ptr"
	}
	return ""
}

// objectWriters emits, for one object type: its implementors, the static
// check of a selection, the writer of one object under collected fields, the
// writer of one object under a selection, and its batch resolution.
func (g *gen) objectWriters(o *codegen.Object) {
	goType := g.ref(o.Type)
	hasBatch := g.hasBatch(o)
	g.p("var plainImplementors_%s = %s", o.Name, o.Implementors())
	g.p("")

	// The static check: every selected field is one this writer writes.
	g.p("func (ec *executionContext) plainCheck_%s(sel ast.SelectionSet) bool {", o.Name)
	g.p("for _, field := range graphql.CollectFields(ec.OperationContext, sel, plainImplementors_%s) {", o.Name)
	g.p("if len(field.Deferrables) > 0 { return false }")
	g.p("switch field.Name {")
	g.p("case \"__typename\":")
	for _, f := range o.Fields {
		switch g.kindOf(f) {
		case leaf:
			g.p("case %q:", f.Name)
		case object, batch:
			g.p("case %q:", f.Name)
			if f.TypeReference.Definition.Kind == ast.Object {
				g.p("if !ec.plainCheck_%s(field.Selections) { return false }", f.TypeReference.Definition.Name)
			}
		}
	}
	g.p("default: return false")
	g.p("}")
	g.p("}")
	g.p("return true")
	g.p("}")
	g.p("")

	// One object under its collected fields; batched results at index i.
	batchParam := ""
	if hasBatch {
		batchParam = fmt.Sprintf(", b *plainBatch_%s, i int", o.Name)
	}
	g.p("func (ec *executionContext) plainFields_%s(ctx context.Context, w *plainWriter, fields []graphql.CollectedField, obj *%s%s) bool {", o.Name, goType, batchParam)
	g.p("w.open()")
	g.p("for n, field := range fields {")
	g.p("w.key(n, field.Alias)")
	g.p("switch field.Name {")
	g.p("case \"__typename\":")
	g.p("w.typename(%q)", o.Name)
	for _, f := range o.Fields {
		kind := g.kindOf(f)
		if kind == notPlain {
			continue
		}
		g.p("case %q:", f.Name)
		switch kind {
		case batch:
			g.value(f.TypeReference, "b."+f.Name+"[i]", "field.Selections", true)
		default:
			expr := "obj." + f.GoFieldName
			if f.IsMethod() {
				expr += "()"
			}
			g.value(f.TypeReference, expr, "field.Selections", !f.IsMethod())
		}
	}
	g.p("default: return false")
	g.p("}")
	g.p("}")
	g.p("w.close()")
	g.p("return true")
	g.p("}")
	g.p("")

	// One object under a selection.
	g.p("func (ec *executionContext) plainOne_%s(ctx context.Context, w *plainWriter, sel ast.SelectionSet, obj *%s) bool {", o.Name, goType)
	g.p("fields := graphql.CollectFields(ec.OperationContext, sel, plainImplementors_%s)", o.Name)
	if hasBatch {
		g.p("b, ok := ec.plainBatch_%s(ctx, fields, []*%s{obj})", o.Name, goType)
		g.p("if !ok { return false }")
		g.p("return ec.plainFields_%s(ctx, w, fields, obj, b, 0)", o.Name)
	} else {
		g.p("return ec.plainFields_%s(ctx, w, fields, obj)", o.Name)
	}
	g.p("}")
	g.p("")

	if !hasBatch {
		return
	}
	// The batch resolvers selected, each called once for all parents.
	g.p("type plainBatch_%s struct {", o.Name)
	for _, f := range o.Fields {
		if g.kindOf(f) == batch {
			g.p("%s []%s", f.Name, g.ref(f.TypeReference.GO))
			g.p("%sDone bool", f.Name)
		}
	}
	g.p("}")
	g.p("")
	g.p("func (ec *executionContext) plainBatch_%s(ctx context.Context, fields []graphql.CollectedField, parents []*%s) (*plainBatch_%s, bool) {", o.Name, goType, o.Name)
	g.p("b := &plainBatch_%s{}", o.Name)
	g.p("for _, field := range fields {")
	g.p("switch field.Name {")
	for _, f := range o.Fields {
		if g.kindOf(f) != batch {
			continue
		}
		g.p("case %q:", f.Name)
		g.p("if b.%sDone { continue }", f.Name)
		g.p("r, err := plainBatchResolve(ctx, %q, %q, ec.Resolvers.%s().%s, parents)", o.Name, f.Name, o.Name, f.GoFieldName)
		g.p("if err != nil || len(r) != len(parents) { return nil, false }")
		g.p("b.%s, b.%sDone = r, true", f.Name, f.Name)
	}
	g.p("}")
	g.p("}")
	g.p("return b, true")
	g.p("}")
	g.p("")
}

// listWriter emits the writer of a slice of objects (by value or pointer):
// the selection is collected and the batch resolvers called once for the
// whole list.
func (g *gen) listWriter(o *codegen.Object, ptr bool) {
	goType := g.ref(o.Type)
	elem := goType
	if ptr {
		elem = "*" + goType
	}
	g.p("func (ec *executionContext) plainList_%s%s(ctx context.Context, w *plainWriter, sel ast.SelectionSet, v []%s, nonNullElems bool) bool {", o.Name, ptrSuffix(ptr), elem)
	g.p("fields := graphql.CollectFields(ec.OperationContext, sel, plainImplementors_%s)", o.Name)
	hasBatch := g.hasBatch(o)
	if hasBatch {
		g.p("parents := make([]*%s, len(v))", goType)
		g.p("for i := range v {")
		if ptr {
			g.p("if v[i] == nil { return false }")
			g.p("parents[i] = v[i]")
		} else {
			g.p("parents[i] = &v[i]")
		}
		g.p("}")
		g.p("b, ok := ec.plainBatch_%s(ctx, fields, parents)", o.Name)
		g.p("if !ok { return false }")
	}
	g.p("w.openList()")
	g.p("for i := range v {")
	g.p("w.item(i)")
	obj := "&v[i]"
	if ptr {
		obj = "v[i]"
		g.p("if v[i] == nil {")
		g.p("if nonNullElems { return false }")
		g.p("w.null()")
		g.p("continue")
		g.p("}")
	}
	if hasBatch {
		g.p("if !ec.plainFields_%s(ctx, w, fields, %s, b, i) { return false }", o.Name, obj)
	} else {
		g.p("if !ec.plainFields_%s(ctx, w, fields, %s) { return false }", o.Name, obj)
	}
	g.p("}")
	g.p("w.closeList()")
	g.p("return true")
	g.p("}")
	g.p("")
}

// directWriters are gqlgen's marshallers of built-in scalars the plain
// writer reproduces without a closure per value, by the Go type they take.
// Each writer declines (returns false) where the marshaller answers null.
var directWriters = map[string]struct{ goType, method string }{
	"github.com/99designs/gqlgen/graphql.MarshalString":  {"string", "str"},
	"github.com/99designs/gqlgen/graphql.MarshalID":      {"string", "str"},
	"github.com/99designs/gqlgen/graphql.MarshalBoolean": {"bool", "bool"},
	"github.com/99designs/gqlgen/graphql.MarshalInt":     {"int", "int"},
	"github.com/99designs/gqlgen/graphql.MarshalInt64":   {"int64", "int64"},
	"github.com/99designs/gqlgen/graphql.MarshalTime":    {"time.Time", "time"},
	"github.com/99designs/gqlgen/graphql.MarshalUUID":    {"github.com/google/uuid.UUID", "uuid"},
}

// direct reports the plainWriter method writing a leaf of ref directly:
// one of directWriters' marshallers, no cast, the Go type itself or a
// pointer to it.
func direct(ref *config.TypeReference) (method string, ptr bool, ok bool) {
	if ref.Marshaler == nil || ref.CastType != nil || ref.IsMarshaler || ref.IsContext || ref.GQL.Elem != nil {
		return "", false, false
	}
	d, known := directWriters[ref.Marshaler.Pkg().Path()+"."+ref.Marshaler.Name()]
	if !known {
		return "", false, false
	}
	t := ref.GO
	if p, isPtr := t.(*types.Pointer); isPtr {
		t, ptr = p.Elem(), true
	}
	if types.TypeString(t, nil) != d.goType {
		return "", false, false
	}
	return d.method, ptr, true
}

// directValue emits a direct write of a built-in scalar. A null where the
// schema forbids one declines, as gqlgen's marshaller would record an error.
func (g *gen) directValue(ref *config.TypeReference, method string, ptr bool, expr string) {
	switch {
	case ptr && ref.GQL.NonNull:
		g.p("if %s == nil || !w.%s(*%s) { return false }", expr, method, expr)
	case ptr:
		g.p("if %s == nil || !w.%s(*%s) { w.null() }", expr, method, expr)
	case ref.GQL.NonNull:
		g.p("if !w.%s(%s) { return false }", method, expr)
	default:
		g.p("if !w.%s(%s) { w.null() }", method, expr)
	}
}
