package internal_test

import (
	"context"
	"encoding/json"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/numbers"
	"voiceagent/internal/testkit"
)

// Numbers of the SMS operation tests: the organization's oldest
// SMS-capable number (every call's fallback sender), a voice-only line and
// a newer SMS-capable line a call may come in on, and the caller.
const (
	smsFallback = "+5511300000001"
	smsVoice    = "+5511300000002"
	smsLine     = "+5511300000003"
	smsCaller   = "+5511988887777"
)

type smsOpsFixture struct {
	*actionsFixture
	org, other uuid.UUID
	agent      uuid.UUID
}

func newSMSOpsFixture(t *testing.T) *smsOpsFixture {
	t.Helper()
	env, id := testkit.NewBackoffice(t)
	org, other := env.MustOrg("SMS Ops"), env.MustOrg("SMS Elsewhere")
	ag, err := env.App.Agents.Create(env.System(org.ID), agents.CreateInput{Name: "Front", AgentType: "inbound", EditingMode: "flow"})
	require.NoError(t, err)
	ctx := env.System(org.ID)
	for _, n := range []numbers.AddInput{{Number: smsFallback, SMS: true}, {Number: smsVoice}, {Number: smsLine, SMS: true}} {
		_, err := env.App.Numbers.Add(ctx, n)
		require.NoError(t, err)
	}
	f := &actionsFixture{env: env,
		viewer: env.Session(id, org.ID, auth.RoleViewer), editor: env.Session(id, org.ID, auth.RoleEditor),
		admn: env.Session(id, org.ID, auth.RoleAdmin), stranger: env.Session(id, other.ID, auth.RoleAdmin),
		agentID: ag.ID.String()}
	return &smsOpsFixture{actionsFixture: f, org: org.ID, other: other.ID, agent: ag.ID}
}

// call records an inbound call from the caller to line; end ends it
// completed ("" leaves it active).
func (f *smsOpsFixture) call(t *testing.T, orgID, agentID uuid.UUID, from, line, end string) uuid.UUID {
	t.Helper()
	ctx := f.env.System(orgID)
	c, err := f.env.App.Calls.Create(ctx, calls.CreateInput{AgentID: agentID, Channel: "phone", Direction: "inbound", FromNumber: from, ToNumber: line,
		CreatedAt: time.Now().Add(-2 * time.Minute)})
	require.NoError(t, err)
	_, err = f.env.App.Calls.Start(ctx, c.ID, time.Now().Add(-90*time.Second))
	require.NoError(t, err)
	if end != "" {
		_, err = f.env.App.Calls.End(ctx, c.ID, calls.EndInput{Status: end})
		require.NoError(t, err)
	}
	return c.ID
}

