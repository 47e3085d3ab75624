package calls

import (
	"context"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// stat is one increment of a call_stats_daily row (see the migration for
// what count, hits and total mean per metric).
type stat struct {
	metric, key string
	count, hits int64
	total       float64
}

// bumpStats adds the increments of one call to the rollup rows of its UTC
// creation day and agent: the single-call case of a rollup.
func bumpStats(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, created time.Time, agentID uuid.UUID, stats ...stat) error {
	if len(stats) == 0 {
		return nil
	}
	r := rollup{}
	r.add(created, agentID, stats...)
	return r.apply(ctx, tx, orgID)
}

// rollupKey is one call_stats_daily row of an organization.
type rollupKey struct {
	day         string
	agent       uuid.UUID
	metric, key string
}

// rollup sums the increments of a batch per row, so a batch costs one
// upsert however many calls it holds.
type rollup map[rollupKey]*stat

func (r rollup) add(created time.Time, agent uuid.UUID, stats ...stat) {
	day := created.UTC().Format("2006-01-02")
	for _, st := range stats {
		k := rollupKey{day: day, agent: agent, metric: st.metric, key: strings.ToValidUTF8(st.key, "")}
		cur := r[k]
		if cur == nil {
			cur = &stat{metric: k.metric, key: k.key}
			r[k] = cur
		}
		cur.count += st.count
		cur.hits += st.hits
		cur.total += st.total
	}
}

// apply adds the sums to the rollup rows in one statement, in key order,
// so two transactions touching the same rows cannot deadlock.
func (r rollup) apply(ctx context.Context, tx pgx.Tx, orgID uuid.UUID) error {
	keys := make([]rollupKey, 0, len(r))
	for k := range r {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.day != b.day {
			return a.day < b.day
		}
		if c := strings.Compare(a.agent.String(), b.agent.String()); c != 0 {
			return c < 0
		}
		if a.metric != b.metric {
			return a.metric < b.metric
		}
		return a.key < b.key
	})
	n := len(keys)
	days, agentIDs, metrics, names := make([]string, n), make([]uuid.UUID, n), make([]string, n), make([]string, n)
	counts, hits, totals := make([]int64, n), make([]int64, n), make([]float64, n)
	for i, k := range keys {
		st := r[k]
		days[i], agentIDs[i], metrics[i], names[i] = k.day, k.agent, k.metric, k.key
		counts[i], hits[i], totals[i] = st.count, st.hits, st.total
	}
	_, err := tx.Exec(ctx, `
		INSERT INTO call_stats_daily AS s (organization_id, day, agent_id, metric, key, count, hits, total)
		SELECT $1, d::date, a, m, k, c, h, t
		FROM unnest($2::text[], $3::uuid[], $4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::float8[]) WITH ORDINALITY AS u(d, a, m, k, c, h, t, n)
		ORDER BY n
		ON CONFLICT (organization_id, day, agent_id, metric, key) DO UPDATE
		SET count = s.count + excluded.count, hits = s.hits + excluded.hits, total = s.total + excluded.total`,
		orgID, days, agentIDs, metrics, names, counts, hits, totals)
	return err
}
