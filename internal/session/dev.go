package session

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"fmt"
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
	priv     jwk.Key
	pub      jwk.Set
	issuer   string
	audience string
}

// LoadDevSigner reads the development key from the database, creating it on
// first use (concurrent first uses agree on one key).
func LoadDevSigner(ctx context.Context, pool *pgxpool.Pool, issuer, audience string) (*DevSigner, error) {
	_, seed, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	kid := uuid.NewString()
	if _, err := pool.Exec(ctx, `INSERT INTO auth_dev_keys (id, kid, seed) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
		kid, seed.Seed()); err != nil {
		return nil, db.Wrap("create development signing key", err)
	}
	var s []byte
	if err := pool.QueryRow(ctx, `SELECT kid, seed FROM auth_dev_keys WHERE id = 1`).Scan(&kid, &s); err != nil {
		return nil, db.Wrap("load development signing key", err)
	}
	if len(s) != ed25519.SeedSize {
		return nil, fmt.Errorf("development signing key: stored seed has %d bytes", len(s))
	}
	return NewDevSigner(ed25519.NewKeyFromSeed(s), kid, issuer, audience)
}

// NewDevSigner builds a signer from a key (tests, benchmarks).
func NewDevSigner(key ed25519.PrivateKey, kid, issuer, audience string) (*DevSigner, error) {
	if issuer == "" {
		issuer = DevIssuer
	}
	priv, err := jwk.Import(key)
	if err != nil {
		return nil, err
	}
	pubKey, err := jwk.Import(key.Public())
	if err != nil {
		return nil, err
	}
	for _, k := range []jwk.Key{priv, pubKey} {
		if err := k.Set(jwk.KeyIDKey, kid); err != nil {
			return nil, err
		}
		if err := k.Set(jwk.AlgorithmKey, jwa.EdDSA()); err != nil {
			return nil, err
		}
		if err := k.Set(jwk.KeyUsageKey, "sig"); err != nil {
			return nil, err
		}
	}
	set := jwk.NewSet()
	if err := set.AddKey(pubKey); err != nil {
		return nil, err
	}
	return &DevSigner{priv: priv, pub: set, issuer: issuer, audience: audience}, nil
}

// Source feeds the verifier with the development public key.
func (d *DevSigner) Source() KeySource {
	return func(context.Context) (jwk.Set, error) { return d.pub, nil }
}

// JWKS is the public key set as JSON, served at /auth/dev/jwks.json.
func (d *DevSigner) JWKS() ([]byte, error) { return json.Marshal(d.pub) }

// Mint signs a token for subject, valid for ttl (email and name optional).
func (d *DevSigner) Mint(subject, email, name string, ttl time.Duration) (string, time.Time, error) {
	now := time.Now().UTC().Truncate(time.Second)
	exp := now.Add(ttl)
	b := jwt.NewBuilder().Subject(subject).Issuer(d.issuer).IssuedAt(now).Expiration(exp)
	if d.audience != "" {
		b = b.Audience([]string{d.audience})
	}
	if email != "" {
		b = b.Claim("email", email)
	}
	if name != "" {
		b = b.Claim("name", name)
	}
	tok, err := b.Build()
	if err != nil {
		return "", time.Time{}, err
	}
	signed, err := jwt.Sign(tok, jwt.WithKey(jwa.EdDSA(), d.priv))
	if err != nil {
		return "", time.Time{}, err
	}
	return string(signed), exp, nil
}
