package widget_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/stretchr/testify/require"
)

// The widget greets and answers in the agent's language: a pt-BR chat
// agent says the built-in greeting and replies in Portuguese, an es one in
// Spanish, one without a language in English.
func TestPublicSessionSpeaksTheAgentsLanguage(t *testing.T) {
	t.Parallel()
	f := setup(t)
	for _, c := range []struct {
		lang, greeting, reply string
	}{
		{"pt-BR", "Olá! Como posso ajudar?", "Obrigado, anotei: Quero um horário. Posso ajudar em algo mais?"},
		{"es", "¡Hola! ¿En qué puedo ayudarle?", "Gracias, anoté: Quero um horário. ¿Algo más en que pueda ayudarle?"},
		{"", "Hello! How can I help you today?", "Thanks, I noted: Quero um horário. Is there anything else?"},
	} {
		t.Run("Lang"+c.lang, func(t *testing.T) {
			agent := f.newAgent(t, "chat", false, []string{shop}, true)
			if c.lang != "" {
				r := f.owner.Do("PATCH", "/api/v1/agents/"+agent, map[string]any{"settings": map[string]any{"language": c.lang}})
				require.Equal(t, http.StatusOK, r.Status, string(r.Body))
			}
			r := f.owner.Do("POST", "/api/v1/agents/"+agent+"/versions/publish", nil)
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))

			s := mustOpen(t, f.env, agent)
			ws := publicSocket(t, f.env, shop, s.Token)
			ws.Subscribe("conv", convQuery, nil)
			snap := event(ws, "conv")
			require.Equal(t, "snapshot", snap.Type)
			require.Len(t, snap.Turns, 1)
			require.Equal(t, c.greeting, snap.Turns[0].Text)

			ws.Subscribe("m1", sendQuery, map[string]any{"t": "Quero um horário"})
			var got struct {
				Data struct {
					SendMessage struct {
						Replies []turn `json:"replies"`
					} `json:"sendMessage"`
				} `json:"data"`
			}
			m := next(ws, "m1")
			require.NoError(t, json.Unmarshal(m.Payload, &got), string(m.Payload))
			require.Len(t, got.Data.SendMessage.Replies, 1, string(m.Payload))
			require.Equal(t, c.reply, got.Data.SendMessage.Replies[0].Text)
		})
	}
}
