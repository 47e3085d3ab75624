package internal_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

const agentDetailFields = `id name slug description status agentType editingMode version hasUnpublishedChanges phoneNumber
	publicChannelEnabled allowedOrigins createdAt updatedAt templateId prompt settings flow`

const agentFields = `id name slug description status agentType editingMode version hasUnpublishedChanges phoneNumber
	publicChannelEnabled allowedOrigins createdAt updatedAt`

// sameAgentJSON is sameJSON for values holding settings and flows, whose own
// keys are data and stay as they are on both doors.
func sameAgentJSON(t *testing.T, rest []byte, gql json.RawMessage) {
	t.Helper()
	var a, b any
	require.NoError(t, json.Unmarshal(rest, &a))
	require.NoError(t, json.Unmarshal(gql, &b))
	require.Equal(t, dropNulls(camelKeysExcept(a)), dropNulls(b))
}

func camelKeysExcept(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, x := range v {
			if k == "settings" || k == "flow" {
				out[camel(k)] = x
				continue
			}
			out[camel(k)] = camelKeysExcept(x)
		}
		return out
	case []any:
		for i := range v {
			v[i] = camelKeysExcept(v[i])
		}
	}
	return v
}

type agentsDoor struct {
	env                             *testkit.Env
	admin, editor, viewer, stranger *testkit.Session
}

func newAgentsDoor(t *testing.T) agentsDoor {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Agents Door")
	other := env.MustOrg("Elsewhere")
	return agentsDoor{env: env,
		admin: env.Session(id, org.ID, auth.RoleAdmin), editor: env.Session(id, org.ID, auth.RoleEditor),
		viewer: env.Session(id, org.ID, auth.RoleViewer), stranger: env.Session(id, other.ID, auth.RoleOwner)}
}

func (d agentsDoor) mustCreate(t *testing.T, body map[string]any) map[string]any {
	t.Helper()
	r := d.editor.Do("POST", "/api/v1/agents", body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.Map(t)
}

func TestAgentsBothDoors(t *testing.T) {
	t.Parallel()
	d := newAgentsDoor(t)
	a := d.mustCreate(t, map[string]any{"name": "Front desk", "agent_type": "inbound", "editing_mode": "flow", "template_id": "receptionist"})
	id := a["id"].(string)
	require.Equal(t, http.StatusOK, d.editor.Do("POST", "/api/v1/agents/"+id+"/flows/publish-all", nil).Status)
	require.Equal(t, http.StatusOK, d.editor.Do("POST", "/api/v1/agents/"+id+"/versions/publish", nil).Status)
	require.Equal(t, http.StatusOK, d.editor.Do("PATCH", "/api/v1/agents/"+id, map[string]any{"prompt": "Be brief."}).Status)
	vars := map[string]any{"id": id}

	cases := []struct {
		name, path, query, field string
		vars                     map[string]any
	}{
		{"Agent", "/api/v1/agents/" + id, `query($id: ID!) { agent(id: $id) { ` + agentDetailFields + ` } }`, "agent", vars},
		{"Agents", "/api/v1/agents?has_unpublished_changes=true&limit=5", `{ agents(hasUnpublishedChanges: true, limit: 5) { items { ` + agentFields + ` } total limit offset nextCursor } }`, "agents", nil},
		{"Versions", "/api/v1/agents/" + id + "/versions", `query($id: ID!) { agentVersions(id: $id) { items { version live publishedAt publishedBy { kind id } } total limit offset nextCursor } }`, "agentVersions", vars},
		{"Templates", "/api/v1/agent-templates", `{ agentTemplates { items { id name description agentType language prompt settings flow } total limit offset nextCursor } }`, "agentTemplates", nil},
		{"Template", "/api/v1/agent-templates/support-chat", `{ agentTemplate(id: "support-chat") { id name description agentType language prompt settings flow } }`, "agentTemplate", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rest := d.viewer.Do("GET", c.path, nil)
			require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
			var data map[string]json.RawMessage
			d.viewer.GraphQL(c.query, c.vars).Decode(t, &data)
			sameAgentJSON(t, rest.Body, data[c.field])
		})
	}
	t.Run("Export", func(t *testing.T) {
		rest := d.viewer.Do("GET", "/api/v1/agents/"+id+"/export", nil)
		require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
		var data struct{ ExportAgent map[string]any }
		d.viewer.GraphQL(`query($id: ID!) { exportAgent(id: $id) }`, vars).Decode(t, &data)
		m := rest.Map(t)
		delete(m, "exported_at")
		delete(data.ExportAgent, "exported_at")
		require.Equal(t, m, data.ExportAgent)
		require.Equal(t, "Be brief.", m["prompt"])
		require.Equal(t, float64(1), m["format_version"])
	})
}

