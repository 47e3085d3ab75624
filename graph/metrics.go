package graph

import (
	"context"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"voiceagent/internal/platform/metrics"
)

// Metrics records each operation's duration by type and name, and each
// error answered by its extensions.code. The name comes from the parsed
// document, never from the request's operationName, so a request that did
// not parse cannot put text of its choosing in a label.
type Metrics struct{ M *metrics.Metrics }

var (
	_ graphql.HandlerExtension    = Metrics{}
	_ graphql.ResponseInterceptor = Metrics{}
)

// ExtensionName implements graphql.HandlerExtension.
func (Metrics) ExtensionName() string { return "Metrics" }

// Validate implements graphql.HandlerExtension.
func (Metrics) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptResponse implements graphql.ResponseInterceptor.
func (m Metrics) InterceptResponse(ctx context.Context, next graphql.ResponseHandler) *graphql.Response {
	begin := time.Now()
	resp := next(ctx)
	var op *graphql.OperationContext
	if graphql.HasOperationContext(ctx) {
		op = graphql.GetOperationContext(ctx)
	}
	if resp != nil {
		for _, e := range resp.Errors {
			code, _ := e.Extensions["code"].(string)
			m.M.GraphQLError(code)
		}
	}
	opType, name := "unknown", ""
	if op != nil && op.Operation != nil {
		opType, name = string(op.Operation.Operation), op.Operation.Name
		if op.Operation.Operation == ast.Subscription {
			return resp // one response per event: a duration would mean nothing
		}
	}
	start := begin // the transport's start, when known, includes parsing
	if op != nil && !op.Stats.OperationStart.IsZero() {
		start = op.Stats.OperationStart
	}
	m.M.ObserveGraphQL(opType, name, time.Since(start))
	return resp
}
