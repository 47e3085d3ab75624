package webhooks_test

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/events"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

func TestRedeliveryAndRecords(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.env.StartWorker()
	rc := receiver(t, webhookstest.Status(http.StatusGone))
	e := f.endpoint(t, rc.URL)
	since := time.Now().Add(-time.Second)
	for range 3 {
		f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	}
	ds := f.waitFinished(t, e.ID, 3)
	for _, d := range ds {
		require.Equal(t, webhooks.StatusFailed, d.Status)
		require.Len(t, d.Attempts, 1)
		require.Equal(t, 410, *d.Attempts[0].StatusCode)
	}
	require.True(t, ds[0].CreatedAt.After(ds[2].CreatedAt), "newest first")

	t.Run("RedeliverOne", func(t *testing.T) {
		rc.SetRespond(webhookstest.OK)
		nd, err := f.svc.Redeliver(f.ctx, ds[2].ID)
		require.NoError(t, err)
		require.NotEqual(t, ds[2].ID, nd.ID)
		require.Equal(t, ds[2].ID, *nd.RedeliveryOf)
		require.Equal(t, ds[2].EventID, nd.EventID, "same event, same payload")
		all := f.waitFinished(t, e.ID, 4)
		require.Equal(t, nd.ID, all[0].ID)
		require.Equal(t, webhooks.StatusSucceeded, all[0].Status)
		last := rc.Requests()[rc.Count()-1]
		require.Equal(t, nd.ID.String(), last.Header.Get("X-Service-Delivery"))
		require.Equal(t, ds[2].EventID.String(), last.Envelope.ID)
		require.NoError(t, webhookstest.CheckSignature(e.Secret, last, time.Now()))
	})
	t.Run("RedeliverFailedSince", func(t *testing.T) {
		out, err := f.svc.RedeliverFailed(f.ctx, e.ID, since)
		require.NoError(t, err)
		require.Len(t, out, 2, "the one already redelivered is left out")
		f.waitFinished(t, e.ID, 6)
		again, err := f.svc.RedeliverFailed(f.ctx, e.ID, since)
		require.NoError(t, err)
		require.Empty(t, again, "running it twice sends nothing twice")
		none, err := f.svc.RedeliverFailed(f.ctx, e.ID, time.Now().Add(time.Hour))
		require.NoError(t, err)
		require.Empty(t, none)
	})
	t.Run("Errors", func(t *testing.T) {
		_, err := f.svc.Redeliver(f.ctx, uuid.New())
		require.True(t, apperr.Is(err, apperr.NotFound))
		other := f.inNewOrg(t)
		_, err = other.svc.Redeliver(other.ctx, ds[0].ID)
		require.True(t, apperr.Is(err, apperr.NotFound), "another organization's delivery")
		_, err = other.svc.ListDeliveries(other.ctx, e.ID, 10)
		require.True(t, apperr.Is(err, apperr.NotFound))
		_, err = other.svc.RedeliverFailed(other.ctx, e.ID, since)
		require.True(t, apperr.Is(err, apperr.NotFound))
		_, err = f.svc.ListDeliveries(f.ctx, e.ID, 0)
		require.True(t, apperr.Is(err, apperr.Invalid))

		ping, err := f.svc.Ping(f.ctx, e.ID)
		require.NoError(t, err)
		_, err = f.svc.Redeliver(f.ctx, ping.DeliveryID)
		require.True(t, apperr.Is(err, apperr.Invalid), "a ping is not redelivered")

		off := false
		_, err = f.svc.Update(f.ctx, e.ID, webhooks.EndpointInput{Active: &off})
		require.NoError(t, err)
		_, err = f.svc.Redeliver(f.ctx, ds[0].ID)
		require.True(t, apperr.Is(err, apperr.Conflict), "disabled endpoint")
		_, err = f.svc.RedeliverFailed(f.ctx, e.ID, since)
		require.True(t, apperr.Is(err, apperr.Conflict))
	})
	t.Run("Organization lookups", func(t *testing.T) {
		org, err := f.svc.EndpointOrganization(context.Background(), e.ID)
		require.NoError(t, err)
		require.Equal(t, f.org, org)
		org, err = f.svc.DeliveryOrganization(context.Background(), ds[0].ID)
		require.NoError(t, err)
		require.Equal(t, f.org, org)
		_, err = f.svc.DeliveryOrganization(context.Background(), uuid.New())
		require.True(t, apperr.Is(err, apperr.NotFound))
	})
}

func TestPruneAfterRetention(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.env.StartWorker()
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL)
	for range 2 {
		f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	}
	ds := f.waitFinished(t, e.ID, 2)
	// one delivery finished 31 days ago; an in-progress old one is kept
	_, err := f.env.App.DB.Exec(f.ctx, `UPDATE webhook_deliveries SET finished_at = now() - interval '31 days' WHERE id = $1`, ds[1].ID)
	require.NoError(t, err)
	_, err = f.env.App.DB.Exec(f.ctx, `UPDATE webhook_events SET created_at = now() - interval '31 days' WHERE id = $1`, ds[1].EventID)
	require.NoError(t, err)
	require.Equal(t, 30*24*time.Hour, f.svc.Retention())

	res, err := f.svc.Prune(f.ctx, time.Now().Add(-f.svc.Retention()))
	require.NoError(t, err)
	require.Equal(t, int64(1), res.Deliveries)
	require.Equal(t, int64(1), res.Events)
	left := f.deliveries(t, e.ID)
	require.Len(t, left, 1)
	require.Equal(t, ds[0].ID, left[0].ID)
	var attempts int
	require.NoError(t, f.env.App.DB.QueryRow(f.ctx, `SELECT count(*) FROM webhook_attempts WHERE delivery_id = $1`, ds[1].ID).Scan(&attempts))
	require.Zero(t, attempts)

	// the scheduled task runs the same pruning
	require.NoError(t, f.svc.HandlePrune(f.ctx, nil))
	require.Len(t, f.deliveries(t, e.ID), 1)
	require.Contains(t, f.env.App.Jobs.Types(), webhooks.TypePrune)
}

func TestDeleteDropsPendingDeliveries(t *testing.T) {
	t.Parallel()
	f := setup(t) // no worker: deliveries stay pending
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL)
	f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	ds := f.deliveries(t, e.ID)
	require.Len(t, ds, 1)
	require.Equal(t, webhooks.StatusPending, ds[0].Status)
	require.NoError(t, f.svc.Delete(f.ctx, e.ID))
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(f.ctx, `SELECT count(*) FROM webhook_deliveries WHERE id = $1`, ds[0].ID).Scan(&n))
	require.Zero(t, n)
	// a task that was already queued finds nothing to do
	f.env.StartWorker()
	testkit.Never(t, 500*time.Millisecond, "a delivery of the deleted endpoint", func() bool { return rc.Count() > 0 })
	_, err := f.svc.Get(f.ctx, e.ID)
	require.True(t, apperr.Is(err, apperr.NotFound))
}
