package extract

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/ledongthuc/pdf"

	"voiceagent/internal/knowledge/chunk"
)

// ErrNotPDF is returned for bytes that do not start with the PDF signature.
var ErrNotPDF = errors.New("the file is not a PDF")

// ErrEncrypted is returned for password-protected PDFs.
var ErrEncrypted = errors.New("the PDF is encrypted; upload a copy without a password")

// IsPDF reports whether b starts with the PDF signature (after optional
// leading whitespace, as some producers emit).
func IsPDF(b []byte) bool {
	return bytes.HasPrefix(bytes.TrimLeft(b, " \t\r\n\x00\xef\xbb\xbf"), []byte("%PDF-"))
}

// PDFResult is the text of a PDF, one or more blocks per page.
type PDFResult struct {
	Pages  int
	Blocks []chunk.Block
}

// PDF extracts the text of every page, keeping page numbers. Errors:
// ErrNotPDF, ErrEncrypted, ErrNoText (image-only or scanned documents), or a
// parse error for a damaged file.
func PDF(b []byte) (res PDFResult, err error) {
	if !IsPDF(b) {
		return res, ErrNotPDF
	}
	if bytes.Contains(b, []byte("/Encrypt")) {
		return res, ErrEncrypted
	}
	defer func() { // the parser panics on some malformed inputs
		if r := recover(); r != nil {
			res, err = PDFResult{}, fmt.Errorf("the PDF could not be read: %v", r)
		}
	}()
	rd, err := pdf.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		if errors.Is(err, pdf.ErrInvalidPassword) {
			return res, ErrEncrypted
		}
		return res, fmt.Errorf("the PDF could not be read: %w", err)
	}
	res.Pages = rd.NumPage()
	for i := 1; i <= res.Pages; i++ {
		pg := rd.Page(i)
		if pg.V.IsNull() {
			continue
		}
		rows, err := pg.GetTextByRow()
		if err != nil {
			return PDFResult{}, fmt.Errorf("the PDF could not be read on page %d: %w", i, err)
		}
		var para []string
		lastY := 0.0
		emit := func() {
			if t := strings.Join(para, " "); strings.TrimSpace(t) != "" {
				res.Blocks = append(res.Blocks, chunk.Block{Page: i, Text: t})
			}
			para = nil
		}
		for j, row := range rows {
			var line strings.Builder
			for _, w := range row.Content {
				line.WriteString(w.S)
			}
			y := 0.0
			if len(row.Content) > 0 {
				y = row.Content[0].Y
			}
			// a gap taller than two lines starts a new paragraph
			if j > 0 && lastY-y > 2.2*fontSize(row) {
				emit()
			}
			lastY = y
			para = append(para, line.String())
		}
		emit()
	}
	if len(res.Blocks) == 0 {
		return res, ErrNoText
	}
	return res, nil
}

func fontSize(r *pdf.Row) float64 {
	if len(r.Content) > 0 && r.Content[0].FontSize > 0 {
		return r.Content[0].FontSize
	}
	return 12
}
