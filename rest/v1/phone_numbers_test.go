package v1_test

import (
	"context"
	"io"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/numbers"
	"voiceagent/internal/testkit"
)

func TestListPhoneNumbers(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Numbers Org")
	other := env.MustOrg("Other Numbers Org")
	_, key := env.MustKey(org.ID, "phone-numbers:read")
	ctx := env.System(org.ID)
	svc := numbers.NewService(env.App.DB, env.App.Agents)

	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Front desk", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	otherAgent, err := env.App.Agents.Create(env.System(other.ID), agents.CreateInput{Name: "Elsewhere", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)

	first, err := svc.Add(ctx, numbers.AddInput{Number: "+5511999990001", Label: "Front desk line", AgentID: &ag.ID})
	require.NoError(t, err)
	_, err = svc.Add(ctx, numbers.AddInput{Number: "+5511999990002", Provider: "twilio", SMS: true})
	require.NoError(t, err)
	third, err := svc.Add(ctx, numbers.AddInput{Number: "+14155550100", Label: "US"})
	require.NoError(t, err)
	_, err = svc.SetStatus(ctx, third.ID, "inactive")
	require.NoError(t, err)
	_, err = svc.Add(env.System(other.ID), numbers.AddInput{Number: "+5521999990003", AgentID: &otherAgent.ID})
	require.NoError(t, err)

	list := func(t *testing.T, query string) (items []map[string]any, total float64) {
		t.Helper()
		r := env.Get("/v1/phone-numbers"+query, key)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		var body struct {
			Items      []map[string]any `json:"items"`
			Total      float64          `json:"total"`
			Limit      float64          `json:"limit"`
			Offset     float64          `json:"offset"`
			NextCursor *string          `json:"next_cursor"`
		}
		r.JSON(t, &body)
		require.Nil(t, body.NextCursor)
		return body.Items, body.Total
	}
	numbersOf := func(items []map[string]any) []any {
		out := []any{}
		for _, it := range items {
			out = append(out, it["number"])
		}
		return out
	}

	t.Run("OK", func(t *testing.T) {
		items, total := list(t, "")
		require.Equal(t, float64(3), total)
		require.Equal(t, []any{"+14155550100", "+5511999990002", "+5511999990001"}, numbersOf(items), "newest first, own organization only")
		got := items[2]
		require.Equal(t, first.ID.String(), got["id"])
		require.Equal(t, "Front desk line", got["label"])
		require.Equal(t, "manual", got["provider"])
		require.Equal(t, map[string]any{"voice": true, "sms": false}, got["capabilities"])
		require.Equal(t, ag.ID.String(), got["agent_id"])
		require.Equal(t, "active", got["status"])
		require.NotEmpty(t, got["created_at"])
		require.NotEmpty(t, got["updated_at"])
		require.NotContains(t, got, "organization_id")
		require.Equal(t, "twilio", items[1]["provider"])
		require.Equal(t, map[string]any{"voice": true, "sms": true}, items[1]["capabilities"])
		require.Nil(t, items[1]["agent_id"])
		require.Equal(t, "inactive", items[0]["status"])
	})
	t.Run("OKPages", func(t *testing.T) {
		items, total := list(t, "?limit=2&offset=0")
		require.Equal(t, float64(3), total)
		require.Equal(t, []any{"+14155550100", "+5511999990002"}, numbersOf(items))
		items, total = list(t, "?limit=2&offset=2")
		require.Equal(t, float64(3), total)
		require.Equal(t, []any{"+5511999990001"}, numbersOf(items))
		items, _ = list(t, "?offset=10")
		require.Empty(t, items)
	})
	t.Run("OKFilterStatus", func(t *testing.T) {
		items, total := list(t, "?status=inactive")
		require.Equal(t, float64(1), total)
		require.Equal(t, []any{"+14155550100"}, numbersOf(items))
		items, total = list(t, "?status=released")
		require.Zero(t, total)
		require.Empty(t, items)
	})
	t.Run("OKFilterAgent", func(t *testing.T) {
		items, total := list(t, "?agent_id="+ag.ID.String())
		require.Equal(t, float64(1), total)
		require.Equal(t, []any{"+5511999990001"}, numbersOf(items))
		items, total = list(t, "?agent_id="+ag.ID.String()+"&status=inactive")
		require.Zero(t, total)
		require.Empty(t, items)
	})
	t.Run("OKOtherOrganizationsAgentMatchesNothing", func(t *testing.T) {
		items, total := list(t, "?agent_id="+otherAgent.ID.String())
		require.Zero(t, total)
		require.Empty(t, items)
	})
	t.Run("OKAgentShowsItsNumber", func(t *testing.T) {
		a, err := env.App.Agents.Get(ctx, ag.ID)
		require.NoError(t, err)
		require.NotNil(t, a.PhoneNumber)
		require.Equal(t, "+5511999990001", *a.PhoneNumber)
	})
	bad := []struct{ name, query, field string }{
		{"ErrStatusUnknown", "?status=ported", "status"},
		{"ErrAgentIDNotUUID", "?agent_id=front-desk", "agent_id"},
		{"ErrLimitZero", "?limit=0", "limit"},
		{"ErrLimitTooLarge", "?limit=201", "limit"},
		{"ErrOffsetNegative", "?offset=-1", "offset"},
		{"ErrCursor", "?cursor=start", "cursor"},
	}
	for _, c := range bad {
		t.Run(c.name, func(t *testing.T) {
			r := env.Get("/v1/phone-numbers"+c.query, key)
			require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), c.field)
		})
	}
	t.Run("ErrScope", func(t *testing.T) {
		_, agentsOnly := env.MustKey(org.ID, "agents:read", "analytics:read")
		r := env.Get("/v1/phone-numbers", agentsOnly)
		require.Equal(t, http.StatusForbidden, r.Status)
		require.Contains(t, r.Detail(t), "phone-numbers:read")
	})
	t.Run("ErrNoKey", func(t *testing.T) {
		r := env.Get("/v1/phone-numbers", "")
		require.Equal(t, http.StatusUnauthorized, r.Status)
	})
}

