// Package redisconn opens the Redis client used for rate limits and caches.
package redisconn

import (
	"fmt"
	"time"

	"github.com/redis/go-redis/v9"
)

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
	opt.MinIdleConns = 4
	return redis.NewClient(opt), nil
}
