package internal_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

const flowFields = `id agentId name isMain draft published revision createdAt updatedAt`

// sameFlowJSON is sameJSON for values holding flow documents and variables,
// whose own keys are data and stay as they are on both doors.
func sameFlowJSON(t *testing.T, rest []byte, gql json.RawMessage) {
	t.Helper()
	var a, b any
	require.NoError(t, json.Unmarshal(rest, &a))
	require.NoError(t, json.Unmarshal(gql, &b))
	require.Equal(t, dropNulls(camelKeysKeeping(a)), dropNulls(b))
}

func camelKeysKeeping(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := map[string]any{}
		for k, x := range v {
			switch k {
			case "draft", "published", "variables", "flows":
				out[camel(k)] = x
			default:
				out[camel(k)] = camelKeysKeeping(x)
			}
		}
		return out
	case []any:
		for i := range v {
			v[i] = camelKeysKeeping(v[i])
		}
	}
	return v
}

const (
	askAge = `{"nodes":[{"id":"start","type":"start"},{"id":"age","type":"question","config":{"prompt":"How old are you?","variable":"age","type":"number","retry_prompt":"Your age in digits, please."}},` +
		`{"id":"adult","type":"condition"},{"id":"bye","type":"end","config":{"text":"Thanks, {{age}} it is."}},{"id":"minor","type":"transfer","config":{"to":"a colleague"}}],` +
		`"edges":[{"from":"start","to":"age"},{"from":"age","to":"adult"},{"from":"adult","to":"bye","condition":"age >= 18"},{"from":"adult","to":"minor","default":true}]}`
	broken = `{"nodes":[{"id":"start","type":"start"},{"id":"q","type":"question","config":{"prompt":"Hm?"}},{"id":"x","type":"teleport"}],"edges":[{"from":"start","to":"q"},{"from":"q","to":"ghost"}]}`
)

type flowsDoor struct {
	agentsDoor
	agent, main string
}

func newFlowsDoor(t *testing.T) flowsDoor {
	d := newAgentsDoor(t)
	a := d.mustCreate(t, map[string]any{"name": "Flow agent", "agent_type": "chat", "editing_mode": "flow"})
	fd := flowsDoor{agentsDoor: d, agent: a["id"].(string)}
	l := d.viewer.Do("GET", fd.base(), nil)
	require.Equal(t, http.StatusOK, l.Status, string(l.Body))
	items := l.Map(t)["items"].([]any)
	require.Len(t, items, 1, "a flow-mode agent comes with its main flow")
	fd.main = items[0].(map[string]any)["id"].(string)
	return fd
}

func (d flowsDoor) base() string { return "/api/v1/agents/" + d.agent + "/flows" }

