package internal_test

import (
	"fmt"
	"net/http"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

// Every reason a session token is refused is a 401 naming it, on the REST
// mirror and on GraphQL alike, before any handler or GraphQL runs.
func TestSessionRefusals(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	env.MustMember(org.ID, "ana", auth.RoleOwner)
	ok := id.Token(testkit.Claims{Subject: "ana"})

	cases := []struct {
		name, auth, detail string
	}{
		{"Missing", "", "session is required"},
		{"NotBearer", "Basic YW5hOnB3", "must be 'Bearer <session JWT>'"},
		{"Malformed", "Bearer not-a-jwt", "malformed"},
		{"MalformedParts", "Bearer aaa.bbb.ccc", "malformed"},
		{"Expired", "Bearer " + id.Token(testkit.Claims{Subject: "ana", Expiry: time.Now().Add(-2 * time.Minute)}), "expired"},
		{"NotYetValid", "Bearer " + id.Token(testkit.Claims{Subject: "ana", Extra: map[string]any{"nbf": time.Now().Add(10 * time.Minute).Unix()}}), "not valid yet"},
		{"NoExpiry", "Bearer " + id.Token(testkit.Claims{Subject: "ana", NoExpiry: true}), "no expiry"},
		{"BadSignature", "Bearer " + id.SignWithStranger(testkit.Claims{Subject: "ana"}), "signature is invalid"},
		{"TamperedPayload", "Bearer " + tamper(ok), "signature is invalid"},
		{"WrongIssuer", "Bearer " + id.Token(testkit.Claims{Subject: "ana", Issuer: "https://evil.example"}), "issuer"},
		{"NoIssuer", "Bearer " + id.Token(testkit.Claims{Subject: "ana", Issuer: "-"}), "issuer"},
		{"WrongAudience", "Bearer " + id.Token(testkit.Claims{Subject: "ana", Audience: []string{"another-app"}}), "audience"},
		{"NoAudience", "Bearer " + id.Token(testkit.Claims{Subject: "ana", Audience: []string{}}), "audience"},
		{"AlgNone", "Bearer " + id.Unsigned(testkit.Claims{Subject: "ana"}), `algorithm "none" is not accepted`},
		{"HS256", "Bearer " + id.SignHS256(testkit.Claims{Subject: "ana"}, []byte("a-shared-secret-of-32-bytes-long")), `algorithm "HS256" is not accepted`},
		{"NoSubject", "Bearer " + id.Token(testkit.Claims{}), "no subject"},
		{"NULInSubject", "Bearer " + id.Token(testkit.Claims{Subject: "ana\x00"}), `claim "sub" contains a NUL byte`},
		{"NULInEmail", "Bearer " + id.Token(testkit.Claims{Subject: "ana", Email: "ana\x00@example.com"}), `claim "email" contains a NUL byte`},
		{"NULInName", "Bearer " + id.Token(testkit.Claims{Subject: "ana", Name: "A\x00na"}), `claim "name" contains a NUL byte`},
		{"InvalidUTF8InName", "Bearer " + withClaim(t, id, testkit.Claims{Subject: "ana", Name: "Ana"}, "name", "\"An\xffa\""), "not valid UTF-8"},
		{"StringExpiry", "Bearer " + withClaim(t, id, testkit.Claims{Subject: "ana"}, "exp", fmt.Sprintf(`"%d"`, time.Now().Add(time.Hour).Unix())), `claim "exp" must be a number`},
		{"Crit", "Bearer " + id.SignPayload(id.Payload(testkit.Claims{Subject: "ana"}), map[string]any{"crit": []string{"x-tenant"}, "x-tenant": "acme"}), "critical extensions"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := map[string]string{"X-Organization-Id": org.ID.String()}
			if c.auth != "" {
				h["Authorization"] = c.auth
			}
			for _, path := range []string{"/api/v1/me", "/api/v1/organizations/members", "/api/v1/graphql?query=%7Bme%7Buser%7Bid%7D%7D%7D", "/api/v1/no/such/path"} {
				r := env.Do(testkit.Request{Method: "GET", Path: path, Header: h})
				require.Equal(t, http.StatusUnauthorized, r.Status, "%s: %s", path, r.Body)
				require.Contains(t, r.Detail(t), c.detail, path)
			}
			g := env.GraphQL(h, map[string]any{"query": "{ me { user { id } } }"})
			require.Equal(t, http.StatusUnauthorized, g.Status)
			require.Contains(t, g.Detail(t), c.detail)
		})
	}
	t.Run("OK", func(t *testing.T) {
		r := env.SessionFor(ok, org.ID.String()).Do("GET", "/api/v1/me", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	})
	t.Run("ExpiredWithinLeeway", func(t *testing.T) {
		tok := id.Token(testkit.Claims{Subject: "ana", Expiry: time.Now().Add(-30 * time.Second)})
		r := env.SessionFor(tok, org.ID.String()).Do("GET", "/api/v1/me", nil)
		require.Equal(t, http.StatusOK, r.Status, "60 s of leeway on exp: %s", r.Body)
	})
}

// withClaim signs c's claims with one claim's JSON value replaced by raw,
// bytes no token builder would write.
func withClaim(t *testing.T, id *testkit.Identity, c testkit.Claims, name, raw string) string {
	t.Helper()
	re := regexp.MustCompile(`"` + name + `":("[^"]*"|[0-9]+)`)
	p := id.Payload(c)
	require.Regexp(t, re, string(p))
	return id.SignPayload(re.ReplaceAll(p, []byte(`"`+name+`":`+raw)), nil)
}

// The realtime connection_init uses the same verifier: a token refused
// there for its claims closes the socket with 4401.
func TestRealtimeRefusesBadClaims(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	env.MustMember(org.ID, "ana", auth.RoleOwner)
	for name, c := range map[string]struct{ token, reason string }{
		"NULInSubject": {id.Token(testkit.Claims{Subject: "ana\x00"}), "NUL"},
		"NULInEmail":   {id.Token(testkit.Claims{Subject: "ana", Email: "ana\x00@example.com"}), "NUL"},
		"NULInName":    {id.Token(testkit.Claims{Subject: "ana", Name: "A\x00na"}), "NUL"},
		"InvalidUTF8":  {withClaim(t, id, testkit.Claims{Subject: "ana", Name: "Ana"}, "name", "\"An\xffa\""), "UTF-8"},
		"StringExpiry": {withClaim(t, id, testkit.Claims{Subject: "ana"}, "exp", fmt.Sprintf(`"%d"`, time.Now().Add(time.Hour).Unix())), "must be a number"},
		"Crit":         {id.SignPayload(id.Payload(testkit.Claims{Subject: "ana"}), map[string]any{"crit": []string{"x-tenant"}, "x-tenant": "acme"}), "critical extensions"},
	} {
		ws := env.DialRealtime(t, nil)
		ws.Init(map[string]any{"authorization": "Bearer " + c.token, "organizationId": org.ID.String()})
		require.Contains(t, ws.Closed(4401), c.reason, name)
	}
	ws := env.DialRealtime(t, nil)
	ws.Init(map[string]any{"authorization": "Bearer " + id.Token(testkit.Claims{Subject: "ana", Name: "Ana"}), "organizationId": org.ID.String()})
	ws.Must("connection_ack")
}

// tamper changes the payload of a signed token, keeping its signature.
func tamper(tok string) string {
	b := []byte(tok)
	for i := range b {
		if b[i] == '.' {
			// flip a character of the payload just after the first dot
			if b[i+2] == 'A' {
				b[i+2] = 'B'
			} else {
				b[i+2] = 'A'
			}
			break
		}
	}
	return string(b)
}

// Each accepted algorithm verifies, and a key the identity service adds is
// picked up on the first token that uses it, without a restart.
func TestSessionKeyRotation(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	env.MustMember(org.ID, "ana", auth.RoleViewer)
	me := func() *testkit.Response {
		return env.SessionFor(id.TokenForSubject("ana"), org.ID.String()).Do("GET", "/api/v1/me", nil)
	}
	require.Equal(t, http.StatusOK, me().Status)
	fetches := id.Hits()
	require.Equal(t, http.StatusOK, me().Status)
	require.Equal(t, fetches, id.Hits(), "a cached key costs no fetch")

	for _, alg := range []string{testkit.RS256, testkit.EdDSA, testkit.ES256} {
		id.Rotate(alg)
		r := me()
		require.Equal(t, http.StatusOK, r.Status, "%s: %s", alg, r.Body)
	}
	require.Equal(t, fetches+3, id.Hits(), "one fetch per new kid")

	// A kid the identity service does not publish stays refused.
	id.Retire()
	r := env.SessionFor(id.SignWithStranger(testkit.Claims{Subject: "ana"}), org.ID.String()).Do("GET", "/api/v1/me", nil)
	require.Equal(t, http.StatusUnauthorized, r.Status)
}

// With the identity service unreachable, a token whose key is not cached is
// a 503 (never a 401), cached keys keep working, and tokens work again as
// soon as it returns.
func TestSessionIdentityServiceDown(t *testing.T) {
	t.Parallel()
	t.Run("NothingCached", func(t *testing.T) {
		t.Parallel()
		env, id := testkit.NewBackoffice(t)
		org := env.MustOrg("Acme")
		env.MustMember(org.ID, "ana", auth.RoleViewer)
		id.SetDown(true)
		s := env.SessionFor(id.TokenForSubject("ana"), org.ID.String())
		r := s.Do("GET", "/api/v1/me", nil)
		require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "signing keys cannot be fetched")
		g := s.GraphQL("{ me { user { id } } }", nil)
		require.Equal(t, http.StatusServiceUnavailable, g.Status)

		id.SetDown(false)
		require.Equal(t, http.StatusOK, s.Do("GET", "/api/v1/me", nil).Status)
	})
	t.Run("CachedKeysKeepWorking", func(t *testing.T) {
		t.Parallel()
		env, id := testkit.NewBackoffice(t)
		org := env.MustOrg("Acme")
		env.MustMember(org.ID, "ana", auth.RoleViewer)
		s := env.SessionFor(id.TokenForSubject("ana"), org.ID.String())
		require.Equal(t, http.StatusOK, s.Do("GET", "/api/v1/me", nil).Status)

		id.SetDown(true)
		require.Equal(t, http.StatusOK, s.Do("GET", "/api/v1/me", nil).Status, "cached key")
		id.Rotate(testkit.EdDSA)
		rotated := env.SessionFor(id.TokenForSubject("ana"), org.ID.String())
		r := rotated.Do("GET", "/api/v1/me", nil)
		require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))

		id.SetDown(false)
		require.Equal(t, http.StatusOK, rotated.Do("GET", "/api/v1/me", nil).Status)
		require.Equal(t, http.StatusOK, s.Do("GET", "/api/v1/me", nil).Status)
	})
}
