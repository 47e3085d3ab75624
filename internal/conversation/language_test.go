package conversation_test

import (
	"encoding/json"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/conversation"
	"voiceagent/internal/runtime"
)

// memberFlow asks a yes/no question: a yes goes to a greeting and a
// transfer, a no to a second yes/no question with its own retry prompt.
const memberFlow = `{"nodes":[
 {"id":"s","type":"start"},
 {"id":"q1","type":"question","config":{"prompt":"Você já é cliente?","variable":"cliente","type":"yes_no"}},
 {"id":"c","type":"condition"},
 {"id":"back","type":"message","config":{"text":"Bem-vindo de volta! Cliente: {{cliente}}."}},
 {"id":"t","type":"transfer","config":{"to":"Ana"}},
 {"id":"q2","type":"question","config":{"prompt":"Quer receber ofertas?","variable":"ofertas","type":"yes_no","retry_prompt":"Diga apenas sim ou não."}},
 {"id":"e","type":"end","config":{"text":"Ofertas: {{ofertas}}. Até logo."}}],
 "edges":[{"from":"s","to":"q1"},{"from":"q1","to":"c"},
 {"from":"c","to":"back","condition":"cliente == true"},{"from":"c","to":"q2","default":true},
 {"from":"back","to":"t"},{"from":"q2","to":"e"}]}`

// languageAgent is a published flow-mode agent running memberFlow whose
// language setting is lang ("" leaves it unset).
func (f fixture) languageAgent(t *testing.T, lang string) uuid.UUID {
	t.Helper()
	ag, _ := f.flowAgent(t, memberFlow, false)
	if lang != "" {
		_, err := f.env.App.Agents.Update(f.ctx, ag, agents.UpdateInput{Settings: agents.Optional[map[string]json.RawMessage]{
			Set: true, Value: map[string]json.RawMessage{"language": json.RawMessage(`"` + lang + `"`)}}})
		require.NoError(t, err)
	}
	_, err := f.env.App.Flows.PublishAll(f.ctx, ag)
	require.NoError(t, err)
	_, err = f.env.App.Agents.Publish(f.ctx, ag)
	require.NoError(t, err)
	return ag
}

func agentSaid(r conversation.Reply) []string {
	out := []string{}
	for _, t := range r.Turns {
		if t.Role == "agent" {
			out = append(out, t.Text)
		}
	}
	return out
}

// A conversation speaks its agent's language: a pt-BR agent understands
// "não" and "Sim!", asks again in Portuguese (a node's own retry prompt
// first), and says a yes/no and a transfer in Portuguese; an es-MX agent
// asks again in Spanish; an agent without a language in English.
func TestConversationSpeaksTheAgentsLanguage(t *testing.T) {
	t.Parallel()
	f := setup(t)
	pt := f.languageAgent(t, "pt-BR")
	say := func(id uuid.UUID, text string) conversation.Reply {
		t.Helper()
		r, err := f.svc.Say(f.ctx, id, runtime.Input{Text: text})
		require.NoError(t, err)
		return r
	}

	t.Run("NoBranch", func(t *testing.T) {
		r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: pt, Channel: "chat", Direction: "inbound"})
		require.NoError(t, err)
		require.Equal(t, []string{"Você já é cliente?"}, agentSaid(r))

		r = say(r.CallID, "talvez")
		require.Equal(t, []string{"Desculpe, responda sim ou não. Você já é cliente?"}, agentSaid(r), "the platform's retry prompt in Portuguese")
		require.Equal(t, "yes_no", *r.Expecting)

		r = say(r.CallID, "Não.")
		require.Equal(t, []string{"Quer receber ofertas?"}, agentSaid(r), "não takes the no-branch")

		r = say(r.CallID, "hmm")
		require.Equal(t, []string{"Diga apenas sim ou não."}, agentSaid(r), "the node's own retry prompt wins")

		r = say(r.CallID, "com certeza")
		require.Equal(t, []string{"Ofertas: sim. Até logo."}, agentSaid(r), "a yes is said back in Portuguese")
		require.True(t, r.Finished)
		require.Equal(t, "completed", r.Status)
		c := f.call(t, r.CallID)
		require.Contains(t, transcript(c), "user: Não.")
	})

	t.Run("YesBranch", func(t *testing.T) {
		r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: pt, Channel: "chat", Direction: "inbound"})
		require.NoError(t, err)
		r = say(r.CallID, "Sim!")
		require.Equal(t, []string{"Bem-vindo de volta! Cliente: sim.", "Transferindo você para Ana."}, agentSaid(r))
		require.True(t, r.Finished)
	})

	t.Run("Spanish", func(t *testing.T) {
		es := f.languageAgent(t, "es-MX")
		r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: es, Channel: "chat", Direction: "inbound"})
		require.NoError(t, err)
		r = say(r.CallID, "quizás")
		require.Equal(t, []string{"Perdón, responda sí o no. Você já é cliente?"}, agentSaid(r))
		r = say(r.CallID, "sí")
		require.Equal(t, []string{"Bem-vindo de volta! Cliente: sí.", "Le transfiero con Ana."}, agentSaid(r))
	})

	t.Run("EnglishWithoutLanguage", func(t *testing.T) {
		en := f.languageAgent(t, "")
		r, err := f.svc.StartConversation(f.ctx, conversation.StartInput{AgentID: en, Channel: "chat", Direction: "inbound"})
		require.NoError(t, err)
		r = say(r.CallID, "talvez")
		require.Equal(t, []string{"Sorry, please answer yes or no. Você já é cliente?"}, agentSaid(r))
		r = say(r.CallID, "nao")
		require.Equal(t, []string{"Quer receber ofertas?"}, agentSaid(r), "Portuguese answers are understood whatever the language")
		r = say(r.CallID, "yes")
		require.Equal(t, []string{"Ofertas: yes. Até logo."}, agentSaid(r))
	})
}
