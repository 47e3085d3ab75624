package members_test

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/members"
	"voiceagent/internal/orgs"
	"voiceagent/internal/session"
	"voiceagent/internal/testkit"
)

// countingOrgs is the real organizations service, counting what members
// asks of it.
type countingOrgs struct {
	*orgs.Service
	locks, many atomic.Int64
	lastMany    []uuid.UUID
}

func (c *countingOrgs) Lock(ctx context.Context, tx pgx.Tx, id uuid.UUID) error {
	c.locks.Add(1)
	return c.Service.Lock(ctx, tx, id)
}

func (c *countingOrgs) Many(ctx context.Context, ids []uuid.UUID) ([]orgs.Organization, error) {
	c.many.Add(1)
	c.lastMany = ids
	return c.Service.Many(ctx, ids)
}

// Member writes lock the organization, and a user's memberships are read
// with their organizations, through the organizations service: members
// never reads the organizations table itself.
func TestOrganizationsGoThroughTheOrgsService(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	zeta, alpha := env.MustOrg("Zeta"), env.MustOrg("Alpha")
	counting := &countingOrgs{Service: env.App.Orgs}
	svc := members.NewService(env.App.DB, counting, nil, nil, nil)

	for _, o := range []orgs.Organization{zeta, alpha} {
		_, err := svc.Add(env.System(o.ID), members.AddInput{Subject: ptr("ana"), Role: auth.RoleEditor})
		require.NoError(t, err)
	}
	require.EqualValues(t, 2, counting.locks.Load())

	_, err := svc.SignIn(context.Background(), session.Claims{Subject: "ana", Email: "ana@example.com", Name: "Ana", EmailVerified: true})
	require.NoError(t, err)
	require.NotZero(t, counting.many.Load())
	require.ElementsMatch(t, []uuid.UUID{zeta.ID, alpha.ID}, counting.lastMany)

	// An organization that is gone is NotFound under the lock, not a write
	// into nothing.
	_, err = svc.Add(env.System(uuid.New()), members.AddInput{Subject: ptr("bo"), Role: auth.RoleEditor})
	require.ErrorContains(t, err, "not found")
}

// countingPeople is the real members service as the audit log's namer.
type countingPeople struct {
	*members.Service
	calls atomic.Int64
}

func (c *countingPeople) Names(ctx context.Context, ids []uuid.UUID) (map[uuid.UUID]audit.Person, error) {
	c.calls.Add(1)
	return c.Service.Names(ctx, ids)
}

// The audit log names its actors through the members service, once per
// page, and leaves a gone user's email and name null.
func TestAuditActorsNamedByMembers(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Acme")
	svc := members.NewService(env.App.DB, env.App.Orgs, nil, nil, nil)
	owner, err := svc.SignIn(context.Background(), session.Claims{Subject: "owner", Email: "owner@example.com", Name: "Olga", EmailVerified: true})
	require.NoError(t, err)
	_, err = svc.Add(env.System(org.ID), members.AddInput{Subject: ptr("owner"), Role: auth.RoleOwner})
	require.NoError(t, err)
	ctx := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: org.ID, UserID: owner.ID.String(), Role: auth.RoleOwner})
	for _, s := range []string{"bo", "cy"} {
		_, err := svc.Add(ctx, members.AddInput{Subject: ptr(s), Role: auth.RoleViewer})
		require.NoError(t, err)
	}

	people := &countingPeople{Service: svc}
	log, err := audit.NewService(env.App.DB, people).List(ctx, audit.Filter{})
	require.NoError(t, err)
	require.EqualValues(t, 1, people.calls.Load())
	require.EqualValues(t, 3, *log.Total)
	byUser := 0
	for _, e := range log.Items {
		if e.Actor.Kind != "user" {
			require.Nil(t, e.Actor.Email)
			continue
		}
		byUser++
		require.Equal(t, owner.ID, *e.Actor.UserID)
		require.Equal(t, "owner@example.com", *e.Actor.Email)
		require.Equal(t, "Olga", *e.Actor.Name)
	}
	require.Equal(t, 2, byUser)

	names, err := svc.Names(context.Background(), []uuid.UUID{owner.ID, uuid.New()})
	require.NoError(t, err)
	require.Len(t, names, 1, "an unknown id is left out")
}

func ptr(s string) *string { return &s }
