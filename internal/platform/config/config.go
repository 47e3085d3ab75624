// Package config reads the platform's configuration from the environment into
// one typed struct. Every variable is listed in the README with its default;
// the defaults start a working platform on one machine.
package config

import (
	"fmt"
	"net/netip"
	"strconv"
	"strings"
	"time"
)

// Config is the whole configuration of the platform.
type Config struct {
	DatabaseURL        string         // DATABASE_URL
	RedisURL           string         // REDIS_URL
	HTTPAddr           string         // HTTP_ADDR
	LogFormat          string         // LOG_FORMAT: text | json
	LogLevel           string         // LOG_LEVEL: debug | info | warn | error
	EgressAllowPrivate []netip.Prefix // EGRESS_ALLOW_PRIVATE: comma-separated CIDRs
	MaxBodyBytes       int64          // MAX_BODY_BYTES
	MaxUploadBytes     int64          // MAX_UPLOAD_BYTES: file uploads (PDF)
	RateLimitPerMinute int            // RATE_LIMIT_PER_MINUTE: default per-key limit
	// RateLimitAnonymousPerMinute limits requests without a valid key per client IP.
	RateLimitAnonymousPerMinute int           // RATE_LIMIT_ANONYMOUS_PER_MINUTE
	ShutdownTimeout             time.Duration // SHUTDOWN_TIMEOUT
	WorkerConcurrency           int           // WORKER_CONCURRENCY
	WorkerPollInterval          time.Duration // WORKER_POLL_INTERVAL: idle workers look for new tasks this often
	EncryptionKey               string        // ENCRYPTION_KEY: base64 32-byte AES key for secrets at rest
	AdminQueuesUser             string        // ADMIN_QUEUES_USER
	AdminQueuesPassword         string        // ADMIN_QUEUES_PASSWORD
	WebhookRetryBase            time.Duration // WEBHOOK_RETRY_BASE
	DemoSeed                    bool          // DEMO_SEED: create the demo organization on an empty database

	KnowledgeSyncInterval time.Duration // KNOWLEDGE_SYNC_INTERVAL: age after which a web document is fetched again
	KnowledgeSyncCron     string        // KNOWLEDGE_SYNC_CRON: how often the sweep looks for stale documents
	EmbeddingsURL         string        // EMBEDDINGS_URL: OpenAI-compatible embeddings endpoint; empty = full-text only
	EmbeddingsAPIKey      string        // EMBEDDINGS_API_KEY
	EmbeddingsModel       string        // EMBEDDINGS_MODEL

	WebhookTimeout   time.Duration // WEBHOOK_TIMEOUT: one delivery attempt, connection to last byte
	WebhookRetention time.Duration // WEBHOOK_RETENTION: how long delivery records are kept
	WebhookCAFile    string        // WEBHOOK_CA_FILE: extra PEM roots trusted for webhook deliveries and custom actions (private CAs)

	LLMBaseURL    string        // LLM_BASE_URL: OpenAI-compatible API root; empty = the offline engine
	LLMAPIKey     string        // LLM_API_KEY
	LLMModel      string        // LLM_MODEL
	LLMTimeout    time.Duration // LLM_TIMEOUT: one model call attempt
	LLMMaxRetries int           // LLM_MAX_RETRIES: retries of a 429, 5xx or network error
	RuntimeTTL    time.Duration // RUNTIME_SESSION_TTL: how long an idle conversation's state is kept
	Backoffice                  // AUTH_*, GRAPHQL_*: see backoffice.go
	Realtime                    // REALTIME_*: see realtime.go
	Widget                      // PUBLIC_SESSION_*: see widget.go
	Providers                   // SMS_PROVIDER, TELEPHONY_PROVIDER: see providers.go
	Metrics                     // METRICS_ADDR: see metrics.go
	UI                          // UI_OIDC_*: see ui.go
	TestCenter                  // TEST_RUN_CONCURRENCY, TEST_RUN_ORG_CONCURRENCY, TEST_RUN_LEASE_TTL, TEST_RUN_SWEEP_INTERVAL: see testcenter.go
	// Fairness between organizations and bounds on memory.
	WebhookMaxEndpoints    int // WEBHOOK_MAX_ENDPOINTS: endpoints one organization may register
	WebhookOrgConcurrency  int // WEBHOOK_ORG_CONCURRENCY: deliveries of one organization in flight at once
	IndexingConcurrency    int // INDEXING_CONCURRENCY: workers of the indexing pool (separate from WORKER_CONCURRENCY)
	IndexingOrgConcurrency int // INDEXING_ORG_CONCURRENCY: indexing tasks of one organization running at once
	PDFParserConcurrency   int // PDF_PARSER_CONCURRENCY: PDF parser processes at once per process
	UploadConcurrency      int // UPLOAD_CONCURRENCY: file uploads in progress at once per API process
	// UploadQueueTimeout is how long an upload over UPLOAD_CONCURRENCY waits
	// for its turn before it is refused (503).
	UploadQueueTimeout time.Duration // UPLOAD_QUEUE_TIMEOUT
}

