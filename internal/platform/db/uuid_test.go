package db_test

import (
	"context"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/db"
	"voiceagent/internal/testkit"
)

// Ids travel in binary both ways, in every shape the platform uses: a
// value, a pointer (nil is NULL), a slice as an array parameter, an array
// column, NULL into a pointer, and text columns still scan into strings.
func TestUUIDsRoundTrip(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	pool, err := db.Open(ctx, testkit.DatabaseURL(t))
	require.NoError(t, err)
	t.Cleanup(pool.Close)

	a, b := uuid.New(), uuid.New()
	var got uuid.UUID
	var text string
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid, $1::uuid::text`, a).Scan(&got, &text))
	require.Equal(t, a, got)
	require.Equal(t, a.String(), text)

	var ptr, null *uuid.UUID
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid, $2::uuid`, &b, (*uuid.UUID)(nil)).Scan(&ptr, &null))
	require.Equal(t, b, *ptr)
	require.Nil(t, null)

	var list []uuid.UUID
	var n int
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid[], cardinality($1::uuid[])`, []uuid.UUID{a, b}).Scan(&list, &n))
	require.Equal(t, []uuid.UUID{a, b}, list)
	require.Equal(t, 2, n)

	var found bool
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid = ANY($2)`, b, []uuid.UUID{a, b}).Scan(&found))
	require.True(t, found)

	// A value pgx is given as text still reaches a uuid column.
	require.NoError(t, pool.QueryRow(ctx, `SELECT $1::uuid`, a.String()).Scan(&got))
	require.Equal(t, a, got)

	// NULL into a bare uuid.UUID is an error, not a zero id.
	require.Error(t, pool.QueryRow(ctx, `SELECT NULL::uuid`).Scan(&got))
}
