package graph

import (
	"context"
	"encoding/hex"
	"io"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"voiceagent/internal/platform/metrics"
	"voiceagent/internal/platform/tracing"
)

// Plain writers: the fast path of the GraphQL server.
//
// gqlgen resolves each field of each object through its general machinery
// (a field context, a context value, a recover, the middleware chain, a
// boxed result and a marshaller closure), about half a microsecond a field;
// a list of 50 agents is 650 such fields. Most of them are read straight off
// a loaded struct. For each object type, cmd/graphgen generates (into
// plain.generated.go, with graph/plaingen) a writer that writes such fields
// in one pass with the marshal functions gqlgen generated for them, calls a
// batch resolver once for a whole list, and declines anything else.
//
// plainFields, a field interceptor, lets a field's resolver run as usual and
// then hands its result to the writer of the field's type. The writer first
// checks the field's whole selection statically (every selected field must
// be one it writes; @defer declines), then writes into a buffer. Anything
// unexpected on the way (a null where the schema forbids one, an error from
// a marshaller or a batch resolver, a panic) declines too. A declined field
// is resolved by gqlgen exactly as without this path, errors, nulls and all,
// so the answer is always gqlgen's answer; TestPlainWritersAnswerAsGqlgen
// compares the two on every kind of selection.

// plainFieldWriter writes value, a field's resolved result, under sel; false
// declines.
type plainFieldWriter func(ec *executionContext, ctx context.Context, w *plainWriter, sel ast.SelectionSet, value any) bool

// plainField is one field's writer, with the size it last wrote: the next
// answer's buffer starts at about that size instead of growing to it.
type plainField struct {
	write    plainFieldWriter
	lastSize atomic.Int64
}

// maxSizeHint bounds the buffer a field's last answer makes the next one
// start with (one very large answer must not make every next one costly).
const maxSizeHint = 256 << 10

// plainFields is the field interceptor of the fast path.
type plainFields struct {
	schema  *executableSchema
	writers map[*ast.FieldDefinition]*plainField
	metrics *metrics.Metrics // nil: not counted
}

var (
	_ graphql.HandlerExtension = (*plainFields)(nil)
	_ graphql.FieldInterceptor = (*plainFields)(nil)
)

// newPlainFields indexes the generated writers by the schema's field
// definitions, which is what a field context points at.
func newPlainFields(es graphql.ExecutableSchema, m *metrics.Metrics) *plainFields {
	p := &plainFields{schema: es.(*executableSchema), writers: map[*ast.FieldDefinition]*plainField{}, metrics: m}
	for _, def := range es.Schema().Types {
		if def.Kind != ast.Object {
			continue
		}
		for _, f := range def.Fields {
			if w, ok := plainFieldWriters[def.Name+"."+f.Name]; ok {
				p.writers[f] = &plainField{write: w}
			}
		}
	}
	return p
}

// ExtensionName implements graphql.HandlerExtension.
func (*plainFields) ExtensionName() string { return "PlainWriters" }

// Validate implements graphql.HandlerExtension.
func (*plainFields) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptField implements graphql.FieldInterceptor: a field with a plain
// writer for its type is resolved, then written in one pass when it can be.
// The result is a graphql.Marshaler, which gqlgen writes as it is.
func (p *plainFields) InterceptField(ctx context.Context, next graphql.Resolver) (any, error) {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || fc.Field.Field == nil {
		return next(ctx)
	}
	field := p.writers[fc.Field.Definition]
	if field == nil {
		return next(ctx)
	}
	res, err := next(ctx)
	if err != nil || res == nil {
		return res, err
	}
	out, ok := p.write(ctx, field, fc.Field.Selections, res)
	p.metrics.GraphQLPlainField(ok)
	if ok {
		return out, nil
	}
	return res, nil
}

// declined is the presenter of the scratch response context a writer runs
// in: any error recorded there only means "let gqlgen do it".
func declined(context.Context, error) *gqlerror.Error { return &gqlerror.Error{Message: "declined"} }

func (p *plainFields) write(ctx context.Context, field *plainField, sel ast.SelectionSet, res any) (out graphql.Marshaler, ok bool) {
	defer func() {
		if recover() != nil {
			out, ok = nil, false
		}
	}()
	oc := graphql.GetOperationContext(ctx)
	ctx = graphql.WithResponseContext(ctx, declined, func(context.Context, any) error { return nil })
	ec := newExecutionContext(oc, p.schema, nil)
	w := &plainWriter{buf: make([]byte, 0, min(field.lastSize.Load()*9/8, maxSizeHint))}
	if !field.write(ec, ctx, w, sel, res) || len(graphql.GetErrors(ctx)) > 0 {
		return nil, false
	}
	field.lastSize.Store(int64(len(w.buf)))
	return plainJSON(w.buf), true
}

// plainJSON is a written value.
type plainJSON []byte

func (j plainJSON) MarshalGQL(w io.Writer) { _, _ = w.Write(j) }

