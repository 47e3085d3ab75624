package webapp_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/andybalholm/brotli"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webapp"
	"voiceagent/web"
)

// raw is an HTTP exchange seen as the browser's network layer sees it: no
// redirect followed, no body decoded.
type raw struct {
	Status int
	Header http.Header
	Body   []byte
}

var rawClient = &http.Client{
	Transport:     &http.Transport{DisableCompression: true},
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	Timeout:       30 * time.Second,
}

func fetch(t *testing.T, env *testkit.Env, method, path string, header map[string]string) raw {
	t.Helper()
	req, err := http.NewRequest(method, env.URL+path, nil)
	require.NoError(t, err)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := rawClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return raw{Status: resp.StatusCode, Header: resp.Header, Body: body}
}

func distFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := fs.ReadFile(web.Dist(), name)
	require.NoError(t, err)
	return b
}

// anAsset is a JavaScript file of the built app's assets.
func anAsset(t *testing.T) string {
	t.Helper()
	entries, err := fs.ReadDir(web.Dist(), "assets")
	require.NoError(t, err)
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".js") {
			return "assets/" + e.Name()
		}
	}
	t.Fatal("the built app has no JavaScript asset")
	return ""
}

func requireSecured(t *testing.T, r raw, host string) {
	t.Helper()
	csp := r.Header.Get("Content-Security-Policy")
	for _, want := range []string{"default-src 'self'", "script-src 'self';", "style-src 'self' 'unsafe-inline'", "img-src 'self' data: blob:",
		"font-src 'self' data:", "connect-src 'self' ws://" + host + " wss://" + host, "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"} {
		require.Contains(t, csp, want)
	}
	require.Equal(t, "nosniff", r.Header.Get("X-Content-Type-Options"))
	require.Equal(t, "same-origin", r.Header.Get("Referrer-Policy"))
}

