package actions_test

import (
	"context"
	"crypto/x509"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/egress"
)

// openGuard allows loopback, as EGRESS_ALLOW_PRIVATE does in tests.
func openGuard() *egress.Guard {
	return egress.New([]netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")})
}

// actionServer starts a TLS server closed with the test and a client that
// trusts it through guard.
func actionServer(t testing.TB, guard *egress.Guard, h http.HandlerFunc) (*httptest.Server, *http.Client) {
	srv := httptest.NewTLSServer(h)
	t.Cleanup(srv.Close)
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	return srv, actions.NewHTTPClient(guard, pool)
}

func jsonAnswer(v any) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(v)
	}
}

func validSpec() actions.CustomActionSpec {
	return actions.CustomActionSpec{
		Method:          "POST",
		URL:             "https://93.184.215.14/v1/users/{{user_id}}/orders?status={{extracted.status}}&key={{secrets.api_key}}",
		Headers:         map[string]string{"Authorization": "Bearer {{secrets.token}}", "X-Caller": "{{caller_number}}"},
		Body:            `{"name":"{{name}}"}`,
		ResponseMapping: map[string]string{"city": "data.address.city", "first_item": "items.0.name"},
		TimeoutMS:       2000,
	}
}

func TestCheckCustomActionValid(t *testing.T) {
	t.Parallel()
	spec := validSpec()
	require.Empty(t, actions.CheckCustomAction(context.Background(), egress.New(nil), &spec, []string{"api_key", "token"}))
	spec.TimeoutMS = 0 // the default
	spec.Headers, spec.Body, spec.ResponseMapping = nil, "", nil
	spec.URL = "http://93.184.215.14"
	require.Empty(t, actions.CheckCustomAction(context.Background(), egress.New(nil), &spec, nil))
	// Loopback is allowed where EGRESS_ALLOW_PRIVATE opens it.
	spec.URL = "https://127.0.0.1:8443/x/{{id}}"
	require.Empty(t, actions.CheckCustomAction(context.Background(), openGuard(), &spec, nil))
}

