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
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/hibiken/asynqmon"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"

	"voiceagent/internal/actions"
	"voiceagent/internal/agents"
	"voiceagent/internal/analytics"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
	"voiceagent/internal/bookings"
	"voiceagent/internal/calls"
	"voiceagent/internal/conversation"
	"voiceagent/internal/demo"
	"voiceagent/internal/events"
	"voiceagent/internal/flows"
	"voiceagent/internal/integrations"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/llm"
	"voiceagent/internal/numbers"
	"voiceagent/internal/orgs"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/platform/keyring"
	"voiceagent/internal/platform/logging"
	"voiceagent/internal/platform/metrics"
	"voiceagent/internal/platform/ratelimit"
	"voiceagent/internal/platform/redisconn"
	"voiceagent/internal/portability"
	"voiceagent/internal/postcall"
	"voiceagent/internal/realtime"
	"voiceagent/internal/runtime"
	"voiceagent/internal/sms"
	"voiceagent/internal/telephony"
	"voiceagent/internal/testcenter"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/widget"
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
	Actions  *actions.Service
	// Integrations holds the organization's calendar connection.
	Integrations *integrations.Service
	Limiter      *ratelimit.Limiter

	Orgs   *orgs.Service
	Keys   *apikeys.Service
	Agents *agents.Service
	// Portability exports, imports and duplicates agents (with their flows
	// and knowledge bases).
	Portability *portability.Service

	API *v1.API
	// Uploads admits file uploads of both doors (UPLOAD_CONCURRENCY at once,
	// the others waiting up to UPLOAD_QUEUE_TIMEOUT).
	Uploads *httpx.UploadGate

	// Events writes outbound events to the outbox inside the caller's
	// transaction (the webhooks service).
	Events events.Publisher

	Knowledge *knowledge.Service
	Calls     *calls.Service
	Numbers   *numbers.Service
	Analytics *analytics.Service
	Webhooks  *webhooks.Service
	Bookings  *bookings.Service
	Flows     *flows.Service
	Runtime   *runtime.Service
	// LLM is the language model: the offline engine unless LLM_BASE_URL is set.
	LLM llm.Provider
	// PostCall is the post-call pipeline; other domains add their steps
	// (extractors, evaluations, post-call SMS) with PostCall.Use.
	PostCall *postcall.Service
	// Conversations runs real conversations (widget chat, telephony) on
	// agents' live versions and records them as calls.
	Conversations *conversation.Service
	// Widget is the public door of voice_widget and chat agents (public
	// sessions, their socket operations, the demo page).
	Widget *widget.Service
	// TestCenter holds test suites and cases and runs them.
	TestCenter *testcenter.Service

	// SMS stores and sends text messages (SMS_PROVIDER); Telephony
	// controls live calls (TELEPHONY_PROVIDER).
	SMS       *sms.Service
	Telephony telephony.Provider

	// Backoffice is the backoffice door (sessions, members, audit, GraphQL).
	Backoffice Backoffice

	// Demo creates the demo organization of the first start.
	Demo *demo.Demo

	// Metrics is the Prometheus registry (nil: METRICS_ADDR empty).
	Metrics *metrics.Metrics

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
		return slog.New(logging.NewHandler(slog.NewJSONHandler(w, opts)))
	}
	return slog.New(logging.NewHandler(slog.NewTextHandler(w, opts)))
}

