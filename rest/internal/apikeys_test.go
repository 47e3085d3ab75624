package internal_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

const apiKeyFields = `id name description keyPreview scopes rateLimitPerMinute expiresAt revokedAt createdAt lastUsedAt`

type apiKeyData struct {
	ID                 string
	Name               string
	KeyPreview         string
	Scopes             []string
	RateLimitPerMinute *int
	ExpiresAt          *time.Time
	RevokedAt          *time.Time
}

// An admin creates a key in the backoffice: the full key comes back once,
// works on the API Channel at once, and is never in lists or the audit log.
// Revoking it refuses the very next request that uses it.
func TestAPIKeysLifecycle(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Keys")
	admin := env.Session(id, org.ID, auth.RoleAdmin)
	expires := time.Now().Add(48 * time.Hour).UTC().Truncate(time.Second)

	var created struct {
		CreateAPIKey struct {
			Key     apiKeyData
			FullKey string
		} `json:"createApiKey"`
	}
	admin.GraphQL(`mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { key { `+apiKeyFields+` } fullKey } }`,
		map[string]any{"in": map[string]any{"name": "  CRM sync ", "description": "nightly", "scopes": []string{"agents:read"},
			"expiresAt": expires.Format(time.RFC3339), "rateLimitPerMinute": 120}}).Decode(t, &created)
	k, full := created.CreateAPIKey.Key, created.CreateAPIKey.FullKey
	require.True(t, strings.HasPrefix(full, "svc_"))
	require.Equal(t, "CRM sync", k.Name)
	require.Equal(t, []string{"agents:read"}, k.Scopes)
	require.Equal(t, 120, *k.RateLimitPerMinute)
	require.True(t, expires.Equal(*k.ExpiresAt))
	require.True(t, strings.HasSuffix(full, strings.TrimPrefix(k.KeyPreview, "svc_...")))

	me := env.Get("/v1/me", full)
	require.Equal(t, http.StatusOK, me.Status, string(me.Body))

	list := admin.GraphQL(`{ apiKeys { items { `+apiKeyFields+` } total limit offset } }`, nil)
	require.Empty(t, list.Errors)
	require.NotContains(t, string(list.Body), full)
	var keys struct {
		APIKeys struct {
			Items []apiKeyData
			Total int
		} `json:"apiKeys"`
	}
	list.Decode(t, &keys)
	require.Equal(t, 1, keys.APIKeys.Total)
	require.Equal(t, k.ID, keys.APIKeys.Items[0].ID)

	// Authenticated once above, the key is cached; revocation still refuses the next request.
	require.Equal(t, http.StatusOK, env.Get("/v1/me", full).Status)
	var revoked struct {
		RevokeAPIKey apiKeyData `json:"revokeApiKey"`
	}
	admin.GraphQL(`mutation($id: ID!) { revokeApiKey(id: $id) { `+apiKeyFields+` } }`, map[string]any{"id": k.ID}).Decode(t, &revoked)
	require.NotNil(t, revoked.RevokeAPIKey.RevokedAt)
	require.Equal(t, http.StatusUnauthorized, env.Get("/v1/me", full).Status)

	// Revoking again changes nothing and records nothing.
	var again struct {
		RevokeAPIKey apiKeyData `json:"revokeApiKey"`
	}
	admin.GraphQL(`mutation($id: ID!) { revokeApiKey(id: $id) { `+apiKeyFields+` } }`, map[string]any{"id": k.ID}).Decode(t, &again)
	require.True(t, revoked.RevokeAPIKey.RevokedAt.Equal(*again.RevokeAPIKey.RevokedAt))

	log := admin.GraphQL(`query($t: String) { auditLog(targetId: $t) { items { action targetType before after actor { kind } } total } }`,
		map[string]any{"t": k.ID})
	require.NotContains(t, string(log.Body), full)
	var events struct {
		AuditLog struct {
			Items []struct {
				Action, TargetType string
				Actor              struct{ Kind string }
			}
		}
	}
	log.Decode(t, &events)
	var actions []string
	for _, e := range events.AuditLog.Items {
		actions = append(actions, e.Action)
		require.Equal(t, "api_key", e.TargetType)
		require.Equal(t, "user", e.Actor.Kind)
	}
	require.ElementsMatch(t, []string{"api_key.created", "api_key.revoked"}, actions)
}

func TestAPIKeysRefusals(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Keys")
	other := env.MustOrg("Elsewhere")
	admin := env.Session(id, org.ID, auth.RoleAdmin)
	editor := env.Session(id, org.ID, auth.RoleEditor)
	stranger := env.Session(id, other.ID, auth.RoleOwner)
	k, full := env.MustKey(org.ID)

	create := `mutation($in: CreateApiKeyInput!) { createApiKey(input: $in) { fullKey } }`
	revoke := `mutation($id: ID!) { revokeApiKey(id: $id) { id } }`

	// An editor may neither list, create nor revoke.
	require.Equal(t, "FORBIDDEN", editor.GraphQL(`{ apiKeys { total } }`, nil).Code())
	require.Equal(t, "FORBIDDEN", editor.GraphQL(create, map[string]any{"in": map[string]any{"name": "x"}}).Code())
	require.Equal(t, "FORBIDDEN", editor.GraphQL(revoke, map[string]any{"id": k.ID}).Code())

	// Another organization's key, a malformed id and an unknown id are not found.
	for _, id := range []string{k.ID.String(), "not-a-uuid", uuid.NewString()} {
		require.Equal(t, "NOT_FOUND", stranger.GraphQL(revoke, map[string]any{"id": id}).Code(), id)
	}
	require.Equal(t, http.StatusOK, env.Get("/v1/me", full).Status, "the key survives refused revocations")

	for name, in := range map[string]map[string]any{
		"name":                  {"name": "  "},
		"scopes":                {"name": "x", "scopes": []string{"everything"}},
		"rate_limit_per_minute": {"name": "x", "rateLimitPerMinute": 0},
		"expires_at":            {"name": "x", "expiresAt": time.Now().Add(-time.Hour).Format(time.RFC3339)},
	} {
		g := admin.GraphQL(create, map[string]any{"in": in})
		require.Equal(t, "BAD_USER_INPUT", g.Code(), name+": "+string(g.Body))
	}
	var keys struct {
		APIKeys struct{ Total int } `json:"apiKeys"`
	}
	admin.GraphQL(`{ apiKeys { total } }`, nil).Decode(t, &keys)
	require.Equal(t, 1, keys.APIKeys.Total, "refused creations leave nothing behind")
	require.Equal(t, "BAD_USER_INPUT", admin.GraphQL(`{ apiKeys(limit: 0) { total } }`, nil).Code())
}
