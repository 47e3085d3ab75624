package members

import (
	"context"
	"errors"
	"net/mail"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
)

// AddInput adds a member by subject or by email (exactly one).
type AddInput struct {
	Subject *string   `json:"subject"`
	Email   *string   `json:"email"`
	Role    auth.Role `json:"role"`
}

const memberColumns = `u.id, u.subject, u.email, u.name, m.role,
	CASE WHEN u.subject IS NULL THEN 'pending' ELSE 'active' END, m.created_at, m.updated_at`

func scanMember(r pgx.Row) (Member, error) {
	var m Member
	err := r.Scan(&m.UserID, &m.Subject, &m.Email, &m.Name, &m.Role, &m.Status, &m.CreatedAt, &m.UpdatedAt)
	return m, err
}

// List returns the organization's members, oldest first (any role).
// Errors: Unauthorized, Forbidden, Invalid (limit/offset).
func (s *Service) List(ctx context.Context, limit, offset *int) (page.List[Member], error) {
	orgID, err := auth.Authorize(ctx, auth.ReadMembers)
	if err != nil {
		return page.List[Member]{}, err
	}
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return page.List[Member]{}, err
	}
	var total int64
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM memberships WHERE organization_id = $1`, orgID).Scan(&total); err != nil {
		return page.List[Member]{}, db.Wrap("count members", err)
	}
	rows, err := s.pool.Query(ctx, `SELECT `+memberColumns+` FROM memberships m JOIN users u ON u.id = m.user_id
		WHERE m.organization_id = $1 ORDER BY m.created_at, u.id LIMIT $2 OFFSET $3`, orgID, l, o)
	if err != nil {
		return page.List[Member]{}, db.Wrap("list members", err)
	}
	items, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Member, error) { return scanMember(r) })
	if err != nil {
		return page.List[Member]{}, db.Wrap("list members", err)
	}
	return page.Offset(items, total, l, o), nil
}

// Get returns one member. Errors: Unauthorized, Forbidden, NotFound (also
// for another organization's user or a malformed id).
func (s *Service) Get(ctx context.Context, userID string) (Member, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadMembers)
	if err != nil {
		return Member{}, err
	}
	uid, err := parseUserID(userID)
	if err != nil {
		return Member{}, err
	}
	return s.get(ctx, s.pool, orgID, uid, false)
}

func (s *Service) get(ctx context.Context, q db.Querier, orgID, userID uuid.UUID, lock bool) (Member, error) {
	sql := `SELECT ` + memberColumns + ` FROM memberships m JOIN users u ON u.id = m.user_id
		WHERE m.organization_id = $1 AND m.user_id = $2`
	if lock {
		sql += ` FOR UPDATE OF m`
	}
	m, err := scanMember(q.QueryRow(ctx, sql, orgID, userID))
	if errors.Is(err, pgx.ErrNoRows) {
		return Member{}, apperr.NotFoundf("member %s not found", userID)
	}
	return m, err
}

func parseUserID(s string) (uuid.UUID, error) {
	id, err := uuid.Parse(strings.TrimSpace(s))
	if err != nil {
		return uuid.Nil, apperr.NotFoundf("member %s not found", s)
	}
	return id, nil
}

func validRole(r auth.Role) error {
	return apperr.OneOf("role", string(r), Roles)
}

// authorizeRoles checks the caller may manage members, and owners when one
// of the roles involved is owner.
func authorizeRoles(ctx context.Context, roles ...auth.Role) (uuid.UUID, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageMembers)
	if err != nil {
		return orgID, err
	}
	for _, r := range roles {
		if r == auth.RoleOwner {
			return auth.Authorize(ctx, auth.ManageOwners)
		}
	}
	return orgID, nil
}

// lockOrg serialises the member writes of one organization, so the
// last-owner rule holds under concurrent changes, and checks the acting
// user's role again under that lock: a user demoted or removed by a write
// that committed while this request was on its way acts with the role the
// database now holds, not the one it was authenticated with. It returns ctx
// with that role and the roles' authorization passed again.
func (s *Service) lockOrg(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, roles ...auth.Role) (context.Context, error) {
	if err := s.orgs.Lock(ctx, tx, orgID); err != nil {
		return ctx, err
	}
	p, ok := auth.FromContext(ctx)
	if !ok || p.Kind != auth.KindUser {
		return ctx, nil // the CLI and the system act without a membership
	}
	var role string
	err := tx.QueryRow(ctx, `SELECT role FROM memberships WHERE organization_id = $1 AND user_id::text = $2`, orgID, p.UserID).Scan(&role)
	if errors.Is(err, pgx.ErrNoRows) {
		return ctx, apperr.Forbiddenf("You are no longer a member of this organization")
	}
	if err != nil {
		return ctx, err
	}
	p.Role = auth.Role(role)
	ctx = auth.WithPrincipal(ctx, p)
	_, err = authorizeRoles(ctx, roles...)
	return ctx, err
}

func countOwners(ctx context.Context, tx pgx.Tx, orgID uuid.UUID) (int, error) {
	var n int
	err := tx.QueryRow(ctx, `SELECT count(*) FROM memberships WHERE organization_id = $1 AND role = 'owner'`, orgID).Scan(&n)
	return n, err
}

// Add makes a user a member with a role: by subject (creating the user if
// they never signed in), or by email. By email the member is always
// pending, whether or not someone signed in with that address before, so
// the answer tells a caller nothing about people outside the organization:
// the person joins at their next sign-in with that verified email (see
// upsertUser). Admins and owners may add; only owners grant owner. Errors:
// Unauthorized, Forbidden, Invalid (input), Conflict (already a member,
// also a member whose email is that address).
func (s *Service) Add(ctx context.Context, in AddInput) (Member, error) {
	subject, email := trimmed(in.Subject), trimmed(in.Email)
	if err := validRole(in.Role); err != nil {
		return Member{}, err
	}
	orgID, err := authorizeRoles(ctx, in.Role)
	if err != nil {
		return Member{}, err
	}
	switch {
	case subject == "" && email == "":
		return Member{}, apperr.Field("subject", "subject or email is required")
	case subject != "" && email != "":
		return Member{}, apperr.Field("email", "send subject or email, not both")
	case len(subject) > 255:
		return Member{}, apperr.Field("subject", "must be at most 255 characters")
	case email != "":
		if a, err := mail.ParseAddress(email); err != nil || a.Address != email || len(email) > 320 {
			return Member{}, apperr.Field("email", "must be an email address such as ana@example.com")
		}
	}
	m, err := s.changed(ctx, orgID, "added")(db.InTx(ctx, s.pool, "add member", func(tx pgx.Tx) (Member, error) {
		ctx, err := s.lockOrg(ctx, tx, orgID, in.Role)
		if err != nil {
			return Member{}, err
		}
		var userID uuid.UUID
		if subject != "" {
			userID, err = userBySubject(ctx, tx, subject)
		} else {
			userID, err = pendingUser(ctx, tx, orgID, email)
		}
		if err != nil {
			return Member{}, err
		}
		tag, err := tx.Exec(ctx, `INSERT INTO memberships (organization_id, user_id, role) VALUES ($1, $2, $3)
			ON CONFLICT DO NOTHING`, orgID, userID, string(in.Role))
		if err != nil {
			return Member{}, err
		}
		if tag.RowsAffected() == 0 {
			return Member{}, apperr.Conflictf("this user is already a member of the organization")
		}
		m, err := s.get(ctx, tx, orgID, userID, false)
		if err != nil {
			return Member{}, err
		}
		return m, audit.Record(ctx, tx, audit.Entry{Action: "member.added", TargetType: "member", TargetID: userID.String(), After: m})
	}))
	if err == nil && email != "" {
		s.invalidateEmail(ctx, email)
	}
	return m, err
}

// invalidateEmail drops what replicas cached of the signed-in users with
// this email, so their next request looks for the membership waiting for
// them.
func (s *Service) invalidateEmail(ctx context.Context, email string) {
	if s.cache == nil {
		return
	}
	rows, err := s.pool.Query(ctx, `SELECT subject FROM users WHERE subject IS NOT NULL AND lower(email) = lower($1)`, email)
	if err == nil {
		var subjects []string
		if subjects, err = pgx.CollectRows(rows, pgx.RowTo[string]); err == nil {
			for _, subject := range subjects {
				s.cache.invalidate(ctx, subject)
			}
			return
		}
	}
	s.cache.log.WarnContext(ctx, "identity cache: could not find the users of an added email; they join once their cached identity expires", "err", err)
}

// changed passes a committed member write through, first replacing the
// user's identity generation so no replica serves them from its cache, then
// telling the notifier.
func (s *Service) changed(ctx context.Context, orgID uuid.UUID, action string) func(Member, error) (Member, error) {
	return func(m Member, err error) (Member, error) {
		if err == nil {
			s.invalidate(ctx, m)
			if s.notifier != nil {
				s.notifier.MembershipChanged(ctx, orgID, m.UserID, action)
			}
		}
		return m, err
	}
}

func trimmed(p *string) string {
	if p == nil {
		return ""
	}
	return strings.TrimSpace(*p)
}

// userBySubject returns the user of subject, created if they never signed in.
func userBySubject(ctx context.Context, tx pgx.Tx, subject string) (uuid.UUID, error) {
	var id uuid.UUID
	err := tx.QueryRow(ctx, `INSERT INTO users (id, subject) VALUES ($1, $2)
		ON CONFLICT (subject) DO UPDATE SET subject = EXCLUDED.subject RETURNING id`, ids.New(), subject).Scan(&id)
	return id, err
}

// pendingUser returns the pending user of email (one per address, shared by
// the organizations that added it), created if there is none. A signed-in
// user with that email is never picked: who has an account is not the
// caller's to learn. Errors: Conflict when a member of the organization
// already has that email.
func pendingUser(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, email string) (uuid.UUID, error) {
	var member bool
	if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id
		WHERE m.organization_id = $1 AND lower(u.email) = lower($2))`, orgID, email).Scan(&member); err != nil {
		return uuid.Nil, err
	}
	if member {
		return uuid.Nil, apperr.Conflictf("a member of the organization already has the email %s", email)
	}
	var id uuid.UUID
	err := tx.QueryRow(ctx, `INSERT INTO users (id, email) VALUES ($1, $2)
		ON CONFLICT ((lower(email))) WHERE subject IS NULL DO UPDATE SET email = users.email
		RETURNING id`, ids.New(), email).Scan(&id)
	return id, err
}

