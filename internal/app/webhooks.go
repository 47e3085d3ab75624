package app

import (
	"context"
	"crypto/x509"
	"fmt"
	"log/slog"
	"os"
	"sync"

	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/keyring"
	"voiceagent/internal/webhooks"
)

// webhookConfigFor turns the configuration into the webhooks service's:
// signing secrets are sealed through the platform keyring. An invalid
// WEBHOOK_CA_FILE stops the start, with a message naming the variable.
func webhookConfigFor(c config.Config, log *slog.Logger, ring *keyring.Keyring) (webhooks.Config, error) {
	cfg := webhooks.Config{
		RetryBase: c.WebhookRetryBase,
		Timeout:   c.WebhookTimeout,
		Retention: c.WebhookRetention,
		Secrets:   ring.Sealer(webhooks.SecretsPurpose, webhooks.LegacySecretsKeyName),
		// Endpoints per organization: one organization cannot fan an event
		// out to hundreds of receivers.
		MaxEndpoints: c.WebhookMaxEndpoints,
	}
	roots, err := webhookRoots(c.WebhookCAFile)
	if err != nil {
		return cfg, err
	}
	cfg.RootCAs = roots
	if c.EncryptionKey == "" {
		log.Warn("ENCRYPTION_KEY is not set: webhook signing secrets and signed cursors use a master key generated once and kept in the database (table platform_keys); production must set ENCRYPTION_KEY to base64 of 32 random bytes (openssl rand -base64 32)")
	}
	return cfg, nil
}

// webhookRoots reads WEBHOOK_CA_FILE into the roots trusted for receivers
// (nil: the system's).
func webhookRoots(file string) (*x509.CertPool, error) {
	if file == "" {
		return nil, nil
	}
	pem, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("WEBHOOK_CA_FILE: %w", err)
	}
	roots, err := x509.SystemCertPool()
	if err != nil || roots == nil {
		roots = x509.NewCertPool()
	}
	if !roots.AppendCertsFromPEM(pem) {
		return nil, fmt.Errorf("WEBHOOK_CA_FILE: %s holds no PEM certificate", file)
	}
	return roots, nil
}

// RunRelay moves committed events from the outbox to the queue, and queues
// the post-call processing of calls as they end completed and the sending
// of SMS messages as they are queued, until ctx ends
// (several relays, in several processes, cooperate). Serve runs it for the
// serve and worker commands and nothing else does: a short-lived command
// (admin ..., seed) that ran one could lock an outbox row and exit before
// handing it on; the calls it ends are queued by the next listener's start
// or the periodic sweep.
func (a *App) RunRelay(ctx context.Context) {
	var wg sync.WaitGroup
	if a.PostCall != nil {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a.PostCall.Listen(ctx)
		}()
	}
	if a.SMS != nil {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a.SMS.Listen(ctx)
		}()
	}
	if a.Webhooks != nil {
		a.Webhooks.RunRelay(ctx)
	}
	wg.Wait()
}

// knowledgeConfigFor turns the configuration into the knowledge service's:
// retrieval is full-text, reranked by embeddings when EMBEDDINGS_URL is set;
// agents are looked up through the agents service.
func knowledgeConfigFor(c config.Config, guard *egress.Guard, agents knowledge.AgentChecker) knowledge.Config {
	kcfg := knowledge.Config{MaxUpload: c.MaxUploadBytes, SyncInterval: c.KnowledgeSyncInterval, Agents: agents,
		PDFParsers: c.PDFParserConcurrency}
	if c.EmbeddingsURL != "" {
		kcfg.Embedder = knowledge.NewOpenAIEmbedder(guard, c.EmbeddingsURL, c.EmbeddingsAPIKey, c.EmbeddingsModel)
	}
	return kcfg
}
