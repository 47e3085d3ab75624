// Package analytics answers the analytics overview of an organization: call
// volume by status over time buckets, outcomes, per-agent performance and
// executed actions. It reads only the daily rollups the calls service keeps
// exact (call_stats_daily), never the calls themselves, so its cost follows
// the number of days, agents and labels in the window, not the number of
// calls.
//
// call_stats_daily is a read model: the calls domain owns it (its migration,
// its writes, in the same transaction as each call change) and publishes it
// for this package to read; nothing here writes it. Agents' names, types
// and existence come from the agents service.
package analytics

import (
	"context"
	"fmt"
	"math"
	"sort"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Allowed values of the query.
var (
	Periods    = []string{"daily", "weekly", "monthly"}
	AgentTypes = []string{"all", "inbound", "outbound"}
)

// Bucket counts of each period: the window ends with the current bucket.
const (
	DailyBuckets   = 30 // days
	WeeklyBuckets  = 12 // ISO weeks, Monday first
	MonthlyBuckets = 12 // calendar months
)

// dateLayout renders days and bucket starts.
const dateLayout = "2006-01-02"

// MaxRangeDays bounds a chosen range (From..To, both included), so a series
// has at most this many daily buckets.
const MaxRangeDays = 366

// Query selects what the overview covers. Empty fields take the defaults
// (daily, all agents, every agent type).
type Query struct {
	Period    string
	AgentID   string // an agent of the organization (UUID)
	AgentType string // all | inbound | outbound
	// From and To (YYYY-MM-DD, UTC days, both included) choose the range
	// instead of the period's default window; To defaults to today. The
	// buckets are then days (daily), 7-day spans from From (weekly) or
	// calendar months cut by the range (monthly).
	From, To string
}

// Overview is the analytics overview as the API Channel shows it.
type Overview struct {
	Period   string        `json:"period"`
	From     string        `json:"from"`
	To       string        `json:"to"`
	Timezone string        `json:"timezone"`
	Filters  Filters       `json:"filters"`
	Volume   Volume        `json:"volume"`
	Outcomes Outcomes      `json:"outcomes"`
	Agents   []AgentStats  `json:"agents"`
	Actions  []ActionStats `json:"actions"`
}

// Filters echo the filters the overview applied.
type Filters struct {
	AgentID   *uuid.UUID `json:"agent_id"`
	AgentType string     `json:"agent_type"`
}

// StatusCounts counts calls by their current status.
type StatusCounts struct {
	Created   int64 `json:"created"`
	Active    int64 `json:"active"`
	Completed int64 `json:"completed"`
	Failed    int64 `json:"failed"`
	Cancelled int64 `json:"cancelled"`
	Abandoned int64 `json:"abandoned"`
}

func (c *StatusCounts) add(status string, n int64) {
	switch status {
	case "created":
		c.Created += n
	case "active":
		c.Active += n
	case "completed":
		c.Completed += n
	case "failed":
		c.Failed += n
	case "cancelled":
		c.Cancelled += n
	case "abandoned":
		c.Abandoned += n
	}
}

// Volume is the number of calls created in the window, by status, in total
// and per bucket.
type Volume struct {
	Total    int64        `json:"total"`
	ByStatus StatusCounts `json:"by_status"`
	Series   []Bucket     `json:"series"`
}

// Bucket is one time bucket of the volume series.
type Bucket struct {
	BucketStart string       `json:"bucket_start"`
	Total       int64        `json:"total"`
	ByStatus    StatusCounts `json:"by_status"`
}

// Outcomes counts calls by post-call outcome label.
type Outcomes struct {
	Total int64          `json:"total"`
	Items []OutcomeCount `json:"items"`
}

// OutcomeCount is one outcome label with its count and share of Outcomes.Total.
type OutcomeCount struct {
	Outcome string  `json:"outcome"`
	Count   int64   `json:"count"`
	Share   float64 `json:"share"`
}

// AgentStats is one agent's performance in the window.
type AgentStats struct {
	AgentID                uuid.UUID       `json:"agent_id"`
	Name                   string          `json:"name"`
	AgentType              string          `json:"agent_type"`
	Calls                  int64           `json:"calls"`
	Completed              int64           `json:"completed"`
	CompletionRate         *float64        `json:"completion_rate"`
	AverageDurationSeconds *float64        `json:"average_duration_seconds"`
	Sentiment              SentimentStats  `json:"sentiment"`
	Evaluations            EvaluationStats `json:"evaluations"`
}

// SentimentStats summarise the sentiment of an agent's calls.
type SentimentStats struct {
	AverageScore *float64 `json:"average_score"`
	Positive     int64    `json:"positive"`
	Neutral      int64    `json:"neutral"`
	Negative     int64    `json:"negative"`
}

// EvaluationStats summarise the post-call evaluations of an agent's calls.
type EvaluationStats struct {
	Evaluated int64    `json:"evaluated"`
	Passed    int64    `json:"passed"`
	PassRate  *float64 `json:"pass_rate"`
}

// ActionStats counts the executions of one action type.
type ActionStats struct {
	Type        string   `json:"type"`
	Executed    int64    `json:"executed"`
	Succeeded   int64    `json:"succeeded"`
	SuccessRate *float64 `json:"success_rate"`
}

// Service answers analytics queries.
type Service struct {
	pool   *pgxpool.Pool
	agents *agents.Service
	now    func() time.Time
}

// NewService returns the analytics service; agents validates the agent filter.
func NewService(pool *pgxpool.Pool, agentsSvc *agents.Service) *Service {
	return &Service{pool: pool, agents: agentsSvc, now: time.Now}
}

// window is the span of days an overview covers and its bucket starts.
type window struct {
	from, to time.Time
	period   string
	starts   []time.Time
}

// bucketOf returns the index of the bucket holding day, if it is in the window.
func (w window) bucketOf(day time.Time) (int, bool) {
	day = time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, time.UTC)
	if day.Before(w.from) || day.After(w.to) {
		return 0, false
	}
	var i int
	switch w.period {
	case "weekly":
		i = int(day.Sub(w.from).Hours()/24) / 7
	case "monthly":
		i = (day.Year()-w.from.Year())*12 + int(day.Month()) - int(w.from.Month())
	default:
		i = int(day.Sub(w.from).Hours() / 24)
	}
	return i, i >= 0 && i < len(w.starts)
}