func TestFlowsBothDoors(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	sub := d.editor.Do("POST", d.base(), map[string]any{"name": "Ask age", "draft": json.RawMessage(askAge)})
	require.Equal(t, http.StatusCreated, sub.Status, string(sub.Body))
	subID := sub.Map(t)["id"].(string)
	vars := map[string]any{"agentId": d.agent, "id": subID}

	rest := d.viewer.Do("GET", d.base(), nil)
	g := d.viewer.GraphQL(`query($agentId: ID!) { flows(agentId: $agentId) { items { `+flowFields+` } total limit offset nextCursor } }`, vars)
	require.Empty(t, g.Errors)
	sameFlowJSON(t, rest.Body, field(t, g.Data, "flows"))
	require.Equal(t, float64(2), rest.Map(t)["total"])

	rest = d.viewer.Do("GET", d.base()+"/"+subID, nil)
	g = d.viewer.GraphQL(`query($agentId: ID!, $id: ID!) { flow(agentId: $agentId, id: $id) { `+flowFields+` } }`, vars)
	require.Empty(t, g.Errors)
	sameFlowJSON(t, rest.Body, field(t, g.Data, "flow"))

	rest = d.viewer.Do("GET", d.base()+"/"+subID+"/validate", nil)
	g = d.viewer.GraphQL(`query($agentId: ID!, $id: ID!) { validateFlow(agentId: $agentId, id: $id) { valid errors { code message nodeId } warnings { code message nodeId } } }`, vars)
	require.Empty(t, g.Errors)
	sameFlowJSON(t, rest.Body, field(t, g.Data, "validateFlow"))
	require.Equal(t, true, rest.Map(t)["valid"])

	rest = d.viewer.Do("GET", d.base()+"/"+subID+"/compiled", nil)
	require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
	g = d.viewer.GraphQL(`query($agentId: ID!, $id: ID!) { compiledFlow(agentId: $agentId, id: $id) }`, vars)
	require.Empty(t, g.Errors)
	require.JSONEq(t, string(rest.Body), string(field(t, g.Data, "compiledFlow")))
	require.Equal(t, subID, rest.Map(t)["main"])

	rest = d.editor.Do("POST", d.base()+"/"+subID+"/publish", nil)
	require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
	require.Equal(t, float64(1), rest.Map(t)["revision"])
	g = d.editor.GraphQL(`mutation($agentId: ID!, $id: ID!) { publishFlow(agentId: $agentId, id: $id) { revision } }`, vars)
	require.Empty(t, g.Errors)
	require.JSONEq(t, `{"revision": 2}`, string(field(t, g.Data, "publishFlow")))

	rest = d.viewer.Do("POST", d.base()+"/"+subID+"/runtime/simulate", map[string]any{"inputs": []string{"old enough", "42"}})
	require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
	g = d.viewer.GraphQL(`mutation($agentId: ID!, $id: ID!) { simulateFlowRuntime(agentId: $agentId, id: $id, inputs: ["old enough", "42"]) {
		turns { role text } path variables actions { actionId nodeId variables simulated } finished } }`, vars)
	require.Empty(t, g.Errors)
	sameFlowJSON(t, rest.Body, field(t, g.Data, "simulateFlowRuntime"))
	var sim struct {
		Turns     []struct{ Role, Text string }
		Path      []string
		Variables map[string]any
		Finished  bool
	}
	rest.JSON(t, &sim)
	require.True(t, sim.Finished)
	require.Equal(t, []string{"start", "age", "adult", "bye"}, sim.Path)
	require.Equal(t, float64(42), sim.Variables["age"])
	require.Equal(t, "Your age in digits, please.", sim.Turns[2].Text, "a wrong answer gets the retry prompt")
	require.Equal(t, "Thanks, 42 it is.", sim.Turns[len(sim.Turns)-1].Text)

	// A report with problems: the same on both doors (no node id is null).
	require.Equal(t, http.StatusOK, d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"draft": json.RawMessage(broken)}).Status)
	vars["id"] = d.main
	rest = d.viewer.Do("GET", d.base()+"/"+d.main+"/validate", nil)
	g = d.viewer.GraphQL(`query($agentId: ID!, $id: ID!) { validateFlow(agentId: $agentId, id: $id) {
		valid errors { code message nodeId edge { index from to } flowId } warnings { code message nodeId edge { index from to } flowId } } }`, vars)
	require.Empty(t, g.Errors)
	sameFlowJSON(t, rest.Body, field(t, g.Data, "validateFlow"))
	require.Equal(t, false, rest.Map(t)["valid"])
	require.Contains(t, string(rest.Body), `"edge":{"index":1,"from":"q","to":"ghost"}`)
	require.Equal(t, http.StatusOK, d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"draft": json.RawMessage(askAge)}).Status)

	all := d.editor.Do("POST", d.base()+"/publish-all", nil)
	require.Equal(t, http.StatusOK, all.Status, string(all.Body))
	require.Equal(t, float64(2), all.Map(t)["total"])
	g = d.editor.GraphQL(`mutation($agentId: ID!) { publishAllFlows(agentId: $agentId) { total items { id revision } } }`, vars)
	require.Empty(t, g.Errors)
	require.Contains(t, string(g.Data), `"total":2`)
}

func field(t *testing.T, data json.RawMessage, name string) json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(data, &m))
	require.Contains(t, m, name)
	return m[name]
}