// UpdateRole changes a member's role. Admins and owners may; only owners
// change an owner or grant owner; the last owner cannot be demoted.
// Errors: Unauthorized, Forbidden, Invalid (role), NotFound, Conflict.
func (s *Service) UpdateRole(ctx context.Context, userID string, role auth.Role) (Member, error) {
	if err := validRole(role); err != nil {
		return Member{}, err
	}
	orgID, err := authorizeRoles(ctx, role)
	if err != nil {
		return Member{}, err
	}
	uid, err := parseUserID(userID)
	if err != nil {
		return Member{}, err
	}
	return s.changed(ctx, orgID, "role_changed")(db.InTx(ctx, s.pool, "update member role", func(tx pgx.Tx) (Member, error) {
		ctx, err := s.lockOrg(ctx, tx, orgID, role)
		if err != nil {
			return Member{}, err
		}
		before, err := s.get(ctx, tx, orgID, uid, true)
		if err != nil {
			return Member{}, err
		}
		if before.Role == role {
			return before, nil
		}
		if _, err := authorizeRoles(ctx, before.Role); err != nil {
			return Member{}, err
		}
		if err := keepAnOwner(ctx, tx, orgID, before); err != nil {
			return Member{}, err
		}
		if _, err := tx.Exec(ctx, `UPDATE memberships SET role = $3, updated_at = now() WHERE organization_id = $1 AND user_id = $2`,
			orgID, uid, string(role)); err != nil {
			return Member{}, err
		}
		after, err := s.get(ctx, tx, orgID, uid, false)
		if err != nil {
			return Member{}, err
		}
		return after, audit.Record(ctx, tx, audit.Entry{Action: "member.role_changed", TargetType: "member", TargetID: uid.String(), Before: before, After: after})
	}))
}