func TestAppIsServedAtApp(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	host := strings.TrimPrefix(env.URL, "http://")
	index := distFile(t, "index.html")

	t.Run("Redirects", func(t *testing.T) {
		for path, want := range map[string]string{"/": "/app/", "/app": "/app/", "/app?tab=calls": "/app/?tab=calls"} {
			r := fetch(t, env, "GET", path, nil)
			require.Equal(t, http.StatusFound, r.Status, path)
			require.Equal(t, want, r.Header.Get("Location"), path)
		}
		r := fetch(t, env, "POST", "/", nil)
		require.Equal(t, http.StatusMethodNotAllowed, r.Status)
	})
	t.Run("Index", func(t *testing.T) {
		r := fetch(t, env, "GET", "/app/", nil)
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, "text/html; charset=utf-8", r.Header.Get("Content-Type"))
		require.Equal(t, "no-cache", r.Header.Get("Cache-Control"))
		require.Equal(t, index, r.Body)
		require.NotEmpty(t, r.Header.Get("ETag"))
		requireSecured(t, r, host)
	})
	t.Run("DeepLinks", func(t *testing.T) {
		for _, path := range []string{"/app/agents", "/app/agents/0b9f9a52-0000-4000-8000-000000000000/flows?tab=main", "/app/calls/x/y/z", "/app/settings/"} {
			r := fetch(t, env, "GET", path, nil)
			require.Equal(t, http.StatusOK, r.Status, path)
			require.Equal(t, index, r.Body, path)
			require.Equal(t, "no-cache", r.Header.Get("Cache-Control"), path)
			requireSecured(t, r, host)
		}
	})
	t.Run("MissingAsset", func(t *testing.T) {
		for _, path := range []string{"/app/assets/index-nope.js", "/app/assets/", "/app/assets/fonts/x.woff2"} {
			r := fetch(t, env, "GET", path, nil)
			require.Equal(t, http.StatusNotFound, r.Status, path)
			require.Equal(t, "application/json", r.Header.Get("Content-Type"))
			var body map[string]string
			require.NoError(t, json.Unmarshal(r.Body, &body))
			require.Equal(t, "not_found", body["code"])
			require.Contains(t, body["detail"], path)
			requireSecured(t, r, host)
		}
	})
	t.Run("Asset", func(t *testing.T) {
		name := anAsset(t)
		r := fetch(t, env, "GET", "/app/"+name, nil)
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, "text/javascript; charset=utf-8", r.Header.Get("Content-Type"))
		require.Equal(t, "public, max-age=31536000, immutable", r.Header.Get("Cache-Control"))
		require.Equal(t, distFile(t, name), r.Body)
		requireSecured(t, r, host)

		etag := r.Header.Get("ETag")
		require.NotEmpty(t, etag)
		nm := fetch(t, env, "GET", "/app/"+name, map[string]string{"If-None-Match": etag})
		require.Equal(t, http.StatusNotModified, nm.Status)
		require.Empty(t, nm.Body)
		require.Equal(t, "public, max-age=31536000, immutable", nm.Header.Get("Cache-Control"))
		changed := fetch(t, env, "GET", "/app/"+name, map[string]string{"If-None-Match": `"another"`})
		require.Equal(t, http.StatusOK, changed.Status)
	})
	t.Run("NotModified", func(t *testing.T) {
		r := fetch(t, env, "GET", "/app/", map[string]string{"Accept-Encoding": "gzip"})
		etag := r.Header.Get("ETag")
		for _, inm := range []string{etag, `"x", ` + etag, "*"} {
			nm := fetch(t, env, "GET", "/app/agents", map[string]string{"If-None-Match": inm, "Accept-Encoding": "br"})
			require.Equal(t, http.StatusNotModified, nm.Status, inm)
			require.Empty(t, nm.Body)
		}
	})
	t.Run("Compression", func(t *testing.T) {
		r := fetch(t, env, "GET", "/app/", map[string]string{"Accept-Encoding": "gzip"})
		require.Equal(t, "gzip", r.Header.Get("Content-Encoding"))
		require.Contains(t, r.Header.Values("Vary"), "Accept-Encoding")
		zr, err := gzip.NewReader(bytes.NewReader(r.Body))
		require.NoError(t, err)
		plain, err := io.ReadAll(zr)
		require.NoError(t, err)
		require.Equal(t, index, plain)

		r = fetch(t, env, "GET", "/app/calls", map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"})
		require.Equal(t, "br", r.Header.Get("Content-Encoding"))
		plain, err = io.ReadAll(brotli.NewReader(bytes.NewReader(r.Body)))
		require.NoError(t, err)
		require.Equal(t, index, plain)

		r = fetch(t, env, "GET", "/app/", map[string]string{"Accept-Encoding": "br;q=0, gzip;q=0.5"})
		require.Equal(t, "gzip", r.Header.Get("Content-Encoding"))
		r = fetch(t, env, "GET", "/app/", map[string]string{"Accept-Encoding": "identity"})
		require.Empty(t, r.Header.Get("Content-Encoding"))
		require.Equal(t, index, r.Body)
		require.Contains(t, r.Header.Values("Vary"), "Accept-Encoding")
	})
	t.Run("HEAD", func(t *testing.T) {
		r := fetch(t, env, "HEAD", "/app/", nil)
		require.Equal(t, http.StatusOK, r.Status)
		require.Empty(t, r.Body)
		require.Equal(t, "no-cache", r.Header.Get("Cache-Control"))
		require.Equal(t, len(index), mustAtoi(t, r.Header.Get("Content-Length")))
		r = fetch(t, env, "HEAD", "/app/"+anAsset(t), nil)
		require.Equal(t, http.StatusOK, r.Status)
		require.Empty(t, r.Body)
	})
	t.Run("OtherMethods", func(t *testing.T) {
		for _, m := range []string{"POST", "PUT", "DELETE", "PATCH"} {
			r := fetch(t, env, m, "/app/agents", nil)
			require.Equal(t, http.StatusMethodNotAllowed, r.Status, m)
			require.Equal(t, "GET, HEAD", r.Header.Get("Allow"))
			require.Contains(t, string(r.Body), "method_not_allowed")
		}
	})
	t.Run("ConfigDevelopmentIssuer", func(t *testing.T) {
		r := fetch(t, env, "GET", "/app/config.json", nil)
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, "application/json", r.Header.Get("Content-Type"))
		require.Equal(t, "no-cache", r.Header.Get("Cache-Control"))
		require.JSONEq(t, `{"dev_sign_in": true, "oidc": null}`, string(r.Body))
		requireSecured(t, r, host)
	})
	t.Run("GraphiQL", func(t *testing.T) {
		r := fetch(t, env, "GET", "/api/v1/graphql", map[string]string{"Accept": "text/html,application/xhtml+xml"})
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, distFile(t, "graphiql.html"), r.Body)
		require.Equal(t, "no-cache", r.Header.Get("Cache-Control"))
		requireSecured(t, r, host)
		requireOwnAssets(t, r.Body)
	})
}

