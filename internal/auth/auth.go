// Package auth defines the caller of a request: one Principal in the context,
// an API key (organization and scopes) on the API Channel or a backoffice user
// (organization and role) on the internal API. Services authorize against it,
// never handlers.
package auth

import (
	"context"
	"log/slog"
	"slices"
	"sort"
	"strings"

	"github.com/google/uuid"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/logging"
)

// Scope is an API Channel permission.
type Scope string

// The scopes of the API Channel, exactly as the spec's table.
const (
	ScopeAgentsRead       Scope = "agents:read"
	ScopeAgentsWrite      Scope = "agents:write"
	ScopeCallsRead        Scope = "calls:read"
	ScopeAnalyticsRead    Scope = "analytics:read"
	ScopePhoneNumbersRead Scope = "phone-numbers:read"
	ScopeKnowledgeRead    Scope = "knowledge:read"
	ScopeKnowledgeWrite   Scope = "knowledge:write"
	ScopeWebhooksManage   Scope = "webhooks:manage"
)

// AllScopes lists every known scope, sorted.
var AllScopes = []Scope{
	ScopeAgentsRead, ScopeAgentsWrite, ScopeAnalyticsRead, ScopeCallsRead,
	ScopeKnowledgeRead, ScopeKnowledgeWrite, ScopePhoneNumbersRead, ScopeWebhooksManage,
}

// ParseScopes validates and normalises a list of scope names (trimmed,
// de-duplicated, sorted). An unknown name is an Invalid error naming it.
func ParseScopes(names []string) ([]Scope, error) {
	seen := map[Scope]bool{}
	out := []Scope{}
	for _, n := range names {
		s := Scope(strings.TrimSpace(n))
		if s == "" {
			continue
		}
		if !slices.Contains(AllScopes, s) {
			return nil, apperr.Field("scopes", "unknown scope "+string(s)+"; known scopes: "+strings.Join(ScopeNames(AllScopes), ", "))
		}
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out, nil
}

// ScopeNames converts scopes to strings.
func ScopeNames(s []Scope) []string {
	out := make([]string, len(s))
	for i, v := range s {
		out[i] = string(v)
	}
	return out
}

// Role is a backoffice user's role in an organization.
type Role string

// Organization roles, from most to least powerful.
const (
	RoleOwner  Role = "owner"
	RoleAdmin  Role = "admin"
	RoleEditor Role = "editor"
	RoleViewer Role = "viewer"
)

// Kind says what sort of caller a principal is.
type Kind string

// Principal kinds.
const (
	KindAPIKey Kind = "api_key"
	KindUser   Kind = "user"
	KindSystem Kind = "system" // CLI, workers and seeders acting for an organization
)

// Principal is the authenticated caller of one request.
type Principal struct {
	Kind           Kind
	OrganizationID uuid.UUID
	// API key callers
	KeyID  uuid.UUID
	Scopes []Scope // empty = full access
	// Backoffice users
	UserID string
	Role   Role
}

// System returns a principal with full access to one organization, for the
// CLI, workers and seeders.
func System(orgID uuid.UUID) Principal {
	return Principal{Kind: KindSystem, OrganizationID: orgID}
}

type ctxKey struct{}

type orgProblemKey struct{}

// WithOrgProblem returns ctx carrying the reason a backoffice request has no
// organization to act on (a missing or refused X-Organization-Id), which
// Authorize returns instead of a generic 401.
func WithOrgProblem(ctx context.Context, err error) context.Context {
	return context.WithValue(ctx, orgProblemKey{}, err)
}

// WithPrincipal returns ctx carrying p.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	if p.OrganizationID != uuid.Nil {
		ctx = logging.With(ctx, slog.String("organization_id", p.OrganizationID.String()))
	}
	return context.WithValue(ctx, ctxKey{}, p)
}

// FromContext returns the principal of ctx.
func FromContext(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(ctxKey{}).(Principal)
	return p, ok
}

