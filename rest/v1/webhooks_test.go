package v1_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks/webhookstest"
	"voiceagent/rest/v1/webhooksig"
)

func webhooksEnv(t *testing.T) *testkit.Env {
	t.Helper()
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	return testkit.New(t, testkit.WithVar("WEBHOOK_CA_FILE", ca), testkit.WithVar("WEBHOOK_TIMEOUT", "2s"))
}

func TestWebhookEndpoints(t *testing.T) {
	t.Parallel()
	env := webhooksEnv(t)
	org := env.MustOrg("Clínica Sorriso")
	other := env.MustOrg("Other Org")
	_, key := env.MustKey(org.ID, "webhooks:manage")
	_, agentsOnly := env.MustKey(org.ID, "agents:read")
	_, otherKey := env.MustKey(other.ID)
	rc := webhookstest.NewReceiver(webhookstest.OK)
	t.Cleanup(rc.Close)

	r := env.Post("/v1/webhook-endpoints", key, map[string]any{"url": rc.URL, "events": []string{"call.completed"}, "description": "CRM", "unknown_field": 1})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	ep := r.Map(t)
	id := ep["id"].(string)
	secret := ep["secret"].(string)
	require.True(t, strings.HasPrefix(secret, "svcw_"))
	require.Equal(t, rc.URL, ep["url"])
	require.Equal(t, []any{"call.completed"}, ep["events"])
	require.Equal(t, "CRM", ep["description"])
	require.Equal(t, true, ep["active"])
	require.Nil(t, ep["disabled_reason"])
	st := ep["delivery_state"].(map[string]any)
	require.EqualValues(t, 0, st["consecutive_failures"])
	require.Nil(t, st["last_delivery_at"])

	t.Run("SecretShownOnce", func(t *testing.T) {
		r := env.Get("/v1/webhook-endpoints", key)
		require.Equal(t, http.StatusOK, r.Status)
		require.NotContains(t, string(r.Body), secret)
		require.NotContains(t, string(r.Body), `"secret"`)
		m := r.Map(t)
		require.EqualValues(t, 1, m["total"])
		require.Len(t, m["items"], 1)
	})
	t.Run("CreateErrors", func(t *testing.T) {
		cases := map[string]struct {
			body  map[string]any
			field string
			says  string
		}{
			"http":         {map[string]any{"url": "http://example.com/hook", "events": []string{"call.completed"}}, "url", "https"},
			"private":      {map[string]any{"url": "https://10.1.2.3/hook", "events": []string{"call.completed"}}, "url", "private"},
			"metadata":     {map[string]any{"url": "https://169.254.169.254/latest", "events": []string{"call.completed"}}, "url", "metadata"},
			"linkLocal":    {map[string]any{"url": "https://[fe80::1]/hook", "events": []string{"call.completed"}}, "url", "link-local"},
			"noURL":        {map[string]any{"events": []string{"call.completed"}}, "url", "required"},
			"credentials":  {map[string]any{"url": "https://u:p@example.com/", "events": []string{"call.completed"}}, "url", "password"},
			"unknownEvent": {map[string]any{"url": rc.URL, "events": []string{"call.exploded"}}, "events", "call.exploded"},
			"ping":         {map[string]any{"url": rc.URL, "events": []string{"ping"}}, "events", "ping"},
			"noEvents":     {map[string]any{"url": rc.URL, "events": []string{}}, "events", "at least one"},
			"missing":      {map[string]any{"url": rc.URL}, "events", "required"},
			"longDesc":     {map[string]any{"url": rc.URL, "events": []string{"call.completed"}, "description": strings.Repeat("x", 1001)}, "description", "1000"},
		}
		for name, c := range cases {
			r := env.Post("/v1/webhook-endpoints", key, c.body)
			require.Equal(t, http.StatusBadRequest, r.Status, name+": "+string(r.Body))
			require.Contains(t, r.Detail(t), c.field, name)
			require.Contains(t, r.Detail(t), c.says, name)
		}
		r := env.Post("/v1/webhook-endpoints", key, map[string]any{"url": rc.URL, "events": "call.completed"})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "events")
		r = env.Do(testkit.Request{Method: "POST", Path: "/v1/webhook-endpoints", Key: key, Body: []byte("url=x"), Header: map[string]string{"Content-Type": "text/plain"}})
		require.Equal(t, http.StatusUnsupportedMediaType, r.Status)
		r = env.Post("/v1/webhook-endpoints", agentsOnly, map[string]any{"url": rc.URL, "events": []string{"call.completed"}})
		require.Equal(t, http.StatusForbidden, r.Status)
		require.Contains(t, r.Detail(t), "webhooks:manage")
		r = env.Post("/v1/webhook-endpoints", "", map[string]any{"url": rc.URL, "events": []string{"call.completed"}})
		require.Equal(t, http.StatusUnauthorized, r.Status)
		r = env.Get("/v1/webhook-endpoints", agentsOnly)
		require.Equal(t, http.StatusForbidden, r.Status)
	})
	t.Run("ListPagination", func(t *testing.T) {
		for range 2 {
			r := env.Post("/v1/webhook-endpoints", key, map[string]any{"url": rc.URL, "events": []string{"booking.created"}})
			require.Equal(t, http.StatusCreated, r.Status)
		}
		r := env.Get("/v1/webhook-endpoints?limit=2&offset=1", key)
		require.Equal(t, http.StatusOK, r.Status)
		m := r.Map(t)
		require.EqualValues(t, 3, m["total"])
		require.EqualValues(t, 2, m["limit"])
		require.EqualValues(t, 1, m["offset"])
		require.Nil(t, m["next_cursor"])
		require.Len(t, m["items"], 2)
		r = env.Get("/v1/webhook-endpoints?cursor=start", key)
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "cursor")
		r = env.Get("/v1/webhook-endpoints?limit=0", key)
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = env.Get("/v1/webhook-endpoints", otherKey)
		require.EqualValues(t, 0, r.Map(t)["total"], "another organization sees none of them")
	})
	t.Run("Patch", func(t *testing.T) {
		r := env.Do(testkit.Request{Method: "PATCH", Path: "/v1/webhook-endpoints/" + id, Key: key,
			Body: map[string]any{"events": []string{"booking.created", "call.completed", "booking.created"}, "description": "  CRM v2 "}})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		m := r.Map(t)
		require.Equal(t, []any{"booking.created", "call.completed"}, m["events"])
		require.Equal(t, "CRM v2", m["description"])
		require.Equal(t, rc.URL, m["url"])
		require.Nil(t, m["secret"])
		for body, field := range map[string]string{`{"url":"http://x.example/"}`: "url", `{"events":["nope"]}`: "events", `{}`: "url", `{"active":"yes"}`: "active"} {
			r := env.Do(testkit.Request{Method: "PATCH", Path: "/v1/webhook-endpoints/" + id, Key: key, Body: []byte(body)})
			require.Equal(t, http.StatusBadRequest, r.Status, body)
			require.Contains(t, r.Detail(t), field, body)
		}
		moved := rc.Server.URL + "/v2/hooks"
		r = env.Do(testkit.Request{Method: "PATCH", Path: "/v1/webhook-endpoints/" + id, Key: key, Body: map[string]any{"url": moved}})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, moved, r.Map(t)["url"])
		r = env.Do(testkit.Request{Method: "PATCH", Path: "/v1/webhook-endpoints/" + id, Key: key, Body: map[string]any{"url": "https://10.0.0.8/"}})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "private")
		r = env.Do(testkit.Request{Method: "PATCH", Path: "/v1/webhook-endpoints/" + id, Key: key, Body: map[string]any{"url": rc.URL}})
		require.Equal(t, http.StatusOK, r.Status)
		r = env.Do(testkit.Request{Method: "PATCH", Path: "/v1/webhook-endpoints/" + id, Key: key, Body: map[string]any{"active": false}})
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, false, r.Map(t)["active"])
		require.Contains(t, r.Map(t)["disabled_reason"], "disabled through the API")
		r = env.Do(testkit.Request{Method: "PATCH", Path: "/v1/webhook-endpoints/" + id, Key: key, Body: map[string]any{"active": true}})
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, true, r.Map(t)["active"])
		require.Nil(t, r.Map(t)["disabled_reason"])
	})
	t.Run("Ping", func(t *testing.T) {
		r := env.Post("/v1/webhook-endpoints/"+id+"/test", key, nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		m := r.Map(t)
		require.Equal(t, true, m["delivered"])
		require.EqualValues(t, 200, m["status_code"])
		require.Nil(t, m["error"])
		got := rc.Requests()
		require.NotEmpty(t, got)
		last := got[len(got)-1]
		require.Equal(t, "ping", last.Header.Get("X-Service-Event"))
		require.Equal(t, m["delivery_id"], last.Header.Get("X-Service-Delivery"))
		require.NoError(t, webhooksig.VerifyRequest(secret, &http.Request{Header: last.Header}, last.Body, time.Now()))
		require.NoError(t, webhookstest.CheckSignature(secret, last, time.Now()))
		require.Equal(t, "ping", last.Envelope.Event)

		// the state shows the ping; a failing ping answers 200 with delivered false
		rc.SetRespond(webhookstest.Status(http.StatusInternalServerError))
		r = env.Post("/v1/webhook-endpoints/"+id+"/test", key, nil)
		require.Equal(t, http.StatusOK, r.Status)
		m = r.Map(t)
		require.Equal(t, false, m["delivered"])
		require.EqualValues(t, 500, m["status_code"])
		require.Equal(t, "HTTP status 500", m["error"])
		rc.SetRespond(webhookstest.OK)
		list := env.Get("/v1/webhook-endpoints?limit=1", key).Map(t)
		st := list["items"].([]any)[0].(map[string]any)["delivery_state"].(map[string]any)
		require.EqualValues(t, 0, st["consecutive_failures"], "pings never count")
		require.EqualValues(t, 500, st["last_status_code"])
		require.Equal(t, "HTTP status 500", st["last_error"])
		require.NotNil(t, st["last_success_at"])
		require.NotNil(t, st["last_delivery_at"])
	})
	t.Run("PingUnreachable", func(t *testing.T) {
		dead := webhookstest.NewReceiver(webhookstest.OK)
		r := env.Post("/v1/webhook-endpoints", key, map[string]any{"url": dead.URL, "events": []string{"call.completed"}})
		require.Equal(t, http.StatusCreated, r.Status)
		dead.Close()
		r = env.Post("/v1/webhook-endpoints/"+r.Map(t)["id"].(string)+"/test", key, nil)
		require.Equal(t, http.StatusOK, r.Status)
		m := r.Map(t)
		require.Equal(t, false, m["delivered"])
		require.Nil(t, m["status_code"])
		require.Contains(t, m["error"], "refused")
	})
	t.Run("UnresolvableHostAccepted", func(t *testing.T) {
		// Registration refuses blocked addresses, not names that do not
		// resolve yet; their deliveries fail at dial time like any outage.
		r := env.Post("/v1/webhook-endpoints", key, map[string]any{"url": "https://receiver.invalid/hooks", "events": []string{"booking.created"}})
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		r = env.Post("/v1/webhook-endpoints/"+r.Map(t)["id"].(string)+"/test", key, nil)
		require.Equal(t, http.StatusOK, r.Status)
		m := r.Map(t)
		require.Equal(t, false, m["delivered"])
		require.NotEmpty(t, m["error"])
	})
	t.Run("CrossOrganization404", func(t *testing.T) {
		for _, req := range []testkit.Request{
			{Method: "PATCH", Path: "/v1/webhook-endpoints/" + id, Key: otherKey, Body: map[string]any{"description": "x"}},
			{Method: "DELETE", Path: "/v1/webhook-endpoints/" + id, Key: otherKey},
			{Method: "POST", Path: "/v1/webhook-endpoints/" + id + "/test", Key: otherKey},
			{Method: "PATCH", Path: "/v1/webhook-endpoints/not-a-uuid", Key: key, Body: map[string]any{"description": "x"}},
			{Method: "DELETE", Path: "/v1/webhook-endpoints/not-a-uuid", Key: key},
			{Method: "POST", Path: "/v1/webhook-endpoints/00000000-0000-0000-0000-000000000000/test", Key: key},
		} {
			r := env.Do(req)
			require.Equal(t, http.StatusNotFound, r.Status, req.Method+" "+req.Path)
		}
		r := env.Do(testkit.Request{Method: "DELETE", Path: "/v1/webhook-endpoints/" + id, Key: agentsOnly})
		require.Equal(t, http.StatusForbidden, r.Status, "the scope is checked before the id")
		r = env.Do(testkit.Request{Method: "DELETE", Path: "/v1/webhook-endpoints/not-a-uuid", Key: agentsOnly})
		require.Equal(t, http.StatusForbidden, r.Status)
	})
	t.Run("Delete", func(t *testing.T) {
		r := env.Do(testkit.Request{Method: "DELETE", Path: "/v1/webhook-endpoints/" + id, Key: key})
		require.Equal(t, http.StatusNoContent, r.Status)
		r = env.Do(testkit.Request{Method: "DELETE", Path: "/v1/webhook-endpoints/" + id, Key: key})
		require.Equal(t, http.StatusNotFound, r.Status)
		r = env.Post("/v1/webhook-endpoints/"+id+"/test", key, nil)
		require.Equal(t, http.StatusNotFound, r.Status)
	})
}

