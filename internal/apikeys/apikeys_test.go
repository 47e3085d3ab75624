package apikeys_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/apikeys"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

func TestKeysAreStoredOnlyAsHashes(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Hash Org")
	k, full := env.MustKey(org.ID)
	require.Len(t, full, 44)
	require.True(t, strings.HasPrefix(full, apikeys.Prefix))
	require.Equal(t, "svc_..."+full[40:], k.KeyPreview)

	var stored []byte
	var row string
	require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT key_hash, api_keys::text FROM api_keys WHERE id = $1`, k.ID).Scan(&stored, &row))
	h := apikeys.Hash(full)
	require.Equal(t, h[:], stored)
	require.NotContains(t, row, full[4:], "the secret part is never stored")

	// Two keys never collide.
	_, full2 := env.MustKey(org.ID)
	require.NotEqual(t, full, full2)
}

func TestAuthenticateErrors(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	ctx := context.Background()
	for _, raw := range []string{"", "svc_", "svc_short", "xyz_" + strings.Repeat("a", 40), "svc_" + strings.Repeat("-", 40)} {
		_, err := env.App.Keys.Authenticate(ctx, raw)
		require.Equal(t, apperr.Unauthorized, apperr.CodeOf(err), raw)
	}
}

// After Redis forgets the generations (a restart flushes it), cached
// entries are not trusted: the next request reloads from the database.
func TestRedisFlushDropsCachedTrust(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	ctx := context.Background()
	org := env.MustOrg("Flush Org")
	k, full := env.MustKey(org.ID)
	_, err := env.App.Keys.Authenticate(ctx, full)
	require.NoError(t, err)
	// Revoke behind the cache's back, then lose Redis state.
	_, err = env.App.DB.Exec(ctx, `UPDATE api_keys SET revoked_at = now() WHERE id = $1`, k.ID)
	require.NoError(t, err)
	require.NoError(t, env.App.Redis.FlushDB(ctx).Err())
	_, err = env.App.Keys.Authenticate(ctx, full)
	require.Equal(t, apperr.Unauthorized, apperr.CodeOf(err))
}
