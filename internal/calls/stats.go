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

// bumpStats adds the increments to the rollup rows of the call's UTC creation
// day and agent, in one statement. Rows are touched in key order, so two
// transactions bumping the same rows cannot deadlock.
func bumpStats(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, created time.Time, agentID uuid.UUID, stats ...stat) error {
	if len(stats) == 0 {
		return nil
	}
	sort.Slice(stats, func(i, j int) bool {
		if stats[i].metric != stats[j].metric {
			return stats[i].metric < stats[j].metric
		}
		return stats[i].key < stats[j].key
	})
	metrics, keys := make([]string, len(stats)), make([]string, len(stats))
	counts, hits := make([]int64, len(stats)), make([]int64, len(stats))
	totals := make([]float64, len(stats))
	for i, st := range stats {
		metrics[i], keys[i], counts[i], hits[i], totals[i] = st.metric, strings.ToValidUTF8(st.key, ""), st.count, st.hits, st.total
	}
	_, err := tx.Exec(ctx, `
		INSERT INTO call_stats_daily AS s (organization_id, day, agent_id, metric, key, count, hits, total)
		SELECT $1, $2::date, $3, m, k, c, h, t
		FROM unnest($4::text[], $5::text[], $6::bigint[], $7::bigint[], $8::float8[]) WITH ORDINALITY AS u(m, k, c, h, t, n)
		ORDER BY n
		ON CONFLICT (organization_id, day, agent_id, metric, key) DO UPDATE
		SET count = s.count + excluded.count, hits = s.hits + excluded.hits, total = s.total + excluded.total`,
		orgID, created.UTC().Format("2006-01-02"), agentID, metrics, keys, counts, hits, totals)
	return err
}
