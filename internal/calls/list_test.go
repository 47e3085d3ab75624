package calls_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

// spec is one call of a fixed data set.
type spec struct {
	agent     uuid.UUID
	channel   string
	direction string
	status    string
	created   time.Time
	from      string
}

// mustAgent creates and publishes one more agent in the fixture's organization.
func (f fixture) mustAgent(t *testing.T, name string) uuid.UUID {
	t.Helper()
	ag, err := f.env.App.Agents.Create(f.ctx, agents.CreateInput{Name: name, AgentType: "outbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = f.env.App.Agents.Publish(f.ctx, ag.ID)
	require.NoError(t, err)
	return ag.ID
}

// record creates a call as described, bringing it to its status through the
// allowed transitions.
func (f fixture) record(t *testing.T, s spec) calls.Call {
	t.Helper()
	svc := f.env.App.Calls
	c, err := svc.Create(f.ctx, calls.CreateInput{AgentID: s.agent, Channel: s.channel, Direction: s.direction, FromNumber: s.from, CreatedAt: s.created})
	require.NoError(t, err)
	switch s.status {
	case "created":
	case "active":
		c, err = svc.Start(f.ctx, c.ID, s.created.Add(time.Second))
	case "completed":
		if _, err = svc.Start(f.ctx, c.ID, s.created.Add(time.Second)); err == nil {
			c, err = svc.End(f.ctx, c.ID, calls.EndInput{Status: s.status, At: s.created.Add(time.Minute)})
		}
	default:
		c, err = svc.End(f.ctx, c.ID, calls.EndInput{Status: s.status, At: s.created.Add(time.Second)})
	}
	require.NoError(t, err)
	return c
}

// newestFirst sorts calls as the list does.
func newestFirst(cs []calls.Call) []uuid.UUID {
	sorted := append([]calls.Call(nil), cs...)
	sort.Slice(sorted, func(i, j int) bool {
		if !sorted[i].CreatedAt.Equal(sorted[j].CreatedAt) {
			return sorted[i].CreatedAt.After(sorted[j].CreatedAt)
		}
		return sorted[i].ID.String() > sorted[j].ID.String()
	})
	out := make([]uuid.UUID, len(sorted))
	for i, c := range sorted {
		out[i] = c.ID
	}
	return out
}

func idsOf(cs []calls.Call) []uuid.UUID {
	out := make([]uuid.UUID, len(cs))
	for i, c := range cs {
		out[i] = c.ID
	}
	return out
}

// walkOffset reads every page in offset mode and checks each page's total.
func walkOffset(t *testing.T, ctx context.Context, svc *calls.Service, f calls.ListFilter, want int) []uuid.UUID {
	t.Helper()
	var got []uuid.UUID
	for f.Offset = 0; ; f.Offset += f.Limit {
		l, err := svc.List(ctx, f)
		require.NoError(t, err)
		require.NotNil(t, l.Total)
		require.EqualValues(t, want, *l.Total)
		require.Nil(t, l.NextCursor)
		require.NotNil(t, l.Offset)
		require.Equal(t, f.Offset, *l.Offset)
		got = append(got, idsOf(l.Items)...)
		if len(l.Items) < f.Limit {
			return got
		}
	}
}

// walkCursor reads every page in cursor mode.
func walkCursor(t *testing.T, ctx context.Context, svc *calls.Service, f calls.ListFilter) []uuid.UUID {
	t.Helper()
	var got []uuid.UUID
	f.Cursor = "start"
	for pages := 0; ; pages++ {
		require.Less(t, pages, 100000, "the cursor walk does not end")
		l, err := svc.List(ctx, f)
		require.NoError(t, err)
		require.Nil(t, l.Total)
		require.Nil(t, l.Offset)
		require.LessOrEqual(t, len(l.Items), f.Limit)
		got = append(got, idsOf(l.Items)...)
		if l.NextCursor == nil {
			return got
		}
		require.Len(t, l.Items, f.Limit, "a page before the end is full")
		f.Cursor = *l.NextCursor
	}
}

func TestListFiltersAndPagination(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	second := f.mustAgent(t, "Sales")
	other := f.env.MustOrg("Other Org")
	otherCtx := f.env.System(other.ID)
	otherAgent, err := f.env.App.Agents.Create(otherCtx, agents.CreateInput{Name: "Theirs", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = f.env.App.Agents.Publish(otherCtx, otherAgent.ID)
	require.NoError(t, err)

	idle := f.mustAgent(t, "Idle")
	// 48 calls: each agent has every status on every channel, both
	// directions; pairs share created_at so the id breaks ties.
	base := time.Date(2026, 10, 1, 9, 0, 0, 0, time.UTC)
	var all []calls.Call
	for i := 0; i < 48; i++ {
		ag := f.agent
		if (i/6)%2 == 1 {
			ag = second
		}
		all = append(all, f.record(t, spec{
			agent: ag, channel: calls.Channels[(i/12)%4], direction: calls.Directions[(i/3)%2],
			status: calls.Statuses[i%6], created: base.Add(time.Duration(i/2) * time.Hour),
		}))
	}
	// Another organization's calls never show.
	for i := 0; i < 5; i++ {
		_, err := f.env.App.Calls.Create(otherCtx, calls.CreateInput{AgentID: otherAgent.ID, Channel: "phone", Direction: "inbound", CreatedAt: base.Add(time.Duration(i) * time.Hour)})
		require.NoError(t, err)
	}

	type filter struct {
		name  string
		f     calls.SessionFilter
		match func(c calls.Call) bool
	}
	filters := []filter{
		{"none", calls.SessionFilter{}, func(calls.Call) bool { return true }},
		{"agent", calls.SessionFilter{ListFilter: calls.ListFilter{AgentID: second.String()}}, func(c calls.Call) bool { return c.AgentID == second }},
		{"status", calls.SessionFilter{ListFilter: calls.ListFilter{Status: "completed"}}, func(c calls.Call) bool { return c.Status == "completed" }},
		{"channel", calls.SessionFilter{ListFilter: calls.ListFilter{Channel: "chat"}}, func(c calls.Call) bool { return c.Channel == "chat" }},
		{"agent+status", calls.SessionFilter{ListFilter: calls.ListFilter{AgentID: f.agent.String(), Status: "failed"}}, func(c calls.Call) bool { return c.AgentID == f.agent && c.Status == "failed" }},
		{"agent+channel", calls.SessionFilter{ListFilter: calls.ListFilter{AgentID: second.String(), Channel: "web"}}, func(c calls.Call) bool { return c.AgentID == second && c.Channel == "web" }},
		{"status+channel", calls.SessionFilter{ListFilter: calls.ListFilter{Status: "created", Channel: "phone"}}, func(c calls.Call) bool { return c.Status == "created" && c.Channel == "phone" }},
		{"agent+status+channel", calls.SessionFilter{ListFilter: calls.ListFilter{AgentID: f.agent.String(), Status: "cancelled", Channel: "sms"}}, func(c calls.Call) bool {
			return c.AgentID == f.agent && c.Status == "cancelled" && c.Channel == "sms"
		}},
		{"nothing matches", calls.SessionFilter{ListFilter: calls.ListFilter{AgentID: idle.String()}}, func(c calls.Call) bool { return c.AgentID == idle }},
		{"direction", calls.SessionFilter{Direction: "outbound"}, func(c calls.Call) bool { return c.Direction == "outbound" }},
		{"range", calls.SessionFilter{From: base.Add(3 * time.Hour), To: base.Add(9 * time.Hour)}, func(c calls.Call) bool {
			return !c.CreatedAt.Before(base.Add(3*time.Hour)) && c.CreatedAt.Before(base.Add(9*time.Hour))
		}},
		{"direction+range+status", calls.SessionFilter{ListFilter: calls.ListFilter{Status: "active"}, Direction: "inbound", From: base.Add(2 * time.Hour)}, func(c calls.Call) bool {
			return c.Status == "active" && c.Direction == "inbound" && !c.CreatedAt.Before(base.Add(2*time.Hour))
		}},
	}
	for _, fl := range filters {
		t.Run(fl.name, func(t *testing.T) {
			var want []calls.Call
			for _, c := range all {
				if fl.match(c) {
					want = append(want, c)
				}
			}
			wantIDs := newestFirst(want)
			if fl.name != "nothing matches" {
				require.NotEmpty(t, wantIDs, "the data set must exercise the filter")
			}
			for _, limit := range []int{1, 4, 200} {
				lf := fl.f
				lf.Limit = limit
				var offsetIDs, cursorIDs []uuid.UUID
				if lf.Direction == "" && lf.From.IsZero() && lf.To.IsZero() {
					offsetIDs = walkOffset(t, f.ctx, svc, lf.ListFilter, len(wantIDs))
					cursorIDs = walkCursor(t, f.ctx, svc, lf.ListFilter)
				} else {
					offsetIDs = walkSessionsOffset(t, f.ctx, svc, lf, len(wantIDs))
					cursorIDs = walkSessionsCursor(t, f.ctx, svc, lf)
				}
				require.Equal(t, nilIfEmpty(wantIDs), nilIfEmpty(offsetIDs), "offset mode, limit %d", limit)
				require.Equal(t, nilIfEmpty(wantIDs), nilIfEmpty(cursorIDs), "cursor mode, limit %d", limit)
			}
		})
	}

	t.Run("offset past the end", func(t *testing.T) {
		l, err := svc.List(f.ctx, calls.ListFilter{Offset: 1000})
		require.NoError(t, err)
		require.Empty(t, l.Items)
		require.EqualValues(t, 48, *l.Total)
	})
	t.Run("default limit", func(t *testing.T) {
		l, err := svc.List(f.ctx, calls.ListFilter{})
		require.NoError(t, err)
		require.Equal(t, calls.DefaultListLimit, l.Limit)
		require.Len(t, l.Items, 48)
	})
	t.Run("agent of another organization", func(t *testing.T) {
		_, err := svc.List(f.ctx, calls.ListFilter{AgentID: otherAgent.ID.String()})
		require.True(t, apperr.Is(err, apperr.NotFound), "got %v", err)
		require.Contains(t, err.Error(), "agent")
		_, err = svc.List(f.ctx, calls.ListFilter{AgentID: uuid.NewString(), Cursor: "start"})
		require.True(t, apperr.Is(err, apperr.NotFound), "got %v", err)
		// the nil UUID names no agent either: a 404, not an unfiltered list
		_, err = svc.List(f.ctx, calls.ListFilter{AgentID: uuid.Nil.String()})
		require.True(t, apperr.Is(err, apperr.NotFound), "got %v", err)
	})
	t.Run("a cursor belongs to its filters", func(t *testing.T) {
		l, err := svc.List(f.ctx, calls.ListFilter{Status: "completed", Limit: 2, Cursor: "start"})
		require.NoError(t, err)
		require.NotNil(t, l.NextCursor)
		_, err = svc.List(f.ctx, calls.ListFilter{Status: "failed", Limit: 2, Cursor: *l.NextCursor})
		require.True(t, apperr.Is(err, apperr.Invalid), "got %v", err)
		require.Contains(t, err.Error(), "cursor")
		_, err = svc.List(f.ctx, calls.ListFilter{Limit: 2, Cursor: *l.NextCursor})
		require.True(t, apperr.Is(err, apperr.Invalid), "got %v", err)
		// limit and include may change between pages.
		_, err = svc.List(f.ctx, calls.ListFilter{Status: "completed", Limit: 5, Include: []string{"transcript"}, Cursor: *l.NextCursor})
		require.NoError(t, err)
	})
}

func walkSessionsOffset(t *testing.T, ctx context.Context, svc *calls.Service, f calls.SessionFilter, want int) []uuid.UUID {
	t.Helper()
	var got []uuid.UUID
	for f.Offset = 0; ; f.Offset += f.Limit {
		l, err := svc.ListSessions(ctx, f)
		require.NoError(t, err)
		require.EqualValues(t, want, *l.Total)
		got = append(got, idsOf(l.Items)...)
		if len(l.Items) < f.Limit {
			return got
		}
	}
}

func walkSessionsCursor(t *testing.T, ctx context.Context, svc *calls.Service, f calls.SessionFilter) []uuid.UUID {
	t.Helper()
	var got []uuid.UUID
	f.Cursor = "start"
	for {
		l, err := svc.ListSessions(ctx, f)
		require.NoError(t, err)
		require.Nil(t, l.Total)
		got = append(got, idsOf(l.Items)...)
		if l.NextCursor == nil {
			return got
		}
		f.Cursor = *l.NextCursor
	}
}

func nilIfEmpty(ids []uuid.UUID) []uuid.UUID {
	if len(ids) == 0 {
		return nil
	}
	return ids
}

func TestListValidation(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	f.mustCall(t)
	f.mustCall(t)
	first, err := svc.List(f.ctx, calls.ListFilter{Limit: 1, Cursor: "start"})
	require.NoError(t, err)
	require.NotNil(t, first.NextCursor)
	valid := *first.NextCursor

	// An edited cursor: the position moved but the checksum kept.
	raw, err := base64.RawURLEncoding.DecodeString(valid)
	require.NoError(t, err)
	var pos map[string]any
	require.NoError(t, json.Unmarshal(raw, &pos))
	pos["t"] = pos["t"].(float64) + 1
	edited, _ := json.Marshal(pos)

	cases := map[string]struct {
		f     calls.SessionFilter
		field string
	}{
		"agent_id not a UUID":   {calls.SessionFilter{ListFilter: calls.ListFilter{AgentID: "agent-1"}}, "agent_id"},
		"status":                {calls.SessionFilter{ListFilter: calls.ListFilter{Status: "done"}}, "status"},
		"channel":               {calls.SessionFilter{ListFilter: calls.ListFilter{Channel: "fax"}}, "channel"},
		"direction":             {calls.SessionFilter{Direction: "sideways"}, "direction"},
		"range backwards":       {calls.SessionFilter{From: time.Now(), To: time.Now().Add(-time.Hour)}, "created_to"},
		"include":               {calls.SessionFilter{ListFilter: calls.ListFilter{Include: []string{"transcript,everything"}}}, "include"},
		"limit 201":             {calls.SessionFilter{ListFilter: calls.ListFilter{Limit: 201}}, "limit"},
		"limit negative":        {calls.SessionFilter{ListFilter: calls.ListFilter{Limit: -1}}, "limit"},
		"offset negative":       {calls.SessionFilter{ListFilter: calls.ListFilter{Offset: -1}}, "offset"},
		"search blank":          {calls.SessionFilter{ListFilter: calls.ListFilter{Search: "   "}}, "search"},
		"search too long":       {calls.SessionFilter{ListFilter: calls.ListFilter{Search: strings.Repeat("a", 201)}}, "search"},
		"search not UTF-8":      {calls.SessionFilter{ListFilter: calls.ListFilter{Search: "caf\xe9"}}, "search"},
		"search with NUL":       {calls.SessionFilter{ListFilter: calls.ListFilter{Search: "caf\x00e"}}, "search"},
		"search with cursor":    {calls.SessionFilter{ListFilter: calls.ListFilter{Search: "consulta", Cursor: "start"}}, "search"},
		"offset with cursor":    {calls.SessionFilter{ListFilter: calls.ListFilter{Offset: 10, Cursor: "start"}}, "offset"},
		"malformed cursor":      {calls.SessionFilter{ListFilter: calls.ListFilter{Cursor: "not a cursor!"}}, "cursor"},
		"cursor of other JSON":  {calls.SessionFilter{ListFilter: calls.ListFilter{Cursor: base64.RawURLEncoding.EncodeToString([]byte(`{"t":"x"}`))}}, "cursor"},
		"cursor without fields": {calls.SessionFilter{ListFilter: calls.ListFilter{Cursor: base64.RawURLEncoding.EncodeToString([]byte(`{}`))}}, "cursor"},
		"edited cursor":         {calls.SessionFilter{ListFilter: calls.ListFilter{Cursor: base64.RawURLEncoding.EncodeToString(edited)}}, "cursor"},
		"truncated cursor":      {calls.SessionFilter{ListFilter: calls.ListFilter{Cursor: valid[:len(valid)-3]}}, "cursor"},
		"oversized cursor":      {calls.SessionFilter{ListFilter: calls.ListFilter{Cursor: strings.Repeat("A", 600)}}, "cursor"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := svc.ListSessions(f.ctx, c.f)
			require.True(t, apperr.Is(err, apperr.Invalid), "want 400, got %v", err)
			require.Contains(t, err.Error(), c.field)
		})
	}
	// The untouched cursor still works.
	l, err := svc.List(f.ctx, calls.ListFilter{Limit: 1, Cursor: valid})
	require.NoError(t, err)
	require.Len(t, l.Items, 1)
	require.Nil(t, l.NextCursor)
}

func TestListScopes(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	c := f.mustCall(t)
	noCalls := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: f.org, Scopes: []auth.Scope{auth.ScopeAgentsRead}})
	_, err := svc.List(noCalls, calls.ListFilter{})
	require.True(t, apperr.Is(err, apperr.Forbidden), "got %v", err)
	// The scope is checked before anything else: a bad filter still answers 403.
	_, err = svc.List(noCalls, calls.ListFilter{Status: "nope"})
	require.True(t, apperr.Is(err, apperr.Forbidden), "got %v", err)
	_, err = svc.Get(noCalls, c.ID)
	require.True(t, apperr.Is(err, apperr.Forbidden), "got %v", err)
	_, err = svc.List(context.Background(), calls.ListFilter{})
	require.True(t, apperr.Is(err, apperr.Unauthorized), "got %v", err)

	readCalls := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: f.org, Scopes: []auth.Scope{auth.ScopeCallsRead}})
	l, err := svc.List(readCalls, calls.ListFilter{})
	require.NoError(t, err)
	require.Len(t, l.Items, 1)
}

