package flows_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/flows"
)

func TestParseYesNoInThreeLanguages(t *testing.T) {
	t.Parallel()
	yes := []string{
		"sim", "Sim!", "SIM.", "  sim  ", "s", "S", "claro", "Claro!", "isso", "isso mesmo", "com certeza", "Com certeza.", "pode ser",
		"certo", "exatamente", "claro que sim", "sim, por favor", "Sim, com certeza!",
		"sí", "Sí.", "si", "SÍ", "claro", "por supuesto", "de acuerdo", "vale", "claro que sí",
		"yes", "Yes please", "y", "Y", "yeah", "yep", "sure", "Sure!", "of course", "absolutely", "ok", "1", "oui",
	}
	no := []string{
		"não", "Não", "NÃO!", "nao", "Nao.", "n", "N", "nunca", "Nunca!", "negativo", "não, obrigado", "claro que não", "de jeito nenhum",
		"com certeza não", "isso não", "nem pensar", "jamais",
		"no", "No.", "nunca", "claro que no", "por supuesto que no", "para nada", "jamás",
		"nope", "No thanks", "never", "of course not", "absolutely not", "not really", "2", "non",
	}
	for _, lang := range []string{"pt-BR", "es", "en-US", ""} {
		for _, in := range yes {
			got, ok := flows.ParseAnswer("yes_no", in, nil, lang)
			require.True(t, ok, "%s %q", lang, in)
			require.Equal(t, true, got, "%s %q", lang, in)
		}
		for _, in := range no {
			got, ok := flows.ParseAnswer("yes_no", in, nil, lang)
			require.True(t, ok, "%s %q", lang, in)
			require.Equal(t, false, got, "%s %q", lang, in)
		}
	}
	for _, in := range []string{"talvez", "quizás", "maybe", "it's complicated", "y tú?", "s n", "123", "???"} {
		_, ok := flows.ParseAnswer("yes_no", in, nil, "pt-BR")
		require.False(t, ok, "%q is neither", in)
	}
}

func TestParseNumberInWords(t *testing.T) {
	t.Parallel()
	cases := []struct {
		lang, in string
		want     float64
	}{
		{"pt-BR", "trinta", 30},
		{"pt-BR", "Trinta.", 30},
		{"pt-BR", "vinte e cinco", 25},
		{"pt-BR", "tenho trinta e dois anos", 32},
		{"pt-BR", "três", 3},
		{"pt-BR", "tres", 3},
		{"pt-BR", "dezesseis", 16},
		{"pt-BR", "cento e vinte e três", 123},
		{"pt-BR", "cem", 100},
		{"pt-BR", "duas mil e quinhentas", 2500},
		{"pt-BR", "mil e novecentos e oitenta e quatro", 1984},
		{"pt-BR", "dois milhões", 2e6},
		{"pt-BR", "um", 1},
		{"pt-PT", "dezanove", 19},
		{"pt-BR", "tenho 36 anos", 36},
		{"pt-BR", "um momento: 36", 36},
		{"pt-BR", "1,5", 1.5},
		{"pt-BR", "1.250", 1250},
		{"pt-BR", "1.250,75", 1250.75},
		{"pt-BR", "thirty-two", 32},
		{"es", "treinta y dos", 32},
		{"es", "veinticinco", 25},
		{"es", "veintidós", 22},
		{"es", "veinte", 20},
		{"es-MX", "dieciséis", 16},
		{"es", "once", 11},
		{"es", "ciento cuarenta", 140},
		{"es", "doscientos cincuenta y siete", 257},
		{"es", "dos mil veintiséis", 2026},
		{"es", "tengo cuarenta años", 40},
		{"es", "2,5", 2.5},
		{"en-US", "thirty-two", 32},
		{"en-US", "Thirty two", 32},
		{"en-US", "twenty-five", 25},
		{"en-US", "one hundred and five", 105},
		{"en-US", "two thousand twenty six", 2026},
		{"en-US", "a hundred", 100},
		{"en-US", "I am forty", 40},
		{"en-US", "1,250", 1250},
		{"en-US", "um, I am 32", 32},
		{"", "seven", 7},
	}
	for _, c := range cases {
		got, ok := flows.ParseAnswer("number", c.in, nil, c.lang)
		require.True(t, ok, "%s %q", c.lang, c.in)
		require.Equal(t, c.want, got, "%s %q", c.lang, c.in)
	}
	for _, c := range []struct{ lang, in string }{
		{"pt-BR", "não sei"}, {"en-US", "um"}, {"en-US", "trinta"}, {"es", "muchos"}, {"en-US", "inf"}, {"en-US", "NaN"},
		{"en-US", "1e999"}, {"pt-BR", "e"}, {"en-US", strings.Repeat("9", 400)},
	} {
		got, ok := flows.ParseAnswer("number", c.in, nil, c.lang)
		require.False(t, ok, "%s %q gave %v", c.lang, c.in, got)
	}
}

