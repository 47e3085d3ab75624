package llm

import (
	"context"
	"strings"
	"testing"

	"voiceagent/internal/platform/apperr"
)

func turns(pairs ...string) []Message {
	var out []Message
	for i, p := range pairs {
		role := "assistant"
		if i%2 == 1 {
			role = "user"
		}
		out = append(out, Message{Role: role, Content: p})
	}
	return out
}

func TestOfflineExtractFindsTypedValues(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	cases := []struct {
		name  string
		conv  []Message
		field FieldSpec
		want  any
	}{
		{"Email", turns("Qual o seu e-mail?", "É joao.silva@Example.com.br, obrigado"), FieldSpec{Name: "email", Type: FieldString}, "joao.silva@example.com.br"},
		{"SpokenEmail", turns("What's your email?", "ana at gmail dot com"), FieldSpec{Name: "customer_email", Type: FieldString}, "ana@gmail.com"},
		{"Phone", turns("Seu telefone?", "Meu celular é (11) 98765-4321."), FieldSpec{Name: "phone", Type: FieldString, Description: "caller's phone"}, "11987654321"},
		{"PhoneE164", turns("Hi", "call me back at +55 11 3333-4444 please"), FieldSpec{Name: "callback_phone", Type: FieldString}, "+551133334444"},
		{"ISODate", turns("When?", "On 2026-03-12 if possible"), FieldSpec{Name: "appointment_date", Type: FieldDate}, "2026-03-12"},
		{"DayFirstDate", turns("Qual a data da consulta?", "Pode ser 12/03/2026"), FieldSpec{Name: "data_consulta", Type: FieldDate}, "2026-03-12"},
		{"MonthFirstInEnglish", turns("What date works for you?", "I think 03/12/2026 is good for me"), FieldSpec{Name: "date", Type: FieldDate}, "2026-03-12"},
		{"DateInPortugueseWords", turns("Quando?", "No dia 12 de março de 2026, por favor"), FieldSpec{Name: "data", Type: FieldDate}, "2026-03-12"},
		{"DateInSpanishWords", turns("¿Cuándo?", "el 3 de marzo del 2026"), FieldSpec{Name: "fecha", Type: FieldDate}, "2026-03-03"},
		{"DateInEnglishWords", turns("When?", "March 12th, 2026 works"), FieldSpec{Name: "when", Type: FieldDate}, "2026-03-12"},
		{"ImpossibleDate", turns("Data?", "31/04/2026"), FieldSpec{Name: "data", Type: FieldDate}, nil},
		{"NumberAfterQuestion", turns("Quantos anos você tem?", "Tenho 32."), FieldSpec{Name: "idade", Type: FieldNumber, Description: "idade do cliente em anos"}, 32.0},
		{"NumberNotFromDate", turns("How many guests?", "On 12/03/2026 we will be 4 guests"), FieldSpec{Name: "guests", Type: FieldNumber}, 4.0},
		{"DecimalComma", turns("Qual o valor?", "O valor é 1.250,50 reais"), FieldSpec{Name: "valor", Type: FieldNumber}, 1250.5},
		{"Thousands", turns("Budget?", "My budget is 1,500 dollars"), FieldSpec{Name: "budget", Type: FieldNumber}, 1500.0},
		{"NumberNeedsRelevance", turns("Hello", "I want 2 tickets"), FieldSpec{Name: "age", Type: FieldNumber}, nil},
		{"YesToQuestion", turns("Do you have health insurance?", "Yes, I do."), FieldSpec{Name: "has_insurance", Type: FieldBoolean, Description: "the caller has health insurance"}, true},
		{"NaoToQuestion", turns("Você tem convênio?", "Não tenho"), FieldSpec{Name: "convenio", Type: FieldBoolean}, false},
		{"DontInTurn", turns("Hello", "I don't have insurance"), FieldSpec{Name: "insurance", Type: FieldBoolean}, false},
		{"NoIsAlsoInTheInPortuguese", turns("Convênio?", "Tenho convênio no hospital"), FieldSpec{Name: "convenio", Type: FieldBoolean}, nil},
		{"NameInEnglish", turns("Who is calling?", "Hi, my name is John Smith and I need help"), FieldSpec{Name: "name", Type: FieldString}, "John Smith"},
		{"NameContracted", turns("Hello", "Hi, my name's John, I need help"), FieldSpec{Name: "name", Type: FieldString}, "John"},
		{"NameMentionedIsNoValue", turns("Hello", "I want to change the name on my booking"), FieldSpec{Name: "name", Type: FieldString}, nil},
		{"NameAsAnswer", turns("Qual o seu nome?", "Carla Souza"), FieldSpec{Name: "nome", Type: FieldString}, "Carla Souza"},
		{"NameInPortuguese", turns("Olá", "Bom dia, meu nome é Maria da Silva."), FieldSpec{Name: "customer_name", Type: FieldString}, "Maria da Silva"},
		{"NameInSpanish", turns("Hola", "Hola, me llamo Ana Pérez, quiero una cita"), FieldSpec{Name: "nombre", Type: FieldString}, "Ana Pérez"},
		{"AnswerToQuestion", turns("Which city are you calling from?", "São Paulo."), FieldSpec{Name: "city", Type: FieldString}, "São Paulo"},
		{"AnswerWithLeadIn", turns("What is the reason of your call?", "It's a billing problem"), FieldSpec{Name: "reason", Type: FieldString}, "a billing problem"},
		{"StringNotFound", turns("Hello", "I'd like to book"), FieldSpec{Name: "city", Type: FieldString}, nil},
		{"LaterCorrectionWins", turns("Email?", "ana@old.com", "Anything else?", "sorry, my email is ana@new.com"), FieldSpec{Name: "email", Type: FieldString}, "ana@new.com"},
		{"AgentTurnsAreNotRead", turns("My email is agent@clinic.com", "ok"), FieldSpec{Name: "email", Type: FieldString}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			got, err := Extract(ctx, Offline{}, c.conv, []FieldSpec{c.field})
			if err != nil {
				t.Fatal(err)
			}
			v, present := got[c.field.Name]
			if !present || v != c.want {
				t.Fatalf("%s = %#v (present %v), want %#v", c.field.Name, v, present, c.want)
			}
		})
	}
}