func (f *smsOpsFixture) rule(t *testing.T, s *testkit.Session, body map[string]any) string {
	t.Helper()
	r := s.Do("POST", "/api/v1/actions/post-call-sms", body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.Map(t)["id"].(string)
}

// messages lists a call's SMS messages.
func (f *smsOpsFixture) messages(t *testing.T, session uuid.UUID) []map[string]any {
	t.Helper()
	r := f.viewer.Do("GET", "/api/v1/actions/sms-messages?limit=200&session_id="+session.String(), nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var env struct {
		Items []map[string]any `json:"items"`
	}
	r.JSON(t, &env)
	return env.Items
}

const dryRunFields = `to from body wouldSend reason`

// dryRun runs a dry-run on both doors, checks they agree, and returns the
// REST answer.
func (f *smsOpsFixture) dryRun(t *testing.T, s *testkit.Session, rule string, session uuid.UUID) map[string]any {
	t.Helper()
	r := s.Do("POST", "/api/v1/actions/post-call-sms/"+rule+"/dry-run", map[string]any{"session_id": session.String()})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var data map[string]json.RawMessage
	s.GraphQL(`mutation($id: ID!, $s: ID) { dryRunPostCallSms(id: $id, input: {sessionId: $s}) { `+dryRunFields+` } }`,
		map[string]any{"id": rule, "s": session.String()}).Decode(t, &data)
	sameJSON(t, r.Body, data["dryRunPostCallSms"])
	return r.Map(t)
}

func TestPostCallSMSDryRun(t *testing.T) {
	t.Parallel()
	f := newSMSOpsFixture(t)
	rule := f.rule(t, f.editor, map[string]any{"name": "Thanks", "condition": `status == "completed" && duration_seconds >= 60`,
		"template": "Hi {{caller_number}}, {{agent_name}} thanks you for call {{call_id}} ({{duration_seconds}}s, {{status}}) on {{to_number}}.{{extracted.city}}"})
	ended := f.call(t, f.org, f.agent, smsCaller, smsVoice, "completed")

	t.Run("WouldSend", func(t *testing.T) {
		got := f.dryRun(t, f.viewer, rule, ended)
		require.Equal(t, true, got["would_send"], got)
		require.Nil(t, got["reason"])
		require.Equal(t, smsCaller, got["to"])
		require.Equal(t, smsFallback, got["from"], "the call's line cannot text: the oldest SMS-capable number sends")
		require.Regexp(t, `^Hi \+5511988887777, Front thanks you for call `+ended.String()+` \(\d+s, completed\) on \+5511300000002\.$`, got["body"])
		require.Empty(t, f.messages(t, ended), "a dry run sends nothing")
	})
	t.Run("CallLineTexts", func(t *testing.T) {
		onLine := f.call(t, f.org, f.agent, smsCaller, smsLine, "completed")
		require.Equal(t, smsLine, f.dryRun(t, f.viewer, rule, onLine)["from"])
	})
	t.Run("Reasons", func(t *testing.T) {
		other, err := f.env.App.Agents.Create(f.env.System(f.org), agents.CreateInput{Name: "Back", AgentType: "inbound", EditingMode: "flow"})
		require.NoError(t, err)
		failing := f.rule(t, f.editor, map[string]any{"name": "Failed only", "template": "Sorry", "condition": `status == "failed"`})
		backOnly := f.rule(t, f.editor, map[string]any{"name": "Back only", "template": "Hi", "agent_ids": []string{other.ID.String()}})
		active := f.call(t, f.org, f.agent, smsCaller, smsVoice, "")
		web, err := f.env.App.Calls.Create(f.env.System(f.org), calls.CreateInput{AgentID: f.agent, Channel: "web", Direction: "inbound"})
		require.NoError(t, err)
		_, err = f.env.App.Calls.End(f.env.System(f.org), web.ID, calls.EndInput{Status: "cancelled"})
		require.NoError(t, err)
		for _, c := range []struct {
			name, rule string
			call       uuid.UUID
			reason     string
		}{
			{"NotEnded", rule, active, "is active, not ended"},
			{"ConditionFalse", failing, ended, "the condition is false"},
			{"OtherAgent", backOnly, ended, "agent_ids do not include the call's agent"},
			{"NoCaller", rule, web.ID, "no caller number"},
		} {
			t.Run(c.name, func(t *testing.T) {
				got := f.dryRun(t, f.viewer, c.rule, c.call)
				require.Equal(t, false, got["would_send"], got)
				require.Contains(t, got["reason"], c.reason)
			})
		}
		// An organization without an SMS-capable number has no sender.
		theirAgent, err := f.env.App.Agents.Create(f.env.System(f.other), agents.CreateInput{Name: "Theirs", AgentType: "inbound", EditingMode: "flow"})
		require.NoError(t, err)
		theirRule := f.rule(t, f.stranger, map[string]any{"name": "Theirs", "template": "Hi"})
		theirCall := f.call(t, f.other, theirAgent.ID, smsCaller, "+5511400000001", "completed")
		got := f.dryRun(t, f.stranger, theirRule, theirCall)
		require.Equal(t, false, got["would_send"])
		require.Nil(t, got["from"])
		require.Contains(t, got["reason"], "no active SMS-capable phone number")
	})
	t.Run("Errors", func(t *testing.T) {
		path := "/api/v1/actions/post-call-sms/" + rule + "/dry-run"
		r := f.viewer.Do("POST", path, map[string]any{})
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "session_id")
		for _, s := range []string{"not-a-uuid", uuid.NewString()} {
			r := f.viewer.Do("POST", path, map[string]any{"session_id": s})
			require.Equal(t, http.StatusNotFound, r.Status, string(r.Body))
		}
		r = f.stranger.Do("POST", path, map[string]any{"session_id": ended.String()})
		require.Equal(t, http.StatusNotFound, r.Status, "another organization's rule")
		r = f.viewer.Do("POST", "/api/v1/actions/post-call-sms/not-an-id/dry-run", map[string]any{"session_id": ended.String()})
		require.Equal(t, http.StatusNotFound, r.Status)
		g := f.viewer.GraphQL(`mutation($id: ID!) { dryRunPostCallSms(id: $id, input: {}) { wouldSend } }`, map[string]any{"id": rule})
		require.Equal(t, "BAD_USER_INPUT", g.Code())
	})
}

// One SMS per rule and call, ever: repeated and parallel executes, and the
// pipeline after them, find the first message.
func TestPostCallSMSExecuteOnce(t *testing.T) {
	t.Parallel()
	f := newSMSOpsFixture(t)
	first := f.rule(t, f.editor, map[string]any{"name": "First", "template": "Thanks {{caller_number}}"})
	parallel := f.rule(t, f.editor, map[string]any{"name": "Parallel", "template": "Summary: {{summary}}"})
	never := f.rule(t, f.editor, map[string]any{"name": "Never", "template": "Sorry", "condition": `status == "failed"`})
	byPipeline := f.rule(t, f.editor, map[string]any{"name": "Pipeline", "template": "We heard: {{summary}}", "condition": `status == "completed"`})
	active := f.call(t, f.org, f.agent, smsCaller, smsVoice, "")
	ended := f.call(t, f.org, f.agent, smsCaller, smsVoice, "completed")
	execute := func(s *testkit.Session, rule string, session uuid.UUID) *testkit.Response {
		return s.Do("POST", "/api/v1/actions/post-call-sms/"+rule+"/execute", map[string]any{"session_id": session.String()})
	}

	r := execute(f.viewer, first, ended)
	require.Equal(t, http.StatusForbidden, r.Status)
	require.Contains(t, r.Detail(t), "needs editor or higher")
	r = execute(f.editor, first, active)
	require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "not ended")
	r = execute(f.editor, never, ended)
	require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "condition is false")
	require.Equal(t, http.StatusNotFound, execute(f.stranger, first, ended).Status)
	require.Equal(t, http.StatusNotFound, execute(f.editor, first, uuid.New()).Status)

	// 202 queued, then 200 already_sent with the same message on both doors.
	r = execute(f.editor, first, ended)
	require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
	sent := r.Map(t)
	require.Equal(t, "queued", sent["status"])
	msgID := sent["message_id"].(string)
	r = execute(f.editor, first, ended)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, map[string]any{"status": "already_sent", "message_id": msgID}, r.Map(t))
	var data map[string]map[string]any
	f.editor.GraphQL(`mutation($id: ID!, $s: ID) { executePostCallSms(id: $id, input: {sessionId: $s}) { status messageId } }`,
		map[string]any{"id": first, "s": ended.String()}).Decode(t, &data)
	require.Equal(t, map[string]any{"status": "already_sent", "messageId": msgID}, data["executePostCallSms"])
	dry := f.dryRun(t, f.viewer, first, ended)
	require.Equal(t, false, dry["would_send"])
	require.Contains(t, dry["reason"], "already sent for this call: message "+msgID)

	// Ten parallel executes make one message.
	var wg sync.WaitGroup
	statuses := make([]int, 10)
	ids := make([]string, 10)
	for i := range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := execute(f.editor, parallel, ended)
			statuses[i] = r.Status
			var m map[string]any
			if json.Unmarshal(r.Body, &m) == nil {
				ids[i], _ = m["message_id"].(string)
			}
		}()
	}
	wg.Wait()
	accepted := 0
	for i, s := range statuses {
		require.Contains(t, []int{http.StatusAccepted, http.StatusOK}, s)
		require.Equal(t, ids[0], ids[i])
		if s == http.StatusAccepted {
			accepted++
		}
	}
	require.Equal(t, 1, accepted, "one request queued the message, the others found it")

	// The pipeline, run twice, adds only the rule no one executed; the false
	// condition sends nothing.
	for range 2 {
		_, err := f.env.App.PostCall.Process(context.Background(), f.org, ended)
		require.NoError(t, err)
	}
	perRule := map[string]int{}
	for _, m := range f.messages(t, ended) {
		perRule[m["action_id"].(string)]++
		require.Equal(t, smsCaller, m["to_number"])
		require.Equal(t, smsFallback, m["from_number"])
	}
	require.Equal(t, map[string]int{first: 1, parallel: 1, byPipeline: 1}, perRule)
	for _, m := range f.messages(t, ended) {
		if m["action_id"] == first {
			require.Equal(t, msgID, m["id"])
		}
		if m["action_id"] == byPipeline {
			require.NotEqual(t, "We heard: ", m["body"], "the pipeline's summary fills the text")
		}
	}
	// After the pipeline, execute still finds the pipeline's message.
	r = execute(f.editor, byPipeline, ended)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, "already_sent", r.Map(t)["status"])
}

