package knowledge_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

// countingAgents is the real agents service, counting the questions the
// knowledge domain asks it.
type countingAgents struct {
	*agents.Service
	calls atomic.Int64
	locks atomic.Int64
}

func (c *countingAgents) Lock(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, ids ...uuid.UUID) error {
	c.locks.Add(1)
	return c.Service.Lock(ctx, tx, orgID, ids...)
}

func (c *countingAgents) Exists(ctx context.Context, orgID, id uuid.UUID) (bool, error) {
	c.calls.Add(1)
	return c.Service.Exists(ctx, orgID, id)
}

// Whether an agent exists is the agents domain's answer, never a query of
// the agents table from this package.
func TestAgentLookupGoesThroughTheAgentsService(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Agents Lookup")
	other := env.MustOrg("Other")
	ctx := env.System(org.ID)
	ag := &countingAgents{Service: env.App.Agents}
	svc := knowledge.NewService(env.App.DB, env.App.Queue, env.App.Egress, knowledge.Config{Agents: ag})

	a, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Recepção", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = svc.Retrieve(ctx, a.ID, "horário", 3)
	require.NoError(t, err)
	_, err = svc.AgentBases(ctx, a.ID)
	require.NoError(t, err)
	require.EqualValues(t, 2, ag.calls.Load())

	_, err = svc.Retrieve(env.System(other.ID), a.ID, "horário", 3)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
	_, err = svc.SetAgentBases(ctx, uuid.New(), nil)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
	require.EqualValues(t, 4, ag.calls.Load())
}

// Replacing an agent's bases locks the agent through the agents service,
// which owns its row, so concurrent replacements take turns.
func TestAgentLockGoesThroughTheAgentsService(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Agents Lock")
	ctx := env.System(org.ID)
	ag := &countingAgents{Service: env.App.Agents}
	svc := knowledge.NewService(env.App.DB, env.App.Queue, env.App.Egress, knowledge.Config{Agents: ag})
	a, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Recepção", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	name := "FAQ"
	base, err := svc.CreateBase(ctx, knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	got, err := svc.SetAgentBases(ctx, a.ID, []string{base.ID.String()})
	require.NoError(t, err)
	require.Len(t, got, 1)
	require.EqualValues(t, 1, ag.locks.Load())
}
