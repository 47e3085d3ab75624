package apikeys_test

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"
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

// A key looked up before it existed is remembered as unknown, and must still
// work at once when a key with that value is created, on every replica.
func TestUnknownKeyCacheForgetsACreatedKey(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	replica := env.Replica()
	ctx := context.Background()
	org := env.MustOrg("Negative Cache Org")
	full := apikeys.Prefix + strings.Repeat("Q", 40)
	for _, e := range []*testkit.Env{env, replica} {
		_, err := e.App.Keys.Authenticate(ctx, full)
		require.True(t, apperr.Is(err, apperr.Unauthorized), "%v", err)
	}
	_, _, err := env.App.Keys.CreateWithSecret(ctx, apikeys.CreateInput{OrganizationID: org.ID, Name: "late"}, full)
	require.NoError(t, err)
	for _, e := range []*testkit.Env{env, replica} {
		id, err := e.App.Keys.Authenticate(ctx, full)
		require.NoError(t, err)
		require.Equal(t, org.ID, id.Key.OrganizationID)
	}
}

// The credential cache drops its least recently used key when full, not
// every key at once.
func TestKeyCacheEvictsLeastRecentlyUsed(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	ctx := context.Background()
	org := env.MustOrg("LRU Org")
	keys := env.App.Keys
	keys.ResizeCache(2)
	_, a := env.MustKey(org.ID)
	_, b := env.MustKey(org.ID)
	_, c := env.MustKey(org.ID)
	for _, k := range []string{a, b, a, c} {
		_, err := keys.Authenticate(ctx, k)
		require.NoError(t, err)
	}
	require.True(t, keys.Cached(a), "the recently used key stays")
	require.True(t, keys.Cached(c))
	require.False(t, keys.Cached(b), "the least recently used key leaves")
}

// A database outage is a 503 (Unavailable) at the store edge of keys and
// organizations, not an internal error.
func TestStoreErrorsAreUnavailableWhenTheDatabaseIsDown(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Outage Store Org")
	k, _ := env.MustKey(org.ID)
	proxy := testkit.NewProxy(t, "127.0.0.1:5432")
	viaProxy := strings.Replace(env.Vars["DATABASE_URL"], "127.0.0.1:5432", proxy.Addr, 1)
	p := env.Replica(testkit.WithVar("DATABASE_URL", viaProxy))
	proxy.Stop()
	ctx := context.Background()

	_, _, err := p.App.Keys.Create(ctx, apikeys.CreateInput{OrganizationID: org.ID, Name: "k"})
	require.True(t, apperr.Is(err, apperr.Unavailable), "create key: %v", err)
	_, err = p.App.Keys.Get(ctx, k.ID)
	require.True(t, apperr.Is(err, apperr.Unavailable), "get key: %v", err)
	_, err = p.App.Keys.List(ctx, org.ID)
	require.True(t, apperr.Is(err, apperr.Unavailable), "list keys: %v", err)
	_, err = p.App.Keys.Revoke(ctx, k.ID)
	require.True(t, apperr.Is(err, apperr.Unavailable), "revoke key: %v", err)
	_, err = p.App.Orgs.Get(ctx, org.ID)
	require.True(t, apperr.Is(err, apperr.Unavailable), "get organization: %v", err)
	_, err = p.App.Orgs.Create(ctx, "Another", "")
	require.True(t, apperr.Is(err, apperr.Unavailable), "create organization: %v", err)
	_, err = p.App.Orgs.SetSuspended(ctx, org.ID, true)
	require.True(t, apperr.Is(err, apperr.Unavailable), "suspend organization: %v", err)
	_, err = p.App.Orgs.Count(ctx)
	require.True(t, apperr.Is(err, apperr.Unavailable), "count organizations: %v", err)
}

// A key of an organization that does not exist is a NotFound, recognised by
// the foreign-key violation's constraint.
func TestCreateKeyForMissingOrganization(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	_, _, err := env.App.Keys.Create(context.Background(), apikeys.CreateInput{OrganizationID: uuid.New(), Name: "orphan"})
	require.True(t, apperr.Is(err, apperr.NotFound), "%v", err)
}
