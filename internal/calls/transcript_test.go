package calls_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/calls"
	"voiceagent/internal/platform/keyring"
)

func entryLabels(es []calls.Entry) string {
	var out []string
	for i, e := range es {
		switch {
		case e.Turn != nil:
			out = append(out, fmt.Sprintf("%d:%s", e.Position, e.Turn.Text))
		case e.Action != nil:
			out = append(out, fmt.Sprintf("%d:%s", e.Position, e.Action.Name))
		default:
			out = append(out, fmt.Sprintf("%d:empty entry %d", e.Position, i))
		}
	}
	return strings.Join(out, " ")
}

// transcriptRecorder is a notifier keeping the transcript entries it hears.
type transcriptRecorder struct {
	t     *testing.T
	org   uuid.UUID
	heard []calls.Entry
}

func (r *transcriptRecorder) CallChanged(context.Context, calls.Call, string) {}
func (r *transcriptRecorder) TranscriptAppended(_ context.Context, org, _ uuid.UUID, es []calls.Entry) {
	require.Equal(r.t, r.org, org)
	r.heard = append(r.heard, es...)
}

// Turns and actions share one position sequence in append order; the
// notifier hears each write's entries with their positions, and the stored
// positions never show in the call's JSON.
func TestEntriesInAppendOrder(t *testing.T) {
	f := setup(t)
	ring, err := keyring.New(f.env.App.DB, "")
	require.NoError(t, err)
	rec := &transcriptRecorder{t: t, org: f.org}
	svc := calls.NewService(f.env.App.DB, f.env.App.Agents, nil, ring.Derive("calls-cursor"), rec)
	c := f.moveTo(t, "active")
	require.NoError(t, svc.AppendTurns(f.ctx, c.ID, calls.Turn{Role: "agent", Text: "t0", OffsetMS: 1500}, calls.Turn{Role: "user", Text: "t1"}))
	_, err = svc.RecordAction(f.ctx, c.ID, calls.ActionInput{Type: "sms", Name: "a2", Success: true})
	require.NoError(t, err)
	require.NoError(t, svc.AppendTurns(f.ctx, c.ID, calls.Turn{Role: "agent", Text: "t3"}))
	_, err = svc.RecordAction(f.ctx, c.ID, calls.ActionInput{Type: "sms", Name: "a4", Success: true})
	require.NoError(t, err)

	require.Equal(t, "0:t0 1:t1 2:a2 3:t3 4:a4", entryLabels(rec.heard))
	got, err := svc.GetSession(f.ctx, c.ID)
	require.NoError(t, err)
	es := got.Entries()
	require.Equal(t, "0:t0 1:t1 2:a2 3:t3 4:a4", entryLabels(es))
	require.Equal(t, got.StartedAt.Add(1500*time.Millisecond), es[0].At, "a turn is at the start plus its offset")
	require.Equal(t, got.Actions[0].ExecutedAt, es[2].At)
	b, err := json.Marshal(got)
	require.NoError(t, err)
	require.NotContains(t, string(b), `"seq"`)
	require.Equal(t, []calls.Turn{{Role: "agent", Text: "t0", OffsetMS: 1500}, {Role: "user", Text: "t1"}, {Role: "agent", Text: "t3"}}, got.Transcript)
}

// An import numbers turns and actions as the runtime would have recorded
// them: merged by time, an action before a turn of the same time. A row
// stored before positions were kept reads in the same order; appends number
// after it.
func TestEntriesOfAnImportedCall(t *testing.T) {
	f := setup(t)
	svc := f.env.App.Calls
	start := time.Date(2026, 3, 2, 14, 0, 0, 0, time.UTC)
	_, err := svc.Import(f.ctx, []calls.ImportCall{{
		AgentID: f.agent, Channel: "web", Direction: "inbound", Status: "active", CreatedAt: start.Add(-time.Second), StartedAt: start,
		Transcript: []calls.Turn{{Role: "agent", Text: "t0", OffsetMS: 0}, {Role: "user", Text: "t1", OffsetMS: 1000}, {Role: "agent", Text: "t2", OffsetMS: 5000}},
		Actions: []calls.ActionInput{{Type: "sms", Name: "a@500", ExecutedAt: start.Add(500 * time.Millisecond)},
			{Type: "sms", Name: "a@1000", ExecutedAt: start.Add(time.Second)}},
	}})
	require.NoError(t, err)
	var id uuid.UUID
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT id FROM calls WHERE organization_id = $1`, f.org).Scan(&id))
	c, err := svc.GetSession(f.ctx, id)
	require.NoError(t, err)
	const imported = "0:t0 1:a@500 2:a@1000 3:t1 4:t2"
	require.Equal(t, imported, entryLabels(c.Entries()))

	_, err = f.env.App.DB.Exec(context.Background(), `UPDATE calls SET
		transcript = (SELECT jsonb_agg(e - 'seq' ORDER BY n) FROM jsonb_array_elements(transcript) WITH ORDINALITY AS x(e, n)),
		actions = (SELECT jsonb_agg(e - 'seq' ORDER BY n) FROM jsonb_array_elements(actions) WITH ORDINALITY AS x(e, n))
		WHERE id = $1`, id)
	require.NoError(t, err)
	c, err = svc.GetSession(f.ctx, id)
	require.NoError(t, err)
	require.Equal(t, imported, entryLabels(c.Entries()), "without stored positions")

	require.NoError(t, svc.AppendTurns(f.ctx, id, calls.Turn{Role: "user", Text: "t5"}))
	_, err = svc.RecordAction(f.ctx, id, calls.ActionInput{Type: "sms", Name: "a6"})
	require.NoError(t, err)
	c, err = svc.GetSession(f.ctx, id)
	require.NoError(t, err)
	require.Equal(t, imported+" 5:t5 6:a6", entryLabels(c.Entries()))
}
