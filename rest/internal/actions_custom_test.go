package internal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks/webhookstest"
)

// The secret of the test actions: a "/" and a "+" so it is escaped
// differently in a path, a query and a header.
const customSecret = "s3cr3t/value+1"

// newCustomFixture is newActionsFixture on a platform that trusts the
// httptest certificate (WEBHOOK_CA_FILE, which custom actions share with
// webhook deliveries) and may reach 127.0.0.1, where the test targets
// listen (::1 too, where localhost resolves to both).
func newCustomFixture(t testing.TB, opts ...testkit.Option) *actionsFixture {
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	env, id := testkit.NewBackoffice(t, append([]testkit.Option{testkit.WithVar("WEBHOOK_CA_FILE", ca),
		testkit.WithVar("EGRESS_ALLOW_PRIVATE", "127.0.0.1/32,::1/128")}, opts...)...)
	org := env.MustOrg("Actions")
	other := env.MustOrg("Elsewhere")
	a, err := env.App.Agents.Create(env.System(org.ID), agents.CreateInput{Name: "Front", AgentType: "inbound", EditingMode: "flow"})
	require.NoError(t, err)
	return &actionsFixture{env: env,
		viewer: env.Session(id, org.ID, auth.RoleViewer), editor: env.Session(id, org.ID, auth.RoleEditor),
		admn: env.Session(id, org.ID, auth.RoleAdmin), stranger: env.Session(id, other.ID, auth.RoleAdmin),
		agentID: a.ID.String()}
}

// seen is one request a target received.
type seen struct {
	Method, Path, Query, Body string
	Header                    http.Header
}

// target is the organization's HTTP endpoint: a TLS server that records
// what it receives. /leads/... answers JSON built from the request (the
// Authorization header echoed, so masking shows), /slow answers after ten
// seconds or when the client gives up, /fail answers 503 with the header
// echoed.
type target struct {
	srv  *httptest.Server
	hits atomic.Int64
	mu   sync.Mutex
	last seen
}

func newTarget(t testing.TB) *target {
	tg := &target{}
	tg.srv = httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tg.hits.Add(1)
		body, _ := io.ReadAll(r.Body)
		tg.mu.Lock()
		tg.last = seen{Method: r.Method, Path: r.URL.EscapedPath(), Query: r.URL.RawQuery, Body: string(body), Header: r.Header.Clone()}
		tg.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		switch {
		case strings.HasPrefix(r.URL.Path, "/leads/"):
			var in struct{ Name string }
			_ = json.Unmarshal(body, &in)
			_ = json.NewEncoder(w).Encode(map[string]any{
				"data":  map[string]any{"id": "L-" + in.Name, "n": 7, "auth": r.Header.Get("Authorization"), "none": nil},
				"items": []any{map[string]any{"name": "first"}},
			})
		case r.URL.Path == "/slow":
			// Far beyond any timeout the tests set: on a loaded machine
			// (the race detector) a client stalled past a short wait could
			// find both the answer and its deadline ready.
			select {
			case <-time.After(10 * time.Second):
			case <-r.Context().Done():
			}
			_, _ = io.WriteString(w, `{}`)
		default:
			w.WriteHeader(http.StatusServiceUnavailable)
			_ = json.NewEncoder(w).Encode(map[string]any{"error": "down", "auth": r.Header.Get("Authorization")})
		}
	}))
	t.Cleanup(tg.srv.Close)
	return tg
}

func (tg *target) seen() seen {
	tg.mu.Lock()
	defer tg.mu.Unlock()
	return tg.last
}

// leadAction is a custom action reading variables in its path, query,
// header and body and a secret in its query, header and body.
func leadAction(base string) map[string]any {
	return map[string]any{
		"name": "CRM lead", "method": "POST",
		"url":              base + "/leads/{{lead}}?src={{source}}&key={{secrets.token}}",
		"headers":          map[string]any{"Authorization": "Bearer {{secrets.token}}", "X-Source": "{{source}}"},
		"body":             `{"name":"{{name}}","key":"{{secrets.token}}"}`,
		"secrets":          map[string]any{"token": customSecret},
		"response_mapping": map[string]any{"leadid": "data.id", "count": "data.n", "auth": "data.auth", "first": "items.0.name", "absent": "data.nope"},
		"timeout_ms":       5000,
	}
}

