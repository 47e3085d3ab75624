package db_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
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

// InTx commits what fn wrote when it succeeds, rolls everything back when it
// fails, keeps an application error's code and translates a foreign-key
// violation so callers can recognise it.
func TestInTx(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := db.Open(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	_, err = pool.Exec(ctx, `CREATE TABLE intx_parent (id int PRIMARY KEY); CREATE TABLE intx_child (id int REFERENCES intx_parent(id))`)
	require.NoError(t, err)

	n, err := db.InTx(ctx, pool, "insert", func(tx pgx.Tx) (int, error) {
		_, err := tx.Exec(ctx, `INSERT INTO intx_parent VALUES (1), (2)`)
		return 2, err
	})
	require.NoError(t, err)
	require.Equal(t, 2, n)

	_, err = db.InTx(ctx, pool, "insert then fail", func(tx pgx.Tx) (struct{}, error) {
		if _, err := tx.Exec(ctx, `INSERT INTO intx_parent VALUES (3)`); err != nil {
			return struct{}{}, err
		}
		return struct{}{}, apperr.Conflictf("stop here")
	})
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err))
	var count int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM intx_parent`).Scan(&count))
	require.Equal(t, 2, count, "the failed transaction's row must be rolled back")

	_, err = db.InTx(ctx, pool, "orphan", func(tx pgx.Tx) (struct{}, error) {
		_, err := tx.Exec(ctx, `INSERT INTO intx_child VALUES (99)`)
		return struct{}{}, err
	})
	require.True(t, db.IsForeignKeyViolation(err, ""))
	require.True(t, db.IsForeignKeyViolation(err, "intx_child_id_fkey"))
	require.False(t, db.IsForeignKeyViolation(err, "other"))
	require.False(t, db.IsUniqueViolation(err, ""))
}
