package sms_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/conversation"
	"voiceagent/internal/flows"
	"voiceagent/internal/numbers"
	"voiceagent/internal/runtime"
	"voiceagent/internal/sms"
	"voiceagent/internal/testkit"
	"voiceagent/rest/v1/webhooksig"
)

const (
	inToken  = "twilio-test-token"
	inSecret = "generic-test-secret"
	inBase   = "https://voice.example.com"

	inLine     = "+5511300000001" // org's active SMS line
	inIdle     = "+5511300000002" // org's inactive number
	inElse     = "+5511300000009" // the other organization's line
	inCaller   = "+5511988887777"
	inStranger = "+5511977776666"
)

type inboundFixture struct {
	env          *testkit.Env
	org, other   uuid.UUID
	viewer, peer *testkit.Session // a viewer of org, an admin of other
}

func setupInbound(t *testing.T) *inboundFixture {
	t.Helper()
	env, id := testkit.NewBackoffice(t, testkit.WithVar("TWILIO_AUTH_TOKEN", inToken),
		testkit.WithVar("PUBLIC_BASE_URL", inBase+"/"), testkit.WithVar("SMS_INBOUND_SECRET", inSecret))
	org, other := env.MustOrg("Inbound Org"), env.MustOrg("Inbound Other")
	for _, n := range []struct {
		org    uuid.UUID
		number string
	}{{org.ID, inLine}, {org.ID, inIdle}, {other.ID, inElse}} {
		got, err := env.App.Numbers.Add(env.System(n.org), numbers.AddInput{Number: n.number, SMS: true})
		require.NoError(t, err)
		if n.number == inIdle {
			_, err = env.App.Numbers.SetStatus(env.System(n.org), got.ID, "inactive")
			require.NoError(t, err)
		}
	}
	return &inboundFixture{env: env, org: org.ID, other: other.ID,
		viewer: env.Session(id, org.ID, auth.RoleViewer), peer: env.Session(id, other.ID, auth.RoleAdmin)}
}

// twilio posts a form signed as Twilio signs it (sig "" signs it right).
func (f *inboundFixture) twilio(form url.Values, sig string) *testkit.Response {
	f.env.T.Helper()
	if sig == "" {
		sig = sms.TwilioSignature(inToken, inBase+sms.InboundPath, form)
	}
	return f.env.Do(testkit.Request{Method: http.MethodPost, Path: sms.InboundPath, Body: []byte(form.Encode()),
		Header: map[string]string{"Content-Type": "application/x-www-form-urlencoded", sms.HeaderTwilioSignature: sig}})
}

func twilioForm(sid, from, to, body string) url.Values {
	return url.Values{"MessageSid": {sid}, "AccountSid": {"AC123"}, "From": {from}, "To": {to}, "Body": {body}, "NumMedia": {"0"}}
}

// generic posts a JSON body signed at ts with secret.
func (f *inboundFixture) generic(body string, ts time.Time, secret string) *testkit.Response {
	f.env.T.Helper()
	stamp := strconv.FormatInt(ts.Unix(), 10)
	sig := webhooksig.Sign(secret, stamp, []byte(body))
	return f.env.Do(testkit.Request{Method: http.MethodPost, Path: sms.InboundPath, Body: []byte(body),
		Header: map[string]string{sms.HeaderSMSTimestamp: stamp, sms.HeaderSMSSignature: sig}})
}

func genericBody(id, from, to, text string) string {
	b, _ := json.Marshal(map[string]string{"message_id": id, "from": from, "to": to, "text": text})
	return string(b)
}

