package internal_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/flows"
)

func TestPhoneBookEntries(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	base := "/api/v1/actions/phone-books"
	book := f.editor.Do("POST", base, map[string]any{"name": "Team"})
	require.Equal(t, http.StatusCreated, book.Status, string(book.Body))
	id := book.Map(t)["id"].(string)
	require.Equal(t, []any{}, book.Map(t)["entries"])

	t.Run("AddNormalizesToE164", func(t *testing.T) {
		e := f.editor.Do("POST", base+"/"+id+"/entries", map[string]any{"number": "(11) 98765-4321", "label": "Ana", "default_region": "BR"})
		require.Equal(t, http.StatusCreated, e.Status, string(e.Body))
		require.Equal(t, "+5511987654321", e.Map(t)["number"])
		bad := f.editor.Do("POST", base+"/"+id+"/entries", map[string]any{"number": "12"})
		require.Equal(t, http.StatusBadRequest, bad.Status)
		require.Contains(t, bad.Detail(t), "number")
		require.Equal(t, http.StatusForbidden, f.viewer.Do("POST", base+"/"+id+"/entries", map[string]any{"number": "+5511987654321"}).Status)
		require.Equal(t, http.StatusNotFound, f.stranger.Do("POST", base+"/"+id+"/entries", map[string]any{"number": "+5511987654321"}).Status)
	})

	t.Run("ReplaceIsAtomic", func(t *testing.T) {
		before := f.viewer.Do("GET", base+"/"+id, nil)
		r := f.editor.Do("PUT", base+"/"+id+"/entries", map[string]any{"entries": []any{
			map[string]any{"number": "+14155550100", "label": "A"},
			map[string]any{"number": "not a number", "label": "B"},
		}})
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.True(t, strings.HasPrefix(r.Detail(t), "entries[1].number"), r.Detail(t))
		require.JSONEq(t, string(before.Body), string(f.viewer.Do("GET", base+"/"+id, nil).Body), "nothing replaced")
		require.Equal(t, http.StatusBadRequest, f.editor.Do("PUT", base+"/"+id+"/entries", map[string]any{}).Status, "entries is required")

		// A good list replaces every entry, in order; an entry given with
		// its id keeps it.
		kept := before.Map(t)["entries"].([]any)[0].(map[string]any)["id"]
		r = f.editor.Do("PUT", base+"/"+id+"/entries", map[string]any{"entries": []any{
			map[string]any{"number": "+14155550100", "label": "A"},
			map[string]any{"id": kept, "number": "+5511987654321", "label": "Ana"},
		}})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		entries := r.Map(t)["entries"].([]any)
		require.Len(t, entries, 2)
		require.Equal(t, "A", entries[0].(map[string]any)["label"])
		require.Equal(t, kept, entries[1].(map[string]any)["id"])

		var data map[string]json.RawMessage
		f.viewer.GraphQL(`query($id: ID!) { phoneBook(id: $id) { id name description entries { id number label } createdAt updatedAt } }`, map[string]any{"id": id}).Decode(t, &data)
		sameJSON(t, f.viewer.Do("GET", base+"/"+id, nil).Body, data["phoneBook"])
	})

	t.Run("DialledEntriesStay", func(t *testing.T) {
		entries := f.viewer.Do("GET", base+"/"+id, nil).Map(t)["entries"].([]any)
		entry := entries[1].(map[string]any)["id"].(string)
		tr := f.editor.Do("POST", "/api/v1/actions/call-transfers", map[string]any{"name": "To Ana", "destination_type": "phone_book_entry", "destination": entry})
		require.Equal(t, http.StatusCreated, tr.Status, string(tr.Body))
		r := f.editor.Do("DELETE", base+"/"+id+"/entries/"+entry, nil)
		require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "To Ana")
		require.Equal(t, http.StatusConflict, f.admn.Do("DELETE", base+"/"+id, nil).Status)
		require.Equal(t, http.StatusConflict, f.editor.Do("PUT", base+"/"+id+"/entries", map[string]any{"entries": []any{}}).Status)

		// Another entry goes; the dialled one can change its number.
		other := entries[0].(map[string]any)["id"].(string)
		require.Equal(t, http.StatusNoContent, f.editor.Do("DELETE", base+"/"+id+"/entries/"+other, nil).Status)
		p := f.editor.Do("PATCH", base+"/"+id+"/entries/"+entry, map[string]any{"label": "Ana Lima"})
		require.Equal(t, http.StatusOK, p.Status, string(p.Body))
		require.Equal(t, "+5511987654321", p.Map(t)["number"])
		require.Equal(t, http.StatusNotFound, f.editor.Do("PATCH", base+"/"+id+"/entries/"+other, map[string]any{"label": "x"}).Status)

		// A transfer to an unknown entry is refused.
		bad := f.editor.Do("POST", "/api/v1/actions/call-transfers", map[string]any{"name": "Ghost", "destination_type": "phone_book_entry", "destination": uuid.NewString()})
		require.Equal(t, http.StatusBadRequest, bad.Status)
		require.Contains(t, bad.Detail(t), "destination")
	})

	t.Run("CopyCarriesEntries", func(t *testing.T) {
		c := f.editor.Do("POST", base+"/"+id+"/duplicate", nil)
		require.Equal(t, http.StatusCreated, c.Status, string(c.Body))
		require.Equal(t, "Team (copy)", c.Map(t)["name"])
		require.Len(t, c.Map(t)["entries"], 1)
		require.NotEqual(t, f.viewer.Do("GET", base+"/"+id, nil).Map(t)["entries"].([]any)[0].(map[string]any)["id"],
			c.Map(t)["entries"].([]any)[0].(map[string]any)["id"])
	})
}

