package webhooks

import (
	"context"
	"errors"
	"strconv"
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
	relayParallel    = 8                      // concurrent enqueues to Redis
	relayPoll        = time.Second            // longest wait without a notification
	relayLockWait    = 250 * time.Millisecond // longest wait for a row another relay holds
	relayMaxBackoff  = 5 * time.Second        // between attempts while Redis or PostgreSQL is down
	staleSweepPeriod = 5 * time.Second        // how often claims of dead workers are released
	warnEvery        = 30 * time.Second       // at most one warning per period while failing
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

// listen signals wake for every notification of the outbox channel (see
// db.Listen).
func (s *Service) listen(ctx context.Context, wake chan<- struct{}) {
	db.Listen(ctx, s.pool, notifyChannel, nil, func(context.Context, string) {
		select {
		case wake <- struct{}{}:
		default:
		}
	})
}

type outboxRow struct {
	id             int64
	orgID, delivID uuid.UUID
	attempt        int
	taskID         *string
	traceparent    *string
}

// relayPass is what one pass over the outbox did.
type relayPass struct {
	enqErr error // the first enqueue that failed (its row and the rest stay)
	full   bool  // the batch was full: more rows may be due now
}

// RelayOnce enqueues one batch of due outbox rows and deletes those that
// reached Redis. It returns how long to wait before the next pass (noWait
// when more rows are due now). Rows locked by another relay are skipped;
// when only such rows are due, it waits for their lock to go, so a row
// released by a relay that gave up (or whose process ended) is taken at once.
// Errors: the database or Redis failed; rows not enqueued stay in the outbox.
func (s *Service) RelayOnce(ctx context.Context) (time.Duration, error) {
	pass, err := db.InTx(ctx, s.pool, "relay", func(tx pgx.Tx) (relayPass, error) {
		rows, err := tx.Query(ctx, `SELECT id, organization_id, delivery_id, attempt, task_id, traceparent FROM webhook_outbox
			WHERE available_at <= clock_timestamp() ORDER BY available_at, id LIMIT $1 FOR UPDATE SKIP LOCKED`, relayBatch)
		if err != nil {
			return relayPass{}, err
		}
		batch, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (outboxRow, error) {
			var o outboxRow
			return o, r.Scan(&o.id, &o.orgID, &o.delivID, &o.attempt, &o.taskID, &o.traceparent)
		})
		if err != nil || len(batch) == 0 {
			return relayPass{}, err
		}
		// Safe when InTx runs this again after a serialization failure: a
		// task already on the queue keeps its id and is not queued twice.
		done, enqErr := s.enqueueAll(ctx, batch)
		if len(done) > 0 {
			if _, err := tx.Exec(ctx, `DELETE FROM webhook_outbox WHERE id = ANY($1)`, done); err != nil {
				return relayPass{}, err
			}
		}
		return relayPass{enqErr: enqErr, full: len(batch) == relayBatch}, nil
	})
	if err != nil {
		return 0, err
	}
	if pass.enqErr != nil {
		return 0, pass.enqErr
	}
	if pass.full {
		return noWait, nil
	}
	var next *time.Time
	if err := s.pool.QueryRow(ctx, `SELECT min(available_at) FROM webhook_outbox`).Scan(&next); err != nil {
		return 0, db.Wrap("relay: next due", err)
	}
	if next == nil {
		return relayPoll, nil
	}
	if wait := time.Until(*next); wait > 0 {
		return min(wait, relayPoll), nil
	}
	// Due but locked by another relay.
	if err := s.awaitRelease(ctx); err != nil {
		return 0, err
	}
	return noWait, nil
}

// awaitRelease blocks until the oldest due outbox row, locked by another
// relay, is released: deleted by its commit, or back when that relay rolled
// back or its process ended. It waits at most relayLockWait, so new events
// are not held up long behind a relay that is stuck.
func (s *Service) awaitRelease(ctx context.Context) error {
	_, err := db.InTx(ctx, s.pool, "relay: wait for a locked row", func(tx pgx.Tx) (struct{}, error) {
		if _, err := tx.Exec(ctx, `SET LOCAL lock_timeout = '`+strconv.FormatInt(relayLockWait.Milliseconds(), 10)+`ms'`); err != nil {
			return struct{}{}, err
		}
		var id int64
		err := tx.QueryRow(ctx, `SELECT id FROM webhook_outbox WHERE available_at <= clock_timestamp()
			ORDER BY available_at, id LIMIT 1 FOR UPDATE`).Scan(&id)
		var pgErr *pgconn.PgError
		if errors.Is(err, pgx.ErrNoRows) || errors.As(err, &pgErr) && pgErr.Code == "55P03" { // lock_not_available
			return struct{}{}, nil
		}
		return struct{}{}, err
	})
	return err
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
				p := DeliverPayload{OrganizationID: r.orgID, DeliveryID: r.delivID, Attempt: r.attempt}
				if r.traceparent != nil {
					p.Traceparent = *r.traceparent
				}
				t, opts := s.newDeliverTask(p)
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
