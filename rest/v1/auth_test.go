package v1_test

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/apikeys"
	"voiceagent/internal/testkit"
)

func TestAuthentication(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Auth Org")
	_, full := env.MustKey(org.ID)

	cases := []struct {
		name   string
		header map[string]string
	}{
		{"ErrMissing", nil},
		{"ErrMalformedBearer", map[string]string{"Authorization": "Bearer not-a-key"}},
		{"ErrWrongScheme", map[string]string{"Authorization": "Basic " + full}},
		{"ErrUnknown", map[string]string{"Authorization": "Bearer svc_" + strings.Repeat("A", 40)}},
		{"ErrUnknownXAPIKey", map[string]string{"X-API-Key": "svc_" + strings.Repeat("b", 40)}},
		{"ErrTruncated", map[string]string{"X-API-Key": full[:len(full)-1]}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := env.Do(testkit.Request{Method: "GET", Path: "/v1/me", Header: c.header})
			require.Equal(t, http.StatusUnauthorized, r.Status, string(r.Body))
			require.NotEmpty(t, r.Detail(t))
			require.Contains(t, r.Header.Get("WWW-Authenticate"), "Bearer")
		})
	}
	t.Run("OKBearerAndXAPIKey", func(t *testing.T) {
		require.Equal(t, 200, env.Get("/v1/me", full).Status)
		require.Equal(t, 200, env.Do(testkit.Request{Method: "GET", Path: "/v1/agents", Header: map[string]string{"X-API-Key": full}}).Status)
	})
	t.Run("OpenAPIWithoutAuth", func(t *testing.T) {
		r := env.Get("/v1/openapi.json", "")
		require.Equal(t, http.StatusOK, r.Status)
		m := r.Map(t)
		require.Contains(t, m["openapi"], "3.")
		paths := m["paths"].(map[string]any)
		for _, p := range []string{"/v1/me", "/v1/agents", "/v1/agents/{agent_id}", "/v1/agents/{agent_id}/publish", "/v1/openapi.json"} {
			require.Contains(t, paths, p)
		}
	})
}

func TestExpiredKey(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Expiry Org")
	past := time.Now().Add(-time.Minute)
	_, expired := env.MustKeyWith(apikeys.CreateInput{OrganizationID: org.ID, ExpiresAt: &past})
	future := time.Now().Add(time.Hour)
	k, valid := env.MustKeyWith(apikeys.CreateInput{OrganizationID: org.ID, ExpiresAt: &future})

	r := env.Get("/v1/me", expired)
	require.Equal(t, http.StatusUnauthorized, r.Status)
	require.Equal(t, "Chave de API expirada", r.Detail(t))

	r = env.Get("/v1/me", valid)
	require.Equal(t, http.StatusOK, r.Status)
	got := r.Map(t)["key"].(map[string]any)["expires_at"].(string)
	require.Equal(t, k.ExpiresAt.UTC().Format(time.RFC3339), got)
}

// A revoked key is refused from the very next request, on every replica,
// even one whose cache had just seen the key.
func TestRevocationIsImmediateOnEveryReplica(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	replica := env.Replica()
	org := env.MustOrg("Revoke Org")
	k, full := env.MustKey(org.ID)
	for i := 0; i < 3; i++ { // warm both caches
		require.Equal(t, 200, env.Get("/v1/me", full).Status)
		require.Equal(t, 200, replica.Get("/v1/me", full).Status)
	}
	_, err := env.App.Keys.Revoke(context.Background(), k.ID)
	require.NoError(t, err)
	r := replica.Get("/v1/me", full)
	require.Equal(t, http.StatusUnauthorized, r.Status)
	require.Contains(t, r.Detail(t), "revoked")
	require.Equal(t, http.StatusUnauthorized, env.Get("/v1/me", full).Status)

	// Other keys of the organization keep working.
	_, other := env.MustKey(org.ID)
	require.Equal(t, 200, replica.Get("/v1/me", other).Status)
}

func TestSuspendedOrganization(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	replica := env.Replica()
	org := env.MustOrg("Suspend Org")
	_, full := env.MustKey(org.ID)
	require.Equal(t, 200, replica.Get("/v1/agents", full).Status)

	_, err := env.App.Orgs.SetSuspended(context.Background(), org.ID, true)
	require.NoError(t, err)
	r := replica.Get("/v1/agents", full)
	require.Equal(t, http.StatusForbidden, r.Status)
	require.Contains(t, r.Detail(t), "suspended")
	require.Equal(t, http.StatusForbidden, env.Get("/v1/me", full).Status)

	_, err = env.App.Orgs.SetSuspended(context.Background(), org.ID, false)
	require.NoError(t, err)
	require.Equal(t, 200, replica.Get("/v1/agents", full).Status)
}

func TestScopes(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Scope Org")
	_, callsOnly := env.MustKey(org.ID, "calls:read")
	_, readOnly := env.MustKey(org.ID, "agents:read")
	_, full := env.MustKey(org.ID)
	agentID := env.Post("/v1/agents", full, map[string]any{"name": "A", "agent_type": "inbound", "editing_mode": "prompt"}).Map(t)["id"].(string)

	refused := []struct {
		name, key, method, path, scope string
	}{
		{"ListNeedsAgentsRead", callsOnly, "GET", "/v1/agents", "agents:read"},
		{"GetNeedsAgentsRead", callsOnly, "GET", "/v1/agents/" + agentID, "agents:read"},
		{"GetNonUUIDNeedsAgentsRead", callsOnly, "GET", "/v1/agents/nope", "agents:read"},
		{"CreateNeedsAgentsWrite", readOnly, "POST", "/v1/agents", "agents:write"},
		{"PublishNeedsAgentsWrite", readOnly, "POST", "/v1/agents/" + agentID + "/publish", "agents:write"},
	}
	for _, c := range refused {
		t.Run(c.name, func(t *testing.T) {
			var body any
			if c.method == "POST" && !strings.HasSuffix(c.path, "publish") {
				body = map[string]any{"name": "B", "agent_type": "inbound", "editing_mode": "prompt"}
			}
			r := env.Do(testkit.Request{Method: c.method, Path: c.path, Key: c.key, Body: body})
			require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), c.scope)
		})
	}
	t.Run("MeNeedsNoScope", func(t *testing.T) {
		require.Equal(t, 200, env.Get("/v1/me", callsOnly).Status)
	})
	t.Run("OKWithScope", func(t *testing.T) {
		require.Equal(t, 200, env.Get("/v1/agents/"+agentID, readOnly).Status)
	})
}

