package main

import (
	"encoding/json"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/flows"
	"voiceagent/internal/testkit"
)

func TestAdminConversationStart(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	c := &cli{t: t, vars: env.Vars}
	org := env.MustOrg("Conversa")
	ctx := env.System(org.ID)
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Espera", AgentType: "inbound", EditingMode: "flow"})
	require.NoError(t, err)
	list, err := env.App.Flows.List(ctx, ag.ID)
	require.NoError(t, err)
	_, err = env.App.Flows.Update(ctx, ag.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(`{"nodes":[
	 {"id":"s","type":"start"},{"id":"m","type":"message","config":{"text":"We will text you a code."}},
	 {"id":"w","type":"wait_for_reply","config":{"variable":"code"}},{"id":"e","type":"end","config":{"text":"Got {{code}}."}}],
	 "edges":[{"from":"s","to":"m"},{"from":"m","to":"w"},{"from":"w","to":"e"}]}`)})
	require.NoError(t, err)
	_, err = env.App.Flows.PublishAll(ctx, ag.ID)
	require.NoError(t, err)
	unpublished, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Rascunho", AgentType: "inbound", EditingMode: "flow"})
	require.NoError(t, err)
	_, err = env.App.Agents.Publish(ctx, ag.ID)
	require.NoError(t, err)
	base := []string{"admin", "conversation", "start", "--org", org.ID.String(), "--agent", ag.ID.String()}

	out := c.mustJSON(append(base, "--from", "+5511988887777", "--to", "+5511300000001", "--channel", "sms")...)
	require.Equal(t, []any{map[string]any{"role": "agent", "text": "We will text you a code."}}, out["turns"])
	require.Equal(t, "reply", out["expecting"])
	require.Equal(t, false, out["finished"])
	require.Equal(t, "active", out["status"])
	id, err := uuid.Parse(out["call_id"].(string))
	require.NoError(t, err)
	call, err := env.App.Calls.Get(ctx, id)
	require.NoError(t, err)
	require.Equal(t, "active", call.Status)
	require.Equal(t, "sms", call.Channel)
	require.Equal(t, "inbound", call.Direction)
	require.Equal(t, "+5511988887777", *call.FromNumber)
	require.Equal(t, "+5511300000001", *call.ToNumber)

	t.Run("BadFlagsExit2", func(t *testing.T) {
		ok := []string{"--from", "+5511988887777", "--to", "+5511300000001"}
		for _, bad := range []struct {
			args []string
			want string
		}{
			{[]string{"admin", "conversation", "start", "--agent", ag.ID.String(), "--from", "+5511988887777", "--to", "+5511300000001"}, "--org"},
			{[]string{"admin", "conversation", "start", "--org", org.ID.String(), "--from", "+5511988887777", "--to", "+5511300000001"}, "--agent"},
			{append(base, "--from", "5511988887777", "--to", "+5511300000001"), "--from"},
			{append(base, "--from", "+5511988887777"), "--to"},
			{append(append(base, ok...), "--channel", "web"), "--channel"},
			{append(append(base, ok...), "extra"), "extra"},
			{append([]string{"admin", "conversation", "start", "--org", org.ID.String(), "--agent", unpublished.ID.String()}, ok...), "publish"},
			{append([]string{"admin", "conversation", "start", "--org", org.ID.String(), "--agent", uuid.NewString()}, ok...), "not found"},
		} {
			_, _, err := c.run(bad.args...)
			require.Error(t, err, "%v", bad.args)
			require.Equal(t, 2, exitCode(err), "%v: %v", bad.args, err)
			require.Contains(t, err.Error(), bad.want)
		}
	})
}
