package main

import (
	"bufio"
	"context"
	"crypto/x509"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"runtime"
	"sort"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/actions"
	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/members"
	"voiceagent/internal/platform/egress"
)

func init() {
	register(suite{name: "actions", summary: "evaluations CSV export of 10,000 and 100,000 rows through a `voiceagent serve` process with a session JWT: rows/s and server RSS growth; custom action overhead p50 (render, egress check, send over TLS, map) over a direct HTTPS call to the same server", run: benchActions})
}

func benchActions(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench actions", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_actions?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	rows := fs.Int("rows", 100_000, "evaluation result rows to seed and export")
	small := fs.Int("small", 10_000, "rows of the smaller export RSS is compared with")
	runs := fs.Int("actions", 2000, "custom action executions (and as many direct calls)")
	serverBin := fs.String("server", "", "voiceagent binary to run (default: built from this module into a temporary directory)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := benchExport(ctx, *dbURL, *redisURL, *serverBin, *rows, *small); err != nil {
		return err
	}
	return benchCustomAction(ctx, *runs)
}

// benchExport seeds rows verdicts, one a second from a fixed start, so a
// window of n seconds exports exactly n rows, then downloads the export
// from a separate server process, whose memory is the export's alone.
func benchExport(ctx context.Context, dbURL, redisURL, serverBin string, rows, small int) error {
	a, err := openApp(ctx, dbURL, redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	org, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench actions %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))
	defer func() { _ = a.Orgs.Delete(context.WithoutCancel(sys), org.ID) }()
	ag, err := a.Agents.Create(sys, agents.CreateInput{Name: "Bench", AgentType: "inbound", EditingMode: "prompt"})
	if err != nil {
		return err
	}
	// 100 criterion results per call: 10 evaluations of 10 criteria.
	const perCall = 100
	nCalls := (rows + perCall - 1) / perCall
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	seedStart := time.Now()
	imported := make([]calls.ImportCall, nCalls)
	for i := range imported {
		at := start.Add(time.Duration(i*perCall) * time.Second)
		imported[i] = calls.ImportCall{AgentID: ag.ID, Channel: "phone", Direction: "inbound", Status: "completed",
			CreatedAt: at, StartedAt: at, EndedAt: at.Add(time.Minute)}
	}
	for i := 0; i < len(imported); i += calls.MaxImportBatch {
		if _, err := a.Calls.Import(sys, imported[i:min(i+calls.MaxImportBatch, len(imported))]); err != nil {
			return fmt.Errorf("seed calls: %w", err)
		}
	}
	var sessions []uuid.UUID
	r, err := a.DB.Query(ctx, `SELECT id FROM calls WHERE organization_id = $1 ORDER BY created_at, id`, org.ID)
	if err != nil {
		return err
	}
	if sessions, err = pgx.CollectRows(r, pgx.RowTo[uuid.UUID]); err != nil {
		return err
	}
	evaluations := make([]uuid.UUID, 10)
	for i := range evaluations {
		evaluations[i] = uuid.New()
	}
	i := 0
	n, err := a.DB.CopyFrom(ctx, pgx.Identifier{"evaluation_results"},
		[]string{"organization_id", "session_id", "agent_id", "evaluation_id", "evaluation_name", "criterion", "type", "passed", "score", "reason", "evaluated_at"},
		pgx.CopyFromFunc(func() ([]any, error) {
			if i >= rows {
				return nil, nil
			}
			call, ev, cr := i/perCall, i%perCall/10, i%10
			row := []any{org.ID, sessions[call], ag.ID, evaluations[ev], fmt.Sprintf("Evaluation %d", ev), fmt.Sprintf("Criterion %d", cr)}
			if cr%2 == 0 {
				row = append(row, "pass_fail", i%3 != 0, nil)
			} else {
				row = append(row, "score", nil, int32(i%11))
			}
			reason := "3 of 4 criterion words found in the conversation (price, plan, refund); the caller's sentiment was neutral."
			if i%50 == 0 {
				reason = "=HYPERLINK(\"http://example.com\") said, \"quoted\", on two\nlines"
			}
			row = append(row, reason, start.Add(time.Duration(i)*time.Second))
			i++
			return row, nil
		}))
	if err != nil {
		return fmt.Errorf("seed evaluation results: %w", err)
	}
	fmt.Printf("seeded %d calls and %d evaluation results with COPY in %s\n", len(sessions), n, time.Since(seedStart).Round(time.Millisecond))

	subject := fmt.Sprintf("bench-actions-%d", time.Now().UnixNano())
	if _, err := a.Backoffice.Members.Add(sys, members.AddInput{Subject: &subject, Role: auth.RoleViewer}); err != nil {
		return err
	}
	tok, _, err := a.MintDevToken(ctx, subject, subject+"@example.com", "Bench", time.Hour)
	if err != nil {
		return fmt.Errorf("%w (run the suite with AUTH_JWKS_URL empty)", err)
	}
	bin, removeBin, err := serverBinary(ctx, serverBin)
	if err != nil {
		return err
	}
	defer removeBin()
	srv, err := startServer(ctx, bin, map[string]string{
		"DATABASE_URL": dbURL, "REDIS_URL": redisURL, "LOG_LEVEL": "warn", "AUTH_JWKS_URL": "", "DEMO_SEED": "false",
		"BACKOFFICE_RATE_LIMIT_PER_MINUTE": "1000000",
	})
	if err != nil {
		return err
	}
	defer srv.stop()
	export := func(n int) (int, time.Duration, error) {
		url := fmt.Sprintf("%s/api/v1/actions/custom-evaluations/export.csv?from=%s&to=%s", srv.base,
			start.Format(time.RFC3339), start.Add(time.Duration(n)*time.Second).Format(time.RFC3339))
		req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
		req.Header.Set("Authorization", "Bearer "+tok)
		req.Header.Set("X-Organization-Id", org.ID.String())
		t0 := time.Now()
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			return 0, 0, err
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != actions.EvaluationsCSVContentType {
			b, _ := io.ReadAll(io.LimitReader(resp.Body, 500))
			return 0, 0, fmt.Errorf("export: HTTP %d %s: %s", resp.StatusCode, resp.Header.Get("Content-Type"), b)
		}
		// Records, not lines: a reason may hold a quoted line break.
		lines := 0
		br := bufio.NewReaderSize(resp.Body, 64<<10)
		quoted := false
		for {
			b, err := br.ReadByte()
			if err == io.EOF {
				break
			}
			if err != nil {
				return 0, 0, err
			}
			switch {
			case b == '"':
				quoted = !quoted
			case b == '\n' && !quoted:
				lines++
			}
		}
		return lines - 1, time.Since(t0), nil
	}
	// A first small export warms the server (connections, code paths).
	if _, _, err := export(100); err != nil {
		return fmt.Errorf("%w: %s", err, srv.lastLines())
	}
	measure := func(n int) (got int, took time.Duration, growth float64, err error) {
		runtime.GC()
		rss0 := srv.status("VmRSS")
		_ = os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", srv.cmd.Process.Pid), []byte("5"), 0) // reset its peak RSS (VmHWM)
		got, took, err = export(n)
		return got, took, mb(srv.status("VmHWM")) - mb(rss0), err
	}
	fmt.Printf("server: `voiceagent serve --api-only` (pid %d); %d CPUs shared with this client and PostgreSQL\n", srv.cmd.Process.Pid, runtime.NumCPU())
	var growths []float64
	for _, size := range []int{small, rows} {
		got, took, growth, err := measure(size)
		if err != nil {
			return fmt.Errorf("%w: %s", err, srv.lastLines())
		}
		if got != size {
			return fmt.Errorf("export of %d rows returned %d", size, got)
		}
		growths = append(growths, growth)
		fmt.Printf("export of %7d rows: %s, %.0f rows/s; server RSS peak growth %.1f MB\n",
			got, took.Round(time.Millisecond), float64(got)/took.Seconds(), growth)
	}
	fmt.Printf("RSS growth, %d rows vs %d rows: %.1f MB vs %.1f MB (constant memory: under 16 MB)\n", rows, small, growths[1], growths[0])
	if growths[1] >= 16 {
		return fmt.Errorf("the export of %d rows grew the server by %.1f MB", rows, growths[1])
	}
	return nil
}