func TestParseDateByLanguage(t *testing.T) {
	t.Parallel()
	cases := []struct {
		lang, in, want string
	}{
		{"pt-BR", "12 de março de 2026", "2026-03-12"},
		{"pt-BR", "12 de marco de 2026", "2026-03-12"},
		{"pt-BR", "12 DE MARÇO DE 2026.", "2026-03-12"},
		{"pt-BR", "1º de abril de 2026", "2026-04-01"},
		{"pt-BR", "quinta-feira, 12 de março de 2026", "2026-03-12"},
		{"pt-BR", "5 fev 2026", "2026-02-05"},
		{"pt-BR", "12/03/2026", "2026-03-12"},
		{"pt-BR", "12-03-2026", "2026-03-12"},
		{"pt-BR", "12/03/26", "2026-03-12"},
		{"pt-PT", "25/12/2026", "2026-12-25"},
		{"pt-BR", "2026-03-12", "2026-03-12"},
		{"es", "12 de marzo de 2026", "2026-03-12"},
		{"es-MX", "3 de septiembre del 2026", "2026-09-03"},
		{"es", "12/03/2026", "2026-03-12"},
		{"en-US", "12/03/2026", "2026-12-03"},
		{"en-US", "03/14/2026", "2026-03-14"},
		{"", "03/14/2026", "2026-03-14"},
		{"en-US", "March 14, 2026", "2026-03-14"},
		{"en-US", "14 march 2026", "2026-03-14"},
		{"en-US", "2026-03-14", "2026-03-14"},
	}
	for _, c := range cases {
		got, ok := flows.ParseAnswer("date", c.in, nil, c.lang)
		require.True(t, ok, "%s %q", c.lang, c.in)
		require.Equal(t, c.want, got, "%s %q", c.lang, c.in)
	}
	for _, c := range []struct{ lang, in string }{
		{"pt-BR", "31/04/2026"}, {"pt-BR", "29 de fevereiro de 2026"}, {"en-US", "14/03/2026"}, {"pt-BR", "03/14/2026"},
		{"pt-BR", "12 de marçoo de 2026"}, {"pt-BR", "amanhã"}, {"es", "0/03/2026"},
	} {
		got, ok := flows.ParseAnswer("date", c.in, nil, c.lang)
		require.False(t, ok, "%s %q gave %v", c.lang, c.in, got)
	}
}

func TestChoiceIgnoresAccents(t *testing.T) {
	t.Parallel()
	got, ok := flows.ParseAnswer("choice", "de manha", []string{"Manhã", "Tarde"}, "pt-BR")
	require.True(t, ok)
	require.Equal(t, "Manhã", got)
}

func TestDefaultRetryPromptSpeaksTheAgentsLanguage(t *testing.T) {
	t.Parallel()
	for lang, want := range map[string]string{
		"pt-BR": "Desculpe, responda sim ou não.", "pt-PT": "Desculpe, responda sim ou não.", "pt": "Desculpe, responda sim ou não.",
		"es": "Perdón, responda sí o no.", "es-MX": "Perdón, responda sí o no.",
		"en-US": "Sorry, please answer yes or no.", "fr-FR": "Sorry, please answer yes or no.", "": "Sorry, please answer yes or no.",
	} {
		require.Equal(t, want, flows.DefaultRetryPrompt("yes_no", nil, lang), lang)
	}
	require.Equal(t, "Desculpe, escolha uma das opções: azul, vermelho.", flows.DefaultRetryPrompt("choice", []string{"azul", "vermelho"}, "pt-BR"))
	for _, typ := range append(flows.AnswerTypes, "reply") {
		for _, lang := range []string{"pt-BR", "es", "en-US"} {
			require.NotEmpty(t, flows.DefaultRetryPrompt(typ, []string{"a"}, lang), "%s %s", typ, lang)
		}
	}
	require.Equal(t, "Perdón, necesito un número.", flows.DefaultRetryPrompt("number", nil, "es"))
	require.Equal(t, "Desculpe, não entendi.", flows.DefaultRetryPrompt("text", nil, "pt-BR"))
}
