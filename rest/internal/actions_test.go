package internal_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/testkit"
)

// actionKindCase is one kind of /api/v1/actions, as both doors name it.
type actionKindCase struct {
	path     string // under /api/v1/actions
	typ      string // GraphQL type: CallTransfer
	single   string // GraphQL query field: callTransfer
	plural   string // GraphQL list field: callTransfers
	fields   string // GraphQL selection of every field
	create   map[string]any
	patch    map[string]any // one field changed
	bad      map[string]any // every problem of bad is named in badPaths
	badPaths []string
}

func actionKindCases(agentID string) []actionKindCase {
	return []actionKindCase{
		{path: "/phone-books", typ: "PhoneBook", single: "phoneBook", plural: "phoneBooks",
			fields:   `id name description entries { id number label } createdAt updatedAt`,
			create:   map[string]any{"name": "Front desk", "description": "Who answers", "entries": []any{map[string]any{"number": "+5511987654321", "label": "Reception"}}},
			patch:    map[string]any{"description": "Changed"},
			bad:      map[string]any{"name": "", "entries": []any{map[string]any{"number": "+5511987654321"}, map[string]any{"number": "nope"}}},
			badPaths: []string{"name", "entries[1].number"}},
		{path: "/call-transfers", typ: "CallTransfer", single: "callTransfer", plural: "callTransfers",
			fields:   `id name destinationType destination mode whisperText createdAt updatedAt`,
			create:   map[string]any{"name": "To sales", "destination_type": "number", "destination": "+5511987654321", "mode": "warm", "whisper_text": "Caller {{name}}"},
			patch:    map[string]any{"mode": "cold"},
			bad:      map[string]any{"name": "x", "destination_type": "fax", "mode": "lukewarm", "destination": "1"},
			badPaths: []string{"destination_type", "mode"}},
		{path: "/ivr", typ: "Ivr", single: "ivr", plural: "ivrs",
			fields:   `id name steps { digits waitMs } createdAt updatedAt`,
			create:   map[string]any{"name": "Menu", "steps": []any{map[string]any{"digits": "1", "wait_ms": 500}, map[string]any{"digits": "12#", "wait_ms": 0}}},
			patch:    map[string]any{"name": "Menu 2"},
			bad:      map[string]any{"name": "Menu", "steps": []any{map[string]any{"digits": "1a", "wait_ms": 0}, map[string]any{"digits": "2", "wait_ms": 70000}}},
			badPaths: []string{"steps[0].digits", "steps[1].wait_ms"}},
		{path: "/information-extractors", typ: "InformationExtractor", single: "informationExtractor", plural: "informationExtractors",
			fields:   `id name fields { name type description } agentIds createdAt updatedAt`,
			create:   map[string]any{"name": "Lead", "fields": []any{map[string]any{"name": "email", "type": "string", "description": "Caller email"}}, "agent_ids": []any{agentID}},
			patch:    map[string]any{"agent_ids": []any{}},
			bad:      map[string]any{"name": "Lead", "fields": []any{map[string]any{"name": "1bad", "type": "string"}, map[string]any{"name": "ok", "type": "colour"}}, "agent_ids": []any{"0198c9a0-0000-7000-8000-000000000000"}},
			badPaths: []string{"fields[0].name", "fields[1].type", "agent_ids[0]"}},
		{path: "/custom-evaluations", typ: "CustomEvaluation", single: "customEvaluation", plural: "customEvaluations",
			fields:   `id name criteria { name description type } agentIds createdAt updatedAt`,
			create:   map[string]any{"name": "Quality", "criteria": []any{map[string]any{"name": "Greeted", "description": "Said hello", "type": "pass_fail"}, map[string]any{"name": "Tone", "type": "score"}}},
			patch:    map[string]any{"name": "Quality 2"},
			bad:      map[string]any{"name": "Q", "criteria": []any{map[string]any{"name": "A", "type": "pass_fail"}, map[string]any{"name": "A", "type": "grade"}}},
			badPaths: []string{"criteria[1].type", "criteria[1].name"}},
		{path: "/post-call-sms", typ: "PostCallSms", single: "postCallSms", plural: "postCallSmsList",
			fields:   `id name template condition agentIds createdAt updatedAt`,
			create:   map[string]any{"name": "Missed", "template": "Sorry we missed you, call {{call_id}}", "condition": `status == "failed"`},
			patch:    map[string]any{"condition": ""},
			bad:      map[string]any{"name": "M", "template": "Hi {{secrets.key}}", "condition": "status ==="},
			badPaths: []string{"template", "condition"}},
		{path: "/during-call-sms", typ: "DuringCallSms", single: "duringCallSms", plural: "duringCallSmsList",
			fields:   `id name template createdAt updatedAt`,
			create:   map[string]any{"name": "Address", "template": "We are at {{address}}"},
			patch:    map[string]any{"template": "Still at {{address}}"},
			bad:      map[string]any{"name": strings.Repeat("n", 121), "template": "{{ broken"},
			badPaths: []string{"name", "template"}},
		{path: "/custom-actions", typ: "CustomAction", single: "customAction", plural: "customActions",
			fields:   `id name method url headers body secretNames responseMapping timeoutMs createdAt updatedAt`,
			create:   map[string]any{"name": "CRM", "method": "POST", "url": "https://crm.example.com/leads?src={{source}}", "headers": map[string]any{"Authorization": "Bearer {{secrets.token}}"}, "body": `{"name":"{{name}}"}`, "secrets": map[string]any{"token": "s3cr3t-value"}, "response_mapping": map[string]any{"leadid": "data.id"}},
			patch:    map[string]any{"timeout_ms": 2000},
			bad:      map[string]any{"name": "CRM", "method": "POST", "url": "https://crm.example.com/", "body": "{{secrets.missing}}", "secrets": map[string]any{"token": ""}},
			badPaths: []string{"secrets.token", "body"}},
		{path: "/booking-actions", typ: "BookingAction", single: "bookingAction", plural: "bookingActions",
			fields:   `id name eventTypeId durationMinutes fields { name type required } createdAt updatedAt`,
			create:   map[string]any{"name": "Visit", "event_type_id": 42, "duration_minutes": 45, "fields": []any{map[string]any{"name": "email", "type": "email", "required": true}}},
			patch:    map[string]any{"duration_minutes": 60},
			bad:      map[string]any{"name": "Visit", "event_type_id": 0, "duration_minutes": 500, "fields": []any{map[string]any{"name": "x", "type": "colour"}}},
			badPaths: []string{"event_type_id", "duration_minutes", "fields[0].type"}},
	}
}

