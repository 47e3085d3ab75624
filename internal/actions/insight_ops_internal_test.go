package actions

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
)

func TestTranscriptMessages(t *testing.T) {
	t.Parallel()
	msgs, err := TranscriptInput{Transcript: []TranscriptTurn{{"agent", "Hello"}, {"user", "Hi"}, {"assistant", "Bye"}}}.messages()
	require.NoError(t, err)
	require.Equal(t, []string{"assistant", "user", "assistant"}, []string{msgs[0].Role, msgs[1].Role, msgs[2].Role})

	// NUL and invalid UTF-8 reach the service through GraphQL variables.
	_, err = TranscriptInput{Transcript: []TranscriptTurn{{"user", "a\x00b"}, {"user", "\xff"}, {"system", "x"}}}.messages()
	var e *apperr.Error
	require.ErrorAs(t, err, &e)
	var paths []string
	for _, f := range e.Fields {
		paths = append(paths, f.Field)
	}
	require.Equal(t, []string{"transcript[0].text", "transcript[1].text", "transcript[2].role"}, paths)

	// However bad, an answer lists a bounded number of problems.
	bad := make([]TranscriptTurn, MaxTranscriptTurns)
	_, err = TranscriptInput{Transcript: bad}.messages()
	require.ErrorAs(t, err, &e)
	require.LessOrEqual(t, len(e.Fields), maxTranscriptProblems+1)
}

func TestEvaluationEntryName(t *testing.T) {
	t.Parallel()
	taken := map[string]bool{"Courtesy": true}
	require.Equal(t, "Resolution", evaluationEntryName(taken, "Quality", "Resolution"))
	require.Equal(t, "Quality: Courtesy", evaluationEntryName(taken, "Quality", "Courtesy"))
	taken["Quality: Courtesy"] = true
	require.Equal(t, "", evaluationEntryName(taken, "Quality", "Courtesy"))
	long := evaluationEntryName(map[string]bool{}, "Q", strings.Repeat("é", 150))
	require.Equal(t, 100, len([]rune(long)))
}
