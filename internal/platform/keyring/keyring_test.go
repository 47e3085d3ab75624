package keyring_test

import (
	"context"
	"crypto/hkdf"
	"crypto/sha256"
	"encoding/base64"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/keyring"
	"voiceagent/internal/testkit"
)

func TestDeriveFromConfiguredKey(t *testing.T) {
	master := make([]byte, 32)
	for i := range master {
		master[i] = byte(i)
	}
	k, err := keyring.New(nil, base64.StdEncoding.EncodeToString(master))
	require.NoError(t, err)
	a, err := k.Derive("calls-cursor").Key(context.Background())
	require.NoError(t, err)
	want, err := hkdf.Key(sha256.New, master, nil, "voiceagent/calls-cursor", 32)
	require.NoError(t, err)
	require.Equal(t, want, a)
	b, err := k.Derive("other").Key(context.Background())
	require.NoError(t, err)
	require.NotEqual(t, a, b, "purposes get independent keys")
	require.NotEqual(t, master, a)

	for _, bad := range []string{"not base64!", base64.StdEncoding.EncodeToString([]byte("short"))} {
		_, err := keyring.New(nil, bad)
		require.ErrorContains(t, err, "ENCRYPTION_KEY")
	}
}

// Without ENCRYPTION_KEY, replicas starting together generate one master key
// in the database and all derive the same keys from it.
func TestGeneratedKeySharedByReplicas(t *testing.T) {
	env := testkit.New(t)
	ctx := context.Background()
	keys := make([][]byte, 8)
	var wg sync.WaitGroup
	for i := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			k, err := keyring.New(env.App.DB, "")
			require.NoError(t, err)
			keys[i], err = k.Derive("calls-cursor").Key(ctx)
			require.NoError(t, err)
		}()
	}
	wg.Wait()
	for _, k := range keys {
		require.Len(t, k, 32)
		require.Equal(t, keys[0], k)
	}
	var n int
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT count(*) FROM platform_keys WHERE name = $1`, keyring.GeneratedKeyName).Scan(&n))
	require.Equal(t, 1, n)
}

func TestParseKey(t *testing.T) {
	t.Parallel()
	_, err := keyring.ParseKey("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=")
	require.NoError(t, err)
	_, err = keyring.ParseKey("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8") // unpadded
	require.NoError(t, err)
	_, err = keyring.ParseKey("AAECAw==")
	require.ErrorContains(t, err, "32 bytes")
	_, err = keyring.ParseKey("%%%")
	require.ErrorContains(t, err, "base64")
}