func TestFlowsEditing(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	t.Run("CreateDefaultsToAStartAndAnEnd", func(t *testing.T) {
		r := d.editor.Do("POST", d.base(), map[string]any{"name": "  Side  "})
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		m := r.Map(t)
		require.Equal(t, "Side", m["name"])
		require.Equal(t, false, m["is_main"])
		require.Equal(t, float64(0), m["revision"])
		require.Nil(t, m["published"])
		require.Equal(t, d.agent, m["agent_id"])
	})
	t.Run("ErrCreateBadInput", func(t *testing.T) {
		r := d.editor.Do("POST", d.base(), map[string]any{"name": ""})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "name")
		r = d.editor.Do("POST", d.base(), map[string]any{"name": strings.Repeat("n", 121)})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = d.editor.Do("POST", d.base(), map[string]any{"name": "X", "draft": map[string]any{"nodes": "many"}})
		require.Equal(t, http.StatusUnprocessableEntity, r.Status)
		require.Contains(t, r.Detail(t), "draft.nodes")
		r = d.editor.Do("POST", d.base(), map[string]any{"name": 3})
		require.Equal(t, http.StatusBadRequest, r.Status)
		g := d.editor.GraphQL(`mutation($a: ID!) { createSubflow(agentId: $a, input: {name: "X", draft: {nodes: 1}}) { id } }`, map[string]any{"a": d.agent})
		require.Equal(t, "UNPROCESSABLE", g.Code())
	})
	t.Run("PatchRenameAndDraft", func(t *testing.T) {
		r := d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"name": "Entry"})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "Entry", r.Map(t)["name"])
		r = d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"draft": json.RawMessage(broken)})
		require.Equal(t, http.StatusOK, r.Status, "an invalid graph may be saved as a draft")
		r = d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "nothing to change")
		r = d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"draft": "not a document"})
		require.Equal(t, http.StatusUnprocessableEntity, r.Status)
		require.Contains(t, r.Detail(t), "draft")
		r = d.editor.Do("PATCH", d.base()+"/"+uuid.NewString(), map[string]any{"name": "X"})
		require.Equal(t, http.StatusNotFound, r.Status)
		g := d.editor.GraphQL(`mutation($a: ID!, $id: ID!) { updateFlow(agentId: $a, id: $id, input: {name: "Entry point"}) { name } }`, map[string]any{"a": d.agent, "id": d.main})
		require.Empty(t, g.Errors)
		require.JSONEq(t, `{"updateFlow":{"name":"Entry point"}}`, string(g.Data))
	})
	t.Run("ValidateListsEveryProblemAndCompiledIs422", func(t *testing.T) {
		r := d.viewer.Do("GET", d.base()+"/"+d.main+"/validate", nil)
		require.Equal(t, http.StatusOK, r.Status)
		var rep struct {
			Valid    bool
			Errors   []struct{ Code, Message, NodeID string }
			Warnings []any
		}
		r.JSON(t, &rep)
		require.False(t, rep.Valid)
		codes := []string{}
		for _, e := range rep.Errors {
			codes = append(codes, e.Code)
		}
		require.Subset(t, codes, []string{"unknown_node_type", "edge_to_unknown_node", "question_without_variable", "no_end"})
		require.NotNil(t, rep.Warnings)

		c := d.viewer.Do("GET", d.base()+"/"+d.main+"/compiled", nil)
		require.Equal(t, http.StatusUnprocessableEntity, c.Status)
		require.Contains(t, c.Detail(t), "teleport")
		var body struct {
			Errors []struct{ Field, Message string }
		}
		c.JSON(t, &body)
		require.GreaterOrEqual(t, len(body.Errors), 4, "every problem is listed")
		g := d.viewer.GraphQL(`query($a: ID!, $id: ID!) { compiledFlow(agentId: $a, id: $id) }`, map[string]any{"a": d.agent, "id": d.main})
		require.Equal(t, "UNPROCESSABLE", g.Code())

		p := d.editor.Do("POST", d.base()+"/"+d.main+"/publish", nil)
		require.Equal(t, http.StatusUnprocessableEntity, p.Status)
		p = d.editor.Do("POST", d.base()+"/publish-all", nil)
		require.Equal(t, http.StatusUnprocessableEntity, p.Status)
		require.Contains(t, string(p.Body), "flows."+d.main, "publish-all names the flow of each problem")
		s := d.viewer.Do("GET", d.base()+"/"+d.main+"/runtime/start", nil)
		require.Equal(t, http.StatusUnprocessableEntity, s.Status, "a test conversation needs a compiling draft")
	})
	t.Run("DuplicateAndDelete", func(t *testing.T) {
		src := d.editor.Do("POST", d.base(), map[string]any{"name": "Callee"}).Map(t)
		dup := d.editor.Do("POST", d.base()+"/"+src["id"].(string)+"/duplicate", nil)
		require.Equal(t, http.StatusCreated, dup.Status, string(dup.Body))
		require.Equal(t, "Callee (copy)", dup.Map(t)["name"])
		caller := `{"nodes":[{"id":"s","type":"start"},{"id":"c","type":"subflow","config":{"flow_id":"` + src["id"].(string) + `"}},{"id":"e","type":"end"}],"edges":[{"from":"s","to":"c"},{"from":"c","to":"e"}]}`
		callerFlow := d.editor.Do("POST", d.base(), map[string]any{"name": "Caller", "draft": json.RawMessage(caller)}).Map(t)
		r := d.editor.Do("DELETE", d.base()+"/"+src["id"].(string), nil)
		require.Equal(t, http.StatusConflict, r.Status)
		require.Contains(t, r.Detail(t), callerFlow["id"].(string))
		require.Contains(t, r.Detail(t), "Caller")
		r = d.editor.Do("DELETE", d.base()+"/"+d.main, nil)
		require.Equal(t, http.StatusConflict, r.Status)
		require.Contains(t, r.Detail(t), "main flow")
		r = d.editor.Do("DELETE", d.base()+"/"+dup.Map(t)["id"].(string), nil)
		require.Equal(t, http.StatusNoContent, r.Status)
		require.Equal(t, http.StatusNotFound, d.viewer.Do("GET", d.base()+"/"+dup.Map(t)["id"].(string), nil).Status)
		g := d.editor.GraphQL(`mutation($a: ID!, $id: ID!) { deleteFlow(agentId: $a, id: $id) }`, map[string]any{"a": d.agent, "id": callerFlow["id"]})
		require.Empty(t, g.Errors)
		require.JSONEq(t, `{"deleteFlow":true}`, string(g.Data))
		g = d.editor.GraphQL(`mutation($a: ID!, $id: ID!) { duplicateFlow(agentId: $a, id: $id) { name isMain } }`, map[string]any{"a": d.agent, "id": d.main})
		require.Empty(t, g.Errors)
		require.JSONEq(t, `{"duplicateFlow":{"name":"Entry point (copy)","isMain":false}}`, string(g.Data))
	})
	t.Run("ErrBadWindow400", func(t *testing.T) {
		require.Equal(t, http.StatusBadRequest, d.viewer.Do("GET", d.base()+"?limit=0", nil).Status)
		l := d.viewer.Do("GET", d.base()+"?limit=1&offset=1", nil).Map(t)
		require.Len(t, l["items"], 1)
		require.Equal(t, float64(1), l["offset"])
	})
}

