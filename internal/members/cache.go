package members

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"

	"voiceagent/internal/platform/ids"
	"voiceagent/internal/session"
)

// The identity cache keeps signed-in users with their memberships in
// process memory, so a request costs one Redis round trip instead of a
// database query, while a membership change or a suspension still applies
// from the very next request on every replica.
//
// An entry is trusted only while the generations it was loaded under are
// still current: the user's (bo:gen:user:<subject>, replaced by every
// member write about them) and each of their organizations' (auth:gen:<org>,
// the one the API keys use, replaced by suspension and reactivation). A
// request reads them all in one MGET. On a miss, the user's generation is
// read before the database and the organizations' before a second read, so
// a change committed meanwhile is either seen or makes the entry stale.
// With Redis unreachable every request reads the database.
type identityCache struct {
	rdb *redis.Client
	log *slog.Logger
	mu  sync.Mutex
	m   map[string]cachedIdentity
}

type cachedIdentity struct {
	id     Identity
	keys   []string
	gens   []any
	loaded time.Time
}

const (
	identityTTL     = 5 * time.Minute // defence in depth; freshness comes from the generations
	identityEntries = 20000
)

func userGenKey(subject string) string { return "bo:gen:user:" + subject }

func orgGenKeys(id *Identity) []string {
	keys := make([]string, 0, len(id.Memberships))
	for _, m := range id.Memberships {
		keys = append(keys, "auth:gen:"+m.Organization.ID.String())
	}
	return keys
}

// get returns a copy of the cached identity of subject when every
// generation it was loaded under is still current.
func (c *identityCache) get(ctx context.Context, subject string) (*Identity, bool) {
	c.mu.Lock()
	e, ok := c.m[subject]
	c.mu.Unlock()
	if !ok || time.Since(e.loaded) > identityTTL {
		return nil, false
	}
	gens, err := c.rdb.MGet(ctx, e.keys...).Result()
	if err != nil || !slices.Equal(gens, e.gens) {
		return nil, false
	}
	cp := e.id
	return &cp, true
}

// generations reads keys, creating the missing ones (a Redis restart).
func (c *identityCache) generations(ctx context.Context, keys []string) ([]any, error) {
	gens, err := c.rdb.MGet(ctx, keys...).Result()
	if err != nil {
		return nil, err
	}
	missing := false
	for i, g := range gens {
		if g == nil {
			missing = true
			if err := c.rdb.SetNX(ctx, keys[i], ids.New().String(), 0).Err(); err != nil {
				return nil, err
			}
		}
	}
	if missing {
		return c.rdb.MGet(ctx, keys...).Result()
	}
	return gens, nil
}

func (c *identityCache) put(subject string, id *Identity, keys []string, gens []any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= identityEntries {
		c.m = map[string]cachedIdentity{}
	}
	c.m[subject] = cachedIdentity{id: *id, keys: keys, gens: gens, loaded: time.Now()}
}

// invalidate replaces the user's generation after a member write, so every
// replica reloads them on their next request.
func (c *identityCache) invalidate(ctx context.Context, subject string) {
	c.mu.Lock()
	delete(c.m, subject)
	c.mu.Unlock()
	if err := c.rdb.Set(ctx, userGenKey(subject), ids.New().String(), 0).Err(); err != nil {
		c.log.WarnContext(ctx, "identity cache: could not replace a user's generation; other replicas read the database while Redis is down", "err", err)
	}
}

// cachedIdentity is identity through the cache: a hit costs one MGET.
func (s *Service) cachedIdentity(ctx context.Context, c session.Claims) (*Identity, error) {
	if s.cache == nil {
		return s.identity(ctx, c)
	}
	if id, ok := s.cache.get(ctx, c.Subject); ok && !claimsChanged(id, c) {
		return id, nil
	}
	userGen, err := s.cache.generations(ctx, []string{userGenKey(c.Subject)})
	if err != nil {
		return s.identity(ctx, c) // Redis down: the database answers
	}
	first, err := s.identity(ctx, c)
	if err != nil {
		return nil, err
	}
	orgKeys := orgGenKeys(first)
	orgGens := []any{}
	if len(orgKeys) > 0 {
		if orgGens, err = s.cache.generations(ctx, orgKeys); err != nil {
			return first, nil
		}
	}
	id, _, err := s.load(ctx, c.Subject)
	if err != nil {
		return nil, err
	}
	if !first.awaiting && slices.Equal(orgGenKeys(id), orgKeys) {
		s.cache.put(c.Subject, id, append([]string{userGenKey(c.Subject)}, orgKeys...), append(userGen, orgGens...))
	}
	cp := *id
	return &cp, nil
}

func claimsChanged(id *Identity, c session.Claims) bool {
	emailChanged := c.Email != "" && (id.User.Email == nil || *id.User.Email != c.Email)
	nameChanged := c.Name != "" && id.User.Name != c.Name
	return emailChanged || nameChanged
}

// invalidate drops what replicas cached of the member's user.
func (s *Service) invalidate(ctx context.Context, m Member) {
	if s.cache != nil && m.Subject != nil {
		s.cache.invalidate(ctx, *m.Subject)
	}
}
