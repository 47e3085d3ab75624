package seed

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/calls"
)

// Agent is an agent calls are generated for.
type Agent struct {
	ID       uuid.UUID
	Name     string
	Type     string // inbound | outbound | voice_widget | chat
	Template string // which scripts it runs: receptionist, appointment-booker, lead-qualifier, support-chat
	Number   string // its line (E.164): the callee of inbound calls, the caller of outbound ones
}

// Options shape generated calls.
type Options struct {
	Seed    uint64    // same seed, same agents and now: same calls
	Now     time.Time // zero = time.Now(); calls end before it
	Days    int       // history window (default 90)
	Company string    // the organization's name as the agent says it
}

// Generator makes realistic calls: a plausible status mix, channels by agent
// type, PT/EN transcripts from scripted conversations with varying names,
// dates and numbers, executed actions and post-call outcomes. Batch is
// deterministic for a seed and batch index, so loads can run in parallel
// and still be repeatable.
type Generator struct {
	agents  []Agent
	cum     []float64 // cumulative agent weights
	o       Options
	oldest  time.Time
	newest  time.Time // finished calls are created before this (now - 1h)
	company string
}

// NewGenerator returns a generator over the given agents (at least one).
func NewGenerator(agents []Agent, o Options) *Generator {
	if o.Now.IsZero() {
		o.Now = time.Now()
	}
	o.Now = o.Now.UTC()
	if o.Days <= 0 {
		o.Days = 90
	}
	if o.Company == "" {
		o.Company = "Clínica Horizonte"
	}
	g := &Generator{agents: agents, o: o, company: o.Company}
	g.oldest = o.Now.Add(-time.Duration(o.Days) * 24 * time.Hour)
	g.newest = o.Now.Add(-time.Hour)
	total := 0.0
	for _, a := range agents {
		total += typeWeight[a.Type]
		g.cum = append(g.cum, total)
	}
	return g
}

// typeWeight is the share of traffic an agent gets by type.
var typeWeight = map[string]float64{"inbound": 3, "outbound": 2, "voice_widget": 1.5, "chat": 2}

// InProgress is how many of n generated calls are still created or active,
// all from the last hour: a few, never more than 50.
func InProgress(n int) int {
	if n < 20 {
		return 0
	}
	return max(2, min(n/1000, 50))
}

// Batch returns the calls with indexes [first, first+size) of a load of
// total calls; the last InProgress(total) of them are in progress.
func (g *Generator) Batch(batch, first, size, total int) []calls.ImportCall {
	rng := rand.New(rand.NewPCG(g.o.Seed, uint64(batch)+1))
	out := make([]calls.ImportCall, 0, size)
	live := total - InProgress(total)
	for i := first; i < first+size && i < total; i++ {
		ag := g.pickAgent(rng)
		if i >= live {
			out = append(out, g.inProgress(rng, ag, (i-live)%3 == 0))
			continue
		}
		created := g.createdAt(rng)
		out = append(out, g.finished(rng, ag, g.pickStatus(rng, ag), created, true))
	}
	return out
}

// Simulated returns one finished call of the agent in the given status
// (empty: drawn), created so that it ends about now.
func (g *Generator) Simulated(rng *rand.Rand, ag Agent, status string) calls.ImportCall {
	if status == "" {
		status = g.pickStatus(rng, ag)
	}
	c := g.finished(rng, ag, status, g.o.Now, false)
	// Shift the whole call so it ends now.
	shift := g.o.Now.Sub(c.EndedAt)
	c.CreatedAt = c.CreatedAt.Add(shift)
	if !c.StartedAt.IsZero() {
		c.StartedAt = c.StartedAt.Add(shift)
	}
	c.EndedAt = c.EndedAt.Add(shift)
	for i := range c.Actions {
		c.Actions[i].ExecutedAt = c.Actions[i].ExecutedAt.Add(shift)
	}
	c.OutcomeAt = time.Time{}
	return c
}

