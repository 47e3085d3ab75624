package testkit

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
	"github.com/google/uuid"

	"voiceagent/internal/apikeys"
	"voiceagent/internal/app"
	"voiceagent/internal/auth"
	"voiceagent/internal/orgs"
	"voiceagent/internal/platform/config"
	v1 "voiceagent/rest/v1"
)

// Env is a running platform for one test.
type Env struct {
	T      testing.TB
	App    *app.App
	Server *httptest.Server
	URL    string
	Vars   map[string]string
	logs   *logBuffer
}

// Option adjusts the environment variables a test platform starts with.
type Option func(vars map[string]string)

// WithVar sets one configuration variable.
func WithVar(name, value string) Option { return func(v map[string]string) { v[name] = value } }

// New starts a platform on a fresh database and a leased Redis database,
// serving over a real HTTP listener. Everything is torn down with the test.
func New(t testing.TB, opts ...Option) *Env {
	t.Helper()
	vars := map[string]string{
		"DATABASE_URL":         DatabaseURL(t),
		"REDIS_URL":            RedisURL(t),
		"LOG_LEVEL":            "warn",
		"EGRESS_ALLOW_PRIVATE": "127.0.0.0/8,::1/128",
		"DEMO_SEED":            "false",
		"WEBHOOK_RETRY_BASE":   "100ms",
	}
	for _, o := range opts {
		o(vars)
	}
	return start(t, vars)
}

func start(t testing.TB, vars map[string]string) *Env {
	t.Helper()
	cfg, err := config.FromEnv(func(k string) string { return vars[k] })
	if err != nil {
		t.Fatalf("test config: %v", err)
	}
	logs := &logBuffer{}
	log := app.NewLogger(cfg, testWriter{t, logs})
	a, err := app.New(context.Background(), cfg, log)
	if err != nil {
		t.Fatalf("start platform: %v", err)
	}
	srv := httptest.NewServer(a.Handler())
	t.Cleanup(func() {
		srv.Close()
		a.Close()
		logs.end()
	})
	return &Env{T: t, App: a, Server: srv, URL: srv.URL, Vars: vars, logs: logs}
}

// Replica starts a second platform process on the same database and Redis,
// as another replica behind a load balancer would be. opts override variables.
func (e *Env) Replica(opts ...Option) *Env {
	e.T.Helper()
	vars := map[string]string{}
	for k, v := range e.Vars {
		vars[k] = v
	}
	for _, o := range opts {
		o(vars)
	}
	return start(e.T, vars)
}

// testWriter sends platform logs to the test log (shown on failure or -v)
// and keeps them for Logs.
type testWriter struct {
	t    testing.TB
	logs *logBuffer
}

func (w testWriter) Write(p []byte) (int, error) {
	w.logs.mu.Lock()
	defer w.logs.mu.Unlock()
	w.logs.b.Write(p)
	if !w.logs.ended && os.Getenv("TESTKIT_QUIET") == "" {
		w.t.Log(strings.TrimRight(string(p), "\n"))
	}
	return len(p), nil
}

// StartWorker runs what the worker command runs until the test ends: the
// Asynq workers (and scheduler) and the outbox relay.
func (e *Env) StartWorker() {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{}, 2)
	go func() {
		defer func() { done <- struct{}{} }()
		if err := e.App.Jobs.Worker(ctx, e.App.RedisOpt, 10, e.App.Log); err != nil {
			e.T.Errorf("worker: %v", err)
		}
	}()
	go func() {
		defer func() { done <- struct{}{} }()
		e.App.RunRelay(ctx)
	}()
	e.T.Cleanup(func() {
		cancel()
		<-done
		<-done
	})
}

// MustOrg creates an organization.
func (e *Env) MustOrg(name string) orgs.Organization {
	e.T.Helper()
	o, err := e.App.Orgs.Create(context.Background(), name, "")
	if err != nil {
		e.T.Fatalf("create organization: %v", err)
	}
	return o
}

// MustKey creates an API key with the given scopes (none = full access) and
// returns it with its full value.
func (e *Env) MustKey(orgID uuid.UUID, scopes ...string) (apikeys.Key, string) {
	e.T.Helper()
	return e.MustKeyWith(apikeys.CreateInput{OrganizationID: orgID, Name: "test key", Scopes: scopes})
}

// MustKeyWith creates an API key from a full input.
func (e *Env) MustKeyWith(in apikeys.CreateInput) (apikeys.Key, string) {
	e.T.Helper()
	if in.Name == "" {
		in.Name = "test key"
	}
	k, full, err := e.App.Keys.Create(context.Background(), in)
	if err != nil {
		e.T.Fatalf("create key: %v", err)
	}
	return k, full
}

// System returns a context acting for an organization with full access, for
// calling services directly.
func (e *Env) System(orgID uuid.UUID) context.Context {
	return auth.WithPrincipal(context.Background(), auth.System(orgID))
}

// Response is a received HTTP response with its body read.
type Response struct {
	Status int
	Header http.Header
	Body   []byte
}

// JSON decodes the body into v, failing the test if it cannot.
func (r *Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("decode response %d %s: %v", r.Status, r.Body, err)
	}
}

// Map decodes the body as a JSON object.
func (r *Response) Map(t testing.TB) map[string]any {
	t.Helper()
	var m map[string]any
	r.JSON(t, &m)
	return m
}

