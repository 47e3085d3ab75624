package internal_test

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/testkit"
)

// The backoffice's analytics charts choose their range: from and to pick
// the days (the series has one bucket per day), and everything else (the
// agents' durations) covers the same days.
func TestAnalyticsOverviewRangeInGraphQL(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Analytics range")
	ctx := env.System(org.ID)
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Desk", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = env.App.Agents.Publish(ctx, ag.ID)
	require.NoError(t, err)

	today := time.Now().UTC().Truncate(24 * time.Hour)
	call := func(daysAgo int, seconds int, status string) {
		at := today.AddDate(0, 0, -daysAgo).Add(time.Hour)
		c, err := env.App.Calls.Create(ctx, calls.CreateInput{AgentID: ag.ID, Channel: "phone", Direction: "inbound", CreatedAt: at})
		require.NoError(t, err)
		_, err = env.App.Calls.Start(ctx, c.ID, at)
		require.NoError(t, err)
		_, err = env.App.Calls.End(ctx, c.ID, calls.EndInput{Status: status, Reason: "done", At: at.Add(time.Duration(seconds) * time.Second)})
		require.NoError(t, err)
	}
	call(1, 60, "completed")
	call(1, 120, "completed")
	call(1, 30, "failed")
	call(3, 90, "completed")
	call(40, 10, "completed") // before the range

	viewer := env.Session(id, org.ID, auth.RoleViewer)
	q := `query($f: String, $t: String, $p: String) { analyticsOverview(from: $f, to: $t, period: $p) }`
	day := func(n int) string { return today.AddDate(0, 0, -n).Format("2006-01-02") }
	var out struct{ AnalyticsOverview json.RawMessage }
	viewer.GraphQL(q, map[string]any{"f": day(6), "t": day(0)}).Decode(t, &out)
	var o struct {
		From, To string
		Volume   struct {
			Total  int
			Series []struct {
				BucketStart string `json:"bucket_start"`
				Total       int    `json:"total"`
			}
		}
		Agents []struct {
			Calls, Completed int
			AverageDur       *float64 `json:"average_duration_seconds"`
		}
	}
	require.NoError(t, json.Unmarshal(out.AnalyticsOverview, &o))
	require.Equal(t, day(6), o.From)
	require.Equal(t, day(0), o.To)
	require.Equal(t, 4, o.Volume.Total, "the call of 40 days ago is outside the range")
	require.Len(t, o.Volume.Series, 7)
	byDay := map[string]int{}
	for _, b := range o.Volume.Series {
		byDay[b.BucketStart] = b.Total
	}
	require.Equal(t, 3, byDay[day(1)])
	require.Equal(t, 1, byDay[day(3)])
	require.Len(t, o.Agents, 1)
	require.Equal(t, 4, o.Agents[0].Calls)
	require.Equal(t, 3, o.Agents[0].Completed)
	require.InDelta(t, 90, *o.Agents[0].AverageDur, 0.01, "completed calls of the range only: (60+120+90)/3")

	// A range that holds only the old call.
	viewer.GraphQL(q, map[string]any{"f": day(45), "t": day(35)}).Decode(t, &out)
	require.NoError(t, json.Unmarshal(out.AnalyticsOverview, &o))
	require.Equal(t, 1, o.Volume.Total)
	require.InDelta(t, 10, *o.Agents[0].AverageDur, 0.01)

	// Without a range: the period's default window, unchanged (30 days).
	viewer.GraphQL(`{ analyticsOverview }`, nil).Decode(t, &out)
	require.NoError(t, json.Unmarshal(out.AnalyticsOverview, &o))
	require.Len(t, o.Volume.Series, 30)
	require.Equal(t, 4, o.Volume.Total)

	// Weekly buckets of 7 days from the first day.
	viewer.GraphQL(q, map[string]any{"f": day(13), "t": day(0), "p": "weekly"}).Decode(t, &out)
	require.NoError(t, json.Unmarshal(out.AnalyticsOverview, &o))
	require.Len(t, o.Volume.Series, 2)
	require.Equal(t, day(13), o.Volume.Series[0].BucketStart)

	for _, v := range []map[string]any{{"t": day(0)}, {"f": "yesterday"}, {"f": day(0), "t": day(1)}, {"f": day(400), "t": day(0)}} {
		g := viewer.GraphQL(q, v)
		require.Equal(t, "BAD_USER_INPUT", g.Code(), v)
		require.NotEmpty(t, g.Errors[0].Message, v)
	}
}