func TestCheckCustomActionProblems(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		edit  func(*actions.CustomActionSpec)
		field string
	}{
		{"MethodLower", func(s *actions.CustomActionSpec) { s.Method = "post" }, "method"},
		{"MethodHead", func(s *actions.CustomActionSpec) { s.Method = "HEAD" }, "method"},
		{"URLEmpty", func(s *actions.CustomActionSpec) { s.URL = "" }, "url"},
		{"URLRelative", func(s *actions.CustomActionSpec) { s.URL = "/v1/users" }, "url"},
		{"URLScheme", func(s *actions.CustomActionSpec) { s.URL = "ftp://93.184.215.14/x" }, "url"},
		{"URLTooLong", func(s *actions.CustomActionSpec) { s.URL = "https://93.184.215.14/" + strings.Repeat("a", 2100) }, "url"},
		{"PlaceholderInHost", func(s *actions.CustomActionSpec) { s.URL = "https://{{tenant}}.example.com/x" }, "url"},
		{"PlaceholderInPort", func(s *actions.CustomActionSpec) { s.URL = "https://93.184.215.14:{{port}}/x" }, "url"},
		{"PlaceholderInUserinfo", func(s *actions.CustomActionSpec) { s.URL = "https://{{user}}@93.184.215.14/x" }, "url"},
		{"PlaceholderInScheme", func(s *actions.CustomActionSpec) { s.URL = "{{scheme}}://93.184.215.14/x" }, "url"},
		{"PlaceholderInFragment", func(s *actions.CustomActionSpec) { s.URL = "https://93.184.215.14/x#{{f}}" }, "url"},
		{"URLMalformedPlaceholder", func(s *actions.CustomActionSpec) { s.URL = "https://93.184.215.14/x/{{id" }, "url"},
		{"Userinfo", func(s *actions.CustomActionSpec) { s.URL = "https://user:pw@93.184.215.14/x" }, "url"},
		{"Loopback", func(s *actions.CustomActionSpec) { s.URL = "https://127.0.0.1/x" }, "url"},
		{"LoopbackName", func(s *actions.CustomActionSpec) { s.URL = "https://localhost/x" }, "url"},
		{"LoopbackSubdomain", func(s *actions.CustomActionSpec) { s.URL = "https://api.localhost/x" }, "url"},
		{"LoopbackShortHex", func(s *actions.CustomActionSpec) { s.URL = "https://0x7f.1/x" }, "url"},
		{"LoopbackDecimal", func(s *actions.CustomActionSpec) { s.URL = "https://2130706433/x" }, "url"},
		{"IPv6Loopback", func(s *actions.CustomActionSpec) { s.URL = "https://[::1]/x" }, "url"},
		{"IPv6Mapped", func(s *actions.CustomActionSpec) { s.URL = "https://[::ffff:127.0.0.1]/x" }, "url"},
		{"IPv6LinkLocal", func(s *actions.CustomActionSpec) { s.URL = "https://[fe80::1]/x" }, "url"},
		{"IPv6UniqueLocal", func(s *actions.CustomActionSpec) { s.URL = "https://[fd00::1]/x" }, "url"},
		{"Private", func(s *actions.CustomActionSpec) { s.URL = "http://10.1.2.3/x" }, "url"},
		{"Metadata", func(s *actions.CustomActionSpec) { s.URL = "http://169.254.169.254/latest/meta-data" }, "url"},
		{"MetadataName", func(s *actions.CustomActionSpec) { s.URL = "http://metadata.google.internal/x" }, "url"},
		{"HeaderName", func(s *actions.CustomActionSpec) { s.Headers = map[string]string{"X Foo": "1"} }, "headers.X Foo"},
		{"HeaderNameEmpty", func(s *actions.CustomActionSpec) { s.Headers = map[string]string{"": "1"} }, "headers."},
		{"HeaderHost", func(s *actions.CustomActionSpec) { s.Headers = map[string]string{"host": "evil"} }, "headers.host"},
		{"HeaderContentLength", func(s *actions.CustomActionSpec) { s.Headers = map[string]string{"Content-Length": "1"} }, "headers.Content-Length"},
		{"HeaderHopByHop", func(s *actions.CustomActionSpec) { s.Headers = map[string]string{"Transfer-Encoding": "chunked"} }, "headers.Transfer-Encoding"},
		{"HeaderRepeat", func(s *actions.CustomActionSpec) { s.Headers = map[string]string{"X-A": "1", "x-a": "2"} }, "headers.x-a"},
		{"HeaderLineBreak", func(s *actions.CustomActionSpec) { s.Headers = map[string]string{"X-A": "1\r\nX-B: 2"} }, "headers.X-A"},
		{"HeaderTooLong", func(s *actions.CustomActionSpec) { s.Headers = map[string]string{"X-A": strings.Repeat("a", 4097)} }, "headers.X-A"},
		{"HeaderBadTemplate", func(s *actions.CustomActionSpec) { s.Headers = map[string]string{"X-A": "{{a"} }, "headers.X-A"},
		{"TooManyHeaders", func(s *actions.CustomActionSpec) {
			s.Headers = map[string]string{}
			for i := 0; i < 33; i++ {
				s.Headers["X-H"+strings.Repeat("a", i)] = "1"
			}
		}, "headers"},
		{"BodyTooLong", func(s *actions.CustomActionSpec) { s.Body = strings.Repeat("a", 64<<10+1) }, "body"},
		{"BodyBadTemplate", func(s *actions.CustomActionSpec) { s.Body = `{"a":"{{ bad name }}"}` }, "body"},
		{"MappingKey", func(s *actions.CustomActionSpec) { s.ResponseMapping = map[string]string{"1city": "a"} }, "response_mapping.1city"},
		{"MappingEmptyPath", func(s *actions.CustomActionSpec) { s.ResponseMapping = map[string]string{"city": ""} }, "response_mapping.city"},
		{"MappingDoubleDot", func(s *actions.CustomActionSpec) { s.ResponseMapping = map[string]string{"city": "a..b"} }, "response_mapping.city"},
		{"MappingDeep", func(s *actions.CustomActionSpec) {
			s.ResponseMapping = map[string]string{"city": strings.Repeat("a.", 40) + "a"}
		}, "response_mapping.city"},
		{"TimeoutLow", func(s *actions.CustomActionSpec) { s.TimeoutMS = 99 }, "timeout_ms"},
		{"TimeoutHigh", func(s *actions.CustomActionSpec) { s.TimeoutMS = 30001 }, "timeout_ms"},
		{"TimeoutNegative", func(s *actions.CustomActionSpec) { s.TimeoutMS = -1 }, "timeout_ms"},
		{"UnknownSecretInBody", func(s *actions.CustomActionSpec) { s.Body = "{{secrets.missing}}" }, "body"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			spec := validSpec()
			c.edit(&spec)
			problems := actions.CheckCustomAction(context.Background(), egress.New(nil), &spec, []string{"api_key", "token"})
			require.Equal(t, []string{c.field}, fields(problems), "%+v", problems)
			require.NotEmpty(t, problems[0].Message)
		})
	}
	// Every problem at once, and an unknown secret named where it is read.
	spec := validSpec()
	spec.Method, spec.TimeoutMS = "TRACE", 5
	problems := actions.CheckCustomAction(context.Background(), egress.New(nil), &spec, []string{"token", "bad name"})
	got := fields(problems)
	sort.Strings(got)
	require.Equal(t, []string{"method", "secrets.bad name", "timeout_ms", "url"}, got)
}

