package extract

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"strconv"

	"github.com/go-pdf/fpdf"
)

// SamplePDF writes a real PDF with one page per entry of pages (a text layer
// in Helvetica). With imageOnly the pages carry only a raster image and no
// text; with password the file is encrypted. Tests and benchmarks use it.
func SamplePDF(pages []string, imageOnly bool, password string) ([]byte, error) {
	pdfw := fpdf.New("P", "mm", "A4", "")
	if password != "" {
		pdfw.SetProtection(fpdf.CnProtectPrint, password, password+"-owner")
	}
	tr := pdfw.UnicodeTranslatorFromDescriptor("")
	if imageOnly {
		img := image.NewRGBA(image.Rect(0, 0, 40, 20))
		for x := 0; x < 40; x++ {
			img.Set(x, x/2, color.Black)
		}
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			return nil, err
		}
		pdfw.RegisterImageOptionsReader("scan", fpdf.ImageOptions{ImageType: "PNG"}, &buf)
	}
	for _, text := range pages {
		pdfw.AddPage()
		if imageOnly {
			pdfw.ImageOptions("scan", 10, 10, 150, 75, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
			continue
		}
		pdfw.SetFont("Helvetica", "", 12)
		pdfw.MultiCell(0, 6, tr(text), "", "L", false)
	}
	var out bytes.Buffer
	if err := pdfw.Output(&out); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// LoopingPDF writes a small hostile PDF whose page tree lists itself as its
// own kid: a parser that walks the tree without remembering where it has
// been never finishes. Tests and benchmarks use it as an upload that holds a
// parser until its timeout. n varies the bytes so each copy is distinct.
func LoopingPDF(n int) []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [2 0 R] /Count 1 >>",
		"<< /Producer (loop " + strconv.Itoa(n) + ") >>",
	}
	offs := make([]int, len(objs))
	for i, o := range objs {
		offs[i] = b.Len()
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, off := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", off)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R /Info 3 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}
