package app_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/testkit"
)

// A page on another site can make the operator's browser post to the queue
// dashboard with the Basic credential it remembers: a write whose Origin (or
// Referer) is not the platform's own is refused and the queue stays as it
// was; the dashboard's own requests still work.
func TestQueuesDashboardRefusesCrossSiteWrites(t *testing.T) {
	t.Parallel()
	env := testkit.New(t, testkit.WithVar("ADMIN_QUEUES_USER", "ops"), testkit.WithVar("ADMIN_QUEUES_PASSWORD", "s3cret"))
	client := asynq.NewClient(env.App.RedisOpt)
	t.Cleanup(func() { _ = client.Close() })
	_, err := client.Enqueue(asynq.NewTask("test:noop", nil), asynq.Queue("origins"))
	require.NoError(t, err)
	inspector := asynq.NewInspector(env.App.RedisOpt)
	t.Cleanup(func() { _ = inspector.Close() })
	paused := func() bool {
		info, err := inspector.GetQueueInfo("origins")
		require.NoError(t, err)
		return info.Paused
	}

	send := func(method, path string, header map[string]string) (int, string) {
		req, err := http.NewRequest(method, env.URL+"/admin/queues"+path, strings.NewReader(""))
		require.NoError(t, err)
		req.SetBasicAuth("ops", "s3cret")
		for k, v := range header {
			req.Header.Set(k, v)
		}
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	u, err := url.Parse(env.URL)
	require.NoError(t, err)
	sameOrigin := "http://" + u.Host
	for name, header := range map[string]map[string]string{
		"OtherSite":            {"Origin": "https://evil.example", "Content-Type": "application/x-www-form-urlencoded"},
		"OtherPort":            {"Origin": "http://" + u.Hostname() + ":1"},
		"NullOrigin":           {"Origin": "null"},
		"OtherSiteReferer":     {"Referer": "https://evil.example/page.html"},
		"OtherSiteOverReferer": {"Origin": "https://evil.example", "Referer": sameOrigin + "/admin/queues"},
		"ForwardedHTTPS":       {"Origin": sameOrigin, "X-Forwarded-Proto": "https"},
		"Neither":              {},
	} {
		status, body := send(http.MethodPost, "/api/queues/origins:pause", header)
		require.Equal(t, http.StatusForbidden, status, "%s: %s", name, body)
		var e struct{ Detail string }
		require.NoError(t, json.Unmarshal([]byte(body), &e), name)
		require.NotEmpty(t, e.Detail, name)
		require.False(t, paused(), "%s: the queue was paused", name)
	}
	status, body := send(http.MethodDelete, "/api/queues/origins", map[string]string{"Origin": "https://evil.example"})
	require.Equal(t, http.StatusForbidden, status, body)

	// Reads need no Origin; the dashboard's own writes carry it.
	status, body = send(http.MethodGet, "/api/queues/origins", nil)
	require.Equal(t, http.StatusOK, status, body)
	status, body = send(http.MethodPost, "/api/queues/origins:pause", map[string]string{"Origin": sameOrigin})
	require.Equal(t, http.StatusNoContent, status, body)
	require.True(t, paused())
	status, body = send(http.MethodPost, "/api/queues/origins:resume", map[string]string{"Referer": sameOrigin + "/admin/queues/queues/origins"})
	require.Equal(t, http.StatusNoContent, status, body)
	require.False(t, paused())
}
