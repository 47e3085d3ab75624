package calls

import (
	"context"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
)

// call_stats_daily is a read model this domain owns and publishes: only the
// calls service writes it (in the transaction of each call change or import),
// and the analytics domain reads it, schema and meaning as the migration
// documents. A change to its columns is a change to that contract.

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

// countKey is one call_counts_daily row of an organization: the calls
// created on one UTC day with one combination of the list's filter columns.
type countKey struct {
	day                        string
	agent                      uuid.UUID
	status, channel, direction string
}

// counts sums the moves of a batch of calls between call_counts_daily rows,
// so a batch costs one upsert however many calls it holds.
type counts map[countKey]int64

// add counts n calls (negative: moved out) of the given day and columns.
func (cs counts) add(created time.Time, c Call, n int64) {
	cs[countKey{day: created.UTC().Format("2006-01-02"), agent: c.AgentID, status: c.Status, channel: c.Channel, direction: c.Direction}] += n
}

// move records one call leaving status from for status to.
func (cs counts) move(c Call, from, to string) {
	old := c
	old.Status = from
	cs.add(c.CreatedAt, old, -1)
	c.Status = to
	cs.add(c.CreatedAt, c, 1)
}

// apply adds the sums to the rows in one statement, in key order, so two
// transactions touching the same rows cannot deadlock.
func (cs counts) apply(ctx context.Context, tx pgx.Tx, orgID uuid.UUID) error {
	keys := make([]countKey, 0, len(cs))
	for k, n := range cs {
		if n != 0 {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return nil
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.day != b.day {
			return a.day < b.day
		}
		if c := strings.Compare(a.agent.String(), b.agent.String()); c != 0 {
			return c < 0
		}
		if a.status != b.status {
			return a.status < b.status
		}
		if a.channel != b.channel {
			return a.channel < b.channel
		}
		return a.direction < b.direction
	})
	n := len(keys)
	days, agentIDs, statuses, channels, directions, deltas := make([]string, n), make([]uuid.UUID, n), make([]string, n), make([]string, n), make([]string, n), make([]int64, n)
	for i, k := range keys {
		days[i], agentIDs[i], statuses[i], channels[i], directions[i], deltas[i] = k.day, k.agent, k.status, k.channel, k.direction, cs[k]
	}
	_, err := tx.Exec(ctx, `
		INSERT INTO call_counts_daily AS s (organization_id, day, agent_id, status, channel, direction, count)
		SELECT $1, d::date, a, st, ch, dir, n
		FROM unnest($2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::bigint[]) WITH ORDINALITY AS u(d, a, st, ch, dir, n, o)
		ORDER BY o
		ON CONFLICT (organization_id, day, agent_id, status, channel, direction) DO UPDATE
		SET count = s.count + excluded.count`,
		orgID, days, agentIDs, statuses, channels, directions, deltas)
	return err
}
