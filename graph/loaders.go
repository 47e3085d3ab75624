package graph

import (
	"context"
	"sync/atomic"

	"github.com/google/uuid"

	"voiceagent/internal/knowledge"
)

// Lists never read once per row: the fields that need another domain's data
// for every element of a list (Agent.knowledgeBases, CallSession.agent) are
// gqlgen batch resolvers (`batch: true` in gqlgen.yml), called once with
// every sibling of the list, so a page costs one more query, not one per
// row, and no resolver waits on a loader's timer.

// AgentBatches counts the batched agent reads since start (observed by tests
// and useful in a profile: one per callSessions request that asks for agent).
var AgentBatches atomic.Int64

// AgentBasesReader reads the bases of many agents at once (the batch
// resolver of Agent.knowledgeBases).
type AgentBasesReader interface {
	BasesOfAgents(ctx context.Context, agentIDs []uuid.UUID) (map[uuid.UUID][]knowledge.Base, error)
}
