package app

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/knowledge"
)

// The demo organization gets a small knowledge base, assigned to its inbound
// agents, so retrieval preview and the runtime diagnostic show something real
// from the first start. Indexing runs on the workers like any other document.
func init() {
	registerWiring("knowledge demo", 31, func(a *App) error {
		a.DemoHooks = append(a.DemoHooks, a.demoKnowledge)
		return nil
	})
}

const demoKnowledgeFAQ = `# Clínica Bem Estar — perguntas frequentes

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

func (a *App) demoKnowledge(ctx context.Context, _ uuid.UUID) error {
	name, instruction := "Clínica Bem Estar FAQ", "Use these answers for questions about opening hours, appointments, insurance, prices and the address."
	base, err := a.Knowledge.CreateBase(ctx, knowledge.BaseInput{Name: &name, Instruction: &instruction})
	if err != nil {
		return fmt.Errorf("demo knowledge base: %w", err)
	}
	if _, err := a.Knowledge.CreateManual(ctx, base.ID, "Perguntas frequentes", demoKnowledgeFAQ); err != nil {
		return fmt.Errorf("demo knowledge document: %w", err)
	}
	inbound, _, err := a.Agents.List(ctx, agents.ListFilter{AgentType: "inbound", Limit: 200})
	if err != nil {
		return fmt.Errorf("demo knowledge assignment: %w", err)
	}
	for _, ag := range inbound {
		if _, err := a.Knowledge.SetAgentBases(ctx, ag.ID, []string{base.ID.String()}); err != nil {
			return fmt.Errorf("demo knowledge assignment: %w", err)
		}
	}
	return nil
}
