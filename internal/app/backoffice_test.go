package app_test

import (
	"context"
	"io"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/app"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/testkit"
)

// The platform is built before its migrations run (serve, migrate and the
// CLI connect first), so building the backoffice must not read its tables;
// the development key is created on first use.
func TestBackofficeBuildsOnAnEmptyDatabase(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	name := "va_test_empty_" + strings.ReplaceAll(time.Now().Format("150405.000000"), ".", "")
	admin, err := pgx.Connect(ctx, testkit.AdminURL())
	require.NoError(t, err)
	defer admin.Close(ctx)
	_, err = admin.Exec(ctx, "CREATE DATABASE "+name)
	require.NoError(t, err)
	t.Cleanup(func() {
		c, err := pgx.Connect(context.Background(), testkit.AdminURL())
		if err == nil {
			_, _ = c.Exec(context.Background(), "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)")
			_ = c.Close(context.Background())
		}
	})
	dbURL := strings.Replace(testkit.AdminURL(), "/postgres?", "/"+name+"?", 1)
	vars := map[string]string{"DATABASE_URL": dbURL, "REDIS_URL": testkit.RedisURL(t), "LOG_LEVEL": "warn"}
	cfg, err := config.FromEnv(func(k string) string { return vars[k] })
	require.NoError(t, err)
	a, err := app.New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	require.NoError(t, err)
	defer a.Close()
	require.NoError(t, a.Migrate(ctx))
	tok, _, err := a.MintDevToken(ctx, "demo", "", "", time.Minute)
	require.NoError(t, err)
	_, err = a.Backoffice.Sessions.Verify(ctx, tok)
	require.NoError(t, err)
}
