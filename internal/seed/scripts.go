package seed

// Scripted conversations. Each line is "A: " (agent), "U: " (user/caller) or
// "T: " (tool) followed by alternatives separated by " || " (each may repeat
// the role prefix); one is drawn per call. Placeholders in braces are filled per call (see fill in generate.go).
// Every scenario has a Portuguese and an English script, and each script
// ends in a known outcome, with the actions it executed.

type script struct {
	lines   []string
	outcome string
	summary string // placeholders allowed
	// actions executed by this script: type, name and, per action, the
	// index of the turn after which it ran.
	actions []scriptAction
	// extracted names the placeholders copied into extracted data.
	extracted []string
}

type scriptAction struct {
	typ, name string
	afterTurn int
	// failRate is the share of executions that fail; a failure changes
	// nothing else in the script (the agent apologises in its next turn).
	failRate float64
}

type scenario struct {
	name string
	pt   []script
	en   []script
}

var bookingScenario = scenario{
	name: "appointment",
	pt: []script{{
		lines: []string{
			"A: Olá! Você ligou para {company}. Sou a {agent}, assistente virtual. Como posso ajudar? || A: Bom dia, {company}, aqui é a {agent}. Em que posso ajudar?",
			"U: Oi, eu queria marcar um horário para {service}. || U: Bom dia, gostaria de agendar {service}, por favor.",
			"A: Claro! Posso saber seu nome completo? || A: Com certeza. Qual é o seu nome, por favor?",
			"U: É {name}. || U: Meu nome é {name}.",
			"A: Obrigada, {first}. Tenho disponível {date} às {time} ou no dia seguinte às {time2}. Qual prefere?",
			"U: {date} às {time} está ótimo. || U: Pode ser {date}, às {time}.",
			"A: Perfeito. Qual o melhor telefone para contato? || A: Certo. Confirma um telefone para contato?",
			"U: Pode anotar {phone}. || U: É {phone}.",
			"A: Agendado: {service}, {date} às {time}, em nome de {name}. Você vai receber um SMS de confirmação.",
			"U: Ótimo, obrigado! || U: Perfeito, muito obrigada.",
			"A: Eu que agradeço, {first}. Até lá! || A: Tenha um ótimo dia!",
		},
		outcome:   "booked",
		summary:   "{name} agendou {service} para {date} às {time}. Telefone de contato {phone}. SMS de confirmação enviado.",
		actions:   []scriptAction{{"booking", "calendar.book", 8, 0.06}, {"sms", "sms.confirmation", 8, 0.03}},
		extracted: []string{"name", "phone", "service", "date", "time"},
	}, {
		lines: []string{
			"A: {company}, bom dia! Aqui é a {agent}. Como posso ajudar?",
			"U: Preciso remarcar minha consulta de {date}. || U: Oi, tenho um horário marcado {date} e não vou conseguir ir.",
			"A: Sem problemas. Pode me informar o telefone usado no agendamento?",
			"U: {phone}, no nome de {name}.",
			"A: Encontrei: {service}, {date} às {time}. Para quando gostaria de remarcar?",
			"U: Teria algo na semana seguinte, de manhã? || U: Pode ser na outra semana, depois do almoço?",
			"A: Tenho {date2} às {time2}. Serve?",
			"U: Serve sim. || U: Pode ser.",
			"A: Pronto, remarquei para {date2} às {time2}. Vou enviar a confirmação por SMS.",
			"U: Obrigado. || U: Valeu, obrigada.",
		},
		outcome:   "rescheduled",
		summary:   "{name} remarcou {service} de {date} para {date2} às {time2}.",
		actions:   []scriptAction{{"booking", "calendar.reschedule", 7, 0.05}, {"sms", "sms.confirmation", 8, 0.03}},
		extracted: []string{"name", "phone", "service", "date2", "time2"},
	}, {
		lines: []string{
			"A: Olá, {company}. Em que posso ajudar?",
			"U: Quero marcar {service}, mas só posso no sábado. || U: Vocês atendem no sábado? Queria agendar {service}.",
			"A: Neste mês os sábados estão todos ocupados, {first}. Posso colocar seu nome na lista de espera?",
			"U: Pode sim, meu telefone é {phone}. || U: Tudo bem. Anota meu número, {phone}.",
			"A: Anotado. Entraremos em contato assim que abrir uma vaga. Algo mais?",
			"U: Não, só isso. Obrigado.",
		},
		outcome:   "no_availability",
		summary:   "{name} queria {service} num sábado; sem horários. Incluído na lista de espera, telefone {phone}.",
		actions:   []scriptAction{{"custom_action", "waitlist.add", 4, 0.04}},
		extracted: []string{"name", "phone", "service"},
	}},
	en: []script{{
		lines: []string{
			"A: Hi! You've reached {company}. I'm {agent}, the virtual assistant. How can I help? || A: Good morning, {company}, this is {agent}. How may I help you?",
			"U: Hi, I'd like to book {service}. || U: Hello, I need an appointment for {service}, please.",
			"A: Of course. May I have your full name? || A: Sure. What's your name, please?",
			"U: It's {name}. || U: My name is {name}.",
			"A: Thanks, {first}. I have {date} at {time} or the day after at {time2}. Which works better?",
			"U: {date} at {time} is great. || U: Let's do {date} at {time}.",
			"A: Perfect. What's the best number to reach you? || A: Great. Can you confirm a contact number?",
			"U: You can use {phone}. || U: It's {phone}.",
			"A: You're booked: {service}, {date} at {time}, under {name}. You'll get a confirmation text shortly.",
			"U: Great, thank you! || U: Perfect, thanks a lot.",
			"A: You're welcome, {first}. See you then! || A: Have a great day!",
		},
		outcome:   "booked",
		summary:   "{name} booked {service} for {date} at {time}. Contact number {phone}. Confirmation SMS sent.",
		actions:   []scriptAction{{"booking", "calendar.book", 8, 0.06}, {"sms", "sms.confirmation", 8, 0.03}},
		extracted: []string{"name", "phone", "service", "date", "time"},
	}, {
		lines: []string{
			"A: {company}, good afternoon! This is {agent}. How can I help?",
			"U: I need to reschedule my appointment on {date}. || U: Hi, I have an appointment {date} and I can't make it.",
			"A: No problem. What phone number was the booking made with?",
			"U: {phone}, under {name}.",
			"A: Found it: {service}, {date} at {time}. When would you like to move it to?",
			"U: Anything the following week, in the morning? || U: Could it be next week, after lunch?",
			"A: I have {date2} at {time2}. Does that work?",
			"U: That works. || U: Sure.",
			"A: Done, it's moved to {date2} at {time2}. I'll text you the confirmation.",
			"U: Thanks. || U: Thank you.",
		},
		outcome:   "rescheduled",
		summary:   "{name} moved {service} from {date} to {date2} at {time2}.",
		actions:   []scriptAction{{"booking", "calendar.reschedule", 7, 0.05}, {"sms", "sms.confirmation", 8, 0.03}},
		extracted: []string{"name", "phone", "service", "date2", "time2"},
	}, {
		lines: []string{
			"A: Hello, {company}. How can I help?",
			"U: I want to book {service}, but I can only come on Saturday. || U: Are you open on Saturdays? I'd like {service}.",
			"A: Saturdays are fully booked this month, {first}. Shall I put you on the waiting list?",
			"U: Yes please, my number is {phone}. || U: Okay. Take my number, {phone}.",
			"A: Done. We'll call you as soon as a slot opens. Anything else?",
			"U: No, that's all. Thanks.",
		},
		outcome:   "no_availability",
		summary:   "{name} wanted {service} on a Saturday; none free. Added to the waiting list, number {phone}.",
		actions:   []scriptAction{{"custom_action", "waitlist.add", 4, 0.04}},
		extracted: []string{"name", "phone", "service"},
	}},
}

