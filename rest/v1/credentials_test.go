package v1_test

import (
	"bytes"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/apikeys"
	"voiceagent/internal/testkit"
)

// send makes a request with raw headers (repeated names allowed) and checks
// the answer against the OpenAPI document.
func send(t *testing.T, env *testkit.Env, method, path string, header http.Header) *testkit.Response {
	t.Helper()
	req, err := http.NewRequest(method, env.URL+path, nil)
	require.NoError(t, err)
	req.Header = header
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	out := &testkit.Response{Status: resp.StatusCode, Header: resp.Header, Body: body}
	testkit.CheckAgainstSpec(t, req, out)
	return out
}

// oneJSONObject fails unless body holds exactly one JSON object.
func oneJSONObject(t *testing.T, body []byte) map[string]any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(body))
	var m map[string]any
	require.NoError(t, dec.Decode(&m), string(body))
	require.False(t, dec.More(), "more than one JSON value in %s", body)
	return m
}

// With the anonymous limit exhausted, unknown paths and wrong methods answer
// the 429 alone.
func TestAnonymousLimitOn404And405IsOneAnswer(t *testing.T) {
	t.Parallel()
	env := testkit.New(t, testkit.WithVar("RATE_LIMIT_ANONYMOUS_PER_MINUTE", "2"))
	for i := 0; i < 2; i++ {
		require.Equal(t, http.StatusNotFound, env.Get("/v1/no-such-thing", "").Status)
	}
	for _, method := range []string{http.MethodGet, http.MethodDelete} {
		path := "/v1/no-such-thing"
		if method == http.MethodDelete {
			path = "/v1/openapi.json" // 405
		}
		// Not an operation of the document: the answer is checked here.
		r := env.Do(testkit.Request{Method: method, Path: path, NoCheck: true})
		require.Equal(t, http.StatusTooManyRequests, r.Status, string(r.Body))
		require.NotEmpty(t, r.Header.Get("Retry-After"))
		require.Equal(t, "application/json", r.Header.Get("Content-Type"))
		m := oneJSONObject(t, r.Body)
		require.Contains(t, m["detail"], "Rate limit")
	}
}

// Well-formed unknown keys from an address over its anonymous limit are
// refused before any lookup, and one unknown key repeated is looked up once.
func TestUnknownKeysCostNoDatabaseQuery(t *testing.T) {
	t.Parallel()
	env := testkit.New(t, testkit.WithVar("RATE_LIMIT_ANONYMOUS_PER_MINUTE", "5"))
	random := func() string {
		const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
		b := make([]byte, 40)
		for i := range b {
			b[i] = alphabet[rand.IntN(len(alphabet))]
		}
		return apikeys.Prefix + string(b)
	}
	for i := 0; i < 5; i++ {
		require.Equal(t, http.StatusUnauthorized, env.Get("/v1/me", random()).Status)
	}
	before := env.App.DB.Stat().AcquireCount()
	for i := 0; i < 300; i++ {
		r := env.Get("/v1/me", random())
		require.Equal(t, http.StatusTooManyRequests, r.Status, string(r.Body))
	}
	used := env.App.DB.Stat().AcquireCount() - before
	t.Logf("300 over-limit requests with random keys: %d pool acquisitions", used)
	require.Less(t, used, int64(30), "300 refused requests used %d database connections", used)

	other := testkit.New(t)
	unknown := random()
	require.Equal(t, http.StatusUnauthorized, other.Get("/v1/me", unknown).Status)
	before = other.App.DB.Stat().AcquireCount()
	for i := 0; i < 100; i++ {
		require.Equal(t, http.StatusUnauthorized, other.Get("/v1/me", unknown).Status)
	}
	used = other.App.DB.Stat().AcquireCount() - before
	t.Logf("100 requests with one unknown key: %d pool acquisitions", used)
	require.Less(t, used, int64(20), "100 requests with one unknown key used %d database connections", used)
}

// Two different keys in one request are refused with 400, whichever way
// they come; the same key in both headers is accepted.
func TestConflictingCredentials(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Credentials Org")
	_, a := env.MustKey(org.ID)
	_, b := env.MustKey(org.ID)

	cases := []struct {
		name   string
		header http.Header
		detail string
	}{
		{"ErrBearerAndHeaderDiffer", http.Header{"Authorization": {"Bearer " + a}, "X-Api-Key": {b}}, "different credentials"},
		{"ErrTwoAPIKeyHeaders", http.Header{"X-Api-Key": {a, b}}, "one X-API-Key header"},
		{"ErrTwoAPIKeyHeadersSameKey", http.Header{"X-Api-Key": {a, a}}, "one X-API-Key header"},
		{"ErrTwoAuthorizationHeaders", http.Header{"Authorization": {"Bearer " + a, "Bearer " + b}}, "one Authorization header"},
		{"ErrUnknownBearerWithValidHeader", http.Header{"Authorization": {"Bearer svc_" + strings.Repeat("Z", 40)}, "X-Api-Key": {a}}, "different credentials"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := send(t, env, http.MethodGet, "/v1/me", c.header)
			require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), c.detail)
		})
	}
	t.Run("OKSameKeyInBoth", func(t *testing.T) {
		r := send(t, env, http.MethodGet, "/v1/me", http.Header{"Authorization": {"Bearer " + a}, "X-Api-Key": {a}})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	})
}
