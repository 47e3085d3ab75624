package keyring

import (
	"context"
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"sync"
)

// sealed values are: version byte, key fingerprint (8), nonce (12), ciphertext.
const sealVersion = 1

// Sealer seals small secrets kept at rest (webhook signing secrets) with
// AES-256-GCM under the derived key of one purpose. A sealed value names its
// key by fingerprint, so it opens with whichever key sealed it among those
// this platform can still derive or read: the purpose's key of the
// configured master, of the generated master (ENCRYPTION_KEY set after
// secrets were sealed without it), and the keys older releases sealed with
// directly (ENCRYPTION_KEY itself, and a key generated for the purpose alone
// and kept in platform_keys under legacyName).
type Sealer struct {
	ring       *Keyring
	purpose    string
	legacyName string

	mu      sync.Mutex
	primary *aeadKey
	known   map[[8]byte]*aeadKey
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

// Sealer returns the sealer of one purpose (e.g. "webhook-secrets").
// legacyName, when not empty, names a key an older release generated for
// this purpose in platform_keys: still opened, never used to seal.
func (k *Keyring) Sealer(purpose, legacyName string) *Sealer {
	return &Sealer{ring: k, purpose: purpose, legacyName: legacyName, known: map[[8]byte]*aeadKey{}}
}

// Ensure loads the key new secrets are sealed with (creating the generated
// master key without ENCRYPTION_KEY; migrations must have run). Errors: the
// database is unreachable (503).
func (s *Sealer) Ensure(ctx context.Context) error {
	_, err := s.primaryKey(ctx)
	return err
}

func (s *Sealer) primaryKey(ctx context.Context) (*aeadKey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.primary != nil {
		return s.primary, nil
	}
	raw, err := s.ring.Derive(s.purpose).Key(ctx)
	if err != nil {
		return nil, err
	}
	k, err := newAEADKey(raw)
	if err != nil {
		return nil, err
	}
	s.primary = k
	s.known[k.fp] = k
	return k, nil
}

// Seal encrypts plaintext under the purpose's key of the master key in use.
// Errors: as Ensure.
func (s *Sealer) Seal(ctx context.Context, plaintext []byte) ([]byte, error) {
	key, err := s.primaryKey(ctx)
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

// Open decrypts a value Seal (or an older release) made. Errors: a
// malformed or tampered value, a key no longer available (its message names
// ENCRYPTION_KEY), the database unreachable (503).
func (s *Sealer) Open(ctx context.Context, sealed []byte) ([]byte, error) {
	if len(sealed) < 1+8+12+16 || sealed[0] != sealVersion {
		return nil, errors.New("sealed secret is malformed")
	}
	var fp [8]byte
	copy(fp[:], sealed[1:9])
	key, err := s.keyOf(ctx, fp)
	if err != nil {
		return nil, err
	}
	nonce := sealed[9 : 9+key.aead.NonceSize()]
	plain, err := key.aead.Open(nil, nonce, sealed[9+key.aead.NonceSize():], nil)
	if err != nil {
		return nil, fmt.Errorf("open sealed secret: %w", err)
	}
	return plain, nil
}

// keyOf finds the key of a fingerprint among those the platform can derive
// or read; keys found are remembered, a miss looks again (another replica
// may have generated a key meanwhile).
func (s *Sealer) keyOf(ctx context.Context, fp [8]byte) (*aeadKey, error) {
	if _, err := s.primaryKey(ctx); err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if k, ok := s.known[fp]; ok {
		return k, nil
	}
	var candidates [][]byte
	if s.ring.configured != nil {
		candidates = append(candidates, s.ring.configured) // older releases sealed with ENCRYPTION_KEY itself
		generated, err := s.ring.stored(ctx, GeneratedKeyName)
		if err != nil {
			return nil, err
		}
		if generated != nil {
			derived, err := derive(generated, s.purpose)
			if err != nil {
				return nil, err
			}
			candidates = append(candidates, derived)
		}
	}
	if s.legacyName != "" {
		legacy, err := s.ring.stored(ctx, s.legacyName)
		if err != nil {
			return nil, err
		}
		if legacy != nil {
			candidates = append(candidates, legacy)
		}
	}
	for _, raw := range candidates {
		k, err := newAEADKey(raw)
		if err != nil {
			return nil, err
		}
		s.known[k.fp] = k
	}
	if k, ok := s.known[fp]; ok {
		return k, nil
	}
	return nil, errors.New("secret was sealed with a key that is not configured (was ENCRYPTION_KEY changed?)")
}
