package agents

import (
	"context"
	"encoding/json"
	"sort"
	"strings"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
)

// Template is a ready-made agent configuration from the built-in catalog.
type Template struct {
	ID          string          `json:"id"`
	Name        string          `json:"name"`
	Description string          `json:"description"`
	AgentType   string          `json:"agent_type"` // the type it was written for
	Language    string          `json:"language"`
	Prompt      string          `json:"prompt"`
	Settings    map[string]any  `json:"settings"`
	Flow        json.RawMessage `json:"flow"`
}

// Config is the internal builder configuration of an agent (never shown on
// the API Channel).
type Config struct {
	Prompt   string          `json:"prompt,omitempty"`
	Settings map[string]any  `json:"settings,omitempty"`
	Flow     json.RawMessage `json:"flow,omitempty"`
}

var templates = map[string]Template{
	"receptionist": {
		ID: "receptionist", Name: "Receptionist", AgentType: "inbound", Language: "pt-BR",
		Description: "Answers inbound calls, greets callers, answers common questions from the knowledge base and routes them to the right person.",
		Prompt: `You are the virtual receptionist of {{company_name}}. Greet every caller warmly and briefly, ` +
			`find out why they are calling, and either answer from the company knowledge base or transfer them ` +
			`to the right department. Never invent opening hours, prices or policies: if the knowledge base does ` +
			`not say, offer to take a message. Confirm the caller's name and a call-back number before ending. ` +
			`Speak the caller's language (Portuguese or English) and keep every answer under three sentences.`,
		Settings: map[string]any{"greeting": "Olá! Você ligou para {{company_name}}. Como posso ajudar?", "voice": "female-warm", "max_call_minutes": 10, "interruptible": true},
		Flow:     flowOf(`{"nodes":[{"id":"start","type":"start","position":{"x":0,"y":0}},{"id":"greet","type":"message","config":{"text":"Olá! Obrigado por ligar."},"position":{"x":0,"y":120}},{"id":"reason","type":"question","config":{"prompt":"Você quer tirar uma dúvida ou falar com uma pessoa?","variable":"reason","type":"choice","choices":["dúvida","pessoa"],"retry_prompt":"Diga \"dúvida\" ou \"pessoa\", por favor."},"position":{"x":0,"y":240}},{"id":"route","type":"condition","position":{"x":0,"y":360}},{"id":"kb","type":"knowledge","position":{"x":0,"y":480}},{"id":"transfer","type":"transfer","config":{"to":"front-desk"},"position":{"x":0,"y":600}},{"id":"bye","type":"end","config":{"text":"Obrigado pela ligação. Até logo!"},"position":{"x":0,"y":720}}],"edges":[{"from":"start","to":"greet"},{"from":"greet","to":"reason"},{"from":"reason","to":"route"},{"from":"route","to":"transfer","condition":"reason == \"pessoa\""},{"from":"route","to":"kb","default":true},{"from":"kb","to":"bye"}]}`),
	},
	"appointment-booker": {
		ID: "appointment-booker", Name: "Appointment booker", AgentType: "inbound", Language: "pt-BR",
		Description: "Books, moves and cancels appointments against the connected calendar, confirming date, time and contact details.",
		Prompt: `You book appointments for {{company_name}}. Ask which service the caller wants, offer the two ` +
			`nearest free slots from the calendar, and book the one they choose. Always read back the date, ` +
			`time and service before booking, collect the caller's full name and phone number, and say that a ` +
			`confirmation SMS will follow. To move or cancel, find the booking by phone number first. ` +
			`Never book outside business hours or double-book a slot.`,
		Settings: map[string]any{"greeting": "Olá! Vamos agendar seu horário?", "voice": "female-clear", "calendar_required": true, "confirmation_sms": true},
		Flow:     flowOf(`{"nodes":[{"id":"start","type":"start","position":{"x":0,"y":0}},{"id":"service","type":"question","config":{"prompt":"Qual serviço você deseja agendar?","variable":"service","type":"text"},"position":{"x":0,"y":120}},{"id":"date","type":"question","config":{"prompt":"Para qual data? Diga no formato ano-mês-dia.","variable":"date","type":"date","retry_prompt":"Não entendi a data. Diga, por exemplo, 2026-03-15."},"position":{"x":0,"y":240}},{"id":"name","type":"question","config":{"prompt":"Qual é o seu nome completo?","variable":"name","type":"text"},"position":{"x":0,"y":360}},{"id":"phone","type":"question","config":{"prompt":"Qual é o seu telefone com DDD?","variable":"phone","type":"phone","retry_prompt":"Diga só os números do telefone, com DDD."},"position":{"x":0,"y":480}},{"id":"confirm","type":"question","config":{"prompt":"Confirmando: {{service}} em {{date}} para {{name}}. Está correto?","variable":"confirmed","type":"yes_no","retry_prompt":"Responda sim ou não, por favor."},"position":{"x":0,"y":600}},{"id":"check","type":"condition","position":{"x":0,"y":720}},{"id":"again","type":"message","config":{"text":"Tudo bem, vamos recomeçar."},"position":{"x":0,"y":840}},{"id":"bye","type":"end","config":{"text":"Pedido de agendamento registrado: {{service}} em {{date}}. Você receberá um SMS de confirmação no {{phone}}."},"position":{"x":0,"y":960}}],"edges":[{"from":"start","to":"service"},{"from":"service","to":"date"},{"from":"date","to":"name"},{"from":"name","to":"phone"},{"from":"phone","to":"confirm"},{"from":"confirm","to":"check"},{"from":"check","to":"bye","condition":"confirmed == true"},{"from":"check","to":"again","default":true},{"from":"again","to":"service"}]}`),
	},
	"lead-qualifier": {
		ID: "lead-qualifier", Name: "Lead qualifier", AgentType: "outbound", Language: "pt-BR",
		Description: "Calls new leads, qualifies them on budget, authority, need and timing, and books a meeting with sales for qualified leads.",
		Prompt: `You call leads who asked to hear from {{company_name}}. Introduce yourself and the reason for ` +
			`the call in one sentence, then qualify the lead: their need, budget range, who decides, and when ` +
			`they want to start. Be respectful of their time: if they are busy, offer a better time and end. ` +
			`Qualified leads (clear need, budget and timing within three months) are offered a meeting with a ` +
			`sales specialist. Record every answer as extracted data. Never pressure or promise discounts.`,
		Settings: map[string]any{"greeting": "Olá, aqui é da {{company_name}}. Você tem dois minutos?", "voice": "male-friendly", "voicemail_detection": true, "max_attempts": 3},
		Flow:     flowOf(`{"nodes":[{"id":"start","type":"start","position":{"x":0,"y":0}},{"id":"intro","type":"message","config":{"text":"Olá! Aqui é da equipe comercial. Obrigado pelo seu interesse."},"position":{"x":0,"y":120}},{"id":"need","type":"question","config":{"prompt":"O que você precisa resolver?","variable":"need","type":"text"},"position":{"x":0,"y":240}},{"id":"budget","type":"question","config":{"prompt":"Qual é o orçamento aproximado, em reais?","variable":"budget","type":"number","retry_prompt":"Diga um valor em reais, só o número."},"position":{"x":0,"y":360}},{"id":"decides","type":"question","config":{"prompt":"Você é quem decide a compra?","variable":"decides","type":"yes_no","retry_prompt":"Responda sim ou não, por favor."},"position":{"x":0,"y":480}},{"id":"months","type":"question","config":{"prompt":"Em quantos meses vocês querem começar?","variable":"months","type":"number","retry_prompt":"Diga o número de meses."},"position":{"x":0,"y":600}},{"id":"score","type":"condition","position":{"x":0,"y":720}},{"id":"meeting","type":"transfer","config":{"to":"sales"},"position":{"x":0,"y":840}},{"id":"bye","type":"end","config":{"text":"Obrigado pelo seu tempo! Vamos enviar mais informações por e-mail."},"position":{"x":0,"y":960}}],"edges":[{"from":"start","to":"intro"},{"from":"intro","to":"need"},{"from":"need","to":"budget"},{"from":"budget","to":"decides"},{"from":"decides","to":"months"},{"from":"months","to":"score"},{"from":"score","to":"meeting","condition":"budget >= 1000 && decides == true && months <= 3"},{"from":"score","to":"bye","default":true}]}`),
	},
	"support-chat": {
		ID: "support-chat", Name: "Support chat", AgentType: "chat", Language: "pt-BR",
		Description: "Answers customer support questions in the website chat from the knowledge base and hands over to a human when it cannot help.",
		Prompt: `You are the support assistant of {{company_name}} in the website chat. Answer only from the ` +
			`knowledge base and cite the article you used. Ask one clarifying question when a request is ` +
			`ambiguous. If the customer is upset, asks for a person, or the answer is not in the knowledge base, ` +
			`apologise and hand over to a human agent with a short summary of the conversation. Use short ` +
			`paragraphs and lists; never share internal notes or another customer's data.`,
		Settings: map[string]any{"welcome_message": "Oi! Sou o assistente virtual. Em que posso ajudar?", "handoff_enabled": true, "typing_indicator": true},
		Flow:     flowOf(`{"nodes":[{"id":"start","type":"start","position":{"x":0,"y":0}},{"id":"welcome","type":"message","config":{"text":"Oi! Sou o assistente virtual. Em que posso ajudar?"},"position":{"x":0,"y":120}},{"id":"kb","type":"knowledge","position":{"x":0,"y":240}},{"id":"resolved","type":"question","config":{"prompt":"Isso resolveu sua dúvida?","variable":"resolved","type":"yes_no","retry_prompt":"Responda sim ou não, por favor."},"position":{"x":0,"y":360}},{"id":"check","type":"condition","position":{"x":0,"y":480}},{"id":"handoff","type":"transfer","config":{"to":"human"},"position":{"x":0,"y":600}},{"id":"bye","type":"end","config":{"text":"Que bom! Até mais."},"position":{"x":0,"y":720}}],"edges":[{"from":"start","to":"welcome"},{"from":"welcome","to":"kb"},{"from":"kb","to":"resolved"},{"from":"resolved","to":"check"},{"from":"check","to":"bye","condition":"resolved == true"},{"from":"check","to":"handoff","default":true}]}`),
	},
}

