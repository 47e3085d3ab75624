package extract

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestMain makes this test binary its own parser child. hangEnv makes a child
// hang instead, standing in for a parser spinning on a hostile file.
func TestMain(m *testing.M) {
	if os.Getenv(hangEnv) == "1" && os.Getenv(parserEnv) == "1" {
		time.Sleep(time.Hour)
	}
	ServeParserChild()
	os.Exit(m.Run())
}

const hangEnv = "EXTRACT_TEST_PARSER_HANGS"

func TestPDFIsolatedMatchesInProcess(t *testing.T) {
	pdf, err := SamplePDF([]string{"Primeira página com texto.", "Second page with text."}, false, "")
	require.NoError(t, err)
	want, err := PDF(pdf)
	require.NoError(t, err)
	got, err := PDFIsolated(context.Background(), pdf, 20*time.Second)
	require.NoError(t, err)
	require.Equal(t, want, got)

	_, err = PDFIsolated(context.Background(), []byte("%PDF-1.4 /Encrypt"), 20*time.Second)
	require.ErrorIs(t, err, ErrEncrypted)
	_, err = PDFIsolated(context.Background(), []byte("hello"), 20*time.Second)
	require.ErrorIs(t, err, ErrNotPDF)
}

func TestPDFIsolatedKillsAHangingParser(t *testing.T) {
	pdf, err := SamplePDF([]string{"text"}, false, "")
	require.NoError(t, err)
	t.Setenv(hangEnv, "1")
	// The child sleeps for an hour; the call returning at all means it was
	// killed and reaped at the timeout rather than left running.
	_, err = PDFIsolated(context.Background(), pdf, 500*time.Millisecond)
	require.ErrorContains(t, err, "parsing took longer than 500ms")
}
