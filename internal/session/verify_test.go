package session_test

import (
	"context"
	"errors"
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
	c, err := v.Verify(context.Background(), id.Token(testkit.Claims{Subject: "ana", Email: "ana@example.com", Name: "Ana"}))
	require.NoError(t, err)
	require.Equal(t, "ana", c.Subject)
	require.Equal(t, "ana@example.com", c.Email)
	require.Equal(t, "Ana", c.Name)
	require.True(t, c.EmailVerified)

	c, err = v.Verify(context.Background(), id.Token(testkit.Claims{Subject: "bo", Email: "bo@example.com", Extra: map[string]any{"email_verified": false}}))
	require.NoError(t, err)
	require.False(t, c.EmailVerified)
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
