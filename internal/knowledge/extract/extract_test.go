package extract

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

const samplePage = `<!doctype html><html><head><title>Clínica Sorriso – Horários</title><script>var x=1;</script></head>
<body><header><a href="/">Início</a></header><nav><a href="/precos">Preços</a><a href="/contato">Contato</a></nav>
<div class="cookie-banner">Aceite os cookies</div>
<main><h1>Horário de atendimento</h1><p>Atendemos de segunda a sexta, das 8h às 18h.</p>
<h2>Sábados</h2><p>Aos sábados, das 8h às 12h.</p><ul><li>Urgências: 24 horas</li></ul></main>
<footer>© 2026 Clínica Sorriso</footer></body></html>`

func TestHTMLMainContent(t *testing.T) {
	t.Parallel()
	p, err := HTML([]byte(samplePage))
	require.NoError(t, err)
	require.Equal(t, "Clínica Sorriso – Horários", p.Title)
	require.Len(t, p.Blocks, 3)
	require.Equal(t, "Horário de atendimento", p.Blocks[0].Heading)
	require.Equal(t, "Atendemos de segunda a sexta, das 8h às 18h.", p.Blocks[0].Text)
	require.Equal(t, "Sábados", p.Blocks[1].Heading)
	require.Equal(t, "Urgências: 24 horas", p.Blocks[2].Text)
	all := ""
	for _, b := range p.Blocks {
		all += b.Text
	}
	for _, junk := range []string{"cookies", "Contato", "var x", "2026"} {
		require.NotContains(t, all, junk)
	}
	require.Equal(t, []string{"/", "/precos", "/contato"}, p.Links)

	_, err = HTML([]byte("<html><body><nav>only menu</nav></body></html>"))
	require.ErrorIs(t, err, ErrNoText)
}

func TestPDFPagesKept(t *testing.T) {
	t.Parallel()
	b, err := SamplePDF([]string{"Refund policy. Refunds are accepted within 30 days.", "Shipping takes five business days.", "Página três: atendimento em português."}, false, "")
	require.NoError(t, err)
	require.True(t, IsPDF(b))
	res, err := PDF(b)
	require.NoError(t, err)
	require.Equal(t, 3, res.Pages)
	byPage := map[int]string{}
	for _, bl := range res.Blocks {
		byPage[bl.Page] += bl.Text
	}
	require.Contains(t, byPage[1], "Refunds are accepted within 30 days.")
	require.Contains(t, byPage[2], "Shipping takes five business days.")
	require.Contains(t, byPage[3], "atendimento em português")
}

func TestPDFFailures(t *testing.T) {
	t.Parallel()
	_, err := PDF([]byte("hello, not a pdf"))
	require.ErrorIs(t, err, ErrNotPDF)

	img, err := SamplePDF([]string{"", ""}, true, "")
	require.NoError(t, err)
	_, err = PDF(img)
	require.ErrorIs(t, err, ErrNoText)

	enc, err := SamplePDF([]string{"secret text"}, false, "s3cret")
	require.NoError(t, err)
	_, err = PDF(enc)
	require.ErrorIs(t, err, ErrEncrypted)

	_, err = PDF([]byte("%PDF-1.4\n garbage"))
	require.Error(t, err)
	require.False(t, errors.Is(err, ErrNotPDF))
}

func FuzzHTML(f *testing.F) {
	f.Add(samplePage)
	f.Add("<p>unclosed <b>bold <div>x</p>")
	f.Add("<main><h1></h1><h2>a</h2></main>")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := HTML([]byte(s))
		if err == nil && len(p.Blocks) == 0 {
			t.Fatal("no error but no blocks")
		}
		for _, b := range p.Blocks {
			if strings.TrimSpace(b.Text) == "" {
				t.Fatal("empty block")
			}
		}
	})
}

func FuzzPDF(f *testing.F) {
	good, err := SamplePDF([]string{"one page of text", "two"}, false, "")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add([]byte("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF"))
	f.Add([]byte("not a pdf"))
	f.Fuzz(func(t *testing.T, b []byte) {
		res, err := PDF(b)
		if err == nil && len(res.Blocks) == 0 {
			t.Fatal("no error but no text")
		}
	})
}
