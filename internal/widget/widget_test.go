package widget_test

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

const shop = "https://shop.example.com"

// client speaks graphql-transport-ws to the real router.
type (
	client = testkit.WSClient
	msg    = testkit.WSMessage
)

// dialOrigin opens a socket whose upgrade carries origin ("" = none).
func dialOrigin(t testing.TB, env *testkit.Env, origin string) *client {
	t.Helper()
	h := http.Header{}
	if origin != "" {
		h.Set("Origin", origin)
	}
	return env.DialRealtime(t, h)
}

// fixture is a backoffice with an owner and a published chat agent whose
// public channel is enabled for shop.
type fixture struct {
	env   *testkit.Env
	id    *testkit.Identity
	owner *testkit.Session
	agent string
}

func setup(t *testing.T, opts ...testkit.Option) fixture {
	t.Helper()
	env, id := testkit.NewBackoffice(t, opts...)
	org := env.MustOrg("Widget Org")
	owner := env.Session(id, org.ID, auth.RoleOwner)
	f := fixture{env: env, id: id, owner: owner}
	f.agent = f.newAgent(t, "chat", true, []string{shop}, true)
	return f
}

// newAgent creates an agent of type typ, published when publish is set,
// with its public channel enabled and origins when given.
func (f fixture) newAgent(t *testing.T, typ string, publish bool, origins []string, enabled bool) string {
	t.Helper()
	r := f.owner.Do("POST", "/api/v1/agents", map[string]any{"name": "Helper " + typ, "agent_type": typ, "editing_mode": "prompt"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	id := r.Map(t)["id"].(string)
	r = f.owner.Do("PATCH", "/api/v1/agents/"+id, map[string]any{"prompt": "You help visitors of the shop."})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	if publish {
		r = f.owner.Do("POST", "/api/v1/agents/"+id+"/versions/publish", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	}
	if origins != nil {
		r = f.owner.Do("PATCH", "/api/v1/agents/"+id, map[string]any{"public_channel_enabled": enabled, "allowed_origins": origins})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	}
	return id
}

// open posts public-sessions for agent from origin ("" = no Origin).
func open(env *testkit.Env, agent, origin string) *testkit.Response {
	h := map[string]string{}
	if origin != "" {
		h["Origin"] = origin
	}
	return env.Do(testkit.Request{Method: "POST", Path: "/api/v1/realtime/public-sessions", Body: map[string]any{"agent_id": agent}, Header: h})
}

type created struct {
	Token     string `json:"token"`
	ExpiresAt string `json:"expires_at"`
	SessionID string `json:"session_id"`
}

func mustOpen(t *testing.T, env *testkit.Env, agent string) created {
	t.Helper()
	r := open(env, agent, shop)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	var c created
	r.JSON(t, &c)
	return c
}

// publicSocket is an acknowledged socket of a public session.
func publicSocket(t *testing.T, env *testkit.Env, origin, token string) *client {
	t.Helper()
	c := dialOrigin(t, env, origin)
	c.Init(map[string]any{"publicSession": token})
	c.Must("connection_ack")
	return c
}

type turn struct {
	Index int    `json:"index"`
	Role  string `json:"role"`
	Text  string `json:"text"`
}

type convEvent struct {
	Type       string  `json:"type"`
	State      string  `json:"state"`
	Status     *string `json:"status"`
	Turns      []turn  `json:"turns"`
	Turn       *turn   `json:"turn"`
	Delta      *string `json:"delta"`
	DeltaIndex *int    `json:"deltaIndex"`
}

// next returns the next message of operation id, skipping the others.
func next(c *client, id string) msg {
	c.T.Helper()
	for {
		m, err := c.Read()
		if err != nil {
			c.T.Fatalf("waiting for %s: %v", id, err)
		}
		if m.ID == id && m.Type != "complete" {
			return m
		}
	}
}

// event returns the next conversation event of operation id.
func event(c *client, id string) convEvent {
	c.T.Helper()
	for {
		m := next(c, id)
		var p struct {
			Data struct {
				Conversation convEvent `json:"conversation"`
			} `json:"data"`
			Errors []any `json:"errors"`
		}
		require.NoError(c.T, json.Unmarshal(m.Payload, &p))
		require.Empty(c.T, p.Errors, string(m.Payload))
		return p.Data.Conversation
	}
}

const convQuery = `subscription { conversation { type state status delta deltaIndex turn { index role text } turns { index role text } } }`
const sendQuery = `mutation($t: String!) { sendMessage(text: $t) { sessionId state status turn { index role text } replies { index role text } } }`

// A public session chats with a published chat agent: the greeting first,
// then the visitor's turn, the reply streamed and whole; the call is in
// the history with channel web.
func TestPublicSessionChats(t *testing.T) {
	t.Parallel()
	f := setup(t)
	r := open(f.env, f.agent, shop)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	require.Equal(t, shop, r.Header.Get("Access-Control-Allow-Origin"))
	var s created
	r.JSON(t, &s)
	require.True(t, strings.HasPrefix(s.Token, "pws1."))
	exp, err := time.Parse(time.RFC3339, s.ExpiresAt)
	require.NoError(t, err)
	require.True(t, exp.After(time.Now().Add(20*time.Minute)), "default TTL is 30m")

	c := publicSocket(t, f.env, shop, s.Token)
	c.Subscribe("conv", convQuery, nil)
	snap := event(c, "conv")
	require.Equal(t, "snapshot", snap.Type)
	require.Equal(t, "active", snap.State)
	require.NotEmpty(t, snap.Turns, "the greeting")
	require.Equal(t, "agent", snap.Turns[0].Role)

	c.Subscribe("m1", sendQuery, map[string]any{"t": "  What are your opening hours?  "})
	var got struct {
		Data struct {
			SendMessage struct {
				SessionID string `json:"sessionId"`
				State     string `json:"state"`
				Turn      turn   `json:"turn"`
				Replies   []turn `json:"replies"`
			} `json:"sendMessage"`
		} `json:"data"`
	}
	var user, reply *turn
	var deltas strings.Builder
	for got.Data.SendMessage.SessionID == "" || reply == nil {
		m, err := c.Read()
		require.NoError(t, err)
		if m.Type != "next" {
			continue
		}
		switch m.ID {
		case "m1":
			require.NoError(t, json.Unmarshal(m.Payload, &got), string(m.Payload))
		case "conv":
			var p struct {
				Data struct {
					Conversation convEvent `json:"conversation"`
				} `json:"data"`
			}
			require.NoError(t, json.Unmarshal(m.Payload, &p))
			e := p.Data.Conversation
			switch {
			case e.Type == "turn" && e.Turn.Role == "user":
				user = e.Turn
			case e.Type == "turn" && e.Turn.Role == "agent":
				reply = e.Turn
			case e.Type == "delta":
				require.NotNil(t, user, "the visitor's turn comes before the reply")
				deltas.WriteString(*e.Delta)
			}
		}
	}
	sm := got.Data.SendMessage
	require.Equal(t, s.SessionID, sm.SessionID)
	require.Equal(t, "active", sm.State)
	require.Equal(t, turn{Index: len(snap.Turns), Role: "user", Text: "What are your opening hours?"}, sm.Turn)
	require.Len(t, sm.Replies, 1)
	require.NotNil(t, user)
	require.Equal(t, sm.Turn, *user)
	require.Equal(t, sm.Replies[0], *reply)
	require.Equal(t, len(snap.Turns)+1, reply.Index)
	require.Equal(t, reply.Text, deltas.String(), "the deltas make up the reply")

	// The call is in the history, on the web channel, with every turn.
	list := f.owner.Do("GET", "/api/v1/call-sessions?agent_id="+f.agent, nil)
	require.Equal(t, http.StatusOK, list.Status, string(list.Body))
	var calls struct {
		Items []struct {
			ID      string `json:"id"`
			Channel string `json:"channel"`
			Status  string `json:"status"`
		} `json:"items"`
	}
	list.JSON(t, &calls)
	require.Len(t, calls.Items, 1)
	require.Equal(t, s.SessionID, calls.Items[0].ID)
	require.Equal(t, "web", calls.Items[0].Channel)
	require.Equal(t, "active", calls.Items[0].Status)
	one := f.owner.Do("GET", "/api/v1/call-sessions/"+s.SessionID, nil)
	require.Equal(t, http.StatusOK, one.Status)
	var detail struct {
		Transcript []turn `json:"transcript"`
	}
	one.JSON(t, &detail)
	require.Len(t, detail.Transcript, len(snap.Turns)+2)
	require.Equal(t, "What are your opening hours?", detail.Transcript[len(snap.Turns)].Text)

	// A second subscriber on another replica sees the same snapshot.
	other := f.env.Replica()
	c2 := publicSocket(t, other, shop, s.Token)
	c2.Subscribe("conv", convQuery, nil)
	require.Len(t, event(c2, "conv").Turns, len(snap.Turns)+2)

	// Live events cross replicas: a message sent through this replica
	// reaches the subscriber on the other.
	c.Subscribe("m3", sendQuery, map[string]any{"t": "Thanks"})
	for {
		e := event(c2, "conv")
		if e.Type == "turn" && e.Turn.Role == "user" {
			require.Equal(t, "Thanks", e.Turn.Text)
			require.Equal(t, len(snap.Turns)+2, e.Turn.Index)
			break
		}
	}
	next(c, "m3")

	// Bad messages are refused without closing.
	c.Subscribe("m2", sendQuery, map[string]any{"t": "   "})
	m := next(c, "m2")
	require.Contains(t, string(m.Payload), "BAD_USER_INPUT")
}

// A public session may run nothing but sendMessage and conversation.
func TestPublicSessionRefusesEverythingElse(t *testing.T) {
	t.Parallel()
	f := setup(t)
	for name, q := range map[string]string{
		"query":            `{ me { user { id } } }`,
		"typename query":   `{ __typename }`,
		"other mutation":   `mutation { archiveAgent(id: "` + f.agent + `") { id } }`,
		"mixed mutation":   `mutation($t: String!) { sendMessage(text: $t) { state } archiveAgent(id: "` + f.agent + `") { id } }`,
		"subscription":     `subscription { agentUpdated(agentId: "` + f.agent + `") { action } }`,
		"fragment at root": `subscription { ...F } fragment F on Subscription { conversation { type } }`,
		"two operations":   `query A { me { user { id } } } subscription B { conversation { type } }`,
		"empty":            ``,
	} {
		t.Run(name, func(t *testing.T) {
			s := mustOpen(t, f.env, f.agent)
			c := publicSocket(t, f.env, shop, s.Token)
			c.Subscribe("1", q, map[string]any{"t": "hi"})
			require.Contains(t, c.Closed(4403), "sendMessage")
		})
	}
	// The agent was not archived by any of them.
	r := f.owner.Do("GET", "/api/v1/agents/"+f.agent, nil)
	require.Equal(t, "active", r.Map(t)["status"])
}

// Backoffice sessions cannot use the widget's operations.
func TestBackofficeSessionCannotSendMessages(t *testing.T) {
	t.Parallel()
	f := setup(t)
	g := f.owner.GraphQL(`mutation { sendMessage(text: "hi") { state } }`, nil)
	require.Equal(t, "FORBIDDEN", g.Code(), string(g.Body))

	c := dialOrigin(t, f.env, "")
	c.Init(map[string]any{"authorization": "Bearer " + f.owner.Token, "organizationId": f.owner.Org})
	c.Must("connection_ack")
	c.Subscribe("1", convQuery, nil)
	m := next(c, "1")
	require.Contains(t, string(m.Payload), "FORBIDDEN")
	c.Subscribe("2", sendQuery, map[string]any{"t": "hi"})
	m = next(c, "2")
	require.Contains(t, string(m.Payload), "FORBIDDEN")

	// A public session token is not a session of the HTTP door.
	s := mustOpen(t, f.env, f.agent)
	g = f.env.GraphQL(map[string]string{"Authorization": "Bearer " + s.Token}, map[string]any{"query": `{ me { user { id } } }`})
	require.Equal(t, http.StatusUnauthorized, g.Status, string(g.Body))
}

// The Origin decides: the POST, the preflight and the socket.
func TestOriginChecks(t *testing.T) {
	t.Parallel()
	f := setup(t)
	other := f.newAgent(t, "chat", true, []string{"https://other.example.com"}, true)

	r := open(f.env, f.agent, "")
	require.Equal(t, http.StatusForbidden, r.Status)
	require.Contains(t, r.Detail(t), "Origin")
	r = open(f.env, f.agent, "https://evil.example.com")
	require.Equal(t, http.StatusForbidden, r.Status)
	require.Empty(t, r.Header.Get("Access-Control-Allow-Origin"))
	// Another agent's origin is not this agent's; the widget may read why.
	r = open(f.env, f.agent, "https://other.example.com")
	require.Equal(t, http.StatusForbidden, r.Status)
	require.Contains(t, r.Detail(t), "not allowed")
	require.Equal(t, http.StatusCreated, open(f.env, other, "https://other.example.com").Status)

	// Preflight.
	pre := func(origin string) *testkit.Response {
		return f.env.Do(testkit.Request{Method: "OPTIONS", Path: "/api/v1/realtime/public-sessions",
			Header: map[string]string{"Origin": origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type"}})
	}
	p := pre(shop)
	require.Equal(t, http.StatusNoContent, p.Status, string(p.Body))
	require.Equal(t, shop, p.Header.Get("Access-Control-Allow-Origin"))
	require.Equal(t, "POST", p.Header.Get("Access-Control-Allow-Methods"))
	require.Equal(t, "Content-Type", p.Header.Get("Access-Control-Allow-Headers"))
	require.NotEmpty(t, p.Header.Get("Access-Control-Max-Age"))
	require.Contains(t, p.Header.Values("Vary"), "Origin")
	p = pre("https://evil.example.com")
	require.Equal(t, http.StatusForbidden, p.Status)
	require.Empty(t, p.Header.Get("Access-Control-Allow-Origin"))

	// Socket: an origin no agent lists is refused at the upgrade.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, resp, err := websocket.Dial(ctx, f.env.RealtimeURL(), &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"},
		HTTPHeader: http.Header{"Origin": {"https://evil.example.com"}}})
	require.Error(t, err)
	require.Equal(t, http.StatusForbidden, resp.StatusCode)

	s := mustOpen(t, f.env, f.agent)
	// An origin another agent lists gets through the upgrade, but not this
	// agent's session.
	c := dialOrigin(t, f.env, "https://other.example.com")
	c.Init(map[string]any{"publicSession": s.Token})
	require.Contains(t, c.Closed(4403), "origin")
	// A backoffice session from a widget's origin: 4403.
	c = dialOrigin(t, f.env, shop)
	c.Init(map[string]any{"authorization": "Bearer " + f.owner.Token, "organizationId": f.owner.Org})
	c.Closed(4403)
	// The token in the upgrade's header works too.
	h := http.Header{"Origin": {shop}, "X-Public-Session": {s.Token}}
	hc := f.env.DialRealtime(t, h)
	hc.Init(map[string]any{})
	hc.Must("connection_ack")
}

// Who may not open a session: disabled channel 403; unknown, another type,
// archived and unpublished agents 404; bad bodies 400.
func TestRefusedAgentsAndBodies(t *testing.T) {
	t.Parallel()
	f := setup(t)
	disabled := f.newAgent(t, "chat", true, []string{shop}, false)
	unpublished := f.newAgent(t, "voice_widget", false, []string{shop}, true)
	archived := f.newAgent(t, "chat", true, []string{shop}, true)
	require.Equal(t, http.StatusOK, f.owner.Do("POST", "/api/v1/agents/"+archived+"/archive", nil).Status)
	inbound := f.newAgent(t, "inbound", true, nil, false)

	r := open(f.env, disabled, shop)
	require.Equal(t, http.StatusForbidden, r.Status)
	require.Contains(t, r.Detail(t), "disabled")
	require.Equal(t, shop, r.Header.Get("Access-Control-Allow-Origin"), "the widget can read the detail")
	for name, id := range map[string]string{"unpublished": unpublished, "archived": archived, "inbound": inbound,
		"unknown": "7d0c5a52-7b1c-4e58-9a51-1a8f6c1f0d11"} {
		r := open(f.env, id, shop)
		require.Equal(t, http.StatusNotFound, r.Status, name+": "+string(r.Body))
	}
	for name, body := range map[string]any{
		"unknown field": map[string]any{"agent_id": f.agent, "extra": 1},
		"bad uuid":      map[string]any{"agent_id": "nope"},
		"missing":       map[string]any{},
		"not a string":  map[string]any{"agent_id": 5},
		"array":         []any{f.agent},
	} {
		r := f.env.Do(testkit.Request{Method: "POST", Path: "/api/v1/realtime/public-sessions", Body: body, Header: map[string]string{"Origin": shop}})
		require.Equal(t, http.StatusBadRequest, r.Status, name+": "+string(r.Body))
		require.NotEmpty(t, r.Detail(t))
	}
}

// Tampered, foreign and expired tokens close the socket with 4401; an
// expired session's call is hung up.
func TestTokens(t *testing.T) {
	t.Parallel()
	f := setup(t)
	s := mustOpen(t, f.env, f.agent)
	for name, tok := range map[string]string{
		"tampered": s.Token[:len(s.Token)-2] + "xx",
		"garbage":  "pws1.abc.def",
		"payload":  strings.Replace(s.Token, ".", ".e30", 1),
	} {
		c := dialOrigin(t, f.env, shop)
		c.Init(map[string]any{"publicSession": tok})
		require.NotEmpty(t, c.Closed(4401), name)
	}

	short := setup(t, testkit.WithVar("PUBLIC_SESSION_TTL", "1s"))
	short.env.StartWorker()
	e := mustOpen(t, short.env, short.agent)
	c := dialOrigin(t, short.env, shop)
	c.Init(map[string]any{"publicSession": e.Token})
	c.Closed(4401) // at once when already expired, else at its expiry
	c = dialOrigin(t, short.env, shop)
	c.Init(map[string]any{"publicSession": e.Token})
	require.Contains(t, c.Closed(4401), "expired")
	testkit.Eventually(t, 20*time.Second, "the expired session's call is hung up", func() bool {
		r := short.owner.Do("GET", "/api/v1/call-sessions/"+e.SessionID, nil)
		m := r.Map(t)
		return m["status"] == "completed" && strings.Contains(string(r.Body), "session_expired")
	})
}

// Sessions are limited per client address and per agent.
func TestRateLimits(t *testing.T) {
	t.Parallel()
	f := setup(t, testkit.WithVar("PUBLIC_SESSION_RATE_PER_IP_PER_MINUTE", "2"), testkit.WithVar("PUBLIC_SESSION_MESSAGES_PER_MINUTE", "1"))
	first := mustOpen(t, f.env, f.agent)
	require.Equal(t, http.StatusCreated, open(f.env, f.agent, shop).Status)
	r := open(f.env, f.agent, shop)
	require.Equal(t, http.StatusTooManyRequests, r.Status)
	require.NotEmpty(t, r.Header.Get("Retry-After"))
	require.Contains(t, r.Detail(t), "address")
	// Messages of one session are limited too.
	c := publicSocket(t, f.env, shop, first.Token)
	c.Subscribe("1", sendQuery, map[string]any{"t": "hello"})
	require.NotContains(t, string(next(c, "1").Payload), "errors")
	c.Subscribe("2", sendQuery, map[string]any{"t": "hello again"})
	require.Contains(t, string(next(c, "2").Payload), "RATE_LIMITED")

	g := setup(t, testkit.WithVar("PUBLIC_SESSION_RATE_PER_AGENT_PER_MINUTE", "1"))
	require.Equal(t, http.StatusCreated, open(g.env, g.agent, shop).Status)
	r = open(g.env, g.agent, shop)
	require.Equal(t, http.StatusTooManyRequests, r.Status)
	require.Contains(t, r.Detail(t), "agent")
	require.Equal(t, shop, r.Header.Get("Access-Control-Allow-Origin"))
}

// allowed_origins is validated, normalized and shown by the backoffice, not
// by the API Channel.
func TestAllowedOriginsValidation(t *testing.T) {
	t.Parallel()
	f := setup(t)
	base := "/api/v1/agents/" + f.agent
	r := f.owner.Do("PATCH", base, map[string]any{"allowed_origins": []string{"HTTPS://Shop.Example.com/", "https://shop.example.com", "http://localhost:3000", "https://a.example.com:443"}})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, []any{"https://shop.example.com", "http://localhost:3000", "https://a.example.com"}, r.Map(t)["allowed_origins"])

	for bad, field := range map[string]string{
		"https://shop.example.com/path": "allowed_origins[1]",
		"ftp://shop.example.com":        "allowed_origins[1]",
		"https://user@shop.example.com": "allowed_origins[1]",
		"https://shop.example.com?q=1":  "allowed_origins[1]",
		"shop.example.com":              "allowed_origins[1]",
		"":                              "allowed_origins[1]",
	} {
		r := f.owner.Do("PATCH", base, map[string]any{"allowed_origins": []string{"https://ok.example.com", bad}})
		require.Equal(t, http.StatusBadRequest, r.Status, bad)
		require.Contains(t, string(r.Body), `"`+field+`"`, bad)
	}
	many := make([]string, 21)
	for i := range many {
		many[i] = "https://s" + string(rune('a'+i)) + ".example.com"
	}
	r = f.owner.Do("PATCH", base, map[string]any{"allowed_origins": many})
	require.Equal(t, http.StatusBadRequest, r.Status)
	r = f.owner.Do("PATCH", base, map[string]any{"allowed_origins": nil})
	require.Equal(t, http.StatusBadRequest, r.Status)
	inbound := f.newAgent(t, "inbound", false, nil, false)
	r = f.owner.Do("PATCH", "/api/v1/agents/"+inbound, map[string]any{"allowed_origins": []string{shop}})
	require.Equal(t, http.StatusBadRequest, r.Status)
	require.Contains(t, string(r.Body), "voice_widget")

	// GraphQL: updateAgent and Agent.allowedOrigins.
	g := f.owner.GraphQL(`mutation($id: ID!, $o: [String!]) { updateAgent(id: $id, input: {allowedOrigins: $o}) { allowedOrigins } }`,
		map[string]any{"id": f.agent, "o": []string{"https://x.example.com", "javascript:alert(1)"}})
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	require.Equal(t, "allowed_origins[1]", g.Errors[0].Extensions.Fields[0]["field"])
	g = f.owner.GraphQL(`mutation($id: ID!, $o: [String!]) { updateAgent(id: $id, input: {allowedOrigins: $o}) { allowedOrigins } }`,
		map[string]any{"id": f.agent, "o": []string{"https://X.example.com/"}})
	var upd struct {
		UpdateAgent struct {
			AllowedOrigins []string `json:"allowedOrigins"`
		} `json:"updateAgent"`
	}
	g.Decode(t, &upd)
	require.Equal(t, []string{"https://x.example.com"}, upd.UpdateAgent.AllowedOrigins)
	g = f.owner.GraphQL(`{ agents(agentType: "chat") { items { id allowedOrigins } } }`, nil)
	require.Contains(t, string(g.Body), `"allowedOrigins":["https://x.example.com"]`)
	// The audit log records the change with the agent update.
	a := f.owner.Do("GET", "/api/v1/organizations/audit-log?limit=5", nil)
	require.Contains(t, string(a.Body), "x.example.com")

	// The API Channel's agent is unchanged.
	_, key := f.env.MustKey(uuid.MustParse(f.owner.Org))
	v := f.env.Get("/v1/agents/"+f.agent, key)
	require.Equal(t, http.StatusOK, v.Status)
	require.NotContains(t, v.Map(t), "allowed_origins")
}

// The demo page is served.
func TestDemoPage(t *testing.T) {
	t.Parallel()
	f := setup(t)
	r := f.env.Do(testkit.Request{Method: "GET", Path: "/widget/demo?agent_id=" + f.agent})
	require.Equal(t, http.StatusOK, r.Status)
	require.Contains(t, r.Header.Get("Content-Type"), "text/html")
	require.Contains(t, string(r.Body), f.agent)
	require.Contains(t, string(r.Body), "graphql-transport-ws")
	r = f.env.Do(testkit.Request{Method: "GET", Path: "/widget/demo"})
	require.Equal(t, http.StatusOK, r.Status)
	require.Contains(t, string(r.Body), `const AGENT_ID = "";`, "no demo organization here")
}

// The demo organization's chat agent takes public sessions from the
// server's own origin, and the demo page is served for it.
func TestDemoChatAgentTakesWidgetSessions(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	require.NoError(t, env.App.EnsureDemo(context.Background(), io.Discard))
	agent, err := env.App.Demo.WidgetAgent(context.Background())
	require.NoError(t, err)
	require.NotEqual(t, uuid.Nil, agent)
	r := env.Do(testkit.Request{Method: "GET", Path: "/widget/demo"})
	require.Equal(t, http.StatusOK, r.Status)
	require.Contains(t, string(r.Body), `const AGENT_ID = "`+agent.String()+`";`)
	// HTTP_ADDR is :8080 here: the page's origin is http://localhost:8080.
	s := open(env, agent.String(), "http://localhost:8080")
	require.Equal(t, http.StatusCreated, s.Status, string(s.Body))
	var c created
	s.JSON(t, &c)
	ws := publicSocket(t, env, "http://127.0.0.1:8080", c.Token)
	ws.Subscribe("conv", convQuery, nil)
	require.NotEmpty(t, event(ws, "conv").Turns)
}

// A public session stops when its agent stops taking them: disabling the
// channel closes the open socket with 4403, and a message sent through a
// socket opened before is refused.
func TestDisabledChannelClosesOpenSessions(t *testing.T) {
	t.Parallel()
	f := setup(t)
	s := mustOpen(t, f.env, f.agent)
	c := publicSocket(t, f.env, shop, s.Token)
	c.Subscribe("c", convQuery, nil)
	require.Equal(t, "snapshot", event(c, "c").Type)

	// A socket with no Origin (not a browser) is held open too.
	other := publicSocket(t, f.env, "", s.Token)

	r := f.owner.Do("PATCH", "/api/v1/agents/"+f.agent, map[string]any{"public_channel_enabled": false})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Contains(t, c.Closed(4403), "no longer takes public sessions")
	require.Contains(t, other.Closed(4403), "no longer takes public sessions")

	// Sending on a socket that missed the change is refused all the same:
	// the channel is closed behind the service's back (no event), and the
	// message is answered FORBIDDEN and its socket closed.
	r = f.owner.Do("PATCH", "/api/v1/agents/"+f.agent, map[string]any{"public_channel_enabled": true})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	late := publicSocket(t, f.env, shop, s.Token)
	_, err := f.env.App.DB.Exec(context.Background(), `UPDATE agents SET public_channel_enabled = false WHERE id = $1`, f.agent)
	require.NoError(t, err)
	late.Subscribe("m", sendQuery, map[string]any{"t": "still there?"})
	require.Contains(t, late.Closed(4403), "no longer takes public sessions")
}
