package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/webhooks"
	"voiceagent/rest/v1/webhooksig"
)

func init() {
	register(suite{name: "webhooks", summary: "call.completed to 5 local https endpoints: deliveries/s end to end, p50/p95 from commit to arrival (also when another process commits)", run: benchWebhooks})
}

// benchWebhooks publishes call.completed events (each in its own committed
// transaction, as the calls service does) for an organization with several
// endpoints on a local TLS receiver, with the relay and workers of one
// process, and measures what arrives.
func benchWebhooks(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench webhooks", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_webhooks?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	nEvents := fs.Int("events", 10_000, "call.completed events in the throughput run")
	nEndpoints := fs.Int("endpoints", 5, "endpoints subscribed to call.completed")
	concurrency := fs.Int("concurrency", 64, "worker concurrency")
	publishers := fs.Int("publishers", 4, "goroutines committing events")
	steadyEvents := fs.Int("steady-events", 1000, "events in the steady-rate latency run")
	steadyRate := fs.Int("steady-rate", 100, "events per second in the steady-rate run")
	crossEvents := fs.Int("cross-events", 500, "events committed by a process without a relay")
	crossRate := fs.Int("cross-rate", 20, "events per second committed by the process without a relay")
	poll := fs.Duration("poll", 20*time.Millisecond, "the worker's idle poll interval (WORKER_POLL_INTERVAL)")
	if err := fs.Parse(args); err != nil {
		return err
	}

	// Local receivers are on 127.0.0.1 behind httptest's certificate.
	dir, err := os.MkdirTemp("", "bench-webhooks")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := benchWebhookEnv(dir); err != nil {
		return err
	}
	// This suite measures the delivery pipeline of one organization, so its
	// per-organization cap is the whole worker (the fairness suite measures
	// the defaults with several organizations).
	if os.Getenv("WEBHOOK_ORG_CONCURRENCY") == "" {
		os.Setenv("WEBHOOK_ORG_CONCURRENCY", strconv.Itoa(*concurrency))
		defer os.Unsetenv("WEBHOOK_ORG_CONCURRENCY")
	}
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	// Start from empty delivery tables; the relay of this process may hold a
	// lock for a moment, so a deadlock victim tries again.
	for try := 0; ; try++ {
		_, err := a.DB.Exec(ctx, `TRUNCATE webhook_outbox, webhook_attempts, webhook_deliveries, webhook_events`)
		if err == nil {
			break
		}
		if try == 5 {
			return err
		}
		time.Sleep(200 * time.Millisecond)
	}
	svc := a.Webhooks
	org, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench webhooks %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))

	rcv := newBenchReceiver()
	defer rcv.srv.Close()
	secrets := map[string]string{}
	for i := range *nEndpoints {
		u := fmt.Sprintf("%s/hooks/%d", rcv.srv.URL, i)
		evs := []string{events.CallCompleted}
		e, err := svc.Create(sys, webhooks.EndpointInput{URL: &u, Events: &evs})
		if err != nil {
			return err
		}
		secrets[fmt.Sprintf("/hooks/%d", i)] = e.Secret
	}
	rcv.secrets = secrets

	wctx, stopWorker := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		a.RunRelay(wctx) // the serving process's relay
	}()
	go func() {
		defer wg.Done()
		// The platform's own worker, polling idle queues every *poll.
		a.Jobs.PollInterval = *poll
		if err := a.Jobs.Worker(wctx, a.RedisOpt, *concurrency, a.Log); err != nil {
			fmt.Fprintln(os.Stderr, "bench webhooks: worker:", err)
		}
	}()
	defer func() { stopWorker(); wg.Wait() }()
	time.Sleep(500 * time.Millisecond) // let the worker start

	// A second platform instance on the same database and Redis that runs
	// no relay, as `voiceagent admin call simulate` is: its events are moved
	// by the serving process's relay.
	cli, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer cli.Close()
	committer := a
	publish := func(seq int64) (time.Time, error) {
		_, err := db.InTx(ctx, committer.DB, "publish", func(tx pgx.Tx) (struct{}, error) {
			return struct{}{}, committer.Webhooks.Publish(ctx, tx, org.ID, events.CallCompleted, benchCallData(seq))
		})
		return time.Now(), err
	}

	run := func(name string, n int, rate int) error {
		rcv.reset(n)
		var seq atomic.Int64
		base := rcv.seqBase.Load()
		start := time.Now()
		var pwg sync.WaitGroup
		var perr error
		var mu sync.Mutex
		workers := *publishers
		var tick <-chan time.Time
		if rate > 0 {
			workers = 1
			t := time.NewTicker(time.Second / time.Duration(rate))
			defer t.Stop()
			tick = t.C
		}
		for range workers {
			pwg.Add(1)
			go func() {
				defer pwg.Done()
				for {
					i := seq.Add(1) - 1
					if i >= int64(n) {
						return
					}
					if tick != nil {
						<-tick
					}
					at, err := publish(base + i)
					if err != nil {
						mu.Lock()
						perr = err
						mu.Unlock()
						return
					}
					rcv.committed(base+i, at)
				}
			}()
		}
		pwg.Wait()
		if perr != nil {
			return perr
		}
		published := time.Since(start)
		want := n * *nEndpoints
		deadline := time.Now().Add(10 * time.Minute)
		for rcv.arrivals() < want {
			if time.Now().After(deadline) || ctx.Err() != nil {
				return fmt.Errorf("%s: only %d of %d deliveries arrived", name, rcv.arrivals(), want)
			}
			time.Sleep(20 * time.Millisecond)
		}
		elapsed := rcv.lastArrival().Sub(start)
		lat := rcv.latencies()
		fmt.Printf("%-24s events=%d endpoints=%d deliveries=%d published_in=%s all_arrived_in=%s deliveries/s=%.0f latency_p50=%s p95=%s p99=%s bad_signatures=%d duplicates=%d\n",
			name, n, *nEndpoints, want, published.Round(time.Millisecond), elapsed.Round(time.Millisecond),
			float64(want)/elapsed.Seconds(), pct(lat, 50), pct(lat, 95), pct(lat, 99), rcv.badSignatures.Load(), rcv.duplicates.Load())
		rcv.seqBase.Add(int64(n))
		return nil
	}
	if err := run("warm-up", 200, 0); err != nil {
		return err
	}
	if err := run("throughput (burst)", *nEvents, 0); err != nil {
		return err
	}
	if err := run(fmt.Sprintf("steady %d events/s", *steadyRate), *steadyEvents, *steadyRate); err != nil {
		return err
	}
	committer = cli
	if err := run(fmt.Sprintf("other process, %d ev/s", *crossRate), *crossEvents, *crossRate); err != nil {
		return err
	}
	return nil
}

