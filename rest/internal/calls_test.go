package internal_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/graph"
	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/testkit"
)

const callFields = `id agentId agent { id name } agentVersion channel direction fromNumber toNumber status endReason createdAt startedAt endedAt
	durationMs turnCount actionCount outcome updatedAt transcript { role text offsetMs }
	actions { id actionId type name executedAt input result success error }
	postCall { status failureReason summary outcome extractedData evaluations { name result score passed } sentiment { label score } processedAt }`

type callsDoor struct {
	env                   *testkit.Env
	viewer, stranger      *testkit.Session
	agent, second         uuid.UUID
	done, web, out, other calls.Call
	start                 time.Time
}

func newCallsDoor(t *testing.T) callsDoor {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Call History")
	other := env.MustOrg("Elsewhere")
	d := callsDoor{env: env, viewer: env.Session(id, org.ID, auth.RoleViewer), stranger: env.Session(id, other.ID, auth.RoleOwner)}
	mkAgent := func(orgID uuid.UUID, name string) uuid.UUID {
		ctx := env.System(orgID)
		ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: name, AgentType: "inbound", EditingMode: "prompt"})
		require.NoError(t, err)
		_, err = env.App.Agents.Publish(ctx, ag.ID)
		require.NoError(t, err)
		return ag.ID
	}
	d.agent, d.second = mkAgent(org.ID, "Reception"), mkAgent(org.ID, "Web desk")
	theirAgent := mkAgent(other.ID, "Theirs")

	svc, ctx := env.App.Calls, env.System(org.ID)
	d.start = time.Now().UTC().Add(-time.Hour).Truncate(time.Second)
	c, err := svc.Create(ctx, calls.CreateInput{AgentID: d.agent, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321", ToNumber: "+5511300000000", CreatedAt: d.start})
	require.NoError(t, err)
	_, err = svc.Start(ctx, c.ID, d.start.Add(2*time.Second))
	require.NoError(t, err)
	require.NoError(t, svc.AppendTurns(ctx, c.ID, calls.Turn{Role: "agent", Text: "Good morning, dental clinic."},
		calls.Turn{Role: "user", Text: "I need to move my appointment.", OffsetMS: 2100}))
	_, err = svc.RecordAction(ctx, c.ID, calls.ActionInput{Type: "booking", Name: "Reschedule", Input: map[string]any{"date": "2026-11-27"}, Result: map[string]any{"ok": true}, Success: true})
	require.NoError(t, err)
	_, err = svc.End(ctx, c.ID, calls.EndInput{Status: "completed", Reason: "caller hung up", At: d.start.Add(62 * time.Second)})
	require.NoError(t, err)
	pass, score := true, 0.8
	d.done, err = svc.RecordOutcome(ctx, c.ID, calls.Outcome{Summary: "Moved.", Outcome: "rebooked", ExtractedData: map[string]any{"date": "2026-11-27"},
		Evaluations: []calls.Evaluation{{Name: "greeting", Result: "ok", Passed: &pass, Score: &score}}, Sentiment: &calls.Sentiment{Label: "positive", Score: 0.6}})
	require.NoError(t, err)
	d.web, err = svc.Create(ctx, calls.CreateInput{AgentID: d.second, Channel: "web", Direction: "inbound", CreatedAt: d.start.Add(time.Minute)})
	require.NoError(t, err)
	d.out, err = svc.Create(ctx, calls.CreateInput{AgentID: d.agent, Channel: "phone", Direction: "outbound", ToNumber: "+14155550123", CreatedAt: d.start.Add(2 * time.Minute)})
	require.NoError(t, err)
	d.other, err = svc.Create(env.System(other.ID), calls.CreateInput{AgentID: theirAgent, Channel: "phone", Direction: "inbound"})
	require.NoError(t, err)
	return d
}

func TestCallSessionsBothDoors(t *testing.T) {
	t.Parallel()
	d := newCallsDoor(t)
	after := d.start.Add(30 * time.Second).Format(time.RFC3339)
	before := d.start.Add(90 * time.Minute).Format(time.RFC3339)
	cases := []struct {
		name, path, args string
		vars             map[string]any
		ids              []uuid.UUID
	}{
		{"All", "/api/v1/call-sessions", ``, nil, []uuid.UUID{d.out.ID, d.web.ID, d.done.ID}},
		{"Direction", "/api/v1/call-sessions?direction=outbound", `(filter: {direction: "outbound"})`, nil, []uuid.UUID{d.out.ID}},
		{"AgentAndChannel", "/api/v1/call-sessions?agent_id=" + d.agent.String() + "&channel=phone&limit=1&offset=1",
			`(filter: {agentId: $a, channel: "phone"}, limit: 1, offset: 1)`, map[string]any{"a": d.agent.String()}, []uuid.UUID{d.done.ID}},
		{"CreatedRange", "/api/v1/call-sessions?created_after=" + url.QueryEscape(after) + "&created_before=" + url.QueryEscape(before),
			`(filter: {createdAfter: $from, createdBefore: $to})`, map[string]any{"from": after, "to": before}, []uuid.UUID{d.out.ID, d.web.ID}},
		{"Search", "/api/v1/call-sessions?search=appointment&include=transcript,actions", `(filter: {search: "appointment", include: ["transcript,actions"]})`, nil, []uuid.UUID{d.done.ID}},
		{"Cursor", "/api/v1/call-sessions?cursor=start&limit=2", `(cursor: "start", limit: 2)`, nil, []uuid.UUID{d.out.ID, d.web.ID}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rest := d.viewer.Do("GET", c.path, nil)
			require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
			decl := ""
			if c.vars != nil {
				decl = "("
				for k := range c.vars {
					typ := "Time"
					if k == "a" {
						typ = "ID"
					}
					if decl != "(" {
						decl += ", "
					}
					decl += "$" + k + ": " + typ
				}
				decl += ")"
			}
			var data map[string]json.RawMessage
			d.viewer.GraphQL(`query`+decl+` { callSessions`+c.args+` { items { `+callFields+` } total limit offset nextCursor } }`, c.vars).Decode(t, &data)
			sameJSON(t, rest.Body, data["callSessions"])
			var l graph.CallSessionList
			rest.JSON(t, &l)
			got := []uuid.UUID{}
			for _, it := range l.Items {
				got = append(got, it.ID)
			}
			require.Equal(t, c.ids, got)
		})
	}
	t.Run("Detail", func(t *testing.T) {
		rest := d.viewer.Do("GET", "/api/v1/call-sessions/"+d.done.ID.String(), nil)
		require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
		var data map[string]json.RawMessage
		d.viewer.GraphQL(`query($id: ID!) { callSession(id: $id) { `+callFields+` } }`, map[string]any{"id": d.done.ID}).Decode(t, &data)
		sameJSON(t, rest.Body, data["callSession"])
		m := rest.Map(t)
		require.Len(t, m["transcript"], 2)
		require.Equal(t, "rebooked", m["post_call"].(map[string]any)["outcome"])
		// A call without actions shows [] on both doors, not null on one.
		rest = d.viewer.Do("GET", "/api/v1/call-sessions/"+d.web.ID.String(), nil)
		d.viewer.GraphQL(`query($id: ID!) { callSession(id: $id) { `+callFields+` } }`, map[string]any{"id": d.web.ID}).Decode(t, &data)
		require.JSONEq(t, `[]`, string(mustField(t, data["callSession"], "actions")))
		sameJSON(t, rest.Body, data["callSession"])
	})
}

