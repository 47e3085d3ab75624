package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/coder/websocket"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/members"
)

func init() {
	register(suite{name: "realtime", summary: "10,000 idle subscribed WebSockets on a server process (its memory per connection); one organization's events fanned out to 1,000 subscribers (commit-to-delivery p50/p95/p99)", run: benchRealtime})
}

// benchRealtime runs the platform as a separate `voiceagent serve` process,
// so its memory is the server's alone, opens the sockets from this one and
// then commits agent updates through the REST mirror while a subset of the
// sockets subscribes to that agent.
func benchRealtime(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench realtime", flag.ContinueOnError)
	nConns := fs.Int("connections", 10000, "sockets held open, each with one agentUpdated subscription")
	nSubs := fs.Int("subscribers", 1000, "of those, sockets subscribed to the agent the writes change")
	nWrites := fs.Int("writes", 200, "agent updates committed during the fan-out")
	interval := fs.Duration("interval", 100*time.Millisecond, "time between the starts of two writes (0: back to back)")
	dialConc := fs.Int("dial-concurrency", 200, "sockets being opened at once")
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_realtime?sslmode=disable", "bench database, created for the run and dropped after it")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	serverBin := fs.String("server", "", "voiceagent binary to run (default: built from this module into a temporary directory)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *nSubs > *nConns || *nSubs < 1 || *nWrites < 1 {
		return fmt.Errorf("want 1 <= -subscribers <= -connections and -writes >= 1")
	}
	if err := checkSocketLimits(*nConns); err != nil {
		return err
	}

	// Setup in this process: a fresh database, an owner, two agents, a token.
	if err := dropDatabase(ctx, *dbURL); err != nil {
		return err
	}
	defer func() {
		if err := dropDatabase(context.WithoutCancel(ctx), *dbURL); err != nil {
			fmt.Fprintf(os.Stderr, "bench realtime: %v\n", err)
		}
	}()
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	org, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench realtime %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))
	subject := fmt.Sprintf("bench-rt-%d", time.Now().UnixNano())
	if _, err := a.Backoffice.Members.Add(sys, members.AddInput{Subject: &subject, Role: auth.RoleOwner}); err != nil {
		return err
	}
	tok, _, err := a.MintDevToken(ctx, subject, subject+"@example.com", "Bench", 3*time.Hour)
	if err != nil {
		return fmt.Errorf("%w (run the suite with AUTH_JWKS_URL empty)", err)
	}
	var agentIDs [2]uuid.UUID // 0: the fan-out agent, 1: the idle sockets' agent
	for i, name := range []string{"Fan-out", "Idle"} {
		ag, err := a.Agents.Create(sys, agents.CreateInput{Name: name, AgentType: "inbound", EditingMode: "prompt"})
		if err != nil {
			return err
		}
		agentIDs[i] = ag.ID
	}

	bin, removeBin, err := serverBinary(ctx, *serverBin)
	if err != nil {
		return err
	}
	defer removeBin()
	srv, err := startServer(ctx, bin, map[string]string{
		"DATABASE_URL": *dbURL, "REDIS_URL": *redisURL, "LOG_LEVEL": "warn", "AUTH_JWKS_URL": "", "DEMO_SEED": "false",
		"REALTIME_MAX_CONNECTIONS_PER_USER": strconv.Itoa(*nConns + 100),
	})
	if err != nil {
		return err
	}
	defer srv.stop()
	hdr := http.Header{"Authorization": {"Bearer " + tok}, members.OrganizationHeader: {org.ID.String()}}
	rt := &rtRun{base: srv.base, hdr: hdr, agents: agentIDs, client: &http.Client{Timeout: 30 * time.Second}}
	defer rt.closeAll()

	// Baseline: one socket through the whole path (init, subscribe, an
	// event), then a collection, before the load.
	warm, err := rt.open(ctx, 0)
	if err != nil {
		return fmt.Errorf("first socket: %w", err)
	}
	if _, err := rt.reachAll(ctx, 0); err != nil {
		return fmt.Errorf("first socket: %w", err)
	}
	warm.closed.Store(true)
	warm.conn.CloseNow()
	rt.mu.Lock()
	rt.socks = nil
	rt.mu.Unlock()
	time.Sleep(time.Second)
	gc0, err := rt.collect(ctx, srv)
	if err != nil {
		return err
	}
	rss0 := srv.status("VmRSS")

	fmt.Printf("server: `voiceagent serve --api-only` (pid %d), REALTIME_* defaults but REALTIME_MAX_CONNECTIONS_PER_USER=%d; %d CPUs shared with this load generator, PostgreSQL and Redis\n",
		srv.cmd.Process.Pid, *nConns+100, runtime.NumCPU())
	start := time.Now()
	setup, err := rt.openMany(ctx, *nConns, *nSubs, *dialConc)
	if err != nil {
		return err
	}
	opened := time.Since(start)
	time.Sleep(3 * time.Second) // the last subscriptions register; nothing else runs
	rss1 := srv.status("VmRSS")
	gc1, err := rt.collect(ctx, srv)
	if err != nil {
		return err
	}
	if n := rt.dropped.Load(); n > 0 {
		return fmt.Errorf("%d sockets closed by the server while idle: %s", n, rt.firstDrop())
	}
	sort.Slice(setup, func(i, j int) bool { return setup[i] < setup[j] })
	fmt.Printf("idle: %d sockets opened in %s (%d at once; dial to connection_ack p50 %s, p99 %s), each with one agentUpdated subscription\n",
		*nConns, opened.Round(time.Millisecond), *dialConc, pct(setup, 50), pct(setup, 99))
	perConn := func(before, after float64) float64 { return (after - before) / float64(*nConns) }
	fmt.Printf("  server RSS     %7.1f MB -> %7.1f MB   %5.1f KB per connection\n", mb(rss0), mb(rss1), perConn(float64(rss0), float64(rss1))/1024)
	fmt.Printf("  Go heap live   %7d MB -> %7d MB   %5.1f KB per connection (after a collection; GODEBUG=gctrace=1)\n", gc0.heapMB, gc1.heapMB, perConn(float64(gc0.heapMB), float64(gc1.heapMB))*1024)
	fmt.Printf("  stacks in use  %7d MB -> %7d MB   %5.1f KB per connection (the part of the goroutine stacks the GC scans; their allocation is larger)\n", gc0.stacksMB, gc1.stacksMB, perConn(float64(gc0.stacksMB), float64(gc1.stacksMB))*1024)

	// Every idle subscription is live: one event reaches each of them.
	if *nConns > *nSubs {
		t0 := time.Now()
		n, err := rt.reachAll(ctx, 1)
		if err != nil {
			return fmt.Errorf("idle subscriptions: %w", err)
		}
		fmt.Printf("  an event to the %d idle subscribers: all read within %s of the write", *nConns-*nSubs, time.Since(t0).Round(time.Millisecond))
		if n > 1 {
			fmt.Printf(" (%d writes: some subscriptions were not registered yet)", n)
		}
		fmt.Println()
	}

	// Fan-out: a warm-up event, then the measured writes.
	if _, err := rt.reachAll(ctx, 0); err != nil {
		return fmt.Errorf("fan-out warm-up: %w", err)
	}
	rt.resetDeliveries()
	writes, err := rt.writeMany(ctx, *nWrites, *interval)
	if err != nil {
		return err
	}
	want := int64(*nWrites * *nSubs)
	deadline := time.Now().Add(60 * time.Second)
	for rt.received[0].Load() < want && time.Now().Before(deadline) && ctx.Err() == nil && rt.dropped.Load() == 0 {
		time.Sleep(10 * time.Millisecond)
	}
	lat := rt.latencies()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	sort.Slice(writes, func(i, j int) bool { return writes[i] < writes[j] })
	pace := "back to back"
	if *interval > 0 {
		pace = fmt.Sprintf("one every %s", *interval)
	}
	fmt.Printf("fan-out: %d writes (PATCH /api/v1/agents/{id}, %s; p50 %s, p99 %s each) to %d subscribers, %d other sockets open\n",
		*nWrites, pace, pct(writes, 50), pct(writes, 99), *nSubs, *nConns-*nSubs)
	fmt.Printf("  deliveries %d of %d, %d sockets dropped; commit (event `at`, stamped after the commit) to receipt:\n", len(lat), want, rt.dropped.Load())
	if len(lat) > 0 {
		fmt.Printf("  p50 %s  p95 %s  p99 %s  max %s\n", pct(lat, 50), pct(lat, 95), pct(lat, 99), lat[len(lat)-1].Round(100*time.Microsecond))
	}
	fmt.Printf("  server RSS after the fan-out %.1f MB, peak %.1f MB\n", mb(srv.status("VmRSS")), mb(srv.status("VmHWM")))
	if int64(len(lat)) < want {
		return fmt.Errorf("only %d of %d deliveries arrived within 60 s: %s", len(lat), want, rt.firstDrop())
	}
	return nil
}

