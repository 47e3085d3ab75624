package knowledge_test

import (
	"os"
	"testing"

	"voiceagent/internal/knowledge/extract"
)

// TestMain lets this test binary serve as its own PDF parser process, as the
// platform binary does, so PDF indexing runs isolated in tests too.
func TestMain(m *testing.M) {
	extract.ServeParserChild()
	os.Exit(m.Run())
}
