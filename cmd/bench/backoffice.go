package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"runtime/pprof"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/lestrrat-go/jwx/v3/jwa"
	"github.com/lestrrat-go/jwx/v3/jwk"
	"github.com/lestrrat-go/jwx/v3/jwt"

	"voiceagent/internal/agents"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/members"
	"voiceagent/internal/session"
)

func init() {
	register(suite{name: "backoffice", summary: "session JWT verification with cached keys (p50/p99 per algorithm); GraphQL me vs REST GET /api/v1/me (and /v1/me with a key, same run); 50 agents with their knowledge bases in GraphQL vs GET /api/v1/agents?limit=50", run: benchBackoffice})
}

func benchBackoffice(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench backoffice", flag.ContinueOnError)
	dur := fs.Duration("duration", 5*time.Second, "load duration per HTTP target")
	conc := fs.Int("concurrency", 32, "concurrent clients")
	n := fs.Int("verifications", 20000, "token verifications per algorithm")
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_api?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the agent-list loads to this file")
	rounds := fs.Int("rounds", 3, "interleaved rounds of the agent-list loads (the median round is reported)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *rounds < 1 {
		return fmt.Errorf("-rounds: want at least 1")
	}

	fmt.Printf("JWT verification, keys cached, one goroutine, %d tokens per algorithm:\n", *n)
	for _, alg := range []string{"EdDSA", "ES256", "RS256"} {
		p50, p99, err := benchVerify(ctx, alg, *n)
		if err != nil {
			return err
		}
		fmt.Printf("  %-6s p50 %6.3f ms  p99 %6.3f ms\n", alg, p50, p99)
	}

	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	org, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	subject := fmt.Sprintf("bench-%d", time.Now().UnixNano())
	if _, err := a.Backoffice.Members.Add(auth.WithPrincipal(ctx, auth.System(org.ID)), members.AddInput{Subject: &subject, Role: auth.RoleOwner}); err != nil {
		return err
	}
	tok, _, err := a.MintDevToken(ctx, subject, subject+"@example.com", "Bench", time.Hour)
	if err != nil {
		return fmt.Errorf("%w (run the suite with AUTH_JWKS_URL empty)", err)
	}
	limit := 1_000_000
	_, key, err := a.Keys.Create(ctx, apikeys.CreateInput{OrganizationID: org.ID, Name: "bench", RateLimitPerMinute: &limit})
	if err != nil {
		return err
	}
	if err := seedAgentsWithBases(auth.WithPrincipal(ctx, auth.System(org.ID)), a.Agents, a.Knowledge); err != nil {
		return err
	}
	platform, err := serveOn(a.Handler())
	if err != nil {
		return err
	}
	defer platform.Close()
	base := "http://" + platform.Addr().String()
	hdr := http.Header{"Authorization": {"Bearer " + tok}, "X-Organization-Id": {org.ID.String()}}
	gqlBody := []byte(`{"query":"{ me { user { id subject email name createdAt } memberships { role joinedAt organization { id name slug } } } }"}`)
	agentsBody := []byte(`{"query":"{ agents(limit: 50) { items { ` + agentListFields + ` } total limit offset nextCursor } }"}`)
	agentsBasesBody := []byte(`{"query":"{ agents(limit: 50) { items { ` + agentListFields + ` knowledgeBases { id name documentCount } } total limit offset nextCursor } }"}`)
	targets := []struct {
		name string
		req  func() *http.Request
	}{
		{"REST GET /api/v1/me  ", func() *http.Request {
			r, _ := http.NewRequest("GET", base+"/api/v1/me", nil)
			r.Header = hdr.Clone()
			return r
		}},
		{"GraphQL POST { me }  ", func() *http.Request {
			r, _ := http.NewRequest("POST", base+"/api/v1/graphql", bytes.NewReader(gqlBody))
			r.Header = hdr.Clone()
			r.Header.Set("Content-Type", "application/json")
			return r
		}},
		{"API key GET /v1/me   ", func() *http.Request {
			r, _ := http.NewRequest("GET", base+"/v1/me", nil)
			r.Header.Set("Authorization", "Bearer "+key)
			return r
		}},
	}
	lists := []struct {
		name string
		req  func() *http.Request
	}{
		{"REST GET /api/v1/agents?limit=50           ", func() *http.Request {
			r, _ := http.NewRequest("GET", base+"/api/v1/agents?limit=50", nil)
			r.Header = hdr.Clone()
			return r
		}},
		{"GraphQL agents(limit: 50), same fields     ", func() *http.Request {
			r, _ := http.NewRequest("POST", base+"/api/v1/graphql", bytes.NewReader(agentsBody))
			r.Header = hdr.Clone()
			r.Header.Set("Content-Type", "application/json")
			return r
		}},
		{"GraphQL agents(limit: 50) + knowledgeBases ", func() *http.Request {
			r, _ := http.NewRequest("POST", base+"/api/v1/graphql", bytes.NewReader(agentsBasesBody))
			r.Header = hdr.Clone()
			r.Header.Set("Content-Type", "application/json")
			return r
		}},
	}
	fmt.Printf("HTTP: %d concurrent clients, %s per target, in-process load generator over loopback\n", *conc, *dur)
	var first float64
	for i, tg := range targets {
		res := loadRequests(ctx, tg.req, *conc, *dur)
		if res.errors > 0 {
			return fmt.Errorf("%s: %d failed requests", tg.name, res.errors)
		}
		if i == 0 {
			first = res.rps
		}
		fmt.Printf("  %s %9.0f req/s  p50 %6.2f ms  p99 %6.2f ms  (%.0f%% of REST)\n", tg.name, res.rps, res.p50, res.p99, 100*res.rps/first)
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	// The three lists take turns, round after round, and each row is its
	// median round: a machine whose speed drifts during the run (other work,
	// thermal limits) then weighs on every row alike.
	fmt.Printf("Lists of 50 agents (each with 0-3 of 3 knowledge bases), same clients, %d interleaved rounds of %s each, median round:\n", *rounds, *dur)
	results := make([][]loadResult, len(lists))
	for range *rounds {
		for i, tg := range lists {
			res := loadRequests(ctx, tg.req, *conc, *dur)
			if res.errors > 0 {
				return fmt.Errorf("%s: %d failed requests", tg.name, res.errors)
			}
			results[i] = append(results[i], res)
		}
	}
	for i, tg := range lists {
		results[i] = sortedRPS(results[i])
		res := results[i][len(results[i])/2]
		if i == 0 {
			first = res.rps
		}
		fmt.Printf("  %s %7.0f req/s  p50 %6.2f ms  p99 %6.2f ms  (%.2fx REST; rounds %s)\n", tg.name, res.rps, res.p50, res.p99, res.rps/first, roundsRPS(results[i]))
	}
	return nil
}

// sortedRPS sorts rounds by throughput, lowest first.
func sortedRPS(rs []loadResult) []loadResult {
	sort.Slice(rs, func(a, b int) bool { return rs[a].rps < rs[b].rps })
	return rs
}

// roundsRPS lists the rounds' throughputs.
func roundsRPS(rs []loadResult) string {
	var out []string
	for _, r := range rs {
		out = append(out, fmt.Sprintf("%.0f", r.rps))
	}
	return strings.Join(out, " ")
}

// agentListFields are the fields of an agent in GET /api/v1/agents.
const agentListFields = `id name slug description status agentType editingMode version hasUnpublishedChanges phoneNumber publicChannelEnabled createdAt updatedAt`

// seedAgentsWithBases gives the organization 50 agents and 3 knowledge
// bases, agent i holding the first i%4 of them.
func seedAgentsWithBases(ctx context.Context, ags *agents.Service, kn *knowledge.Service) error {
	var bases []string
	for i := range 3 {
		name := fmt.Sprintf("Base %d", i)
		b, err := kn.CreateBase(ctx, knowledge.BaseInput{Name: &name})
		if err != nil {
			return err
		}
		bases = append(bases, b.ID.String())
	}
	for i := range 50 {
		ag, err := ags.Create(ctx, agents.CreateInput{Name: fmt.Sprintf("Agent %02d", i), AgentType: "inbound", EditingMode: "prompt"})
		if err != nil {
			return err
		}
		if _, err := kn.SetAgentBases(ctx, ag.ID, bases[:i%4]); err != nil {
			return err
		}
	}
	return nil
}

// benchVerify measures Verifier.Verify with the key already cached.
func benchVerify(ctx context.Context, alg string, n int) (p50, p99 float64, err error) {
	var raw any
	var a jwa.SignatureAlgorithm
	switch alg {
	case "EdDSA":
		_, raw, err = ed25519.GenerateKey(rand.Reader)
		a = jwa.EdDSA()
	case "ES256":
		raw, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
		a = jwa.ES256()
	default:
		raw, err = rsa.GenerateKey(rand.Reader, 2048)
		a = jwa.RS256()
	}
	if err != nil {
		return 0, 0, err
	}
	priv, err := jwk.Import(raw)
	if err != nil {
		return 0, 0, err
	}
	pub, err := priv.PublicKey()
	if err != nil {
		return 0, 0, err
	}
	for _, k := range []jwk.Key{priv, pub} {
		_ = k.Set(jwk.KeyIDKey, "bench-"+alg)
		_ = k.Set(jwk.AlgorithmKey, a)
	}
	set := jwk.NewSet()
	_ = set.AddKey(pub)
	v := session.NewVerifier(session.Options{
		Source: func(context.Context) (jwk.Set, error) { return set, nil },
		Issuer: "https://id.bench", Audience: "voiceagent",
	})
	t, err := jwt.NewBuilder().Subject("bench").Issuer("https://id.bench").Audience([]string{"voiceagent"}).
		IssuedAt(time.Now()).Expiration(time.Now().Add(time.Hour)).Claim("email", "bench@example.com").Build()
	if err != nil {
		return 0, 0, err
	}
	signed, err := jwt.Sign(t, jwt.WithKey(a, priv))
	if err != nil {
		return 0, 0, err
	}
	tok := string(signed)
	if _, err := v.Verify(ctx, tok); err != nil { // fills the cache
		return 0, 0, err
	}
	lat := make([]time.Duration, n)
	for i := range lat {
		t0 := time.Now()
		if _, err := v.Verify(ctx, tok); err != nil {
			return 0, 0, err
		}
		lat[i] = time.Since(t0)
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	ms := func(d time.Duration) float64 { return float64(d.Nanoseconds()) / 1e6 }
	return ms(lat[n/2]), ms(lat[n*99/100]), nil
}

// loadRequests drives conc keep-alive clients sending newReq() for dur, after
// one warm-up request each, and returns the throughput and latencies.
func loadRequests(ctx context.Context, newReq func() *http.Request, conc int, dur time.Duration) loadResult {
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conc * 2, MaxConnsPerHost: conc * 2}}
	for i := 0; i < conc; i++ {
		if resp, err := client.Do(newReq()); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}
	var count, errs atomic.Int64
	var mu sync.Mutex
	var lat []time.Duration
	deadline := time.Now().Add(dur)
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < conc; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			local := make([]time.Duration, 0, 4096)
			for time.Now().Before(deadline) && ctx.Err() == nil {
				t0 := time.Now()
				resp, err := client.Do(newReq())
				if err != nil {
					errs.Add(1)
					continue
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if resp.StatusCode != 200 {
					errs.Add(1)
				}
				local = append(local, time.Since(t0))
				count.Add(1)
			}
			mu.Lock()
			lat = append(lat, local...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) float64 {
		if len(lat) == 0 {
			return 0
		}
		return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000
	}
	client.CloseIdleConnections()
	return loadResult{requests: count.Load(), rps: float64(count.Load()) / elapsed.Seconds(), p50: pct(0.5), p99: pct(0.99), errors: errs.Load()}
}
