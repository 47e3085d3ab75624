package conversation_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
	"voiceagent/internal/actions"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/conversation"
	"voiceagent/internal/events"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/runtime"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
)

const bookingFlow = `{"nodes":[
 {"id":"s","type":"start"},
 {"id":"m","type":"message","config":{"text":"Welcome to Acme."}},
 {"id":"qn","type":"question","config":{"prompt":"What is your name?","variable":"name","type":"text"}},
 {"id":"a","type":"action","config":{"action_id":"act_confirm"}},
 {"id":"e","type":"end","config":{"text":"Booked {{ref}}, {{name}}. Goodbye."}}],
 "edges":[{"from":"s","to":"m"},{"from":"m","to":"qn"},{"from":"qn","to":"a"},{"from":"a","to":"e"}]}`

const transferFlow = `{"nodes":[
 {"id":"s","type":"start"},
 {"id":"qn","type":"question","config":{"prompt":"Who is calling?","variable":"name","type":"text"}},
 {"id":"t","type":"transfer","config":{"to":"the front desk"}}],
 "edges":[{"from":"s","to":"qn"},{"from":"qn","to":"t"}]}`

type fixture struct {
	env *testkit.Env
	org uuid.UUID
	ctx context.Context
	svc *conversation.Service
	// action is the custom action the flows' action node runs, on booking.
	action  string
	booking *bookingTarget
}

// bookingTarget is the custom action's TLS target (httptest's certificate,
// trusted through WEBHOOK_CA_FILE); got is the last request URI.
type bookingTarget struct {
	*httptest.Server
	got atomic.Value
}

func setup(t *testing.T) fixture {
	t.Helper()
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	env := testkit.New(t, testkit.WithVar("WEBHOOK_CA_FILE", ca))
	org := env.MustOrg("Conversation Org")
	ctx := env.System(org.ID)
	// A subscribed endpoint, so call.completed is written to the outbox.
	rc := webhookstest.NewReceiver(webhookstest.OK)
	t.Cleanup(rc.Close)
	evs := []string{events.CallCompleted}
	_, err = env.App.Webhooks.Create(ctx, webhooks.EndpointInput{URL: &rc.URL, Events: &evs})
	require.NoError(t, err)
	// The flows' action: a custom action whose answer's ref the flow says.
	booking := &bookingTarget{}
	booking.Server = httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		booking.got.Store(r.URL.RequestURI())
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"data":{"ref":"BK-7"}}`))
	}))
	t.Cleanup(booking.Close)
	name, method, url := "Book", "POST", booking.URL+"/book?name={{name}}"
	confirm, err := env.App.Actions.CustomActions.Create(ctx, actions.CustomActionInput{Name: &name, Method: &method, URL: &url,
		ResponseMapping: map[string]string{"ref": "data.ref"}})
	require.NoError(t, err)
	return fixture{env: env, org: org.ID, ctx: ctx, svc: env.App.Conversations, action: confirm.ID.String(), booking: booking}
}

// flowAgent makes a flow-mode agent whose main flow is doc, published when
// publish is set.
func (f fixture) flowAgent(t *testing.T, doc string, publish bool) (uuid.UUID, flows.Flow) {
	t.Helper()
	ag, err := f.env.App.Agents.Create(f.ctx, agents.CreateInput{Name: "Concierge", AgentType: "chat", EditingMode: "flow"})
	require.NoError(t, err)
	list, err := f.env.App.Flows.List(f.ctx, ag.ID)
	require.NoError(t, err)
	main, err := f.env.App.Flows.Update(f.ctx, ag.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(strings.ReplaceAll(doc, "act_confirm", f.action))})
	require.NoError(t, err)
	if publish {
		_, err = f.env.App.Flows.PublishAll(f.ctx, ag.ID)
		require.NoError(t, err)
		_, err = f.env.App.Agents.Publish(f.ctx, ag.ID)
		require.NoError(t, err)
	}
	return ag.ID, main
}

func (f fixture) completedEvents(t *testing.T, id uuid.UUID) int {
	t.Helper()
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM webhook_events
		WHERE organization_id = $1 AND event = 'call.completed' AND position($2 in convert_from(payload, 'UTF8')) > 0`,
		f.org, id.String()).Scan(&n))
	return n
}

func transcript(c calls.Call) []string {
	out := []string{}
	for _, t := range c.Transcript {
		out = append(out, t.Role+": "+t.Text)
	}
	return out
}

