package testcenter

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/llm"
	"voiceagent/internal/runtime"
)

// AgentSource reads what the test center needs of the agents domain (system
// reads for an organization that has authorized).
type AgentSource interface {
	// Exists reports whether the organization has the agent.
	Exists(ctx context.Context, orgID, agentID uuid.UUID) (bool, error)
	// Snapshot copies the agent's draft (version 0) or a published
	// version's configuration. Errors: NotFound (the agent),
	// Unprocessable naming agent_version (a version never published) or
	// listing the problems of draft flows that do not compile.
	Snapshot(ctx context.Context, orgID, agentID uuid.UUID, version int) (Snapshot, error)
}

// Publisher tells live screens of a run's progress (the realtime bus).
type Publisher interface {
	PublishTestRunEvent(ctx context.Context, orgID uuid.UUID, e Event)
}

// Config bounds the test center's work.
type Config struct {
	// RunConcurrency is how many cases of one run run at once
	// (TEST_RUN_CONCURRENCY).
	RunConcurrency int
	// OrgConcurrency is how many runs of one organization run at once
	// across workers (TEST_RUN_ORG_CONCURRENCY).
	OrgConcurrency int
	// LeaseTTL is how long a run stays a worker's without a renewal; a
	// lapsed lease hands the run to another worker.
	LeaseTTL time.Duration
	// SweepInterval is how often lapsed runs, and queued runs whose task
	// may be lost, are handed to a worker again.
	SweepInterval time.Duration
}

// Defaults.
const (
	DefaultRunConcurrency = 4
	DefaultOrgConcurrency = 2
	DefaultLeaseTTL       = 30 * time.Second
	DefaultSweepInterval  = 10 * time.Second
)

// Deps is what the service is built from.
type Deps struct {
	Pool    *pgxpool.Pool
	Agents  AgentSource
	Runtime *runtime.Service
	// Model plays simulated callers, judges and proposes cases; Online
	// says it is a real provider (LLM_BASE_URL), not the offline engine.
	Model  llm.Provider
	Online bool
	Queue  *asynq.Client
	Events Publisher
	Log    *slog.Logger
	Config Config
}

// Service is the test center.
type Service struct {
	pool    *pgxpool.Pool
	agents  AgentSource
	runtime *runtime.Service
	model   llm.Provider
	online  bool
	queue   *asynq.Client
	events  Publisher
	log     *slog.Logger
	cfg     Config
}

// NewService builds the test center.
func NewService(d Deps) *Service {
	cfg := d.Config
	if cfg.RunConcurrency <= 0 {
		cfg.RunConcurrency = DefaultRunConcurrency
	}
	if cfg.OrgConcurrency <= 0 {
		cfg.OrgConcurrency = DefaultOrgConcurrency
	}
	if cfg.LeaseTTL <= 0 {
		cfg.LeaseTTL = DefaultLeaseTTL
	}
	if cfg.SweepInterval <= 0 {
		cfg.SweepInterval = DefaultSweepInterval
	}
	log := d.Log
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &Service{pool: d.Pool, agents: d.Agents, runtime: d.Runtime, model: d.Model, online: d.Online,
		queue: d.Queue, events: d.Events, log: log, cfg: cfg}
}
