package calls_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testkit"
)

// countCalls is count(*) over calls for a filter, the truth the list's
// total must equal.
func countCalls(t *testing.T, f fixture, sf calls.SessionFilter) int64 {
	t.Helper()
	var agent *uuid.UUID
	if sf.AgentID != "" {
		id := uuid.MustParse(sf.AgentID)
		agent = &id
	}
	var from, to *time.Time
	if !sf.CreatedAfter.IsZero() {
		from = &sf.CreatedAfter
	}
	if !sf.CreatedBefore.IsZero() {
		to = &sf.CreatedBefore
	}
	var n int64
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT count(*) FROM calls
		WHERE organization_id = $1 AND ($2::uuid IS NULL OR agent_id = $2) AND ($3 = '' OR status = $3)
		AND ($4 = '' OR channel = $4) AND ($5 = '' OR direction = $5)
		AND ($6::timestamptz IS NULL OR created_at >= $6) AND ($7::timestamptz IS NULL OR created_at < $7)`,
		f.org, agent, sf.Status, sf.Channel, sf.Direction, from, to).Scan(&n))
	return n
}

// The offset-mode total, served from the daily counts plus the partial days
// of a range, equals count(*) for every filter combination, over calls that
// sit on and around UTC midnights, moved between statuses after creation,
// created one by one and imported in bulk, beside another organization.
func TestTotalFromDailyCountsEqualsCount(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	second := f.mustAgent(t, "Second")
	agentIDs := []uuid.UUID{f.agent, second}
	day0 := time.Date(2026, 10, 5, 0, 0, 0, 0, time.UTC)
	rng := rand.New(rand.NewPCG(7, 11))
	channels := []string{"phone", "web", "chat", "sms"}
	directions := []string{"inbound", "outbound"}
	statuses := []string{"created", "active", "completed", "failed", "cancelled", "abandoned"}
	// Times on the edges of days: midnight itself, the last microsecond
	// before it, and a spread over the day.
	var times []time.Time
	for d := 0; d < 4; d++ {
		base := day0.Add(time.Duration(d) * 24 * time.Hour)
		times = append(times, base, base.Add(-time.Microsecond), base.Add(time.Microsecond), base.Add(10*time.Hour), base.Add(15*time.Hour+30*time.Minute), base.Add(23*time.Hour+59*time.Minute))
	}
	var open []calls.Call // calls left created or active, moved on later
	for i, at := range times {
		for j := 0; j < 3; j++ {
			s := spec{agent: agentIDs[(i+j)%2], channel: channels[rng.IntN(4)], direction: directions[rng.IntN(2)], status: statuses[rng.IntN(6)], created: at.Add(time.Duration(j) * time.Second)}
			c := f.record(t, s)
			if s.status == "created" || s.status == "active" {
				open = append(open, c)
			}
		}
	}
	var imported []calls.ImportCall
	for i, at := range times {
		imported = append(imported, calls.ImportCall{AgentID: agentIDs[i%2], Channel: channels[i%4], Direction: directions[i%2],
			Status: "failed", CreatedAt: at.Add(500 * time.Millisecond), EndedAt: at.Add(time.Second)})
	}
	_, err := svc.Import(f.ctx, imported)
	require.NoError(t, err)
	// Another organization's calls on the same days count for nobody else.
	other := f.env.MustOrg("Other Org")
	octx := f.env.System(other.ID)
	oag := fixture{env: f.env, ctx: octx, org: other.ID}.mustAgent(t, "Other agent")
	for _, at := range times {
		_, err := svc.Create(octx, calls.CreateInput{AgentID: oag, Channel: "phone", Direction: "inbound", CreatedAt: at})
		require.NoError(t, err)
	}

	ranges := []struct{ after, before time.Time }{
		{},
		{day0.Add(24 * time.Hour), day0.Add(72 * time.Hour)},                                   // whole days
		{day0.Add(34 * time.Hour), day0.Add(72 * time.Hour)},                                   // partial first day
		{day0.Add(24 * time.Hour), day0.Add(63*time.Hour + 30*time.Minute)},                    // partial last day
		{day0.Add(10 * time.Hour), day0.Add(15*time.Hour + 30*time.Minute + time.Second)},      // within one day
		{day0.Add(23 * time.Hour), day0.Add(25 * time.Hour)},                                   // across one midnight, no whole day
		{day0.Add(48*time.Hour - time.Microsecond), day0.Add(48*time.Hour + time.Microsecond)}, // the microseconds around a midnight
		{day0.Add(48 * time.Hour), time.Time{}},                                                // after only, at midnight
		{day0.Add(39 * time.Hour), time.Time{}},                                                // after only, mid-day
		{time.Time{}, day0.Add(48 * time.Hour)},                                                // before only, at midnight
		{time.Time{}, day0.Add(58 * time.Hour)},                                                // before only, mid-day
	}
	check := func(t *testing.T) {
		checked := 0
		for _, agent := range []string{"", f.agent.String(), second.String()} {
			for _, status := range []string{"", "created", "active", "completed", "failed"} {
				for _, channel := range []string{"", "phone", "chat"} {
					for _, direction := range []string{"", "inbound"} {
						for _, r := range ranges {
							sf := calls.SessionFilter{ListFilter: calls.ListFilter{AgentID: agent, Status: status, Channel: channel,
								CreatedAfter: r.after, CreatedBefore: r.before, Limit: 1}, Direction: direction}
							want := countCalls(t, f, sf)
							l, err := svc.ListSessions(f.ctx, sf)
							require.NoError(t, err)
							require.NotNil(t, l.Total)
							require.Equal(t, want, *l.Total, "filter %+v", sf)
							require.Equal(t, min(want, 1), int64(len(l.Items)), "filter %+v", sf)
							sf.Cursor = "start"
							l, err = svc.ListSessions(f.ctx, sf)
							require.NoError(t, err)
							require.Equal(t, min(want, 1), int64(len(l.Items)), "cursor mode, filter %+v", sf)
							require.Equal(t, want > 1, l.NextCursor != nil, "cursor mode, filter %+v", sf)
							checked++
						}
					}
				}
			}
		}
		require.Equal(t, 3*5*3*2*len(ranges), checked)
	}
	t.Run("as recorded", check)

	// Status changes move calls between daily rows exactly.
	for _, c := range open {
		if c.Status == "created" {
			_, err := svc.Start(f.ctx, c.ID, time.Time{})
			require.NoError(t, err)
		}
		_, err := svc.End(f.ctx, c.ID, calls.EndInput{Status: "completed"})
		require.NoError(t, err)
	}
	t.Run("after status changes", check)

	var all int64
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT sum(count) FROM call_counts_daily WHERE organization_id = $1`, f.org).Scan(&all))
	require.Equal(t, int64(len(times)*4), all)
}

