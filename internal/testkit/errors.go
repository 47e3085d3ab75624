package testkit

import (
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
)

// RequireCode fails t unless err is an application error of code whose
// message holds every one of contains.
func RequireCode(t testing.TB, err error, code apperr.Code, contains ...string) {
	t.Helper()
	require.Error(t, err)
	require.Equal(t, code, apperr.CodeOf(err), err.Error())
	for _, c := range contains {
		require.Contains(t, err.Error(), c)
	}
}

// ErrorFields lists the fields an application error names (nil for any
// other error).
func ErrorFields(err error) []string {
	e, _ := apperr.As(err)
	if e == nil {
		return nil
	}
	var out []string
	for _, f := range e.Fields {
		out = append(out, f.Field)
	}
	return out
}
