package realtime

// A connection's state and the WebSocket connection gqlgen reads and
// writes through (on coder/websocket directly).

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/coder/websocket"
)

type stateKey struct{}

// connState is one socket's: its upgrade headers, its connection, the user
// slot it holds and its expiry timer.
type connState struct {
	socket *Socket
	header http.Header
	// foreign: the Origin is neither the server's nor configured, but some
	// widget agent lists it.
	foreign bool

	// slot names this socket's lease among its user's (see userSlots).
	slot string

	mu     sync.Mutex
	conn   *conn
	user   string
	expiry *time.Timer
	done   bool
	// watchers close the socket when the rights it was opened with change.
	watchers []*Subscriber
}

func stateFrom(ctx context.Context) *connState {
	st, _ := ctx.Value(stateKey{}).(*connState)
	return st
}

func (st *connState) hold(user string) {
	st.mu.Lock()
	st.user = user
	st.mu.Unlock()
}

// release gives back the user's slot and stops the expiry timer, once.
func (st *connState) release() {
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.done {
		return
	}
	st.done = true
	if st.expiry != nil {
		st.expiry.Stop()
	}
	for _, w := range st.watchers {
		st.socket.opt.Bus.Unsubscribe(w)
	}
	if st.user != "" {
		st.socket.releaseSlot(st.user, st)
	}
}

// closeWith closes the socket with code and reason (the first close wins).
func (st *connState) closeWith(code int, reason string) {
	st.mu.Lock()
	c := st.conn
	st.mu.Unlock()
	if c != nil {
		c.closeWith(code, reason)
	}
}

// CloseConnection closes the socket of ctx's operation with code and reason
// (a subscriber that fell behind, for one).
func CloseConnection(ctx context.Context, code int, reason string) {
	if st := stateFrom(ctx); st != nil {
		st.closeWith(code, shorten(reason))
	}
}

type implementation struct{ s *Socket }

// Accept upgrades with coder/websocket directly (not through gqlgen's
// adapter), so a message gqlgen writes is encoded once and written as is.
func (i implementation) Accept(w http.ResponseWriter, r *http.Request, o transport.WebsocketAcceptOptions) (transport.WebsocketConn, error) {
	st := stateFrom(r.Context())
	if st == nil {
		return nil, errors.New("realtime: no connection state")
	}
	for k, vs := range o.ResponseHeader {
		for _, v := range vs {
			w.Header().Add(k, v)
		}
	}
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{
		Subprotocols:       []string{graphqlTransportWSName}, // not gqlgen's legacy graphql-ws
		InsecureSkipVerify: true,                             // the Origin was checked by Handler
	})
	if err != nil {
		return nil, err
	}
	c := &conn{ws: ws, socket: i.s, max: i.s.opt.MaxSubscriptions, ids: map[string]struct{}{},
		noProtocol: ws.Subprotocol() != graphqlTransportWSName}
	st.mu.Lock()
	st.conn = c
	st.mu.Unlock()
	i.s.track(c)
	return c, nil
}

// conn enforces what gqlgen leaves to the application: the protocol's close
// codes for a bad message, a duplicate id, a second connection_init, a
// subscribe before the acknowledgement and the init timeout, and the cap
// on operations running at once.
type conn struct {
	ws     *websocket.Conn
	socket *Socket
	max    int

	mu     sync.Mutex
	inited bool
	acked  bool
	ids    map[string]struct{}
	closed bool
	// pinged: a ping is out; heard: the client sent something since.
	pinged, heard bool
	// noProtocol: the client did not offer graphql-transport-ws.
	noProtocol bool
	// public: a widget's socket, which may run only publicOperations.
	public bool
}

func (c *conn) setPublic() {
	c.mu.Lock()
	c.public = true
	c.mu.Unlock()
}

type envelope struct {
	Type    string          `json:"type"`
	ID      string          `json:"id,omitempty"`
	Payload json.RawMessage `json:"payload,omitempty"`
}

// objectOrNull reports whether a payload is absent, null or a JSON object,
// the only connection_init payloads the protocol allows.
func objectOrNull(p json.RawMessage) bool {
	p = bytes.TrimSpace(p)
	return len(p) == 0 || bytes.Equal(p, []byte("null")) || p[0] == '{'
}

func (c *conn) closeWith(code int, reason string) {
	c.mu.Lock()
	if c.closed {
		c.mu.Unlock()
		return
	}
	c.closed = true
	c.mu.Unlock()
	c.socket.untrack(c)
	// coder/websocket's Close waits up to 5 s for the peer's close frame:
	// not on the caller's goroutine.
	go func() { _ = c.ws.Close(websocket.StatusCode(code), shorten(reason)) }()
}

// Close drops the connection, unless a close handshake is under way.
func (c *conn) Close() error {
	c.socket.untrack(c)
	c.mu.Lock()
	closing := c.closed
	c.mu.Unlock()
	if closing {
		return nil
	}
	return c.ws.CloseNow()
}

