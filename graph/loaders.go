package graph

import (
	"context"
	"sync/atomic"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/vikstrous/dataloadgen"

	"voiceagent/internal/agents"
)

// Loaders batch the reads a query repeats for many objects: the agent of
// each call of a callSessions page is read in one query per request. A set
// lives for one operation (its cache never outlives the request).
type Loaders struct {
	Agent *dataloadgen.Loader[uuid.UUID, *agents.Agent]
}

type loadersKey struct{}

// AgentBatches counts the batched agent reads since start (observed by tests
// and useful in a profile: one per callSessions request that asks for agent).
var AgentBatches atomic.Int64

func (r *Resolver) newLoaders() *Loaders {
	return &Loaders{
		Agent: dataloadgen.NewMappedLoader(func(ctx context.Context, keys []uuid.UUID) (map[uuid.UUID]*agents.Agent, error) {
			AgentBatches.Add(1)
			found, err := r.Agents.GetMany(ctx, keys)
			if err != nil {
				return nil, err
			}
			out := make(map[uuid.UUID]*agents.Agent, len(keys))
			for _, k := range keys {
				if a, ok := found[k]; ok {
					out[k] = &a
				} else {
					out[k] = nil // deleted since: the field is null, not an error
				}
			}
			return out, nil
		}),
	}
}

// withLoaders gives each operation its own loaders.
func (r *Resolver) withLoaders(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	return next(context.WithValue(ctx, loadersKey{}, r.newLoaders()))
}

func loadersFrom(ctx context.Context, r *Resolver) *Loaders {
	if l, ok := ctx.Value(loadersKey{}).(*Loaders); ok {
		return l
	}
	return r.newLoaders()
}
