package main

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/demo"
	"voiceagent/internal/webhooks"
)

func TestSeedAndSimulate(t *testing.T) {
	t.Parallel()
	c := newCLI(t)
	c.vars["EGRESS_ALLOW_PRIVATE"] = "127.0.0.0/8" // the webhook receiver below
	orgID := c.mustJSON("admin", "org", "create", "--name", "Clínica Simulada")["id"].(string)
	emptyOrg := c.mustJSON("admin", "org", "create", "--name", "Sem Agentes")["id"].(string)

	t.Run("FlagErrors", func(t *testing.T) {
		for _, args := range [][]string{
			{"seed", "--calls", "10"},
			{"seed", "--org", "nope", "--calls", "10"},
			{"seed", "--org", orgID},
			{"seed", "--org", orgID, "--calls", "-5"},
			{"seed", "--org", orgID, "--calls", "20000000"},
			{"seed", "--org", orgID, "--calls", "10", "--agents", "0"},
			{"seed", "--org", orgID, "--calls", "ten"},
			{"seed", "--org", uuid.NewString(), "--calls", "10"},
			{"admin", "call", "simulate"},
			{"admin", "call", "simulate", "--org", "x"},
			{"admin", "call", "simulate", "--org", orgID, "--status", "active"},
			{"admin", "call", "simulate", "--org", orgID, "--agent", "x"},
			{"admin", "call", "simulate", "--org", uuid.NewString()},
			{"admin", "call", "simulate", "--org", emptyOrg},
		} {
			_, _, err := c.run(args...)
			require.Error(t, err, args)
			require.Equal(t, 2, exitCode(err), "%v: %v", args, err)
		}
		_, _, err := c.run("admin", "call", "simulate", "--org", emptyOrg)
		require.ErrorContains(t, err, "no published agent")
	})

	sum := c.mustJSON("seed", "--org", orgID, "--calls", "400", "--agents", "6", "--seed", "3")
	require.Equal(t, orgID, sum["organization_id"])
	require.Equal(t, float64(6), sum["agents"])
	require.Equal(t, float64(400), sum["calls"])
	require.Greater(t, sum["calls_per_second"].(float64), 0.0)

	a, err := open(context.Background(), env{getenv: func(k string) string { return c.vars[k] }, stdout: &safeBuffer{}, stderr: &safeBuffer{}})
	require.NoError(t, err)
	defer a.Close()
	ctx := context.Background()
	var n, statuses, channels, agentTypes, numbers, withActions, withOutcome, pt, en int
	require.NoError(t, a.DB.QueryRow(ctx, `
		SELECT count(*), count(DISTINCT c.status), count(DISTINCT c.channel), count(DISTINCT ag.agent_type),
			(SELECT count(*) FROM phone_numbers p WHERE p.organization_id = $1 AND p.agent_id IS NOT NULL),
			count(*) FILTER (WHERE c.action_count > 0), count(*) FILTER (WHERE c.outcome_recorded_at IS NOT NULL),
			count(*) FILTER (WHERE s.tsv @@ to_tsquery('calls_pt', 'obrigado | obrigada | ajudar')),
			count(*) FILTER (WHERE s.tsv @@ to_tsquery('calls_en', 'thanks | help'))
		FROM calls c JOIN agents ag ON ag.id = c.agent_id JOIN call_search s ON s.call_id = c.id WHERE c.organization_id = $1`, orgID).
		Scan(&n, &statuses, &channels, &agentTypes, &numbers, &withActions, &withOutcome, &pt, &en))
	require.Equal(t, 400, n)
	require.Equal(t, 6, statuses, "every status, in progress ones included")
	require.Equal(t, 4, channels)
	require.Equal(t, 4, agentTypes)
	require.Equal(t, 5, numbers, "a registered number for each phone and chat agent")
	require.Greater(t, withActions, 100)
	require.Greater(t, withOutcome, 250)
	require.Greater(t, pt, 100, "Portuguese transcripts")
	require.Greater(t, en, 30, "English transcripts")
	// The rollups count every call once.
	var counted int64
	require.NoError(t, a.DB.QueryRow(ctx, `SELECT sum(count) FROM call_stats_daily WHERE organization_id = $1 AND metric = 'status'`, orgID).Scan(&counted))
	require.Equal(t, int64(400), counted)

	// A webhook endpoint subscribed to call.completed: a completed simulated
	// call must produce the event, the others must not.
	receiver, events := "https://127.0.0.1:9/hooks", []string{"call.completed"}
	_, err = a.Webhooks.Create(auth.WithPrincipal(ctx, auth.System(uuid.MustParse(orgID))), webhooks.EndpointInput{URL: &receiver, Events: &events})
	require.NoError(t, err)
	completedEvents := func(callID string) int {
		var n int
		require.NoError(t, a.DB.QueryRow(ctx, `SELECT count(*) FROM webhook_events WHERE organization_id = $1 AND event = 'call.completed'
			AND position($2 in convert_from(payload, 'UTF8')) > 0`, orgID, callID).Scan(&n))
		return n
	}

	t.Run("SimulateDefault", func(t *testing.T) {
		call := c.mustJSON("admin", "call", "simulate", "--org", orgID, "--seed", "11")
		require.Equal(t, 1, completedEvents(call["id"].(string)), "call.completed emitted once")
		require.Equal(t, "completed", call["status"])
		require.NotEmpty(t, call["transcript"])
		require.Greater(t, call["turn_count"].(float64), 3.0)
		require.NotNil(t, call["post_call"])
		pc := call["post_call"].(map[string]any)
		require.Equal(t, "completed", pc["status"], "processed by the post-call pipeline")
		require.NotNil(t, pc["processed_at"])
		require.NotEmpty(t, pc["summary"])
		require.NotEmpty(t, pc["outcome"])
		require.NotNil(t, pc["sentiment"])
		require.Greater(t, call["duration_ms"].(float64), 0.0)
		require.Contains(t, call, "actions")
		// Went through the service: the rollups counted it.
		var total int64
		require.NoError(t, a.DB.QueryRow(ctx, `SELECT sum(count) FROM call_stats_daily WHERE organization_id = $1 AND metric = 'status' AND key = 'completed'`, orgID).Scan(&total))
		require.Positive(t, total)
	})
	t.Run("SimulateStatusesAndAgent", func(t *testing.T) {
		var agentID string
		require.NoError(t, a.DB.QueryRow(ctx, `SELECT id::text FROM agents WHERE organization_id = $1 AND agent_type = 'chat'`, orgID).Scan(&agentID))
		for _, status := range []string{"failed", "cancelled", "abandoned"} {
			call := c.mustJSON("admin", "call", "simulate", "--org", orgID, "--agent", agentID, "--status", status)
			require.Equal(t, status, call["status"])
			require.Equal(t, agentID, call["agent_id"])
			require.Contains(t, []string{"chat", "sms"}, call["channel"])
			require.NotNil(t, call["ended_at"])
			require.NotNil(t, call["end_reason"])
			require.Zero(t, completedEvents(call["id"].(string)), "only completed calls emit call.completed")
			require.Nil(t, call["post_call"], "only completed calls are processed")
		}
		// Another organization's agent is refused.
		_, _, err := c.run("admin", "call", "simulate", "--org", emptyOrg, "--agent", agentID)
		require.Equal(t, 2, exitCode(err))
		require.ErrorContains(t, err, "not an agent of organization")
		// The nil UUID names no agent: refused, not replaced by a default agent.
		_, _, err = c.run("admin", "call", "simulate", "--org", orgID, "--agent", "00000000-0000-0000-0000-000000000000")
		require.Equal(t, 2, exitCode(err))
	})
}