func TestOfflineExtractHasEveryFieldAndIsDeterministic(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	conv := turns("Clínica Sorriso, bom dia! Qual o seu nome?", "Meu nome é Carla Souza, meu email é carla@x.com.br",
		"Para quando?", "Dia 5 de abril de 2026, às 10h", "Tem convênio?", "Sim")
	fields := []FieldSpec{{Name: "nome", Type: FieldString}, {Name: "email", Type: FieldString}, {Name: "data", Type: FieldDate},
		{Name: "convenio", Type: FieldBoolean}, {Name: "quantidade", Type: FieldNumber}, {Name: "cidade", Type: FieldString}}
	first, err := Extract(ctx, Offline{}, conv, fields)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"nome": "Carla Souza", "email": "carla@x.com.br", "data": "2026-04-05", "convenio": true, "quantidade": nil, "cidade": nil}
	for k, v := range want {
		if got, ok := first[k]; !ok || got != v {
			t.Errorf("%s = %#v (present %v), want %#v", k, got, ok, v)
		}
	}
	if len(first) != len(fields) {
		t.Errorf("%d keys for %d fields", len(first), len(fields))
	}
	for range 3 {
		again, _ := Extract(ctx, Offline{}, conv, fields)
		for k := range want {
			if again[k] != first[k] {
				t.Fatalf("%s changed: %#v then %#v", k, first[k], again[k])
			}
		}
	}
}

