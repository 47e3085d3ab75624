package testkit

import (
	"crypto/ecdsa"
	"crypto/ed25519"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/lestrrat-go/jwx/v3/jwa"
	"github.com/lestrrat-go/jwx/v3/jwk"
	"github.com/lestrrat-go/jwx/v3/jws"
	"github.com/lestrrat-go/jwx/v3/jwt"
)

// Identity is a test identity service: signing keys the test owns, whose
// public halves a real HTTP server publishes as a JWKS, as the platform's
// identity service does. Start a platform that trusts it with
// testkit.New(t, id.Options()...) or NewBackoffice.
type Identity struct {
	T        testing.TB
	Server   *httptest.Server
	Issuer   string
	Audience string

	mu      sync.Mutex
	keys    []signingKey // published, oldest first
	current int
	down    atomic.Bool
	hits    atomic.Int64
}

type signingKey struct {
	alg  jwa.SignatureAlgorithm
	priv jwk.Key
	pub  jwk.Key
}

// Algorithms a test identity key can use.
const (
	RS256 = "RS256"
	ES256 = "ES256"
	EdDSA = "EdDSA"
)

// NewIdentity starts an identity service with one ES256 key.
func NewIdentity(t testing.TB) *Identity {
	t.Helper()
	id := &Identity{T: t, Issuer: "https://id.test.example", Audience: "voiceagent-backoffice"}
	id.Rotate(ES256)
	id.Server = httptest.NewServer(http.HandlerFunc(id.serveJWKS))
	t.Cleanup(id.Server.Close)
	return id
}

func (id *Identity) serveJWKS(w http.ResponseWriter, r *http.Request) {
	id.hits.Add(1)
	if id.down.Load() {
		http.Error(w, "identity service unavailable", http.StatusServiceUnavailable)
		return
	}
	id.mu.Lock()
	set := jwk.NewSet()
	for _, k := range id.keys {
		_ = set.AddKey(k.pub)
	}
	id.mu.Unlock()
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(set)
}

// JWKSURL is where the public keys are served.
func (id *Identity) JWKSURL() string { return id.Server.URL + "/.well-known/jwks.json" }

// Options configure a platform to trust this identity service, fetching
// its JWKS on every unknown kid (AUTH_JWKS_MIN_REFRESH=0s).
func (id *Identity) Options() []Option {
	return []Option{
		WithVar("AUTH_JWKS_URL", id.JWKSURL()),
		WithVar("AUTH_ISSUER", id.Issuer),
		WithVar("AUTH_AUDIENCE", id.Audience),
		WithVar("AUTH_JWKS_MIN_REFRESH", "0s"),
	}
}

// Hits counts the JWKS requests served (or refused while down).
func (id *Identity) Hits() int64 { return id.hits.Load() }

// SetDown makes the JWKS endpoint answer 503 (true) or serve again (false).
func (id *Identity) SetDown(down bool) { id.down.Store(down) }

// Rotate publishes a new key of the given algorithm (RS256, ES256, EdDSA)
// and signs with it from now on; the older keys stay published. It returns
// the new kid.
func (id *Identity) Rotate(alg string) string {
	id.T.Helper()
	var raw any
	var a jwa.SignatureAlgorithm
	var err error
	switch alg {
	case RS256:
		raw, err = rsa.GenerateKey(rand.Reader, 2048)
		a = jwa.RS256()
	case ES256:
		raw, err = ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
		a = jwa.ES256()
	case EdDSA:
		_, raw, err = ed25519.GenerateKey(rand.Reader)
		a = jwa.EdDSA()
	default:
		id.T.Fatalf("unknown algorithm %s", alg)
	}
	if err != nil {
		id.T.Fatalf("generate key: %v", err)
	}
	priv, err := jwk.Import(raw)
	if err != nil {
		id.T.Fatalf("import key: %v", err)
	}
	pub, err := priv.PublicKey()
	if err != nil {
		id.T.Fatalf("public key: %v", err)
	}
	kid := uuid.NewString()
	for _, k := range []jwk.Key{priv, pub} {
		_ = k.Set(jwk.KeyIDKey, kid)
		_ = k.Set(jwk.AlgorithmKey, a)
	}
	id.mu.Lock()
	defer id.mu.Unlock()
	id.keys = append(id.keys, signingKey{alg: a, priv: priv, pub: pub})
	id.current = len(id.keys) - 1
	return kid
}

// Retire stops publishing every key but the current one.
func (id *Identity) Retire() {
	id.mu.Lock()
	defer id.mu.Unlock()
	id.keys = []signingKey{id.keys[id.current]}
	id.current = 0
}

