package webhooks_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/events"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/webhooks/webhookstest"
	"voiceagent/rest/v1/webhooksig"
)

func TestDeliverySigned(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.env.StartWorker()
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL, events.CallCompleted, events.BookingCreated)
	require.Regexp(t, `^svcw_[A-Za-z0-9_-]{43}$`, e.Secret)

	callID := uuid.New()
	before := time.Now().UTC()
	f.publish(t, events.CallCompleted, map[string]any{"call_id": callID, "transcript": []map[string]string{{"role": "agent", "text": "Olá!"}}})
	ds := f.waitFinished(t, e.ID, 1)
	d := ds[0]
	require.Equal(t, webhooks.StatusSucceeded, d.Status)
	require.Equal(t, 1, d.AttemptCount)
	require.Len(t, d.Attempts, 1)
	require.True(t, d.Attempts[0].Success)
	require.Equal(t, 200, *d.Attempts[0].StatusCode)

	got := rc.Requests()
	require.Len(t, got, 1)
	r := got[0]
	require.NoError(t, webhookstest.CheckSignature(e.Secret, r, time.Now()), "independent HMAC check")
	require.NoError(t, webhooksig.Verify(e.Secret, r.Header.Get("X-Service-Timestamp"), r.Header.Get("X-Service-Signature"), r.Body, time.Now()))
	require.ErrorIs(t, webhooksig.Verify("svcw_wrong", r.Header.Get("X-Service-Timestamp"), r.Header.Get("X-Service-Signature"), r.Body, time.Now()), webhooksig.ErrSignature)
	require.Equal(t, "call.completed", r.Header.Get("X-Service-Event"))
	require.Equal(t, d.ID.String(), r.Header.Get("X-Service-Delivery"))
	require.Equal(t, "application/json", r.Header.Get("Content-Type"))
	require.Contains(t, r.Header.Get("User-Agent"), "VoiceAgent")

	require.Equal(t, "call.completed", r.Envelope.Event)
	require.Equal(t, d.EventID.String(), r.Envelope.ID)
	require.WithinDuration(t, before, r.Envelope.CreatedAt, 5*time.Second)
	var data map[string]any
	require.NoError(t, json.Unmarshal(r.Envelope.Data, &data))
	require.Equal(t, callID.String(), data["call_id"])
	require.NotEmpty(t, data["transcript"])

	st := f.getEndpoint(t, e.ID).DeliveryState
	require.Equal(t, 0, st.ConsecutiveFailures)
	require.Equal(t, 200, *st.LastStatusCode)
	require.NotNil(t, st.LastSuccessAt)
	require.NotNil(t, st.LastDeliveryAt)
	require.Nil(t, st.LastError)

	t.Run("OnlySubscribedEvents", func(t *testing.T) {
		other := receiver(t, webhookstest.OK)
		oe := f.endpoint(t, other.URL, events.BookingCreated)
		f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()})
		f.publish(t, events.BookingCreated, map[string]any{"booking_id": uuid.New(), "session_id": uuid.New()})
		f.waitFinished(t, oe.ID, 1)
		f.waitFinished(t, e.ID, 3)
		require.Equal(t, 1, other.Count())
		require.Equal(t, "booking.created", other.Requests()[0].Envelope.Event)
	})
	t.Run("NothingWithoutSubscribers", func(t *testing.T) {
		var n int
		require.NoError(t, f.env.App.DB.QueryRow(f.ctx, `SELECT count(*) FROM webhook_events`).Scan(&n))
		lonely := f.env.MustOrg("No endpoints")
		tx, err := f.env.App.DB.Begin(f.ctx)
		require.NoError(t, err)
		require.NoError(t, f.svc.Publish(f.ctx, tx, lonely.ID, events.CallCompleted, map[string]any{"call_id": uuid.New()}))
		require.NoError(t, tx.Commit(f.ctx))
		var after int
		require.NoError(t, f.env.App.DB.QueryRow(f.ctx, `SELECT count(*) FROM webhook_events`).Scan(&after))
		require.Equal(t, n, after)
	})
	t.Run("RolledBackEventIsNeverSent", func(t *testing.T) {
		before := rc.Count()
		tx, err := f.env.App.DB.Begin(f.ctx)
		require.NoError(t, err)
		require.NoError(t, f.svc.Publish(f.ctx, tx, f.org, events.CallCompleted, map[string]any{"call_id": uuid.New()}))
		require.NoError(t, tx.Rollback(f.ctx))
		f.publish(t, events.CallCompleted, map[string]any{"call_id": uuid.New()}) // a later committed one arrives
		f.waitFinished(t, e.ID, 4)
		require.Equal(t, before+1, rc.Count())
	})
	t.Run("PublishRefusesUnknownEvents", func(t *testing.T) {
		tx, err := f.env.App.DB.Begin(f.ctx)
		require.NoError(t, err)
		defer tx.Rollback(f.ctx)
		require.Error(t, f.svc.Publish(f.ctx, tx, f.org, events.Ping, nil))
		require.Error(t, f.svc.Publish(f.ctx, tx, f.org, "call.exploded", nil))
		require.Error(t, f.svc.Publish(f.ctx, nil, f.org, events.CallCompleted, nil))
	})
}

