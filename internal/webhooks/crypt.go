package webhooks

import (
	"context"
	"crypto/tls"
	"crypto/x509"
)

// SecretsPurpose is the keyring purpose signing secrets are sealed under.
const SecretsPurpose = "webhook-secrets"

// LegacySecretsKeyName names the key older releases generated for signing
// secrets alone in platform_keys; secrets sealed with it still open.
const LegacySecretsKeyName = "webhook_secrets"

// OpenSecret decrypts a stored secret column. Errors: a malformed value or a
// key that is no longer configured.
func (s *Service) OpenSecret(ctx context.Context, sealed []byte) (string, error) {
	b, err := s.keys.Open(ctx, sealed)
	return string(b), err
}

func newTLSConfig(roots *x509.CertPool) *tls.Config {
	return &tls.Config{RootCAs: roots, MinVersion: tls.VersionTLS12}
}
