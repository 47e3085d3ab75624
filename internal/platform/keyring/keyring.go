// Package keyring gives each platform feature its own secret key, derived
// from one master key: ENCRYPTION_KEY when it is set, otherwise a key
// generated once and kept in the database (table platform_keys), so every
// replica derives the same keys. A derived key is HKDF-SHA256 of the master
// key with the purpose as info: keys of different purposes are independent,
// and none reveals the master key. The keyring is the only reader and writer
// of platform_keys; secrets kept at rest are sealed through its Sealer.
package keyring

import (
	"context"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/platform/db"
)

// GeneratedKeyName names the master key the platform generates for itself
// in platform_keys when ENCRYPTION_KEY is empty.
const GeneratedKeyName = "keyring_master"

// Keyring holds the master key, read lazily: the generated key lives in a
// table that exists only once migrations have run.
type Keyring struct {
	pool       *pgxpool.Pool
	configured []byte // ENCRYPTION_KEY; nil when unset

	mu     sync.Mutex
	master []byte
}

// ParseKey reads ENCRYPTION_KEY: standard or URL-safe base64, padded or
// not, of exactly 32 bytes.
func ParseKey(s string) ([]byte, error) {
	s = strings.TrimSpace(s)
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.RawStdEncoding, base64.URLEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil {
			if len(b) != 32 {
				return nil, fmt.Errorf("ENCRYPTION_KEY must be base64 of 32 bytes, got %d bytes (make one with: openssl rand -base64 32)", len(b))
			}
			return b, nil
		}
	}
	return nil, errors.New("ENCRYPTION_KEY is not valid base64 (make one with: openssl rand -base64 32)")
}

// New returns the keyring of ENCRYPTION_KEY (configured), or of the
// generated key kept through pool when configured is empty. Errors: an
// invalid ENCRYPTION_KEY.
func New(pool *pgxpool.Pool, configured string) (*Keyring, error) {
	k := &Keyring{pool: pool}
	if strings.TrimSpace(configured) != "" {
		raw, err := ParseKey(configured)
		if err != nil {
			return nil, err
		}
		k.master, k.configured = raw, raw
	}
	return k, nil
}

// Derive returns the key of one purpose (e.g. "calls-cursor"). The key is
// read on first use.
func (k *Keyring) Derive(purpose string) *Derived {
	return &Derived{ring: k, purpose: purpose}
}

// masterKey returns the master key, creating the generated one the first
// time any process needs it; concurrent first uses on several replicas all
// end up reading the one row that won.
func (k *Keyring) masterKey(ctx context.Context) ([]byte, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.master != nil {
		return k.master, nil
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return nil, err
	}
	var stored []byte
	err := k.pool.QueryRow(ctx, `WITH ins AS (
			INSERT INTO platform_keys (name, key) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING key)
		SELECT key FROM ins UNION ALL SELECT key FROM platform_keys WHERE name = $1 LIMIT 1`, GeneratedKeyName, raw).Scan(&stored)
	if errors.Is(err, pgx.ErrNoRows) {
		// Another process inserted it after this statement's snapshot was
		// taken: a new statement sees it.
		err = k.pool.QueryRow(ctx, `SELECT key FROM platform_keys WHERE name = $1`, GeneratedKeyName).Scan(&stored)
	}
	if err != nil {
		return nil, db.Wrap("load the generated master key", err)
	}
	if len(stored) != 32 {
		return nil, fmt.Errorf("keyring: stored key %s holds %d bytes, not 32", GeneratedKeyName, len(stored))
	}
	k.master = stored
	return stored, nil
}

// Derived is the key of one purpose.
type Derived struct {
	ring    *Keyring
	purpose string

	mu  sync.Mutex
	key []byte
}

// Key returns the derived key (32 bytes). Errors: the database is
// unreachable on the first use without ENCRYPTION_KEY (503).
func (d *Derived) Key(ctx context.Context) ([]byte, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.key != nil {
		return d.key, nil
	}
	master, err := d.ring.masterKey(ctx)
	if err != nil {
		return nil, err
	}
	key, err := derive(master, d.purpose)
	if err != nil {
		return nil, err
	}
	d.key = key
	return key, nil
}

func derive(master []byte, purpose string) ([]byte, error) {
	key, err := hkdf.Key(sha256.New, master, nil, "voiceagent/"+purpose, 32)
	if err != nil {
		return nil, fmt.Errorf("keyring: derive %s: %w", purpose, err)
	}
	return key, nil
}

// stored reads a key kept in platform_keys, nil when there is none; it never
// creates one. Errors: the database is unreachable (503).
func (k *Keyring) stored(ctx context.Context, name string) ([]byte, error) {
	var raw []byte
	err := k.pool.QueryRow(ctx, `SELECT key FROM platform_keys WHERE name = $1`, name).Scan(&raw)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, db.Wrap("load stored key", err)
	}
	if len(raw) != 32 {
		return nil, fmt.Errorf("keyring: stored key %s holds %d bytes, not 32", name, len(raw))
	}
	return raw, nil
}