func TestFlowRuntimeDoor(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	require.Equal(t, http.StatusOK, d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"draft": json.RawMessage(askAge)}).Status)
	start := d.viewer.Do("GET", d.base()+"/"+d.main+"/runtime/start", nil)
	require.Equal(t, http.StatusOK, start.Status, string(start.Body))
	var v struct {
		SessionID string `json:"session_id"`
		Turns     []struct{ Role, Text string }
		NodeID    *string `json:"node_id"`
		Expecting *string
		Variables map[string]any
		Finished  bool
	}
	start.JSON(t, &v)
	require.Equal(t, "How old are you?", v.Turns[0].Text)
	require.Equal(t, "age", *v.NodeID)
	require.Equal(t, "number", *v.Expecting)
	session := v.SessionID
	adv := func(s any, input any) *struct {
		status int
		body   []byte
	} {
		r := d.viewer.Do("POST", d.base()+"/"+d.main+"/runtime/advance", map[string]any{"session_id": s, "input": input})
		return &struct {
			status int
			body   []byte
		}{r.Status, r.Body}
	}
	for name, c := range map[string]struct {
		session, input any
		status         int
		contains       string
	}{
		"NoInput":      {session, nil, http.StatusBadRequest, "input"},
		"TwoInputs":    {session, map[string]any{"text": "a", "dtmf": "1"}, http.StatusBadRequest, "exactly one"},
		"BadDTMF":      {session, map[string]any{"dtmf": "12a"}, http.StatusBadRequest, "input.dtmf"},
		"NoSession":    {"", map[string]any{"text": "hi"}, http.StatusBadRequest, "session_id"},
		"UnknownSess":  {uuid.NewString(), map[string]any{"text": "hi"}, http.StatusNotFound, "not found"},
		"MalformedSes": {"abc", map[string]any{"text": "hi"}, http.StatusNotFound, "not found"},
	} {
		r := adv(c.session, c.input)
		require.Equal(t, c.status, r.status, name+": "+string(r.body))
		require.Contains(t, string(r.body), c.contains, name)
	}
	r := adv(session, map[string]any{"text": "I am 30"})
	require.Equal(t, http.StatusOK, r.status, string(r.body))
	require.NoError(t, json.Unmarshal(r.body, &v))
	require.True(t, v.Finished)
	require.Nil(t, v.NodeID)
	require.Equal(t, float64(30), v.Variables["age"])
	require.Equal(t, []string{"caller", "agent"}, []string{v.Turns[0].Role, v.Turns[1].Role})
	r = adv(session, map[string]any{"text": "again"})
	require.Equal(t, http.StatusConflict, r.status, "a finished session takes no more input")

	// GraphQL: the same conversation.
	vars := map[string]any{"a": d.agent, "id": d.main}
	g := d.viewer.GraphQL(`mutation($a: ID!, $id: ID!) { startFlowRuntime(agentId: $a, id: $id) { sessionId turns { role text } nodeId expecting variables finished } }`, vars)
	require.Empty(t, g.Errors)
	var sv struct {
		StartFlowRuntime struct{ SessionID string }
	}
	require.NoError(t, json.Unmarshal(g.Data, &sv))
	vars["s"] = sv.StartFlowRuntime.SessionID
	g = d.viewer.GraphQL(`mutation($a: ID!, $id: ID!, $s: String!) { advanceFlowRuntime(agentId: $a, id: $id, sessionId: $s, input: {text: "12"}) { turns { text } nodeId finished variables } }`, vars)
	require.Empty(t, g.Errors)
	require.JSONEq(t, `{"advanceFlowRuntime":{"turns":[{"text":"12"},{"text":"Transferring you to a colleague."}],"nodeId":null,"finished":true,"variables":{"age":12}}}`, string(g.Data))

	t.Run("ErrSimulateTooManyInputs400", func(t *testing.T) {
		r := d.viewer.Do("POST", d.base()+"/"+d.main+"/runtime/simulate", map[string]any{"inputs": make([]string, 201)})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "inputs")
		r = d.viewer.Do("POST", d.base()+"/"+d.main+"/runtime/simulate", map[string]any{"inputs": "one"})
		require.Equal(t, http.StatusBadRequest, r.Status)
	})
}

