package webhooks

import (
	"context"
	"errors"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"voiceagent/internal/platform/db"
)

// Relay tuning.
const (
	relayBatch       = 500
	relayParallel    = 8                // concurrent enqueues to Redis
	relayPoll        = time.Second      // longest wait without a notification
	relayMaxBackoff  = 5 * time.Second  // between attempts while Redis or PostgreSQL is down
	staleSweepPeriod = 5 * time.Second  // how often claims of dead workers are released
	listenRetry      = 2 * time.Second  // before re-establishing LISTEN
	warnEvery        = 30 * time.Second // at most one warning per period while failing
)

// noWait tells the relay loop to run again at once.
const noWait time.Duration = -1

// RunRelay moves outbox rows into Asynq until ctx ends: woken by NOTIFY when
// a transaction that wrote the outbox commits, and at least every second
// (retries that became due, missed notifications). While Redis or
// PostgreSQL is down it backs off and tries again; rows stay in the outbox,
// so a Redis outage delays events and loses none. It also puts deliveries
// whose worker died mid-attempt back on the outbox. Any number of relays may
// run at once: rows are locked with SKIP LOCKED and task ids are unique.
func (s *Service) RunRelay(ctx context.Context) {
	wake := make(chan struct{}, 1)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		s.listen(ctx, wake)
	}()
	defer wg.Wait()

	backoff := 100 * time.Millisecond
	var lastWarn, lastSweep time.Time
	for ctx.Err() == nil {
		if time.Since(lastSweep) >= staleSweepPeriod {
			if n, err := s.releaseStaleClaims(ctx); err == nil {
				lastSweep = time.Now()
				if n > 0 {
					s.log.Warn("webhook deliveries released from dead workers", "count", n)
				}
			}
		}
		wait, err := s.RelayOnce(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			// Before the first migration (a fresh database) the tables do not
			// exist yet; that is not worth a warning.
			if !isUndefinedTable(err) && time.Since(lastWarn) >= warnEvery {
				s.log.Warn("webhook relay: outbox not moved to the queue yet; retrying", "err", err)
				lastWarn = time.Now()
			}
			wait = backoff
			backoff = min(backoff*2, relayMaxBackoff)
		} else {
			backoff = 100 * time.Millisecond
		}
		if wait == noWait {
			continue
		}
		timer := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			timer.Stop()
			return
		case <-wake:
			timer.Stop()
		case <-timer.C:
		}
	}
}

