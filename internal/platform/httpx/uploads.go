package httpx

import (
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"voiceagent/internal/platform/apperr"
)

// UploadRetryAfter is the Retry-After (seconds) of an upload refused because
// it waited its whole queue time without getting a slot.
const UploadRetryAfter = 5

// UploadGate admits file uploads a few at a time (UPLOAD_CONCURRENCY) and
// makes the others wait their turn (up to UPLOAD_QUEUE_TIMEOUT). It is shared
// by every door that takes uploads, so the cap counts them all.
//
// A waiting upload holds no memory for its body: nothing of the body is read
// until the upload has its slot (the client's bytes wait in the socket, and an
// Expect: 100-continue client is not asked to send them yet).
//
// An upload refused after waiting is answered so that every client can read
// the answer: a client that asked for 100-continue gets the 503 before it sends
// anything; any other has its body read and discarded (up to the upload
// limit) first, since many clients write the whole body before they read, and
// a connection closed under their writes is a broken pipe, not a 503.
type UploadGate struct {
	slots        chan struct{}
	queueTimeout time.Duration
	maxBody      int64
	readWindow   time.Duration
	waiting      atomic.Int64
}

// NewUploadGate returns a gate admitting concurrency uploads at once, making
// others wait up to queueTimeout, discarding at most maxBody bytes of a
// refused one. readWindow is the time an upload's body has to arrive, counted
// from the end of its wait (the server's read timeout counts from the
// request's first byte, which would leave a long-waiting upload no time to
// send its body); zero leaves the server's deadline as it is.
func NewUploadGate(concurrency int, queueTimeout time.Duration, maxBody int64, readWindow time.Duration) *UploadGate {
	return &UploadGate{slots: make(chan struct{}, max(concurrency, 1)), queueTimeout: queueTimeout, maxBody: maxBody, readWindow: readWindow}
}

// InProgress returns how many uploads hold a slot now.
func (g *UploadGate) InProgress() int { return len(g.slots) }

// Waiting returns how many uploads wait for a slot now.
func (g *UploadGate) Waiting() int { return int(g.waiting.Load()) }

// Admit waits for an upload slot for r. With the slot it returns a release
// function the caller must call when the upload is done, and true. Without
// it (the queue time ran out, or the request's context ended) it has
// answered r itself (503 with Retry-After, or 413 for a body over the limit)
// and returns false.
func (g *UploadGate) Admit(w http.ResponseWriter, r *http.Request) (release func(), ok bool) {
	if !g.wait(r) {
		g.refuse(w, r)
		return nil, false
	}
	g.renewReadDeadline(w)
	return func() { <-g.slots }, true
}

// wait takes a slot, waiting up to the queue time; it gives up early when
// the request's context ends (server shutdown, an HTTP/2 stream reset). An
// HTTP/1.1 client that hangs up while waiting is not seen until its turn:
// its first body read then fails at once and the slot passes on.
func (g *UploadGate) wait(r *http.Request) bool {
	select {
	case g.slots <- struct{}{}:
		return true
	default:
	}
	g.waiting.Add(1)
	defer g.waiting.Add(-1)
	timer := time.NewTimer(g.queueTimeout)
	defer timer.Stop()
	select {
	case g.slots <- struct{}{}:
		return true
	case <-timer.C:
		return false
	case <-r.Context().Done():
		return false
	}
}

func (g *UploadGate) refuse(w http.ResponseWriter, r *http.Request) {
	// A request whose context ended has no one (or no time) to send the rest.
	if r.Context().Err() == nil && !strings.EqualFold(r.Header.Get("Expect"), "100-continue") {
		// Reading the body of an Expect: 100-continue request would ask the
		// client to send it; any other client is already sending it.
		g.renewReadDeadline(w)
		n, err := io.CopyN(io.Discard, r.Body, g.maxBody+1)
		var maxErr *http.MaxBytesError
		if errors.As(err, &maxErr) || n > g.maxBody {
			Error(w, r, apperr.New(apperr.TooLarge, "the upload is larger than %d bytes", g.maxBody))
			return
		}
	}
	w.Header().Set("Retry-After", strconv.Itoa(UploadRetryAfter))
	Error(w, r, apperr.New(apperr.Unavailable, "Too many uploads in progress: this one waited %s for its turn; retry after %d seconds",
		waitText(g.queueTimeout), UploadRetryAfter))
}

// renewReadDeadline gives the body the read window from now.
func (g *UploadGate) renewReadDeadline(w http.ResponseWriter) {
	if g.readWindow > 0 {
		_ = http.NewResponseController(w).SetReadDeadline(time.Now().Add(g.readWindow))
	}
}

func waitText(d time.Duration) string {
	if d%time.Second == 0 {
		return fmt.Sprintf("%ds", int(d/time.Second))
	}
	return d.String()
}
