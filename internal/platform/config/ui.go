package config

import (
	"fmt"
	"net/url"
	"strings"
)

// UI is the configuration of the backoffice web app served at /app/: how it
// signs users in through an identity service (OpenID Connect,
// authorization code with PKCE). The app reads it from /app/config.json.
type UI struct {
	UIOIDCIssuer   string // UI_OIDC_ISSUER: the identity service's issuer URL; empty = no OpenID Connect sign-in
	UIOIDCClientID string // UI_OIDC_CLIENT_ID: the app's client id at the identity service (required with UI_OIDC_ISSUER)
	UIOIDCScope    string // UI_OIDC_SCOPE: scopes the app asks for
}

// DefaultUIOIDCScope is UI_OIDC_SCOPE when unset.
const DefaultUIOIDCScope = "openid profile email"

func uiFromEnv(getenv func(string) string, c *Config) error {
	c.UIOIDCIssuer = strings.TrimSpace(getenv("UI_OIDC_ISSUER"))
	c.UIOIDCClientID = strings.TrimSpace(getenv("UI_OIDC_CLIENT_ID"))
	c.UIOIDCScope = strings.Join(strings.Fields(or(getenv("UI_OIDC_SCOPE"), DefaultUIOIDCScope)), " ")
	if c.UIOIDCIssuer == "" {
		if c.UIOIDCClientID != "" {
			return fmt.Errorf("UI_OIDC_CLIENT_ID is set but UI_OIDC_ISSUER is empty: set the identity service's issuer URL too, or unset both")
		}
		return nil
	}
	u, err := url.Parse(c.UIOIDCIssuer)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil || u.RawQuery != "" || u.Fragment != "" || u.Opaque != "" {
		return fmt.Errorf("UI_OIDC_ISSUER: want the identity service's issuer, an http(s) URL without query or fragment such as https://id.example.com/realms/acme, got %q", c.UIOIDCIssuer)
	}
	if c.UIOIDCClientID == "" {
		return fmt.Errorf("UI_OIDC_CLIENT_ID is required when UI_OIDC_ISSUER is set: the client id the identity service gave the backoffice app")
	}
	if len(c.UIOIDCClientID) > 255 || strings.ContainsFunc(c.UIOIDCClientID, func(r rune) bool { return r < 0x21 || r == 0x7f }) {
		return fmt.Errorf("UI_OIDC_CLIENT_ID: want at most 255 printable characters without spaces, got %q", c.UIOIDCClientID)
	}
	openid := false
	for _, s := range strings.Fields(c.UIOIDCScope) {
		if strings.ContainsFunc(s, func(r rune) bool { return r < 0x21 || r > 0x7e || r == '"' || r == '\\' }) {
			return fmt.Errorf("UI_OIDC_SCOPE: %q is not a valid scope (printable ASCII without quotes or backslashes)", s)
		}
		openid = openid || s == "openid"
	}
	if !openid {
		return fmt.Errorf("UI_OIDC_SCOPE must include openid (OpenID Connect sign-in), got %q", c.UIOIDCScope)
	}
	if c.AuthJWKSURL == "" {
		return fmt.Errorf("UI_OIDC_ISSUER is set but AUTH_JWKS_URL is empty: the API would refuse the identity service's tokens; set AUTH_JWKS_URL to its JWKS (and AUTH_ISSUER, AUTH_AUDIENCE as it signs them)")
	}
	return nil
}

// UIOIDCOrigin is the origin (scheme://host[:port]) of UI_OIDC_ISSUER, which
// the app's pages may connect and send forms to; "" without one.
func (u UI) UIOIDCOrigin() string {
	if u.UIOIDCIssuer == "" {
		return ""
	}
	p, err := url.Parse(u.UIOIDCIssuer)
	if err != nil {
		return ""
	}
	return strings.ToLower(p.Scheme) + "://" + strings.ToLower(p.Host)
}