// The inventory is written by operators only: an API key, whatever its
// scopes, cannot add, assign or change numbers through the service.
func TestPhoneNumberWritesRefuseAPIKeys(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Keys Org")
	svc := numbers.NewService(env.App.DB, env.App.Agents)
	n, err := svc.Add(env.System(org.ID), numbers.AddInput{Number: "+5511988880000"})
	require.NoError(t, err)

	k, _ := env.MustKey(org.ID) // full access
	ctx := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: org.ID, KeyID: k.ID})
	_, err = svc.Add(ctx, numbers.AddInput{Number: "+5511988880001"})
	require.ErrorContains(t, err, "operators")
	_, err = svc.Assign(ctx, n.ID, nil)
	require.ErrorContains(t, err, "operators")
	_, err = svc.SetStatus(ctx, n.ID, "released")
	require.ErrorContains(t, err, "operators")

	// Another organization's number is not found, and nothing changed.
	_, err = svc.SetStatus(env.System(env.MustOrg("Else").ID), n.ID, "released")
	require.ErrorContains(t, err, "not found")
	got, err := svc.Get(env.System(org.ID), n.ID)
	require.NoError(t, err)
	require.Equal(t, "active", got.Status)
	_, err = svc.Get(env.System(org.ID), uuid.New())
	require.ErrorContains(t, err, "not found")
}

// The demo organization's voice agents get numbers on first start.
func TestDemoPhoneNumbers(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	require.NoError(t, env.App.EnsureDemo(context.Background(), io.Discard))
	var orgID uuid.UUID
	require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT id FROM organizations WHERE slug = 'demo'`).Scan(&orgID))
	_, key := env.MustKey(orgID, "agents:read", "phone-numbers:read")

	r := env.Get("/v1/phone-numbers", key)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var list struct {
		Items []struct {
			Number  string  `json:"number"`
			AgentID *string `json:"agent_id"`
		} `json:"items"`
	}
	r.JSON(t, &list)
	require.NotEmpty(t, list.Items)
	byAgent := map[string]string{}
	for _, n := range list.Items {
		require.NotNil(t, n.AgentID)
		byAgent[*n.AgentID] = n.Number
	}
	r = env.Get("/v1/agents?limit=200", key)
	require.Equal(t, http.StatusOK, r.Status)
	var agentsList struct {
		Items []map[string]any `json:"items"`
	}
	r.JSON(t, &agentsList)
	voice := 0
	for _, a := range agentsList.Items {
		switch a["agent_type"] {
		case "inbound", "outbound":
			voice++
			require.Equal(t, byAgent[a["id"].(string)], a["phone_number"], a["name"])
		default:
			require.Nil(t, a["phone_number"], a["name"])
		}
	}
	require.Equal(t, len(list.Items), voice)
}
