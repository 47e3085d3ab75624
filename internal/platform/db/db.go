// Package db opens the PostgreSQL pool and applies the embedded migrations.
package db

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/logging"
	"voiceagent/internal/platform/tracing"
	"voiceagent/migrations"
)

// Open connects a pool to databaseURL. When the database does not exist yet it
// is created first (through the server's postgres database), so the default
// configuration works on a fresh server.
func Open(ctx context.Context, databaseURL string) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(databaseURL)
	if err != nil {
		return nil, fmt.Errorf("DATABASE_URL: %w", err)
	}
	if cfg.MaxConns < 10 {
		cfg.MaxConns = 10
	}
	cfg.ConnConfig.ConnectTimeout = 5 * time.Second
	cfg.AfterConnect = func(_ context.Context, c *pgx.Conn) error {
		registerUUID(c.TypeMap())
		return nil
	}
	if tracing.Enabled() {
		cfg.ConnConfig.Tracer = tracing.PgxTracer{}
	}
	if err := ensureDatabase(ctx, cfg.ConnConfig); err != nil {
		return nil, err
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("open database: %w", err)
	}
	pingCtx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := pool.Ping(pingCtx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("connect to database: %w", err)
	}
	return pool, nil
}

// ensureDatabase creates the configured database when the server says it
// does not exist. It connects with the pool's parsed connection settings, so
// pool-only URL parameters (pool_max_conns...) never reach the server.
func ensureDatabase(ctx context.Context, cc *pgx.ConnConfig) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	name := cc.Database
	conn, err := pgx.ConnectConfig(ctx, cc.Copy())
	if err == nil {
		return conn.Close(ctx)
	}
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Code != "3D000" { // invalid_catalog_name
		return fmt.Errorf("connect to database: %w", err)
	}
	adminCfg := cc.Copy()
	adminCfg.Database = "postgres"
	admin, aerr := pgx.ConnectConfig(ctx, adminCfg)
	if aerr != nil {
		return fmt.Errorf("database %q does not exist and the server could not be reached to create it: %w", name, aerr)
	}
	defer admin.Close(ctx)
	_, cerr := admin.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize())
	if cerr != nil && !errors.As(cerr, &pgErr) {
		return fmt.Errorf("create database %q: %w", name, cerr)
	}
	// duplicate_database, or the catalog's unique index when two creations
	// race: another replica created it first, which is what we wanted.
	if cerr != nil && pgErr.Code != "42P04" && pgErr.Code != "23505" {
		return fmt.Errorf("create database %q: %w", name, cerr)
	}
	logging.From(ctx).InfoContext(ctx, "created database", "database", name)
	return nil
}

// Migrate applies every pending migration. A PostgreSQL advisory lock held for
// the session serialises concurrent callers, so replicas can start together.
func Migrate(ctx context.Context, pool *pgxpool.Pool) error {
	sqlDB := stdlib.OpenDBFromPool(pool)
	defer sqlDB.Close()
	locker, err := lock.NewPostgresSessionLocker()
	if err != nil {
		return fmt.Errorf("migration lock: %w", err)
	}
	provider, err := goose.NewProvider(goose.DialectPostgres, sqlDB, migrations.FS,
		goose.WithSessionLocker(locker), goose.WithDisableGlobalRegistry(true),
		// Domains number their migrations in ranges; one added below an applied
		// version (a branch landing later) is applied rather than refused.
		goose.WithAllowOutofOrder(true))
	if err != nil {
		return fmt.Errorf("load migrations: %w", err)
	}
	results, err := provider.Up(ctx)
	if err != nil {
		return fmt.Errorf("apply migrations: %w", err)
	}
	for _, r := range results {
		logging.From(ctx).InfoContext(ctx, "applied migration", "source", r.Source.Path, "duration", r.Duration.String())
	}
	return nil
}

// IsUniqueViolation reports whether err is a unique constraint violation,
// optionally of the named constraint.
func IsUniqueViolation(err error, constraint string) bool {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Code != "23505" {
		return false
	}
	return constraint == "" || pgErr.ConstraintName == constraint
}

// IsConnError reports whether err means the database could not be reached
// (as opposed to a query error), so callers can answer 503.
func IsConnError(err error) bool {
	if err == nil {
		return false
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		return strings.HasPrefix(pgErr.Code, "08") || pgErr.Code == "57P01" || pgErr.Code == "57P03"
	}
	var connErr *pgconn.ConnectError
	var netErr net.Error
	switch {
	case errors.As(err, &connErr), errors.As(err, &netErr),
		errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF),
		errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET), errors.Is(err, syscall.EPIPE),
		errors.Is(err, context.DeadlineExceeded), pgconn.Timeout(err), pgconn.SafeToRetry(err):
		return true
	}
	return strings.Contains(err.Error(), "failed to connect") || strings.Contains(err.Error(), "conn closed")
}