func TestAgentsDoorLifecycle(t *testing.T) {
	t.Parallel()
	d := newAgentsDoor(t)
	a := d.mustCreate(t, map[string]any{"name": "Sales", "agent_type": "outbound", "editing_mode": "prompt"})
	id := a["id"].(string)
	base := "/api/v1/agents/" + id
	require.Equal(t, float64(0), a["version"])
	require.Equal(t, true, a["has_unpublished_changes"])

	t.Run("FromTemplate", func(t *testing.T) {
		r := d.editor.Do("POST", "/api/v1/agents/from-template", map[string]any{"template_id": "lead-qualifier"})
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		require.Equal(t, "Lead qualifier", r.Map(t)["name"])
		r = d.editor.Do("POST", "/api/v1/agents/from-template", map[string]any{"template_id": "nope"})
		require.Equal(t, http.StatusNotFound, r.Status)
		require.Equal(t, http.StatusNotFound, d.viewer.Do("GET", "/api/v1/agent-templates/nope", nil).Status)
	})
	t.Run("PatchOnlyWhatIsPresent", func(t *testing.T) {
		r := d.editor.Do("PATCH", base, map[string]any{"description": "Calls leads", "settings": map[string]any{"voice": "male-friendly", "max_tokens": 400}, "public_channel_enabled": true})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		m := r.Map(t)
		require.Equal(t, "Sales", m["name"])
		require.Equal(t, "Calls leads", m["description"])
		require.Equal(t, map[string]any{"voice": "male-friendly", "max_tokens": float64(400)}, m["settings"])
		require.Equal(t, true, m["public_channel_enabled"])
		r = d.editor.Do("PATCH", base, map[string]any{"description": nil, "settings": map[string]any{"max_tokens": nil}})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		m = r.Map(t)
		require.Equal(t, "", m["description"])
		require.Equal(t, map[string]any{"voice": "male-friendly"}, m["settings"])
		require.Equal(t, true, m["public_channel_enabled"])
	})
	t.Run("ErrPatchSettings422NamesEachField", func(t *testing.T) {
		r := d.editor.Do("PATCH", base, map[string]any{"settings": map[string]any{"voice": 1, "volume": 3}})
		require.Equal(t, http.StatusUnprocessableEntity, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "settings.voice")
		require.Contains(t, r.Detail(t), "settings.volume")
		for _, q := range []string{
			`mutation($id: ID!, $s: String!) { updateAgent(id: $id, input: {prompt: $s}) { id } }`,
			`mutation($s: String!) { createAgent(input: {name: $s, agentType: "chat", editingMode: "prompt"}) { id } }`,
			`query($s: String!) { agents(search: $s) { total } }`,
		} {
			g := d.editor.GraphQL(q, map[string]any{"id": id, "s": "a\x00b"})
			require.Equal(t, "BAD_USER_INPUT", g.Code(), "NUL is a 400, not a database error: "+string(g.Body))
		}
		g := d.editor.GraphQL(`mutation($id: ID!) { updateAgent(id: $id, input: {settings: {voice: 1}}) { id } }`, map[string]any{"id": id})
		require.Equal(t, "UNPROCESSABLE", g.Code(), string(g.Body))
		require.Equal(t, "settings.voice", g.Errors[0].Extensions.Fields[0]["field"])
	})
	t.Run("ErrPatchBadTypes400", func(t *testing.T) {
		for field, body := range map[string]map[string]any{
			"name: must be a string": {"name": 3}, "name: may not be null": {"name": nil},
			"public_channel_enabled: must be true or false": {"public_channel_enabled": "yes"},
			"prompt: must be a string":                      {"prompt": []int{1}}, "settings: must be an object": {"settings": "loud"},
		} {
			r := d.editor.Do("PATCH", base, body)
			require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), field)
		}
	})
	t.Run("PublishVersionsDiscardRestore", func(t *testing.T) {
		r := d.editor.Do("POST", base+"/versions/discard", nil)
		require.Equal(t, http.StatusConflict, r.Status, "never published")
		r = d.editor.Do("POST", base+"/versions/publish", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, float64(1), r.Map(t)["version"])
		require.Equal(t, false, r.Map(t)["has_unpublished_changes"])
		d.editor.Do("PATCH", base, map[string]any{"prompt": "v2"})
		require.Equal(t, http.StatusOK, d.editor.Do("POST", base+"/versions/publish", nil).Status)
		d.editor.Do("PATCH", base, map[string]any{"prompt": "scratch"})

		v := d.viewer.Do("GET", base+"/versions", nil).Map(t)
		items := v["items"].([]any)
		require.Len(t, items, 2)
		latest := items[0].(map[string]any)
		require.Equal(t, float64(2), latest["version"])
		require.Equal(t, "user", latest["published_by"].(map[string]any)["kind"])
		require.NotEmpty(t, latest["published_by"].(map[string]any)["id"])

		r = d.editor.Do("POST", base+"/versions/discard", nil)
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, "v2", r.Map(t)["prompt"])
		r = d.editor.Do("POST", base+"/versions/1/restore", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "", r.Map(t)["prompt"])
		require.Equal(t, float64(2), r.Map(t)["version"])
		for _, v := range []string{"9", "x", "-1"} {
			require.Equal(t, http.StatusNotFound, d.editor.Do("POST", base+"/versions/"+v+"/restore", nil).Status, v)
		}
	})
	t.Run("ArchiveIsForAdmins", func(t *testing.T) {
		for _, s := range []*testkit.Session{d.viewer, d.editor} {
			r := s.Do("POST", base+"/archive", nil)
			require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
		}
		g := d.editor.GraphQL(`mutation($id: ID!) { archiveAgent(id: $id) { status } }`, map[string]any{"id": id})
		require.Equal(t, "FORBIDDEN", g.Code())
		r := d.admin.Do("POST", base+"/archive", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "archived", r.Map(t)["status"])
		require.Equal(t, http.StatusConflict, d.editor.Do("POST", base+"/versions/publish", nil).Status)
		r = d.admin.Do("POST", base+"/unarchive", nil)
		require.Equal(t, "active", r.Map(t)["status"])
		require.Equal(t, http.StatusConflict, d.admin.Do("POST", base+"/unarchive", nil).Status)
	})
	t.Run("DuplicateExportImport", func(t *testing.T) {
		r := d.editor.Do("POST", base+"/duplicate", nil)
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		require.Equal(t, "Sales (copy)", r.Map(t)["name"])
		exp := d.viewer.Do("GET", base+"/export", nil)
		require.Equal(t, http.StatusOK, exp.Status)
		imp := d.stranger.Do("POST", "/api/v1/agents/import", json.RawMessage(exp.Body))
		require.Equal(t, http.StatusCreated, imp.Status, string(imp.Body))
		require.NotEqual(t, id, imp.Map(t)["id"])
		require.Equal(t, "Sales", imp.Map(t)["name"])

		bad := d.editor.Do("POST", "/api/v1/agents/import", map[string]any{"format_version": 1, "agent": map[string]any{"agent_type": "fax"}, "settings": map[string]any{"voice": 2}})
		require.Equal(t, http.StatusUnprocessableEntity, bad.Status, string(bad.Body))
		var body struct {
			Errors []struct{ Field string }
		}
		bad.JSON(t, &body)
		var got []string
		for _, e := range body.Errors {
			got = append(got, e.Field)
		}
		require.ElementsMatch(t, []string{"agent.name", "agent.agent_type", "agent.editing_mode", "settings.voice"}, got)
		r = d.editor.Do("POST", "/api/v1/agents/import", map[string]any{"format_version": 7})
		require.Equal(t, http.StatusUnprocessableEntity, r.Status)
		require.Contains(t, r.Detail(t), "format_version")
	})
	t.Run("ListFilters", func(t *testing.T) {
		r := d.viewer.Do("GET", "/api/v1/agents?agent_type=outbound&search=sales", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.EqualValues(t, 3, r.Map(t)["total"], "Sales, Sales (copy) and the lead qualifier that books meetings with sales")
		for _, q := range []string{"?has_unpublished_changes=maybe", "?status=gone", "?limit=0", "?offset=-1"} {
			require.Equal(t, http.StatusBadRequest, d.viewer.Do("GET", "/api/v1/agents"+q, nil).Status, q)
		}
	})
	t.Run("ErrViewerWrites403", func(t *testing.T) {
		for _, c := range []struct {
			method, path string
			body         any
		}{
			{"POST", "/api/v1/agents", map[string]any{"name": "X", "agent_type": "chat", "editing_mode": "prompt"}},
			{"POST", "/api/v1/agents/from-template", map[string]any{"template_id": "support-chat"}},
			{"POST", "/api/v1/agents/import", map[string]any{"format_version": 1}},
			{"PATCH", base, map[string]any{"name": "X"}},
			{"POST", base + "/duplicate", nil},
			{"POST", base + "/versions/publish", nil},
			{"POST", base + "/versions/discard", nil},
			{"POST", base + "/versions/1/restore", nil},
			{"POST", base + "/archive", nil},
			{"POST", base + "/unarchive", nil},
		} {
			r := d.viewer.Do(c.method, c.path, c.body)
			require.Equal(t, http.StatusForbidden, r.Status, c.method+" "+c.path+": "+string(r.Body))
		}
	})
}

