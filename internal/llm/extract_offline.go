package llm

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// The offline engine reads fields and judges criteria with word rules, the
// same answer for the same conversation every time. Its heuristics:
//
//   - A field's keywords are the content words of its name (snake_case split)
//     and description, accents folded, stop words of English, Portuguese and
//     Spanish dropped; "name" also means nome/nombre, "phone" telefone,
//     celular...
//   - The caller's turns are searched most relevant first: a turn sharing
//     keywords counts twice as much as one answering an agent turn that
//     shares them; ties go to the later turn (a corrected answer wins).
//     Within a turn the first value after the first keyword wins, else the
//     last value before it.
//   - string: an email (also spoken: "ana arroba gmail ponto com") when the
//     keywords say email, a phone number when they say phone; otherwise the
//     words after a keyword and an optional "is"/"é"/"es"/":" ("my name is
//     X", "meu nome é X", "me llamo X") up to a clause end; otherwise the
//     whole short answer to an agent question sharing the keywords.
//   - number: digits; with both "." and "," the last is the decimal mark, a
//     single separator followed by exactly three digits groups thousands,
//     otherwise it is the decimal mark. Numbers inside dates do not count.
//   - date: ISO, numeric (day first unless the conversation reads as
//     English, or the first number cannot be a month) and in words
//     ("12 de março de 2026", "March 12, 2026"), checked against the
//     calendar.
//   - boolean: a yes or no word or phrase (en, pt, es) in a relevant turn;
//     a bare "no" counts only as a turn's first word (in Portuguese it is
//     also "in the").
//   - email, phone and date fall back to any caller turn, latest first;
//     numbers, booleans and free strings need a relevant turn.

// Extract implements Extractor with the heuristics above.
func (Offline) Extract(_ context.Context, transcript []Message, fields []FieldSpec) (map[string]any, error) {
	c := newConversation(transcript)
	out := make(map[string]any, len(fields))
	for _, f := range fields {
		out[f.Name] = c.extract(f)
	}
	return out, nil
}

// folded is a text lower-cased without accents, with the offset in the
// original of each of its bytes, so a match found in the folded text is cut
// from the original.
type folded struct {
	orig string
	low  string
	off  []int // len(low)+1
}

var accentFold = map[rune]rune{
	'á': 'a', 'à': 'a', 'â': 'a', 'ã': 'a', 'ä': 'a', 'é': 'e', 'è': 'e', 'ê': 'e', 'ë': 'e',
	'í': 'i', 'ì': 'i', 'î': 'i', 'ï': 'i', 'ó': 'o', 'ò': 'o', 'ô': 'o', 'õ': 'o', 'ö': 'o',
	'ú': 'u', 'ù': 'u', 'û': 'u', 'ü': 'u', 'ç': 'c', 'ñ': 'n', '’': '\'',
}

func fold(s string) folded {
	f := folded{orig: s}
	var b strings.Builder
	b.Grow(len(s))
	f.off = make([]int, 0, len(s)+1)
	for i, r := range s {
		r = unicode.ToLower(r)
		if a, ok := accentFold[r]; ok {
			r = a
		}
		n := utf8.RuneLen(r)
		if r == utf8.RuneError {
			r, n = ' ', 1
		}
		b.WriteRune(r)
		for range n {
			f.off = append(f.off, i)
		}
	}
	f.off = append(f.off, len(s))
	f.low = b.String()
	return f
}

// cut is the original text under folded bytes [i, j).
func (f folded) cut(i, j int) string { return f.orig[f.off[i]:f.off[j]] }

// word is a word of a folded text and where it starts and ends.
type word struct {
	w          string
	start, end int
}

func wordsOf(low string) []word {
	var out []word
	start := -1
	for i, r := range low + " " {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || (r == '\'' && start >= 0) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, word{strings.TrimRight(low[start:i], "'"), start, i})
			start = -1
		}
	}
	return out
}

