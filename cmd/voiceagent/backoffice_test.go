package main

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/testkit"
)

// admin token signs with the development issuer; the platform verifies the
// token through its JWKS code path, and admin member gives it a membership.
func TestAdminTokenAndMembers(t *testing.T) {
	t.Parallel()
	c := newCLI(t)
	org := c.mustJSON("admin", "org", "create", "--name", "Acme")
	orgID := org["id"].(string)

	m := c.mustJSON("admin", "member", "add", "--org", orgID, "--subject", "ana", "--email", "ana@example.com", "--name", "Ana", "--role", "owner")
	require.Equal(t, "owner", m["role"])
	require.Equal(t, "ana@example.com", m["email"])
	require.Equal(t, orgID, m["organization_id"])
	c.mustJSON("admin", "member", "add", "--org", orgID, "--subject", "bo", "--role", "viewer")

	tok := c.mustJSON("admin", "token", "--subject", "ana", "--ttl", "10m")
	exp, err := time.Parse(time.RFC3339, tok["expires_at"].(string))
	require.NoError(t, err)
	require.WithinDuration(t, time.Now().Add(10*time.Minute), exp, 5*time.Second)

	env := testkit.New(t, testkit.WithVar("DATABASE_URL", c.vars["DATABASE_URL"]), testkit.WithVar("REDIS_URL", c.vars["REDIS_URL"]))
	r := env.SessionFor(tok["token"].(string), "").Do("GET", "/api/v1/organizations/members", nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var list struct{ Total int }
	r.JSON(t, &list)
	require.Equal(t, 2, list.Total)
	jwks := env.Do(testkit.Request{Method: "GET", Path: "/auth/dev/jwks.json"})
	require.Equal(t, http.StatusOK, jwks.Status)
	require.Contains(t, string(jwks.Body), `"OKP"`)

	t.Run("Errors", func(t *testing.T) {
		for _, args := range [][]string{
			{"admin", "token"},
			{"admin", "token", "--subject", "a", "--ttl", "0s"},
			{"admin", "member", "add", "--org", orgID, "--subject", "x", "--role", "god"},
			{"admin", "member", "add", "--org", "nope", "--subject", "x", "--role", "viewer"},
			{"admin", "member", "add", "--org", orgID, "--role", "viewer"},
			{"admin", "member", "remove", "--org", orgID},
		} {
			_, _, err := c.run(args...)
			require.Error(t, err, args)
			require.Equal(t, 2, exitCode(err), "%v: %v", args, err)
		}
		_, _, err := c.run("admin", "member", "remove", "--org", orgID, "--subject", "ana")
		require.ErrorContains(t, err, "last owner")
		_, _, err = c.run("admin", "member", "add", "--org", orgID, "--subject", "bo", "--role", "admin")
		require.ErrorContains(t, err, "already a member")
	})
	t.Run("Remove", func(t *testing.T) {
		out := c.mustJSON("admin", "member", "remove", "--org", orgID, "--subject", "bo")
		require.Equal(t, true, out["removed"])
		_, _, err := c.run("admin", "member", "remove", "--org", orgID, "--subject", "bo")
		require.ErrorContains(t, err, "not found")
	})
	t.Run("RefusedWithIdentityService", func(t *testing.T) {
		c2 := &cli{t: t, vars: map[string]string{"AUTH_JWKS_URL": "https://id.example.com/jwks.json", "DATABASE_URL": c.vars["DATABASE_URL"], "REDIS_URL": c.vars["REDIS_URL"]}}
		_, _, err := c2.run("admin", "token", "--subject", "ana")
		require.Equal(t, 2, exitCode(err))
		require.ErrorContains(t, err, "AUTH_JWKS_URL is set")
	})
}