// checkSocketLimits fails early when this process or the server cannot hold
// n sockets: each side needs a descriptor per socket, and the client one
// local port per socket towards the server's one address.
func checkSocketLimits(n int) error {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return err
	}
	need := uint64(n + 512)
	// The Go runtime raised this process's soft limit to the hard one; the
	// server, also Go, does the same.
	if lim.Cur < need || lim.Max < need {
		return fmt.Errorf("open files limit is %d (hard %d): %d sockets need %d descriptors in this program and in the server; raise it (ulimit -n %d) or pass -connections", lim.Cur, lim.Max, n, need, need)
	}
	if b, err := os.ReadFile("/proc/sys/net/ipv4/ip_local_port_range"); err == nil {
		var lo, hi int
		if _, err := fmt.Sscan(string(b), &lo, &hi); err == nil && hi-lo+1 < n+1000 {
			return fmt.Errorf("ephemeral ports %d-%d are too few for %d sockets to one address", lo, hi, n)
		}
	}
	return nil
}

// dropDatabase removes the bench database (its connections too).
func dropDatabase(ctx context.Context, dbURL string) error {
	cfg, err := pgx.ParseConfig(dbURL)
	if err != nil {
		return err
	}
	name := cfg.Database
	cfg.Database = "postgres"
	c, err := pgx.ConnectConfig(ctx, cfg)
	if err != nil {
		return fmt.Errorf("drop bench database: %w", err)
	}
	defer c.Close(context.WithoutCancel(ctx))
	if _, err := c.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{name}.Sanitize()+" WITH (FORCE)"); err != nil {
		return fmt.Errorf("drop bench database %s: %w", name, err)
	}
	return nil
}

