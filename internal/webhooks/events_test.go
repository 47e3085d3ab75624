package webhooks_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/bookings"
	"voiceagent/internal/calls"
	"voiceagent/internal/events"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/postcall"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

// callMaker runs calls through the calls service, as the runtime does.
type callMaker struct {
	f     fixture
	agent uuid.UUID
}

func newCallMaker(t *testing.T, f fixture) callMaker {
	t.Helper()
	ag, err := f.env.App.Agents.Create(f.ctx, agents.CreateInput{Name: "Recepção", AgentType: "inbound", EditingMode: "prompt", TemplateID: "receptionist"})
	require.NoError(t, err)
	_, err = f.env.App.Agents.Publish(f.ctx, ag.ID)
	require.NoError(t, err)
	// The post-call pipeline records the outcome of completed calls; this
	// step gives it the data the assertions look for.
	f.env.App.PostCall.Use(postcall.StepFunc{StepName: "test outcome", Fn: func(_ context.Context, _ calls.Call, out *calls.Outcome) error {
		*out = testOutcome()
		return nil
	}})
	return callMaker{f: f, agent: ag.ID}
}

func testOutcome() calls.Outcome {
	score := 0.9
	passed := true
	return calls.Outcome{
		Summary: "Paciente marcou limpeza.", Outcome: "booked",
		ExtractedData: map[string]any{"service": "limpeza", "time": "10:00"},
		Evaluations:   []calls.Evaluation{{Name: "greeting", Result: "ok", Score: &score, Passed: &passed}},
		Sentiment:     &calls.Sentiment{Label: "positive", Score: 0.8},
	}
}

// run takes a call from creation to status, with a transcript and an action,
// and records its post-call outcome.
func (m callMaker) run(t *testing.T, status string) calls.Call {
	t.Helper()
	svc, ctx := m.f.env.App.Calls, m.f.ctx
	c, err := svc.Create(ctx, calls.CreateInput{AgentID: m.agent, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321"})
	require.NoError(t, err)
	_, err = svc.Start(ctx, c.ID, time.Time{})
	require.NoError(t, err)
	require.NoError(t, svc.AppendTurns(ctx, c.ID,
		calls.Turn{Role: "agent", Text: "Clínica Sorriso, bom dia!", OffsetMS: 0},
		calls.Turn{Role: "user", Text: "Quero marcar uma limpeza amanhã às 10h.", OffsetMS: 2100}))
	_, err = svc.RecordAction(ctx, c.ID, calls.ActionInput{Type: "booking", Name: "Agendar", Input: map[string]any{"when": "10h"}, Result: map[string]any{"ok": true}, Success: true})
	require.NoError(t, err)
	_, err = svc.End(ctx, c.ID, calls.EndInput{Status: status, Reason: "caller hung up"})
	require.NoError(t, err)
	if status == "completed" {
		// Processed by the pipeline (here inline; the worker's run of the
		// queued task then finds it done, or the other way round).
		c, err = m.f.env.App.PostCall.Process(ctx, c.OrganizationID, c.ID)
	} else {
		c, err = svc.RecordOutcome(ctx, c.ID, testOutcome())
	}
	require.NoError(t, err)
	return c
}

func TestCallCompletedFromTheCallsService(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.env.StartWorker()
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL, events.CallCompleted, events.BookingCreated)
	m := newCallMaker(t, f)

	for _, st := range []string{"failed", "cancelled", "abandoned"} {
		m.run(t, st)
	}
	c := m.run(t, "completed")
	ds := f.waitFinished(t, e.ID, 1)
	testkit.Never(t, 300*time.Millisecond, "a second delivery", func() bool { return rc.Count() > 1 })
	require.Equal(t, 1, rc.Count(), "failed, cancelled and abandoned calls never fire call.completed")
	r := rc.Requests()[0]
	require.Equal(t, ds[0].ID.String(), r.Header.Get("X-Service-Delivery"))
	require.NoError(t, webhookstest.CheckSignature(e.Secret, r, time.Now()))
	require.Equal(t, "call.completed", r.Envelope.Event)
	var data struct {
		CallID     uuid.UUID      `json:"call_id"`
		Status     string         `json:"status"`
		Transcript []calls.Turn   `json:"transcript"`
		Actions    []calls.Action `json:"actions"`
		PostCall   calls.PostCall `json:"post_call"` // extracted data, evaluations, sentiment, summary
	}
	raw := string(r.Envelope.Data)
	require.NoError(t, json.Unmarshal(r.Envelope.Data, &data), raw)
	require.Equal(t, c.ID, data.CallID)
	require.Equal(t, "completed", data.Status)
	require.Len(t, data.Transcript, 2)
	require.Equal(t, "Quero marcar uma limpeza amanhã às 10h.", data.Transcript[1].Text)
	require.Len(t, data.Actions, 1)
	require.Equal(t, "booking", data.Actions[0].Type)
	require.Equal(t, "limpeza", data.PostCall.ExtractedData["service"])
	require.Len(t, data.PostCall.Evaluations, 1)
	require.Equal(t, "positive", data.PostCall.Sentiment.Label)
	require.Equal(t, "Paciente marcou limpeza.", data.PostCall.Summary)
	require.True(t, strings.Contains(raw, "Paciente marcou limpeza."), raw)

	t.Run("BookingCreated", func(t *testing.T) {
		bk := f.env.App.Bookings
		starts := time.Now().Add(24 * time.Hour).Truncate(time.Second)
		b, err := bk.Create(f.ctx, bookings.CreateInput{SessionID: c.ID, StartsAt: &starts, Title: "Limpeza", CustomerName: "Ana", Details: map[string]any{"calendar_event_id": "evt_1"}})
		require.NoError(t, err)
		f.waitFinished(t, e.ID, 2)
		var got webhookstest.Request
		for _, r := range rc.Requests() {
			if r.Envelope.Event == events.BookingCreated {
				got = r
			}
		}
		require.Equal(t, "booking.created", got.Header.Get("X-Service-Event"))
		var d map[string]any
		require.NoError(t, json.Unmarshal(got.Envelope.Data, &d))
		require.Equal(t, b.ID.String(), d["booking_id"])
		require.Equal(t, c.ID.String(), d["session_id"])
		stored, err := bk.Get(f.ctx, b.ID)
		require.NoError(t, err)
		require.Equal(t, "Limpeza", stored.Title)
		require.True(t, starts.Equal(*stored.StartsAt))

		_, err = bk.Create(f.ctx, bookings.CreateInput{SessionID: uuid.New()})
		require.True(t, apperr.Is(err, apperr.NotFound), "unknown session")
		other := f.inNewOrg(t)
		_, err = bk.Create(other.ctx, bookings.CreateInput{SessionID: c.ID})
		require.True(t, apperr.Is(err, apperr.NotFound), "another organization's session")
		_, err = bk.Create(f.ctx, bookings.CreateInput{})
		require.True(t, apperr.Is(err, apperr.Invalid))
		keyCtx := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: f.org})
		_, err = bk.Create(keyCtx, bookings.CreateInput{SessionID: c.ID})
		require.True(t, apperr.Is(err, apperr.Forbidden))
	})
}