// Every path that takes an agent id answers 404 for another organization's
// agent (and for an id that is not a UUID), on both doors.
func TestAgentsOtherOrganization404(t *testing.T) {
	t.Parallel()
	d := newAgentsDoor(t)
	id := d.mustCreate(t, map[string]any{"name": "Mine", "agent_type": "chat", "editing_mode": "prompt"})["id"].(string)
	require.Equal(t, http.StatusOK, d.editor.Do("POST", "/api/v1/agents/"+id+"/versions/publish", nil).Status)
	paths := []struct{ method, suffix string }{
		{"GET", ""}, {"PATCH", ""}, {"POST", "/duplicate"}, {"POST", "/archive"}, {"POST", "/unarchive"},
		{"GET", "/export"}, {"GET", "/versions"}, {"POST", "/versions/publish"}, {"POST", "/versions/discard"},
		{"POST", "/versions/1/restore"},
	}
	for _, target := range []string{id, uuid.NewString(), "not-a-uuid"} {
		for _, p := range paths {
			var body any
			if p.method == "PATCH" {
				body = map[string]any{"name": "Theirs"}
			}
			r := d.stranger.Do(p.method, "/api/v1/agents/"+target+p.suffix, body)
			require.Equal(t, http.StatusNotFound, r.Status, p.method+" "+p.suffix+": "+string(r.Body))
		}
	}
	for _, q := range []string{
		`query($id: ID!) { agent(id: $id) { id } }`,
		`query($id: ID!) { agentVersions(id: $id) { total } }`,
		`query($id: ID!) { exportAgent(id: $id) }`,
		`mutation($id: ID!) { updateAgent(id: $id, input: {name: "Theirs"}) { id } }`,
		`mutation($id: ID!) { duplicateAgent(id: $id) { id } }`,
		`mutation($id: ID!) { archiveAgent(id: $id) { id } }`,
		`mutation($id: ID!) { unarchiveAgent(id: $id) { id } }`,
		`mutation($id: ID!) { publishAgentVersion(id: $id) { id } }`,
		`mutation($id: ID!) { discardAgentDraft(id: $id) { id } }`,
		`mutation($id: ID!) { restoreAgentVersion(id: $id, version: 1) { id } }`,
	} {
		g := d.stranger.GraphQL(q, map[string]any{"id": id})
		require.Equal(t, "NOT_FOUND", g.Code(), strings.SplitN(q, "{", 3)[1]+": "+string(g.Body))
	}
	r := d.viewer.Do("GET", "/api/v1/agents/"+id, nil)
	require.Equal(t, "Mine", r.Map(t)["name"], "unchanged")
}

