package v1_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/flows"
	"voiceagent/internal/numbers"
	"voiceagent/internal/testkit"
)

func createAgent(t *testing.T, env *testkit.Env, key string, body map[string]any) map[string]any {
	t.Helper()
	r := env.Post("/v1/agents", key, body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.Map(t)
}

func TestCreateAgent(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Agents Org")
	_, key := env.MustKey(org.ID)

	t.Run("OK", func(t *testing.T) {
		a := createAgent(t, env, key, map[string]any{"name": "Recepção Central", "agent_type": "inbound", "editing_mode": "prompt"})
		require.Equal(t, "draft", a["status"])
		require.Equal(t, "inbound", a["agent_type"])
		require.Equal(t, "prompt", a["editing_mode"])
		require.Equal(t, float64(0), a["version"])
		require.Equal(t, "recepcao-central", a["slug"])
		require.Nil(t, a["phone_number"])
		require.Equal(t, false, a["public_channel_enabled"])
		for _, f := range []string{"id", "name", "slug", "description", "created_at", "updated_at"} {
			require.Contains(t, a, f)
		}
		require.NotContains(t, a, "draft_config")
		require.NotContains(t, a, "prompt")
	})
	t.Run("OKSlugIsUnique", func(t *testing.T) {
		a := createAgent(t, env, key, map[string]any{"name": "Twin", "agent_type": "chat", "editing_mode": "prompt"})
		b := createAgent(t, env, key, map[string]any{"name": "Twin", "agent_type": "chat", "editing_mode": "prompt"})
		require.Equal(t, "twin", a["slug"])
		require.Equal(t, "twin-2", b["slug"])
	})
	t.Run("OKFromTemplate", func(t *testing.T) {
		for _, tmpl := range agents.Templates() {
			a := createAgent(t, env, key, map[string]any{"name": "From " + tmpl.ID, "agent_type": "voice_widget", "editing_mode": "flow", "template_id": tmpl.ID})
			require.Equal(t, tmpl.Description, a["description"])
			require.Equal(t, "voice_widget", a["agent_type"])
			// The template's flow is valid: published, the flow-mode agent publishes.
			_, err := env.App.Flows.PublishAll(env.System(org.ID), uuid.MustParse(a["id"].(string)))
			require.NoError(t, err)
			r := env.Post("/v1/agents/"+a["id"].(string)+"/publish", key, nil)
			require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		}
	})
	t.Run("ErrUnknownTemplate", func(t *testing.T) {
		r := env.Post("/v1/agents", key, map[string]any{"name": "X", "agent_type": "inbound", "editing_mode": "prompt", "template_id": "nope"})
		require.Equal(t, http.StatusUnprocessableEntity, r.Status)
		require.Contains(t, r.Detail(t), "template_id")
	})
	bad := []struct {
		name  string
		body  any
		field string
	}{
		{"ErrNameRequired", map[string]any{"agent_type": "inbound", "editing_mode": "prompt"}, "name"},
		{"ErrNameBlank", map[string]any{"name": "   ", "agent_type": "inbound", "editing_mode": "prompt"}, "name"},
		{"ErrNameTooLong", map[string]any{"name": strings.Repeat("n", 121), "agent_type": "inbound", "editing_mode": "prompt"}, "name"},
		{"ErrNameNotString", map[string]any{"name": 42, "agent_type": "inbound", "editing_mode": "prompt"}, "name"},
		{"ErrAgentTypeRequired", map[string]any{"name": "A", "editing_mode": "prompt"}, "agent_type"},
		{"ErrAgentTypeUnknown", map[string]any{"name": "A", "agent_type": "fax", "editing_mode": "prompt"}, "agent_type"},
		{"ErrEditingModeRequired", map[string]any{"name": "A", "agent_type": "chat"}, "editing_mode"},
		{"ErrEditingModeUnknown", map[string]any{"name": "A", "agent_type": "chat", "editing_mode": "wysiwyg"}, "editing_mode"},
		{"ErrBodyArray", []any{1, 2}, "JSON object"},
	}
	for _, c := range bad {
		t.Run(c.name, func(t *testing.T) {
			r := env.Post("/v1/agents", key, c.body)
			require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), c.field)
		})
	}
	t.Run("ErrMalformedJSON", func(t *testing.T) {
		r := env.Do(testkit.Request{Method: "POST", Path: "/v1/agents", Key: key, Body: []byte(`{"name": "A",`), Header: map[string]string{"Content-Type": "application/json"}})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "not valid JSON")
	})
	t.Run("ErrEmptyBody", func(t *testing.T) {
		r := env.Do(testkit.Request{Method: "POST", Path: "/v1/agents", Key: key, Body: []byte(``), Header: map[string]string{"Content-Type": "application/json"}})
		require.Equal(t, http.StatusBadRequest, r.Status)
	})
	t.Run("ErrWrongContentType", func(t *testing.T) {
		r := env.Do(testkit.Request{Method: "POST", Path: "/v1/agents", Key: key, Body: []byte(`name=A`), Header: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}})
		require.Equal(t, http.StatusUnsupportedMediaType, r.Status)
	})
	t.Run("ErrBodyTooLarge", func(t *testing.T) {
		big := `{"name":"A","agent_type":"inbound","editing_mode":"prompt","description":"` + strings.Repeat("x", 2<<20) + `"}`
		r := env.Do(testkit.Request{Method: "POST", Path: "/v1/agents", Key: key, Body: []byte(big), Header: map[string]string{"Content-Type": "application/json"}})
		require.Equal(t, http.StatusRequestEntityTooLarge, r.Status)
		require.Contains(t, r.Detail(t), "larger than")
	})
	t.Run("NothingHalfWritten", func(t *testing.T) {
		var n int
		require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM agents WHERE organization_id = $1 AND name = 'A'`, org.ID).Scan(&n))
		require.Zero(t, n)
	})
}

func TestListAgents(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("List Org")
	other := env.MustOrg("Other Org")
	_, key := env.MustKey(org.ID)
	_, otherKey := env.MustKey(other.ID)

	createAgent(t, env, key, map[string]any{"name": "Inbound Sales", "agent_type": "inbound", "editing_mode": "prompt", "description": "Handles SALES calls"})
	createAgent(t, env, key, map[string]any{"name": "Outbound Follow-up", "agent_type": "outbound", "editing_mode": "prompt"})
	chat := createAgent(t, env, key, map[string]any{"name": "Site chat", "agent_type": "chat", "editing_mode": "prompt"})
	createAgent(t, env, key, map[string]any{"name": "100%_literal", "agent_type": "chat", "editing_mode": "prompt"})
	createAgent(t, env, otherKey, map[string]any{"name": "Inbound Elsewhere", "agent_type": "inbound", "editing_mode": "prompt"})
	require.Equal(t, 200, env.Post("/v1/agents/"+chat["id"].(string)+"/publish", key, nil).Status)

	list := func(q string) (names []string, total float64) {
		r := env.Get("/v1/agents"+q, key)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		m := r.Map(t)
		for _, it := range m["items"].([]any) {
			names = append(names, it.(map[string]any)["name"].(string))
		}
		return names, m["total"].(float64)
	}
	t.Run("OKAllNewestFirst", func(t *testing.T) {
		names, total := list("")
		require.Equal(t, []string{"100%_literal", "Site chat", "Outbound Follow-up", "Inbound Sales"}, names)
		require.Equal(t, float64(4), total)
	})
	t.Run("OKEnvelope", func(t *testing.T) {
		m := env.Get("/v1/agents?limit=2&offset=1", key).Map(t)
		require.Equal(t, float64(2), m["limit"])
		require.Equal(t, float64(1), m["offset"])
		require.Equal(t, float64(4), m["total"])
		require.Nil(t, m["next_cursor"])
		require.Len(t, m["items"], 2)
	})
	t.Run("OKFilterType", func(t *testing.T) {
		names, total := list("?agent_type=inbound")
		require.Equal(t, []string{"Inbound Sales"}, names)
		require.Equal(t, float64(1), total)
	})
	t.Run("OKFilterStatus", func(t *testing.T) {
		names, _ := list("?status=active")
		require.Equal(t, []string{"Site chat"}, names)
		names, _ = list("?status=draft&agent_type=chat")
		require.Equal(t, []string{"100%_literal"}, names)
	})
	t.Run("OKSearchCaseInsensitiveNameAndDescription", func(t *testing.T) {
		names, _ := list("?search=sales")
		require.Equal(t, []string{"Inbound Sales"}, names)
		names, _ = list("?search=FOLLOW")
		require.Equal(t, []string{"Outbound Follow-up"}, names)
		names, _ = list("?search=%25_") // "%_" is literal, not a wildcard
		require.Equal(t, []string{"100%_literal"}, names)
		names, _ = list("?search=elsewhere") // other organization
		require.Empty(t, names)
	})
	for _, q := range []string{"?agent_type=fax", "?status=deleted", "?limit=0", "?limit=201", "?limit=x", "?offset=-1", "?cursor=start"} {
		t.Run("Err400"+q, func(t *testing.T) {
			r := env.Get("/v1/agents"+q, key)
			require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
			require.NotEmpty(t, r.Detail(t))
		})
	}
}

func TestGetAgent(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Get Org")
	other := env.MustOrg("Get Other")
	_, key := env.MustKey(org.ID)
	_, otherKey := env.MustKey(other.ID)
	a := createAgent(t, env, key, map[string]any{"name": "Mine", "agent_type": "outbound", "editing_mode": "prompt"})
	id := a["id"].(string)

	t.Run("OK", func(t *testing.T) {
		r := env.Get("/v1/agents/"+id, key)
		require.Equal(t, http.StatusOK, r.Status)
		require.Equal(t, a, r.Map(t))
	})
	t.Run("ErrOtherOrganization404", func(t *testing.T) {
		require.Equal(t, http.StatusNotFound, env.Get("/v1/agents/"+id, otherKey).Status)
		require.Equal(t, http.StatusNotFound, env.Post("/v1/agents/"+id+"/publish", otherKey, nil).Status)
	})
	t.Run("ErrUnknown404", func(t *testing.T) {
		require.Equal(t, http.StatusNotFound, env.Get("/v1/agents/"+uuid.NewString(), key).Status)
		require.Equal(t, http.StatusNotFound, env.Get("/v1/agents/not-a-uuid", key).Status)
	})
	t.Run("PhoneNumberShowsAssignedNumber", func(t *testing.T) {
		agentID := uuid.MustParse(id)
		_, err := env.App.Numbers.Add(env.System(org.ID), numbers.AddInput{Number: "+5511912345678", AgentID: &agentID})
		require.NoError(t, err)
		require.Equal(t, "+5511912345678", env.Get("/v1/agents/"+id, key).Map(t)["phone_number"])
	})
	t.Run("PhoneNumberFollowsTheLatestAssignment", func(t *testing.T) {
		agentID := uuid.MustParse(id)
		second, err := env.App.Numbers.Add(env.System(org.ID), numbers.AddInput{Number: "+5511912340000"})
		require.NoError(t, err)
		_, err = env.App.Numbers.Assign(env.System(org.ID), second.ID, &agentID)
		require.NoError(t, err)
		r := env.Get("/v1/agents/"+id, key)
		require.Equal(t, "+5511912340000", r.Map(t)["phone_number"])
		list := env.Get("/v1/agents?search=Mine", key).Map(t)["items"].([]any)
		require.Equal(t, "+5511912340000", list[0].(map[string]any)["phone_number"])
		_, err = env.App.Numbers.Assign(env.System(org.ID), second.ID, nil)
		require.NoError(t, err)
		require.Equal(t, "+5511912345678", env.Get("/v1/agents/"+id, key).Map(t)["phone_number"])
	})
}

func TestPublishAgent(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Publish Org")
	_, key := env.MustKey(org.ID)

	t.Run("OKVersionIncrements", func(t *testing.T) {
		a := createAgent(t, env, key, map[string]any{"name": "P", "agent_type": "inbound", "editing_mode": "prompt"})
		for v := 1; v <= 3; v++ {
			r := env.Post("/v1/agents/"+a["id"].(string)+"/publish", key, nil)
			require.Equal(t, http.StatusOK, r.Status)
			m := r.Map(t)
			require.Equal(t, float64(v), m["version"])
			require.Equal(t, "active", m["status"])
		}
		var versions int
		require.NoError(t, env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM agent_versions WHERE agent_id = $1`, a["id"]).Scan(&versions))
		require.Equal(t, 3, versions)
	})
	t.Run("ErrArchived409", func(t *testing.T) {
		a := createAgent(t, env, key, map[string]any{"name": "Old", "agent_type": "inbound", "editing_mode": "prompt"})
		id := uuid.MustParse(a["id"].(string))
		_, err := env.App.Agents.Archive(env.System(org.ID), id)
		require.NoError(t, err)
		r := env.Post("/v1/agents/"+id.String()+"/publish", key, nil)
		require.Equal(t, http.StatusConflict, r.Status)
		require.Contains(t, r.Detail(t), "archived")
		require.Equal(t, "archived", env.Get("/v1/agents/"+id.String(), key).Map(t)["status"])
	})
	t.Run("ErrFlowsUnpublished422ListsEach", func(t *testing.T) {
		a := createAgent(t, env, key, map[string]any{"name": "Unpublished flows", "agent_type": "inbound", "editing_mode": "flow"})
		id := uuid.MustParse(a["id"].(string))
		_, err := env.App.Flows.CreateSubflow(env.System(org.ID), id, flows.CreateInput{Name: "Side"})
		require.NoError(t, err)
		r := env.Post("/v1/agents/"+id.String()+"/publish", key, nil)
		require.Equal(t, http.StatusUnprocessableEntity, r.Status)
		var body struct {
			Detail string `json:"detail"`
			Errors []struct{ Field, Message string }
		}
		r.JSON(t, &body)
		require.Len(t, body.Errors, 2)
		require.Contains(t, body.Detail, "never published")
		require.Contains(t, body.Detail, "Main flow")
		require.Contains(t, body.Detail, "Side")
		require.Equal(t, "draft", env.Get("/v1/agents/"+id.String(), key).Map(t)["status"])
		require.Equal(t, float64(0), env.Get("/v1/agents/"+id.String(), key).Map(t)["version"])

		_, err = env.App.Flows.PublishAll(env.System(org.ID), id)
		require.NoError(t, err)
		r = env.Post("/v1/agents/"+id.String()+"/publish", key, nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	})
	t.Run("ErrUnknown404", func(t *testing.T) {
		require.Equal(t, http.StatusNotFound, env.Post("/v1/agents/"+uuid.NewString()+"/publish", key, nil).Status)
	})
}

// Text no column can store is a 400 naming where it is, never a database
// error: a NUL escape in a JSON body, a NUL or invalid UTF-8 in a query value.
func TestUnstorableTextIsA400(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Text Org")
	_, key := env.MustKey(org.ID)
	r := env.Do(testkit.Request{Method: http.MethodPost, Path: "/v1/agents", Key: key,
		Body: []byte(`{"name":"a\u0000b","agent_type":"inbound","editing_mode":"prompt"}`)})
	require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "NUL")
	for _, path := range []string{"/v1/agents?search=a%00b", "/v1/agents?search=%FF", "/v1/calls?search=%C3", "/v1/phone-numbers?status=%00"} {
		r := env.Get(path, key)
		require.Equal(t, http.StatusBadRequest, r.Status, path+": "+string(r.Body))
	}
	r = env.Post("/v1/webhook-endpoints", key, map[string]any{"url": "https://hooks.example.com/x", "events": []string{"call.completed"}, "description": "a\x00b"})
	require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
}