// An action a published flow runs cannot be deleted; one only a draft runs
// can, and the draft then reports action_not_found at the node.
func TestActionInUseByFlows(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	sms := f.editor.Do("POST", "/api/v1/actions/during-call-sms", map[string]any{"name": "Address", "template": "We are at Rua A"})
	require.Equal(t, http.StatusCreated, sms.Status, string(sms.Body))
	actionID := sms.Map(t)["id"].(string)

	ctx := f.env.System(uuid.MustParse(f.editor.Org))
	agentID := uuid.MustParse(f.agentID)
	list, err := f.env.App.Flows.List(ctx, agentID)
	require.NoError(t, err)
	main := list[0]
	doc := `{"nodes":[{"id":"s","type":"start"},{"id":"a","type":"action","config":{"action_id":"` + actionID + `"}},{"id":"e","type":"end","config":{"text":"Bye"}}],
		"edges":[{"from":"s","to":"a"},{"from":"a","to":"e"}]}`
	_, err = f.env.App.Flows.Update(ctx, agentID, main.ID, flows.UpdateInput{Draft: json.RawMessage(doc)})
	require.NoError(t, err)
	_, err = f.env.App.Flows.Publish(ctx, agentID, main.ID)
	require.NoError(t, err)

	r := f.admn.Do("DELETE", "/api/v1/actions/during-call-sms/"+actionID, nil)
	require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), main.Name)
	require.Contains(t, r.Detail(t), main.ID.String())

	// Published without it: only the draft... then not even that.
	plain := `{"nodes":[{"id":"s","type":"start"},{"id":"e","type":"end","config":{"text":"Bye"}}],"edges":[{"from":"s","to":"e"}]}`
	_, err = f.env.App.Flows.Update(ctx, agentID, main.ID, flows.UpdateInput{Draft: json.RawMessage(plain)})
	require.NoError(t, err)
	_, err = f.env.App.Flows.Publish(ctx, agentID, main.ID)
	require.NoError(t, err)
	_, err = f.env.App.Flows.Update(ctx, agentID, main.ID, flows.UpdateInput{Draft: json.RawMessage(doc)})
	require.NoError(t, err)
	require.Equal(t, http.StatusNoContent, f.admn.Do("DELETE", "/api/v1/actions/during-call-sms/"+actionID, nil).Status)
	report, err := f.env.App.Flows.Validate(ctx, agentID, main.ID)
	require.NoError(t, err)
	require.False(t, report.Valid)
	require.Equal(t, flows.CodeActionNotFound, report.Errors[0].Code)
}