// Action is what a service is about to do, expressed for both kinds of caller:
// the API key scope that grants it and the least role that may do it.
type Action struct {
	Scope Scope
	Role  Role
}

// The permission table: every action a service authorizes, with the API key
// scope that grants it on the API Channel (empty: backoffice only, never an
// API key) and the least role that may do it. Viewers read everything and may
// run tests and simulations; editors create, edit and publish agents, flows,
// knowledge and actions, including removing their parts; admins also manage
// members, API keys, webhook endpoints, archiving and whole-resource
// deletions; owners also manage owners and may delete the organization.
var (
	ReadAgents       = Action{ScopeAgentsRead, RoleViewer}
	WriteAgents      = Action{ScopeAgentsWrite, RoleEditor}
	ReadCalls        = Action{ScopeCallsRead, RoleViewer}
	ReadAnalytics    = Action{ScopeAnalyticsRead, RoleViewer}
	ReadPhoneNumbers = Action{ScopePhoneNumbersRead, RoleViewer}
	ReadKnowledge    = Action{ScopeKnowledgeRead, RoleViewer}
	WriteKnowledge   = Action{ScopeKnowledgeWrite, RoleEditor}
	ManageWebhooks   = Action{ScopeWebhooksManage, RoleAdmin}

	// Backoffice only.
	RunTests        = Action{"", RoleViewer} // chat tests, simulations, test suites runs
	ReadMembers     = Action{"", RoleViewer}
	ReadActions     = Action{"", RoleViewer} // actions, phone books, capabilities, SMS messages, the evaluations export
	WriteFlows      = Action{"", RoleEditor}
	WriteActions    = Action{"", RoleEditor} // create, update, duplicate, entries, execute, initialize, rerun
	WriteTests      = Action{"", RoleEditor} // test suites and cases
	ArchiveAgents   = Action{"", RoleAdmin}  // archive and unarchive
	DeleteResources = Action{"", RoleAdmin}  // whole agents, knowledge bases, actions, suites
	ManageMembers   = Action{"", RoleAdmin}  // add, change and remove non-owner members
	ManageAPIKeys   = Action{"", RoleAdmin}
	ReadAuditLog    = Action{"", RoleAdmin}
	// ManageIntegrations connects and disconnects providers (the calendar).
	ManageIntegrations = Action{"", RoleAdmin}
	ManageOwners       = Action{"", RoleOwner} // grant, change or remove the owner role
	DeleteOrg          = Action{"", RoleOwner}
)

var roleRank = map[Role]int{RoleViewer: 1, RoleEditor: 2, RoleAdmin: 3, RoleOwner: 4}

// Authorize returns the caller's organization if the principal in ctx may
// perform a. Errors: Unauthorized without a principal, Forbidden (naming the
// missing scope or role) otherwise.
func Authorize(ctx context.Context, a Action) (uuid.UUID, error) {
	p, ok := FromContext(ctx)
	if !ok || p.OrganizationID == uuid.Nil {
		if err, _ := ctx.Value(orgProblemKey{}).(error); err != nil {
			return uuid.Nil, err
		}
		return uuid.Nil, apperr.New(apperr.Unauthorized, "Authentication required")
	}
	switch p.Kind {
	case KindSystem:
		return p.OrganizationID, nil
	case KindAPIKey:
		if a.Scope == "" {
			return uuid.Nil, apperr.Forbiddenf("API keys may not do this; it needs a backoffice session")
		}
		if len(p.Scopes) == 0 || slices.Contains(p.Scopes, a.Scope) {
			return p.OrganizationID, nil
		}
		return uuid.Nil, apperr.Forbiddenf("This API key lacks the required scope %s", a.Scope)
	case KindUser:
		if roleRank[p.Role] >= roleRank[a.Role] {
			return p.OrganizationID, nil
		}
		return uuid.Nil, apperr.Forbiddenf("Your role %s may not do this; it needs %s or higher", p.Role, a.Role)
	}
	return uuid.Nil, apperr.New(apperr.Unauthorized, "Authentication required")
}
