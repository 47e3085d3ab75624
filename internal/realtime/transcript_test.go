package realtime_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/keyring"
	"voiceagent/internal/testkit"
)

const transcriptQuery = `subscription($id: ID!) { callTranscript(sessionId: $id) {
	callSessionId position type status at turn { role text offsetMs } action { id name type success } } }`

func subscribeTranscript(c *client, opID string, callID uuid.UUID) {
	c.Send(map[string]any{"type": "subscribe", "id": opID, "payload": map[string]any{
		"query": transcriptQuery, "variables": map[string]any{"id": callID.String()},
	}})
}

type transcriptEvent struct {
	CallSessionID string  `json:"callSessionId"`
	Position      int     `json:"position"`
	Type          string  `json:"type"`
	Status        *string `json:"status"`
	At            string  `json:"at"`
	Turn          *struct {
		Role, Text string
		OffsetMs   int64
	} `json:"turn"`
	Action *struct {
		ID, Name, Type string
		Success        bool
	} `json:"action"`
}

// label names an event by what it carries: "turn:<text>", "action:<name>"
// or "ended:<status>".
func (e transcriptEvent) label() string {
	switch {
	case e.Type == "turn" && e.Turn != nil && e.Action == nil:
		return "turn:" + e.Turn.Text
	case e.Type == "action" && e.Action != nil && e.Turn == nil:
		return "action:" + e.Action.Name
	case e.Type == "ended" && e.Status != nil:
		return "ended:" + *e.Status
	}
	return fmt.Sprintf("malformed %+v", e)
}

// readTranscript reads the operation's events up to its complete.
func readTranscript(t *testing.T, c *client, opID string, callID uuid.UUID) []transcriptEvent {
	t.Helper()
	var got []transcriptEvent
	for {
		m, err := c.Read()
		if err != nil {
			t.Fatalf("after %d events: %v", len(got), err)
		}
		if m.ID != opID {
			t.Fatalf("message for %q: %s %s", m.ID, m.Type, m.Payload)
		}
		if m.Type == "complete" {
			return got
		}
		if m.Type != "next" {
			t.Fatalf("got %s %s", m.Type, m.Payload)
		}
		var p struct {
			Data   struct{ CallTranscript transcriptEvent } `json:"data"`
			Errors []testkit.GraphQLError                   `json:"errors"`
		}
		if err := json.Unmarshal(m.Payload, &p); err != nil || len(p.Errors) > 0 {
			t.Fatalf("event %s: %v", m.Payload, err)
		}
		if p.Data.CallTranscript.CallSessionID != callID.String() {
			t.Fatalf("event of call %s", p.Data.CallTranscript.CallSessionID)
		}
		got = append(got, p.Data.CallTranscript)
	}
}

// checkSequence asserts positions 0..n-1 then ended at n, and returns the
// labels in order.
func checkSequence(t *testing.T, got []transcriptEvent) []string {
	t.Helper()
	if len(got) == 0 || got[len(got)-1].Type != "ended" {
		t.Fatalf("the stream did not end with ended: %d events", len(got))
	}
	labels := make([]string, len(got))
	for i, e := range got {
		if e.Position != i {
			t.Fatalf("event %d has position %d (%s)", i, e.Position, e.label())
		}
		if e.Type == "ended" && i != len(got)-1 {
			t.Fatalf("ended at %d of %d", i, len(got))
		}
		if _, err := time.Parse(time.RFC3339Nano, e.At); err != nil {
			t.Fatalf("event %d at %q", i, e.At)
		}
		labels[i] = e.label()
	}
	return labels
}

// storedLabels are the call's turns and actions in append order as stored.
func storedLabels(t *testing.T, env *testkit.Env, org, callID uuid.UUID) []string {
	t.Helper()
	c, err := env.App.Calls.GetSession(env.System(org), callID)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for i, e := range c.Entries() {
		if e.Position != i {
			t.Fatalf("stored entry %d has position %d", i, e.Position)
		}
		if e.Turn != nil {
			out = append(out, "turn:"+e.Turn.Text)
		} else {
			out = append(out, "action:"+e.Action.Name)
		}
	}
	return append(out, "ended:"+c.Status)
}

