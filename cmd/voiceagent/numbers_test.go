package main

import (
	"context"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/testkit"
)

func TestAdminNumberCommands(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	c := &cli{t: t, vars: env.Vars}
	org := env.MustOrg("Clínica Números")
	other := env.MustOrg("Outra Clínica")
	_, key := env.MustKey(org.ID, "agents:read", "phone-numbers:read")
	ag, err := env.App.Agents.Create(env.System(org.ID), agents.CreateInput{Name: "Recepção", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	second, err := env.App.Agents.Create(env.System(org.ID), agents.CreateInput{Name: "Vendas", AgentType: "outbound", EditingMode: "prompt"})
	require.NoError(t, err)
	foreign, err := env.App.Agents.Create(env.System(other.ID), agents.CreateInput{Name: "Alheio", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	orgID := org.ID.String()

	count := func() int {
		var n int
		require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM phone_numbers`).Scan(&n))
		return n
	}
	agentNumber := func(id uuid.UUID) any {
		r := env.Get("/v1/agents/"+id.String(), key)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		return r.Map(t)["phone_number"]
	}

	require.Nil(t, agentNumber(ag.ID))
	n := c.mustJSON("admin", "number", "add", "--org", orgID, "--number", "+5511999990000", "--agent", ag.ID.String(),
		"--label", "Linha da recepção", "--provider", "twilio", "--sms")
	require.Equal(t, "+5511999990000", n["number"])
	require.Equal(t, "Linha da recepção", n["label"])
	require.Equal(t, "twilio", n["provider"])
	require.Equal(t, map[string]any{"voice": true, "sms": true}, n["capabilities"])
	require.Equal(t, ag.ID.String(), n["agent_id"])
	require.Equal(t, "active", n["status"])
	require.Equal(t, orgID, n["organization_id"])
	require.NoError(t, uuid.Validate(n["id"].(string)))
	numberID := n["id"].(string)

	t.Run("AgentShowsNumber", func(t *testing.T) {
		require.Equal(t, "+5511999990000", agentNumber(ag.ID))
		r := env.Get("/v1/phone-numbers", key)
		require.Equal(t, http.StatusOK, r.Status)
		items := r.Map(t)["items"].([]any)
		require.Len(t, items, 1)
		require.Equal(t, numberID, items[0].(map[string]any)["id"])
	})

	t.Run("Defaults", func(t *testing.T) {
		d := c.mustJSON("admin", "number", "add", "--org", orgID, "--number", "+5511999990001")
		require.Equal(t, "", d["label"])
		require.Equal(t, "manual", d["provider"])
		require.Equal(t, map[string]any{"voice": true, "sms": false}, d["capabilities"])
		require.Nil(t, d["agent_id"])
	})

	t.Run("Errors", func(t *testing.T) {
		before := count()
		cases := []struct {
			name string
			args []string
			want string
		}{
			{"NotE164", []string{"--org", orgID, "--number", "11 99999-0000"}, "--number"},
			{"NoPlus", []string{"--org", orgID, "--number", "5511999990009"}, "--number"},
			{"TooShort", []string{"--org", orgID, "--number", "+55119"}, "--number"},
			{"Missing", []string{"--org", orgID}, "--number"},
			{"OrgNotUUID", []string{"--org", "clinic", "--number", "+5511999990009"}, "--org"},
			{"OrgUnknown", []string{"--org", uuid.NewString(), "--number", "+5511999990009"}, "not found"},
			{"AgentNotUUID", []string{"--org", orgID, "--number", "+5511999990009", "--agent", "front"}, "--agent"},
			{"AgentOtherOrg", []string{"--org", orgID, "--number", "+5511999990009", "--agent", foreign.ID.String()}, "not found in organization"},
			{"AgentUnknown", []string{"--org", orgID, "--number", "+5511999990009", "--agent", uuid.NewString()}, "not found in organization"},
			{"Provider", []string{"--org", orgID, "--number", "+5511999990009", "--provider", "Big Carrier!"}, "--provider"},
			{"DuplicateSameOrg", []string{"--org", orgID, "--number", "+5511999990000"}, "already registered in this organization (phone number " + numberID},
		}
		for _, tc := range cases {
			_, _, err := c.run(append([]string{"admin", "number", "add"}, tc.args...)...)
			require.Error(t, err, tc.name)
			require.ErrorContains(t, err, tc.want, tc.name)
			require.Equal(t, 2, exitCode(err), tc.name)
		}
		// The same number in another organization: a conflict that does not
		// say who holds it.
		_, _, err := c.run("admin", "number", "add", "--org", other.ID.String(), "--number", "+5511999990000")
		require.ErrorContains(t, err, "number +5511999990000 is already registered")
		require.NotContains(t, err.Error(), orgID)
		require.NotContains(t, err.Error(), numberID)
		require.NotContains(t, err.Error(), "this organization")
		require.Equal(t, 2, exitCode(err))
		require.Equal(t, before, count(), "nothing written")
	})

	t.Run("AssignAndUnassign", func(t *testing.T) {
		a := c.mustJSON("admin", "number", "assign", numberID, "--agent", second.ID.String())
		require.Equal(t, second.ID.String(), a["agent_id"])
		require.Nil(t, agentNumber(ag.ID))
		require.Equal(t, "+5511999990000", agentNumber(second.ID))

		_, _, err := c.run("admin", "number", "assign", numberID, "--agent", foreign.ID.String())
		require.ErrorContains(t, err, "not found in organization")
		require.Equal(t, 2, exitCode(err))
		require.Equal(t, "+5511999990000", agentNumber(second.ID), "unchanged")

		u := c.mustJSON("admin", "number", "assign", numberID, "--unassign")
		require.Nil(t, u["agent_id"])
		require.Nil(t, agentNumber(second.ID))
		c.mustJSON("admin", "number", "assign", numberID, "--agent", ag.ID.String())

		for _, args := range [][]string{
			{numberID},
			{numberID, "--agent", ag.ID.String(), "--unassign"},
			{"not-an-id", "--unassign"},
			{uuid.NewString(), "--unassign"},
		} {
			_, _, err := c.run(append([]string{"admin", "number", "assign"}, args...)...)
			require.Error(t, err, args)
			require.Equal(t, 2, exitCode(err), args)
		}
	})

	t.Run("Status", func(t *testing.T) {
		s := c.mustJSON("admin", "number", "status", numberID, "--status", "inactive")
		require.Equal(t, "inactive", s["status"])
		require.Nil(t, agentNumber(ag.ID), "only an active number is the agent's phone_number")
		s = c.mustJSON("admin", "number", "status", numberID, "--status", "active")
		require.Equal(t, "active", s["status"])
		require.Equal(t, "+5511999990000", agentNumber(ag.ID))
		_, _, err := c.run("admin", "number", "status", numberID, "--status", "ported")
		require.ErrorContains(t, err, "--status")
		require.Equal(t, 2, exitCode(err))
	})

	// An agent shows the active number most recently assigned to it: a second
	// number assigned to the same agent becomes its phone_number at once, and
	// taking it away (unassigned or inactive) brings the earlier one back.
	t.Run("SecondNumberIsShown", func(t *testing.T) {
		require.Equal(t, "+5511999990000", agentNumber(ag.ID))
		n2 := c.mustJSON("admin", "number", "add", "--org", orgID, "--number", "+5511999990002")
		c.mustJSON("admin", "number", "assign", n2["id"].(string), "--agent", ag.ID.String())
		require.Equal(t, "+5511999990002", agentNumber(ag.ID))
		list := env.Get("/v1/agents?search=Recep", key)
		require.Equal(t, "+5511999990002", list.Map(t)["items"].([]any)[0].(map[string]any)["phone_number"])

		c.mustJSON("admin", "number", "status", n2["id"].(string), "--status", "inactive")
		require.Equal(t, "+5511999990000", agentNumber(ag.ID))
		c.mustJSON("admin", "number", "status", n2["id"].(string), "--status", "active")
		require.Equal(t, "+5511999990002", agentNumber(ag.ID))
		c.mustJSON("admin", "number", "assign", n2["id"].(string), "--unassign")
		require.Equal(t, "+5511999990000", agentNumber(ag.ID))
		// Reassigning the first number elsewhere leaves the agent without one.
		c.mustJSON("admin", "number", "assign", numberID, "--agent", second.ID.String())
		require.Nil(t, agentNumber(ag.ID))
		require.Equal(t, "+5511999990000", agentNumber(second.ID))
	})
}