func (g *Generator) pickAgent(rng *rand.Rand) Agent {
	x := rng.Float64() * g.cum[len(g.cum)-1]
	for i, c := range g.cum {
		if x < c {
			return g.agents[i]
		}
	}
	return g.agents[len(g.agents)-1]
}

func (g *Generator) pickStatus(rng *rand.Rand, ag Agent) string {
	x := rng.Float64()
	if ag.Type == "outbound" { // outbound calls go unanswered more often
		switch {
		case x < 0.64:
			return "completed"
		case x < 0.84:
			return "failed"
		case x < 0.92:
			return "abandoned"
		default:
			return "cancelled"
		}
	}
	switch {
	case x < 0.82:
		return "completed"
	case x < 0.88:
		return "failed"
	case x < 0.96:
		return "abandoned"
	default:
		return "cancelled"
	}
}

// createdAt draws a time in the window, busier on weekdays and in business
// hours (Brasília time), with traffic growing over the period.
func (g *Generator) createdAt(rng *rand.Rand) time.Time {
	span := g.newest.Sub(g.oldest)
	brt := time.FixedZone("BRT", -3*3600)
	for {
		// Growth: density rises linearly by half over the window.
		u := rng.Float64()
		f := (math.Sqrt(1+3*u) - 1) // inverse CDF of density (1 + x) on [0,1], scaled to [0,1]
		t := g.oldest.Add(time.Duration(f * float64(span)))
		local := t.In(brt)
		w := 1.0
		if wd := local.Weekday(); wd == time.Saturday {
			w = 0.45
		} else if wd == time.Sunday {
			w = 0.2
		}
		switch h := local.Hour(); {
		case h >= 9 && h < 18:
		case h >= 7 && h < 21:
			w *= 0.45
		default:
			w *= 0.04
		}
		if rng.Float64() < w {
			return t
		}
	}
}

// conversation is one drawn script with its placeholder values.
type conversation struct {
	sc   script
	lang string
	v    vars
}

func (g *Generator) pickConversation(rng *rand.Rand, ag Agent, when time.Time) conversation {
	var sn scenario
	x := rng.Float64()
	switch ag.Template {
	case "appointment-booker":
		sn = pick2(x < 0.85, bookingScenario, receptionScenario)
	case "lead-qualifier":
		sn = salesScenario
	case "support-chat":
		sn = pick2(x < 0.85, supportScenario, bookingScenario)
	default: // receptionist and web widgets
		switch {
		case x < 0.55:
			sn = receptionScenario
		case x < 0.8:
			sn = bookingScenario
		default:
			sn = supportScenario
		}
	}
	lang, scripts := "pt", sn.pt
	if rng.Float64() < 0.3 {
		lang, scripts = "en", sn.en
	}
	return conversation{sc: scripts[rng.IntN(len(scripts))], lang: lang, v: g.drawVars(rng, lang, when)}
}

func pick2[T any](first bool, a, b T) T {
	if first {
		return a
	}
	return b
}

func (g *Generator) channel(rng *rand.Rand, ag Agent) (channel, direction string) {
	switch ag.Type {
	case "outbound":
		return "phone", "outbound"
	case "voice_widget":
		return "web", "inbound"
	case "chat":
		if rng.Float64() < 0.15 {
			return "sms", "inbound"
		}
		return "chat", "inbound"
	}
	return "phone", "inbound"
}