// created_after is inclusive, created_before exclusive, in both modes, and a
// cursor stays bound to them.
func TestListCreatedRange(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	midnight := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC)
	var all []calls.Call
	for _, at := range []time.Time{midnight.Add(-time.Microsecond), midnight, midnight.Add(time.Hour), midnight.Add(24*time.Hour - time.Microsecond), midnight.Add(24 * time.Hour)} {
		all = append(all, f.record(t, spec{agent: f.agent, channel: "phone", direction: "inbound", status: "completed", created: at}))
	}
	day := calls.ListFilter{CreatedAfter: midnight, CreatedBefore: midnight.Add(24 * time.Hour), Limit: 2}
	want := newestFirst(all[1:4])
	require.Equal(t, want, walkOffset(t, f.ctx, svc, day, 3))
	require.Equal(t, want, walkCursor(t, f.ctx, svc, day))
	// Consecutive periods hold every call exactly once.
	before := walkOffset(t, f.ctx, svc, calls.ListFilter{CreatedBefore: midnight, Limit: 10}, 1)
	after := walkCursor(t, f.ctx, svc, calls.ListFilter{CreatedAfter: midnight.Add(24 * time.Hour), Limit: 10})
	require.Equal(t, newestFirst(all), append(append(after, want...), before...))

	// A cursor of the day is refused with another range.
	first, err := svc.List(f.ctx, calls.ListFilter{CreatedAfter: midnight, CreatedBefore: midnight.Add(24 * time.Hour), Limit: 1, Cursor: "start"})
	require.NoError(t, err)
	require.NotNil(t, first.NextCursor)
	for _, other := range []calls.ListFilter{
		{CreatedAfter: midnight, Limit: 1},
		{CreatedAfter: midnight.Add(time.Second), CreatedBefore: midnight.Add(24 * time.Hour), Limit: 1},
		{CreatedAfter: midnight, CreatedBefore: midnight.Add(48 * time.Hour), Limit: 1},
	} {
		other.Cursor = *first.NextCursor
		_, err := svc.List(f.ctx, other)
		require.True(t, apperr.Is(err, apperr.Invalid), "%v", err)
		require.ErrorContains(t, err, "other filters")
	}

	for name, c := range map[string]struct {
		f     calls.ListFilter
		field string
	}{
		"equal":          {calls.ListFilter{CreatedAfter: midnight, CreatedBefore: midnight}, "created_before"},
		"backwards":      {calls.ListFilter{CreatedAfter: midnight, CreatedBefore: midnight.Add(-time.Hour)}, "created_before"},
		"before 1970":    {calls.ListFilter{CreatedAfter: time.Date(1969, 12, 31, 0, 0, 0, 0, time.UTC)}, "created_after"},
		"year 0":         {calls.ListFilter{CreatedBefore: time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC)}, "created_before"},
		"in cursor mode": {calls.ListFilter{CreatedAfter: midnight, CreatedBefore: midnight, Cursor: "start"}, "created_before"},
	} {
		_, err := svc.List(f.ctx, c.f)
		require.True(t, apperr.Is(err, apperr.Invalid), "%s: %v", name, err)
		require.ErrorContains(t, err, c.field, name)
	}
}