func flowOf(s string) json.RawMessage {
	if !json.Valid([]byte(s)) {
		panic("agents: invalid template flow: " + s)
	}
	return json.RawMessage(s)
}

// Templates lists the built-in catalog, ordered by id.
func Templates() []Template {
	out := make([]Template, 0, len(templates))
	for _, t := range templates {
		out = append(out, t)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}

// TemplateByID returns one template of the catalog.
func TemplateByID(id string) (Template, bool) {
	t, ok := templates[id]
	return t, ok
}

func templateIDs() []string {
	out := []string{}
	for _, t := range Templates() {
		out = append(out, t.ID)
	}
	return out
}

// ListTemplates returns the template catalog to a caller who may read
// agents. Errors: Forbidden.
func (s *Service) ListTemplates(ctx context.Context) ([]Template, error) {
	if _, err := auth.Authorize(ctx, auth.ReadAgents); err != nil {
		return nil, err
	}
	return Templates(), nil
}

// GetTemplate returns one template of the catalog. Errors: NotFound,
// Forbidden.
func (s *Service) GetTemplate(ctx context.Context, id string) (Template, error) {
	if _, err := auth.Authorize(ctx, auth.ReadAgents); err != nil {
		return Template{}, err
	}
	t, ok := TemplateByID(id)
	if !ok {
		return Template{}, apperr.NotFoundf("agent template %q not found; available: %s", id, strings.Join(templateIDs(), ", "))
	}
	return t, nil
}

// FromTemplateInput creates an agent from a template; empty fields take the
// template's values (its name, its agent type) and the prompt editing mode.
type FromTemplateInput struct {
	TemplateID  string `json:"template_id"`
	Name        string `json:"name"`
	AgentType   string `json:"agent_type"`
	EditingMode string `json:"editing_mode"`
}

// CreateFromTemplate makes a draft agent installed from a template. Errors:
// Invalid (template_id missing, a field), NotFound (unknown template),
// Forbidden.
func (s *Service) CreateFromTemplate(ctx context.Context, in FromTemplateInput) (Agent, error) {
	if _, err := auth.Authorize(ctx, auth.WriteAgents); err != nil {
		return Agent{}, err
	}
	if in.TemplateID == "" {
		return Agent{}, apperr.Field("template_id", "is required; one of "+strings.Join(templateIDs(), ", "))
	}
	t, ok := TemplateByID(in.TemplateID)
	if !ok {
		return Agent{}, apperr.NotFoundf("agent template %q not found; available: %s", in.TemplateID, strings.Join(templateIDs(), ", "))
	}
	if strings.TrimSpace(in.Name) == "" {
		in.Name = t.Name
	}
	if in.AgentType == "" {
		in.AgentType = t.AgentType
	}
	if in.EditingMode == "" {
		in.EditingMode = "prompt"
	}
	return s.Create(ctx, CreateInput{Name: in.Name, AgentType: in.AgentType, EditingMode: in.EditingMode, TemplateID: t.ID})
}
