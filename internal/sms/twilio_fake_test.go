package sms_test

import (
	"crypto/subtle"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeTwilio speaks Twilio's Messages API over TLS: a form-encoded POST to
// /2010-04-01/Accounts/{sid}/Messages.json with basic auth sid:token, a 201
// message resource, or Twilio's JSON error body.
type fakeTwilio struct {
	*httptest.Server
	sid, token string

	mu    sync.Mutex
	sends map[string]int        // requests per Body
	forms map[string]url.Values // the last form per Body
	// answer chooses the answer to the nth request (from 1) for a body; nil
	// or status 0 accepts the message.
	answer func(body string, n int) (status int, payload string)
}

const (
	testSID   = "AC0123456789abcdef0123456789abcdef"
	testToken = "tok-7f3c9e1d2b4a6f8e0c1d3b5a7f9e2c4d"
)

func newFakeTwilio(t *testing.T) *fakeTwilio {
	t.Helper()
	f := &fakeTwilio{sid: testSID, token: testToken, sends: map[string]int{}, forms: map[string]url.Values{}}
	f.Server = httptest.NewTLSServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.Close)
	return f
}

func twilioError(code, status int, message string) string {
	b, _ := json.Marshal(map[string]any{"code": code, "message": message,
		"more_info": fmt.Sprintf("https://www.twilio.com/docs/errors/%d", code), "status": status})
	return string(b)
}

func (f *fakeTwilio) serve(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	if r.Method != http.MethodPost || r.URL.Path != "/2010-04-01/Accounts/"+f.sid+"/Messages.json" {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(twilioError(20404, 404, "The requested resource "+r.URL.Path+" was not found")))
		return
	}
	user, pass, ok := r.BasicAuth()
	if !ok || user != f.sid || subtle.ConstantTimeCompare([]byte(pass), []byte(f.token)) != 1 {
		w.WriteHeader(http.StatusUnauthorized)
		_, _ = w.Write([]byte(twilioError(20003, 401, "Authenticate")))
		return
	}
	if !strings.HasPrefix(r.Header.Get("Content-Type"), "application/x-www-form-urlencoded") {
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(twilioError(20001, 400, "Content-Type must be form-encoded")))
		return
	}
	if err := r.ParseForm(); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	body := r.PostForm.Get("Body")
	f.mu.Lock()
	f.sends[body]++
	n := f.sends[body]
	f.forms[body] = r.PostForm
	answer := f.answer
	f.mu.Unlock()
	if answer != nil {
		if status, payload := answer(body, n); status != 0 {
			w.WriteHeader(status)
			_, _ = w.Write([]byte(payload))
			return
		}
	}
	sid := fmt.Sprintf("SM%032x", uint64(len(body))<<32|uint64(n)^uint64(time.Now().UnixNano()))
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"account_sid": f.sid, "api_version": "2010-04-01", "body": body,
		"date_created": time.Now().UTC().Format(time.RFC1123Z), "direction": "outbound-api",
		"error_code": nil, "error_message": nil, "from": r.PostForm.Get("From"), "messaging_service_sid": nil,
		"num_media": "0", "num_segments": "1", "price": nil, "price_unit": "USD", "sid": sid, "status": "queued",
		"to": r.PostForm.Get("To"), "uri": "/2010-04-01/Accounts/" + f.sid + "/Messages/" + sid + ".json",
	})
}

func (f *fakeTwilio) sendsOf(body string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.sends[body]
}

func (f *fakeTwilio) formOf(body string) url.Values {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.forms[body]
}

// caFile writes the fake's certificate where WEBHOOK_CA_FILE can name it.
func (f *fakeTwilio) caFile(t *testing.T) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "twilio-ca.pem")
	if err := os.WriteFile(p, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: f.Certificate().Raw}), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}