// An organization may register at most WEBHOOK_MAX_ENDPOINTS endpoints; one
// more is a 409 whose detail says why, and another organization is not
// affected. Deleting one makes room again.
func TestWebhookEndpointLimit(t *testing.T) {
	t.Parallel()
	env := testkit.New(t, testkit.WithVar("WEBHOOK_MAX_ENDPOINTS", "2"))
	org := env.MustOrg("Many Hooks")
	other := env.MustOrg("Other")
	_, key := env.MustKey(org.ID, "webhooks:manage")
	_, otherKey := env.MustKey(other.ID, "webhooks:manage")
	body := map[string]any{"url": "https://hooks.example.com/in", "events": []string{"call.completed"}}
	var first string
	for i := range 2 {
		r := env.Post("/v1/webhook-endpoints", key, body)
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		if i == 0 {
			first = r.Map(t)["id"].(string)
		}
	}
	r := env.Post("/v1/webhook-endpoints", key, body)
	require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
	require.Contains(t, r.Map(t)["detail"], "already has 2 webhook endpoints")
	r = env.Post("/v1/webhook-endpoints", otherKey, body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	r = env.Do(testkit.Request{Method: http.MethodDelete, Path: "/v1/webhook-endpoints/" + first, Key: key})
	require.Equal(t, http.StatusNoContent, r.Status)
	r = env.Post("/v1/webhook-endpoints", key, body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
}
