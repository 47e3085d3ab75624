package webapp

import (
	"encoding/json"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"

	"voiceagent/internal/platform/httpx"
)

// Prefix is where the app is served.
const Prefix = "/app/"

// Options configure the app's pages.
type Options struct {
	// DevSignIn tells the app that the development issuer is active
	// (AUTH_JWKS_URL empty): it offers sign-in by subject through
	// POST /auth/dev/token.
	DevSignIn bool
	// OIDC is the identity service the app signs in through (nil: none).
	OIDC *OIDC
}

// OIDC is the app's OpenID Connect client configuration (UI_OIDC_*).
type OIDC struct {
	Issuer   string `json:"issuer"`
	ClientID string `json:"client_id"`
	Scope    string `json:"scope"`
	// Origin is the issuer's scheme://host[:port], which the pages may
	// fetch from (discovery, token endpoint) and send forms to.
	Origin string `json:"-"`
}

// ClientConfig is the body of GET /app/config.json.
type ClientConfig struct {
	DevSignIn bool  `json:"dev_sign_in"`
	OIDC      *OIDC `json:"oidc"`
}

// App serves the app's files, its configuration and the GraphiQL page.
type App struct {
	bundle *Bundle
	config *file
	issuer string // the identity service's origin, "" without one
}

// New returns the app over a loaded bundle.
func New(b *Bundle, o Options) *App {
	body, err := json.Marshal(ClientConfig{DevSignIn: o.DevSignIn, OIDC: o.OIDC})
	if err != nil {
		panic(err) // strings and a bool always encode
	}
	body = append(body, '\n')
	cfg := &file{name: "config.json", contentType: "application/json", identity: body}
	cfg.etag = etagOf(body)
	a := &App{bundle: b, config: cfg}
	if o.OIDC != nil {
		a.issuer = o.OIDC.Origin
	}
	return a
}

// Root redirects / to the app.
func (a *App) Root() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a.secure(w, r)
		if !readOnly(w, r) {
			return
		}
		http.Redirect(w, r, Prefix, http.StatusFound)
	})
}

// ServeHTTP serves /app and everything under /app/: the bundle's files,
// config.json, and index.html for any other path (the app's own routes,
// deep links), except under /app/assets/, where a missing file is a 404.
func (a *App) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	a.secure(w, r)
	if !readOnly(w, r) {
		return
	}
	rest, ok := strings.CutPrefix(r.URL.Path, Prefix)
	if !ok {
		target := Prefix
		if r.URL.RawQuery != "" {
			target += "?" + r.URL.RawQuery
		}
		http.Redirect(w, r, target, http.StatusFound)
		return
	}
	if rest == "config.json" {
		serve(w, r, a.config)
		return
	}
	if f := a.bundle.lookup(rest); f != nil {
		serve(w, r, f)
		return
	}
	if rest == "assets" || strings.HasPrefix(rest, "assets/") {
		httpx.JSON(w, http.StatusNotFound, httpx.ErrorBody{Detail: "no such file of the app: " + r.URL.Path, Code: "not_found"})
		return
	}
	serve(w, r, a.bundle.files["index.html"])
}

// GraphiQL serves the GraphiQL page of the bundle (graphiql.html), whose
// scripts and styles are the app's own assets.
func (a *App) GraphiQL() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		a.secure(w, r)
		if !readOnly(w, r) {
			return
		}
		serve(w, r, a.bundle.files["graphiql.html"])
	})
}

// readOnly answers 405 to any method but GET and HEAD.
func readOnly(w http.ResponseWriter, r *http.Request) bool {
	if r.Method == http.MethodGet || r.Method == http.MethodHead {
		return true
	}
	w.Header().Set("Allow", "GET, HEAD")
	httpx.JSON(w, http.StatusMethodNotAllowed, httpx.ErrorBody{Detail: "method " + r.Method + " is not allowed on " + r.URL.Path + "; use GET", Code: "method_not_allowed"})
	return false
}

// secure sets the security headers of every page and file of the app.
func (a *App) secure(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", a.CSP(r.Host))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
}

// CSP is the Content Security Policy of the app's pages for a request to
// host: everything from this origin only, with the realtime socket of the
// same host (ws and wss) and the identity service's origin, when one is
// configured, for its discovery and token requests and its sign-in form.
// React Flow sets inline styles, hence 'unsafe-inline' for styles (never
// for scripts). A Host header that is not a plain host[:port] adds no
// socket origin: the policy never carries what a client wrote.
func (a *App) CSP(host string) string {
	connect := "'self'"
	if h, ok := cleanHost(host); ok {
		connect += " ws://" + h + " wss://" + h
	}
	form := "'self'"
	if a.issuer != "" {
		connect += " " + a.issuer
		form += " " + a.issuer
	}
	// data: fonts: the GraphQL explorer's stylesheet inlines its fonts.
	return "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
		"font-src 'self' data:; connect-src " + connect + "; object-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action " + form
}