func TestDuringCallSMS(t *testing.T) {
	t.Parallel()
	f := newSMSOpsFixture(t)
	r := f.editor.Do("POST", "/api/v1/actions/during-call-sms", map[string]any{"name": "Link", "template": "Hi {{name}}, your code is {{code}}"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	action := r.Map(t)["id"].(string)
	active := f.call(t, f.org, f.agent, smsCaller, smsLine, "")
	ended := f.call(t, f.org, f.agent, smsCaller, smsLine, "completed")

	t.Run("Simulate", func(t *testing.T) {
		in := map[string]any{"variables": map[string]any{"name": "Ana", "code": 42}, "to": "+5511977776666"}
		r := f.viewer.Do("POST", "/api/v1/actions/during-call-sms/"+action+"/simulate", in)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, map[string]any{"to": "+5511977776666", "body": "Hi Ana, your code is 42", "sent": false}, r.Map(t))
		var data map[string]json.RawMessage
		f.viewer.GraphQL(`mutation($id: ID!, $in: DuringCallSmsSimulateInput) { simulateDuringCallSms(id: $id, input: $in) { to body sent } }`,
			map[string]any{"id": action, "in": in}).Decode(t, &data)
		sameJSON(t, r.Body, data["simulateDuringCallSms"])

		r = f.viewer.Do("POST", "/api/v1/actions/during-call-sms/"+action+"/simulate", map[string]any{})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, map[string]any{"to": nil, "body": "Hi , your code is ", "sent": false}, r.Map(t))
		f.viewer.GraphQL(`mutation($id: ID!) { simulateDuringCallSms(id: $id) { to body sent } }`, map[string]any{"id": action}).Decode(t, &data)
		sameJSON(t, r.Body, data["simulateDuringCallSms"])

		r = f.viewer.Do("POST", "/api/v1/actions/during-call-sms/"+action+"/simulate", map[string]any{"to": "12"})
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "to")
		r = f.stranger.Do("POST", "/api/v1/actions/during-call-sms/"+action+"/simulate", map[string]any{})
		require.Equal(t, http.StatusNotFound, r.Status)
	})

	t.Run("Execute", func(t *testing.T) {
		path := "/api/v1/actions/during-call-sms/" + action + "/execute"
		r := f.editor.Do("POST", path, map[string]any{"session_id": active.String(), "variables": map[string]any{"name": "Ana", "code": "7"}})
		require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))
		out := r.Map(t)
		require.Equal(t, "queued", out["status"])
		var data map[string]map[string]any
		f.editor.GraphQL(`mutation($id: ID!, $s: ID) { executeDuringCallSms(id: $id, input: {sessionId: $s, to: "+5511977776666"}) { status messageId } }`,
			map[string]any{"id": action, "s": active.String()}).Decode(t, &data)
		require.Equal(t, "queued", data["executeDuringCallSms"]["status"])
		require.NotEqual(t, out["message_id"], data["executeDuringCallSms"]["messageId"], "each execute sends")

		byID := map[string]map[string]any{}
		for _, m := range f.messages(t, active) {
			byID[m["id"].(string)] = m
		}
		require.Len(t, byID, 2)
		m := byID[out["message_id"].(string)]
		require.Equal(t, action, m["action_id"])
		require.Equal(t, active.String(), m["session_id"])
		require.Equal(t, smsCaller, m["to_number"])
		require.Equal(t, smsLine, m["from_number"], "the call's line texts")
		require.Equal(t, "Hi Ana, your code is 7", m["body"])
		require.Equal(t, "+5511977776666", byID[data["executeDuringCallSms"]["messageId"].(string)]["to_number"])

		c, err := f.env.App.Calls.Get(f.env.System(f.org), active)
		require.NoError(t, err)
		require.Len(t, c.Actions, 2)
		require.Equal(t, "sms", c.Actions[0].Type)
		require.True(t, c.Actions[0].Success)
		require.Equal(t, action, c.Actions[0].ActionID)

		for _, c := range []struct {
			s      *testkit.Session
			body   map[string]any
			status int
			detail string
		}{
			{f.viewer, map[string]any{"session_id": active.String()}, http.StatusForbidden, "needs editor or higher"},
			{f.editor, map[string]any{"session_id": ended.String()}, http.StatusConflict, "not an active call"},
			{f.editor, map[string]any{"session_id": uuid.NewString()}, http.StatusNotFound, "not found"},
			{f.editor, map[string]any{"session_id": "nope"}, http.StatusNotFound, "not found"},
			{f.editor, map[string]any{}, http.StatusBadRequest, "session_id"},
			{f.editor, map[string]any{"session_id": active.String(), "to": "call me"}, http.StatusBadRequest, "to"},
			{f.stranger, map[string]any{"session_id": active.String()}, http.StatusNotFound, "not found"},
		} {
			r := c.s.Do("POST", path, c.body)
			require.Equal(t, c.status, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), c.detail)
		}
		require.Len(t, f.messages(t, active), 2, "refused executes store nothing")
		require.Empty(t, f.messages(t, ended))
	})

	t.Run("FlowNode", func(t *testing.T) {
		node := f.call(t, f.org, f.agent, smsCaller, smsVoice, "")
		res, err := f.env.App.Actions.RunNodeAction(context.Background(), f.org, node.String(), action, map[string]any{"name": "Bia", "code": 9})
		require.NoError(t, err)
		require.True(t, res.Success, res.Error)
		require.Equal(t, "sms", res.Type)
		result := res.Result.(map[string]any)
		require.Equal(t, smsCaller, result["to"])
		require.Equal(t, smsFallback, result["from"])
		msgs := f.messages(t, node)
		require.Len(t, msgs, 1)
		require.Equal(t, result["message_id"], msgs[0]["id"])
		require.Equal(t, "Hi Bia, your code is 9", msgs[0]["body"])
	})
}
