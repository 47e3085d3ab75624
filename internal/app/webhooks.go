package app

import (
	"context"
	"crypto/x509"
	"fmt"
	"os"

	"github.com/google/uuid"

	"voiceagent/internal/bookings"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/webhooks"
	v1 "voiceagent/rest/v1"
)

// The webhooks domain is wired first (order 10): its service is the event
// publisher every later domain writes events through. Bookings are wired
// here too, as the source of booking.created.
//
// The outbox relay is not started here: only long-lived processes (serve,
// worker) run it, through RunRelay, which Serve calls. A short-lived command
// (admin ..., seed) that ran one could lock an outbox row and exit before
// handing it on.
func init() {
	registerWiring("webhooks", 10, func(a *App) error {
		cfg := webhooks.Config{
			RetryBase: a.Config.WebhookRetryBase,
			Timeout:   a.Config.WebhookTimeout,
			Retention: a.Config.WebhookRetention,
			// Endpoints per organization: one organization cannot fan an
			// event out to hundreds of receivers.
			MaxEndpoints: a.Config.WebhookMaxEndpoints,
			// An invalid key stops the process here, with a message naming the variable.
			EncryptionKey: a.Config.EncryptionKey,
		}
		if a.Config.WebhookCAFile != "" {
			pem, err := os.ReadFile(a.Config.WebhookCAFile)
			if err != nil {
				return fmt.Errorf("WEBHOOK_CA_FILE: %w", err)
			}
			roots, err := x509.SystemCertPool()
			if err != nil || roots == nil {
				roots = x509.NewCertPool()
			}
			if !roots.AppendCertsFromPEM(pem) {
				return fmt.Errorf("WEBHOOK_CA_FILE: %s holds no PEM certificate", a.Config.WebhookCAFile)
			}
			cfg.RootCAs = roots
		}
		if a.Config.EncryptionKey == "" {
			a.Log.Warn("ENCRYPTION_KEY is not set: webhook signing secrets are encrypted with a key generated once and kept in the database (table platform_keys); production must set ENCRYPTION_KEY to base64 of 32 random bytes (openssl rand -base64 32)")
		}
		svc, err := webhooks.NewService(a.DB, a.Queue, a.Egress, a.Log, cfg)
		if err != nil {
			return err
		}
		a.Events = svc
		svc.Register(a.Jobs)
		// One organization's deliveries hold at most this many workers at once.
		a.Jobs.LimitPerOrganization(jobs.FamilyWebhooks, a.Config.WebhookOrgConcurrency)
		h := &v1.WebhooksHandler{Webhooks: svc}
		a.API.Mount(h.Routes)

		a.Webhooks = svc
		a.Bookings = bookings.NewService(a.DB, svc, a.sessionExists)
		return nil
	})
}

// RunRelay moves committed events from the outbox to the queue until ctx
// ends (several relays, in several processes, cooperate). Serve runs it for
// the serve and worker commands; nothing else does.
func (a *App) RunRelay(ctx context.Context) {
	if a.Webhooks != nil {
		a.Webhooks.RunRelay(ctx)
	}
}

// sessionExists checks a call session through the calls service, wired after
// this domain (order 20), so it is looked up at call time.
func (a *App) sessionExists(ctx context.Context, orgID, sessionID uuid.UUID) (bool, error) {
	if a.Calls == nil {
		return false, fmt.Errorf("bookings: the calls domain is not wired")
	}
	return a.Calls.Exists(ctx, orgID, sessionID)
}