// First start on an empty database gives the demo organization call history
// for its agents, with rollups that count every call.
func TestDemoCalls(t *testing.T) {
	t.Parallel()
	c := newCLI(t)
	a, err := open(context.Background(), env{getenv: func(k string) string { return c.vars[k] }, stdout: &safeBuffer{}, stderr: &safeBuffer{}})
	require.NoError(t, err)
	defer a.Close()
	ctx := context.Background()
	require.NoError(t, a.EnsureDemo(ctx, &safeBuffer{}))
	var n, agentsWithCalls, withOutcome int
	var counted int64
	require.NoError(t, a.DB.QueryRow(ctx, `
		SELECT count(*), count(DISTINCT c.agent_id), count(*) FILTER (WHERE c.outcome_recorded_at IS NOT NULL),
			(SELECT sum(count) FROM call_stats_daily s WHERE s.organization_id = o.id AND s.metric = 'status')
		FROM organizations o JOIN calls c ON c.organization_id = o.id WHERE o.slug = 'demo' GROUP BY o.id`).
		Scan(&n, &agentsWithCalls, &withOutcome, &counted))
	require.Equal(t, demo.Calls, n)
	require.Equal(t, int64(demo.Calls), counted)
	require.GreaterOrEqual(t, agentsWithCalls, 4)
	require.Greater(t, withOutcome, demo.Calls/2)
}