// requireOwnAssets fails when a page loads anything from another host.
func requireOwnAssets(t *testing.T, page []byte) {
	t.Helper()
	require.Contains(t, string(page), "/app/assets/")
	refs := regexp.MustCompile(`(?i)\b(?:src|href)\s*=\s*["']?([^"'\s>]+)`).FindAllStringSubmatch(string(page), -1)
	require.NotEmpty(t, refs)
	for _, ref := range refs {
		u, err := url.Parse(ref[1])
		require.NoError(t, err)
		if u.Scheme == "data" { // inline (the empty favicon): nothing is fetched
			continue
		}
		require.Empty(t, u.Host, "the page loads %s from another host", ref[1])
		require.Empty(t, u.Scheme, "the page loads %s from another host", ref[1])
	}
}

func mustAtoi(t *testing.T, s string) int {
	t.Helper()
	var n int
	require.NoError(t, json.Unmarshal([]byte(s), &n))
	return n
}

// With an identity service, config.json names it, the policy lets the
// pages reach it, and the development sign-in does not exist.
func TestAppWithIdentityService(t *testing.T) {
	t.Parallel()
	env, _ := testkit.NewBackoffice(t,
		testkit.WithVar("UI_OIDC_ISSUER", "https://ID.example.com:8443/realms/acme"),
		testkit.WithVar("UI_OIDC_CLIENT_ID", "backoffice"))
	r := fetch(t, env, "GET", "/app/config.json", nil)
	require.Equal(t, http.StatusOK, r.Status)
	require.JSONEq(t, `{"dev_sign_in": false, "oidc": {"issuer": "https://ID.example.com:8443/realms/acme", "client_id": "backoffice", "scope": "openid profile email"}}`, string(r.Body))

	r = fetch(t, env, "GET", "/app/", nil)
	csp := r.Header.Get("Content-Security-Policy")
	host := strings.TrimPrefix(env.URL, "http://")
	require.Contains(t, csp, "connect-src 'self' ws://"+host+" wss://"+host+" https://id.example.com:8443;")
	require.Contains(t, csp, "form-action 'self' https://id.example.com:8443")

	tok := env.Do(testkit.Request{Method: "POST", Path: webapp.DevTokenPath, Body: map[string]string{"subject": "demo"}})
	require.Equal(t, http.StatusNotFound, tok.Status)
	require.Contains(t, tok.Detail(t), "no such endpoint")
}

func TestCSPHost(t *testing.T) {
	t.Parallel()
	b, err := webapp.Embedded()
	require.NoError(t, err)
	a := webapp.New(b, webapp.Options{})
	for host, want := range map[string]string{
		"localhost:8080":         "connect-src 'self' ws://localhost:8080 wss://localhost:8080;",
		"App.Example.com":        "connect-src 'self' ws://app.example.com wss://app.example.com;",
		"[::1]:8080":             "connect-src 'self' ws://[::1]:8080 wss://[::1]:8080;",
		"127.0.0.1":              "connect-src 'self' ws://127.0.0.1 wss://127.0.0.1;",
		"evil.com; script-src *": "connect-src 'self';",
		"a b":                    "connect-src 'self';",
		"host:99999":             "connect-src 'self';",
		"host:80x":               "connect-src 'self';",
		"[fe80::1%eth0]:80":      "connect-src 'self';",
		"":                       "connect-src 'self';",
		"-bad-.example":          "connect-src 'self';",
	} {
		require.Contains(t, a.CSP(host), want, host)
	}
}

