package session_test

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"sync"
	"testing"
	"time"

	"github.com/lestrrat-go/jwx/v3/jwk"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/session"
	"voiceagent/internal/testkit"
)

type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

func setup(t *testing.T) (*session.Verifier, *testkit.Identity, *clock) {
	id := testkit.NewIdentity(t)
	c := &clock{now: time.Now()}
	v := session.NewVerifier(session.Options{
		Source: session.URLSource(id.JWKSURL(), nil),
		Issuer: id.Issuer, Audience: id.Audience, Now: c.Now,
		MinRefresh: 10 * time.Second,
	})
	return v, id, c
}

func TestVerifyClaims(t *testing.T) {
	t.Parallel()
	v, id, _ := setup(t)
	c, err := v.Verify(context.Background(), id.Token(testkit.Claims{Subject: "ana", Email: "ana@example.com", Name: "Ana", Extra: map[string]any{"email_verified": true}}))
	require.NoError(t, err)
	require.Equal(t, "ana", c.Subject)
	require.Equal(t, "ana@example.com", c.Email)
	require.Equal(t, "Ana", c.Name)
	require.True(t, c.EmailVerified)

	// Only the JSON boolean true vouches for the address.
	for name, verified := range map[string]any{"False": false, "StringFalse": "false", "StringTrue": "true", "Zero": 0, "One": 1, "Null": nil, "Missing": "-"} {
		extra := map[string]any{"email_verified": verified}
		if verified == "-" {
			extra = nil
		}
		c, err = v.Verify(context.Background(), id.Token(testkit.Claims{Subject: "bo", Email: "bo@example.com", Extra: extra}))
		require.NoError(t, err, name)
		require.False(t, c.EmailVerified, name)
	}
}

// What jwx would accept but the platform refuses, each a 401 naming the
// reason: a claim holding a NUL byte or invalid UTF-8, a time claim that is
// not a number, a crit header.
func TestVerifyRefusesClaims(t *testing.T) {
	t.Parallel()
	v, id, _ := setup(t)
	ctx := context.Background()
	base := testkit.Claims{Subject: "ana", Email: "ana@example.com", Name: "Ana"}
	_, err := v.Verify(ctx, id.SignPayload(id.Payload(base), nil))
	require.NoError(t, err, "a payload signed as is verifies")

	with := func(change func(c *testkit.Claims)) string {
		c := base
		change(&c)
		return id.Token(c)
	}
	// claim signs the payload with one claim's JSON value replaced by raw bytes.
	claim := func(name, raw string) string {
		re := regexp.MustCompile(`"` + name + `":("[^"]*"|[0-9]+)`)
		p := id.Payload(base)
		require.Regexp(t, re, string(p))
		return id.SignPayload(re.ReplaceAll(p, []byte(`"`+name+`":`+raw)), nil)
	}
	for _, c := range []struct{ name, token, detail string }{
		{"NULInSubject", with(func(c *testkit.Claims) { c.Subject = "ana\x00" }), `claim "sub" contains a NUL byte`},
		{"NULInEmail", with(func(c *testkit.Claims) { c.Email = "ana\x00@example.com" }), `claim "email" contains a NUL byte`},
		{"NULInName", with(func(c *testkit.Claims) { c.Name = "A\x00na" }), `claim "name" contains a NUL byte`},
		{"NULInOtherClaim", with(func(c *testkit.Claims) { c.Extra = map[string]any{"locale": "pt\x00BR"} }), `claim "locale" contains a NUL byte`},
		{"NULInAudience", with(func(c *testkit.Claims) { c.Audience = []string{id.Audience, "x\x00"} }), `claim "aud" contains a NUL byte`},
		{"NULInNestedClaim", with(func(c *testkit.Claims) { c.Extra = map[string]any{"org": map[string]any{"id": "\x00"}} }), `claim "org" contains a NUL byte`},
		{"EscapedNULInSubject", claim("sub", `"ana\u0000"`), `claim "sub" contains a NUL byte`},
		{"InvalidUTF8InSubject", claim("sub", "\"an\xffa\""), "not valid UTF-8"},
		{"InvalidUTF8InName", claim("name", "\"\xc3\x28\""), "not valid UTF-8"},
		{"StringExpiry", claim("exp", fmt.Sprintf(`"%d"`, time.Now().Add(time.Hour).Unix())), `claim "exp" must be a number`},
		{"NullExpiry", claim("exp", `null`), `claim "exp" must be a number`},
		{"StringIssuedAt", claim("iat", fmt.Sprintf(`"%d"`, time.Now().Unix())), `claim "iat" must be a number`},
		{"StringNotBefore", id.SignPayload(append([]byte(`{"nbf":"1700000000",`), id.Payload(base)[1:]...), nil), `claim "nbf" must be a number`},
		{"Crit", id.SignPayload(id.Payload(base), map[string]any{"crit": []string{"x-tenant"}, "x-tenant": "acme"}), "critical extensions"},
		{"CritB64", id.SignPayload(id.Payload(base), map[string]any{"crit": []string{"b64"}, "b64": true}), "critical extensions"},
	} {
		_, err := v.Verify(ctx, c.token)
		require.True(t, apperr.Is(err, apperr.Unauthorized), "%s: %v", c.name, err)
		require.Contains(t, err.Error(), c.detail, c.name)
	}
}