// windowFor returns the window of a period ending with the bucket of today
// (UTC): the last 30 days, the last 12 ISO weeks or the last 12 months.
func windowFor(period string, now time.Time) window {
	now = now.UTC()
	today := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	w := window{to: today, period: period}
	var first time.Time
	var n int
	var step func(time.Time) time.Time
	switch period {
	case "weekly":
		monday := today.AddDate(0, 0, -((int(today.Weekday()) + 6) % 7))
		first, n = monday.AddDate(0, 0, -7*(WeeklyBuckets-1)), WeeklyBuckets
		step = func(t time.Time) time.Time { return t.AddDate(0, 0, 7) }
	case "monthly":
		month := time.Date(today.Year(), today.Month(), 1, 0, 0, 0, 0, time.UTC)
		first, n = month.AddDate(0, -(MonthlyBuckets-1), 0), MonthlyBuckets
		step = func(t time.Time) time.Time { return t.AddDate(0, 1, 0) }
	default:
		w.period = "daily"
		first, n = today.AddDate(0, 0, -(DailyBuckets-1)), DailyBuckets
		step = func(t time.Time) time.Time { return t.AddDate(0, 0, 1) }
	}
	w.from = first
	for t, i := first, 0; i < n; t, i = step(t), i+1 {
		w.starts = append(w.starts, t)
	}
	return w
}

// windowBetween returns the window of a chosen range: from and to are UTC
// days (to defaults to today), from not after to, at most MaxRangeDays.
func windowBetween(period, from, to string, now time.Time) (window, error) {
	if from == "" {
		return window{}, apperr.Field("from", "is required with to: the first day of the range, such as 2026-11-01")
	}
	first, err := time.Parse(dateLayout, from)
	if err != nil {
		return window{}, apperr.Field("from", "must be a day written YYYY-MM-DD, such as 2026-11-01")
	}
	now = now.UTC()
	last := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, time.UTC)
	if to != "" {
		if last, err = time.Parse(dateLayout, to); err != nil {
			return window{}, apperr.Field("to", "must be a day written YYYY-MM-DD, such as 2026-11-30")
		}
	}
	if first.After(last) {
		return window{}, apperr.Field("to", "must be the same day as from or later")
	}
	if days := int(last.Sub(first).Hours()/24) + 1; days > MaxRangeDays {
		return window{}, apperr.Field("to", fmt.Sprintf("the range may cover at most %d days (it covers %d)", MaxRangeDays, days))
	}
	w := window{from: first, to: last, period: period}
	for t := first; !t.After(last); {
		w.starts = append(w.starts, t)
		switch period {
		case "weekly":
			t = t.AddDate(0, 0, 7)
		case "monthly":
			t = time.Date(t.Year(), t.Month()+1, 1, 0, 0, 0, 0, time.UTC)
		default:
			t = t.AddDate(0, 0, 1)
		}
	}
	return w, nil
}

