package agents_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

type fixture struct {
	env      *testkit.Env
	svc      *agents.Service
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
	org := env.MustOrg("Agents Org")
	other := env.MustOrg("Other Org")
	return fixture{
		env: env, svc: env.App.Agents, org: org.ID, other: other.ID,
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

func TestDraftAndLiveVersions(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "Front desk", TemplateID: "receptionist"})
	require.Equal(t, 0, a.Version)
	require.True(t, a.HasUnpublishedChanges, "never published: the draft is unpublished")

	d, err := f.svc.Update(f.editor, a.ID, agents.UpdateInput{Prompt: agents.Some("Answer briefly.")})
	require.NoError(t, err)
	require.Equal(t, 0, d.Version)
	require.Equal(t, "Answer briefly.", d.Prompt)

	p, err := f.svc.Publish(f.editor, a.ID)
	require.NoError(t, err)
	require.Equal(t, 1, p.Version)
	require.Equal(t, "active", p.Status)
	require.False(t, p.HasUnpublishedChanges)

	t.Run("EditChangesTheDraftOnly", func(t *testing.T) {
		d, err := f.svc.Update(f.editor, a.ID, agents.UpdateInput{Prompt: agents.Some("Answer in two sentences.")})
		require.NoError(t, err)
		require.Equal(t, 1, d.Version)
		require.True(t, d.HasUnpublishedChanges)
		require.Equal(t, "active", d.Status)
	})
	t.Run("ListFiltersByUnpublishedChanges", func(t *testing.T) {
		clean := f.mustAgent(t, agents.CreateInput{Name: "Clean"})
		_, err := f.svc.Publish(f.editor, clean.ID)
		require.NoError(t, err)
		yes, no := true, false
		list, total, err := f.svc.List(f.viewer, agents.ListFilter{HasUnpublishedChanges: &yes, Limit: 50})
		require.NoError(t, err)
		require.EqualValues(t, 1, total)
		require.Equal(t, a.ID, list[0].ID)
		list, total, err = f.svc.List(f.viewer, agents.ListFilter{HasUnpublishedChanges: &no, Limit: 50})
		require.NoError(t, err)
		require.EqualValues(t, 1, total)
		require.Equal(t, clean.ID, list[0].ID)
	})
	t.Run("VersionsSayWhoPublishedAndWhen", func(t *testing.T) {
		key, _ := f.env.MustKey(f.org)
		byKey := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: f.org, KeyID: key.ID})
		_, err := f.svc.Publish(byKey, a.ID)
		require.NoError(t, err)
		_, err = f.svc.Publish(f.env.System(f.org), a.ID)
		require.NoError(t, err)
		vs, err := f.svc.Versions(f.viewer, a.ID)
		require.NoError(t, err)
		require.Len(t, vs, 3)
		require.Equal(t, []int{3, 2, 1}, []int{vs[0].Version, vs[1].Version, vs[2].Version})
		require.True(t, vs[0].Live)
		require.False(t, vs[1].Live)
		require.Equal(t, "system", vs[0].PublishedBy.Kind)
		require.Nil(t, vs[0].PublishedBy.ID)
		require.Equal(t, "api_key", vs[1].PublishedBy.Kind)
		require.Equal(t, key.ID.String(), *vs[1].PublishedBy.ID)
		require.Equal(t, "user", vs[2].PublishedBy.Kind)
		require.Equal(t, "user-editor", *vs[2].PublishedBy.ID)
		require.False(t, vs[2].PublishedAt.IsZero())
		require.False(t, vs[0].PublishedAt.Before(vs[2].PublishedAt))
	})
	t.Run("ErrViewerMayNotPublish", func(t *testing.T) {
		_, err := f.svc.Publish(f.viewer, a.ID)
		testkit.RequireCode(t, err, apperr.Forbidden, "editor")
	})
}

