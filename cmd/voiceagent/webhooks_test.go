package main

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/events"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

func TestAdminWebhookCommands(t *testing.T) {
	t.Parallel()
	c := newCLI(t)
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	c.vars["WEBHOOK_CA_FILE"] = ca
	// a platform on the same database and Redis runs the workers
	env := testkit.New(t, testkit.WithVar("DATABASE_URL", c.vars["DATABASE_URL"]), testkit.WithVar("REDIS_URL", c.vars["REDIS_URL"]),
		testkit.WithVar("WEBHOOK_CA_FILE", ca))
	env.StartWorker()
	org := env.MustOrg("CLI Webhooks")
	ctx := env.System(org.ID)
	svc := env.App.Webhooks
	rc := webhookstest.NewReceiver(webhookstest.Status(http.StatusBadRequest))
	t.Cleanup(rc.Close)
	evs := []string{events.CallCompleted}
	ep, err := svc.Create(ctx, webhooks.EndpointInput{URL: &rc.URL, Events: &evs})
	require.NoError(t, err)
	since := time.Now().Add(-time.Minute).UTC().Format(time.RFC3339)
	for range 2 {
		tx, err := env.App.DB.Begin(context.Background())
		require.NoError(t, err)
		require.NoError(t, svc.Publish(context.Background(), tx, org.ID, events.CallCompleted, map[string]any{"call_id": uuid.New()}))
		require.NoError(t, tx.Commit(context.Background()))
	}
	finished := func(n int) []webhooks.Delivery {
		var ds []webhooks.Delivery
		testkit.Eventually(t, 30*time.Second, "finished deliveries", func() bool {
			ds, err = svc.ListDeliveries(ctx, ep.ID, 100)
			require.NoError(t, err)
			if len(ds) != n {
				return false
			}
			for _, d := range ds {
				if d.FinishedAt == nil {
					return false
				}
			}
			return true
		})
		return ds
	}
	ds := finished(2)

	out := c.mustJSON("admin", "webhook", "deliveries", "--endpoint", ep.ID.String(), "--limit", "10")
	require.Equal(t, ep.ID.String(), out["endpoint_id"])
	require.EqualValues(t, 2, out["count"])
	list := out["deliveries"].([]any)
	first := list[0].(map[string]any)
	require.Equal(t, "failed", first["status"])
	attempts := first["attempts"].([]any)
	require.Len(t, attempts, 1)
	require.EqualValues(t, 400, attempts[0].(map[string]any)["status_code"])

	rc.SetRespond(webhookstest.OK)
	out = c.mustJSON("admin", "webhook", "redeliver", ds[1].ID.String())
	require.Equal(t, ds[1].ID.String(), out["redelivery_of"])
	nd := out["delivery"].(map[string]any)
	require.Equal(t, ds[1].ID.String(), nd["redelivery_of"])
	// The answer is read after the commit, and the worker running beside
	// may already have sent it: a new delivery, never a failed one.
	require.Contains(t, []any{webhooks.StatusPending, webhooks.StatusSending, webhooks.StatusSucceeded}, nd["status"])
	ds = finished(3)
	require.Equal(t, webhooks.StatusSucceeded, ds[0].Status)

	out = c.mustJSON("admin", "webhook", "redeliver-failed", "--endpoint", ep.ID.String(), "--since", since)
	require.EqualValues(t, 1, out["redelivered"], "the delivery already redelivered is left out")
	finished(4)
	testkit.Eventually(t, 10*time.Second, "two successful arrivals", func() bool { return rc.Count() == 4 })
	out = c.mustJSON("admin", "webhook", "redeliver-failed", "--endpoint", ep.ID.String(), "--since", since)
	require.EqualValues(t, 0, out["redelivered"])

	t.Run("UsageErrors", func(t *testing.T) {
		for _, args := range [][]string{
			{"admin", "webhook", "deliveries"},
			{"admin", "webhook", "deliveries", "--endpoint", "nope"},
			{"admin", "webhook", "deliveries", "--endpoint", ep.ID.String(), "--limit", "0"},
			{"admin", "webhook", "redeliver"},
			{"admin", "webhook", "redeliver", "not-a-uuid"},
			{"admin", "webhook", "redeliver-failed", "--endpoint", ep.ID.String()},
			{"admin", "webhook", "redeliver-failed", "--endpoint", ep.ID.String(), "--since", "yesterday"},
			{"admin", "webhook", "redeliver-failed", "--since", since},
		} {
			_, _, err := c.run(args...)
			require.Error(t, err, args)
			require.Equal(t, 2, exitCode(err), args)
		}
		_, _, err := c.run("admin", "webhook", "deliveries", "--endpoint", uuid.NewString())
		require.ErrorContains(t, err, "not found")
		_, _, err = c.run("admin", "webhook", "redeliver", uuid.NewString())
		require.ErrorContains(t, err, "not found")
	})
}
