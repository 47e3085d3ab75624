package keyring_test

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/keyring"
	"voiceagent/internal/testkit"
)

// legacySeal seals as older releases did, with a raw key used directly.
func legacySeal(t *testing.T, raw, plaintext []byte) []byte {
	t.Helper()
	block, err := aes.NewCipher(raw)
	require.NoError(t, err)
	aead, err := cipher.NewGCM(block)
	require.NoError(t, err)
	sum := sha256.Sum256(raw)
	nonce := make([]byte, aead.NonceSize())
	_, _ = rand.Read(nonce)
	out := append([]byte{1}, sum[:8]...)
	out = append(out, nonce...)
	return aead.Seal(out, nonce, plaintext, nil)
}

func randomKey() []byte {
	k := make([]byte, 32)
	_, _ = rand.Read(k)
	return k
}

// The sealer seals under a key derived from the one master key (the only
// row the platform writes in platform_keys), and opens what it or an older
// release sealed: under the generated master after ENCRYPTION_KEY is set,
// with ENCRYPTION_KEY itself, with the purpose's own legacy stored key.
func TestSealerOpensEveryKeyItCanReach(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	ctx := context.Background()
	pool := env.App.DB

	generated, err := keyring.New(pool, "")
	require.NoError(t, err)
	s := generated.Sealer("test-secrets", "test_secrets_legacy")
	sealed, err := s.Seal(ctx, []byte("one"))
	require.NoError(t, err)
	require.NotContains(t, string(sealed), "one")
	plain, err := s.Open(ctx, sealed)
	require.NoError(t, err)
	require.Equal(t, "one", string(plain))
	var names []string
	rows, err := pool.Query(ctx, `SELECT name FROM platform_keys ORDER BY name`)
	require.NoError(t, err)
	for rows.Next() {
		var n string
		require.NoError(t, rows.Scan(&n))
		names = append(names, n)
	}
	require.NoError(t, rows.Err())
	require.Equal(t, []string{keyring.GeneratedKeyName}, names, "one master key, nothing per purpose")

	t.Run("OKLegacyStoredKey", func(t *testing.T) {
		legacy := randomKey()
		_, err := pool.Exec(ctx, `INSERT INTO platform_keys (name, key) VALUES ('test_secrets_legacy', $1)`, legacy)
		require.NoError(t, err)
		plain, err := s.Open(ctx, legacySeal(t, legacy, []byte("old")))
		require.NoError(t, err)
		require.Equal(t, "old", string(plain))
	})

	t.Run("OKConfiguredLater", func(t *testing.T) {
		master := randomKey()
		configured, err := keyring.New(pool, base64.StdEncoding.EncodeToString(master))
		require.NoError(t, err)
		c := configured.Sealer("test-secrets", "test_secrets_legacy")
		plain, err := c.Open(ctx, sealed) // sealed under the generated master
		require.NoError(t, err)
		require.Equal(t, "one", string(plain))
		plain, err = c.Open(ctx, legacySeal(t, master, []byte("raw"))) // an older release used ENCRYPTION_KEY itself
		require.NoError(t, err)
		require.Equal(t, "raw", string(plain))

		fresh, err := c.Seal(ctx, []byte("two"))
		require.NoError(t, err)
		plain, err = c.Open(ctx, fresh)
		require.NoError(t, err)
		require.Equal(t, "two", string(plain))
		_, err = s.Open(ctx, fresh) // a process without that ENCRYPTION_KEY says why
		require.ErrorContains(t, err, "ENCRYPTION_KEY")

		fresh[len(fresh)-1] ^= 1
		_, err = c.Open(ctx, fresh)
		require.Error(t, err, "tampering is detected")
	})

	t.Run("ErrMalformed", func(t *testing.T) {
		_, err := s.Open(ctx, []byte{1, 2, 3})
		require.ErrorContains(t, err, "malformed")
	})
}