func TestInternalAPIRefusesAPIKeys(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Internal Org")
	_, full := env.MustKey(org.ID)
	for _, path := range []string{"/api/v1/agents", "/api/v1/organizations", "/api/v1/call-sessions", "/api/v1/graphql", "/api/v1/anything/else"} {
		for _, h := range []map[string]string{{"Authorization": "Bearer " + full}, {"X-API-Key": full}} {
			r := env.Do(testkit.Request{Method: "GET", Path: path, Header: h})
			require.Equal(t, http.StatusUnauthorized, r.Status, path)
			require.Contains(t, r.Detail(t), "API keys are not accepted")
		}
	}
}

func TestRateLimit(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	replica := env.Replica()
	org := env.MustOrg("Rate Org")
	limit := 4
	_, full := env.MustKeyWith(apikeys.CreateInput{OrganizationID: org.ID, RateLimitPerMinute: &limit})

	// Two processes share one budget.
	for i := 0; i < limit; i++ {
		e := env
		if i%2 == 1 {
			e = replica
		}
		r := e.Get("/v1/me", full)
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, "4", r.Header.Get("X-RateLimit-Limit"))
		require.Equal(t, strconv.Itoa(limit-1-i), r.Header.Get("X-RateLimit-Remaining"))
	}
	r := replica.Get("/v1/agents", full)
	require.Equal(t, http.StatusTooManyRequests, r.Status)
	require.Equal(t, "0", r.Header.Get("X-RateLimit-Remaining"))
	retry, err := strconv.Atoi(r.Header.Get("Retry-After"))
	require.NoError(t, err)
	require.GreaterOrEqual(t, retry, 1)
	require.LessOrEqual(t, retry, 15) // one request per 15 s at 4/min

	// Default limit for keys without their own.
	_, other := env.MustKey(org.ID)
	require.Equal(t, "120", env.Get("/v1/me", other).Header.Get("X-RateLimit-Limit"))
}

// With Redis unreachable, requests are still authenticated (from the
// database) and limited per process, and /readyz says Redis is down.
func TestRedisOutageFallsBackToMemoryLimiter(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Outage Org")
	limit := 2
	_, full := env.MustKeyWith(apikeys.CreateInput{OrganizationID: org.ID, RateLimitPerMinute: &limit})
	down := env.Replica(testkit.WithVar("REDIS_URL", "redis://127.0.0.1:1/0"))

	for i := 0; i < limit; i++ {
		r := down.Get("/v1/me", full)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "2", r.Header.Get("X-RateLimit-Limit"))
	}
	r := down.Get("/v1/me", full)
	require.Equal(t, http.StatusTooManyRequests, r.Status)
	require.NotEmpty(t, r.Header.Get("Retry-After"))

	ready := down.Get("/readyz", "")
	require.Equal(t, http.StatusServiceUnavailable, ready.Status)
	require.Contains(t, ready.Detail(t), "redis is down")
	require.Equal(t, http.StatusOK, env.Get("/readyz", "").Status)
}

// When PostgreSQL goes away requests fail fast with 503 (never a misleading
// 401), /readyz says so, and the platform recovers by itself.
func TestDatabaseOutage(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("DB Outage Org")
	_, full := env.MustKey(org.ID)
	proxy := testkit.NewProxy(t, "127.0.0.1:5432")
	viaProxy := strings.Replace(env.Vars["DATABASE_URL"], "127.0.0.1:5432", proxy.Addr, 1)
	p := env.Replica(testkit.WithVar("DATABASE_URL", viaProxy))
	require.Equal(t, http.StatusOK, p.Get("/v1/agents", full).Status)

	proxy.Stop()
	_, fresh := env.MustKey(org.ID) // never seen by p: must ask the database
	start := time.Now()
	r := p.Get("/v1/me", fresh)
	require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))
	require.Less(t, time.Since(start), 10*time.Second)
	r = p.Get("/v1/agents", full)
	require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "Database is unavailable")
	ready := p.Get("/readyz", "")
	require.Equal(t, http.StatusServiceUnavailable, ready.Status)
	require.Contains(t, ready.Detail(t), "postgres is down")

	proxy.Start()
	testkit.Eventually(t, 10*time.Second, "recovery", func() bool { return p.Get("/v1/agents", full).Status == 200 })
	require.Equal(t, http.StatusOK, p.Get("/v1/me", fresh).Status)
}

func TestLastUsedAtIsRecorded(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Usage Org")
	k, full := env.MustKey(org.ID)
	require.Nil(t, k.LastUsedAt)
	before := time.Now().Add(-time.Second)
	for i := 0; i < 5; i++ {
		require.Equal(t, 200, env.Get("/v1/me", full).Status)
	}
	testkit.Eventually(t, 5*time.Second, "last_used_at", func() bool {
		got, err := env.App.Keys.Get(context.Background(), k.ID)
		return err == nil && got.LastUsedAt != nil && got.LastUsedAt.After(before)
	})
}
