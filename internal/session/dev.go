package session

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/lestrrat-go/jwx/v3/jwa"
	"github.com/lestrrat-go/jwx/v3/jwk"
	"github.com/lestrrat-go/jwx/v3/jwt"

	"voiceagent/internal/platform/db"
)

// DevIssuer is the iss of development tokens when AUTH_ISSUER is empty.
const DevIssuer = "voiceagent-dev"

// DevSigner is the development issuer used when no identity service is
// configured (AUTH_JWKS_URL empty): one Ed25519 key kept in the database, so
// every replica and the CLI sign and verify with the same key. Its public
// JWKS feeds the same Verifier as a real identity service's.
type DevSigner struct {
	issuer   string
	audience string

	mu   sync.Mutex
	pool *pgxpool.Pool // nil once the key is loaded
	priv jwk.Key
	pub  jwk.Set
}

// NewDBDevSigner returns the development issuer whose key is kept in the
// database. The key is read (or created) on first use, not here, so the
// platform can be built before its migrations run.
func NewDBDevSigner(pool *pgxpool.Pool, issuer, audience string) *DevSigner {
	if issuer == "" {
		issuer = DevIssuer
	}
	return &DevSigner{pool: pool, issuer: issuer, audience: audience}
}

// keys loads the key on first use. Errors: Unavailable when the database
// cannot be read.
func (d *DevSigner) keys(ctx context.Context) (jwk.Key, jwk.Set, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.priv == nil {
		key, kid, err := loadDevKey(ctx, d.pool)
		if err != nil {
			return nil, nil, db.Wrap("development signing key", err)
		}
		if d.priv, d.pub, err = devKeys(key, kid); err != nil {
			return nil, nil, err
		}
	}
	return d.priv, d.pub, nil
}

// loadDevKey reads the development key, creating it first if there is none
// (concurrent first uses agree on one key).
func loadDevKey(ctx context.Context, pool *pgxpool.Pool) (ed25519.PrivateKey, string, error) {
	_, seed, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, "", err
	}
	kid := uuid.NewString()
	if _, err := pool.Exec(ctx, `INSERT INTO auth_dev_keys (id, kid, seed) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
		kid, seed.Seed()); err != nil {
		return nil, "", err
	}
	var s []byte
	if err := pool.QueryRow(ctx, `SELECT kid, seed FROM auth_dev_keys WHERE id = 1`).Scan(&kid, &s); err != nil {
		return nil, "", err
	}
	if len(s) != ed25519.SeedSize {
		return nil, "", fmt.Errorf("stored seed has %d bytes", len(s))
	}
	return ed25519.NewKeyFromSeed(s), kid, nil
}

// NewDevSigner builds a signer from a key (tests, benchmarks).
func NewDevSigner(key ed25519.PrivateKey, kid, issuer, audience string) (*DevSigner, error) {
	if issuer == "" {
		issuer = DevIssuer
	}
	priv, pub, err := devKeys(key, kid)
	if err != nil {
		return nil, err
	}
	return &DevSigner{priv: priv, pub: pub, issuer: issuer, audience: audience}, nil
}

func devKeys(key ed25519.PrivateKey, kid string) (jwk.Key, jwk.Set, error) {
	priv, err := jwk.Import(key)
	if err != nil {
		return nil, nil, err
	}
	pubKey, err := jwk.Import(key.Public())
	if err != nil {
		return nil, nil, err
	}
	for _, k := range []jwk.Key{priv, pubKey} {
		if err := k.Set(jwk.KeyIDKey, kid); err != nil {
			return nil, nil, err
		}
		if err := k.Set(jwk.AlgorithmKey, jwa.EdDSA()); err != nil {
			return nil, nil, err
		}
		if err := k.Set(jwk.KeyUsageKey, "sig"); err != nil {
			return nil, nil, err
		}
	}
	set := jwk.NewSet()
	if err := set.AddKey(pubKey); err != nil {
		return nil, nil, err
	}
	return priv, set, nil
}

// Source feeds the verifier with the development public key.
func (d *DevSigner) Source() KeySource {
	return func(ctx context.Context) (jwk.Set, error) {
		_, pub, err := d.keys(ctx)
		return pub, err
	}
}

// JWKS is the public key set as JSON, served at /auth/dev/jwks.json.
func (d *DevSigner) JWKS(ctx context.Context) ([]byte, error) {
	_, pub, err := d.keys(ctx)
	if err != nil {
		return nil, err
	}
	return json.Marshal(pub)
}

// Mint signs a token for subject, valid for ttl (email and name optional;
// an email is marked verified).
func (d *DevSigner) Mint(ctx context.Context, subject, email, name string, ttl time.Duration) (string, time.Time, error) {
	priv, _, err := d.keys(ctx)
	if err != nil {
		return "", time.Time{}, err
	}
	now := time.Now().UTC().Truncate(time.Second)
	exp := now.Add(ttl)
	b := jwt.NewBuilder().Subject(subject).Issuer(d.issuer).IssuedAt(now).Expiration(exp)
	if d.audience != "" {
		b = b.Audience([]string{d.audience})
	}
	if email != "" {
		// The development issuer is this platform: it vouches for the
		// address it is given, as an identity service does for one it checked.
		b = b.Claim("email", email).Claim("email_verified", true)
	}
	if name != "" {
		b = b.Claim("name", name)
	}
	tok, err := b.Build()
	if err != nil {
		return "", time.Time{}, err
	}
	signed, err := jwt.Sign(tok, jwt.WithKey(jwa.EdDSA(), priv))
	if err != nil {
		return "", time.Time{}, err
	}
	return string(signed), exp, nil
}
