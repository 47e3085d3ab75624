package webhooks_test

import (
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

// fixture is a running platform with one organization.
type fixture struct {
	env *testkit.Env
	svc *webhooks.Service
	org uuid.UUID
	ctx context.Context // system principal of org
}

func setup(t *testing.T, opts ...testkit.Option) fixture {
	t.Helper()
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	opts = append([]testkit.Option{testkit.WithVar("WEBHOOK_CA_FILE", ca), testkit.WithVar("WEBHOOK_TIMEOUT", "1s")}, opts...)
	env := testkit.New(t, opts...)
	org := env.MustOrg("Webhooks Org")
	return fixture{env: env, svc: env.App.Webhooks, org: org.ID, ctx: env.System(org.ID)}
}

// receiver starts a TLS receiver closed with the test.
func receiver(t *testing.T, respond webhookstest.Respond) *webhookstest.Receiver {
	rc := webhookstest.NewReceiver(respond)
	t.Cleanup(rc.Close)
	return rc
}

// endpoint registers url for events (default call.completed).
func (f fixture) endpoint(t *testing.T, url string, evs ...string) webhooks.Endpoint {
	t.Helper()
	if len(evs) == 0 {
		evs = []string{events.CallCompleted}
	}
	e, err := f.svc.Create(f.ctx, webhooks.EndpointInput{URL: &url, Events: &evs})
	require.NoError(t, err)
	return e
}

// publish commits one event in its own transaction, as a domain would.
func (f fixture) publish(t *testing.T, event string, data any) {
	t.Helper()
	ctx := context.Background()
	tx, err := f.env.App.DB.Begin(ctx)
	require.NoError(t, err)
	defer tx.Rollback(ctx)
	require.NoError(t, f.svc.Publish(ctx, tx, f.org, event, data))
	require.NoError(t, tx.Commit(ctx))
}

// deliveries lists an endpoint's deliveries, newest first.
func (f fixture) deliveries(t *testing.T, endpointID uuid.UUID) []webhooks.Delivery {
	t.Helper()
	ds, err := f.svc.ListDeliveries(f.ctx, endpointID, 500)
	require.NoError(t, err)
	return ds
}

// waitFinished waits until the endpoint has n deliveries, all finished.
func (f fixture) waitFinished(t *testing.T, endpointID uuid.UUID, n int) []webhooks.Delivery {
	t.Helper()
	var ds []webhooks.Delivery
	testkit.Eventually(t, 30*time.Second, "finished deliveries", func() bool {
		ds = f.deliveries(t, endpointID)
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

func (f fixture) getEndpoint(t *testing.T, id uuid.UUID) webhooks.Endpoint {
	t.Helper()
	e, err := f.svc.Get(f.ctx, id)
	require.NoError(t, err)
	return e
}

// inNewOrg is f acting for a new organization on the same platform, so
// parallel subtests do not see each other's events.
func (f fixture) inNewOrg(t *testing.T) fixture {
	t.Helper()
	o := f.env.MustOrg("Org " + uuid.NewString()[:8])
	f.org, f.ctx = o.ID, f.env.System(o.ID)
	return f
}
