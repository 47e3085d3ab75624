package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/testkit"
)

type cli struct {
	t    *testing.T
	vars map[string]string
}

func newCLI(t *testing.T) *cli {
	return &cli{t: t, vars: map[string]string{
		"DATABASE_URL": testkit.DatabaseURL(t),
		"REDIS_URL":    testkit.RedisURL(t),
		"LOG_LEVEL":    "warn",
	}}
}

func (c *cli) run(args ...string) (string, string, error) {
	var out, errb bytes.Buffer
	err := run(context.Background(), args, func(k string) string { return c.vars[k] }, &out, &errb)
	return out.String(), errb.String(), err
}

func (c *cli) mustJSON(args ...string) map[string]any {
	c.t.Helper()
	out, stderr, err := c.run(args...)
	require.NoError(c.t, err, stderr)
	var m map[string]any
	require.NoError(c.t, json.Unmarshal([]byte(out), &m), out)
	require.Equal(c.t, 1, strings.Count(strings.TrimSpace(out), "\n")+1, "one JSON object on one line")
	return m
}

func TestAdminCommands(t *testing.T) {
	t.Parallel()
	c := newCLI(t)

	org := c.mustJSON("admin", "org", "create", "--name", "Clínica Sorriso")
	require.Equal(t, "Clínica Sorriso", org["name"])
	require.Equal(t, "clinica-sorriso", org["slug"])
	orgID := org["id"].(string)
	require.NoError(t, uuid.Validate(orgID))

	t.Run("OrgWithSlug", func(t *testing.T) {
		o := c.mustJSON("admin", "org", "create", "--name", "Other", "--slug", "other-co")
		require.Equal(t, "other-co", o["slug"])
		_, _, err := c.run("admin", "org", "create", "--name", "Again", "--slug", "other-co")
		require.ErrorContains(t, err, "already exists")
	})
	t.Run("OrgErrors", func(t *testing.T) {
		_, _, err := c.run("admin", "org", "create")
		require.ErrorContains(t, err, "--name is required")
		_, _, err = c.run("admin", "org", "create", "--name", "X", "--slug", "Bad Slug")
		require.ErrorContains(t, err, "slug")
		_, _, err = c.run("admin", "org", "suspend", "nope")
		require.ErrorContains(t, err, "UUID")
		_, _, err = c.run("admin", "org", "suspend", uuid.NewString())
		require.ErrorContains(t, err, "not found")
	})

	key := c.mustJSON("admin", "key", "create", "--org", orgID, "--name", "CRM", "--description", "sync",
		"--scopes", "agents:read, calls:read", "--expires-at", "2031-01-02T03:04:05Z", "--rate-limit", "300")
	require.Equal(t, "CRM", key["name"])
	full := key["key"].(string)
	require.True(t, strings.HasPrefix(full, "svc_"))
	require.Equal(t, "svc_..."+full[len(full)-4:], key["key_preview"])
	require.Equal(t, []any{"agents:read", "calls:read"}, key["scopes"])
	require.Equal(t, "2031-01-02T03:04:05Z", key["expires_at"])
	require.Equal(t, float64(300), key["rate_limit_per_minute"])
	require.NotEmpty(t, key["created_at"])
	require.NotEmpty(t, key["id"])

	t.Run("KeyDefaults", func(t *testing.T) {
		k := c.mustJSON("admin", "key", "create", "--org", orgID, "--name", "full")
		require.Equal(t, []any{}, k["scopes"])
		require.Nil(t, k["expires_at"])
		require.Nil(t, k["rate_limit_per_minute"])
	})
	t.Run("KeyErrors", func(t *testing.T) {
		_, _, err := c.run("admin", "key", "create", "--org", orgID, "--name", "x", "--scopes", "agents:read,calls:delete")
		require.ErrorContains(t, err, "unknown scope calls:delete")
		require.Equal(t, 2, exitCode(err))
		_, _, err = c.run("admin", "key", "create", "--org", orgID, "--name", "x", "--expires-at", "tomorrow")
		require.ErrorContains(t, err, "RFC 3339")
		_, _, err = c.run("admin", "key", "create", "--org", orgID, "--name", "x", "--rate-limit", "0")
		require.ErrorContains(t, err, "rate_limit_per_minute")
		_, _, err = c.run("admin", "key", "create", "--org", "x", "--name", "x")
		require.ErrorContains(t, err, "--org")
		_, _, err = c.run("admin", "key", "create", "--org", uuid.NewString(), "--name", "x")
		require.ErrorContains(t, err, "not found")
		_, _, err = c.run("admin", "key", "create", "--org", orgID)
		require.ErrorContains(t, err, "name")
		_, _, err = c.run("admin", "key", "revoke", uuid.NewString())
		require.ErrorContains(t, err, "not found")
	})
	t.Run("SuspendUnsuspendRevoke", func(t *testing.T) {
		s := c.mustJSON("admin", "org", "suspend", orgID)
		require.Equal(t, true, s["suspended"])
		s = c.mustJSON("admin", "org", "unsuspend", orgID)
		require.Equal(t, false, s["suspended"])
		r := c.mustJSON("admin", "key", "revoke", key["id"].(string))
		require.NotNil(t, r["revoked_at"])
	})
	t.Run("UnknownCommand", func(t *testing.T) {
		_, _, err := c.run("admin", "frobnicate")
		require.Equal(t, 2, exitCode(err))
	})
	t.Run("StrayArgumentIsAUsageError", func(t *testing.T) {
		_, _, err := c.run("admin", "org", "create", "--name", "Stray", "extra")
		require.Equal(t, 2, exitCode(err))
		require.ErrorContains(t, err, `unexpected argument "extra"`)
	})
	t.Run("HelpIsNotAFailure", func(t *testing.T) {
		_, stderr, err := c.run("admin", "org", "create", "-h")
		require.NoError(t, err)
		require.Contains(t, stderr, "-name")
	})
}

