package flows_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/flows"
)

func TestValidate(t *testing.T) {
	valid := `{"nodes":[{"id":"s","type":"start"},{"id":"m","type":"message"},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"m"},{"from":"m","to":"e"}]}`
	require.Empty(t, flows.Validate(json.RawMessage(valid)))
	cases := map[string]struct{ flow, want string }{
		"Missing":     {``, "no flow"},
		"Null":        {`null`, "no flow"},
		"NotJSON":     {`{"nodes":`, "not a valid flow"},
		"NoNodes":     {`{"nodes":[]}`, "no nodes"},
		"TwoStarts":   {`{"nodes":[{"id":"a","type":"start"},{"id":"b","type":"start"},{"id":"e","type":"end"}]}`, "exactly one start"},
		"NoEnd":       {`{"nodes":[{"id":"a","type":"start"}]}`, "no end"},
		"DupID":       {`{"nodes":[{"id":"a","type":"start"},{"id":"a","type":"end"}]}`, "more than once"},
		"Unreachable": {`{"nodes":[{"id":"s","type":"start"},{"id":"e","type":"end"},{"id":"x","type":"end"}],"edges":[{"from":"s","to":"e"}]}`, `"x" cannot be reached`},
		"DeadEnd":     {`{"nodes":[{"id":"s","type":"start"},{"id":"q","type":"question"},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"q"},{"from":"s","to":"e"}]}`, `"q" is a dead end`},
		"EdgeFromEnd": {`{"nodes":[{"id":"s","type":"start"},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"e"},{"from":"e","to":"s"}]}`, "leaves end node"},
		"NoID":        {`{"nodes":[{"type":"start"}]}`, "has no id"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			problems := flows.Validate(json.RawMessage(c.flow))
			require.NotEmpty(t, problems)
			joined := ""
			for _, p := range problems {
				joined += p + "\n"
			}
			require.Contains(t, joined, c.want)
		})
	}
}

// FuzzValidate: any document yields problems or none, never a panic.
func FuzzValidate(f *testing.F) {
	f.Add(`{"nodes":[{"id":"s","type":"start"},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"e"}]}`)
	f.Add(`{"nodes":[{"id":"s","type":"start"}],"edges":[{"from":"s","to":"s"}]}`)
	f.Add(`[]`)
	f.Add(`{"nodes":null,"edges":[{}]}`)
	f.Fuzz(func(t *testing.T, doc string) {
		_ = flows.Validate(json.RawMessage(doc))
	})
}