func (f fixture) call(t *testing.T, id uuid.UUID) calls.Call {
	t.Helper()
	c, err := f.env.App.Calls.Get(f.ctx, id)
	require.NoError(t, err)
	return c
}

// A flow-mode conversation run to its end is a completed call with every
// turn and its action; post-call processing then emits call.completed.
func TestFlowConversationRecordsTheCall(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, _ := f.flowAgent(t, bookingFlow, true)

	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	require.False(t, r.Finished)
	require.Equal(t, "active", r.Status)
	require.Len(t, r.Turns, 2)
	c := f.call(t, r.CallID)
	require.Equal(t, "active", c.Status)
	require.Equal(t, 1, c.AgentVersion)
	require.Equal(t, []string{"agent: Welcome to Acme.", "agent: What is your name?"}, transcript(c))

	// The next input may reach another replica.
	replica := f.env.Replica()
	r, err = replica.App.Conversations.Say(f.ctx, r.CallID, runtime.Input{Text: "Ada"})
	require.NoError(t, err)
	require.True(t, r.Finished)
	require.Equal(t, "completed", r.Status)

	c = f.call(t, r.CallID)
	require.Equal(t, "completed", c.Status)
	require.Equal(t, "the flow ended", *c.EndReason)
	// The action ran for real: the target got the caller's name, and the
	// variable it mapped was set before the end node spoke.
	require.Equal(t, []string{"agent: Welcome to Acme.", "agent: What is your name?", "user: Ada", "agent: Booked BK-7, Ada. Goodbye."}, transcript(c))
	require.Equal(t, "/book?name=Ada", f.booking.got.Load())
	require.Len(t, c.Actions, 1)
	a := c.Actions[0]
	require.Equal(t, f.action, a.ActionID)
	require.Equal(t, "custom_action", a.Type)
	require.Equal(t, "Book", a.Name)
	require.True(t, a.Success)
	require.JSONEq(t, `{"node_id":"a","result":{"status_code":200,"duration_ms":`+fmt.Sprint(gjsonInt(t, a.Result, "result", "duration_ms"))+`,"variables":{"ref":"BK-7"}}}`, string(a.Result))
	require.JSONEq(t, `{"name":"Ada"}`, string(a.Input))

	_, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{Text: "still there?"})
	require.True(t, apperr.Is(err, apperr.Conflict), "an ended conversation takes no input: %v", err)
	again, err := f.svc.Hangup(f.ctx, r.CallID, "")
	require.NoError(t, err)
	require.Equal(t, "completed", again.Status, "hanging up after the end changes nothing")

	require.Zero(t, f.completedEvents(t, r.CallID), "call.completed waits for post-call processing")
	done, err := f.env.App.PostCall.Process(context.Background(), f.org, r.CallID)
	require.NoError(t, err)
	require.Equal(t, calls.PostCallCompleted, done.PostCall.Status)
	require.Equal(t, 1, f.completedEvents(t, r.CallID))
}

// A transfer node completes the call with end reason transfer.
func TestTransferEndsCompletedWithReasonTransfer(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, _ := f.flowAgent(t, transferFlow, true)
	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "phone", Direction: "inbound", From: "+5511987654321"})
	require.NoError(t, err)
	r, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{Text: "Ada"})
	require.NoError(t, err)
	require.True(t, r.Finished)
	c := f.call(t, r.CallID)
	require.Equal(t, "completed", c.Status)
	require.Equal(t, "transfer", *c.EndReason)
	require.Equal(t, "+5511987654321", *c.FromNumber)
}

// A prompt-mode conversation answers with the live prompt; the caller
// hanging up completes it.
func TestPromptConversation(t *testing.T) {
	t.Parallel()
	f := setup(t)
	ag, err := f.env.App.Agents.Create(f.ctx, agents.CreateInput{Name: "Recepção", AgentType: "inbound", EditingMode: "prompt", TemplateID: "receptionist"})
	require.NoError(t, err)
	_, err = f.env.App.Agents.Publish(f.ctx, ag.ID)
	require.NoError(t, err)

	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: ag.ID, Channel: "web", Direction: "inbound"})
	require.NoError(t, err)
	require.Len(t, r.Turns, 1, "the agent opens")
	r, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{Text: "What time do you open?"})
	require.NoError(t, err)
	require.False(t, r.Finished)
	require.Len(t, r.Turns, 2)
	c, err := f.svc.Hangup(f.ctx, r.CallID, "")
	require.NoError(t, err)
	require.Equal(t, "completed", c.Status)
	require.Equal(t, "caller hung up", *c.EndReason)
	c = f.call(t, r.CallID)
	require.Len(t, c.Transcript, 3)
	require.Equal(t, "user", c.Transcript[1].Role)
	_, err = f.env.App.PostCall.Process(context.Background(), f.org, r.CallID)
	require.NoError(t, err)
	require.Equal(t, 1, f.completedEvents(t, r.CallID))
}

