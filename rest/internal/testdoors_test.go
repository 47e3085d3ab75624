package internal_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/conversation"
	"voiceagent/internal/runtime"
	"voiceagent/internal/testkit"
)

// A viewer's test doors (runtime advance, chat test), on both doors, do
// not find a visitor's live conversation: 404, and the conversation goes
// on untouched through its own channel.
func TestTestDoorsCannotDriveALiveConversation(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Live Org")
	editor, viewer := env.Session(id, org.ID, auth.RoleEditor), env.Session(id, org.ID, auth.RoleViewer)
	r := editor.Do("POST", "/api/v1/agents", map[string]any{"name": "Front desk", "agent_type": "chat", "editing_mode": "flow"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	agent := r.Map(t)["id"].(string)
	r = viewer.Do("GET", "/api/v1/agents/"+agent+"/flows", nil)
	require.Equal(t, http.StatusOK, r.Status)
	main := r.Map(t)["items"].([]any)[0].(map[string]any)["id"].(string)
	require.Equal(t, http.StatusOK, editor.Do("PATCH", "/api/v1/agents/"+agent+"/flows/"+main, map[string]any{"draft": json.RawMessage(askAge)}).Status)
	require.Equal(t, http.StatusOK, editor.Do("POST", "/api/v1/agents/"+agent+"/flows/publish-all", nil).Status)
	require.Equal(t, http.StatusOK, editor.Do("POST", "/api/v1/agents/"+agent+"/versions/publish", nil).Status)

	// A visitor's conversation, as the widget starts it.
	sys := env.System(org.ID)
	live, err := env.App.Conversations.StartConversation(sys, conversation.StartInput{AgentID: uuid.MustParse(agent), Channel: "web", Direction: "inbound"})
	require.NoError(t, err)
	callID := live.CallID.String()
	state := func() []byte {
		b, err := env.App.Redis.Get(context.Background(), "runtime:session:"+callID).Bytes()
		require.NoError(t, err)
		return b
	}
	before := state()

	adv := viewer.Do("POST", "/api/v1/agents/"+agent+"/flows/"+main+"/runtime/advance", map[string]any{"session_id": callID, "input": map[string]any{"text": "12"}})
	require.Equal(t, http.StatusNotFound, adv.Status, string(adv.Body))
	require.Contains(t, adv.Detail(t), "not found")
	chat := viewer.Do("POST", "/api/v1/agents/"+agent+"/chat/test", map[string]any{"message": "12", "session_id": callID})
	require.Equal(t, http.StatusNotFound, chat.Status, string(chat.Body))
	vars := map[string]any{"a": agent, "id": main, "s": callID}
	g := viewer.GraphQL(`mutation($a: ID!, $id: ID!, $s: String!) { advanceFlowRuntime(agentId: $a, id: $id, sessionId: $s, input: {text: "12"}) { finished } }`, vars)
	require.Equal(t, "NOT_FOUND", g.Code(), string(g.Body))
	g = viewer.GraphQL(`mutation($a: ID!, $s: String) { chatTestAgent(id: $a, input: {message: "12", sessionId: $s}) { reply } }`, vars)
	require.Equal(t, "NOT_FOUND", g.Code(), string(g.Body))

	require.Equal(t, before, state(), "the live conversation's state is unchanged")
	// The visitor's next message works, where the conversation was.
	reply, err := env.App.Conversations.Say(sys, live.CallID, runtime.Input{Text: "I am 30"})
	require.NoError(t, err)
	require.True(t, reply.Finished)
	require.Equal(t, "Thanks, 30 it is.", reply.Turns[len(reply.Turns)-1].Text)
	require.Equal(t, "completed", reply.Status)
}
