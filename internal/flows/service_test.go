package flows_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

type fixture struct {
	env   *testkit.Env
	svc   *flows.Service
	org   uuid.UUID
	ctx   context.Context
	agent uuid.UUID
	main  flows.Flow
}

const linear = `{"nodes":[{"id":"s","type":"start"},{"id":"m","type":"message","config":{"text":"Hello"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"m"},{"from":"m","to":"e"}]}`

func setup(t *testing.T) fixture {
	t.Helper()
	env := testkit.New(t)
	org := env.MustOrg("Flows Org")
	ctx := env.System(org.ID)
	f := fixture{env: env, svc: env.App.Flows, org: org.ID, ctx: ctx}
	f.agent = f.mustAgent(t, ctx, org.ID, "Booker")
	return f
}

func (f *fixture) mustAgent(t *testing.T, ctx context.Context, orgID uuid.UUID, name string) uuid.UUID {
	t.Helper()
	ag, err := f.env.App.Agents.Create(ctx, agents.CreateInput{Name: name, AgentType: "inbound", EditingMode: "flow"})
	require.NoError(t, err)
	// A flow-mode agent comes with its main flow.
	list, err := f.svc.List(ctx, ag.ID)
	require.NoError(t, err)
	require.Len(t, list, 1)
	main, err := f.svc.Update(ctx, ag.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(linear)})
	require.NoError(t, err)
	if orgID == f.org && f.main.ID == uuid.Nil {
		f.main = main
	}
	return ag.ID
}

func user(orgID uuid.UUID, role auth.Role) context.Context {
	return auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: orgID, UserID: "u-" + string(role), Role: role})
}

func subflowDoc(flowID string) json.RawMessage {
	return json.RawMessage(`{"nodes":[{"id":"s","type":"start"},{"id":"call","type":"subflow","config":{"flow_id":"` + flowID + `"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"call"},{"from":"call","to":"e"}]}`)
}

func TestFlowsCRUD(t *testing.T) {
	t.Parallel()
	f := setup(t)
	list, err := f.svc.List(f.ctx, f.agent)
	require.NoError(t, err)
	require.Len(t, list, 1)
	require.True(t, list[0].IsMain)
	require.Equal(t, 0, list[0].Revision)
	require.Nil(t, list[0].Published)

	sub, err := f.svc.CreateSubflow(f.ctx, f.agent, flows.CreateInput{Name: "  Collect details "})
	require.NoError(t, err)
	require.Equal(t, "Collect details", sub.Name)
	require.False(t, sub.IsMain)
	require.Contains(t, string(sub.Draft), `"start"`)

	t.Run("ErrNameRequired", func(t *testing.T) {
		_, err := f.svc.CreateSubflow(f.ctx, f.agent, flows.CreateInput{Name: " "})
		require.Equal(t, apperr.Invalid, apperr.CodeOf(err))
	})
	t.Run("ErrDraftShapeNamesField", func(t *testing.T) {
		_, err := f.svc.Update(f.ctx, f.agent, sub.ID, flows.UpdateInput{Draft: json.RawMessage(`{"nodes":[{"id":"a","type":"message","config":{"text":[]}}]}`)})
		e, ok := apperr.As(err)
		require.True(t, ok)
		require.Equal(t, apperr.Unprocessable, e.Code)
		require.Equal(t, "draft.nodes[0].config.text", e.Fields[0].Field)
		got, err := f.svc.Get(f.ctx, f.agent, sub.ID)
		require.NoError(t, err)
		require.JSONEq(t, string(sub.Draft), string(got.Draft), "a refused draft changes nothing")
	})
	t.Run("ErrNothingToChange", func(t *testing.T) {
		_, err := f.svc.Update(f.ctx, f.agent, sub.ID, flows.UpdateInput{})
		require.Equal(t, apperr.Invalid, apperr.CodeOf(err))
	})

	name := "Details"
	upd, err := f.svc.Update(f.ctx, f.agent, sub.ID, flows.UpdateInput{Name: &name, Draft: json.RawMessage(linear)})
	require.NoError(t, err)
	require.Equal(t, "Details", upd.Name)
	require.Contains(t, string(upd.Draft), `Hello`)

	dup, err := f.svc.Duplicate(f.ctx, f.agent, sub.ID)
	require.NoError(t, err)
	require.Equal(t, "Details (copy)", dup.Name)
	require.NotEqual(t, sub.ID, dup.ID)
	require.JSONEq(t, string(upd.Draft), string(dup.Draft))

	// The main flow calls the subflow: deleting it is refused, naming the caller.
	_, err = f.svc.Update(f.ctx, f.agent, f.main.ID, flows.UpdateInput{Draft: subflowDoc(sub.ID.String())})
	require.NoError(t, err)
	err = f.svc.Delete(f.ctx, f.agent, sub.ID)
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err))
	require.Contains(t, err.Error(), f.main.ID.String())
	require.Contains(t, err.Error(), `"Main flow"`)

	err = f.svc.Delete(f.ctx, f.agent, f.main.ID)
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err), "the main flow stays")

	require.NoError(t, f.svc.Delete(f.ctx, f.agent, dup.ID))
	_, err = f.svc.Get(f.ctx, f.agent, dup.ID)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
	_, err = f.svc.CreateSubflow(f.ctx, uuid.New(), flows.CreateInput{Name: "x"})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))

	// One main flow per agent.
	_, err = flows.CreateMain(f.ctx, f.env.App.DB, f.org, f.agent, nil)
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err))
}

