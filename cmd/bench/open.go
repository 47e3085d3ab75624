package main

import (
	"context"
	"io"
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
	// The platform's logger as LOG_LEVEL=warn makes it, writing nowhere: the
	// access log is not formatted per request, as in a production at warn.
	a, err := app.New(ctx, cfg, app.NewLogger(cfg, io.Discard))
	if err != nil {
		return nil, err
	}
	if err := a.Migrate(ctx); err != nil {
		a.Close()
		return nil, err
	}
	return a, nil
}
