package realtime_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"voiceagent/internal/auth"
	"voiceagent/internal/realtime"
	"voiceagent/internal/testkit"
)

// client speaks graphql-transport-ws to the real router.
type client struct {
	t    testing.TB
	conn *websocket.Conn
}

type msg struct {
	Type    string          `json:"type"`
	ID      string          `json:"id,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

func dial(t testing.TB, env *testkit.Env, header http.Header) *client {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, resp, err := websocket.Dial(ctx, strings.Replace(env.URL, "http", "ws", 1)+"/api/v1/realtime", &websocket.DialOptions{
		Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: header,
	})
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	if resp.StatusCode != http.StatusSwitchingProtocols || c.Subprotocol() != "graphql-transport-ws" {
		t.Fatalf("upgrade answered %d, subprotocol %q", resp.StatusCode, c.Subprotocol())
	}
	c.SetReadLimit(1 << 20)
	t.Cleanup(func() { _ = c.CloseNow() })
	return &client{t: t, conn: c}
}

func (c *client) send(v any) {
	c.t.Helper()
	data, _ := json.Marshal(v)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.conn.Write(ctx, websocket.MessageText, data); err != nil {
		c.t.Fatalf("write: %v", err)
	}
}

func (c *client) sendRaw(s string) {
	c.t.Helper()
	if err := c.conn.Write(context.Background(), websocket.MessageText, []byte(s)); err != nil {
		c.t.Fatalf("write: %v", err)
	}
}

// read returns the next message other than ping and pong.
func (c *client) read() (msg, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for {
		_, data, err := c.conn.Read(ctx)
		if err != nil {
			return msg{}, err
		}
		var m msg
		if err := json.Unmarshal(data, &m); err != nil {
			c.t.Fatalf("server sent %s: %v", data, err)
		}
		if m.Type == "ping" {
			c.send(msg{Type: "pong"})
			continue
		}
		if m.Type != "pong" {
			return m, nil
		}
	}
}

func (c *client) must(typ string) msg {
	c.t.Helper()
	m, err := c.read()
	if err != nil {
		c.t.Fatalf("waiting for %s: %v", typ, err)
	}
	if m.Type != typ {
		c.t.Fatalf("got %s %s, want %s", m.Type, m.Payload, typ)
	}
	return m
}

// closed waits for the server to close the socket and checks its code.
func (c *client) closed(code websocket.StatusCode) {
	c.t.Helper()
	for {
		m, err := c.read()
		if err == nil {
			if m.Type == "next" || m.Type == "connection_ack" || m.Type == "complete" || m.Type == "error" {
				continue
			}
			c.t.Fatalf("got %s %s, want close %d", m.Type, m.Payload, code)
		}
		if got := websocket.CloseStatus(err); got != code {
			c.t.Fatalf("closed with %d (%v), want %d", got, err, code)
		}
		return
	}
}

func (c *client) init(payload map[string]any) {
	c.t.Helper()
	c.send(map[string]any{"type": "connection_init", "payload": payload})
}

func initFor(s *testkit.Session) map[string]any {
	return map[string]any{"authorization": "Bearer " + s.Token, "organizationId": s.Org}
}

// connect opens an acknowledged socket for the session.
func connect(t testing.TB, env *testkit.Env, s *testkit.Session) *client {
	t.Helper()
	c := dial(t, env, nil)
	c.init(initFor(s))
	c.must("connection_ack")
	return c
}

func TestQueryOverSocketWithInitPayload(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)
	c := connect(t, env, s)
	c.send(map[string]any{"type": "subscribe", "id": "1", "payload": map[string]any{"query": "{ me { user { id } } }"}})
	next := c.must("next")
	if !strings.Contains(string(next.Payload), `"me"`) || strings.Contains(string(next.Payload), "errors") {
		t.Fatalf("query answer %s", next.Payload)
	}
	if m := c.must("complete"); m.ID != "1" {
		t.Fatalf("complete for %q", m.ID)
	}
}

func TestUpgradeHeadersAuthenticate(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleEditor)
	c := dial(t, env, http.Header{"Authorization": {"Bearer " + s.Token}, "X-Organization-Id": {s.Org}})
	c.init(nil)
	c.must("connection_ack")
}

func TestCloseCodes(t *testing.T) {
	env, id := testkit.NewBackoffice(t, testkit.WithVar("REALTIME_INIT_TIMEOUT", "300ms"))
	org := env.MustOrg("Acme")
	other := env.MustOrg("Other")
	s := env.Session(id, org.ID, auth.RoleAdmin)

	t.Run("no credential is 4401", func(t *testing.T) {
		c := dial(t, env, nil)
		c.init(map[string]any{})
		c.closed(4401)
	})
	t.Run("invalid token is 4401", func(t *testing.T) {
		c := dial(t, env, nil)
		c.init(map[string]any{"authorization": "Bearer not-a-jwt", "organizationId": s.Org})
		c.closed(4401)
	})
	t.Run("not a member is 4403", func(t *testing.T) {
		c := dial(t, env, nil)
		c.init(initFor(s.In(other.ID.String())))
		c.closed(4403)
	})
	t.Run("no connection_init in time is 4408", func(t *testing.T) {
		c := dial(t, env, nil)
		c.closed(4408)
	})
	t.Run("bad message is 4400", func(t *testing.T) {
		c := dial(t, env, nil)
		c.sendRaw("{not json")
		c.closed(4400)
	})
	t.Run("subscribe before the acknowledgement is 4401", func(t *testing.T) {
		c := dial(t, env, nil)
		c.send(map[string]any{"type": "subscribe", "id": "1", "payload": map[string]any{"query": "{ me { user { id } } }"}})
		c.closed(4401)
	})
	t.Run("second connection_init is 4429", func(t *testing.T) {
		c := connect(t, env, s)
		c.init(initFor(s))
		c.closed(4429)
	})
	t.Run("unknown message type is 4400", func(t *testing.T) {
		c := connect(t, env, s)
		c.send(map[string]any{"type": "start", "id": "1"})
		c.closed(4400)
	})
	t.Run("expired session is 4401 at expiry", func(t *testing.T) {
		token := id.Token(testkit.Claims{Subject: s.Subject, Email: s.Subject + "@example.com", Expiry: time.Now().Add(time.Second)})
		c := connect(t, env, env.SessionFor(token, s.Org))
		c.closed(4401)
	})
}

func TestDuplicateSubscriptionID(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleAdmin)
	agent := mustAgent(t, env, org.ID, "Front desk")
	c := connect(t, env, s)
	// A subscription keeps its id busy until it completes.
	subscribeAgent(c, "dup", agent.ID)
	subscribeAgent(c, "dup", agent.ID)
	c.closed(4409)
}

func TestOriginChecked(t *testing.T) {
	env, _ := testkit.NewBackoffice(t, testkit.WithVar("REALTIME_ALLOWED_ORIGINS", "https://app.example.com"))
	ws := strings.Replace(env.URL, "http", "ws", 1) + "/api/v1/realtime"
	try := func(origin string) int {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		c, resp, err := websocket.Dial(ctx, ws, &websocket.DialOptions{Subprotocols: []string{"graphql-transport-ws"}, HTTPHeader: http.Header{"Origin": {origin}}})
		if err == nil {
			_ = c.CloseNow()
		}
		if resp == nil {
			t.Fatalf("dial %s: %v", origin, err)
		}
		return resp.StatusCode
	}
	if got := try("https://app.example.com"); got != http.StatusSwitchingProtocols {
		t.Fatalf("allowed origin answered %d", got)
	}
	if got := try(env.URL); got != http.StatusSwitchingProtocols {
		t.Fatalf("same host answered %d", got)
	}
	if got := try("https://evil.example.net"); got != http.StatusForbidden {
		t.Fatalf("foreign origin answered %d", got)
	}
	resp := env.Do(testkit.Request{Method: "GET", Path: "/api/v1/realtime", NoCheck: true})
	if resp.Status != http.StatusUpgradeRequired {
		t.Fatalf("plain GET answered %d %s", resp.Status, resp.Body)
	}
}

// The server pings every acknowledged socket each REALTIME_PING_INTERVAL:
// a client that answers stays, one that stays silent is dropped.
func TestKeepAlivePings(t *testing.T) {
	env, id := testkit.NewBackoffice(t, testkit.WithVar("REALTIME_PING_INTERVAL", "150ms"))
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)

	answering := connect(t, env, s)
	silent := connect(t, env, s)

	// The answering client answers three pings (three intervals), then
	// still runs a query.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for pings := 0; pings < 3; {
		_, data, err := answering.conn.Read(ctx)
		if err != nil {
			t.Fatalf("the answering socket: %v", err)
		}
		var m msg
		_ = json.Unmarshal(data, &m)
		if m.Type == "ping" {
			pings++
			answering.send(msg{Type: "pong"})
		}
	}
	answering.send(map[string]any{"type": "subscribe", "id": "q", "payload": map[string]any{"query": "{ me { user { id } } }"}})
	answering.must("next")

	// The silent one never read its pings, so it sent no pong: dropped.
	rctx, rcancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer rcancel()
	for {
		_, data, err := silent.conn.Read(rctx)
		if err != nil {
			if rctx.Err() != nil {
				t.Fatal("the silent socket was never dropped")
			}
			if code := websocket.CloseStatus(err); code != realtime.CloseNoPong {
				t.Fatalf("the silent socket closed with %d (%v), want %d", code, err, realtime.CloseNoPong)
			}
			break
		}
		var m msg
		_ = json.Unmarshal(data, &m)
		if m.Type != "ping" {
			t.Fatalf("silent client got %s", data)
		}
	}
}

// A connection_init whose payload is not an object closes with 4400 (it
// is not left open with nobody reading it), and a client that does not
// offer graphql-transport-ws is closed with 4406.
func TestMalformedInitAndSubprotocol(t *testing.T) {
	env, _ := testkit.NewBackoffice(t)
	for _, payload := range []string{`"abc"`, `[1]`, `5`} {
		c := dial(t, env, nil)
		c.sendRaw(`{"type":"connection_init","payload":` + payload + `}`)
		c.closed(realtime.CloseBadMessage)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, offered := range [][]string{nil, {"graphql-ws"}} {
		ws, _, err := websocket.Dial(ctx, strings.Replace(env.URL, "http", "ws", 1)+"/api/v1/realtime", &websocket.DialOptions{Subprotocols: offered})
		if err != nil {
			t.Fatalf("dial offering %v: %v", offered, err)
		}
		c := &client{t: t, conn: ws}
		c.closed(realtime.CloseSubprotocol)
	}
}
