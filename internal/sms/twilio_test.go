package sms_test

import (
	"context"
	"crypto/x509"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/sms"
	"voiceagent/internal/testkit"
)

var loopback = []netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")}

func twilioFor(f *fakeTwilio, token string) *sms.TwilioProvider {
	roots := x509.NewCertPool()
	roots.AddCert(f.Certificate())
	return sms.NewTwilioProvider(egress.New(loopback), sms.TwilioConfig{AccountSID: f.sid, AuthToken: token, BaseURL: f.URL + "/", RootCAs: roots})
}

// The provider posts Twilio's form with basic auth and reads the sid of a
// 201; Twilio's 4xx errors are final and carry its code and message; 429,
// 5xx and network errors are retryable; the token is in no error.
func TestTwilioProviderWireFormat(t *testing.T) {
	t.Parallel()
	fake := newFakeTwilio(t)
	fake.answer = func(body string, n int) (int, string) {
		switch body {
		case "invalid to":
			return 400, twilioError(21211, 400, "The 'To' number +5511000 is not a valid phone number.")
		case "unsubscribed":
			return 400, twilioError(21610, 400, "Attempt to send to unsubscribed recipient")
		case "busy":
			return 429, twilioError(20429, 429, "Too Many Requests")
		case "down":
			return 503, "<html><body>Service Unavailable</body></html>"
		case "echo":
			return 400, twilioError(21602, 400, "Message body is required; got credentials "+testToken)
		case "no sid":
			return 201, `{"status":"queued"}`
		}
		return 0, ""
	}
	p := twilioFor(fake, testToken)
	require.Equal(t, "twilio", p.Name())
	require.True(t, p.Live())
	ctx := context.Background()
	msg := sms.Outgoing{ID: uuid.New(), From: "+15005550006", To: "+5511988887777", Body: "Olá! Sua consulta é amanhã às 10h & traga o RG."}

	sid, err := p.Send(ctx, msg)
	require.NoError(t, err)
	require.Regexp(t, `^SM[0-9a-f]{32}$`, sid)
	form := fake.formOf(msg.Body)
	require.Equal(t, msg.To, form.Get("To"))
	require.Equal(t, msg.From, form.Get("From"))
	require.Equal(t, msg.Body, form.Get("Body"), "the body arrives intact, UTF-8 and & included")

	final := func(body string, code int, status int, text string) {
		t.Helper()
		_, err := p.Send(ctx, sms.Outgoing{From: msg.From, To: msg.To, Body: body})
		require.Error(t, err)
		require.True(t, sms.IsPermanent(err), "%s: %v", body, err)
		var te *sms.TwilioError
		require.True(t, errors.As(err, &te), "%T", err)
		require.Equal(t, code, te.Code)
		require.Equal(t, status, te.Status)
		require.Contains(t, err.Error(), text)
		require.NotContains(t, err.Error(), testToken)
	}
	final("invalid to", 21211, 400, "twilio error 21211: The 'To' number +5511000 is not a valid phone number.")
	final("unsubscribed", 21610, 400, "Attempt to send to unsubscribed recipient")
	final("echo", 21602, 400, "got credentials [redacted]")

	_, err = p.Send(ctx, sms.Outgoing{From: msg.From, To: msg.To, Body: "no sid"})
	require.True(t, sms.IsPermanent(err), "an accepted message is not sent again: %v", err)

	for body, want := range map[string]string{"busy": "twilio error 20429: Too Many Requests (HTTP 429)", "down": "twilio answered HTTP 503 Service Unavailable"} {
		_, err := p.Send(ctx, sms.Outgoing{From: msg.From, To: msg.To, Body: body})
		require.Error(t, err)
		require.False(t, sms.IsPermanent(err), "%s is retried", body)
		require.Equal(t, want, err.Error())
	}

	// A wrong token: Twilio's 401 is final, and says nothing of the token.
	wrong := "tok-wrong-0000000000000000000000000"
	_, err = twilioFor(fake, wrong).Send(ctx, msg)
	require.True(t, sms.IsPermanent(err))
	require.Contains(t, err.Error(), "twilio error 20003: Authenticate (HTTP 401)")
	require.NotContains(t, err.Error(), wrong)
	require.Equal(t, 1, fake.sendsOf(msg.Body), "a refused request sends nothing")

	// Twilio unreachable: retried, the token nowhere.
	gone := httptest.NewTLSServer(http.NotFoundHandler())
	gone.Close()
	pGone := sms.NewTwilioProvider(egress.New(loopback), sms.TwilioConfig{AccountSID: testSID, AuthToken: testToken, BaseURL: gone.URL})
	_, err = pGone.Send(ctx, msg)
	require.Error(t, err)
	require.False(t, sms.IsPermanent(err))
	require.Contains(t, err.Error(), "twilio unreachable")
	require.NotContains(t, err.Error(), testToken)

	// A certificate not trusted: no request reaches the fake.
	untrusted := sms.NewTwilioProvider(egress.New(loopback), sms.TwilioConfig{AccountSID: testSID, AuthToken: testToken, BaseURL: fake.URL})
	_, err = untrusted.Send(ctx, sms.Outgoing{From: msg.From, To: msg.To, Body: "untrusted"})
	require.ErrorContains(t, err, "certificate")
	require.Zero(t, fake.sendsOf("untrusted"))

	// The egress guard: a loopback address is refused without an allowance.
	roots := x509.NewCertPool()
	roots.AddCert(fake.Certificate())
	guarded := sms.NewTwilioProvider(egress.New(nil), sms.TwilioConfig{AccountSID: testSID, AuthToken: testToken, BaseURL: fake.URL, RootCAs: roots})
	_, err = guarded.Send(ctx, sms.Outgoing{From: msg.From, To: msg.To, Body: "guarded"})
	require.ErrorContains(t, err, "twilio unreachable")
	require.ErrorContains(t, err, egress.ErrBlocked.Error())
	require.False(t, sms.IsPermanent(err))
	require.Zero(t, fake.sendsOf("guarded"))

	// The attempt's deadline ends a hanging request.
	hang := make(chan struct{})
	slow := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-hang:
		case <-r.Context().Done():
		}
	}))
	defer slow.Close()
	defer close(hang)
	slowRoots := x509.NewCertPool()
	slowRoots.AddCert(slow.Certificate())
	pSlow := sms.NewTwilioProvider(egress.New(loopback), sms.TwilioConfig{AccountSID: testSID, AuthToken: testToken, BaseURL: slow.URL, RootCAs: slowRoots})
	dctx, cancel := context.WithTimeout(ctx, 200*time.Millisecond)
	defer cancel()
	_, err = pSlow.Send(dctx, msg)
	require.ErrorContains(t, err, "deadline exceeded")
	require.False(t, sms.IsPermanent(err))
}

