// Package members owns the backoffice's people: users (one per identity
// service subject) and their memberships of organizations with a role. It
// also turns a verified session into the request's principal (see
// Authenticate).
package members

import (
	"context"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/redis/go-redis/v9"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/orgs"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/logging"
	"voiceagent/internal/platform/page"
	"voiceagent/internal/session"
)

// User is a person of the backoffice.
type User struct {
	ID uuid.UUID `json:"id"`
	// Subject is the identity service's sub; null while the user, added by
	// email, has not signed in yet.
	Subject   *string   `json:"subject"`
	Email     *string   `json:"email"`
	Name      string    `json:"name"`
	CreatedAt time.Time `json:"created_at"`
}

// Membership is one organization of a user, with the user's role in it.
type Membership struct {
	Organization orgs.Organization `json:"organization"`
	Role         auth.Role         `json:"role"`
	JoinedAt     time.Time         `json:"joined_at"`
}

// Me is the signed-in user, every organization they belong to and the one
// this request acts on (null when no organization was selected).
type Me struct {
	User         User         `json:"user"`
	Memberships  []Membership `json:"memberships"`
	Organization *Membership  `json:"organization"`
}

// Member is a user as a member of the current organization.
type Member struct {
	UserID  uuid.UUID `json:"user_id"`
	Subject *string   `json:"subject"`
	Email   *string   `json:"email"`
	Name    string    `json:"name"`
	Role    auth.Role `json:"role"`
	// Status is active, or pending for a user added by email who has not
	// signed in yet.
	Status    string    `json:"status"`
	CreatedAt time.Time `json:"created_at"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Roles lists the role names, most powerful first.
var Roles = []string{string(auth.RoleOwner), string(auth.RoleAdmin), string(auth.RoleEditor), string(auth.RoleViewer)}

// Organizations is what members needs of the organizations domain, which
// owns their rows; the orgs service implements it.
type Organizations interface {
	// Lock errors: NotFound.
	Lock(ctx context.Context, tx pgx.Tx, id uuid.UUID) error
	// Many errors: Unavailable.
	Many(ctx context.Context, ids []uuid.UUID) ([]orgs.Organization, error)
}

// Service manages users and memberships.
type Service struct {
	pool     *pgxpool.Pool
	orgs     Organizations
	cache    *identityCache // nil: every request reads the database
	notifier Notifier       // nil: nobody is told
}

// Notifier hears of a membership changed (added, role_changed, removed)
// after the commit, so what was opened with the old rights (a realtime
// socket) can be closed.
type Notifier interface {
	MembershipChanged(ctx context.Context, orgID, userID uuid.UUID, action string)
}

// NewService returns the members service. With rdb, signed-in users are
// cached in memory under Redis generations (see identityCache); nil reads
// the database on every request. notifier may be nil.
func NewService(pool *pgxpool.Pool, organizations Organizations, rdb *redis.Client, log *slog.Logger, notifier Notifier) *Service {
	s := &Service{pool: pool, orgs: organizations, notifier: notifier}
	if rdb != nil {
		if log == nil {
			log = logging.Discard
		}
		s.cache = &identityCache{rdb: rdb, log: log, m: map[string]cachedIdentity{}}
	}
	return s
}

// Identity is the signed-in user of a request with all their memberships,
// loaded once by Authenticate.
type Identity struct {
	User        User
	Memberships []Membership
	// Current is the organization the request acts on, nil when none was
	// selected (see OrgProblem).
	Current *Membership
	// OrgProblem says why no organization was selected: a missing header
	// with several memberships (Invalid), no membership at all, or an
	// organization the user may not act on (Forbidden). Nil when Current is
	// set.
	OrgProblem error
	// awaiting is set when a membership added by the user's email waits for
	// a sign-in that vouches for it: such an identity is not cached, so the
	// next verified token binds it.
	awaiting bool
}

type identityKey struct{}

// WithIdentity returns ctx carrying id.
func WithIdentity(ctx context.Context, id *Identity) context.Context {
	return context.WithValue(ctx, identityKey{}, id)
}

// IdentityFrom returns the signed-in user of ctx, if any.
func IdentityFrom(ctx context.Context) (*Identity, bool) {
	id, ok := ctx.Value(identityKey{}).(*Identity)
	return id, ok && id != nil
}

// OrganizationHeader selects the organization of a backoffice request.
const OrganizationHeader = "X-Organization-Id"

// CredentialHeaders returns the Authorization and X-Organization-Id of a
// backoffice request. Errors: Invalid when either is sent more than once:
// which credential or organization was meant is ambiguous (as on /v1), and
// a proxy and the platform could each read a different one.
func CredentialHeaders(h http.Header) (authorization, organization string, err error) {
	for _, name := range []string{"Authorization", OrganizationHeader} {
		if n := len(h.Values(name)); n > 1 {
			return "", "", apperr.Invalidf("send one %s header, not %d", name, n)
		}
	}
	return h.Get("Authorization"), h.Get(OrganizationHeader), nil
}

// Authenticate verifies the bearer token of authorization, loads (or
// creates, or binds) the user, selects the organization named by orgHeader
// and returns ctx carrying the Identity and an auth.Principal. Errors:
// Unauthorized (token), Unavailable (keys or database). A problem with the
// organization is not an error here: it is kept in Identity.OrgProblem and
// in the context for auth.Authorize, so the requests that need no
// organization (me, organizations, switch) still work.
func (s *Service) Authenticate(ctx context.Context, v *session.Verifier, authorization, orgHeader string) (context.Context, error) {
	raw, err := session.Bearer(authorization)
	if err != nil {
		return ctx, err
	}
	claims, err := v.Verify(ctx, raw)
	if err != nil {
		return ctx, err
	}
	id, err := s.cachedIdentity(ctx, claims)
	if err != nil {
		return ctx, err
	}
	selectOrganization(id, orgHeader)
	p := auth.Principal{Kind: auth.KindUser, UserID: id.User.ID.String()}
	if id.Current != nil {
		p.OrganizationID = id.Current.Organization.ID
		p.Role = id.Current.Role
	} else if id.OrgProblem != nil {
		ctx = auth.WithOrgProblem(ctx, id.OrgProblem)
	}
	ctx = auth.WithPrincipal(ctx, p)
	return WithIdentity(ctx, id), nil
}

// selectOrganization applies the X-Organization-Id rules: a member of the
// named, active organization acts on it; with no header, a user of exactly
// one organization acts on it.
func selectOrganization(id *Identity, header string) {
	header = strings.TrimSpace(header)
	if header == "" {
		switch len(id.Memberships) {
		case 1:
			header = id.Memberships[0].Organization.ID.String()
		case 0:
			id.OrgProblem = apperr.Forbiddenf("You are not a member of any organization")
			return
		default:
			id.OrgProblem = apperr.Field(OrganizationHeader, "header is required: you belong to several organizations; send the id of the one to act on")
			return
		}
	}
	m, err := id.membership(header)
	if err != nil {
		id.OrgProblem = err
		return
	}
	id.Current = m
}

// membership returns the user's membership of the organization with id
// raw. Errors: Forbidden when the id is malformed, unknown, not one of the
// user's organizations, or suspended.
func (id *Identity) membership(raw string) (*Membership, error) {
	orgID, err := uuid.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, apperr.Forbiddenf("You are not a member of organization %q", raw)
	}
	for i := range id.Memberships {
		m := &id.Memberships[i]
		if m.Organization.ID != orgID {
			continue
		}
		if m.Organization.SuspendedAt != nil {
			return nil, apperr.Forbiddenf("Organization %s is suspended", orgID)
		}
		return m, nil
	}
	return nil, apperr.Forbiddenf("You are not a member of organization %s", orgID)
}

// identity loads the user of claims with their memberships in one query;
// a first sign-in creates the user (or binds a pending one with the same
// email), a verified email someone added as a member makes that membership
// the user's, and a changed email or name claim is kept.
func (s *Service) identity(ctx context.Context, c session.Claims) (*Identity, error) {
	id, found, err := s.load(ctx, c.Subject)
	if err != nil {
		return nil, err
	}
	invited, err := s.invited(ctx, c.Email)
	if err != nil {
		return nil, err
	}
	if found && !claimsChanged(id, c) && !(invited && c.EmailVerified) {
		id.awaiting = invited
		return id, nil
	}
	joined, err := db.InTx(ctx, s.pool, "sign in", func(tx pgx.Tx) (bool, error) {
		return s.upsertUser(ctx, tx, c)
	})
	if err != nil {
		return nil, err
	}
	if joined && s.cache != nil {
		s.cache.invalidate(ctx, c.Subject) // other replicas hold them without the new memberships
	}
	if id, _, err = s.load(ctx, c.Subject); err != nil {
		return nil, err
	}
	id.awaiting = invited && !c.EmailVerified
	return id, nil
}

// invited reports whether a pending user holds email: a person added by
// that address, to be bound at a sign-in that vouches for it.
func (s *Service) invited(ctx context.Context, email string) (bool, error) {
	if email == "" {
		return false, nil
	}
	var invited bool
	err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM users WHERE subject IS NULL AND lower(email) = lower($1))`, email).Scan(&invited)
	if err != nil {
		return false, db.Wrap("load user", err)
	}
	return invited, nil
}

