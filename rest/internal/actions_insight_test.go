package internal_test

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/calls"
	"voiceagent/internal/testkit"
)

// insightFixture is an organization with two published agents and calls.
type insightFixture struct {
	*actionsFixture
	org          uuid.UUID
	agent, other uuid.UUID // "other" takes the rules not meant for agent
	key          string    // calls:read API key
}

func newInsightFixture(t *testing.T) *insightFixture {
	f := &insightFixture{actionsFixture: newActionsFixture(t)}
	f.org = uuid.MustParse(f.editor.Org)
	ctx := f.env.System(f.org)
	for _, a := range []*uuid.UUID{&f.agent, &f.other} {
		ag, err := f.env.App.Agents.Create(ctx, agents.CreateInput{Name: "Recepção " + uuid.NewString()[:4], AgentType: "inbound", EditingMode: "prompt", TemplateID: "receptionist"})
		require.NoError(t, err)
		_, err = f.env.App.Agents.Publish(ctx, ag.ID)
		require.NoError(t, err)
		*a = ag.ID
	}
	_, f.key = f.env.MustKey(f.org, "calls:read")
	return f
}

// sampleTurns are a call's turns and a simulation's transcript.
var sampleTurns = []map[string]any{
	{"role": "agent", "text": "Clínica Sorriso. Who is calling?"},
	{"role": "user", "text": "Hi, my name is John Smith and I need help"},
	{"role": "assistant", "text": "Which city are you calling from?"},
	{"role": "user", "text": "São Paulo."},
}

// endedCall runs a call of agent with the sampleTurns to a completed end.
func (f *insightFixture) endedCall(t *testing.T, agent uuid.UUID) calls.Call {
	t.Helper()
	ctx, svc := f.env.System(f.org), f.env.App.Calls
	c, err := svc.Create(ctx, calls.CreateInput{AgentID: agent, Channel: "phone", Direction: "inbound"})
	require.NoError(t, err)
	_, err = svc.Start(ctx, c.ID, time.Time{})
	require.NoError(t, err)
	var turns []calls.Turn
	for _, t := range sampleTurns {
		role := t["role"].(string)
		if role == "assistant" {
			role = "agent"
		}
		turns = append(turns, calls.Turn{Role: role, Text: t["text"].(string)})
	}
	require.NoError(t, svc.AppendTurns(ctx, c.ID, turns...))
	c, err = svc.End(ctx, c.ID, calls.EndInput{Status: "completed"})
	require.NoError(t, err)
	return c
}

