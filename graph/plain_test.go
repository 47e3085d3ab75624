package graph_test

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/testkit"
)

// TestPlainWritersAnswerAsGqlgen sends the same operations to a platform
// with the plain writers and to one without (same database and Redis) and
// requires the same status and the same bytes: aliases, named and inline
// fragments, @skip and @include, __typename, nulls, batch resolvers (with
// aliases and different selections), nested lists, introspection, errors
// beside data, and selections the writers decline.
func TestPlainWritersAnswerAsGqlgen(t *testing.T) {
	plain, id := testkit.NewBackoffice(t)
	general := plain.Replica(testkit.WithVar("GRAPHQL_PLAIN_WRITERS", "false"))
	org := plain.MustOrg("Acme")
	s := plain.Session(id, org.ID, auth.RoleOwner)
	ctx := plain.System(org.ID)

	agentIDs := seedAgentsWithBases(t, plain, org.ID, 12, "Agent \"%02d\" <ção>\n")
	for i, agent := range agentIDs[:3] {
		_, err := plain.App.Calls.Create(ctx, calls.CreateInput{AgentID: agent, Channel: "web", Direction: "inbound", FromNumber: "+55119876543" + strconv.Itoa(10+i)})
		require.NoError(t, err)
	}

	const agentFields = `id name slug description status agentType editingMode version hasUnpublishedChanges phoneNumber publicChannelEnabled createdAt updatedAt`
	operations := []struct {
		query string
		vars  map[string]any
	}{
		{query: `{ agents(limit: 50) { items { ` + agentFields + ` __typename } total limit offset nextCursor __typename } }`},
		{query: `{ agents(limit: 50) { items { ` + agentFields + ` knowledgeBases { id name documentCount documentsByStatus { pending ready } createdAt } } total } }`},
		{query: `{ agents { items { id kb: knowledgeBases { name } knowledgeBases { id } other: knowledgeBases { __typename chunkCount } } } }`},
		{query: `query Q($withSlug: Boolean!, $skipName: Boolean!) {
			a: agents(limit: 5) { items { ...F id @include(if: $withSlug) slug @include(if: $withSlug) n: name @skip(if: $skipName) ... on Agent { createdAt } } ... on AgentList { total } }
			b: agents(limit: 2, offset: 1) { items { id ...F } }
		} fragment F on Agent { id name version }`, vars: map[string]any{"withSlug": true, "skipName": false}},
		{query: `query Q($withSlug: Boolean!, $skipName: Boolean!) { agents(limit: 3) { items { id slug @include(if: $withSlug) name @skip(if: $skipName) } } }`, vars: map[string]any{"withSlug": false, "skipName": true}},
		{query: `{ agents(limit: 3) { items { id } items { name } } }`},
		{query: `{ me { user { id subject email name createdAt } memberships { role joinedAt organization { id name slug } } organization { role } } }`},
		{query: `{ members { items { userId subject email name role status createdAt updatedAt } total limit offset nextCursor } }`},
		{query: `{ knowledgeBases { items { id name instruction description language documentCount documentsByStatus { pending processing ready failed } chunkCount characterCount createdAt updatedAt } total } }`},
		{query: `{ callSessions(limit: 10) { items { id agentId agent { id name knowledgeBases { name } } channel direction fromNumber toNumber status endReason startedAt endedAt durationMs turnCount actionCount outcome } nextCursor } }`},
		{query: `{ agent(id: "` + agentIDs[1].String() + `") { id name prompt } agentKnowledgeBases(agentId: "` + agentIDs[3].String() + `") { id name } }`},
		{query: `{ agent(id: "00000000-0000-0000-0000-000000000000") { id } agents(limit: 1) { items { id } } }`},
		{query: `{ __type(name: "Agent") { name kind fields { name type { name kind ofType { name } } } } }`},
		{query: `{ agentTemplates { items { id name } } }`},
	}
	post := func(env *testkit.Env, body map[string]any) (int, string) {
		resp := env.GraphQL(map[string]string{"Authorization": "Bearer " + s.Token, "X-Organization-Id": s.Org}, body)
		return resp.Status, string(resp.Body)
	}
	for _, op := range operations {
		body := map[string]any{"query": op.query, "variables": op.vars}
		wantStatus, want := post(general, body)
		gotStatus, got := post(plain, body)
		require.Equal(t, wantStatus, gotStatus, op.query)
		require.Equal(t, want, got, op.query)
	}

	// Both paths ran: most fields were written in one pass, some declined.
	written, declined := plainFieldCounts(t, plain)
	t.Logf("written %d declined %d", written, declined)
	require.Greater(t, written, 10)
	require.Greater(t, declined, 0)
	written, declined = plainFieldCounts(t, general)
	require.Zero(t, written+declined, "the general platform has no plain writers")
}

var plainCount = regexp.MustCompile(`(?m)^graphql_server_plain_fields_total\{outcome="(written|declined)"\} (\d+)$`)

// plainFieldCounts reads the plain writers' counters off /metrics.
func plainFieldCounts(t *testing.T, env *testkit.Env) (written, declined int) {
	t.Helper()
	rec := httptest.NewRecorder()
	env.App.Metrics.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	body, _ := io.ReadAll(rec.Body)
	for _, m := range plainCount.FindAllStringSubmatch(string(body), -1) {
		n, _ := strconv.Atoi(m[2])
		if m[1] == "written" {
			written = n
		} else {
			declined = n
		}
	}
	return written, declined
}

// seedAgentsWithBases gives the organization 3 knowledge bases and n agents
// named by nameFormat, agent i holding the first i%4 of the bases.
func seedAgentsWithBases(t testing.TB, env *testkit.Env, orgID uuid.UUID, n int, nameFormat string) []uuid.UUID {
	t.Helper()
	ctx := env.System(orgID)
	var bases []string
	for i := range 3 {
		name := fmt.Sprintf("Base %d", i)
		kb, err := env.App.Knowledge.CreateBase(ctx, knowledge.BaseInput{Name: &name})
		require.NoError(t, err)
		bases = append(bases, kb.ID.String())
	}
	ids := make([]uuid.UUID, n)
	for i := range ids {
		ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: fmt.Sprintf(nameFormat, i), AgentType: "inbound", EditingMode: "prompt"})
		require.NoError(t, err)
		_, err = env.App.Knowledge.SetAgentBases(ctx, ag.ID, bases[:i%4])
		require.NoError(t, err)
		ids[i] = ag.ID
	}
	return ids
}
