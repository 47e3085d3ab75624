package main

import (
	"context"
	"io"
	"log/slog"
	"os"

	"voiceagent/internal/app"
	"voiceagent/internal/platform/config"
)

// openApp builds a migrated platform on the bench database and Redis, with
// logging off so it does not weigh on the figures. The caller closes it.
func openApp(ctx context.Context, dbURL, redisURL string) (*app.App, error) {
	cfg, err := config.FromEnv(func(k string) string {
		switch k {
		case "DATABASE_URL":
			return dbURL
		case "REDIS_URL":
			return redisURL
		case "LOG_LEVEL":
			return "warn"
		case "BACKOFFICE_RATE_LIMIT_PER_MINUTE":
			// One bench user sends far more than a person would.
			if v := os.Getenv(k); v != "" {
				return v
			}
			return "1000000"
		}
		return os.Getenv(k)
	})
	if err != nil {
		return nil, err
	}
	a, err := app.New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		return nil, err
	}
	if err := a.Migrate(ctx); err != nil {
		a.Close()
		return nil, err
	}
	return a, nil
}
