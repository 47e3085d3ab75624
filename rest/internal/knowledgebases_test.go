package internal_test

import (
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