func mustField(t *testing.T, raw json.RawMessage, name string) json.RawMessage {
	t.Helper()
	var m map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &m))
	return m[name]
}

func TestCallSessionsAgentBatched(t *testing.T) {
	d := newCallsDoor(t) // not parallel: it reads the package's batch counter
	before := graph.AgentBatches.Load()
	var data struct {
		CallSessions struct {
			Items []struct {
				ID    string
				Agent *struct{ ID, Name string }
			}
		}
	}
	d.viewer.GraphQL(`{ callSessions { items { id agent { `+agentFields+` } } } }`, nil).Decode(t, &data)
	require.Len(t, data.CallSessions.Items, 3)
	names := map[string]string{}
	for _, it := range data.CallSessions.Items {
		require.NotNil(t, it.Agent)
		names[it.ID] = it.Agent.Name
	}
	require.Equal(t, map[string]string{d.out.ID.String(): "Reception", d.web.ID.String(): "Web desk", d.done.ID.String(): "Reception"}, names)
	require.EqualValues(t, 1, graph.AgentBatches.Load()-before, "the agents of a page are read in one batched query")

	var one struct {
		CallSession struct{ Agent struct{ ID string } }
	}
	d.viewer.GraphQL(`query($id: ID!) { callSession(id: $id) { agent { id } } }`, map[string]any{"id": d.web.ID}).Decode(t, &one)
	require.Equal(t, d.second.String(), one.CallSession.Agent.ID)

	// The REST mirror carries the same agent {id, name}, read the same way.
	before = graph.AgentBatches.Load()
	r := d.viewer.Do("GET", "/api/v1/call-sessions?limit=10", nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var l struct {
		Items []struct {
			ID    string
			Agent *struct{ ID, Name string }
		}
	}
	r.JSON(t, &l)
	require.Len(t, l.Items, 3)
	for _, it := range l.Items {
		require.NotNil(t, it.Agent, it.ID)
		require.Equal(t, names[it.ID], it.Agent.Name)
	}
	require.EqualValues(t, 1, graph.AgentBatches.Load()-before, "one batched agent read for the whole page")
	r = d.viewer.Do("GET", "/api/v1/call-sessions/"+d.web.ID.String(), nil)
	require.Equal(t, "Web desk", r.Map(t)["agent"].(map[string]any)["name"])
}

func TestCallSessionsErrors(t *testing.T) {
	t.Parallel()
	d := newCallsDoor(t)
	for _, q := range []string{"created_after=yesterday", "created_after=0001-01-01T00:00:00Z", "created_before=2026-11-01",
		"limit=0", "limit=201", "offset=-1", "cursor=start&offset=0", "cursor=", "status=bogus", "direction=sideways",
		"agent_id=nope", "include=everything", "cursor=start&search=x", "cursor=forged",
		"created_after=2026-11-02T00:00:00Z&created_before=2026-11-01T00:00:00Z"} {
		r := d.viewer.Do("GET", "/api/v1/call-sessions?"+q, nil)
		require.Equal(t, http.StatusBadRequest, r.Status, q+": "+string(r.Body))
		require.NotEmpty(t, r.Detail(t), q)
	}
	for _, args := range []string{`(filter: {createdAfter: "0001-01-01T00:00:00Z"})`, `(limit: 0)`, `(cursor: "start", offset: 0)`, `(filter: {status: "bogus"})`} {
		g := d.viewer.GraphQL(`{ callSessions`+args+` { total } }`, nil)
		require.Equal(t, "BAD_USER_INPUT", g.Code(), args+": "+string(g.Body))
	}
	// Another organization's call or agent is not found, on both doors.
	r := d.viewer.Do("GET", "/api/v1/call-sessions/"+d.other.ID.String(), nil)
	require.Equal(t, http.StatusNotFound, r.Status)
	r = d.stranger.Do("GET", "/api/v1/call-sessions/"+d.done.ID.String(), nil)
	require.Equal(t, http.StatusNotFound, r.Status)
	r = d.stranger.Do("GET", "/api/v1/call-sessions?agent_id="+d.agent.String(), nil)
	require.Equal(t, http.StatusNotFound, r.Status)
	r = d.viewer.Do("GET", "/api/v1/call-sessions/not-a-uuid", nil)
	require.Equal(t, http.StatusNotFound, r.Status)
	g := d.stranger.GraphQL(`query($id: ID!) { callSession(id: $id) { id } }`, map[string]any{"id": d.done.ID})
	require.Equal(t, "NOT_FOUND", g.Code())
	// The stranger's own list holds only their call.
	var l graph.CallSessionList
	d.stranger.Do("GET", "/api/v1/call-sessions", nil).JSON(t, &l)
	require.Len(t, l.Items, 1)
	require.Equal(t, d.other.ID, l.Items[0].ID)
	// Without a session: 401.
	r = d.env.Do(testkit.Request{Method: "GET", Path: "/api/v1/call-sessions"})
	require.Equal(t, http.StatusUnauthorized, r.Status)
}
