package webhooks_test

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/events"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

func (f fixture) outboxRows(t *testing.T) int {
	t.Helper()
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM webhook_outbox WHERE organization_id = $1`, f.org).Scan(&n))
	return n
}

// A process built by app.New runs no relay by itself (admin commands, seed):
// its events stay in the outbox for a serving process, whose relay delivers
// them.
func TestEventFromAProcessWithoutRelay(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL)

	cli := f.env.Replica() // like `admin call simulate`: builds the app, commits, exits
	cf := f
	cf.env, cf.svc = cli, cli.App.Webhooks
	cf.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	require.Never(t, func() bool { return f.outboxRows(t) == 0 }, 500*time.Millisecond, 20*time.Millisecond,
		"no relay may run in a process that does not serve")

	f.env.StartWorker() // the server: workers and relay
	d := f.waitFinished(t, e.ID, 1)[0]
	require.Equal(t, webhooks.StatusSucceeded, d.Status)
	require.Zero(t, f.outboxRows(t))
}

// A relay that locked an outbox row and then gave up (cancelled mid-enqueue,
// or its process ended) leaves the row to another relay, which was waiting
// on the row's lock rather than sleeping, and takes it as soon as it is
// released.
func TestRowReleasedByARelayIsTakenAtOnce(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL)
	callID := uuid.New()
	f.publish(t, events.CallCompleted, map[string]any{"call_id": callID})
	// Deliveries of this event only: a receiver's port may be one another
	// test's receiver had, and a late request of that test must not count.
	ours := func() int {
		n := 0
		for _, r := range rc.Requests() {
			if bytes.Contains(r.Envelope.Data, []byte(callID.String())) {
				n++
			}
		}
		return n
	}

	// The other relay: it holds the row as a relay does while enqueueing.
	ctx := context.Background()
	other, err := f.env.App.DB.Begin(ctx)
	require.NoError(t, err)
	var id int64
	require.NoError(t, other.QueryRow(ctx, `SELECT id FROM webhook_outbox WHERE organization_id = $1 FOR UPDATE SKIP LOCKED`, f.org).Scan(&id))

	f.env.StartWorker()
	testkit.Eventually(t, 10*time.Second, "the server's relay waiting on the locked row", func() bool {
		var waiting bool
		require.NoError(t, f.env.App.DB.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
			WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%FROM webhook_outbox%FOR UPDATE%')`).Scan(&waiting))
		return waiting
	})
	require.Zero(t, ours(), "nothing is delivered while the other relay holds the row")
	require.NoError(t, other.Rollback(ctx)) // the other relay gives up

	d := f.waitFinished(t, e.ID, 1)[0]
	require.Equal(t, webhooks.StatusSucceeded, d.Status)
	require.Zero(t, f.outboxRows(t))
}
