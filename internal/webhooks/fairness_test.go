package webhooks_test

import (
	"bytes"
	"net/http"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/events"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/knowledge/extract"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

// TestMain lets this test binary serve as its own PDF parser process.
func TestMain(m *testing.M) {
	extract.ServeParserChild()
	os.Exit(m.Run())
}

// hanging answers 503 only just before the platform would give up
// (WEBHOOK_TIMEOUT is 1s in these tests), counting requests in flight and
// the most seen at once. Answering from this side, rather than waiting for
// the client to leave, keeps the count exact: a request has ended here
// before its worker takes the next one.
type hanging struct{ now, most atomic.Int64 }

func (h *hanging) respond(_ int, w http.ResponseWriter, r *http.Request) {
	n := h.now.Add(1)
	defer h.now.Add(-1)
	for {
		m := h.most.Load()
		if n <= m || h.most.CompareAndSwap(m, n) {
			break
		}
	}
	select {
	case <-r.Context().Done():
	case <-time.After(800 * time.Millisecond):
		w.WriteHeader(http.StatusServiceUnavailable)
	}
}

// One organization floods both worker pools: hostile PDFs that hold a
// parser until its timeout, and as many endpoints as it may register on a
// receiver that never answers, with many events. Another organization's
// delivery and its document are still served while the flood lasts, and the
// flooding organization never holds more deliveries at once than its cap.
func TestOneOrganizationCannotStarveAnother(t *testing.T) {
	t.Parallel()
	f := setup(t, testkit.WithVar("WEBHOOK_ORG_CONCURRENCY", "3"), testkit.WithVar("INDEXING_ORG_CONCURRENCY", "2"))
	hang := &hanging{}
	slow := receiver(t, hang.respond)
	flood := f.inNewOrg(t)
	for range webhooks.DefaultMaxEndpoints {
		flood.endpoint(t, slow.URL)
	}
	url := slow.URL
	_, err := flood.svc.Create(flood.ctx, webhooks.EndpointInput{URL: &url, Events: &[]string{events.CallCompleted}})
	require.Error(t, err, "the endpoint limit holds")

	kn := f.env.App.Knowledge
	name := "Manuals"
	fb, err := kn.CreateBase(flood.ctx, knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	var hostile []uuid.UUID
	for i := range 8 {
		d, err := kn.CreatePDF(flood.ctx, fb.ID, "loop.pdf", bytes.NewReader(extract.LoopingPDF(i)))
		require.NoError(t, err)
		hostile = append(hostile, d.ID)
	}
	for range 20 {
		flood.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	}
	f.env.StartWorker()
	testkit.Eventually(t, 30*time.Second, "the flood under way", func() bool { return hang.now.Load() > 0 })

	ok := receiver(t, webhookstest.OK)
	e := f.endpoint(t, ok.URL)
	f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	vb, err := kn.CreateBase(f.ctx, knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	vd, err := kn.CreateManual(f.ctx, vb.ID, "Hours", "# Hours\nOpen Monday to Friday, 8 to 18.")
	require.NoError(t, err)

	d := f.waitFinished(t, e.ID, 1)[0]
	require.Equal(t, webhooks.StatusSucceeded, d.Status)
	require.Len(t, d.Attempts, 1)
	testkit.Eventually(t, 30*time.Second, "the other organization's document indexed", func() bool {
		doc, err := kn.GetDocument(f.ctx, vb.ID, vd.ID)
		require.NoError(t, err)
		return doc.Status == knowledge.StatusReady
	})

	// All this happened during the flood, which kept to its share.
	var unfinished int
	for _, id := range hostile {
		doc, err := kn.GetDocument(flood.ctx, fb.ID, id)
		require.NoError(t, err)
		if doc.Status == knowledge.StatusPending || doc.Status == knowledge.StatusProcessing {
			unfinished++
		}
	}
	require.Positive(t, unfinished, "the hostile PDFs are still being worked through")
	require.Positive(t, hang.now.Load(), "the flooding organization's deliveries are still hanging")
	require.LessOrEqual(t, hang.most.Load(), int64(3), "never more deliveries of one organization at once than its cap")
}

// A delivery postponed because its organization is at its cap keeps all of
// its attempts: it is not recorded as a failed attempt and, once it runs,
// succeeds at its first.
func TestPostponedDeliveryKeepsItsAttempts(t *testing.T) {
	t.Parallel()
	f := setup(t, testkit.WithVar("WEBHOOK_ORG_CONCURRENCY", "1"))
	release := make(chan struct{})
	rc := receiver(t, func(n int, w http.ResponseWriter, r *http.Request) {
		if n == 1 {
			select {
			case <-release:
			case <-r.Context().Done():
				return
			}
		}
		w.WriteHeader(http.StatusOK)
	})
	e := f.endpoint(t, rc.URL)
	for range 3 {
		f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
	}
	f.env.StartWorker()
	testkit.Eventually(t, 10*time.Second, "the first delivery in flight", func() bool { return rc.Count() == 1 })

	insp := asynq.NewInspector(f.env.App.RedisOpt)
	t.Cleanup(func() { _ = insp.Close() })
	testkit.Eventually(t, 10*time.Second, "a delivery postponed", func() bool {
		tasks, err := insp.ListRetryTasks(jobs.QueueWebhooks)
		require.NoError(t, err)
		for _, tk := range tasks {
			if strings.HasPrefix(tk.LastErr, "postponed") {
				require.Zero(t, tk.Retried, "a postponement is not a retry")
				return true
			}
		}
		return false
	})
	for _, d := range f.deliveries(t, e.ID) {
		require.LessOrEqual(t, d.AttemptCount, 1)
		require.NotEqual(t, webhooks.StatusRetrying, d.Status, "no failed attempt recorded")
	}
	require.Equal(t, 1, rc.Count(), "one delivery at a time for this organization")
	close(release)

	ds := f.waitFinished(t, e.ID, 3)
	for _, d := range ds {
		require.Equal(t, webhooks.StatusSucceeded, d.Status)
		require.Equal(t, 1, d.AttemptCount)
		require.Len(t, d.Attempts, 1)
	}
}
