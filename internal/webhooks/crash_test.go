package webhooks_test

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/app"
	"voiceagent/internal/events"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
)

// TestHelperWorkerProcess is the worker process TestWorkerKilledMidDelivery
// starts and kills; run directly it does nothing.
func TestHelperWorkerProcess(t *testing.T) {
	if os.Getenv("WEBHOOKS_TEST_WORKER") != "1" {
		return
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)
	defer stop()
	cfg, err := config.FromEnv(os.Getenv)
	require.NoError(t, err)
	a, err := app.New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	require.NoError(t, err)
	defer a.Close()
	_ = a.Serve(ctx, app.ServeOptions{Worker: true}) // as the worker command: workers and relay
}

// A worker process is killed (SIGKILL) while its delivery is in flight: the
// delivery is sent again by another worker, not lost.
func TestWorkerKilledMidDelivery(t *testing.T) {
	t.Parallel()
	f := setup(t)
	inFlight := make(chan struct{}, 1)
	rc := receiver(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 1 {
			inFlight <- struct{}{}
			<-r.Context().Done() // hold the first attempt until its worker dies
			return
		}
		w.WriteHeader(http.StatusOK)
	})
	e := f.endpoint(t, rc.URL)

	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWorkerProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), "WEBHOOKS_TEST_WORKER=1", "DEMO_SEED=false", "LOG_LEVEL=error")
	for k, v := range f.env.Vars {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })

	f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	select {
	case <-inFlight:
	case <-time.After(60 * time.Second):
		t.Fatal("the worker process never made the first attempt")
	}
	d := f.deliveries(t, e.ID)[0]
	require.Equal(t, webhooks.StatusSending, d.Status)
	require.NoError(t, cmd.Process.Kill()) // SIGKILL: no graceful shutdown
	_ = cmd.Wait()

	f.env.StartWorker() // another worker takes over
	var got []webhooks.Delivery
	testkit.Eventually(t, 90*time.Second, "the delivery sent again", func() bool {
		got = f.deliveries(t, e.ID)
		return got[0].Status == webhooks.StatusSucceeded
	})
	reqs := rc.Requests()
	require.Len(t, reqs, 2)
	require.Equal(t, reqs[0].Header.Get("X-Service-Delivery"), reqs[1].Header.Get("X-Service-Delivery"), "the same delivery, sent again")
	require.Equal(t, string(reqs[0].Body), string(reqs[1].Body))
	require.Len(t, got[0].Attempts, 1, "the attempt cut short left no outcome to record")
}
