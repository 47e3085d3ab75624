package actions

import (
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"golang.org/x/net/http/httpguts"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/egress"
)

// Bounds of a custom action. Every one keeps the cost of storing, checking
// and sending an action small whatever a client writes.
const (
	DefaultTimeoutMS   = 10000   // timeout_ms 0 or absent
	MinTimeoutMS       = 100     //
	MaxTimeoutMS       = 30000   //
	MaxURLBytes        = 2048    // the url template, as egress checks it
	MaxRenderedURL     = 8 << 10 // the url with its placeholders filled in
	MaxHeaders         = 32      //
	MaxHeaderName      = 128     //
	MaxHeaderValue     = 4096    // a header template, and its rendered value
	MaxBodyBytes       = 64 << 10
	MaxResponseMapping = 50
	MaxMappingPath     = 256 // bytes of one dotted path
	MaxMappingDepth    = 32  // segments of one dotted path
	MaxResponseBytes   = 1 << 20
	MaxSecretName      = 64
)

// SecretMask replaces every secret value in what is shown.
const SecretMask = "****"

// Methods a custom action may use.
var Methods = []string{http.MethodGet, http.MethodPost, http.MethodPut, http.MethodPatch, http.MethodDelete}

// forbiddenHeaders are set by the HTTP client from the request itself or
// describe one connection (hop-by-hop); a template may not set them.
var forbiddenHeaders = map[string]bool{
	"Host": true, "Content-Length": true, "Connection": true, "Keep-Alive": true,
	"Proxy-Connection": true, "Transfer-Encoding": true, "Te": true, "Trailer": true,
	"Upgrade": true, "Proxy-Authorization": true, "Proxy-Authenticate": true,
}

// Timeout is the action's timeout: TimeoutMS, or DefaultTimeoutMS when 0.
func (s *CustomActionSpec) Timeout() time.Duration {
	ms := s.TimeoutMS
	if ms <= 0 {
		ms = DefaultTimeoutMS
	}
	return time.Duration(ms) * time.Millisecond
}

// ValidSecretName reports whether s may name a secret: a letter or
// underscore, then letters, digits and underscores, at most 64.
func ValidSecretName(s string) bool {
	return len(s) <= MaxSecretName && flows.ValidVariable(s)
}

