package chunk

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

func TestSplitRespectsHeadingsAndBound(t *testing.T) {
	t.Parallel()
	text := "# Horário\nAtendemos de segunda a sexta. Aos sábados até as 12h.\n\n# Preços\n" +
		strings.Repeat("A consulta custa R$ 200. O retorno é gratuito em 30 dias. ", 40)
	chunks := Split(FromText(text), Options{MaxChars: 300, OverlapChars: 80})
	require.GreaterOrEqual(t, len(chunks), 3)
	require.Equal(t, "Horário", chunks[0].Heading)
	require.Equal(t, "Atendemos de segunda a sexta. Aos sábados até as 12h.", chunks[0].Text)
	for i, c := range chunks {
		require.Equal(t, i, c.Position)
		require.LessOrEqual(t, utf8.RuneCountInString(c.Text), 300)
		if i > 0 {
			require.Equal(t, "Preços", c.Heading)
		}
	}
	// overlap: the second Preços chunk starts with the tail of the first
	first := Sentences(chunks[2].Text)
	require.True(t, strings.Contains(chunks[1].Text, first[0]+" "+first[1]))
}

func TestSplitLongSentenceAndPages(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("palavra ", 500)
	chunks := Split([]Block{{Page: 1, Text: "Primeira página."}, {Page: 2, Text: long}}, Options{MaxChars: 200})
	require.Equal(t, 1, chunks[0].Page)
	require.Equal(t, "Primeira página.", chunks[0].Text)
	for _, c := range chunks[1:] {
		require.Equal(t, 2, c.Page)
		require.LessOrEqual(t, utf8.RuneCountInString(c.Text), 200)
	}
	require.Empty(t, Split([]Block{{Text: "  \n\t "}}, Options{}))
}

func TestSentences(t *testing.T) {
	t.Parallel()
	require.Equal(t, []string{"Dr. J. Silva atende hoje.", "Ligue já!", "Tudo bem?"},
		Sentences("Dr. J. Silva atende hoje. Ligue já! Tudo bem?"))
	require.Equal(t, []string{"Version 1.2 is out."}, Sentences("Version 1.2 is out."))
}

func FuzzSplit(f *testing.F) {
	f.Add("# Título\nUm parágrafo. Outro!\n\nMais texto?", 100, 20)
	f.Add(strings.Repeat("x", 3000), 60, 10)
	f.Add("a. b. C. \x00\xff D", 0, -1)
	f.Fuzz(func(t *testing.T, text string, max, overlap int) {
		if max > 5000 {
			max = 5000
		}
		chunks := Split(FromText(text), Options{MaxChars: max, OverlapChars: overlap})
		bound := Options{MaxChars: max, OverlapChars: overlap}.norm().MaxChars
		for i, c := range chunks {
			if c.Position != i || c.Text == "" || utf8.RuneCountInString(c.Text) > bound || !utf8.ValidString(c.Text) {
				t.Fatalf("bad chunk %d: %+v (bound %d)", i, c, bound)
			}
		}
	})
}