// rtServer is the platform in a process of its own, its garbage
// collections read from its GC trace.
type rtServer struct {
	cmd    *exec.Cmd
	base   string
	exited chan struct{}

	mu       sync.Mutex
	gcs      int
	last     gcStat
	peakHeap int      // MB: the largest heap a collection started or ended at
	tail     []string // the last lines of its stderr that are not GC traces
}

type gcStat struct{ heapMB, stacksMB int }

// gcLine is one line of GODEBUG=gctrace=1: "... 12->13->7 MB, 14 MB goal,
// 1 MB stacks, ..."; the figures are the heap when the collection started,
// when it ended, and the heap marked live.
var gcLine = regexp.MustCompile(`^gc \d+ .* (\d+)->(\d+)->(\d+) MB, \d+ MB goal, (\d+) MB stacks`)

// serverBinary returns the voiceagent binary a suite runs as a server
// process of its own: the one given, or one built now into a temporary
// folder that remove deletes.
func serverBinary(ctx context.Context, given string) (bin string, remove func(), err error) {
	if given != "" {
		return given, func() {}, nil
	}
	dir, err := os.MkdirTemp("", "bench-server-")
	if err != nil {
		return "", nil, err
	}
	remove = func() { _ = os.RemoveAll(dir) }
	bin = filepath.Join(dir, "voiceagent")
	build := exec.CommandContext(ctx, "go", "build", "-o", bin, "voiceagent/cmd/voiceagent")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		remove()
		return "", nil, fmt.Errorf("build the server: %w", err)
	}
	return bin, remove, nil
}

