package apikeys

import "context"

// CreateWithSecret is Create with a chosen secret, so a test can look a key
// up before it exists.
func (s *Service) CreateWithSecret(ctx context.Context, in CreateInput, full string) (Key, string, error) {
	k, full, err := s.create(ctx, s.pool, in, full)
	if err == nil {
		s.announce(ctx, k.ID, Hash(full))
	}
	return k, full, err
}

// ResizeCache changes how many keys the cache holds.
func (s *Service) ResizeCache(n int) { s.cache.Resize(n) }

// Cached reports whether a key is in the cache.
func (s *Service) Cached(full string) bool { return s.cache.Contains(Hash(full)) }
