package sms

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"voiceagent/internal/platform/egress"
)

// TwilioConfig is what the Twilio provider needs.
type TwilioConfig struct {
	AccountSID string // TWILIO_ACCOUNT_SID
	AuthToken  string // TWILIO_AUTH_TOKEN: sent only as basic auth, never in an error or log line
	// BaseURL is Twilio's API root (TWILIO_BASE_URL); default
	// https://api.twilio.com.
	BaseURL string
	// RootCAs, when not nil, replaces the system roots (tests, private CAs).
	RootCAs *x509.CertPool
	// Timeout bounds one request; default DefaultTimeout. The send task's
	// attempt timeout bounds it too.
	Timeout time.Duration
}

// DefaultTwilioBaseURL is Twilio's API root.
const DefaultTwilioBaseURL = "https://api.twilio.com"

// maxTwilioAnswer caps the answer read: a message resource is about 1 KB.
const maxTwilioAnswer = 64 << 10

// TwilioProvider sends messages with Twilio's Messages API, through the
// egress client.
type TwilioProvider struct {
	endpoint string
	sid      string
	token    string
	client   *http.Client
}

// NewTwilioProvider returns the provider sending as cfg's account through
// guard's client (each connection checked after DNS resolution, redirects
// not followed: the basic auth must not travel to another host).
func NewTwilioProvider(guard *egress.Guard, cfg TwilioConfig) *TwilioProvider {
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultTwilioBaseURL
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	c := guard.Client(egress.Options{Timeout: cfg.Timeout, MaxRedirects: -1})
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	if tr, ok := egress.HTTPTransport(c); ok && cfg.RootCAs != nil {
		tr.TLSClientConfig = &tls.Config{RootCAs: cfg.RootCAs, MinVersion: tls.VersionTLS12}
	}
	return &TwilioProvider{
		endpoint: strings.TrimRight(cfg.BaseURL, "/") + "/2010-04-01/Accounts/" + url.PathEscape(cfg.AccountSID) + "/Messages.json",
		sid:      cfg.AccountSID,
		token:    cfg.AuthToken,
		client:   c,
	}
}

// Name implements Provider.
func (*TwilioProvider) Name() string { return "twilio" }

// Live implements Provider: messages reach phones.
func (*TwilioProvider) Live() bool { return true }

// TwilioError is an answer of Twilio's other than 201: its HTTP status and,
// when its body is Twilio's JSON error, the code and message.
type TwilioError struct {
	Status  int
	Code    int    // Twilio's error code, e.g. 21211 (0 when the body had none)
	Message string // Twilio's message
}

func (e *TwilioError) Error() string {
	switch {
	case e.Code != 0 && e.Message != "":
		return fmt.Sprintf("twilio error %d: %s (HTTP %d)", e.Code, e.Message, e.Status)
	case e.Message != "":
		return fmt.Sprintf("twilio: %s (HTTP %d)", e.Message, e.Status)
	case e.Code != 0:
		return fmt.Sprintf("twilio error %d (HTTP %d)", e.Code, e.Status)
	}
	return fmt.Sprintf("twilio answered HTTP %d %s", e.Status, http.StatusText(e.Status))
}

// Retryable reports whether another attempt may succeed: a 429 or a 5xx.
func (e *TwilioError) Retryable() bool {
	return e.Status == http.StatusTooManyRequests || e.Status >= 500
}

// Send implements Provider: a 201 answers the message's sid. Errors: a
// *TwilioError, marked Permanent unless it is a 429 or 5xx; a network
// error or timeout (retried). No error carries the auth token.
func (p *TwilioProvider) Send(ctx context.Context, m Outgoing) (string, error) {
	form := url.Values{"To": {m.To}, "From": {m.From}, "Body": {m.Body}}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, p.endpoint, strings.NewReader(form.Encode()))
	if err != nil {
		return "", Permanent(fmt.Errorf("twilio request: %s", p.redact(err.Error())))
	}
	req.SetBasicAuth(p.sid, p.token)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	resp, err := p.client.Do(req)
	if err != nil {
		// The url.Error would repeat the endpoint; what failed is enough.
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		if ctxErr := ctx.Err(); ctxErr != nil {
			err = ctxErr
		}
		return "", fmt.Errorf("twilio unreachable: %s", p.redact(err.Error()))
	}
	defer resp.Body.Close()
	body, readErr := egress.ReadAll(resp.Body, maxTwilioAnswer)
	if resp.StatusCode == http.StatusCreated || resp.StatusCode == http.StatusOK {
		if readErr != nil {
			// Twilio accepted the message: sending it again would send it
			// twice, so the message fails rather than being retried.
			return "", Permanent(fmt.Errorf("twilio accepted the message but its answer was unreadable: %s", p.redact(readErr.Error())))
		}
		var ok struct {
			SID string `json:"sid"`
		}
		if err := json.Unmarshal(body, &ok); err != nil || !validSID(ok.SID) {
			return "", Permanent(fmt.Errorf("twilio accepted the message but answered no message sid"))
		}
		return ok.SID, nil
	}
	te := &TwilioError{Status: resp.StatusCode}
	var e struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	}
	if readErr == nil && json.Unmarshal(body, &e) == nil {
		te.Code = e.Code
		te.Message = p.redact(clean(e.Message))
	}
	if te.Retryable() {
		return "", te
	}
	return "", Permanent(te)
}

// redact removes the token from s, should an answer or a library echo it.
func (p *TwilioProvider) redact(s string) string {
	if p.token == "" {
		return s
	}
	return strings.ReplaceAll(s, p.token, "[redacted]")
}

// validSID accepts what a message sid looks like (SM or MM and 32 hex
// digits), loosely: letters and digits, 2 to 64 of them.
func validSID(s string) bool {
	if len(s) < 2 || len(s) > 64 {
		return false
	}
	for _, r := range s {
		if r > unicode.MaxASCII || !(unicode.IsLetter(r) || unicode.IsDigit(r)) {
			return false
		}
	}
	return true
}

// clean keeps a provider's message to one line of printable text, at most
// 500 characters.
func clean(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			return ' '
		}
		return r
	}, s)
	s = strings.Join(strings.Fields(s), " ")
	return truncate(s, 500)
}
