package webhooksig_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"time"

	"voiceagent/rest/v1/webhooksig"
)

// A receiver reads the raw body, verifies it, and only then decodes it.
// X-Service-Delivery is the same on every retry of one delivery, so a
// receiver that stores it can ignore a delivery it already processed.
func Example() {
	secret := "svcw_example_secret" // shown once when the endpoint was registered

	receiver := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 5<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		if err := webhooksig.VerifyRequest(secret, r, body, time.Now()); err != nil {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		fmt.Println("verified", r.Header.Get(webhooksig.HeaderEvent), r.Header.Get(webhooksig.HeaderDelivery))
		w.WriteHeader(http.StatusNoContent)
	})

	// What the platform sends:
	body := `{"id":"0193a3c2-0000-7000-8000-000000000001","event":"ping","created_at":"2026-11-23T10:00:00Z","data":{}}`
	ts := strconv.FormatInt(time.Now().Unix(), 10)
	req := httptest.NewRequest(http.MethodPost, "/hooks", strings.NewReader(body))
	req.Header.Set(webhooksig.HeaderEvent, "ping")
	req.Header.Set(webhooksig.HeaderDelivery, "0193a3c2-0000-7000-8000-000000000002")
	req.Header.Set(webhooksig.HeaderTimestamp, ts)
	req.Header.Set(webhooksig.HeaderSignature, webhooksig.Sign(secret, ts, []byte(body)))
	rec := httptest.NewRecorder()
	receiver.ServeHTTP(rec, req)
	fmt.Println(rec.Code)

	// A tampered body is refused.
	req = httptest.NewRequest(http.MethodPost, "/hooks", strings.NewReader(strings.Replace(body, "ping", "pong", 1)))
	req.Header.Set(webhooksig.HeaderTimestamp, ts)
	req.Header.Set(webhooksig.HeaderSignature, webhooksig.Sign(secret, ts, []byte(body)))
	rec = httptest.NewRecorder()
	receiver.ServeHTTP(rec, req)
	fmt.Println(rec.Code)
	// Output:
	// verified ping 0193a3c2-0000-7000-8000-000000000002
	// 204
	// 401
}
