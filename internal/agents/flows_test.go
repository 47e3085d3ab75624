package agents_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

// Every built-in template's flow is valid as it is: a flow-mode agent made
// from it has it as its main flow, which validates without errors, publishes,
// and the agent publishes with it.
func TestEveryTemplateFlowValidatesAndPublishes(t *testing.T) {
	t.Parallel()
	f := setup(t)
	for _, tpl := range agents.Templates() {
		t.Run(tpl.ID, func(t *testing.T) {
			require.NotEmpty(t, tpl.Flow)
			d, err := flows.Parse(tpl.Flow)
			require.NoError(t, err)
			r := flows.Check(d, flows.Env{})
			require.True(t, r.Valid, "%+v", r.Errors)
			require.Empty(t, r.Warnings, "no variable is read before it is set")

			a := f.mustAgent(t, agents.CreateInput{Name: "From " + tpl.ID, TemplateID: tpl.ID, EditingMode: "flow"})
			list, err := f.env.App.Flows.List(f.editor, a.ID)
			require.NoError(t, err)
			require.Len(t, list, 1)
			require.True(t, list[0].IsMain)
			require.JSONEq(t, string(tpl.Flow), string(list[0].Draft), "the template's flow is the main flow's draft")
			rep, err := f.env.App.Flows.Validate(f.viewer, a.ID, list[0].ID)
			require.NoError(t, err)
			require.True(t, rep.Valid, "%+v", rep.Errors)

			_, err = f.env.App.Flows.PublishAll(f.editor, a.ID)
			require.NoError(t, err)
			pub, err := f.svc.Publish(f.editor, a.ID)
			require.NoError(t, err)
			require.Equal(t, 1, pub.Version)
		})
	}
}

func TestFlowModeAgentGetsAMainFlow(t *testing.T) {
	t.Parallel()
	f := setup(t)
	blank := f.mustAgent(t, agents.CreateInput{Name: "Blank", EditingMode: "flow"})
	list, err := f.env.App.Flows.List(f.editor, blank.ID)
	require.NoError(t, err)
	require.Len(t, list, 1)
	require.JSONEq(t, string(flows.DefaultDocument), string(list[0].Draft))

	prompt := f.mustAgent(t, agents.CreateInput{Name: "Prompt", EditingMode: "prompt", TemplateID: "receptionist"})
	list, err = f.env.App.Flows.List(f.editor, prompt.ID)
	require.NoError(t, err)
	require.Empty(t, list, "a prompt-mode agent has no flows")
}