func TestValidateCompiledAndPublish(t *testing.T) {
	t.Parallel()
	f := setup(t)
	sub, err := f.svc.CreateSubflow(f.ctx, f.agent, flows.CreateInput{Name: "Broken",
		Draft: json.RawMessage(`{"nodes":[{"id":"s","type":"start"},{"id":"q","type":"question","config":{"prompt":"Name?"}},{"id":"k","type":"knowledge"}],"edges":[{"from":"s","to":"q"},{"from":"q","to":"k"}]}`)})
	require.NoError(t, err)
	_, err = f.svc.Update(f.ctx, f.agent, f.main.ID, flows.UpdateInput{Draft: subflowDoc(sub.ID.String())})
	require.NoError(t, err)

	r, err := f.svc.Validate(f.ctx, f.agent, sub.ID)
	require.NoError(t, err)
	require.False(t, r.Valid)
	codes := map[string]string{}
	for _, p := range r.Errors {
		codes[p.Code] = p.NodeID
	}
	require.Equal(t, map[string]string{flows.CodeMissingVariable: "q", flows.CodeDeadEnd: "k", flows.CodeNoEnd: ""}, codes)
	require.Len(t, r.Warnings, 1)
	require.Equal(t, flows.CodeKnowledgeNoBases, r.Warnings[0].Code, "the agent has no knowledge bases")

	// The main flow is fine on its own, but compiling it resolves the
	// broken subflow: 422 with the subflow's problems.
	r, err = f.svc.Validate(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	require.True(t, r.Valid)
	_, err = f.svc.Compiled(f.ctx, f.agent, f.main.ID)
	require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err))
	var pe *flows.ProblemsError
	require.True(t, errors.As(err, &pe))
	require.Len(t, pe.Problems, 3)
	require.Equal(t, sub.ID.String(), pe.Problems[0].FlowID)

	// publish-all: all or nothing, every problem of every flow.
	_, err = f.svc.PublishAll(f.ctx, f.agent)
	require.True(t, errors.As(err, &pe))
	require.Len(t, pe.Problems, 3)
	list, err := f.svc.List(f.ctx, f.agent)
	require.NoError(t, err)
	for _, fl := range list {
		require.Equal(t, 0, fl.Revision, "nothing was published")
	}
	// Publishing the valid main flow alone works.
	pub, err := f.svc.Publish(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	require.Equal(t, 1, pub.Revision)
	require.JSONEq(t, string(pub.Draft), string(pub.Published))
	_, err = f.svc.Publish(f.ctx, f.agent, sub.ID)
	require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err))

	// Fix the subflow; compile and publish everything.
	fixed := `{"nodes":[{"id":"s","type":"start"},{"id":"q","type":"question","config":{"prompt":"Name?","variable":"name"}},{"id":"e","type":"end","config":{"text":"Thanks {{name}}"}}],"edges":[{"from":"s","to":"q"},{"from":"q","to":"e"}]}`
	_, err = f.svc.Update(f.ctx, f.agent, sub.ID, flows.UpdateInput{Draft: json.RawMessage(fixed)})
	require.NoError(t, err)
	c, err := f.svc.Compiled(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	require.Len(t, c.Flows, 2)
	require.Equal(t, f.main.ID.String(), c.Main)
	all, err := f.svc.PublishAll(f.ctx, f.agent)
	require.NoError(t, err)
	require.Len(t, all, 2)
	require.Equal(t, 2, all[0].Revision)
	require.Equal(t, 1, all[1].Revision)

	// A version snapshot does not change when a flow is edited and
	// republished afterwards.
	snap, unpublished, err := flows.PublishedRevisions(f.ctx, f.env.App.DB, f.org, f.agent)
	require.NoError(t, err)
	require.Empty(t, unpublished)
	require.Len(t, snap, 2)
	before, err := flows.CompileRevisions(snap)
	require.NoError(t, err)
	changed := strings.Replace(fixed, "Thanks {{name}}", "Changed", 1)
	_, err = f.svc.Update(f.ctx, f.agent, sub.ID, flows.UpdateInput{Draft: json.RawMessage(changed)})
	require.NoError(t, err)
	_, err = f.svc.Publish(f.ctx, f.agent, sub.ID)
	require.NoError(t, err)
	after, err := flows.CompileRevisions(snap)
	require.NoError(t, err)
	require.Equal(t, before, after)
	require.Equal(t, "Thanks {{name}}", after.Flows[sub.ID.String()].Nodes["e"].Config.(*flows.EndConfig).Text)
	snap2, _, err := flows.PublishedRevisions(f.ctx, f.env.App.DB, f.org, f.agent)
	require.NoError(t, err)
	require.Equal(t, 2, snap2[1].Revision)
}

