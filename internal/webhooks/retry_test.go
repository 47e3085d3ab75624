package webhooks_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/events"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

// Every retry rule, each on its own endpoint and receiver in one platform.
func TestRetryRules(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.env.StartWorker()

	// deliverOne registers a receiver answering with respond, publishes one
	// event and returns the finished delivery and what the receiver saw.
	deliverOne := func(t *testing.T, respond webhookstest.Respond) (webhooks.Delivery, []webhookstest.Request, webhooks.Endpoint) {
		t.Helper()
		f := f.inNewOrg(t)
		rc := receiver(t, respond)
		e := f.endpoint(t, rc.URL, events.BookingCreated)
		tx, err := f.env.App.DB.Begin(f.ctx)
		require.NoError(t, err)
		require.NoError(t, f.svc.Publish(f.ctx, tx, f.org, events.BookingCreated, map[string]any{"booking_id": uuid.New(), "session_id": uuid.New()}))
		require.NoError(t, tx.Commit(f.ctx))
		ds := f.waitFinished(t, e.ID, 1)
		// a late duplicate would be a request beyond the recorded attempts
		testkit.Never(t, 300*time.Millisecond, "a request beyond the delivery's attempts", func() bool { return rc.Count() > ds[0].AttemptCount })
		return ds[0], rc.Requests(), f.getEndpoint(t, e.ID)
	}
	sameDeliveryID := func(t *testing.T, d webhooks.Delivery, got []webhookstest.Request) {
		t.Helper()
		for _, r := range got {
			require.Equal(t, d.ID.String(), r.Header.Get("X-Service-Delivery"), "one delivery id across retries")
		}
		// the body is the same bytes on every attempt; each attempt is signed anew
		for _, r := range got[1:] {
			require.Equal(t, string(got[0].Body), string(r.Body))
		}
	}

	t.Run("ServerErrorThenSuccess", func(t *testing.T) {
		t.Parallel()
		d, got, e := deliverOne(t, func(n int, w http.ResponseWriter, _ *http.Request) {
			if n == 1 {
				w.WriteHeader(http.StatusServiceUnavailable)
				return
			}
			w.WriteHeader(http.StatusAccepted)
		})
		require.Equal(t, webhooks.StatusSucceeded, d.Status)
		require.Len(t, got, 2)
		require.Len(t, d.Attempts, 2)
		require.False(t, d.Attempts[0].Success)
		require.Equal(t, 503, *d.Attempts[0].StatusCode)
		require.Equal(t, "HTTP status 503", *d.Attempts[0].Error)
		require.True(t, d.Attempts[1].Success)
		sameDeliveryID(t, d, got)
		require.Equal(t, 0, e.DeliveryState.ConsecutiveFailures)
		require.Equal(t, 202, *e.DeliveryState.LastStatusCode)
	})
	t.Run("ThreeAttemptsThenFailed", func(t *testing.T) {
		t.Parallel()
		d, got, e := deliverOne(t, webhookstest.Status(http.StatusInternalServerError))
		require.Equal(t, webhooks.StatusFailed, d.Status)
		require.Len(t, got, webhooks.MaxAttempts)
		require.Equal(t, 3, d.AttemptCount)
		require.Equal(t, 500, *d.LastStatusCode)
		sameDeliveryID(t, d, got)
		// exponential backoff: the second wait is longer on average; at least
		// each attempt came after the previous one finished
		require.True(t, d.Attempts[1].StartedAt.After(d.Attempts[0].StartedAt))
		require.True(t, d.Attempts[2].StartedAt.After(d.Attempts[1].StartedAt))
		require.Equal(t, 1, e.DeliveryState.ConsecutiveFailures)
		require.Equal(t, "HTTP status 500", *e.DeliveryState.LastError)
		require.True(t, e.Active)
	})
	for _, code := range []int{400, 401, 404, 410, 422} {
		t.Run("NoRetryOn"+http.StatusText(code), func(t *testing.T) {
			t.Parallel()
			d, got, _ := deliverOne(t, webhookstest.Status(code))
			require.Equal(t, webhooks.StatusFailed, d.Status)
			require.Len(t, got, 1, "a 4xx other than 408/429 is not retried")
			require.Equal(t, code, *d.LastStatusCode)
		})
	}
	t.Run("RetryOn408", func(t *testing.T) {
		t.Parallel()
		d, got, _ := deliverOne(t, webhookstest.Status(http.StatusRequestTimeout))
		require.Equal(t, webhooks.StatusFailed, d.Status)
		require.Len(t, got, 3)
	})
	t.Run("RetryAfterOf429Honoured", func(t *testing.T) {
		t.Parallel()
		d, got, _ := deliverOne(t, func(n int, w http.ResponseWriter, _ *http.Request) {
			if n == 1 {
				w.Header().Set("Retry-After", "2")
				w.WriteHeader(http.StatusTooManyRequests)
				return
			}
			w.WriteHeader(http.StatusOK)
		})
		require.Equal(t, webhooks.StatusSucceeded, d.Status)
		require.Len(t, got, 2)
		// the backoff alone would be about 100 ms; the receiver asked for 2 s
		require.GreaterOrEqual(t, got[1].At.Sub(got[0].At), 2*time.Second-50*time.Millisecond)
	})
	t.Run("TimeoutRetried", func(t *testing.T) {
		t.Parallel()
		d, got, _ := deliverOne(t, func(n int, w http.ResponseWriter, r *http.Request) {
			if n == 1 {
				select { // longer than WEBHOOK_TIMEOUT=1s
				case <-time.After(10 * time.Second):
					w.WriteHeader(http.StatusInternalServerError)
				case <-r.Context().Done():
				}
				return
			}
			w.WriteHeader(http.StatusOK)
		})
		require.Equal(t, webhooks.StatusSucceeded, d.Status, "%+v", d.Attempts)
		require.Len(t, got, 2, "%+v", d.Attempts)
		require.Nil(t, d.Attempts[0].StatusCode)
		require.Equal(t, webhooks.FailTimeout, *d.Attempts[0].Error)
	})
	t.Run("ConnectionErrorRetried", func(t *testing.T) {
		t.Parallel()
		f := f.inNewOrg(t)
		rc := receiver(t, webhookstest.OK)
		e := f.endpoint(t, rc.URL, events.BookingCreated)
		rc.Close() // nothing listens any more
		tx, err := f.env.App.DB.Begin(f.ctx)
		require.NoError(t, err)
		require.NoError(t, f.svc.Publish(f.ctx, tx, f.org, events.BookingCreated, map[string]any{"booking_id": uuid.New(), "session_id": uuid.New()}))
		require.NoError(t, tx.Commit(f.ctx))
		d := f.waitFinished(t, e.ID, 1)[0]
		require.Equal(t, webhooks.StatusFailed, d.Status)
		require.Len(t, d.Attempts, 3)
		require.Nil(t, d.Attempts[2].StatusCode)
		require.Equal(t, webhooks.FailRefused, *d.Attempts[2].Error)
	})
	t.Run("RedirectIsAFailure", func(t *testing.T) {
		t.Parallel()
		d, got, _ := deliverOne(t, func(n int, w http.ResponseWriter, r *http.Request) {
			http.Redirect(w, r, "https://example.com/", http.StatusFound)
		})
		require.Equal(t, webhooks.StatusFailed, d.Status)
		require.Len(t, got, 3, "redirects are not followed")
		require.Equal(t, 302, *d.LastStatusCode)
	})
	t.Run("ResponseBodyTruncated", func(t *testing.T) {
		t.Parallel()
		d, _, _ := deliverOne(t, func(n int, w http.ResponseWriter, _ *http.Request) {
			w.WriteHeader(http.StatusBadRequest)
			_, _ = w.Write([]byte(strings.Repeat("é", 4000)))
		})
		body := d.Attempts[0].ResponseBody
		require.LessOrEqual(t, len(body), webhooks.ResponseBodyLimit)
		require.Greater(t, len(body), webhooks.ResponseBodyLimit-4)
		require.True(t, strings.HasPrefix(body, "éé"))
	})
}
