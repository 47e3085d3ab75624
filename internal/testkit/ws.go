package testkit

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// WSMessage is one graphql-transport-ws message.
type WSMessage struct {
	Type    string          `json:"type"`
	ID      string          `json:"id,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// WSClient speaks graphql-transport-ws to the real router's
// /api/v1/realtime.
type WSClient struct {
	T    testing.TB
	Conn *websocket.Conn
}

// RealtimeURL is the ws:// address of the realtime door.
func (e *Env) RealtimeURL() string {
	return strings.Replace(e.URL, "http", "ws", 1) + "/api/v1/realtime"
}

// DialRealtime opens a socket (subprotocol graphql-transport-ws) with the
// upgrade's header, closed when the test ends.
func (e *Env) DialRealtime(t testing.TB, header http.Header) *WSClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, resp, err := websocket.Dial(ctx, e.RealtimeURL(), &websocket.DialOptions{
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
	return &WSClient{T: t, Conn: c}
}

// Send writes v as one message.
func (c *WSClient) Send(v any) {
	c.T.Helper()
	data, _ := json.Marshal(v)
	c.SendRaw(string(data))
}

// SendRaw writes s as one message, as is.
func (c *WSClient) SendRaw(s string) {
	c.T.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := c.Conn.Write(ctx, websocket.MessageText, []byte(s)); err != nil {
		c.T.Fatalf("write: %v", err)
	}
}

// Init sends connection_init with payload.
func (c *WSClient) Init(payload map[string]any) {
	c.T.Helper()
	c.Send(map[string]any{"type": "connection_init", "payload": payload})
}

// Subscribe starts operation id.
func (c *WSClient) Subscribe(id, query string, vars map[string]any) {
	c.T.Helper()
	c.Send(map[string]any{"type": "subscribe", "id": id, "payload": map[string]any{"query": query, "variables": vars}})
}

// Read returns the next message other than ping and pong, answering pings.
func (c *WSClient) Read() (WSMessage, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	for {
		_, data, err := c.Conn.Read(ctx)
		if err != nil {
			return WSMessage{}, err
		}
		var m WSMessage
		if err := json.Unmarshal(data, &m); err != nil {
			c.T.Fatalf("server sent %s: %v", data, err)
		}
		if m.Type == "ping" {
			c.Send(WSMessage{Type: "pong"})
			continue
		}
		if m.Type != "pong" {
			return m, nil
		}
	}
}

// Must reads the next message and fails unless it is of type typ.
func (c *WSClient) Must(typ string) WSMessage {
	c.T.Helper()
	m, err := c.Read()
	if err != nil {
		c.T.Fatalf("waiting for %s: %v", typ, err)
	}
	if m.Type != typ {
		c.T.Fatalf("got %s %s, want %s", m.Type, m.Payload, typ)
	}
	return m
}

// Closed waits for the server to close the socket, skipping operation
// messages, checks the code and returns the reason.
func (c *WSClient) Closed(code websocket.StatusCode) string {
	c.T.Helper()
	for {
		m, err := c.Read()
		if err == nil {
			if m.Type == "next" || m.Type == "connection_ack" || m.Type == "complete" || m.Type == "error" {
				continue
			}
			c.T.Fatalf("got %s %s, want close %d", m.Type, m.Payload, code)
		}
		if got := websocket.CloseStatus(err); got != code {
			c.T.Fatalf("closed with %d (%v), want %d", got, err, code)
		}
		var ce websocket.CloseError
		if errors.As(err, &ce) {
			return ce.Reason
		}
		return ""
	}
}
