package internal_test

import (
	"bytes"
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/testkit"
)

// The first start prints a development session token of the demo owner
// that works at once, next to the API key.
func TestDemoPrintsASessionToken(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	var out bytes.Buffer
	require.NoError(t, env.App.EnsureDemo(context.Background(), &out))
	var token string
	for _, line := range strings.Split(out.String(), "\n") {
		if l, ok := strings.CutPrefix(strings.TrimSpace(line), "export TOKEN="); ok {
			token = l
		}
	}
	require.NotEmpty(t, token, out.String())
	require.Contains(t, out.String(), "/api/v1/graphql")
	require.Contains(t, out.String(), `/app/ (sign in as "demo" with the development issuer)`)

	r := env.SessionFor(token, "").Do("GET", "/api/v1/me", nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var me struct {
		User         struct{ Email string }
		Organization struct{ Role string }
	}
	r.JSON(t, &me)
	require.Equal(t, "demo@example.com", me.User.Email)
	require.Equal(t, "owner", me.Organization.Role)
}