// finished builds a call that ended in status, created at created. When
// mayPend, one completed call in a hundred is left without its post-call
// outcome, as if processing had not run yet.
func (g *Generator) finished(rng *rand.Rand, ag Agent, status string, created time.Time, mayPend bool) calls.ImportCall {
	ch, dir := g.channel(rng, ag)
	conv := g.pickConversation(rng, ag, created)
	c := calls.ImportCall{AgentID: ag.ID, Channel: ch, Direction: dir, Status: status, CreatedAt: created}
	g.numbers(&c, ag, conv.v.phoneE164)
	setup := time.Duration(200+rng.IntN(800)) * time.Millisecond
	if ch == "phone" {
		setup = time.Duration(2000+rng.IntN(13000)) * time.Millisecond // ringing
	}
	started := created.Add(setup)
	neverStarted := false
	switch status {
	case "abandoned":
		neverStarted = rng.Float64() < 0.55
	case "failed":
		neverStarted = rng.Float64() < 0.5
	case "cancelled":
		neverStarted = rng.Float64() < 0.7
	}
	if neverStarted {
		c.EndedAt = started
		c.EndReason = pickOne(rng, preStartReasons[status])
		return c
	}
	c.StartedAt = started
	var lines []string
	if status == "completed" {
		lines = conv.sc.lines
	} else {
		broken := pick2(conv.lang == "pt", brokenPT, brokenEN)
		lines = broken[:1+rng.IntN(len(broken))]
	}
	// Turns: each takes speaking time by length plus a pause; a chat turn
	// takes typing time.
	offset := int64(300 + rng.IntN(900))
	perChar := int64(55)
	if ch == "chat" || ch == "sms" {
		perChar = 180
	}
	turnEnds := make([]int64, 0, len(lines))
	c.Transcript = make([]calls.Turn, 0, len(lines))
	for _, line := range lines {
		role, text := splitLine(rng, line)
		text = fill(text, &conv.v)
		c.Transcript = append(c.Transcript, calls.Turn{Role: role, Text: text, OffsetMS: offset})
		offset += int64(len(text))*perChar + int64(400+rng.IntN(1600))
		turnEnds = append(turnEnds, offset)
	}
	c.EndedAt = started.Add(time.Duration(offset+int64(500+rng.IntN(3000))) * time.Millisecond)
	if status != "completed" {
		c.EndReason = pickOne(rng, midCallReasons[status])
		if rng.Float64() < 0.5 {
			c.Outcome = g.brokenOutcome(rng, status, conv)
		}
		return c
	}
	c.EndReason = pickOne(rng, completedReasons)
	extracted := map[string]any{}
	for _, k := range conv.sc.extracted {
		extracted[k] = conv.v.data(k)
	}
	for _, a := range conv.sc.actions {
		at := started
		if a.afterTurn < len(turnEnds) {
			at = started.Add(time.Duration(turnEnds[a.afterTurn]) * time.Millisecond)
		}
		ok := rng.Float64() >= a.failRate
		in := calls.ActionInput{Type: a.typ, Name: a.name, ActionID: "act_" + strings.ReplaceAll(a.name, ".", "_"), Success: ok, ExecutedAt: at,
			Input: extracted}
		if ok {
			in.Result = map[string]any{"status": "ok", "reference": fmt.Sprintf("%s-%06d", strings.ToUpper(a.typ[:2]), rng.IntN(1000000))}
		} else {
			in.Error = pickOne(rng, actionErrors)
			in.Result = map[string]any{"status": "error"}
		}
		c.Actions = append(c.Actions, in)
	}
	if pending := rng.Float64() < 0.01; pending && mayPend {
		return c // post-call processing has not run for this one
	}
	c.Outcome = g.completedOutcome(rng, conv, extracted)
	c.OutcomeAt = c.EndedAt.Add(time.Duration(2000+rng.IntN(8000)) * time.Millisecond)
	return c
}

// inProgress builds a call from the last hour that is ringing (created) or
// under way (active).
func (g *Generator) inProgress(rng *rand.Rand, ag Agent, ringing bool) calls.ImportCall {
	created := g.o.Now.Add(-time.Duration(rng.IntN(55*60)+30) * time.Second)
	ch, dir := g.channel(rng, ag)
	conv := g.pickConversation(rng, ag, created)
	c := calls.ImportCall{AgentID: ag.ID, Channel: ch, Direction: dir, Status: "created", CreatedAt: created}
	g.numbers(&c, ag, conv.v.phoneE164)
	if ringing {
		return c
	}
	c.Status = "active"
	c.StartedAt = created.Add(time.Duration(1000+rng.IntN(8000)) * time.Millisecond)
	offset := int64(500)
	for _, line := range conv.sc.lines[:min(len(conv.sc.lines), 2+rng.IntN(3))] {
		role, text := splitLine(rng, line)
		text = fill(text, &conv.v)
		c.Transcript = append(c.Transcript, calls.Turn{Role: role, Text: text, OffsetMS: offset})
		offset += int64(len(text))*55 + 800
	}
	return c
}

