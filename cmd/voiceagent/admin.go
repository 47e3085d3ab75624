package main

import (
	"context"
	"flag"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
)

func init() {
	register(command{path: "admin org create", summary: "create an organization: --name NAME [--slug SLUG]", run: cmdOrgCreate})
	register(command{path: "admin org suspend", summary: "suspend an organization: ORG_ID", run: orgSuspend(true)})
	register(command{path: "admin org unsuspend", summary: "reactivate an organization: ORG_ID", run: orgSuspend(false)})
	register(command{path: "admin key create", summary: "create an API key: --org ORG_ID --name NAME [--description D] [--scopes a,b] [--expires-at RFC3339] [--rate-limit N]", run: cmdKeyCreate})
	register(command{path: "admin key revoke", summary: "revoke an API key: KEY_ID", run: cmdKeyRevoke})
}

// cliError turns an application error into a message for a terminal.
func cliError(err error) error {
	if e, ok := apperr.As(err); ok && e.Code != apperr.Internal && e.Code != apperr.Unavailable {
		return usageError{e.Message}
	}
	return err
}

func cmdOrgCreate(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin org create")
	name := fs.String("name", "", "organization name (required)")
	slug := fs.String("slug", "", "URL-safe slug (default: made from the name)")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	if strings.TrimSpace(*name) == "" {
		return usageError{"--name is required"}
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	o, err := a.Orgs.Create(ctx, *name, *slug)
	if err != nil {
		return cliError(err)
	}
	return printJSON(e.stdout, map[string]any{"id": o.ID, "name": o.Name, "slug": o.Slug})
}

func orgSuspend(suspend bool) func(context.Context, env, []string) error {
	verb := map[bool]string{true: "suspend", false: "unsuspend"}[suspend]
	return func(ctx context.Context, e env, args []string) error {
		fs := newFlags(e, "admin org "+verb)
		id, err := oneID(fs, args, "usage: voiceagent admin org "+verb+" ORG_ID", "ORG_ID")
		if err != nil {
			return err
		}
		a, err := open(ctx, e)
		if err != nil {
			return err
		}
		defer a.Close()
		o, err := a.Orgs.SetSuspended(ctx, id, suspend)
		if err != nil {
			return cliError(err)
		}
		return printJSON(e.stdout, map[string]any{"id": o.ID, "name": o.Name, "slug": o.Slug, "suspended": o.SuspendedAt != nil, "suspended_at": o.SuspendedAt})
	}
}

func cmdKeyCreate(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin key create")
	org := fs.String("org", "", "organization id (required)")
	name := fs.String("name", "", "key name (required)")
	desc := fs.String("description", "", "what the key is for")
	scopes := fs.String("scopes", "", "comma-separated scopes; empty = full access")
	expires := fs.String("expires-at", "", "expiry time, RFC 3339 (e.g. 2027-01-31T00:00:00Z); empty = never")
	rate := fs.Int("rate-limit", 0, "requests per minute for this key (default: the platform's RATE_LIMIT_PER_MINUTE)")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	orgID, err := uuid.Parse(*org)
	if err != nil {
		return usageError{"--org must be an organization id (UUID)"}
	}
	in := apikeys.CreateInput{OrganizationID: orgID, Name: *name, Description: *desc}
	if *scopes != "" {
		in.Scopes = strings.Split(*scopes, ",")
	}
	if *expires != "" {
		t, err := time.Parse(time.RFC3339, *expires)
		if err != nil {
			return usageError{"--expires-at must be an RFC 3339 time such as 2027-01-31T00:00:00Z"}
		}
		in.ExpiresAt = &t
	}
	setFlags := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { setFlags[f.Name] = true })
	if setFlags["rate-limit"] {
		in.RateLimitPerMinute = rate
	}
	// Validate before connecting, so a wrong scope fails fast and clearly.
	if _, err := auth.ParseScopes(in.Scopes); err != nil {
		return cliError(err)
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	k, full, err := a.Keys.Create(ctx, in)
	if err != nil {
		return cliError(err)
	}
	if k.ExpiresAt != nil && k.ExpiresAt.Before(time.Now()) {
		fmt.Fprintln(e.stderr, "warning: --expires-at is in the past; the key is already expired")
	}
	return printJSON(e.stdout, keyJSON(k, full))
}

func keyJSON(k apikeys.Key, full string) map[string]any {
	return map[string]any{
		"id": k.ID, "name": k.Name, "key": full, "key_preview": k.KeyPreview, "scopes": k.Scopes,
		"expires_at": k.ExpiresAt, "rate_limit_per_minute": k.RateLimitPerMinute, "created_at": k.CreatedAt,
		"organization_id": k.OrganizationID, "description": k.Description,
	}
}

func cmdKeyRevoke(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin key revoke")
	id, err := oneID(fs, args, "usage: voiceagent admin key revoke KEY_ID", "KEY_ID")
	if err != nil {
		return err
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	k, err := a.Keys.Revoke(ctx, id)
	if err != nil {
		return cliError(err)
	}
	return printJSON(e.stdout, map[string]any{"id": k.ID, "name": k.Name, "key_preview": k.KeyPreview, "revoked_at": k.RevokedAt})
}