// A partial update means the same on both doors: an absent field is kept,
// null clears it, and settings is a merge patch whose null values remove keys.
func TestAgentsUpdateSameOnBothDoors(t *testing.T) {
	t.Parallel()
	d := newAgentsDoor(t)
	rest := d.mustCreate(t, map[string]any{"name": "Rest", "agent_type": "chat", "editing_mode": "prompt"})
	gql := d.mustCreate(t, map[string]any{"name": "GraphQL", "agent_type": "chat", "editing_mode": "prompt"})
	update := `mutation($id: ID!, $in: UpdateAgentInput!) { updateAgent(id: $id, input: $in) { ` + agentDetailFields + ` } }`

	steps := []struct{ rest, gql map[string]any }{
		{map[string]any{"description": "Leads", "prompt": "Be brief.", "settings": map[string]any{"voice": "male-friendly", "max_tokens": 400}, "public_channel_enabled": true, "allowed_origins": []string{"https://shop.example"}},
			map[string]any{"description": "Leads", "prompt": "Be brief.", "settings": map[string]any{"voice": "male-friendly", "max_tokens": 400}, "publicChannelEnabled": true, "allowedOrigins": []string{"https://shop.example"}}},
		{map[string]any{"description": nil, "settings": map[string]any{"max_tokens": nil}},
			map[string]any{"description": nil, "settings": map[string]any{"max_tokens": nil}}},
		{map[string]any{"prompt": nil, "allowed_origins": []string{}}, map[string]any{"prompt": nil, "allowedOrigins": []string{}}},
		{map[string]any{"settings": nil}, map[string]any{"settings": nil}},
	}
	origins := []any{"https://shop.example"}
	wants := []map[string]any{
		{"description": "Leads", "prompt": "Be brief.", "settings": map[string]any{"voice": "male-friendly", "max_tokens": float64(400)}, "allowedOrigins": origins},
		{"description": "", "prompt": "Be brief.", "settings": map[string]any{"voice": "male-friendly"}, "allowedOrigins": origins},
		{"description": "", "prompt": "", "settings": map[string]any{"voice": "male-friendly"}, "allowedOrigins": []any{}},
		{"description": "", "prompt": "", "settings": map[string]any{}, "allowedOrigins": []any{}},
	}
	for i, s := range steps {
		r := d.editor.Do("PATCH", "/api/v1/agents/"+rest["id"].(string), s.rest)
		require.Equal(t, http.StatusOK, r.Status, "step %d: %s", i, r.Body)
		var data struct{ UpdateAgent map[string]any }
		d.editor.GraphQL(update, map[string]any{"id": gql["id"], "in": s.gql}).Decode(t, &data)

		got := camelKeysExcept(r.Map(t)).(map[string]any)
		for _, m := range []map[string]any{got, data.UpdateAgent} {
			for _, k := range []string{"id", "name", "slug", "createdAt", "updatedAt"} {
				delete(m, k)
			}
		}
		require.Equal(t, got, data.UpdateAgent, "step %d", i)
		require.Equal(t, wants[i], map[string]any{"description": got["description"], "prompt": got["prompt"],
			"settings": got["settings"], "allowedOrigins": got["allowedOrigins"]}, "step %d", i)
	}
	g := d.editor.GraphQL(update, map[string]any{"id": gql["id"], "in": map[string]any{"name": nil}})
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	require.Contains(t, g.Errors[0].Message, "name: may not be null")
}
