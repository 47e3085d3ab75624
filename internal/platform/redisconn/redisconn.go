// Package redisconn opens the Redis client used for rate limits and caches.
package redisconn

import (
	"context"
	"fmt"
	"time"
	"voiceagent/internal/platform/tracing"

	"github.com/redis/go-redis/v9"
)

func init() {
	// go-redis logs every failed dial of its pool; the platform reports
	// Redis health itself (readyz, rate limiter fallback), so keep it quiet.
	redis.SetLogger(quiet{})
}

type quiet struct{}

func (quiet) Printf(context.Context, string, ...any) {}

// Open parses redisURL and returns a client with short timeouts, so a Redis
// outage degrades requests quickly instead of hanging them. It does not
// connect: callers ping when they need to know.
func Open(redisURL string) (*redis.Client, error) {
	opt, err := redis.ParseURL(redisURL)
	if err != nil {
		return nil, fmt.Errorf("REDIS_URL: %w", err)
	}
	opt.DialTimeout = time.Second
	opt.ReadTimeout = 500 * time.Millisecond
	opt.WriteTimeout = 500 * time.Millisecond
	opt.MaxRetries = 0
	opt.PoolSize = 64
	opt.MinIdleConns = 0 // no background dialing, which would spin while Redis is down
	c := redis.NewClient(opt)
	if tracing.Enabled() {
		c.AddHook(tracing.RedisHook{})
	}
	return c, nil
}
