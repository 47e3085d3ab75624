// Package app wires the platform together: configuration, connections,
// domain services, the HTTP surface and the workers. cmd/voiceagent and the
// end-to-end tests build the platform through it.
package app

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/hibiken/asynq"
	"github.com/hibiken/asynqmon"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"

	"voiceagent/graph"
	"voiceagent/internal/agents"
	"voiceagent/internal/analytics"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/bookings"
	"voiceagent/internal/calls"
	"voiceagent/internal/events"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/numbers"
	"voiceagent/internal/orgs"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/platform/ratelimit"
	"voiceagent/internal/platform/redisconn"
	"voiceagent/internal/webhooks"
	"voiceagent/rest"
	v1 "voiceagent/rest/v1"
)

// App is the wired platform.
type App struct {
	Config   config.Config
	Log      *slog.Logger
	DB       *pgxpool.Pool
	Redis    *redis.Client
	RedisOpt asynq.RedisConnOpt
	Queue    *asynq.Client
	Jobs     *jobs.Registry
	Egress   *egress.Guard
	Limiter  *ratelimit.Limiter

	Orgs   *orgs.Service
	Keys   *apikeys.Service
	Agents *agents.Service

	API *v1.API

	// Events writes outbound events to the outbox inside the caller's
	// transaction; set by the webhooks wiring (nil: no event is recorded).
	Events events.Publisher

	// Domain services wired by the domain files of this package.
	Knowledge *knowledge.Service
	Calls     *calls.Service
	Numbers   *numbers.Service
	Analytics *analytics.Service
	Webhooks  *webhooks.Service
	Bookings  *bookings.Service

	// DemoHooks add each domain's demo data to the demo organization.
	DemoHooks []DemoHook

	closers []func()
}