// CheckCustomAction returns every problem of a custom action at once, each
// naming its field (url, method, headers.X-Foo, body,
// response_mapping.city, timeout_ms, secrets.name): the method; the url (an
// absolute http or https URL, placeholders only in its path and query, its
// host allowed by guard; a host that does not resolve yet is accepted, as
// each connection is checked again); the headers (names are tokens, not
// Host, Content-Length or hop-by-hop ones, at most MaxHeaders); the body;
// the response mapping (keys are variable names, values dotted paths);
// timeout_ms (0 means DefaultTimeoutMS, the caller may store either); and
// that every {{secrets.name}} is one of secretNames.
func CheckCustomAction(ctx context.Context, guard *egress.Guard, spec *CustomActionSpec, secretNames []string) []apperr.FieldError {
	var problems []apperr.FieldError
	add := func(field, msg string) { problems = append(problems, apperr.FieldError{Field: field, Message: msg}) }

	if !contains(Methods, spec.Method) {
		add("method", "must be one of "+strings.Join(Methods, ", "))
	}
	problems = append(problems, checkURLTemplate(ctx, guard, spec.URL)...)

	if len(spec.Headers) > MaxHeaders {
		add("headers", "must have at most "+strconv.Itoa(MaxHeaders)+" headers")
	}
	seen := map[string]string{}
	headerNames := sortedKeys(spec.Headers)
	if len(headerNames) > MaxHeaders {
		headerNames = nil // not read one by one: the count is the problem
	}
	for _, name := range headerNames {
		field := "headers." + name
		canon := http.CanonicalHeaderKey(name)
		switch {
		case name == "" || len(name) > MaxHeaderName || !httpguts.ValidHeaderFieldName(name):
			add(field, "is not a valid header name (letters, digits and !#$%&'*+-.^_`|~, at most 128)")
			continue
		case forbiddenHeaders[canon]:
			add(field, "is set by the HTTP client and may not be given")
			continue
		case seen[canon] != "":
			add(field, "repeats header "+seen[canon]+" (header names ignore case)")
			continue
		}
		seen[canon] = name
		value := spec.Headers[name]
		if len(value) > MaxHeaderValue {
			add(field, "must be at most "+strconv.Itoa(MaxHeaderValue)+" bytes")
			continue
		}
		if !httpguts.ValidHeaderFieldValue(value) {
			add(field, "must not contain line breaks or control characters")
			continue
		}
		problems = append(problems, CheckTemplate(field, value, true)...)
	}

	if len(spec.Body) > MaxBodyBytes {
		add("body", "must be at most "+strconv.Itoa(MaxBodyBytes>>10)+" KB")
	} else {
		problems = append(problems, CheckTemplate("body", spec.Body, true)...)
	}

	if len(spec.ResponseMapping) > MaxResponseMapping {
		add("response_mapping", "must have at most "+strconv.Itoa(MaxResponseMapping)+" entries")
	} else {
		for _, name := range sortedKeys(spec.ResponseMapping) {
			field := "response_mapping." + name
			if !flows.ValidVariable(name) {
				add(field, "is not a variable name (a letter or _, then letters, digits or _, at most 64)")
				continue
			}
			if msg := checkMappingPath(spec.ResponseMapping[name]); msg != "" {
				add(field, msg)
			}
		}
	}

	if t := spec.TimeoutMS; (t != 0 || spec.timeoutGiven) && (t < MinTimeoutMS || t > MaxTimeoutMS) {
		add("timeout_ms", fmt.Sprintf("must be from %d to %d (absent: %d)", MinTimeoutMS, MaxTimeoutMS, DefaultTimeoutMS))
	}

	known := map[string]bool{}
	for _, n := range secretNames {
		if !ValidSecretName(n) {
			add("secrets."+n, "is not a valid secret name (a letter or _, then letters, digits or _, at most 64)")
		}
		known[n] = true
	}
	// Each missing secret is named where it is read.
	check := func(field, text string) {
		for _, n := range SecretRefs(text) {
			if !known[n] {
				add(field, "reads secret "+n+", which the action does not have")
			}
		}
	}
	check("url", spec.URL)
	for _, name := range sortedKeys(spec.Headers) {
		check("headers."+name, spec.Headers[name])
	}
	check("body", spec.Body)
	return problems
}

// checkURLTemplate checks the url: placeholders only in path and query,
// well-formed, and the host allowed by the guard.
func checkURLTemplate(ctx context.Context, guard *egress.Guard, raw string) []apperr.FieldError {
	one := func(msg string) []apperr.FieldError { return []apperr.FieldError{{Field: "url", Message: msg}} }
	if strings.TrimSpace(raw) == "" {
		return one("is required")
	}
	if len(raw) > MaxURLBytes {
		return one("must be at most " + strconv.Itoa(MaxURLBytes) + " characters")
	}
	if p := CheckTemplate("url", raw, true); len(p) > 0 {
		return p
	}
	parts, ok := splitURL(raw)
	if !ok {
		return one("must be an absolute URL such as https://example.com/path")
	}
	if strings.Contains(parts.origin, "{{") || strings.Contains(parts.fragment, "{{") {
		return one("may hold placeholders only in its path and query, not in its scheme, host, port, user or fragment")
	}
	// The guard checks the URL as it will be sent, a placeholder standing
	// for one plain character.
	sample, _ := render(raw, MaxRenderedURL, func(string, string) string { return "x" })
	if _, err := guard.CheckURLUnresolvedOK(ctx, "url", sample, "http", "https"); err != nil {
		if e, ok := apperr.As(err); ok && len(e.Fields) > 0 {
			return e.Fields
		}
		return one("is not allowed")
	}
	return nil
}

// urlParts is a URL template split where no placeholder can reach: the
// origin (scheme://userinfo@host:port), path, query and fragment, without
// their "?" and "#".
type urlParts struct{ origin, path, query, fragment string }

