package orgs_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/orgs"
)

func TestSlugify(t *testing.T) {
	for in, want := range map[string]string{
		"Clínica São João":    "clinica-sao-joao",
		"  ACME -- Corp!! ":   "acme-corp",
		"日本":                  "",
		"a_b.c":               "a-b-c",
		"Çedilha & Ação 2026": "cedilha-acao-2026",
	} {
		require.Equal(t, want, orgs.Slugify(in), in)
	}
}
