package sms

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
	"voiceagent/rest/v1/webhooksig"
)

// The example of Twilio's "Validating requests" documentation: auth token
// 12345, a Gather's POST to https://mycompany.com/myapp.php?foo=1&bar=2.
func TestTwilioSignatureDocumentedVector(t *testing.T) {
	t.Parallel()
	params := url.Values{"CallSid": {"CA1234567890ABCDE"}, "Caller": {"+14158675309"}, "Digits": {"1234"},
		"From": {"+14158675309"}, "To": {"+18005551212"}}
	const want = "RSOYDt4T1cUTdK1PDd93/VVr8B8="
	require.Equal(t, want, TwilioSignature("12345", "https://mycompany.com/myapp.php?foo=1&bar=2", params))

	in := NewInbound(nil, InboundConfig{TwilioAuthToken: "12345", PublicBaseURL: "https://mycompany.com/"}, InboundDeps{}, nil)
	body := []byte(params.Encode())
	// The signature holds, so what is refused is the form's content: a Gather
	// is not a message.
	_, err := in.VerifyTwilio("/myapp.php?foo=1&bar=2", body, want)
	require.True(t, apperr.Is(err, apperr.Invalid), "%v", err)
	for _, bad := range []struct{ uri, sig string }{
		{"/myapp.php?foo=1&bar=3", want},
		{"/myapp.php", want},
		{"/myapp.php?foo=1&bar=2", "RSOYDt4T1cUTdK1PDd93/VVr8B8"},
		{"/myapp.php?foo=1&bar=2", strings.ToLower(want)},
	} {
		_, err := in.VerifyTwilio(bad.uri, body, bad.sig)
		require.True(t, apperr.Is(err, apperr.Forbidden), "%s %s: %v", bad.uri, bad.sig, err)
	}
}

func TestVerifyGenericWindow(t *testing.T) {
	t.Parallel()
	in := NewInbound(nil, InboundConfig{GenericSecret: "s3cret"}, InboundDeps{}, nil)
	now := time.Unix(1_800_000_000, 0)
	in.now = func() time.Time { return now }
	body := []byte(`{"message_id":"x1","from":"+5511988887777","to":"+5511300000001","text":"hi","extra":true}`)
	for _, c := range []struct {
		skew time.Duration
		ok   bool
	}{{0, true}, {-4*time.Minute - 59*time.Second, true}, {4 * time.Minute, true}, {-5*time.Minute - time.Second, false}, {6 * time.Minute, false}} {
		ts := strconv.FormatInt(now.Add(c.skew).Unix(), 10)
		m, err := in.VerifyGeneric(ts, webhooksig.Sign("s3cret", ts, body), body)
		if !c.ok {
			require.True(t, apperr.Is(err, apperr.Forbidden), "%s: %v", c.skew, err)
			continue
		}
		require.NoError(t, err, c.skew)
		require.Equal(t, Incoming{Provider: ProviderGeneric, MessageID: "x1", From: "+5511988887777", To: "+5511300000001", Text: "hi"}, m)
	}
}

// acceptable is what a checked message must be, whatever the provider sent.
func acceptable(t *testing.T, m Incoming) {
	t.Helper()
	n := utf8.RuneCountInString(m.Text)
	if m.MessageID == "" || len(m.MessageID) > MaxProviderMessageIDLen || !utf8.ValidString(m.MessageID) ||
		!e164.MatchString(m.From) || !e164.MatchString(m.To) || n < 1 || n > MaxBodyChars ||
		!utf8.ValidString(m.Text) || strings.ContainsRune(m.Text, 0) || strings.TrimSpace(m.Text) == "" {
		t.Fatalf("accepted %+v", m)
	}
}

// Whatever form and signature arrive, the Twilio door answers Forbidden,
// Invalid naming fields, or a message the table takes; a form signed with
// the token is never Forbidden.
func FuzzTwilioForm(f *testing.F) {
	f.Add("MessageSid=SM1&From=%2B5511988887777&To=%2B5511300000001&Body=Ol%C3%A1", "")
	f.Add("MessageSid=SM1&MessageSid=SM2&From=%2B5511988887777&To=%2B5511300000001&Body=x", "bad")
	f.Add("From=5511&To=&Body=%00", "")
	f.Add("%zz=1&a=%", "")
	f.Add("Body=\xff&MessageSid=\x01", "")
	f.Add(strings.Repeat("Body=a&", 100), "RSOYDt4T1cUTdK1PDd93/VVr8B8=")
	const path = InboundPath + "?x=1"
	in := NewInbound(nil, InboundConfig{TwilioAuthToken: "tok", PublicBaseURL: "https://voice.example.com"}, InboundDeps{}, nil)
	f.Fuzz(func(t *testing.T, body, sig string) {
		check := func(m Incoming, err error, signed bool) {
			if err != nil {
				e, ok := apperr.As(err)
				if !ok || (e.Code != apperr.Forbidden && e.Code != apperr.Invalid) || (signed && e.Code == apperr.Forbidden) {
					t.Fatalf("unexpected error (signed %v): %v", signed, err)
				}
				return
			}
			acceptable(t, m)
		}
		m, err := in.VerifyTwilio(path, []byte(body), sig)
		check(m, err, false)
		params, perr := parseTwilioForm([]byte(body))
		if perr != nil {
			return
		}
		m, err = in.VerifyTwilio(path, []byte(body), TwilioSignature("tok", "https://voice.example.com"+path, params))
		check(m, err, true)
	})
}

// Whatever JSON arrives signed, the generic door answers Invalid naming a
// field or the body, or a message the table takes.
func FuzzGenericPayload(f *testing.F) {
	f.Add(`{"message_id":"m1","from":"+5511988887777","to":"+5511300000001","text":"oi"}`)
	f.Add(`{"message_id":1,"from":null,"to":"+0","text":""}`)
	f.Add(`[1,2]`)
	f.Add(`{"message_id":"\u0000","from":"+5511988887777","to":"+5511300000001","text":"\ud800"}`)
	f.Add(`   {"text": "` + strings.Repeat("é", MaxBodyChars+1) + `"}`)
	f.Add(`{`)
	f.Add("")
	in := NewInbound(nil, InboundConfig{GenericSecret: "s"}, InboundDeps{}, nil)
	f.Fuzz(func(t *testing.T, body string) {
		ts := strconv.FormatInt(time.Now().Unix(), 10)
		m, err := in.VerifyGeneric(ts, webhooksig.Sign("s", ts, []byte(body)), []byte(body))
		if err != nil {
			e, ok := apperr.As(err)
			if !ok || e.Code != apperr.Invalid {
				t.Fatalf("not an Invalid error: %v", err)
			}
			return
		}
		acceptable(t, m)
	})
}
