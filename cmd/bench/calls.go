package main

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/apikeys"
	"voiceagent/internal/app"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/seed"
)

func init() {
	register(suite{name: "calls", summary: "call history at 1,000,000 calls per organization (two organizations): cursor pages at depth 0 and ~1M, offset pages with total, transcript search, analytics overview; seed throughput", run: benchCalls})
}

// benchOrg is one loaded organization of the calls benchmark.
type benchOrg struct {
	id     uuid.UUID
	agents []seed.Agent
}

func benchCalls(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench calls", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_calls?sslmode=disable", "bench database (loaded once, reused while complete)")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/3", "bench Redis")
	n := fs.Int("calls", 1_000_000, "calls in the measured organization")
	noise := fs.Int("other-calls", -1, "calls in the other organization (default: as many as -calls)")
	seedValue := fs.Uint64("seed", 1, "generator seed")
	batch := fs.Int("batch", 5000, "calls per Import transaction")
	workers := fs.Int("workers", 2, "concurrent Import transactions")
	reps := fs.Int("reps", 100, "measured requests per figure")
	loadOnly := fs.Bool("load-only", false, "load (or check) the data set and stop")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *noise < 0 {
		*noise = *n
	}
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()

	main, err := ensureBenchOrg(ctx, a, "bench-calls-main", "Clínica Horizonte", *n, *seedValue, *batch, *workers)
	if err != nil {
		return err
	}
	if _, err := ensureBenchOrg(ctx, a, "bench-calls-other", "Acme Support", *noise, *seedValue+1, *batch, *workers); err != nil {
		return err
	}
	// The tables the list reads besides calls: analyzed, and with a fresh
	// visibility map (the migration that builds them from a loaded data set
	// leaves neither).
	for _, table := range []string{"call_search", "call_counts_daily"} {
		if _, err := a.DB.Exec(ctx, `VACUUM (ANALYZE) `+table); err != nil {
			return err
		}
	}
	if *loadOnly {
		return nil
	}
	return measureCalls(ctx, a, main, *n, *reps)
}