func TestBuildRequestEscapesValues(t *testing.T) {
	t.Parallel()
	spec := actions.CustomActionSpec{
		Method:  "GET",
		URL:     "https://api.example.com/v1/users/{{id}}/orders/{{a}}{{b}}?q={{q}}&n=1#frag",
		Headers: map[string]string{"X-Id": "{{id}}"},
	}
	vars := actions.Vars{Variables: map[string]string{"id": "../admin?x=1#y", "a": ".", "b": ".", "q": "a&n=2 b/c?#"}}
	req, err := actions.BuildRequest(&spec, nil, vars)
	require.NoError(t, err)
	u, err := url.Parse(req.URL)
	require.NoError(t, err)
	require.Equal(t, "api.example.com", u.Host)
	require.Equal(t, "/v1/users/..%2Fadmin%3Fx=1%23y/orders/%2E%2E", u.EscapedPath())
	segs := strings.Split(u.EscapedPath(), "/")
	require.Len(t, segs, 6, "the value stays one segment")
	require.Equal(t, url.Values{"q": {"a&n=2 b/c?#"}, "n": {"1"}}, u.Query())
	require.Empty(t, u.Fragment)
	require.Equal(t, "../admin?x=1#y", req.Headers["X-Id"])

	// A value cannot smuggle a header line.
	vars.Variables["id"] = "1\r\nX-Evil: 1"
	_, err = actions.BuildRequest(&spec, nil, vars)
	require.ErrorContains(t, err, "headers.X-Id")

	// A body too long once filled in is refused, not cut.
	spec.Body = strings.Repeat("{{q}}", 10000)
	vars.Variables["id"] = "1"
	_, err = actions.BuildRequest(&spec, nil, vars)
	require.ErrorContains(t, err, "body")
}

func TestMaskedHidesSecrets(t *testing.T) {
	t.Parallel()
	spec := validSpec()
	secrets := map[string]string{"api_key": "k/ey+&1", "token": "tok-123"}
	vars := actions.Vars{
		Variables: map[string]string{"user_id": "42", "name": "Ana", "caller_number": "+5581999990000"},
		Extracted: map[string]string{"status": "open"},
		Secrets:   map[string]string{"token": "not used: the action's secrets are"},
	}
	req, err := actions.BuildRequest(&spec, secrets, vars)
	require.NoError(t, err)
	require.Contains(t, req.URL, "key="+url.QueryEscape("k/ey+&1"))
	require.Equal(t, "Bearer tok-123", req.Headers["Authorization"])

	m := req.Masked()
	require.Equal(t, "https://93.184.215.14/v1/users/42/orders?status=open&key=****", m.URL)
	require.Equal(t, map[string]string{"Authorization": "Bearer ****", "X-Caller": "+5581999990000"}, m.Headers)
	require.Equal(t, `{"name":"Ana"}`, m.Body)
	b, err := json.Marshal(m)
	require.NoError(t, err)
	require.NotContains(t, string(b), "tok-123")
	require.NotContains(t, string(b), "k/ey")
	require.NotContains(t, string(b), url.QueryEscape("k/ey+&1"))
	// The original still carries them, to be sent.
	require.Equal(t, "Bearer tok-123", req.Headers["Authorization"])
}