// serve migrates, creates the demo organization on an empty database, prints
// a working key and curl line, serves, and stops cleanly on cancellation.
func TestServeFirstStart(t *testing.T) {
	t.Parallel()
	c := newCLI(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	ln.Close()
	c.vars["HTTP_ADDR"] = addr
	c.vars["LOG_LEVEL"] = "info"

	ctx, cancel := context.WithCancel(context.Background())
	var out, errb safeBuffer
	done := make(chan error, 1)
	go func() { done <- run(ctx, []string{"serve"}, func(k string) string { return c.vars[k] }, &out, &errb) }()

	var key string
	testkit.Eventually(t, 30*time.Second, "demo key", func() bool {
		s := out.String()
		if i := strings.Index(s, "Bearer svc_"); i >= 0 {
			key = s[i+7 : i+7+44]
			return true
		}
		return false
	})
	require.Contains(t, out.String(), fmt.Sprintf("http://%s/v1/me", addr))
	testkit.Eventually(t, 10*time.Second, "API up", func() bool {
		resp, err := http.Get("http://" + addr + "/healthz")
		if err == nil {
			resp.Body.Close()
		}
		return err == nil && resp.StatusCode == 200
	})
	// The banner and the log say where the app is and how to sign in.
	require.Contains(t, out.String(), fmt.Sprintf(`Backoffice app: http://%s/app/ (sign in as "demo" with the development issuer)`, addr))
	testkit.Eventually(t, 10*time.Second, "app URL logged", func() bool {
		return strings.Contains(errb.String(), fmt.Sprintf("backoffice app: http://%s/app/ (sign in as demo with the development issuer)", addr))
	})
	req, _ := http.NewRequest("GET", "http://"+addr+"/v1/me", nil)
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, 200, resp.StatusCode)

	cancel()
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not stop after cancellation")
	}
	// A second start on the same database creates nothing new.
	out2, _, err := c.runWithTimeout(2*time.Second, "serve")
	require.NoError(t, err)
	require.NotContains(t, out2, "svc_")
}

func (c *cli) runWithTimeout(d time.Duration, args ...string) (string, string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	var out, errb bytes.Buffer
	err := run(ctx, args, func(k string) string { return c.vars[k] }, &out, &errb)
	return out.String(), errb.String(), err
}

func TestMigrateCommand(t *testing.T) {
	t.Parallel()
	c := newCLI(t)
	_, stderr, err := c.run("migrate")
	require.NoError(t, err)
	require.Contains(t, stderr, "migrations applied")
	c.vars["RATE_LIMIT_PER_MINUTE"] = "zero"
	_, _, err = c.run("migrate")
	require.ErrorContains(t, err, "RATE_LIMIT_PER_MINUTE")
}
