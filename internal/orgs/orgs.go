// Package orgs owns organizations: creation, lookup and suspension.
package orgs

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"strings"
	"time"
	"unicode"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"golang.org/x/text/unicode/norm"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Organization is a tenant of the platform.
type Organization struct {
	ID          uuid.UUID  `json:"id"`
	Name        string     `json:"name"`
	Slug        string     `json:"slug"`
	SuspendedAt *time.Time `json:"suspended_at,omitempty"`
	CreatedAt   time.Time  `json:"created_at"`
}

// Service manages organizations.
type Service struct {
	pool *pgxpool.Pool
	// onChange is called after a suspension changes, so credential caches
	// drop what they know of the organization.
	onChange func(ctx context.Context, orgID uuid.UUID) error
	notifier Notifier // nil: nobody is told
}

// Notifier hears of a suspension or reactivation after it commits, so
// sockets of a suspended organization can be closed.
type Notifier interface {
	OrganizationSuspension(ctx context.Context, orgID uuid.UUID, suspended bool)
}

// NewService returns the organizations service. onChange and notifier may
// be nil.
func NewService(pool *pgxpool.Pool, onChange func(context.Context, uuid.UUID) error, notifier Notifier) *Service {
	return &Service{pool: pool, onChange: onChange, notifier: notifier}
}

var slugRe = regexp.MustCompile(`^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$`)

// Slugify turns a name into a URL-safe slug (lower case ASCII, hyphens).
func Slugify(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range norm.NFD.String(strings.ToLower(name)) {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue // drop accents: "São" -> "sao"
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	s := strings.Trim(b.String(), "-")
	if len(s) > 60 {
		s = strings.Trim(s[:60], "-")
	}
	return s
}

// Create makes an organization. The slug defaults to one made from the name.
// Errors: Invalid (name or slug), Conflict (slug taken), Unavailable.
func (s *Service) Create(ctx context.Context, name, slug string) (Organization, error) {
	return s.CreateWithID(ctx, ids.New(), name, slug)
}

// CreateWithID is Create with the id chosen by the caller, for a caller
// that records the id before the organization exists (the demo). Errors: as
// Create.
func (s *Service) CreateWithID(ctx context.Context, id uuid.UUID, name, slug string) (Organization, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return Organization{}, apperr.Field("name", "is required")
	}
	if len(name) > 200 {
		return Organization{}, apperr.Field("name", "must be at most 200 characters")
	}
	explicit := slug != ""
	if !explicit {
		slug = Slugify(name)
		if slug == "" {
			slug = "org"
		}
	}
	if !slugRe.MatchString(slug) {
		return Organization{}, apperr.Field("slug", "must be 1-64 lower-case letters, digits and inner hyphens")
	}
	o := Organization{ID: id, Name: name}
	for i := 1; ; i++ {
		candidate := slug
		if i > 1 {
			candidate = fmt.Sprintf("%s-%d", slug, i)
		}
		err := s.pool.QueryRow(ctx,
			`INSERT INTO organizations (id, name, slug) VALUES ($1, $2, $3) RETURNING slug, created_at`,
			o.ID, name, candidate).Scan(&o.Slug, &o.CreatedAt)
		if err == nil {
			return o, nil
		}
		// A generated slug that is taken gets a number; a chosen one is a
		// conflict.
		if !db.IsUniqueViolation(err, "organizations_slug_key") || explicit || i > 50 {
			err = db.Violations{
				"organizations_slug_key": apperr.Conflictf("an organization with slug %s already exists", candidate),
				"organizations_pkey":     apperr.Conflictf("organization %s already exists", id),
			}.Map(err)
			return Organization{}, db.Wrap("create organization", err)
		}
	}
}

// Get returns one organization. Errors: NotFound, Unavailable.
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Organization, error) {
	var o Organization
	err := s.pool.QueryRow(ctx, `SELECT id, name, slug, suspended_at, created_at FROM organizations WHERE id = $1`, id).
		Scan(&o.ID, &o.Name, &o.Slug, &o.SuspendedAt, &o.CreatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return o, apperr.NotFoundf("organization %s not found", id)
	}
	if err != nil {
		return o, db.Wrap("get organization", err)
	}
	return o, nil
}

// Lock locks the organization's row for the rest of tx, so another domain's
// writes about one organization (its members) take turns. Errors: NotFound.
func (s *Service) Lock(ctx context.Context, tx pgx.Tx, id uuid.UUID) error {
	var found uuid.UUID
	err := tx.QueryRow(ctx, `SELECT id FROM organizations WHERE id = $1 FOR UPDATE`, id).Scan(&found)
	if errors.Is(err, pgx.ErrNoRows) {
		return apperr.NotFoundf("organization %s not found", id)
	}
	return db.Wrap("lock organization", err)
}

// Many returns the organizations of ids that exist, by name (then id); an
// id of none is left out. Errors: Unavailable.
func (s *Service) Many(ctx context.Context, ids []uuid.UUID) ([]Organization, error) {
	if len(ids) == 0 {
		return []Organization{}, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT id, name, slug, suspended_at, created_at FROM organizations
		WHERE id = ANY($1) ORDER BY name, id`, ids)
	if err != nil {
		return nil, db.Wrap("get organizations", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Organization, error) {
		var o Organization
		err := r.Scan(&o.ID, &o.Name, &o.Slug, &o.SuspendedAt, &o.CreatedAt)
		return o, err
	})
	return out, db.Wrap("get organizations", err)
}

// Count returns how many organizations exist. Errors: Unavailable.
func (s *Service) Count(ctx context.Context) (int64, error) {
	var n int64
	err := s.pool.QueryRow(ctx, `SELECT count(*) FROM organizations`).Scan(&n)
	return n, db.Wrap("count organizations", err)
}

// Delete removes an organization and, by cascade, every row it owns.
// Deleting one that does not exist is a no-op. Errors: Unavailable.
func (s *Service) Delete(ctx context.Context, id uuid.UUID) error {
	if _, err := s.pool.Exec(ctx, `DELETE FROM organizations WHERE id = $1`, id); err != nil {
		return db.Wrap("delete organization", err)
	}
	if s.onChange != nil {
		if err := s.onChange(ctx, id); err != nil {
			return fmt.Errorf("invalidate credentials of organization: %w", err)
		}
	}
	return nil
}

// SetSuspended suspends or reactivates an organization. Every API key of a
// suspended organization is refused with 403 from the next request on.
// Errors: NotFound, Unavailable (database, or Redis that must learn of the
// change).
func (s *Service) SetSuspended(ctx context.Context, id uuid.UUID, suspended bool) (Organization, error) {
	tag, err := s.pool.Exec(ctx, `
		UPDATE organizations
		SET suspended_at = CASE WHEN $2 THEN COALESCE(suspended_at, now()) ELSE NULL END, updated_at = now()
		WHERE id = $1`, id, suspended)
	if err != nil {
		return Organization{}, db.Wrap("suspend organization", err)
	}
	if tag.RowsAffected() == 0 {
		return Organization{}, apperr.NotFoundf("organization %s not found", id)
	}
	if s.onChange != nil {
		if err := s.onChange(ctx, id); err != nil {
			return Organization{}, fmt.Errorf("invalidate credentials of organization: %w", err)
		}
	}
	if s.notifier != nil {
		s.notifier.OrganizationSuspension(ctx, id, suspended)
	}
	return s.Get(ctx, id)
}