func TestExecuteMapsJSON(t *testing.T) {
	t.Parallel()
	var got struct {
		method, path, auth, contentType, body string
	}
	srv, client := actionServer(t, openGuard(), func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		got.method, got.path, got.auth, got.contentType, got.body = r.Method, r.URL.EscapedPath(), r.Header.Get("Authorization"), r.Header.Get("Content-Type"), string(b)
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"data":{"address":{"city":"Recife","zip":null},"id":12345678901234567890},
			"items":[{"name":"first"},{"name":"second","tags":["a","b"]}],"ok":true,"0":{"x":"key zero"}}`)
	})
	spec := actions.CustomActionSpec{
		Method:  "POST",
		URL:     srv.URL + "/users/{{id}}",
		Headers: map[string]string{"Authorization": "Bearer {{secrets.token}}"},
		Body:    `{"id":"{{id}}"}`,
		ResponseMapping: map[string]string{
			"city": "data.address.city", "zip": "data.address.zip", "big": "data.id",
			"second": "items.1.name", "tag": "items.1.tags.1", "items": "items", "ok": "ok",
			"key_zero": "0.x", "missing": "data.nope", "out_of_range": "items.5.name",
			"through_scalar": "ok.x", "leading_zero": "items.01.name",
		},
		TimeoutMS: 5000,
	}
	req, err := actions.BuildRequest(&spec, map[string]string{"token": "tok"}, actions.Vars{Variables: map[string]string{"id": "7"}})
	require.NoError(t, err)
	res := actions.Execute(context.Background(), client, req, &spec)
	require.True(t, res.Success, res.Error)
	require.Empty(t, res.Error)
	require.Equal(t, 200, res.StatusCode)
	require.GreaterOrEqual(t, res.DurationMS, int64(0))
	require.Equal(t, "POST", got.method)
	require.Equal(t, "/users/7", got.path)
	require.Equal(t, "Bearer tok", got.auth)
	require.Equal(t, "application/json", got.contentType)
	require.Equal(t, `{"id":"7"}`, got.body)

	require.Equal(t, "Recife", res.Variables["city"])
	require.Contains(t, res.Variables, "zip") // a JSON null is present, nil
	require.Nil(t, res.Variables["zip"])
	require.Equal(t, json.Number("12345678901234567890"), res.Variables["big"]) // exact
	require.Equal(t, "second", res.Variables["second"])
	require.Equal(t, "b", res.Variables["tag"])
	require.Equal(t, true, res.Variables["ok"])
	require.Equal(t, "key zero", res.Variables["key_zero"])
	require.Len(t, res.Variables["items"], 2)
	for _, absent := range []string{"missing", "out_of_range", "through_scalar", "leading_zero"} {
		require.NotContains(t, res.Variables, absent)
	}
	require.Equal(t, "12345678901234567890", actions.VariableText(res.Variables["big"]))
	require.Equal(t, `[{"name":"first"},{"name":"second","tags":["a","b"]}]`, actions.VariableText(res.Variables["items"]))
	require.Equal(t, "", actions.VariableText(res.Variables["zip"]))

	init := actions.Initialize(res)
	require.True(t, init.Valid)
	require.Equal(t, res.Variables, init.Variables)
	b, err := json.Marshal(init)
	require.NoError(t, err)
	require.Contains(t, string(b), `"sample_response":{"0":{"x":"key zero"},"data":{"address":{"city":"Recife","zip":null},"id":12345678901234567890}`)
	require.NotContains(t, string(b), `"error"`)
}

func TestExecuteFailures(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-time.After(5 * time.Second):
		}
	})
	mux.HandleFunc("/error", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"error":"boom"}`, http.StatusInternalServerError)
	})
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "https://93.184.215.14/", http.StatusFound)
	})
	mux.HandleFunc("/text", func(w http.ResponseWriter, r *http.Request) { _, _ = io.WriteString(w, "hello") })
	mux.HandleFunc("/huge", func(w http.ResponseWriter, r *http.Request) {
		chunk := strings.Repeat("a", 64<<10)
		for i := 0; i < 20; i++ {
			_, _ = io.WriteString(w, chunk)
		}
	})
	srv, client := actionServer(t, openGuard(), mux.ServeHTTP)

	// A port nothing listens on.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	closed := l.Addr().String()
	require.NoError(t, l.Close())

	cases := []struct {
		name, url string
		mapping   map[string]string
		status    int
		err       string
	}{
		{"Timeout", srv.URL + "/slow", nil, 0, "timed out after 150 ms"},
		{"Non2xx", srv.URL + "/error", nil, 500, "answered 500 Internal Server Error"},
		{"RedirectNotFollowed", srv.URL + "/redirect", nil, 302, "answered 302 Found (redirects are not followed)"},
		{"NotJSONWithMapping", srv.URL + "/text", map[string]string{"a": "b"}, 200, "not JSON"},
		{"TooLarge", srv.URL + "/huge", nil, 200, "larger than 1024 KB"},
		{"Refused", "https://" + closed + "/", nil, 0, "connection refused"},
		{"DNS", "https://no-such-host.invalid/", nil, 0, "could not resolve host no-such-host.invalid"},
		{"TLSNotSpoken", "https://" + plainHTTPServer(t) + "/", nil, 0, "TLS error"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			spec := actions.CustomActionSpec{Method: "GET", URL: c.url, ResponseMapping: c.mapping, TimeoutMS: 150}
			req, err := actions.BuildRequest(&spec, nil, actions.Vars{})
			require.NoError(t, err)
			res := actions.Execute(context.Background(), client, req, &spec)
			require.False(t, res.Success)
			require.Equal(t, c.status, res.StatusCode)
			require.Contains(t, res.Error, c.err)
			require.NotNil(t, res.Variables)
			init := actions.Initialize(res)
			require.False(t, init.Valid)
			require.Equal(t, res.Error, init.Error)
		})
	}

	// Without a mapping, a text answer is a success and its sample is the text.
	spec := actions.CustomActionSpec{Method: "GET", URL: srv.URL + "/text"}
	req, err := actions.BuildRequest(&spec, nil, actions.Vars{})
	require.NoError(t, err)
	res := actions.Execute(context.Background(), client, req, &spec)
	require.True(t, res.Success, res.Error)
	require.Equal(t, "hello", actions.Initialize(res).SampleResponse)

	// A caller that gives up is not a timeout of the target.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	spec = actions.CustomActionSpec{Method: "GET", URL: srv.URL + "/slow"}
	req, err = actions.BuildRequest(&spec, nil, actions.Vars{})
	require.NoError(t, err)
	res = actions.Execute(ctx, client, req, &spec)
	require.False(t, res.Success)
	require.Contains(t, res.Error, "cancelled")
}

