// Package graph is the backoffice GraphQL API (gqlgen, schema first). The
// resolvers are thin: convert, call one service method, convert back.
package graph

import "context"

//go:generate go tool gqlgen generate --config ../gqlgen.yml

// HealthChecker reports which dependencies answer.
type HealthChecker interface {
	Check(ctx context.Context) (postgres, redis bool)
}

// Resolver is the hand-owned dependency injection of the resolvers.
type Resolver struct {
	Health HealthChecker
}
