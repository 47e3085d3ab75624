package app

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/members"
	"voiceagent/internal/session"
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
`, DemoSubject, base), nil
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
`, DemoSubject, tok, base, base, base), nil
}
