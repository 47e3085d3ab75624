// Package apikeys owns organization API keys: creation (the full key is shown
// once and stored only as a SHA-256 hash), revocation, and authentication of
// API Channel requests.
//
// Authentication keeps recently seen keys in process memory so a request
// needs no database round trip, without ever trusting a stale entry: each
// organization has an "auth generation" value in Redis that every revocation,
// suspension or reactivation replaces. A cached entry is used only while the
// generation it was loaded under is still the current one, checked on every
// request (one Redis GET), so the very next request after a revocation is
// refused on every replica. When Redis cannot be asked, the database is.
//
// Unknown keys are remembered briefly too (a negative cache), so a client
// repeating a wrong key costs no database query; a key created since, on any
// replica, is noticed through a second Redis value that every creation
// replaces. Organization names and suspension come from the orgs service.
package apikeys

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/hashicorp/golang-lru/v2/expirable"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"

	"voiceagent/internal/auth"
	"voiceagent/internal/orgs"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/ratelimit"
)

// Prefix starts every API key.
const Prefix = "svc_"

const (
	secretLen = 40 // base62 characters, about 238 bits
	alphabet  = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	// ExpiredDetail is the exact detail of the 401 for an expired key.
	ExpiredDetail = "Chave de API expirada"
	cacheTTL      = 5 * time.Minute // defence in depth; freshness comes from the generation check
	cacheMax      = 100_000         // least recently used keys leave first
	unknownTTL    = 30 * time.Second
	unknownMax    = 100_000
	touchEvery    = time.Minute // last_used_at is written at most this often per key
)

// Key is an API key as shown to its owners (never the secret).
type Key struct {
	ID                 uuid.UUID  `json:"id"`
	OrganizationID     uuid.UUID  `json:"organization_id"`
	Name               string     `json:"name"`
	Description        string     `json:"description"`
	KeyPreview         string     `json:"key_preview"`
	Scopes             []string   `json:"scopes"`
	RateLimitPerMinute *int       `json:"rate_limit_per_minute"`
	ExpiresAt          *time.Time `json:"expires_at"`
	RevokedAt          *time.Time `json:"revoked_at,omitempty"`
	CreatedAt          time.Time  `json:"created_at"`
	LastUsedAt         *time.Time `json:"last_used_at"`
}

// Identity is what authentication learns about a request's key.
type Identity struct {
	Key       Key
	OrgName   string
	OrgSlug   string
	Principal auth.Principal
}

// CreateInput is what a new key needs.
type CreateInput struct {
	OrganizationID     uuid.UUID
	Name               string
	Description        string
	Scopes             []string
	ExpiresAt          *time.Time
	RateLimitPerMinute *int
}

// OrgReader reads organizations (the orgs service).
type OrgReader interface {
	Get(ctx context.Context, id uuid.UUID) (orgs.Organization, error)
}

// Service manages and authenticates API keys.
type Service struct {
	pool    *pgxpool.Pool
	gens    *Generations
	limiter *ratelimit.Limiter
	orgs    OrgReader
	log     *slog.Logger

	cache   *expirable.LRU[[32]byte, *entry]
	unknown *expirable.LRU[[32]byte, string] // hash -> creation generation when it was looked up
}

type entry struct {
	id       Identity
	suspend  bool
	revoked  bool
	gen      string
	loadedAt time.Time
	touched  atomic.Int64 // unix seconds of the last last_used_at write
}

// NewService returns the API key service; limiter applies per-key rate
// limits in AuthenticateRequest; organizations are read through orgs.
func NewService(pool *pgxpool.Pool, gens *Generations, limiter *ratelimit.Limiter, orgs OrgReader, log *slog.Logger) *Service {
	return &Service{
		pool: pool, gens: gens, limiter: limiter, orgs: orgs, log: log,
		cache:   expirable.NewLRU[[32]byte, *entry](cacheMax, nil, cacheTTL),
		unknown: expirable.NewLRU[[32]byte, string](unknownMax, nil, unknownTTL),
	}
}

// Generations are the per-organization auth generations in Redis: a cached
// key is trusted only while its organization's generation is unchanged.
type Generations struct{ redis *redis.Client }

