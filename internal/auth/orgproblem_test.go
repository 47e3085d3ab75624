package auth_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
)

// A backoffice user with no organization selected is told why (the header
// is missing, or names an organization they may not act on), not a bare 401.
func TestAuthorizeReportsTheOrganizationProblem(t *testing.T) {
	ctx := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, UserID: "u", Role: ""})
	_, err := auth.Authorize(ctx, auth.ReadMembers)
	require.True(t, apperr.Is(err, apperr.Unauthorized))

	problem := apperr.Field("X-Organization-Id", "header is required")
	_, err = auth.Authorize(auth.WithOrgProblem(ctx, problem), auth.ReadMembers)
	require.Equal(t, problem, err)
}
