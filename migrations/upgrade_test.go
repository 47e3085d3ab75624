package migrations_test

import (
	"context"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/db"
	"voiceagent/internal/testkit"
	"voiceagent/migrations"
)

// lastOfPreviousHead is the newest migration that head had.
const lastOfPreviousHead = "00110_agent_allowed_origins.sql"

// previousHead is the migration set as it stood before call_search got its
// tenant key and bookings its own migration: without 00043 and 00052, and
// with the bookings table created by 00050 as it was then.
func previousHead(t *testing.T) fs.FS {
	t.Helper()
	prev := fstest.MapFS{}
	names, err := fs.Glob(migrations.FS, "*.sql")
	require.NoError(t, err)
	for _, name := range names {
		if name > lastOfPreviousHead {
			continue // added since: it may need what 00043 or 00052 create
		}
		b, err := fs.ReadFile(migrations.FS, name)
		require.NoError(t, err)
		prev[name] = &fstest.MapFile{Data: b}
	}
	delete(prev, "00043_call_search_tenant_key.sql")
	delete(prev, "00052_bookings.sql")
	bookings, err := fs.ReadFile(migrations.FS, "00052_bookings.sql")
	require.NoError(t, err)
	up := strings.SplitN(strings.SplitN(string(bookings), "-- +goose Down", 2)[0], "-- +goose Up", 2)[1]
	up = strings.NewReplacer("IF NOT EXISTS ", "").Replace(up)
	webhooks := string(prev["00050_webhooks.sql"].Data)
	webhooks = strings.Replace(webhooks, "-- +goose Down\n", up+"\n-- +goose Down\nDROP TABLE bookings;\n", 1)
	prev["00050_webhooks.sql"] = &fstest.MapFile{Data: []byte(webhooks)}
	return prev
}

// freshDatabase creates an empty database, dropped when the test ends.
func freshDatabase(t *testing.T) *pgxpool.Pool {
	t.Helper()
	ctx := context.Background()
	name := "va_test_upgrade_" + strings.ReplaceAll(uuid.NewString(), "-", "")[:12]
	admin, err := pgx.Connect(ctx, testkit.AdminURL())
	require.NoError(t, err)
	_, err = admin.Exec(ctx, "CREATE DATABASE "+name)
	require.NoError(t, err)
	require.NoError(t, admin.Close(ctx))
	t.Cleanup(func() {
		c, err := pgx.Connect(ctx, testkit.AdminURL())
		if err == nil {
			_, _ = c.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
			_ = c.Close(ctx)
		}
	})
	pool, err := db.Open(ctx, strings.Replace(testkit.AdminURL(), "/postgres?", "/"+name+"?", 1))
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	return pool
}

// A database migrated to the previous head, holding a call, its search row
// and a booking, migrates up: the booking is kept, and call_search's link
// to its call names the organization.
func TestUpgradeFromPreviousHead(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool := freshDatabase(t)
	sqlDB := stdlib.OpenDBFromPool(pool)
	defer sqlDB.Close()
	old, err := goose.NewProvider(goose.DialectPostgres, sqlDB, previousHead(t), goose.WithDisableGlobalRegistry(true))
	require.NoError(t, err)
	_, err = old.Up(ctx)
	require.NoError(t, err)

	org, other, agent, call, booking := uuid.New(), uuid.New(), uuid.New(), uuid.New(), uuid.New()
	mustExec(t, pool, `INSERT INTO organizations (id, name, slug) VALUES ($1, 'o', 'o'), ($2, 'p', 'p')`, org, other)
	mustExec(t, pool, `INSERT INTO agents (id, organization_id, name, slug, agent_type, editing_mode, status) VALUES ($1, $2, 'a', 'a', 'inbound', 'prompt', 'draft')`, agent, org)
	mustExec(t, pool, `INSERT INTO calls (id, organization_id, agent_id, direction, channel) VALUES ($1, $2, $3, 'inbound', 'phone')`, call, org, agent)
	mustExec(t, pool, `INSERT INTO call_search (call_id, organization_id, created_at, tsv) VALUES ($1, $2, now(), to_tsvector('simple', 'hello'))`, call, org)
	mustExec(t, pool, `INSERT INTO bookings (id, organization_id, session_id, title) VALUES ($1, $2, $3, 'kept')`, booking, org, call)

	// The platform's own migrate: the two new files land below applied
	// versions and are applied out of order.
	require.NoError(t, db.Migrate(ctx, pool))
	var applied int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM goose_db_version WHERE version_id IN (43, 52)`).Scan(&applied))
	require.Equal(t, 2, applied)

	var title string
	require.NoError(t, pool.QueryRow(ctx, `SELECT title FROM bookings WHERE id = $1`, booking).Scan(&title))
	require.Equal(t, "kept", title)
	var n int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM call_search WHERE call_id = $1 AND organization_id = $2`, call, org).Scan(&n))
	require.Equal(t, 1, n)
	requireCallSearchTenantKey(t, pool, other)

	mustExec(t, pool, `DELETE FROM calls WHERE id = $1`, call)
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM call_search WHERE call_id = $1`, call).Scan(&n))
	require.Zero(t, n, "the search row goes with its call")
}

// A fresh database gets the same schema: bookings from its own migration,
// call_search linked by (organization_id, call_id).
func TestFreshDatabaseHasCallSearchTenantKeyAndBookings(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	defer pool.Close()
	other := uuid.New()
	mustExec(t, pool, `INSERT INTO organizations (id, name, slug) VALUES ($1, 'p', 'p')`, other)
	requireCallSearchTenantKey(t, pool, other)
	var n int
	require.NoError(t, pool.QueryRow(ctx, `SELECT count(*) FROM pg_indexes WHERE tablename = 'bookings'`).Scan(&n))
	require.Equal(t, 4, n, "primary key, the two tenant indexes and the idempotency key (00140)")
}

// requireCallSearchTenantKey checks that a search row naming another
// organization than its call's is refused.
func requireCallSearchTenantKey(t *testing.T, pool *pgxpool.Pool, other uuid.UUID) {
	t.Helper()
	ctx := context.Background()
	org, agent, call := uuid.New(), uuid.New(), uuid.New()
	mustExec(t, pool, `INSERT INTO organizations (id, name, slug) VALUES ($1, $2, $2)`, org, "k"+org.String()[:8])
	mustExec(t, pool, `INSERT INTO agents (id, organization_id, name, slug, agent_type, editing_mode, status) VALUES ($1, $2, 'a', 'a', 'inbound', 'prompt', 'draft')`, agent, org)
	mustExec(t, pool, `INSERT INTO calls (id, organization_id, agent_id, direction, channel) VALUES ($1, $2, $3, 'inbound', 'phone')`, call, org, agent)
	_, err := pool.Exec(ctx, `INSERT INTO call_search (call_id, organization_id, created_at, tsv) VALUES ($1, $2, now(), to_tsvector('simple', 'x'))`, call, other)
	require.True(t, db.IsForeignKeyViolation(err, "call_search_call_id_fkey"), "want the tenant key to refuse it, got %v", err)
}