// A retryable answer makes the send task retry after SMS_RETRY_BASE,
// doubling per attempt, the message still queued with the attempt's error.
func TestTwilioRetryDelaysFollowRetryBase(t *testing.T) {
	t.Parallel()
	f := setup(t)
	fake := newFakeTwilio(t)
	fake.answer = func(string, int) (int, string) { return 500, twilioError(20500, 500, "Internal Server Error") }
	a := f.env.App
	base := 250 * time.Millisecond
	svc := sms.New(a.DB, a.Queue, twilioFor(fake, testToken), a.Log, sms.Config{RetryBase: base})
	m, _ := f.queue(t, svc, f.ctx, out("+5511988887777", "retry me"))
	err := svc.HandleSend(context.Background(), asynq.NewTask(sms.TypeSend,
		[]byte(`{"organization_id":"`+f.org.String()+`","message_id":"`+m.ID.String()+`"}`)))
	var ra jobs.RetryAfter
	require.True(t, errors.As(err, &ra), "%v", err)
	for n, want := range []time.Duration{base, 2 * base, 4 * base, 8 * base, 16 * base} {
		require.Equal(t, want, ra.RetryAfter(n), "delay after the attempt %d", n+1)
	}
	got, err := svc.Get(f.ctx, m.ID)
	require.NoError(t, err)
	require.Equal(t, sms.StatusQueued, got.Status)
	require.Equal(t, "twilio error 20500: Internal Server Error (HTTP 500)", *got.Error)
	require.Equal(t, "twilio", got.Provider)
}