// extraStopWords are the function words of Portuguese and Spanish (folded)
// and English ones Tokens keeps, which say nothing about a field.
var extraStopWords = wordSet("the are was were has have had does did will shall should could may might must not but from into than then there their they them its our your yours his her she him who whom which when where why how any all each every some such only own same also just more most very too " +
	"caller agent customer client conversation call whether" +
	" que com por para uma umas uns dos das nos nas num numa pelo pela pelos pelas ele ela eles elas seu sua seus suas meu minha nao sim mais mas como quando onde qual quais esta este isso isto aquele aquela foi ser ter tem era sao cliente chamada agente conversa se" +
	" del los las una unos unas por para con sin sobre entre pero como cuando donde cual cuales este esta eso esto ese esa fue ser tiene hay mas sus mis llamada")

// synonyms widen a field keyword to its other languages' words.
var synonyms = map[string][]string{
	"name": {"nome", "nombre", "llamo", "chamo"}, "nome": {"name", "nombre", "chamo"}, "nombre": {"name", "nome", "llamo"},
	"phone": {"telefone", "telefono", "celular", "whatsapp", "number", "numero"}, "telefone": {"phone", "celular", "whatsapp", "numero"}, "telefono": {"phone", "celular", "whatsapp", "numero"},
	"email": {"mail", "correio", "correo"}, "date": {"data", "fecha", "dia"}, "data": {"date", "dia"}, "fecha": {"date", "dia"},
	"age": {"idade", "edad", "anos", "years"}, "city": {"cidade", "ciudad"}, "cidade": {"city"}, "ciudad": {"city"},
	"address": {"endereco", "direccion"}, "endereco": {"address"},
}

// keywords are the content words (stemmed, folded) of a field or criterion.
func keywords(parts ...string) map[string]bool {
	kw := map[string]bool{}
	for _, p := range parts {
		p = strings.NewReplacer("_", " ", "-", " ", ".", " ").Replace(splitCamel(p))
		for _, w := range wordsOf(fold(p).low) {
			if !isContent(w.w) {
				continue
			}
			kw[key(w.w)] = true
			for _, s := range synonyms[w.w] {
				kw[stem(s)] = true
			}
		}
	}
	return kw
}

func isContent(w string) bool {
	return utf8.RuneCountInString(w) > 2 && !stopWords[w] && !extraStopWords[w] && !isDigits(w)
}

func isDigits(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return w != ""
}

