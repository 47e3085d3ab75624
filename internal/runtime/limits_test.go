package runtime_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/runtime"
)

// guardFlow asks for t, then takes "yes" when cond holds and "no" by default.
func guardFlow(cond string) string {
	c, _ := json.Marshal(cond)
	return `{"nodes":[{"id":"s","type":"start"},{"id":"q","type":"question","config":{"prompt":"Say something.","variable":"t","type":"text"}},` +
		`{"id":"c","type":"condition"},{"id":"yes","type":"end","config":{"text":"Held."}},{"id":"no","type":"end","config":{"text":"Default."}}],` +
		`"edges":[{"from":"s","to":"q"},{"from":"q","to":"c"},{"from":"c","to":"yes","condition":` + string(c) + `},{"from":"c","to":"no","default":true}]}`
}

// flowAgent makes a flow-mode agent of f's organization whose main flow's
// draft is doc.
func (f fixture) flowAgent(t *testing.T, doc string) (uuid.UUID, flows.Flow) {
	t.Helper()
	ag, err := f.env.App.Agents.Create(f.ctx, agents.CreateInput{Name: "Guarded", AgentType: "chat", EditingMode: "flow"})
	require.NoError(t, err)
	list, err := f.env.App.Flows.List(f.ctx, ag.ID)
	require.NoError(t, err)
	main, err := f.env.App.Flows.Update(f.ctx, ag.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(doc)})
	require.NoError(t, err)
	return ag.ID, main
}

// A condition over its budget counts as false: the conversation takes the
// default branch at once, and the log says which condition it was.
func TestConditionOverBudgetTakesTheDefault(t *testing.T) {
	t.Parallel()
	f := setup(t)
	var logged bytes.Buffer
	ctx := httpx.WithLogger(f.ctx, slog.New(slog.NewTextHandler(&logged, nil)))
	answer := strings.Repeat("a", 599) + "z"

	// Published through the flows service: no loop in a loop, but, fully
	// evaluated, 216 MB of string (and then it holds).
	agent, main := f.flowAgent(t, guardFlow(`len(replace(replace(t, "", t), "", t)) > 0`))
	_, err := f.env.App.Flows.Publish(ctx, agent, main.ID)
	require.NoError(t, err)
	revs, unpublished, err := flows.PublishedRevisions(ctx, f.env.App.DB, f.org, agent)
	require.NoError(t, err)
	require.Empty(t, unpublished)
	v, err := f.rt.StartProgram(ctx, f.org, agent, main.ID.String(), revs)
	require.NoError(t, err)
	v, err = f.rt.Advance(ctx, agent, main.ID, v.SessionID, runtime.Input{Text: answer})
	require.NoError(t, err)
	require.Equal(t, []string{"caller: " + answer, "agent: Default."}, texts(v.Turns))
	require.True(t, v.Finished)
	require.Contains(t, logged.String(), "flow condition over its budget")
	require.Contains(t, logged.String(), "node_id=c")

	// Loops in loops are refused when a flow is published; one published
	// before that rule still runs, under the budget. Fully evaluated, the
	// second holds (the answer ends with a z), after minutes.
	for _, cond := range []string{
		`any(split(t, ""), {any(split(t, ""), {any(split(t, ""), {false})})})`,
		`any(split(t, ""), {any(split(t, ""), {any(split(t, ""), {false})}) || # == "z"})`,
	} {
		id := uuid.New()
		old := []flows.Revision{{FlowID: id, Name: "Main", IsMain: true, Revision: 1, Document: json.RawMessage(guardFlow(cond))}}
		v, err := f.rt.StartProgram(ctx, f.org, agent, id.String(), old)
		require.NoError(t, err)
		v, err = f.rt.Advance(ctx, agent, id, v.SessionID, runtime.Input{Text: answer})
		require.NoError(t, err)
		require.Equal(t, "agent: Default.", texts(v.Turns)[1], cond)
	}

	// A condition within its budget decides as before.
	v, err = f.rt.StartProgram(ctx, f.org, agent, main.ID.String(), []flows.Revision{{FlowID: main.ID, IsMain: true, Document: json.RawMessage(guardFlow(`any(split(t, ""), {# == "z"})`))}})
	require.NoError(t, err)
	v, err = f.rt.Advance(ctx, agent, main.ID, v.SessionID, runtime.Input{Text: answer})
	require.NoError(t, err)
	require.Equal(t, "agent: Held.", texts(v.Turns)[1])
}

