package testkit

import (
	"strings"
	"sync"
)

type logBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *logBuffer) add(p []byte) {
	l.mu.Lock()
	l.b.Write(p)
	l.mu.Unlock()
}

// Logs returns what the platform has logged so far (at LOG_LEVEL), so a
// test can check that a refusal was not logged as an error.
func (e *Env) Logs() string {
	e.logs.mu.Lock()
	defer e.logs.mu.Unlock()
	return e.logs.b.String()
}
