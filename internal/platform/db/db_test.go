package db_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/db"
	"voiceagent/internal/testkit"
)

// Two replicas starting together on a database that does not exist yet:
// one creates it, both migrate under the advisory lock, neither fails. The
// URL carries a pool-only parameter, which must not reach the server.
func TestOpenCreatesAndMigrateIsSerialised(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	name := "va_test_fresh_" + strings.ReplaceAll(uuid.NewString(), "-", "")[:12]
	url := strings.Replace(testkit.AdminURL(), "/postgres?", "/"+name+"?", 1) + "&pool_max_conns=12"
	t.Cleanup(func() {
		c, err := pgx.Connect(ctx, testkit.AdminURL())
		if err == nil {
			c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
			c.Close(ctx)
		}
	})
	var wg sync.WaitGroup
	errs := make([]error, 3)
	for i := range errs {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			pool, err := db.Open(ctx, url)
			if err != nil {
				errs[i] = err
				return
			}
			defer pool.Close()
			errs[i] = db.Migrate(ctx, pool)
		}(i)
	}
	wg.Wait()
	for _, err := range errs {
		require.NoError(t, err)
	}
	pool, err := db.Open(ctx, url)
	require.NoError(t, err)
	defer pool.Close()
	var n int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM goose_db_version WHERE version_id > 0`).Scan(&n))
	require.GreaterOrEqual(t, n, 2)
	var dup int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) - count(DISTINCT version_id) FROM goose_db_version`).Scan(&dup))
	require.Zero(t, dup, "each migration applied once")
}