// Publishing a flow-mode agent needs every flow published; the version keeps
// the published revisions, which later flow edits and publications leave as
// they were; restoring the version brings them back.
func TestAgentVersionSnapshotsFlows(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "Snap", EditingMode: "flow"})
	fl := f.env.App.Flows
	list, err := fl.List(f.editor, a.ID)
	require.NoError(t, err)
	main := list[0]
	sub, err := fl.CreateSubflow(f.editor, a.ID, flows.CreateInput{Name: "Side"})
	require.NoError(t, err)

	_, err = f.svc.Publish(f.editor, a.ID)
	testkit.RequireCode(t, err, apperr.Unprocessable, "never published", "Main flow", "Side")
	require.ElementsMatch(t, []string{"flows", "flows"}, testkit.ErrorFields(err), "each unpublished flow is listed")
	got, err := f.svc.Get(f.editor, a.ID)
	require.NoError(t, err)
	require.Equal(t, 0, got.Version, "nothing was published")

	_, err = fl.PublishAll(f.editor, a.ID)
	require.NoError(t, err)
	pub, err := f.svc.Publish(f.editor, a.ID)
	require.NoError(t, err)
	require.False(t, pub.HasUnpublishedChanges)
	v1, err := f.svc.VersionFlows(f.viewer, a.ID, 1)
	require.NoError(t, err)
	require.Len(t, v1, 2)
	require.Equal(t, main.ID, v1[0].FlowID)
	require.True(t, v1[0].IsMain)
	require.Equal(t, 1, v1[0].Revision)
	before, _ := json.Marshal(v1)

	// A later edit and publication of the main flow leave version 1 alone.
	edited := json.RawMessage(`{"nodes":[{"id":"s","type":"start"},{"id":"m","type":"message","config":{"text":"Changed"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"m"},{"from":"m","to":"e"}]}`)
	_, err = fl.Update(f.editor, a.ID, main.ID, flows.UpdateInput{Draft: edited})
	require.NoError(t, err)
	got, err = f.svc.Get(f.viewer, a.ID)
	require.NoError(t, err)
	require.True(t, got.HasUnpublishedChanges, "a flow edit is an unpublished change of the agent")
	_, err = fl.Publish(f.editor, a.ID, main.ID)
	require.NoError(t, err)
	require.NoError(t, fl.Delete(f.editor, a.ID, sub.ID))
	again, err := f.svc.VersionFlows(f.viewer, a.ID, 1)
	require.NoError(t, err)
	after, _ := json.Marshal(again)
	require.JSONEq(t, string(before), string(after))

	// Restoring version 1 puts its flows back, the deleted one included.
	_, err = f.svc.RestoreVersion(f.editor, a.ID, 1)
	require.NoError(t, err)
	got, err = f.svc.Get(f.viewer, a.ID)
	require.NoError(t, err)
	require.False(t, got.HasUnpublishedChanges, "the restored flows are the live version's")
	list, err = fl.List(f.editor, a.ID)
	require.NoError(t, err)
	require.Len(t, list, 2)
	require.NotContains(t, string(list[0].Draft), "Changed")
	require.NotContains(t, string(list[0].Published), "Changed")
	require.Equal(t, sub.ID, list[1].ID)

	_, err = f.svc.VersionFlows(f.viewer, a.ID, 7)
	testkit.RequireCode(t, err, apperr.NotFound)
	_, err = f.svc.VersionFlows(f.stranger, a.ID, 1)
	testkit.RequireCode(t, err, apperr.NotFound)
}

// has_unpublished_changes is kept on the agent row by the database, and stays
// exact: a flow edited and then written back to its live content is no
// change, a flow added or deleted is one, and the list filter agrees.
func TestUnpublishedFlagFollowsFlowWrites(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "Flag", EditingMode: "flow"})
	fl := f.env.App.Flows
	_, err := fl.PublishAll(f.editor, a.ID)
	require.NoError(t, err)
	_, err = f.svc.Publish(f.editor, a.ID)
	require.NoError(t, err)
	list, err := fl.List(f.editor, a.ID)
	require.NoError(t, err)
	main := list[0]
	flag := func(want bool, why string) {
		t.Helper()
		got, err := f.svc.Get(f.viewer, a.ID)
		require.NoError(t, err)
		require.Equal(t, want, got.HasUnpublishedChanges, why)
		page, _, err := f.svc.List(f.viewer, agents.ListFilter{HasUnpublishedChanges: &want, Limit: 50})
		require.NoError(t, err)
		found := false
		for _, x := range page {
			found = found || x.ID == a.ID
		}
		require.True(t, found, "the list filter agrees: %s", why)
	}
	flag(false, "just published")

	edited := json.RawMessage(`{"nodes":[{"id":"s","type":"start"},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"e"}]}`)
	_, err = fl.Update(f.editor, a.ID, main.ID, flows.UpdateInput{Draft: edited})
	require.NoError(t, err)
	flag(true, "a flow's draft differs from the live snapshot")
	_, err = fl.Update(f.editor, a.ID, main.ID, flows.UpdateInput{Draft: main.Draft})
	require.NoError(t, err)
	flag(false, "the draft is the live content again")

	sub, err := fl.CreateSubflow(f.editor, a.ID, flows.CreateInput{Name: "Extra"})
	require.NoError(t, err)
	flag(true, "a flow the live version does not hold")
	require.NoError(t, fl.Delete(f.editor, a.ID, sub.ID))
	flag(false, "the extra flow is gone")
}

// A prompt-mode agent's version has no flows.
func TestPromptVersionHasNoFlows(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "Plain"})
	_, err := f.svc.Publish(f.editor, a.ID)
	require.NoError(t, err)
	revs, err := f.svc.VersionFlows(f.viewer, a.ID, 1)
	require.NoError(t, err)
	require.Empty(t, revs)
}
