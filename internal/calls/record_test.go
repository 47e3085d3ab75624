package calls_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

type fixture struct {
	env   *testkit.Env
	ctx   context.Context
	org   uuid.UUID
	agent uuid.UUID
}

func setup(t *testing.T) fixture {
	t.Helper()
	env := testkit.New(t)
	org := env.MustOrg("Calls Org")
	ctx := env.System(org.ID)
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Front desk", AgentType: "inbound", EditingMode: "prompt", TemplateID: "receptionist"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Agents.Publish(ctx, ag.ID); err != nil {
		t.Fatal(err)
	}
	return fixture{env: env, ctx: ctx, org: org.ID, agent: ag.ID}
}

func (f fixture) mustCall(t *testing.T) calls.Call {
	t.Helper()
	c, err := f.env.App.Calls.Create(f.ctx, calls.CreateInput{AgentID: f.agent, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321", ToNumber: "+5511300000000"})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// moveTo brings a new call to status through allowed transitions.
func (f fixture) moveTo(t *testing.T, status string) calls.Call {
	t.Helper()
	c := f.mustCall(t)
	svc := f.env.App.Calls
	var err error
	switch status {
	case "created":
	case "active":
		c, err = svc.Start(f.ctx, c.ID, time.Time{})
	default:
		if _, err = svc.Start(f.ctx, c.ID, time.Time{}); err == nil {
			c, err = svc.End(f.ctx, c.ID, calls.EndInput{Status: status})
		}
	}
	if err != nil {
		t.Fatalf("move to %s: %v", status, err)
	}
	return c
}

func TestTransitionTable(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	for _, from := range calls.Statuses {
		for _, to := range calls.Statuses {
			if to == "created" {
				continue // no method moves a call back to created
			}
			c := f.moveTo(t, from)
			var err error
			if to == "active" {
				_, err = svc.Start(f.ctx, c.ID, time.Time{})
			} else {
				_, err = svc.End(f.ctx, c.ID, calls.EndInput{Status: to, Reason: "test"})
			}
			want := calls.CanTransition(from, to)
			if want && err != nil {
				t.Errorf("%s -> %s: want allowed, got %v", from, to, err)
			}
			if !want && !apperr.Is(err, apperr.Conflict) {
				t.Errorf("%s -> %s: want 409 conflict, got %v", from, to, err)
			}
		}
	}
	// The table itself: final statuses lead nowhere, completion needs an active call.
	for _, s := range []string{"completed", "failed", "cancelled", "abandoned"} {
		if !calls.IsFinal(s) {
			t.Errorf("%s must be final", s)
		}
	}
	if calls.CanTransition("created", "completed") {
		t.Error("a call that never started cannot complete")
	}
}

func TestRecordFullCall(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	created := time.Date(2026, 11, 2, 10, 0, 0, 0, time.UTC)
	c, err := svc.Create(f.ctx, calls.CreateInput{AgentID: f.agent, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321", CreatedAt: created})
	if err != nil {
		t.Fatal(err)
	}
	if c.Status != "created" || c.AgentVersion != 1 || !c.CreatedAt.Equal(created) {
		t.Fatalf("new call: %+v", c)
	}
	if _, err := svc.Start(f.ctx, c.ID, created.Add(2*time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := svc.AppendTurns(f.ctx, c.ID,
		calls.Turn{Role: "agent", Text: "Olá, clínica Bem Estar, como posso ajudar?", OffsetMS: 0},
		calls.Turn{Role: "user", Text: "Quero remarcar minha consulta", OffsetMS: 2500}); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.RecordAction(f.ctx, c.ID, calls.ActionInput{Type: "booking", Name: "Reschedule", Input: map[string]any{"date": "2026-11-10"}, Result: map[string]any{"ok": true}, Success: true}); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.RecordOutcome(f.ctx, c.ID, calls.Outcome{Outcome: "rebooked"}); !apperr.Is(err, apperr.Conflict) {
		t.Fatalf("outcome before the end: want conflict, got %v", err)
	}
	if _, err := svc.End(f.ctx, c.ID, calls.EndInput{Status: "completed", Reason: "caller hung up", At: created.Add(92 * time.Second)}); err != nil {
		t.Fatal(err)
	}
	pass, score := true, 0.9
	got, err := svc.RecordOutcome(f.ctx, c.ID, calls.Outcome{
		Summary: "Rescheduled the appointment.", Outcome: "rebooked",
		ExtractedData: map[string]any{"new_date": "2026-11-10"},
		Evaluations:   []calls.Evaluation{{Name: "greeting", Result: "greeted by name", Passed: &pass, Score: &score}},
		Sentiment:     &calls.Sentiment{Label: "positive", Score: 0.7},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != "completed" || *got.DurationMS != 90000 || len(got.Transcript) != 2 || len(got.Actions) != 1 || got.PostCall == nil {
		t.Fatalf("recorded call: %+v", got)
	}
	if got.Transcript[1].Text != "Quero remarcar minha consulta" || got.PostCall.Sentiment.Label != "positive" || got.PostCall.ExtractedData["new_date"] != "2026-11-10" {
		t.Fatalf("details: %+v %+v", got.Transcript, got.PostCall)
	}
	if _, err := svc.RecordOutcome(f.ctx, c.ID, calls.Outcome{Outcome: "again"}); !apperr.Is(err, apperr.Conflict) {
		t.Fatalf("second outcome: want conflict, got %v", err)
	}
	if err := svc.AppendTurns(f.ctx, c.ID, calls.Turn{Role: "user", Text: "late"}); !apperr.Is(err, apperr.Conflict) {
		t.Fatalf("turn after the end: want conflict, got %v", err)
	}

	// The rollups hold exactly this call.
	type row struct {
		metric, key string
		count, hits int64
		total       float64
	}
	rows, err := f.env.App.DB.Query(context.Background(), `SELECT metric, key, count, hits, total FROM call_stats_daily
		WHERE organization_id = $1 AND day = '2026-11-02' AND count <> 0 ORDER BY metric, key`, f.org)
	if err != nil {
		t.Fatal(err)
	}
	var gotRows []row
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.metric, &r.key, &r.count, &r.hits, &r.total); err != nil {
			t.Fatal(err)
		}
		gotRows = append(gotRows, r)
	}
	want := []row{
		{"action", "booking", 1, 1, 0},
		{"evaluation", "greeting", 1, 1, 0.9},
		{"outcome", "rebooked", 1, 0, 0},
		{"sentiment", "positive", 1, 0, 0.7},
		{"status", "completed", 1, 0, 90},
	}
	if len(gotRows) != len(want) {
		t.Fatalf("rollups: got %+v, want %+v", gotRows, want)
	}
	for i := range want {
		if gotRows[i] != want[i] {
			t.Errorf("rollup %d: got %+v, want %+v", i, gotRows[i], want[i])
		}
	}
}

func TestRecordValidation(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	other := f.env.MustOrg("Other")
	cases := map[string]calls.CreateInput{
		"channel":     {AgentID: f.agent, Channel: "fax", Direction: "inbound"},
		"direction":   {AgentID: f.agent, Channel: "phone", Direction: "sideways"},
		"from_number": {AgentID: f.agent, Channel: "phone", Direction: "inbound", FromNumber: "011 9999"},
	}
	for field, in := range cases {
		_, err := svc.Create(f.ctx, in)
		e, ok := apperr.As(err)
		if !ok || e.Code != apperr.Invalid || len(e.Fields) != 1 || e.Fields[0].Field != field {
			t.Errorf("%s: want 400 naming it, got %v", field, err)
		}
	}
	if _, err := svc.Create(f.env.System(other.ID), calls.CreateInput{AgentID: f.agent, Channel: "phone", Direction: "inbound"}); !apperr.Is(err, apperr.NotFound) {
		t.Errorf("another organization's agent: want 404, got %v", err)
	}
	c := f.moveTo(t, "active")
	if err := svc.AppendTurns(f.ctx, c.ID, calls.Turn{Role: "robot", Text: "x"}); !apperr.Is(err, apperr.Invalid) {
		t.Errorf("bad role: %v", err)
	}
	if err := svc.AppendTurns(f.ctx, c.ID, calls.Turn{Role: "user", Text: "  "}); !apperr.Is(err, apperr.Invalid) {
		t.Errorf("empty text: %v", err)
	}
	if _, err := svc.RecordAction(f.ctx, c.ID, calls.ActionInput{Name: "no type"}); !apperr.Is(err, apperr.Invalid) {
		t.Errorf("action without type: %v", err)
	}
	if _, err := svc.Get(f.env.System(other.ID), c.ID); !apperr.Is(err, apperr.NotFound) {
		t.Errorf("another organization's call: want 404, got %v", err)
	}
	ended, err := svc.End(f.ctx, c.ID, calls.EndInput{Status: "completed"})
	if err != nil {
		t.Fatal(err)
	}
	bad := 2.0
	if _, err := svc.RecordOutcome(f.ctx, ended.ID, calls.Outcome{Sentiment: &calls.Sentiment{Label: "ecstatic"}}); !apperr.Is(err, apperr.Invalid) {
		t.Errorf("bad sentiment: %v", err)
	}
	if _, err := svc.RecordOutcome(f.ctx, ended.ID, calls.Outcome{Evaluations: []calls.Evaluation{{Name: "x", Score: &bad}}}); !apperr.Is(err, apperr.Invalid) {
		t.Errorf("bad score: %v", err)
	}
	// Nothing half-written: the refused outcomes left the call without one,
	// its processing still pending.
	got, err := svc.Get(f.ctx, ended.ID)
	if err != nil || got.PostCall == nil || got.PostCall.Status != calls.PostCallPending || got.PostCall.ProcessedAt != nil || got.PostCall.Summary != "" {
		t.Fatalf("after refused outcomes: %+v %v", got.PostCall, err)
	}
}