// splitCamel puts a space before each upper-case letter that follows a
// lower-case one (customerName → customer Name).
func splitCamel(s string) string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range s {
		if unicode.IsUpper(r) && unicode.IsLower(prev) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// turn is one message of the conversation, folded and split into words.
type turn struct {
	role  string
	text  folded
	words []word
}

type conversation struct {
	turns   []turn
	english bool // reads as English: numeric dates are month first
}

// maxOfflineTurnBytes bounds how much of each turn the offline engine reads.
const maxOfflineTurnBytes = 8 << 10

func newConversation(transcript []Message) *conversation {
	c := &conversation{}
	en, other := 0, 0
	for _, m := range transcript {
		s := m.Content
		if len(s) > maxOfflineTurnBytes {
			s = strings.ToValidUTF8(s[:maxOfflineTurnBytes], "")
		}
		t := turn{role: m.Role, text: fold(s)}
		t.words = wordsOf(t.text.low)
		for _, w := range t.words {
			switch {
			case englishMarkers[w.w]:
				en++
			case romanceMarkers[w.w]:
				other++
			}
		}
		c.turns = append(c.turns, t)
	}
	c.english = en > other
	return c
}

var (
	englishMarkers = wordSet("the is my and you your what please thank thanks i'm have it's this that with for")
	romanceMarkers = wordSet("o os as de que e y el la meu minha mi por para nao um uma una es com con obrigado gracias")
)

// candidates are the indexes of the caller's turns to search, most relevant
// first; with fallback, the other caller turns follow, latest first.
func (c *conversation) candidates(kw map[string]bool, fallback bool) []int {
	type scored struct{ i, score int }
	var list []scored
	for i, t := range c.turns {
		if t.role != "user" {
			continue
		}
		s := 2 * overlap(t.words, kw)
		if i > 0 && c.turns[i-1].role == "assistant" {
			s += overlap(c.turns[i-1].words, kw)
		}
		if s > 0 || fallback {
			list = append(list, scored{i, s})
		}
	}
	sort.SliceStable(list, func(a, b int) bool {
		if list[a].score != list[b].score {
			return list[a].score > list[b].score
		}
		return list[a].i > list[b].i
	})
	out := make([]int, len(list))
	for i, s := range list {
		out[i] = s.i
	}
	return out
}

func overlap(ws []word, kw map[string]bool) int {
	n := 0
	seen := map[string]bool{}
	for _, w := range ws {
		if s := key(w.w); kw[s] && !seen[s] {
			seen[s] = true
			n++
		}
	}
	return n
}

// key is how a word of a turn meets a keyword: stemmed, without a
// possessive or contracted "'s" ("name's John").
func key(w string) string { return stem(strings.TrimSuffix(w, "'s")) }

// anchor is where the first keyword of a turn ends (-1: none).
func anchor(t turn, kw map[string]bool) int {
	for _, w := range t.words {
		if kw[key(w.w)] {
			return w.end
		}
	}
	return -1
}

// span is a value found in a folded text at [start, end).
type span struct {
	start, end int
	value      any
}

// pick is the first span starting after the anchor, else the last before it.
func pick(spans []span, at int) (any, bool) {
	if len(spans) == 0 {
		return nil, false
	}
	if at < 0 {
		return spans[0].value, true
	}
	for _, s := range spans {
		if s.start >= at {
			return s.value, true
		}
	}
	return spans[len(spans)-1].value, true
}

func (c *conversation) extract(f FieldSpec) any {
	kw := keywords(f.Name, f.Description)
	var find func(t turn) []span
	fallback := false
	switch f.Type {
	case FieldNumber:
		find = func(t turn) []span { return findNumbers(t.text.low, findDates(t.text.low, c.english)) }
	case FieldBoolean:
		find = findYesNo
	case FieldDate:
		find = func(t turn) []span { return findDates(t.text.low, c.english) }
		fallback = true
	default:
		switch {
		case kw["email"] || kw["mail"]:
			find = func(t turn) []span { return findEmails(t.text.low) }
			fallback = true
		case kw["phone"] || kw["telefone"] || kw["telefono"]:
			find = func(t turn) []span { return findPhones(t.text.low) }
			fallback = true
		default:
			return c.freeText(kw)
		}
	}
	for _, i := range c.candidates(kw, fallback) {
		t := c.turns[i]
		if v, ok := pick(find(t), anchor(t, kw)); ok {
			return v
		}
	}
	return nil
}

var (
	emailRe       = regexp.MustCompile(`[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}`)
	spokenEmailRe = regexp.MustCompile(`([a-z0-9][a-z0-9._-]*)\s+(?:at|arroba)\s+([a-z0-9-]+)((?:\s+(?:dot|ponto|punto)\s+[a-z]{2,})+)`)
	spokenDotRe   = regexp.MustCompile(`\s+(?:dot|ponto|punto)\s+`)
	phoneRe       = regexp.MustCompile(`\+?\(?[0-9][0-9 ().-]{5,22}[0-9]`)
	numberRe      = regexp.MustCompile(`[-+]?[0-9](?:[0-9.,]*[0-9])?`)
	isoDateRe     = regexp.MustCompile(`\b([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})\b`)
	numDateRe     = regexp.MustCompile(`\b([0-9]{1,2})[/.-]([0-9]{1,2})[/.-]([0-9]{4}|[0-9]{2})\b`)
	// 12 de março de 2026, 1º de abril de 2026, 3 marzo 2026, 12 march 2026.
	dayMonthRe = regexp.MustCompile(`\b([0-9]{1,2})(?:º|ª|o|st|nd|rd|th)?\s+(?:(?:de|of)\s+)?([a-z]+)\.?,?\s+(?:(?:de|del|of)\s+)?([0-9]{4})\b`)
	// March 12, 2026; march 12th 2026.
	monthDayRe = regexp.MustCompile(`\b([a-z]+)\.?\s+([0-9]{1,2})(?:st|nd|rd|th)?,?\s+([0-9]{4})\b`)
)

func findEmails(low string) []span {
	var out []span
	for _, m := range emailRe.FindAllStringIndex(low, -1) {
		out = append(out, span{m[0], m[1], low[m[0]:m[1]]})
	}
	for _, m := range spokenEmailRe.FindAllStringSubmatchIndex(low, -1) {
		addr := low[m[2]:m[3]] + "@" + low[m[4]:m[5]] + spokenDotRe.ReplaceAllString(low[m[6]:m[7]], ".")
		out = append(out, span{m[0], m[1], addr})
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].start < out[b].start })
	return out
}

