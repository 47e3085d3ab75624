package internal_test

import (
	"encoding/json"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/numbers"
	"voiceagent/internal/testkit"
)

func TestPhoneNumbersInGraphQL(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Numbers")
	other := env.MustOrg("Elsewhere")
	ctx := env.System(org.ID)
	a, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Desk", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	n1, err := env.App.Numbers.Add(ctx, numbers.AddInput{Number: "+5511999990001", Label: "Main", AgentID: &a.ID})
	require.NoError(t, err)
	n2, err := env.App.Numbers.Add(ctx, numbers.AddInput{Number: "+5511999990002", SMS: true})
	require.NoError(t, err)
	_, err = env.App.Numbers.SetStatus(ctx, n2.ID, "inactive")
	require.NoError(t, err)
	_, err = env.App.Numbers.Add(env.System(other.ID), numbers.AddInput{Number: "+5511999990003"})
	require.NoError(t, err)

	viewer := env.Session(id, org.ID, auth.RoleViewer)
	q := `query($s: String) { phoneNumbers(status: $s) { items { id number label provider capabilities { voice sms } agentId status createdAt updatedAt } total limit offset } }`
	var all struct {
		PhoneNumbers struct {
			Items []struct {
				ID, Number, Status string
				AgentID            *string
				Capabilities       struct{ Voice, SMS bool }
			}
			Total int
		}
	}
	viewer.GraphQL(q, nil).Decode(t, &all)
	require.Equal(t, 2, all.PhoneNumbers.Total, "the other organization's number is not listed")
	require.Equal(t, n2.ID.String(), all.PhoneNumbers.Items[0].ID, "newest first")
	require.True(t, all.PhoneNumbers.Items[0].Capabilities.SMS)
	require.Equal(t, n1.ID.String(), all.PhoneNumbers.Items[1].ID)
	require.Equal(t, a.ID.String(), *all.PhoneNumbers.Items[1].AgentID)

	var active struct {
		PhoneNumbers struct {
			Items []struct{ ID string }
			Total int
		}
	}
	viewer.GraphQL(q, map[string]any{"s": "active"}).Decode(t, &active)
	require.Equal(t, 1, active.PhoneNumbers.Total)
	require.Equal(t, n1.ID.String(), active.PhoneNumbers.Items[0].ID)

	g := viewer.GraphQL(q, map[string]any{"s": "lost"})
	require.Equal(t, "BAD_USER_INPUT", g.Code())
	require.Equal(t, "status", g.Errors[0].Extensions.Fields[0]["field"])
	require.Equal(t, "BAD_USER_INPUT", viewer.GraphQL(`{ phoneNumbers(limit: 201) { total } }`, nil).Code())
}

func TestAnalyticsOverviewInGraphQL(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Analytics")
	other := env.MustOrg("Elsewhere")
	a, err := env.App.Agents.Create(env.System(org.ID), agents.CreateInput{Name: "Desk", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	foreign, err := env.App.Agents.Create(env.System(other.ID), agents.CreateInput{Name: "Theirs", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	q := `query($p: String, $a: ID, $t: String) { analyticsOverview(period: $p, agentId: $a, agentType: $t) }`

	var out struct{ AnalyticsOverview json.RawMessage }
	viewer.GraphQL(q, map[string]any{"p": "weekly", "a": a.ID, "t": "inbound"}).Decode(t, &out)
	var o struct {
		Period  string
		Filters struct {
			AgentID   string `json:"agent_id"`
			AgentType string `json:"agent_type"`
		}
		Volume json.RawMessage
	}
	require.NoError(t, json.Unmarshal(out.AnalyticsOverview, &o))
	require.Equal(t, "weekly", o.Period)
	require.Equal(t, a.ID.String(), o.Filters.AgentID)
	require.Equal(t, "inbound", o.Filters.AgentType)
	require.NotEmpty(t, o.Volume)

	// The same document as the API Channel's overview.
	_, key := env.MustKey(org.ID, "analytics:read")
	r := env.Get("/v1/analytics/overview?period=weekly&agent_type=inbound&agent_id="+a.ID.String(), key)
	require.JSONEq(t, string(r.Body), string(out.AnalyticsOverview))

	g := viewer.GraphQL(q, map[string]any{"p": "hourly"})
	require.Equal(t, "BAD_USER_INPUT", g.Code())
	require.Equal(t, "BAD_USER_INPUT", viewer.GraphQL(q, map[string]any{"t": "robots"}).Code())
	for _, agent := range []string{foreign.ID.String(), uuid.NewString()} {
		require.Equal(t, "NOT_FOUND", viewer.GraphQL(q, map[string]any{"a": agent}).Code(), agent)
	}
	require.Equal(t, "BAD_USER_INPUT", viewer.GraphQL(q, map[string]any{"a": "nope"}).Code())
}