// plainBatchResolve calls a batch resolver for a plain writer, traced as
// gqlgen's path would trace it (the span ends even if it panics).
func plainBatchResolve[P, R any](ctx context.Context, object, field string, resolve func(context.Context, P) (R, error), parents P) (r R, err error) {
	ctx, end := tracing.ResolverSpan(ctx, object, field)
	defer func() { end(err) }()
	return resolve(ctx, parents)
}

// plainWriter is the buffer a plain writer writes into.
type plainWriter struct {
	buf []byte
}

// Write lets gqlgen's marshallers write into the buffer.
func (w *plainWriter) Write(p []byte) (int, error) {
	w.buf = append(w.buf, p...)
	return len(p), nil
}

// WriteString spares gqlgen's marshallers (io.WriteString) a conversion.
func (w *plainWriter) WriteString(s string) (int, error) {
	w.buf = append(w.buf, s...)
	return len(s), nil
}

func (w *plainWriter) open()      { w.buf = append(w.buf, '{') }
func (w *plainWriter) close()     { w.buf = append(w.buf, '}') }
func (w *plainWriter) openList()  { w.buf = append(w.buf, '[') }
func (w *plainWriter) closeList() { w.buf = append(w.buf, ']') }
func (w *plainWriter) null()      { w.buf = append(w.buf, "null"...) }

// key writes a member's name; n is its position. A response key is a
// GraphQL name ([_A-Za-z][_0-9A-Za-z]*): nothing to escape.
func (w *plainWriter) key(n int, alias string) {
	if n > 0 {
		w.buf = append(w.buf, ',')
	}
	w.buf = append(w.buf, '"')
	w.buf = append(w.buf, alias...)
	w.buf = append(w.buf, '"', ':')
}

// item separates the elements of a list.
func (w *plainWriter) item(i int) {
	if i > 0 {
		w.buf = append(w.buf, ',')
	}
}

// typename writes a type name (a GraphQL name: nothing to escape).
func (w *plainWriter) typename(s string) {
	w.buf = append(w.buf, '"')
	w.buf = append(w.buf, s...)
	w.buf = append(w.buf, '"')
}

// The writers of built-in scalars below write what gqlgen's marshallers
// (graphql.MarshalString, MarshalBoolean, MarshalInt, MarshalInt64,
// MarshalTime, MarshalUUID) write, without a closure per value;
// TestPlainScalarsWriteAsGqlgen holds them to it. Each returns false where
// the marshaller answers null.

// str writes a JSON string as gqlgen's writeQuotedString does: bytes below
// 0x20, the backslash and the quote escaped (\t, \r, \n, \u00XX with
// upper-case hex), everything else, invalid UTF-8 included, as it is.
func (w *plainWriter) str(s string) bool {
	const upperHex = "0123456789ABCDEF"
	w.buf = append(w.buf, '"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '\\' && c != '"' {
			continue
		}
		w.buf = append(w.buf, s[start:i]...)
		switch c {
		case '\t':
			w.buf = append(w.buf, '\\', 't')
		case '\r':
			w.buf = append(w.buf, '\\', 'r')
		case '\n':
			w.buf = append(w.buf, '\\', 'n')
		case '\\', '"':
			w.buf = append(w.buf, '\\', c)
		default:
			w.buf = append(w.buf, '\\', 'u', '0', '0', upperHex[c>>4], upperHex[c&0xf])
		}
		start = i + 1
	}
	w.buf = append(w.buf, s[start:]...)
	w.buf = append(w.buf, '"')
	return true
}

func (w *plainWriter) bool(b bool) bool {
	w.buf = strconv.AppendBool(w.buf, b)
	return true
}

func (w *plainWriter) int(i int) bool {
	w.buf = strconv.AppendInt(w.buf, int64(i), 10)
	return true
}

func (w *plainWriter) int64(i int64) bool {
	w.buf = strconv.AppendInt(w.buf, i, 10)
	return true
}

// time writes RFC 3339 with nanoseconds, quoted (the format is ASCII with
// nothing to escape); the zero time is null.
func (w *plainWriter) time(t time.Time) bool {
	if t.IsZero() {
		return false
	}
	w.buf = append(w.buf, '"')
	w.buf = t.AppendFormat(w.buf, time.RFC3339Nano)
	w.buf = append(w.buf, '"')
	return true
}

// uuid writes the canonical form, quoted; the nil UUID is null.
func (w *plainWriter) uuid(id uuid.UUID) bool {
	if id == uuid.Nil {
		return false
	}
	var b [38]byte // as uuid.UUID.String, without its allocation
	b[0], b[9], b[14], b[19], b[24], b[37] = '"', '-', '-', '-', '-', '"'
	hex.Encode(b[1:9], id[:4])
	hex.Encode(b[10:14], id[4:6])
	hex.Encode(b[15:19], id[6:8])
	hex.Encode(b[20:24], id[8:10])
	hex.Encode(b[25:37], id[10:])
	w.buf = append(w.buf, b[:]...)
	return true
}
