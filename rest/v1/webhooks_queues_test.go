package v1_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/testkit"
)

// The operators' Asynq dashboard at /admin/queues: behind the operator
// credential, and not mounted at all without one.
func TestQueuesDashboard(t *testing.T) {
	t.Parallel()
	env := testkit.New(t, testkit.WithVar("ADMIN_QUEUES_USER", "ops"), testkit.WithVar("ADMIN_QUEUES_PASSWORD", "s3cret"))
	get := func(url, user, pass string) (*http.Response, string) {
		req, err := http.NewRequest(http.MethodGet, url, nil)
		require.NoError(t, err)
		if user != "" {
			req.SetBasicAuth(user, pass)
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, string(b)
	}
	resp, _ := get(env.URL+"/admin/queues", "", "")
	require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	require.Contains(t, resp.Header.Get("WWW-Authenticate"), "Basic")
	resp, _ = get(env.URL+"/admin/queues", "ops", "wrong")
	require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	resp, _ = get(env.URL+"/admin/queues", "intruder", "s3cret")
	require.Equal(t, http.StatusUnauthorized, resp.StatusCode)
	resp, body := get(env.URL+"/admin/queues", "ops", "s3cret")
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Contains(t, strings.ToLower(body), "<html")
	// the dashboard's API lists the queues named by purpose
	resp, body = get(env.URL+"/admin/queues/api/queues", "ops", "s3cret")
	require.Equal(t, http.StatusOK, resp.StatusCode, body)

	t.Run("NotMountedWithoutPassword", func(t *testing.T) {
		bare := testkit.New(t)
		resp, _ := get(bare.URL+"/admin/queues", "ops", "s3cret")
		require.Equal(t, http.StatusNotFound, resp.StatusCode)
	})
}