// plainHTTPServer is the address of a server speaking plain HTTP, closed
// with the test.
func plainHTTPServer(t *testing.T) string {
	srv := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(srv.Close)
	return strings.TrimPrefix(srv.URL, "http://")
}

func TestExecuteMasksSecretsInResult(t *testing.T) {
	t.Parallel()
	// A target that echoes what it got, and fails.
	srv, client := actionServer(t, openGuard(), func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		_ = json.NewEncoder(w).Encode(map[string]any{"auth": r.Header.Get("Authorization"), "query": r.URL.RawQuery,
			"path": r.URL.EscapedPath(), "list": []string{r.Header.Get("X-Key")}})
	})
	secrets := map[string]string{"token": "tok-SECRET-1", "key": "a b/c"}
	spec := actions.CustomActionSpec{
		Method:          "GET",
		URL:             srv.URL + "/k/{{secrets.key}}?key={{secrets.key}}",
		Headers:         map[string]string{"Authorization": "Bearer {{secrets.token}}", "X-Key": "{{secrets.token}}"},
		ResponseMapping: map[string]string{"auth": "auth"},
	}
	req, err := actions.BuildRequest(&spec, secrets, actions.Vars{})
	require.NoError(t, err)
	res := actions.Execute(context.Background(), client, req, &spec)
	require.False(t, res.Success)
	require.Equal(t, 401, res.StatusCode)
	b, err := json.Marshal(actions.Initialize(res))
	require.NoError(t, err)
	for _, v := range []string{"tok-SECRET-1", "a b/c", url.PathEscape("a b/c"), url.QueryEscape("a b/c")} {
		require.NotContains(t, string(b), v)
	}
	require.Contains(t, string(b), `"auth":"Bearer ****"`)

	// The same target answering 200 maps a masked value.
	srv2, client2 := actionServer(t, openGuard(), jsonAnswer(map[string]any{"echo": "token is tok-SECRET-1", "pin": 987654}))
	spec = actions.CustomActionSpec{Method: "GET", URL: srv2.URL + "/?t={{secrets.token}}", ResponseMapping: map[string]string{"echo": "echo", "pin": "pin"}}
	req, err = actions.BuildRequest(&spec, map[string]string{"token": "tok-SECRET-1", "pin": "987654"}, actions.Vars{})
	require.NoError(t, err)
	res = actions.Execute(context.Background(), client2, req, &spec)
	require.True(t, res.Success, res.Error)
	require.Equal(t, "token is ****", res.Variables["echo"])
	require.Equal(t, "****", res.Variables["pin"]) // a numeric secret too
	b, err = json.Marshal(actions.Initialize(res))
	require.NoError(t, err)
	require.NotContains(t, string(b), "987654")

	// A transport error (here the guard's) never shows the URL's secret.
	spec = actions.CustomActionSpec{Method: "GET", URL: "https://127.0.0.1:1/{{secrets.token}}?k={{secrets.key}}"}
	req, err = actions.BuildRequest(&spec, secrets, actions.Vars{})
	require.NoError(t, err)
	res = actions.Execute(context.Background(), actions.NewHTTPClient(egress.New(nil), nil), req, &spec)
	require.False(t, res.Success)
	require.NotContains(t, res.Error, "tok-SECRET-1")
	require.NotContains(t, res.Error, url.QueryEscape("a b/c"))
}