// Cursors are signed: one edited and given a checksum of the right shape
// (the unsigned SHA-256 scheme, or any 16 bytes) is refused, and so is a
// cursor signed with another platform's key. A replica with the same key
// accepts it.
func TestCursorSignature(t *testing.T) {
	t.Parallel()
	key := base64.StdEncoding.EncodeToString([]byte("0123456789abcdef0123456789abcdef"))
	env := testkit.New(t, testkit.WithVar("ENCRYPTION_KEY", key))
	org := env.MustOrg("Signed Org")
	f := fixture{env: env, ctx: env.System(org.ID), org: org.ID}
	f.agent = f.mustAgent(t, "Agent")
	for i := 0; i < 3; i++ {
		f.record(t, spec{agent: f.agent, channel: "web", direction: "inbound", status: "created", created: time.Now().Add(-time.Duration(i) * time.Minute)})
	}
	first, err := env.App.Calls.List(f.ctx, calls.ListFilter{Limit: 1, Cursor: "start"})
	require.NoError(t, err)
	valid := *first.NextCursor

	raw, err := base64.RawURLEncoding.DecodeString(valid)
	require.NoError(t, err)
	var pos struct {
		T int64     `json:"t"`
		I uuid.UUID `json:"i"`
		F string    `json:"f"`
		S string    `json:"s"`
	}
	require.NoError(t, json.Unmarshal(raw, &pos))
	require.Len(t, pos.S, 22, "a 128-bit MAC")
	reencode := func(p any) string {
		b, err := json.Marshal(p)
		require.NoError(t, err)
		return base64.RawURLEncoding.EncodeToString(b)
	}
	forged := []string{}
	// The position moved one microsecond, with a checksum computed the way an
	// unsigned cursor's was.
	moved := pos
	moved.T++
	sum := sha256.Sum256([]byte("calls.cursor.v1\x00" + strconv.FormatInt(moved.T, 10) + "\x00" + moved.I.String() + "\x00" + moved.F))
	moved.S = base64.RawURLEncoding.EncodeToString(sum[:9])
	forged = append(forged, reencode(moved))
	// One byte of the MAC changed, well-formed base64url of the same length.
	flipped := pos
	b := []byte(flipped.S)
	if b[3] == 'A' {
		b[3] = 'B'
	} else {
		b[3] = 'A'
	}
	flipped.S = string(b)
	forged = append(forged, reencode(flipped))
	// Same MAC, one byte of the id changed.
	other := pos
	other.I[15] ^= 1
	forged = append(forged, reencode(other))
	for i, c := range forged {
		_, err := env.App.Calls.List(f.ctx, calls.ListFilter{Limit: 1, Cursor: c})
		require.True(t, apperr.Is(err, apperr.Invalid), "forged %d: %v", i, err)
		require.ErrorContains(t, err, "cursor", "forged %d", i)
		require.ErrorContains(t, err, "not a cursor this API issued", "forged %d", i)
	}

	// Another platform (another ENCRYPTION_KEY) does not accept it; a replica
	// of this one does.
	stranger := env.Replica(testkit.WithVar("ENCRYPTION_KEY", base64.StdEncoding.EncodeToString([]byte("fedcba9876543210fedcba9876543210"))))
	_, err = stranger.App.Calls.List(f.ctx, calls.ListFilter{Limit: 1, Cursor: valid})
	require.True(t, apperr.Is(err, apperr.Invalid), "%v", err)
	replica := env.Replica()
	l, err := replica.App.Calls.List(f.ctx, calls.ListFilter{Limit: 1, Cursor: valid})
	require.NoError(t, err)
	require.Len(t, l.Items, 1)
}

