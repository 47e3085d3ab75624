package migrations_test

import (
	"context"
	"database/sql"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/db"
	"voiceagent/internal/testkit"
	"voiceagent/migrations"
)

// A row of one organization cannot point at another organization's row:
// each tenant foreign key names the organization too.
func TestForeignKeysRefuseCrossTenantLinks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	defer pool.Close()

	mine, theirs := uuid.New(), uuid.New()
	for i, id := range []uuid.UUID{mine, theirs} {
		_, err := pool.Exec(ctx, `INSERT INTO organizations (id, name, slug) VALUES ($1, $2, $2)`, id, []string{"mine", "theirs"}[i])
		require.NoError(t, err)
	}
	// Parents of the other organization.
	agent, base, doc, endpoint, event, delivery := uuid.New(), uuid.New(), uuid.New(), uuid.New(), uuid.New(), uuid.New()
	mustExec(t, pool, `INSERT INTO agents (id, organization_id, name, slug, agent_type, editing_mode, status) VALUES ($1, $2, 'a', 'a', 'inbound', 'prompt', 'draft')`, agent, theirs)
	mustExec(t, pool, `INSERT INTO knowledge_bases (id, organization_id, name) VALUES ($1, $2, 'kb')`, base, theirs)
	mustExec(t, pool, `INSERT INTO knowledge_documents (id, organization_id, knowledge_base_id, name, source) VALUES ($1, $2, $3, 'd', 'manual')`, doc, theirs, base)
	mustExec(t, pool, `INSERT INTO webhook_endpoints (id, organization_id, url, events, secret_enc) VALUES ($1, $2, 'https://x.example', '{call.completed}', '\x00')`, endpoint, theirs)
	mustExec(t, pool, `INSERT INTO webhook_events (id, organization_id, event, payload) VALUES ($1, $2, 'call.completed', '\x7b7d')`, event, theirs)
	mustExec(t, pool, `INSERT INTO webhook_deliveries (id, organization_id, endpoint_id, event_id, event) VALUES ($1, $2, $3, $4, 'call.completed')`, delivery, theirs, endpoint, event)

	cases := []struct {
		name       string
		sql        string
		args       []any
		constraint string
	}{
		{"AgentVersion", `INSERT INTO agent_versions (agent_id, organization_id, version, config) VALUES ($1, $2, 1, '{}')`, []any{agent, mine}, "agent_versions_agent_id_fkey"},
		{"PhoneNumber", `INSERT INTO phone_numbers (id, organization_id, number, agent_id) VALUES ($1, $2, '+5511999990000', $3)`, []any{uuid.New(), mine, agent}, "phone_numbers_agent_id_fkey"},
		{"Call", `INSERT INTO calls (id, organization_id, agent_id, direction, channel) VALUES ($1, $2, $3, 'inbound', 'phone')`, []any{uuid.New(), mine, agent}, "calls_agent_id_fkey"},
		{"Document", `INSERT INTO knowledge_documents (id, organization_id, knowledge_base_id, name, source) VALUES ($1, $2, $3, 'd', 'manual')`, []any{uuid.New(), mine, base}, "knowledge_documents_knowledge_base_id_fkey"},
		{"Chunk", `INSERT INTO knowledge_chunks (id, organization_id, knowledge_base_id, document_id, position, content, config, tsv) VALUES ($1, $2, $3, $4, 0, 'x', 'simple', to_tsvector('simple', 'x'))`, []any{uuid.New(), mine, base, doc}, "knowledge_chunks_knowledge_base_id_fkey"},
		{"AgentBase", `INSERT INTO agent_knowledge_bases (organization_id, agent_id, knowledge_base_id) VALUES ($1, $2, $3)`, []any{mine, agent, base}, "agent_knowledge_bases_agent_id_fkey"},
		{"Delivery", `INSERT INTO webhook_deliveries (id, organization_id, endpoint_id, event_id, event) VALUES ($1, $2, $3, $4, 'call.completed')`, []any{uuid.New(), mine, endpoint, event}, "webhook_deliveries_endpoint_id_fkey"},
		{"Attempt", `INSERT INTO webhook_attempts (id, organization_id, delivery_id, endpoint_id, attempt, success, duration_ms, started_at) VALUES ($1, $2, $3, $4, 1, true, 1, now())`, []any{uuid.New(), mine, delivery, endpoint}, "webhook_attempts_delivery_id_fkey"},
		{"Outbox", `INSERT INTO webhook_outbox (organization_id, delivery_id, attempt) VALUES ($1, $2, 1)`, []any{mine, delivery}, "webhook_outbox_delivery_id_fkey"},
	}
	for _, c := range cases {
		t.Run("Err"+c.name, func(t *testing.T) {
			_, err := pool.Exec(ctx, c.sql, c.args...)
			require.True(t, db.IsForeignKeyViolation(err, c.constraint), "want a violation of %s, got %v", c.constraint, err)
		})
	}

	// ON DELETE SET NULL clears the link only, the row keeps its organization.
	num := uuid.New()
	mustExec(t, pool, `INSERT INTO phone_numbers (id, organization_id, number, agent_id) VALUES ($1, $2, '+5511999990001', $3)`, num, theirs, agent)
	mustExec(t, pool, `DELETE FROM agents WHERE id = $1`, agent)
	var org uuid.UUID
	var agentID *uuid.UUID
	require.NoError(t, pool.QueryRow(ctx, `SELECT organization_id, agent_id FROM phone_numbers WHERE id = $1`, num).Scan(&org, &agentID))
	require.Equal(t, theirs, org)
	require.Nil(t, agentID)
}

// The tenant foreign keys migration goes down and up again.
func TestTenantForeignKeysMigrationReverses(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := pgxpool.New(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	defer pool.Close()
	sqlDB := stdlib.OpenDBFromPool(pool)
	defer sqlDB.Close()
	p := provider(t, sqlDB)
	_, err = p.DownTo(ctx, 90)
	require.NoError(t, err)
	_, err = p.Up(ctx)
	require.NoError(t, err)
}

func provider(t *testing.T, sqlDB *sql.DB) *goose.Provider {
	t.Helper()
	p, err := goose.NewProvider(goose.DialectPostgres, sqlDB, migrations.FS, goose.WithDisableGlobalRegistry(true), goose.WithAllowOutofOrder(true))
	require.NoError(t, err)
	return p
}

func mustExec(t *testing.T, pool *pgxpool.Pool, sql string, args ...any) {
	t.Helper()
	_, err := pool.Exec(context.Background(), sql, args...)
	require.NoError(t, err)
}