func createCustom(t testing.TB, s *testkit.Session, body map[string]any) string {
	t.Helper()
	r := s.Do("POST", "/api/v1/actions/custom-actions", body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.Map(t)["id"].(string)
}

// customOp posts one operation on REST.
func customOp(s *testkit.Session, id, op string, body any) *testkit.Response {
	return s.Do("POST", "/api/v1/actions/custom-actions/"+id+"/"+op, body)
}

const (
	simulateGQL   = `mutation($id: ID!, $in: CustomActionVariablesInput) { simulateCustomAction(id: $id, input: $in) { request { method url headers body } } }`
	executeGQL    = `mutation($id: ID!, $in: CustomActionVariablesInput) { executeCustomAction(id: $id, input: $in) { success statusCode durationMs variables error } }`
	initializeGQL = `mutation($id: ID!, $in: CustomActionVariablesInput) { initializeCustomAction(id: $id, input: $in) { valid sampleResponse variables error } }`
)

// withoutKey drops one key of a JSON object (a duration, which two sends
// never share).
func withoutKey(t *testing.T, raw []byte, key string) []byte {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal(raw, &m))
	require.Contains(t, m, key)
	delete(m, key)
	out, err := json.Marshal(m)
	require.NoError(t, err)
	return out
}

func TestCustomActionOperationsBothDoors(t *testing.T) {
	t.Parallel()
	f := newCustomFixture(t)
	tg := newTarget(t)
	id := createCustom(t, f.editor, leadAction(tg.srv.URL))
	vars := map[string]any{"lead": "a/b", "source": "web site", "name": "Ana"}
	in := map[string]any{"id": id, "in": map[string]any{"variables": vars}}

	t.Run("Simulate", func(t *testing.T) {
		before := tg.hits.Load()
		rest := customOp(f.viewer, id, "simulate", map[string]any{"variables": vars})
		require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
		require.NotContains(t, string(rest.Body), "s3cr3t", "no secret, escaped or not")
		var sim struct {
			Request struct {
				Method, URL, Body string
				Headers           map[string]string
			}
		}
		rest.JSON(t, &sim)
		require.Equal(t, "POST", sim.Request.Method)
		require.Equal(t, tg.srv.URL+"/leads/a%2Fb?src=web+site&key=****", sim.Request.URL)
		require.Equal(t, map[string]string{"Authorization": "Bearer ****", "X-Source": "web site"}, sim.Request.Headers)
		require.Equal(t, `{"name":"Ana","key":"****"}`, sim.Request.Body)

		var data map[string]json.RawMessage
		f.viewer.GraphQL(simulateGQL, in).Decode(t, &data)
		sameJSON(t, rest.Body, data["simulateCustomAction"])
		require.Equal(t, before, tg.hits.Load(), "simulate sends nothing")

		// No body (sized or chunked), or {}, is no variables: unset
		// placeholders are empty.
		for _, body := range []any{nil, io.MultiReader(), map[string]any{}} {
			r := customOp(f.viewer, id, "simulate", body)
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))
			r.JSON(t, &sim)
			require.Equal(t, tg.srv.URL+"/leads/?src=&key=****", sim.Request.URL)
		}
		f.viewer.GraphQL(`mutation($id: ID!) { simulateCustomAction(id: $id) { request { url } } }`, map[string]any{"id": id}).Decode(t, &data)
		require.Contains(t, string(data["simulateCustomAction"]), "/leads/?src=")
	})

	t.Run("Execute", func(t *testing.T) {
		rest := customOp(f.editor, id, "execute", map[string]any{"variables": vars})
		require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
		require.NotContains(t, string(rest.Body), "s3cr3t")
		var res struct {
			Success    bool
			StatusCode int `json:"status_code"`
			Variables  map[string]any
			Error      string
		}
		rest.JSON(t, &res)
		require.True(t, res.Success, string(rest.Body))
		require.Equal(t, 200, res.StatusCode)
		require.Empty(t, res.Error)
		require.Equal(t, map[string]any{"leadid": "L-Ana", "count": float64(7), "auth": "Bearer ****", "first": "first"}, res.Variables,
			"mapped values keep their JSON types; a path the answer lacks is left out; an echoed secret is masked")
		require.Contains(t, rest.Map(t), "duration_ms")

		// What the target received: values escaped where they went, the
		// secret itself, the default content type.
		got := tg.seen()
		require.Equal(t, "POST", got.Method)
		require.Equal(t, "/leads/a%2Fb", got.Path)
		require.Equal(t, "src=web+site&key=s3cr3t%2Fvalue%2B1", got.Query)
		require.Equal(t, "Bearer "+customSecret, got.Header.Get("Authorization"))
		require.Equal(t, "web site", got.Header.Get("X-Source"))
		require.Equal(t, "application/json", got.Header.Get("Content-Type"))
		require.Equal(t, `{"name":"Ana","key":"`+customSecret+`"}`, got.Body)

		// The same send on GraphQL answers the same, but for its duration.
		var data map[string]json.RawMessage
		f.editor.GraphQL(executeGQL, in).Decode(t, &data)
		sameJSON(t, withoutKey(t, rest.Body, "duration_ms"), withoutKey(t, data["executeCustomAction"], "durationMs"))
	})

	t.Run("Initialize", func(t *testing.T) {
		rest := customOp(f.editor, id, "initialize", map[string]any{"variables": vars})
		require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
		require.NotContains(t, string(rest.Body), "s3cr3t")
		require.JSONEq(t, `{"valid": true,
			"sample_response": {"data": {"id": "L-Ana", "n": 7, "auth": "Bearer ****", "none": null}, "items": [{"name": "first"}]},
			"variables": {"leadid": "L-Ana", "count": 7, "auth": "Bearer ****", "first": "first"}}`, string(rest.Body))
		var data map[string]json.RawMessage
		f.editor.GraphQL(initializeGQL, in).Decode(t, &data)
		sameJSON(t, rest.Body, data["initializeCustomAction"])
	})

	t.Run("RunOnACall", func(t *testing.T) {
		// What a conversation's action node calls, as the platform.
		res, err := f.env.App.Actions.RunCustomAction(context.Background(), uuid.MustParse(f.editor.Org), uuid.MustParse(id),
			map[string]string{"lead": "7", "source": "call", "name": "Bo"})
		require.NoError(t, err)
		require.True(t, res.Success, res.Error)
		require.Equal(t, "L-Bo", res.Variables["leadid"])
		require.Equal(t, "/leads/7", tg.seen().Path)
		_, err = f.env.App.Actions.RunCustomAction(context.Background(), uuid.MustParse(f.stranger.Org), uuid.MustParse(id), nil)
		testkit.RequireCode(t, err, apperr.NotFound)
	})

	// Nor in the platform's logs, of any of these sends.
	require.NotContains(t, f.env.Logs(), "s3cr3t")
}

