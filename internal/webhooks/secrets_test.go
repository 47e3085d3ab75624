package webhooks_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/app"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/platform/keyring"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

func storedSecret(t *testing.T, f fixture, e webhooks.Endpoint) []byte {
	t.Helper()
	var sealed []byte
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(),
		`SELECT secret_enc FROM webhook_endpoints WHERE id = $1`, e.ID).Scan(&sealed))
	return sealed
}

func TestSecretEncryptedAtRest(t *testing.T) {
	t.Parallel()
	f := setup(t) // ENCRYPTION_KEY empty: the master key generated in platform_keys
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL)
	sealed := storedSecret(t, f, e)
	require.NotEqual(t, e.Secret, string(sealed))
	require.False(t, bytes.Contains(sealed, []byte(e.Secret)))
	require.False(t, bytes.Contains(sealed, []byte(e.Secret[5:])), "not even the random part")
	plain, err := f.svc.OpenSecret(context.Background(), sealed)
	require.NoError(t, err)
	require.Equal(t, e.Secret, plain)
	// Sealed under a key derived from the platform's one master key: no key
	// of its own in platform_keys.
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM platform_keys WHERE name = $1`, webhooks.LegacySecretsKeyName).Scan(&n))
	require.Zero(t, n)
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM platform_keys WHERE name = $1`, keyring.GeneratedKeyName).Scan(&n))
	require.Equal(t, 1, n)

	// Later reads never show the secret.
	got := f.getEndpoint(t, e.ID)
	require.Empty(t, got.Secret)

	t.Run("ConfiguredKeyKeepsOldSecretsReadable", func(t *testing.T) {
		key := make([]byte, 32)
		_, _ = rand.Read(key)
		b64 := base64.StdEncoding.EncodeToString(key)
		r := f.env.Replica(testkit.WithVar("ENCRYPTION_KEY", b64))
		svc := r.App.Webhooks
		plain, err := svc.OpenSecret(context.Background(), sealed)
		require.NoError(t, err)
		require.Equal(t, e.Secret, plain)
		// new secrets are sealed with the configured key
		e2, err := svc.Create(f.ctx, webhooks.EndpointInput{URL: &rc.URL, Events: &[]string{"call.completed"}})
		require.NoError(t, err)
		sealed2 := storedSecret(t, f, e2)
		plain2, err := svc.OpenSecret(context.Background(), sealed2)
		require.NoError(t, err)
		require.Equal(t, e2.Secret, plain2)
		// the process without that key cannot open it, and says why
		_, err = f.svc.OpenSecret(context.Background(), sealed2)
		require.ErrorContains(t, err, "ENCRYPTION_KEY")
		// tampering is detected
		sealed2[len(sealed2)-1] ^= 1
		_, err = svc.OpenSecret(context.Background(), sealed2)
		require.Error(t, err)
	})
	t.Run("InvalidKeyStopsStart", func(t *testing.T) {
		for _, bad := range []string{"not base64 at all!", base64.StdEncoding.EncodeToString([]byte("too short"))} {
			vars := map[string]string{}
			for k, v := range f.env.Vars {
				vars[k] = v
			}
			vars["ENCRYPTION_KEY"] = bad
			cfg, err := config.FromEnv(func(k string) string { return vars[k] })
			require.NoError(t, err)
			a, err := app.New(context.Background(), cfg, f.env.App.Log)
			if a != nil {
				a.Close()
			}
			require.ErrorContains(t, err, "ENCRYPTION_KEY")
		}
	})
}