// findPhones finds runs of 8 to 15 digits written as a phone number
// (spaces, dashes, dots, brackets), kept as "+" and digits; a date is not
// a phone number.
func findPhones(low string) []span {
	var out []span
	for _, m := range phoneRe.FindAllStringIndex(low, -1) {
		s := low[m[0]:m[1]]
		if numDateRe.MatchString(s) || isoDateRe.MatchString(s) {
			continue
		}
		var b strings.Builder
		for i, r := range s {
			if r == '+' && i == 0 || r >= '0' && r <= '9' {
				b.WriteRune(r)
			}
		}
		if d := strings.TrimPrefix(b.String(), "+"); len(d) >= 8 && len(d) <= 15 {
			out = append(out, span{m[0], m[1], b.String()})
		}
	}
	return out
}

// findNumbers finds numbers in digits outside the given date spans.
func findNumbers(low string, dates []span) []span {
	var out []span
next:
	for _, m := range numberRe.FindAllStringIndex(low, -1) {
		for _, d := range dates {
			if m[0] < d.end && d.start < m[1] {
				continue next
			}
		}
		// Part of a word (a code like "a12b") is not a number.
		if m[0] > 0 {
			if r, _ := utf8.DecodeLastRuneInString(low[:m[0]]); unicode.IsLetter(r) {
				continue
			}
		}
		// A sign glued to what precedes is a dash ("98765-4321").
		if c := low[m[0]]; (c == '-' || c == '+') && m[0] > 0 && low[m[0]-1] != ' ' && low[m[0]-1] != '(' {
			m[0]++
		}
		if f, ok := parseDigits(low[m[0]:m[1]]); ok {
			out = append(out, span{m[0], m[1], f})
		}
	}
	return out
}

