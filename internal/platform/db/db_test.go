package db_test

import (
	"context"
	"errors"
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

// A transaction PostgreSQL aborts with a serialization failure or a
// deadlock is run again, and its work is committed once.
func TestInTxRetriesSerializationFailureAndDeadlock(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := db.Open(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	_, err = pool.Exec(ctx, `CREATE TABLE retry_rows (code text PRIMARY KEY)`)
	require.NoError(t, err)

	for _, code := range []string{"40001", "40P01"} {
		t.Run("OK"+code, func(t *testing.T) {
			attempts := 0
			got, err := db.InTx(ctx, pool, "flaky", func(tx pgx.Tx) (string, error) {
				attempts++
				if _, err := tx.Exec(ctx, `INSERT INTO retry_rows VALUES ($1)`, code); err != nil {
					return "", err
				}
				if attempts == 1 {
					if _, err := tx.Exec(ctx, raise(code)); err != nil {
						return "", err
					}
				}
				return "done", nil
			})
			require.NoError(t, err)
			require.Equal(t, "done", got)
			require.Equal(t, 2, attempts)
			var n int
			require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM retry_rows WHERE code = $1`, code).Scan(&n))
			require.Equal(t, 1, n)
		})
	}

	t.Run("ErrGivesUpWithConflict", func(t *testing.T) {
		attempts := 0
		_, err := db.InTx(ctx, pool, "always collides", func(tx pgx.Tx) (struct{}, error) {
			attempts++
			if _, err := tx.Exec(ctx, `INSERT INTO retry_rows VALUES ('never')`); err != nil {
				return struct{}{}, err
			}
			_, err := tx.Exec(ctx, raise("40001"))
			return struct{}{}, err
		})
		require.Equal(t, db.TxAttempts, attempts)
		require.Equal(t, apperr.Conflict, apperr.CodeOf(err))
		require.Contains(t, err.Error(), "try again")
		require.True(t, db.IsRetryable(err), "the cause stays visible")
		var n int
		require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM retry_rows WHERE code = 'never'`).Scan(&n))
		require.Zero(t, n)
	})

	t.Run("ErrOtherFailuresRunOnce", func(t *testing.T) {
		attempts := 0
		_, err := db.InTx(ctx, pool, "fails", func(tx pgx.Tx) (struct{}, error) {
			attempts++
			_, err := tx.Exec(ctx, `INSERT INTO retry_rows VALUES ('40001')`) // taken above
			return struct{}{}, err
		})
		require.Equal(t, 1, attempts)
		require.True(t, db.IsUniqueViolation(err, "retry_rows_pkey"))
	})
}

// Two SERIALIZABLE transactions that each read what the other writes
// (write skew): PostgreSQL aborts one with 40001 and InTx runs it again, so
// both succeed and the second sees the first's row.
func TestInTxRetriesRealSerializationConflict(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := db.Open(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	_, err = pool.Exec(ctx, `CREATE TABLE skew (name text PRIMARY KEY, seen int NOT NULL)`)
	require.NoError(t, err)

	var bothRead sync.WaitGroup
	bothRead.Add(2)
	var mu sync.Mutex
	attempts := map[string]int{}
	run := func(name string) error {
		_, err := db.InTxOptions(ctx, pool, pgx.TxOptions{IsoLevel: pgx.Serializable}, "skew", func(tx pgx.Tx) (struct{}, error) {
			mu.Lock()
			attempts[name]++
			first := attempts[name] == 1
			mu.Unlock()
			var seen int
			if err := tx.QueryRow(ctx, `SELECT count(*) FROM skew`).Scan(&seen); err != nil {
				return struct{}{}, err
			}
			if first { // both have read before either writes
				bothRead.Done()
				bothRead.Wait()
			}
			_, err := tx.Exec(ctx, `INSERT INTO skew VALUES ($1, $2)`, name, seen)
			return struct{}{}, err
		})
		return err
	}
	errs := make(chan error, 2)
	for _, name := range []string{"a", "b"} {
		go func() { errs <- run(name) }()
	}
	require.NoError(t, <-errs)
	require.NoError(t, <-errs)
	require.Equal(t, 3, attempts["a"]+attempts["b"], "one of the two ran again")
	var seen []int
	rows, err := pool.Query(ctx, `SELECT seen FROM skew ORDER BY seen`)
	require.NoError(t, err)
	seen, err = pgx.CollectRows(rows, pgx.RowTo[int])
	require.NoError(t, err)
	require.Equal(t, []int{0, 1}, seen, "the retried transaction saw the other's row")
}

// A store maps the violations of the constraints it names and passes any
// other error through.
func TestViolationsMap(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := db.Open(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	_, err = pool.Exec(ctx, `CREATE TABLE vm_parent (id int PRIMARY KEY, slug text CONSTRAINT vm_parent_slug_key UNIQUE);
		CREATE TABLE vm_child (id int CONSTRAINT vm_child_parent_fkey REFERENCES vm_parent(id));
		INSERT INTO vm_parent VALUES (1, 'taken')`)
	require.NoError(t, err)
	v := db.Violations{
		"vm_parent_slug_key":   apperr.Conflictf("slug taken is already used"),
		"vm_child_parent_fkey": apperr.NotFoundf("parent not found"),
	}

	_, err = pool.Exec(ctx, `INSERT INTO vm_parent VALUES (2, 'taken')`)
	mapped := v.Map(err)
	require.Equal(t, apperr.Conflict, apperr.CodeOf(mapped))
	require.Contains(t, mapped.Error(), "slug taken is already used")

	_, err = pool.Exec(ctx, `INSERT INTO vm_child VALUES (9)`)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(v.Map(err)))

	_, err = pool.Exec(ctx, `INSERT INTO vm_parent VALUES (1, 'other')`) // the primary key: not named
	require.Same(t, err, v.Map(err))
	require.True(t, db.IsUniqueViolation(v.Map(err), "vm_parent_pkey"))

	require.NoError(t, v.Map(nil))
	plain := errors.New("not a database error")
	require.Same(t, plain, v.Map(plain))
}

// Outside a transaction (one statement on the pool) a deadlock is mapped
// the same way.
func TestWrapMapsCollisionToConflict(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := db.Open(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	_, err = pool.Exec(ctx, raise("40P01"))
	err = db.Wrap("one statement", err)
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err))
	require.True(t, db.IsRetryable(err))
}

// raise is a statement that fails with the given SQLSTATE.
func raise(code string) string {
	return `DO $$ BEGIN RAISE EXCEPTION 'forced %' , '` + code + `' USING ERRCODE = '` + code + `'; END $$`
}
