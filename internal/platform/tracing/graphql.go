package tracing

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/trace"
)

// GraphQL is a gqlgen extension giving each operation a span named by its
// type and name (anonymous operations share one name), and each field that
// runs a resolver (the fields that reach the database, Redis or another
// service, not those read off a loaded object) a child span named
// "graphql.resolve Type.field". A resolver's database and Redis calls become
// children of its span. It is installed only while tracing is on.
type GraphQL struct{}

var (
	_ graphql.HandlerExtension     = GraphQL{}
	_ graphql.OperationInterceptor = GraphQL{}
	_ graphql.FieldInterceptor     = GraphQL{}
)

// ExtensionName implements graphql.HandlerExtension.
func (GraphQL) ExtensionName() string { return "Tracing" }

// Validate implements graphql.HandlerExtension.
func (GraphQL) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptOperation implements graphql.OperationInterceptor.
func (GraphQL) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	oc := graphql.GetOperationContext(ctx)
	typ, name := "unknown", "anonymous"
	if oc.Operation != nil {
		typ = string(oc.Operation.Operation)
		if oc.Operation.Name != "" {
			name = oc.Operation.Name
		}
	}
	ctx, span := Tracer().Start(ctx, "GraphQL "+typ+" "+name, trace.WithAttributes(
		attribute.String("graphql.operation.type", typ), attribute.String("graphql.operation.name", name)))
	handler := next(ctx)
	return func(ctx context.Context) *graphql.Response {
		resp := handler(ctx)
		if resp == nil { // the operation (or its subscription) is over
			span.End()
			return nil
		}
		if len(resp.Errors) > 0 {
			span.SetStatus(codes.Error, resp.Errors[0].Message)
		}
		if oc.Operation == nil || oc.Operation.Operation != "subscription" {
			span.End()
		}
		return resp
	}
}

// InterceptField implements graphql.FieldInterceptor.
func (GraphQL) InterceptField(ctx context.Context, next graphql.Resolver) (res any, err error) {
	fc := graphql.GetFieldContext(ctx)
	if fc == nil || !fc.IsResolver {
		return next(ctx)
	}
	ctx, end := ResolverSpan(ctx, fc.Object, fc.Field.Name)
	defer func() { end(err) }() // ended even when the resolver panics
	return next(ctx)
}

// ResolverSpan starts the span of one resolver call, "graphql.resolve
// Type.field", when tracing is on; end records a failure and ends it. The
// GraphQL server's plain writers call batch resolvers themselves and use it
// too, so a traced resolver looks the same whichever path ran it.
func ResolverSpan(ctx context.Context, object, field string) (_ context.Context, end func(error)) {
	if !Enabled() {
		return ctx, func(error) {}
	}
	ctx, span := Tracer().Start(ctx, "graphql.resolve "+object+"."+field, trace.WithAttributes(
		attribute.String("graphql.field.parent", object), attribute.String("graphql.field.name", field)))
	return ctx, func(err error) {
		if err != nil {
			span.SetStatus(codes.Error, "resolver failed")
		}
		span.End()
	}
}