// parseDigits reads 1250, 1.250,50, 1,250.50, 12,5 (see the heuristics).
func parseDigits(s string) (float64, bool) {
	sign := ""
	if s[0] == '-' || s[0] == '+' {
		sign, s = s[:1], s[1:]
	}
	lastDot, lastComma := strings.LastIndexByte(s, '.'), strings.LastIndexByte(s, ',')
	switch {
	case lastDot >= 0 && lastComma >= 0:
		dec := byte('.')
		if lastComma > lastDot {
			dec = ','
		}
		s = decimalMark(s, dec)
	case lastDot >= 0 || lastComma >= 0:
		sep := byte('.')
		if lastComma >= 0 {
			sep = ','
		}
		last := max(lastDot, lastComma)
		if strings.Count(s, string(sep)) > 1 || len(s)-last-1 == 3 {
			s = strings.ReplaceAll(s, string(sep), "")
		} else {
			s = decimalMark(s, sep)
		}
	}
	f, err := strconv.ParseFloat(sign+s, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

// decimalMark drops the other separator and makes dec a dot.
func decimalMark(s string, dec byte) string {
	other := ","
	if dec == ',' {
		other = "."
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, other, ""), string(dec), ".")
}

// months are month names and abbreviations (folded) of pt, es and en.
var months = map[string]time.Month{}

func init() {
	for i, names := range []string{
		"janeiro jan enero ene january", "fevereiro fev febrero feb february", "marco mar marzo march", "abril abr april apr",
		"maio mai mayo may", "junho jun junio june", "julho jul julio july", "agosto ago august aug",
		"setembro set septiembre setiembre sep sept september", "outubro out octubre oct october", "novembro nov noviembre november",
		"dezembro dez diciembre dic december dec",
	} {
		for _, n := range strings.Fields(names) {
			months[n] = time.Month(i + 1)
		}
	}
}

func findDates(low string, english bool) []span {
	var out []span
	add := func(m []int, y, mo, d int) {
		if y < 100 {
			y += 2000
		}
		if mo < 1 || mo > 12 || d < 1 {
			return
		}
		t := time.Date(y, time.Month(mo), d, 0, 0, 0, 0, time.UTC)
		if t.Day() == d {
			out = append(out, span{m[0], m[1], t.Format(time.DateOnly)})
		}
	}
	num := func(m []int, k int) int { n, _ := strconv.Atoi(low[m[2*k]:m[2*k+1]]); return n }
	for _, m := range isoDateRe.FindAllStringSubmatchIndex(low, -1) {
		add(m, num(m, 1), num(m, 2), num(m, 3))
	}
	for _, m := range numDateRe.FindAllStringSubmatchIndex(low, -1) {
		a, b := num(m, 1), num(m, 2)
		if english && a <= 12 || b > 12 {
			a, b = b, a
		}
		add(m, num(m, 3), b, a)
	}
	for _, m := range dayMonthRe.FindAllStringSubmatchIndex(low, -1) {
		if mo, ok := months[low[m[4]:m[5]]]; ok {
			add(m, num(m, 3), int(mo), num(m, 1))
		}
	}
	for _, m := range monthDayRe.FindAllStringSubmatchIndex(low, -1) {
		if mo, ok := months[low[m[2]:m[3]]]; ok {
			add(m, num(m, 3), int(mo), num(m, 2))
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return out[a].start < out[b].start })
	// Drop a date inside another (an ISO date also matches nothing else, but
	// "12/03/2026" must not be read twice).
	kept := out[:0]
	for _, s := range out {
		if len(kept) > 0 && s.start < kept[len(kept)-1].end {
			continue
		}
		kept = append(kept, s)
	}
	return kept
}

// yesNoPhrases are the words and phrases (folded) that answer yes or no in
// English, Portuguese and Spanish; the longest phrase at a position wins.
var yesNoPhrases = map[string]bool{}

func init() {
	for _, w := range strings.Split("yes|yeah|yep|yup|sure|correct|right|affirmative|absolutely|certainly|definitely|of course|"+
		"sim|claro|isso mesmo|com certeza|pode ser|certo|exato|exatamente|positivo|claro que sim|"+
		"si|vale|correcto|exacto|cierto|por supuesto|de acuerdo|claro que si|desde luego", "|") {
		yesNoPhrases[w] = true
	}
	for _, w := range strings.Split("nope|nah|not|never|negative|don't|dont|doesn't|didn't|isn't|wasn't|won't|can't|haven't|hasn't|of course not|no way|not really|absolutely not|"+
		"nao|nunca|negativo|jamais|de jeito nenhum|de forma alguma|nem pensar|claro que nao|com certeza nao|"+
		"jamas|para nada|de ninguna manera|claro que no|por supuesto que no|en absoluto", "|") {
		yesNoPhrases[w] = false
	}
}

func findYesNo(t turn) []span {
	var out []span
	ws := t.words
	for i := 0; i < len(ws); i++ {
		if ws[i].w == "no" && i == 0 {
			// A bare "no" only opens an answer ("No, I don't").
			if i+1 < len(ws) {
				if v, ok := yesNoPhrases[ws[i].w+" "+ws[i+1].w]; ok {
					out = append(out, span{ws[i].start, ws[i+1].end, v})
					i++
					continue
				}
			}
			out = append(out, span{ws[i].start, ws[i].end, false})
			continue
		}
		for n := min(4, len(ws)-i); n >= 1; n-- {
			parts := make([]string, n)
			for k := range n {
				parts[k] = ws[i+k].w
			}
			if v, ok := yesNoPhrases[strings.Join(parts, " ")]; ok {
				out = append(out, span{ws[i].start, ws[i+n-1].end, v})
				i += n - 1
				break
			}
		}
	}
	return out
}

// leadIns are what a caller says before an answer ("it's São Paulo").
var leadIns = []string{"it's ", "it is ", "its ", "i'm ", "i am ", "e ", "eh ", "es ", "sou ", "soy ", "is ", ": ", "= ", "- ", "are ", "was ", "era ", "foi ", "se llama ", "me llamo ", "me chamo ", "chamo ", "llamo "}

// maxFreeWords bounds a free-text value.
const maxFreeWords = 8

// freeText reads a string: the words after a keyword ("my name is X"), else
// the short answer to an agent question sharing the keywords.
func (c *conversation) freeText(kw map[string]bool) any {
	if len(kw) == 0 {
		return nil
	}
	idx := c.candidates(kw, false)
	for _, i := range idx {
		t := c.turns[i]
		for k, w := range t.words {
			if !kw[key(w.w)] {
				continue
			}
			// Skip further keywords ("nome completo é"), then a lead-in.
			at := w.end
			for k+1 < len(t.words) && kw[key(t.words[k+1].w)] && t.words[k+1].start-at <= 2 {
				k++
				at = t.words[k].end
			}
			if v := valueAfter(t.text, at, true); v != "" {
				return v
			}
		}
	}
	for _, i := range idx {
		t := c.turns[i]
		if overlap(t.words, kw) > 0 || i == 0 || c.turns[i-1].role != "assistant" {
			continue
		}
		if v := valueAfter(t.text, 0, false); v != "" && len(strings.Fields(v)) <= maxFreeWords {
			return v
		}
	}
	return nil
}

// valueAfter is the clause of the folded text from byte at, after a lead-in;
// with needLead a lead-in (or nothing but spaces before a capital) is
// required so "name of the clinic" is not read as a value.
func valueAfter(f folded, at int, needLead bool) string {
	rest := f.low[at:]
	trimmed := strings.TrimLeft(rest, " ,")
	at += len(rest) - len(trimmed)
	led := false
	for again := true; again; {
		again = false
		for _, l := range leadIns {
			if strings.HasPrefix(f.low[at:], l) {
				at += len(l)
				led, again = true, true
				rest := f.low[at:]
				at += len(rest) - len(strings.TrimLeft(rest, " "))
				break
			}
		}
	}
	if needLead && !led {
		r, _ := utf8.DecodeRuneInString(f.orig[f.off[at]:])
		if !unicode.IsUpper(r) {
			return ""
		}
	}
	end := len(f.low)
	if i := strings.IndexAny(f.low[at:], ".,;!?\n()"); i >= 0 {
		end = at + i
	}
	ws := wordsOf(f.low[at:end])
	for k, w := range ws {
		if k >= maxFreeWords || k > 0 && clauseWords[w.w] {
			end = at + ws[k-1].end
			if k >= maxFreeWords {
				end = at + ws[maxFreeWords-1].end
			}
			break
		}
	}
	return cleanText(f.cut(at, end), maxValueRunes)
}

// clauseWords end a value ("João and I need...").
var clauseWords = wordSet("and but because so and i e mas porque entao y pero porque entonces que")

// Evaluate implements Evaluator: a criterion is judged by how many
// of its keywords the conversation holds (coverage) and by the caller's
// sentiment. score = round(7 × coverage + 3 × (sentiment + 1) / 2);
// pass_fail passes when at least half of the keywords appear and the caller
// was not negative.
func (o Offline) Evaluate(ctx context.Context, transcript []Message, criteria []CriterionSpec) ([]CriterionResult, error) {
	c := newConversation(transcript)
	present := map[string]bool{}
	for _, t := range c.turns {
		for _, w := range t.words {
			present[key(w.w)] = true
		}
	}
	label, sentiment, err := o.Sentiment(ctx, transcript)
	if err != nil {
		return nil, err
	}
	out := make([]CriterionResult, len(criteria))
	for i, cr := range criteria {
		r := CriterionResult{Criterion: cr.Name, Type: cr.Type}
		kw := keywords(cr.Name, cr.Description)
		var found []string
		for k := range kw {
			if present[k] {
				found = append(found, k)
			}
		}
		sort.Strings(found)
		coverage := 0.0
		if len(kw) > 0 {
			coverage = float64(len(found)) / float64(len(kw))
		}
		var reason string
		switch {
		case len(c.turns) == 0:
			reason = "The conversation had no turns."
		case len(kw) == 0:
			reason = fmt.Sprintf("The criterion names no words to look for; the caller's sentiment was %s.", label)
		default:
			reason = fmt.Sprintf("%d of %d criterion words found in the conversation", len(found), len(kw))
			if len(found) > 0 {
				reason += " (" + strings.Join(found[:min(5, len(found))], ", ") + ")"
			}
			reason += fmt.Sprintf("; the caller's sentiment was %s.", label)
		}
		r.Reason = reason
		if cr.Type == CriterionScore {
			s := 0
			if len(c.turns) > 0 {
				s = int(math.Round(7*coverage + 3*(sentiment+1)/2))
			}
			r.Score = &s
		} else {
			p := len(c.turns) > 0 && coverage >= 0.5 && label != SentimentNegative
			r.Passed = &p
		}
		out[i] = r
	}
	return out, nil
}