// New connects to PostgreSQL and Redis and builds every service, each from
// the services it needs, in order: a service is a local variable before it is
// a field of App, so using one before it exists does not compile. Adding a
// domain is a few lines here: build its service, register its tasks, mount
// its /v1 routes. It does not apply migrations (see Migrate). Close releases
// what it opened.
func New(ctx context.Context, cfg config.Config, log *slog.Logger) (_ *App, err error) {
	a := &App{Config: cfg, Log: log, Jobs: jobs.NewRegistry(), Egress: egress.New(cfg.EgressAllowPrivate)}
	defer func() {
		if err != nil {
			a.Close()
		}
	}()
	a.Jobs.PollInterval = cfg.WorkerPollInterval

	// Connections.
	pool, err := db.Open(logging.WithLogger(ctx, log), cfg.DatabaseURL)
	if err != nil {
		return nil, err
	}
	a.DB = pool
	a.closers = append(a.closers, pool.Close)
	if a.Redis, err = redisconn.Open(cfg.RedisURL); err != nil {
		return nil, err
	}
	a.closers = append(a.closers, func() { _ = a.Redis.Close() })
	if a.RedisOpt, err = jobs.RedisOpt(cfg.RedisURL); err != nil {
		return nil, err
	}
	a.Queue = asynq.NewClient(a.RedisOpt)
	a.closers = append(a.closers, func() { _ = a.Queue.Close() })
	a.Limiter = ratelimit.New(a.Redis, log)
	a.newMetrics()

	// The realtime bus comes first: every domain tells it of its committed
	// changes, for the backoffice's live screens (Redis pub/sub across
	// replicas).
	bus := realtime.NewBus(a.Redis, log, cfg.Realtime.RealtimeBuffer)
	a.Backoffice.Bus = bus
	a.closers = append(a.closers, bus.Close)
	live := liveScreens{bus: bus}

	// Foundation: organizations and their API keys. A suspension replaces the
	// organization's auth generation, which every key cache checks.
	generations := apikeys.NewGenerations(a.Redis)
	orgSvc := orgs.NewService(pool, generations.Bump, live)
	keySvc := apikeys.NewService(pool, generations, a.Limiter, orgSvc, log)
	agentSvc := agents.NewService(pool, live)

	// Secrets and signatures use keys every replica derives alike from
	// ENCRYPTION_KEY, or from the master key generated once in the database.
	ring, err := keyring.New(pool, cfg.EncryptionKey)
	if err != nil {
		return nil, err
	}

	// Webhooks: the event publisher every later domain writes events through.
	webhookCfg, err := webhookConfigFor(cfg, log, ring)
	if err != nil {
		return nil, err
	}
	webhookCfg.Notifier = live
	webhookSvc, err := webhooks.NewService(pool, a.Queue, a.Egress, log, webhookCfg)
	if err != nil {
		return nil, err
	}
	webhookSvc.Register(a.Jobs)
	// One organization's deliveries hold at most this many workers at once.
	a.Jobs.LimitPerOrganization(jobs.FamilyWebhooks, cfg.WebhookOrgConcurrency)
	var publisher events.Publisher = webhookSvc

	// Domains.
	callSvc := calls.NewService(pool, agentSvc, publisher, ring.Derive("calls-cursor"), live)
	bookingSvc := bookings.NewService(pool, publisher, callSvc.Exists)
	numberSvc := numbers.NewService(pool, agentSvc)
	knowledgeCfg := knowledgeConfigFor(cfg, a.Egress, agentSvc)
	knowledgeCfg.Notifier = live
	knowledgeSvc := knowledge.NewService(pool, a.Queue, a.Egress, knowledgeCfg)
	knowledgeSvc.Register(a.Jobs, cfg.KnowledgeSyncCron)
	// Indexing has workers of its own, so a flood of documents never holds
	// the webhook workers, and one organization only its share of them.
	a.Jobs.AddPool(jobs.Pool{Name: "indexing", Concurrency: cfg.IndexingConcurrency, Queues: []string{jobs.QueueIndexing}})
	a.Jobs.LimitPerOrganization(jobs.FamilyIndexing, cfg.IndexingOrgConcurrency)
	// Export, import and duplicate carry an agent's flows and knowledge
	// bases, so they sit above the three domains.
	portabilitySvc := portability.New(pool, agentSvc, knowledgeSvc)
	analyticsSvc := analytics.NewService(pool, agentSvc)
	flowSvc := flows.NewService(pool, agentSvc, func(ctx context.Context, orgID, agentID uuid.UUID) (bool, error) {
		bases, err := knowledgeSvc.AgentBases(auth.WithPrincipal(ctx, auth.System(orgID)), agentID)
		return len(bases) > 0, err
	}, actions.Lookup(pool))
	provider := a.observeLLM(llmFor(cfg, log))
	// Text messages and live-call control, for actions and post-call rules;
	// the SMS carrier trusts the CA webhook deliveries trust (WEBHOOK_CA_FILE).
	smsSvc, phone := newMessaging(cfg, log, pool, a.Queue, a.Jobs, a.Egress, webhookCfg.RootCAs)
	// The calendar (Cal.com) booking actions book on.
	integrationSvc := newIntegrations(cfg, pool, ring, a.Egress, webhookCfg.RootCAs)
	// Actions: what agents do during and after calls. Flows check action
	// nodes through the table alone (actions.Lookup), so the actions service
	// can ask the flows which of them run an action.
	// Custom actions trust the CA webhook deliveries trust (WEBHOOK_CA_FILE).
	actionSvc := actions.NewService(actions.Deps{Pool: pool, Agents: agentSvc, Keyring: ring, Egress: a.Egress, Calls: callSvc,
		SMS: smsSvc, Telephony: phone, LLM: provider, Senders: numberSvc, Calendar: integrationSvc, Bookings: bookingSvc,
		RootCAs: webhookCfg.RootCAs,
		AgentName: func(ctx context.Context, orgID, agentID uuid.UUID) (string, error) {
			ag, err := agentSvc.Get(auth.WithPrincipal(ctx, auth.System(orgID)), agentID)
			return ag.Name, err
		},
		Flows: func(ctx context.Context, q db.Querier, orgID uuid.UUID, actionID string) ([]actions.FlowRef, error) {
			uses, err := flows.ActionUsers(ctx, q, orgID, actionID)
			refs := make([]actions.FlowRef, len(uses))
			for i, u := range uses {
				refs[i] = actions.FlowRef{ID: u.ID, Name: u.Name}
			}
			return refs, err
		}})
	drafts := func(ctx context.Context, agentID uuid.UUID) (runtime.AgentDraft, error) {
		d, err := agentSvc.GetDetail(ctx, agentID)
		if err != nil {
			return runtime.AgentDraft{}, err
		}
		out := runtime.AgentDraft{Mode: d.EditingMode, Prompt: d.Prompt}
		out.Language, _ = d.Settings["language"].(string)
		if d.EditingMode == "flow" {
			list, err := flowSvc.List(ctx, agentID)
			if err != nil {
				return out, err
			}
			for _, f := range list {
				if f.IsMain {
					out.MainFlow = f.ID
				}
			}
		}
		return out, nil
	}
	runtimeSvc := runtime.NewService(a.Redis, flowSvc, provider, func(ctx context.Context, orgID, agentID uuid.UUID, query string) ([]string, error) {
		hits, err := knowledgeSvc.Retrieve(auth.WithPrincipal(ctx, auth.System(orgID)), agentID, query, 3)
		if apperr.Is(err, apperr.Invalid) {
			return nil, nil // a question retrieval refuses (too long) finds nothing
		}
		passages := make([]string, 0, len(hits))
		for _, h := range hits {
			passages = append(passages, h.Content)
		}
		return passages, err
	}, cfg.RuntimeTTL, drafts, nodeActions{actionSvc})
	// Post-call pipeline: a completed call is summarized and rated, then its
	// outcome recorded (which emits call.completed), by a task queued when
	// the calls service announces the call's end (Listen, run with the relay).
	postCallSvc := postcall.New(callSvc, provider, a.Queue, log, postcall.Config{})
	postCallSvc.Register(a.Jobs)
	// Information extractors and custom evaluations of the call's agent.
	postCallSvc.Use(actionSvc.ExtractorsStep())
	postCallSvc.Use(actionSvc.EvaluationsStep())
	// Post-call SMS rules queue their message from the finished outcome: keep
	// this step after every step that fills summary or extracted data.
	postCallSvc.Use(actionSvc.PostCallSMSStep())
	a.Jobs.LimitPerOrganization(jobs.FamilyPostCall, postcall.DefaultOrgConcurrency)
	// Real conversations run through the runtime and are written as calls.
	conversationSvc := conversation.NewService(a.Redis, runtimeSvc, callSvc, agentSvc, cfg.RuntimeTTL)
	// The test center runs suites of cases through the runtime, on the
	// drafts or published versions it copies from the agents and flows.
	testSvc := testcenter.NewService(testcenter.Deps{Pool: pool, Agents: testAgents{agentSvc, flowSvc}, Runtime: runtimeSvc,
		Model: provider, Online: cfg.LLMBaseURL != "", Queue: a.Queue, Events: live, Log: log,
		Config: testcenter.Config{RunConcurrency: cfg.TestRunConcurrency, OrgConcurrency: cfg.TestRunOrgConcurrency,
			LeaseTTL: cfg.TestRunLeaseTTL, SweepInterval: cfg.TestRunSweepInterval}})
	testSvc.Register(a.Jobs)

	// Members and session verification, which the demo needs for its owner.
	a.wireIdentity(orgSvc, live)
	// Demo data of the first start (serve calls EnsureDemo); its banner adds
	// the demo owner's backoffice session.
	a.Demo = demo.New(demo.Deps{
		DB: pool, Log: log, HTTPAddr: cfg.HTTPAddr,
		Orgs: orgSvc, Keys: keySvc, Agents: agentSvc, Numbers: numberSvc, Knowledge: knowledgeSvc, Calls: callSvc,
		Backoffice: a.DemoBackoffice,
	})
	// Public widget sessions: tokens signed with their own key, calls hung
	// up at expiry by a delayed task.
	widgetSvc := widget.New(widget.Deps{Agents: agentSvc, Conversations: conversationSvc, Calls: callSvc, Limiter: a.Limiter,
		Key: ring.Derive("widget-session"), Queue: a.Queue, Redis: a.Redis, Log: log, Bus: bus, DemoAgent: a.Demo.WidgetAgent},
		widget.Config{TTL: cfg.PublicSessionTTL, PerIPPerMinute: cfg.PublicSessionRatePerIP,
			PerAgentPerMinute: cfg.PublicSessionRatePerAgent, MessagesPerMinute: cfg.PublicSessionMessagesPerMinute})
	widgetSvc.Register(a.Jobs)

	// API Channel (/v1): the foundation's routes (me, agents) are in v1.API;
	// each domain mounts its handler behind key authentication.
	api := &v1.API{
		Log: log, Keys: keySvc, Limiter: a.Limiter,
		DefaultRate: cfg.RateLimitPerMinute, AnonymousRate: cfg.RateLimitAnonymousPerMinute,
		Agents: agentSvc,
	}
	api.Mount((&v1.WebhooksHandler{Webhooks: webhookSvc}).Routes)
	api.Mount((&v1.CallsHandler{Calls: callSvc}).Routes)
	api.Mount((&v1.PhoneNumbersHandler{Numbers: numberSvc}).Routes)
	// An upload's body gets the whole read timeout from the end of its wait.
	a.Uploads = httpx.NewUploadGate(cfg.UploadConcurrency, cfg.UploadQueueTimeout, cfg.MaxUploadBytes, readTimeout)
	api.Mount((&v1.KnowledgeHandler{Knowledge: knowledgeSvc, MaxUpload: cfg.MaxUploadBytes, Uploads: a.Uploads}).Routes)
	api.Mount((&v1.AnalyticsHandler{Analytics: analyticsSvc}).Routes)

	a.Orgs, a.Keys, a.Agents, a.Portability = orgSvc, keySvc, agentSvc, portabilitySvc
	a.Events, a.Webhooks = publisher, webhookSvc
	a.Calls, a.Bookings, a.Numbers, a.Knowledge, a.Analytics = callSvc, bookingSvc, numberSvc, knowledgeSvc, analyticsSvc
	a.Flows, a.Runtime, a.LLM, a.PostCall = flowSvc, runtimeSvc, provider, postCallSvc
	a.Actions, a.Integrations = actionSvc, integrationSvc
	a.Conversations, a.Widget = conversationSvc, widgetSvc
	a.TestCenter = testSvc
	a.SMS, a.Telephony = smsSvc, phone
	a.API = api

	// Backoffice door (/api/v1): the GraphQL resolvers over the domain
	// services above, over HTTP and the realtime socket.
	a.wireBackoffice()
	a.wireMetrics()
	return a, nil
}

