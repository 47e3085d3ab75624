package portability_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/portability"
	"voiceagent/internal/testkit"
)

type fixture struct {
	env      *testkit.Env
	svc      *agents.Service
	io       *portability.Service // export, import, duplicate
	org      uuid.UUID
	other    uuid.UUID
	admin    context.Context
	editor   context.Context
	viewer   context.Context
	stranger context.Context // an admin of another organization
}

func user(orgID uuid.UUID, role auth.Role, id string) context.Context {
	return auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: orgID, UserID: id, Role: role})
}

func setup(t *testing.T) fixture {
	t.Helper()
	env := testkit.New(t)
	org := env.MustOrg("Portability Org")
	other := env.MustOrg("Other Org")
	return fixture{
		env: env, svc: env.App.Agents, io: env.App.Portability, org: org.ID, other: other.ID,
		admin: user(org.ID, auth.RoleAdmin, "user-admin"), editor: user(org.ID, auth.RoleEditor, "user-editor"),
		viewer: user(org.ID, auth.RoleViewer, "user-viewer"), stranger: user(other.ID, auth.RoleAdmin, "user-stranger"),
	}
}

func (f fixture) mustAgent(t *testing.T, in agents.CreateInput) agents.Agent {
	t.Helper()
	if in.AgentType == "" {
		in.AgentType = "inbound"
	}
	if in.EditingMode == "" {
		in.EditingMode = "prompt"
	}
	a, err := f.svc.Create(f.editor, in)
	require.NoError(t, err)
	return a
}

func TestDuplicate(t *testing.T) {
	t.Parallel()
	f := setup(t)
	src := f.mustAgent(t, agents.CreateInput{Name: "Booker", TemplateID: "appointment-booker", EditingMode: "flow"})
	_, err := f.env.App.Flows.PublishAll(f.editor, src.ID)
	require.NoError(t, err)
	_, err = f.svc.Publish(f.editor, src.ID)
	require.NoError(t, err)
	kb, err := f.env.App.Knowledge.CreateBase(f.editor, knowledge.BaseInput{Name: ptr("FAQ")})
	require.NoError(t, err)
	_, err = f.env.App.Knowledge.SetAgentBases(f.editor, src.ID, []string{kb.ID.String()})
	require.NoError(t, err)

	first, err := f.io.Duplicate(f.editor, src.ID)
	require.NoError(t, err)
	second, err := f.io.Duplicate(f.editor, src.ID)
	require.NoError(t, err)
	require.Equal(t, "Booker (copy)", first.Name)
	require.Equal(t, "Booker (copy 2)", second.Name)
	require.Equal(t, "booker-copy", first.Slug)
	require.Equal(t, "booker-copy-2", second.Slug)
	orig, err := f.svc.GetDetail(f.viewer, src.ID)
	require.NoError(t, err)
	for _, d := range []agents.Detail{first, second} {
		require.NotEqual(t, src.ID, d.ID)
		require.Equal(t, "draft", d.Status)
		require.Equal(t, 0, d.Version)
		require.Equal(t, orig.Prompt, d.Prompt)
		require.Equal(t, orig.Settings, d.Settings)
		require.JSONEq(t, string(orig.Flow), string(d.Flow))
		require.Equal(t, "flow", d.EditingMode)
		bases, err := f.env.App.Knowledge.AgentBases(f.viewer, d.ID)
		require.NoError(t, err)
		require.Len(t, bases, 1)
		require.Equal(t, kb.ID, bases[0].ID)
	}
	t.Run("FlowsAreCopiedAndCallTheCopies", func(t *testing.T) {
		fl := f.env.App.Flows
		srcFlows, err := fl.List(f.editor, src.ID)
		require.NoError(t, err)
		sub, err := fl.CreateSubflow(f.editor, src.ID, flows.CreateInput{Name: "Side"})
		require.NoError(t, err)
		_, err = fl.Update(f.editor, src.ID, srcFlows[0].ID, flows.UpdateInput{Draft: json.RawMessage(`{"nodes":[{"id":"s","type":"start"},` +
			`{"id":"c","type":"subflow","config":{"flow_id":"` + sub.ID.String() + `"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"c"},{"from":"c","to":"e"}]}`)})
		require.NoError(t, err)
		c, err := f.io.Duplicate(f.editor, src.ID)
		require.NoError(t, err)
		copied, err := fl.List(f.editor, c.ID)
		require.NoError(t, err)
		require.Len(t, copied, 2)
		require.True(t, copied[0].IsMain)
		require.Equal(t, 0, copied[0].Revision, "copies are drafts")
		require.Contains(t, string(copied[0].Draft), copied[1].ID.String(), "the main flow calls the copy of the subflow")
		rep, err := fl.Validate(f.viewer, c.ID, copied[0].ID)
		require.NoError(t, err)
		require.True(t, rep.Valid, "%+v", rep.Errors)
	})
	t.Run("ACopyOfACopy", func(t *testing.T) {
		c, err := f.io.Duplicate(f.editor, first.ID)
		require.NoError(t, err)
		require.Equal(t, "Booker (copy) (copy)", c.Name)
	})
	t.Run("LongNameIsShortened", func(t *testing.T) {
		long := f.mustAgent(t, agents.CreateInput{Name: strings.Repeat("é", 120)})
		c, err := f.io.Duplicate(f.editor, long.ID)
		require.NoError(t, err)
		require.LessOrEqual(t, len([]rune(c.Name)), 120)
		require.True(t, strings.HasSuffix(c.Name, " (copy)"))
	})
	t.Run("ErrViewer403", func(t *testing.T) {
		_, err := f.io.Duplicate(f.viewer, src.ID)
		testkit.RequireCode(t, err, apperr.Forbidden)
	})
	t.Run("ErrOtherOrganization404", func(t *testing.T) {
		_, err := f.io.Duplicate(f.stranger, src.ID)
		testkit.RequireCode(t, err, apperr.NotFound)
	})
}