// DefaultDatabaseURL is the local server with the voiceagent database.
const DefaultDatabaseURL = "postgres://postgres@127.0.0.1:5432/voiceagent?sslmode=disable"

// DefaultRedisURL is the local Redis, database 0.
const DefaultRedisURL = "redis://127.0.0.1:6379/0"

// FromEnv builds a Config from a getenv function (os.Getenv in production, a
// map in tests). It returns an error naming the first invalid variable.
func FromEnv(getenv func(string) string) (Config, error) {
	c := Config{
		DatabaseURL:         or(getenv("DATABASE_URL"), DefaultDatabaseURL),
		RedisURL:            or(getenv("REDIS_URL"), DefaultRedisURL),
		HTTPAddr:            or(getenv("HTTP_ADDR"), ":8080"),
		LogFormat:           or(getenv("LOG_FORMAT"), "text"),
		LogLevel:            or(getenv("LOG_LEVEL"), "info"),
		EncryptionKey:       getenv("ENCRYPTION_KEY"),
		AdminQueuesUser:     or(getenv("ADMIN_QUEUES_USER"), "operator"),
		AdminQueuesPassword: getenv("ADMIN_QUEUES_PASSWORD"),
		KnowledgeSyncCron:   or(getenv("KNOWLEDGE_SYNC_CRON"), "@every 15m"),
		EmbeddingsURL:       strings.TrimSpace(getenv("EMBEDDINGS_URL")),
		EmbeddingsAPIKey:    getenv("EMBEDDINGS_API_KEY"),
		EmbeddingsModel:     or(getenv("EMBEDDINGS_MODEL"), "text-embedding-3-small"),
		LLMBaseURL:          strings.TrimSpace(getenv("LLM_BASE_URL")),
		LLMAPIKey:           getenv("LLM_API_KEY"),
		LLMModel:            or(getenv("LLM_MODEL"), "gpt-4o-mini"),
	}
	var err error
	if c.MaxBodyBytes, err = intVar(getenv, "MAX_BODY_BYTES", 1<<20); err != nil {
		return c, err
	}
	if c.MaxUploadBytes, err = intVar(getenv, "MAX_UPLOAD_BYTES", 20<<20); err != nil {
		return c, err
	}
	var n int64
	if n, err = intVar(getenv, "RATE_LIMIT_PER_MINUTE", 120); err != nil {
		return c, err
	}
	c.RateLimitPerMinute = int(n)
	if n, err = intVar(getenv, "RATE_LIMIT_ANONYMOUS_PER_MINUTE", 1000); err != nil {
		return c, err
	}
	c.RateLimitAnonymousPerMinute = int(n)
	if n, err = intVar(getenv, "WORKER_CONCURRENCY", 20); err != nil {
		return c, err
	}
	c.WorkerConcurrency = int(n)
	if c.ShutdownTimeout, err = durationVar(getenv, "SHUTDOWN_TIMEOUT", 15*time.Second); err != nil {
		return c, err
	}
	if c.WorkerPollInterval, err = durationVar(getenv, "WORKER_POLL_INTERVAL", 20*time.Millisecond); err != nil {
		return c, err
	}
	if c.WorkerPollInterval < time.Millisecond || c.WorkerPollInterval > 10*time.Second {
		return c, fmt.Errorf("WORKER_POLL_INTERVAL: want 1ms to 10s, got %s", c.WorkerPollInterval)
	}
	if c.WebhookRetryBase, err = durationVar(getenv, "WEBHOOK_RETRY_BASE", 30*time.Second); err != nil {
		return c, err
	}
	if c.KnowledgeSyncInterval, err = durationVar(getenv, "KNOWLEDGE_SYNC_INTERVAL", 24*time.Hour); err != nil {
		return c, err
	}
	if c.KnowledgeSyncInterval < time.Minute {
		return c, fmt.Errorf("KNOWLEDGE_SYNC_INTERVAL: want at least 1m, got %s", c.KnowledgeSyncInterval)
	}
	if c.EmbeddingsURL != "" && !strings.HasPrefix(c.EmbeddingsURL, "http://") && !strings.HasPrefix(c.EmbeddingsURL, "https://") {
		return c, fmt.Errorf("EMBEDDINGS_URL: want an http(s) URL, got %q", c.EmbeddingsURL)
	}
	if c.WebhookTimeout, err = durationVar(getenv, "WEBHOOK_TIMEOUT", 10*time.Second); err != nil {
		return c, err
	}
	if c.WebhookRetention, err = durationVar(getenv, "WEBHOOK_RETENTION", 720*time.Hour); err != nil {
		return c, err
	}
	if c.WebhookTimeout <= 0 || c.WebhookRetention < time.Hour {
		return c, fmt.Errorf("WEBHOOK_TIMEOUT must be positive and WEBHOOK_RETENTION at least 1h")
	}
	c.WebhookCAFile = strings.TrimSpace(getenv("WEBHOOK_CA_FILE"))
	if c.LLMBaseURL != "" && !strings.HasPrefix(c.LLMBaseURL, "http://") && !strings.HasPrefix(c.LLMBaseURL, "https://") {
		return c, fmt.Errorf("LLM_BASE_URL: want an http(s) URL such as https://api.openai.com/v1, got %q", c.LLMBaseURL)
	}
	if c.LLMTimeout, err = durationVar(getenv, "LLM_TIMEOUT", 30*time.Second); err != nil {
		return c, err
	}
	if n, err = intVar(getenv, "LLM_MAX_RETRIES", 2); err != nil {
		return c, err
	}
	c.LLMMaxRetries = int(n)
	if c.LLMTimeout <= 0 || c.LLMMaxRetries < 0 || c.LLMMaxRetries > 10 {
		return c, fmt.Errorf("LLM_TIMEOUT must be positive and LLM_MAX_RETRIES between 0 and 10")
	}
	if c.RuntimeTTL, err = durationVar(getenv, "RUNTIME_SESSION_TTL", time.Hour); err != nil {
		return c, err
	}
	if c.RuntimeTTL < time.Minute {
		return c, fmt.Errorf("RUNTIME_SESSION_TTL: want at least 1m, got %s", c.RuntimeTTL)
	}
	if err := readInts(getenv,
		intSetting{"WEBHOOK_MAX_ENDPOINTS", 20, 1, 10000, &c.WebhookMaxEndpoints},
		intSetting{"WEBHOOK_ORG_CONCURRENCY", 10, 1, 10000, &c.WebhookOrgConcurrency},
		intSetting{"INDEXING_CONCURRENCY", 4, 1, 10000, &c.IndexingConcurrency},
		intSetting{"INDEXING_ORG_CONCURRENCY", 2, 1, 10000, &c.IndexingOrgConcurrency},
		intSetting{"PDF_PARSER_CONCURRENCY", 3, 1, 10000, &c.PDFParserConcurrency},
		intSetting{"UPLOAD_CONCURRENCY", 4, 1, 10000, &c.UploadConcurrency},
	); err != nil {
		return c, err
	}
	if c.UploadQueueTimeout, err = durationVar(getenv, "UPLOAD_QUEUE_TIMEOUT", 30*time.Second); err != nil {
		return c, err
	}
	if c.UploadQueueTimeout > 10*time.Minute {
		return c, fmt.Errorf("UPLOAD_QUEUE_TIMEOUT: want 0s to 10m, got %s", c.UploadQueueTimeout)
	}
	if c.EgressAllowPrivate, err = ParsePrefixes(getenv("EGRESS_ALLOW_PRIVATE")); err != nil {
		return c, fmt.Errorf("EGRESS_ALLOW_PRIVATE: %w", err)
	}
	if c.DemoSeed, err = boolVar(getenv, "DEMO_SEED", true); err != nil {
		return c, err
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return c, fmt.Errorf("LOG_FORMAT: want text or json, got %q", c.LogFormat)
	}
	if c.RateLimitPerMinute < 1 || c.RateLimitAnonymousPerMinute < 1 {
		return c, fmt.Errorf("RATE_LIMIT_PER_MINUTE and RATE_LIMIT_ANONYMOUS_PER_MINUTE must be at least 1")
	}
	if c.WorkerConcurrency < 1 {
		return c, fmt.Errorf("WORKER_CONCURRENCY must be at least 1")
	}
	if err := backofficeFromEnv(getenv, &c); err != nil {
		return c, err
	}
	if err := uiFromEnv(getenv, &c); err != nil {
		return c, err
	}
	if err := widgetFromEnv(getenv, &c); err != nil {
		return c, err
	}
	if err := metricsFromEnv(getenv, &c); err != nil {
		return c, err
	}
	if err := realtimeFromEnv(getenv, &c); err != nil {
		return c, err
	}
	if err := testCenterFromEnv(getenv, &c); err != nil {
		return c, err
	}
	if err := providersFromEnv(getenv, &c); err != nil {
		return c, err
	}
	return c, nil
}

