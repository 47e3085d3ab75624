package app_test

import (
	"context"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
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