// Redis goes away (a TCP proxy is cut), calls complete meanwhile, Redis comes
// back: every event is delivered, exactly once.
func TestRedisOutageLosesNoEvent(t *testing.T) {
	t.Parallel()
	leased := testkit.RedisURL(t) // redis://host:port/db
	rest := strings.TrimPrefix(leased, "redis://")
	slash := strings.Index(rest, "/")
	proxy := testkit.NewProxy(t, rest[:slash])
	f := setup(t, testkit.WithVar("REDIS_URL", "redis://"+proxy.Addr+rest[slash:]))
	f.env.StartWorker()
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL)
	m := newCallMaker(t, f)

	m.run(t, "completed") // a warm-up event flows normally
	f.waitFinished(t, e.ID, 1)

	proxy.Stop()
	const n = 8
	want := map[string]bool{}
	for range n {
		c := m.run(t, "completed")
		want[c.ID.String()] = true
	}
	var queued int
	require.NoError(t, f.env.App.DB.QueryRow(f.ctx, `SELECT count(*) FROM webhook_outbox`).Scan(&queued))
	require.Equal(t, n, queued, "the events wait in the outbox while Redis is down")
	testkit.Never(t, time.Second, "a delivery while Redis is down", func() bool { return rc.Count() > 1 })

	proxy.Start()
	testkit.Eventually(t, 60*time.Second, "every event delivered", func() bool { return rc.Count() >= n+1 })
	f.waitFinished(t, e.ID, n+1)
	testkit.Never(t, time.Second, "a duplicate delivery", func() bool { return rc.Count() > n+1 })
	got := map[string]int{}
	for _, r := range rc.Requests()[1:] {
		var d struct {
			CallID string `json:"call_id"`
		}
		require.NoError(t, json.Unmarshal(r.Envelope.Data, &d))
		got[d.CallID]++
	}
	require.Len(t, got, n)
	for id := range want {
		require.Equal(t, 1, got[id], fmt.Sprintf("call %s delivered exactly once", id))
	}
	for _, d := range f.deliveries(t, e.ID) {
		require.Equal(t, webhooks.StatusSucceeded, d.Status)
	}
}