func TestActionNodesNeedExistingActions(t *testing.T) {
	t.Parallel()
	f := setup(t)
	doc := `{"nodes":[{"id":"s","type":"start"},{"id":"a","type":"action","config":{"action_id":"act_1"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"a"},{"from":"a","to":"e"}]}`
	_, err := f.svc.Update(f.ctx, f.agent, f.main.ID, flows.UpdateInput{Draft: json.RawMessage(doc)})
	require.NoError(t, err)
	r, err := f.svc.Validate(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	require.Equal(t, flows.CodeActionNotFound, r.Errors[0].Code)
}

func TestFlowRolesAndTenancy(t *testing.T) {
	t.Parallel()
	f := setup(t)
	viewer := user(f.org, auth.RoleViewer)
	editor := user(f.org, auth.RoleEditor)

	_, err := f.svc.Validate(viewer, f.agent, f.main.ID)
	require.NoError(t, err, "viewers may validate")
	_, err = f.svc.Compiled(viewer, f.agent, f.main.ID)
	require.NoError(t, err)
	_, err = f.svc.List(viewer, f.agent)
	require.NoError(t, err)
	for name, call := range map[string]func(ctx context.Context) error{
		"Create": func(ctx context.Context) error {
			_, err := f.svc.CreateSubflow(ctx, f.agent, flows.CreateInput{Name: "x"})
			return err
		},
		"Update": func(ctx context.Context) error {
			n := "y"
			_, err := f.svc.Update(ctx, f.agent, f.main.ID, flows.UpdateInput{Name: &n})
			return err
		},
		"Publish":    func(ctx context.Context) error { _, err := f.svc.Publish(ctx, f.agent, f.main.ID); return err },
		"PublishAll": func(ctx context.Context) error { _, err := f.svc.PublishAll(ctx, f.agent); return err },
		"Duplicate":  func(ctx context.Context) error { _, err := f.svc.Duplicate(ctx, f.agent, f.main.ID); return err },
	} {
		t.Run("ViewerMayNot"+name, func(t *testing.T) {
			require.Equal(t, apperr.Forbidden, apperr.CodeOf(call(viewer)))
		})
	}
	_, err = f.svc.Publish(editor, f.agent, f.main.ID)
	require.NoError(t, err, "editors publish")

	// API keys have no flows scope.
	keyCtx := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: f.org})
	_, err = f.svc.CreateSubflow(keyCtx, f.agent, flows.CreateInput{Name: "x"})
	require.Equal(t, apperr.Forbidden, apperr.CodeOf(err))

	// Another organization sees 404s, for its own ids as for ours.
	other := f.env.MustOrg("Other Org")
	theirs := user(other.ID, auth.RoleOwner)
	_, err = f.svc.Get(theirs, f.agent, f.main.ID)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
	_, err = f.svc.Validate(theirs, f.agent, f.main.ID)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
	err = f.svc.Delete(theirs, f.agent, f.main.ID)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
	theirAgent := f.mustAgent(t, f.env.System(other.ID), other.ID, "Theirs")
	_, err = f.svc.Get(theirs, theirAgent, f.main.ID)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err), "a flow of another agent is not found through this one")
	// The database itself refuses a flow on another organization's agent.
	promptAgent, err := f.env.App.Agents.Create(f.env.System(other.ID), agents.CreateInput{Name: "Prompt", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = flows.CreateMain(f.ctx, f.env.App.DB, f.org, promptAgent.ID, nil)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
}

func TestVersionSnapshot(t *testing.T) {
	t.Parallel()
	f := setup(t)
	_, err := flows.VersionSnapshot(f.ctx, f.env.App.DB, f.org, f.agent)
	require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err))
	require.Contains(t, err.Error(), "Main flow")

	_, err = f.svc.PublishAll(f.ctx, f.agent)
	require.NoError(t, err)
	snap, err := flows.VersionSnapshot(f.ctx, f.env.App.DB, f.org, f.agent)
	require.NoError(t, err)
	require.Len(t, snap, 1)
	require.True(t, snap[0].IsMain)
	require.Equal(t, 1, snap[0].Revision)

	// An agent without a main flow cannot be versioned.
	other, err := f.env.App.Agents.Create(f.ctx, agents.CreateInput{Name: "Flowless", AgentType: "chat", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = flows.VersionSnapshot(f.ctx, f.env.App.DB, f.org, other.ID)
	require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err))
	require.Contains(t, err.Error(), "no published main flow")
}