var receptionScenario = scenario{
	name: "reception",
	pt: []script{{
		lines: []string{
			"A: Olá! Você ligou para {company}. Como posso ajudar? || A: {company}, boa tarde! Com quem eu falo?",
			"U: Oi, qual o horário de funcionamento de vocês? || U: Boa tarde, vocês abrem no feriado?",
			"A: Funcionamos de segunda a sexta, das 8h às 18h, e aos sábados até o meio-dia. Nos feriados estamos fechados.",
			"U: E o endereço? || U: Onde vocês ficam mesmo?",
			"A: Estamos na {street}, número {number}, em {city}. Tem estacionamento no local.",
			"U: Perfeito, obrigado. || U: Ah, ótimo. Valeu!",
			"A: Por nada! Mais alguma coisa? || A: Disponha. Tenha um bom dia!",
		},
		outcome: "resolved",
		summary: "Pessoa perguntou horário de funcionamento e endereço ({street}, {number}, {city}); respondido pela base de conhecimento.",
	}, {
		lines: []string{
			"A: {company}, bom dia! Aqui é a {agent}. Em que posso ajudar?",
			"U: Quero falar com o financeiro sobre a fatura {order}. || U: Preciso falar com alguém do financeiro, é sobre uma cobrança de {amount}.",
			"A: Entendi. Pode me dizer seu nome?",
			"U: {name}.",
			"A: Obrigada, {first}. Vou transferir você para o financeiro agora. Um momento, por favor.",
		},
		outcome:   "transferred",
		summary:   "{name} pediu o financeiro sobre {order} ({amount}); ligação transferida.",
		actions:   []scriptAction{{"call_transfer", "transfer.finance", 4, 0.08}},
		extracted: []string{"name", "order", "amount"},
	}, {
		lines: []string{
			"A: Olá, {company}. Como posso ajudar?",
			"U: Eu queria falar com o doutor {last2}. || U: Posso falar com {first2} {last2}, por favor?",
			"A: No momento não está disponível. Quer deixar um recado?",
			"U: Pode dizer que o {name} ligou, é sobre o orçamento. Meu número é {phone}.",
			"A: Anotado: {name}, sobre o orçamento, retorno no {phone}. Vou repassar ainda hoje.",
			"U: Obrigado.",
		},
		outcome:   "message_taken",
		summary:   "{name} deixou recado sobre o orçamento; pede retorno no {phone}.",
		actions:   []scriptAction{{"custom_action", "message.create", 4, 0.02}, {"sms", "sms.notify_staff", 4, 0.03}},
		extracted: []string{"name", "phone"},
	}},
	en: []script{{
		lines: []string{
			"A: Hi! You've reached {company}. How can I help? || A: {company}, good afternoon! Who am I speaking with?",
			"U: Hi, what are your opening hours? || U: Good afternoon, are you open on the holiday?",
			"A: We're open Monday to Friday, 8 AM to 6 PM, and Saturdays until noon. We're closed on public holidays.",
			"U: And the address? || U: Where are you located again?",
			"A: We're at {number} {street_en}, {city}. There's parking on site.",
			"U: Perfect, thanks. || U: Oh great. Thank you!",
			"A: You're welcome! Anything else? || A: Happy to help. Have a good day!",
		},
		outcome: "resolved",
		summary: "Caller asked for opening hours and the address ({number} {street_en}, {city}); answered from the knowledge base.",
	}, {
		lines: []string{
			"A: {company}, good morning! This is {agent}. How can I help?",
			"U: I'd like to speak to billing about invoice {order}. || U: I need someone in billing, it's about a charge of {amount}.",
			"A: I see. May I have your name?",
			"U: {name}.",
			"A: Thank you, {first}. I'm transferring you to billing now. One moment, please.",
		},
		outcome:   "transferred",
		summary:   "{name} asked for billing about {order} ({amount}); call transferred.",
		actions:   []scriptAction{{"call_transfer", "transfer.finance", 4, 0.08}},
		extracted: []string{"name", "order", "amount"},
	}, {
		lines: []string{
			"A: Hello, {company}. How can I help?",
			"U: I'd like to speak with Dr. {last2}. || U: Can I speak with {first2} {last2}, please?",
			"A: They're not available right now. Would you like to leave a message?",
			"U: Tell them {name} called about the quote. My number is {phone}.",
			"A: Got it: {name}, about the quote, call back on {phone}. I'll pass it on today.",
			"U: Thanks.",
		},
		outcome:   "message_taken",
		summary:   "{name} left a message about the quote; asks for a call back on {phone}.",
		actions:   []scriptAction{{"custom_action", "message.create", 4, 0.02}, {"sms", "sms.notify_staff", 4, 0.03}},
		extracted: []string{"name", "phone"},
	}},
}

