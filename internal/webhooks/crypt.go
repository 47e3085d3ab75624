package webhooks

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/platform/db"
	platformkeys "voiceagent/internal/platform/keyring"
)

// generatedKeyName names the key the platform makes for itself when
// ENCRYPTION_KEY is not configured.
const generatedKeyName = "webhook_secrets"

// sealed secrets are: version byte, key fingerprint (8), nonce (12), ciphertext.
const sealVersion = 1

// keyring seals and opens signing secrets with AES-256-GCM. It seals with the
// configured key or, without one, with a key generated once and stored in
// platform_keys; it opens with whichever key the fingerprint names, so
// setting ENCRYPTION_KEY later keeps older secrets readable.
type keyring struct {
	pool *pgxpool.Pool
	log  *slog.Logger

	configured *aeadKey

	mu        sync.Mutex
	generated *aeadKey
}

type aeadKey struct {
	fp   [8]byte
	aead cipher.AEAD
}

func newAEADKey(raw []byte) (*aeadKey, error) {
	block, err := aes.NewCipher(raw)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	k := &aeadKey{aead: aead}
	sum := sha256.Sum256(raw)
	copy(k.fp[:], sum[:8])
	return k, nil
}

func newKeyring(pool *pgxpool.Pool, log *slog.Logger, configured string) (*keyring, error) {
	k := &keyring{pool: pool, log: log}
	if strings.TrimSpace(configured) != "" {
		raw, err := platformkeys.ParseKey(configured)
		if err != nil {
			return nil, err
		}
		if k.configured, err = newAEADKey(raw); err != nil {
			return nil, fmt.Errorf("ENCRYPTION_KEY: %w", err)
		}
	}
	return k, nil
}

// primary is the key new secrets are sealed with.
func (k *keyring) primary(ctx context.Context) (*aeadKey, error) {
	if k.configured != nil {
		return k.configured, nil
	}
	return k.generatedKey(ctx, true)
}

// generatedKey loads the stored generated key, creating it when create is
// set and none exists yet. A nil key without error means none exists.
func (k *keyring) generatedKey(ctx context.Context, create bool) (*aeadKey, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.generated != nil {
		return k.generated, nil
	}
	if create {
		raw := make([]byte, 32)
		if _, err := rand.Read(raw); err != nil {
			return nil, err
		}
		_, err := k.pool.Exec(ctx, `INSERT INTO platform_keys (name, key) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, generatedKeyName, raw)
		if err != nil {
			return nil, db.Wrap("store generated encryption key", err)
		}
	}
	var raw []byte
	err := k.pool.QueryRow(ctx, `SELECT key FROM platform_keys WHERE name = $1`, generatedKeyName).Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, db.Wrap("load generated encryption key", err)
	}
	key, err := newAEADKey(raw)
	if err != nil {
		return nil, fmt.Errorf("stored encryption key %s: %w", generatedKeyName, err)
	}
	k.generated = key
	return key, nil
}

func (k *keyring) seal(ctx context.Context, plaintext []byte) ([]byte, error) {
	key, err := k.primary(ctx)
	if err != nil {
		return nil, err
	}
	nonce := make([]byte, key.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return nil, err
	}
	out := append([]byte{sealVersion}, key.fp[:]...)
	out = append(out, nonce...)
	return key.aead.Seal(out, nonce, plaintext, nil), nil
}

func (k *keyring) open(ctx context.Context, sealed []byte) ([]byte, error) {
	if len(sealed) < 1+8+12+16 || sealed[0] != sealVersion {
		return nil, errors.New("sealed secret is malformed")
	}
	var fp [8]byte
	copy(fp[:], sealed[1:9])
	var key *aeadKey
	if k.configured != nil && k.configured.fp == fp {
		key = k.configured
	} else {
		g, err := k.generatedKey(ctx, false)
		if err != nil {
			return nil, err
		}
		if g == nil || g.fp != fp {
			return nil, errors.New("secret was sealed with a key that is not configured (was ENCRYPTION_KEY changed?)")
		}
		key = g
	}
	nonce := sealed[9 : 9+key.aead.NonceSize()]
	plain, err := key.aead.Open(nil, nonce, sealed[9+key.aead.NonceSize():], nil)
	if err != nil {
		return nil, fmt.Errorf("open sealed secret: %w", err)
	}
	return plain, nil
}

// OpenSecret decrypts a stored secret column. Errors: a malformed value or a
// key that is no longer configured.
func (s *Service) OpenSecret(ctx context.Context, sealed []byte) (string, error) {
	b, err := s.keys.open(ctx, sealed)
	return string(b), err
}

func newTLSConfig(roots *x509.CertPool) *tls.Config {
	return &tls.Config{RootCAs: roots, MinVersion: tls.VersionTLS12}
}
