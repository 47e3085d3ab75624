package flows_test

import (
	"testing"

	"voiceagent/internal/flows"
)

// FuzzParseCheck: any document is either refused by Parse with an
// application error or checked and compiled without a panic.
func FuzzParseCheck(f *testing.F) {
	f.Add([]byte(everyProblem))
	f.Add([]byte(`{"nodes":[{"id":"s","type":"start"},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"e"}]}`))
	f.Add([]byte(`{"nodes":[{"id":"s","type":"start"}],"edges":[{"from":"s","to":"s"}]}`))
	f.Add([]byte(`{"nodes":null,"edges":[{}]}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		d, err := flows.Parse(doc)
		if err != nil {
			return
		}
		r := flows.Check(d, flows.Env{FlowID: "main", Flows: map[string]*flows.Document{"main": d}, ActionExists: func(string) bool { return false }})
		if r.Valid != (len(r.Errors) == 0) {
			t.Fatalf("valid=%v with %d errors", r.Valid, len(r.Errors))
		}
		_, _ = flows.Compile(flows.Source{ID: "main", Document: d}, nil, flows.Env{})
	})
}
