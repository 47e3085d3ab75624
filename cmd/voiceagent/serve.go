package main

import (
	"context"
	"fmt"

	"voiceagent/internal/app"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/platform/tracing"
)

func init() {
	register(command{path: "serve", summary: "run the API and the workers (--api-only: API alone)", run: cmdServe})
	register(command{path: "worker", summary: "run the background workers alone", run: cmdWorker})
	register(command{path: "migrate", summary: "apply database migrations and exit", run: cmdMigrate})
}

// open reads the configuration, connects and applies pending migrations, so
// every command works on a fresh database. The caller closes the App.
func open(ctx context.Context, e env) (*app.App, error) {
	cfg, err := config.FromEnv(e.getenv)
	if err != nil {
		return nil, usageError{"configuration: " + err.Error()}
	}
	// Before the clients are built: they are instrumented only when it is on.
	stopTracing, err := tracing.Setup(ctx, e.getenv)
	if err != nil {
		return nil, fmt.Errorf("tracing: %w", err)
	}
	a, err := app.New(ctx, cfg, app.NewLogger(cfg, e.stderr))
	if err != nil {
		_ = stopTracing(ctx)
		return nil, err
	}
	a.CloseWith(stopTracing)
	if err := a.Migrate(ctx); err != nil {
		a.Close()
		return nil, err
	}
	return a, nil
}

func cmdServe(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "serve")
	apiOnly := fs.Bool("api-only", false, "serve the API without running workers (run 'voiceagent worker' separately)")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	if a.Config.DemoSeed {
		if err := a.EnsureDemo(ctx, e.stdout); err != nil {
			return err
		}
	}
	return a.Serve(ctx, app.ServeOptions{API: true, Worker: !*apiOnly})
}

func cmdWorker(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "worker")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	return a.Serve(ctx, app.ServeOptions{Worker: true})
}

func cmdMigrate(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "migrate")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	fmt.Fprintln(e.stderr, "migrations applied")
	return nil
}
