package main

import (
	"context"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"runtime/pprof"
	"time"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/agents"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/metrics"
	"voiceagent/internal/platform/tracing"
	"voiceagent/internal/platform/tracing/otlpsink"
)

func init() {
	register(suite{name: "api", summary: "requests/s of GET /v1/me and GET /v1/agents (20 agents) next to a bare chi handler", run: benchAPI})
}

func benchAPI(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench api", flag.ContinueOnError)
	dur := fs.Duration("duration", 5*time.Second, "load duration per target")
	conc := fs.Int("concurrency", 32, "concurrent clients")
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_api?sslmode=disable", "bench database (dropped data is recreated)")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file")
	rounds := fs.Int("rounds", 3, "interleaved rounds of the bare handler and GET /v1/me (the median round is reported)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *rounds < 1 {
		return fmt.Errorf("-rounds: want at least 1")
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	org, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))
	for i := 0; i < 20; i++ {
		if _, err := a.Agents.Create(sys, agents.CreateInput{Name: fmt.Sprintf("Agent %02d", i), AgentType: agents.AgentTypes[i%4], EditingMode: "prompt", TemplateID: "receptionist"}); err != nil {
			return err
		}
	}
	limit := 1_000_000
	_, key, err := a.Keys.Create(ctx, apikeys.CreateInput{OrganizationID: org.ID, Name: "bench", RateLimitPerMinute: &limit})
	if err != nil {
		return err
	}

	// The platform without instruments, and with them: the Prometheus
	// middleware recording every request (METRICS_ADDR), then metrics and
	// traces of every request and of its Redis and PostgreSQL calls,
	// sampled always and exported over OTLP/HTTP to a receiver in this
	// process that reads and drops them, as a collector on the host would.
	reg := a.Metrics
	if reg == nil { // METRICS_ADDR=off in the environment: measure them anyway
		reg = metrics.New()
	}
	a.Metrics = nil
	platform, err := serveOn(a.Handler())
	if err != nil {
		return err
	}
	defer platform.Close()
	a.Metrics = reg
	instrumented, err := serveOn(a.Handler())
	if err != nil {
		return err
	}
	defer instrumented.Close()
	sink, err := otlpsink.Start(false)
	if err != nil {
		return err
	}
	defer sink.Close()
	for k, v := range map[string]string{"OTEL_EXPORTER_OTLP_ENDPOINT": sink.URL(), "OTEL_TRACES_SAMPLER": "always_on"} {
		if err := os.Setenv(k, v); err != nil {
			return err
		}
	}
	stopTracing, err := tracing.Setup(ctx, os.Getenv)
	if err != nil {
		return err
	}
	defer stopTracing(ctx)
	ta, err := openApp(ctx, *dbURL, *redisURL) // built while tracing is on: its pool and Redis are traced
	if err != nil {
		return err
	}
	defer ta.Close()
	if ta.Metrics == nil {
		ta.Metrics = metrics.New()
	}
	traced, err := serveOn(ta.Handler())
	if err != nil {
		return err
	}
	defer traced.Close()
	bareRouter := chi.NewRouter()
	bareRouter.Get("/v1/me", func(w http.ResponseWriter, r *http.Request) {
		httpx.JSON(w, http.StatusOK, map[string]any{"organization": map[string]string{"id": org.ID.String(), "name": org.Name, "slug": org.Slug}})
	})
	bare, err := serveOn(bareRouter)
	if err != nil {
		return err
	}
	defer bare.Close()

	fmt.Printf("machine: %d concurrent clients, %s per target, in-process load generator over loopback\n", *conc, *dur)
	targets := []struct{ name, url string }{
		{"bare chi handler", "http://" + bare.Addr().String() + "/v1/me"},
		{"GET /v1/me", "http://" + platform.Addr().String() + "/v1/me"},
		{"GET /v1/agents (20)", "http://" + platform.Addr().String() + "/v1/agents"},
		{"GET /v1/me +metrics", "http://" + instrumented.Addr().String() + "/v1/me"},
		{"GET /v1/me +metrics +traces", "http://" + traced.Addr().String() + "/v1/me"},
	}
	// The bare handler and GET /v1/me, whose ratio is the aim, take turns
	// over the rounds and each is its median round (see bench backoffice);
	// the other rows run once, after them.
	var pair [2][]loadResult
	for range *rounds {
		for i := range pair {
			res := load(ctx, targets[i].url, key, *conc, *dur)
			if res.errors > 0 {
				return fmt.Errorf("%s: %d failed requests", targets[i].name, res.errors)
			}
			pair[i] = append(pair[i], res)
		}
	}
	if *rounds > 1 {
		fmt.Printf("bare and GET /v1/me: median of %d interleaved rounds (bare %s; /v1/me %s)\n", *rounds, roundsRPS(sortedRPS(pair[0])), roundsRPS(sortedRPS(pair[1])))
	}
	var bareRPS, meRPS float64
	var tracedRequests int64
	for i, tg := range targets {
		var res loadResult
		if i < len(pair) {
			res = pair[i][len(pair[i])/2]
		} else {
			res = load(ctx, tg.url, key, *conc, *dur)
		}
		if res.errors > 0 {
			return fmt.Errorf("%s: %d failed requests", tg.name, res.errors)
		}
		switch i {
		case 0:
			bareRPS = res.rps
		case 1:
			meRPS = res.rps
		}
		fmt.Printf("%-27s %9.0f req/s  p50 %6.2f ms  p99 %6.2f ms  (%.0f%% of bare)", tg.name, res.rps, res.p50, res.p99, 100*res.rps/bareRPS)
		if i >= 3 {
			fmt.Printf("  %.2f of GET /v1/me without instruments (aim: at least 0.90)", res.rps/meRPS)
		}
		fmt.Println()
		if i == 4 {
			tracedRequests = res.requests
		}
	}
	// Flush what is queued, then count: spans the receiver got per request
	// (the server span and its Redis round trip's), and how many exports.
	if err := stopTracing(ctx); err != nil {
		return fmt.Errorf("flush traces: %w", err)
	}
	fmt.Printf("traces: %d spans in %d OTLP/HTTP exports (%.0f kB) for %d requests: %.2f spans per request\n",
		sink.SpanCount(), sink.Exports(), float64(sink.Bytes())/1000, tracedRequests, float64(sink.SpanCount())/float64(max(tracedRequests, 1)))
	return nil
}

type listener struct {
	net.Listener
	srv *http.Server
}

func (l *listener) Close() error { return l.srv.Close() }

func serveOn(h http.Handler) (*listener, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(ln)
	return &listener{Listener: ln, srv: srv}, nil
}

type loadResult struct {
	requests int64
	rps      float64
	p50, p99 float64
	errors   int64
}

// load drives GET url with an API key (see loadRequests).
func load(ctx context.Context, url, key string, conc int, dur time.Duration) loadResult {
	return loadRequests(ctx, func() *http.Request {
		req, _ := http.NewRequest("GET", url, nil)
		req.Header.Set("Authorization", "Bearer "+key)
		return req
	}, conc, dur)
}