func TestContentTypes(t *testing.T) {
	t.Parallel()
	for name, want := range map[string]string{
		"a.js": "text/javascript; charset=utf-8", "a.css": "text/css; charset=utf-8", "a.woff2": "font/woff2",
		"a.svg": "image/svg+xml", "a.png": "image/png", "a.json": "application/json", "a.html": "text/html; charset=utf-8",
		"a.map": "application/json", "A.PNG": "image/png", "a.unknownext": "application/octet-stream",
	} {
		require.Equal(t, want, webapp.ContentType(name), name)
	}
}

// A large text asset is compressed both ways; a binary one, or a text
// file compression would not shrink, is served as it is.
func TestBundleCompression(t *testing.T) {
	t.Parallel()
	js := []byte(strings.Repeat("export const greeting = 'hello from the backoffice';\n", 400))
	font := bytes.Repeat([]byte{0x77, 0x4f, 0x46, 0x32}, 500)
	b, err := webapp.Load(memFS(map[string][]byte{
		"index.html":            []byte("<!doctype html><title>x</title>"),
		"graphiql.html":         []byte("<!doctype html><title>y</title>"),
		"assets/index-abc.js":   js,
		"assets/font-abc.woff2": font,
	}))
	require.NoError(t, err)
	a := webapp.New(b, webapp.Options{})
	get := func(path, accept string) *http.Response {
		req, _ := http.NewRequest("GET", path, nil)
		req.Header.Set("Accept-Encoding", accept)
		w := httptest.NewRecorder()
		a.ServeHTTP(w, req)
		return w.Result()
	}
	resp := get("/app/assets/index-abc.js", "br, gzip")
	require.Equal(t, "br", resp.Header.Get("Content-Encoding"))
	body, _ := io.ReadAll(resp.Body)
	require.Less(t, len(body), len(js)/10)
	plain, err := io.ReadAll(brotli.NewReader(bytes.NewReader(body)))
	require.NoError(t, err)
	require.Equal(t, js, plain)

	resp = get("/app/assets/index-abc.js", "gzip")
	require.Equal(t, "gzip", resp.Header.Get("Content-Encoding"))
	zr, err := gzip.NewReader(resp.Body)
	require.NoError(t, err)
	plain, err = io.ReadAll(zr)
	require.NoError(t, err)
	require.Equal(t, js, plain)

	resp = get("/app/assets/font-abc.woff2", "br, gzip")
	require.Empty(t, resp.Header.Get("Content-Encoding"))
	require.Empty(t, resp.Header.Get("Vary"))
	require.Equal(t, "font/woff2", resp.Header.Get("Content-Type"))
	body, _ = io.ReadAll(resp.Body)
	require.Equal(t, font, body)

	_, err = webapp.Load(memFS(map[string][]byte{"index.html": []byte("x")}))
	require.ErrorContains(t, err, "graphiql.html is missing")
}