var salesScenario = scenario{
	name: "sales",
	pt: []script{{
		lines: []string{
			"A: Olá, {first}? Aqui é a {agent}, da {company}. Você pediu informações sobre {product}. Tem dois minutos?",
			"U: Tenho sim, pode falar. || U: Oi, tenho, mas rapidinho.",
			"A: Ótimo. O que vocês procuram resolver hoje?",
			"U: A gente perde muitas ligações fora do horário, queria automatizar o atendimento. || U: Precisamos organizar o agendamento, hoje é tudo por telefone.",
			"A: Entendi. Vocês têm um orçamento previsto para isso?",
			"U: Algo em torno de {amount} por mês. || U: Pensamos em uns {amount} mensais.",
			"A: E para quando querem começar? Quem mais participa da decisão?",
			"U: Queremos começar em {month}; eu decido junto com meu sócio.",
			"A: Perfeito. Posso agendar uma conversa com um especialista {date} às {time}?",
			"U: Pode marcar. || U: Fechado.",
			"A: Agendado! Você vai receber o convite por e-mail em {email}. Obrigada, {first}!",
		},
		outcome:   "qualified",
		summary:   "Lead {name} qualificado: orçamento de {amount}/mês, início em {month}, decide com o sócio. Reunião com especialista {date} às {time}.",
		actions:   []scriptAction{{"custom_action", "crm.update_lead", 7, 0.03}, {"booking", "calendar.book_meeting", 9, 0.05}},
		extracted: []string{"name", "amount", "month", "email", "date", "time"},
	}, {
		lines: []string{
			"A: Olá, {first}? Aqui é a {agent}, da {company}, sobre o seu interesse em {product}. Pode falar agora?",
			"U: Agora não dá, estou dirigindo. || U: Agora estou numa reunião.",
			"A: Sem problemas. Qual o melhor horário para retornarmos?",
			"U: Amanhã depois das {time}. || U: Me liga {date}, de tarde.",
			"A: Combinado, retornamos então. Obrigada!",
		},
		outcome:   "callback_scheduled",
		summary:   "{name} pediu retorno ({date}, {time}); ocupado no momento.",
		actions:   []scriptAction{{"custom_action", "crm.schedule_callback", 3, 0.03}},
		extracted: []string{"name", "date", "time"},
	}, {
		lines: []string{
			"A: Olá, {first}? Aqui é a {agent}, da {company}. Você baixou nosso material sobre {product}. Tem um minuto?",
			"U: Tenho, mas foi só curiosidade. Não temos orçamento este ano.",
			"A: Entendo perfeitamente. Posso te enviar conteúdos por e-mail e falamos no ano que vem?",
			"U: Pode ser, meu e-mail é {email}. || U: Não precisa, obrigado.",
			"A: Obrigada pelo seu tempo, {first}. Bom dia!",
		},
		outcome:   "not_qualified",
		summary:   "{name} sem orçamento este ano; não qualificado. Nutrir por e-mail ({email}).",
		actions:   []scriptAction{{"custom_action", "crm.update_lead", 3, 0.03}},
		extracted: []string{"name", "email"},
	}},
	en: []script{{
		lines: []string{
			"A: Hi, is this {first}? This is {agent} from {company}. You asked about {product}. Do you have two minutes?",
			"U: Sure, go ahead. || U: Hi, yes, but quickly.",
			"A: Great. What are you looking to solve?",
			"U: We miss a lot of calls after hours and want to automate the front desk. || U: We need to sort out scheduling, it's all by phone today.",
			"A: I see. Do you have a budget in mind?",
			"U: Around {amount} a month. || U: We were thinking about {amount} monthly.",
			"A: And when would you like to start? Who else is part of the decision?",
			"U: We'd like to start in {month_en}; I decide with my business partner.",
			"A: Perfect. Can I book a call with a specialist on {date} at {time}?",
			"U: Book it. || U: Sounds good.",
			"A: Booked! You'll get the invite at {email}. Thanks, {first}!",
		},
		outcome:   "qualified",
		summary:   "Lead {name} qualified: budget {amount}/month, start in {month_en}, decides with partner. Specialist call on {date} at {time}.",
		actions:   []scriptAction{{"custom_action", "crm.update_lead", 7, 0.03}, {"booking", "calendar.book_meeting", 9, 0.05}},
		extracted: []string{"name", "amount", "month_en", "email", "date", "time"},
	}, {
		lines: []string{
			"A: Hi, {first}? This is {agent} from {company}, about your interest in {product}. Is now a good time?",
			"U: Not now, I'm driving. || U: I'm in a meeting right now.",
			"A: No problem. When is a better time to call back?",
			"U: Tomorrow after {time}. || U: Call me {date}, in the afternoon.",
			"A: Will do. Thank you!",
		},
		outcome:   "callback_scheduled",
		summary:   "{name} asked for a call back ({date}, {time}); busy at the time.",
		actions:   []scriptAction{{"custom_action", "crm.schedule_callback", 3, 0.03}},
		extracted: []string{"name", "date", "time"},
	}, {
		lines: []string{
			"A: Hi, {first}? This is {agent} from {company}. You downloaded our guide on {product}. Do you have a minute?",
			"U: I do, but I was just curious. We have no budget this year.",
			"A: Totally understood. May I send you some material by email and check in next year?",
			"U: Sure, my email is {email}. || U: No need, thanks.",
			"A: Thanks for your time, {first}. Have a good day!",
		},
		outcome:   "not_qualified",
		summary:   "{name} has no budget this year; not qualified. Nurture by email ({email}).",
		actions:   []scriptAction{{"custom_action", "crm.update_lead", 3, 0.03}},
		extracted: []string{"name", "email"},
	}},
}