func TestCustomActionFailingTargets(t *testing.T) {
	t.Parallel()
	f := newCustomFixture(t)
	tg := newTarget(t)

	// A port nothing listens on.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	closed := "https://" + ln.Addr().String()
	require.NoError(t, ln.Close())

	cases := []struct {
		name, url string
		timeoutMS int
		status    float64
		errorHas  string
	}{
		{"Timeout", tg.srv.URL + "/slow", 100, 0, "timed out after 100 ms"},
		{"Non2xx", tg.srv.URL + "/fail?key={{secrets.token}}", 5000, 503, "answered 503 Service Unavailable"},
		{"Refused", closed + "/x/{{secrets.token}}", 5000, 0, "connection refused"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			id := createCustom(t, f.editor, map[string]any{"name": c.name, "method": "GET", "url": c.url,
				"headers": map[string]any{"Authorization": "Bearer {{secrets.token}}"}, "secrets": map[string]any{"token": customSecret},
				"response_mapping": map[string]any{"x": "error"}, "timeout_ms": c.timeoutMS})
			for _, s := range []*testkit.Session{f.editor, f.admn} {
				r := customOp(s, id, "execute", nil)
				require.Equal(t, http.StatusOK, r.Status, "a failing target is not a failing request: %s", r.Body)
				require.NotContains(t, string(r.Body), "s3cr3t")
				m := r.Map(t)
				require.Equal(t, false, m["success"])
				require.Equal(t, c.status, m["status_code"])
				require.Contains(t, m["error"], c.errorHas)
				require.Equal(t, map[string]any{}, m["variables"], "nothing mapped from a failure")
			}
			var data map[string]map[string]any
			f.editor.GraphQL(executeGQL, map[string]any{"id": id}).Decode(t, &data)
			require.Equal(t, false, data["executeCustomAction"]["success"])
			require.Contains(t, data["executeCustomAction"]["error"], c.errorHas)

			init := customOp(f.editor, id, "initialize", map[string]any{})
			require.Equal(t, http.StatusOK, init.Status, string(init.Body))
			require.NotContains(t, string(init.Body), "s3cr3t")
			m := init.Map(t)
			require.Equal(t, false, m["valid"])
			require.Contains(t, m["error"], c.errorHas)
			if c.status == 503 {
				// The failing answer is shown, the echoed secret masked.
				require.Equal(t, map[string]any{"error": "down", "auth": "Bearer ****"}, m["sample_response"])
			} else {
				require.Nil(t, m["sample_response"])
			}
		})
	}
}

