package realtime

// One pinger per process keeps every open socket alive and drops silent ones.

import (
	"context"
	"time"

	"github.com/coder/websocket"
)

// track adds c to the open sockets the pinger visits, starting it if it is
// not running.
func (s *Socket) track(c *conn) {
	s.openMu.Lock()
	defer s.openMu.Unlock()
	s.open[c] = struct{}{} // held without pings too: Stats counts them
	if s.opt.PingInterval > 0 && !s.pinging {
		s.pinging = true
		go s.ping()
	}
}

func (s *Socket) untrack(c *conn) {
	s.openMu.Lock()
	delete(s.open, c)
	s.openMu.Unlock()
}

// ping sends the protocol's ping to every acknowledged socket each
// PingInterval, and drops a socket that sent nothing since the previous
// ping. It returns when no socket is left (track starts it again).
func (s *Socket) ping() {
	t := time.NewTicker(s.opt.PingInterval)
	defer t.Stop()
	ping := []byte(`{"type":"ping"}`)
	for range t.C {
		s.openMu.Lock()
		if len(s.open) == 0 {
			s.pinging = false
			s.openMu.Unlock()
			return
		}
		conns := make([]*conn, 0, len(s.open))
		for c := range s.open {
			conns = append(conns, c)
		}
		s.openMu.Unlock()
		for _, c := range conns {
			c.mu.Lock()
			silent := c.pinged && !c.heard
			send := c.acked && !c.closed && !silent
			if send {
				c.pinged, c.heard = true, false
			}
			c.mu.Unlock()
			if silent {
				c.closeWith(CloseNoPong, "No pong since the last ping")
				continue
			}
			if send {
				ctx, cancel := context.WithTimeout(context.Background(), time.Second)
				_ = c.ws.Write(ctx, websocket.MessageText, ping)
				cancel()
			}
		}
	}
}
