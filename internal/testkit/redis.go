package testkit

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// RedisAddr is the test Redis (TEST_REDIS_ADDR overrides).
func RedisAddr() string {
	if a := os.Getenv("TEST_REDIS_ADDR"); a != "" {
		return a
	}
	return "127.0.0.1:6379"
}

// RedisURL leases one of Redis databases 2-15 for this test, empties it, and
// returns its URL; the lease ends with the test. Databases 0 and 1 are never
// used by tests (0 is the development default). Each test gets a database of
// its own because Asynq queues have no namespace: two tests' workers on one
// database would take each other's tasks.
func RedisURL(t testing.TB) string {
	t.Helper()
	ctx := context.Background()
	ctl := redis.NewClient(&redis.Options{Addr: RedisAddr(), DB: 0})
	token := randomHex(8)
	deadline := time.Now().Add(3 * time.Minute)
	for {
		for n := 2; n <= 15; n++ {
			key := fmt.Sprintf("testkit:lease:%d", n)
			ok, err := ctl.SetNX(ctx, key, token, 90*time.Second).Result()
			if err != nil {
				ctl.Close()
				t.Fatalf("test Redis at %s: %v", RedisAddr(), err)
			}
			if !ok {
				continue
			}
			c := redis.NewClient(&redis.Options{Addr: RedisAddr(), DB: n})
			if err := c.FlushDB(ctx).Err(); err != nil {
				t.Fatalf("flush test Redis db %d: %v", n, err)
			}
			c.Close()
			stop := make(chan struct{})
			go func() { // keep the lease while the test runs
				tick := time.NewTicker(30 * time.Second)
				defer tick.Stop()
				for {
					select {
					case <-stop:
						return
					case <-tick.C:
						ctl.Expire(ctx, key, 90*time.Second)
					}
				}
			}()
			t.Cleanup(func() {
				close(stop)
				c := redis.NewClient(&redis.Options{Addr: RedisAddr(), DB: n})
				c.FlushDB(ctx)
				c.Close()
				if v, _ := ctl.Get(ctx, key).Result(); strings.EqualFold(v, token) {
					ctl.Del(ctx, key)
				}
				ctl.Close()
			})
			return fmt.Sprintf("redis://%s/%d", RedisAddr(), n)
		}
		if time.Now().After(deadline) {
			t.Fatal("no free test Redis database within 3 minutes")
		}
		time.Sleep(50 * time.Millisecond)
	}
}