// An unknown kid fetches the JWKS again at most once per MinRefresh, so a
// stream of forged kids cannot hammer the identity service.
func TestUnknownKidRefetchIsRateLimited(t *testing.T) {
	t.Parallel()
	v, id, clk := setup(t)
	ctx := context.Background()
	_, err := v.Verify(ctx, id.TokenForSubject("ana"))
	require.NoError(t, err)
	require.EqualValues(t, 1, v.Fetches())

	stranger := id.SignWithStranger(testkit.Claims{Subject: "ana"})
	id.Retire()
	id.Rotate(testkit.ES256) // the next token's kid is new, the JWKS was fetched just now
	fresh := id.TokenForSubject("ana")
	for range 5 {
		_, err = v.Verify(ctx, fresh)
		require.True(t, apperr.Is(err, apperr.Unauthorized), "%v", err)
		require.Contains(t, err.Error(), "unknown key")
	}
	require.EqualValues(t, 1, v.Fetches(), "no fetch within 10 s of the last")

	clk.Advance(10 * time.Second)
	_, err = v.Verify(ctx, fresh)
	require.NoError(t, err, "the rotated key is picked up once the interval passed")
	require.EqualValues(t, 2, v.Fetches())

	_, err = v.Verify(ctx, stranger) // its kid was retired: refused, and no fetch within the interval
	require.Error(t, err)
	require.EqualValues(t, 2, v.Fetches())
}

// After a failed fetch the verifier tries again after a second, not ten, so
// tokens work within seconds of the identity service's return.
func TestFailedFetchRetriesSoon(t *testing.T) {
	t.Parallel()
	v, id, clk := setup(t)
	ctx := context.Background()
	id.SetDown(true)
	_, err := v.Verify(ctx, id.TokenForSubject("ana"))
	require.True(t, apperr.Is(err, apperr.Unavailable), "%v", err)
	_, err = v.Verify(ctx, id.TokenForSubject("ana"))
	require.True(t, apperr.Is(err, apperr.Unavailable), "%v", err)
	require.EqualValues(t, 1, v.Fetches(), "not more than one fetch a second while down")

	id.SetDown(false)
	clk.Advance(time.Second)
	_, err = v.Verify(ctx, id.TokenForSubject("ana"))
	require.NoError(t, err)
}

func TestBearer(t *testing.T) {
	t.Parallel()
	tok, err := session.Bearer("bearer  abc ")
	require.NoError(t, err)
	require.Equal(t, "abc", tok)
	for _, h := range []string{"", "Bearer", "Bearer ", "Token abc"} {
		_, err := session.Bearer(h)
		require.True(t, apperr.Is(err, apperr.Unauthorized), h)
	}
}

// The development issuer's tokens verify through the same code path.
func TestDevSigner(t *testing.T) {
	t.Parallel()
	_, priv, _ := ed25519Key()
	dev, err := session.NewDevSigner(priv, "dev-1", "", "")
	require.NoError(t, err)
	v := session.NewVerifier(session.Options{Source: dev.Source(), Issuer: session.DevIssuer})
	tok, exp, err := dev.Mint(context.Background(), "demo", "demo@example.com", "Demo", time.Hour)
	require.NoError(t, err)
	require.WithinDuration(t, time.Now().Add(time.Hour), exp, 2*time.Second)
	c, err := v.Verify(context.Background(), tok)
	require.NoError(t, err)
	require.Equal(t, "demo", c.Subject)
	require.Equal(t, "demo@example.com", c.Email)
	body, err := dev.JWKS(context.Background())
	require.NoError(t, err)
	require.Contains(t, string(body), `"kid":"dev-1"`)
	require.NotContains(t, string(body), `"d":`, "the JWKS holds no private part")
}

// Requests queued behind a slow fetch that fails answer 503 at once rather
// than each fetching again.
func TestSlowFailingFetchIsNotRepeatedByWaiters(t *testing.T) {
	t.Parallel()
	id := testkit.NewIdentity(t)
	clk := &clock{now: time.Now()}
	release, fetching := make(chan struct{}), make(chan struct{}, 1)
	v := session.NewVerifier(session.Options{
		Source: func(ctx context.Context) (jwk.Set, error) {
			select { // a second fetch (the defect) must not block here
			case fetching <- struct{}{}:
			default:
			}
			<-release
			clk.Advance(5 * time.Second) // the fetch took its whole timeout
			return nil, errors.New("identity service timed out")
		},
		Issuer: id.Issuer, Audience: id.Audience, Now: clk.Now, MinRefresh: 10 * time.Second,
	})
	tok := id.TokenForSubject("ana")
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := v.Verify(context.Background(), tok)
			errs <- err
		}()
	}
	<-fetching // the others queue behind this fetch or find its failure
	close(release)
	wg.Wait()
	close(errs)
	for err := range errs {
		require.True(t, apperr.Is(err, apperr.Unavailable), "%v", err)
	}
	require.EqualValues(t, 1, v.Fetches())
}