func TestSessionsForBackofficeUsers(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	created := time.Date(2026, 11, 3, 12, 0, 0, 0, time.UTC)
	in := f.record(t, spec{agent: f.agent, channel: "phone", direction: "inbound", status: "completed", created: created})
	out := f.record(t, spec{agent: f.agent, channel: "phone", direction: "outbound", status: "failed", created: created.Add(time.Hour)})
	require.NoError(t, svc.AppendTurns(f.ctx, f.mustCall(t).ID, calls.Turn{Role: "user", Text: "olá"}))

	viewer := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: f.org, UserID: "u1", Role: auth.RoleViewer})
	l, err := svc.ListSessions(viewer, calls.SessionFilter{Direction: "outbound"})
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{out.ID}, idsOf(l.Items))
	l, err = svc.ListSessions(viewer, calls.SessionFilter{From: created, To: created.Add(time.Hour)})
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{in.ID}, idsOf(l.Items))
	l, err = svc.ListSessions(viewer, calls.SessionFilter{ListFilter: calls.ListFilter{Limit: 10}})
	require.NoError(t, err)
	require.EqualValues(t, 3, *l.Total)

	got, err := svc.GetSession(viewer, in.ID)
	require.NoError(t, err)
	require.Equal(t, in.ID, got.ID)
	require.NotNil(t, got.Transcript)
	require.NotNil(t, got.Actions)

	other := f.env.MustOrg("Elsewhere")
	stranger := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: other.ID, UserID: "u2", Role: auth.RoleOwner})
	_, err = svc.GetSession(stranger, in.ID)
	require.True(t, apperr.Is(err, apperr.NotFound), "got %v", err)
	l, err = svc.ListSessions(stranger, calls.SessionFilter{})
	require.NoError(t, err)
	require.Empty(t, l.Items)
	_, err = svc.ListSessions(stranger, calls.SessionFilter{ListFilter: calls.ListFilter{AgentID: f.agent.String()}})
	require.True(t, apperr.Is(err, apperr.NotFound), "got %v", err)
	_, err = svc.GetSession(viewer, uuid.Nil)
	require.True(t, apperr.Is(err, apperr.NotFound), "got %v", err)
}