// Viewers read, validate, compile and run test conversations; every write
// needs an editor.
func TestFlowsRoles(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	flow := d.base() + "/" + d.main
	for _, c := range []struct {
		method, path string
		body         any
	}{
		{"POST", d.base(), map[string]any{"name": "X"}},
		{"PATCH", flow, map[string]any{"name": "X"}},
		{"DELETE", flow, nil},
		{"POST", flow + "/duplicate", nil},
		{"POST", flow + "/publish", nil},
		{"POST", d.base() + "/publish-all", nil},
	} {
		r := d.viewer.Do(c.method, c.path, c.body)
		require.Equal(t, http.StatusForbidden, r.Status, c.method+" "+c.path+": "+string(r.Body))
	}
	for _, q := range []string{
		`mutation($a: ID!) { createSubflow(agentId: $a, input: {name: "X"}) { id } }`,
		`mutation($a: ID!, $id: ID!) { updateFlow(agentId: $a, id: $id, input: {name: "X"}) { id } }`,
		`mutation($a: ID!, $id: ID!) { deleteFlow(agentId: $a, id: $id) }`,
		`mutation($a: ID!, $id: ID!) { duplicateFlow(agentId: $a, id: $id) { id } }`,
		`mutation($a: ID!, $id: ID!) { publishFlow(agentId: $a, id: $id) { id } }`,
		`mutation($a: ID!) { publishAllFlows(agentId: $a) { total } }`,
	} {
		g := d.viewer.GraphQL(q, map[string]any{"a": d.agent, "id": d.main})
		require.Equal(t, "FORBIDDEN", g.Code(), q)
	}
	for _, c := range []struct{ method, path string }{
		{"GET", d.base()}, {"GET", flow}, {"GET", flow + "/validate"}, {"GET", flow + "/compiled"}, {"GET", flow + "/runtime/start"},
	} {
		r := d.viewer.Do(c.method, c.path, nil)
		require.Equal(t, http.StatusOK, r.Status, c.method+" "+c.path+": "+string(r.Body))
	}
	r := d.viewer.Do("POST", flow+"/runtime/simulate", map[string]any{"inputs": []string{}})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
}