// Detail returns the error detail of the body.
func (r *Response) Detail(t testing.TB) string {
	t.Helper()
	d, _ := r.Map(t)["detail"].(string)
	return d
}

// Request describes one call; Key is sent as Authorization: Bearer.
type Request struct {
	Method  string
	Path    string
	Key     string
	Body    any // marshalled as JSON unless []byte or io.Reader
	Header  map[string]string
	NoCheck bool // skip OpenAPI validation (for deliberately undocumented answers)
	// Repeated is added after Header, value by value, so a test can send
	// a header twice.
	Repeated http.Header
}

// Do sends a request to the platform. Every /v1 response is validated
// against the OpenAPI document: a status or body the document does not
// describe fails the test, so spec and behaviour cannot drift.
func (e *Env) Do(req Request) *Response {
	e.T.Helper()
	var body io.Reader
	switch b := req.Body.(type) {
	case nil:
	case []byte:
		body = bytes.NewReader(b)
	case io.Reader:
		body = b
	default:
		raw, err := json.Marshal(b)
		if err != nil {
			e.T.Fatalf("encode body: %v", err)
		}
		body = bytes.NewReader(raw)
	}
	hr, err := http.NewRequest(req.Method, e.URL+req.Path, body)
	if err != nil {
		e.T.Fatalf("new request: %v", err)
	}
	if req.Body != nil {
		hr.Header.Set("Content-Type", "application/json")
	}
	if req.Key != "" {
		hr.Header.Set("Authorization", "Bearer "+req.Key)
	}
	for k, v := range req.Header {
		hr.Header.Set(k, v)
	}
	for k, vs := range req.Repeated {
		for _, v := range vs {
			hr.Header.Add(k, v)
		}
	}
	resp, err := http.DefaultClient.Do(hr)
	if err != nil {
		e.T.Fatalf("%s %s: %v", req.Method, req.Path, err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		e.T.Fatalf("read response: %v", err)
	}
	out := &Response{Status: resp.StatusCode, Header: resp.Header, Body: raw}
	if !req.NoCheck && strings.HasPrefix(req.Path, "/v1/") {
		CheckAgainstSpec(e.T, hr, out)
	}
	return out
}

// Get is Do with GET.
func (e *Env) Get(path, key string) *Response {
	e.T.Helper()
	return e.Do(Request{Method: http.MethodGet, Path: path, Key: key})
}

// Post is Do with POST and a JSON body.
func (e *Env) Post(path, key string, body any) *Response {
	e.T.Helper()
	return e.Do(Request{Method: http.MethodPost, Path: path, Key: key, Body: body})
}

var (
	specRouterOnce sync.Once
	specRouter     routers.Router
	specRouterErr  error
)

// CheckAgainstSpec validates one /v1 response against the OpenAPI document:
// the path and method must be documented, the status must be listed for the
// operation, and the body must match its schema. 404/405 for paths the
// document does not have are accepted as the router's answer.
func CheckAgainstSpec(t testing.TB, req *http.Request, resp *Response) {
	t.Helper()
	specRouterOnce.Do(func() {
		_, doc, err := v1.Spec()
		if err != nil {
			specRouterErr = err
			return
		}
		specRouter, specRouterErr = gorillamux.NewRouter(doc)
	})
	if specRouterErr != nil {
		t.Fatalf("openapi router: %v", specRouterErr)
	}
	vreq := req.Clone(context.Background())
	vreq.URL.Host = ""
	vreq.URL.Scheme = ""
	vreq.Host = ""
	route, params, err := specRouter.FindRoute(vreq)
	if err != nil {
		if resp.Status == http.StatusNotFound || resp.Status == http.StatusMethodNotAllowed {
			return
		}
		t.Errorf("%s %s answered %d but the OpenAPI document has no such operation: %v", req.Method, req.URL.Path, resp.Status, err)
		return
	}
	in := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: &openapi3filter.RequestValidationInput{
			Request: vreq, PathParams: params, Route: route,
			Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc},
		},
		Status:  resp.Status,
		Header:  resp.Header,
		Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	}
	in.SetBodyBytes(resp.Body)
	if err := openapi3filter.ValidateResponse(context.Background(), in); err != nil {
		t.Errorf("%s %s: response %d does not match the OpenAPI document: %v\nbody: %s", req.Method, req.URL.Path, resp.Status, err, truncate(resp.Body, 2000))
	}
	if resp.Header.Get("X-RateLimit-Limit") == "" || resp.Header.Get("X-RateLimit-Remaining") == "" {
		t.Errorf("%s %s: response %d lacks X-RateLimit-Limit/X-RateLimit-Remaining", req.Method, req.URL.Path, resp.Status)
	}
}

func truncate(b []byte, n int) string {
	if len(b) > n {
		return string(b[:n]) + "..."
	}
	return string(b)
}

// Eventually polls cond until it is true or the timeout passes.
func Eventually(t testing.TB, timeout time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out after %s waiting for %s", timeout, what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Never watches cond for d and fails the test as soon as it is true: what
// must not happen (a second delivery, a late duplicate) is caught when it
// arrives instead of counted after a fixed sleep.
func Never(t testing.TB, d time.Duration, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for time.Now().Before(deadline) {
		if cond() {
			t.Fatalf("%s happened within %s", what, d)
		}
		time.Sleep(20 * time.Millisecond)
	}
	if cond() {
		t.Fatalf("%s happened within %s", what, d)
	}
}