// listen holds a dedicated connection on LISTEN and signals wake for every
// notification; it reconnects when the connection drops.
func (s *Service) listen(ctx context.Context, wake chan<- struct{}) {
	for ctx.Err() == nil {
		conn, err := pgx.ConnectConfig(ctx, s.pool.Config().ConnConfig.Copy())
		if err == nil {
			if _, err = conn.Exec(ctx, "LISTEN "+notifyChannel); err == nil {
				for {
					if _, err = conn.WaitForNotification(ctx); err != nil {
						break
					}
					select {
					case wake <- struct{}{}:
					default:
					}
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

type outboxRow struct {
	id             int64
	orgID, delivID uuid.UUID
	attempt        int
	taskID         *string
}

// RelayOnce enqueues one batch of due outbox rows and deletes those that
// reached Redis. It returns how long to wait before the next pass (noWait
// when more rows are due now). Errors: the database or Redis failed; rows
// not enqueued stay in the outbox.
func (s *Service) RelayOnce(ctx context.Context) (time.Duration, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return 0, db.Wrap("relay: begin", err)
	}
	defer func() { _ = tx.Rollback(context.Background()) }()
	rows, err := tx.Query(ctx, `SELECT id, organization_id, delivery_id, attempt, task_id FROM webhook_outbox
		WHERE available_at <= clock_timestamp() ORDER BY available_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`, relayBatch)
	if err != nil {
		return 0, db.Wrap("relay: read outbox", err)
	}
	var batch []outboxRow
	for rows.Next() {
		var r outboxRow
		if err := rows.Scan(&r.id, &r.orgID, &r.delivID, &r.attempt, &r.taskID); err != nil {
			rows.Close()
			return 0, db.Wrap("relay: read outbox", err)
		}
		batch = append(batch, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return 0, db.Wrap("relay: read outbox", err)
	}
	if len(batch) > 0 {
		done, enqErr := s.enqueueAll(ctx, batch)
		if len(done) > 0 {
			if _, err := tx.Exec(ctx, `DELETE FROM webhook_outbox WHERE id = ANY($1)`, done); err != nil {
				return 0, db.Wrap("relay: delete outbox rows", err)
			}
			if err := tx.Commit(ctx); err != nil {
				return 0, db.Wrap("relay: commit", err)
			}
		}
		if enqErr != nil {
			return 0, enqErr
		}
		if len(batch) == relayBatch {
			return noWait, nil
		}
	}
	_ = tx.Rollback(ctx)
	var next *time.Time
	if err := s.pool.QueryRow(ctx, `SELECT min(available_at) FROM webhook_outbox`).Scan(&next); err != nil {
		return 0, db.Wrap("relay: next due", err)
	}
	if next == nil {
		return relayPoll, nil
	}
	wait := time.Until(*next)
	if wait <= 0 { // due but locked by another relay
		return 200 * time.Millisecond, nil
	}
	return min(wait, relayPoll), nil
}

// enqueueAll puts the rows' tasks on the queue, a few at a time, and returns
// the ids of the rows whose task is in Redis (a task id conflict means it
// already was). After the first failure the rest are left for later.
func (s *Service) enqueueAll(ctx context.Context, batch []outboxRow) ([]int64, error) {
	var (
		mu       sync.Mutex
		done     []int64
		firstErr error
		wg       sync.WaitGroup
	)
	work := make(chan outboxRow)
	for range min(relayParallel, len(batch)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range work {
				mu.Lock()
				failed := firstErr != nil
				mu.Unlock()
				if failed {
					continue
				}
				t, opts := s.newDeliverTask(DeliverPayload{OrganizationID: r.orgID, DeliveryID: r.delivID, Attempt: r.attempt})
				if r.taskID != nil {
					opts = append(opts, asynq.TaskID(*r.taskID))
				}
				_, err := s.queue.EnqueueContext(ctx, t, opts...)
				mu.Lock()
				if err == nil || errors.Is(err, asynq.ErrTaskIDConflict) {
					done = append(done, r.id)
				} else if firstErr == nil {
					firstErr = err
				}
				mu.Unlock()
			}
		}()
	}
	for _, r := range batch {
		work <- r
	}
	close(work)
	wg.Wait()
	return done, firstErr
}

// releaseStaleClaims puts deliveries whose attempt outlived its claim (the
// worker died mid-attempt) back on the outbox for the same attempt, under a
// task id of its own: the dead worker's task may still hold the usual one in
// Redis until Asynq's own recovery, much later.
func (s *Service) releaseStaleClaims(ctx context.Context) (int64, error) {
	tag, err := s.pool.Exec(ctx, `WITH stale AS (
		UPDATE webhook_deliveries SET status = 'retrying', claimed_until = NULL, next_attempt_at = clock_timestamp(), updated_at = clock_timestamp()
		WHERE status = 'sending' AND claimed_until < clock_timestamp()
		RETURNING organization_id, id, attempts)
	INSERT INTO webhook_outbox (organization_id, delivery_id, attempt, task_id)
	SELECT organization_id, id, attempts + 1,
	       id::text || ':' || (attempts + 1) || ':released-' || (extract(epoch FROM clock_timestamp()) * 1000)::bigint
	FROM stale`)
	if err != nil {
		return 0, db.Wrap("release stale webhook claims", err)
	}
	return tag.RowsAffected(), nil
}

func isUndefinedTable(err error) bool {
	var pgErr *pgconn.PgError
	return errors.As(err, &pgErr) && pgErr.Code == "42P01"
}