// Subprotocol is the negotiated subprotocol. A client that offered no
// graphql-transport-ws gets a name gqlgen does not know, so it closes the
// socket at once (WriteClose makes that 4406).
func (c *conn) Subprotocol() string {
	if c.noProtocol {
		return "none"
	}
	return c.ws.Subprotocol()
}

// NextReader checks each client message before gqlgen reads it.
func (c *conn) NextReader() (int, io.Reader, error) {
	for {
		t, data, err := c.ws.Read(context.Background())
		if err != nil {
			if s := websocket.CloseStatus(err); s == websocket.StatusNormalClosure || s == websocket.StatusNoStatusRcvd {
				return int(t), nil, transport.ErrWebsocketClosed
			}
			return int(t), nil, err
		}
		var m envelope
		if err := json.Unmarshal(data, &m); err != nil || m.Type == "" {
			c.closeWith(CloseBadMessage, "Invalid message received")
			return int(t), nil, transport.ErrWebsocketClosed
		}
		c.mu.Lock()
		c.heard = true
		code, reason, refuse := 0, "", ""
		switch m.Type {
		case "connection_init":
			switch {
			case c.inited:
				code, reason = CloseTooManyInits, "Too many initialisation requests"
			case !objectOrNull(m.Payload):
				code, reason = CloseBadMessage, "Invalid message received: the connection_init payload must be an object"
			}
			c.inited = true
		case "subscribe":
			switch _, running := c.ids[m.ID]; {
			case !c.acked:
				code, reason = CloseUnauthorized, "Unauthorized"
			case m.ID == "":
				code, reason = CloseBadMessage, "Invalid message received: subscribe without id"
			case running:
				code, reason = CloseDuplicateID, "Subscriber for "+m.ID+" already exists"
			case c.public && !publicOperation(data):
				code, reason = CloseForbidden, "Forbidden: a public session may run only the mutation sendMessage and the subscription conversation"
			case len(c.ids) >= c.max:
				refuse = m.ID
			default:
				c.ids[m.ID] = struct{}{}
			}
		case "complete":
			delete(c.ids, m.ID)
		case "ping", "pong":
		default:
			code, reason = CloseBadMessage, "Invalid message received: unknown type "+m.Type
		}
		c.mu.Unlock()
		if code != 0 {
			c.closeWith(code, reason)
			return int(t), nil, transport.ErrWebsocketClosed
		}
		if refuse != "" {
			_ = c.WriteJSON(map[string]any{"type": "error", "id": refuse, "payload": []map[string]any{{
				"message":    "too many operations running on this connection; complete one first (REALTIME_MAX_SUBSCRIPTIONS)",
				"extensions": map[string]any{"code": "RATE_LIMITED"},
			}}})
			continue
		}
		return int(t), bytes.NewReader(data), nil
	}
}

// WriteJSON encodes v once and writes it, noting the acknowledgement and
// the end of operations. gqlgen's messages end with their "type" (the last
// field of its message struct), so the type is read from the end of the
// encoding and only the rare messages whose id matters are decoded again.
func (c *conn) WriteJSON(v any) error {
	c.mu.Lock()
	closing := c.closed
	c.mu.Unlock()
	if closing {
		// The close code is the answer; what the operations it ends say
		// (their context canceled) is not sent after it was decided.
		return nil
	}
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	switch typ := messageType(data); typ {
	case "next":
		c.socket.sent.Add(1)
	case "ping", "pong":
	default:
		var m envelope
		_ = json.Unmarshal(data, &m)
		c.mu.Lock()
		switch m.Type {
		case "connection_ack":
			c.acked = true
		case "complete", "error":
			delete(c.ids, m.ID)
		}
		c.mu.Unlock()
	}
	return c.ws.Write(context.Background(), websocket.MessageText, data)
}

var typeSuffix = []byte(`"type":"`)

// messageType reads the type of a message whose last field is "type"; ""
// when it is not.
func messageType(data []byte) string {
	i := bytes.LastIndex(data, typeSuffix)
	if i < 0 || !bytes.HasSuffix(data, []byte(`"}`)) {
		return ""
	}
	t := data[i+len(typeSuffix) : len(data)-2]
	if bytes.IndexByte(t, '"') >= 0 {
		return ""
	}
	return string(t)
}

// WriteClose maps gqlgen's generic protocol error to the protocol's codes.
func (c *conn) WriteClose(code int, reason string) error {
	if c.noProtocol {
		code, reason = CloseSubprotocol, "Subprotocol not acceptable: use "+graphqlTransportWSName
	} else if code == transport.WebsocketCloseProtocolError {
		if strings.Contains(reason, "timeout") {
			code, reason = CloseInitTimeout, "Connection initialisation timeout"
		} else {
			code, reason = CloseBadMessage, "Invalid message received"
		}
	}
	c.closeWith(code, reason)
	return nil
}

// SetReadLimit bounds one message.
func (c *conn) SetReadLimit(limit int64) { c.ws.SetReadLimit(limit) }
