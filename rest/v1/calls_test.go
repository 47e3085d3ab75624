package v1_test

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/calls"
	"voiceagent/internal/testkit"
)

type callsFixture struct {
	env                           *testkit.Env
	org, other                    uuid.UUID
	agent, second, otherAgent     uuid.UUID
	full, readOnly, noScope, them string
	done, fresh, web, theirs      calls.Call
}

func publishedAgent(t *testing.T, env *testkit.Env, orgID uuid.UUID, name string) uuid.UUID {
	t.Helper()
	ctx := env.System(orgID)
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: name, AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = env.App.Agents.Publish(ctx, ag.ID)
	require.NoError(t, err)
	return ag.ID
}

// setupCalls makes two organizations with keys and a few calls: a completed
// Portuguese call with an action and an outcome, a new call, a web call of a
// second agent, and a call of the other organization.
func setupCalls(t *testing.T) callsFixture {
	t.Helper()
	env := testkit.New(t)
	f := callsFixture{env: env}
	f.org = env.MustOrg("Clínica Sorriso").ID
	f.other = env.MustOrg("Other Org").ID
	_, f.full = env.MustKey(f.org)
	_, f.readOnly = env.MustKey(f.org, "calls:read")
	_, f.noScope = env.MustKey(f.org, "agents:read", "analytics:read")
	_, f.them = env.MustKey(f.other)
	f.agent = publishedAgent(t, env, f.org, "Recepção")
	f.second = publishedAgent(t, env, f.org, "Web desk")
	f.otherAgent = publishedAgent(t, env, f.other, "Theirs")

	svc := env.App.Calls
	ctx := env.System(f.org)
	start := time.Now().UTC().Add(-time.Hour).Truncate(time.Second)
	c, err := svc.Create(ctx, calls.CreateInput{AgentID: f.agent, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321", ToNumber: "+5511300000000", CreatedAt: start})
	require.NoError(t, err)
	_, err = svc.Start(ctx, c.ID, start.Add(2*time.Second))
	require.NoError(t, err)
	require.NoError(t, svc.AppendTurns(ctx, c.ID,
		calls.Turn{Role: "agent", Text: "Clínica Sorriso, bom dia!"},
		calls.Turn{Role: "user", Text: "Preciso remarcar minha consulta de amanhã.", OffsetMS: 2100}))
	_, err = svc.RecordAction(ctx, c.ID, calls.ActionInput{Type: "booking", Name: "Reschedule", Input: map[string]any{"date": "2026-11-27"}, Result: map[string]any{"ok": true}, Success: true})
	require.NoError(t, err)
	_, err = svc.RecordAction(ctx, c.ID, calls.ActionInput{Type: "sms", Name: "Confirm", Success: false, Error: "carrier refused"})
	require.NoError(t, err)
	_, err = svc.End(ctx, c.ID, calls.EndInput{Status: "completed", Reason: "caller hung up", At: start.Add(62 * time.Second)})
	require.NoError(t, err)
	pass, score := true, 0.8
	f.done, err = svc.RecordOutcome(ctx, c.ID, calls.Outcome{Summary: "Consulta remarcada.", Outcome: "rebooked",
		ExtractedData: map[string]any{"new_date": "2026-11-27", "reminder": nil},
		Evaluations:   []calls.Evaluation{{Name: "greeting", Result: "ok", Passed: &pass, Score: &score}, {Name: "tone", Result: "calm"}},
		Sentiment:     &calls.Sentiment{Label: "positive", Score: 0.6}})
	require.NoError(t, err)

	f.web, err = svc.Create(ctx, calls.CreateInput{AgentID: f.second, Channel: "web", Direction: "inbound", CreatedAt: start.Add(time.Minute)})
	require.NoError(t, err)
	f.fresh, err = svc.Create(ctx, calls.CreateInput{AgentID: f.agent, Channel: "phone", Direction: "outbound", ToNumber: "+14155550123", CreatedAt: start.Add(2 * time.Minute)})
	require.NoError(t, err)
	require.NoError(t, svc.AppendTurns(ctx, f.fresh.ID, calls.Turn{Role: "agent", Text: "Hello, this is Sunrise Dental calling about your booking."}))

	f.theirs, err = svc.Create(env.System(f.other), calls.CreateInput{AgentID: f.otherAgent, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321"})
	require.NoError(t, err)
	return f
}

type callList struct {
	Items      []map[string]json.RawMessage `json:"items"`
	Total      *int64                       `json:"total"`
	Limit      int                          `json:"limit"`
	Offset     *int                         `json:"offset"`
	NextCursor *string                      `json:"next_cursor"`
}

func (f callsFixture) list(t *testing.T, key, query string) callList {
	t.Helper()
	r := f.env.Get("/v1/calls?"+query, key)
	require.Equal(t, http.StatusOK, r.Status, "%s: %s", query, r.Body)
	var l callList
	r.JSON(t, &l)
	return l
}

func itemIDs(t *testing.T, l callList) []string {
	t.Helper()
	out := []string{}
	for _, it := range l.Items {
		var id string
		require.NoError(t, json.Unmarshal(it["id"], &id))
		out = append(out, id)
	}
	return out
}

func TestCallsList(t *testing.T) {
	t.Parallel()
	f := setupCalls(t)
	done, web, fresh := f.done.ID.String(), f.web.ID.String(), f.fresh.ID.String()

	t.Run("OffsetMode", func(t *testing.T) {
		l := f.list(t, f.readOnly, "")
		require.Equal(t, []string{fresh, web, done}, itemIDs(t, l))
		require.EqualValues(t, 3, *l.Total)
		require.Equal(t, 50, l.Limit)
		require.Equal(t, 0, *l.Offset)
		require.Nil(t, l.NextCursor)
		for _, it := range l.Items {
			require.NotContains(t, it, "transcript")
			require.NotContains(t, it, "actions")
			require.NotContains(t, it, "post_call")
			require.NotContains(t, it, "organization_id")
		}
		l = f.list(t, f.full, "limit=1&offset=1")
		require.Equal(t, []string{web}, itemIDs(t, l))
		require.EqualValues(t, 3, *l.Total)
		require.Equal(t, 1, *l.Offset)
	})
	t.Run("Filters", func(t *testing.T) {
		cases := map[string][]string{
			"agent_id=" + f.agent.String():                            {fresh, done},
			"agent_id=" + f.second.String():                           {web},
			"status=completed":                                        {done},
			"status=created":                                          {fresh, web},
			"status=abandoned":                                        {},
			"channel=web":                                             {web},
			"channel=phone&status=created":                            {fresh},
			"agent_id=" + f.agent.String() + "&channel=web":           {},
			"agent_id=" + f.agent.String() + "&status=completed":      {done},
			"search=consultas":                                        {done},
			"search=" + url.QueryEscape("amanha remarcar"):            {done},
			"search=bookings":                                         {fresh},
			"search=" + url.QueryEscape("+55 (11) 98765-4321"):        {done},
			"search=1415555":                                          {fresh},
			"search=the":                                              {},
			"search=a":                                                {},
			"search=consulta&status=created":                          {},
			"search=" + url.QueryEscape("consulta or booking"):        {fresh, done},
			"search=" + url.QueryEscape("sorriso -consulta"):          {},
			"search=sorriso&agent_id=" + f.second.String():            {},
			"include=transcript&status=completed&channel=phone":       {done},
			"include=transcript,actions&agent_id=" + f.agent.String(): {fresh, done},
		}
		for q, want := range cases {
			l := f.list(t, f.readOnly, q)
			require.Equal(t, want, itemIDs(t, l), q)
			require.EqualValues(t, len(want), *l.Total, q)
		}
		// The other organization sees only its own call, even with a matching search.
		l := f.list(t, f.them, "search=5511987654321")
		require.Equal(t, []string{f.theirs.ID.String()}, itemIDs(t, l))
	})
	t.Run("CursorMode", func(t *testing.T) {
		var got []string
		cursor := "start"
		for {
			l := f.list(t, f.readOnly, "limit=1&cursor="+url.QueryEscape(cursor))
			require.Nil(t, l.Total)
			require.Nil(t, l.Offset)
			require.Equal(t, 1, l.Limit)
			got = append(got, itemIDs(t, l)...)
			if l.NextCursor == nil {
				break
			}
			cursor = *l.NextCursor
		}
		require.Equal(t, []string{fresh, web, done}, got)

		l := f.list(t, f.readOnly, "cursor=start&status=created&limit=1")
		require.Equal(t, []string{fresh}, itemIDs(t, l))
		require.NotNil(t, l.NextCursor)
		l = f.list(t, f.readOnly, "cursor="+*l.NextCursor+"&status=created&limit=1")
		require.Equal(t, []string{web}, itemIDs(t, l))
		require.Nil(t, l.NextCursor, "the last page has no next cursor")

		l = f.list(t, f.readOnly, "cursor=start&channel=sms")
		require.Empty(t, l.Items)
		require.Nil(t, l.NextCursor)
		l = f.list(t, f.readOnly, "cursor=start&agent_id="+f.second.String())
		require.Equal(t, []string{web}, itemIDs(t, l))
	})
	t.Run("IncludeTranscript", func(t *testing.T) {
		for _, mode := range []string{"", "&cursor=start"} {
			l := f.list(t, f.readOnly, "include=transcript"+mode)
			require.Len(t, l.Items, 3)
			last := l.Items[2]
			require.Contains(t, string(last["transcript"]), "Preciso remarcar minha consulta")
			require.Contains(t, string(last["post_call"]), `"outcome":"rebooked"`)
			require.NotContains(t, last, "actions")
			require.JSONEq(t, `null`, string(l.Items[0]["post_call"]), "no outcome yet")
			require.JSONEq(t, `[]`, string(l.Items[1]["transcript"]), "no turns yet")

			l = f.list(t, f.readOnly, "include=actions&include=transcript"+mode)
			require.Contains(t, string(l.Items[2]["actions"]), `"carrier refused"`)
			require.JSONEq(t, `[]`, string(l.Items[0]["actions"]))
		}
	})
}

func TestCallsDetail(t *testing.T) {
	t.Parallel()
	f := setupCalls(t)
	r := f.env.Get("/v1/calls/"+f.done.ID.String(), f.readOnly)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var c struct {
		ID         string  `json:"id"`
		AgentID    string  `json:"agent_id"`
		Status     string  `json:"status"`
		DurationMS int64   `json:"duration_ms"`
		EndReason  string  `json:"end_reason"`
		Outcome    string  `json:"outcome"`
		FromNumber *string `json:"from_number"`
		TurnCount  int     `json:"turn_count"`
		Transcript []struct {
			Role, Text string
			OffsetMS   int64 `json:"offset_ms"`
		} `json:"transcript"`
		Actions []struct {
			Type    string          `json:"type"`
			Success bool            `json:"success"`
			Error   *string         `json:"error"`
			Input   json.RawMessage `json:"input"`
		} `json:"actions"`
		PostCall *struct {
			Summary       string         `json:"summary"`
			ExtractedData map[string]any `json:"extracted_data"`
			Evaluations   []struct {
				Name   string   `json:"name"`
				Passed *bool    `json:"passed"`
				Score  *float64 `json:"score"`
			} `json:"evaluations"`
			Sentiment struct {
				Label string
				Score float64
			} `json:"sentiment"`
		} `json:"post_call"`
	}
	r.JSON(t, &c)
	require.Equal(t, f.done.ID.String(), c.ID)
	require.Equal(t, "completed", c.Status)
	require.EqualValues(t, 60000, c.DurationMS)
	require.Equal(t, "caller hung up", c.EndReason)
	require.Equal(t, "rebooked", c.Outcome)
	require.Equal(t, "+5511987654321", *c.FromNumber)
	require.Len(t, c.Transcript, 2)
	require.Equal(t, 2, c.TurnCount)
	require.Equal(t, "user", c.Transcript[1].Role)
	require.EqualValues(t, 2100, c.Transcript[1].OffsetMS)
	require.Len(t, c.Actions, 2)
	require.True(t, c.Actions[0].Success)
	require.JSONEq(t, `{"date":"2026-11-27"}`, string(c.Actions[0].Input))
	require.Equal(t, "carrier refused", *c.Actions[1].Error)
	require.NotNil(t, c.PostCall)
	require.Equal(t, "Consulta remarcada.", c.PostCall.Summary)
	require.Equal(t, "2026-11-27", c.PostCall.ExtractedData["new_date"])
	require.Len(t, c.PostCall.Evaluations, 2)
	require.Nil(t, c.PostCall.Evaluations[1].Passed)
	require.Equal(t, "positive", c.PostCall.Sentiment.Label)

	// A call without an outcome: post_call null, transcript and actions present.
	r = f.env.Get("/v1/calls/"+f.web.ID.String(), f.full)
	require.Equal(t, http.StatusOK, r.Status)
	m := r.Map(t)
	require.Nil(t, m["post_call"])
	require.Contains(t, m, "post_call")
	require.Equal(t, []any{}, m["transcript"])
	require.Equal(t, []any{}, m["actions"])
	require.Nil(t, m["started_at"])
	require.Nil(t, m["duration_ms"])

	for name, path := range map[string]string{
		"another organization's call": "/v1/calls/" + f.theirs.ID.String(),
		"unknown call":                "/v1/calls/" + uuid.NewString(),
		"not a UUID":                  "/v1/calls/not-a-uuid",
	} {
		r := f.env.Get(path, f.full)
		require.Equal(t, http.StatusNotFound, r.Status, name)
		require.Contains(t, r.Detail(t), "not found", name)
	}
	// The other organization reads its own call.
	r = f.env.Get("/v1/calls/"+f.theirs.ID.String(), f.them)
	require.Equal(t, http.StatusOK, r.Status)
}

func TestCallsErrors(t *testing.T) {
	t.Parallel()
	f := setupCalls(t)
	l := f.list(t, f.readOnly, "cursor=start&limit=1")
	require.NotNil(t, l.NextCursor)
	valid := *l.NextCursor
	raw, err := base64.RawURLEncoding.DecodeString(valid)
	require.NoError(t, err)
	var pos map[string]any
	require.NoError(t, json.Unmarshal(raw, &pos))
	pos["i"] = f.done.ID.String() // jump elsewhere, keeping the checksum
	edited, _ := json.Marshal(pos)
	tampered := base64.RawURLEncoding.EncodeToString(edited)

	bad := map[string]string{
		"limit=0":                                 "limit",
		"limit=201":                               "limit",
		"limit=ten":                               "limit",
		"limit=-5":                                "limit",
		"offset=-1":                               "offset",
		"offset=x":                                "offset",
		"status=done":                             "status",
		"channel=fax":                             "channel",
		"agent_id=12345":                          "agent_id",
		"include=everything":                      "include",
		"include=transcript,summary":              "include",
		"search=consulta&cursor=start":            "search",
		"cursor=start&offset=0":                   "offset",
		"cursor=" + valid + "&offset=50":          "offset",
		"cursor=%25%25not-base64":                 "cursor",
		"cursor=bm90IGpzb24":                      "cursor",
		"cursor=" + tampered:                      "cursor",
		"cursor=":                                 "cursor",
		"cursor=" + valid + "&status=completed":   "cursor",
		"search=" + strings.Repeat("x", 201):      "search",
		"search=a%00b":                            "search",
		"search=%20%20":                           "search",
		"created_after=yesterday":                 "created_after",
		"created_after=":                          "created_after",
		"created_before=2026-11-01":               "created_before",
		"created_after=2026-11-01T00:00:00+03:00": "created_after", // an unencoded + is a space
		"created_after=1969-12-31T23:00:00Z":      "created_after",
		"created_before=0001-01-01T00:00:00Z":     "created_before",
		"created_after=2026-11-01T00:00:00Z&created_before=2026-11-01T00:00:00Z":              "created_before",
		"created_after=2026-11-02T00:00:00Z&created_before=2026-11-01T00:00:00Z&cursor=start": "created_before",
		"cursor=" + valid + "&created_after=2026-11-01T00:00:00Z":                             "cursor",
	}
	for q, field := range bad {
		r := f.env.Get("/v1/calls?"+q, f.readOnly)
		require.Equal(t, http.StatusBadRequest, r.Status, "%s: %s", q, r.Body)
		require.Contains(t, r.Detail(t), field, q)
	}
	// The valid cursor still works after all that.
	l = f.list(t, f.readOnly, "limit=1&cursor="+valid)
	require.Len(t, l.Items, 1)

	// agent_id of another organization, or of no agent: 404 naming the agent.
	for _, id := range []uuid.UUID{f.otherAgent, uuid.New()} {
		for _, mode := range []string{"", "&cursor=start"} {
			r := f.env.Get("/v1/calls?agent_id="+id.String()+mode, f.readOnly)
			require.Equal(t, http.StatusNotFound, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), "agent "+id.String()+" not found")
		}
	}

	// A key without calls:read: 403 naming the scope, before any other check.
	for _, path := range []string{"/v1/calls", "/v1/calls?cursor=start", "/v1/calls?status=bad", "/v1/calls/" + f.done.ID.String(), "/v1/calls/not-a-uuid", "/v1/calls/" + f.theirs.ID.String()} {
		r := f.env.Get(path, f.noScope)
		require.Equal(t, http.StatusForbidden, r.Status, "%s: %s", path, r.Body)
		require.Contains(t, r.Detail(t), "calls:read", path)
	}
	// No key: 401.
	for _, path := range []string{"/v1/calls", "/v1/calls/" + f.done.ID.String()} {
		r := f.env.Get(path, "")
		require.Equal(t, http.StatusUnauthorized, r.Status)
	}
}

// created_after (inclusive) and created_before (exclusive) filter both modes
// through HTTP, in any time zone offset.
func TestCallsCreatedRange(t *testing.T) {
	t.Parallel()
	f := setupCalls(t)
	web, fresh := f.web.CreatedAt, f.fresh.CreatedAt
	q := url.Values{"created_after": {web.Format(time.RFC3339Nano)}, "created_before": {fresh.Format(time.RFC3339Nano)}}
	l := f.list(t, f.readOnly, q.Encode())
	require.EqualValues(t, 1, *l.Total)
	require.Equal(t, []string{f.web.ID.String()}, itemIDs(t, l))
	// The same instants written at -03:00 (the + or - encoded).
	br := time.FixedZone("BRT", -3*3600)
	q = url.Values{"created_after": {web.In(br).Format(time.RFC3339Nano)}, "cursor": {"start"}, "limit": {"1"}}
	l = f.list(t, f.readOnly, q.Encode())
	require.Nil(t, l.Total)
	require.Equal(t, []string{f.fresh.ID.String()}, itemIDs(t, l))
	require.NotNil(t, l.NextCursor)
	q.Set("cursor", *l.NextCursor)
	l = f.list(t, f.readOnly, q.Encode())
	require.Equal(t, []string{f.web.ID.String()}, itemIDs(t, l))
	require.Nil(t, l.NextCursor)
	// Before only: everything earlier than the web call.
	l = f.list(t, f.readOnly, "created_before="+url.QueryEscape(web.Format(time.RFC3339Nano)))
	require.EqualValues(t, 1, *l.Total)
	require.Equal(t, []string{f.done.ID.String()}, itemIDs(t, l))
}