// NewGenerations returns the generations kept in rdb.
func NewGenerations(rdb *redis.Client) *Generations { return &Generations{redis: rdb} }

// Bump replaces the organization's generation, so every replica reloads
// that organization's keys on their next use. Errors: Unavailable.
func (g *Generations) Bump(ctx context.Context, orgID uuid.UUID) error {
	if err := g.redis.Set(ctx, genKey(orgID), ids.New().String(), 0).Err(); err != nil {
		return apperr.Unavailablef(err, "credential cache (Redis) is unreachable; try again")
	}
	return nil
}

// createdKey names the value every key creation replaces; an unknown-key
// entry is trusted only while it is unchanged.
const createdKey = "auth:keys:created"

// Hash returns the SHA-256 of a full key, the only form stored.
func Hash(full string) [32]byte { return sha256.Sum256([]byte(full)) }

func newSecret() (string, error) {
	buf := make([]byte, secretLen)
	out := make([]byte, secretLen)
	for i := 0; i < secretLen; {
		if _, err := rand.Read(buf); err != nil {
			return "", err
		}
		for _, b := range buf {
			if int(b) >= 248 { // reject to keep the distribution uniform over 62
				continue
			}
			out[i] = alphabet[int(b)%62]
			i++
			if i == secretLen {
				break
			}
		}
	}
	return Prefix + string(out), nil
}

// Preview masks a full key: the prefix plus its last four characters.
func Preview(full string) string { return Prefix + "..." + full[len(full)-4:] }

// wellFormed reports whether s could be a key, so garbage never reaches the database.
func wellFormed(s string) bool {
	if len(s) != len(Prefix)+secretLen || !strings.HasPrefix(s, Prefix) {
		return false
	}
	for i := len(Prefix); i < len(s); i++ {
		if strings.IndexByte(alphabet, s[i]) < 0 {
			return false
		}
	}
	return true
}

// Create makes a key and returns it with the full secret value, which is not
// stored and cannot be shown again. Errors: Invalid (name, scopes, rate limit),
// NotFound (organization), Unavailable.
func (s *Service) Create(ctx context.Context, in CreateInput) (Key, string, error) {
	full, err := newSecret()
	if err != nil {
		return Key{}, "", fmt.Errorf("generate key: %w", err)
	}
	k, full, err := s.create(ctx, s.pool, in, full)
	if err == nil {
		s.announce(ctx, k.ID, Hash(full))
	}
	return k, full, err
}

func (s *Service) create(ctx context.Context, q db.Querier, in CreateInput, full string) (Key, string, error) {
	in.Name = strings.TrimSpace(in.Name)
	if in.Name == "" {
		return Key{}, "", apperr.Field("name", "is required")
	}
	if len(in.Name) > 200 {
		return Key{}, "", apperr.Field("name", "must be at most 200 characters")
	}
	if len(in.Description) > 1000 {
		return Key{}, "", apperr.Field("description", "must be at most 1000 characters")
	}
	scopes, err := auth.ParseScopes(in.Scopes)
	if err != nil {
		return Key{}, "", err
	}
	if in.RateLimitPerMinute != nil && (*in.RateLimitPerMinute < 1 || *in.RateLimitPerMinute > 1_000_000) {
		return Key{}, "", apperr.Field("rate_limit_per_minute", "must be from 1 to 1000000")
	}
	hash := Hash(full)
	k := Key{
		ID: ids.New(), OrganizationID: in.OrganizationID, Name: in.Name, Description: in.Description,
		KeyPreview: Preview(full), Scopes: auth.ScopeNames(scopes), RateLimitPerMinute: in.RateLimitPerMinute,
	}
	if in.ExpiresAt != nil {
		t := in.ExpiresAt.UTC().Truncate(time.Second)
		k.ExpiresAt = &t
	}
	err = q.QueryRow(ctx, `
		INSERT INTO api_keys (id, organization_id, name, description, key_hash, key_preview, scopes, rate_limit_per_minute, expires_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING created_at`,
		k.ID, k.OrganizationID, k.Name, k.Description, hash[:], k.KeyPreview, k.Scopes, k.RateLimitPerMinute, k.ExpiresAt,
	).Scan(&k.CreatedAt)
	if err != nil {
		err = db.Violations{"api_keys_organization_id_fkey": apperr.NotFoundf("organization %s not found", in.OrganizationID)}.Map(err)
		return Key{}, "", db.Wrap("create key", err)
	}
	return k, full, nil
}