// ensureBenchOrg returns the organization with this slug holding exactly
// want calls, loading it (again) when it is missing or incomplete.
func ensureBenchOrg(ctx context.Context, a *app.App, slug, name string, want int, seedValue uint64, batch, workers int) (benchOrg, error) {
	if _, err := a.DB.Exec(ctx, `CREATE TABLE IF NOT EXISTS bench_calls_loads (
		slug text PRIMARY KEY, calls bigint NOT NULL, seconds double precision NOT NULL, loaded_at timestamptz NOT NULL DEFAULT now())`); err != nil {
		return benchOrg{}, err
	}
	var o benchOrg
	err := a.DB.QueryRow(ctx, `SELECT id FROM organizations WHERE slug = $1`, slug).Scan(&o.id)
	if err == nil {
		var have, recorded int64
		var seconds float64
		if err := a.DB.QueryRow(ctx, `SELECT (SELECT count(*) FROM calls WHERE organization_id = $1),
			coalesce((SELECT calls FROM bench_calls_loads WHERE slug = $2), -1), coalesce((SELECT seconds FROM bench_calls_loads WHERE slug = $2), 0)`,
			o.id, slug).Scan(&have, &recorded, &seconds); err != nil {
			return o, err
		}
		if have == int64(want) && recorded == int64(want) {
			if o.agents, err = benchAgents(ctx, a, o.id, seedValue); err != nil {
				return o, err
			}
			fmt.Printf("%s: reusing %d calls (loaded earlier at %.0f calls/s)\n", slug, have, float64(have)/seconds)
			return o, nil
		}
		fmt.Printf("%s: holds %d calls, want %d: dropping it and loading again\n", slug, have, want)
		if _, err := a.DB.Exec(ctx, `DELETE FROM call_stats_daily WHERE organization_id = $1`, o.id); err != nil {
			return o, err
		}
		if _, err := a.DB.Exec(ctx, `DELETE FROM calls WHERE organization_id = $1`, o.id); err != nil {
			return o, err
		}
		if _, err := a.DB.Exec(ctx, `DELETE FROM organizations WHERE id = $1`, o.id); err != nil {
			return o, err
		}
	} else if !errors.Is(err, pgx.ErrNoRows) {
		return o, err
	}
	org, err := a.Orgs.Create(ctx, name, slug)
	if err != nil {
		return o, err
	}
	o.id = org.ID
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))
	if o.agents, err = seed.CreateAgents(sys, seed.Services{Agents: a.Agents, Calls: a.Calls, Numbers: a.Numbers}, 6, seedValue); err != nil {
		return o, err
	}
	g := seed.NewGenerator(o.agents, seed.Options{Seed: seedValue, Company: name})
	start := time.Now()
	last := start
	loaded, err := seed.Load(sys, a.Calls, g, seed.LoadOptions{Calls: want, Batch: batch, Workers: workers, Progress: func(done int) {
		if time.Since(last) > 30*time.Second {
			last = time.Now()
			el := time.Since(start).Seconds()
			fmt.Printf("  %s: %d/%d calls, %.0f calls/s\n", slug, done, want, float64(done)/el)
		}
	}})
	if err != nil {
		return o, err
	}
	el := time.Since(start).Seconds()
	fmt.Printf("%s: seeded %d calls in %.1f s = %.0f calls/s (COPY batches of %d, %d workers)\n", slug, loaded, el, float64(loaded)/el, batch, workers)
	if _, err := a.DB.Exec(ctx, `VACUUM (ANALYZE) calls`); err != nil {
		return o, err
	}
	if _, err := a.DB.Exec(ctx, `VACUUM (ANALYZE) call_stats_daily`); err != nil {
		return o, err
	}
	_, err = a.DB.Exec(ctx, `INSERT INTO bench_calls_loads (slug, calls, seconds) VALUES ($1, $2, $3)
		ON CONFLICT (slug) DO UPDATE SET calls = excluded.calls, seconds = excluded.seconds, loaded_at = now()`, slug, loaded, el)
	return o, err
}

// benchAgents reads back a loaded organization's agents.
func benchAgents(ctx context.Context, a *app.App, orgID uuid.UUID, seedValue uint64) ([]seed.Agent, error) {
	sys := auth.WithPrincipal(ctx, auth.System(orgID))
	rows, err := a.DB.Query(ctx, `SELECT id FROM agents WHERE organization_id = $1 ORDER BY created_at, id`, orgID)
	if err != nil {
		return nil, err
	}
	ids, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	if err != nil {
		return nil, err
	}
	var out []seed.Agent
	for _, id := range ids {
		ag, err := a.Agents.Get(sys, id)
		if err != nil {
			return nil, err
		}
		out = append(out, seed.AgentFor(ag, "", seedValue))
	}
	return out, nil
}

// httpTarget is the platform handler over loopback with a full-access key.
type httpTarget struct {
	base, key string
	client    *http.Client
}

