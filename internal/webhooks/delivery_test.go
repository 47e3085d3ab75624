package webhooks_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/events"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
	"voiceagent/rest/v1/webhooksig"
)

func TestDeliverySigned(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.env.StartWorker()
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL, events.CallCompleted, events.BookingCreated)
	require.Regexp(t, `^svcw_[A-Za-z0-9_-]{43}$`, e.Secret)

	callID := uuid.New()
	before := time.Now().UTC()
	f.publish(t, events.CallCompleted, map[string]any{"call_id": callID, "transcript": []map[string]string{{"role": "agent", "text": "Olá!"}}})
	ds := f.waitFinished(t, e.ID, 1)
	d := ds[0]
	require.Equal(t, webhooks.StatusSucceeded, d.Status)
	require.Equal(t, 1, d.AttemptCount)
	require.Len(t, d.Attempts, 1)
	require.True(t, d.Attempts[0].Success)
	require.Equal(t, 200, *d.Attempts[0].StatusCode)

	got := rc.Requests()
	require.Len(t, got, 1)
	r := got[0]
	require.NoError(t, webhookstest.CheckSignature(e.Secret, r, time.Now()), "independent HMAC check")
	require.NoError(t, webhooksig.Verify(e.Secret, r.Header.Get("X-Service-Timestamp"), r.Header.Get("X-Service-Signature"), r.Body, time.Now()))
	require.ErrorIs(t, webhooksig.Verify("svcw_wrong", r.Header.Get("X-Service-Timestamp"), r.Header.Get("X-Service-Signature"), r.Body, time.Now()), webhooksig.ErrSignature)
	require.Equal(t, "call.completed", r.Header.Get("X-Service-Event"))
	require.Equal(t, d.ID.String(), r.Header.Get("X-Service-Delivery"))
	require.Equal(t, "application/json", r.Header.Get("Content-Type"))
	require.Contains(t, r.Header.Get("User-Agent"), "VoiceAgent")

	require.Equal(t, "call.completed", r.Envelope.Event)
	require.Equal(t, d.EventID.String(), r.Envelope.ID)
	require.WithinDuration(t, before, r.Envelope.CreatedAt, 5*time.Second)
	var data map[string]any
	require.NoError(t, json.Unmarshal(r.Envelope.Data, &data))
	require.Equal(t, callID.String(), data["call_id"])
	require.NotEmpty(t, data["transcript"])

	st := f.getEndpoint(t, e.ID).DeliveryState
	require.Equal(t, 0, st.ConsecutiveFailures)
	require.Equal(t, 200, *st.LastStatusCode)
	require.NotNil(t, st.LastSuccessAt)
	require.NotNil(t, st.LastDeliveryAt)
	require.Nil(t, st.LastError)

	t.Run("OnlySubscribedEvents", func(t *testing.T) {
		other := receiver(t, webhookstest.OK)
		oe := f.endpoint(t, other.URL, events.BookingCreated)
		f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
		f.publish(t, events.BookingCreated, map[string]any{"booking_id": uuid.New(), "session_id": uuid.New()})
		f.waitFinished(t, oe.ID, 1)
		f.waitFinished(t, e.ID, 3)
		require.Equal(t, 1, other.Count())
		require.Equal(t, "booking.created", other.Requests()[0].Envelope.Event)
	})
	t.Run("NothingWithoutSubscribers", func(t *testing.T) {
		var n int
		require.NoError(t, f.env.App.DB.QueryRow(f.ctx, `SELECT count(*) FROM webhook_events`).Scan(&n))
		lonely := f.env.MustOrg("No endpoints")
		tx, err := f.env.App.DB.Begin(f.ctx)
		require.NoError(t, err)
		require.NoError(t, f.svc.Publish(f.ctx, tx, lonely.ID, events.CallCompleted, map[string]any{"call_id": uuid.New()}))
		require.NoError(t, tx.Commit(f.ctx))
		var after int
		require.NoError(t, f.env.App.DB.QueryRow(f.ctx, `SELECT count(*) FROM webhook_events`).Scan(&after))
		require.Equal(t, n, after)
	})
	t.Run("RolledBackEventIsNeverSent", func(t *testing.T) {
		before := rc.Count()
		tx, err := f.env.App.DB.Begin(f.ctx)
		require.NoError(t, err)
		require.NoError(t, f.svc.Publish(f.ctx, tx, f.org, events.CallCompleted, map[string]any{"call_id": uuid.New()}))
		require.NoError(t, tx.Rollback(f.ctx))
		f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()}) // a later committed one arrives
		f.waitFinished(t, e.ID, 4)
		require.Equal(t, before+1, rc.Count())
	})
	t.Run("PublishRefusesUnknownEvents", func(t *testing.T) {
		tx, err := f.env.App.DB.Begin(f.ctx)
		require.NoError(t, err)
		defer tx.Rollback(f.ctx)
		require.Error(t, f.svc.Publish(f.ctx, tx, f.org, events.Ping, nil))
		require.Error(t, f.svc.Publish(f.ctx, tx, f.org, "call.exploded", nil))
		require.Error(t, f.svc.Publish(f.ctx, nil, f.org, events.CallCompleted, nil))
	})
}

// The egress policy is applied at every connection, not only at
// registration: a process that does not allow the receiver's address
// refuses to deliver there.
func TestDeliveryRefusedByEgressPolicy(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL) // allowed: tests open 127.0.0.0/8
	strict := f.env.Replica(testkit.WithVar("EGRESS_ALLOW_PRIVATE", ""))
	res, err := strict.App.Webhooks.Ping(f.ctx, e.ID)
	require.NoError(t, err)
	require.False(t, res.Delivered)
	require.Nil(t, res.StatusCode)
	require.Contains(t, *res.Error, "refused by egress policy")
	require.Contains(t, *res.Error, "loopback")
	require.Zero(t, rc.Count())
}
