// Package eval is the retrieval evaluation set of the knowledge domain: a few
// real-looking documents in Portuguese and English and questions with known
// answers. The quality test and the knowledge benchmark both use it.
package eval

import (
	"context"
	"strings"

	"github.com/google/uuid"

	"voiceagent/internal/knowledge"
)

// Document is one evaluation document (manual text with '#' headings).
type Document struct {
	Name    string
	Content string
}

// Question is a query and the text its answer chunk must contain.
type Question struct {
	Query  string
	Answer string
}

// Documents of the set.
var Documents = []Document{
	{"Clínica Sorriso — Atendimento", `# Horário de funcionamento
A Clínica Sorriso atende de segunda a sexta-feira, das 8h às 19h. Aos sábados o atendimento vai das 8h às 13h. Não abrimos aos domingos nem em feriados nacionais.

# Endereço e estacionamento
Estamos na Rua das Acácias, 245, no bairro Jardim Europa, em Campinas. Há estacionamento conveniado gratuito por duas horas no Edifício Solar, ao lado da clínica.

# Convênios aceitos
Aceitamos os planos odontológicos Amil Dental, Bradesco Dental, SulAmérica Odonto e OdontoPrev. Pacientes particulares recebem recibo para reembolso.

# Urgências
Em caso de dor forte, sangramento ou dente quebrado, ligue para o plantão de urgência no número (19) 99876-5432, disponível 24 horas.

# Agendamento e cancelamento
Consultas podem ser marcadas pelo WhatsApp ou pelo telefone. Cancelamentos devem ser feitos com pelo menos 24 horas de antecedência; faltas sem aviso geram cobrança de taxa de R$ 50.`},
	{"Clínica Sorriso — Tratamentos e preços", `# Avaliação inicial
A primeira consulta de avaliação custa R$ 120 e inclui exame clínico e radiografia panorâmica.

# Clareamento dental
O clareamento a laser é feito em três sessões de 40 minutos e custa R$ 900. O clareamento caseiro com moldeira custa R$ 600.

# Implantes
O implante dentário unitário com coroa de porcelana custa a partir de R$ 3.500. O tratamento completo leva de quatro a seis meses, incluindo a cicatrização do osso.

# Aparelho ortodôntico
O aparelho fixo metálico tem manutenção mensal de R$ 180. O alinhador transparente é avaliado caso a caso pelo ortodontista.

# Formas de pagamento
Aceitamos Pix, dinheiro, cartão de débito e cartão de crédito parcelado em até 12 vezes sem juros para tratamentos acima de R$ 1.000.`},
	{"Loja Verde — Política de trocas e entregas", `# Prazo de entrega
Pedidos para capitais são entregues em até 3 dias úteis. Para o interior, o prazo é de até 7 dias úteis após a confirmação do pagamento.

# Frete grátis
O frete é grátis em compras acima de R$ 299 para todo o Brasil, exceto para a região Norte, onde o frete grátis vale a partir de R$ 499.

# Trocas e devoluções
O cliente pode solicitar a troca ou devolução em até 30 dias após o recebimento. O produto deve estar sem uso e na embalagem original.

# Reembolso
O reembolso é feito na mesma forma de pagamento em até 10 dias úteis após recebermos o produto devolvido.

# Garantia
Todos os eletrodomésticos têm garantia de 12 meses contra defeitos de fabricação, além da garantia legal de 90 dias.`},
	{"Acme Cloud — Billing FAQ", `# Plans
Acme Cloud offers three plans: Starter at $19 per month, Team at $79 per month and Enterprise with custom pricing. Annual billing gives two months free.

# Invoices
Invoices are issued on the first day of each month and sent to the billing email. You can download past invoices as PDF from the Billing page.

# Payment methods
We accept Visa, Mastercard, American Express and bank transfers for annual Enterprise contracts. PayPal is not supported.

# Refunds
Monthly plans can be refunded within 14 days of the charge if the account used less than 10 GB of storage. Annual plans are refunded pro rata.

# Cancelling
You can cancel at any time from the account settings. Your data is kept for 30 days after cancellation and then permanently deleted.`},
	{"Acme Cloud — Security and support", `# Data location
Customer data is stored in data centers in Frankfurt and São Paulo. Enterprise customers can choose the region during onboarding.

# Encryption
All data is encrypted at rest with AES-256 and in transit with TLS 1.3. Encryption keys are rotated every 90 days.

# Two-factor authentication
Two-factor authentication can be enabled with an authenticator app or a hardware security key. Administrators can require it for the whole workspace.

# Support hours
Support is available by chat from 9am to 6pm CET on weekdays. Enterprise customers get 24/7 phone support with a one hour response time.

# Uptime guarantee
The service level agreement guarantees 99.9% monthly uptime. If we miss it, customers receive service credits of 10% of the monthly fee.`},
}