func (h httpTarget) get(path string, into any) (time.Duration, error) {
	req, _ := http.NewRequest("GET", h.base+path, nil)
	req.Header.Set("Authorization", "Bearer "+h.key)
	t0 := time.Now()
	resp, err := h.client.Do(req)
	if err != nil {
		return 0, err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	el := time.Since(t0)
	if err != nil {
		return 0, err
	}
	if resp.StatusCode != 200 {
		return 0, fmt.Errorf("GET %s: %d %s", path, resp.StatusCode, body)
	}
	if into != nil {
		if err := json.Unmarshal(body, into); err != nil {
			return 0, fmt.Errorf("GET %s: %w", path, err)
		}
	}
	return el, nil
}

type listBody struct {
	Items []struct {
		ID string `json:"id"`
	} `json:"items"`
	Total      *int64  `json:"total"`
	NextCursor *string `json:"next_cursor"`
}

// timing runs f reps times after two warm-up runs and returns p50 and p95 in
// milliseconds.
func timing(reps int, f func(i int) (time.Duration, error)) (p50, p95 float64, err error) {
	for i := 0; i < 2; i++ {
		if _, err := f(i); err != nil {
			return 0, 0, err
		}
	}
	lat := make([]time.Duration, 0, reps)
	for i := 0; i < reps; i++ {
		d, err := f(i)
		if err != nil {
			return 0, 0, err
		}
		lat = append(lat, d)
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
	return pct(0.5), pct(0.95), nil
}

func measureCalls(ctx context.Context, a *app.App, o benchOrg, n, reps int) error {
	limit := 1_000_000
	_, key, err := a.Keys.Create(ctx, apikeys.CreateInput{OrganizationID: o.id, Name: fmt.Sprintf("bench %d", time.Now().UnixNano()), RateLimitPerMinute: &limit})
	if err != nil {
		return err
	}
	srv, err := serveOn(a.Handler())
	if err != nil {
		return err
	}
	defer srv.Close()
	h := httpTarget{base: "http://" + srv.Addr().String(), key: key, client: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}}
	fmt.Printf("latency: %d sequential requests per figure through the platform handler over loopback (2 warm-up requests first)\n", reps)
	report := func(name string, p50, p95 float64) {
		mark := ""
		if p95 >= 100 {
			mark = "  (p95 over 100 ms)"
		}
		fmt.Printf("  %-58s p50 %7.2f ms  p95 %7.2f ms%s\n", name, p50, p95, mark)
	}

	// 1. cursor pages: the first, then one ~n rows deep, reached by walking
	// the export with the largest pages (a cursor does not depend on limit).
	p50, p95, err := timing(reps, func(int) (time.Duration, error) { return h.get("/v1/calls?cursor=start&limit=50", nil) })
	if err != nil {
		return err
	}
	report("cursor page 50, depth 0", p50, p95)
	firstP95 := p95
	walkStart := time.Now()
	cursor, depth := "start", 0
	target := max(0, n-60)
	for depth < target {
		var page listBody
		step := min(200, target-depth)
		if _, err := h.get("/v1/calls?limit="+fmt.Sprint(step)+"&cursor="+url.QueryEscape(cursor), &page); err != nil {
			return err
		}
		depth += len(page.Items)
		if page.NextCursor == nil {
			break
		}
		cursor = *page.NextCursor
	}
	walk := time.Since(walkStart)
	fmt.Printf("  (walked %d calls by cursor in %.1f s = %.0f calls/s, pages of 200)\n", depth, walk.Seconds(), float64(depth)/walk.Seconds())
	deepPath := "/v1/calls?limit=50&cursor=" + url.QueryEscape(cursor)
	p50, p95, err = timing(reps, func(int) (time.Duration, error) { return h.get(deepPath, nil) })
	if err != nil {
		return err
	}
	report(fmt.Sprintf("cursor page 50, depth %d", depth), p50, p95)
	fmt.Printf("  deep/first p95 ratio: %.2f (aim: within 1.5)\n", p95/firstP95)

	// 2. every documented filter combination (agent, status, channel, a
	// creation range), in both modes: offset mode (first page + exact total)
	// and cursor mode (first page). Each request cycles through the agents,
	// statuses and channels so no single value is favoured.
	statuses := []string{"completed", "failed", "abandoned"}
	channels := []string{"phone", "web", "chat", "sms"}
	today := time.Now().UTC().Truncate(24 * time.Hour)
	day := today.AddDate(0, 0, -30) // a midnight well inside the data
	rfc := func(t time.Time) string { return url.QueryEscape(t.Format(time.RFC3339)) }
	type rangeShape struct{ name, query string }
	ranges := []rangeShape{
		{"a week, at midnights", "&created_after=" + rfc(day.AddDate(0, 0, -7)) + "&created_before=" + rfc(day)},
		{"a week, partial days at both ends", "&created_after=" + rfc(day.AddDate(0, 0, -7).Add(9*time.Hour+30*time.Minute)) + "&created_before=" + rfc(day.Add(15*time.Hour+15*time.Minute))},
		{"one day, at midnights", "&created_after=" + rfc(day) + "&created_before=" + rfc(day.AddDate(0, 0, 1))},
		{"within one day (09:00-17:00)", "&created_after=" + rfc(day.Add(9*time.Hour)) + "&created_before=" + rfc(day.Add(17*time.Hour))},
		{"created_after only, at midnight (30 days)", "&created_after=" + rfc(day)},
		{"created_before only, mid-day", "&created_before=" + rfc(day.Add(12*time.Hour))},
	}
	type combo struct {
		name string
		q    func(i int) string
	}
	var combos []combo
	for mask := 0; mask < 16; mask++ {
		var parts []string
		if mask&1 != 0 {
			parts = append(parts, "agent")
		}
		if mask&2 != 0 {
			parts = append(parts, "status")
		}
		if mask&4 != 0 {
			parts = append(parts, "channel")
		}
		if mask&8 != 0 {
			parts = append(parts, "range (partial week)")
		}
		name := strings.Join(parts, " + ")
		if name == "" {
			name = "no filter"
		}
		m := mask
		combos = append(combos, combo{name, func(i int) string {
			q := ""
			if m&1 != 0 {
				q += "&agent_id=" + o.agents[i%len(o.agents)].ID.String()
			}
			if m&2 != 0 {
				q += "&status=" + statuses[i%len(statuses)]
			}
			if m&4 != 0 {
				q += "&channel=" + channels[i%len(channels)]
			}
			if m&8 != 0 {
				q += ranges[1].query
			}
			return q
		}})
	}
	for _, r := range ranges {
		r := r
		combos = append(combos, combo{"range: " + r.name, func(int) string { return r.query }})
		combos = append(combos, combo{"agent + status + range: " + r.name, func(i int) string {
			return "&agent_id=" + o.agents[i%len(o.agents)].ID.String() + "&status=" + statuses[i%len(statuses)] + r.query
		}})
	}
	fmt.Println("  every filter combination, first page of 50 (offset mode: with the exact total; cursor mode: cursor=start):")
	worst := map[string]float64{}
	for _, c := range combos {
		op50, op95, err := timing(reps, func(i int) (time.Duration, error) { return h.get("/v1/calls?limit=50"+c.q(i), nil) })
		if err != nil {
			return err
		}
		cp50, cp95, err := timing(reps, func(i int) (time.Duration, error) { return h.get("/v1/calls?limit=50&cursor=start"+c.q(i), nil) })
		if err != nil {
			return err
		}
		mark := ""
		if op95 >= 100 || cp95 >= 100 {
			mark = "  (p95 over 100 ms)"
		}
		fmt.Printf("  | %-62s | %7.2f / %7.2f ms | %7.2f / %7.2f ms |%s\n", c.name, op50, op95, cp50, cp95, mark)
		worst["offset"] = max(worst["offset"], op95)
		worst["cursor"] = max(worst["cursor"], cp95)
	}
	fmt.Printf("  worst p95 over the combinations: offset mode %.2f ms, cursor mode %.2f ms\n", worst["offset"], worst["cursor"])

	// Deep offsets: the skip is index-only, the total from the daily counts.
	var unfiltered listBody
	if _, err := h.get("/v1/calls?limit=1", &unfiltered); err != nil {
		return err
	}
	var deepOffset listBody
	if _, err := h.get(fmt.Sprintf("/v1/calls?agent_id=%s&status=completed&limit=1", o.agents[0].ID), &deepOffset); err != nil {
		return err
	}
	off := int64(0)
	if deepOffset.Total != nil {
		off = max(0, *deepOffset.Total/2)
	}
	var phoneTotal listBody
	if _, err := h.get("/v1/calls?channel=phone&limit=1", &phoneTotal); err != nil {
		return err
	}
	for _, d := range []struct {
		name, path string
	}{
		{fmt.Sprintf("no filter, offset %d", *unfiltered.Total/2), fmt.Sprintf("/v1/calls?limit=50&offset=%d", *unfiltered.Total/2)},
		{fmt.Sprintf("no filter, offset %d (the last page)", *unfiltered.Total-50), fmt.Sprintf("/v1/calls?limit=50&offset=%d", *unfiltered.Total-50)},
		{fmt.Sprintf("agent + completed, offset %d", off), fmt.Sprintf("/v1/calls?agent_id=%s&status=completed&limit=50&offset=%d", o.agents[0].ID, off)},
		{fmt.Sprintf("channel=phone, offset %d", *phoneTotal.Total/2), fmt.Sprintf("/v1/calls?channel=phone&limit=50&offset=%d", *phoneTotal.Total/2)},
	} {
		p50, p95, err := timing(max(10, reps/4), func(int) (time.Duration, error) { return h.get(d.path, nil) })
		if err != nil {
			return err
		}
		report("offset page 50 + total, "+d.name, p50, p95)
	}

	// 3. search: a rare name, a phone number, common words.
	var phone string
	if err := a.DB.QueryRow(ctx, `SELECT from_number FROM calls WHERE organization_id = $1 AND channel = 'phone' AND direction = 'inbound'
		ORDER BY created_at DESC LIMIT 1 OFFSET $2`, o.id, min(5000, n/10)).Scan(&phone); err != nil {
		return err
	}
	rare := strings.Fields(seed.RareNames[0])[1]
	queries := []string{rare, phone, "agendar", "refund", "pedido em trânsito", "Silva"}
	for _, q := range queries {
		var first listBody
		if _, err := h.get("/v1/calls?limit=50&search="+url.QueryEscape(q), &first); err != nil {
			return err
		}
		p50, p95, err = timing(max(10, reps/len(queries)), func(int) (time.Duration, error) {
			return h.get("/v1/calls?limit=50&search="+url.QueryEscape(q), nil)
		})
		if err != nil {
			return err
		}
		total := int64(-1)
		if first.Total != nil {
			total = *first.Total
		}
		report(fmt.Sprintf("search %q (%d matches)", q, total), p50, p95)
	}
	p50, p95, err = timing(max(10, reps/len(queries)), func(i int) (time.Duration, error) {
		return h.get(fmt.Sprintf("/v1/calls?limit=50&search=agendar&agent_id=%s&status=completed", o.agents[i%len(o.agents)].ID), nil)
	})
	if err != nil {
		return err
	}
	report(`search "agendar" + agent + completed`, p50, p95)

	// 4. analytics overview per period.
	for _, period := range []string{"daily", "weekly", "monthly"} {
		p50, p95, err = timing(reps, func(int) (time.Duration, error) {
			return h.get("/v1/analytics/overview?period="+period, nil)
		})
		if err != nil {
			return err
		}
		report("analytics overview, period="+period, p50, p95)
	}
	p50, p95, err = timing(reps, func(i int) (time.Duration, error) {
		return h.get(fmt.Sprintf("/v1/analytics/overview?period=weekly&agent_id=%s", o.agents[i%len(o.agents)].ID), nil)
	})
	if err != nil {
		return err
	}
	report("analytics overview, period=weekly, one agent", p50, p95)

	// 5. plans of the list queries, in the shapes internal/calls/list.go
	// runs them (keyset; count then deferred-join page; search matches
	// collected once from the GIN index with its session settings).
	fmt.Println("query plans (EXPLAIN (ANALYZE, BUFFERS)) of the list queries:")
	pos, err := cursorPosition(cursor)
	if err != nil {
		return err
	}
	const cols = `c.id, c.organization_id, c.agent_id, c.agent_version, c.channel, c.direction, c.from_number, c.to_number,
		c.status, c.end_reason, c.created_at, c.started_at, c.ended_at, c.duration_ms, c.turn_count, c.action_count, c.outcome, c.updated_at`
	const searchSetup = `SET LOCAL enable_seqscan = off; SET LOCAL work_mem = '32MB'`
	const searchSQL = `WITH m AS MATERIALIZED (SELECT s.call_id AS id, s.created_at FROM call_search s WHERE s.organization_id = $1 AND s.tsv @@ $2::tsquery),
		p AS (SELECT id, created_at FROM m ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET 0)
		SELECT (SELECT count(*) FROM m), coalesce(array_agg(p.id ORDER BY p.created_at DESC, p.id DESC), '{}') FROM p`
	pageSQL := func(offset int64) string {
		return fmt.Sprintf(`SELECT `+cols+` FROM (SELECT c.id FROM calls c WHERE c.organization_id = $1 AND c.agent_id = $2 AND c.status = $3
			ORDER BY c.created_at DESC, c.id DESC LIMIT 50 OFFSET %d) p JOIN calls c ON c.id = p.id AND c.organization_id = $1
			ORDER BY c.created_at DESC, c.id DESC`, offset)
	}
	plans := []struct {
		name, setup, sql string
		args             []any
	}{
		{"cursor page, depth 0", "", `SELECT ` + cols + ` FROM calls c WHERE c.organization_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT 51`, []any{o.id}},
		{fmt.Sprintf("cursor page, depth %d", depth), "", `SELECT ` + cols + ` FROM calls c WHERE c.organization_id = $1 AND (c.created_at, c.id) < ($2, $3) ORDER BY c.created_at DESC, c.id DESC LIMIT 51`, []any{o.id, pos.at, pos.id}},
		{"offset mode total, no filter (daily counts)", "", `SELECT coalesce(sum(s.count), 0)::bigint FROM call_counts_daily s WHERE s.organization_id = $1`, []any{o.id}},
		{"offset mode total, agent+status (daily counts)", "", `SELECT coalesce(sum(s.count), 0)::bigint FROM call_counts_daily s WHERE s.organization_id = $1 AND s.agent_id = $2 AND s.status = $3`, []any{o.id, o.agents[0].ID, "completed"}},
		{"offset mode total, partial day (rows)", "", `SELECT count(*) FROM calls c WHERE c.organization_id = $1 AND c.created_at >= $2 AND c.created_at < $3`, []any{o.id, day.Add(9 * time.Hour), day.Add(24 * time.Hour)}},
		{"offset mode page, agent+status, offset 100", "", pageSQL(100), []any{o.id, o.agents[0].ID, "completed"}},
		{fmt.Sprintf("offset mode page, agent+status, offset %d", off), "", pageSQL(off), []any{o.id, o.agents[0].ID, "completed"}},
	}
	for _, q := range []string{rare, phone, "agendar"} {
		tsq, err := searchQuery(ctx, a, q)
		if err != nil {
			return err
		}
		plans = append(plans, struct {
			name, setup, sql string
			args             []any
		}{fmt.Sprintf("search total + page ids %q", q), searchSetup, searchSQL, []any{o.id, tsq}})
	}
	for _, p := range plans {
		if err := explain(ctx, a, p.name, p.setup, p.sql, p.args...); err != nil {
			return err
		}
	}
	return nil
}

// searchQuery parses a search as the calls service does: both languages'
// configurations, plus a prefix match on the digits of a phone number.
func searchQuery(ctx context.Context, a *app.App, q string) (string, error) {
	digits := ""
	if phoneLike.MatchString(q) {
		d := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, q)
		if len(d) >= 4 {
			digits = d + ":*"
		}
	}
	var tsq string
	err := a.DB.QueryRow(ctx, `SELECT (websearch_to_tsquery('calls_pt', $1) || websearch_to_tsquery('calls_en', $1)
		|| CASE WHEN $2::text = '' THEN ''::tsquery ELSE to_tsquery('simple', $2::text) END)::text`, q, digits).Scan(&tsq)
	return tsq, err
}

