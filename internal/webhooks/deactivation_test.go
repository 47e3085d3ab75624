package webhooks_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/events"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

func TestDeactivationAndReenable(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.env.StartWorker()
	rc := receiver(t, webhookstest.Status(http.StatusBadRequest)) // not retried: one attempt per delivery
	e := f.endpoint(t, rc.URL)
	publish := func(n int) {
		for range n {
			f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
		}
	}

	// 19 failures leave it active; a ping in between never counts
	publish(19)
	f.waitFinished(t, e.ID, 19)
	got := f.getEndpoint(t, e.ID)
	require.True(t, got.Active)
	require.Equal(t, 19, got.DeliveryState.ConsecutiveFailures)
	ping, err := f.svc.Ping(f.ctx, e.ID)
	require.NoError(t, err)
	require.False(t, ping.Delivered)
	require.Equal(t, 400, *ping.StatusCode)
	require.Equal(t, 19, f.getEndpoint(t, e.ID).DeliveryState.ConsecutiveFailures, "a ping never counts")

	// the 20th failed delivery deactivates it
	publish(1)
	f.waitFinished(t, e.ID, 21) // 20 deliveries and the ping
	got = f.getEndpoint(t, e.ID)
	require.False(t, got.Active)
	require.Equal(t, 20, got.DeliveryState.ConsecutiveFailures)
	require.NotNil(t, got.DisabledReason)
	require.Contains(t, *got.DisabledReason, "20 consecutive failed deliveries")
	require.Contains(t, *got.DisabledReason, time.Now().UTC().Format("2006-01-02T"))
	require.Contains(t, *got.DisabledReason, "HTTP status 400")

	// deliveries to a disabled endpoint are recorded as skipped, not attempted
	before := rc.Count()
	publish(2)
	ds := f.waitFinished(t, e.ID, 23)
	for _, d := range ds[:2] {
		require.Equal(t, webhooks.StatusSkipped, d.Status)
		require.Empty(t, d.Attempts)
	}
	require.Equal(t, before, rc.Count())

	// a ping still reaches a disabled endpoint (to check it before re-enabling)
	rc.SetRespond(webhookstest.OK)
	ping, err = f.svc.Ping(f.ctx, e.ID)
	require.NoError(t, err)
	require.True(t, ping.Delivered)
	require.False(t, f.getEndpoint(t, e.ID).Active)

	// re-enable: active again, count reset, reason cleared, deliveries flow
	active := true
	got, err = f.svc.Update(f.ctx, e.ID, webhooks.EndpointInput{Active: &active})
	require.NoError(t, err)
	require.True(t, got.Active)
	require.Equal(t, 0, got.DeliveryState.ConsecutiveFailures)
	require.Nil(t, got.DisabledReason)
	publish(1)
	ds = f.waitFinished(t, e.ID, 25)
	require.Equal(t, webhooks.StatusSucceeded, ds[0].Status)
}

func TestSuccessResetsFailureCount(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.env.StartWorker()
	rc := receiver(t, webhookstest.Status(http.StatusNotFound))
	e := f.endpoint(t, rc.URL)
	for range 3 {
		f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	}
	f.waitFinished(t, e.ID, 3)
	require.Equal(t, 3, f.getEndpoint(t, e.ID).DeliveryState.ConsecutiveFailures)
	rc.SetRespond(webhookstest.OK)
	f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	f.waitFinished(t, e.ID, 4)
	st := f.getEndpoint(t, e.ID).DeliveryState
	require.Equal(t, 0, st.ConsecutiveFailures)
	require.Equal(t, 200, *st.LastStatusCode)
	require.Nil(t, st.LastError)

	// a manual disable through Update, then re-enable
	off := false
	got, err := f.svc.Update(f.ctx, e.ID, webhooks.EndpointInput{Active: &off})
	require.NoError(t, err)
	require.False(t, got.Active)
	require.Contains(t, *got.DisabledReason, "disabled through the API")
}