// Wrap translates a database failure at the store edge: an unreachable
// database becomes a 503 application error, a serialization failure or a
// deadlock a 409 asking to try again; anything else is wrapped with op.
// A nil err stays nil.
func Wrap(op string, err error) error {
	if err == nil {
		return nil
	}
	if _, ok := apperr.As(err); ok {
		return err
	}
	if IsConnError(err) {
		return apperr.Unavailablef(err, "Database is unavailable; retry with backoff")
	}
	if IsRetryable(err) {
		return collided(err)
	}
	return fmt.Errorf("%s: %w", op, err)
}

// IsForeignKeyViolation reports whether err is a foreign-key violation,
// optionally of the named constraint.
func IsForeignKeyViolation(err error, constraint string) bool {
	var pgErr *pgconn.PgError
	if !errors.As(err, &pgErr) || pgErr.Code != "23503" {
		return false
	}
	return constraint == "" || pgErr.ConstraintName == constraint
}

// Violations names, for the constraints of a domain's tables, the
// application error a violation of each means: a unique constraint a
// Conflict that says what already exists, a foreign key a NotFound that names
// what is missing.
type Violations map[string]error

// Map returns the error v names for err's unique, foreign-key or check
// violation, and err unchanged otherwise (nil stays nil), so a store returns
// v.Map(err) instead of testing constraint names one by one.
func (v Violations) Map(err error) error {
	var pgErr *pgconn.PgError
	if err == nil || !errors.As(err, &pgErr) {
		return err
	}
	switch pgErr.Code {
	case "23505", "23503", "23514": // unique, foreign key, check
		if mapped, ok := v[pgErr.ConstraintName]; ok {
			return mapped
		}
	}
	return err
}

// Querier runs statements: a pool, a connection or a transaction. Store
// helpers that work both inside and outside a transaction take one.
type Querier interface {
	Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	QueryRow(ctx context.Context, sql string, args ...any) pgx.Row
}

var (
	_ Querier = (*pgxpool.Pool)(nil)
	_ Querier = (pgx.Tx)(nil)
)

// Beginner starts transactions: a pool or a connection.
type Beginner interface {
	BeginTx(ctx context.Context, opts pgx.TxOptions) (pgx.Tx, error)
}

// TxAttempts is how many times InTx runs a transaction that PostgreSQL
// aborted for a serialization failure or a deadlock before giving up.
const TxAttempts = 3

// InTx runs fn in one transaction and commits when fn returns nil; any error
// rolls back. Every error goes through Wrap: an application error from fn
// keeps its code, an unreachable database becomes a 503, anything else is
// wrapped with op.
//
// A transaction PostgreSQL aborts with a serialization failure (40001) or a
// deadlock (40P01), in fn or at commit, is rolled back and run again, up to
// TxAttempts times with a short jittered pause; after the last attempt the
// error is a Conflict asking to try again. So fn must be safe to run more
// than once: it writes only through tx and keeps no state outside it (no
// appends to a slice it closes over, no message published, no task queued,
// no cache changed). What must happen after the commit happens after InTx
// returns, in the caller.
func InTx[T any](ctx context.Context, b Beginner, op string, fn func(tx pgx.Tx) (T, error)) (T, error) {
	return InTxOptions(ctx, b, pgx.TxOptions{}, op, fn)
}

// InTxOptions is InTx with transaction options (isolation, read-only).
func InTxOptions[T any](ctx context.Context, b Beginner, opts pgx.TxOptions, op string, fn func(tx pgx.Tx) (T, error)) (T, error) {
	for attempt := 1; ; attempt++ {
		v, err := runTx(ctx, b, opts, op, fn)
		if err == nil || !IsRetryable(err) {
			return v, err
		}
		// err is already the Conflict Wrap makes of it.
		if attempt >= TxAttempts || retryPause(ctx, attempt) != nil {
			return v, err
		}
	}
}

func runTx[T any](ctx context.Context, b Beginner, opts pgx.TxOptions, op string, fn func(tx pgx.Tx) (T, error)) (T, error) {
	var zero T
	tx, err := b.BeginTx(ctx, opts)
	if err != nil {
		return zero, Wrap(op+": begin", err)
	}
	defer func() { _ = tx.Rollback(context.WithoutCancel(ctx)) }()
	v, err := fn(tx)
	if err != nil {
		return zero, Wrap(op, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return zero, Wrap(op+": commit", err)
	}
	return v, nil
}

// retryPause sleeps a few milliseconds, more on each attempt and jittered so
// the transactions that collided do not collide again in step. Errors: ctx
// ended first.
func retryPause(ctx context.Context, attempt int) error {
	base := time.Duration(attempt) * 10 * time.Millisecond
	d := base/2 + rand.N(base)
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}

// IsRetryable reports whether err is a serialization failure (40001) or a
// deadlock (40P01): PostgreSQL aborted the transaction because of a
// concurrent one, and running it again may well succeed.
func IsRetryable(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && (pgErr.Code == "40001" || pgErr.Code == "40P01")
}

// collided turns a serialization failure or deadlock into a Conflict: the
// request did nothing and may simply be sent again. The cause stays wrapped,
// so IsRetryable still recognises it.
func collided(err error) error {
	e := apperr.Conflictf("The change collided with concurrent changes to the same data; try again")
	e.Err = err
	return e
}
