package demo

import (
	"context"
	"errors"
	"fmt"
	"net"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/agents"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/numbers"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/seed"
)

// Calls is how many generated calls the demo organization starts with:
// enough for every list, filter and analytics figure to show something, few
// enough that a first start stays quick (one Import batch).
const Calls = 300

// numbers gives each voice agent (inbound and outbound) a number, so its
// phone_number is not empty from the first start.
func (d Deps) numbers(ctx context.Context, _ uuid.UUID) error {
	list, _, err := d.Agents.List(ctx, agents.ListFilter{Limit: 200})
	if err != nil {
		return err
	}
	n := 0
	for i := len(list) - 1; i >= 0; i-- { // oldest first: stable numbering
		ag := list[i]
		if ag.AgentType != "inbound" && ag.AgentType != "outbound" {
			continue
		}
		n++
		id := ag.ID
		if _, err := d.Numbers.Add(ctx, numbers.AddInput{Number: fmt.Sprintf("+55113000%04d", n), Label: "Demo: " + ag.Name, AgentID: &id}); err != nil {
			return err
		}
	}
	return nil
}

// knowledge makes a small knowledge base, assigned to the inbound agents, so
// retrieval preview and the runtime diagnostic show something real from the
// first start. Indexing runs on the workers like any other document.
func (d Deps) knowledge(ctx context.Context, _ uuid.UUID) error {
	name, instruction := "Clínica Bem Estar FAQ", "Use these answers for questions about opening hours, appointments, insurance, prices and the address."
	base, err := d.Knowledge.CreateBase(ctx, knowledge.BaseInput{Name: &name, Instruction: &instruction})
	if err != nil {
		return err
	}
	if _, err := d.Knowledge.CreateManual(ctx, base.ID, "Perguntas frequentes", knowledgeFAQ); err != nil {
		return err
	}
	inbound, _, err := d.Agents.List(ctx, agents.ListFilter{AgentType: "inbound", Limit: 200})
	if err != nil {
		return err
	}
	for _, ag := range inbound {
		if _, err := d.Knowledge.SetAgentBases(ctx, ag.ID, []string{base.ID.String()}); err != nil {
			return err
		}
	}
	return nil
}

// calls loads call history from the seed generator: calls over the last 90
// days for the published agents, with transcripts, actions and post-call
// outcomes, through Import (rollups included).
func (d Deps) calls(ctx context.Context, orgID uuid.UUID) error {
	list, _, err := d.Agents.List(ctx, agents.ListFilter{Status: "active", Limit: 100})
	if err != nil {
		return err
	}
	// Each catalog agent runs the scripts of its own template.
	byName := map[string]string{}
	for _, t := range agents.Templates() {
		byName[t.Name] = t.ID
	}
	var ags []seed.Agent
	for _, ag := range list {
		if ag.Version > 0 {
			ags = append(ags, seed.AgentFor(ag, byName[ag.Name], 1))
		}
	}
	if len(ags) == 0 {
		return nil // no published agent: nothing can have taken calls
	}
	org, err := d.Orgs.Get(ctx, orgID)
	if err != nil {
		return err
	}
	g := seed.NewGenerator(ags, seed.Options{Seed: 1, Company: org.Name})
	_, err = seed.Load(ctx, d.Calls, g, seed.LoadOptions{Calls: Calls, Batch: Calls, Workers: 1})
	return err
}

const knowledgeFAQ = `# Clínica Bem Estar — perguntas frequentes

## Horário de atendimento
A clínica atende de segunda a sexta, das 8h às 19h, e aos sábados das 8h às 12h. Não abrimos aos domingos e feriados.

## Agendamento e remarcação
Consultas podem ser agendadas por telefone, pelo chat do site ou pelo WhatsApp. Para remarcar ou cancelar, avise com pelo menos 24 horas de antecedência; cancelamentos com menos de 24 horas podem ser cobrados.

## Convênios
Aceitamos os convênios Unimed, Bradesco Saúde, SulAmérica e Amil. Consultas particulares custam R$ 250,00 e podem ser pagas com cartão, PIX ou dinheiro.

## Endereço e estacionamento
Rua das Flores, 120, Jardim Paulista, São Paulo. Há estacionamento conveniado no número 98 da mesma rua, com a primeira hora gratuita para pacientes.

# Opening hours and visits (English)
The clinic is open Monday to Friday from 8am to 7pm and on Saturdays from 8am to noon. Appointments can be rescheduled up to 24 hours in advance at no charge. Private consultations cost R$ 250.00.`

// widget opens the chat agents' public channel to this server's own
// origins, so the page at /widget/demo chats with them from the first
// start.
func (d Deps) widget(ctx context.Context, _ uuid.UUID) error {
	list, _, err := d.Agents.List(ctx, agents.ListFilter{AgentType: "chat", Limit: 200})
	if err != nil {
		return err
	}
	addr := localAddr(d.HTTPAddr)
	origins := []string{"http://" + addr}
	// A page opened as localhost or as 127.0.0.1 is the same server.
	if host, port, err := net.SplitHostPort(addr); err == nil && (host == "localhost" || host == "127.0.0.1") {
		origins = []string{"http://" + net.JoinHostPort("localhost", port), "http://" + net.JoinHostPort("127.0.0.1", port)}
	}
	for _, ag := range list {
		if _, err := d.Agents.Update(ctx, ag.ID, agents.UpdateInput{PublicChannelEnabled: agents.Some(true), AllowedOrigins: agents.Some(origins)}); err != nil {
			return err
		}
	}
	return nil
}

// WidgetAgent returns the demo organization's chat agent whose public
// channel is enabled (the oldest), or uuid.Nil when there is none.
func (m *Demo) WidgetAgent(ctx context.Context) (uuid.UUID, error) {
	var orgID uuid.UUID
	err := m.d.DB.QueryRow(ctx, `SELECT organization_id FROM demo_state WHERE completed_at IS NOT NULL`).Scan(&orgID)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, nil
	}
	if err != nil {
		return uuid.Nil, db.Wrap("demo widget agent", err)
	}
	return m.d.Agents.FirstPublicChat(ctx, orgID)
}
