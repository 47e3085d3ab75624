package calls_test

import (
	"context"
	"fmt"
	"sort"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/seed"
	"voiceagent/internal/testkit"
)

// seededOrg is an organization with the seed agents.
type seededOrg struct {
	id     uuid.UUID
	ctx    context.Context
	agents []seed.Agent
}

func newSeededOrg(t *testing.T, env *testkit.Env, name string) seededOrg {
	t.Helper()
	org := env.MustOrg(name)
	ctx := env.System(org.ID)
	ags, err := seed.CreateAgents(ctx, seed.Services{Agents: env.App.Agents}, 6, 1)
	require.NoError(t, err)
	return seededOrg{id: org.ID, ctx: ctx, agents: ags}
}

// forOrg returns the calls with agents swapped for the other organization's
// agents of the same position.
func forOrg(in []calls.ImportCall, from, to seededOrg) []calls.ImportCall {
	idx := map[uuid.UUID]int{}
	for i, a := range from.agents {
		idx[a.ID] = i
	}
	out := make([]calls.ImportCall, len(in))
	for i, c := range in {
		c.AgentID = to.agents[idx[c.AgentID]].ID
		out[i] = c
	}
	return out
}

type rollupRow struct {
	day         string
	agent       int
	metric, key string
	count, hits int64
	total       float64
}

func rollups(t *testing.T, env *testkit.Env, o seededOrg) []rollupRow {
	t.Helper()
	idx := map[uuid.UUID]int{}
	for i, a := range o.agents {
		idx[a.ID] = i
	}
	rows, err := env.App.DB.Query(context.Background(), `
		SELECT day::text, agent_id, metric, key, count, hits, total FROM call_stats_daily WHERE organization_id = $1`, o.id)
	require.NoError(t, err)
	defer rows.Close()
	var out []rollupRow
	for rows.Next() {
		var r rollupRow
		var agent uuid.UUID
		require.NoError(t, rows.Scan(&r.day, &agent, &r.metric, &r.key, &r.count, &r.hits, &r.total))
		r.agent = idx[agent]
		out = append(out, r)
	}
	require.NoError(t, rows.Err())
	sort.Slice(out, func(i, j int) bool {
		return fmt.Sprint(out[i].day, out[i].agent, out[i].metric, out[i].key) < fmt.Sprint(out[j].day, out[j].agent, out[j].metric, out[j].key)
	})
	return out
}

// storedCalls reads what matters of an organization's calls, oldest first,
// without the identifiers and write times that differ between two loads.
func storedCalls(t *testing.T, env *testkit.Env, o seededOrg) []map[string]any {
	t.Helper()
	idx := map[uuid.UUID]int{}
	for i, a := range o.agents {
		idx[a.ID] = i
	}
	rows, err := env.App.DB.Query(context.Background(), `
		SELECT agent_id, jsonb_build_object(
			'agent_version', agent_version, 'channel', channel, 'direction', direction, 'from', from_number, 'to', to_number,
			'status', status, 'end_reason', end_reason, 'created_at', created_at, 'started_at', started_at, 'ended_at', ended_at,
			'duration_ms', duration_ms, 'transcript', transcript, 'turn_count', turn_count, 'action_count', action_count,
			'actions', (SELECT coalesce(jsonb_agg(a - 'id' ORDER BY n), '[]') FROM jsonb_array_elements(actions) WITH ORDINALITY AS x(a, n)),
			'summary', summary, 'outcome', outcome, 'extracted_data', extracted_data, 'evaluations', evaluations,
			'sentiment_label', sentiment_label, 'sentiment_score', sentiment_score,
			'outcome_recorded', outcome_recorded_at IS NOT NULL, 'search', (SELECT s.tsv::text FROM call_search s WHERE s.call_id = calls.id))
		FROM calls WHERE organization_id = $1 ORDER BY created_at, id`, o.id)
	require.NoError(t, err)
	defer rows.Close()
	var out []map[string]any
	for rows.Next() {
		var agent uuid.UUID
		var m map[string]any
		require.NoError(t, rows.Scan(&agent, &m))
		m["agent"] = idx[agent]
		out = append(out, m)
	}
	require.NoError(t, rows.Err())
	return out
}

