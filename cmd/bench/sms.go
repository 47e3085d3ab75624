package main

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/sms"
	"voiceagent/internal/webhooks/webhookstest"
)

func init() {
	register(suite{name: "sms", summary: "10,000 post-call SMS queued in one transaction, sent through the Twilio provider to a local Twilio fake (TLS, Messages API) with the default WORKER_CONCURRENCY and SMS_ORG_CONCURRENCY: sent/s from commit to the last one sent; none sent twice; then signed inbound webhooks at 200 requests/s (p99 target < 20 ms)", run: benchSMS})
}

const (
	benchTwilioSID   = "ACbench0000000000000000000000000000"
	benchTwilioToken = "bench-twilio-token"
)

// twilioFake accepts every well-formed Messages API request and counts the
// requests per message body (each message's body is unique).
type twilioFake struct {
	srv      *httptest.Server
	mu       sync.Mutex
	perBody  map[string]int
	requests atomic.Int64
	refused  atomic.Int64
}

func newTwilioFake() *twilioFake {
	f := &twilioFake{perBody: map[string]int{}}
	path := "/2010-04-01/Accounts/" + benchTwilioSID + "/Messages.json"
	var seq atomic.Uint64
	f.srv = httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.requests.Add(1)
		w.Header().Set("Content-Type", "application/json")
		user, pass, ok := r.BasicAuth()
		if r.Method != http.MethodPost || r.URL.Path != path || !ok || user != benchTwilioSID ||
			subtle.ConstantTimeCompare([]byte(pass), []byte(benchTwilioToken)) != 1 || r.ParseForm() != nil {
			f.refused.Add(1)
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"code":20003,"message":"Authenticate","more_info":"https://www.twilio.com/docs/errors/20003","status":401}`))
			return
		}
		body := r.PostForm.Get("Body")
		f.mu.Lock()
		f.perBody[body]++
		f.mu.Unlock()
		sid := fmt.Sprintf("SM%032x", seq.Add(1))
		w.WriteHeader(http.StatusCreated)
		_ = json.NewEncoder(w).Encode(map[string]any{"sid": sid, "account_sid": benchTwilioSID, "status": "queued",
			"to": r.PostForm.Get("To"), "from": r.PostForm.Get("From"), "body": body, "direction": "outbound-api",
			"num_segments": "1", "api_version": "2010-04-01", "uri": "/2010-04-01/Accounts/" + benchTwilioSID + "/Messages/" + sid + ".json"})
	}))
	f.srv.StartTLS()
	return f
}

// counts returns how many distinct messages arrived and the most requests
// one of them got.
func (f *twilioFake) counts() (distinct, most int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, n := range f.perBody {
		most = max(most, n)
	}
	return len(f.perBody), most
}

// withEnv sets variables for the rest of the suite and returns what puts
// the earlier values back, so the suites after this one (bench all) see
// the environment they were given.
func withEnv(vars map[string]string) func() {
	old := map[string]*string{}
	for k, v := range vars {
		if prev, ok := os.LookupEnv(k); ok {
			old[k] = &prev
		} else {
			old[k] = nil
		}
		os.Setenv(k, v)
	}
	return func() {
		for k, v := range old {
			if v == nil {
				os.Unsetenv(k)
			} else {
				os.Setenv(k, *v)
			}
		}
	}
}

func benchSMS(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench sms", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_sms?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/5", "bench Redis")
	n := fs.Int("messages", 10_000, "post-call SMS queued at once")
	if err := fs.Parse(args); err != nil {
		return err
	}
	fake := newTwilioFake()
	defer fake.srv.Close()
	dir, err := os.MkdirTemp("", "bench-sms")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	ca, err := webhookstest.WriteCAFile(dir) // httptest's certificate, the fake's
	if err != nil {
		return err
	}
	restore := withEnv(map[string]string{"SMS_PROVIDER": "twilio", "TWILIO_ACCOUNT_SID": benchTwilioSID,
		"TWILIO_AUTH_TOKEN": benchTwilioToken, "TWILIO_BASE_URL": fake.srv.URL, "PUBLIC_BASE_URL": "https://voice.example.com",
		"WEBHOOK_CA_FILE": ca, "EGRESS_ALLOW_PRIVATE": "127.0.0.0/8"})
	a, err := openApp(ctx, *dbURL, *redisURL)
	restore()
	if err != nil {
		return err
	}
	defer a.Close()
	if p, live := a.SMS.Capability(); p != "twilio" || !live {
		return fmt.Errorf("the platform sends SMS through %s, not twilio", p)
	}
	insp := asynq.NewInspector(a.RedisOpt)
	defer insp.Close()
	clearQueues(insp)
	org, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench SMS %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))
	defer func() { _ = a.Orgs.Delete(context.WithoutCancel(sys), org.ID) }()

	wctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); a.RunRelay(wctx) }() // the listener queues each message's send at commit
	go func() {
		defer wg.Done()
		if err := a.Jobs.Worker(wctx, a.RedisOpt, a.Config.WorkerConcurrency, a.Log); err != nil {
			fmt.Fprintln(os.Stderr, "bench sms: worker:", err)
		}
	}()
	defer func() { stop(); wg.Wait(); clearQueues(insp) }()
	time.Sleep(500 * time.Millisecond) // the listener is listening

	// One rule's message for each of n ended calls, as the post-call step
	// queues them: one dedupe key per rule and call.
	rule := uuid.New()
	queueStart := time.Now()
	_, err = db.InTx(sys, a.DB, "bench post-call sms", func(tx pgx.Tx) (struct{}, error) {
		for i := range *n {
			call := uuid.New()
			if _, _, err := a.SMS.Queue(sys, tx, sms.Outgoing{From: "+5511900000001", To: fmt.Sprintf("+55119%08d", i),
				Body: fmt.Sprintf("Obrigado pela ligação! Seu protocolo é %06d.", i), ActionID: &rule, SessionID: &call,
				DedupeKey: "post_call_sms:" + rule.String() + ":" + call.String()}); err != nil {
				return struct{}{}, err
			}
		}
		return struct{}{}, nil
	})
	if err != nil {
		return err
	}
	committed := time.Now()
	var sent, failed int
	for deadline := committed.Add(5 * time.Minute); ; {
		if err := a.DB.QueryRow(ctx, `SELECT count(*) FILTER (WHERE status = 'sent'), count(*) FILTER (WHERE status = 'failed')
			FROM sms_messages WHERE organization_id = $1`, org.ID).Scan(&sent, &failed); err != nil {
			return err
		}
		if sent+failed >= *n {
			break
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%d of %d messages sent after 5 minutes", sent, *n)
		}
		time.Sleep(20 * time.Millisecond)
	}
	took := time.Since(committed)
	distinct, most := fake.counts()
	var noSID int
	if err := a.DB.QueryRow(ctx, `SELECT count(*) FROM sms_messages WHERE organization_id = $1 AND status = 'sent' AND provider_message_id NOT LIKE 'SM%'`, org.ID).Scan(&noSID); err != nil {
		return err
	}
	rate := float64(sent) / took.Seconds()
	fmt.Printf("%d CPUs shared by the fake, the workers and PostgreSQL; WORKER_CONCURRENCY %d, SMS_ORG_CONCURRENCY %d\n",
		runtime.NumCPU(), a.Config.WorkerConcurrency, a.Config.SMSOrgConcurrency)
	fmt.Printf("queued %d post-call SMS in one transaction in %s\n", *n, committed.Sub(queueStart).Round(time.Millisecond))
	fmt.Printf("sent %d (failed %d) in %s from the commit: %.0f sent/s (target >= 300/s)\n", sent, failed, took.Round(time.Millisecond), rate)
	fmt.Printf("at the Twilio fake: %d requests, %d distinct messages, at most %d requests for one message (refused %d); sent rows without a Twilio sid: %d\n",
		fake.requests.Load(), distinct, most, fake.refused.Load(), noSID)
	switch {
	case failed > 0 || sent != *n:
		return fmt.Errorf("%d of %d messages failed", failed, *n)
	case most > 1 || distinct != *n || fake.requests.Load() != int64(*n):
		return fmt.Errorf("a message was sent more than once (%d requests for %d messages)", fake.requests.Load(), *n)
	case noSID > 0:
		return fmt.Errorf("%d sent messages lack Twilio's sid", noSID)
	case rate < 300:
		return fmt.Errorf("%.0f sent/s, under 300/s", rate)
	}
	// The other direction: signed inbound messages at a steady rate.
	return benchSMSInbound(ctx, nil)
}
