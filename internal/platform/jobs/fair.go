package jobs

import (
	"context"
	"encoding/json"
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

// acquireScript: KEYS[1] the set; ARGV: now (ms), lease end (ms), task id,
// limit. It drops expired leases, then takes (or renews) a place if one is
// free. Returns 1 when the task may run.
var acquireScript = redis.NewScript(`
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZSCORE', KEYS[1], ARGV[3]) or redis.call('ZCARD', KEYS[1]) < tonumber(ARGV[4]) then
  redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
  redis.call('PEXPIREAT', KEYS[1], ARGV[2])
  return 1
end
return 0`)

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
		ok, err := acquireScript.Run(ctx, s.rdb, []string{key},
			now.UnixMilli(), end.UnixMilli(), id, limit).Int()
		if err != nil {
			if sec := now.Unix(); s.lastErr.Swap(sec) != sec {
				s.log.Warn("per-organization task cap unavailable; running uncapped", "family", family, "err", err)
			}
			return h(ctx, t)
		}
		if ok != 1 {
			return &Postponed{Reason: "organization at its " + family + " cap of " + strconv.Itoa(limit), After: postponeDelay}
		}
		defer func() {
			rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
			defer cancel()
			_ = s.rdb.ZRem(rctx, key, id).Err()
		}()
		return h(ctx, t)
	}
}
