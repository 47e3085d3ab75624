package jobs

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/redis/go-redis/v9"
)

// semaphore counts the running tasks of each (family, organization) in
// Redis: a sorted set per pair whose members are task ids, scored by the
// time their lease ends, so a worker that dies without releasing frees its
// place when its task's deadline passes.
type semaphore struct {
	rdb     redis.UniversalClient
	log     *slog.Logger
	lastErr atomic.Int64 // unix seconds of the last warning about Redis
}

// acquireScript: KEYS[1] the set of running tasks, KEYS[2] the set of
// waiting ones, KEYS[3] the mean run time (ms) of the family's tasks for the
// organization; ARGV: now (ms), lease end (ms), task id, limit. It drops
// expired leases, then takes (or renews) a place if one is free and returns
// {1}; otherwise it records the task as waiting and returns {0, tasks
// waiting, mean run time}.
var acquireScript = redis.NewScript(`
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[3]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[4]) then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
  redis.call('PEXPIREAT', KEYS[1], ARGV[2])
  redis.call('ZREM', KEYS[2], ARGV[3])
  return {1}
end
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1] - 3600000)
redis.call('ZADD', KEYS[2], ARGV[1], ARGV[3])
redis.call('PEXPIRE', KEYS[2], 3600000)
return {0, redis.call('ZCARD', KEYS[2]), tonumber(redis.call('GET', KEYS[3]) or '-1')}`)

// releaseScript: KEYS[1] the running set, KEYS[3] the mean run time; ARGV:
// task id, this run's time (ms). The mean moves a fifth of the way.
var releaseScript = redis.NewScript(`
redis.call('ZREM', KEYS[1], ARGV[1])
local m = tonumber(redis.call('GET', KEYS[3]) or ARGV[2])
redis.call('SET', KEYS[3], m * 0.8 + tonumber(ARGV[2]) * 0.2, 'PX', 3600000)
return 1`)

// Bounds of a postponed task's wait.
const (
	minPostpone     = 100 * time.Millisecond
	maxPostpone     = 30 * time.Second
	defaultTaskTime = time.Second // mean run time before any task has finished
)

// postponeAfter is how long a task waits before looking again for a place:
// about as long as the tasks ahead of it need, the waiting ones shared over
// the places, each at the family's mean run time. A backlog behind a
// receiver that hangs then costs few wake-ups, and one behind a fast
// receiver moves on quickly.
func postponeAfter(waiting, limit int, meanMS float64) time.Duration {
	mean := defaultTaskTime
	if meanMS >= 0 {
		mean = time.Duration(meanMS * float64(time.Millisecond))
	}
	d := time.Duration(float64(mean) * float64(waiting) / float64(max(limit, 1)))
	return min(max(d, minPostpone), maxPostpone)
}

// leaseSlack is added to a task's deadline for its lease.
const leaseSlack = 5 * time.Second

func semKey(family string, org uuid.UUID) string {
	return "voiceagent:jobs:running:" + family + ":" + org.String()
}

// wrap runs h only while the task's organization has fewer than limit tasks
// of family running; otherwise the task is postponed. A task without an
// organization, or a Redis failure, runs uncapped (fairness must not stop
// the work).
func (s *semaphore) wrap(family string, limit int, h asynq.HandlerFunc) asynq.HandlerFunc {
	return func(ctx context.Context, t *asynq.Task) error {
		var p struct {
			OrganizationID uuid.UUID `json:"organization_id"`
		}
		id, _ := asynq.GetTaskID(ctx)
		if json.Unmarshal(t.Payload(), &p) != nil || p.OrganizationID == uuid.Nil || id == "" {
			return h(ctx, t)
		}
		key := semKey(family, p.OrganizationID)
		now := time.Now()
		end := now.Add(10 * time.Minute)
		if d, ok := ctx.Deadline(); ok {
			end = d
		}
		end = end.Add(leaseSlack)
		keys := []string{key, key + ":waiting", key + ":mean_ms"}
		res, err := acquireScript.Run(ctx, s.rdb, keys, now.UnixMilli(), end.UnixMilli(), id, limit).Slice()
		if err == nil && len(res) == 0 {
			err = errors.New("empty answer")
		}
		if err != nil {
			if sec := now.Unix(); s.lastErr.Swap(sec) != sec {
				s.log.Warn("per-organization task cap unavailable; running uncapped", "family", family, "err", err)
			}
			return h(ctx, t)
		}
		if ok, _ := res[0].(int64); ok != 1 {
			var waiting int64
			var mean float64 = -1
			if len(res) == 3 {
				waiting, _ = res[1].(int64)
				if m, ok := res[2].(int64); ok {
					mean = float64(m)
				}
			}
			return &Postponed{Reason: "organization at its " + family + " cap of " + strconv.Itoa(limit),
				After: postponeAfter(int(waiting), limit, mean)}
		}
		started := time.Now()
		defer func() {
			rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
			defer cancel()
			_ = releaseScript.Run(rctx, s.rdb, keys, id, time.Since(started).Milliseconds()).Err()
		}()
		return h(ctx, t)
	}
}
