// Package ratelimit limits requests per key with GCRA on Redis (go-redis
// redis_rate), shared by every API process. When Redis cannot be reached,
// each process falls back to an in-memory limiter of the same rate, so
// requests stay limited (per process) and nothing hangs.
package ratelimit

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"github.com/go-redis/redis_rate/v10"
	"github.com/redis/go-redis/v9"
	"golang.org/x/time/rate"
)

// Result is the outcome of one check.
type Result struct {
	Allowed    bool
	Limit      int
	Remaining  int
	RetryAfter time.Duration // when not allowed: wait at least this long
	Fallback   bool          // decided by the in-memory limiter
}

// RetryAfterSeconds is RetryAfter rounded up to whole seconds, at least 1.
func (r Result) RetryAfterSeconds() int {
	s := int(math.Ceil(r.RetryAfter.Seconds()))
	if s < 1 {
		s = 1
	}
	return s
}

// Limiter checks request rates.
type Limiter struct {
	rdb   *redis.Client
	redis *redis_rate.Limiter
	batch *batcher
	log   *slog.Logger

	// After a Redis failure the limiter stays on the fallback for a short
	// while instead of paying a timeout on every request.
	downUntil atomic.Int64

	mu    sync.Mutex
	local map[string]*localEntry
}

type localEntry struct {
	lim      *rate.Limiter
	perMin   int
	lastSeen time.Time
}

// New returns a limiter on rdb.
func New(rdb *redis.Client, log *slog.Logger) *Limiter {
	b := newBatcher(rdb)
	return &Limiter{rdb: rdb, redis: redis_rate.NewLimiter(&batchedClient{Client: rdb, b: b}), batch: b, log: log, local: map[string]*localEntry{}}
}

// ErrRedisDown is returned by AllowAndGet when the limit was decided in
// memory because Redis could not be reached; the value read is then unknown.
var ErrRedisDown = errors.New("redis unreachable")

// AllowAndGet is Allow plus a GET of getKey in the same network round trip
// (one pipeline, shared with concurrent calls: see batcher), for callers that check a value in Redis on every request
// (the credential cache's generation). A missing key reads as "".
func (l *Limiter) AllowAndGet(ctx context.Context, key string, perMinute int, getKey string) (Result, string, error) {
	if time.Now().UnixNano() < l.downUntil.Load() {
		return l.allowLocal(key, perMinute), "", ErrRedisDown
	}
	ctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
	defer cancel()
	p := &batchedClient{Client: l.rdb, b: l.batch, getKey: getKey}
	res, err := redis_rate.NewLimiter(p).Allow(ctx, "rl:"+key, redis_rate.PerMinute(perMinute))
	if err == nil && p.got != nil && p.got.Err() != nil && !errors.Is(p.got.Err(), redis.Nil) {
		err = p.got.Err()
	}
	if err != nil || p.got == nil {
		l.markDown(err)
		return l.allowLocal(key, perMinute), "", ErrRedisDown
	}
	return Result{Allowed: res.Allowed > 0, Limit: perMinute, Remaining: res.Remaining, RetryAfter: res.RetryAfter}, p.got.Val(), nil
}

func (l *Limiter) markDown(err error) {
	l.downUntil.Store(time.Now().Add(time.Second).UnixNano())
	l.log.Warn("rate limiter falling back to memory: Redis unreachable", "err", err)
}

// Allow takes one request from key's budget of perMinute requests a minute
// (burst perMinute).
func (l *Limiter) Allow(ctx context.Context, key string, perMinute int) Result {
	if time.Now().UnixNano() >= l.downUntil.Load() {
		ctx, cancel := context.WithTimeout(ctx, 300*time.Millisecond)
		res, err := l.redis.Allow(ctx, "rl:"+key, redis_rate.PerMinute(perMinute))
		cancel()
		if err == nil {
			return Result{
				Allowed: res.Allowed > 0, Limit: perMinute, Remaining: res.Remaining,
				RetryAfter: res.RetryAfter,
			}
		}
		l.markDown(err)
	}
	return l.allowLocal(key, perMinute)
}

func (l *Limiter) allowLocal(key string, perMinute int) Result {
	now := time.Now()
	l.mu.Lock()
	defer l.mu.Unlock()
	e := l.local[key]
	if e == nil || e.perMin != perMinute {
		if len(l.local) > 100_000 {
			l.sweep(now)
		}
		e = &localEntry{lim: rate.NewLimiter(rate.Every(time.Minute/time.Duration(perMinute)), perMinute), perMin: perMinute}
		l.local[key] = e
	}
	e.lastSeen = now
	r := e.lim.ReserveN(now, 1)
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return Result{Allowed: false, Limit: perMinute, Remaining: 0, RetryAfter: d, Fallback: true}
	}
	return Result{Allowed: true, Limit: perMinute, Remaining: int(e.lim.TokensAt(now)), Fallback: true}
}

// sweep drops entries idle for over a minute (their bucket is full again).
func (l *Limiter) sweep(now time.Time) {
	for k, e := range l.local {
		if now.Sub(e.lastSeen) > time.Minute {
			delete(l.local, k)
		}
	}
}
