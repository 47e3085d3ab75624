package v1_test

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/testkit"
)

func TestMe(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Acme Clinic")
	key, full := env.MustKey(org.ID, "calls:read")

	t.Run("OK", func(t *testing.T) {
		r := env.Get("/v1/me", full)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		m := r.Map(t)
		o := m["organization"].(map[string]any)
		k := m["key"].(map[string]any)
		require.Equal(t, org.ID.String(), o["id"])
		require.Equal(t, "Acme Clinic", o["name"])
		require.Equal(t, org.Slug, o["slug"])
		require.Equal(t, key.ID.String(), k["id"])
		require.Equal(t, []any{"calls:read"}, k["scopes"])
		require.Equal(t, key.KeyPreview, k["key_preview"])
		require.Equal(t, full[len(full)-4:], k["key_preview"].(string)[len(k["key_preview"].(string))-4:])
		require.NotEmpty(t, k["last_used_at"])
		require.Equal(t, "120", r.Header.Get("X-RateLimit-Limit"))
	})
	t.Run("ViaXAPIKey", func(t *testing.T) {
		r := env.Do(testkit.Request{Method: "GET", Path: "/v1/me", Header: map[string]string{"X-API-Key": full}})
		require.Equal(t, http.StatusOK, r.Status)
	})
}