func TestCustomActionEgress(t *testing.T) {
	t.Parallel()
	f := newCustomFixture(t)
	// The same platform with no private range open, as in production.
	strict := f.env.Replica(testkit.WithVar("EGRESS_ALLOW_PRIVATE", ""))
	editor := strict.SessionFor(f.editor.Token, f.editor.Org)

	requireURLRefused := func(t *testing.T, r *testkit.Response) {
		t.Helper()
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.True(t, strings.HasPrefix(r.Detail(t), "url: "), r.Detail(t))
	}
	base := "/api/v1/actions/custom-actions"
	before := editor.Do("GET", base, nil).Map(t)["total"]
	existing := createCustom(t, f.editor, map[string]any{"name": "Public", "method": "GET", "url": "https://93.184.215.14/x"})
	for _, u := range []string{
		"http://127.0.0.1/x", "https://127.0.0.1:8443/{{id}}", "http://[::1]/", "http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/",
		"http://0x7f.1/", "http://2130706433/", "http://169.254.169.254/latest/meta-data", "http://10.0.0.1/", "http://localhost/",
		"http://api.localhost/",
	} {
		t.Run(u, func(t *testing.T) {
			requireURLRefused(t, editor.Do("POST", base, map[string]any{"name": "Inside", "method": "GET", "url": u}))
			requireURLRefused(t, editor.Do("PATCH", base+"/"+existing, map[string]any{"url": u}))
			g := editor.GraphQL(`mutation($in: CustomActionInput!) { createCustomAction(input: $in) { id } }`,
				map[string]any{"in": map[string]any{"name": "Inside", "method": "GET", "url": u}})
			require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
		})
	}
	require.EqualValues(t, before.(float64)+1, editor.Do("GET", base, nil).Map(t)["total"], "nothing stored")
	// Metadata stays refused where loopback is open.
	requireURLRefused(t, f.editor.Do("POST", base, map[string]any{"name": "Meta", "method": "GET", "url": "http://169.254.169.254/"}))

	// A name is checked again on every connection, after resolution: an
	// action stored while loopback was allowed (or whose name has since
	// come to resolve to loopback) is refused when sent. (Plain HTTP: the
	// httptest certificate does not name localhost.)
	var plainHits atomic.Int64
	plain := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		plainHits.Add(1)
		_, _ = io.WriteString(w, `{"ok": true}`)
	}))
	t.Cleanup(plain.Close)
	port := plain.URL[strings.LastIndexByte(plain.URL, ':'):]
	local := createCustom(t, f.editor, map[string]any{"name": "Local", "method": "POST", "url": "http://localhost" + port + "/leads/{{lead}}",
		"response_mapping": map[string]any{"ok": "ok"}})
	r := customOp(editor, local, "execute", map[string]any{"variables": map[string]any{"lead": "1"}})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	m := r.Map(t)
	require.Equal(t, false, m["success"])
	require.Contains(t, m["error"], "refused by the egress guard")
	require.Contains(t, m["error"], "loopback")
	require.Zero(t, plainHits.Load(), "nothing reached the target")
	// Where loopback is open the same action reaches it.
	ok := customOp(f.editor, local, "execute", map[string]any{"variables": map[string]any{"lead": "1"}}).Map(t)
	require.Equal(t, true, ok["success"], ok["error"])
	require.Nil(t, ok["error"], "error is null on success")
	require.Equal(t, map[string]any{"ok": true}, ok["variables"])
	require.EqualValues(t, 1, plainHits.Load())
}