func (f *inboundFixture) stored(t *testing.T) int {
	t.Helper()
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM sms_messages`).Scan(&n))
	return n
}

// inbound lists the inbound messages s sees.
func inbound(t *testing.T, s *testkit.Session) []map[string]any {
	t.Helper()
	r := s.Do(http.MethodGet, "/api/v1/actions/sms-messages?direction=inbound", nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	out := []map[string]any{}
	for _, it := range r.Map(t)["items"].([]any) {
		out = append(out, it.(map[string]any))
	}
	return out
}

// A Twilio delivery is stored once for the organization owning To, answered
// with empty TwiML, and only that organization sees it.
func TestInboundTwilioStoredOnceForTheOwner(t *testing.T) {
	t.Parallel()
	f := setupInbound(t)
	form := twilioForm("SM0123456789abcdef0123456789abcdef", inCaller, inLine, "Olá, tudo bem?")
	r := f.twilio(form, "")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.True(t, strings.HasPrefix(r.Header.Get("Content-Type"), "text/xml"), r.Header.Get("Content-Type"))
	require.Contains(t, string(r.Body), "<Response/>")

	// Twilio retries a delivery it thinks failed: the same MessageSid again.
	again := f.twilio(form, "")
	require.Equal(t, http.StatusOK, again.Status, string(again.Body))
	require.Equal(t, 1, f.stored(t))

	got := inbound(t, f.viewer)
	require.Len(t, got, 1)
	m := got[0]
	require.Equal(t, "inbound", m["direction"])
	require.Equal(t, "received", m["status"])
	require.Equal(t, "twilio", m["provider"])
	require.Equal(t, "SM0123456789abcdef0123456789abcdef", m["provider_message_id"])
	require.Equal(t, inCaller, m["from_number"])
	require.Equal(t, inLine, m["to_number"])
	require.Equal(t, "Olá, tudo bem?", m["body"])
	require.Nil(t, m["session_id"])
	require.Empty(t, inbound(t, f.peer), "another organization never sees it")
	r = f.peer.Do(http.MethodGet, "/api/v1/actions/sms-messages/"+m["id"].(string), nil)
	require.Equal(t, http.StatusNotFound, r.Status, string(r.Body))
}

// The generic provider gets {id, session_id}; its message id is unique per
// provider, so a repeat answers the first message.
func TestInboundGenericAnswersIDAndDeduplicates(t *testing.T) {
	t.Parallel()
	f := setupInbound(t)
	body := genericBody("gen-1", inCaller, inLine, "hello")
	r := f.generic(body, time.Now(), inSecret)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	first := r.Map(t)
	require.NoError(t, uuid.Validate(first["id"].(string)))
	require.Nil(t, first["session_id"])
	require.Contains(t, first, "session_id")

	// Within the window, at its edges.
	r = f.generic(body, time.Now().Add(-4*time.Minute), inSecret)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, first["id"], r.Map(t)["id"])
	require.Equal(t, 1, f.stored(t))

	// The same id from Twilio is another provider's message.
	r = f.twilio(twilioForm("gen-1", inCaller, inLine, "hello"), "")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, 2, f.stored(t))
	got := inbound(t, f.viewer)
	require.Len(t, got, 2)
	providers := []any{got[0]["provider"], got[1]["provider"]}
	require.ElementsMatch(t, []any{"twilio", "generic"}, providers)
}

// Every refusal answers {detail} and stores nothing.
func TestInboundRefusalsStoreNothing(t *testing.T) {
	t.Parallel()
	f := setupInbound(t)
	good := twilioForm("SM1", inCaller, inLine, "hi")
	wrongURL := sms.TwilioSignature(inToken, "https://elsewhere.example.com"+sms.InboundPath, good)
	wrongToken := sms.TwilioSignature("not-the-token", inBase+sms.InboundPath, good)
	noBody := twilioForm("SM2", inCaller, inLine, "")
	delete(noBody, "Body")
	now := time.Now()
	cases := []struct {
		name   string
		do     func() *testkit.Response
		status int
		detail string
		field  string
	}{
		{"TwilioUnsigned", func() *testkit.Response {
			return f.env.Do(testkit.Request{Method: http.MethodPost, Path: sms.InboundPath, Body: []byte(good.Encode()),
				Header: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}})
		}, 403, "X-Twilio-Signature", ""},
		{"TwilioWrongToken", func() *testkit.Response { return f.twilio(good, wrongToken) }, 403, "does not match", ""},
		{"TwilioWrongURL", func() *testkit.Response { return f.twilio(good, wrongURL) }, 403, "does not match", ""},
		{"TwilioTampered", func() *testkit.Response {
			sig := sms.TwilioSignature(inToken, inBase+sms.InboundPath, good)
			changed := twilioForm("SM1", inCaller, inLine, "hi there")
			return f.twilio(changed, sig)
		}, 403, "does not match", ""},
		{"TwilioNoBody", func() *testkit.Response { return f.twilio(noBody, "") }, 400, "Body", "Body"},
		{"TwilioFromNotE164", func() *testkit.Response { return f.twilio(twilioForm("SM3", "11988887777", inLine, "hi"), "") }, 400, "From", "From"},
		{"TwilioToUnknown", func() *testkit.Response { return f.twilio(twilioForm("SM4", inCaller, "+5511300000077", "hi"), "") }, 404, "+5511300000077", ""},
		{"TwilioToInactive", func() *testkit.Response { return f.twilio(twilioForm("SM5", inCaller, inIdle, "hi"), "") }, 404, inIdle, ""},
		{"GenericUnsigned", func() *testkit.Response {
			return f.env.Do(testkit.Request{Method: http.MethodPost, Path: sms.InboundPath, Body: []byte(genericBody("g1", inCaller, inLine, "hi"))})
		}, 403, "X-SMS-Timestamp", ""},
		{"GenericWrongSecret", func() *testkit.Response {
			return f.generic(genericBody("g1", inCaller, inLine, "hi"), now, "wrong")
		}, 403, "does not match", ""},
		{"GenericStale", func() *testkit.Response {
			return f.generic(genericBody("g1", inCaller, inLine, "hi"), now.Add(-6*time.Minute), inSecret)
		}, 403, "5 minutes", ""},
		{"GenericFuture", func() *testkit.Response {
			return f.generic(genericBody("g1", inCaller, inLine, "hi"), now.Add(6*time.Minute), inSecret)
		}, 403, "5 minutes", ""},
		{"GenericNoText", func() *testkit.Response {
			return f.generic(`{"message_id":"g2","from":"`+inCaller+`","to":"`+inLine+`"}`, now, inSecret)
		}, 400, "text", "text"},
		{"GenericToNotE164", func() *testkit.Response {
			return f.generic(genericBody("g3", inCaller, "5511300000001", "hi"), now, inSecret)
		}, 400, "to", "to"},
		{"GenericNumberType", func() *testkit.Response {
			return f.generic(`{"message_id":7,"from":"`+inCaller+`","to":"`+inLine+`","text":"hi"}`, now, inSecret)
		}, 400, "message_id", "message_id"},
		{"GenericNotAnObject", func() *testkit.Response { return f.generic(`["hi"]`, now, inSecret) }, 400, "JSON object", ""},
		{"GenericToOtherUnknown", func() *testkit.Response {
			return f.generic(genericBody("g4", inCaller, "+5511300000078", "hi"), now, inSecret)
		}, 404, "not an active number", ""},
		{"TooLarge", func() *testkit.Response {
			big := twilioForm("SM6", inCaller, inLine, strings.Repeat("a", sms.MaxInboundBytes))
			return f.twilio(big, "")
		}, 413, "larger than", ""},
		{"OtherContentType", func() *testkit.Response {
			return f.env.Do(testkit.Request{Method: http.MethodPost, Path: sms.InboundPath, Body: []byte("hi"),
				Header: map[string]string{"Content-Type": "text/plain"}})
		}, 415, "Content-Type", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := c.do()
			require.Equal(t, c.status, r.Status, string(r.Body))
			require.Contains(t, r.Header.Get("Content-Type"), "application/json")
			require.Contains(t, r.Detail(t), c.detail)
			if c.field != "" {
				var body struct {
					Errors []struct{ Field string } `json:"errors"`
				}
				r.JSON(t, &body)
				require.NotEmpty(t, body.Errors)
				require.Equal(t, c.field, body.Errors[0].Field)
			}
		})
	}
	require.Zero(t, f.stored(t))
}

// Without TWILIO_AUTH_TOKEN/PUBLIC_BASE_URL or SMS_INBOUND_SECRET, each
// provider is refused, signed or not.
func TestInboundUnconfiguredProvidersRefused(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Unconfigured")
	_, err := env.App.Numbers.Add(env.System(org.ID), numbers.AddInput{Number: inLine, SMS: true})
	require.NoError(t, err)
	f := &inboundFixture{env: env, org: org.ID}
	r := f.twilio(twilioForm("SM1", inCaller, inLine, "hi"), "")
	require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "not configured")
	// An empty secret must not verify a signature made with the empty key.
	r = f.generic(genericBody("g1", inCaller, inLine, "hi"), time.Now(), "")
	require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "SMS_INBOUND_SECRET")
	require.Zero(t, f.stored(t))
}

// waitFlow asks a question, then waits for a text message.
const waitFlow = `{"nodes":[
 {"id":"s","type":"start"},
 {"id":"q","type":"question","config":{"prompt":"What is your name?","variable":"name","type":"text"}},
 {"id":"w","type":"wait_for_reply","config":{"variable":"code"}},
 {"id":"e","type":"end","config":{"text":"Thanks {{name}}, your code is {{code}}."}}],
 "edges":[{"from":"s","to":"q"},{"from":"q","to":"w"},{"from":"w","to":"e"}]}`

func publishedFlowAgent(t *testing.T, env *testkit.Env, ctx context.Context, doc string) uuid.UUID {
	t.Helper()
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Waiter", AgentType: "inbound", EditingMode: "flow"})
	require.NoError(t, err)
	list, err := env.App.Flows.List(ctx, ag.ID)
	require.NoError(t, err)
	_, err = env.App.Flows.Update(ctx, ag.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(doc)})
	require.NoError(t, err)
	_, err = env.App.Flows.PublishAll(ctx, ag.ID)
	require.NoError(t, err)
	_, err = env.App.Agents.Publish(ctx, ag.ID)
	require.NoError(t, err)
	return ag.ID
}

func transcriptOf(t *testing.T, env *testkit.Env, ctx context.Context, id uuid.UUID) (calls.Call, []string) {
	t.Helper()
	c, err := env.App.Calls.Get(ctx, id)
	require.NoError(t, err)
	out := []string{}
	for _, turn := range c.Transcript {
		out = append(out, turn.Role+": "+turn.Text)
	}
	return c, out
}

// An SMS from the caller of an active call reaches its conversation only
// while it waits at wait_for_reply: before that it is only stored; then the
// node's variable holds it, the turn is recorded and the flow ends the call.
func TestInboundAdvancesAWaitingConversation(t *testing.T) {
	t.Parallel()
	f := setupInbound(t)
	ctx := f.env.System(f.org)
	agentID := publishedFlowAgent(t, f.env, ctx, waitFlow)
	conv, err := f.env.App.Conversations.StartConversation(ctx, conversation.StartInput{AgentID: agentID, Channel: "phone",
		Direction: "inbound", From: inCaller, To: inLine})
	require.NoError(t, err)
	// An older active call of the same pair, and one of another caller: the
	// most recently started call of this caller is the one.
	older, err := f.env.App.Calls.Create(ctx, calls.CreateInput{AgentID: agentID, Channel: "phone", Direction: "inbound",
		FromNumber: inCaller, ToNumber: inLine, CreatedAt: time.Now().Add(-time.Hour)})
	require.NoError(t, err)
	_, err = f.env.App.Calls.Start(ctx, older.ID, time.Now().Add(-time.Hour))
	require.NoError(t, err)

	// At the question: stored with the session, the conversation unmoved.
	r := f.generic(genericBody("m1", inCaller, inLine, "too early"), time.Now(), inSecret)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, conv.CallID.String(), r.Map(t)["session_id"])
	_, tr := transcriptOf(t, f.env, ctx, conv.CallID)
	require.Equal(t, []string{"agent: What is your name?"}, tr)

	// Another caller's message is not this call's.
	r = f.generic(genericBody("m2", inStranger, inLine, "1234"), time.Now(), inSecret)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Nil(t, r.Map(t)["session_id"])

	reply, err := f.env.App.Conversations.Say(ctx, conv.CallID, runtime.Input{Text: "Ada"})
	require.NoError(t, err)
	require.NotNil(t, reply.Expecting)
	require.Equal(t, runtime.ExpectingReply, *reply.Expecting)

	form := twilioForm("SMwait", inCaller, inLine, "4321")
	r = f.twilio(form, "")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	c, tr := transcriptOf(t, f.env, ctx, conv.CallID)
	require.Equal(t, []string{"agent: What is your name?", "user: Ada", "user: 4321", "agent: Thanks Ada, your code is 4321."}, tr)
	require.Equal(t, "completed", c.Status)

	// Twilio's retry changes nothing more.
	r = f.twilio(form, "")
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	_, again := transcriptOf(t, f.env, ctx, conv.CallID)
	require.Equal(t, tr, again)

	got := inbound(t, f.viewer)
	require.Len(t, got, 3)
	sessions := map[string]any{}
	for _, m := range got {
		sessions[m["body"].(string)] = m["session_id"]
	}
	require.Equal(t, conv.CallID.String(), sessions["4321"])
	require.Equal(t, conv.CallID.String(), sessions["too early"])
	require.Nil(t, sessions["1234"])

	// With the call ended, the older call is the caller's active one.
	r = f.generic(genericBody("m3", inCaller, inLine, "after"), time.Now(), inSecret)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, older.ID.String(), r.Map(t)["session_id"])
	require.Empty(t, inbound(t, f.peer))
}

// An outbound call's own number is its from: a reply to it is the call's.
func TestInboundMatchesOutboundCalls(t *testing.T) {
	t.Parallel()
	f := setupInbound(t)
	ctx := f.env.System(f.org)
	ag, err := f.env.App.Agents.Create(ctx, agents.CreateInput{Name: "Caller", AgentType: "outbound", EditingMode: "prompt"})
	require.NoError(t, err)
	c, err := f.env.App.Calls.Create(ctx, calls.CreateInput{AgentID: ag.ID, Channel: "phone", Direction: "outbound",
		FromNumber: inLine, ToNumber: inCaller})
	require.NoError(t, err)
	_, err = f.env.App.Calls.Start(ctx, c.ID, time.Time{})
	require.NoError(t, err)
	// The other organization's active call with the same caller is not a
	// match for a message to this organization's line.
	oag, err := f.env.App.Agents.Create(f.env.System(f.other), agents.CreateInput{Name: "Else", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	oc, err := f.env.App.Calls.Create(f.env.System(f.other), calls.CreateInput{AgentID: oag.ID, Channel: "phone", Direction: "inbound",
		FromNumber: inCaller, ToNumber: inLine})
	require.NoError(t, err)
	_, err = f.env.App.Calls.Start(f.env.System(f.other), oc.ID, time.Time{})
	require.NoError(t, err)

	r := f.generic(genericBody("o1", inCaller, inLine, "yes please"), time.Now(), inSecret)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, c.ID.String(), r.Map(t)["session_id"])
}