func (g *Generator) numbers(c *calls.ImportCall, ag Agent, caller string) {
	switch {
	case c.Channel == "phone" && c.Direction == "outbound":
		c.FromNumber, c.ToNumber = ag.Number, caller
	case c.Channel == "phone", c.Channel == "sms":
		c.FromNumber, c.ToNumber = caller, ag.Number
	}
}

var (
	completedReasons = []string{"conversation finished", "caller hung up after goodbye", "agent ended the call", "transferred"}
	preStartReasons  = map[string][]string{
		"abandoned": {"caller hung up while ringing", "caller left the queue"},
		"failed":    {"no answer", "busy", "number unreachable", "provider error 503"},
		"cancelled": {"cancelled by operator", "campaign paused", "cancelled by integration"},
	}
	midCallReasons = map[string][]string{
		"abandoned": {"caller hung up", "caller stopped responding"},
		"failed":    {"media stream lost", "speech recognition timeout", "runtime error"},
		"cancelled": {"stopped by operator", "cancelled by integration"},
	}
	actionErrors = []string{"calendar unavailable: timeout after 5s", "slot no longer free", "SMS provider rejected the number", "transfer target did not answer", "CRM returned 500"}
)

func (g *Generator) completedOutcome(rng *rand.Rand, conv conversation, extracted map[string]any) *calls.Outcome {
	label := conv.sc.outcome
	var sent calls.Sentiment
	switch label {
	case "booked", "resolved", "qualified", "rescheduled":
		sent = calls.Sentiment{Label: "positive", Score: round2(0.3 + rng.Float64()*0.65)}
		if rng.Float64() < 0.1 {
			sent = calls.Sentiment{Label: "neutral", Score: round2(-0.1 + rng.Float64()*0.3)}
		}
	case "escalated":
		sent = calls.Sentiment{Label: "negative", Score: round2(-0.9 + rng.Float64()*0.6)}
	default:
		sent = calls.Sentiment{Label: "neutral", Score: round2(-0.2 + rng.Float64()*0.45)}
		if rng.Float64() < 0.15 {
			sent = calls.Sentiment{Label: "negative", Score: round2(-0.6 + rng.Float64()*0.35)}
		}
	}
	pt := conv.lang == "pt"
	resolution := round2(0.55 + rng.Float64()*0.45)
	if label == "escalated" || label == "no_availability" || label == "not_qualified" {
		resolution = round2(0.2 + rng.Float64()*0.5)
	}
	evals := []calls.Evaluation{
		{Name: "greeting", Result: pick2(pt, "Saudação com o nome da empresa", "Greeted with the company name"), Passed: ptr(rng.Float64() < 0.97)},
		{Name: "resolution", Result: pick2(pt, "Pedido do cliente atendido", "Customer request handled"), Score: ptr(resolution), Passed: ptr(resolution >= 0.7)},
		{Name: "tone", Result: pick2(pt, "Cordial e objetivo", "Polite and concise")},
	}
	if len(conv.sc.extracted) >= 3 {
		evals = append(evals, calls.Evaluation{Name: "confirmed_details", Result: pick2(pt, "Dados confirmados com o cliente", "Details read back to the customer"), Passed: ptr(rng.Float64() < 0.9)})
	}
	return &calls.Outcome{
		Summary: fill(conv.sc.summary, &conv.v), Outcome: label, ExtractedData: extracted,
		Evaluations: evals, Sentiment: &sent,
	}
}

