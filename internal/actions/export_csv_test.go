package actions_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/actions"
	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

// csvFixture is a database holding an organization with an agent and
// calls, made by plain inserts: the export reads only its own table, and
// the calls are there for its foreign key.
type csvFixture struct {
	pool  *pgxpool.Pool
	org   uuid.UUID
	agent uuid.UUID
	calls []uuid.UUID
}

func newCSVFixture(t testing.TB, calls int) csvFixture {
	t.Helper()
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	f := csvFixture{pool: pool, org: uuid.New(), agent: uuid.New()}
	f.addOrg(t, f.org, f.agent)
	rows, err := pool.Query(ctx, `
		INSERT INTO calls (id, organization_id, agent_id, direction, channel, status)
		SELECT gen_random_uuid(), $1, $2, 'inbound', 'phone', 'completed' FROM generate_series(1, $3)
		RETURNING id`, f.org, f.agent, calls)
	require.NoError(t, err)
	for rows.Next() {
		var id uuid.UUID
		require.NoError(t, rows.Scan(&id))
		f.calls = append(f.calls, id)
	}
	require.NoError(t, rows.Err())
	return f
}

func (f csvFixture) addOrg(t testing.TB, org, agent uuid.UUID) {
	t.Helper()
	ctx := context.Background()
	_, err := f.pool.Exec(ctx, `INSERT INTO organizations (id, name, slug) VALUES ($1, $2, $2)`, org, "org-"+org.String()[:8])
	require.NoError(t, err)
	_, err = f.pool.Exec(ctx, `INSERT INTO agents (id, organization_id, name, slug, agent_type, editing_mode, status) VALUES ($1, $2, 'a', 'a', 'inbound', 'prompt', 'active')`, agent, org)
	require.NoError(t, err)
}

func (f csvFixture) export(t testing.TB, from, to time.Time) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, actions.WriteEvaluationsCSV(context.Background(), f.pool, f.org, from, to, &b))
	return b.String()
}

func yes(b bool) *bool { return &b }
func score(n int) *int { return &n }

func readCSV(t testing.TB, body string) [][]string {
	t.Helper()
	recs, err := csv.NewReader(strings.NewReader(body)).ReadAll()
	require.NoError(t, err)
	return recs
}

func TestReplaceEvaluationResults(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := newCSVFixture(t, 1)
	at := time.Date(2026, 3, 12, 10, 0, 0, 0, time.UTC)
	run := actions.EvaluationRun{OrgID: f.org, SessionID: f.calls[0], AgentID: f.agent, EvaluationID: uuid.New(), EvaluationName: "Quality", At: at,
		Results: []llm.CriterionResult{
			{Criterion: "greeting", Type: llm.CriterionPassFail, Passed: yes(true), Score: score(3), Reason: "Said hello\x00."},
			{Criterion: "tone", Type: llm.CriterionScore, Passed: yes(false), Score: score(14), Reason: "Calm."},
			{Criterion: "closing", Type: llm.CriterionPassFail, Reason: "No verdict."},
			{Criterion: "greeting", Type: llm.CriterionPassFail, Passed: yes(false), Reason: "a second greeting is dropped"},
		}}
	require.NoError(t, actions.ReplaceEvaluationResults(ctx, f.pool, run))
	body := f.export(t, at, at.Add(time.Second))
	recs := readCSV(t, body)
	require.Len(t, recs, 4)
	// Ordered by criterion within one call and rule.
	require.Equal(t, []string{"closing", "pass_fail", "", "", "No verdict."}, recs[1][4:9])
	require.Equal(t, []string{"greeting", "pass_fail", "true", "", "Said hello."}, recs[2][4:9])
	require.Equal(t, []string{"tone", "score", "", "10", "Calm."}, recs[3][4:9])

	t.Run("ReRunReplaces", func(t *testing.T) {
		later := at.Add(time.Hour)
		run2 := run
		run2.EvaluationName, run2.At = "Quality v2", later
		run2.Results = []llm.CriterionResult{{Criterion: "tone", Type: llm.CriterionScore, Score: score(6), Reason: "Better."}}
		require.NoError(t, actions.ReplaceEvaluationResults(ctx, f.pool, run2))
		require.NoError(t, actions.ReplaceEvaluationResults(ctx, f.pool, run2))
		recs := readCSV(t, f.export(t, at, later.Add(time.Second)))
		require.Len(t, recs, 2, "one row: greeting and closing are gone, tone replaced")
		require.Equal(t, []string{f.calls[0].String(), f.agent.String(), run.EvaluationID.String(), "Quality v2", "tone", "score", "", "6", "Better.", "2026-03-12T11:00:00Z"}, recs[1])
	})

	t.Run("ErrOtherOrganizationsCall", func(t *testing.T) {
		other, otherAgent := uuid.New(), uuid.New()
		f.addOrg(t, other, otherAgent)
		bad := run
		bad.OrgID, bad.AgentID, bad.EvaluationID = other, otherAgent, uuid.New()
		testkit.RequireCode(t, actions.ReplaceEvaluationResults(ctx, f.pool, bad), apperr.Invalid, "session_id")
		bad.OrgID, bad.AgentID = f.org, otherAgent
		testkit.RequireCode(t, actions.ReplaceEvaluationResults(ctx, f.pool, bad), apperr.Invalid, "agent_id")
	})
}