// Overview returns the overview of the caller's organization. Errors:
// Forbidden (without analytics:read), Invalid (period, agent_id or
// agent_type, naming the parameter), NotFound (agent_id is not an agent of
// the organization).
func (s *Service) Overview(ctx context.Context, q Query) (Overview, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadAnalytics)
	if err != nil {
		return Overview{}, err
	}
	if q.Period == "" {
		q.Period = "daily"
	}
	if q.AgentType == "" {
		q.AgentType = "all"
	}
	if err := apperr.OneOf("period", q.Period, Periods); err != nil {
		return Overview{}, err
	}
	if err := apperr.OneOf("agent_type", q.AgentType, AgentTypes); err != nil {
		return Overview{}, err
	}
	var agentID *uuid.UUID
	if q.AgentID != "" {
		id, err := ids.ParseField(q.AgentID, "agent_id")
		if err != nil {
			return Overview{}, err
		}
		ok, err := s.agents.Exists(ctx, orgID, id)
		if err != nil {
			return Overview{}, err
		}
		if !ok {
			return Overview{}, apperr.NotFoundf("agent %s not found", id)
		}
		agentID = &id
	}

	w := windowFor(q.Period, s.now())
	if q.From != "" || q.To != "" {
		if w, err = windowBetween(q.Period, q.From, q.To, s.now()); err != nil {
			return Overview{}, err
		}
	}
	out := Overview{
		Period: q.Period, From: w.from.Format(dateLayout), To: w.to.Format(dateLayout), Timezone: "UTC",
		Filters: Filters{AgentID: agentID, AgentType: q.AgentType},
		Agents:  []AgentStats{}, Actions: []ActionStats{},
		Outcomes: Outcomes{Items: []OutcomeCount{}},
	}
	for _, t := range w.starts {
		out.Volume.Series = append(out.Volume.Series, Bucket{BucketStart: t.Format(dateLayout)})
	}

	rows, err := s.aggregate(ctx, orgID, w, agentID, q.AgentType)
	if err != nil {
		return Overview{}, err
	}
	perAgent := map[uuid.UUID]*agentAcc{}
	outcomes := map[string]int64{}
	actions := map[string]*ActionStats{}
	for _, r := range rows {
		if r.day != nil { // a status count of one day: the series
			if i, ok := w.bucketOf(*r.day); ok {
				out.Volume.Series[i].ByStatus.add(r.key, r.count)
				out.Volume.Series[i].Total += r.count
			}
			continue
		}
		acc := perAgent[*r.agentID]
		if acc == nil {
			acc = &agentAcc{}
			perAgent[*r.agentID] = acc
		}
		switch r.metric {
		case "status":
			out.Volume.ByStatus.add(r.key, r.count)
			out.Volume.Total += r.count
			acc.calls += r.count
			if r.key == "completed" {
				acc.completed += r.count
				acc.completedSeconds += r.total
			}
		case "outcome":
			outcomes[r.key] += r.count
		case "sentiment":
			acc.sentiments += r.count
			acc.sentimentSum += r.total
			switch r.key {
			case "positive":
				acc.stats.Sentiment.Positive += r.count
			case "neutral":
				acc.stats.Sentiment.Neutral += r.count
			case "negative":
				acc.stats.Sentiment.Negative += r.count
			}
		case "evaluation":
			acc.stats.Evaluations.Evaluated += r.count
			acc.stats.Evaluations.Passed += r.hits
		case "action":
			a := actions[r.key]
			if a == nil {
				a = &ActionStats{Type: r.key}
				actions[r.key] = a
			}
			a.Executed += r.count
			a.Succeeded += r.hits
		}
	}

	for label, n := range outcomes {
		if n > 0 {
			out.Outcomes.Total += n
			out.Outcomes.Items = append(out.Outcomes.Items, OutcomeCount{Outcome: label, Count: n})
		}
	}
	for i := range out.Outcomes.Items {
		out.Outcomes.Items[i].Share = *ratio(out.Outcomes.Items[i].Count, out.Outcomes.Total)
	}
	sort.Slice(out.Outcomes.Items, func(i, j int) bool {
		a, b := out.Outcomes.Items[i], out.Outcomes.Items[j]
		return a.Count > b.Count || (a.Count == b.Count && a.Outcome < b.Outcome)
	})

	for _, a := range actions {
		if a.Executed > 0 {
			a.SuccessRate = ratio(a.Succeeded, a.Executed)
			out.Actions = append(out.Actions, *a)
		}
	}
	sort.Slice(out.Actions, func(i, j int) bool {
		a, b := out.Actions[i], out.Actions[j]
		return a.Executed > b.Executed || (a.Executed == b.Executed && a.Type < b.Type)
	})

	agentIDs := make([]uuid.UUID, 0, len(perAgent))
	for id, acc := range perAgent {
		if acc.calls > 0 {
			agentIDs = append(agentIDs, id)
		}
	}
	names, err := s.agents.Summaries(ctx, orgID, agentIDs)
	if err != nil {
		return Overview{}, err
	}
	for _, id := range agentIDs {
		acc := perAgent[id]
		st := acc.stats
		st.AgentID, st.Name, st.AgentType = id, names[id].Name, names[id].AgentType
		st.Calls, st.Completed = acc.calls, acc.completed
		st.CompletionRate = ratio(acc.completed, acc.calls)
		if acc.completed > 0 {
			avg := round(acc.completedSeconds/float64(acc.completed), 2)
			st.AverageDurationSeconds = &avg
		}
		if acc.sentiments > 0 {
			avg := round(acc.sentimentSum/float64(acc.sentiments), 4)
			st.Sentiment.AverageScore = &avg
		}
		st.Evaluations.PassRate = ratio(st.Evaluations.Passed, st.Evaluations.Evaluated)
		out.Agents = append(out.Agents, st)
	}
	sort.Slice(out.Agents, func(i, j int) bool {
		a, b := out.Agents[i], out.Agents[j]
		if a.Calls != b.Calls {
			return a.Calls > b.Calls
		}
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return a.AgentID.String() < b.AgentID.String()
	})
	return out, nil
}

