// Package chunk splits extracted document text into retrieval chunks that
// respect headings, paragraphs and sentences, with a size bound and overlap.
package chunk

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Block is one paragraph of extracted text with where it came from.
type Block struct {
	Page    int    // 1-based page number; 0 when the source has no pages
	Heading string // nearest heading above the paragraph
	Text    string
}

// Chunk is one unit of retrieval.
type Chunk struct {
	Position int // 0-based order inside the document
	Page     int
	Heading  string
	Text     string
}

// Options bound the chunks; zero values take the defaults.
type Options struct {
	MaxChars     int // upper bound of a chunk's text, in characters (default 1200)
	OverlapChars int // trailing sentences of the previous chunk repeated, up to this size (default 200)
}

func (o Options) norm() Options {
	if o.MaxChars <= 0 {
		o.MaxChars = 1200
	}
	if o.MaxChars < 50 {
		o.MaxChars = 50
	}
	if o.OverlapChars < 0 || o.OverlapChars >= o.MaxChars/2 {
		o.OverlapChars = o.MaxChars / 4
	}
	if o.OverlapChars == 0 {
		o.OverlapChars = 200
		if o.OverlapChars >= o.MaxChars/2 {
			o.OverlapChars = o.MaxChars / 4
		}
	}
	return o
}

// Split turns blocks into chunks. A chunk never crosses a heading or page
// boundary, never exceeds MaxChars characters, and carries the last sentences
// of the previous chunk of the same section as overlap. Empty blocks vanish.
func Split(blocks []Block, opts Options) []Chunk {
	o := opts.norm()
	var out []Chunk
	var cur []string // sentences of the chunk being built
	curLen := 0
	page, heading := 0, ""
	started := false
	flush := func(keepOverlap bool) {
		if len(cur) == 0 {
			return
		}
		text := strings.Join(cur, " ")
		out = append(out, Chunk{Position: len(out), Page: page, Heading: heading, Text: text})
		var keep []string
		if keepOverlap {
			n := 0
			for i := len(cur) - 1; i >= 0 && i > 0; i-- { // never the whole chunk
				l := utf8.RuneCountInString(cur[i]) + 1
				if n+l > o.OverlapChars {
					break
				}
				n += l
				keep = append([]string{cur[i]}, keep...)
			}
		}
		cur, curLen = keep, 0
		for _, s := range cur {
			curLen += utf8.RuneCountInString(s) + 1
		}
	}
	for _, b := range blocks {
		text := normalizeSpace(b.Text)
		if text == "" {
			continue
		}
		h := normalizeSpace(b.Heading)
		if started && (b.Page != page || h != heading) {
			flush(false)
			cur, curLen = nil, 0
		}
		started = true
		page, heading = b.Page, h
		for _, s := range pieces(text, o.MaxChars) {
			l := utf8.RuneCountInString(s) + 1
			if curLen+l > o.MaxChars+1 {
				flush(true)
				if curLen+l > o.MaxChars+1 {
					cur, curLen = nil, 0
				}
			}
			cur = append(cur, s)
			curLen += l
		}
	}
	flush(false)
	return out
}

// pieces splits a paragraph into sentences, and sentences longer than max into
// word-bounded parts no longer than max.
func pieces(text string, max int) []string {
	var out []string
	for _, s := range Sentences(text) {
		for utf8.RuneCountInString(s) > max {
			r := []rune(s)
			cut := max
			for i := max; i > max/2; i-- {
				if unicode.IsSpace(r[i]) {
					cut = i
					break
				}
			}
			out = append(out, strings.TrimSpace(string(r[:cut])))
			s = strings.TrimSpace(string(r[cut:]))
		}
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// Sentences splits text after '.', '!', '?' or '…' followed by a space and an
// upper-case letter, digit or opening quote; abbreviations of one letter
// ("e.g.", "J. Silva") do not end a sentence.
func Sentences(text string) []string {
	r := []rune(text)
	var out []string
	start := 0
	for i := 0; i < len(r); i++ {
		c := r[i]
		if c != '.' && c != '!' && c != '?' && c != '…' {
			continue
		}
		j := i + 1
		for j < len(r) && (r[j] == '"' || r[j] == '\'' || r[j] == ')' || r[j] == '”') {
			j++
		}
		if j >= len(r) || !unicode.IsSpace(r[j]) {
			continue
		}
		k := j
		for k < len(r) && unicode.IsSpace(r[k]) {
			k++
		}
		if k < len(r) && !(unicode.IsUpper(r[k]) || unicode.IsDigit(r[k]) || r[k] == '"' || r[k] == '“' || r[k] == '¿' || r[k] == '¡') {
			continue
		}
		if c == '.' && i >= 1 && unicode.IsLetter(r[i-1]) && (i == 1 || !unicode.IsLetter(r[i-2])) {
			continue // single-letter abbreviation
		}
		if c == '.' && isAbbrev(r[start:i]) {
			continue
		}
		if s := strings.TrimSpace(string(r[start:j])); s != "" {
			out = append(out, s)
		}
		start = j
	}
	if s := strings.TrimSpace(string(r[start:])); s != "" {
		out = append(out, s)
	}
	return out
}

var abbreviations = map[string]bool{
	"dr": true, "dra": true, "sr": true, "sra": true, "srta": true, "prof": true, "profa": true,
	"mr": true, "mrs": true, "ms": true, "st": true, "av": true, "etc": false, "no": true, "nº": true,
}

// isAbbrev reports whether the word before a period is a title abbreviation.
func isAbbrev(before []rune) bool {
	i := len(before)
	for i > 0 && unicode.IsLetter(before[i-1]) {
		i--
	}
	return abbreviations[strings.ToLower(string(before[i:]))]
}

func normalizeSpace(s string) string {
	s = strings.ToValidUTF8(s, "")
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == 0 }), " ")
}

// FromText parses plain or Markdown-like text: blank lines separate
// paragraphs and lines starting with '#' are headings.
func FromText(text string) []Block {
	var blocks []Block
	heading := ""
	var para []string
	emit := func() {
		if len(para) > 0 {
			blocks = append(blocks, Block{Heading: heading, Text: strings.Join(para, " ")})
			para = nil
		}
	}
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		t := strings.TrimSpace(line)
		switch {
		case t == "":
			emit()
		case strings.HasPrefix(t, "#"):
			emit()
			heading = strings.TrimSpace(strings.TrimLeft(t, "#"))
		default:
			para = append(para, t)
		}
	}
	emit()
	return blocks
}