func TestCustomActionRolesAndInput(t *testing.T) {
	t.Parallel()
	f := newCustomFixture(t)
	tg := newTarget(t)
	id := createCustom(t, f.editor, leadAction(tg.srv.URL))
	ivr := f.editor.Do("POST", "/api/v1/actions/ivr", map[string]any{"name": "Menu", "steps": []any{map[string]any{"digits": "1", "wait_ms": 0}}})
	require.Equal(t, http.StatusCreated, ivr.Status, string(ivr.Body))
	ivrID := ivr.Map(t)["id"].(string)

	t.Run("Roles", func(t *testing.T) {
		hits := tg.hits.Load()
		require.Equal(t, http.StatusOK, customOp(f.viewer, id, "simulate", nil).Status, "viewers simulate")
		for _, op := range []string{"execute", "initialize"} {
			r := customOp(f.viewer, id, op, nil)
			require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), "needs editor or higher")
			// Refused before any lookup.
			require.Equal(t, http.StatusForbidden, customOp(f.viewer, "nope", op, nil).Status)
		}
		require.Equal(t, "FORBIDDEN", f.viewer.GraphQL(executeGQL, map[string]any{"id": id}).Code())
		require.Equal(t, "FORBIDDEN", f.viewer.GraphQL(initializeGQL, map[string]any{"id": id}).Code())
		require.Equal(t, hits, tg.hits.Load(), "nothing sent")
	})

	t.Run("NotFound", func(t *testing.T) {
		hits := tg.hits.Load()
		for _, op := range []string{"simulate", "execute", "initialize"} {
			for _, c := range []struct {
				s  *testkit.Session
				id string
			}{{f.stranger, id}, {f.editor, "nope"}, {f.editor, ivrID}, {f.editor, uuid.NewString()}} {
				r := customOp(c.s, c.id, op, nil)
				require.Equal(t, http.StatusNotFound, r.Status, "%s %s: %s", op, c.id, r.Body)
			}
		}
		for _, q := range []string{simulateGQL, executeGQL, initializeGQL} {
			require.Equal(t, "NOT_FOUND", f.stranger.GraphQL(q, map[string]any{"id": id}).Code())
			require.Equal(t, "NOT_FOUND", f.editor.GraphQL(q, map[string]any{"id": ivrID}).Code())
		}
		require.Equal(t, hits, tg.hits.Load(), "nothing sent")
	})

	t.Run("BadInput", func(t *testing.T) {
		hits := tg.hits.Load()
		many := map[string]any{}
		for i := range 201 {
			many[fmt.Sprintf("v%d", i)] = i
		}
		for _, c := range []struct {
			body  any
			field string
		}{
			{map[string]any{"variables": map[string]any{"1bad": "x"}}, "variables"},
			{map[string]any{"variables": many}, "variables"},
			{map[string]any{"variables": map[string]any{"big": strings.Repeat("x", 65<<10)}}, "variables"},
			// Within the variables' bounds, too long once in the url.
			{map[string]any{"variables": map[string]any{"lead": strings.Repeat("x", 9<<10)}}, "url"},
			{map[string]any{"variables": []any{}}, "variables"},
			{map[string]any{"vars": map[string]any{}}, "vars"},
			{[]any{}, ""},
		} {
			for _, op := range []string{"simulate", "execute", "initialize"} {
				r := customOp(f.editor, id, op, c.body)
				require.Equal(t, http.StatusBadRequest, r.Status, "%s %v: %s", op, c.body, r.Body)
				require.Contains(t, r.Detail(t), c.field)
			}
		}
		g := f.editor.GraphQL(executeGQL, map[string]any{"id": id, "in": map[string]any{"variables": map[string]any{"1bad": "x"}}})
		require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
		require.Equal(t, hits, tg.hits.Load(), "nothing sent")
	})
}

// BenchmarkExecuteCustomAction measures a custom action executed through
// the REST door: authentication, the record and its sealed secrets read,
// the request built and sent to a local TLS target, the answer mapped. The
// target answers at once, so p50 is the platform's overhead.
func BenchmarkExecuteCustomAction(b *testing.B) {
	// One user sends every request: lift the per-user limit.
	f := newCustomFixture(b, testkit.WithVar("BACKOFFICE_RATE_LIMIT_PER_MINUTE", "1000000"))
	tg := newTarget(b)
	id := createCustom(b, f.editor, leadAction(tg.srv.URL))
	body := map[string]any{"variables": map[string]any{"lead": "42", "source": "bench", "name": "Ana"}}
	durations := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		r := customOp(f.editor, id, "execute", body)
		durations = append(durations, time.Since(start))
		if r.Status != http.StatusOK || !strings.Contains(string(r.Body), `"success":true`) {
			b.Fatalf("execute: %d %s", r.Status, r.Body)
		}
	}
	b.StopTimer()
	sort.Slice(durations, func(i, j int) bool { return durations[i] < durations[j] })
	b.ReportMetric(float64(durations[len(durations)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(durations[len(durations)*99/100].Microseconds())/1000, "p99-ms")
}
