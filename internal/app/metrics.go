package app

import (
	"context"
	"sync"

	"github.com/hibiken/asynq"

	"voiceagent/internal/llm"
	"voiceagent/internal/platform/metrics"
	"voiceagent/internal/realtime"
)

// newMetrics builds the registry when METRICS_ADDR is set; nil (nothing
// recorded) when it is empty.
func (a *App) newMetrics() {
	if a.Config.MetricsAddr == "" {
		return
	}
	a.Metrics = metrics.New()
	a.Metrics.Register(metrics.PoolCollector(a.DB))
	insp := asynq.NewInspector(a.RedisOpt)
	a.closers = append(a.closers, func() { _ = insp.Close() })
	a.Metrics.Register(metrics.QueueCollector(insp))
}

// observeLLM reports the model's calls when metrics are on.
func (a *App) observeLLM(p llm.Provider) llm.Provider {
	if a.Metrics == nil {
		return p
	}
	return llm.Observed(p, a.Metrics)
}

// wireMetrics hands the registry to the workers and webhook deliveries.
func (a *App) wireMetrics() {
	if a.Metrics == nil {
		return
	}
	a.Jobs.Record(a.Metrics)
	a.Webhooks.Record(a.Metrics)
}

// observeSocket exposes the realtime door's sockets.
func (a *App) observeSocket(s *realtime.Socket) {
	if a.Metrics == nil {
		return
	}
	a.Metrics.Register(
		metrics.Func("realtime_connections", "Open realtime sockets of this process.", false,
			func() float64 { return float64(s.Stats().Connections) }),
		metrics.Func("realtime_subscriptions", "Operations running on the open realtime sockets.", false,
			func() float64 { return float64(s.Stats().Subscriptions) }),
		metrics.Func("realtime_messages_sent_total", "Operation results (next messages) written to realtime sockets.", true,
			func() float64 { return float64(s.Stats().MessagesSent) }),
	)
}

// serveMetrics answers GET /metrics on METRICS_ADDR until ctx ends. An
// address that cannot be listened on is logged, not fatal: the API and the
// workers matter more than their instruments.
func (a *App) serveMetrics(ctx context.Context, wg *sync.WaitGroup) {
	if a.Metrics == nil {
		return
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := a.Metrics.Serve(ctx, a.Config.MetricsAddr, a.Log); err != nil {
			a.Log.Error("metrics not served", "addr", a.Config.MetricsAddr, "err", err)
		}
	}()
}
