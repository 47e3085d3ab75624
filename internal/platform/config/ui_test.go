package config_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/config"
)

func TestUIOIDC(t *testing.T) {
	c, err := config.FromEnv(func(string) string { return "" })
	require.NoError(t, err)
	require.Empty(t, c.UIOIDCIssuer)
	require.Equal(t, "openid profile email", c.UIOIDCScope)
	require.Empty(t, c.UIOIDCOrigin())

	vars := map[string]string{
		"AUTH_JWKS_URL":     "https://id.example.com/jwks",
		"UI_OIDC_ISSUER":    "https://ID.example.com:8443/realms/acme",
		"UI_OIDC_CLIENT_ID": "backoffice",
		"UI_OIDC_SCOPE":     "  openid   email offline_access ",
	}
	c, err = config.FromEnv(func(k string) string { return vars[k] })
	require.NoError(t, err)
	require.Equal(t, "backoffice", c.UIOIDCClientID)
	require.Equal(t, "openid email offline_access", c.UIOIDCScope)
	require.Equal(t, "https://id.example.com:8443", c.UIOIDCOrigin())

	for name, tc := range map[string]struct {
		vars map[string]string
		want string
	}{
		"not a URL":            {map[string]string{"UI_OIDC_ISSUER": "id.example.com", "UI_OIDC_CLIENT_ID": "x"}, "UI_OIDC_ISSUER: want"},
		"ftp":                  {map[string]string{"UI_OIDC_ISSUER": "ftp://id.example.com", "UI_OIDC_CLIENT_ID": "x"}, "UI_OIDC_ISSUER: want"},
		"query":                {map[string]string{"UI_OIDC_ISSUER": "https://id.example.com/?a=b", "UI_OIDC_CLIENT_ID": "x"}, "UI_OIDC_ISSUER: want"},
		"no client id":         {map[string]string{"UI_OIDC_ISSUER": "https://id.example.com"}, "UI_OIDC_CLIENT_ID is required"},
		"client id alone":      {map[string]string{"UI_OIDC_CLIENT_ID": "x"}, "UI_OIDC_ISSUER is empty"},
		"client id spaced":     {map[string]string{"UI_OIDC_ISSUER": "https://id.example.com", "UI_OIDC_CLIENT_ID": "a b"}, "UI_OIDC_CLIENT_ID: want"},
		"scope without openid": {map[string]string{"UI_OIDC_ISSUER": "https://id.example.com", "UI_OIDC_CLIENT_ID": "x", "UI_OIDC_SCOPE": "profile"}, "must include openid"},
		"scope quoted":         {map[string]string{"UI_OIDC_ISSUER": "https://id.example.com", "UI_OIDC_CLIENT_ID": "x", "UI_OIDC_SCOPE": `openid "x"`}, "UI_OIDC_SCOPE"},
		"development issuer":   {map[string]string{"UI_OIDC_ISSUER": "https://id.example.com", "UI_OIDC_CLIENT_ID": "x"}, "AUTH_JWKS_URL is empty"},
	} {
		t.Run(name, func(t *testing.T) {
			vars := tc.vars
			if _, ok := vars["AUTH_JWKS_URL"]; !ok && name != "development issuer" {
				vars["AUTH_JWKS_URL"] = "https://id.example.com/jwks"
			}
			_, err := config.FromEnv(func(k string) string { return vars[k] })
			require.ErrorContains(t, err, tc.want)
		})
	}
}