func TestExecuteEgressRefusedAtConnection(t *testing.T) {
	t.Parallel()
	// The server is on loopback; the strict guard's client refuses every
	// way of reaching it, names included, when it connects.
	srv, strict := actionServer(t, egress.New(nil), jsonAnswer(map[string]string{"ok": "yes"}))
	port := srv.Listener.Addr().(*net.TCPAddr).Port
	p := func(host string) string { return "https://" + net.JoinHostPort(host, strconv.Itoa(port)) + "/" }
	cases := map[string]string{
		p("127.0.0.1"):        "127.0.0.1 is a loopback address",
		p("localhost"):        "is a loopback address", // a name resolving to 127.0.0.1 (or ::1)
		p("::1"):              "::1 is a loopback address",
		p("::ffff:127.0.0.1"): "127.0.0.1 is a loopback address",
		p("fe80::1"):          "fe80::1 is a link-local address",
	}
	for u, want := range cases {
		spec := actions.CustomActionSpec{Method: "GET", URL: u}
		req, err := actions.BuildRequest(&spec, nil, actions.Vars{})
		require.NoError(t, err)
		res := actions.Execute(context.Background(), strict, req, &spec)
		require.False(t, res.Success, u)
		require.Equal(t, 0, res.StatusCode, u)
		require.Contains(t, res.Error, "refused by the egress guard", u)
		require.Contains(t, res.Error, want, u)
	}

	// The same server through an open guard (EGRESS_ALLOW_PRIVATE) answers.
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	open := actions.NewHTTPClient(openGuard(), pool)
	spec := actions.CustomActionSpec{Method: "GET", URL: srv.URL, ResponseMapping: map[string]string{"ok": "ok"}}
	req, err := actions.BuildRequest(&spec, nil, actions.Vars{})
	require.NoError(t, err)
	res := actions.Execute(context.Background(), open, req, &spec)
	require.True(t, res.Success, res.Error)
	require.Equal(t, "yes", res.Variables["ok"])
}