func startServer(ctx context.Context, bin string, env map[string]string) (*rtServer, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	env["HTTP_ADDR"] = addr
	env["GODEBUG"] = strings.TrimPrefix(os.Getenv("GODEBUG")+",gctrace=1", ",")
	var environ []string
	for _, kv := range os.Environ() {
		if _, set := env[strings.SplitN(kv, "=", 2)[0]]; !set {
			environ = append(environ, kv)
		}
	}
	for k, v := range env {
		environ = append(environ, k+"="+v)
	}
	s := &rtServer{base: "http://" + addr, exited: make(chan struct{})}
	s.cmd = exec.Command(bin, "serve", "--api-only")
	s.cmd.Env = environ
	stderr, err := s.cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	go s.read(stderr)
	go func() { _ = s.cmd.Wait(); close(s.exited) }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := http.Get(s.base + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return s, nil
			}
		}
		select {
		case <-s.exited:
			return nil, fmt.Errorf("the server exited: %s", s.lastLines())
		case <-ctx.Done():
			s.stop()
			return nil, ctx.Err()
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			s.stop()
			return nil, fmt.Errorf("the server did not answer /healthz within 60 s: %s", s.lastLines())
		}
	}
}

func (s *rtServer) read(r io.Reader) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		s.mu.Lock()
		if m := gcLine.FindStringSubmatch(line); m != nil {
			s.gcs++
			s.last.heapMB, _ = strconv.Atoi(m[3])
			s.last.stacksMB, _ = strconv.Atoi(m[4])
			start, _ := strconv.Atoi(m[1])
			end, _ := strconv.Atoi(m[2])
			s.peakHeap = max(s.peakHeap, start, end)
		} else if !strings.HasPrefix(line, "gc ") {
			s.tail = append(s.tail, line)
			if len(s.tail) > 20 {
				s.tail = s.tail[1:]
			}
		}
		s.mu.Unlock()
	}
}

func (s *rtServer) lastLines() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return strings.Join(s.tail, "\n")
}

func (s *rtServer) gc() (int, gcStat) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gcs, s.last
}

// stop asks the server to shut down, and kills it after 15 s.
func (s *rtServer) stop() {
	select {
	case <-s.exited:
		return
	default:
	}
	_ = s.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-s.exited:
	case <-time.After(15 * time.Second):
		_ = s.cmd.Process.Kill()
		<-s.exited
	}
}

// status reads a memory figure (kB) of the server's /proc status, in bytes.
func (s *rtServer) status(field string) uint64 {
	return procStatusOf(fmt.Sprintf("/proc/%d/status", s.cmd.Process.Pid), field)
}

// rtRun is the client side: the sockets, each read by a goroutine of its
// own that timestamps a message as soon as it is read.
type rtRun struct {
	base   string
	hdr    http.Header
	agents [2]uuid.UUID
	client *http.Client

	mu       sync.Mutex
	socks    []*rtSock
	received [2]atomic.Int64 // events read, by agent
	dropped  atomic.Int64    // sockets the server closed, or subscriptions it ended
	drop     string
	closing  atomic.Bool
	writeSeq atomic.Int64
}

type rtSock struct {
	conn   *websocket.Conn
	agent  int
	closed atomic.Bool // closed by this side
	events atomic.Int64

	mu  sync.Mutex
	got []rtDelivery
}

type rtDelivery struct{ at, recv time.Time }

