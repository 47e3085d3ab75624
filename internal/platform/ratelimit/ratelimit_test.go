package ratelimit_test

import (
	"context"
	"io"
	"log/slog"
	"testing"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/ratelimit"
	"voiceagent/internal/testkit"
)

func quietLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func TestSharedLimitAndPipelinedGet(t *testing.T) {
	t.Parallel()
	opt, err := redis.ParseURL(testkit.RedisURL(t))
	require.NoError(t, err)
	rdb := redis.NewClient(opt)
	defer rdb.Close()
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
