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
type (
	client = testkit.WSClient
	msg    = testkit.WSMessage
)

func dial(t testing.TB, env *testkit.Env, header http.Header) *client {
	t.Helper()
	return env.DialRealtime(t, header)
}

func initFor(s *testkit.Session) map[string]any {
	return map[string]any{"authorization": "Bearer " + s.Token, "organizationId": s.Org}
}

// connect opens an acknowledged socket for the session.
func connect(t testing.TB, env *testkit.Env, s *testkit.Session) *client {
	t.Helper()
	c := dial(t, env, nil)
	c.Init(initFor(s))
	c.Must("connection_ack")
	return c
}

func TestQueryOverSocketWithInitPayload(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)
	c := connect(t, env, s)
	c.Send(map[string]any{"type": "subscribe", "id": "1", "payload": map[string]any{"query": "{ me { user { id } } }"}})
	next := c.Must("next")
	if !strings.Contains(string(next.Payload), `"me"`) || strings.Contains(string(next.Payload), "errors") {
		t.Fatalf("query answer %s", next.Payload)
	}
	if m := c.Must("complete"); m.ID != "1" {
		t.Fatalf("complete for %q", m.ID)
	}
}

func TestUpgradeHeadersAuthenticate(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleEditor)
	c := dial(t, env, http.Header{"Authorization": {"Bearer " + s.Token}, "X-Organization-Id": {s.Org}})
	c.Init(nil)
	c.Must("connection_ack")
}

func TestCloseCodes(t *testing.T) {
	env, id := testkit.NewBackoffice(t, testkit.WithVar("REALTIME_INIT_TIMEOUT", "300ms"))
	org := env.MustOrg("Acme")
	other := env.MustOrg("Other")
	s := env.Session(id, org.ID, auth.RoleAdmin)

	t.Run("no credential is 4401", func(t *testing.T) {
		c := dial(t, env, nil)
		c.Init(map[string]any{})
		c.Closed(4401)
	})
	t.Run("invalid token is 4401", func(t *testing.T) {
		c := dial(t, env, nil)
		c.Init(map[string]any{"authorization": "Bearer not-a-jwt", "organizationId": s.Org})
		c.Closed(4401)
	})
	t.Run("not a member is 4403", func(t *testing.T) {
		c := dial(t, env, nil)
		c.Init(initFor(s.In(other.ID.String())))
		c.Closed(4403)
	})
	t.Run("no connection_init in time is 4408", func(t *testing.T) {
		c := dial(t, env, nil)
		c.Closed(4408)
	})
	t.Run("bad message is 4400", func(t *testing.T) {
		c := dial(t, env, nil)
		c.SendRaw("{not json")
		c.Closed(4400)
	})
	t.Run("subscribe before the acknowledgement is 4401", func(t *testing.T) {
		c := dial(t, env, nil)
		c.Send(map[string]any{"type": "subscribe", "id": "1", "payload": map[string]any{"query": "{ me { user { id } } }"}})
		c.Closed(4401)
	})
	t.Run("second connection_init is 4429", func(t *testing.T) {
		c := connect(t, env, s)
		c.Init(initFor(s))
		c.Closed(4429)
	})
	t.Run("unknown message type is 4400", func(t *testing.T) {
		c := connect(t, env, s)
		c.Send(map[string]any{"type": "start", "id": "1"})
		c.Closed(4400)
	})
	t.Run("expired session is 4401 at expiry", func(t *testing.T) {
		// JWT expiry is in whole seconds: three seconds leave the
		// connection time to be acknowledged on a loaded machine.
		token := id.Token(testkit.Claims{Subject: s.Subject, Email: s.Subject + "@example.com", Expiry: time.Now().Add(3 * time.Second)})
		c := connect(t, env, env.SessionFor(token, s.Org))
		c.Closed(4401)
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
	// The close is all the client hears: no error for the running
	// subscription the close ends.
	for {
		m, err := c.Read()
		if err != nil {
			if got := websocket.CloseStatus(err); got != 4409 {
				t.Fatalf("closed with %d (%v), want 4409", got, err)
			}
			return
		}
		if m.Type == "error" || strings.Contains(string(m.Payload), "INTERNAL") {
			t.Fatalf("got %s %s before the close", m.Type, m.Payload)
		}
	}
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
		_, data, err := answering.Conn.Read(ctx)
		if err != nil {
			t.Fatalf("the answering socket: %v", err)
		}
		var m msg
		_ = json.Unmarshal(data, &m)
		if m.Type == "ping" {
			pings++
			answering.Send(msg{Type: "pong"})
		}
	}
	answering.Send(map[string]any{"type": "subscribe", "id": "q", "payload": map[string]any{"query": "{ me { user { id } } }"}})
	answering.Must("next")

	// The silent one never read its pings, so it sent no pong: dropped.
	rctx, rcancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer rcancel()
	for {
		_, data, err := silent.Conn.Read(rctx)
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
		c.SendRaw(`{"type":"connection_init","payload":` + payload + `}`)
		c.Closed(realtime.CloseBadMessage)
	}

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, offered := range [][]string{nil, {"graphql-ws"}} {
		ws, _, err := websocket.Dial(ctx, strings.Replace(env.URL, "http", "ws", 1)+"/api/v1/realtime", &websocket.DialOptions{Subprotocols: offered})
		if err != nil {
			t.Fatalf("dial offering %v: %v", offered, err)
		}
		c := &client{T: t, Conn: ws}
		c.Closed(realtime.CloseSubprotocol)
	}
}