// Every flows path answers 404 for another organization's agent or flow
// (and for ids that are not UUIDs), on both doors.
func TestFlowsOtherOrganization404(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	mine := d.stranger.Do("POST", "/api/v1/agents", map[string]any{"name": "Theirs", "agent_type": "chat", "editing_mode": "flow"})
	require.Equal(t, http.StatusCreated, mine.Status)
	theirAgent := mine.Map(t)["id"].(string)
	paths := func(agent, flow string) []struct {
		method, path string
		body         any
	} {
		b := "/api/v1/agents/" + agent + "/flows"
		f := b + "/" + flow
		return []struct {
			method, path string
			body         any
		}{
			{"GET", b, nil}, {"POST", b, map[string]any{"name": "X"}}, {"POST", b + "/publish-all", nil},
			{"GET", f, nil}, {"PATCH", f, map[string]any{"name": "X"}}, {"DELETE", f, nil},
			{"POST", f + "/duplicate", nil}, {"GET", f + "/validate", nil}, {"GET", f + "/compiled", nil},
			{"POST", f + "/publish", nil}, {"GET", f + "/runtime/start", nil},
			{"POST", f + "/runtime/advance", map[string]any{"session_id": uuid.NewString(), "input": map[string]any{"text": "hi"}}},
			{"POST", f + "/runtime/simulate", map[string]any{"inputs": []string{}}},
			{"POST", "/api/v1/agents/" + agent + "/chat/test", map[string]any{"message": "hi"}},
		}
	}
	for _, target := range [][2]string{{d.agent, d.main}, {uuid.NewString(), d.main}, {"not-a-uuid", "nope"}} {
		for _, p := range paths(target[0], target[1]) {
			r := d.stranger.Do(p.method, p.path, p.body)
			require.Equal(t, http.StatusNotFound, r.Status, p.method+" "+p.path+": "+string(r.Body))
		}
	}
	// My flow through their agent is not found either.
	for _, p := range paths(theirAgent, d.main)[3:13] {
		r := d.stranger.Do(p.method, p.path, p.body)
		require.Equal(t, http.StatusNotFound, r.Status, p.method+" "+p.path+": "+string(r.Body))
	}
	for _, q := range []string{
		`query($a: ID!) { flows(agentId: $a) { total } }`,
		`query($a: ID!, $id: ID!) { flow(agentId: $a, id: $id) { id } }`,
		`query($a: ID!, $id: ID!) { validateFlow(agentId: $a, id: $id) { valid } }`,
		`query($a: ID!, $id: ID!) { compiledFlow(agentId: $a, id: $id) }`,
		`mutation($a: ID!) { createSubflow(agentId: $a, input: {name: "X"}) { id } }`,
		`mutation($a: ID!, $id: ID!) { updateFlow(agentId: $a, id: $id, input: {name: "X"}) { id } }`,
		`mutation($a: ID!, $id: ID!) { deleteFlow(agentId: $a, id: $id) }`,
		`mutation($a: ID!, $id: ID!) { duplicateFlow(agentId: $a, id: $id) { id } }`,
		`mutation($a: ID!, $id: ID!) { publishFlow(agentId: $a, id: $id) { id } }`,
		`mutation($a: ID!) { publishAllFlows(agentId: $a) { total } }`,
		`mutation($a: ID!, $id: ID!) { startFlowRuntime(agentId: $a, id: $id) { sessionId } }`,
		`mutation($a: ID!, $id: ID!) { advanceFlowRuntime(agentId: $a, id: $id, sessionId: "x", input: {text: "hi"}) { sessionId } }`,
		`mutation($a: ID!, $id: ID!) { simulateFlowRuntime(agentId: $a, id: $id, inputs: []) { finished } }`,
		`mutation($a: ID!) { chatTestAgent(id: $a, input: {message: "hi"}) { reply } }`,
	} {
		g := d.stranger.GraphQL(q, map[string]any{"a": d.agent, "id": d.main})
		require.Equal(t, "NOT_FOUND", g.Code(), q+": "+string(g.Body))
	}
	r := d.viewer.Do("GET", d.base()+"/"+d.main, nil)
	require.Equal(t, "Main flow", r.Map(t)["name"], "unchanged")
}

// Publishing a flow-mode agent needs its flows published; the version keeps
// them.
func TestAgentPublishNeedsPublishedFlows(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	pub := "/api/v1/agents/" + d.agent + "/versions/publish"
	r := d.editor.Do("POST", pub, nil)
	require.Equal(t, http.StatusUnprocessableEntity, r.Status)
	require.Contains(t, r.Detail(t), "never published")
	g := d.editor.GraphQL(`mutation($id: ID!) { publishAgentVersion(id: $id) { version } }`, map[string]any{"id": d.agent})
	require.Equal(t, "UNPROCESSABLE", g.Code())
	require.Equal(t, http.StatusOK, d.editor.Do("POST", d.base()+"/publish-all", nil).Status)
	r = d.editor.Do("POST", pub, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, float64(1), r.Map(t)["version"])
}