var phoneLike = regexp.MustCompile(`^\+?[0-9][0-9 ().-]*$`)

type benchCursor struct {
	at time.Time
	id uuid.UUID
}

// cursorPosition reads the keyset position out of a next_cursor (base64url
// JSON with t = created_at in microseconds and i = id) for the plan of the
// deep page.
func cursorPosition(c string) (benchCursor, error) {
	b, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil {
		return benchCursor{}, fmt.Errorf("cursor: %w", err)
	}
	var p struct {
		T int64     `json:"t"`
		I uuid.UUID `json:"i"`
	}
	if err := json.Unmarshal(b, &p); err != nil {
		return benchCursor{}, fmt.Errorf("cursor: %w", err)
	}
	return benchCursor{at: time.UnixMicro(p.T).UTC(), id: p.I}, nil
}

// explain prints a summary of EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON): each
// plan node with its index, actual rows and buffers, and the total time.
func explain(ctx context.Context, a *app.App, name, setup, sql string, args ...any) error {
	// One transaction, so a SET LOCAL in setup applies to the query alone.
	raw, err := db.InTx(ctx, a.DB, "explain "+name, func(tx pgx.Tx) ([]byte, error) {
		if setup != "" {
			if _, err := tx.Exec(ctx, setup); err != nil {
				return nil, err
			}
		}
		var raw []byte
		err := tx.QueryRow(ctx, "EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) "+sql, args...).Scan(&raw)
		return raw, err
	})
	if err != nil {
		return err
	}
	var out []struct {
		Plan          map[string]any `json:"Plan"`
		ExecutionTime float64        `json:"Execution Time"`
		PlanningTime  float64        `json:"Planning Time"`
	}
	if err := json.Unmarshal(raw, &out); err != nil || len(out) == 0 {
		return fmt.Errorf("explain %s: %v", name, err)
	}
	fmt.Printf("  %s: execution %.2f ms, planning %.2f ms\n", name, out[0].ExecutionTime, out[0].PlanningTime)
	var walk func(node map[string]any, depth int)
	walk = func(node map[string]any, depth int) {
		kind := fmt.Sprint(node["Node Type"])
		if node["Parallel Aware"] == true {
			kind = "Parallel " + kind
		}
		line := strings.Repeat("  ", depth+2) + kind
		if idx, ok := node["Index Name"]; ok {
			line += fmt.Sprintf(" using %v", idx)
		}
		if rel, ok := node["Relation Name"]; ok {
			line += fmt.Sprintf(" on %v", rel)
		}
		line += fmt.Sprintf("  rows=%.0f (estimated %.0f) loops=%.0f time=%.2f ms  buffers hit=%.0f read=%.0f",
			toFloat(node["Actual Rows"]), toFloat(node["Plan Rows"]), toFloat(node["Actual Loops"]),
			toFloat(node["Actual Total Time"]), toFloat(node["Shared Hit Blocks"]), toFloat(node["Shared Read Blocks"]))
		if f, ok := node["Heap Fetches"]; ok {
			line += fmt.Sprintf(" heap_fetches=%.0f", toFloat(f))
		}
		if f, ok := node["Exact Heap Blocks"]; ok {
			line += fmt.Sprintf(" heap_blocks=%.0f", toFloat(f))
		}
		fmt.Println(line)
		if kids, ok := node["Plans"].([]any); ok {
			for _, k := range kids {
				if m, ok := k.(map[string]any); ok {
					walk(m, depth+1)
				}
			}
		}
	}
	walk(out[0].Plan, 0)
	return nil
}

func toFloat(v any) float64 {
	f, _ := v.(float64)
	return f
}