// ParsePrefixes parses a comma-separated list of CIDRs or single addresses.
func ParsePrefixes(s string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		if !strings.Contains(part, "/") {
			a, err := netip.ParseAddr(part)
			if err != nil {
				return nil, fmt.Errorf("%q is not a CIDR or an IP address", part)
			}
			out = append(out, netip.PrefixFrom(a, a.BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(part)
		if err != nil {
			return nil, fmt.Errorf("%q is not a CIDR", part)
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

func or(v, def string) string {
	if strings.TrimSpace(v) == "" {
		return def
	}
	return v
}

func intVar(getenv func(string) string, name string, def int64) (int64, error) {
	v := strings.TrimSpace(getenv(name))
	if v == "" {
		return def, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%s: want an integer, got %q", name, v)
	}
	return n, nil
}

// intSetting is an integer variable with its default and bounds.
type intSetting struct {
	name          string
	def, min, max int64
	dst           *int
}

// readInts reads each setting into its field, refusing a value outside its
// bounds with a message naming the variable and the bounds.
func readInts(getenv func(string) string, settings ...intSetting) error {
	for _, v := range settings {
		n, err := intVar(getenv, v.name, v.def)
		if err != nil {
			return err
		}
		if n < v.min || n > v.max {
			return fmt.Errorf("%s: want %d to %d, got %d", v.name, v.min, v.max, n)
		}
		*v.dst = int(n)
	}
	return nil
}

func durationVar(getenv func(string) string, name string, def time.Duration) (time.Duration, error) {
	v := strings.TrimSpace(getenv(name))
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%s: want a duration such as 500ms or 30s, got %q", name, v)
	}
	return d, nil
}

// boolVar reads a switch: 1, true, yes or on; 0, false, no or off; unset is
// def.
func boolVar(getenv func(string) string, name string, def bool) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(getenv(name))) {
	case "":
		return def, nil
	case "1", "true", "yes", "on":
		return true, nil
	case "0", "false", "no", "off":
		return false, nil
	}
	return false, fmt.Errorf("%s: want true or false", name)
}