type agentAcc struct {
	stats            AgentStats
	calls, completed int64
	completedSeconds float64
	sentiments       int64
	sentimentSum     float64
}

// aggRow is one grouped rollup row: a status count of one day (day set,
// agentID nil) or one agent's sums over the whole window (agentID set).
type aggRow struct {
	day         *time.Time
	agentID     *uuid.UUID
	metric, key string
	count, hits int64
	total       float64
}

// aggregate sums the rollups of the window in two grouped reads sent in one
// round trip: status counts per day (for the series, bucketed here) and every
// metric per agent (for everything else). Both select by the leading columns
// of the rollup primary key, (organization_id, day), and plain GROUP BYs stay
// hash aggregates, which is several times cheaper than one GROUPING SETS
// query over the same rows.
func (s *Service) aggregate(ctx context.Context, orgID uuid.UUID, w window, agentID *uuid.UUID, agentType string) ([]aggRow, error) {
	args := []any{orgID, w.from, w.to}
	cond := ""
	if agentID != nil {
		args = append(args, *agentID)
		cond += fmt.Sprintf(" AND s.agent_id = $%d", len(args))
	}
	if agentType != "all" {
		// The agents domain says which agents are of the type; the rollup
		// is then read for those ids alone.
		ofType, err := s.agents.IDsOfType(ctx, orgID, agentType)
		if err != nil {
			return nil, err
		}
		args = append(args, ofType)
		cond += fmt.Sprintf(" AND s.agent_id = ANY($%d)", len(args))
	}
	const where = ` FROM call_stats_daily s WHERE s.organization_id = $1 AND s.day >= $2::date AND s.day <= $3::date`
	batch := &pgx.Batch{}
	var out []aggRow
	batch.Queue(`SELECT s.day, s.key, sum(s.count)::bigint`+where+cond+` AND s.metric = 'status' GROUP BY s.day, s.key`, args...).
		Query(func(rows pgx.Rows) error {
			for rows.Next() {
				r := aggRow{metric: "status"}
				var day time.Time
				if err := rows.Scan(&day, &r.key, &r.count); err != nil {
					return err
				}
				r.day = &day
				out = append(out, r)
			}
			return rows.Err()
		})
	batch.Queue(`SELECT s.agent_id, s.metric, s.key, sum(s.count)::bigint, sum(s.hits)::bigint, sum(s.total)::float8`+where+cond+
		` GROUP BY s.agent_id, s.metric, s.key`, args...).
		Query(func(rows pgx.Rows) error {
			for rows.Next() {
				var r aggRow
				var id uuid.UUID
				if err := rows.Scan(&id, &r.metric, &r.key, &r.count, &r.hits, &r.total); err != nil {
					return err
				}
				r.agentID = &id
				out = append(out, r)
			}
			return rows.Err()
		})
	if err := s.pool.SendBatch(ctx, batch).Close(); err != nil {
		return nil, db.Wrap("analytics overview", err)
	}
	return out, nil
}

// ratio is part/whole rounded to 4 decimal places, or nil when whole is 0.
func ratio(part, whole int64) *float64 {
	if whole == 0 {
		return nil
	}
	v := round(float64(part)/float64(whole), 4)
	return &v
}

func round(v float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(v*p) / p
}