// Hanging up before the flow's end abandons the call: no post-call
// processing, no call.completed.
func TestHangupMidwayAbandons(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, _ := f.flowAgent(t, bookingFlow, true)
	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	c, err := f.svc.Hangup(f.ctx, r.CallID, "")
	require.NoError(t, err)
	require.Equal(t, "abandoned", c.Status)
	require.Equal(t, "caller hung up", *c.EndReason)
	_, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{Text: "Ada"})
	require.True(t, apperr.Is(err, apperr.Conflict), "%v", err)
	got, err := f.env.App.PostCall.Process(context.Background(), f.org, r.CallID)
	require.NoError(t, err)
	require.Nil(t, got.PostCall)
	require.Zero(t, f.completedEvents(t, r.CallID))
}

// Only a published agent takes conversations; an archived one neither.
func TestUnpublishedOrArchivedAgentIsAConflict(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, _ := f.flowAgent(t, bookingFlow, false)
	_, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.True(t, apperr.Is(err, apperr.Conflict), "%v", err)

	published, _ := f.flowAgent(t, bookingFlow, true)
	_, err = f.env.App.Agents.Archive(f.ctx, published)
	require.NoError(t, err)
	_, err = f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: published, Channel: "chat", Direction: "inbound"})
	require.True(t, apperr.Is(err, apperr.Conflict), "%v", err)

	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM calls WHERE organization_id = $1`, f.org).Scan(&n))
	require.Zero(t, n, "no call is recorded")
}

// The conversation runs the live version, not the edited draft.
func TestRunsTheLiveVersionNotTheDraft(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, main := f.flowAgent(t, bookingFlow, true)
	_, err := f.env.App.Flows.Update(f.ctx, agentID, main.ID, flows.UpdateInput{Draft: json.RawMessage(transferFlow)})
	require.NoError(t, err)
	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	require.Equal(t, "Welcome to Acme.", r.Turns[0].Text)
	// Even the flow published since, without publishing the agent, waits.
	_, err = f.env.App.Flows.PublishAll(f.ctx, agentID)
	require.NoError(t, err)
	r2, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	require.Equal(t, "Welcome to Acme.", r2.Turns[0].Text)
	r, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{Text: "Ada"})
	require.NoError(t, err)
	require.Equal(t, "agent: Booked BK-7, Ada. Goodbye.", r.Turns[1].Role+": "+r.Turns[1].Text)
}

// Another organization's agent and conversations are not found.
func TestOtherOrganizationIsNotFound(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, _ := f.flowAgent(t, bookingFlow, true)
	other := f.env.System(f.env.MustOrg("Other Org").ID)
	_, err := f.svc.StartConversation(other, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.True(t, apperr.Is(err, apperr.NotFound), "%v", err)

	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	_, err = f.svc.Say(other, r.CallID, runtime.Input{Text: "Ada"})
	require.True(t, apperr.Is(err, apperr.NotFound), "%v", err)
	_, err = f.svc.Hangup(other, r.CallID, "")
	require.True(t, apperr.Is(err, apperr.NotFound), "%v", err)
	require.Equal(t, "active", f.call(t, r.CallID).Status)
}

// Bad input is refused before anything is recorded or changed.
func TestBadInput(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, _ := f.flowAgent(t, bookingFlow, true)
	_, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "fax", Direction: "inbound"})
	require.True(t, apperr.Is(err, apperr.Invalid), "%v", err)
	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	_, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{})
	require.True(t, apperr.Is(err, apperr.Invalid), "%v", err)
	require.Len(t, f.call(t, r.CallID).Transcript, 2)
}

// One input at a time per conversation; a hang-up reason is bounded; once
// the state has expired, hanging up still closes the call.
func TestLockReasonAndExpiredState(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, _ := f.flowAgent(t, bookingFlow, true)
	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	rdb := f.env.App.Redis
	lock := "conversation:lock:" + r.CallID.String()
	require.NoError(t, rdb.Set(f.ctx, lock, "another replica", time.Minute).Err())
	_, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{Text: "Ada"})
	require.True(t, apperr.Is(err, apperr.Conflict), "%v", err)
	require.NoError(t, rdb.Del(f.ctx, lock).Err())
	require.Len(t, f.call(t, r.CallID).Transcript, 2, "nothing was recorded meanwhile")

	_, err = f.svc.Hangup(f.ctx, r.CallID, strings.Repeat("x", 501))
	require.True(t, apperr.Is(err, apperr.Invalid), "%v", err)
	require.Equal(t, "active", f.call(t, r.CallID).Status)

	require.NoError(t, rdb.Del(f.ctx, "conversation:"+r.CallID.String()).Err())
	_, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{Text: "Ada"})
	require.True(t, apperr.Is(err, apperr.NotFound), "%v", err)
	c, err := f.svc.Hangup(f.ctx, r.CallID, "line dropped")
	require.NoError(t, err)
	require.Equal(t, "abandoned", c.Status)
	require.Equal(t, "line dropped", *c.EndReason)
}

// A principal the calls service lets record calls (here a full-access API
// key) carries a conversation to its end; one that may only read calls
// cannot start one.
func TestAnyPrincipalThatRecordsCalls(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, _ := f.flowAgent(t, bookingFlow, true)
	k, _ := f.env.MustKey(f.org)
	ctx := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: f.org, KeyID: k.ID})
	r, err := f.svc.StartConversation(ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	r, err = f.svc.Say(ctx, r.CallID, runtime.Input{Text: "Ada"})
	require.NoError(t, err)
	require.Equal(t, "completed", r.Status)

	reader := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: f.org, KeyID: k.ID, Scopes: []auth.Scope{"calls:read"}})
	_, err = f.svc.StartConversation(reader, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.True(t, apperr.Is(err, apperr.Forbidden), "%v", err)
}

// A call ended by other means (an operator, the line) ends its
// conversation: hanging up returns the call as it is.
func TestHangupAfterTheCallEndedElsewhere(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agentID, _ := f.flowAgent(t, bookingFlow, true)
	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	_, err = f.env.App.Calls.End(f.ctx, r.CallID, calls.EndInput{Status: "failed", Reason: "line dropped"})
	require.NoError(t, err)
	c, err := f.svc.Hangup(f.ctx, r.CallID, "")
	require.NoError(t, err)
	require.Equal(t, "failed", c.Status)
	_, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{Text: "Ada"})
	require.True(t, apperr.Is(err, apperr.Conflict), "%v", err)
}

// gjsonInt reads a number at path in a JSON document.
func gjsonInt(t *testing.T, doc []byte, path ...string) int64 {
	t.Helper()
	var v any
	require.NoError(t, json.Unmarshal(doc, &v))
	for _, p := range path {
		v = v.(map[string]any)[p]
	}
	return int64(v.(float64))
}

// An action whose target fails is recorded as failed, with why, and the
// conversation goes on to its next node.
func TestFailingActionIsRecordedAndTheFlowGoesOn(t *testing.T) {
	t.Parallel()
	f := setup(t)
	gone := httptest.NewTLSServer(http.NotFoundHandler())
	url := gone.URL + "/book"
	gone.Close() // nothing listens there any more
	name, method := "Down", "GET"
	down, err := f.env.App.Actions.CustomActions.Create(f.ctx, actions.CustomActionInput{Name: &name, Method: &method, URL: &url})
	require.NoError(t, err)
	agentID, _ := f.flowAgent(t, strings.ReplaceAll(bookingFlow, "act_confirm", down.ID.String()), true)

	r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: agentID, Channel: "chat", Direction: "inbound"})
	require.NoError(t, err)
	r, err = f.svc.Say(f.ctx, r.CallID, runtime.Input{Text: "Ada"})
	require.NoError(t, err)
	require.True(t, r.Finished)
	require.Equal(t, "completed", r.Status)
	c := f.call(t, r.CallID)
	require.Equal(t, "agent: Booked , Ada. Goodbye.", transcript(c)[3], "the unmapped variable is empty")
	require.Len(t, c.Actions, 1)
	require.Equal(t, "custom_action", c.Actions[0].Type)
	require.False(t, c.Actions[0].Success)
	require.Contains(t, *c.Actions[0].Error, "connection refused")
}
