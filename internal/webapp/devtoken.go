package webapp

import (
	"context"
	"mime"
	"net/http"
	"net/netip"
	"strings"
	"time"
	"unicode/utf8"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ratelimit"
)

// DevTokenPath is the development issuer's sign-in.
const DevTokenPath = "/auth/dev/token"

// DevTokenTTL is the lifetime of a token signed at DevTokenPath, as
// `voiceagent admin token` signs by default.
const DevTokenTTL = time.Hour

// maxSubject bounds a subject, as the users table does.
const maxSubject = 255

// Minter signs development session tokens (session.DevSigner).
type Minter interface {
	Mint(ctx context.Context, subject, email, name string, ttl time.Duration) (string, time.Time, error)
}

// Memberships tells whether a subject is a member of an organization
// (members.Service).
type Memberships interface {
	HasMembership(ctx context.Context, subject string) (bool, error)
}

// DevToken is POST /auth/dev/token {"subject"}: a development session
// token for a subject that is a member of an organization, answered only to
// a client on this machine. Mount it only while the development issuer is
// active.
type DevToken struct {
	Minter  Minter
	Members Memberships
	Limiter *ratelimit.Limiter
	// PerMinute is each client address's budget of requests a minute.
	PerMinute int
}

type devTokenRequest struct {
	Subject *string `json:"subject"`
}

// DevTokenResponse is what POST /auth/dev/token answers, as
// `voiceagent admin token` prints it.
type DevTokenResponse struct {
	Token     string `json:"token"`
	ExpiresAt string `json:"expires_at"`
}

// ServeHTTP answers 200 {token, expires_at}; 403 to a client that is not on
// this machine; 429 over the per-address budget; 415 (not JSON); 400
// (subject missing, empty or too long; body); 404 when no organization has
// the subject as a member.
func (d *DevToken) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	w.Header().Set("Cache-Control", "no-store")
	if !fromLoopback(r) {
		httpx.Error(w, r, apperr.Forbiddenf("development sign-in is only for this machine: connect from the machine the platform runs on (a loopback address, with no proxy in between), or sign in through the identity service"))
		return
	}
	if d.Limiter != nil {
		res := d.Limiter.Allow(ctx, "devtoken:ip:"+hostOf(r.RemoteAddr), d.PerMinute)
		ratelimit.SetHeaders(w.Header(), res)
		if !res.Allowed {
			httpx.Error(w, r, ratelimit.Refusal(res))
			return
		}
	}
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
		httpx.Error(w, r, apperr.New(apperr.Unsupported, "Content-Type must be application/json: send {\"subject\": \"<subject>\"}"))
		return
	}
	var body devTokenRequest
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if body.Subject == nil {
		httpx.Error(w, r, apperr.Field("subject", "is required: the subject of a member, such as demo"))
		return
	}
	subject := strings.TrimSpace(*body.Subject)
	switch {
	case subject == "":
		httpx.Error(w, r, apperr.Field("subject", "must not be empty: the subject of a member, such as demo"))
		return
	case utf8.RuneCountInString(subject) > maxSubject:
		httpx.Error(w, r, apperr.Field("subject", "must be at most 255 characters"))
		return
	}
	ok, err := d.Members.HasMembership(ctx, subject)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	if !ok {
		httpx.Error(w, r, apperr.NotFoundf("no member with this subject"))
		return
	}
	token, exp, err := d.Minter.Mint(ctx, subject, "", "", DevTokenTTL)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, DevTokenResponse{Token: token, ExpiresAt: exp.UTC().Format(time.RFC3339)})
}

// fromLoopback reports whether the client is on this machine: the
// connection comes from a loopback address and no proxy header names
// another (or an address it cannot read).
func fromLoopback(r *http.Request) bool {
	if !isLoopback(hostOf(r.RemoteAddr)) {
		return false
	}
	for _, v := range r.Header.Values("X-Forwarded-For") {
		for _, a := range strings.Split(v, ",") {
			if !isLoopback(strings.TrimSpace(a)) {
				return false
			}
		}
	}
	for _, v := range r.Header.Values("X-Real-Ip") {
		if !isLoopback(strings.TrimSpace(v)) {
			return false
		}
	}
	for _, v := range r.Header.Values("Forwarded") {
		for _, elem := range strings.Split(v, ",") {
			for _, pair := range strings.Split(elem, ";") {
				k, val, ok := strings.Cut(strings.TrimSpace(pair), "=")
				if !ok || !strings.EqualFold(strings.TrimSpace(k), "for") {
					continue
				}
				if !isLoopback(forwardedNode(strings.TrimSpace(val))) {
					return false
				}
			}
		}
	}
	return true
}

// forwardedNode is the address of a Forwarded for= value: quotes, IPv6
// brackets and a port taken off ("unknown" and obfuscated names stay as
// they are, and are not loopback).
func forwardedNode(v string) string {
	v = strings.Trim(v, `"`)
	if strings.HasPrefix(v, "[") {
		if i := strings.IndexByte(v, ']'); i > 0 {
			return v[1:i]
		}
		return v
	}
	if h, _, ok := strings.Cut(v, ":"); ok {
		return h
	}
	return v
}

func isLoopback(s string) bool {
	a, err := netip.ParseAddr(s)
	return err == nil && a.Unmap().IsLoopback()
}
