package agents_test

import (
	"encoding/json"
	"testing"

	"voiceagent/internal/agents"
)

// FuzzParseExport: any document is either refused with at least one problem
// naming a field, or accepted as an export that encodes and parses again to
// the same agent without problems. It never panics.
func FuzzParseExport(f *testing.F) {
	f.Add([]byte(`{"format_version":1,"agent":{"name":"A","agent_type":"chat","editing_mode":"prompt"}}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		e, problems := agents.ParseExport(doc)
		if len(problems) > 0 {
			for _, p := range problems {
				if p.Field == "" || p.Message == "" {
					t.Fatalf("problem without field or message: %+v", p)
				}
			}
			return
		}
		if e.FormatVersion != agents.FormatVersion || e.Agent.Name == "" || e.Agent.AgentType == "" || e.Agent.EditingMode == "" {
			t.Fatalf("accepted an incomplete document: %+v", e)
		}
		again, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("accepted export does not encode: %v", err)
		}
		e2, problems := agents.ParseExport(again)
		if len(problems) > 0 {
			t.Fatalf("re-encoded export refused: %v\n%s", problems, again)
		}
		if (e.Agent.TemplateID == nil) != (e2.Agent.TemplateID == nil) || (e.Agent.TemplateID != nil && *e.Agent.TemplateID != *e2.Agent.TemplateID) {
			t.Fatalf("round trip changed the template: %v %v", e.Agent.TemplateID, e2.Agent.TemplateID)
		}
		e.Agent.TemplateID, e2.Agent.TemplateID = nil, nil
		if e2.Agent != e.Agent || e2.Prompt != e.Prompt || len(e2.Settings) != len(e.Settings) || len(e2.KnowledgeBases) != len(e.KnowledgeBases) {
			t.Fatalf("round trip changed the export:\n%+v\n%+v", e, e2)
		}
	})
}