func TestUpdate(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "Sales line", Description: "Sells", TemplateID: "lead-qualifier", AgentType: "outbound"})

	t.Run("OnlyPresentFieldsChange", func(t *testing.T) {
		d, err := f.svc.Update(f.editor, a.ID, agents.UpdateInput{Name: agents.Some("  Sales line 2  ")})
		require.NoError(t, err)
		require.Equal(t, "Sales line 2", d.Name)
		require.Equal(t, "Sells", d.Description)
		require.Contains(t, d.Prompt, "You call leads")
		require.Equal(t, "male-friendly", d.Settings["voice"])
		require.Equal(t, a.Slug, d.Slug, "the slug stays when the name changes")
	})
	t.Run("AuditedWithBeforeAndAfter", func(t *testing.T) {
		var kind, before, after string
		require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT actor_kind, before->>'name', after->>'name' FROM audit_log
			WHERE organization_id = $1 AND target_type = 'agent' AND target_id = $2 AND action = 'agent.updated'
			ORDER BY created_at DESC LIMIT 1`, f.org, a.ID.String()).Scan(&kind, &before, &after))
		require.Equal(t, "user", kind)
		require.Equal(t, "Sales line", before)
		require.Equal(t, "Sales line 2", after)
	})
	t.Run("NullClearsDescriptionAndPrompt", func(t *testing.T) {
		var in agents.UpdateInput
		require.NoError(t, json.Unmarshal([]byte(`{"description": null, "prompt": null}`), &in))
		d, err := f.svc.Update(f.editor, a.ID, in)
		require.NoError(t, err)
		require.Equal(t, "", d.Description)
		require.Equal(t, "", d.Prompt)
		require.Equal(t, "Sales line 2", d.Name)
	})
	t.Run("SettingsMergeAndNullRemovesAKey", func(t *testing.T) {
		var in agents.UpdateInput
		require.NoError(t, json.Unmarshal([]byte(`{"settings": {"language": "en-US", "temperature": 0.4, "max_attempts": null}, "public_channel_enabled": true}`), &in))
		d, err := f.svc.Update(f.editor, a.ID, in)
		require.NoError(t, err)
		require.Equal(t, "en-US", d.Settings["language"])
		require.Equal(t, 0.4, d.Settings["temperature"])
		require.NotContains(t, d.Settings, "max_attempts")
		require.Equal(t, "male-friendly", d.Settings["voice"])
		require.True(t, d.PublicChannelEnabled)
	})
	t.Run("SettingsNullClearsAll", func(t *testing.T) {
		var in agents.UpdateInput
		require.NoError(t, json.Unmarshal([]byte(`{"settings": null}`), &in))
		d, err := f.svc.Update(f.editor, a.ID, in)
		require.NoError(t, err)
		require.Empty(t, d.Settings)
	})
	t.Run("EmptyPatchChangesNothing", func(t *testing.T) {
		before, err := f.svc.GetDetail(f.viewer, a.ID)
		require.NoError(t, err)
		d, err := f.svc.Update(f.editor, a.ID, agents.UpdateInput{})
		require.NoError(t, err)
		require.Equal(t, before, d, "not even updated_at moves")
	})
	bad := []struct {
		name   string
		body   string
		code   apperr.Code
		fields []string
	}{
		{"ErrNameNull", `{"name": null}`, apperr.Invalid, []string{"name"}},
		{"ErrNameBlank", `{"name": "   "}`, apperr.Invalid, []string{"name"}},
		{"ErrNameTooLong", `{"name": "` + strings.Repeat("n", 121) + `"}`, apperr.Invalid, []string{"name"}},
		{"ErrDescriptionTooLong", `{"description": "` + strings.Repeat("d", 2001) + `"}`, apperr.Invalid, []string{"description"}},
		{"ErrPromptTooLong", `{"prompt": "` + strings.Repeat("p", 20001) + `"}`, apperr.Invalid, []string{"prompt"}},
		{"ErrNameNUL", `{"name": "a\u0000b"}`, apperr.Invalid, []string{"name"}},
		{"ErrPromptNUL", `{"prompt": "a\u0000b"}`, apperr.Invalid, []string{"prompt"}},
		{"ErrSettingNUL", `{"settings": {"voice": "a\u0000b"}}`, apperr.Unprocessable, []string{"settings.voice"}},
		{"ErrPublicChannelNull", `{"public_channel_enabled": null}`, apperr.Invalid, []string{"public_channel_enabled"}},
		{"ErrSettingsEveryProblemListed", `{"settings": {"voice": 3, "colour": "red", "temperature": 9, "max_tokens": 1.5, "language": "portuguese", "interruptible": "yes", "greeting": ""}}`,
			apperr.Unprocessable, []string{"settings.colour", "settings.greeting", "settings.interruptible", "settings.language", "settings.max_tokens", "settings.temperature", "settings.voice"}},
	}
	for _, c := range bad {
		t.Run(c.name, func(t *testing.T) {
			var in agents.UpdateInput
			require.NoError(t, json.Unmarshal([]byte(c.body), &in))
			before, err := f.svc.GetDetail(f.viewer, a.ID)
			require.NoError(t, err)
			_, err = f.svc.Update(f.editor, a.ID, in)
			testkit.RequireCode(t, err, c.code)
			require.Equal(t, c.fields, testkit.ErrorFields(err))
			after, err := f.svc.GetDetail(f.viewer, a.ID)
			require.NoError(t, err)
			require.Equal(t, before, after, "nothing written")
		})
	}
	t.Run("ErrViewer403", func(t *testing.T) {
		_, err := f.svc.Update(f.viewer, a.ID, agents.UpdateInput{Name: agents.Some("X")})
		testkit.RequireCode(t, err, apperr.Forbidden)
	})
	t.Run("ErrOtherOrganization404", func(t *testing.T) {
		_, err := f.svc.Update(f.stranger, a.ID, agents.UpdateInput{Name: agents.Some("X")})
		testkit.RequireCode(t, err, apperr.NotFound)
	})
}

func TestDiscardAndRestore(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "Versions"})

	_, err := f.svc.DiscardDraft(f.editor, a.ID)
	testkit.RequireCode(t, err, apperr.Conflict, "never published")

	set := func(prompt string) {
		_, err := f.svc.Update(f.editor, a.ID, agents.UpdateInput{Prompt: agents.Some(prompt)})
		require.NoError(t, err)
	}
	set("first")
	_, err = f.svc.Publish(f.editor, a.ID)
	require.NoError(t, err)
	set("second")
	_, err = f.svc.Publish(f.editor, a.ID)
	require.NoError(t, err)
	set("unsaved idea")

	t.Run("DiscardReturnsToLive", func(t *testing.T) {
		d, err := f.svc.DiscardDraft(f.editor, a.ID)
		require.NoError(t, err)
		require.Equal(t, "second", d.Prompt)
		require.Equal(t, 2, d.Version)
		require.False(t, d.HasUnpublishedChanges)
	})
	t.Run("RestoreCopiesIntoTheDraftOnly", func(t *testing.T) {
		d, err := f.svc.RestoreVersion(f.editor, a.ID, 1)
		require.NoError(t, err)
		require.Equal(t, "first", d.Prompt)
		require.Equal(t, 2, d.Version, "the live version stays until published")
		require.True(t, d.HasUnpublishedChanges)
		p, err := f.svc.Publish(f.editor, a.ID)
		require.NoError(t, err)
		require.Equal(t, 3, p.Version)
		require.False(t, p.HasUnpublishedChanges)
	})
	t.Run("ErrUnknownVersion404", func(t *testing.T) {
		for _, v := range []int{0, 4, -1} {
			_, err := f.svc.RestoreVersion(f.editor, a.ID, v)
			testkit.RequireCode(t, err, apperr.NotFound, "no version")
		}
	})
	t.Run("ErrViewer403", func(t *testing.T) {
		_, err := f.svc.DiscardDraft(f.viewer, a.ID)
		testkit.RequireCode(t, err, apperr.Forbidden)
		_, err = f.svc.RestoreVersion(f.viewer, a.ID, 1)
		testkit.RequireCode(t, err, apperr.Forbidden)
	})
}

func TestArchive(t *testing.T) {
	t.Parallel()
	f := setup(t)
	live := f.mustAgent(t, agents.CreateInput{Name: "Live"})
	_, err := f.svc.Publish(f.editor, live.ID)
	require.NoError(t, err)
	draft := f.mustAgent(t, agents.CreateInput{Name: "Draft"})

	t.Run("ErrEditorAndViewer403", func(t *testing.T) {
		for _, ctx := range []context.Context{f.editor, f.viewer} {
			_, err := f.svc.Archive(ctx, live.ID)
			testkit.RequireCode(t, err, apperr.Forbidden, "admin")
			_, err = f.svc.Unarchive(ctx, live.ID)
			testkit.RequireCode(t, err, apperr.Forbidden, "admin")
		}
		key, _ := f.env.MustKey(f.org)
		byKey := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: f.org, KeyID: key.ID})
		_, err := f.svc.Archive(byKey, live.ID)
		testkit.RequireCode(t, err, apperr.Forbidden)
	})
	t.Run("ErrUnarchiveNotArchived409", func(t *testing.T) {
		_, err := f.svc.Unarchive(f.admin, live.ID)
		testkit.RequireCode(t, err, apperr.Conflict, "not archived")
	})
	t.Run("ArchivedTakesNoCallsAndCannotPublish", func(t *testing.T) {
		a, err := f.svc.Archive(f.admin, live.ID)
		require.NoError(t, err)
		require.Equal(t, "archived", a.Status)
		again, err := f.svc.Archive(f.admin, live.ID)
		require.NoError(t, err, "archiving twice changes nothing")
		require.Equal(t, a.UpdatedAt, again.UpdatedAt)
		_, err = f.svc.Publish(f.editor, live.ID)
		testkit.RequireCode(t, err, apperr.Conflict, "archived")
		_, err = f.svc.LiveVersion(context.Background(), f.org, live.ID)
		testkit.RequireCode(t, err, apperr.Conflict, "takes no calls")
	})
	t.Run("UnarchiveReturnsThePreviousStatus", func(t *testing.T) {
		a, err := f.svc.Unarchive(f.admin, live.ID)
		require.NoError(t, err)
		require.Equal(t, "active", a.Status)
		require.Equal(t, 1, a.Version)
		_, err = f.svc.Archive(f.admin, draft.ID)
		require.NoError(t, err)
		a, err = f.svc.Unarchive(f.admin, draft.ID)
		require.NoError(t, err)
		require.Equal(t, "draft", a.Status)
	})
	t.Run("ErrOtherOrganization404", func(t *testing.T) {
		_, err := f.svc.Archive(f.stranger, live.ID)
		testkit.RequireCode(t, err, apperr.NotFound)
		_, err = f.svc.Unarchive(f.stranger, live.ID)
		testkit.RequireCode(t, err, apperr.NotFound)
	})
}

func TestTemplates(t *testing.T) {
	t.Parallel()
	f := setup(t)
	list, err := f.svc.ListTemplates(f.viewer)
	require.NoError(t, err)
	require.Len(t, list, 4)
	tmpl, err := f.svc.GetTemplate(f.viewer, "lead-qualifier")
	require.NoError(t, err)
	require.Equal(t, "outbound", tmpl.AgentType)
	_, err = f.svc.GetTemplate(f.viewer, "nope")
	testkit.RequireCode(t, err, apperr.NotFound, "receptionist")

	t.Run("FromTemplateTakesItsDefaults", func(t *testing.T) {
		a, err := f.svc.CreateFromTemplate(f.editor, agents.FromTemplateInput{TemplateID: "lead-qualifier"})
		require.NoError(t, err)
		require.Equal(t, "Lead qualifier", a.Name)
		require.Equal(t, "outbound", a.AgentType)
		require.Equal(t, "prompt", a.EditingMode)
		require.Equal(t, tmpl.Description, a.Description)
		d, err := f.svc.GetDetail(f.viewer, a.ID)
		require.NoError(t, err)
		require.Equal(t, tmpl.Prompt, d.Prompt)
		require.Equal(t, "lead-qualifier", *d.TemplateID)
		require.Equal(t, "pt-BR", d.Settings["language"], "the agent speaks its template's language")
		require.Equal(t, tmpl.Settings["voice"], d.Settings["voice"])
		again, err := f.svc.GetTemplate(f.viewer, "lead-qualifier")
		require.NoError(t, err)
		require.NotContains(t, again.Settings, "language", "the template itself is unchanged")
	})
	t.Run("ErrFromUnknownTemplate404", func(t *testing.T) {
		_, err := f.svc.CreateFromTemplate(f.editor, agents.FromTemplateInput{TemplateID: "nope"})
		testkit.RequireCode(t, err, apperr.NotFound)
		_, err = f.svc.CreateFromTemplate(f.editor, agents.FromTemplateInput{})
		testkit.RequireCode(t, err, apperr.Invalid, "template_id")
	})
	t.Run("ErrViewerMayNotCreate", func(t *testing.T) {
		_, err := f.svc.CreateFromTemplate(f.viewer, agents.FromTemplateInput{TemplateID: "receptionist"})
		testkit.RequireCode(t, err, apperr.Forbidden)
	})
}

// Every method that takes an agent id answers 404 for another
// organization's agent, whatever the caller's role.
func TestOtherOrganizationIs404Everywhere(t *testing.T) {
	t.Parallel()
	f := setup(t)
	a := f.mustAgent(t, agents.CreateInput{Name: "Mine"})
	_, err := f.svc.Publish(f.editor, a.ID)
	require.NoError(t, err)
	s := f.stranger
	calls := map[string]func() error{
		"Get":            func() error { _, err := f.svc.Get(s, a.ID); return err },
		"GetDetail":      func() error { _, err := f.svc.GetDetail(s, a.ID); return err },
		"Update":         func() error { _, err := f.svc.Update(s, a.ID, agents.UpdateInput{}); return err },
		"Publish":        func() error { _, err := f.svc.Publish(s, a.ID); return err },
		"Versions":       func() error { _, err := f.svc.Versions(s, a.ID); return err },
		"DiscardDraft":   func() error { _, err := f.svc.DiscardDraft(s, a.ID); return err },
		"RestoreVersion": func() error { _, err := f.svc.RestoreVersion(s, a.ID, 1); return err },
		"Archive":        func() error { _, err := f.svc.Archive(s, a.ID); return err },
		"Unarchive":      func() error { _, err := f.svc.Unarchive(s, a.ID); return err },
		"SetConfig":      func() error { return f.svc.SetConfig(s, a.ID, agents.Config{}) },
	}
	for name, call := range calls {
		t.Run(name, func(t *testing.T) { testkit.RequireCode(t, call(), apperr.NotFound) })
	}
}
