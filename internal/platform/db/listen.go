package db

import (
	"context"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// listenRetry is the wait before listening again after the connection
// dropped.
const listenRetry = 2 * time.Second

// Listen holds a connection of its own (not one of pool's) on LISTEN channel
// until ctx ends, handing each notification's payload to notified; it
// reconnects when the connection drops. listening, when not nil, is called
// each time it (re)starts listening, so a caller can pick up what was
// announced while nobody listened.
func Listen(ctx context.Context, pool *pgxpool.Pool, channel string, listening func(ctx context.Context), notified func(ctx context.Context, payload string)) {
	for ctx.Err() == nil {
		conn, err := pgx.ConnectConfig(ctx, pool.Config().ConnConfig.Copy())
		if err == nil {
			if _, err = conn.Exec(ctx, "LISTEN "+pgx.Identifier{channel}.Sanitize()); err == nil {
				if listening != nil {
					listening(ctx)
				}
				for {
					n, err := conn.WaitForNotification(ctx)
					if err != nil {
						break
					}
					notified(ctx, n.Payload)
				}
			}
			closeCtx, cancel := context.WithTimeout(context.Background(), time.Second)
			_ = conn.Close(closeCtx)
			cancel()
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(listenRetry):
		}
	}
}