// The development sign-in: a token for a member's subject, as
// `voiceagent admin token` signs it, to this machine only.
func TestDevToken(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Acme")
	env.MustMember(org.ID, "alice", auth.RoleViewer)
	post := func(body any, header map[string]string) *testkit.Response {
		return env.Do(testkit.Request{Method: "POST", Path: webapp.DevTokenPath, Body: body, Header: header})
	}

	t.Run("Member", func(t *testing.T) {
		r := post(map[string]string{"subject": "  alice "}, nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "no-store", r.Header.Get("Cache-Control"))
		var out struct {
			Token     string `json:"token"`
			ExpiresAt string `json:"expires_at"`
		}
		r.JSON(t, &out)
		exp, err := time.Parse(time.RFC3339, out.ExpiresAt)
		require.NoError(t, err)
		require.WithinDuration(t, time.Now().Add(time.Hour), exp, time.Minute)
		require.True(t, strings.HasSuffix(out.ExpiresAt, "Z"), out.ExpiresAt)

		me := env.SessionFor(out.Token, org.ID.String()).Do("GET", "/api/v1/me", nil)
		require.Equal(t, http.StatusOK, me.Status, string(me.Body))
		var who struct {
			User struct {
				Subject string `json:"subject"`
			} `json:"user"`
		}
		me.JSON(t, &who)
		require.Equal(t, "alice", who.User.Subject)
	})
	t.Run("LoopbackProxy", func(t *testing.T) {
		r := post(map[string]string{"subject": "alice"}, map[string]string{"X-Forwarded-For": "127.0.0.1, ::1", "Forwarded": `for="[::1]:4711";proto=http`})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	})
	t.Run("NotAMember", func(t *testing.T) {
		r := post(map[string]string{"subject": "nobody"}, nil)
		require.Equal(t, http.StatusNotFound, r.Status)
		require.Equal(t, "no member with this subject", r.Detail(t))
		require.NotContains(t, string(r.Body), "token")
	})
	t.Run("BadSubject", func(t *testing.T) {
		for _, body := range []any{map[string]any{}, map[string]any{"subject": "   "}, map[string]any{"subject": strings.Repeat("s", 256)},
			map[string]any{"subject": 7}, map[string]any{"subject": "alice", "email": "x@example.com"}, []byte("[]"), []byte("{")} {
			r := post(body, nil)
			require.Equal(t, http.StatusBadRequest, r.Status, "%v: %s", body, r.Body)
			require.NotEmpty(t, r.Detail(t))
		}
		r := post(map[string]any{}, nil)
		require.Contains(t, r.Detail(t), "subject")
	})
	t.Run("NotJSON", func(t *testing.T) {
		r := post([]byte(`{"subject":"alice"}`), map[string]string{"Content-Type": "text/plain"})
		require.Equal(t, http.StatusUnsupportedMediaType, r.Status)
		r = env.Do(testkit.Request{Method: "POST", Path: webapp.DevTokenPath, Body: bytes.NewReader([]byte("subject=alice")), Header: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}})
		require.Equal(t, http.StatusUnsupportedMediaType, r.Status)
		require.Contains(t, r.Detail(t), "application/json")
	})
	t.Run("TooLarge", func(t *testing.T) {
		r := post([]byte(`{"subject":"`+strings.Repeat("a", 2<<20)+`"}`), nil)
		require.Equal(t, http.StatusRequestEntityTooLarge, r.Status)
	})
	t.Run("NotThisMachine", func(t *testing.T) {
		for _, h := range []map[string]string{
			{"X-Forwarded-For": "203.0.113.9"},
			{"X-Forwarded-For": "127.0.0.1, 203.0.113.9"},
			{"X-Forwarded-For": "unknown"},
			{"Forwarded": "for=192.0.2.60;proto=http"},
			{"Forwarded": `for="[2001:db8::1]:4711"`},
			{"Forwarded": "for=_hidden"},
			{"X-Real-Ip": "198.51.100.7"},
		} {
			r := post(map[string]string{"subject": "alice"}, h)
			require.Equal(t, http.StatusForbidden, r.Status, "%v", h)
			require.Contains(t, r.Detail(t), "development sign-in is only for this machine")
			require.NotContains(t, string(r.Body), "token\"")
		}
	})
	t.Run("Method", func(t *testing.T) {
		r := env.Do(testkit.Request{Method: "GET", Path: webapp.DevTokenPath})
		require.Equal(t, http.StatusMethodNotAllowed, r.Status)
	})
}

func TestDevTokenRateLimited(t *testing.T) {
	t.Parallel()
	env := testkit.New(t, testkit.WithVar("RATE_LIMIT_ANONYMOUS_PER_MINUTE", "2"))
	org := env.MustOrg("Acme")
	env.MustMember(org.ID, "alice", auth.RoleViewer)
	var last *testkit.Response
	for i := 0; i < 3; i++ {
		last = env.Do(testkit.Request{Method: "POST", Path: webapp.DevTokenPath, Body: map[string]string{"subject": "nobody"}})
	}
	require.Equal(t, http.StatusTooManyRequests, last.Status, string(last.Body))
	require.NotEmpty(t, last.Header.Get("Retry-After"))
	require.Equal(t, "0", last.Header.Get("X-RateLimit-Remaining"))
}

func memFS(files map[string][]byte) fstest.MapFS {
	m := fstest.MapFS{}
	for name, data := range files {
		m[name] = &fstest.MapFile{Data: data}
	}
	return m
}
