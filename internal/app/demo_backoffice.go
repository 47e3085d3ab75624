package app

import (
	"context"
	"fmt"
	"net"
	"net/netip"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/members"
	"voiceagent/internal/session"
	"voiceagent/internal/webapp"
)

// DemoSubject is the demo organization owner's subject (demo@example.com).
const DemoSubject = "demo"

// DemoBackoffice makes demo@example.com (subject "demo") the owner of the
// demo organization and returns the start banner's backoffice lines: a
// development session token valid for a day and curl lines for the REST
// mirror and GraphQL, or, with an identity service configured, how to sign
// in instead.
func (a *App) DemoBackoffice(ctx context.Context, orgID uuid.UUID, base string) (string, error) {
	svc := a.Backoffice.Members
	if _, err := svc.SignIn(ctx, session.Claims{Subject: DemoSubject, Email: "demo@example.com", Name: "Demo Owner", EmailVerified: true}); err != nil {
		return "", fmt.Errorf("demo owner: %w", err)
	}
	subject := DemoSubject
	if _, err := svc.Add(auth.WithPrincipal(ctx, auth.System(orgID)), members.AddInput{Subject: &subject, Role: auth.RoleOwner}); err != nil {
		return "", fmt.Errorf("demo owner: %w", err)
	}
	if a.Backoffice.Dev == nil {
		return fmt.Sprintf(`
 Backoffice: demo@example.com (subject %q) owns it; sign in through the identity
 service at AUTH_JWKS_URL and open the GraphQL explorer at %s/api/v1/graphql
 Backoffice app: %s%s (%s)
`, DemoSubject, base, base, webapp.Prefix, a.identitySignIn()), nil
	}
	tok, _, err := a.Backoffice.Dev.Mint(ctx, DemoSubject, "demo@example.com", "Demo Owner", 24*time.Hour)
	if err != nil {
		return "", fmt.Errorf("demo token: %w", err)
	}
	return fmt.Sprintf(`
 Backoffice session of demo@example.com (owner), valid 24h
 (a fresh one: voiceagent admin token --subject %s):

   export TOKEN=%s

   curl -H "Authorization: Bearer $TOKEN" %s/api/v1/me
   curl -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
        -d '{"query":"{ me { user { email } memberships { role organization { name } } } }"}' %s/api/v1/graphql
 GraphQL explorer (paste the token as an Authorization header): %s/api/v1/graphql
 Backoffice app: %s%s (sign in as %q with the development issuer)
`, DemoSubject, tok, base, base, base, base, webapp.Prefix, DemoSubject), nil
}

// identitySignIn says how the app signs in when an identity service is
// configured.
func (a *App) identitySignIn() string {
	if a.Config.UIOIDCIssuer == "" {
		return "set UI_OIDC_ISSUER and UI_OIDC_CLIENT_ID to sign in through the identity service"
	}
	return "sign in through the identity service at " + a.Config.UIOIDCIssuer
}

// logAppURL logs where the backoffice app is served, for the address the
// API listens on, and how to sign in: as the demo owner or another member
// with the development issuer, else through the identity service.
func (a *App) logAppURL(ctx context.Context, listen string) {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return
	}
	if ip, err := netip.ParseAddr(host); host == "" || (err == nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	url := "http://" + net.JoinHostPort(host, port) + webapp.Prefix
	hint := a.identitySignIn()
	if a.Backoffice.Dev != nil {
		hint = "sign in with the subject of a member (voiceagent admin member add), with the development issuer"
		if ok, err := a.Backoffice.Members.HasMembership(ctx, DemoSubject); err == nil && ok {
			hint = "sign in as " + DemoSubject + " with the development issuer"
		}
	}
	a.Log.Info("backoffice app: "+url+" ("+hint+")", "url", url)
}