// FuzzBuildRequestURL: whatever a variable holds, the URL keeps its host,
// its number of path segments and its query parameters, and the value reads
// back unchanged from its segment and its parameter.
func FuzzBuildRequestURL(f *testing.F) {
	for _, v := range []string{"", "42", "../admin?x=1", "..", ".", "a/b#c", "%2e%2e", "a&y=2;z=3", "ü é", "\xff\x00", "@evil.com:80"} {
		f.Add(v)
	}
	spec := actions.CustomActionSpec{Method: "GET", URL: "https://api.example.com/a/{{v}}/b?x={{v}}&y=1"}
	f.Fuzz(func(t *testing.T, v string) {
		req, err := actions.BuildRequest(&spec, nil, actions.Vars{Variables: map[string]string{"v": v}})
		if err != nil {
			if len(v) < 1000 {
				t.Fatalf("value %q refused: %v", v, err)
			}
			return
		}
		u, err := url.Parse(req.URL)
		if err != nil {
			t.Fatalf("built URL %q does not parse: %v", req.URL, err)
		}
		segs := strings.Split(u.EscapedPath(), "/")
		if u.Host != "api.example.com" || len(segs) != 4 || segs[1] != "a" || segs[3] != "b" || segs[2] == "." || segs[2] == ".." {
			t.Fatalf("value %q changed the URL's shape: %q", v, req.URL)
		}
		if got, err := url.PathUnescape(segs[2]); err != nil || got != v {
			t.Fatalf("segment %q reads back %q, want %q", segs[2], got, v)
		}
		q, err := url.ParseQuery(u.RawQuery)
		if err != nil || len(q) != 2 || len(q["x"]) != 1 || q.Get("x") != v || q.Get("y") != "1" {
			t.Fatalf("value %q changed the query: %q", v, u.RawQuery)
		}
	})
}

// BenchmarkExecute measures what a custom action adds to the target's own
// time: building the request, sending it through the egress client over a
// kept-alive TLS connection, reading and mapping a small JSON answer. It
// reports the median as p50-ms.
func BenchmarkExecute(b *testing.B) {
	srv, client := actionServer(b, openGuard(), jsonAnswer(map[string]any{"data": map[string]any{"city": "Recife", "items": []int{1, 2, 3}}}))
	spec := actions.CustomActionSpec{
		Method:          "POST",
		URL:             srv.URL + "/users/{{id}}?q={{q}}",
		Headers:         map[string]string{"Authorization": "Bearer {{secrets.token}}"},
		Body:            `{"id":"{{id}}"}`,
		ResponseMapping: map[string]string{"city": "data.city", "second": "data.items.1"},
	}
	secrets := map[string]string{"token": "tok"}
	vars := actions.Vars{Variables: map[string]string{"id": "42", "q": "a b"}}
	durations := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		req, err := actions.BuildRequest(&spec, secrets, vars)
		if err != nil {
			b.Fatal(err)
		}
		res := actions.Execute(context.Background(), client, req, &spec)
		if !res.Success {
			b.Fatal(res.Error)
		}
		durations = append(durations, time.Since(start))
	}
	b.StopTimer()
	sort.Slice(durations, func(i, j int) bool { return durations[i] < durations[j] })
	b.ReportMetric(float64(durations[len(durations)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(durations[len(durations)*99/100].Microseconds())/1000, "p99-ms")
}
