package graph

import (
	"context"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/vikstrous/dataloadgen"

	"voiceagent/internal/knowledge"
)

// Loaders batch the lookups that lists would otherwise make once per row.
// A new set is made for each operation, so nothing is shared between
// callers (or organizations) and nothing outlives the request.
type Loaders struct {
	// AgentBases loads the knowledge bases of agents: one query for all the
	// agents of a list.
	AgentBases *dataloadgen.Loader[uuid.UUID, []knowledge.Base]
}

// AgentBasesReader reads the bases of many agents at once.
type AgentBasesReader interface {
	BasesOfAgents(ctx context.Context, agentIDs []uuid.UUID) (map[uuid.UUID][]knowledge.Base, error)
}

// loaderWait is how long a loader gathers keys before it queries: resolvers
// of one list run concurrently and ask within microseconds of each other.
const loaderWait = 2 * time.Millisecond

// NewLoaders returns a fresh set of loaders reading through r.
func NewLoaders(r *Resolver) *Loaders {
	return &Loaders{
		AgentBases: dataloadgen.NewMappedLoader(func(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID][]knowledge.Base, error) {
			return r.KnowledgeBases.BasesOfAgents(ctx, ids)
		}, dataloadgen.WithWait(loaderWait), dataloadgen.WithBatchCapacity(200)),
	}
}

type loadersKey struct{}

// WithLoaders returns ctx carrying l.
func WithLoaders(ctx context.Context, l *Loaders) context.Context {
	return context.WithValue(ctx, loadersKey{}, l)
}

// loadersFrom returns the operation's loaders; a context without them (a
// resolver called directly) gets a set of its own.
func (r *Resolver) loadersFrom(ctx context.Context) *Loaders {
	if l, ok := ctx.Value(loadersKey{}).(*Loaders); ok {
		return l
	}
	return NewLoaders(r)
}

// installLoaders gives every operation its own loaders.
func installLoaders(r *Resolver) graphql.OperationMiddleware {
	return func(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
		return next(WithLoaders(ctx, NewLoaders(r)))
	}
}