func splitURL(raw string) (urlParts, bool) {
	raw = strings.TrimSpace(raw)
	i := strings.Index(raw, "://")
	if i <= 0 {
		return urlParts{}, false
	}
	var p urlParts
	rest := raw[i+3:]
	end := strings.IndexAny(rest, "/?#")
	if end < 0 {
		end = len(rest)
	}
	p.origin, rest = raw[:i+3+end], rest[end:]
	if j := strings.IndexByte(rest, '#'); j >= 0 {
		rest, p.fragment = rest[:j], rest[j+1:]
	}
	if j := strings.IndexByte(rest, '?'); j >= 0 {
		rest, p.query = rest[:j], rest[j+1:]
	}
	p.path = rest
	return p, end > 0
}

// checkMappingPath explains what is wrong with a dotted path, or returns "".
func checkMappingPath(path string) string {
	switch {
	case path == "":
		return "must be a dotted path into the JSON answer, such as data.items.0.name"
	case len(path) > MaxMappingPath:
		return "must be at most " + strconv.Itoa(MaxMappingPath) + " characters"
	case !utf8.ValidString(path):
		return "must be valid UTF-8"
	}
	segs := strings.Split(path, ".")
	if len(segs) > MaxMappingDepth {
		return "must have at most " + strconv.Itoa(MaxMappingDepth) + " segments"
	}
	for _, s := range segs {
		if s == "" {
			return "has an empty segment (two dots, or a dot at an end)"
		}
		for _, r := range s {
			if r < 0x20 || r == 0x7f {
				return "must not contain control characters"
			}
		}
	}
	return ""
}

// Request is a custom action's HTTP request with its placeholders filled in.
// It remembers the secret values it holds so Masked can hide them.
type Request struct {
	Method  string            `json:"method"`
	URL     string            `json:"url"`
	Headers map[string]string `json:"headers"`
	Body    string            `json:"body"`

	secrets []string // values to mask, longest first
}

// BuildRequest fills in spec's url, headers and body from secrets and vars
// (vars.Secrets is ignored: secrets come from the action). A value placed
// in the url's path is escaped as one path segment (url.PathEscape, and a
// value that would make a segment "." or ".." has its dots escaped) and in
// the query as one query component (url.QueryEscape), so no value can change
// the host, add a segment or add a parameter; the fragment is dropped. The
// body and headers take values as they are (no JSON escaping). The errors,
// apperr.Invalid naming the field, are input that cannot be sent: a url
// longer than MaxRenderedURL, a header value with a line break or longer
// than MaxHeaderValue, a body longer than MaxBodyBytes.
func BuildRequest(spec *CustomActionSpec, secrets map[string]string, vars Vars) (Request, error) {
	vars.Secrets = secrets
	req := Request{Method: spec.Method, Headers: map[string]string{}, secrets: secretValues(secrets)}
	parts, ok := splitURL(spec.URL)
	if !ok || strings.Contains(parts.origin, "{{") {
		return Request{}, apperr.Field("url", "must be an absolute URL with placeholders only in its path and query")
	}
	var b strings.Builder
	b.WriteString(parts.origin)
	segs := strings.Split(parts.path, "/")
	for i, seg := range segs {
		if i > 0 {
			b.WriteByte('/')
		}
		out, _ := render(seg, MaxRenderedURL, func(scope, name string) string { return url.PathEscape(vars.lookup(scope, name)) })
		if out != seg && out != "" && strings.Trim(out, ".") == "" {
			out = strings.ReplaceAll(out, ".", "%2E")
		}
		b.WriteString(out)
		if b.Len() > MaxRenderedURL {
			break
		}
	}
	if parts.query != "" {
		q, _ := render(parts.query, MaxRenderedURL, func(scope, name string) string { return url.QueryEscape(vars.lookup(scope, name)) })
		b.WriteByte('?')
		b.WriteString(q)
	}
	if b.Len() > MaxRenderedURL {
		return Request{}, apperr.Field("url", "is longer than "+strconv.Itoa(MaxRenderedURL>>10)+" KB once its placeholders are filled in")
	}
	req.URL = b.String()
	u, err := url.Parse(req.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return Request{}, apperr.Field("url", "is not a valid http or https URL once its placeholders are filled in")
	}

	for _, name := range sortedKeys(spec.Headers) {
		v, cut := render(spec.Headers[name], MaxHeaderValue, vars.lookup)
		if cut {
			return Request{}, apperr.Field("headers."+name, "is longer than "+strconv.Itoa(MaxHeaderValue)+" bytes once its placeholders are filled in")
		}
		if !httpguts.ValidHeaderFieldValue(v) {
			return Request{}, apperr.Field("headers."+name, "holds a line break or control character once its placeholders are filled in")
		}
		req.Headers[name] = v
	}
	body, cut := render(spec.Body, MaxBodyBytes, vars.lookup)
	if cut {
		return Request{}, apperr.Field("body", "is longer than "+strconv.Itoa(MaxBodyBytes>>10)+" KB once its placeholders are filled in")
	}
	req.Body = body
	return req, nil
}