func ptr[T any](v T) *T { return &v }

func TestExportImport(t *testing.T) {
	t.Parallel()
	f := setup(t)
	src := f.mustAgent(t, agents.CreateInput{Name: "Support", TemplateID: "support-chat", AgentType: "chat", EditingMode: "flow", Description: "Site chat"})
	kb, err := f.env.App.Knowledge.CreateBase(f.editor, knowledge.BaseInput{Name: ptr("Help center")})
	require.NoError(t, err)
	_, err = f.env.App.Knowledge.SetAgentBases(f.editor, src.ID, []string{kb.ID.String()})
	require.NoError(t, err)

	exp, err := f.io.Export(f.viewer, src.ID)
	require.NoError(t, err)
	require.Equal(t, agents.FormatVersion, exp.FormatVersion)
	require.Equal(t, []string{"Help center"}, exp.KnowledgeBases)
	doc, err := json.Marshal(exp)
	require.NoError(t, err)
	require.NotContains(t, string(doc), src.ID.String(), "an export holds no ids")

	t.Run("IntoAnotherOrganization", func(t *testing.T) {
		otherEditor := user(f.other, auth.RoleEditor, "user-other")
		_, err := f.io.Import(otherEditor, doc)
		testkit.RequireCode(t, err, apperr.Unprocessable, "knowledge_bases[0]", "Help center")

		otherKB, err := f.env.App.Knowledge.CreateBase(otherEditor, knowledge.BaseInput{Name: ptr("Help center")})
		require.NoError(t, err)
		d, err := f.io.Import(otherEditor, doc)
		require.NoError(t, err)
		require.NotEqual(t, src.ID, d.ID)
		require.Equal(t, "Support", d.Name)
		require.Equal(t, "support", d.Slug)
		require.Equal(t, "Site chat", d.Description)
		require.Equal(t, "chat", d.AgentType)
		require.Equal(t, "flow", d.EditingMode)
		require.Equal(t, "draft", d.Status)
		require.Equal(t, 0, d.Version)
		orig, err := f.svc.GetDetail(f.viewer, src.ID)
		require.NoError(t, err)
		require.Equal(t, orig.Prompt, d.Prompt)
		require.Equal(t, orig.Settings, d.Settings)
		require.JSONEq(t, string(orig.Flow), string(d.Flow))
		bases, err := f.env.App.Knowledge.AgentBases(otherEditor, d.ID)
		require.NoError(t, err)
		require.Len(t, bases, 1)
		require.Equal(t, otherKB.ID, bases[0].ID)
		main, err := f.env.App.Flows.List(otherEditor, d.ID)
		require.NoError(t, err)
		require.Len(t, main, 1, "the document's flow is the main flow")
		require.JSONEq(t, string(orig.Flow), string(main[0].Draft))
		_, err = f.env.App.Flows.PublishAll(otherEditor, d.ID)
		require.NoError(t, err)
		p, err := f.svc.Publish(otherEditor, d.ID)
		require.NoError(t, err, "an imported flow-mode agent publishes")
		require.Equal(t, 1, p.Version)
	})
	t.Run("ReimportGetsAFreeSlug", func(t *testing.T) {
		d, err := f.io.Import(f.editor, doc)
		require.NoError(t, err)
		require.Equal(t, "support-2", d.Slug)
	})
	t.Run("ErrEveryProblemListed", func(t *testing.T) {
		bad := `{"format_version": 1, "colour": "red",
			"agent": {"name": "", "agent_type": "fax", "editing_mode": 3, "template_id": "nope", "extra": 1},
			"prompt": 7, "settings": {"voice": false, "volume": 11},
			"flow": {"nodes": [{"id": "s", "type": "start"}], "edges": [{"from": "s", "to": "ghost"}]},
			"knowledge_bases": ["", 5]}`
		_, err := f.io.Import(f.editor, []byte(bad))
		testkit.RequireCode(t, err, apperr.Unprocessable)
		got := testkit.ErrorFields(err)
		for _, want := range []string{"colour", "agent.extra", "agent.name", "agent.agent_type", "agent.editing_mode", "agent.template_id",
			"prompt", "settings.voice", "settings.volume", "flow", "knowledge_bases[0]", "knowledge_bases[1]"} {
			require.Contains(t, got, want)
		}
		require.Contains(t, err.Error(), `unknown node "ghost"`)
	})
	for name, doc := range map[string]string{
		"ErrUnknownFormatVersion": `{"format_version": 2, "agent": {}}`,
		"ErrFormatVersionMissing": `{"agent": {"name": "A", "agent_type": "chat", "editing_mode": "prompt"}}`,
		"ErrFormatVersionString":  `{"format_version": "1"}`,
	} {
		t.Run(name, func(t *testing.T) {
			_, err := f.io.Import(f.editor, []byte(doc))
			testkit.RequireCode(t, err, apperr.Unprocessable, "format_version")
			require.Equal(t, []string{"format_version"}, testkit.ErrorFields(err))
		})
	}
	for name, doc := range map[string]string{"ErrNotAnObject": `[1,2]`, "ErrNotJSON": `{"format_version":`, "ErrNUL": `{"format_version": 1, "prompt": "a\u0000b"}`, "ErrNull": `null`} {
		t.Run(name, func(t *testing.T) {
			_, err := f.io.Import(f.editor, []byte(doc))
			testkit.RequireCode(t, err, apperr.Unprocessable)
			require.Equal(t, []string{"document"}, testkit.ErrorFields(err))
		})
	}
	t.Run("NothingHalfWritten", func(t *testing.T) {
		var n int
		require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM agents WHERE organization_id = $1`, f.other).Scan(&n))
		require.Equal(t, 1, n)
	})
	t.Run("ErrViewerMayNotImport", func(t *testing.T) {
		_, err := f.io.Import(f.viewer, doc)
		testkit.RequireCode(t, err, apperr.Forbidden)
	})
	t.Run("ErrExportOtherOrganization404", func(t *testing.T) {
		_, err := f.io.Export(f.stranger, src.ID)
		testkit.RequireCode(t, err, apperr.NotFound)
	})
}

// A flow-mode agent's export carries its main flow's draft as edited, and
// importing it makes that the new agent's main flow.
func TestExportCarriesTheEditedMainFlow(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "Edited", EditingMode: "flow"})
	list, err := f.env.App.Flows.List(f.editor, a.ID)
	require.NoError(t, err)
	edited := json.RawMessage(`{"nodes":[{"id":"s","type":"start"},{"id":"m","type":"message","config":{"text":"Edited"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"m"},{"from":"m","to":"e"}]}`)
	main, err := f.env.App.Flows.Update(f.editor, a.ID, list[0].ID, flows.UpdateInput{Draft: edited})
	require.NoError(t, err)
	got, err := f.svc.GetDetail(f.viewer, a.ID)
	require.NoError(t, err)
	require.JSONEq(t, string(main.Draft), string(got.Flow), "the agent shows its main flow as edited")
	exp, err := f.io.Export(f.viewer, a.ID)
	require.NoError(t, err)
	require.JSONEq(t, string(main.Draft), string(exp.Flow))
	doc, err := json.Marshal(exp)
	require.NoError(t, err)
	d, err := f.io.Import(f.editor, doc)
	require.NoError(t, err)
	imported, err := f.env.App.Flows.List(f.editor, d.ID)
	require.NoError(t, err)
	require.Len(t, imported, 1)
	require.JSONEq(t, string(main.Draft), string(imported[0].Draft))
}

// An export carries the subflows; import creates them with new ids and
// points the main flow's subflow nodes at the copies, so the imported agent's
// flows publish as they did in the original.
func TestExportImportCarriesSubflows(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "With side", EditingMode: "flow"})
	fl := f.env.App.Flows
	list, err := fl.List(f.editor, a.ID)
	require.NoError(t, err)
	sub, err := fl.CreateSubflow(f.editor, a.ID, flows.CreateInput{Name: "Side"})
	require.NoError(t, err)
	mainDraft := json.RawMessage(`{"nodes":[{"id":"s","type":"start"},{"id":"c","type":"subflow","config":{"flow_id":"` + sub.ID.String() +
		`"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"c"},{"from":"c","to":"e"}]}`)
	_, err = fl.Update(f.editor, a.ID, list[0].ID, flows.UpdateInput{Draft: mainDraft})
	require.NoError(t, err)
	_, err = fl.PublishAll(f.editor, a.ID)
	require.NoError(t, err, "the original's flows are valid")

	exp, err := f.io.Export(f.viewer, a.ID)
	require.NoError(t, err)
	require.Len(t, exp.Subflows, 1)
	require.Equal(t, sub.ID.String(), exp.Subflows[0].Ref)
	require.Equal(t, "Side", exp.Subflows[0].Name)
	doc, err := json.Marshal(exp)
	require.NoError(t, err)

	d, err := f.io.Import(f.editor, doc)
	require.NoError(t, err)
	imported, err := fl.List(f.editor, d.ID)
	require.NoError(t, err)
	require.Len(t, imported, 2)
	var main, side flows.Flow
	for _, x := range imported {
		if x.IsMain {
			main = x
		} else {
			side = x
		}
	}
	require.NotEqual(t, sub.ID, side.ID)
	require.Equal(t, "Side", side.Name)
	require.Contains(t, string(main.Draft), side.ID.String(), "the subflow node calls the copy")
	require.NotContains(t, string(main.Draft), sub.ID.String())
	_, err = fl.PublishAll(f.editor, d.ID)
	require.NoError(t, err, "the imported flows are valid as the original's were")

	// Subflows only for flow-mode agents; refs unique; each draft a flow document.
	var raw map[string]any
	require.NoError(t, json.Unmarshal(doc, &raw))
	raw["subflows"] = []any{
		map[string]any{"ref": "a", "name": "One", "draft": map[string]any{"nodes": []any{}, "edges": []any{}}},
		map[string]any{"ref": "a", "name": "", "draft": "nope"},
	}
	bad, _ := json.Marshal(raw)
	_, err = f.io.Import(f.editor, bad)
	testkit.RequireCode(t, err, apperr.Unprocessable)
	require.Subset(t, testkit.ErrorFields(err), []string{"subflows[1].ref", "subflows[1].name", "subflows[1].draft"})
	raw["agent"].(map[string]any)["editing_mode"] = "prompt"
	raw["flow"] = nil
	raw["subflows"] = raw["subflows"].([]any)[:1]
	bad, _ = json.Marshal(raw)
	_, err = f.io.Import(f.editor, bad)
	testkit.RequireCode(t, err, apperr.Unprocessable)
	require.Contains(t, testkit.ErrorFields(err), "subflows")
}

// Export and duplicate answer 404 for another organization's agent.
func TestOtherOrganizationIs404(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "Mine"})
	_, err := f.io.Duplicate(f.stranger, a.ID)
	testkit.RequireCode(t, err, apperr.NotFound)
	_, err = f.io.Export(f.stranger, a.ID)
	testkit.RequireCode(t, err, apperr.NotFound)
}