func TestChatTest(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	require.Equal(t, http.StatusOK, d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"draft": json.RawMessage(askAge)}).Status)
	chat := "/api/v1/agents/" + d.agent + "/chat/test"
	t.Run("FlowMode", func(t *testing.T) {
		r := d.viewer.Do("POST", chat, map[string]any{"message": "not sure"})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		var out struct {
			Reply     string
			SessionID string `json:"session_id"`
			Turns     []struct{ Role, Text string }
			Path      []string
			Variables map[string]any
			Finished  bool
		}
		r.JSON(t, &out)
		require.Equal(t, "How old are you?", out.Turns[0].Text, "a new session starts with the agent's opening turns")
		require.Equal(t, "not sure", out.Turns[1].Text)
		require.Equal(t, "Your age in digits, please.", out.Reply)
		require.Equal(t, []string{"start", "age"}, out.Path, "the path so far: it waits on the question")
		require.Empty(t, out.Variables)
		require.False(t, out.Finished)
		r = d.viewer.Do("POST", chat, map[string]any{"message": "19", "session_id": out.SessionID})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		r.JSON(t, &out)
		require.Equal(t, "Thanks, 19 it is.", out.Reply)
		require.Len(t, out.Turns, 2)
		require.Equal(t, []string{"start", "age", "adult", "bye"}, out.Path, "the whole path, not only this exchange's")
		require.Equal(t, float64(19), out.Variables["age"])
		require.True(t, out.Finished)
		// The GraphQL door answers the same path and variables.
		g := d.viewer.GraphQL(`mutation($a: ID!) { chatTestAgent(id: $a, input: {message: "21"}) { path variables finished } }`, map[string]any{"a": d.agent})
		require.Empty(t, g.Errors)
		var gout struct {
			ChatTestAgent struct {
				Path      []string
				Variables map[string]any
				Finished  bool
			}
		}
		require.NoError(t, json.Unmarshal(g.Data, &gout))
		require.Equal(t, []string{"start", "age", "adult", "bye"}, gout.ChatTestAgent.Path)
		require.Equal(t, float64(21), gout.ChatTestAgent.Variables["age"])
		require.True(t, gout.ChatTestAgent.Finished)
		r = d.viewer.Do("POST", chat, map[string]any{"message": "more", "session_id": out.SessionID})
		require.Equal(t, http.StatusConflict, r.Status, "the conversation has finished")
	})
	t.Run("PromptMode", func(t *testing.T) {
		a := d.mustCreate(t, map[string]any{"name": "Talker", "agent_type": "chat", "editing_mode": "prompt", "template_id": "support-chat"})
		path := "/api/v1/agents/" + a["id"].(string) + "/chat/test"
		r := d.viewer.Do("POST", path, map[string]any{"message": "Hello there"})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		m := r.Map(t)
		require.NotEmpty(t, m["reply"])
		require.NotEmpty(t, m["session_id"])
		g := d.viewer.GraphQL(`mutation($id: ID!, $s: String) { chatTestAgent(id: $id, input: {message: "And then?", sessionId: $s}) { reply sessionId turns { role text } } }`,
			map[string]any{"id": a["id"], "s": m["session_id"]})
		require.Empty(t, g.Errors)
		var out struct {
			ChatTestAgent struct {
				Reply, SessionID string
				Turns            []struct{ Role, Text string }
			}
		}
		require.NoError(t, json.Unmarshal(g.Data, &out))
		require.Equal(t, m["session_id"], out.ChatTestAgent.SessionID)
		require.Equal(t, "caller", out.ChatTestAgent.Turns[0].Role)
		require.NotEmpty(t, out.ChatTestAgent.Reply)
		require.Equal(t, []any{}, m["path"], "a prompt-mode conversation visits no nodes")
		require.Equal(t, map[string]any{}, m["variables"])
		require.Equal(t, false, m["finished"])
	})
	t.Run("ErrBadInput", func(t *testing.T) {
		for body, want := range map[string]int{`{}`: 400, `{"message":"   "}`: 400, `{"message":3}`: 400} {
			var b json.RawMessage = json.RawMessage(body)
			r := d.viewer.Do("POST", chat, b)
			require.Equal(t, want, r.Status, body)
			require.Contains(t, r.Detail(t), "message")
		}
		r := d.viewer.Do("POST", chat, map[string]any{"message": strings.Repeat("a", 4001)})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = d.viewer.Do("POST", chat, map[string]any{"message": "hi", "session_id": uuid.NewString()})
		require.Equal(t, http.StatusNotFound, r.Status)
	})
	t.Run("ErrFlowDoesNotCompile422", func(t *testing.T) {
		require.Equal(t, http.StatusOK, d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"draft": json.RawMessage(broken)}).Status)
		r := d.viewer.Do("POST", chat, map[string]any{"message": "hi"})
		require.Equal(t, http.StatusUnprocessableEntity, r.Status)
	})
}

