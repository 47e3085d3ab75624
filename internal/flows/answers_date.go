package flows

import (
	"regexp"
	"strconv"
	"strings"
	"time"

	"voiceagent/internal/platform/locale"
)

// months are the month names and abbreviations (folded) of Portuguese,
// Spanish and English.
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

var dateLayouts = []string{"2006-01-02", "2006/01/02", "January 2 2006", "2 January 2006", "Jan 2 2006", "2 Jan 2006", "January 2, 2006", "Jan 2, 2006", "02.01.2006"}

var (
	// 12/03/2026, 12-03-2026, 12/03/26: day first or month first by language.
	numericDate = regexp.MustCompile(`^([0-9]{1,2})[/-]([0-9]{1,2})[/-]([0-9]{4}|[0-9]{2})$`)
	// 12 de março de 2026, 1º de abril de 2026, 3 marzo 2026, 14 de mar. de 2026,
	// with whatever comes before (a weekday: "quinta-feira, 12 de março de 2026").
	wordDate = regexp.MustCompile(`(?:^|[^0-9])([0-9]{1,2})(?:º|ª|o)?\s+(?:de\s+)?([a-z]+)\.?,?\s+(?:(?:de|del)\s+)?([0-9]{4})\s*$`)
)

// parseDate reads a date as YYYY-MM-DD: ISO and English forms, numeric
// dates (day first for a Portuguese or Spanish agent, month first for an
// English one) and Portuguese or Spanish dates in words.
func parseDate(s, lang string) (any, bool) {
	clean := strings.Join(strings.Fields(strings.ReplaceAll(s, ",", ", ")), " ")
	clean = strings.TrimRight(strings.ReplaceAll(clean, " ,", ","), ".!?")
	for _, l := range dateLayouts {
		if t, err := time.Parse(l, clean); err == nil {
			return t.Format("2006-01-02"), true
		}
	}
	if m := numericDate.FindStringSubmatch(clean); m != nil {
		a, _ := strconv.Atoi(m[1])
		b, _ := strconv.Atoi(m[2])
		year, _ := strconv.Atoi(m[3])
		if len(m[3]) == 2 {
			year += 2000
		}
		day, month := b, a
		if locale.DayFirst(lang) {
			day, month = a, b
		}
		return validDate(year, month, day)
	}
	if m := wordDate.FindStringSubmatch(fold(clean)); m != nil {
		month, ok := months[m[2]]
		if !ok {
			return nil, false
		}
		day, _ := strconv.Atoi(m[1])
		year, _ := strconv.Atoi(m[3])
		return validDate(year, int(month), day)
	}
	return nil, false
}

// validDate refuses a day the month does not have (31/04, 29/02/2026).
func validDate(year, month, day int) (any, bool) {
	if month < 1 || month > 12 || day < 1 {
		return nil, false
	}
	t := time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC)
	if t.Day() != day {
		return nil, false
	}
	return t.Format("2006-01-02"), true
}
