package numbers_test

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/numbers"
	"voiceagent/internal/testkit"
)

// An agent shows the active number most recently assigned to it, whatever
// the order in which concurrent assignments commit.
func TestAgentShowsLatestAssignment(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Numbers Org")
	ctx := env.System(org.ID)
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Desk", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	shown := func() *string {
		a, err := env.App.Agents.Get(ctx, ag.ID)
		require.NoError(t, err)
		return a.PhoneNumber
	}

	t.Run("ConcurrentAssignments", func(t *testing.T) {
		var list []numbers.Number
		for i := range 8 {
			n, err := env.App.Numbers.Add(ctx, numbers.AddInput{Number: fmt.Sprintf("+55113000000%d", i)})
			require.NoError(t, err)
			list = append(list, n)
		}
		var wg sync.WaitGroup
		for _, n := range list {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, err := env.App.Numbers.Assign(ctx, n.ID, &ag.ID)
				require.NoError(t, err)
			}()
		}
		wg.Wait()
		var latest string
		require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT number FROM phone_numbers
			WHERE agent_id = $1 ORDER BY assigned_at DESC LIMIT 1`, ag.ID).Scan(&latest))
		require.NotNil(t, shown())
		require.Equal(t, latest, *shown())
	})
	t.Run("ReleasedFallsBack", func(t *testing.T) {
		var ids []uuid.UUID
		rows, err := env.App.DB.Query(context.Background(), `SELECT id FROM phone_numbers WHERE agent_id = $1 ORDER BY assigned_at DESC`, ag.ID)
		require.NoError(t, err)
		for rows.Next() {
			var id uuid.UUID
			require.NoError(t, rows.Scan(&id))
			ids = append(ids, id)
		}
		require.NoError(t, rows.Err())
		first, second := ids[0], ids[1]
		n2, err := env.App.Numbers.Get(ctx, second)
		require.NoError(t, err)
		_, err = env.App.Numbers.SetStatus(ctx, first, "released")
		require.NoError(t, err)
		require.Equal(t, n2.Number, *shown())
		for _, id := range ids {
			_, err := env.App.Numbers.Assign(ctx, id, nil)
			require.NoError(t, err)
		}
		require.Nil(t, shown())
	})
	t.Run("ErrAgentOfAnotherOrganization", func(t *testing.T) {
		other := env.MustOrg("Elsewhere")
		theirs, err := env.App.Agents.Create(env.System(other.ID), agents.CreateInput{Name: "Theirs", AgentType: "inbound", EditingMode: "prompt"})
		require.NoError(t, err)
		_, err = env.App.Numbers.Add(ctx, numbers.AddInput{Number: "+5511399999999", AgentID: &theirs.ID})
		require.ErrorContains(t, err, "not found")
		a, err := env.App.Agents.Get(env.System(other.ID), theirs.ID)
		require.NoError(t, err)
		require.Nil(t, a.PhoneNumber)
	})
}