// announce tells this replica and the others that a key was created: one
// that remembers its hash as unknown must look again.
func (s *Service) announce(ctx context.Context, keyID uuid.UUID, hash [32]byte) {
	s.unknown.Remove(hash)
	if err := s.gens.redis.Set(ctx, createdKey, ids.New().String(), 0).Err(); err != nil {
		s.log.Warn("could not announce a new API key to other replicas; one that saw its hash as unknown refuses it for up to 30 s", "key_id", keyID, "err", err)
	}
}

// Revoke stops a key from working from the very next request, on every
// replica. Revoking a revoked key is a no-op. Errors: NotFound, Unavailable
// (the database, or Redis could not be told and nothing was changed).
func (s *Service) Revoke(ctx context.Context, keyID uuid.UUID) (Key, error) {
	var orgID uuid.UUID
	err := s.pool.QueryRow(ctx, `SELECT organization_id FROM api_keys WHERE id = $1`, keyID).Scan(&orgID)
	if errors.Is(err, pgx.ErrNoRows) {
		return Key{}, apperr.NotFoundf("API key %s not found", keyID)
	}
	if err != nil {
		return Key{}, db.Wrap("revoke key", err)
	}
	// Bump before the write so a Redis outage refuses the revocation instead
	// of leaving caches unaware; bump after so a replica that reloaded in
	// between sees the revoked row.
	if err := s.Invalidate(ctx, orgID); err != nil {
		return Key{}, err
	}
	if _, err := s.pool.Exec(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1`, keyID); err != nil {
		return Key{}, db.Wrap("revoke key", err)
	}
	if err := s.Invalidate(ctx, orgID); err != nil {
		s.log.Warn("second invalidation after revocation failed", "key_id", keyID, "err", err)
	}
	return s.Get(ctx, keyID)
}

// Get returns a key by id. Errors: NotFound, Unavailable.
func (s *Service) Get(ctx context.Context, keyID uuid.UUID) (Key, error) {
	var k Key
	err := s.pool.QueryRow(ctx, `
		SELECT id, organization_id, name, description, key_preview, scopes, rate_limit_per_minute, expires_at, revoked_at, created_at, last_used_at
		FROM api_keys WHERE id = $1`, keyID).
		Scan(&k.ID, &k.OrganizationID, &k.Name, &k.Description, &k.KeyPreview, &k.Scopes, &k.RateLimitPerMinute, &k.ExpiresAt, &k.RevokedAt, &k.CreatedAt, &k.LastUsedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return k, apperr.NotFoundf("API key %s not found", keyID)
	}
	if err != nil {
		return k, db.Wrap("get key", err)
	}
	return k, nil
}

func genKey(orgID uuid.UUID) string { return "auth:gen:" + orgID.String() }

// Invalidate replaces the organization's auth generation, so every replica
// reloads that organization's keys on their next use. Errors: Unavailable.
func (s *Service) Invalidate(ctx context.Context, orgID uuid.UUID) error {
	if err := s.gens.Bump(ctx, orgID); err != nil {
		return err
	}
	for _, h := range s.cache.Keys() {
		if e, ok := s.cache.Peek(h); ok && e.id.Key.OrganizationID == orgID {
			s.cache.Remove(h)
		}
	}
	return nil
}

// currentGen returns the organization's generation, creating one if Redis
// lost it (a restart), which makes every replica reload once.
func (s *Service) currentGen(ctx context.Context, orgID uuid.UUID) (string, error) {
	rdb := s.gens.redis
	g, err := rdb.Get(ctx, genKey(orgID)).Result()
	if err == nil {
		return g, nil
	}
	if !errors.Is(err, redis.Nil) {
		return "", err
	}
	if err := rdb.SetNX(ctx, genKey(orgID), ids.New().String(), 0).Err(); err != nil {
		return "", err
	}
	return rdb.Get(ctx, genKey(orgID)).Result()
}

// Authenticate resolves a raw key to the caller's identity. Errors:
// Unauthorized (missing, malformed, unknown, revoked; expired with the exact
// detail ExpiredDetail), Forbidden (organization suspended), Unavailable
// (database unreachable).
func (s *Service) Authenticate(ctx context.Context, raw string) (Identity, error) {
	id, _, err := s.authenticate(ctx, raw, 0, nil)
	return id, err
}

// Gate is asked before a key that is not in the cache is looked up (in the
// unknown-key cache or the database); an error refuses the request with it,
// before any lookup. The API Channel charges the client address's anonymous
// limit there, so an address over that limit costs no database query.
type Gate func(ctx context.Context) error

// AuthenticateRequest is Authenticate plus the key's rate limit (its own
// rate_limit_per_minute, else defaultRate). For a key in the cache the
// generation check and the rate limit share one Redis round trip; for any
// other key gate (may be nil) is asked first. The limit result is nil when no
// valid key was identified (errors Unauthorized, Unavailable or gate's);
// with Forbidden (suspended) it is set, as the key was used.
func (s *Service) AuthenticateRequest(ctx context.Context, raw string, defaultRate int, gate Gate) (Identity, *ratelimit.Result, error) {
	return s.authenticate(ctx, raw, defaultRate, gate)
}

func (e *entry) rate(defaultRate int) int {
	if e.id.Key.RateLimitPerMinute != nil {
		return *e.id.Key.RateLimitPerMinute
	}
	return defaultRate
}

var errUnknownKey = apperr.New(apperr.Unauthorized, "Invalid API key")

// authenticate limits the key's rate when defaultRate > 0.
func (s *Service) authenticate(ctx context.Context, raw string, defaultRate int, gate Gate) (Identity, *ratelimit.Result, error) {
	if raw == "" {
		return Identity{}, nil, apperr.New(apperr.Unauthorized, "Missing API key: send it as 'Authorization: Bearer <key>' or 'X-API-Key: <key>'")
	}
	if !wellFormed(raw) {
		return Identity{}, nil, errUnknownKey
	}
	hash := Hash(raw)
	now := time.Now()
	limit := defaultRate > 0 && s.limiter != nil

	e, _ := s.cache.Get(hash)
	var res *ratelimit.Result
	if e != nil {
		orgID := e.id.Key.OrganizationID
		var gen string
		var err error
		if limit {
			var r ratelimit.Result
			r, gen, err = s.limiter.AllowAndGet(ctx, "key:"+e.id.Key.ID.String(), e.rate(defaultRate), genKey(orgID))
			res = &r
		} else {
			gen, err = s.currentGen(ctx, orgID)
		}
		if err != nil || gen != e.gen || now.Sub(e.loadedAt) > cacheTTL {
			e = nil
		}
	}
	if e == nil {
		if gate != nil && res == nil {
			if err := gate(ctx); err != nil {
				return Identity{}, nil, err
			}
		}
		var err error
		if e, err = s.load(ctx, hash); err != nil {
			return Identity{}, nil, err
		}
		if limit && res == nil {
			r := s.limiter.Allow(ctx, "key:"+e.id.Key.ID.String(), e.rate(defaultRate))
			res = &r
		}
	}
	if e.revoked {
		return Identity{}, nil, apperr.New(apperr.Unauthorized, "This API key has been revoked")
	}
	if e.id.Key.ExpiresAt != nil && !now.Before(*e.id.Key.ExpiresAt) {
		return Identity{}, nil, apperr.New(apperr.Unauthorized, ExpiredDetail)
	}
	if e.suspend {
		return Identity{}, res, apperr.Forbiddenf("Organization %s is suspended", e.id.OrgSlug)
	}
	s.touch(e, now)
	id := e.id
	t := now.UTC().Truncate(time.Second)
	id.Key.LastUsedAt = &t // this request is the latest use
	return id, res, nil
}

// load reads a key from the database and caches it under the generation read
// before the row, so a revocation committed after the read is always noticed.
// A hash the database does not know is remembered for unknownTTL under the
// creation generation read before the query, so a key created after it (on
// any replica) is looked up again.
func (s *Service) load(ctx context.Context, hash [32]byte) (*entry, error) {
	created, createdErr := s.gens.redis.Get(ctx, createdKey).Result()
	if errors.Is(createdErr, redis.Nil) {
		created, createdErr = "", nil
	}
	if was, ok := s.unknown.Get(hash); ok && createdErr == nil && was == created {
		return nil, errUnknownKey
	}
	e := &entry{loadedAt: time.Now()}
	var k Key
	// The generation can only be read once the row names the organization,
	// so the mutable column is read again after it (see below).
	err := s.pool.QueryRow(ctx, `
		SELECT id, organization_id, name, description, key_preview, scopes, rate_limit_per_minute,
		       expires_at, revoked_at, created_at, last_used_at
		FROM api_keys WHERE key_hash = $1`, hash[:]).
		Scan(&k.ID, &k.OrganizationID, &k.Name, &k.Description, &k.KeyPreview, &k.Scopes, &k.RateLimitPerMinute,
			&k.ExpiresAt, &k.RevokedAt, &k.CreatedAt, &k.LastUsedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		if createdErr == nil {
			s.unknown.Add(hash, created)
		}
		return nil, errUnknownKey
	}
	if err != nil {
		return nil, db.Wrap("authenticate", err)
	}
	orgID := k.OrganizationID
	gen, genErr := s.currentGen(ctx, orgID)
	if genErr == nil {
		// Re-read the mutable column now that the generation is pinned.
		err = s.pool.QueryRow(ctx, `SELECT revoked_at FROM api_keys WHERE id = $1`, k.ID).Scan(&k.RevokedAt)
		if err != nil {
			return nil, db.Wrap("authenticate", err)
		}
	}
	org, err := s.orgs.Get(ctx, orgID)
	if err != nil {
		return nil, err
	}
	e.id.OrgName, e.id.OrgSlug = org.Name, org.Slug
	if k.Scopes == nil {
		k.Scopes = []string{}
	}
	scopes := make([]auth.Scope, len(k.Scopes))
	for i, sc := range k.Scopes {
		scopes[i] = auth.Scope(sc)
	}
	e.id.Key = k
	e.id.Principal = auth.Principal{Kind: auth.KindAPIKey, OrganizationID: orgID, KeyID: k.ID, Scopes: scopes}
	e.revoked = k.RevokedAt != nil
	e.suspend = org.SuspendedAt != nil
	if k.LastUsedAt != nil {
		e.touched.Store(k.LastUsedAt.Unix())
	}
	if genErr != nil {
		return e, nil // Redis unreachable: use this answer once, cache nothing
	}
	e.gen = gen
	s.cache.Add(hash, e)
	return e, nil
}

// touch records a use in last_used_at at most once a minute per key (per
// process, and across processes by the conditional UPDATE), off the request path.
func (s *Service) touch(e *entry, now time.Time) {
	last := e.touched.Load()
	if now.Unix()-last < int64(touchEvery/time.Second) || !e.touched.CompareAndSwap(last, now.Unix()) {
		return
	}
	keyID := e.id.Key.ID
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_, err := s.pool.Exec(ctx, `
			UPDATE api_keys SET last_used_at = $2
			WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2::timestamptz - interval '1 minute')`, keyID, now)
		if err != nil {
			s.log.Warn("record key use", "key_id", keyID, "err", err)
		}
	}()
}

// List returns an organization's keys, newest first. Errors: Unavailable.
func (s *Service) List(ctx context.Context, orgID uuid.UUID) ([]Key, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT id, organization_id, name, description, key_preview, scopes, rate_limit_per_minute, expires_at, revoked_at, created_at, last_used_at
		FROM api_keys WHERE organization_id = $1 ORDER BY created_at DESC, id DESC`, orgID)
	if err != nil {
		return nil, db.Wrap("list keys", err)
	}
	keys, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Key, error) {
		var k Key
		err := r.Scan(&k.ID, &k.OrganizationID, &k.Name, &k.Description, &k.KeyPreview, &k.Scopes, &k.RateLimitPerMinute, &k.ExpiresAt, &k.RevokedAt, &k.CreatedAt, &k.LastUsedAt)
		return k, err
	})
	return keys, db.Wrap("list keys", err)
}