func (f *insightFixture) create(t *testing.T, path string, body map[string]any) string {
	t.Helper()
	r := f.editor.Do("POST", "/api/v1/actions"+path, body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.Map(t)["id"].(string)
}

func (f *insightFixture) extractor(t *testing.T, name string, agentIDs ...uuid.UUID) string {
	t.Helper()
	return f.create(t, "/information-extractors", map[string]any{"name": name, "agent_ids": nonNil(agentIDs),
		"fields": []map[string]any{
			{"name": "name", "type": "string", "description": "the caller's name"},
			{"name": "city", "type": "string", "description": "the city the caller calls from"},
			{"name": "email", "type": "string"},
		}})
}

func (f *insightFixture) evaluation(t *testing.T, name string, agentIDs ...uuid.UUID) string {
	t.Helper()
	return f.create(t, "/custom-evaluations", map[string]any{"name": name, "agent_ids": nonNil(agentIDs),
		"criteria": []map[string]any{
			{"name": "Asked the city", "description": "the agent asked which city", "type": "pass_fail"},
			{"name": "Courtesy", "description": "help", "type": "score"},
		}})
}

func nonNil(ids []uuid.UUID) []uuid.UUID {
	if ids == nil {
		return []uuid.UUID{}
	}
	return ids
}

type problemBody struct {
	Detail string
	Errors []struct{ Field, Message string }
}

func problemPaths(t *testing.T, r *testkit.Response) []string {
	t.Helper()
	var p problemBody
	r.JSON(t, &p)
	var out []string
	for _, e := range p.Errors {
		out = append(out, e.Field)
	}
	return out
}

func TestSimulateExtractorAndEvaluation(t *testing.T) {
	t.Parallel()
	f := newInsightFixture(t)
	ext := f.extractor(t, "Caller")
	ev := f.evaluation(t, "Quality")
	in := map[string]any{"transcript": sampleTurns}

	// Extractor: every field, null when not found; the same on both doors.
	r := f.viewer.Do("POST", "/api/v1/actions/information-extractors/"+ext+"/simulate", in)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	data := r.Map(t)["extracted_data"].(map[string]any)
	require.Equal(t, "John Smith", data["name"])
	require.Equal(t, "São Paulo", data["city"])
	require.Contains(t, data, "email")
	require.Nil(t, data["email"])
	var g map[string]json.RawMessage
	f.viewer.GraphQL(`mutation($id: ID!, $in: TranscriptInput!) { simulateInformationExtractor(id: $id, input: $in) { extractedData } }`,
		map[string]any{"id": ext, "in": in}).Decode(t, &g)
	sameJSON(t, r.Body, g["simulateInformationExtractor"])

	// Evaluation: one verdict per criterion, passed or score.
	r = f.viewer.Do("POST", "/api/v1/actions/custom-evaluations/"+ev+"/simulate", in)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var sim struct {
		Results []struct {
			Criterion, Type, Reason string
			Passed                  *bool
			Score                   *int
		}
	}
	r.JSON(t, &sim)
	require.Len(t, sim.Results, 2)
	require.Equal(t, "Asked the city", sim.Results[0].Criterion)
	require.Equal(t, "pass_fail", sim.Results[0].Type)
	require.NotNil(t, sim.Results[0].Passed)
	require.Nil(t, sim.Results[0].Score)
	require.Equal(t, "score", sim.Results[1].Type)
	require.NotNil(t, sim.Results[1].Score)
	require.Nil(t, sim.Results[1].Passed)
	require.NotEmpty(t, sim.Results[1].Reason)
	f.viewer.GraphQL(`mutation($id: ID!, $in: TranscriptInput!) { simulateCustomEvaluation(id: $id, input: $in) { results { criterion type passed score reason } } }`,
		map[string]any{"id": ev, "in": in}).Decode(t, &g)
	sameJSON(t, r.Body, g["simulateCustomEvaluation"])

	// Another kind's, another organization's or a malformed id: 404.
	for _, c := range []struct {
		s    *testkit.Session
		path string
	}{
		{f.viewer, "/information-extractors/" + ev + "/simulate"},
		{f.viewer, "/custom-evaluations/" + ext + "/simulate"},
		{f.viewer, "/custom-evaluations/nope/simulate"},
		{f.stranger, "/information-extractors/" + ext + "/simulate"},
		{f.stranger, "/custom-evaluations/" + ev + "/simulate"},
	} {
		r := c.s.Do("POST", "/api/v1/actions"+c.path, in)
		require.Equal(t, http.StatusNotFound, r.Status, "%s: %s", c.path, r.Body)
	}
	gr := f.stranger.GraphQL(`mutation($id: ID!, $in: TranscriptInput!) { simulateCustomEvaluation(id: $id, input: $in) { results { reason } } }`,
		map[string]any{"id": ev, "in": in})
	require.Equal(t, "NOT_FOUND", gr.Code())
}

func TestSimulateRefusesBadTranscripts(t *testing.T) {
	t.Parallel()
	f := newInsightFixture(t)
	ext := f.extractor(t, "Caller")
	ev := f.evaluation(t, "Quality")
	long := make([]map[string]any, 501)
	for i := range long {
		long[i] = map[string]any{"role": "user", "text": "hi"}
	}
	cases := []struct {
		body  any
		paths []string
	}{
		{map[string]any{}, []string{"transcript"}},
		{map[string]any{"transcript": []any{}}, []string{"transcript"}},
		{map[string]any{"transcript": long}, []string{"transcript"}},
		{map[string]any{"transcript": []map[string]any{
			{"role": "bot", "text": "hello"},
			{"role": "user", "text": "  "},
			{"role": "agent", "text": "fine"},
			{"text": strings.Repeat("é", 4001), "role": "user"},
			{"role": "user", "text": strings.Repeat("é", 4000)},
			{"text": "no role"},
		}}, []string{"transcript[0].role", "transcript[1].text", "transcript[3].text", "transcript[5].role"}},
	}
	for _, path := range []string{"/information-extractors/" + ext + "/simulate", "/custom-evaluations/" + ev + "/simulate"} {
		for i, c := range cases {
			r := f.viewer.Do("POST", "/api/v1/actions"+path, c.body)
			require.Equal(t, http.StatusBadRequest, r.Status, "%d: %s", i, r.Body)
			require.Equal(t, c.paths, problemPaths(t, r), "%d", i)
		}
	}
	gr := f.viewer.GraphQL(`mutation($id: ID!, $in: TranscriptInput!) { simulateInformationExtractor(id: $id, input: $in) { extractedData } }`,
		map[string]any{"id": ext, "in": map[string]any{"transcript": []map[string]any{{"role": "robot", "text": "x"}}}})
	require.Equal(t, "BAD_USER_INPUT", gr.Code(), string(gr.Body))
	require.Equal(t, "transcript[0].role", gr.Errors[0].Extensions.Fields[0]["field"])
}

func TestRerunExtractor(t *testing.T) {
	t.Parallel()
	f := newInsightFixture(t)
	// Meant for the other agent: the pipeline leaves the call's data alone,
	// a rerun names the call explicitly.
	ext := f.extractor(t, "Caller", f.other)
	c := f.endedCall(t, f.agent)
	path := "/api/v1/actions/information-extractors/" + ext + "/rerun"
	body := map[string]any{"session_id": c.ID.String()}

	// Roles first, then the session, then the call's state.
	r := f.viewer.Do("POST", path, body)
	require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
	require.Contains(t, r.Detail(t), "needs editor or higher")
	r = f.editor.Do("POST", path, map[string]any{})
	require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
	require.Equal(t, []string{"session_id"}, problemPaths(t, r))
	require.Equal(t, http.StatusNotFound, f.editor.Do("POST", path, map[string]any{"session_id": uuid.NewString()}).Status)
	require.Equal(t, http.StatusNotFound, f.stranger.Do("POST", path, body).Status)
	r = f.editor.Do("POST", path, body)
	require.Equal(t, http.StatusConflict, r.Status, "post-call processing pending: %s", r.Body)

	done, err := f.env.App.PostCall.Process(context.Background(), f.org, c.ID)
	require.NoError(t, err)
	require.Equal(t, calls.PostCallCompleted, done.PostCall.Status)
	require.NotContains(t, done.PostCall.ExtractedData, "name", "the extractor is not the agent's")
	// Another call's data stays: the stranger's organization cannot reach it.
	require.Equal(t, http.StatusNotFound, f.stranger.Do("POST", path, body).Status)

	r = f.editor.Do("POST", path, body)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	got := r.Map(t)
	require.Equal(t, c.ID.String(), got["session_id"])
	require.Equal(t, map[string]any{"name": "John Smith", "city": "São Paulo", "email": nil}, got["extracted_data"])
	var g map[string]json.RawMessage
	f.editor.GraphQL(`mutation($id: ID!, $in: ActionSessionInput!) { rerunInformationExtractor(id: $id, input: $in) { sessionId extractedData } }`,
		map[string]any{"id": ext, "in": map[string]any{"sessionId": c.ID.String()}}).Decode(t, &g)
	sameJSON(t, r.Body, g["rerunInformationExtractor"])

	// The API Channel and the backoffice show the merged data.
	api := f.env.Get("/v1/calls/"+c.ID.String(), f.key)
	require.Equal(t, http.StatusOK, api.Status, string(api.Body))
	pc := api.Map(t)["post_call"].(map[string]any)
	require.Equal(t, "completed", pc["status"])
	require.Equal(t, "John Smith", pc["extracted_data"].(map[string]any)["name"])
	bo := f.viewer.Do("GET", "/api/v1/call-sessions/"+c.ID.String(), nil)
	require.Equal(t, http.StatusOK, bo.Status, string(bo.Body))
	require.Contains(t, string(bo.Body), `"John Smith"`)
}

// The post-call pipeline runs the extractors and evaluations of the call's
// agent (and those for every agent), not another agent's; the evaluations
// export lists their verdicts once, however often the pipeline runs.
func TestPostCallRunsInsightRules(t *testing.T) {
	t.Parallel()
	f := newInsightFixture(t)
	f.extractor(t, "Caller", f.agent)
	// A later extractor that does not find city (no number) keeps the
	// earlier one's value.
	f.create(t, "/information-extractors", map[string]any{"name": "Numbers", "agent_ids": []uuid.UUID{},
		"fields": []map[string]any{{"name": "city", "type": "number", "description": ""}, {"name": "guests", "type": "number", "description": ""}}})
	f.create(t, "/information-extractors", map[string]any{"name": "Other agent's", "agent_ids": []uuid.UUID{f.other},
		"fields": []map[string]any{{"name": "budget", "type": "number", "description": ""}}})
	ev := f.evaluation(t, "Quality")        // every agent
	f.evaluation(t, "Second look", f.agent) // the same criteria's names
	f.create(t, "/custom-evaluations", map[string]any{"name": "Other agent's", "agent_ids": []uuid.UUID{f.other},
		"criteria": []map[string]any{{"name": "Upsell", "description": "offered a plan", "type": "pass_fail"}}})
	c := f.endedCall(t, f.agent)

	done, err := f.env.App.PostCall.Process(context.Background(), f.org, c.ID)
	require.NoError(t, err)
	pc := done.PostCall
	require.Equal(t, calls.PostCallCompleted, pc.Status)
	require.Equal(t, "John Smith", pc.ExtractedData["name"])
	require.Equal(t, "São Paulo", pc.ExtractedData["city"])
	require.NotContains(t, pc.ExtractedData, "budget", "another agent's extractor")
	require.Contains(t, pc.ExtractedData, "guests")
	require.Nil(t, pc.ExtractedData["guests"])
	var names []string
	for _, e := range pc.Evaluations {
		names = append(names, e.Name)
		require.NotEmpty(t, e.Result, "the reason")
	}
	require.Equal(t, []string{"Asked the city", "Courtesy", "Second look: Asked the city", "Second look: Courtesy"}, names)
	require.NotNil(t, pc.Evaluations[0].Passed)
	require.NotNil(t, pc.Evaluations[1].Score)
	require.LessOrEqual(t, *pc.Evaluations[1].Score, 1.0)

	api := f.env.Get("/v1/calls/"+c.ID.String(), f.key)
	require.Equal(t, http.StatusOK, api.Status, string(api.Body))
	require.Contains(t, string(api.Body), `"Asked the city"`)

	rows := func() [][]string {
		t.Helper()
		r := f.viewer.Do("GET", "/api/v1/actions/custom-evaluations/export.csv", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "text/csv; charset=utf-8", r.Header.Get("Content-Type"))
		require.Equal(t, `attachment; filename="evaluations.csv"`, r.Header.Get("Content-Disposition"))
		require.True(t, strings.HasPrefix(string(r.Body), "session_id,agent_id,evaluation_id,evaluation_name,criterion,type,passed,score,reason,evaluated_at\r\n"), string(r.Body))
		recs, err := csv.NewReader(strings.NewReader(string(r.Body))).ReadAll()
		require.NoError(t, err)
		return recs[1:]
	}
	first := rows()
	require.Len(t, first, 4, "one row per criterion of the agent's evaluations")
	quality := 0
	for _, row := range first {
		require.Equal(t, []string{c.ID.String(), f.agent.String()}, row[:2])
		if row[2] == ev {
			require.Equal(t, "Quality", row[3])
			quality++
		}
	}
	require.Equal(t, 2, quality)

	// Running the pipeline again, and the step itself again, replaces rows.
	_, err = f.env.App.PostCall.Process(context.Background(), f.org, c.ID)
	require.NoError(t, err)
	var out calls.Outcome
	require.NoError(t, f.env.App.Actions.EvaluationsStep().Run(f.env.System(f.org), done, &out))
	require.Len(t, out.Evaluations, 4)
	require.Len(t, rows(), 4)
}

func TestEvaluationsExport(t *testing.T) {
	t.Parallel()
	f := newInsightFixture(t)
	ev := f.evaluation(t, "Quality")
	c := f.endedCall(t, f.agent)
	_, err := f.env.App.PostCall.Process(context.Background(), f.org, c.ID)
	require.NoError(t, err)
	base := "/api/v1/actions/custom-evaluations/export.csv"

	// The static path is not taken for a record id; a viewer exports.
	r := f.viewer.Do("GET", base+"?from="+time.Now().Add(-time.Hour).UTC().Format(time.RFC3339), nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	lines := strings.Split(strings.TrimSuffix(string(r.Body), "\r\n"), "\r\n")
	require.Len(t, lines, 3, string(r.Body))
	require.True(t, strings.HasPrefix(lines[1], c.ID.String()+","+f.agent.String()+","+ev+",Quality,"), lines[1])
	require.Equal(t, http.StatusOK, f.viewer.Do("GET", "/api/v1/actions/custom-evaluations/"+ev, nil).Status)

	// A window before the call: the header only.
	r = f.viewer.Do("GET", base+"?from=2020-01-01T00:00:00Z&to=2020-02-01T00:00:00Z", nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, "session_id,agent_id,evaluation_id,evaluation_name,criterion,type,passed,score,reason,evaluated_at\r\n", string(r.Body))
	require.Equal(t, "text/csv; charset=utf-8", r.Header.Get("Content-Type"))

	// Another organization sees none of it.
	r = f.stranger.Do("GET", base, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.NotContains(t, string(r.Body), c.ID.String())

	// Errors before the first byte are JSON naming the parameter.
	for q, field := range map[string]string{"?from=yesterday": "from", "?to=2026-13-01T00:00:00Z": "to",
		"?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z": "from"} {
		r := f.viewer.Do("GET", base+q, nil)
		require.Equal(t, http.StatusBadRequest, r.Status, "%s: %s", q, r.Body)
		require.Contains(t, r.Header.Get("Content-Type"), "json")
		require.Equal(t, []string{field}, problemPaths(t, r), q)
	}
	// A user of another organization naming this one, or no session:
	// refused as JSON.
	r = f.stranger.In(f.editor.Org).Do("GET", base, nil)
	require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
	require.Contains(t, r.Header.Get("Content-Type"), "json")
	require.Equal(t, http.StatusUnauthorized, f.env.SessionFor("", "").Do("GET", base, nil).Status)
}