// cleanHost validates a Host header: a DNS name or IP address (IPv6 in
// brackets, no zone), optionally with a port; it returns it lowercased.
func cleanHost(hostport string) (string, bool) {
	if hostport == "" || len(hostport) > 262 {
		return "", false
	}
	hostport = strings.ToLower(hostport)
	host, port := hostport, ""
	if i := strings.LastIndexByte(hostport, ':'); i >= 0 && !strings.Contains(hostport[i:], "]") {
		host, port = hostport[:i], hostport[i+1:]
		if n, err := strconv.Atoi(port); err != nil || n < 1 || n > 65535 || len(port) > 5 || strings.ContainsAny(port, "+-") {
			return "", false
		}
	}
	if inner, ok := strings.CutPrefix(host, "["); ok {
		inner, ok = strings.CutSuffix(inner, "]")
		addr, err := netip.ParseAddr(inner)
		if !ok || err != nil || !addr.Is6() || addr.Zone() != "" {
			return "", false
		}
		return hostport, true
	}
	if !validDNSName(host) {
		return "", false
	}
	return hostport, true
}

func validDNSName(s string) bool {
	if s == "" || len(s) > 253 {
		return false
	}
	for _, label := range strings.Split(strings.TrimSuffix(s, "."), ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' {
			return false
		}
		for _, c := range label {
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
				return false
			}
		}
	}
	return true
}

// serve writes f in the best encoding the client accepts, with its cache
// policy and validator, or 304 when the client holds it already.
func serve(w http.ResponseWriter, r *http.Request, f *file) {
	h := w.Header()
	if f.immutable {
		h.Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		h.Set("Cache-Control", "no-cache")
	}
	body, enc := f.identity, ""
	if f.gzip != nil || f.brotli != nil {
		h.Add("Vary", "Accept-Encoding")
		enc = negotiate(r.Header.Values("Accept-Encoding"), f.brotli != nil, f.gzip != nil)
	}
	etag := f.etag
	switch enc {
	case "br":
		body, etag = f.brotli, etag+"-br"
	case "gzip":
		body, etag = f.gzip, etag+"-gz"
	}
	h.Set("ETag", `"`+etag+`"`)
	if notModified(r.Header.Get("If-None-Match"), f.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	h.Set("Content-Type", f.contentType)
	if enc != "" {
		h.Set("Content-Encoding", enc)
	}
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		_, _ = w.Write(body)
	}
}

// notModified reports whether If-None-Match names the content (any
// encoding's variant of it: they are the same bytes once decoded) or is *.
func notModified(header, etag string) bool {
	if header == "" {
		return false
	}
	for _, tag := range strings.Split(header, ",") {
		tag = strings.TrimSpace(tag)
		if tag == "*" {
			return true
		}
		tag = strings.Trim(strings.TrimPrefix(tag, "W/"), `"`)
		tag = strings.TrimSuffix(strings.TrimSuffix(tag, "-br"), "-gz")
		if tag == etag {
			return true
		}
	}
	return false
}

// negotiate picks the encoding of a compressible file from Accept-Encoding:
// brotli, then gzip, among those the client accepts with a weight above
// zero (the heavier first); "" for the file as it is.
func negotiate(accept []string, hasBrotli, hasGzip bool) string {
	q := map[string]float64{}
	for _, line := range accept {
		for _, part := range strings.Split(line, ",") {
			name, params, _ := strings.Cut(part, ";")
			name = strings.ToLower(strings.TrimSpace(name))
			if name == "" {
				continue
			}
			weight := 1.0
			for _, p := range strings.Split(params, ";") {
				k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
				if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
					if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil && f >= 0 && f <= 1 {
						weight = f
					} else {
						weight = 0
					}
				}
			}
			q[name] = weight
		}
	}
	weight := func(name string) float64 {
		if w, ok := q[name]; ok {
			return w
		}
		if name == "gzip" {
			if w, ok := q["x-gzip"]; ok {
				return w
			}
		}
		return q["*"]
	}
	br, gz := 0.0, 0.0
	if hasBrotli {
		br = weight("br")
	}
	if hasGzip {
		gz = weight("gzip")
	}
	switch {
	case br > 0 && br >= gz:
		return "br"
	case gz > 0:
		return "gzip"
	}
	return ""
}

// hostOf is the host of a host:port address, for loopback checks.
func hostOf(addr string) string {
	if h, _, err := net.SplitHostPort(addr); err == nil {
		return h
	}
	return addr
}
