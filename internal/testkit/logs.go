package testkit

import (
	"strings"
	"sync"
)

type logBuffer struct {
	mu sync.Mutex
	b  strings.Builder
	// ended is set when the platform's test has cleaned up: a goroutine
	// the platform left behind (a socket closing late) may still log, and
	// the testing package panics on a test's log after it completed.
	ended bool
}

// end stops forwarding to the test log; later lines are only kept.
func (l *logBuffer) end() {
	l.mu.Lock()
	l.ended = true
	l.mu.Unlock()
}

// Logs returns what the platform has logged so far (at LOG_LEVEL), so a
// test can check that a refusal was not logged as an error.
func (e *Env) Logs() string {
	e.logs.mu.Lock()
	defer e.logs.mu.Unlock()
	return e.logs.b.String()
}
