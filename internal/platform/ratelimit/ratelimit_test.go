package ratelimit_test

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"testing"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/ratelimit"
	"voiceagent/internal/testkit"
)

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// testRedis is a client of a Redis database leased for t, closed with it.
func testRedis(t *testing.T) *redis.Client {
	t.Helper()
	opt, err := redis.ParseURL(testkit.RedisURL(t))
	require.NoError(t, err)
	rdb := redis.NewClient(opt)
	t.Cleanup(func() { _ = rdb.Close() })
	return rdb
}

func TestSharedLimitAndPipelinedGet(t *testing.T) {
	t.Parallel()
	rdb := testRedis(t)
	ctx := context.Background()
	require.NoError(t, rdb.Set(ctx, "gen", "g1", 0).Err())
	a, b := ratelimit.New(rdb, quietLog()), ratelimit.New(rdb, quietLog())
	for i := 0; i < 3; i++ {
		l := a
		if i == 1 {
			l = b
		}
		res, got, err := l.AllowAndGet(ctx, "k", 3, "gen")
		require.NoError(t, err)
		require.True(t, res.Allowed)
		require.Equal(t, 2-i, res.Remaining)
		require.Equal(t, "g1", got)
	}
	res := b.Allow(ctx, "k", 3)
	require.False(t, res.Allowed)
	require.False(t, res.Fallback)
	require.GreaterOrEqual(t, res.RetryAfterSeconds(), 1)
	_, got, err := a.AllowAndGet(ctx, "other", 3, "missing")
	require.NoError(t, err)
	require.Equal(t, "", got)
}

func TestFallbackWhenRedisIsDown(t *testing.T) {
	t.Parallel()
	rdb := redis.NewClient(&redis.Options{Addr: "127.0.0.1:1", MaxRetries: 0})
	defer rdb.Close()
	l := ratelimit.New(rdb, quietLog())
	ctx := context.Background()
	res, _, err := l.AllowAndGet(ctx, "k", 2, "gen")
	require.ErrorIs(t, err, ratelimit.ErrRedisDown)
	require.True(t, res.Allowed)
	require.True(t, res.Fallback)
	require.True(t, l.Allow(ctx, "k", 2).Allowed)
	res = l.Allow(ctx, "k", 2)
	require.False(t, res.Allowed)
	require.Equal(t, 0, res.Remaining)
	require.Equal(t, 30, res.RetryAfterSeconds()) // one token per 30 s at 2/min
}

// Concurrent calls share pipelines, and each keeps its own exact decision:
// of 200 simultaneous requests against a budget of 50, exactly 50 pass, each
// seeing a different remaining count.
func TestConcurrentCallsShareRoundTripsAndStayExact(t *testing.T) {
	t.Parallel()
	rdb := testRedis(t)
	ctx := context.Background()
	require.NoError(t, rdb.Set(ctx, "gen", "g7", 0).Err())
	l := ratelimit.New(rdb, quietLog())
	l.Allow(ctx, "warm", 10) // loads the script, so no call below falls back to EVAL

	const calls, budget = 200, 50
	start := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed, remaining := 0, map[int]bool{}
	for i := 0; i < calls; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			var res ratelimit.Result
			if i%2 == 0 {
				res2, got, err := l.AllowAndGet(ctx, "shared", budget, "gen")
				res = res2
				if err != nil || got != "g7" {
					t.Errorf("AllowAndGet: %q, %v", got, err)
				}
			} else {
				res = l.Allow(ctx, "shared", budget)
			}
			if res.Fallback {
				t.Errorf("decided in memory, not by Redis")
			}
			mu.Lock()
			defer mu.Unlock()
			if res.Allowed {
				allowed++
				if remaining[res.Remaining] {
					t.Errorf("remaining %d seen twice", res.Remaining)
				}
				remaining[res.Remaining] = true
			}
		}(i)
	}
	before := l.SentPipelines()
	close(start)
	wg.Wait()
	require.Equal(t, budget, allowed)
	sent := l.SentPipelines() - before
	require.Less(t, sent, int64(calls), "calls queued behind a pipeline in flight share the next one")
	t.Logf("%d calls in %d pipelines", calls, sent)
}