// Claims of a test token. Zero values get sane defaults in Token: the
// identity's issuer and audience, an expiry in an hour.
type Claims struct {
	Subject  string
	Email    string
	Name     string
	Issuer   string    // "-" omits iss
	Audience []string  // nil = the identity's audience; empty slice omits aud
	Expiry   time.Time // zero = in an hour
	NoExpiry bool
	Extra    map[string]any
}

// Token signs claims with the current key (kid in the header).
func (id *Identity) Token(c Claims) string {
	id.T.Helper()
	id.mu.Lock()
	k := id.keys[id.current]
	id.mu.Unlock()
	return id.sign(k.alg, k.priv, c)
}

// TokenForSubject is Token with only a subject.
func (id *Identity) TokenForSubject(subject string) string {
	return id.Token(Claims{Subject: subject})
}

func (id *Identity) sign(alg jwa.SignatureAlgorithm, key any, c Claims) string {
	id.T.Helper()
	tok, err := id.build(c)
	if err != nil {
		id.T.Fatalf("build token: %v", err)
	}
	signed, err := jwt.Sign(tok, jwt.WithKey(alg, key))
	if err != nil {
		id.T.Fatalf("sign token: %v", err)
	}
	return string(signed)
}

func (id *Identity) build(c Claims) (jwt.Token, error) {
	now := time.Now()
	b := jwt.NewBuilder().Subject(c.Subject).IssuedAt(now)
	switch c.Issuer {
	case "":
		b = b.Issuer(id.Issuer)
	case "-":
	default:
		b = b.Issuer(c.Issuer)
	}
	switch {
	case c.Audience == nil:
		b = b.Audience([]string{id.Audience})
	case len(c.Audience) > 0:
		b = b.Audience(c.Audience)
	}
	if !c.NoExpiry {
		exp := c.Expiry
		if exp.IsZero() {
			exp = now.Add(time.Hour)
		}
		b = b.Expiration(exp)
	}
	if c.Email != "" {
		b = b.Claim("email", c.Email)
	}
	if c.Name != "" {
		b = b.Claim("name", c.Name)
	}
	for k, v := range c.Extra {
		b = b.Claim(k, v)
	}
	return b.Build()
}

// Payload is the JSON claims Token would sign for c, for a test to alter
// as bytes (a string exp, invalid UTF-8) before SignPayload.
func (id *Identity) Payload(c Claims) []byte {
	id.T.Helper()
	tok, err := id.build(c)
	if err != nil {
		id.T.Fatalf("build token: %v", err)
	}
	raw, err := json.Marshal(tok)
	if err != nil {
		id.T.Fatalf("encode claims: %v", err)
	}
	return raw
}

// SignPayload signs payload as is with the current key (kid in the
// header), adding headers to the protected header: a token no builder
// would write, such as one with a crit header.
func (id *Identity) SignPayload(payload []byte, headers map[string]any) string {
	id.T.Helper()
	id.mu.Lock()
	k := id.keys[id.current]
	id.mu.Unlock()
	hdr := jws.NewHeaders()
	for name, v := range headers {
		if err := hdr.Set(name, v); err != nil {
			id.T.Fatalf("header %s: %v", name, err)
		}
	}
	signed, err := jws.Sign(payload, jws.WithKey(k.alg, k.priv, jws.WithProtectedHeaders(hdr)))
	if err != nil {
		id.T.Fatalf("sign payload: %v", err)
	}
	return string(signed)
}

// SignHS256 signs claims with HMAC under secret, which the platform must refuse.
func (id *Identity) SignHS256(c Claims, secret []byte) string {
	id.T.Helper()
	k, err := jwk.Import(secret)
	if err != nil {
		id.T.Fatalf("import secret: %v", err)
	}
	id.mu.Lock()
	kid, _ := id.keys[id.current].pub.KeyID()
	id.mu.Unlock()
	_ = k.Set(jwk.KeyIDKey, kid)
	return id.sign(jwa.HS256(), k, c)
}

// Unsigned returns claims as an alg "none" token, which the platform must refuse.
func (id *Identity) Unsigned(c Claims) string {
	id.T.Helper()
	tok, err := id.build(c)
	if err != nil {
		id.T.Fatalf("build token: %v", err)
	}
	raw, err := jwt.Sign(tok, jwt.WithInsecureNoSignature())
	if err != nil {
		id.T.Fatalf("sign none: %v", err)
	}
	return string(raw)
}

// SignWithStranger signs with a fresh key that is not published but carries
// the current kid: a bad signature.
func (id *Identity) SignWithStranger(c Claims) string {
	id.T.Helper()
	raw, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	k, _ := jwk.Import(raw)
	id.mu.Lock()
	kid, _ := id.keys[id.current].pub.KeyID()
	id.mu.Unlock()
	_ = k.Set(jwk.KeyIDKey, kid)
	return id.sign(jwa.ES256(), k, c)
}