// The egress policy is applied at every connection, not only at
// registration: a process that does not allow the receiver's address
// refuses to deliver there.
func TestDeliveryRefusedByEgressPolicy(t *testing.T) {
	t.Parallel()
	f := setup(t)
	rc := receiver(t, webhookstest.OK)
	e := f.endpoint(t, rc.URL) // allowed: tests open 127.0.0.0/8
	strict := f.env.Replica(testkit.WithVar("EGRESS_ALLOW_PRIVATE", ""))
	res, err := strict.App.Webhooks.Ping(f.ctx, e.ID)
	require.NoError(t, err)
	require.False(t, res.Delivered)
	require.Nil(t, res.StatusCode)
	require.Equal(t, webhooks.FailBlocked, *res.Error)
	require.Zero(t, rc.Count())
}

// A failed ping answers a category, never the platform's resolver address,
// the receiver's IP or a raw transport error; the recorded attempt shows the
// same category.
func TestPingFailureCategories(t *testing.T) {
	t.Parallel()
	f := setup(t)
	closed := receiver(t, webhookstest.OK)
	closedURL := closed.URL
	closed.Close()
	plain := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	t.Cleanup(plain.Close)
	untrusted := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	untrusted.TLS = &tls.Config{Certificates: []tls.Certificate{selfSigned(t)}}
	untrusted.StartTLS()
	t.Cleanup(untrusted.Close)
	failing := receiver(t, webhookstest.Status(http.StatusBadGateway))
	for _, tc := range []struct{ name, url, want string }{
		{"DNS", "https://no-such-host.invalid/hook", webhooks.FailDNS},
		{"Refused", closedURL, webhooks.FailRefused},
		{"TLSNotSpoken", strings.Replace(plain.URL, "http://", "https://", 1), webhooks.FailTLS},
		{"TLSUntrusted", untrusted.URL, webhooks.FailTLS},
		{"HTTPStatus", failing.URL, "HTTP status 502"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := f.endpoint(t, tc.url)
			res, err := f.svc.Ping(f.ctx, e.ID)
			require.NoError(t, err)
			require.False(t, res.Delivered)
			require.NotNil(t, res.Error)
			require.Equal(t, tc.want, *res.Error)
			ds := f.deliveries(t, e.ID)
			require.Len(t, ds, 1)
			require.Equal(t, tc.want, *ds[0].Attempts[0].Error)
			require.Equal(t, tc.want, *ds[0].LastError)
		})
	}
}

// selfSigned is a certificate for 127.0.0.1 that no configured root trusts.
func selfSigned(t *testing.T) tls.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "untrusted"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:     x509.KeyUsageDigitalSignature,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}
