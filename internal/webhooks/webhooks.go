// Package webhooks delivers the platform's events to customers' https
// endpoints: endpoint registration with encrypted signing secrets, the
// events.Publisher that writes each event to the outbox inside the caller's
// transaction, the relay that moves the outbox into Asynq, signed deliveries
// with retries and automatic deactivation, a record of every delivery and
// attempt, redelivery, and retention pruning.
package webhooks

import (
	"context"
	"crypto/x509"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/events"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/keyring"
)

// Limits of the delivery contract.
const (
	MaxAttempts           = 3         // attempts per delivery
	FailuresBeforeDisable = 20        // consecutive failed deliveries that deactivate an endpoint
	MaxRetryAfter         = time.Hour // cap on a 429's Retry-After
	DefaultMaxEndpoints   = 20        // endpoints per organization unless configured
	ResponseBodyLimit     = 1024      // bytes of a response body kept in the attempt record
	UserAgent             = "VoiceAgent-Webhooks/1.0"
	notifyChannel         = "webhook_outbox" // NOTIFY channel that wakes the relay
)

// Delivery statuses.
const (
	StatusPending   = "pending"   // waiting for its first attempt
	StatusSending   = "sending"   // an attempt is in flight
	StatusRetrying  = "retrying"  // failed, another attempt is scheduled
	StatusSucceeded = "succeeded" // an attempt got a 2xx
	StatusFailed    = "failed"    // the last attempt failed
	StatusSkipped   = "skipped"   // the endpoint was disabled; not attempted
)

// Config tunes the service; zero values take the defaults.
type Config struct {
	RetryBase    time.Duration   // first retry delay before jitter (default 30s)
	Timeout      time.Duration   // one attempt (default 10s)
	Retention    time.Duration   // delivery records kept (default 720h)
	Secrets      *keyring.Sealer // seals signing secrets at rest (required)
	RootCAs      *x509.CertPool  // extra trusted roots for receivers (nil = system roots only)
	MaxEndpoints int             // endpoints per organization (default 20)
	Notifier     Notifier        // optional; hears of delivery attempts
}

// Notifier hears of a delivery attempt recorded (the delivery's status
// after it: succeeded, retrying or failed): the live screens' event bus.
type Notifier interface {
	DeliveryAttempted(ctx context.Context, orgID, endpointID, deliveryID uuid.UUID, status string)
}

// Service is the webhooks domain. It implements events.Publisher.
type Service struct {
	pool   *pgxpool.Pool
	queue  *asynq.Client
	guard  *egress.Guard
	client *http.Client
	keys   *keyring.Sealer
	log    *slog.Logger
	cfg    Config
	// recorder receives each attempt's outcome and lag (see Record).
	recorder Recorder
}

var _ events.Publisher = (*Service)(nil)

// NewService builds the service. It returns an error when the encryption
// key is set but is not base64 of 32 bytes.
func NewService(pool *pgxpool.Pool, queue *asynq.Client, guard *egress.Guard, log *slog.Logger, cfg Config) (*Service, error) {
	if cfg.RetryBase <= 0 {
		cfg.RetryBase = 30 * time.Second
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 10 * time.Second
	}
	if cfg.Retention <= 0 {
		cfg.Retention = 720 * time.Hour
	}
	if cfg.MaxEndpoints <= 0 {
		cfg.MaxEndpoints = DefaultMaxEndpoints
	}
	keys := cfg.Secrets
	if keys == nil {
		return nil, errors.New("webhooks: a sealer of signing secrets is required")
	}
	client := guard.Client(egress.Options{Timeout: cfg.Timeout, MaxRedirects: -1})
	// A redirect is an answer like any other non-2xx: recorded, not followed.
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	if tr, ok := egress.HTTPTransport(client); ok {
		tr.MaxIdleConnsPerHost = 100
		if cfg.RootCAs != nil {
			tr.TLSClientConfig = newTLSConfig(cfg.RootCAs)
		}
	} else {
		return nil, fmt.Errorf("webhooks: unexpected egress transport %T", client.Transport)
	}
	return &Service{pool: pool, queue: queue, guard: guard, client: client, keys: keys, log: log, cfg: cfg}, nil
}

// Retention is how long delivery records are kept.
func (s *Service) Retention() time.Duration { return s.cfg.Retention }

// EnsureKey makes sure the secret encryption key is usable: with
// ENCRYPTION_KEY unset it loads or creates the generated key (migrations
// must have run). Errors: database failures.
func (s *Service) EnsureKey(ctx context.Context) error {
	return s.keys.Ensure(ctx)
}
