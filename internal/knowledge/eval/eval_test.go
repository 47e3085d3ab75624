package eval_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/knowledge"
	"voiceagent/internal/knowledge/eval"
	"voiceagent/internal/testkit"
)

// TestRetrievalQuality asserts quality, not timing: with full-text search
// alone at least 90% of the questions find their answer in the top five.
func TestRetrievalQuality(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	env.StartWorker()
	org := env.MustOrg("Eval")
	ctx := env.System(org.ID)
	name := "Eval"
	kb, err := env.App.Knowledge.CreateBase(ctx, knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	for _, d := range eval.Documents {
		_, err := env.App.Knowledge.CreateManual(ctx, kb.ID, d.Name, d.Content)
		require.NoError(t, err)
	}
	testkit.Eventually(t, 30*time.Second, "all indexed", func() bool {
		b, err := env.App.Knowledge.GetBase(ctx, kb.ID)
		require.NoError(t, err)
		return b.DocumentsByStatus.Ready == int64(len(eval.Documents))
	})
	require.GreaterOrEqual(t, len(eval.Questions), 30)
	res, err := eval.Run(ctx, env.App.Knowledge, org.ID, kb.ID)
	require.NoError(t, err)
	t.Logf("hit@1 %.2f hit@5 %.2f misses %v", res.Hit1, res.Hit5, res.Misses)
	require.GreaterOrEqual(t, res.Hit5, 0.9, "misses: %v", res.Misses)
}