// Questions of the set (34).
var Questions = []Question{
	{"Qual o horário de funcionamento da clínica?", "das 8h às 19h"},
	{"Vocês abrem no sábado?", "sábados"},
	{"Abrem aos domingos?", "domingos"},
	{"Onde fica a clínica?", "Rua das Acácias"},
	{"Tem estacionamento?", "estacionamento conveniado"},
	{"Quais convênios vocês aceitam?", "Amil Dental"},
	{"Atendem Bradesco Dental?", "Bradesco Dental"},
	{"Qual o telefone de urgência para dor de dente?", "99876-5432"},
	{"Como faço para cancelar uma consulta?", "24 horas de antecedência"},
	{"Quanto custa a consulta de avaliação?", "R$ 120"},
	{"Qual o preço do clareamento a laser?", "R$ 900"},
	{"Quanto custa um implante dentário?", "R$ 3.500"},
	{"Quanto tempo demora o tratamento de implante?", "quatro a seis meses"},
	{"Qual o valor da manutenção do aparelho?", "R$ 180"},
	{"Posso parcelar no cartão de crédito?", "12 vezes"},
	{"Aceitam Pix?", "Pix"},
	{"Qual o prazo de entrega para o interior?", "7 dias úteis"},
	{"O frete é grátis?", "frete é grátis"},
	{"Posso devolver um produto?", "devolução em até 30 dias"},
	{"Em quanto tempo recebo o reembolso?", "10 dias úteis"},
	{"Qual a garantia dos eletrodomésticos?", "12 meses"},
	{"How much does the Team plan cost?", "$79 per month"},
	{"Is there a discount for annual billing?", "two months free"},
	{"When are invoices issued?", "first day of each month"},
	{"Do you accept PayPal?", "PayPal is not supported"},
	{"Can I get a refund on my monthly plan?", "refunded within 14 days"},
	{"What happens to my data after I cancel?", "kept for 30 days"},
	{"Where is customer data stored?", "Frankfurt"},
	{"Is my data encrypted?", "AES-256"},
	{"How often are encryption keys rotated?", "every 90 days"},
	{"How do I enable two-factor authentication?", "authenticator app"},
	{"What are your support hours?", "9am to 6pm"},
	{"What is the uptime guarantee?", "99.9%"},
	{"What credits do I get if the SLA is missed?", "service credits"},
}

// Result is the quality of a run.
type Result struct {
	Questions int
	Hit1      float64 // share of questions whose first hit holds the answer
	Hit5      float64 // share whose top five hold the answer
	Misses    []string
}

// Run asks every question against baseID (whose documents must be indexed).
func Run(ctx context.Context, svc *knowledge.Service, orgID, baseID uuid.UUID) (Result, error) {
	var r Result
	h1, h5 := 0, 0
	for _, q := range Questions {
		hits, err := svc.Search(ctx, orgID, []uuid.UUID{baseID}, q.Query, 5)
		if err != nil {
			return r, err
		}
		found := false
		for i, h := range hits {
			if strings.Contains(h.Content, q.Answer) {
				if i == 0 {
					h1++
				}
				h5++
				found = true
				break
			}
		}
		if !found {
			r.Misses = append(r.Misses, q.Query)
		}
	}
	r.Questions = len(Questions)
	r.Hit1 = float64(h1) / float64(r.Questions)
	r.Hit5 = float64(h5) / float64(r.Questions)
	return r, nil
}
