package session_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"strings"
	"testing"
	"time"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/session"
)

// FuzzVerify feeds arbitrary text as a session token: it is refused with a
// 401 (never a panic, never another error), and nothing but a token the
// issuer signed passes.
func FuzzVerify(f *testing.F) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		f.Fatal(err)
	}
	dev, err := session.NewDevSigner(priv, "fuzz", "", "")
	if err != nil {
		f.Fatal(err)
	}
	v := session.NewVerifier(session.Options{Source: dev.Source(), Issuer: session.DevIssuer, MinRefresh: time.Hour})
	good, _, err := dev.Mint(context.Background(), "ana", "ana@example.com", "Ana", time.Hour)
	if err != nil {
		f.Fatal(err)
	}
	parts := strings.Split(good, ".")
	for _, seed := range []string{
		good, "", ".", "..", "a.b.c", parts[0] + ".." + parts[2], parts[0] + "." + parts[1] + ".",
		"eyJhbGciOiJub25lIn0." + parts[1] + ".", "eyJhbGciOiJIUzI1NiIsImtpZCI6ImZ1enoifQ." + parts[1] + "." + parts[2],
		parts[0] + "." + parts[1] + "." + parts[2] + "x", "eyJ9." + parts[1] + "." + parts[2], strings.Repeat("A", 1000) + "..",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		c, err := v.Verify(context.Background(), raw)
		if err != nil {
			if !apperr.Is(err, apperr.Unauthorized) {
				t.Fatalf("token %q: want a 401, got %v", raw, err)
			}
			return
		}
		if c.Subject != "ana" {
			t.Fatalf("token %q verified with subject %q", raw, c.Subject)
		}
	})
}
