package tracing

import (
	"context"
	"strings"

	"github.com/jackc/pgx/v5"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
)

// PgxTracer gives each PostgreSQL query made inside a span a child span.
type PgxTracer struct{}

var _ pgx.QueryTracer = PgxTracer{}

// maxQueryText bounds the statement text kept on a span.
const maxQueryText = 2000

// TraceQueryStart implements pgx.QueryTracer.
func (PgxTracer) TraceQueryStart(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryStartData) context.Context {
	if !active(ctx) {
		return ctx
	}
	text := d.SQL
	if len(text) > maxQueryText {
		text = text[:maxQueryText]
	}
	ctx, _ = Tracer().Start(ctx, "db "+operation(d.SQL), trace.WithSpanKind(trace.SpanKindClient),
		trace.WithAttributes(attribute.String("db.system.name", "postgresql"), attribute.String("db.query.text", text)))
	return ctx
}

// TraceQueryEnd implements pgx.QueryTracer.
func (PgxTracer) TraceQueryEnd(ctx context.Context, _ *pgx.Conn, d pgx.TraceQueryEndData) {
	span := trace.SpanFromContext(ctx)
	if !span.IsRecording() {
		return
	}
	if d.Err != nil && d.Err != pgx.ErrNoRows {
		span.RecordError(d.Err)
		span.SetStatus(codes.Error, "query failed")
	}
	span.End()
}

// operation is the statement's first keyword (SELECT, INSERT, WITH...), a
// span name of bounded cardinality.
func operation(sql string) string {
	sql = strings.TrimLeft(sql, " \t\r\n(")
	for strings.HasPrefix(sql, "--") { // leading comment lines
		if i := strings.IndexByte(sql, '\n'); i >= 0 {
			sql = strings.TrimLeft(sql[i+1:], " \t\r\n(")
		} else {
			return "query"
		}
	}
	end := strings.IndexAny(sql, " \t\r\n(;")
	if end < 0 {
		end = len(sql)
	}
	if end == 0 || end > 16 {
		return "query"
	}
	return strings.ToUpper(sql[:end])
}