// NewLogger builds the process logger from the configuration.
func NewLogger(cfg config.Config, w io.Writer) *slog.Logger {
	var level slog.Level
	if err := level.UnmarshalText([]byte(cfg.LogLevel)); err != nil {
		level = slog.LevelInfo
	}
	opts := &slog.HandlerOptions{Level: level}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

// New connects to PostgreSQL and Redis and builds every service. It does not
// apply migrations (see Migrate). Close releases what it opened.
func New(ctx context.Context, cfg config.Config, log *slog.Logger) (*App, error) {
	slog.SetDefault(log)
	a := &App{Config: cfg, Log: log, Jobs: jobs.NewRegistry(), Egress: egress.New(cfg.EgressAllowPrivate)}
	a.Jobs.PollInterval = cfg.WorkerPollInterval
	pool, err := db.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	a.DB = pool
	a.closers = append(a.closers, pool.Close)
	if a.Redis, err = redisconn.Open(cfg.RedisURL); err != nil {
		a.Close()
		return nil, err
	}
	a.closers = append(a.closers, func() { _ = a.Redis.Close() })
	if a.RedisOpt, err = jobs.RedisOpt(cfg.RedisURL); err != nil {
		a.Close()
		return nil, err
	}
	a.Queue = asynq.NewClient(a.RedisOpt)
	a.closers = append(a.closers, func() { _ = a.Queue.Close() })
	a.Limiter = ratelimit.New(a.Redis, log)

	a.Keys = apikeys.NewService(pool, a.Redis, a.Limiter, log)
	a.Orgs = orgs.NewService(pool, a.Keys.Invalidate)
	a.Agents = agents.NewService(pool)
	a.API = &v1.API{
		Log: log, Keys: a.Keys, Limiter: a.Limiter,
		DefaultRate: cfg.RateLimitPerMinute, AnonymousRate: cfg.RateLimitAnonymousPerMinute,
		Agents: a.Agents,
	}
	for _, w := range sortedWirings() {
		if err := w.wire(a); err != nil {
			a.Close()
			return nil, fmt.Errorf("wire %s: %w", w.name, err)
		}
	}
	return a, nil
}

// wiring builds one domain's services, routes and task handlers.
type wiring struct {
	name  string
	order int // lower first: webhooks (the event publisher) before the domains that emit
	wire  func(a *App) error
}

var (
	wirings     []wiring
	sortOnce    sync.Once
	sortedSlice []wiring
)

// sortedWirings orders the wirings once; New runs concurrently in tests, so
// it must only read the shared slice.
func sortedWirings() []wiring {
	sortOnce.Do(func() {
		sortedSlice = append([]wiring(nil), wirings...)
		sort.SliceStable(sortedSlice, func(i, j int) bool { return sortedSlice[i].order < sortedSlice[j].order })
	})
	return sortedSlice
}

// registerWiring adds a domain's wiring; each domain file calls it from init.
func registerWiring(name string, order int, wire func(a *App) error) {
	wirings = append(wirings, wiring{name: name, order: order, wire: wire})
}

// Close releases connections, newest first.
func (a *App) Close() {
	for i := len(a.closers) - 1; i >= 0; i-- {
		a.closers[i]()
	}
	a.closers = nil
}

// Migrate applies pending migrations under the advisory lock.
func (a *App) Migrate(ctx context.Context) error { return db.Migrate(ctx, a.DB) }

// Check reports whether PostgreSQL and Redis answer.
func (a *App) Check(ctx context.Context) (postgres, redis bool) {
	r := a.Ready(ctx)
	return r["postgres"] == nil, r["redis"] == nil
}

// Ready pings each dependency.
func (a *App) Ready(ctx context.Context) map[string]error {
	ctx, cancel := context.WithTimeout(ctx, time.Second)
	defer cancel()
	out := map[string]error{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		err := a.DB.Ping(ctx)
		mu.Lock()
		out["postgres"] = err
		mu.Unlock()
	}()
	go func() {
		defer wg.Done()
		err := a.Redis.Ping(ctx).Err()
		mu.Lock()
		out["redis"] = err
		mu.Unlock()
	}()
	wg.Wait()
	return out
}

// Handler builds the whole HTTP surface.
func (a *App) Handler() http.Handler {
	gql := handler.NewDefaultServer(graph.NewExecutableSchema(graph.Config{Resolvers: &graph.Resolver{Health: a}}))
	return rest.Handler(rest.Deps{
		Log: a.Log, MaxBodyBytes: a.Config.MaxBodyBytes, MaxUpload: a.Config.MaxUploadBytes,
		V1: a.API, GraphQL: gql, Queues: a.queuesDashboard(), Ready: a.Ready,
	})
}

// queuesDashboard returns asynqmon behind HTTP basic auth with the operator
// credential, or nil (not mounted) when no password is configured.
func (a *App) queuesDashboard() http.Handler {
	if a.Config.AdminQueuesPassword == "" {
		a.Log.Info("queue dashboard not mounted: set ADMIN_QUEUES_PASSWORD to serve it at /admin/queues")
		return nil
	}
	mon := asynqmon.New(asynqmon.Options{RootPath: "/admin/queues", RedisConnOpt: a.RedisOpt})
	a.closers = append(a.closers, func() { _ = mon.Close() })
	user, pass := []byte(a.Config.AdminQueuesUser), []byte(a.Config.AdminQueuesPassword)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		u, p, ok := r.BasicAuth()
		if !ok || subtle.ConstantTimeCompare([]byte(u), user)&subtle.ConstantTimeCompare([]byte(p), pass) != 1 {
			w.Header().Set("WWW-Authenticate", `Basic realm="queues"`)
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"detail":"operator credential required"}` + "\n"))
			return
		}
		mon.ServeHTTP(w, r)
	})
}

// ServeOptions choose what a process runs.
type ServeOptions struct {
	API    bool
	Worker bool
	// Listener, when set, is used instead of listening on HTTP_ADDR (tests).
	Listener net.Listener
	// Ready is called with the bound address once the API accepts connections.
	Ready func(addr string)
}

// Serve runs the API and/or the workers until ctx is cancelled (SIGTERM),
// then shuts down gracefully within SHUTDOWN_TIMEOUT.
func (a *App) Serve(ctx context.Context, o ServeOptions) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errc := make(chan error, 2)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		a.RunRelay(ctx) // only serving processes relay the outbox
	}()
	if o.Worker {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := a.Jobs.Worker(ctx, a.RedisOpt, a.Config.WorkerConcurrency, a.Log); err != nil {
				errc <- err
			}
		}()
	}
	if o.API {
		ln := o.Listener
		if ln == nil {
			var err error
			if ln, err = net.Listen("tcp", a.Config.HTTPAddr); err != nil {
				return fmt.Errorf("listen on %s: %w", a.Config.HTTPAddr, err)
			}
		}
		srv := &http.Server{
			Handler:           a.Handler(),
			ReadHeaderTimeout: 10 * time.Second,
			ReadTimeout:       60 * time.Second,
			IdleTimeout:       120 * time.Second,
			ErrorLog:          slog.NewLogLogger(a.Log.Handler(), slog.LevelWarn),
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			a.Log.Info("API listening", "addr", ln.Addr().String())
			if o.Ready != nil {
				o.Ready(ln.Addr().String())
			}
			if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
				errc <- err
			}
		}()
		go func() {
			<-ctx.Done()
			a.Log.Info("shutting down", "timeout", a.Config.ShutdownTimeout.String())
			sctx, scancel := context.WithTimeout(context.Background(), a.Config.ShutdownTimeout)
			defer scancel()
			_ = srv.Shutdown(sctx)
		}()
	}
	var err error
	select {
	case <-ctx.Done():
	case err = <-errc:
		cancel()
	}
	wg.Wait()
	return err
}

// IsLocalURL reports whether a DATABASE_URL / REDIS_URL points at this machine.
func IsLocalURL(s string) bool {
	return strings.Contains(s, "127.0.0.1") || strings.Contains(s, "localhost") || strings.Contains(s, "[::1]")
}