// llmFor chooses the language model: the OpenAI-compatible client when
// LLM_BASE_URL is set, else the built-in offline engine.
func llmFor(cfg config.Config, log *slog.Logger) llm.Provider {
	if cfg.LLMBaseURL == "" {
		return llm.Offline{}
	}
	log.Info("language model", "provider", "openai-compatible", "base_url", cfg.LLMBaseURL, "model", cfg.LLMModel)
	return llm.NewHTTP(llm.HTTPConfig{BaseURL: cfg.LLMBaseURL, APIKey: cfg.LLMAPIKey, Model: cfg.LLMModel, Timeout: cfg.LLMTimeout, MaxRetries: cfg.LLMMaxRetries})
}

// EnsureDemo creates the demo organization on an empty database, or
// completes one a failed start left unfinished, and prints its key to out.
func (a *App) EnsureDemo(ctx context.Context, out io.Writer) error { return a.Demo.Ensure(ctx, out) }

// Close releases connections, newest first.
func (a *App) Close() {
	for i := len(a.closers) - 1; i >= 0; i-- {
		a.closers[i]()
	}
	a.closers = nil
}

// Migrate applies pending migrations under the advisory lock.
func (a *App) Migrate(ctx context.Context) error {
	return db.Migrate(logging.WithLogger(ctx, a.Log), a.DB)
}

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
	b := a.Backoffice
	return a.Metrics.Middleware(rest.Handler(rest.Deps{
		Log: a.Log, MaxBodyBytes: a.Config.MaxBodyBytes, MaxUpload: a.Config.MaxUploadBytes,
		V1: a.API, Uploads: a.Uploads, Queues: a.queuesDashboard(), Ready: a.Ready,
		GraphQL: b.GraphQL, Resolver: b.Resolver, Sessions: b.Sessions, Members: b.Members, DevJWKS: a.devJWKS(),
		Realtime: b.Realtime, Public: a.publicRoutes, BackofficeLimit: b.Limit,
		App: a.webApp(), DevToken: a.devToken(),
	}))
}

// queuesDashboard returns asynqmon behind HTTP basic auth with the operator
// credential, refusing writes from other sites (see refusedCrossSite), or nil
// (not mounted) when no password is configured.
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
		if refusedCrossSite(w, r) {
			return
		}
		mon.ServeHTTP(w, r)
	})
}

// readTimeout bounds the reading of a request, headers and body. An upload's
// wait for its turn does not count: its body gets this long from the end of
// the wait (UploadGate).
const readTimeout = 60 * time.Second

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
	a.serveMetrics(ctx, &wg)
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
			ReadTimeout:       readTimeout,
			IdleTimeout:       120 * time.Second,
			ErrorLog:          slog.NewLogLogger(a.Log.Handler(), slog.LevelWarn),
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			a.Log.Info("API listening", "addr", ln.Addr().String())
			a.logAppURL(ctx, ln.Addr().String())
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