func (g *Generator) brokenOutcome(rng *rand.Rand, status string, conv conversation) *calls.Outcome {
	pt := conv.lang == "pt"
	summary := map[string]string{
		"abandoned": pick2(pt, "A pessoa desligou antes de dizer o motivo da ligação.", "The caller hung up before saying why they called."),
		"failed":    pick2(pt, "A ligação caiu no início da conversa.", "The call dropped early in the conversation."),
		"cancelled": pick2(pt, "A conversa foi interrompida por um operador.", "An operator stopped the conversation."),
	}[status]
	return &calls.Outcome{
		Summary: summary, Outcome: status, ExtractedData: map[string]any{},
		Sentiment: &calls.Sentiment{Label: "neutral", Score: round2(-0.3 + rng.Float64()*0.3)},
	}
}

func ptr[T any](v T) *T { return &v }

func round2(f float64) float64 { return math.Round(f*100) / 100 }

func pickOne(rng *rand.Rand, from []string) string { return from[rng.IntN(len(from))] }

// splitLine draws one alternative of a script line and returns its role.
func splitLine(rng *rand.Rand, line string) (string, string) {
	role := "agent"
	switch line[0] {
	case 'U':
		role = "user"
	case 'T':
		role = "tool"
	}
	line = line[3:]
	if strings.Contains(line, " || ") {
		alts := strings.Split(line, " || ")
		line = alts[rng.IntN(len(alts))]
		if len(line) > 3 && line[1:3] == ": " && strings.IndexByte("AUT", line[0]) >= 0 {
			line = line[3:] // an alternative that repeats the role prefix
		}
	}
	return role, line
}

// vars are one call's placeholder values.
type vars struct {
	first, last, name, first2, last2 string
	agent, company                   string
	phoneE164, phone                 string
	service, product                 string
	date, date2, time, time2         string
	dateISO, date2ISO, hm, hm2       string
	order, amount, email             string
	street, streetEN, number, city   string
	month, monthEN                   string
}

func (g *Generator) drawVars(rng *rand.Rand, lang string, when time.Time) vars {
	v := vars{company: g.company}
	v.first, v.last = pickOne(rng, firstNames), pickOne(rng, lastNames)
	if rng.IntN(20000) == 0 {
		full := pickOne(rng, RareNames)
		v.first, v.last, _ = strings.Cut(full, " ")
	}
	v.name = v.first + " " + v.last
	v.first2, v.last2 = pickOne(rng, firstNames), pickOne(rng, lastNames)
	v.agent = pickOne(rng, agentNames)
	if rng.Float64() < 0.8 {
		v.phoneE164 = fmt.Sprintf("+55%d9%08d", []int{11, 21, 31, 41, 51, 61, 71, 81}[rng.IntN(8)], rng.IntN(100000000))
		v.phone = fmt.Sprintf("(%s) %s-%s", v.phoneE164[3:5], v.phoneE164[5:10], v.phoneE164[10:])
	} else {
		v.phoneE164 = fmt.Sprintf("+1%d%07d", []int{212, 305, 415, 512, 617}[rng.IntN(5)], rng.IntN(10000000))
		v.phone = fmt.Sprintf("(%s) %s-%s", v.phoneE164[2:5], v.phoneE164[5:8], v.phoneE164[8:])
	}
	i := rng.IntN(len(servicesPT))
	v.service = pick2(lang == "pt", servicesPT[i], servicesEN[i])
	j := rng.IntN(len(productsPT))
	v.product = pick2(lang == "pt", productsPT[j], productsEN[j])
	d1 := when.AddDate(0, 0, 1+rng.IntN(14))
	d2 := d1.AddDate(0, 0, 7+rng.IntN(7))
	h1, m1 := 8+rng.IntN(10), 15*rng.IntN(4)
	h2, m2 := 8+rng.IntN(10), 15*rng.IntN(4)
	v.date, v.date2 = sayDate(d1, lang), sayDate(d2, lang)
	v.dateISO, v.date2ISO = d1.Format("2006-01-02"), d2.Format("2006-01-02")
	v.time, v.time2 = sayTime(h1, m1, lang), sayTime(h2, m2, lang)
	v.hm, v.hm2 = fmt.Sprintf("%02d:%02d", h1, m1), fmt.Sprintf("%02d:%02d", h2, m2)
	v.order = "#" + strconv.Itoa(10000+rng.IntN(890000))
	amount := 50 * (2 + rng.IntN(60))
	if lang == "pt" {
		v.amount = "R$ " + thousands(amount, ".")
	} else {
		v.amount = "$" + thousands(amount, ",")
	}
	v.email = fmt.Sprintf("%s.%s%d@%s", ascii(strings.ToLower(v.first)), ascii(strings.ToLower(v.last)), rng.IntN(100), pickOne(rng, domains))
	k := rng.IntN(len(streets))
	v.street, v.streetEN = streets[k], streetsEN[k]
	v.number = strconv.Itoa(10 + rng.IntN(2500))
	v.city = pickOne(rng, cities)
	mo := time.Month(1 + rng.IntN(12))
	v.month, v.monthEN = monthsPT[mo-1], mo.String()
	return v
}