func TestWriteEvaluationsCSV(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := newCSVFixture(t, 3)
	from := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	to := from.Add(24 * time.Hour)
	eval := uuid.New()
	put := func(call int, at time.Time, results ...llm.CriterionResult) {
		t.Helper()
		require.NoError(t, actions.ReplaceEvaluationResults(ctx, f.pool, actions.EvaluationRun{
			OrgID: f.org, SessionID: f.calls[call], AgentID: f.agent, EvaluationID: eval, EvaluationName: "=HYPERLINK(\"x\")", At: at, Results: results}))
	}
	tricky := []string{"comma, inside", `say "hi"`, "two\nlines", "cr\r\nlf and bare\rcr", "=SUM(A1:A9)", "+1", "-2 points", "@cmd", "\tTab", "\rCR", " leading space", "ação ñ 日本"}
	var results []llm.CriterionResult
	for i, s := range tricky {
		results = append(results, llm.CriterionResult{Criterion: fmt.Sprintf("c%02d", i), Type: llm.CriterionPassFail, Passed: yes(i%2 == 0), Reason: s})
	}
	put(0, from, results...)                                                                                             // the first instant: in
	put(1, to.Add(-time.Microsecond), llm.CriterionResult{Criterion: "last", Type: llm.CriterionScore, Score: score(7)}) // the last instant: in
	put(2, to, llm.CriterionResult{Criterion: "after", Type: llm.CriterionScore, Score: score(1)})                       // to is exclusive
	// Another organization's verdicts never show.
	other := uuid.New()
	f.addOrg(t, other, uuid.New())

	body := f.export(t, from, to)
	require.False(t, strings.HasPrefix(body, "\uFEFF"), "no BOM")
	require.True(t, strings.HasPrefix(body, strings.Join(actions.EvaluationsCSVHeader, ",")+"\r\n"))
	require.Equal(t, "session_id,agent_id,evaluation_id,evaluation_name,criterion,type,passed,score,reason,evaluated_at", strings.Join(actions.EvaluationsCSVHeader, ","))
	require.NotContains(t, strings.ReplaceAll(body, "\r\n", ""), "\n", "every line break is CRLF")
	require.Contains(t, body, `"'=HYPERLINK(""x"")"`, "a quote inside a quoted cell is doubled")

	recs := readCSV(t, body)
	require.Len(t, recs, 1+len(tricky)+1)
	for i, s := range tricky {
		rec := recs[1+i]
		require.Equal(t, f.calls[0].String(), rec[0])
		require.Equal(t, "'=HYPERLINK(\"x\")", rec[3], "the guard covers the rule's name")
		require.Equal(t, fmt.Sprintf("%v", i%2 == 0), rec[6])
		require.Equal(t, "", rec[7])
		require.Equal(t, "2026-03-01T00:00:00Z", rec[9])
		require.Equal(t, actions.GuardCell(s), rec[8], "reason %q", s)
	}
	guarded := map[string]string{"=SUM(A1:A9)": "'=SUM(A1:A9)", "+1": "'+1", "-2 points": "'-2 points", "@cmd": "'@cmd", "\tTab": "'\tTab", "\rCR": "'\nCR",
		"comma, inside": "comma, inside", "two\nlines": "two\nlines", "cr\r\nlf and bare\rcr": "cr\nlf and bare\ncr", " leading space": " leading space"}
	for in, want := range guarded {
		require.Equal(t, want, actions.GuardCell(in), "GuardCell(%q)", in)
	}
	last := recs[len(recs)-1]
	require.Equal(t, []string{f.calls[1].String(), "last", "score", "", "7", "", "2026-03-01T23:59:59.999999Z"}, []string{last[0], last[4], last[5], last[6], last[7], last[8], last[9]})

	// The window's edges: the row at to belongs to the next window.
	recs = readCSV(t, f.export(t, to, to.Add(time.Hour)))
	require.Len(t, recs, 2)
	require.Equal(t, "after", recs[1][4])
	recs = readCSV(t, f.export(t, from.Add(time.Microsecond), to))
	require.Len(t, recs, 2, "only the last instant's row after the first instant")
	require.Equal(t, "last", recs[1][4])

	// An empty window is the header alone; another organization sees nothing.
	require.Equal(t, strings.Join(actions.EvaluationsCSVHeader, ",")+"\r\n", f.export(t, from.Add(-time.Hour), from))
	var b bytes.Buffer
	require.NoError(t, actions.WriteEvaluationsCSV(ctx, f.pool, other, from, to.Add(time.Hour), &b))
	require.Len(t, readCSV(t, b.String()), 1)
}

