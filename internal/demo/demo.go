// Package demo creates the demo organization of a first start: an agent per
// template (published), phone numbers for its voice agents, generated call
// history, an indexed FAQ knowledge base and a full-access API key, printed
// with a curl line that works.
//
// Each domain's data goes through that domain's service, in its own
// transactions, so the demo as a whole is made resumable rather than atomic:
// a row in demo_state names the demo organization before it is created and
// is marked complete after the last step. A start that finds an incomplete
// demo (a step failed, the process died) deletes that organization, whose
// rows all cascade, and builds the demo again; two replicas starting
// together are serialised by a PostgreSQL advisory lock.
package demo

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/agents"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/numbers"
	"voiceagent/internal/orgs"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// lockID is the advisory lock held while the demo is checked or built.
const lockID = 727001

// Deps are the services the demo data is made with.
type Deps struct {
	DB        *pgxpool.Pool
	Log       *slog.Logger
	HTTPAddr  string // for the curl line
	Orgs      *orgs.Service
	Keys      *apikeys.Service
	Agents    *agents.Service
	Numbers   *numbers.Service
	Knowledge *knowledge.Service
	Calls     *calls.Service
	// Backoffice makes the demo owner a member and returns the banner's
	// backoffice lines (a session token, curl lines); nil = none.
	Backoffice func(ctx context.Context, orgID uuid.UUID, base string) (string, error)
}

// Step adds one domain's demo data; ctx acts for the demo organization with
// full access.
type Step struct {
	Name string
	Run  func(ctx context.Context, orgID uuid.UUID) error
}

// Demo builds the demo organization.
type Demo struct {
	d Deps
	// Steps run in order after the agents are created and published.
	Steps []Step
}

// New returns the demo builder with the default steps: phone numbers,
// knowledge base, call history, the chat agents' public widget channel.
func New(d Deps) *Demo {
	return &Demo{d: d, Steps: []Step{
		{Name: "numbers", Run: d.numbers},
		{Name: "knowledge", Run: d.knowledge},
		{Name: "calls", Run: d.calls},
		{Name: "widget", Run: d.widget},
	}}
}

// Ensure creates the demo organization on an empty database, completes (by
// building it again) one a previous start left incomplete, and prints its key
// to out. A database that already holds organizations and no demo is left
// alone. Errors: whatever a step or the database returns; the demo is then
// left incomplete and the next start builds it again.
func (m *Demo) Ensure(ctx context.Context, out io.Writer) error {
	complete, err := m.state(ctx, m.d.DB)
	if err != nil || complete {
		return err
	}
	conn, err := m.d.DB.Acquire(ctx)
	if err != nil {
		return db.Wrap("demo", err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1)`, lockID); err != nil {
		return db.Wrap("demo", err)
	}
	defer func() { _, _ = conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1)`, lockID) }()

	var orgID *uuid.UUID
	err = conn.QueryRow(ctx, `SELECT organization_id FROM demo_state WHERE completed_at IS NULL`).Scan(&orgID)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		var done bool
		if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM demo_state)`).Scan(&done); err != nil {
			return db.Wrap("demo", err)
		}
		if done {
			return nil // completed by another replica meanwhile
		}
		n, err := m.d.Orgs.Count(ctx)
		if err != nil {
			return err
		}
		if n > 0 {
			return nil // not a first start
		}
	case err != nil:
		return db.Wrap("demo", err)
	case orgID != nil:
		m.d.Log.Warn("completing the demo organization a previous start left incomplete: building it again", "organization_id", *orgID)
		if err := m.d.Orgs.Delete(ctx, *orgID); err != nil {
			return fmt.Errorf("demo: remove incomplete demo organization: %w", err)
		}
	}

	id := ids.New()
	if _, err := conn.Exec(ctx, `
		INSERT INTO demo_state (singleton, organization_id) VALUES (true, $1)
		ON CONFLICT (singleton) DO UPDATE SET organization_id = $1, started_at = now()`, id); err != nil {
		return db.Wrap("demo", err)
	}
	org, full, err := m.build(ctx, id)
	if err != nil {
		return err
	}
	base := "http://" + localAddr(m.d.HTTPAddr)
	var backoffice string
	if m.d.Backoffice != nil {
		if backoffice, err = m.d.Backoffice(ctx, id, base); err != nil {
			return fmt.Errorf("demo backoffice: %w", err)
		}
	}
	if _, err := conn.Exec(ctx, `UPDATE demo_state SET completed_at = now() WHERE organization_id = $1`, id); err != nil {
		return db.Wrap("demo", err)
	}
	m.d.Log.Info("created demo organization", "organization_id", org.ID)
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

// state reports whether a completed demo exists.
func (m *Demo) state(ctx context.Context, q *pgxpool.Pool) (bool, error) {
	var complete bool
	err := q.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM demo_state WHERE completed_at IS NOT NULL)`).Scan(&complete)
	return complete, db.Wrap("demo", err)
}

// build creates the organization, its agents, runs the steps and creates
// the key, last, so a key is only ever shown for a complete demo.
func (m *Demo) build(ctx context.Context, id uuid.UUID) (orgs.Organization, string, error) {
	org, err := m.d.Orgs.CreateWithID(ctx, id, "Demo Organization", "demo")
	if err != nil {
		return org, "", fmt.Errorf("demo organization: %w", err)
	}
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))
	for _, t := range agents.Templates() {
		ag, err := m.d.Agents.Create(sys, agents.CreateInput{Name: t.Name, AgentType: t.AgentType, EditingMode: "prompt", TemplateID: t.ID})
		if err != nil {
			return org, "", fmt.Errorf("demo agent: %w", err)
		}
		if _, err := m.d.Agents.Publish(sys, ag.ID); err != nil {
			return org, "", fmt.Errorf("demo agent: %w", err)
		}
	}
	for _, s := range m.Steps {
		if err := s.Run(sys, org.ID); err != nil {
			return org, "", fmt.Errorf("demo %s: %w", s.Name, err)
		}
	}
	_, full, err := m.d.Keys.Create(ctx, apikeys.CreateInput{OrganizationID: org.ID, Name: "demo", Description: "full-access key created on first start"})
	if err != nil {
		return org, "", fmt.Errorf("demo key: %w", err)
	}
	return org, full, nil
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