func pct(d []time.Duration, p int) time.Duration {
	if len(d) == 0 {
		return 0
	}
	i := (len(d)*p + 99) / 100
	if i > len(d) {
		i = len(d)
	}
	return d[max(i-1, 0)].Round(100 * time.Microsecond)
}

// benchCallData is a call.completed data object of a typical size (about
// 3 KB): call id, transcript, one action, post-call outcome.
func benchCallData(seq int64) map[string]any {
	turns := make([]map[string]any, 12)
	for i := range turns {
		role := "agent"
		if i%2 == 1 {
			role = "user"
		}
		turns[i] = map[string]any{"role": role, "text": "Bom dia, gostaria de marcar uma consulta de avaliação para amanhã de manhã, se possível.", "offset_ms": i * 3500}
	}
	return map[string]any{
		"bench_seq": seq, "call_id": uuid.New(), "agent_id": uuid.New(), "status": "completed", "channel": "phone",
		"transcript": turns,
		"actions":    []map[string]any{{"type": "booking", "name": "Agendar", "success": true, "input": map[string]any{"when": "10:00"}}},
		"post_call": map[string]any{"summary": "Paciente marcou avaliação.", "outcome": "booked",
			"extracted_data": map[string]any{"service": "avaliação", "time": "10:00"},
			"evaluations":    []map[string]any{{"name": "greeting", "result": "ok", "score": 0.9, "passed": true}},
			"sentiment":      map[string]any{"label": "positive", "score": 0.8}},
	}
}

// benchReceiver counts arrivals and their latency from the event's commit.
type benchReceiver struct {
	srv     *httptest.Server
	secrets map[string]string
	seqBase atomic.Int64

	mu        sync.Mutex
	commits   map[int64]time.Time
	pending   map[int64][]time.Time // arrivals seen before the publisher recorded the commit
	lat       []time.Duration
	seen      map[string]bool
	last      time.Time
	n         int
	expectAll int

	badSignatures atomic.Int64
	duplicates    atomic.Int64
}

func newBenchReceiver() *benchReceiver {
	r := &benchReceiver{}
	r.srv = httptest.NewUnstartedServer(http.HandlerFunc(r.serve))
	r.srv.EnableHTTP2 = true
	r.srv.StartTLS()
	return r
}

func (r *benchReceiver) reset(n int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.commits, r.pending, r.lat, r.seen, r.n, r.expectAll = map[int64]time.Time{}, map[int64][]time.Time{}, nil, map[string]bool{}, 0, n
}

func (r *benchReceiver) serve(w http.ResponseWriter, req *http.Request) {
	at := time.Now()
	body, err := io.ReadAll(req.Body)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	if webhooksig.VerifyRequest(r.secrets[req.URL.Path], req, body, at) != nil {
		r.badSignatures.Add(1)
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	var env struct {
		Data struct {
			Seq int64 `json:"bench_seq"`
		} `json:"data"`
	}
	_ = json.Unmarshal(body, &env)
	w.WriteHeader(http.StatusNoContent)
	delivery := req.Header.Get(webhooksig.HeaderDelivery)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.seen[delivery] {
		r.duplicates.Add(1)
		return
	}
	r.seen[delivery] = true
	r.n++
	r.last = at
	if c, ok := r.commits[env.Data.Seq]; ok {
		r.lat = append(r.lat, at.Sub(c))
	} else {
		r.pending[env.Data.Seq] = append(r.pending[env.Data.Seq], at)
	}
}

// committed records when an event's transaction committed; arrivals that
// raced ahead of this call count from the commit too.
func (r *benchReceiver) committed(seq int64, at time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.commits[seq] = at
	for _, a := range r.pending[seq] {
		r.lat = append(r.lat, max(a.Sub(at), 0))
	}
	delete(r.pending, seq)
}

func (r *benchReceiver) arrivals() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.n
}

func (r *benchReceiver) lastArrival() time.Time {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.last
}

func (r *benchReceiver) latencies() []time.Duration {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := append([]time.Duration(nil), r.lat...)
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