// secretValues returns the non-empty values of secrets, longest first so a
// secret inside another is masked after it.
func secretValues(secrets map[string]string) []string {
	var out []string
	for _, v := range secrets {
		if v != "" {
			out = append(out, v)
		}
	}
	sort.Slice(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return out
}

// Masked returns a copy of r in which every secret value, as written and as
// escaped into the url, reads SecretMask: what simulate shows.
func (r Request) Masked() Request {
	m := Request{Method: r.Method, URL: r.mask(r.URL), Headers: make(map[string]string, len(r.Headers)), Body: r.mask(r.Body), secrets: r.secrets}
	for k, v := range r.Headers {
		m.Headers[k] = r.mask(v)
	}
	return m
}

// mask replaces every secret value of r in s.
func (r Request) mask(s string) string { return maskSecrets(s, r.secrets) }

func maskSecrets(s string, secrets []string) string {
	for _, v := range secrets {
		if s == "" {
			break
		}
		s = strings.ReplaceAll(s, v, SecretMask)
		if e := url.PathEscape(v); e != v {
			s = strings.ReplaceAll(s, e, SecretMask)
		}
		if e := url.QueryEscape(v); e != v {
			s = strings.ReplaceAll(s, e, SecretMask)
		}
	}
	return s
}

// Result is what sending a custom action's request gave. A target that
// fails (timeout, refusal by the egress guard, DNS, connection, TLS,
// non-2xx, an answer too large, not JSON where a mapping needs it) is
// Success false with Error saying why for a person; no secret value appears
// anywhere in it.
type Result struct {
	Success    bool  `json:"success"`
	StatusCode int   `json:"status_code"` // 0: no answer
	DurationMS int64 `json:"duration_ms"`
	// Variables are the mapped values, as JSON decoded them (string,
	// json.Number, bool, nil for a JSON null, []any, map[string]any). A
	// path the answer does not have leaves its variable out.
	Variables map[string]any `json:"variables"`
	Error     string         `json:"error"`
	// Response is the answer's JSON, or its text when it is not JSON; nil
	// without an answer. Not part of an execute answer (initialize shows it).
	Response any `json:"-"`
}

// NewHTTPClient returns the client custom actions are sent with: the
// egress guard's, so every connection is checked after DNS resolution,
// with redirects not followed (a 3xx is a failure: a header carrying a
// secret must not follow a redirect to another host). Its own timeout is
// MaxTimeoutMS; Execute bounds each request by the action's timeout.
// rootCAs, when not nil, replaces the system roots (tests, private CAs).
func NewHTTPClient(guard *egress.Guard, rootCAs *x509.CertPool) *http.Client {
	c := guard.Client(egress.Options{Timeout: MaxTimeoutMS * time.Millisecond, MaxRedirects: -1})
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	if tr, ok := egress.HTTPTransport(c); ok && rootCAs != nil {
		tr.TLSClientConfig = &tls.Config{RootCAs: rootCAs, MinVersion: tls.VersionTLS12}
	}
	return c
}

// Execute sends req with client (NewHTTPClient) within spec's timeout,
// reads at most MaxResponseBytes of the answer and maps its JSON by
// spec.ResponseMapping. Failures of the target are in the Result, never a
// panic: Execute has no error.
func Execute(ctx context.Context, client *http.Client, req Request, spec *CustomActionSpec) Result {
	res := Result{Variables: map[string]any{}}
	timeout := spec.Timeout()
	tctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	start := time.Now()
	fail := func(msg string) Result {
		res.Success = false
		res.Error = maskSecrets(msg, req.secrets)
		res.DurationMS = time.Since(start).Milliseconds()
		return res
	}
	if client == nil {
		// Never fall back to a client without the guard.
		return fail("no HTTP client to send with")
	}
	var body io.Reader // a nil *strings.Reader would not read as "no body"
	if req.Body != "" {
		body = strings.NewReader(req.Body)
	}
	hreq, err := http.NewRequestWithContext(tctx, req.Method, req.URL, body)
	if err != nil {
		return fail("the request could not be built: invalid method or URL")
	}
	for k, v := range req.Headers {
		hreq.Header.Set(k, v)
	}
	if req.Body != "" && hreq.Header.Get("Content-Type") == "" {
		hreq.Header.Set("Content-Type", "application/json")
	}
	if hreq.Header.Get("Accept") == "" {
		hreq.Header.Set("Accept", "application/json")
	}
	timedOut := func(err error) bool {
		var ne net.Error
		return ctx.Err() == nil && (errors.Is(err, context.DeadlineExceeded) || tctx.Err() != nil || errors.As(err, &ne) && ne.Timeout())
	}
	resp, err := client.Do(hreq)
	if err != nil {
		if timedOut(err) {
			return fail(fmt.Sprintf("timed out after %d ms", timeout.Milliseconds()))
		}
		return fail(describeTransportError(ctx, err))
	}
	defer resp.Body.Close()
	res.StatusCode = resp.StatusCode
	raw, err := egress.ReadAll(resp.Body, MaxResponseBytes)
	if err != nil {
		switch {
		case errors.Is(err, egress.ErrTooLarge):
			return fail(fmt.Sprintf("the answer is larger than %d KB", MaxResponseBytes>>10))
		case timedOut(err):
			return fail(fmt.Sprintf("timed out after %d ms reading the answer", timeout.Milliseconds()))
		}
		return fail("the answer could not be read: " + describeTransportError(ctx, err))
	}
	doc, isJSON := decodeJSON(raw)
	if isJSON {
		res.Response = maskValue(doc, req.secrets)
	} else if len(raw) > 0 {
		res.Response = maskSecrets(strings.ToValidUTF8(string(raw), "\uFFFD"), req.secrets)
	}
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		msg := "answered " + strconv.Itoa(resp.StatusCode)
		if t := http.StatusText(resp.StatusCode); t != "" {
			msg += " " + t
		}
		if resp.StatusCode >= 300 && resp.StatusCode < 400 {
			msg += " (redirects are not followed)"
		}
		return fail(msg)
	}
	if len(spec.ResponseMapping) > 0 {
		if !isJSON {
			return fail("the answer is not JSON, so response_mapping cannot read it")
		}
		for name, path := range spec.ResponseMapping {
			if v, ok := lookupPath(doc, path); ok {
				res.Variables[name] = maskValue(v, req.secrets)
			}
		}
	}
	res.Success = true
	res.DurationMS = time.Since(start).Milliseconds()
	return res
}