type failingWriter struct{ after int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if w.after -= len(p); w.after < 0 {
		return 0, errors.New("client went away")
	}
	return len(p), nil
}

func TestWriteEvaluationsCSVStopsOnAFailingWriter(t *testing.T) {
	t.Parallel()
	f := newCSVFixture(t, 20)
	seedResults(t, f, 100, time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	err := actions.WriteEvaluationsCSV(context.Background(), f.pool, f.org, time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC), time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC), &failingWriter{after: 10000})
	require.ErrorContains(t, err, "client went away")
	// The connection went back to the pool usable.
	var n int
	require.NoError(t, f.pool.QueryRow(context.Background(), `SELECT count(*) FROM evaluation_results`).Scan(&n))
	require.Equal(t, 2000, n)
}

// seedResults gives each call of f perCall verdicts of one rule, a
// millisecond apart from start, with texts that need quoting.
func seedResults(t testing.TB, f csvFixture, perCall int, start time.Time) int {
	t.Helper()
	tag, err := f.pool.Exec(context.Background(), `
		INSERT INTO evaluation_results (organization_id, session_id, agent_id, evaluation_id, evaluation_name, criterion, type, passed, score, reason, evaluated_at)
		SELECT $1, c.id, $2, $3, 'Quality, "v2"', 'criterion ' || g,
			CASE WHEN g % 2 = 0 THEN 'pass_fail' ELSE 'score' END,
			CASE WHEN g % 2 = 0 THEN g % 4 = 0 END,
			CASE WHEN g % 2 = 1 THEN g % 11 END,
			'The agent said: "hello, world" and then -' || g,
			$4::timestamptz + (row_number() OVER ()) * interval '1 millisecond'
		FROM calls c CROSS JOIN generate_series(1, $5) g
		WHERE c.organization_id = $1`, f.org, f.agent, uuid.New(), start, perCall)
	require.NoError(t, err)
	return int(tag.RowsAffected())
}

// sampler counts the export's bytes and, every so often, the live heap.
type sampler struct {
	n, every, maxLive uint64
	lines             int
}

func (s *sampler) Write(p []byte) (int, error) {
	s.n += uint64(len(p))
	s.lines += bytes.Count(p, []byte("\n")) // the seeded texts hold no line break
	if s.n/s.every != (s.n-uint64(len(p)))/s.every {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		s.maxLive = max(s.maxLive, m.HeapAlloc)
	}
	return len(p), nil
}

// The export holds no more than a few rows at a time: the live heap, read
// after a collection every megabyte of output, stays within a few MB of
// what it was before, for 60,000 rows (over 10 MB of CSV).
func TestWriteEvaluationsCSVInConstantMemory(t *testing.T) {
	f := newCSVFixture(t, 600)
	start := time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC)
	rows := seedResults(t, f, 100, start)
	runtime.GC()
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	s := &sampler{every: 1 << 20}
	require.NoError(t, actions.WriteEvaluationsCSV(context.Background(), f.pool, f.org, start, start.Add(24*time.Hour), s))
	require.Equal(t, rows+1, s.lines)
	require.Greater(t, s.n, uint64(10<<20))
	grew := int64(s.maxLive) - int64(before.HeapAlloc)
	t.Logf("%d rows, %d bytes of CSV, live heap grew by at most %d KiB", rows, s.n, grew>>10)
	require.Less(t, grew, int64(4<<20), "the live heap grew with the export")
}