func TestListInclude(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	done := f.record(t, spec{agent: f.agent, channel: "phone", direction: "inbound", status: "created", created: time.Now().Add(-time.Hour)})
	require.NoError(t, svc.AppendTurns(f.ctx, done.ID, calls.Turn{Role: "agent", Text: "Olá!"}, calls.Turn{Role: "user", Text: "Oi", OffsetMS: 900}))
	_, err := svc.Start(f.ctx, done.ID, time.Time{})
	require.NoError(t, err)
	_, err = svc.RecordAction(f.ctx, done.ID, calls.ActionInput{Type: "sms", Name: "Confirmation", Success: true})
	require.NoError(t, err)
	_, err = svc.End(f.ctx, done.ID, calls.EndInput{Status: "completed"})
	require.NoError(t, err)
	_, err = svc.RecordOutcome(f.ctx, done.ID, calls.Outcome{Summary: "Greeted.", Outcome: "resolved"})
	require.NoError(t, err)
	bare := f.mustCall(t) // newest: no transcript, no outcome

	keys := func(c calls.Call) map[string]json.RawMessage {
		b, err := json.Marshal(c)
		require.NoError(t, err)
		var m map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(b, &m))
		return m
	}
	for _, cursor := range []string{"", "start"} {
		l, err := svc.List(f.ctx, calls.ListFilter{Cursor: cursor})
		require.NoError(t, err)
		require.Len(t, l.Items, 2)
		for _, c := range l.Items {
			m := keys(c)
			require.NotContains(t, m, "transcript")
			require.NotContains(t, m, "actions")
			require.NotContains(t, m, "post_call")
			require.Contains(t, m, "turn_count")
		}

		l, err = svc.List(f.ctx, calls.ListFilter{Cursor: cursor, Include: []string{"transcript"}})
		require.NoError(t, err)
		require.Equal(t, []uuid.UUID{bare.ID, done.ID}, idsOf(l.Items))
		m := keys(l.Items[0])
		require.JSONEq(t, `[]`, string(m["transcript"]))
		require.JSONEq(t, `null`, string(m["post_call"]))
		require.NotContains(t, m, "actions")
		m = keys(l.Items[1])
		require.JSONEq(t, `[{"role":"agent","text":"Olá!","offset_ms":0},{"role":"user","text":"Oi","offset_ms":900}]`, string(m["transcript"]))
		require.Contains(t, string(m["post_call"]), `"summary":"Greeted."`)
		require.NotContains(t, m, "actions")

		l, err = svc.List(f.ctx, calls.ListFilter{Cursor: cursor, Include: []string{"transcript,actions"}})
		require.NoError(t, err)
		m = keys(l.Items[1])
		require.Contains(t, m, "transcript")
		require.Contains(t, m, "post_call")
		require.Contains(t, string(m["actions"]), `"type":"sms"`)

		l, err = svc.List(f.ctx, calls.ListFilter{Cursor: cursor, Include: []string{"actions"}})
		require.NoError(t, err)
		m = keys(l.Items[1])
		require.Contains(t, m, "actions")
		require.NotContains(t, m, "transcript")
		require.NotContains(t, m, "post_call")
	}
}