// data is the extracted-data value of a placeholder: machine-friendly forms.
func (v *vars) data(key string) any {
	switch key {
	case "phone":
		return v.phoneE164
	case "date":
		return v.dateISO
	case "date2":
		return v.date2ISO
	case "time":
		return v.hm
	case "time2":
		return v.hm2
	}
	return v.value(key)
}

func (v *vars) value(key string) string {
	switch key {
	case "first":
		return v.first
	case "name":
		return v.name
	case "first2":
		return v.first2
	case "last2":
		return v.last2
	case "agent":
		return v.agent
	case "company":
		return v.company
	case "phone":
		return v.phone
	case "service":
		return v.service
	case "product":
		return v.product
	case "date":
		return v.date
	case "date2":
		return v.date2
	case "time":
		return v.time
	case "time2":
		return v.time2
	case "order":
		return v.order
	case "amount":
		return v.amount
	case "email":
		return v.email
	case "street":
		return v.street
	case "street_en":
		return v.streetEN
	case "number":
		return v.number
	case "city":
		return v.city
	case "month":
		return v.month
	case "month_en":
		return v.monthEN
	}
	return "{" + key + "}"
}

// fill replaces {placeholders} in s.
func fill(s string, v *vars) string {
	if !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s) + 32)
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		b.WriteString(v.value(s[i+1 : i+j]))
		s = s[i+j+1:]
	}
}

func sayDate(d time.Time, lang string) string {
	if lang == "pt" {
		return fmt.Sprintf("%s, %d de %s", weekdaysPT[d.Weekday()], d.Day(), monthsPT[d.Month()-1])
	}
	return fmt.Sprintf("%s, %s %d", d.Weekday(), d.Month(), d.Day())
}

func sayTime(h, m int, lang string) string {
	if lang == "pt" {
		if m == 0 {
			return fmt.Sprintf("%dh", h)
		}
		return fmt.Sprintf("%dh%02d", h, m)
	}
	suffix := "AM"
	if h >= 12 {
		suffix = "PM"
	}
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	return fmt.Sprintf("%d:%02d %s", h12, m, suffix)
}

func thousands(n int, sep string) string {
	s := strconv.Itoa(n)
	if len(s) <= 3 {
		return s
	}
	return s[:len(s)-3] + sep + s[len(s)-3:]
}

var asciiFold = strings.NewReplacer("á", "a", "à", "a", "â", "a", "ã", "a", "é", "e", "ê", "e", "í", "i", "ó", "o", "ô", "o", "õ", "o", "ú", "u", "ç", "c")

func ascii(s string) string { return asciiFold.Replace(s) }
