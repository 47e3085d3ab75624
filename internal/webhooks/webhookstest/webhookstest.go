// Package webhookstest provides local https receivers for tests and
// benchmarks of outbound webhooks: they record every request and answer as
// the test tells them. Signatures are checked here with crypto/hmac directly,
// independently of the platform's signing code.
package webhookstest

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"time"
)

// Request is one request a receiver got.
type Request struct {
	N        int // 1-based order of arrival
	At       time.Time
	Header   http.Header
	Body     []byte
	Envelope Envelope
}

// Envelope is the decoded body of a delivery.
type Envelope struct {
	ID        string          `json:"id"`
	Event     string          `json:"event"`
	CreatedAt time.Time       `json:"created_at"`
	Data      json.RawMessage `json:"data"`
}

// Respond decides the answer to the n-th request (1-based).
type Respond func(n int, w http.ResponseWriter, r *http.Request)

// OK answers 200 to everything.
func OK(_ int, w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) }

// Status answers code to everything.
func Status(code int) Respond {
	return func(_ int, w http.ResponseWriter, _ *http.Request) { w.WriteHeader(code) }
}

// Receiver is a local TLS server that records requests.
type Receiver struct {
	Server *httptest.Server
	URL    string

	mu      sync.Mutex
	respond Respond
	got     []Request
	notify  chan struct{}
}

// NewReceiver starts a TLS receiver (certificate for 127.0.0.1, see CertPEM).
func NewReceiver(respond Respond) *Receiver {
	rc := &Receiver{respond: respond, notify: make(chan struct{}, 1)}
	rc.Server = httptest.NewTLSServer(http.HandlerFunc(rc.serve))
	rc.URL = rc.Server.URL + "/hooks"
	return rc
}

// SetRespond changes how the receiver answers from now on.
func (rc *Receiver) SetRespond(r Respond) {
	rc.mu.Lock()
	rc.respond = r
	rc.mu.Unlock()
}

func (rc *Receiver) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	req := Request{At: time.Now(), Header: r.Header.Clone(), Body: body}
	_ = json.Unmarshal(body, &req.Envelope)
	rc.mu.Lock()
	req.N = len(rc.got) + 1
	rc.got = append(rc.got, req)
	respond := rc.respond
	rc.mu.Unlock()
	select {
	case rc.notify <- struct{}{}:
	default:
	}
	respond(req.N, w, r)
}

// Requests returns a copy of what arrived so far.
func (rc *Receiver) Requests() []Request {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return append([]Request(nil), rc.got...)
}

// Count is the number of requests so far.
func (rc *Receiver) Count() int {
	rc.mu.Lock()
	defer rc.mu.Unlock()
	return len(rc.got)
}

// Close stops the receiver.
func (rc *Receiver) Close() { rc.Server.Close() }

// CertPEM returns the PEM certificate every httptest TLS server presents.
func CertPEM(srv *httptest.Server) []byte {
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: srv.Certificate().Raw})
}

// WriteCAFile writes the httptest certificate to dir and returns the path,
// for WEBHOOK_CA_FILE.
func WriteCAFile(dir string) (string, error) {
	srv := httptest.NewTLSServer(http.NotFoundHandler())
	defer srv.Close()
	p := filepath.Join(dir, "webhook-ca.pem")
	return p, os.WriteFile(p, CertPEM(srv), 0o600)
}

// CheckSignature verifies a request's signature with crypto/hmac directly:
// HMAC-SHA256 keyed with the secret over timestamp + "." + body, hex, with
// the sha256= prefix, and the timestamp within 5 minutes of now.
func CheckSignature(secret string, r Request, now time.Time) error {
	ts := r.Header.Get("X-Service-Timestamp")
	var sec int64
	if _, err := fmt.Sscanf(ts, "%d", &sec); err != nil {
		return fmt.Errorf("timestamp %q is not Unix seconds", ts)
	}
	if d := now.Sub(time.Unix(sec, 0)); d > 5*time.Minute || d < -5*time.Minute {
		return fmt.Errorf("timestamp %s is %s from now", ts, d)
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "." + string(r.Body)))
	want := "sha256=" + hex.EncodeToString(mac.Sum(nil))
	if got := r.Header.Get("X-Service-Signature"); !hmac.Equal([]byte(got), []byte(want)) {
		return fmt.Errorf("signature %q, want %q", got, want)
	}
	return nil
}