// upsertUser records the user of c. When the identity service vouches for
// the email, the pending user added by it becomes this subject's: bound to
// it when the subject is new (keeping the pending user's id), else merged
// (its memberships move to the existing user, a membership they already
// hold keeping its role, and the pending user goes). It reports whether a
// pending user was merged.
func (s *Service) upsertUser(ctx context.Context, tx pgx.Tx, c session.Claims) (merged bool, err error) {
	email := nullable(c.Email)
	vouched := c.Email != "" && c.EmailVerified
	if vouched {
		tag, err := tx.Exec(ctx, `UPDATE users SET subject = $1, email = $2, name = CASE WHEN $3 = '' THEN name ELSE $3 END, updated_at = now()
			WHERE subject IS NULL AND lower(email) = lower($2)
			  AND NOT EXISTS (SELECT 1 FROM users WHERE subject = $1)`, c.Subject, c.Email, c.Name)
		if err != nil {
			return false, err
		}
		if tag.RowsAffected() == 1 {
			return false, nil
		}
	}
	var userID uuid.UUID
	err = tx.QueryRow(ctx, `INSERT INTO users (id, subject, email, name) VALUES ($1, $2, $3, $4)
		ON CONFLICT (subject) DO UPDATE SET
			email = COALESCE(EXCLUDED.email, users.email),
			name = CASE WHEN EXCLUDED.name = '' THEN users.name ELSE EXCLUDED.name END,
			updated_at = now()
		RETURNING id`, ids.New(), c.Subject, email, c.Name).Scan(&userID)
	if err != nil || !vouched {
		return false, err
	}
	// Locked first, so a membership added to it meanwhile is either moved
	// here or added after it is gone (to a new pending user), never lost.
	rows, err := tx.Query(ctx, `SELECT id FROM users WHERE subject IS NULL AND lower(email) = lower($1) FOR UPDATE`, c.Email)
	if err != nil {
		return false, err
	}
	pending, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	if err != nil || len(pending) == 0 {
		return false, err
	}
	if _, err := tx.Exec(ctx, `INSERT INTO memberships (organization_id, user_id, role, created_at)
		SELECT organization_id, $1, role, created_at FROM memberships WHERE user_id = ANY($2)
		ON CONFLICT DO NOTHING`, userID, pending); err != nil {
		return false, err
	}
	_, err = tx.Exec(ctx, `DELETE FROM users WHERE id = ANY($1)`, pending)
	return err == nil, err
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func (s *Service) load(ctx context.Context, subject string) (*Identity, bool, error) {
	rows, err := s.pool.Query(ctx, `SELECT u.id, u.subject, u.email, u.name, u.created_at,
			m.organization_id, m.role, m.created_at
		FROM users u
		LEFT JOIN memberships m ON m.user_id = u.id
		WHERE u.subject = $1`, subject)
	if err != nil {
		return nil, false, db.Wrap("load user", err)
	}
	defer rows.Close()
	type membership struct {
		role   string
		joined time.Time
	}
	id := &Identity{Memberships: []Membership{}}
	joined := map[uuid.UUID]membership{}
	found := false
	for rows.Next() {
		var (
			oid  *uuid.UUID
			role *string
			at   *time.Time
		)
		if err := rows.Scan(&id.User.ID, &id.User.Subject, &id.User.Email, &id.User.Name, &id.User.CreatedAt,
			&oid, &role, &at); err != nil {
			return nil, false, db.Wrap("load user", err)
		}
		found = true
		if oid != nil {
			joined[*oid] = membership{role: *role, joined: *at}
		}
	}
	if err := rows.Err(); err != nil {
		return nil, false, db.Wrap("load user", err)
	}
	if len(joined) == 0 {
		return id, found, nil
	}
	orgIDs := make([]uuid.UUID, 0, len(joined))
	for oid := range joined {
		orgIDs = append(orgIDs, oid)
	}
	// By name, as the organizations domain orders them; one deleted
	// meanwhile is left out (its memberships go with it).
	list, err := s.orgs.Many(ctx, orgIDs)
	if err != nil {
		return nil, false, err
	}
	for _, o := range list {
		m := joined[o.ID]
		id.Memberships = append(id.Memberships, Membership{Organization: o, Role: auth.Role(m.role), JoinedAt: m.joined})
	}
	return id, found, nil
}

// Me returns the signed-in user with their memberships. Errors:
// Unauthorized without a session.
func (s *Service) Me(ctx context.Context) (Me, error) {
	id, ok := IdentityFrom(ctx)
	if !ok {
		return Me{}, apperr.New(apperr.Unauthorized, "A backoffice session is required")
	}
	return Me{User: id.User, Memberships: id.Memberships, Organization: id.Current}, nil
}

// Organizations lists the signed-in user's organizations (with their role),
// by name. It needs no selected organization. Errors: Unauthorized,
// Invalid (limit/offset).
func (s *Service) Organizations(ctx context.Context, limit, offset *int) (page.List[Membership], error) {
	id, ok := IdentityFrom(ctx)
	if !ok {
		return page.List[Membership]{}, apperr.New(apperr.Unauthorized, "A backoffice session is required")
	}
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return page.List[Membership]{}, err
	}
	return page.Slice(id.Memberships, l, o), nil
}