func TestListSearch(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	say := func(from string, created time.Time, lines ...string) uuid.UUID {
		c, err := svc.Create(f.ctx, calls.CreateInput{AgentID: f.agent, Channel: "phone", Direction: "inbound", FromNumber: from, CreatedAt: created})
		require.NoError(t, err)
		turns := make([]calls.Turn, len(lines))
		for i, l := range lines {
			turns[i] = calls.Turn{Role: []string{"agent", "user"}[i%2], Text: l, OffsetMS: int64(i) * 1000}
		}
		require.NoError(t, svc.AppendTurns(f.ctx, c.ID, turns...))
		return c.ID
	}
	now := time.Now().UTC()
	pt := say("+5511987654321", now.Add(-3*time.Hour), "Clínica Bem Estar, bom dia!", "Gostaria de remarcar minha consulta de amanhã para sexta-feira.")
	en := say("+14155550123", now.Add(-2*time.Hour), "Sunrise Dental, how can I help?", "I would like to book two appointments for my children.")
	neither := say("", now.Add(-time.Hour), "Olá", "Qual é o horário de funcionamento?")
	other := f.env.MustOrg("Other")
	otherCtx := f.env.System(other.ID)
	ag, err := f.env.App.Agents.Create(otherCtx, agents.CreateInput{Name: "X", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = f.env.App.Agents.Publish(otherCtx, ag.ID)
	require.NoError(t, err)
	oc, err := svc.Create(otherCtx, calls.CreateInput{AgentID: ag.ID, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321"})
	require.NoError(t, err)
	require.NoError(t, svc.AppendTurns(otherCtx, oc.ID, calls.Turn{Role: "user", Text: "Quero remarcar a consulta"}))

	cases := []struct {
		query string
		want  []uuid.UUID
	}{
		{"consultas", []uuid.UUID{pt}},                   // Portuguese plural finds the singular
		{"remarcando consulta", []uuid.UUID{pt}},         // verb forms share the stem, every word required
		{"amanha", []uuid.UUID{pt}},                      // accents ignored
		{"CLINICA", []uuid.UUID{pt}},                     // case and accents ignored
		{"appointment", []uuid.UUID{en}},                 // English singular finds the plural
		{"booking", []uuid.UUID{en}},                     // English verb forms
		{"child", nil},                                   // irregular plural: stemming has limits
		{`"two appointments"`, []uuid.UUID{en}},          // phrase
		{`"appointments two"`, nil},                      // phrase in the wrong order
		{"consulta or appointment", []uuid.UUID{en, pt}}, // alternatives, newest first
		{"horário -consulta", []uuid.UUID{neither}},      // exclusion
		{"+55 11 98765-4321", []uuid.UUID{pt}},           // a phone number, as people write it
		{"5511987654321", []uuid.UUID{pt}},               // its digits
		{"+1 415", []uuid.UUID{en}},                      // a prefix of a number
		{"(11) 98765-4321", []uuid.UUID{pt}},             // the national form, without +55
		{"98765-4321", []uuid.UUID{pt}},                  // the local form
		{"98765", []uuid.UUID{pt}},                       // a prefix of the local form
		{"a", nil},                                       // only a stopword: nothing, not an error
		{"?! ...", nil},                                  // only punctuation
		{"123", nil},                                     // too few digits for a number
		{"zebra", nil},
	}
	for _, c := range cases {
		l, err := svc.List(f.ctx, calls.ListFilter{Search: c.query})
		require.NoError(t, err, c.query)
		require.EqualValues(t, len(c.want), *l.Total, "search %q", c.query)
		require.Equal(t, nilIfEmpty(c.want), nilIfEmpty(idsOf(l.Items)), "search %q", c.query)
	}
	// Search combines with the other filters and pages by offset.
	l, err := svc.List(f.ctx, calls.ListFilter{Search: "consulta or appointment", Limit: 1, Offset: 1, Status: "created", Channel: "phone", AgentID: f.agent.String()})
	require.NoError(t, err)
	require.EqualValues(t, 2, *l.Total)
	require.Equal(t, []uuid.UUID{pt}, idsOf(l.Items))
	l, err = svc.List(f.ctx, calls.ListFilter{Search: "consulta", Status: "completed"})
	require.NoError(t, err)
	require.EqualValues(t, 0, *l.Total)
	l, err = svc.List(f.ctx, calls.ListFilter{Search: "consulta or appointment", Offset: 5})
	require.NoError(t, err)
	require.EqualValues(t, 2, *l.Total)
	require.Empty(t, l.Items)
	// Search results carry the heavy parts on request, like any list.
	l, err = svc.List(f.ctx, calls.ListFilter{Search: "consulta or appointment", Include: []string{"transcript"}})
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{en, pt}, idsOf(l.Items))
	require.Len(t, l.Items[1].Transcript, 2)
	require.Equal(t, "Gostaria de remarcar minha consulta de amanhã para sexta-feira.", l.Items[1].Transcript[1].Text)
}

// TestCursorExportWhileCallsArrive walks a few thousand calls by cursor while
// another goroutine keeps creating calls: every call that existed when the
// export began is seen exactly once, and no call is seen twice.
func TestCursorExportWhileCallsArrive(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	const existing = 3000
	base := time.Now().UTC().Add(-48 * time.Hour)
	var (
		mu   sync.Mutex
		want = map[uuid.UUID]bool{}
	)
	// Create them with four writers; every third call shares its created_at
	// with a neighbour so ties must be broken by id.
	var wg sync.WaitGroup
	errs := make(chan error, 4)
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < existing; i += 4 {
				c, err := svc.Create(f.ctx, calls.CreateInput{AgentID: f.agent, Channel: calls.Channels[i%4], Direction: "inbound",
					CreatedAt: base.Add(time.Duration(i/3) * time.Second)})
				if err != nil {
					errs <- err
					return
				}
				mu.Lock()
				want[c.ID] = true
				mu.Unlock()
			}
		}(w)
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	require.Len(t, want, existing)

	// Keep creating calls while exporting: new ones (now) and late imports
	// dated inside the range already exported.
	stop := make(chan struct{})
	var created atomic.Int64
	var writer sync.WaitGroup
	writer.Add(1)
	go func() {
		defer writer.Done()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			default:
			}
			at := time.Time{}
			if i%3 == 2 {
				at = base.Add(time.Duration(i%existing) * time.Second / 3)
			}
			if _, err := svc.Create(f.ctx, calls.CreateInput{AgentID: f.agent, Channel: "web", Direction: "outbound", CreatedAt: at}); err != nil {
				t.Errorf("create during export: %v", err)
				return
			}
			created.Add(1)
		}
	}()

	var stopOnce sync.Once
	stopWriter := func() { stopOnce.Do(func() { close(stop); writer.Wait() }) }
	defer stopWriter()

	seen := map[uuid.UUID]int{}
	cursor := "start"
	pages := 0
	for {
		l, err := svc.List(f.ctx, calls.ListFilter{Limit: 50, Cursor: cursor})
		require.NoError(t, err)
		for _, c := range l.Items {
			seen[c.ID]++
		}
		pages++
		if l.NextCursor == nil {
			break
		}
		cursor = *l.NextCursor
		// Let at least one more call land between every two pages.
		before := created.Load()
		testkit.Eventually(t, 10*time.Second, "a call created during the export", func() bool { return created.Load() > before })
	}
	stopWriter()

	for id, n := range seen {
		require.Equal(t, 1, n, "call %s seen %d times", id, n)
	}
	missing := 0
	for id := range want {
		if seen[id] != 1 {
			missing++
		}
	}
	require.Zero(t, missing, "pre-existing calls missing from the export")
	require.GreaterOrEqual(t, created.Load(), int64(pages-1), "calls were created between the pages")
	t.Logf("exported %d calls in %d pages while %d calls were created", len(seen), pages, created.Load())
	require.GreaterOrEqual(t, pages, existing/50)
}

func TestListNoDuplicatesAcrossEqualTimestamps(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	at := time.Date(2026, 5, 5, 5, 5, 5, 0, time.UTC)
	var made []calls.Call
	for i := 0; i < 25; i++ {
		c, err := svc.Create(f.ctx, calls.CreateInput{AgentID: f.agent, Channel: "sms", Direction: "outbound", CreatedAt: at})
		require.NoError(t, err)
		made = append(made, c)
	}
	want := newestFirst(made)
	for _, limit := range []int{1, 2, 7, 25, 26} {
		require.Equal(t, want, walkCursor(t, f.ctx, svc, calls.ListFilter{Limit: limit}), fmt.Sprintf("limit %d", limit))
	}
}