// describeTransportError says in a sentence why no answer came, without
// the URL (it may hold a secret) or the platform's own addresses.
func describeTransportError(ctx context.Context, err error) string {
	var (
		dnsErr  *net.DNSError
		certErr *tls.CertificateVerificationError
		unkCA   x509.UnknownAuthorityError
		hostErr x509.HostnameError
		recErr  tls.RecordHeaderError
		alert   tls.AlertError
	)
	switch {
	case ctx.Err() != nil:
		return "cancelled before the answer came"
	case errors.Is(err, egress.ErrBlocked):
		return "refused by the egress guard: " + blockedReason(err)
	case errors.As(err, &dnsErr):
		return "could not resolve host " + dnsErr.Name
	case errors.Is(err, syscall.ECONNREFUSED):
		return "connection refused"
	case errors.Is(err, syscall.ECONNRESET):
		return "connection reset by the server"
	case errors.As(err, &certErr), errors.As(err, &unkCA), errors.As(err, &hostErr):
		return "TLS error: the server's certificate is not trusted for its host"
	case errors.As(err, &recErr), errors.As(err, &alert), strings.Contains(err.Error(), "tls: "),
		strings.Contains(err.Error(), "HTTP response to HTTPS client"):
		return "TLS error"
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "the server closed the connection without an answer"
	}
	return "connection error"
}

