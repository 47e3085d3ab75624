package app

import (
	"crypto/tls"
	"crypto/x509"
	"net/http"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/integrations"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/keyring"
)

// newIntegrations builds the integrations service: the calendar provider at
// CALCOM_BASE_URL, reached through the egress guard and trusting what
// webhook deliveries trust (WEBHOOK_CA_FILE: a private CA, the tests'
// servers), keys sealed by ring.
func newIntegrations(cfg config.Config, pool *pgxpool.Pool, ring *keyring.Keyring, guard *egress.Guard, roots *x509.CertPool) *integrations.Service {
	return integrations.NewService(pool, ring, cfg.CalcomBaseURL, calendarClient(guard, roots))
}

func calendarClient(guard *egress.Guard, roots *x509.CertPool) *http.Client {
	// An API answers where it is asked: a redirect is not followed, so the
	// key is never carried to another host.
	c := guard.Client(egress.Options{Timeout: 15 * time.Second, MaxRedirects: -1})
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	if tr, ok := egress.HTTPTransport(c); ok && roots != nil {
		tr.TLSClientConfig = &tls.Config{RootCAs: roots, MinVersion: tls.VersionTLS12}
	}
	return c
}
