package flows

import (
	"math"
	"regexp"
	"strconv"
	"strings"

	"voiceagent/internal/platform/locale"
)

// numberWord is a word of a number said in words.
type numberWord struct {
	kind  numberKind
	value float64
}

type numberKind int

const (
	numUnit      numberKind = iota // zero to nineteen (Spanish: to veintinueve)
	numTens                        // twenty, trinta, cuarenta...
	numHundreds                    // cem, duzentos, doscientos...: a whole hundred
	numHundred                     // English "hundred": multiplies what came before
	numThousand                    // thousand, mil
	numMillion                     // million, milhão, millón
	numConnector                   // and, e, y: only between number words
)

func vocabulary(units, tens, hundreds, thousand, million, connector string) map[string]numberWord {
	v := map[string]numberWord{}
	add := func(list string, kind numberKind, step float64, first float64) {
		for i, group := range strings.Split(list, "|") {
			for _, w := range strings.Fields(group) {
				v[w] = numberWord{kind: kind, value: first + float64(i)*step}
			}
		}
	}
	add(units, numUnit, 1, 0)
	add(tens, numTens, 10, 20)
	add(hundreds, numHundreds, 100, 100)
	add(thousand, numThousand, 0, 1000)
	add(million, numMillion, 0, 1e6)
	add(connector, numConnector, 0, 0)
	return v
}

// numberWords are the number words (folded) of each base language.
var numberWords = map[string]map[string]numberWord{
	locale.English: vocabulary(
		"zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen",
		"twenty|thirty|forty fourty|fifty|sixty|seventy|eighty|ninety", "", "thousand", "million millions", "and"),
	locale.Portuguese: vocabulary(
		"zero|um uma|dois duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze quatorze|quinze|dezesseis dezasseis|dezessete dezassete|dezoito|dezenove dezanove",
		"vinte|trinta|quarenta|cinquenta cincoenta|sessenta|setenta|oitenta|noventa",
		"cem cento|duzentos duzentas|trezentos trezentas|quatrocentos quatrocentas|quinhentos quinhentas|seiscentos seiscentas|setecentos setecentas|oitocentos oitocentas|novecentos novecentas",
		"mil", "milhao milhoes", "e"),
	locale.Spanish: vocabulary(
		"cero|uno un una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciseis|diecisiete|dieciocho|diecinueve||"+
			"veintiuno veintiun veintiuna|veintidos|veintitres|veinticuatro|veinticinco|veintiseis|veintisiete|veintiocho|veintinueve",
		"veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa",
		"cien ciento|doscientos doscientas|trescientos trescientas|cuatrocientos cuatrocientas|quinientos quinientas|seiscientos seiscientas|setecientos setecientas|ochocientos ochocientas|novecientos novecientas",
		"mil", "millon millones", "y"),
}

func init() {
	numberWords[locale.English]["hundred"] = numberWord{kind: numHundred, value: 100}
	numberWords[locale.English]["hundreds"] = numberWord{kind: numHundred, value: 100}
}

var (
	numeral = regexp.MustCompile(`^[-+]?[0-9.,]*[0-9][0-9.,]*$`)
	// A number written with dots between thousands and a decimal comma
	// (1.250,5), as Portuguese and Spanish write it.
	dottedThousands = regexp.MustCompile(`^[-+]?[0-9]{1,3}(\.[0-9]{3})+(,[0-9]+)?$`)
	decimalComma    = regexp.MustCompile(`^[-+]?[0-9]+,[0-9]+$`)
)

// parseNumeral reads a number in digits as the language writes it: in
// English a comma separates thousands (1,250); in Portuguese and Spanish
// a dot separates thousands and a comma decimals (1.250,5).
func parseNumeral(t, lang string) (float64, bool) {
	if !numeral.MatchString(t) {
		return 0, false
	}
	switch {
	case locale.Base(lang) == locale.English:
		t = strings.ReplaceAll(t, ",", "")
	case dottedThousands.MatchString(t):
		t = strings.ReplaceAll(strings.ReplaceAll(t, ".", ""), ",", ".")
	case decimalComma.MatchString(t):
		t = strings.ReplaceAll(t, ",", ".")
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsInf(f, 0) || math.IsNaN(f) {
		return 0, false
	}
	return f, true
}

// parseNumber finds the first number of an answer in digits or, when it
// has none ("um" and "una" are also articles), in words ("trinta e dois",
// "treinta y dos", "thirty-two"). English number words
// count for every agent; Portuguese or Spanish ones for an agent of that
// language (so an English "um" is a hesitation, not a one).
func parseNumber(s, lang string) (any, bool) {
	vocab := numberWords[locale.English]
	if base := locale.Base(lang); base != locale.English {
		vocab = numberWords[base]
	}
	lookup := func(w string) (numberWord, bool) {
		if nw, ok := vocab[w]; ok {
			return nw, true
		}
		nw, ok := numberWords[locale.English][w]
		return nw, ok
	}
	var ws []string
	for _, f := range strings.Fields(s) {
		if v, ok := parseNumeral(strings.TrimLeft(strings.TrimRight(f, ".!?,;:)"), "("), lang); ok {
			return v, true
		}
		ws = append(ws, words(f)...)
	}
	for i, first := range ws {
		if nw, ok := lookup(first); !ok || nw.kind == numConnector {
			continue
		}
		var run []numberWord
		for j := i; j < len(ws); j++ {
			w, ok := lookup(ws[j])
			if !ok {
				break
			}
			if w.kind == numConnector {
				// "e" and "y" join number words; elsewhere they are words.
				if next, ok := lookupAt(ws, j+1, lookup); !ok || next.kind == numConnector {
					break
				}
				continue
			}
			if len(run) > 0 && !follows(run[len(run)-1], w) {
				break
			}
			run = append(run, w)
		}
		return wordsValue(run), true
	}
	return nil, false
}

func lookupAt(ws []string, i int, lookup func(string) (numberWord, bool)) (numberWord, bool) {
	if i >= len(ws) {
		return numberWord{}, false
	}
	return lookup(ws[i])
}

// follows reports whether number word w can come after prev in one number
// ("twenty one", "cento e vinte", "dos mil"); "one twenty" is two numbers.
func follows(prev, w numberWord) bool {
	switch w.kind {
	case numUnit:
		return prev.kind != numUnit
	case numTens:
		return prev.kind != numUnit && prev.kind != numTens
	case numHundreds:
		return prev.kind == numThousand || prev.kind == numMillion
	default: // multipliers
		return true
	}
}

func wordsValue(run []numberWord) float64 {
	var total, current float64
	for _, w := range run {
		switch w.kind {
		case numHundred:
			current = max(current, 1) * 100
		case numThousand:
			total += max(current, 1) * w.value
			current = 0
		case numMillion:
			total = (total + max(current, 1)) * w.value
			current = 0
		default:
			current += w.value
		}
	}
	return total + current
}
