package graph

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/vikstrous/dataloadgen"

	"voiceagent/internal/agents"
	"voiceagent/internal/knowledge"
)

// Loaders batch the lookups that lists would otherwise make once per row.
// A new set is made for each operation, so nothing is shared between
// callers (or organizations) and nothing outlives the request.
type Loaders struct {
	// AgentBases loads the knowledge bases of agents: one query for all the
	// agents of a list.
	AgentBases *dataloadgen.Loader[uuid.UUID, []knowledge.Base]
	// Agent loads the agent of each call of a callSessions page in one query.
	Agent *dataloadgen.Loader[uuid.UUID, *agents.Agent]
}

// AgentBatches counts the batched agent reads since start (observed by tests
// and useful in a profile: one per callSessions request that asks for agent).
var AgentBatches atomic.Int64

// AgentBasesReader reads the bases of many agents at once.
type AgentBasesReader interface {
	BasesOfAgents(ctx context.Context, agentIDs []uuid.UUID) (map[uuid.UUID][]knowledge.Base, error)
}

// loaderWait is how long a loader gathers keys before it queries. Lists
// prime their loaders with every key at once (primeAgentBases), so this only
// gathers what other fields of the operation ask for.
const loaderWait = 250 * time.Microsecond

// NewLoaders returns a fresh set of loaders reading through r.
func NewLoaders(r *Resolver) *Loaders {
	return &Loaders{
		AgentBases: dataloadgen.NewMappedLoader(func(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID][]knowledge.Base, error) {
			return r.KnowledgeBases.BasesOfAgents(ctx, ids)
		}, dataloadgen.WithWait(loaderWait), dataloadgen.WithBatchCapacity(200)),
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

// primeAgentBases puts the bases of every agent of a list in one batch when
// the operation asks for items { knowledgeBases }: the per-agent resolvers
// then find their answer in the loader instead of racing its wait, which a
// busy machine loses (and pays with more queries).
func (r *Resolver) primeAgentBases(ctx context.Context, list []agents.Agent) {
	if len(list) == 0 || !selects(ctx, "items", "knowledgeBases") {
		return
	}
	keys := make([]uuid.UUID, len(list))
	for i, a := range list {
		keys[i] = a.ID
	}
	r.loadersFrom(ctx).AgentBases.LoadAllThunk(ctx, keys)
}

// selects reports whether the current field's selection holds the nested
// path of fields (false outside a GraphQL operation, e.g. the REST mirror).
func selects(ctx context.Context, path ...string) bool {
	if !graphql.HasOperationContext(ctx) {
		return false
	}
	fc := graphql.GetFieldContext(ctx)
	if fc == nil {
		return false
	}
	oc := graphql.GetOperationContext(ctx)
	sel := fc.Field.Selections
	for _, name := range path {
		found := false
		for _, f := range graphql.CollectFields(oc, sel, nil) {
			if f.Name == name {
				sel, found = f.Selections, true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