// Switch checks that the signed-in user may act on the organization and
// returns it with their role; the client then sends its id as
// X-Organization-Id. Nothing is stored: the session is the token. Errors:
// Unauthorized, Forbidden (not a member, unknown, malformed or suspended).
func (s *Service) Switch(ctx context.Context, organizationID string) (Membership, error) {
	id, ok := IdentityFrom(ctx)
	if !ok {
		return Membership{}, apperr.New(apperr.Unauthorized, "A backoffice session is required")
	}
	if strings.TrimSpace(organizationID) == "" {
		return Membership{}, apperr.Field("organization_id", "is required")
	}
	m, err := id.membership(organizationID)
	if err != nil {
		return Membership{}, err
	}
	return *m, nil
}

// SignIn records the user of verified claims as a token would on its first
// request (creating the user, binding a pending one by email, keeping email
// and name), for the CLI and the demo. Errors: Invalid (no subject),
// Unavailable.
func (s *Service) SignIn(ctx context.Context, c session.Claims) (User, error) {
	if strings.TrimSpace(c.Subject) == "" {
		return User{}, apperr.Field("subject", "is required")
	}
	id, err := s.identity(ctx, c)
	if err != nil {
		return User{}, err
	}
	return id.User, nil
}

// UserBySubject returns the user of an identity-service subject. Errors:
// NotFound.
func (s *Service) UserBySubject(ctx context.Context, subject string) (User, error) {
	id, found, err := s.load(ctx, subject)
	if err != nil {
		return User{}, err
	}
	if !found {
		return User{}, apperr.NotFoundf("no user has subject %q", subject)
	}
	return id.User, nil
}

// HasMembership reports whether the user of an identity-service subject is
// a member of at least one organization (the development sign-in signs
// tokens only for them). Errors: Unavailable.
func (s *Service) HasMembership(ctx context.Context, subject string) (bool, error) {
	var ok bool
	err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM users u JOIN memberships m ON m.user_id = u.id WHERE u.subject = $1)`, subject).Scan(&ok)
	return ok, db.Wrap("membership of subject", err)
}

// Names returns the email and name of the users of ids that exist, for the
// audit log's actors. Errors: Unavailable.
func (s *Service) Names(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]audit.Person, error) {
	out := make(map[uuid.UUID]audit.Person, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := s.pool.Query(ctx, `SELECT id, email, name FROM users WHERE id = ANY($1)`, ids)
	if err != nil {
		return nil, db.Wrap("name users", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id uuid.UUID
		var p audit.Person
		if err := rows.Scan(&id, &p.Email, &p.Name); err != nil {
			return nil, db.Wrap("name users", err)
		}
		out[id] = p
	}
	return out, db.Wrap("name users", rows.Err())
}

var _ audit.People = (*Service)(nil)