// Each change of a flow a person makes is in the audit log, with the flow
// before and after it.
func TestFlowsAudited(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	sub := d.editor.Do("POST", d.base(), map[string]any{"name": "Audited"}).Map(t)
	id := sub["id"].(string)
	require.Equal(t, http.StatusOK, d.editor.Do("PATCH", d.base()+"/"+id, map[string]any{"name": "Renamed"}).Status)
	require.Equal(t, http.StatusOK, d.editor.Do("POST", d.base()+"/"+id+"/publish", nil).Status)
	require.Equal(t, http.StatusNoContent, d.editor.Do("DELETE", d.base()+"/"+id, nil).Status)
	r := d.admin.Do("GET", "/api/v1/organizations/audit-log?target_type=flow&target_id="+id, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var log struct {
		Items []struct {
			Action        string
			Before, After map[string]any
		}
	}
	r.JSON(t, &log)
	actions := []string{}
	for _, e := range log.Items {
		actions = append(actions, e.Action)
		if e.Action == "flow.updated" {
			require.Equal(t, "Audited", e.Before["name"])
			require.Equal(t, "Renamed", e.After["name"])
		}
	}
	require.ElementsMatch(t, []string{"flow.created", "flow.updated", "flow.published", "flow.deleted"}, actions)
}

func TestFlowNodeTypesBothDoors(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	rest := d.viewer.Do("GET", "/api/v1/flow-node-types", nil)
	require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
	g := d.viewer.GraphQL(`{ flowNodeTypes { name terminal fields { name type required options } } }`, nil)
	require.Empty(t, g.Errors)
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(rest.Body, &m))
	sameJSON(t, m["items"], field(t, g.Data, "flowNodeTypes"))
	var types []struct {
		Name     string
		Terminal bool
		Fields   []struct {
			Name, Type string
			Required   bool
			Options    []string
		}
	}
	require.NoError(t, json.Unmarshal(m["items"], &types))
	byName := map[string]int{}
	for i, nt := range types {
		byName[nt.Name] = i
	}
	for _, n := range []string{"start", "message", "question", "condition", "llm", "knowledge", "action", "wait_for_reply", "subflow", "transfer", "end"} {
		require.Contains(t, byName, n)
	}
	q := types[byName["question"]]
	require.Equal(t, "prompt", q.Fields[0].Name)
	require.Equal(t, "text", q.Fields[0].Type)
	require.True(t, q.Fields[0].Required)
	require.Equal(t, "type", q.Fields[2].Name)
	require.Contains(t, q.Fields[2].Options, "yes_no")
	require.Equal(t, "strings", q.Fields[3].Type)
	require.False(t, q.Fields[4].Required, "retry_prompt is optional")
	require.True(t, types[byName["end"]].Terminal)
	require.Empty(t, types[byName["start"]].Fields)

	anon := d.env.Get("/api/v1/flow-node-types", "")
	require.Equal(t, http.StatusUnauthorized, anon.Status)
}

func TestFlowSaveConflict(t *testing.T) {
	t.Parallel()
	d := newFlowsDoor(t)
	flow := d.viewer.Do("GET", d.base()+"/"+d.main, nil).Map(t)
	loaded := flow["updated_at"].(string)

	first := d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"draft": json.RawMessage(askAge), "expected_updated_at": loaded})
	require.Equal(t, http.StatusOK, first.Status, string(first.Body))
	saved := first.Map(t)["updated_at"].(string)
	require.NotEqual(t, loaded, saved)

	stale := d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"draft": json.RawMessage(broken), "expected_updated_at": loaded})
	require.Equal(t, http.StatusConflict, stale.Status, string(stale.Body))
	require.Contains(t, stale.Detail(t), "reload")
	now := mustDraft(t, d.viewer.Do("GET", d.base()+"/"+d.main, nil).Map(t))
	require.Contains(t, now, "How old are you?")
	require.NotContains(t, now, "teleport", "the stale save changed nothing")

	g := d.editor.GraphQL(`mutation($a: ID!, $id: ID!, $at: Time) { updateFlow(agentId: $a, id: $id, input: {name: "Entry", expectedUpdatedAt: $at}) { name updatedAt } }`,
		map[string]any{"a": d.agent, "id": d.main, "at": loaded})
	require.Equal(t, "CONFLICT", g.Code())
	g = d.editor.GraphQL(`mutation($a: ID!, $id: ID!, $at: Time) { updateFlow(agentId: $a, id: $id, input: {name: "Entry", expectedUpdatedAt: $at}) { name updatedAt } }`,
		map[string]any{"a": d.agent, "id": d.main, "at": saved})
	require.Empty(t, g.Errors, "the latest updatedAt saves")

	r := d.editor.Do("PATCH", d.base()+"/"+d.main, map[string]any{"name": "X", "expected_updated_at": "yesterday"})
	require.Equal(t, http.StatusBadRequest, r.Status)
}

func mustDraft(t *testing.T, m map[string]any) string {
	t.Helper()
	b, err := json.Marshal(m["draft"])
	require.NoError(t, err)
	return string(b)
}
