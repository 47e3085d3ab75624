package extract

import (
	"bytes"
	"image"
	"image/color"
	"image/png"

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
