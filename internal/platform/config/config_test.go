package config_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/config"
)

func TestDefaults(t *testing.T) {
	c, err := config.FromEnv(func(string) string { return "" })
	require.NoError(t, err)
	require.Equal(t, config.DefaultDatabaseURL, c.DatabaseURL)
	require.Equal(t, "redis://127.0.0.1:6379/0", c.RedisURL)
	require.Equal(t, ":8080", c.HTTPAddr)
	require.Equal(t, 120, c.RateLimitPerMinute)
	require.Equal(t, int64(1<<20), c.MaxBodyBytes)
	require.Equal(t, 30*time.Second, c.WebhookRetryBase)
	require.True(t, c.DemoSeed)
	require.Empty(t, c.EgressAllowPrivate)
	require.Equal(t, 24*time.Hour, c.KnowledgeSyncInterval)
	require.Equal(t, "@every 15m", c.KnowledgeSyncCron)
	require.Equal(t, 20*time.Millisecond, c.WorkerPollInterval)
	require.Empty(t, c.EmbeddingsURL)
	require.Equal(t, "text-embedding-3-small", c.EmbeddingsModel)
	require.Equal(t, 20, c.WebhookMaxEndpoints)
	require.Equal(t, 10, c.WebhookOrgConcurrency)
	require.Equal(t, 4, c.IndexingConcurrency)
	require.Equal(t, 2, c.IndexingOrgConcurrency)
	require.Equal(t, 3, c.PDFParserConcurrency)
	require.Equal(t, 4, c.UploadConcurrency)
	require.Equal(t, 30*time.Second, c.UploadQueueTimeout)
}

func TestInvalid(t *testing.T) {
	for name, val := range map[string]string{
		"RATE_LIMIT_PER_MINUTE": "0", "MAX_BODY_BYTES": "lots", "SHUTDOWN_TIMEOUT": "soon",
		"EGRESS_ALLOW_PRIVATE": "10.0.0.0/99", "LOG_FORMAT": "xml", "DEMO_SEED": "maybe", "WORKER_CONCURRENCY": "0",
		"KNOWLEDGE_SYNC_INTERVAL": "30s", "WORKER_POLL_INTERVAL": "1m", "EMBEDDINGS_URL": "ftp://x",
		"WEBHOOK_MAX_ENDPOINTS": "0", "WEBHOOK_ORG_CONCURRENCY": "many", "INDEXING_CONCURRENCY": "-1",
		"INDEXING_ORG_CONCURRENCY": "0", "PDF_PARSER_CONCURRENCY": "0", "UPLOAD_CONCURRENCY": "100000",
		"UPLOAD_QUEUE_TIMEOUT": "1h",
	} {
		_, err := config.FromEnv(func(k string) string {
			if k == name {
				return val
			}
			return ""
		})
		require.ErrorContains(t, err, name)
	}
}

func TestAllowPrivate(t *testing.T) {
	p, err := config.ParsePrefixes("127.0.0.0/8, ::1 ,10.1.2.3")
	require.NoError(t, err)
	require.Len(t, p, 3)
	require.Equal(t, "::1/128", p[1].String())
	require.Equal(t, "10.1.2.3/32", p[2].String())
}

func TestWebhookVars(t *testing.T) {
	c, err := config.FromEnv(func(string) string { return "" })
	require.NoError(t, err)
	require.Equal(t, 10*time.Second, c.WebhookTimeout)
	require.Equal(t, 720*time.Hour, c.WebhookRetention)
	require.Empty(t, c.WebhookCAFile)

	vars := map[string]string{"WEBHOOK_TIMEOUT": "2s", "WEBHOOK_RETENTION": "48h", "WEBHOOK_CA_FILE": " /etc/ca.pem "}
	c, err = config.FromEnv(func(k string) string { return vars[k] })
	require.NoError(t, err)
	require.Equal(t, 2*time.Second, c.WebhookTimeout)
	require.Equal(t, 48*time.Hour, c.WebhookRetention)
	require.Equal(t, "/etc/ca.pem", c.WebhookCAFile)
	for name, val := range map[string]string{"WEBHOOK_TIMEOUT": "0s", "WEBHOOK_RETENTION": "10m"} {
		_, err := config.FromEnv(func(k string) string {
			if k == name {
				return val
			}
			return ""
		})
		require.ErrorContains(t, err, name)
	}
}

func TestLLMVars(t *testing.T) {
	c, err := config.FromEnv(func(string) string { return "" })
	require.NoError(t, err)
	require.Empty(t, c.LLMBaseURL, "the offline engine by default")
	require.Equal(t, "gpt-4o-mini", c.LLMModel)
	require.Equal(t, 30*time.Second, c.LLMTimeout)
	require.Equal(t, 2, c.LLMMaxRetries)
	require.Equal(t, time.Hour, c.RuntimeTTL)
	for name, val := range map[string]string{
		"LLM_BASE_URL": "api.openai.com", "LLM_TIMEOUT": "fast", "LLM_MAX_RETRIES": "11", "RUNTIME_SESSION_TTL": "5s",
	} {
		_, err := config.FromEnv(func(k string) string {
			if k == name {
				return val
			}
			return ""
		})
		require.ErrorContains(t, err, name)
	}
}