func TestRestoreRevisions(t *testing.T) {
	t.Parallel()
	f := setup(t)
	sub, err := f.svc.CreateSubflow(f.ctx, f.agent, flows.CreateInput{Name: "Sub"})
	require.NoError(t, err)
	_, err = f.svc.PublishAll(f.ctx, f.agent)
	require.NoError(t, err)
	snap, err := flows.VersionSnapshot(f.ctx, f.env.App.DB, f.org, f.agent)
	require.NoError(t, err)

	// Later: the main flow changes and the subflow is deleted.
	changed := strings.Replace(linear, "Hello", "Changed", 1)
	_, err = f.svc.Update(f.ctx, f.agent, f.main.ID, flows.UpdateInput{Draft: json.RawMessage(changed)})
	require.NoError(t, err)
	_, err = f.svc.Publish(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	require.NoError(t, f.svc.Delete(f.ctx, f.agent, sub.ID))

	require.NoError(t, flows.RestoreRevisions(f.ctx, f.env.App.DB, f.org, f.agent, snap))
	main, err := f.svc.Get(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	require.Contains(t, string(main.Draft), "Hello")
	require.Contains(t, string(main.Published), "Hello")
	require.Equal(t, 3, main.Revision)
	back, err := f.svc.Get(f.ctx, f.agent, sub.ID)
	require.NoError(t, err)
	require.Equal(t, "Sub", back.Name)

	// A snapshot cannot take over another agent's flow.
	otherAgent := f.mustAgent(t, f.ctx, f.org, "Other agent")
	err = flows.RestoreRevisions(f.ctx, f.env.App.DB, f.org, otherAgent, snap[1:])
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err))
}

func TestCreateMainFromEveryTemplate(t *testing.T) {
	t.Parallel()
	f := setup(t)
	for _, tpl := range agents.Templates() {
		if len(tpl.Flow) == 0 {
			continue
		}
		t.Run(tpl.ID, func(t *testing.T) {
			ag, err := f.env.App.Agents.Create(f.ctx, agents.CreateInput{Name: tpl.ID, AgentType: "inbound", EditingMode: "prompt"})
			require.NoError(t, err)
			main, err := flows.CreateMain(f.ctx, f.env.App.DB, f.org, ag.ID, tpl.Flow)
			require.NoError(t, err, "a template's flow becomes the main flow's draft")
			require.True(t, main.IsMain)
			_, err = f.svc.Validate(f.ctx, ag.ID, main.ID)
			require.NoError(t, err)
		})
	}
	_, err := flows.CreateMain(f.ctx, f.env.App.DB, f.org, f.agent, json.RawMessage(`{"nodes":"no"}`))
	require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err))
}