// Import leaves exactly what the service methods leave for the same calls:
// the same rows (transcript, actions, outcome, times, search vector) and the
// same daily rollups.
func TestImportMatchesServiceMethods(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	viaService := newSeededOrg(t, env, "Replayed")
	viaImport := newSeededOrg(t, env, "Imported")
	g := seed.NewGenerator(viaService.agents, seed.Options{Seed: 7})
	const total = 120
	batch := g.Batch(0, 0, total, total)
	statuses := map[string]int{}
	withActions, withOutcome := 0, 0
	for _, c := range batch {
		statuses[c.Status]++
		if len(c.Actions) > 0 {
			withActions++
		}
		if c.Outcome != nil {
			withOutcome++
		}
		_, err := seed.Replay(viaService.ctx, env.App.Calls, c)
		require.NoError(t, err)
	}
	// The sample covers what the rollups count.
	for _, s := range calls.Statuses {
		require.Positive(t, statuses[s], "status %s in the sample: %v", s, statuses)
	}
	require.Positive(t, withActions)
	require.Positive(t, withOutcome)

	n, err := env.App.Calls.Import(viaImport.ctx, forOrg(batch, viaService, viaImport))
	require.NoError(t, err)
	require.Equal(t, total, n)

	want, got := rollups(t, env, viaService), rollups(t, env, viaImport)
	require.Len(t, got, len(want))
	for i := range want {
		w, g := want[i], got[i]
		require.InDelta(t, w.total, g.total, 1e-9, "total of %+v", w)
		w.total, g.total = 0, 0
		require.Equal(t, w, g)
	}
	require.Equal(t, storedCalls(t, env, viaService), storedCalls(t, env, viaImport))
	require.Equal(t, dailyCounts(t, env, viaService), dailyCounts(t, env, viaImport))

	// A second import adds to the same rollup rows.
	_, err = env.App.Calls.Import(viaImport.ctx, forOrg(batch[:10], viaService, viaImport))
	require.NoError(t, err)
	var count int64
	require.NoError(t, env.App.DB.QueryRow(context.Background(),
		`SELECT sum(count) FROM call_stats_daily WHERE organization_id = $1 AND metric = 'status'`, viaImport.id).Scan(&count))
	require.Equal(t, int64(total+10), count)
}