// camelInput turns a REST body into a GraphQL input (keys of maps of
// strings, such as headers, have no underscore in these cases).
func camelInput(v map[string]any) map[string]any {
	b, _ := json.Marshal(v)
	var out any
	_ = json.Unmarshal(b, &out)
	return camelKeys(out).(map[string]any)
}

type actionsFixture struct {
	env                  *testkit.Env
	viewer, editor, admn *testkit.Session
	stranger             *testkit.Session // an editor of another organization
	agentID              string
}

func newActionsFixture(t *testing.T) *actionsFixture {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Actions")
	other := env.MustOrg("Elsewhere")
	a, err := env.App.Agents.Create(env.System(org.ID), agents.CreateInput{Name: "Front", AgentType: "inbound", EditingMode: "flow"})
	require.NoError(t, err)
	return &actionsFixture{env: env,
		viewer: env.Session(id, org.ID, auth.RoleViewer), editor: env.Session(id, org.ID, auth.RoleEditor),
		admn: env.Session(id, org.ID, auth.RoleAdmin), stranger: env.Session(id, other.ID, auth.RoleAdmin),
		agentID: a.ID.String()}
}

func TestActionKindsBothDoors(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	for _, k := range actionKindCases(f.agentID) {
		t.Run(k.typ, func(t *testing.T) {
			base := "/api/v1/actions" + k.path
			// Create on REST: 201, the record at the top level.
			created := f.editor.Do("POST", base, k.create)
			require.Equal(t, http.StatusCreated, created.Status, string(created.Body))
			rec := created.Map(t)
			id := rec["id"].(string)
			require.Equal(t, k.create["name"], rec["name"])
			require.NotEmpty(t, rec["created_at"])
			require.NotContains(t, string(created.Body), "s3cr3t-value", "a secret is never shown")

			// Create on GraphQL, then read both on both doors.
			var made map[string]map[string]any
			f.editor.GraphQL(fmt.Sprintf(`mutation($in: %sInput!) { create%s(input: $in) { %s } }`, k.typ, k.typ, k.fields),
				map[string]any{"in": camelInput(k.create)}).Decode(t, &made)
			gqlID := made["create"+k.typ]["id"].(string)
			for _, one := range []string{id, gqlID} {
				rest := f.viewer.Do("GET", base+"/"+one, nil)
				require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
				var data map[string]json.RawMessage
				f.viewer.GraphQL(fmt.Sprintf(`query($id: ID!) { %s(id: $id) { %s } }`, k.single, k.fields), map[string]any{"id": one}).Decode(t, &data)
				sameJSON(t, rest.Body, data[k.single])
			}
			list := f.viewer.Do("GET", base+"?limit=1", nil)
			require.Equal(t, http.StatusOK, list.Status, string(list.Body))
			var lists map[string]json.RawMessage
			f.viewer.GraphQL(fmt.Sprintf(`{ %s(limit: 1) { items { %s } total limit offset nextCursor } }`, k.plural, k.fields), nil).Decode(t, &lists)
			sameJSON(t, list.Body, lists[k.plural])
			env := list.Map(t)
			require.EqualValues(t, 2, env["total"])
			require.Equal(t, gqlID, env["items"].([]any)[0].(map[string]any)["id"], "newest first")
			require.Nil(t, env["next_cursor"])
			require.Equal(t, http.StatusBadRequest, f.viewer.Do("GET", base+"?limit=201", nil).Status)

			// PATCH changes only the fields given.
			patched := f.editor.Do("PATCH", base+"/"+id, k.patch)
			require.Equal(t, http.StatusOK, patched.Status, string(patched.Body))
			after := patched.Map(t)
			for key, v := range rec {
				if _, changed := k.patch[key]; changed || key == "updated_at" {
					continue
				}
				require.Equal(t, v, after[key], key)
			}
			for key, v := range k.patch {
				got, _ := json.Marshal(after[key])
				want, _ := json.Marshal(v)
				require.JSONEq(t, string(want), string(got), key)
			}

			// Copies take the next free name.
			c1 := f.editor.Do("POST", base+"/"+id+"/duplicate", nil)
			require.Equal(t, http.StatusCreated, c1.Status, string(c1.Body))
			require.Equal(t, after["name"].(string)+" (copy)", c1.Map(t)["name"])
			var dup map[string]map[string]any
			f.editor.GraphQL(fmt.Sprintf(`mutation($id: ID!) { duplicate%s(id: $id) { name } }`, k.typ), map[string]any{"id": id}).Decode(t, &dup)
			require.Equal(t, after["name"].(string)+" (copy 2)", dup["duplicate"+k.typ]["name"])

			// Bad input: 400 naming every problem, nothing stored.
			before := f.viewer.Do("GET", base, nil).Map(t)["total"]
			bad := f.editor.Do("POST", base, k.bad)
			require.Equal(t, http.StatusBadRequest, bad.Status, string(bad.Body))
			var problem struct {
				Detail string
				Errors []struct{ Field, Message string }
			}
			bad.JSON(t, &problem)
			var paths []string
			for _, e := range problem.Errors {
				paths = append(paths, e.Field)
			}
			for _, p := range k.badPaths {
				require.Contains(t, paths, p, string(bad.Body))
			}
			require.True(t, strings.HasPrefix(problem.Detail, problem.Errors[0].Field+": "), problem.Detail)
			g := f.editor.GraphQL(fmt.Sprintf(`mutation($in: %sInput!) { create%s(input: $in) { id } }`, k.typ, k.typ), map[string]any{"in": camelInput(k.bad)})
			require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
			require.Equal(t, before, f.viewer.Do("GET", base, nil).Map(t)["total"])

			// Roles: refused before any lookup, naming the least role.
			for _, c := range []struct {
				s                    *testkit.Session
				method, path, needed string
				body                 any
			}{
				{f.viewer, "POST", base, "editor", k.create},
				{f.viewer, "PATCH", base + "/" + id, "editor", k.patch},
				{f.viewer, "POST", base + "/" + id + "/duplicate", "editor", nil},
				{f.editor, "DELETE", base + "/" + id, "admin", nil},
				{f.editor, "DELETE", base + "/not-an-id", "admin", nil},
			} {
				r := c.s.Do(c.method, c.path, c.body)
				require.Equal(t, http.StatusForbidden, r.Status, "%s %s: %s", c.method, c.path, r.Body)
				require.Contains(t, r.Detail(t), "needs "+c.needed+" or higher")
			}

			// Another organization's, malformed or another kind's id: 404.
			for _, p := range []string{base + "/" + id, base + "/nope"} {
				require.Equal(t, http.StatusNotFound, f.stranger.Do("GET", p, nil).Status)
				require.Equal(t, http.StatusNotFound, f.stranger.Do("PATCH", p, k.patch).Status)
				require.Equal(t, http.StatusNotFound, f.stranger.Do("POST", p+"/duplicate", nil).Status)
				require.Equal(t, http.StatusNotFound, f.stranger.Do("DELETE", p, nil).Status)
			}
			other := "/ivr"
			if k.path == other {
				other = "/call-transfers"
			}
			require.Equal(t, http.StatusNotFound, f.viewer.Do("GET", "/api/v1/actions"+other+"/"+id, nil).Status)
			g = f.stranger.GraphQL(fmt.Sprintf(`query($id: ID!) { %s(id: $id) { id } }`, k.single), map[string]any{"id": id})
			require.Equal(t, "NOT_FOUND", g.Code())

			// Admins delete: 204, then 404.
			require.Equal(t, http.StatusNoContent, f.admn.Do("DELETE", base+"/"+id, nil).Status)
			require.Equal(t, http.StatusNotFound, f.viewer.Do("GET", base+"/"+id, nil).Status)
			var del map[string]string
			f.admn.GraphQL(fmt.Sprintf(`mutation($id: ID!) { delete%s(id: $id) }`, k.typ), map[string]any{"id": gqlID}).Decode(t, &del)
			require.Equal(t, gqlID, del["delete"+k.typ])
		})
	}
}
