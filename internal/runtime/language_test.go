package runtime_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/runtime"
)

func (f fixture) setLanguage(t *testing.T, lang string) {
	t.Helper()
	_, err := f.env.App.Agents.Update(f.ctx, f.agent, agents.UpdateInput{Settings: agents.Optional[map[string]json.RawMessage]{
		Set: true, Value: map[string]json.RawMessage{"language": json.RawMessage(`"` + lang + `"`)}}})
	require.NoError(t, err)
}

// The test doors speak the language of the agent's draft: a pt-BR draft
// reads "trinta e seis", "12 de março de 2026" and "não", and the
// platform's own texts (retry prompts, the engine's fallback, the
// transfer) are in Portuguese; the language is kept with the session, so
// any replica's Advance speaks it.
func TestTestDoorsSpeakTheDraftsLanguage(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.setLanguage(t, "pt-BR")
	viewer := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: f.org, UserID: "v", Role: auth.RoleViewer})
	v, err := f.rt.Start(viewer, f.agent, f.main.ID)
	require.NoError(t, err)
	sid := v.SessionID
	replica := f.env.Replica()
	step := func(in string) []string {
		t.Helper()
		v, err := replica.App.Runtime.Advance(viewer, f.agent, f.main.ID, sid, runtime.Input{Text: in})
		require.NoError(t, err)
		return texts(v.Turns)
	}
	step("Ada")
	require.Equal(t, []string{"caller: trinta e seis"}, step("trinta e seis"), "36: on to the llm node, which waits")
	require.Equal(t, []string{"caller: quero reservar", "agent: Vou ver como posso ajudar com isso.", "agent: Your email?"}, step("quero reservar"))
	require.Equal(t, []string{"caller: não tenho", "agent: Desculpe, isso não parece um endereço de e-mail. Your email?"}, step("não tenho"))
	step("ada@example.com")
	require.Equal(t, []string{"caller: amanhã", "agent: Desculpe, preciso de uma data, como 14/03/2026. Which day?"}, step("amanhã"))
	step("12 de março de 2026")
	step("(11) 98765-4321")
	require.Equal(t, []string{"caller: talvez", "agent: Desculpe, escolha uma das opções: window, aisle. Window or aisle?"}, step("talvez"))
	step("aisle")
	require.Equal(t, []string{"caller: não", "agent: Booked for 2026-03-12."}, step("não"))
	require.Equal(t, []string{"caller: ok", "agent: Transferindo você para the front desk."}, step("ok"))

	sim, err := f.rt.Simulate(f.ctx, f.agent, f.main.ID, []string{"Bo", "vinte", "I have a question about opening hours", "Quando abrem?"})
	require.NoError(t, err)
	tr := texts(sim.Turns)
	require.Equal(t, 20.0, sim.Variables["age"])
	require.Equal(t, "agent: Desculpe, não tenho informações sobre isso.", tr[len(tr)-2], "the agent has no knowledge bases")
}

// Chat test speaks the draft's language: Spanish for an es-MX draft.
func TestChatTestSpeaksTheDraftsLanguage(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.setLanguage(t, "es-MX")
	r, err := f.rt.ChatTest(f.ctx, f.agent, runtime.ChatInput{Message: "Ana"})
	require.NoError(t, err)
	require.Equal(t, "How old are you, Ana?", r.Reply)
	sid := r.SessionID
	r, err = f.rt.ChatTest(f.ctx, f.agent, runtime.ChatInput{Message: "muchos", SessionID: &sid})
	require.NoError(t, err)
	require.Equal(t, "Please say your age in digits.", r.Reply, "the node's own retry prompt wins")
	r, err = f.rt.ChatTest(f.ctx, f.agent, runtime.ChatInput{Message: "treinta y dos", SessionID: &sid})
	require.NoError(t, err)
	r, err = f.rt.ChatTest(f.ctx, f.agent, runtime.ChatInput{Message: "una reserva", SessionID: &sid})
	require.NoError(t, err)
	require.Equal(t, "Veamos cómo puedo ayudarle con eso.\nYour email?", r.Reply)
	r, err = f.rt.ChatTest(f.ctx, f.agent, runtime.ChatInput{Message: "no sé", SessionID: &sid})
	require.NoError(t, err)
	require.Equal(t, "Perdón, eso no parece una dirección de correo electrónico. Your email?", r.Reply)
}
