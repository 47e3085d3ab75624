package realtime

// Stats is what the socket door holds right now, read at each scrape.
type Stats struct {
	Connections   int   // open sockets of this process
	Subscriptions int   // operations running on them
	MessagesSent  int64 // operation results written since the start
}

// Stats counts the open sockets and their running operations.
func (s *Socket) Stats() Stats {
	s.openMu.Lock()
	conns := make([]*conn, 0, len(s.open))
	for c := range s.open {
		conns = append(conns, c)
	}
	s.openMu.Unlock()
	st := Stats{Connections: len(conns), MessagesSent: s.sent.Load()}
	for _, c := range conns {
		c.mu.Lock()
		st.Subscriptions += len(c.ids)
		c.mu.Unlock()
	}
	return st
}