var supportScenario = scenario{
	name: "support",
	pt: []script{{
		lines: []string{
			"A: Oi! Sou o assistente virtual da {company}. Em que posso ajudar?",
			"U: Meu pedido {order} ainda não chegou. || U: Cadê meu pedido {order}? Já faz uma semana.",
			"A: Vou verificar. Pode confirmar o e-mail da compra?",
			"U: {email}",
			"T: pedido {order}: em trânsito, previsão de entrega {date}",
			"A: Seu pedido {order} está em trânsito, com entrega prevista para {date}. Enviei o código de rastreio por SMS.",
			"U: Ah, ok. Obrigado! || U: Beleza, valeu.",
		},
		outcome:   "resolved",
		summary:   "{name} perguntou pelo pedido {order}; em trânsito, entrega prevista {date}. Rastreio enviado por SMS.",
		actions:   []scriptAction{{"custom_action", "orders.lookup", 3, 0.02}, {"sms", "sms.tracking", 5, 0.03}},
		extracted: []string{"order", "email", "date"},
	}, {
		lines: []string{
			"A: Olá! Como posso ajudar?",
			"U: Fui cobrado duas vezes, {amount} cada, e quero o estorno. || U: Quero cancelar e pedir reembolso do pedido {order}.",
			"A: Sinto muito pelo transtorno, {first}. Reembolsos precisam de um atendente humano; vou transferir com um resumo do caso.",
			"U: Tá, mas rápido, por favor. || U: Ok.",
			"A: Transferindo agora. O tempo de espera é de cerca de 3 minutos.",
		},
		outcome:   "escalated",
		summary:   "{name} pede estorno/reembolso ({order}, {amount}); transferido para atendimento humano. Cliente irritado.",
		actions:   []scriptAction{{"call_transfer", "handoff.human", 3, 0.07}},
		extracted: []string{"name", "order", "amount"},
	}, {
		lines: []string{
			"A: Oi! Em que posso ajudar?",
			"U: Não consigo entrar na minha conta, esqueci a senha.",
			"A: Posso te ajudar. Qual é o e-mail cadastrado?",
			"U: {email}",
			"A: Enviei um link de redefinição para {email}. Ele vale por 30 minutos.",
			"U: Chegou, deu certo. Obrigada! || U: Recebi, consegui entrar.",
			"A: Que bom! Qualquer coisa, é só chamar.",
		},
		outcome:   "resolved",
		summary:   "Redefinição de senha para {email}; cliente conseguiu acessar.",
		actions:   []scriptAction{{"custom_action", "auth.send_reset_link", 4, 0.04}},
		extracted: []string{"email"},
	}},
	en: []script{{
		lines: []string{
			"A: Hi! I'm the virtual assistant of {company}. How can I help?",
			"U: My order {order} hasn't arrived yet. || U: Where is my order {order}? It's been a week.",
			"A: Let me check. Can you confirm the email you ordered with?",
			"U: {email}",
			"T: order {order}: in transit, expected delivery {date}",
			"A: Your order {order} is in transit and should arrive on {date}. I've texted you the tracking code.",
			"U: Oh, ok. Thanks! || U: Great, thank you.",
		},
		outcome:   "resolved",
		summary:   "{name} asked about order {order}; in transit, expected {date}. Tracking sent by SMS.",
		actions:   []scriptAction{{"custom_action", "orders.lookup", 3, 0.02}, {"sms", "sms.tracking", 5, 0.03}},
		extracted: []string{"order", "email", "date"},
	}, {
		lines: []string{
			"A: Hello! How can I help?",
			"U: I was charged twice, {amount} each, and I want a refund. || U: I want to cancel and get a refund for order {order}.",
			"A: I'm sorry about that, {first}. Refunds need a human agent; I'm handing you over with a summary of the case.",
			"U: Fine, but quickly please. || U: Ok.",
			"A: Transferring now. The wait is about 3 minutes.",
		},
		outcome:   "escalated",
		summary:   "{name} wants a refund ({order}, {amount}); handed over to a human agent. Customer upset.",
		actions:   []scriptAction{{"call_transfer", "handoff.human", 3, 0.07}},
		extracted: []string{"name", "order", "amount"},
	}, {
		lines: []string{
			"A: Hi! How can I help?",
			"U: I can't log into my account, I forgot my password.",
			"A: I can help with that. What's the email on the account?",
			"U: {email}",
			"A: I've sent a reset link to {email}. It's valid for 30 minutes.",
			"U: Got it, it worked. Thanks! || U: Received it, I'm in.",
			"A: Glad to hear it! Reach out any time.",
		},
		outcome:   "resolved",
		summary:   "Password reset for {email}; customer got back in.",
		actions:   []scriptAction{{"custom_action", "auth.send_reset_link", 4, 0.04}},
		extracted: []string{"email"},
	}},
}