// Secrets are sealed: never in an answer, the audit log or the table.
func TestCustomActionSecretsStaySecret(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	const secret = "tok-9f8e7d6c5b4a"
	r := f.editor.Do("POST", "/api/v1/actions/custom-actions", map[string]any{"name": "CRM", "method": "GET",
		"url": "https://crm.example.com/x", "headers": map[string]any{"Authorization": "Bearer {{secrets.token}}"}, "secrets": map[string]any{"token": secret}})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	id := r.Map(t)["id"].(string)
	require.Equal(t, []any{"token"}, r.Map(t)["secret_names"])
	// An update without secrets keeps them; a header naming another is refused.
	u := f.editor.Do("PATCH", "/api/v1/actions/custom-actions/"+id, map[string]any{"timeout_ms": 500})
	require.Equal(t, http.StatusOK, u.Status, string(u.Body))
	require.Equal(t, []any{"token"}, u.Map(t)["secret_names"])
	bad := f.editor.Do("PATCH", "/api/v1/actions/custom-actions/"+id, map[string]any{"secrets": map[string]any{"other": "x"}})
	require.Equal(t, http.StatusBadRequest, bad.Status)
	require.Contains(t, bad.Detail(t), "headers.Authorization")
	require.Equal(t, http.StatusCreated, f.editor.Do("POST", "/api/v1/actions/custom-actions/"+id+"/duplicate", nil).Status)

	for _, body := range [][]byte{r.Body, u.Body, f.admn.Do("GET", "/api/v1/organizations/audit-log?limit=200", nil).Body} {
		require.NotContains(t, string(body), secret)
	}
	var dump string
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT string_agg(config::text || coalesce(encode(secrets, 'escape'), ''), ' ') FROM actions`).Scan(&dump))
	require.NotContains(t, dump, secret)
	var audit string
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT string_agg(action || coalesce(before::text, '') || coalesce(after::text, ''), ' ') FROM audit_log`).Scan(&audit))
	require.NotContains(t, audit, secret)
	require.Contains(t, audit, "custom_action.created")
}

func TestActionCapabilitiesAndValidation(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	caps := f.viewer.Do("GET", "/api/v1/actions/capabilities", nil)
	require.Equal(t, http.StatusOK, caps.Status, string(caps.Body))
	require.JSONEq(t, `{"sms":{"provider":"log","live":false},"telephony":{"provider":"log","live":false},"calendar":{"provider":"calcom","connected":false}}`, string(caps.Body))
	var data map[string]json.RawMessage
	f.viewer.GraphQL(`{ actionCapabilities { sms { provider live } telephony { provider live } calendar { provider connected } } }`, nil).Decode(t, &data)
	sameJSON(t, caps.Body, data["actionCapabilities"])

	phone := f.viewer.Do("POST", "/api/v1/actions/validate-phone", map[string]any{"number": "(11) 98765-4321", "default_region": "br"})
	require.Equal(t, http.StatusOK, phone.Status, string(phone.Body))
	require.JSONEq(t, `{"valid":true,"e164":"+5511987654321","type":"mobile","region":"BR"}`, string(phone.Body))
	f.viewer.GraphQL(`{ validatePhoneNumber(number: "(11) 98765-4321", defaultRegion: "br") { valid e164 type region } }`, nil).Decode(t, &data)
	sameJSON(t, phone.Body, data["validatePhoneNumber"])
	invalid := f.viewer.Do("POST", "/api/v1/actions/validate-phone", map[string]any{"number": "12"})
	require.Equal(t, http.StatusOK, invalid.Status)
	require.JSONEq(t, `{"valid":false,"e164":null,"type":null,"region":null}`, string(invalid.Body))
	missing := f.viewer.Do("POST", "/api/v1/actions/validate-phone", map[string]any{})
	require.Equal(t, http.StatusBadRequest, missing.Status)
	require.Contains(t, missing.Detail(t), "number")
	g := f.viewer.GraphQL(`{ validatePhoneNumber { valid } }`, nil)
	require.Equal(t, "BAD_USER_INPUT", g.Code())

	for uri, valid := range map[string]bool{"sip:alice@atlanta.com;transport=tcp": true, "sips:[2001:db8::1]:5061": true, "http://x": false, "sip:": false} {
		r := f.viewer.Do("POST", "/api/v1/actions/validate-sip", map[string]any{"uri": uri})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, valid, r.Map(t)["valid"], uri)
	}
	require.Equal(t, http.StatusBadRequest, f.viewer.Do("POST", "/api/v1/actions/validate-sip", map[string]any{}).Status)
	f.viewer.GraphQL(`{ validateSipUri(uri: "sip:bob@biloxi.com") { valid } }`, nil).Decode(t, &data)
	require.JSONEq(t, `{"valid":true}`, string(data["validateSipUri"]))

	// Another organization's member without this one: refused, as every path.
	require.Equal(t, http.StatusForbidden, f.stranger.In(f.viewer.Org).Do("GET", "/api/v1/actions/capabilities", nil).Status)
}