// Pages in the second half are read from the oldest end; every offset and
// limit still answers the slice of the newest-first order, including pages
// cut short by the end and offsets past it.
func TestOffsetPagesFromEitherEnd(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	base := time.Date(2026, 9, 1, 12, 0, 0, 0, time.UTC)
	var all []calls.Call
	for i := 0; i < 9; i++ {
		// two calls share each instant, so the id breaks ties
		all = append(all, f.record(t, spec{agent: f.agent, channel: "phone", direction: "inbound", status: "completed", created: base.Add(time.Duration(i/2) * time.Hour)}))
	}
	want := newestFirst(all)
	for _, limit := range []int{1, 2, 4, 9, 10} {
		for offset := 0; offset <= 11; offset++ {
			l, err := svc.List(f.ctx, calls.ListFilter{Limit: limit, Offset: offset, Status: "completed"})
			require.NoError(t, err)
			require.EqualValues(t, 9, *l.Total)
			end := min(offset+limit, 9)
			exp := []uuid.UUID{}
			if offset < 9 {
				exp = want[offset:end]
			}
			require.Equal(t, exp, idsOf(l.Items), "limit %d offset %d", limit, offset)
		}
	}
}

// A search combines with the creation range (read from call_search) and
// with the filters only calls holds (joined), and a transcript appended
// later is found: the side table follows every write.
func TestSearchWithRangeAndFilters(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	day := time.Date(2026, 10, 20, 0, 0, 0, 0, time.UTC)
	var made []calls.Call
	for i := 0; i < 3; i++ {
		c := f.record(t, spec{agent: f.agent, channel: "phone", direction: "inbound", status: "active", created: day.Add(time.Duration(i) * 24 * time.Hour)})
		require.NoError(t, svc.AppendTurns(f.ctx, c.ID, calls.Turn{Role: "user", Text: "Quero remarcar a consulta de ortodontia"}))
		made = append(made, c)
	}
	_, err := svc.End(f.ctx, made[1].ID, calls.EndInput{Status: "completed"})
	require.NoError(t, err)

	l, err := svc.List(f.ctx, calls.ListFilter{Search: "ortodontia"})
	require.NoError(t, err)
	require.EqualValues(t, 3, *l.Total)
	l, err = svc.List(f.ctx, calls.ListFilter{Search: "ortodontia", CreatedAfter: day.Add(24 * time.Hour)})
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{made[2].ID, made[1].ID}, idsOf(l.Items))
	l, err = svc.List(f.ctx, calls.ListFilter{Search: "ortodontia", CreatedAfter: day.Add(time.Hour), CreatedBefore: day.Add(48 * time.Hour)})
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{made[1].ID}, idsOf(l.Items))
	l, err = svc.List(f.ctx, calls.ListFilter{Search: "ortodontia", Status: "completed", AgentID: f.agent.String(), Channel: "phone"})
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{made[1].ID}, idsOf(l.Items))
	l, err = svc.List(f.ctx, calls.ListFilter{Search: "ortodontia", Status: "active", CreatedBefore: day.Add(24 * time.Hour)})
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{made[0].ID}, idsOf(l.Items))
	// Words appended after a status change are searchable too.
	require.NoError(t, svc.AppendTurns(f.ctx, made[2].ID, calls.Turn{Role: "agent", Text: "Clareamento marcado"}))
	l, err = svc.List(f.ctx, calls.ListFilter{Search: "clareamento"})
	require.NoError(t, err)
	require.Equal(t, []uuid.UUID{made[2].ID}, idsOf(l.Items))
}