// benchCustomAction sends n custom action requests (template rendering,
// egress check on connect, TLS request, JSON answer mapped to variables)
// to a local TLS server, and n plain HTTPS GETs of the same URL with an
// equally configured client; the overhead is the difference of the p50s.
func benchCustomAction(ctx context.Context, n int) error {
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"order": map[string]any{"id": r.URL.Path, "status": "shipped", "items": []any{map[string]any{"name": "Cleaning"}}}})
	}))
	defer srv.Close()
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	guard := egress.New([]netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")})
	actionClient := actions.NewHTTPClient(guard, pool)
	direct := actions.NewHTTPClient(egress.New([]netip.Prefix{netip.MustParsePrefix("127.0.0.0/8")}), pool)
	spec := &actions.CustomActionSpec{Method: "GET", URL: srv.URL + "/orders/{{order_id}}?customer={{extracted.name}}",
		Headers:         map[string]string{"Authorization": "Bearer {{secrets.token}}", "Accept": "application/json"},
		ResponseMapping: map[string]string{"status": "order.status", "first_item": "order.items.0.name"}, TimeoutMS: 5000}
	secrets := map[string]string{"token": "s3cr3t-token-value"}
	vars := actions.Vars{Variables: map[string]string{"order_id": "A-1234"}, Extracted: map[string]string{"name": "Maria da Silva"}}
	directURL := srv.URL + "/orders/A-1234?customer=Maria+da+Silva"

	viaAction := func() (time.Duration, error) {
		t0 := time.Now()
		req, err := actions.BuildRequest(spec, secrets, vars)
		if err != nil {
			return 0, err
		}
		res := actions.Execute(ctx, actionClient, req, spec)
		if !res.Success || res.Variables["status"] != "shipped" {
			return 0, fmt.Errorf("custom action failed: %s", res.Error)
		}
		return time.Since(t0), nil
	}
	viaHTTP := func() (time.Duration, error) {
		t0 := time.Now()
		req, _ := http.NewRequestWithContext(ctx, "GET", directURL, nil)
		req.Header.Set("Authorization", "Bearer "+secrets["token"])
		resp, err := direct.Do(req)
		if err != nil {
			return 0, err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return time.Since(t0), nil
	}
	// Alternate the two, after a warm-up of each, so both see the same
	// machine load and connections are kept alive alike.
	var act, dir []time.Duration
	for i := range n + 50 {
		da, err := viaAction()
		if err != nil {
			return err
		}
		dd, err := viaHTTP()
		if err != nil {
			return err
		}
		if i >= 50 {
			act, dir = append(act, da), append(dir, dd)
		}
	}
	pa, pd := percentile(act, 50), percentile(dir, 50)
	fmt.Printf("custom action over TLS, %d runs each, alternating: action p50 %.3f ms (p99 %.3f ms), direct HTTPS p50 %.3f ms (p99 %.3f ms); overhead p50 %.3f ms (target < 5 ms)\n",
		n, ms(pa), ms(percentile(act, 99)), ms(pd), ms(percentile(dir, 99)), ms(pa-pd))
	if pa-pd >= 5*time.Millisecond {
		return fmt.Errorf("custom action overhead p50 %.3f ms", ms(pa-pd))
	}
	return nil
}

func percentile(d []time.Duration, p int) time.Duration {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	if len(s) == 0 {
		return 0
	}
	return s[min(len(s)-1, max(0, (len(s)*p+99)/100-1))]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