// Values of the wrong type inside inputs are BAD_USER_INPUT naming where,
// on both doors; never an internal error.
func TestActionInputsOfTheWrongType(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	for _, c := range []struct {
		query, field string
		vars         map[string]any
	}{
		{`mutation { createCustomAction(input:{name:"g",method:"GET",url:"https://example.com/",headers:{a:1}}) { id } }`, "input.headers", nil},
		{`mutation { createCustomAction(input:{name:"g",method:"GET",url:"https://example.com/",headers:{a:null}}) { id } }`, "input.headers", nil},
		{`mutation($v: Variables) { simulateCustomAction(id:"x", input:{variables:$v}) { request { url } } }`, "input.variables", map[string]any{"v": []any{1, 2}}},
		{`mutation { createInformationExtractor(input:{name:"x",fields:[{name:"a",type:"string"}],agentIds:["bogus"]}) { id } }`, "agent_ids[0]", nil},
		{`mutation { createCustomEvaluation(input:{name:"x",criteria:[{name:"a",type:"score"}],agentIds:["zz"]}) { id } }`, "agent_ids[0]", nil},
	} {
		g := f.editor.GraphQL(c.query, c.vars)
		require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
		require.Equal(t, c.field, g.Errors[0].Extensions.Fields[0]["field"], string(g.Body))
	}
	book := f.editor.Do("POST", "/api/v1/actions/phone-books", map[string]any{"name": "B"}).Map(t)["id"].(string)
	g := f.editor.GraphQL(`mutation($b: ID!) { replacePhoneBookEntries(phoneBookId: $b, entries:[{id:"bogus", number:"+14155552671"}]) { id } }`, map[string]any{"b": book})
	require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	require.Equal(t, "entries[0].id", g.Errors[0].Extensions.Fields[0]["field"])

	for _, c := range []struct {
		path, field string
		body        map[string]any
	}{
		{"/information-extractors", "agent_ids[0]", map[string]any{"name": "x", "fields": []any{map[string]any{"name": "a", "type": "string"}}, "agent_ids": []any{"bad"}}},
		{"/phone-books", "entries[0].id", map[string]any{"name": "x", "entries": []any{map[string]any{"number": "+5511987654321", "id": "zzz"}}}},
		{"/booking-actions", "duration_minutes", map[string]any{"name": "x", "event_type_id": 1, "duration_minutes": 0}},
		{"/custom-actions", "timeout_ms", map[string]any{"name": "x", "method": "GET", "url": "https://example.com/", "timeout_ms": 0}},
	} {
		r := f.editor.Do("POST", "/api/v1/actions"+c.path, c.body)
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.True(t, strings.HasPrefix(r.Detail(t), c.field+": "), r.Detail(t))
	}
	// Left out, they take their defaults.
	r := f.editor.Do("POST", "/api/v1/actions/booking-actions", map[string]any{"name": "x", "event_type_id": 1})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	require.EqualValues(t, 30, r.Map(t)["duration_minutes"])
	r = f.editor.Do("POST", "/api/v1/actions/custom-actions", map[string]any{"name": "x", "method": "GET", "url": "https://example.com/"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	require.EqualValues(t, 10000, r.Map(t)["timeout_ms"])
}

// Operations on calls are in the audit log, once.
func TestActionOperationsAreAudited(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	session := f.callOn(t, true, false)
	ivr := create(t, f, "ivr", map[string]any{"name": "Menu", "steps": []any{map[string]any{"digits": "1", "wait_ms": 0}}})
	r := f.editor.Do("POST", "/api/v1/actions/ivr/"+ivr+"/execute", map[string]any{"session_id": session})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	// A refused execute is not audited.
	require.Equal(t, http.StatusForbidden, f.viewer.Do("POST", "/api/v1/actions/ivr/"+ivr+"/execute", map[string]any{"session_id": session}).Status)

	log := f.admn.Do("GET", "/api/v1/organizations/audit-log?action=ivr.executed", nil)
	require.Equal(t, http.StatusOK, log.Status, string(log.Body))
	items := log.Map(t)["items"].([]any)
	require.Len(t, items, 1)
	entry := items[0].(map[string]any)
	require.Equal(t, ivr, entry["target_id"])
	require.Equal(t, session, entry["after"].(map[string]any)["session_id"])
}
