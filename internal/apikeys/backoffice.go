package apikeys

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/page"
)

// Created is a new key with its full value, shown this once.
type Created struct {
	Key     Key    `json:"key"`
	FullKey string `json:"full_key"`
}

// ListManaged returns a page of the caller's organization's keys, newest
// first (revoked ones too). Errors: Invalid (limit, offset), Forbidden.
func (s *Service) ListManaged(ctx context.Context, limit, offset *int) (page.List[Key], error) {
	orgID, err := auth.Authorize(ctx, auth.ManageAPIKeys)
	if err != nil {
		return page.List[Key]{}, err
	}
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return page.List[Key]{}, err
	}
	var total int64
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM api_keys WHERE organization_id = $1`, orgID).Scan(&total); err != nil {
		return page.List[Key]{}, db.Wrap("count keys", err)
	}
	rows, err := s.pool.Query(ctx, `
		SELECT id, organization_id, name, description, key_preview, scopes, rate_limit_per_minute, expires_at, revoked_at, created_at, last_used_at
		FROM api_keys WHERE organization_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, orgID, l, o)
	if err != nil {
		return page.List[Key]{}, db.Wrap("list keys", err)
	}
	keys, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Key, error) {
		var k Key
		err := r.Scan(&k.ID, &k.OrganizationID, &k.Name, &k.Description, &k.KeyPreview, &k.Scopes, &k.RateLimitPerMinute, &k.ExpiresAt, &k.RevokedAt, &k.CreatedAt, &k.LastUsedAt)
		return k, err
	})
	if err != nil {
		return page.List[Key]{}, db.Wrap("list keys", err)
	}
	return page.Offset(keys, total, l, o), nil
}

// CreateManaged creates a key in the caller's organization for a person
// whose role may manage keys, recording it in the audit log (the record
// never holds the key's value). Errors: Invalid (name, scopes, rate limit,
// expiry in the past), Forbidden, Unavailable.
func (s *Service) CreateManaged(ctx context.Context, in CreateInput) (Created, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageAPIKeys)
	if err != nil {
		return Created{}, err
	}
	in.OrganizationID = orgID
	if in.ExpiresAt != nil && !in.ExpiresAt.After(time.Now()) {
		return Created{}, apperr.Field("expires_at", "must be in the future")
	}
	full, err := newSecret()
	if err != nil {
		return Created{}, fmt.Errorf("generate key: %w", err)
	}
	k, err := db.InTx(ctx, s.pool, "create key", func(tx pgx.Tx) (Key, error) {
		k, _, err := s.create(ctx, tx, in, full)
		if err != nil {
			return Key{}, err
		}
		return k, audit.Record(ctx, tx, audit.Entry{Action: "api_key.created", TargetType: "api_key", TargetID: k.ID.String(), After: k})
	})
	if err != nil {
		return Created{}, err
	}
	s.announce(ctx, k.ID, Hash(full))
	return Created{Key: k, FullKey: full}, nil
}

// RevokeManaged revokes a key of the caller's organization with the same
// immediacy as Revoke (the organization's generation is replaced before and
// after the write) and records it in the audit log. Revoking a revoked key
// changes nothing and records nothing. Errors: NotFound (also another
// organization's key or a malformed id), Forbidden, Unavailable.
func (s *Service) RevokeManaged(ctx context.Context, keyID uuid.UUID) (Key, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageAPIKeys)
	if err != nil {
		return Key{}, err
	}
	before, err := s.Get(ctx, keyID)
	if apperr.Is(err, apperr.NotFound) || (err == nil && before.OrganizationID != orgID) {
		return Key{}, apperr.NotFoundf("API key %s not found", keyID)
	}
	if err != nil {
		return Key{}, err
	}
	if before.RevokedAt != nil {
		return before, nil
	}
	if err := s.Invalidate(ctx, orgID); err != nil {
		return Key{}, err
	}
	after, err := db.InTx(ctx, s.pool, "revoke key", func(tx pgx.Tx) (Key, error) {
		var k Key
		err := tx.QueryRow(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, now())
			WHERE organization_id = $1 AND id = $2
			RETURNING id, organization_id, name, description, key_preview, scopes, rate_limit_per_minute, expires_at, revoked_at, created_at, last_used_at`,
			orgID, keyID).
			Scan(&k.ID, &k.OrganizationID, &k.Name, &k.Description, &k.KeyPreview, &k.Scopes, &k.RateLimitPerMinute, &k.ExpiresAt, &k.RevokedAt, &k.CreatedAt, &k.LastUsedAt)
		if errors.Is(err, pgx.ErrNoRows) {
			return Key{}, apperr.NotFoundf("API key %s not found", keyID)
		}
		if err != nil {
			return Key{}, err
		}
		return k, audit.Record(ctx, tx, audit.Entry{Action: "api_key.revoked", TargetType: "api_key", TargetID: k.ID.String(), Before: before, After: k})
	})
	if err != nil {
		return Key{}, err
	}
	if err := s.Invalidate(ctx, orgID); err != nil {
		s.log.Warn("second invalidation after revocation failed", "key_id", keyID, "err", err)
	}
	return after, nil
}