type rtMsg struct {
	Type    string          `json:"type"`
	ID      string          `json:"id,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

const rtSubscription = `subscription($id: ID!) { agentUpdated(agentId: $id) { agentId action at } }`

// open dials a socket, authenticates it, subscribes to agent's updates and
// starts its reader.
func (rt *rtRun) open(ctx context.Context, agent int) (*rtSock, error) {
	dctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(dctx, strings.Replace(rt.base, "http", "ws", 1)+"/api/v1/realtime", &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}})
	if err != nil {
		return nil, err
	}
	send := func(m any) error {
		data, _ := json.Marshal(m)
		return c.Write(dctx, websocket.MessageText, data)
	}
	initPayload := map[string]any{"authorization": rt.hdr.Get("Authorization"), "organizationId": rt.hdr.Get(members.OrganizationHeader)}
	if err := send(map[string]any{"type": "connection_init", "payload": initPayload}); err != nil {
		c.CloseNow()
		return nil, err
	}
	for {
		_, data, err := c.Read(dctx)
		if err != nil {
			c.CloseNow()
			return nil, fmt.Errorf("waiting for connection_ack: %w", err)
		}
		var m rtMsg
		_ = json.Unmarshal(data, &m)
		if m.Type == "ping" {
			_ = send(rtMsg{Type: "pong"})
			continue
		}
		if m.Type != "connection_ack" {
			c.CloseNow()
			return nil, fmt.Errorf("server answered connection_init with %s", data)
		}
		break
	}
	sub := map[string]any{"query": rtSubscription, "variables": map[string]string{"id": rt.agents[agent].String()}}
	if err := send(map[string]any{"type": "subscribe", "id": "1", "payload": sub}); err != nil {
		c.CloseNow()
		return nil, err
	}
	s := &rtSock{conn: c, agent: agent}
	rt.mu.Lock()
	rt.socks = append(rt.socks, s)
	rt.mu.Unlock()
	go rt.readLoop(ctx, s)
	return s, nil
}

func (rt *rtRun) readLoop(ctx context.Context, s *rtSock) {
	for {
		_, data, err := s.conn.Read(ctx)
		recv := time.Now()
		if err != nil {
			if !rt.closing.Load() && !s.closed.Load() && ctx.Err() == nil {
				rt.dropSock(fmt.Sprintf("socket closed: %v", err))
			}
			return
		}
		var m rtMsg
		if err := json.Unmarshal(data, &m); err != nil {
			rt.dropSock(fmt.Sprintf("server sent %s", data))
			continue
		}
		switch m.Type {
		case "ping":
			_ = s.conn.Write(ctx, websocket.MessageText, []byte(`{"type":"pong"}`))
		case "next":
			var p struct {
				Data struct {
					AgentUpdated struct {
						At time.Time `json:"at"`
					} `json:"agentUpdated"`
				} `json:"data"`
				Errors json.RawMessage `json:"errors"`
			}
			if err := json.Unmarshal(m.Payload, &p); err != nil || p.Errors != nil {
				rt.dropSock(fmt.Sprintf("subscription answered %s", data))
				continue
			}
			s.mu.Lock()
			s.got = append(s.got, rtDelivery{at: p.Data.AgentUpdated.At, recv: recv})
			s.mu.Unlock()
			rt.received[s.agent].Add(1)
			s.events.Add(1)
		case "pong":
		default: // error or complete: the subscription ended
			rt.dropSock(fmt.Sprintf("subscription ended: %s", data))
		}
	}
}

func (rt *rtRun) dropSock(why string) {
	if rt.dropped.Add(1) == 1 {
		rt.mu.Lock()
		rt.drop = why
		rt.mu.Unlock()
	}
}

func (rt *rtRun) firstDrop() string {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	return rt.drop
}

// openMany opens n sockets, conc at a time, the first subs on the fan-out
// agent, and returns how long each took from dial to acknowledgement.
func (rt *rtRun) openMany(ctx context.Context, n, subs, conc int) ([]time.Duration, error) {
	took := make([]time.Duration, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	var once sync.Once
	var firstErr error
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	for range conc {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1) - 1)
				if i >= n || ctx.Err() != nil {
					return
				}
				agent := 1
				if i < subs {
					agent = 0
				}
				t0 := time.Now()
				if _, err := rt.open(context.WithoutCancel(ctx), agent); err != nil {
					once.Do(func() { firstErr = fmt.Errorf("socket %d of %d: %w", i+1, n, err); cancel() })
					return
				}
				took[i] = time.Since(t0)
			}
		}()
	}
	wg.Wait()
	return took, firstErr
}

// write commits one update of agent through the REST mirror.
func (rt *rtRun) write(ctx context.Context, agent int) error {
	body := fmt.Sprintf(`{"description":"bench write %d"}`, rt.writeSeq.Add(1))
	req, err := http.NewRequestWithContext(ctx, http.MethodPatch, rt.base+"/api/v1/agents/"+rt.agents[agent].String(), strings.NewReader(body))
	if err != nil {
		return err
	}
	req.Header = rt.hdr.Clone()
	req.Header.Set("Content-Type", "application/json")
	resp, err := rt.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("PATCH agent: HTTP %d %s", resp.StatusCode, bytes.TrimSpace(b))
	}
	return nil
}

// reachAll commits updates of agent until every socket subscribed to it
// has read an event: a subscription registers on the server a moment after
// its subscribe message, so the first write may come too early for some.
// It returns how many writes that took.
func (rt *rtRun) reachAll(ctx context.Context, agent int) (int, error) {
	rt.mu.Lock()
	var socks []*rtSock
	for _, s := range rt.socks {
		if s.agent == agent {
			socks = append(socks, s)
		}
	}
	rt.mu.Unlock()
	deadline := time.Now().Add(60 * time.Second)
	for writes := 1; ; writes++ {
		if err := rt.write(ctx, agent); err != nil {
			return writes, err
		}
		retry := time.Now().Add(5 * time.Second)
		for {
			if rt.dropped.Load() > 0 {
				return writes, errors.New(rt.firstDrop())
			}
			missing := 0
			for _, s := range socks {
				if s.events.Load() == 0 {
					missing++
				}
			}
			if missing == 0 {
				return writes, nil
			}
			if time.Now().After(deadline) || ctx.Err() != nil {
				return writes, fmt.Errorf("%d of %d subscribed sockets read no event within 60 s", missing, len(socks))
			}
			if time.Now().After(retry) {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
	}
}

// writeMany commits n updates of the fan-out agent, one every interval
// (or each right after the previous one), and returns their durations.
func (rt *rtRun) writeMany(ctx context.Context, n int, interval time.Duration) ([]time.Duration, error) {
	took := make([]time.Duration, 0, n)
	next := time.Now()
	for range n {
		if d := time.Until(next); d > 0 {
			time.Sleep(d)
		}
		next = next.Add(interval)
		t0 := time.Now()
		if err := rt.write(ctx, 0); err != nil {
			return nil, err
		}
		took = append(took, time.Since(t0))
	}
	return took, nil
}

func (rt *rtRun) resetDeliveries() {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	for _, s := range rt.socks {
		s.mu.Lock()
		s.got = nil
		s.mu.Unlock()
	}
	rt.received[0].Store(0)
}

// latencies are the fan-out deliveries' times from the event's `at` to the
// read.
func (rt *rtRun) latencies() []time.Duration {
	rt.mu.Lock()
	defer rt.mu.Unlock()
	var out []time.Duration
	for _, s := range rt.socks {
		s.mu.Lock()
		for _, d := range s.got {
			out = append(out, d.recv.Sub(d.at))
		}
		s.mu.Unlock()
	}
	return out
}

// collect makes the server allocate (GraphQL `me` queries) until its next
// garbage collection ends, and returns what that collection found live.
func (rt *rtRun) collect(ctx context.Context, srv *rtServer) (gcStat, error) {
	n0, _ := srv.gc()
	body := []byte(`{"query":"{ me { user { id subject email name createdAt } memberships { role joinedAt organization { id name slug } } } }"}`)
	deadline := time.Now().Add(60 * time.Second)
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				if n, _ := srv.gc(); n > n0 || time.Now().After(deadline) || ctx.Err() != nil {
					return
				}
				req, _ := http.NewRequestWithContext(ctx, http.MethodPost, rt.base+"/api/v1/graphql", bytes.NewReader(body))
				req.Header = rt.hdr.Clone()
				req.Header.Set("Content-Type", "application/json")
				if resp, err := rt.client.Do(req); err == nil {
					_, _ = io.Copy(io.Discard, resp.Body)
					resp.Body.Close()
				}
			}
		}()
	}
	wg.Wait()
	n, st := srv.gc()
	if n == n0 {
		return gcStat{}, fmt.Errorf("the server ran no garbage collection within 60 s (is GODEBUG=gctrace=1 reaching it?)")
	}
	return st, nil
}

// closeAll closes every socket, a few hundred at a time.
func (rt *rtRun) closeAll() {
	rt.closing.Store(true)
	rt.mu.Lock()
	socks := rt.socks
	rt.socks = nil
	rt.mu.Unlock()
	sem := make(chan struct{}, 256)
	var wg sync.WaitGroup
	for _, s := range socks {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			_ = s.conn.CloseNow()
		}()
	}
	wg.Wait()
}
