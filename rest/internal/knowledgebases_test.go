package internal_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/testkit"
)

const agentsWithBases = `{ agents(limit: 50) { items { id name knowledgeBases { id name documentCount } } } }`

type agentsWithBasesData struct {
	Agents struct {
		Items []struct {
			ID             string
			Name           string
			KnowledgeBases []struct {
				ID   string
				Name string
			}
		}
	}
}

// Listing 50 agents with their knowledge bases costs one batched query for
// the bases, not one per agent: the pool is asked a bounded number of times
// more than for the list alone.
func TestAgentKnowledgeBasesAreBatched(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Batched")
	ctx := env.System(org.ID)
	var bases []string
	for i := range 3 {
		name := fmt.Sprintf("Base %d", i)
		b, err := env.App.Knowledge.CreateBase(ctx, knowledge.BaseInput{Name: &name})
		require.NoError(t, err)
		bases = append(bases, b.ID.String())
	}
	want := map[string][]string{}
	for i := range 50 {
		a, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: fmt.Sprintf("Agent %02d", i), AgentType: "inbound", EditingMode: "prompt"})
		require.NoError(t, err)
		assigned := bases[:i%4]
		_, err = env.App.Knowledge.SetAgentBases(ctx, a.ID, assigned)
		require.NoError(t, err)
		want[a.ID.String()] = assigned
	}
	s := env.Session(id, org.ID, auth.RoleViewer)

	// Warm the session and the query caches.
	require.Empty(t, s.GraphQL(agentsWithBases, nil).Errors)
	require.Empty(t, s.GraphQL(`{ agents(limit: 50) { items { id name } } }`, nil).Errors)

	before := env.App.DB.Stat().AcquireCount()
	plain := s.GraphQL(`{ agents(limit: 50) { items { id name } } }`, nil)
	listOnly := env.App.DB.Stat().AcquireCount() - before
	require.Empty(t, plain.Errors)

	before = env.App.DB.Stat().AcquireCount()
	g := s.GraphQL(agentsWithBases, nil)
	withBases := env.App.DB.Stat().AcquireCount() - before
	require.Empty(t, g.Errors)
	t.Logf("50 agents: %d pool acquisitions for the list, %d with their knowledge bases", listOnly, withBases)
	require.LessOrEqual(t, withBases-listOnly, int64(2), "the bases of 50 agents took %d extra acquisitions", withBases-listOnly)

	var got agentsWithBasesData
	g.Decode(t, &got)
	require.Len(t, got.Agents.Items, 50)
	for _, a := range got.Agents.Items {
		var ids []string
		for _, b := range a.KnowledgeBases {
			ids = append(ids, b.ID)
		}
		require.ElementsMatch(t, want[a.ID], ids, a.Name)
	}
}

// The bases are read with the caller's organization: another organization's
// session sees its own agents only, and the loader never mixes them.
func TestAgentKnowledgeBasesStayInTheOrganization(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Mine")
	other := env.MustOrg("Theirs")
	name := "Private"
	b, err := env.App.Knowledge.CreateBase(env.System(other.ID), knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	a, err := env.App.Agents.Create(env.System(other.ID), agents.CreateInput{Name: "Theirs", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = env.App.Knowledge.SetAgentBases(env.System(other.ID), a.ID, []string{b.ID.String()})
	require.NoError(t, err)
	mine, err := env.App.Agents.Create(env.System(org.ID), agents.CreateInput{Name: "Mine", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)

	var got agentsWithBasesData
	s := env.Session(id, org.ID, auth.RoleViewer)
	s.GraphQL(agentsWithBases, nil).Decode(t, &got)
	require.Len(t, got.Agents.Items, 1)
	require.Equal(t, mine.ID.String(), got.Agents.Items[0].ID)
	require.Empty(t, got.Agents.Items[0].KnowledgeBases)

	// BasesOfAgents ignores another organization's agent ids.
	m, err := env.App.Knowledge.BasesOfAgents(env.System(org.ID), []uuid.UUID{a.ID})
	require.NoError(t, err)
	require.Empty(t, m[a.ID])
}

// The batched bases of a list come in each agent's assignment order, the
// order agentKnowledgeBases answers: when assigned, then by base id for
// assignments made at the same instant.
func TestBasesOfAgentsKeepAssignmentOrder(t *testing.T) {
	t.Parallel()
	env, _ := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	ctx := env.System(org.ID)
	var bases []string
	for i := range 5 {
		name := fmt.Sprintf("Base %d", i)
		b, err := env.App.Knowledge.CreateBase(ctx, knowledge.BaseInput{Name: &name})
		require.NoError(t, err)
		bases = append(bases, b.ID.String())
	}
	orders := [][]int{{2, 0, 4}, {1, 3}, {4, 3, 2, 1, 0}, {}, {0, 1, 2, 3, 4}}
	var ids []uuid.UUID
	for i, order := range orders {
		a, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: fmt.Sprintf("Agent %d", i), AgentType: "inbound", EditingMode: "prompt"})
		require.NoError(t, err)
		var assign []string
		for _, k := range order {
			assign = append(assign, bases[k])
		}
		_, err = env.App.Knowledge.SetAgentBases(ctx, a.ID, assign)
		require.NoError(t, err)
		ids = append(ids, a.ID)
	}
	// The last agent's assignments share one instant: base id decides.
	_, err := env.App.DB.Exec(context.Background(), `UPDATE agent_knowledge_bases SET created_at = '2026-01-01Z' WHERE agent_id = $1`, ids[4])
	require.NoError(t, err)

	batched, err := env.App.Knowledge.BasesOfAgents(ctx, ids)
	require.NoError(t, err)
	require.Len(t, batched, len(ids))
	for i, id := range ids {
		single, err := env.App.Knowledge.AgentBases(ctx, id)
		require.NoError(t, err)
		var want, got []string
		for _, b := range single {
			want = append(want, b.ID.String())
		}
		for _, b := range batched[id] {
			got = append(got, b.ID.String())
		}
		require.Equal(t, want, got, "agent %d", i)
		if i < 4 {
			var assigned []string
			for _, k := range orders[i] {
				assigned = append(assigned, bases[k])
			}
			require.Equal(t, assigned, got, "agent %d", i)
		}
	}
	require.NotNil(t, batched[ids[3]], "an agent without bases maps to an empty list")
	require.Empty(t, batched[ids[3]])
}
