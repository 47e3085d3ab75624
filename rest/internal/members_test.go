package internal_test

import (
	"context"
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

const memberFields = `userId subject email name role status createdAt updatedAt`

type member struct {
	UserID  string  `json:"user_id"`
	Subject *string `json:"subject"`
	Email   *string `json:"email"`
	Role    string  `json:"role"`
	Status  string  `json:"status"`
}

func TestMembersBothDoors(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	admin := env.Session(id, org.ID, auth.RoleAdmin)
	env.MustMember(org.ID, "bo", auth.RoleEditor)

	rest := admin.Do("GET", "/api/v1/organizations/members?limit=10", nil)
	require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
	var data struct{ Members json.RawMessage }
	admin.GraphQL(`{ members(limit: 10) { items { `+memberFields+` } total limit offset nextCursor } }`, nil).Decode(t, &data)
	sameJSON(t, rest.Body, data.Members)
	var list struct {
		Items []member
		Total int
	}
	rest.JSON(t, &list)
	require.Equal(t, 2, list.Total)

	bo := list.Items[1]
	one := admin.Do("GET", "/api/v1/organizations/members/"+bo.UserID, nil)
	require.Equal(t, http.StatusOK, one.Status)
	var got struct{ Member json.RawMessage }
	admin.GraphQL(`query($id: ID!) { member(userId: $id) { `+memberFields+` } }`, map[string]any{"id": bo.UserID}).Decode(t, &got)
	sameJSON(t, one.Body, got.Member)

	// A write through GraphQL reads back the same through REST.
	var added struct{ AddMember json.RawMessage }
	admin.GraphQL(`mutation { addMember(input: {subject: "cy", role: viewer}) { `+memberFields+` } }`, nil).Decode(t, &added)
	var m struct {
		UserID string `json:"userId"`
	}
	require.NoError(t, json.Unmarshal(added.AddMember, &m))
	sameJSON(t, admin.Do("GET", "/api/v1/organizations/members/"+m.UserID, nil).Body, added.AddMember)

	bad := admin.Do("GET", "/api/v1/organizations/members?limit=0", nil)
	require.Equal(t, http.StatusBadRequest, bad.Status)
	require.Contains(t, bad.Detail(t), "limit")
	require.Equal(t, http.StatusBadRequest, admin.Do("GET", "/api/v1/organizations/members?offset=x", nil).Status)
	g := admin.GraphQL(`{ members(limit: 500) { total } }`, nil)
	require.Equal(t, "BAD_USER_INPUT", g.Code())
	require.Equal(t, "limit", g.Errors[0].Extensions.Fields[0]["field"])
}

// Each role against each member write: viewers and editors read only;
// admins manage non-owners; only owners grant, change or remove owner.
func TestMemberWritesByRole(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	owner := env.MustMember(org.ID, "owner-1", auth.RoleOwner)
	editor := env.MustMember(org.ID, "editor-1", auth.RoleEditor)
	sessions := map[auth.Role]*testkit.Session{}
	for _, r := range []auth.Role{auth.RoleOwner, auth.RoleAdmin, auth.RoleEditor, auth.RoleViewer} {
		sessions[r] = env.Session(id, org.ID, r)
	}
	path := func(uid uuid.UUID) string { return "/api/v1/organizations/members/" + uid.String() }

	for _, r := range []auth.Role{auth.RoleEditor, auth.RoleViewer} {
		s := sessions[r]
		require.Equal(t, http.StatusOK, s.Do("GET", "/api/v1/organizations/members", nil).Status, r)
		for _, resp := range []*testkit.Response{
			s.Do("POST", "/api/v1/organizations/members", map[string]any{"subject": "new-" + string(r), "role": "viewer"}),
			s.Do("PATCH", path(editor.UserID), map[string]any{"role": "viewer"}),
			s.Do("DELETE", path(editor.UserID), nil),
		} {
			require.Equal(t, http.StatusForbidden, resp.Status, "%s: %s", r, resp.Body)
			require.Contains(t, resp.Detail(t), "needs admin")
		}
		g := s.GraphQL(`mutation { removeMember(userId: "`+editor.UserID.String()+`") { userId } }`, nil)
		require.Equal(t, "FORBIDDEN", g.Code())
	}

	admin := sessions[auth.RoleAdmin]
	r := admin.Do("POST", "/api/v1/organizations/members", map[string]any{"subject": "by-admin", "role": "editor"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	var m member
	r.JSON(t, &m)
	require.Equal(t, "editor", m.Role)
	require.Equal(t, "active", m.Status)
	r = admin.Do("PATCH", "/api/v1/organizations/members/"+m.UserID, map[string]any{"role": "viewer"})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, http.StatusForbidden, admin.Do("POST", "/api/v1/organizations/members", map[string]any{"subject": "x", "role": "owner"}).Status, "granting owner")
	require.Equal(t, http.StatusForbidden, admin.Do("PATCH", "/api/v1/organizations/members/"+m.UserID, map[string]any{"role": "owner"}).Status, "promoting to owner")
	require.Equal(t, http.StatusForbidden, admin.Do("PATCH", path(owner.UserID), map[string]any{"role": "admin"}).Status, "demoting an owner")
	resp := admin.Do("DELETE", path(owner.UserID), nil)
	require.Equal(t, http.StatusForbidden, resp.Status, "removing an owner")
	require.Contains(t, resp.Detail(t), "needs owner")
	r = admin.Do("DELETE", "/api/v1/organizations/members/"+m.UserID, nil)
	require.Equal(t, http.StatusOK, r.Status)
	require.Equal(t, http.StatusNotFound, admin.Do("GET", "/api/v1/organizations/members/"+m.UserID, nil).Status)

	own := sessions[auth.RoleOwner]
	r = own.Do("POST", "/api/v1/organizations/members", map[string]any{"subject": "co-owner", "role": "owner"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	r.JSON(t, &m)
	require.Equal(t, http.StatusOK, own.Do("PATCH", "/api/v1/organizations/members/"+m.UserID, map[string]any{"role": "admin"}).Status)
	require.Equal(t, http.StatusOK, own.Do("DELETE", path(owner.UserID), nil).Status, "an owner removes another owner")
}

// The last owner is never removed or demoted, whoever asks.
func TestLastOwner(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleOwner)
	var me struct{ User struct{ ID string } }
	s.Do("GET", "/api/v1/me", nil).JSON(t, &me)
	self := "/api/v1/organizations/members/" + me.User.ID

	r := s.Do("PATCH", self, map[string]any{"role": "admin"})
	require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "last owner")
	require.Equal(t, http.StatusConflict, s.Do("DELETE", self, nil).Status)
	g := s.GraphQL(`mutation($id: ID!) { removeMember(userId: $id) { userId } }`, map[string]any{"id": me.User.ID})
	require.Equal(t, "CONFLICT", g.Code())
	require.Equal(t, http.StatusOK, s.Do("PATCH", self, map[string]any{"role": "owner"}).Status, "no change is no demotion")

	// With a second owner, the first may step down; then the second is last.
	second := env.MustMember(org.ID, "second", auth.RoleOwner)
	require.Equal(t, http.StatusOK, s.Do("PATCH", self, map[string]any{"role": "admin"}).Status)
	r = env.SessionFor(id.TokenForSubject("second"), org.ID.String()).Do("DELETE", "/api/v1/organizations/members/"+second.UserID.String(), nil)
	require.Equal(t, http.StatusConflict, r.Status)
}

// A member id of another organization, or no id at all, is a 404.
func TestMemberOfAnotherOrganization(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	acme, beta := env.MustOrg("Acme"), env.MustOrg("Beta")
	s := env.Session(id, acme.ID, auth.RoleOwner)
	stranger := env.MustMember(beta.ID, "stranger", auth.RoleViewer)
	for _, uid := range []string{stranger.UserID.String(), uuid.NewString(), "not-a-uuid"} {
		p := "/api/v1/organizations/members/" + uid
		require.Equal(t, http.StatusNotFound, s.Do("GET", p, nil).Status, uid)
		require.Equal(t, http.StatusNotFound, s.Do("PATCH", p, map[string]any{"role": "admin"}).Status, uid)
		require.Equal(t, http.StatusNotFound, s.Do("DELETE", p, nil).Status, uid)
		g := s.GraphQL(`mutation($id: ID!) { updateMemberRole(userId: $id, role: admin) { userId } }`, map[string]any{"id": uid})
		require.Equal(t, "NOT_FOUND", g.Code(), uid)
	}
	// and the stranger is untouched
	var m struct{ Role string }
	env.SessionFor(id.TokenForSubject("stranger"), beta.ID.String()).Do("GET", "/api/v1/organizations/members/"+stranger.UserID.String(), nil).JSON(t, &m)
	require.Equal(t, "viewer", m.Role)
}

func TestAddMemberInput(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleOwner)
	for name, c := range map[string]struct {
		body   any
		status int
		field  string
	}{
		"Neither":     {map[string]any{"role": "viewer"}, 400, "subject"},
		"Both":        {map[string]any{"subject": "a", "email": "a@example.com", "role": "viewer"}, 400, "email"},
		"BadEmail":    {map[string]any{"email": "not an email", "role": "viewer"}, 400, "email"},
		"UnknownRole": {map[string]any{"subject": "a", "role": "god"}, 400, "role"},
		"NoRole":      {map[string]any{"subject": "a"}, 400, "role"},
		"WrongType":   {map[string]any{"subject": 7, "role": "viewer"}, 400, "subject"},
		"NotJSON":     {[]byte("{"), 400, ""},
		"LongSubject": {map[string]any{"subject": string(make([]byte, 300)), "role": "viewer"}, 400, ""},
	} {
		r := s.Do("POST", "/api/v1/organizations/members", c.body)
		require.Equal(t, c.status, r.Status, "%s: %s", name, r.Body)
		if c.field != "" {
			require.Contains(t, r.Detail(t), c.field, name)
		}
	}
	require.Equal(t, http.StatusCreated, s.Do("POST", "/api/v1/organizations/members", map[string]any{"subject": "dup", "role": "viewer"}).Status)
	r := s.Do("POST", "/api/v1/organizations/members", map[string]any{"subject": "dup", "role": "editor"})
	require.Equal(t, http.StatusConflict, r.Status)
	require.Contains(t, r.Detail(t), "already a member")
}

// A member added by email before signing in is pending, and becomes that
// person at their first sign-in with the same email, when the identity
// service vouches for it with email_verified: true (the JSON boolean).
func TestAddMemberByEmail(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleAdmin)
	r := s.Do("POST", "/api/v1/organizations/members", map[string]any{"email": "Dora@Example.com", "role": "editor"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	var m member
	r.JSON(t, &m)
	require.Equal(t, "pending", m.Status)
	require.Nil(t, m.Subject)

	// Anything but the boolean true does not bind, whoever presents it.
	for name, verified := range map[string]any{"False": false, "StringFalse": "false", "StringTrue": "true", "Zero": 0, "Missing": nil} {
		c := testkit.Claims{Subject: "sneaky-" + strings.ToLower(name), Email: "dora@example.com"}
		if verified != nil {
			c.Extra = map[string]any{"email_verified": verified}
		}
		var me struct{ Memberships []any }
		env.SessionFor(id.Token(c), "").Do("GET", "/api/v1/me", nil).JSON(t, &me)
		require.Empty(t, me.Memberships, name)
	}
	r = s.Do("GET", "/api/v1/organizations/members/"+m.UserID, nil)
	r.JSON(t, &m)
	require.Equal(t, "pending", m.Status, "still waiting for a verified address")

	dora := env.SessionFor(id.Token(testkit.Claims{Subject: "dora-sub", Email: "dora@example.com", Name: "Dora", Extra: verifiedEmail}), "")
	var me2 struct {
		User        struct{ ID string }
		Memberships []struct{ Role string }
	}
	dora.Do("GET", "/api/v1/me", nil).JSON(t, &me2)
	require.Equal(t, m.UserID, me2.User.ID, "the pending user is bound to the subject")
	require.Len(t, me2.Memberships, 1)
	require.Equal(t, "editor", me2.Memberships[0].Role)
	r = s.Do("GET", "/api/v1/organizations/members/"+m.UserID, nil)
	r.JSON(t, &m)
	require.Equal(t, "active", m.Status)
	require.Equal(t, "dora-sub", *m.Subject)

	// A member's address again is a conflict (the organization sees its members).
	r = s.Do("POST", "/api/v1/organizations/members", map[string]any{"email": "DORA@example.com", "role": "viewer"})
	require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "already")
}

var verifiedEmail = map[string]any{"email_verified": true}

// Adding by email the address of another organization's user answers as
// for an address nobody uses (pending, no subject, no name) on both doors,
// and makes them a member only when they next sign in with that address
// verified; their membership is then theirs, under their own user id.
func TestAddMemberByEmailOfAnotherOrganizationsUser(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	acme, beta := env.MustOrg("Acme"), env.MustOrg("Beta")
	admin := env.Session(id, acme.ID, auth.RoleAdmin)
	env.MustMember(beta.ID, "eve-sub", auth.RoleOwner)
	eve := env.SessionFor(id.Token(testkit.Claims{Subject: "eve-sub", Email: "eve@example.com", Name: "Eve Secret", Extra: verifiedEmail}), "")
	env.MustMember(beta.ID, "fay-sub", auth.RoleViewer)
	fay := env.SessionFor(id.Token(testkit.Claims{Subject: "fay-sub", Email: "fay@example.com", Name: "Fay Secret", Extra: verifiedEmail}), "")
	type meBody struct {
		User        struct{ ID string }
		Memberships []struct {
			Organization struct{ ID string }
			Role         string
		}
	}
	var eveMe, fayMe meBody
	eve.Do("GET", "/api/v1/me", nil).JSON(t, &eveMe) // signed in, and cached
	fay.Do("GET", "/api/v1/me", nil).JSON(t, &fayMe)
	require.Len(t, eveMe.Memberships, 1)

	// The REST answer for a known address and for an unknown one differ
	// only in the values every new member has of its own.
	known := admin.Do("POST", "/api/v1/organizations/members", map[string]any{"email": "eve@example.com", "role": "viewer"})
	require.Equal(t, http.StatusCreated, known.Status, string(known.Body))
	unknown := admin.Do("POST", "/api/v1/organizations/members", map[string]any{"email": "nobody@example.com", "role": "viewer"})
	require.Equal(t, http.StatusCreated, unknown.Status, string(unknown.Body))
	own := func(body []byte) map[string]any {
		var m map[string]any
		require.NoError(t, json.Unmarshal(body, &m))
		for _, k := range []string{"user_id", "email", "created_at", "updated_at"} {
			require.Contains(t, m, k)
			delete(m, k)
		}
		return m
	}
	require.Equal(t, own(unknown.Body), own(known.Body))
	require.Equal(t, map[string]any{"subject": nil, "name": "", "role": "viewer", "status": "pending"}, own(known.Body))
	require.NotContains(t, string(known.Body), "eve-sub")
	require.NotContains(t, string(known.Body), "Eve Secret")
	var added member
	known.JSON(t, &added)
	require.NotEqual(t, eveMe.User.ID, added.UserID, "the answer is not the existing user")

	// GraphQL answers the same shape for another known address.
	var g struct{ AddMember map[string]any }
	admin.GraphQL(`mutation { addMember(input: {email: "fay@example.com", role: viewer}) { `+memberFields+` } }`, nil).Decode(t, &g)
	require.Equal(t, nil, g.AddMember["subject"])
	require.Equal(t, "", g.AddMember["name"])
	require.Equal(t, "pending", g.AddMember["status"])
	require.NotEqual(t, fayMe.User.ID, g.AddMember["userId"])
	rest := admin.Do("GET", "/api/v1/organizations/members/"+g.AddMember["userId"].(string), nil)
	sameJSON(t, rest.Body, mustJSON(t, g.AddMember))

	// Not a member yet: not on an unverified sign-in either.
	unverified := env.SessionFor(id.Token(testkit.Claims{Subject: "eve-sub", Email: "eve@example.com", Name: "Eve Secret"}), acme.ID.String())
	require.Equal(t, http.StatusForbidden, unverified.Do("GET", "/api/v1/agents", nil).Status)
	var list struct{ Items []member }
	admin.Do("GET", "/api/v1/organizations/members?limit=50", nil).JSON(t, &list)
	for _, it := range list.Items {
		require.NotEqual(t, eveMe.User.ID, it.UserID, "eve is not a member before signing in verified")
	}

	// Her next verified sign-in makes the membership hers.
	eve.Do("GET", "/api/v1/me", nil).JSON(t, &eveMe)
	require.Len(t, eveMe.Memberships, 2)
	var role string
	for _, ms := range eveMe.Memberships {
		if ms.Organization.ID == acme.ID.String() {
			role = ms.Role
		}
	}
	require.Equal(t, "viewer", role)
	require.Equal(t, http.StatusOK, eve.In(acme.ID.String()).Do("GET", "/api/v1/agents", nil).Status)
	var m member
	r := admin.Do("GET", "/api/v1/organizations/members/"+eveMe.User.ID, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	r.JSON(t, &m)
	require.Equal(t, "active", m.Status)
	require.Equal(t, "eve-sub", *m.Subject)
	require.Equal(t, http.StatusNotFound, admin.Do("GET", "/api/v1/organizations/members/"+added.UserID, nil).Status, "the pending entry is gone")
	admin.Do("GET", "/api/v1/organizations/members?limit=50", nil).JSON(t, &list)
	require.Len(t, list.Items, 4, "admin, eve, nobody (pending), fay (pending)")
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

// Two owners demoting each other at once leave one owner: member writes of
// an organization are serialised.
func TestLastOwnerUnderConcurrency(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	a := env.MustMember(org.ID, "owner-a", auth.RoleOwner)
	b := env.MustMember(org.ID, "owner-b", auth.RoleOwner)
	sa := env.SessionFor(id.TokenForSubject("owner-a"), org.ID.String())
	sb := env.SessionFor(id.TokenForSubject("owner-b"), org.ID.String())
	statuses := make(chan int, 2)
	go func() {
		statuses <- sa.Do("PATCH", "/api/v1/organizations/members/"+b.UserID.String(), map[string]any{"role": "admin"}).Status
	}()
	go func() {
		statuses <- sb.Do("PATCH", "/api/v1/organizations/members/"+a.UserID.String(), map[string]any{"role": "admin"}).Status
	}()
	got := []int{<-statuses, <-statuses}
	slices.Sort(got)
	// The winner demotes the other; the loser is no longer an owner when it
	// reaches the organization's lock, where its role is read again, even if
	// it was authenticated as an owner before the winner committed: 403.
	require.Equal(t, []int{http.StatusOK, http.StatusForbidden}, got)
	var list struct{ Items []member }
	r := env.Session(id, org.ID, auth.RoleViewer).Do("GET", "/api/v1/organizations/members", nil)
	r.JSON(t, &list)
	owners := 0
	for _, m := range list.Items {
		if m.Role == "owner" {
			owners++
		}
	}
	require.Equal(t, 1, owners)
}

// A removed member, or a changed role, takes effect on the very next
// request; changed email and name claims are kept on the user.
func TestMembershipChangesApplyAtOnce(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	owner := env.Session(id, org.ID, auth.RoleOwner)
	bo := env.MustMember(org.ID, "bo", auth.RoleAdmin)
	s := env.SessionFor(id.TokenForSubject("bo"), org.ID.String())
	require.Equal(t, http.StatusOK, s.Do("GET", "/api/v1/organizations/audit-log", nil).Status)

	require.Equal(t, http.StatusOK, owner.Do("PATCH", "/api/v1/organizations/members/"+bo.UserID.String(), map[string]any{"role": "viewer"}).Status)
	require.Equal(t, http.StatusForbidden, s.Do("GET", "/api/v1/organizations/audit-log", nil).Status, "role change applies at once")

	require.Equal(t, http.StatusOK, owner.Do("DELETE", "/api/v1/organizations/members/"+bo.UserID.String(), nil).Status)
	r := s.Do("GET", "/api/v1/organizations/members", nil)
	require.Equal(t, http.StatusForbidden, r.Status, "removal applies at once")

	renamed := env.SessionFor(id.Token(testkit.Claims{Subject: "bo", Email: "bo@new.example", Name: "Bo Renamed"}), "")
	var me struct{ User struct{ Email, Name string } }
	renamed.Do("GET", "/api/v1/me", nil).JSON(t, &me)
	require.Equal(t, "bo@new.example", me.User.Email)
	require.Equal(t, "Bo Renamed", me.User.Name)
	env.SessionFor(id.TokenForSubject("bo"), "").Do("GET", "/api/v1/me", nil).JSON(t, &me)
	require.Equal(t, "bo@new.example", me.User.Email, "a token without the claims keeps them")
}

// Signed-in users are cached per replica under Redis generations: a member
// removed through one replica is refused by another on the next request,
// and a suspension applies at once too.
func TestMembershipChangesReachEveryReplica(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	other := env.Replica()
	org := env.MustOrg("Acme")
	owner := env.Session(id, org.ID, auth.RoleOwner)
	bo := env.MustMember(org.ID, "bo", auth.RoleEditor)
	tok := id.TokenForSubject("bo")
	onOther := other.SessionFor(tok, org.ID.String())
	for range 3 { // cached on the other replica
		require.Equal(t, http.StatusOK, onOther.Do("GET", "/api/v1/organizations/members", nil).Status)
	}
	require.Equal(t, http.StatusOK, owner.Do("PATCH", "/api/v1/organizations/members/"+bo.UserID.String(), map[string]any{"role": "admin"}).Status)
	var me struct{ Organization struct{ Role string } }
	onOther.Do("GET", "/api/v1/me", nil).JSON(t, &me)
	require.Equal(t, "admin", me.Organization.Role)

	require.Equal(t, http.StatusOK, owner.Do("DELETE", "/api/v1/organizations/members/"+bo.UserID.String(), nil).Status)
	require.Equal(t, http.StatusForbidden, onOther.Do("GET", "/api/v1/organizations/members", nil).Status)

	ownerOnOther := other.SessionFor(owner.Token, org.ID.String())
	require.Equal(t, http.StatusOK, ownerOnOther.Do("GET", "/api/v1/organizations/members", nil).Status)
	_, err := env.App.Orgs.SetSuspended(context.Background(), org.ID, true)
	require.NoError(t, err)
	require.Equal(t, http.StatusForbidden, ownerOnOther.Do("GET", "/api/v1/organizations/members", nil).Status)
}

// With Redis unreachable, sessions are checked against the database on
// every request: they keep working and a removal still applies at once.
// With PostgreSQL unreachable, a request is a 503.
func TestSessionsWhileADependencyIsDown(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	owner := env.Session(id, org.ID, auth.RoleOwner)
	bo := env.MustMember(org.ID, "bo", auth.RoleEditor)

	redisProxy := testkit.NewProxy(t, testkit.RedisAddr())
	rd := env.Replica(testkit.WithVar("REDIS_URL", strings.Replace(env.Vars["REDIS_URL"], testkit.RedisAddr(), redisProxy.Addr, 1)))
	s := rd.SessionFor(id.TokenForSubject("bo"), org.ID.String())
	require.Equal(t, http.StatusOK, s.Do("GET", "/api/v1/organizations/members", nil).Status)
	redisProxy.Stop()
	require.Equal(t, http.StatusOK, s.Do("GET", "/api/v1/organizations/members", nil).Status)
	require.Equal(t, http.StatusOK, owner.Do("DELETE", "/api/v1/organizations/members/"+bo.UserID.String(), nil).Status)
	require.Equal(t, http.StatusForbidden, s.Do("GET", "/api/v1/organizations/members", nil).Status)

	pgProxy := testkit.NewProxy(t, "127.0.0.1:5432")
	pg := env.Replica(testkit.WithVar("DATABASE_URL", strings.Replace(env.Vars["DATABASE_URL"], "127.0.0.1:5432", pgProxy.Addr, 1)))
	fresh := pg.SessionFor(id.TokenForSubject("someone-new"), "")
	pgProxy.Stop()
	r := fresh.Do("GET", "/api/v1/me", nil)
	require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))
}

// A user authenticated as an owner who is demoted before their write reaches
// the organization's lock acts with the role the database now holds: the
// stale principal cannot demote a third owner.
func TestStaleOwnerPrincipalActsWithItsCurrentRole(t *testing.T) {
	t.Parallel()
	env, _ := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	env.MustMember(org.ID, "owner-a", auth.RoleOwner)
	b := env.MustMember(org.ID, "owner-b", auth.RoleOwner)
	c := env.MustMember(org.ID, "owner-c", auth.RoleOwner)
	svc := env.App.Backoffice.Members
	sys := auth.WithPrincipal(context.Background(), auth.System(org.ID))
	_, err := svc.UpdateRole(sys, b.UserID.String(), auth.RoleAdmin)
	require.NoError(t, err)

	stale := auth.WithPrincipal(context.Background(), auth.Principal{
		Kind: auth.KindUser, OrganizationID: org.ID, UserID: b.UserID.String(), Role: auth.RoleOwner})
	_, err = svc.UpdateRole(stale, c.UserID.String(), auth.RoleViewer)
	require.Equal(t, apperr.Forbidden, apperr.CodeOf(err), "%v", err)
	_, err = svc.Remove(stale, c.UserID.String())
	require.Equal(t, apperr.Forbidden, apperr.CodeOf(err), "%v", err)

	list, err := svc.List(sys, nil, nil)
	require.NoError(t, err)
	owners := 0
	for _, m := range list.Items {
		if m.Role == auth.RoleOwner {
			owners++
		}
	}
	require.Equal(t, 2, owners)
}