func TestExtractOverCompleteKeepsOnlyTypedValues(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	fields := []FieldSpec{{Name: "s", Type: FieldString}, {Name: "n", Type: FieldNumber}, {Name: "b", Type: FieldBoolean},
		{Name: "d", Type: FieldDate}, {Name: "missing", Type: FieldString}}
	cases := []struct {
		answer string
		want   map[string]any
	}{
		{`{"s":"  Ana  ","n":3.5,"b":false,"d":"2026-03-12"}`, map[string]any{"s": "Ana", "n": 3.5, "b": false, "d": "2026-03-12", "missing": nil}},
		{"Here you go:\n```json\n{\"s\":null,\"n\":\"12\",\"b\":\"yes\",\"d\":\"12/03/2026\",\"missing\":7}\n```", map[string]any{"s": nil, "n": nil, "b": nil, "d": nil, "missing": nil}},
		{`{"s":"","n":1e999,"b":1,"d":"2026-02-30"}`, map[string]any{"s": nil, "n": nil, "b": nil, "d": nil, "missing": nil}},
		{`{"s":["a"],"n":{"x":1},"b":true,"d":"2026-3-12"}`, map[string]any{"s": nil, "n": nil, "b": true, "d": nil, "missing": nil}},
	}
	for _, c := range cases {
		got, err := Extract(ctx, echo{c.answer}, nil, fields)
		if err != nil {
			t.Fatalf("%q: %v", c.answer, err)
		}
		for k, v := range c.want {
			if g, ok := got[k]; !ok || g != v {
				t.Errorf("%q: %s = %#v, want %#v", c.answer, k, g, v)
			}
		}
	}
	long, err := Extract(ctx, echo{`{"s":"` + strings.Repeat("é", 2000) + `"}`}, nil, fields[:1])
	if err != nil || len([]rune(long["s"].(string))) != maxValueRunes {
		t.Errorf("a long string is cut at %d runes: %v", maxValueRunes, err)
	}
	for _, bad := range []string{"I could not find anything.", `["a"]`, `{"s": }`, `{"s":"` + strings.Repeat("x", maxJSONAnswer) + `"}`} {
		if _, err := Extract(ctx, echo{bad}, nil, fields); !apperr.Is(err, apperr.Unavailable) {
			t.Errorf("%.40q: want Unavailable, got %v", bad, err)
		}
	}
	if got, err := Extract(ctx, echo{"not even asked"}, nil, nil); err != nil || len(got) != 0 {
		t.Errorf("no fields: %v %v", got, err)
	}
}

func TestExtractPromptNamesEveryField(t *testing.T) {
	t.Parallel()
	p := extractPrompt([]FieldSpec{{Name: "order_id", Type: FieldNumber, Description: "the order's number"}, {Name: "city", Type: FieldString}})
	for _, want := range []string{`"order_id" (number): the order's number`, `"city" (string)`, "JSON object", "YYYY-MM-DD", "null"} {
		if !strings.Contains(p, want) {
			t.Errorf("prompt lacks %q:\n%s", want, p)
		}
	}
}

func TestOfflineEvaluate(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	conv := turns("Good morning, thank you for calling Clínica Sorriso. How can I help?", "I want to book a cleaning, thanks, great service",
		"Your appointment is booked for Monday.", "Perfect, thank you")
	criteria := []CriterionSpec{
		{Name: "greeting", Description: "The agent greeted the caller and thanked them for calling", Type: CriterionPassFail},
		{Name: "refund_offered", Description: "A refund voucher was offered", Type: CriterionPassFail},
		{Name: "booking_quality", Description: "appointment booked", Type: CriterionScore},
	}
	res, err := Evaluate(ctx, Offline{}, conv, criteria)
	if err != nil {
		t.Fatal(err)
	}
	if len(res) != 3 {
		t.Fatalf("%d results", len(res))
	}
	for i, r := range res {
		if r.Criterion != criteria[i].Name || r.Type != criteria[i].Type || r.Reason == "" {
			t.Errorf("result %d: %+v", i, r)
		}
	}
	if r := res[0]; r.Passed == nil || !*r.Passed || r.Score != nil {
		t.Errorf("greeting: %+v", r)
	}
	if r := res[1]; r.Passed == nil || *r.Passed {
		t.Errorf("refund: %+v", r)
	}
	if r := res[2]; r.Score == nil || *r.Score < 8 || *r.Score > 10 || r.Passed != nil {
		t.Errorf("booking score: %+v", r)
	}
	again, _ := Evaluate(ctx, Offline{}, conv, criteria)
	for i := range res {
		if again[i].Reason != res[i].Reason {
			t.Errorf("reason changed: %q then %q", res[i].Reason, again[i].Reason)
		}
	}
	// An angry caller fails even a covered criterion.
	angry, _ := Evaluate(ctx, Offline{}, turns("Hello, how can I help?", "This is terrible, the worst help, I am angry"),
		[]CriterionSpec{{Name: "help", Type: CriterionPassFail}, {Name: "help", Type: CriterionScore}})
	if *angry[0].Passed || *angry[1].Score > 7 {
		t.Errorf("angry: %+v %+v", angry[0], *angry[1].Score)
	}
	empty, _ := Evaluate(ctx, Offline{}, nil, criteria[2:])
	if *empty[0].Score != 0 || !strings.Contains(empty[0].Reason, "no turns") {
		t.Errorf("empty: %+v", empty[0])
	}
}