// An imported call reads back like any other through Get.
func TestImportedCallReadsBack(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	o := newSeededOrg(t, env, "Readback")
	score, passed := 0.8, true
	created := time.Date(2026, 3, 2, 14, 0, 0, 123456789, time.UTC)
	in := calls.ImportCall{
		AgentID: o.agents[0].ID, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321", ToNumber: "+551130000000",
		Status: "completed", EndReason: " caller hung up ", CreatedAt: created, StartedAt: created.Add(5 * time.Second), EndedAt: created.Add(65 * time.Second),
		Transcript: []calls.Turn{{Role: "agent", Text: "Olá!", OffsetMS: 100}, {Role: "user", Text: "Quero agendar uma consulta", OffsetMS: 2000}},
		Actions:    []calls.ActionInput{{Type: " booking ", Name: "calendar.book", Success: true, Input: map[string]any{"slot": "14:00"}, Result: map[string]any{"id": "B1"}}},
		Outcome: &calls.Outcome{Summary: "Consulta agendada", Outcome: " booked ", ExtractedData: map[string]any{"slot": "14:00"},
			Evaluations: []calls.Evaluation{{Name: " greeting ", Result: "ok", Score: &score, Passed: &passed}},
			Sentiment:   &calls.Sentiment{Label: "positive", Score: 0.6}},
	}
	_, err := env.App.Calls.Import(o.ctx, []calls.ImportCall{in})
	require.NoError(t, err)
	var id uuid.UUID
	require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT id FROM calls WHERE organization_id = $1`, o.id).Scan(&id))
	c, err := env.App.Calls.Get(o.ctx, id)
	require.NoError(t, err)
	require.Equal(t, "completed", c.Status)
	require.Equal(t, "caller hung up", *c.EndReason)
	require.Equal(t, created.Truncate(time.Microsecond), c.CreatedAt)
	require.Equal(t, int64(60000), *c.DurationMS)
	require.Equal(t, 2, c.TurnCount)
	require.Equal(t, in.Transcript, c.Transcript)
	require.Len(t, c.Actions, 1)
	require.Equal(t, "booking", c.Actions[0].Type)
	require.Equal(t, created.Add(5*time.Second).Truncate(time.Microsecond), c.Actions[0].ExecutedAt, "a zero execution time becomes the start")
	require.JSONEq(t, `{"slot":"14:00"}`, string(c.Actions[0].Input))
	require.NotNil(t, c.PostCall)
	require.Equal(t, "booked", c.PostCall.Outcome)
	require.Equal(t, "greeting", c.PostCall.Evaluations[0].Name)
	require.Equal(t, "positive", c.PostCall.Sentiment.Label)
	require.Equal(t, in.EndedAt.Truncate(time.Microsecond), *c.PostCall.ProcessedAt)
	require.Equal(t, calls.PostCallCompleted, c.PostCall.Status, "imported history carries its finished processing")
	require.Equal(t, 1, c.AgentVersion)
}

// A bad call anywhere in a batch loads nothing and names the call and field;
// another organization's agent is not found.
func TestImportValidation(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	o := newSeededOrg(t, env, "Validation")
	other := newSeededOrg(t, env, "Other")
	now := time.Now().Add(-time.Hour)
	good := calls.ImportCall{AgentID: o.agents[0].ID, Channel: "chat", Direction: "inbound", Status: "completed",
		CreatedAt: now, StartedAt: now, EndedAt: now.Add(time.Minute), Transcript: []calls.Turn{{Role: "user", Text: "oi"}}}
	long := make([]byte, 501)
	for i := range long {
		long[i] = 'x'
	}
	cases := []struct {
		field  string
		change func(c *calls.ImportCall)
	}{
		{"calls[1].channel", func(c *calls.ImportCall) { c.Channel = "fax" }},
		{"calls[1].direction", func(c *calls.ImportCall) { c.Direction = "" }},
		{"calls[1].from_number", func(c *calls.ImportCall) { c.FromNumber = "11 9999" }},
		{"calls[1].status", func(c *calls.ImportCall) { c.Status = "done" }},
		{"calls[1].created_at", func(c *calls.ImportCall) { c.CreatedAt = time.Time{} }},
		{"calls[1].started_at", func(c *calls.ImportCall) { c.StartedAt = time.Time{} }},
		{"calls[1].ended_at", func(c *calls.ImportCall) { c.EndedAt = time.Time{} }},
		{"calls[1].ended_at", func(c *calls.ImportCall) { c.Status = "active" }},
		{"calls[1].started_at", func(c *calls.ImportCall) { c.Status = "created"; c.EndedAt = time.Time{} }},
		{"calls[1].outcome", func(c *calls.ImportCall) {
			c.Status, c.EndedAt, c.Outcome = "active", time.Time{}, &calls.Outcome{Summary: "x"}
		}},
		{"calls[1].end_reason", func(c *calls.ImportCall) { c.EndReason = string(long) }},
		{"calls[1].turns[0].role", func(c *calls.ImportCall) { c.Transcript = []calls.Turn{{Role: "bot", Text: "x"}} }},
		{"calls[1].turns[0].text", func(c *calls.ImportCall) { c.Transcript = []calls.Turn{{Role: "user", Text: " "}} }},
		{"calls[1].turns[0].offset_ms", func(c *calls.ImportCall) { c.Transcript = []calls.Turn{{Role: "user", Text: "x", OffsetMS: -1}} }},
		{"calls[1].actions[0].type", func(c *calls.ImportCall) { c.Actions = []calls.ActionInput{{Name: "x"}} }},
		{"calls[1].sentiment.label", func(c *calls.ImportCall) {
			c.Outcome = &calls.Outcome{Sentiment: &calls.Sentiment{Label: "happy"}}
		}},
		{"calls[1].evaluations[0].score", func(c *calls.ImportCall) {
			s := 2.0
			c.Outcome = &calls.Outcome{Evaluations: []calls.Evaluation{{Name: "x", Score: &s}}}
		}},
	}
	for _, tc := range cases {
		bad := good
		tc.change(&bad)
		_, err := env.App.Calls.Import(o.ctx, []calls.ImportCall{good, bad})
		e, ok := apperr.As(err)
		require.True(t, ok, "%s: %v", tc.field, err)
		require.Equal(t, apperr.Invalid, e.Code, tc.field)
		require.Equal(t, tc.field, e.Fields[0].Field)
	}
	foreign := good
	foreign.AgentID = other.agents[0].ID
	_, err := env.App.Calls.Import(o.ctx, []calls.ImportCall{good, foreign})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))

	var n int
	require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM calls WHERE organization_id = $1`, o.id).Scan(&n))
	require.Zero(t, n, "nothing loaded")
	var stats int
	require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM call_stats_daily WHERE organization_id = $1`, o.id).Scan(&stats))
	require.Zero(t, stats)

	// Import needs a principal allowed to record calls.
	n2, err := env.App.Calls.Import(context.Background(), []calls.ImportCall{good})
	require.Zero(t, n2)
	require.Error(t, err)
}

// dailyCounts reads an organization's non-empty call_counts_daily rows, with
// agents by their index in the organization.
func dailyCounts(t *testing.T, env *testkit.Env, o seededOrg) []string {
	t.Helper()
	idx := map[uuid.UUID]int{}
	for i, a := range o.agents {
		idx[a.ID] = i
	}
	rows, err := env.App.DB.Query(context.Background(), `SELECT day::text, agent_id, status, channel, direction, count
		FROM call_counts_daily WHERE organization_id = $1 AND count <> 0 ORDER BY 1, 3, 4, 5, 2`, o.id)
	require.NoError(t, err)
	defer rows.Close()
	var out []string
	for rows.Next() {
		var day, status, channel, direction string
		var agent uuid.UUID
		var n int64
		require.NoError(t, rows.Scan(&day, &agent, &status, &channel, &direction, &n))
		out = append(out, fmt.Sprintf("%s agent%d %s %s %s %d", day, idx[agent], status, channel, direction, n))
	}
	require.NoError(t, rows.Err())
	require.NotEmpty(t, out)
	return out
}