// blockedReason is the guard's own explanation (an address and why it is
// not allowed), found in the chain of err.
func blockedReason(err error) string {
	for e := err; e != nil; e = errors.Unwrap(e) {
		if s := e.Error(); strings.HasPrefix(s, egress.ErrBlocked.Error()+": ") {
			return strings.TrimPrefix(s, egress.ErrBlocked.Error()+": ")
		}
	}
	return "address not allowed"
}

// decodeJSON decodes one JSON value (numbers kept exact as json.Number).
func decodeJSON(raw []byte) (any, bool) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, false
	}
	if _, err := d.Token(); err == nil {
		return nil, false // trailing data
	}
	return v, true
}

// lookupPath follows a dotted path: a segment names an object's key, or,
// on an array, is a decimal index from 0 (a.b.0.c). A segment on a scalar,
// a missing key or an index out of range means the path is absent.
func lookupPath(doc any, path string) (any, bool) {
	cur := doc
	for _, seg := range strings.Split(path, ".") {
		switch v := cur.(type) {
		case map[string]any:
			next, ok := v[seg]
			if !ok {
				return nil, false
			}
			cur = next
		case []any:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(v) || (len(seg) > 1 && seg[0] == '0') {
				return nil, false
			}
			cur = v[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

// maskValue replaces secret values in every string of a decoded JSON value.
func maskValue(v any, secrets []string) any {
	if len(secrets) == 0 {
		return v
	}
	switch t := v.(type) {
	case string:
		return maskSecrets(t, secrets)
	case json.Number:
		if m := maskSecrets(string(t), secrets); m != string(t) {
			return m // a numeric secret: shown as the mask, a string
		}
		return t
	case map[string]any:
		out := make(map[string]any, len(t))
		for k, x := range t {
			out[maskSecrets(k, secrets)] = maskValue(x, secrets)
		}
		return out
	case []any:
		out := make([]any, len(t))
		for i, x := range t {
			out[i] = maskValue(x, secrets)
		}
		return out
	}
	return v
}

// MarshalJSON writes error as null on success.
func (r Result) MarshalJSON() ([]byte, error) {
	type plain Result
	var failure *string
	if r.Error != "" {
		failure = &r.Error
	}
	return json.Marshal(struct {
		plain
		Error *string `json:"error"`
	}{plain(r), failure})
}

// Initialization is the answer of initialize: whether the action works,
// the answer it got and the variables mapped from it.
type Initialization struct {
	Valid          bool           `json:"valid"`
	SampleResponse any            `json:"sample_response"`
	Variables      map[string]any `json:"variables"`
	Error          string         `json:"error,omitempty"`
}

// Initialize turns the Result of a first send into initialize's answer.
func Initialize(r Result) Initialization {
	vars := r.Variables
	if vars == nil {
		vars = map[string]any{}
	}
	return Initialization{Valid: r.Success, SampleResponse: r.Response, Variables: vars, Error: r.Error}
}

// VariableText is a mapped value as a conversation variable holds it: a
// string as is, a number or boolean as JSON writes it, null as empty, an
// object or array as compact JSON.
func VariableText(v any) string {
	switch t := v.(type) {
	case nil:
		return ""
	case string:
		return t
	case json.Number:
		return t.String()
	}
	b, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(b)
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
