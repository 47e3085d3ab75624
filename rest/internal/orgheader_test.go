package internal_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

// X-Organization-Id selects the organization: the only one when absent, a
// 400 naming the header for a user of several, a 403 for an organization the
// user may not act on. me, organizations and switch need none.
func TestOrganizationHeader(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	acme, beta, other := env.MustOrg("Acme"), env.MustOrg("Beta"), env.MustOrg("Other")
	env.MustMember(acme.ID, "solo", auth.RoleViewer)
	env.MustMember(acme.ID, "multi", auth.RoleAdmin)
	env.MustMember(beta.ID, "multi", auth.RoleViewer)
	env.MustMember(other.ID, "someone", auth.RoleOwner)
	solo := env.SessionFor(id.TokenForSubject("solo"), "")
	multi := env.SessionFor(id.TokenForSubject("multi"), "")
	nobody := env.SessionFor(id.TokenForSubject("nobody"), "")

	t.Run("OnlyOrganizationWithoutHeader", func(t *testing.T) {
		r := solo.Do("GET", "/api/v1/organizations/members", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		var me struct {
			Organization struct{ Organization struct{ ID string } }
		}
		solo.Do("GET", "/api/v1/me", nil).JSON(t, &me)
		require.Equal(t, acme.ID.String(), me.Organization.Organization.ID)
	})
	t.Run("SeveralOrganizationsNeedTheHeader", func(t *testing.T) {
		r := multi.Do("GET", "/api/v1/organizations/members", nil)
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "X-Organization-Id")
		g := multi.GraphQL("{ members { total } }", nil)
		require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
		require.Contains(t, g.Errors[0].Message, "X-Organization-Id")

		require.Equal(t, http.StatusOK, multi.In(beta.ID.String()).Do("GET", "/api/v1/organizations/members", nil).Status)
		var me struct {
			Memberships  []struct{ Role string }
			Organization *struct{}
		}
		r = multi.Do("GET", "/api/v1/me", nil)
		require.Equal(t, http.StatusOK, r.Status)
		r.JSON(t, &me)
		require.Len(t, me.Memberships, 2)
		require.Nil(t, me.Organization)
		var list struct {
			Items []struct{ Organization struct{ Name string } }
			Total int
		}
		multi.Do("GET", "/api/v1/organizations", nil).JSON(t, &list)
		require.Equal(t, 2, list.Total)
		require.Equal(t, "Acme", list.Items[0].Organization.Name)
		var data struct{ Me struct{ Memberships []any } }
		multi.GraphQL("{ me { memberships { role } } }", nil).Decode(t, &data)
		require.Len(t, data.Me.Memberships, 2)
	})
	t.Run("RefusedOrganizations", func(t *testing.T) {
		for name, org := range map[string]string{
			"NotAMember": other.ID.String(), "Unknown": uuid.NewString(), "Malformed": "acme",
		} {
			r := multi.In(org).Do("GET", "/api/v1/organizations/members", nil)
			require.Equal(t, http.StatusForbidden, r.Status, "%s: %s", name, r.Body)
			require.Contains(t, r.Detail(t), "not a member", name)
			g := multi.In(org).GraphQL("{ members { total } }", nil)
			require.Equal(t, "FORBIDDEN", g.Code(), name)
			// me still answers: it works across the user's organizations.
			require.Equal(t, http.StatusOK, multi.In(org).Do("GET", "/api/v1/me", nil).Status)
		}
	})
	t.Run("NoOrganizationAtAll", func(t *testing.T) {
		require.Equal(t, http.StatusOK, nobody.Do("GET", "/api/v1/me", nil).Status, "a first sign-in creates the user")
		r := nobody.Do("GET", "/api/v1/organizations/members", nil)
		require.Equal(t, http.StatusForbidden, r.Status)
	})
	t.Run("Switch", func(t *testing.T) {
		r := multi.Do("POST", "/api/v1/organizations/switch", map[string]any{"organization_id": beta.ID})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		var m struct {
			Organization struct{ ID, Name string }
			Role         string
		}
		r.JSON(t, &m)
		require.Equal(t, beta.ID.String(), m.Organization.ID)
		require.Equal(t, "viewer", m.Role)
		var data struct{ SwitchOrganization json.RawMessage }
		g := multi.GraphQL(`mutation($id: ID!) { switchOrganization(organizationId: $id) { organization { id name slug suspendedAt createdAt } role joinedAt } }`, map[string]any{"id": beta.ID})
		g.Decode(t, &data)
		sameJSON(t, r.Body, data.SwitchOrganization)

		require.Equal(t, http.StatusForbidden, multi.Do("POST", "/api/v1/organizations/switch", map[string]any{"organization_id": other.ID}).Status)
		require.Equal(t, http.StatusForbidden, multi.Do("POST", "/api/v1/organizations/switch", map[string]any{"organization_id": "x"}).Status)
		r = multi.Do("POST", "/api/v1/organizations/switch", map[string]any{})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "organization_id")
	})
	t.Run("Suspended", func(t *testing.T) {
		_, err := env.App.Orgs.SetSuspended(context.Background(), beta.ID, true)
		require.NoError(t, err)
		r := multi.In(beta.ID.String()).Do("GET", "/api/v1/organizations/members", nil)
		require.Equal(t, http.StatusForbidden, r.Status)
		require.Contains(t, r.Detail(t), "suspended")
		require.Equal(t, http.StatusForbidden, multi.Do("POST", "/api/v1/organizations/switch", map[string]any{"organization_id": beta.ID}).Status)
		require.Equal(t, http.StatusOK, multi.In(acme.ID.String()).Do("GET", "/api/v1/organizations/members", nil).Status)
	})
}
