package seed

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/calls"
)

func testAgents() []Agent {
	var out []Agent
	for i, k := range agentKinds {
		out = append(out, Agent{ID: uuid.New(), Name: k.name, Type: k.typ, Template: k.template, Number: "+55113000000" + string(rune('0'+i))})
	}
	return out
}

// Generated calls are well formed and realistic in their mix, and the same
// seed gives the same calls.
func TestGeneratedCalls(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 20, 15, 0, 0, 0, time.UTC)
	ags := testAgents()
	g := NewGenerator(ags, Options{Seed: 42, Now: now})
	const n = 20000
	var all []calls.ImportCall
	for b := 0; b*5000 < n; b++ {
		all = append(all, g.Batch(b, b*5000, 5000, n)...)
	}
	require.Len(t, all, n)

	statuses, channels, outcomes, actionTypes := map[string]int{}, map[string]int{}, map[string]int{}, map[string]int{}
	pt, en := 0, 0
	for i, c := range all {
		statuses[c.Status]++
		channels[c.Channel]++
		require.False(t, c.CreatedAt.After(now), "call %d created in the future", i)
		require.False(t, c.CreatedAt.Before(now.AddDate(0, 0, -90)), "call %d older than 90 days", i)
		if calls.IsFinal(c.Status) {
			require.True(t, c.CreatedAt.Before(now.Add(-time.Hour)), "finished call %d from the last hour", i)
			require.False(t, c.EndedAt.Before(c.CreatedAt))
		} else {
			require.True(t, c.CreatedAt.After(now.Add(-time.Hour)), "in-progress call %d older than an hour", i)
			require.Nil(t, c.Outcome)
		}
		for _, turn := range c.Transcript {
			require.NotContains(t, turn.Text, "{", "unfilled placeholder in call %d", i)
			require.NotContains(t, turn.Text, "||")
			require.False(t, len(turn.Text) > 3 && turn.Text[1:3] == ": " && strings.Contains("AUT", turn.Text[:1]), "role prefix left in %q", turn.Text)
			require.Contains(t, calls.TurnRoles, turn.Role)
		}
		if len(c.Transcript) > 0 {
			text := c.Transcript[0].Text
			switch {
			case strings.Contains(text, "Olá") || strings.Contains(text, "Oi") || strings.Contains(text, "bom dia") || strings.Contains(text, "Bom dia") || strings.Contains(text, "boa tarde"):
				pt++
			default:
				en++
			}
		}
		for _, a := range c.Actions {
			actionTypes[a.Type]++
		}
		if c.Outcome != nil {
			outcomes[c.Outcome.Outcome]++
			require.NotContains(t, c.Outcome.Summary, "{")
		}
		switch c.Channel {
		case "phone", "sms":
			require.NotEmpty(t, c.FromNumber)
			require.NotEmpty(t, c.ToNumber)
		default:
			require.Empty(t, c.FromNumber)
		}
	}
	require.Equal(t, InProgress(n), statuses["created"]+statuses["active"])
	require.Positive(t, statuses["created"])
	require.Positive(t, statuses["active"])
	require.InDelta(t, 0.76, float64(statuses["completed"])/n, 0.06, "mostly completed: %v", statuses)
	for _, s := range []string{"failed", "abandoned", "cancelled"} {
		require.Greater(t, statuses[s], n/50, "%s: %v", s, statuses)
	}
	require.Len(t, channels, 4, "%v", channels)
	require.Greater(t, pt, en, "mostly Portuguese")
	require.Greater(t, en, n/10, "English too")
	require.Len(t, actionTypes, 4, "%v", actionTypes)
	for _, o := range []string{"booked", "rescheduled", "resolved", "transferred", "message_taken", "qualified", "not_qualified", "escalated", "failed"} {
		require.Positive(t, outcomes[o], "outcome %s: %v", o, outcomes)
	}

	again := NewGenerator(ags, Options{Seed: 42, Now: now}).Batch(1, 5000, 5000, n)
	require.Equal(t, all[5000:10000], again, "same seed, same calls")
	other := NewGenerator(ags, Options{Seed: 43, Now: now}).Batch(1, 5000, 5000, n)
	require.NotEqual(t, all[5000:10000], other)
}

// A simulated call ends now, in the status asked for, and a completed one
// always carries its outcome.
func TestSimulated(t *testing.T) {
	t.Parallel()
	now := time.Now().UTC()
	ags := testAgents()
	g := NewGenerator(ags, Options{Seed: 9, Now: now})
	for i := 0; i < 200; i++ {
		rng := rand.New(rand.NewPCG(uint64(i), 1))
		status := calls.EndStatuses[i%len(calls.EndStatuses)]
		c := g.Simulated(rng, ags[i%len(ags)], status)
		require.Equal(t, status, c.Status)
		require.True(t, c.EndedAt.Equal(now))
		if status == "completed" {
			require.NotNil(t, c.Outcome)
			require.NotEmpty(t, c.Transcript)
			require.False(t, c.StartedAt.IsZero())
		}
	}
}
