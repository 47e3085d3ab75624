// Package locale holds the languages conversations are held in: a
// language tag's base language, and the one table of texts the platform
// says itself (retry prompts, the built-in engine's replies, how a yes or
// no is said back). A node's own texts are the agent's; these are only the
// platform's defaults.
package locale

import "strings"

// Base languages the platform speaks; any other tag falls back to English.
const (
	English    = "en"
	Portuguese = "pt"
	Spanish    = "es"
)

// Base returns the base language of a tag ("pt-BR" and "pt-PT" are "pt",
// "es-MX" is "es"), English for an empty or unknown one.
func Base(tag string) string {
	b, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
	b, _, _ = strings.Cut(b, "_")
	switch b {
	case Portuguese, Spanish:
		return b
	}
	return English
}

// DayFirst reports whether numeric dates are written day first (12/03/2026
// is the 12th of March) in the tag's language.
func DayFirst(tag string) bool { return Base(tag) != English }

// Texts are what the platform says in one language.
type Texts struct {
	// Retry is said when an answer does not fit a question of a type (keyed
	// by answer type; "" for any other). Choice's holds %s for the choices.
	Retry map[string]string
	// Transfer announces a transfer; %s is where to.
	Transfer string
	// Yes and No say a yes/no answer back in a text.
	Yes, No string
	// The built-in language engine's replies: its greeting, what it says
	// when it understood an intent or not, when it notes what the caller
	// said (%s), and when its knowledge has no answer.
	Greeting, Understood, NotUnderstood, Noted, NoInformation string
}

var texts = map[string]*Texts{
	English: {
		Retry: map[string]string{
			"number": "Sorry, I need a number.",
			"yes_no": "Sorry, please answer yes or no.",
			"email":  "Sorry, that does not look like an email address.",
			"phone":  "Sorry, that does not look like a phone number.",
			"date":   "Sorry, I need a date such as 2026-03-14.",
			"choice": "Sorry, please choose one of: %s.",
			"":       "Sorry, I did not catch that.",
		},
		Transfer: "Transferring you to %s.",
		Yes:      "yes", No: "no",
		Greeting:      "Hello! How can I help you today?",
		Understood:    "Understood.",
		NotUnderstood: "Let me see how I can help with that.",
		Noted:         "Thanks, I noted: %s. Is there anything else?",
		NoInformation: "I'm sorry, I don't have information about that.",
	},
	Portuguese: {
		Retry: map[string]string{
			"number": "Desculpe, preciso de um número.",
			"yes_no": "Desculpe, responda sim ou não.",
			"email":  "Desculpe, isso não parece um endereço de e-mail.",
			"phone":  "Desculpe, isso não parece um número de telefone.",
			"date":   "Desculpe, preciso de uma data, como 14/03/2026.",
			"choice": "Desculpe, escolha uma das opções: %s.",
			"":       "Desculpe, não entendi.",
		},
		Transfer: "Transferindo você para %s.",
		Yes:      "sim", No: "não",
		Greeting:      "Olá! Como posso ajudar?",
		Understood:    "Entendido.",
		NotUnderstood: "Vou ver como posso ajudar com isso.",
		Noted:         "Obrigado, anotei: %s. Posso ajudar em algo mais?",
		NoInformation: "Desculpe, não tenho informações sobre isso.",
	},
	Spanish: {
		Retry: map[string]string{
			"number": "Perdón, necesito un número.",
			"yes_no": "Perdón, responda sí o no.",
			"email":  "Perdón, eso no parece una dirección de correo electrónico.",
			"phone":  "Perdón, eso no parece un número de teléfono.",
			"date":   "Perdón, necesito una fecha, como 14/03/2026.",
			"choice": "Perdón, elija una de las opciones: %s.",
			"":       "Perdón, no le entendí.",
		},
		Transfer: "Le transfiero con %s.",
		Yes:      "sí", No: "no",
		Greeting:      "¡Hola! ¿En qué puedo ayudarle?",
		Understood:    "Entendido.",
		NotUnderstood: "Veamos cómo puedo ayudarle con eso.",
		Noted:         "Gracias, anoté: %s. ¿Algo más en que pueda ayudarle?",
		NoInformation: "Lo siento, no tengo información sobre eso.",
	},
}

// For returns the texts of a tag's base language (English for an unknown
// one).
func For(tag string) *Texts { return texts[Base(tag)] }
