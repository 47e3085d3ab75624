package demo_test

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/demo"
	"voiceagent/internal/testkit"
)

// The first start's demo organization answers a retrieval preview from its
// demo knowledge base once the workers have indexed it.
func TestDemoKnowledgeIsIndexedAndAssigned(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	env.StartWorker()
	ctx := context.Background()
	if err := env.App.EnsureDemo(ctx, io.Discard); err != nil {
		t.Fatal(err)
	}
	var orgID uuid.UUID
	if err := env.App.DB.QueryRow(ctx, `SELECT id FROM organizations WHERE slug = 'demo'`).Scan(&orgID); err != nil {
		t.Fatal(err)
	}
	sys := auth.WithPrincipal(ctx, auth.System(orgID))
	inbound, _, err := env.App.Agents.List(sys, agents.ListFilter{AgentType: "inbound", Limit: 10})
	if err != nil || len(inbound) == 0 {
		t.Fatalf("demo inbound agents: %v %v", inbound, err)
	}
	var answer string
	testkit.Eventually(t, 30*time.Second, "the demo knowledge base to be indexed", func() bool {
		hits, err := env.App.Knowledge.Retrieve(sys, inbound[0].ID, "Quais convênios vocês aceitam?", 3)
		if err != nil || len(hits) == 0 {
			return false
		}
		answer = hits[0].Content
		return true
	})
	if !strings.Contains(answer, "Unimed") {
		t.Fatalf("top hit for the insurance question: %q", answer)
	}
	rt, err := env.App.Knowledge.RuntimeDiagnostic(sys, inbound[0].ID)
	if err != nil || !rt.Ready || len(rt.Bases) != 1 {
		t.Fatalf("runtime diagnostic: %+v %v", rt, err)
	}
}

func demoDeps(env *testkit.Env) demo.Deps {
	a := env.App
	return demo.Deps{
		DB: a.DB, Log: a.Log, HTTPAddr: ":8080",
		Orgs: a.Orgs, Keys: a.Keys, Agents: a.Agents, Numbers: a.Numbers, Knowledge: a.Knowledge, Calls: a.Calls,
	}
}

// A step that fails leaves an incomplete demo (no key printed); the next
// start notices it and builds the whole demo again, once.
func TestDemoFailedStepIsCompletedByTheNextStart(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	ctx := context.Background()

	first := demo.New(demoDeps(env))
	first.Steps = append(first.Steps, demo.Step{Name: "flaky", Run: func(context.Context, uuid.UUID) error {
		return errors.New("disk full")
	}})
	var out strings.Builder
	err := first.Ensure(ctx, &out)
	require.ErrorContains(t, err, "demo flaky: disk full")
	require.Empty(t, out.String(), "no key is shown for an incomplete demo")
	var incompleteOrg uuid.UUID
	var completed *time.Time
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT organization_id, completed_at FROM demo_state`).Scan(&incompleteOrg, &completed))
	require.Nil(t, completed)
	var agentsLeft int
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT count(*) FROM agents WHERE organization_id = $1`, incompleteOrg).Scan(&agentsLeft))
	require.Equal(t, len(agents.Templates()), agentsLeft, "the failed start left a partial demo behind")

	// The next start: the demo is rebuilt and completed.
	require.NoError(t, demo.New(demoDeps(env)).Ensure(ctx, &out))
	require.Contains(t, out.String(), "Demo organization created")
	var orgID uuid.UUID
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT organization_id, completed_at FROM demo_state`).Scan(&orgID, &completed))
	require.NotNil(t, completed)
	var orgCount, keyCount, agentCount, callCount int
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT count(*) FROM organizations`).Scan(&orgCount))
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT count(*) FROM api_keys WHERE organization_id = $1`, orgID).Scan(&keyCount))
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT count(*) FROM agents WHERE organization_id = $1`, orgID).Scan(&agentCount))
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT count(*) FROM calls WHERE organization_id = $1`, orgID).Scan(&callCount))
	require.Equal(t, 1, orgCount, "the incomplete organization is gone, one demo remains")
	require.Equal(t, 1, keyCount)
	require.Equal(t, len(agents.Templates()), agentCount)
	require.Equal(t, demo.Calls, callCount)

	// A third start finds a complete demo and does nothing.
	out.Reset()
	require.NoError(t, demo.New(demoDeps(env)).Ensure(ctx, &out))
	require.Empty(t, out.String())
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT count(*) FROM organizations`).Scan(&orgCount))
	require.Equal(t, 1, orgCount)
}
