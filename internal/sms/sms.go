// Package sms stores and sends the platform's text messages. Every message,
// sent or received, is a row of sms_messages; an outbound one is written
// queued inside the transaction of what caused it (an action, a post-call
// rule) and an Asynq task hands it to the provider, counted in its
// organization's share of jobs.FamilySMS like webhook deliveries.
//
// From commit to task: Queue writes the row and a NOTIFY on the same
// transaction, so the announcement exists exactly when the row does; Listen,
// run by every serving process, queues the send task on it, and a periodic
// sweep queues every message left queued for a minute (no process listened,
// or Redis was down when it tried). This is the post-call pipeline's scheme
// rather than the webhooks outbox: the message row itself is the outbox
// entry (status queued), so a second table and relay would add nothing. Task
// ids are derived from the message, so the listener, the sweep and the
// retries never queue it twice at once.
//
// Sending is at least once toward the provider: a run claims the message
// for a lease before calling it, so two runs never send at once, but a
// worker that dies after the provider accepted the message and before the
// row says sent leaves it to be sent again when the lease ends.
package sms

import (
	"errors"
	"log/slog"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/platform/jobs"
)

// Directions and statuses of a message.
const (
	DirectionInbound  = "inbound"
	DirectionOutbound = "outbound"

	StatusQueued   = "queued"   // outbound, waiting for (or between) send attempts
	StatusSent     = "sent"     // outbound, accepted by the provider
	StatusFailed   = "failed"   // outbound, refused or given up after retries
	StatusReceived = "received" // inbound
)

// Directions lists the directions a filter accepts.
var Directions = []string{DirectionInbound, DirectionOutbound}

// Bounds of a message.
const (
	MaxBodyChars    = 1600 // ten concatenated segments
	MaxDedupeKeyLen = 200
	maxErrorLen     = 1000
)

// Message is one stored SMS, as both backoffice doors show it.
type Message struct {
	ID                uuid.UUID  `json:"id"`
	Direction         string     `json:"direction"`
	FromNumber        string     `json:"from_number"`
	ToNumber          string     `json:"to_number"`
	Body              string     `json:"body"`
	Provider          string     `json:"provider"`
	ProviderMessageID *string    `json:"provider_message_id"`
	ActionID          *uuid.UUID `json:"action_id"`
	SessionID         *uuid.UUID `json:"session_id"` // the call it belongs to
	Status            string     `json:"status"`
	Error             *string    `json:"error"`
	CreatedAt         time.Time  `json:"created_at"`
}

// Outgoing is a message to send: what Queue stores and what a Provider
// sends.
type Outgoing struct {
	// ID is the stored message's id; Queue ignores it and the send task sets
	// it, so a provider may use it as an idempotency or status-callback
	// reference.
	ID   uuid.UUID
	From string // E.164
	To   string // E.164
	Body string // 1-1600 characters
	// ActionID and SessionID link the message to the action that sent it
	// and the call it belongs to (both optional).
	ActionID  *uuid.UUID
	SessionID *uuid.UUID
	// DedupeKey, when set, makes the message unique in its organization:
	// queueing another with the same key returns the first (1-200
	// characters, e.g. "post_call_sms:<rule id>:<call id>").
	DedupeKey string
}

// Config tunes sending; zero values take the defaults.
type Config struct {
	MaxRetry   int           // retries after the first attempt; default 5
	RetryBase  time.Duration // first retry delay, doubling per attempt; default 10s
	Timeout    time.Duration // one attempt (the provider's call); default 30s
	SweepAfter time.Duration // a message queued longer than this is queued again by the sweep; default 1m
	SweepCron  string        // how often the sweep runs; default "@every 1m"
}

// Defaults.
const (
	DefaultMaxRetry   = 5
	DefaultRetryBase  = 10 * time.Second
	DefaultTimeout    = 30 * time.Second
	DefaultSweepAfter = time.Minute
	DefaultSweepCron  = "@every 1m"
	// DefaultOrgConcurrency is how many messages of one organization are
	// being sent at once across all workers (SMS_ORG_CONCURRENCY).
	DefaultOrgConcurrency = 5
	sweepBatch            = 1000
	enqueueTimeout        = 2 * time.Second
	// leaseSlack is added to an attempt's timeout for its claim, so Asynq's
	// recovery of a dead worker's task finds the claim free or nearly so.
	leaseSlack = 5 * time.Second
)

// Service stores messages and sends them through its provider.
type Service struct {
	pool     *pgxpool.Pool
	queue    *asynq.Client
	provider Provider
	log      *slog.Logger
	cfg      Config
}

// New returns the service over the database; queue is where its send tasks
// go and provider sends them.
func New(pool *pgxpool.Pool, queue *asynq.Client, provider Provider, log *slog.Logger, cfg Config) *Service {
	if cfg.MaxRetry <= 0 {
		cfg.MaxRetry = DefaultMaxRetry
	}
	if cfg.RetryBase <= 0 {
		cfg.RetryBase = DefaultRetryBase
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	if cfg.SweepAfter <= 0 {
		cfg.SweepAfter = DefaultSweepAfter
	}
	if cfg.SweepCron == "" {
		cfg.SweepCron = DefaultSweepCron
	}
	if provider == nil {
		provider = NewLogProvider(log)
	}
	return &Service{pool: pool, queue: queue, provider: provider, log: log, cfg: cfg}
}

// Capability names the provider messages go through and whether it really
// sends them (false for log).
func (s *Service) Capability() (provider string, live bool) {
	return s.provider.Name(), s.provider.Live()
}

// Register adds the send task and the sweep to the worker registry. Sends
// count toward their organization's share of jobs.FamilySMS (set its cap
// with LimitPerOrganization).
func (s *Service) Register(reg *jobs.Registry) {
	reg.HandleFair(TypeSend, jobs.FamilySMS, s.HandleSend)
	reg.Handle(TypeSweep, s.HandleSweep)
	reg.Every(jobs.Periodic{Cronspec: s.cfg.SweepCron, Task: asynq.NewTask(TypeSweep, nil),
		Opts: []asynq.Option{asynq.Queue(jobs.QueueLow), asynq.MaxRetry(0), asynq.Timeout(time.Minute)}})
}

// permanent marks a provider error that retrying cannot fix.
type permanent struct{ err error }

func (p permanent) Error() string { return p.err.Error() }
func (p permanent) Unwrap() error { return p.err }

// Permanent marks err, returned by a Provider's Send, as one no retry can
// fix (a number the carrier refuses, a body it rejects): the message fails
// at once instead of after every retry.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return permanent{err: err}
}

// IsPermanent reports whether err was marked by Permanent.
func IsPermanent(err error) bool {
	var p permanent
	return errors.As(err, &p)
}