// With SMS_PROVIDER=twilio the platform sends through Twilio: a 201 makes
// the message sent with Twilio's sid; a 4xx fails it at once with Twilio's
// code and message; 5xx and 429 are retried, then sent or, after five
// retries, failed; capabilities say twilio, live; no log line holds the
// token.
func TestPlatformSendsThroughTwilio(t *testing.T) {
	t.Parallel()
	fake := newFakeTwilio(t)
	fake.answer = func(body string, n int) (int, string) {
		switch {
		case body == "invalid":
			return 400, twilioError(21211, 400, "The 'To' number +5511900 is not a valid phone number.")
		case body == "flaky" && n <= 2:
			if n == 1 {
				return 429, twilioError(20429, 429, "Too Many Requests")
			}
			return 503, twilioError(20503, 503, "Service Unavailable")
		case body == "down":
			return 502, "Bad Gateway"
		}
		return 0, ""
	}
	env, id := testkit.NewBackoffice(t,
		testkit.WithVar("SMS_PROVIDER", "twilio"),
		testkit.WithVar("TWILIO_ACCOUNT_SID", testSID),
		testkit.WithVar("TWILIO_AUTH_TOKEN", testToken),
		testkit.WithVar("TWILIO_BASE_URL", fake.URL),
		testkit.WithVar("PUBLIC_BASE_URL", "https://voice.example.com"),
		testkit.WithVar("SMS_RETRY_BASE", "10ms"),
		testkit.WithVar("WEBHOOK_CA_FILE", fake.caFile(t)),
		testkit.WithVar("LOG_LEVEL", "debug"))
	org := env.MustOrg("Twilio Org")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	caps := viewer.Do("GET", "/api/v1/actions/capabilities", nil)
	require.Equal(t, http.StatusOK, caps.Status, caps.Detail(t))
	require.Equal(t, map[string]any{"provider": "twilio", "live": true}, caps.Map(t)["sms"])

	f := fixture{env: env, org: org.ID, ctx: env.System(org.ID)}
	svc := env.App.SMS
	env.StartWorker()
	ok, _ := f.queue(t, svc, f.ctx, out("+5511988887777", "Sua consulta está confirmada."))
	invalid, _ := f.queue(t, svc, f.ctx, out("+5511988887776", "invalid"))
	flaky, _ := f.queue(t, svc, f.ctx, out("+5511988887775", "flaky"))
	down, _ := f.queue(t, svc, f.ctx, out("+5511988887774", "down"))
	require.Equal(t, "twilio", ok.Provider)

	m := f.waitStatus(t, svc, ok.ID, sms.StatusSent)
	require.Regexp(t, `^SM[0-9a-f]{32}$`, *m.ProviderMessageID)
	require.Nil(t, m.Error)
	require.Equal(t, "+5511988887777", fake.formOf(ok.Body).Get("To"))

	m = f.waitStatus(t, svc, invalid.ID, sms.StatusFailed)
	require.Equal(t, "twilio error 21211: The 'To' number +5511900 is not a valid phone number. (HTTP 400)", *m.Error)
	require.Nil(t, m.ProviderMessageID)

	m = f.waitStatus(t, svc, flaky.ID, sms.StatusSent)
	require.Nil(t, m.Error, "the retried attempts' error is cleared")
	require.NotNil(t, m.ProviderMessageID)
	require.Equal(t, 3, fake.sendsOf("flaky"), "a 429, a 503, then the 201")

	m = f.waitStatus(t, svc, down.ID, sms.StatusFailed)
	require.Equal(t, "twilio answered HTTP 502 Bad Gateway", *m.Error)
	require.Equal(t, 6, fake.sendsOf("down"), "the first attempt and five retries")

	require.Equal(t, 1, fake.sendsOf("invalid"), "a 4xx is not retried")
	require.Equal(t, 1, fake.sendsOf(ok.Body), "sent once")
	logs := env.Logs()
	require.Contains(t, logs, "sms not sent", "the failures are logged")
	require.NotContains(t, logs, testToken)
}
