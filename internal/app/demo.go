package app

import (
	"context"
	"fmt"
	"io"
	"net"
	"strings"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
)

// DemoHook adds demo data of one domain to the new demo organization.
type DemoHook func(ctx context.Context, orgID uuid.UUID) error

// EnsureDemo creates, on an empty database only, a demo organization with an
// agent per template and a full-access API key, runs the domains' demo hooks,
// and prints the key with a curl line that works.
func (a *App) EnsureDemo(ctx context.Context, out io.Writer) error {
	n, err := a.Orgs.Count(ctx)
	if err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	if n > 0 {
		return nil
	}
	// The advisory lock makes two replicas starting on an empty database
	// create one demo organization, not two.
	conn, err := a.DB.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock(727001)`); err != nil {
		return fmt.Errorf("demo: %w", err)
	}
	defer conn.Exec(context.Background(), `SELECT pg_advisory_unlock(727001)`)
	if n, err = a.Orgs.Count(ctx); err != nil || n > 0 {
		return err
	}
	org, err := a.Orgs.Create(ctx, "Demo Organization", "demo")
	if err != nil {
		return fmt.Errorf("demo organization: %w", err)
	}
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))
	for _, t := range agents.Templates() {
		ag, err := a.Agents.Create(sys, agents.CreateInput{Name: t.Name, AgentType: t.AgentType, EditingMode: "prompt", TemplateID: t.ID})
		if err != nil {
			return fmt.Errorf("demo agent: %w", err)
		}
		if _, err := a.Agents.Publish(sys, ag.ID); err != nil {
			return fmt.Errorf("demo agent: %w", err)
		}
	}
	for _, hook := range a.DemoHooks {
		if err := hook(sys, org.ID); err != nil {
			return fmt.Errorf("demo data: %w", err)
		}
	}
	key, full, err := a.Keys.Create(ctx, apikeys.CreateInput{OrganizationID: org.ID, Name: "demo", Description: "full-access key created on first start"})
	if err != nil {
		return fmt.Errorf("demo key: %w", err)
	}
	base := "http://" + localAddr(a.Config.HTTPAddr)
	backoffice, err := a.DemoBackoffice(ctx, org.ID, base)
	if err != nil {
		return err
	}
	a.Log.Info("created demo organization", "organization_id", org.ID, "key_id", key.ID)
	fmt.Fprintf(out, `
================================================================
 Demo organization created: %s (%s)
 Full-access API key (shown only now):

   %s

 Try it:
   curl -H "Authorization: Bearer %s" %s/v1/me
%s================================================================

`, org.Name, org.ID, full, full, base, backoffice)
	return nil
}

// localAddr turns a listen address (":8080", "0.0.0.0:9000") into one a
// local client can dial.
func localAddr(listen string) string {
	host, port, err := net.SplitHostPort(listen)
	if err != nil {
		return listen
	}
	if host == "" || host == "0.0.0.0" || host == "::" || strings.HasPrefix(host, "[") {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}