// Short conversations of calls that did not complete.
var (
	brokenPT = []string{
		"A: Olá! Você ligou para {company}. Como posso ajudar?",
		"U: Oi, eu queria saber sobre... || U: Alô? Alô? || U: Bom dia, é sobre o meu pedido {order}",
		"A: Desculpe, não entendi. Pode repetir? || A: Você ainda está aí?",
	}
	brokenEN = []string{
		"A: Hi! You've reached {company}. How can I help?",
		"U: Hi, I wanted to ask about... || U: Hello? Hello? || U: Good morning, it's about my order {order}",
		"A: Sorry, I didn't catch that. Could you repeat? || A: Are you still there?",
	}
)

// Vocabulary the placeholders draw from.
var (
	firstNames = []string{
		"Ana", "Maria", "João", "Pedro", "Lucas", "Juliana", "Fernanda", "Carlos", "Rafael", "Beatriz",
		"Gabriel", "Mariana", "Bruno", "Camila", "Felipe", "Larissa", "Thiago", "Patrícia", "Rodrigo", "Aline",
		"Gustavo", "Letícia", "Diego", "Vanessa", "Marcelo", "Amanda", "Eduardo", "Renata", "André", "Sofia",
		"James", "Emily", "Michael", "Sarah", "David", "Jessica", "Daniel", "Laura", "Paulo", "Helena",
		"Ricardo", "Luiza", "Vinícius", "Isabela", "Leonardo", "Carolina", "Matheus", "Natália", "Otávio", "Clara",
	}
	lastNames = []string{
		"Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes",
		"Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa",
		"Rocha", "Dias", "Nascimento", "Andrade", "Moreira", "Nunes", "Marques", "Machado", "Mendes", "Freitas",
		"Smith", "Johnson", "Brown", "Miller", "Davis", "Wilson", "Cardoso", "Teixeira", "Correia", "Pinto",
	}
	// RareNames appear in about one call in 20,000, so a search for one
	// finds a handful of calls in a million (the benchmark's rare-name query).
	RareNames = []string{"Eustáquio Valdomiro", "Filomena Quitéria", "Ximena Brandt", "Thelonious Okafor", "Gertrudes Anunciação"}

	agentNames = []string{"Ana", "Sofia", "Clara", "Lia", "Bia"}
	servicesPT = []string{"limpeza dental", "consulta de rotina", "avaliação ortodôntica", "clareamento", "corte de cabelo", "exame de vista", "fisioterapia", "consulta com nutricionista"}
	servicesEN = []string{"a dental cleaning", "a check-up", "an orthodontic assessment", "teeth whitening", "a haircut", "an eye exam", "a physiotherapy session", "a nutrition consultation"}
	productsPT = []string{"atendimento automático", "agenda online", "o plano Empresarial", "a integração com CRM", "o módulo de cobrança"}
	productsEN = []string{"automated answering", "online scheduling", "the Business plan", "the CRM integration", "the billing module"}
	streets    = []string{"Rua Augusta", "Avenida Paulista", "Rua das Flores", "Avenida Brasil", "Rua XV de Novembro", "Rua da Consolação"}
	streetsEN  = []string{"Main Street", "Oak Avenue", "Park Road", "Market Street", "Elm Street", "Harbor Drive"}
	cities     = []string{"São Paulo", "Rio de Janeiro", "Belo Horizonte", "Curitiba", "Porto Alegre", "Recife", "Salvador", "Campinas", "Lisboa", "Austin"}
	monthsPT   = []string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"}
	weekdaysPT = []string{"domingo", "segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado"}
	domains    = []string{"gmail.com", "outlook.com", "hotmail.com", "yahoo.com.br", "uol.com.br", "empresa.com.br"}
)