// A text repeating a long answer is rendered up to 16 KB, and a session's
// stored state stays under its cap however long the conversation.
func TestRenderedTextsAndStoredStateAreCapped(t *testing.T) {
	t.Parallel()
	f := setup(t)
	echo := `{"nodes":[{"id":"s","type":"start"},{"id":"q","type":"question","config":{"prompt":"Again?","variable":"t","type":"text"}},` +
		`{"id":"m","type":"message","config":{"text":"` + strings.Repeat("{{t}}", 20000) + `"}},{"id":"c","type":"condition"},{"id":"e","type":"end"}],` +
		`"edges":[{"from":"s","to":"q"},{"from":"q","to":"m"},{"from":"m","to":"c"},{"from":"c","to":"e","condition":"t == \"stop\""},{"from":"c","to":"q","default":true}]}`
	agent, main := f.flowAgent(t, echo)
	v, err := f.rt.Start(f.ctx, agent, main.ID)
	require.NoError(t, err)
	sid := v.SessionID
	key := "runtime:test:session:" + sid
	for i := 0; i < 25; i++ {
		answer := strings.Repeat(string(rune('a'+i)), runtime.MaxInputChars)
		v, err = f.rt.Advance(f.ctx, agent, main.ID, sid, runtime.Input{Text: answer})
		require.NoError(t, err, "turn %d", i)
		require.Len(t, v.Turns, 3, "the answer, the echo, the question")
		said := v.Turns[1].Text
		require.LessOrEqual(t, len(said), flows.MaxRenderedText)
		require.Equal(t, strings.Repeat(answer[:1], flows.MaxRenderedText-len(flows.TruncationMarker))+flows.TruncationMarker, said)
		size, err := f.env.App.Redis.StrLen(context.Background(), key).Result()
		require.NoError(t, err)
		require.LessOrEqual(t, size, int64(runtime.MaxStateBytes), "turn %d", i)
	}
	// The latest turns are the ones kept.
	b, err := f.env.App.Redis.Get(context.Background(), key).Bytes()
	require.NoError(t, err)
	var st struct {
		Turns     []runtime.Turn
		Variables map[string]any
	}
	require.NoError(t, json.Unmarshal(b, &st))
	require.Equal(t, "Again?", st.Turns[len(st.Turns)-1].Text)
	require.Equal(t, strings.Repeat("y", runtime.MaxInputChars), st.Variables["t"])
}

// Variables are never cut: an answer that would take the variables over
// the cap is refused (422) and the conversation stays where it was.
func TestVariablesOverTheStateCapAreRefused(t *testing.T) {
	t.Parallel()
	f := setup(t)
	var nodes, edges []string
	nodes = append(nodes, `{"id":"s","type":"start"}`, `{"id":"e","type":"end","config":{"text":"Done."}}`)
	prev := "s"
	for i := 0; i < 20; i++ {
		id := fmt.Sprintf("q%d", i)
		nodes = append(nodes, fmt.Sprintf(`{"id":%q,"type":"question","config":{"prompt":"Next?","variable":"v%d","type":"text"}}`, id, i))
		edges = append(edges, fmt.Sprintf(`{"from":%q,"to":%q}`, prev, id))
		prev = id
	}
	edges = append(edges, fmt.Sprintf(`{"from":%q,"to":"e"}`, prev))
	agent, main := f.flowAgent(t, `{"nodes":[`+strings.Join(nodes, ",")+`],"edges":[`+strings.Join(edges, ",")+`]}`)
	v, err := f.rt.Start(f.ctx, agent, main.ID)
	require.NoError(t, err)
	// 4,000 characters of 4 bytes: 16 KB a variable.
	long := strings.Repeat("𝄞", runtime.MaxInputChars)
	key := "runtime:test:session:" + v.SessionID
	refused := -1
	for i := 0; i < 20; i++ {
		before, err := f.env.App.Redis.Get(context.Background(), key).Bytes()
		require.NoError(t, err)
		_, err = f.rt.Advance(f.ctx, agent, main.ID, v.SessionID, runtime.Input{Text: long})
		if err != nil {
			require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err))
			require.Contains(t, err.Error(), "variables")
			after, err := f.env.App.Redis.Get(context.Background(), key).Bytes()
			require.NoError(t, err)
			require.Equal(t, before, after, "nothing is stored")
			refused = i
			break
		}
	}
	require.Equal(t, runtime.MaxStateBytes/(4*runtime.MaxInputChars), refused, "refused once the variables no longer fit")
	// A shorter answer goes on from the same question.
	v2, err := f.rt.Advance(f.ctx, agent, main.ID, v.SessionID, runtime.Input{Text: "short"})
	require.NoError(t, err)
	require.Equal(t, "short", v2.Variables[fmt.Sprintf("v%d", refused)])
	require.Equal(t, fmt.Sprintf("q%d", refused+1), *v2.NodeID)
}

// The test doors work only on the conversations they started: a real
// conversation's id is not found there, and a test conversation's id is
// not found by a channel.
func TestTestDoorsAndRealConversationsAreApart(t *testing.T) {
	t.Parallel()
	f := setup(t)
	agent, main := f.flowAgent(t, guardFlow(`t == "yes"`))
	revs := []flows.Revision{{FlowID: main.ID, IsMain: true, Document: json.RawMessage(guardFlow(`t == "yes"`))}}
	callID := uuid.NewString()
	live, err := f.rt.StartProgramAs(f.ctx, f.org, agent, callID, main.ID.String(), revs)
	require.NoError(t, err)
	require.Equal(t, callID, live.SessionID)
	before, err := f.env.App.Redis.Get(context.Background(), "runtime:session:"+callID).Bytes()
	require.NoError(t, err)

	_, err = f.rt.Advance(f.ctx, agent, main.ID, callID, runtime.Input{Text: "yes"})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err), "the test door does not find a real conversation")
	_, err = f.rt.ChatTest(f.ctx, agent, runtime.ChatInput{Message: "yes", SessionID: &callID})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
	after, err := f.env.App.Redis.Get(context.Background(), "runtime:session:"+callID).Bytes()
	require.NoError(t, err)
	require.Equal(t, before, after, "the real conversation is unchanged")

	v, err := f.rt.Continue(f.ctx, f.org, agent, main.ID, callID, runtime.Input{Text: "yes"})
	require.NoError(t, err)
	require.Equal(t, "agent: Held.", texts(v.Turns)[1])

	test, err := f.rt.Start(f.ctx, agent, main.ID)
	require.NoError(t, err)
	_, err = f.rt.Continue(f.ctx, f.org, agent, main.ID, test.SessionID, runtime.Input{Text: "yes"})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err), "a channel does not find a test conversation")
}
