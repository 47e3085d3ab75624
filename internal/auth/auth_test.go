package auth_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
)

func TestParseScopes(t *testing.T) {
	s, err := auth.ParseScopes([]string{" calls:read", "agents:read", "calls:read", ""})
	require.NoError(t, err)
	require.Equal(t, []auth.Scope{"agents:read", "calls:read"}, s)
	_, err = auth.ParseScopes([]string{"agents:admin"})
	require.Equal(t, apperr.Invalid, apperr.CodeOf(err))
	require.ErrorContains(t, err, "agents:admin")
}

func TestAuthorize(t *testing.T) {
	org := uuid.New()
	_, err := auth.Authorize(context.Background(), auth.ReadAgents)
	require.Equal(t, apperr.Unauthorized, apperr.CodeOf(err))

	full := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: org})
	got, err := auth.Authorize(full, auth.ManageWebhooks)
	require.NoError(t, err)
	require.Equal(t, org, got)

	scoped := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: org, Scopes: []auth.Scope{auth.ScopeCallsRead}})
	_, err = auth.Authorize(scoped, auth.ReadCalls)
	require.NoError(t, err)
	_, err = auth.Authorize(scoped, auth.ReadAgents)
	require.Equal(t, apperr.Forbidden, apperr.CodeOf(err))
	require.ErrorContains(t, err, "agents:read")

	viewer := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: org, Role: auth.RoleViewer})
	_, err = auth.Authorize(viewer, auth.ReadCalls)
	require.NoError(t, err)
	_, err = auth.Authorize(viewer, auth.WriteAgents)
	require.Equal(t, apperr.Forbidden, apperr.CodeOf(err))
	editor := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: org, Role: auth.RoleEditor})
	_, err = auth.Authorize(editor, auth.WriteAgents)
	require.NoError(t, err)
}

// Backoffice-only actions are never granted to an API key, however broad.
func TestAuthorizeBackofficeOnly(t *testing.T) {
	org := uuid.New()
	full := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: org})
	_, err := auth.Authorize(full, auth.ManageMembers)
	require.Equal(t, apperr.Forbidden, apperr.CodeOf(err))
	admin := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: org, Role: auth.RoleAdmin})
	_, err = auth.Authorize(admin, auth.ManageMembers)
	require.NoError(t, err)
	_, err = auth.Authorize(admin, auth.ManageOwners)
	require.Equal(t, apperr.Forbidden, apperr.CodeOf(err))
	require.ErrorContains(t, err, "owner")
}
