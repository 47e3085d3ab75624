package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/app"
	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/knowledge/extract"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

func init() {
	register(suite{name: "fairness", summary: "one organization floods indexing (hostile PDFs) and deliveries (endpoints on a hanging receiver); another's call.completed p50/p95 from commit to arrival", run: benchFairness})
}

// benchFairness runs the platform's own workers and relay with the default
// configuration while one organization floods both worker pools, and
// measures another organization's deliveries.
func benchFairness(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench fairness", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_fairness?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	hostile := fs.Int("pdfs", 40, "hostile PDFs uploaded by the flooding organization")
	floodEvents := fs.Int("flood-events", 100, "events of the flooding organization (each to every one of its endpoints)")
	victimEvents := fs.Int("events", 100, "events of the other organization")
	victimRate := fs.Int("rate", 10, "events per second of the other organization")
	if err := fs.Parse(args); err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "bench-fairness")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := benchWebhookEnv(dir); err != nil {
		return err
	}
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	insp := asynq.NewInspector(a.RedisOpt)
	defer insp.Close()
	clearQueues(insp)
	if _, err := a.DB.Exec(ctx, `TRUNCATE webhook_outbox, webhook_attempts, webhook_deliveries, webhook_events`); err != nil {
		return err
	}

	// The hanging receiver answers 503 only just before the platform gives
	// up (WEBHOOK_TIMEOUT); answering from this side keeps the count of
	// requests in flight exact.
	var inFlight, most atomic.Int64
	hold := a.Config.WebhookTimeout - 200*time.Millisecond
	hang := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := inFlight.Add(1)
		defer inFlight.Add(-1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		select {
		case <-r.Context().Done():
		case <-time.After(hold):
			w.WriteHeader(http.StatusServiceUnavailable)
		}
	}))
	hang.StartTLS()
	defer hang.Close()

	flood, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench flood %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	fctx := auth.WithPrincipal(ctx, auth.System(flood.ID))
	evs := []string{events.CallCompleted}
	var endpoints int
	for {
		u := hang.URL + "/hooks"
		if _, err := a.Webhooks.Create(fctx, webhooks.EndpointInput{URL: &u, Events: &evs}); err != nil {
			break // the endpoint limit
		}
		endpoints++
	}
	name := "Hostile manuals"
	fb, err := a.Knowledge.CreateBase(fctx, knowledge.BaseInput{Name: &name})
	if err != nil {
		return err
	}
	for i := range *hostile {
		if _, err := a.Knowledge.CreatePDF(fctx, fb.ID, "loop.pdf", bytes.NewReader(extract.LoopingPDF(i))); err != nil {
			return err
		}
	}
	for i := range *floodEvents {
		if err := publishEvent(ctx, a, flood.ID, benchCallData(int64(-1-i))); err != nil {
			return err
		}
	}

	wctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); a.RunRelay(wctx) }()
	go func() {
		defer wg.Done()
		if err := a.Jobs.Worker(wctx, a.RedisOpt, a.Config.WorkerConcurrency, a.Log); err != nil {
			fmt.Fprintln(os.Stderr, "bench fairness: worker:", err)
		}
	}()
	defer func() { stop(); wg.Wait(); clearQueues(insp) }()
	for deadline := time.Now().Add(30 * time.Second); inFlight.Load() == 0; {
		if time.Now().After(deadline) {
			return fmt.Errorf("the flood never reached the receiver")
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(2 * time.Second) // let the flood fill the workers

	victim, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench victim %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	vctx := auth.WithPrincipal(ctx, auth.System(victim.ID))
	rcv := newBenchReceiver()
	defer rcv.srv.Close()
	u := rcv.srv.URL + "/hooks/0"
	e, err := a.Webhooks.Create(vctx, webhooks.EndpointInput{URL: &u, Events: &evs})
	if err != nil {
		return err
	}
	rcv.secrets = map[string]string{"/hooks/0": e.Secret}
	rcv.reset(*victimEvents)
	vb, err := a.Knowledge.CreateBase(vctx, knowledge.BaseInput{Name: &name})
	if err != nil {
		return err
	}
	docStart := time.Now()
	vd, err := a.Knowledge.CreateManual(vctx, vb.ID, "Hours", "# Hours\nOpen Monday to Friday, 8 to 18.")
	if err != nil {
		return err
	}
	tick := time.NewTicker(time.Second / time.Duration(*victimRate))
	defer tick.Stop()
	var docReady time.Duration
	for i := range *victimEvents {
		<-tick.C
		if err := publishEvent(ctx, a, victim.ID, benchCallData(int64(i))); err != nil {
			return err
		}
		rcv.committed(int64(i), time.Now())
		if docReady == 0 {
			if d, err := a.Knowledge.GetDocument(vctx, vb.ID, vd.ID); err == nil && d.Status == knowledge.StatusReady {
				docReady = time.Since(docStart)
			}
		}
	}
	for deadline := time.Now().Add(2 * time.Minute); rcv.arrivals() < *victimEvents; {
		if time.Now().After(deadline) {
			return fmt.Errorf("only %d of %d deliveries of the other organization arrived", rcv.arrivals(), *victimEvents)
		}
		time.Sleep(20 * time.Millisecond)
	}
	var unfinished int
	if err := a.DB.QueryRow(ctx, `SELECT count(*) FROM knowledge_documents WHERE organization_id = $1 AND status IN ('pending','processing')`, flood.ID).Scan(&unfinished); err != nil {
		return err
	}
	lat := rcv.latencies()
	fmt.Printf("flood: %d endpoints on a hanging receiver x %d events, %d hostile PDFs; the flood's deliveries at once: at most %d (WEBHOOK_ORG_CONCURRENCY=%d); hostile PDFs still unfinished at the end: %d\n",
		endpoints, *floodEvents, *hostile, most.Load(), a.Config.WebhookOrgConcurrency, unfinished)
	fmt.Printf("other organization: %d events at %d/s: latency_p50=%s p95=%s max=%s; its manual document ready in %s\n",
		*victimEvents, *victimRate, pct(lat, 50), pct(lat, 95), pct(lat, 100), docReady.Round(time.Millisecond))

	// Leave nothing for later runs: the flood's endpoints and documents go,
	// so its queued tasks find nothing to do.
	for _, del := range []string{`DELETE FROM webhook_endpoints WHERE organization_id = $1`, `DELETE FROM knowledge_bases WHERE organization_id = $1`} {
		if _, err := a.DB.Exec(ctx, del, flood.ID); err != nil {
			return err
		}
	}
	return nil
}

// benchWebhookEnv trusts httptest's certificate for deliveries and opens
// loopback to them.
func benchWebhookEnv(dir string) error {
	ca, err := webhookstest.WriteCAFile(dir)
	if err != nil {
		return err
	}
	for k, v := range map[string]string{"WEBHOOK_CA_FILE": ca, "EGRESS_ALLOW_PRIVATE": "127.0.0.0/8", "ENCRYPTION_KEY": "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8="} {
		if os.Getenv(k) == "" {
			os.Setenv(k, v)
		}
	}
	return nil
}

// clearQueues drops what earlier runs left in the bench Redis's queues.
func clearQueues(insp *asynq.Inspector) {
	for q := range jobs.Weights {
		_, _ = insp.DeleteAllPendingTasks(q)
		_, _ = insp.DeleteAllRetryTasks(q)
		_, _ = insp.DeleteAllScheduledTasks(q)
		_, _ = insp.DeleteAllArchivedTasks(q)
	}
}

// publishEvent commits one call.completed event for org in its own
// transaction, as a domain change would.
func publishEvent(ctx context.Context, a *app.App, org uuid.UUID, data any) error {
	_, err := db.InTx(ctx, a.DB, "publish", func(tx pgx.Tx) (struct{}, error) {
		return struct{}{}, a.Webhooks.Publish(ctx, tx, org, events.CallCompleted, data)
	})
	return err
}