// keepAnOwner refuses to demote or remove the organization's last owner.
func keepAnOwner(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, m Member) error {
	if m.Role != auth.RoleOwner {
		return nil
	}
	n, err := countOwners(ctx, tx, orgID)
	if err != nil {
		return err
	}
	if n <= 1 {
		return apperr.Conflictf("this member is the organization's last owner; make another member owner first")
	}
	return nil
}

// Remove ends a membership. Admins and owners may; only owners remove an
// owner; the last owner cannot be removed. Errors: Unauthorized, Forbidden,
// NotFound, Conflict.
func (s *Service) Remove(ctx context.Context, userID string) (Member, error) {
	orgID, err := authorizeRoles(ctx)
	if err != nil {
		return Member{}, err
	}
	uid, err := parseUserID(userID)
	if err != nil {
		return Member{}, err
	}
	return s.changed(ctx, orgID, "removed")(db.InTx(ctx, s.pool, "remove member", func(tx pgx.Tx) (Member, error) {
		ctx, err := s.lockOrg(ctx, tx, orgID)
		if err != nil {
			return Member{}, err
		}
		before, err := s.get(ctx, tx, orgID, uid, true)
		if err != nil {
			return Member{}, err
		}
		if _, err := authorizeRoles(ctx, before.Role); err != nil {
			return Member{}, err
		}
		if err := keepAnOwner(ctx, tx, orgID, before); err != nil {
			return Member{}, err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM memberships WHERE organization_id = $1 AND user_id = $2`, orgID, uid); err != nil {
			return Member{}, err
		}
		return before, audit.Record(ctx, tx, audit.Entry{Action: "member.removed", TargetType: "member", TargetID: uid.String(), Before: before})
	}))
}
