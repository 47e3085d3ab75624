package main

import (
	"context"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/members"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/session"
)

func init() {
	register(command{path: "admin token", summary: "sign a development session token: --subject SUB [--email E] [--name N] [--ttl 1h] (only without AUTH_JWKS_URL)", run: cmdToken})
	register(command{path: "admin member add", summary: "add a backoffice member: --org ORG_ID --subject SUB [--email E] [--name N] --role owner|admin|editor|viewer", run: cmdMemberAdd})
	register(command{path: "admin member remove", summary: "remove a backoffice member: --org ORG_ID --subject SUB", run: cmdMemberRemove})
}

func cmdToken(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin token")
	subject := fs.String("subject", "", "the user's subject (required)")
	email := fs.String("email", "", "email claim")
	name := fs.String("name", "", "name claim")
	ttl := fs.Duration("ttl", time.Hour, "lifetime of the token (at most 720h)")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	if strings.TrimSpace(*subject) == "" {
		return usageError{"--subject is required"}
	}
	if *ttl <= 0 || *ttl > 720*time.Hour {
		return usageError{"--ttl must be more than 0 and at most 720h"}
	}
	cfg, err := config.FromEnv(e.getenv)
	if err != nil {
		return usageError{"configuration: " + err.Error()}
	}
	if cfg.AuthJWKSURL != "" {
		return usageError{"AUTH_JWKS_URL is set: session tokens come from the identity service; admin token signs only with the development issuer (AUTH_JWKS_URL empty)"}
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	tok, exp, err := a.MintDevToken(ctx, strings.TrimSpace(*subject), *email, *name, *ttl)
	if err != nil {
		return err
	}
	return printJSON(e.stdout, map[string]any{"token": tok, "expires_at": exp.UTC().Format(time.RFC3339)})
}

func orgFlag(raw string) (uuid.UUID, error) {
	if raw == "" {
		return uuid.Nil, usageError{"--org is required"}
	}
	id, err := uuid.Parse(raw)
	if err != nil {
		return uuid.Nil, usageError{"--org must be a UUID"}
	}
	return id, nil
}

func cmdMemberAdd(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin member add")
	org := fs.String("org", "", "organization id (required)")
	subject := fs.String("subject", "", "the user's identity-service subject (required)")
	email := fs.String("email", "", "the user's email")
	name := fs.String("name", "", "the user's name")
	role := fs.String("role", "", "owner, admin, editor or viewer (required)")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	orgID, err := orgFlag(*org)
	if err != nil {
		return err
	}
	if strings.TrimSpace(*subject) == "" {
		return usageError{"--subject is required"}
	}
	if !slices.Contains(members.Roles, *role) {
		return usageError{"--role must be one of " + strings.Join(members.Roles, ", ")}
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	if _, err := a.Orgs.Get(ctx, orgID); err != nil {
		return cliError(err)
	}
	m, err := addMember(ctx, a.Backoffice.Members, orgID, strings.TrimSpace(*subject), *email, *name, auth.Role(*role))
	if err != nil {
		return cliError(err)
	}
	return printJSON(e.stdout, memberJSON(orgID, m))
}

// addMember records the user's profile (as a first sign-in would) and adds
// them to the organization as the system.
func addMember(ctx context.Context, svc *members.Service, orgID uuid.UUID, subject, email, name string, role auth.Role) (members.Member, error) {
	if email != "" || name != "" {
		if _, err := svc.SignIn(ctx, session.Claims{Subject: subject, Email: email, Name: name, EmailVerified: true}); err != nil {
			return members.Member{}, err
		}
	}
	return svc.Add(auth.WithPrincipal(ctx, auth.System(orgID)), members.AddInput{Subject: &subject, Role: role})
}

func memberJSON(orgID uuid.UUID, m members.Member) map[string]any {
	return map[string]any{
		"organization_id": orgID, "user_id": m.UserID, "subject": m.Subject, "email": m.Email, "name": m.Name,
		"role": m.Role, "status": m.Status, "created_at": m.CreatedAt, "updated_at": m.UpdatedAt,
	}
}

func cmdMemberRemove(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin member remove")
	org := fs.String("org", "", "organization id (required)")
	subject := fs.String("subject", "", "the user's subject (required)")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	orgID, err := orgFlag(*org)
	if err != nil {
		return err
	}
	if strings.TrimSpace(*subject) == "" {
		return usageError{"--subject is required"}
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	u, err := a.Backoffice.Members.UserBySubject(ctx, strings.TrimSpace(*subject))
	if err != nil {
		return cliError(err)
	}
	m, err := a.Backoffice.Members.Remove(auth.WithPrincipal(ctx, auth.System(orgID)), u.ID.String())
	if err != nil {
		return cliError(err)
	}
	out := memberJSON(orgID, m)
	out["removed"] = true
	return printJSON(e.stdout, out)
}