func TestParseExportWindow(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.FixedZone("BRT", -3*3600))
	from, to, err := actions.ParseExportWindow("", "", now)
	require.NoError(t, err)
	require.Equal(t, now.UTC(), to)
	require.Equal(t, now.UTC().Add(-30*24*time.Hour), from)

	from, to, err = actions.ParseExportWindow("2026-01-01T00:00:00-03:00", "2026-02-01T00:00:00Z", now)
	require.NoError(t, err)
	require.Equal(t, time.Date(2026, 1, 1, 3, 0, 0, 0, time.UTC), from)
	require.Equal(t, time.UTC, from.Location())
	require.Equal(t, time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC), to)

	_, to, err = actions.ParseExportWindow("2026-11-01T00:00:00Z", "", now)
	require.NoError(t, err)
	require.Equal(t, now.UTC(), to, "to defaults to now")
	from, _, err = actions.ParseExportWindow("", "2026-03-31T00:00:00Z", now)
	require.NoError(t, err)
	require.Equal(t, time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC), from, "from defaults to 30 days before to")
	from, _, err = actions.ParseExportWindow("2026-01-01T00:00:00 03:00", "2026-01-02T00:00:00Z", now)
	require.NoError(t, err, "a + sent unencoded in a query string")
	require.Equal(t, time.Date(2025, 12, 31, 21, 0, 0, 0, time.UTC), from)
	from, _, err = actions.ParseExportWindow("2020-01-01T00:00:00Z", "", now)
	require.NoError(t, err, "any window: rows stream")
	require.Equal(t, 2020, from.Year())

	for _, c := range []struct{ from, to, field, says string }{
		{"yesterday", "", "from", "RFC 3339"},
		{"2026-01-01", "", "from", "RFC 3339"},
		{"", "2026-13-01T00:00:00Z", "to", "RFC 3339"},
		{"", strings.Repeat("9", 100), "to", "RFC 3339"},
		{"2026-02-01T00:00:00Z", "2026-02-01T00:00:00Z", "from", "before to"},
		{"2026-03-01T00:00:00Z", "2026-02-01T00:00:00Z", "from", "before to"},
	} {
		_, _, err := actions.ParseExportWindow(c.from, c.to, now)
		testkit.RequireCode(t, err, apperr.Invalid, c.says)
		require.Equal(t, []string{c.field}, testkit.ErrorFields(err), "from %q to %q", c.from, c.to)
	}
}

// FuzzCSVCell: a guarded cell never starts with what a spreadsheet reads as
// a formula, and reads back from the CSV exactly as guarded.
func FuzzCSVCell(f *testing.F) {
	for _, s := range []string{"", "plain", "=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "a,b", `"q"`, "a\nb", "a\r\nb", "a\rb", " x", "\xff=", "ação"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g := actions.GuardCell(s)
		if g != "" && strings.ContainsRune("=+-@\t\r", rune(g[0])) {
			t.Fatalf("GuardCell(%q) = %q starts with %q", s, g, g[0])
		}
		var b bytes.Buffer
		w := csv.NewWriter(&b)
		w.UseCRLF = true
		if err := w.Write([]string{g, "x"}); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		rec, err := csv.NewReader(&b).Read()
		if err != nil {
			t.Fatalf("%q does not read back: %v", b.String(), err)
		}
		if len(rec) != 2 || rec[0] != g || rec[1] != "x" {
			t.Fatalf("%q read back as %q", g, rec)
		}
	})
}

// BenchmarkWriteEvaluationsCSV streams 100,000 rows to io.Discard.
func BenchmarkWriteEvaluationsCSV(b *testing.B) {
	f := newCSVFixture(b, 1000)
	start := time.Date(2026, 2, 1, 0, 0, 0, 0, time.UTC)
	rows := seedResults(b, f, 100, start)
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := actions.WriteEvaluationsCSV(ctx, f.pool, f.org, start, start.Add(24*time.Hour), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(rows)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}