func runningCall(t *testing.T, env *testkit.Env, org uuid.UUID) calls.Call {
	t.Helper()
	ctx := env.System(org)
	agent := mustAgent(t, env, org, "Front desk")
	if _, err := env.App.Agents.Publish(ctx, agent.ID); err != nil {
		t.Fatal(err)
	}
	call, err := env.App.Calls.Create(ctx, calls.CreateInput{AgentID: agent.ID, Channel: "web", Direction: "inbound"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.Start(ctx, call.ID, time.Time{}); err != nil {
		t.Fatal(err)
	}
	return call
}

// A viewer joins a running call while turns are appended through another
// replica and actions through this one, both in tight loops: the stream
// holds every item once, at positions 0..n-1, in the stored order, each
// writer's items in the order it wrote them, then ended, then complete.
func TestCallTranscriptJoinsRunningCall(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	replica := env.Replica()
	org := env.MustOrg("Acme")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	call := runningCall(t, env, org.ID)
	ctx, rctx := env.System(org.ID), replica.System(org.ID)

	// Recorded before anyone listens: read from the database.
	if err := env.App.Calls.AppendTurns(ctx, call.ID, calls.Turn{Role: "agent", Text: "hello"}, calls.Turn{Role: "user", Text: "hi"}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.RecordAction(ctx, call.ID, calls.ActionInput{Type: "custom_action", Name: "lookup", Success: true}); err != nil {
		t.Fatal(err)
	}

	const turnsAfter, actionsAfter = 150, 30
	var wg sync.WaitGroup
	errs := make(chan error, 2)
	started := make(chan struct{})
	wg.Add(2)
	go func() { // turns, one or two per write, through the replica
		defer wg.Done()
		for i := 0; i < turnsAfter; {
			batch := []calls.Turn{{Role: "user", Text: fmt.Sprintf("t%03d", i), OffsetMS: int64(i)}}
			if i%7 == 3 && i+1 < turnsAfter {
				batch = append(batch, calls.Turn{Role: "agent", Text: fmt.Sprintf("t%03d", i+1), OffsetMS: int64(i + 1)})
			}
			if err := replica.App.Calls.AppendTurns(rctx, call.ID, batch...); err != nil {
				errs <- err
				return
			}
			i += len(batch)
			if i == 10 {
				close(started)
			}
		}
	}()
	go func() { // actions, through this process
		defer wg.Done()
		<-started
		for i := range actionsAfter {
			if _, err := env.App.Calls.RecordAction(ctx, call.ID, calls.ActionInput{Type: "custom_action", Name: fmt.Sprintf("a%03d", i), Success: true}); err != nil {
				errs <- err
				return
			}
		}
	}()

	<-started // the subscription joins while both writers run
	c := connect(t, env, viewer)
	subscribeTranscript(c, "tr", call.ID)
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Fatalf("writer: %v", err)
	}
	if _, err := replica.App.Calls.End(rctx, call.ID, calls.EndInput{Status: "completed"}); err != nil {
		t.Fatal(err)
	}

	got := checkSequence(t, readTranscript(t, c, "tr", call.ID))
	want := storedLabels(t, env, org.ID, call.ID)
	if len(got) != 3+turnsAfter+actionsAfter+1 {
		t.Fatalf("%d events, want %d", len(got), 3+turnsAfter+actionsAfter+1)
	}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("stream\n%v\nstored\n%v", got, want)
	}
	// Each writer's items in the order it wrote them.
	var turns, actions []string
	for _, l := range got[3 : len(got)-1] {
		if strings.HasPrefix(l, "turn:") {
			turns = append(turns, l)
		} else {
			actions = append(actions, l)
		}
	}
	for i, l := range turns {
		if l != fmt.Sprintf("turn:t%03d", i) {
			t.Fatalf("turn %d is %s", i, l)
		}
	}
	for i, l := range actions {
		if l != fmt.Sprintf("action:a%03d", i) {
			t.Fatalf("action %d is %s", i, l)
		}
	}
	if len(turns) != turnsAfter || len(actions) != actionsAfter {
		t.Fatalf("%d turns, %d actions", len(turns), len(actions))
	}
}

// Joining a call that has ended gives its whole transcript, ended, then
// complete; the stored positions never show in the call's other reads.
func TestCallTranscriptOfEndedCall(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	call := runningCall(t, env, org.ID)
	ctx := env.System(org.ID)
	if err := env.App.Calls.AppendTurns(ctx, call.ID, calls.Turn{Role: "agent", Text: "hello", OffsetMS: 10}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.RecordAction(ctx, call.ID, calls.ActionInput{Type: "booking", Name: "book", Success: true}); err != nil {
		t.Fatal(err)
	}
	if err := env.App.Calls.AppendTurns(ctx, call.ID, calls.Turn{Role: "user", Text: "thanks", OffsetMS: 20}, calls.Turn{Role: "agent", Text: "bye", OffsetMS: 30}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.End(ctx, call.ID, calls.EndInput{Status: "failed", Reason: "line dropped"}); err != nil {
		t.Fatal(err)
	}

	c := connect(t, env, viewer)
	subscribeTranscript(c, "done", call.ID)
	events := readTranscript(t, c, "done", call.ID)
	got := checkSequence(t, events)
	want := "turn:hello,action:book,turn:thanks,turn:bye,ended:failed"
	if strings.Join(got, ",") != want {
		t.Fatalf("stream %v, want %s", got, want)
	}
	if e := events[2]; e.Turn.Role != "user" || e.Turn.OffsetMs != 20 {
		t.Fatalf("turn %+v", e.Turn)
	}

	r := viewer.Do("GET", "/api/v1/call-sessions/"+call.ID.String(), nil)
	if r.Status != 200 || strings.Contains(string(r.Body), `"seq"`) || !strings.Contains(string(r.Body), `"thanks"`) {
		t.Fatalf("call read %d %s", r.Status, r.Body)
	}
}

// Another organization's call, or an id that names no call, is NOT_FOUND.
func TestCallTranscriptOtherOrganization(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	other := env.MustOrg("Other")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	foreign := runningCall(t, env, other.ID)
	c := connect(t, env, viewer)
	subscribeTranscript(c, "x", foreign.ID)
	if m := c.Must("next"); m.ID != "x" || !contains(string(m.Payload), "NOT_FOUND") {
		t.Fatalf("error %s", m.Payload)
	}
	if m := c.Must("complete"); m.ID != "x" {
		t.Fatalf("complete for %q", m.ID)
	}
	c.Send(map[string]any{"type": "subscribe", "id": "y", "payload": map[string]any{
		"query": `subscription { callTranscript(sessionId: "not-an-id") { position } }`,
	}})
	if m := c.Must("next"); m.ID != "y" || !contains(string(m.Payload), "NOT_FOUND") {
		t.Fatalf("error %s", m.Payload)
	}
}

// An append whose event is lost (or still on its way) is read from the
// database when a later event shows the gap, or when the call ends: the
// stream still holds every item in order.
func TestCallTranscriptFillsGapsFromTheDatabase(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	// A calls service with no notifier: its appends publish nothing.
	ring, err := keyring.New(env.App.DB, "")
	if err != nil {
		t.Fatal(err)
	}
	silent := calls.NewService(env.App.DB, env.App.Agents, nil, ring.Derive("calls-cursor"), nil)
	org := env.MustOrg("Acme")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	call := runningCall(t, env, org.ID)
	ctx, sctx := env.System(org.ID), env.System(org.ID)
	if err := env.App.Calls.AppendTurns(ctx, call.ID, calls.Turn{Role: "agent", Text: "t0"}); err != nil {
		t.Fatal(err)
	}

	c := connect(t, env, viewer)
	subscribeTranscript(c, "gap", call.ID)
	e := readOne(t, c)
	if e.Position != 0 || e.label() != "turn:t0" {
		t.Fatalf("first event %d %s", e.Position, e.label())
	}
	// The subscription listens once the stored items were read.
	if err := silent.AppendTurns(sctx, call.ID, calls.Turn{Role: "user", Text: "t1"}, calls.Turn{Role: "agent", Text: "t2"}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.RecordAction(ctx, call.ID, calls.ActionInput{Type: "sms", Name: "a3", Success: true}); err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"turn:t1", "turn:t2", "action:a3"} {
		if e := readOne(t, c); e.Position != i+1 || e.label() != want {
			t.Fatalf("event %d: %d %s, want %s", i+1, e.Position, e.label(), want)
		}
	}
	// The last items' events are lost; the end's event brings them.
	if err := silent.AppendTurns(sctx, call.ID, calls.Turn{Role: "user", Text: "t4"}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.End(ctx, call.ID, calls.EndInput{Status: "cancelled"}); err != nil {
		t.Fatal(err)
	}
	got := readTranscript(t, c, "gap", call.ID)
	if len(got) != 2 || got[0].Position != 4 || got[0].label() != "turn:t4" || got[1].Position != 5 || got[1].label() != "ended:cancelled" {
		t.Fatalf("tail %+v", got)
	}
}

func readOne(t *testing.T, c *client) transcriptEvent {
	t.Helper()
	var p struct {
		Data struct{ CallTranscript transcriptEvent } `json:"data"`
	}
	m := c.Must("next")
	if err := json.Unmarshal(m.Payload, &p); err != nil {
		t.Fatal(err)
	}
	return p.Data.CallTranscript
}
