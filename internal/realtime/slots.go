package realtime

import (
	"context"
	"time"

	"github.com/redis/go-redis/v9"
)

// userSlots counts a user's open sockets across every replica in one Redis
// sorted set per user: a member per socket, scored with the time its lease
// ends. A socket renews its lease while it is open and removes it when it
// closes; a replica that dies without closing its sockets frees their slots
// when the leases run out, so a crash never locks a user out for good.
type userSlots struct {
	rdb   *redis.Client
	max   int
	lease time.Duration
}

func slotsKey(user string) string { return "rt:conns:" + user }

// acquireSlot drops expired leases, then adds this socket's lease unless
// the user already holds max.
var acquireSlot = redis.NewScript(`
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`)

// acquire takes a slot for socket id; false when the user holds max.
func (u *userSlots) acquire(ctx context.Context, user, id string) (bool, error) {
	now := time.Now()
	n, err := acquireSlot.Run(ctx, u.rdb, []string{slotsKey(user)},
		now.UnixMilli(), now.Add(u.lease).UnixMilli(), u.max, id, u.lease.Milliseconds()).Int()
	return n == 1, err
}

// renewAll extends the leases of many sockets (slot -> user) at once.
func (u *userSlots) renewAll(ctx context.Context, held map[string]string) error {
	until := float64(time.Now().Add(u.lease).UnixMilli())
	pipe := u.rdb.Pipeline()
	for slot, user := range held {
		pipe.ZAddXX(ctx, slotsKey(user), redis.Z{Score: until, Member: slot})
		pipe.PExpire(ctx, slotsKey(user), u.lease)
	}
	_, err := pipe.Exec(ctx)
	return err
}

// release frees the slot of socket id.
func (u *userSlots) release(ctx context.Context, user, id string) error {
	return u.rdb.ZRem(ctx, slotsKey(user), id).Err()
}

// acquire takes one of key's MaxConnsPerUser slots for st, across every
// replica (a lease renewed while the socket is open, see userSlots). Redis
// failing lets the socket in (logged): the cap guards resources, and a
// refusal would turn a Redis outage into an outage of every socket.
func (s *Socket) acquire(ctx context.Context, key string, st *connState) bool {
	ok, err := s.slots.acquire(ctx, key, st.slot)
	if err != nil {
		s.opt.Log.WarnContext(ctx, "realtime connection cap not checked: Redis unavailable", "err", err)
		return true
	}
	if ok {
		s.mu.Lock()
		s.held[st] = key
		if !s.renewing {
			s.renewing = true
			go s.renew()
		}
		s.mu.Unlock()
	}
	return ok
}

func (s *Socket) releaseSlot(key string, st *connState) {
	s.mu.Lock()
	delete(s.held, st)
	s.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := s.slots.release(ctx, key, st.slot); err != nil {
		s.opt.Log.Warn("realtime connection slot not released; its lease runs out", "err", err)
	}
}

// renew extends the leases of this process's sockets every third of a
// lease, in one pipeline; it returns when none is held (acquire starts it
// again).
func (s *Socket) renew() {
	t := time.NewTicker(s.slots.lease / 3)
	defer t.Stop()
	for range t.C {
		s.mu.Lock()
		if len(s.held) == 0 {
			s.renewing = false
			s.mu.Unlock()
			return
		}
		held := make(map[string]string, len(s.held)) // slot -> key
		for st, key := range s.held {
			held[st.slot] = key
		}
		s.mu.Unlock()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		if err := s.slots.renewAll(ctx, held); err != nil {
			s.opt.Log.Warn("realtime connection leases not renewed", "err", err)
		}
		cancel()
	}
}
