package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strconv"
	"sync"
	"time"

	"voiceagent/internal/auth"
	"voiceagent/internal/numbers"
	"voiceagent/internal/sms"
	"voiceagent/rest/v1/webhooksig"
)

// Credentials the bench platform verifies with, unless the environment sets
// its own.
const (
	benchPublicBase = "https://voice.bench.example"
	benchSMSSecret  = "bench-sms-secret"
)

// benchSMSInbound posts signed inbound messages at a steady rate to one
// organization's number, open loop (each request at its time, whatever the
// previous ones did), and reports the latency of the answers.
func benchSMSInbound(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench sms-inbound", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_sms_inbound?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	rate := fs.Int("rate", 200, "requests per second")
	dur := fs.Duration("duration", 10*time.Second, "how long the steady rate is held")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *rate < 1 || *dur <= 0 {
		return fmt.Errorf("-rate and -duration must be positive")
	}
	for k, v := range map[string]string{"TWILIO_AUTH_TOKEN": benchTwilioToken, "PUBLIC_BASE_URL": benchPublicBase, "SMS_INBOUND_SECRET": benchSMSSecret} {
		if os.Getenv(k) == "" {
			_ = os.Setenv(k, v)
		}
	}
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	token, base, secret := a.Config.TwilioAuthToken, a.Config.PublicBaseURL, a.Config.SMSInboundSecret

	org, err := a.Orgs.Create(ctx, "bench sms inbound "+time.Now().Format(time.RFC3339Nano), "")
	if err != nil {
		return err
	}
	n, err := rand.Int(rand.Reader, big.NewInt(1e8))
	if err != nil {
		return err
	}
	line := fmt.Sprintf("+55113%08d", n.Int64())
	if _, err := a.Numbers.Add(auth.WithPrincipal(ctx, auth.System(org.ID)), numbers.AddInput{Number: line, SMS: true}); err != nil {
		return fmt.Errorf("add the bench number: %w", err)
	}
	srv := httptest.NewServer(a.Handler())
	defer srv.Close()
	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 256}}

	total := int(float64(*rate) * dur.Seconds())
	run := time.Now().UnixNano()
	request := func(i int) (*http.Request, error) {
		from := fmt.Sprintf("+55119%08d", i%1e8)
		id := fmt.Sprintf("bench-%d-%d", run, i)
		if i%2 == 0 {
			form := url.Values{"MessageSid": {id}, "From": {from}, "To": {line}, "Body": {"bench message " + strconv.Itoa(i)}}
			r, err := http.NewRequest(http.MethodPost, srv.URL+sms.InboundPath, bytes.NewBufferString(form.Encode()))
			if err != nil {
				return nil, err
			}
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			r.Header.Set(sms.HeaderTwilioSignature, sms.TwilioSignature(token, base+sms.InboundPath, form))
			return r, nil
		}
		body, _ := json.Marshal(map[string]string{"message_id": id, "from": from, "to": line, "text": "bench message " + strconv.Itoa(i)})
		r, err := http.NewRequest(http.MethodPost, srv.URL+sms.InboundPath, bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		ts := strconv.FormatInt(time.Now().Unix(), 10)
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set(sms.HeaderSMSTimestamp, ts)
		r.Header.Set(sms.HeaderSMSSignature, webhooksig.Sign(secret, ts, body))
		return r, nil
	}

	// A second at the rate first, unmeasured: the connections of the
	// client and of the database pool are opened once, not in the figures.
	warm := *rate
	lat := make([]time.Duration, warm+total)
	errs := make(chan error, warm+total)
	var wg sync.WaitGroup
	interval := time.Second / time.Duration(*rate)
	start := time.Now()
	for i := 0; i < warm+total; i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		time.Sleep(time.Until(start.Add(time.Duration(i) * interval)))
		req, err := request(i)
		if err != nil {
			return err
		}
		wg.Add(1)
		go func(i int, req *http.Request) {
			defer wg.Done()
			t0 := time.Now()
			resp, err := client.Do(req)
			if err != nil {
				errs <- err
				return
			}
			b, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			lat[i] = time.Since(t0)
			if resp.StatusCode != http.StatusOK {
				errs <- fmt.Errorf("request %d: %d %s", i, resp.StatusCode, b)
			}
		}(i, req)
	}
	wg.Wait()
	elapsed := time.Since(start) - time.Duration(warm)*interval
	close(errs)
	if err := <-errs; err != nil {
		return err
	}
	var stored int
	if err := a.DB.QueryRow(ctx, `SELECT count(*) FROM sms_messages WHERE organization_id = $1 AND direction = 'inbound'`, org.ID).Scan(&stored); err != nil {
		return err
	}
	lat = lat[warm:]
	p50, p99 := percentile(lat, 50), percentile(lat, 99)
	fmt.Printf("inbound SMS webhook: %d requests in %.1f s (%.0f req/s offered %d/s), p50 %.2f ms, p99 %.2f ms, max %.2f ms (target p99 < 20 ms), after %d unmeasured; stored %d of %d, once each\n",
		total, elapsed.Seconds(), float64(total)/elapsed.Seconds(), *rate, ms(p50), ms(p99), ms(percentile(lat, 100)), warm, stored, warm+total)
	if stored != warm+total {
		return fmt.Errorf("stored %d messages for %d requests", stored, warm+total)
	}
	return nil
}