func TestEvaluateOverCompleteIsStrict(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	criteria := []CriterionSpec{{Name: "Greeting", Type: CriterionPassFail}, {Name: "tone", Type: CriterionScore},
		{Name: "closing", Type: CriterionPassFail}, {Name: "accuracy", Type: CriterionScore}}
	answer := "```json\n" + `{"results":[
		{"criterion":"tone","passed":true,"score":7.6,"reason":"Calm."},
		{"criterion":"greeting","passed":true,"score":null,"reason":"Said hello."},
		{"criterion":"closing","passed":"yes","reason":"?"},
		{"criterion":"accuracy","score":15}
	]}` + "\n```"
	res, err := Evaluate(ctx, echo{answer}, nil, criteria)
	if err != nil {
		t.Fatal(err)
	}
	if r := res[0]; r.Criterion != "Greeting" || r.Passed == nil || !*r.Passed || r.Score != nil || r.Reason != "Said hello." {
		t.Errorf("greeting matched ignoring case: %+v", r)
	}
	if r := res[1]; r.Score == nil || *r.Score != 8 || r.Passed != nil || r.Reason != "Calm." {
		t.Errorf("tone rounded, passed dropped: %+v", r)
	}
	if r := res[2]; r.Passed != nil || r.Score != nil || !strings.Contains(r.Reason, "no usable verdict") {
		t.Errorf("a string verdict is none: %+v", r)
	}
	if r := res[3]; r.Score == nil || *r.Score != 10 {
		t.Errorf("score clamped: %+v", r)
	}
	// Unnamed verdicts go by position; a negative score clamps to 0; a
	// missing one is none.
	res, err = Evaluate(ctx, echo{`[{"passed":false,"reason":"No."},{"score":-3},{}]`}, nil, criteria)
	if err != nil {
		t.Fatal(err)
	}
	if *res[0].Passed || *res[1].Score != 0 || res[2].Passed != nil || res[3].Score != nil {
		t.Errorf("by position: %+v", res)
	}
	for _, bad := range []string{"All good.", `{"verdicts":[]}`, `{"results":"none"}`} {
		if _, err := Evaluate(ctx, echo{bad}, nil, criteria); !apperr.Is(err, apperr.Unavailable) {
			t.Errorf("%q: want Unavailable, got %v", bad, err)
		}
	}
	if p := evaluatePrompt(criteria); !strings.Contains(p, `"tone" (score)`) || !strings.Contains(p, "pass_fail") {
		t.Errorf("prompt: %s", p)
	}
}

func FuzzOfflineExtract(f *testing.F) {
	f.Add("Meu nome é Ana, email ana@x.com, 12/03/2026, 1.250,50, sim")
	f.Add("no 12 de março de 2026 +55 (11) 98765-4321 my name is")
	f.Fuzz(func(t *testing.T, s string) {
		fields := []FieldSpec{{Name: "name", Type: FieldString}, {Name: "email", Type: FieldString}, {Name: "phone", Type: FieldString},
			{Name: "date", Type: FieldDate}, {Name: "n", Type: FieldNumber}, {Name: "ok", Type: FieldBoolean}}
		got, err := Extract(context.Background(), Offline{}, turns("name email phone date n ok?", s), fields)
		if err != nil || len(got) != len(fields) {
			t.Fatalf("%v %v", got, err)
		}
		for _, f := range fields {
			if v := got[f.Name]; v != nil && typedValue(f.Type, v) == nil {
				t.Fatalf("%s: %#v is not a %s", f.Name, v, f.Type)
			}
		}
	})
}
