package v1_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/keyring"
	"voiceagent/internal/testkit"
)

// analyticsCall describes one call of the fixed data set: when it was
// created, how far it went and what was recorded on the way.
type analyticsCall struct {
	agent   uuid.UUID
	created time.Time
	started bool   // moved to active 10 s after creation
	end     string // "" = left as it is; else the final status
	seconds int    // from start to end
	actions []calls.ActionInput
	outcome *calls.Outcome
}

func mustRecordCall(t *testing.T, ctx context.Context, svc *calls.Service, c analyticsCall) {
	t.Helper()
	call, err := svc.Create(ctx, calls.CreateInput{AgentID: c.agent, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321", CreatedAt: c.created})
	require.NoError(t, err)
	start := c.created.Add(10 * time.Second)
	if c.started {
		_, err = svc.Start(ctx, call.ID, start)
		require.NoError(t, err)
	}
	for _, a := range c.actions {
		a.ExecutedAt = start
		_, err = svc.RecordAction(ctx, call.ID, a)
		require.NoError(t, err)
	}
	if c.end != "" {
		_, err = svc.End(ctx, call.ID, calls.EndInput{Status: c.end, At: start.Add(time.Duration(c.seconds) * time.Second)})
		require.NoError(t, err)
	}
	if c.outcome != nil {
		_, err = svc.RecordOutcome(ctx, call.ID, *c.outcome)
		require.NoError(t, err)
	}
}

func mustAgent(t *testing.T, env *testkit.Env, orgID uuid.UUID, name, agentType string) uuid.UUID {
	t.Helper()
	a, err := env.App.Agents.Create(env.System(orgID), agents.CreateInput{Name: name, AgentType: agentType, EditingMode: "prompt"})
	require.NoError(t, err)
	return a.ID
}

func ptr[T any](v T) *T { return &v }

func overview(t *testing.T, env *testkit.Env, key, query string) map[string]any {
	t.Helper()
	r := env.Get("/v1/analytics/overview"+query, key)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	return r.Map(t)
}

// requireJSON compares part of a response with the expected JSON text.
func requireJSON(t *testing.T, want string, got any, msgAndArgs ...any) {
	t.Helper()
	b, err := json.Marshal(got)
	require.NoError(t, err)
	require.JSONEq(t, want, string(b), msgAndArgs...)
}

// series builds the expected volume series: n buckets starting at first,
// each step apart, all zero except the given ones (by index, as JSON
// by_status objects with their total).
func series(first time.Time, n int, step func(time.Time) time.Time, nonZero map[int]string) string {
	var parts []string
	for i, d := 0, first; i < n; i, d = i+1, step(d) {
		counts := `"total": 0, "by_status": {"created": 0, "active": 0, "completed": 0, "failed": 0, "cancelled": 0, "abandoned": 0}`
		if v, ok := nonZero[i]; ok {
			counts = v
		}
		parts = append(parts, fmt.Sprintf(`{"bucket_start": %q, %s}`, d.Format("2006-01-02"), counts))
	}
	return "[" + strings.Join(parts, ",") + "]"
}

func nextDay(d time.Time) time.Time   { return d.AddDate(0, 0, 1) }
func nextWeek(d time.Time) time.Time  { return d.AddDate(0, 0, 7) }
func nextMonth(d time.Time) time.Time { return d.AddDate(0, 1, 0) }

// analyticsDataSet is the fixed data set of TestAnalyticsOverview, days
// counted back from today (UTC). The figures the test expects were worked
// out by hand from this list.
func analyticsDataSet(today time.Time, recep, sales, widget uuid.UUID) []analyticsCall {
	day := func(ago int, hh, mm int) time.Time {
		return today.AddDate(0, 0, -ago).Add(time.Duration(hh)*time.Hour + time.Duration(mm)*time.Minute)
	}
	passed, failed := ptr(true), ptr(false)
	booking := calls.ActionInput{Type: "booking", Name: "Agendar", Success: true}
	smsOK := calls.ActionInput{Type: "sms", Name: "Confirmação", Success: true}
	smsFail := calls.ActionInput{Type: "sms", Name: "Confirmação", Success: false, Error: "carrier rejected"}
	transferFail := calls.ActionInput{Type: "call_transfer", Name: "Humano", Success: false, Error: "no answer"}
	custom := calls.ActionInput{Type: "custom_action", Name: "CRM", Success: true}
	return []analyticsCall{
		// Recepção (inbound): 5 calls in the daily window, 1 just before it.
		{agent: recep, created: day(0, 0, 1), started: true, end: "completed", seconds: 120, actions: []calls.ActionInput{booking},
			outcome: &calls.Outcome{Outcome: "resolved", Sentiment: &calls.Sentiment{Label: "positive", Score: 0.8},
				Evaluations: []calls.Evaluation{{Name: "greeting", Result: "ok", Passed: passed, Score: ptr(1.0)}, {Name: "resolution", Result: "ok", Passed: passed}}}},
		{agent: recep, created: day(1, 10, 0), started: true, end: "completed", seconds: 60, actions: []calls.ActionInput{booking, smsFail},
			outcome: &calls.Outcome{Outcome: "booked", Sentiment: &calls.Sentiment{Label: "neutral", Score: 0.1},
				Evaluations: []calls.Evaluation{{Name: "greeting", Result: "no greeting", Passed: failed}}}},
		{agent: recep, created: day(1, 11, 0), started: true, end: "failed", seconds: 30, actions: []calls.ActionInput{transferFail},
			outcome: &calls.Outcome{Outcome: "escalated", Sentiment: &calls.Sentiment{Label: "negative", Score: -0.6},
				Evaluations: []calls.Evaluation{{Name: "greeting", Result: "partial", Score: ptr(0.4)}, {Name: "notes", Result: "free text only"}}}},
		{agent: recep, created: day(29, 9, 0), end: "abandoned"},
		{agent: recep, created: day(0, 0, 2), started: true, actions: []calls.ActionInput{custom}},
		{agent: recep, created: day(30, 12, 0), started: true, end: "completed", seconds: 300, actions: []calls.ActionInput{booking},
			outcome: &calls.Outcome{Outcome: "resolved", Sentiment: &calls.Sentiment{Label: "positive", Score: 1}}},
		// Vendas (outbound): 4 calls.
		{agent: sales, created: day(2, 15, 0), started: true, end: "completed", seconds: 90, actions: []calls.ActionInput{booking},
			outcome: &calls.Outcome{Outcome: "booked", Sentiment: &calls.Sentiment{Label: "positive", Score: 0.6},
				Evaluations: []calls.Evaluation{{Name: "qualification", Result: "qualified", Passed: passed}}}},
		{agent: sales, created: day(2, 16, 0), started: true, end: "completed", seconds: 30, actions: []calls.ActionInput{smsOK},
			outcome: &calls.Outcome{Outcome: "not_interested", Sentiment: &calls.Sentiment{Label: "negative", Score: -0.2},
				Evaluations: []calls.Evaluation{{Name: "qualification", Result: "not qualified", Passed: failed}}}},
		{agent: sales, created: day(29, 8, 0)},
		{agent: sales, created: day(0, 0, 3), end: "cancelled"},
		// Widget (voice_widget): 1 call, an outcome without sentiment or evaluations.
		{agent: widget, created: day(1, 9, 0), started: true, end: "completed", seconds: 45, outcome: &calls.Outcome{Outcome: "resolved"}},
	}
}

// importOf is the call as a bulk import carries it: the state the service
// methods of mustRecordCall leave behind.
func importOf(c analyticsCall) calls.ImportCall {
	in := calls.ImportCall{AgentID: c.agent, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321",
		Status: c.end, CreatedAt: c.created, Actions: c.actions, Outcome: c.outcome}
	start := c.created.Add(10 * time.Second)
	if c.started {
		in.StartedAt = start
	}
	switch {
	case c.end != "" && c.started:
		in.EndedAt = start.Add(time.Duration(c.seconds) * time.Second)
	case c.end != "":
		in.EndedAt = c.created
	case c.started:
		in.Status = "active"
	default:
		in.Status = "created"
	}
	for i := range in.Actions {
		in.Actions[i].ExecutedAt = start
	}
	return in
}

// TestAnalyticsOverview checks every figure of the overview against values
// worked out by hand from a small fixed data set. Days are fixed relative to
// today (UTC), the end of every window.
func TestAnalyticsOverview(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Analytics Org")
	other := env.MustOrg("Analytics Other Org")
	_, key := env.MustKey(org.ID, "analytics:read")
	svc := calls.NewService(env.App.DB, env.App.Agents, nil, cursorKey(t, env), nil)
	ctx := env.System(org.ID)

	recep := mustAgent(t, env, org.ID, "Recepção", "inbound")
	sales := mustAgent(t, env, org.ID, "Vendas", "outbound")
	widget := mustAgent(t, env, org.ID, "Widget", "voice_widget")
	foreign := mustAgent(t, env, other.ID, "Alheio", "inbound")

	now := time.Now().UTC()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	day := func(ago int, hh, mm int) time.Time {
		return today.AddDate(0, 0, -ago).Add(time.Duration(hh)*time.Hour + time.Duration(mm)*time.Minute)
	}
	booking := calls.ActionInput{Type: "booking", Name: "Agendar", Success: true}

	for _, c := range analyticsDataSet(today, recep, sales, widget) {
		mustRecordCall(t, ctx, svc, c)
	}
	// Another organization's calls, on the same days, must not count.
	for _, ago := range []int{0, 1, 2} {
		mustRecordCall(t, env.System(other.ID), svc, analyticsCall{agent: foreign, created: day(ago, 0, 4), started: true, end: "completed", seconds: 999,
			actions: []calls.ActionInput{booking}, outcome: &calls.Outcome{Outcome: "resolved", Sentiment: &calls.Sentiment{Label: "negative", Score: -1}}})
	}

	zero := `"created": 0, "active": 0, "completed": 0, "failed": 0, "cancelled": 0, "abandoned": 0`
	first := today.AddDate(0, 0, -29)

	t.Run("OKDaily", func(t *testing.T) {
		o := overview(t, env, key, "")
		require.Equal(t, "daily", o["period"])
		require.Equal(t, first.Format("2006-01-02"), o["from"])
		require.Equal(t, today.Format("2006-01-02"), o["to"])
		require.Equal(t, "UTC", o["timezone"])
		requireJSON(t, `{"agent_id": null, "agent_type": "all"}`, o["filters"])
		volume := o["volume"].(map[string]any)
		requireJSON(t, `10`, volume["total"])
		requireJSON(t, `{"created": 1, "active": 1, "completed": 5, "failed": 1, "cancelled": 1, "abandoned": 1}`, volume["by_status"])
		requireJSON(t, series(first, 30, nextDay, map[int]string{
			0:  `"total": 2, "by_status": {"created": 1, "active": 0, "completed": 0, "failed": 0, "cancelled": 0, "abandoned": 1}`,
			27: `"total": 2, "by_status": {"created": 0, "active": 0, "completed": 2, "failed": 0, "cancelled": 0, "abandoned": 0}`,
			28: `"total": 3, "by_status": {"created": 0, "active": 0, "completed": 2, "failed": 1, "cancelled": 0, "abandoned": 0}`,
			29: `"total": 3, "by_status": {"created": 0, "active": 1, "completed": 1, "failed": 0, "cancelled": 1, "abandoned": 0}`,
		}), volume["series"])
		requireJSON(t, `{"total": 6, "items": [
			{"outcome": "booked", "count": 2, "share": 0.3333},
			{"outcome": "resolved", "count": 2, "share": 0.3333},
			{"outcome": "escalated", "count": 1, "share": 0.1667},
			{"outcome": "not_interested", "count": 1, "share": 0.1667}]}`, o["outcomes"])
		requireJSON(t, fmt.Sprintf(`[
			{"agent_id": %q, "name": "Recepção", "agent_type": "inbound", "calls": 5, "completed": 2, "completion_rate": 0.4,
			 "average_duration_seconds": 90, "sentiment": {"average_score": 0.1, "positive": 1, "neutral": 1, "negative": 1},
			 "evaluations": {"evaluated": 4, "passed": 2, "pass_rate": 0.5}},
			{"agent_id": %q, "name": "Vendas", "agent_type": "outbound", "calls": 4, "completed": 2, "completion_rate": 0.5,
			 "average_duration_seconds": 60, "sentiment": {"average_score": 0.2, "positive": 1, "neutral": 0, "negative": 1},
			 "evaluations": {"evaluated": 2, "passed": 1, "pass_rate": 0.5}},
			{"agent_id": %q, "name": "Widget", "agent_type": "voice_widget", "calls": 1, "completed": 1, "completion_rate": 1,
			 "average_duration_seconds": 45, "sentiment": {"average_score": null, "positive": 0, "neutral": 0, "negative": 0},
			 "evaluations": {"evaluated": 0, "passed": 0, "pass_rate": null}}]`, recep, sales, widget), o["agents"])
		requireJSON(t, `[
			{"type": "booking", "executed": 3, "succeeded": 3, "success_rate": 1},
			{"type": "sms", "executed": 2, "succeeded": 1, "success_rate": 0.5},
			{"type": "call_transfer", "executed": 1, "succeeded": 0, "success_rate": 0},
			{"type": "custom_action", "executed": 1, "succeeded": 1, "success_rate": 1}]`, o["actions"])
		// The explicit defaults answer the same.
		require.Equal(t, o, overview(t, env, key, "?period=daily&agent_type=all"))
	})

	t.Run("OKFilterAgent", func(t *testing.T) {
		o := overview(t, env, key, "?agent_id="+recep.String())
		requireJSON(t, fmt.Sprintf(`{"agent_id": %q, "agent_type": "all"}`, recep), o["filters"])
		volume := o["volume"].(map[string]any)
		requireJSON(t, `5`, volume["total"])
		requireJSON(t, `{"created": 0, "active": 1, "completed": 2, "failed": 1, "cancelled": 0, "abandoned": 1}`, volume["by_status"])
		requireJSON(t, series(first, 30, nextDay, map[int]string{
			0:  `"total": 1, "by_status": {"created": 0, "active": 0, "completed": 0, "failed": 0, "cancelled": 0, "abandoned": 1}`,
			28: `"total": 2, "by_status": {"created": 0, "active": 0, "completed": 1, "failed": 1, "cancelled": 0, "abandoned": 0}`,
			29: `"total": 2, "by_status": {"created": 0, "active": 1, "completed": 1, "failed": 0, "cancelled": 0, "abandoned": 0}`,
		}), volume["series"])
		requireJSON(t, `{"total": 3, "items": [
			{"outcome": "booked", "count": 1, "share": 0.3333},
			{"outcome": "escalated", "count": 1, "share": 0.3333},
			{"outcome": "resolved", "count": 1, "share": 0.3333}]}`, o["outcomes"])
		agentsList := o["agents"].([]any)
		require.Len(t, agentsList, 1)
		require.Equal(t, recep.String(), agentsList[0].(map[string]any)["agent_id"])
		requireJSON(t, `[
			{"type": "booking", "executed": 2, "succeeded": 2, "success_rate": 1},
			{"type": "call_transfer", "executed": 1, "succeeded": 0, "success_rate": 0},
			{"type": "custom_action", "executed": 1, "succeeded": 1, "success_rate": 1},
			{"type": "sms", "executed": 1, "succeeded": 0, "success_rate": 0}]`, o["actions"])
	})

	t.Run("OKFilterAgentType", func(t *testing.T) {
		o := overview(t, env, key, "?agent_type=outbound")
		requireJSON(t, `{"agent_id": null, "agent_type": "outbound"}`, o["filters"])
		volume := o["volume"].(map[string]any)
		requireJSON(t, `4`, volume["total"])
		requireJSON(t, `{"created": 1, "active": 0, "completed": 2, "failed": 0, "cancelled": 1, "abandoned": 0}`, volume["by_status"])
		requireJSON(t, `{"total": 2, "items": [
			{"outcome": "booked", "count": 1, "share": 0.5},
			{"outcome": "not_interested", "count": 1, "share": 0.5}]}`, o["outcomes"])
		agentsList := o["agents"].([]any)
		require.Len(t, agentsList, 1)
		require.Equal(t, sales.String(), agentsList[0].(map[string]any)["agent_id"])
		requireJSON(t, `[
			{"type": "booking", "executed": 1, "succeeded": 1, "success_rate": 1},
			{"type": "sms", "executed": 1, "succeeded": 1, "success_rate": 1}]`, o["actions"])

		// inbound: the receptionist only; the voice widget counts under all only.
		o = overview(t, env, key, "?agent_type=inbound")
		requireJSON(t, `5`, o["volume"].(map[string]any)["total"])
		agentsList = o["agents"].([]any)
		require.Len(t, agentsList, 1)
		require.Equal(t, recep.String(), agentsList[0].(map[string]any)["agent_id"])
	})

	t.Run("OKFiltersThatMatchNothing", func(t *testing.T) {
		o := overview(t, env, key, "?agent_type=inbound&agent_id="+sales.String())
		volume := o["volume"].(map[string]any)
		requireJSON(t, `0`, volume["total"])
		requireJSON(t, `{`+zero+`}`, volume["by_status"])
		requireJSON(t, series(first, 30, nextDay, nil), volume["series"])
		requireJSON(t, `{"total": 0, "items": []}`, o["outcomes"])
		requireJSON(t, `[]`, o["agents"])
		requireJSON(t, `[]`, o["actions"])
	})

	t.Run("OKWeeklyAndMonthlyCountTheWholeWindow", func(t *testing.T) {
		// Every call of the data set, the one 30 days ago included, is inside
		// the last 12 weeks and the last 12 months.
		for _, period := range []string{"weekly", "monthly"} {
			o := overview(t, env, key, "?period="+period)
			require.Equal(t, period, o["period"])
			volume := o["volume"].(map[string]any)
			requireJSON(t, `11`, volume["total"], period)
			requireJSON(t, `{"created": 1, "active": 1, "completed": 6, "failed": 1, "cancelled": 1, "abandoned": 1}`, volume["by_status"], period)
			require.Len(t, volume["series"], 12, period)
			var sum float64
			for _, b := range volume["series"].([]any) {
				sum += b.(map[string]any)["total"].(float64)
			}
			require.Equal(t, float64(11), sum, period)
			requireJSON(t, `{"total": 7, "items": [
				{"outcome": "resolved", "count": 3, "share": 0.4286},
				{"outcome": "booked", "count": 2, "share": 0.2857},
				{"outcome": "escalated", "count": 1, "share": 0.1429},
				{"outcome": "not_interested", "count": 1, "share": 0.1429}]}`, o["outcomes"], period)
			a := o["agents"].([]any)[0].(map[string]any)
			requireJSON(t, fmt.Sprintf(`{"agent_id": %q, "name": "Recepção", "agent_type": "inbound", "calls": 6, "completed": 3, "completion_rate": 0.5,
				"average_duration_seconds": 160, "sentiment": {"average_score": 0.325, "positive": 2, "neutral": 1, "negative": 1},
				"evaluations": {"evaluated": 4, "passed": 2, "pass_rate": 0.5}}`, recep), a, period)
		}
	})

	t.Run("OKImportedHistoryAnswersTheSame", func(t *testing.T) {
		// The same calls loaded in bulk into a third organization give the
		// same overview: Import keeps the rollups as the service methods do.
		third := env.MustOrg("Analytics Imported Org")
		_, thirdKey := env.MustKey(third.ID, "analytics:read")
		ids := map[string]string{
			recep.String():  mustAgent(t, env, third.ID, "Recepção", "inbound").String(),
			sales.String():  mustAgent(t, env, third.ID, "Vendas", "outbound").String(),
			widget.String(): mustAgent(t, env, third.ID, "Widget", "voice_widget").String(),
		}
		var in []calls.ImportCall
		for _, c := range analyticsDataSet(today, uuid.MustParse(ids[recep.String()]), uuid.MustParse(ids[sales.String()]), uuid.MustParse(ids[widget.String()])) {
			in = append(in, importOf(c))
		}
		n, err := svc.Import(env.System(third.ID), in)
		require.NoError(t, err)
		require.Equal(t, 11, n)
		for _, query := range []string{"", "?period=weekly", "?period=monthly", "?agent_type=outbound"} {
			want, err := json.Marshal(overview(t, env, key, query))
			require.NoError(t, err)
			wantText := string(want)
			for from, to := range ids {
				wantText = strings.ReplaceAll(wantText, from, to)
			}
			requireJSON(t, wantText, overview(t, env, thirdKey, query), query)
		}
	})
	t.Run("ErrBadParameters", func(t *testing.T) {
		for query, field := range map[string]string{
			"?period=hourly":                    "period",
			"?period=DAILY":                     "period",
			"?agent_type=voice_widget":          "agent_type",
			"?agent_type=any":                   "agent_type",
			"?agent_id=recepcao":                "agent_id",
			"?agent_id=" + recep.String() + "x": "agent_id",
		} {
			r := env.Get("/v1/analytics/overview"+query, key)
			require.Equal(t, http.StatusBadRequest, r.Status, query)
			require.Contains(t, r.Detail(t), field, query)
		}
	})
	t.Run("ErrAgentOfAnotherOrganization", func(t *testing.T) {
		for _, id := range []uuid.UUID{foreign, uuid.New()} {
			r := env.Get("/v1/analytics/overview?agent_id="+id.String(), key)
			require.Equal(t, http.StatusNotFound, r.Status)
			require.Contains(t, r.Detail(t), id.String())
		}
	})
	t.Run("ErrScope", func(t *testing.T) {
		_, callsOnly := env.MustKey(org.ID, "calls:read", "agents:read", "phone-numbers:read")
		r := env.Get("/v1/analytics/overview", callsOnly)
		require.Equal(t, http.StatusForbidden, r.Status)
		require.Contains(t, r.Detail(t), "analytics:read")
		// The scope is checked before the parameters.
		r = env.Get("/v1/analytics/overview?period=hourly", callsOnly)
		require.Equal(t, http.StatusForbidden, r.Status)
	})
	t.Run("ErrNoKey", func(t *testing.T) {
		r := env.Get("/v1/analytics/overview", "")
		require.Equal(t, http.StatusUnauthorized, r.Status)
	})
	t.Run("OKOtherOrganizationSeesOnlyItsOwn", func(t *testing.T) {
		_, otherKey := env.MustKey(other.ID, "analytics:read")
		o := overview(t, env, otherKey, "")
		requireJSON(t, `3`, o["volume"].(map[string]any)["total"])
		requireJSON(t, `{"total": 3, "items": [{"outcome": "resolved", "count": 3, "share": 1}]}`, o["outcomes"])
		requireJSON(t, `[{"type": "booking", "executed": 3, "succeeded": 3, "success_rate": 1}]`, o["actions"])
		r := env.Get("/v1/analytics/overview?agent_id="+recep.String(), otherKey)
		require.Equal(t, http.StatusNotFound, r.Status)
	})
}

// TestAnalyticsBuckets places calls on the edges of the weekly and monthly
// windows: the first day of the current bucket, the last day of the bucket
// before, the first day of the window and the day before the window.
func TestAnalyticsBuckets(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	svc := calls.NewService(env.App.DB, env.App.Agents, nil, cursorKey(t, env), nil)
	now := time.Now().UTC()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	one := func(n int) string {
		return fmt.Sprintf(`"total": %d, "by_status": {"created": %d, "active": 0, "completed": 0, "failed": 0, "cancelled": 0, "abandoned": 0}`, n, n)
	}

	t.Run("OKWeekly", func(t *testing.T) {
		t.Parallel()
		org := env.MustOrg("Weeks Org")
		_, key := env.MustKey(org.ID, "analytics:read")
		agent := mustAgent(t, env, org.ID, "Semanas", "inbound")
		monday := today
		for monday.Weekday() != time.Monday {
			monday = monday.AddDate(0, 0, -1)
		}
		first := monday.AddDate(0, 0, -77) // 11 weeks before the current one
		for _, at := range []time.Time{
			monday,                   // the current week
			monday.Add(-time.Second), // Sunday 23:59:59: the week before
			monday.AddDate(0, 0, -7), // Monday of the week before
			first,                    // the first week of the window
			first.Add(-time.Second),  // the Sunday before the window: not counted
			first.AddDate(0, 0, -7),  // not counted
		} {
			mustRecordCall(t, env.System(org.ID), svc, analyticsCall{agent: agent, created: at})
		}
		o := overview(t, env, key, "?period=weekly")
		require.Equal(t, first.Format("2006-01-02"), o["from"])
		require.Equal(t, today.Format("2006-01-02"), o["to"])
		volume := o["volume"].(map[string]any)
		requireJSON(t, `4`, volume["total"])
		requireJSON(t, series(first, 12, nextWeek, map[int]string{0: one(1), 10: one(2), 11: one(1)}), volume["series"])
	})

	t.Run("OKMonthly", func(t *testing.T) {
		t.Parallel()
		org := env.MustOrg("Months Org")
		_, key := env.MustKey(org.ID, "analytics:read")
		agent := mustAgent(t, env, org.ID, "Meses", "outbound")
		month := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, time.UTC)
		first := month.AddDate(0, -11, 0)
		for _, at := range []time.Time{
			month,                   // the current month
			month.Add(-time.Second), // the last second of the month before
			first.AddDate(0, 0, 14), // the first month of the window
			first,                   // the first month of the window
			first.Add(-time.Second), // the month before the window: not counted
		} {
			mustRecordCall(t, env.System(org.ID), svc, analyticsCall{agent: agent, created: at})
		}
		o := overview(t, env, key, "?period=monthly")
		require.Equal(t, first.Format("2006-01-02"), o["from"])
		volume := o["volume"].(map[string]any)
		requireJSON(t, `4`, volume["total"])
		requireJSON(t, series(first, 12, nextMonth, map[int]string{0: one(2), 10: one(1), 11: one(1)}), volume["series"])
		a := o["agents"].([]any)[0].(map[string]any)
		requireJSON(t, fmt.Sprintf(`{"agent_id": %q, "name": "Meses", "agent_type": "outbound", "calls": 4, "completed": 0, "completion_rate": 0,
			"average_duration_seconds": null, "sentiment": {"average_score": null, "positive": 0, "neutral": 0, "negative": 0},
			"evaluations": {"evaluated": 0, "passed": 0, "pass_rate": null}}`, agent), a)
		requireJSON(t, `{"total": 0, "items": []}`, o["outcomes"])
	})
}

// cursorKey is the calls cursor key of a service built outside the app.
func cursorKey(t *testing.T, env *testkit.Env) *keyring.Derived {
	ring, err := keyring.New(env.App.DB, "")
	require.NoError(t, err)
	return ring.Derive("calls-cursor")
}
