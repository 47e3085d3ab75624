package webhooks

import (
	"context"
	"time"

	"github.com/hibiken/asynq"

	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/jobs"
)

// pruneBatch bounds each delete so pruning never holds long locks.
const pruneBatch = 5000

// PruneResult counts what one pruning removed.
type PruneResult struct {
	Deliveries int64 `json:"deliveries"` // with their attempts
	Events     int64 `json:"events"`
}

// Register adds the delivery handler and the hourly retention task to the
// job registry.
func (s *Service) Register(reg *jobs.Registry) {
	// One organization's deliveries (e.g. to a receiver that hangs) may
	// hold only its share of the workers.
	reg.HandleFair(TypeDeliver, jobs.FamilyWebhooks, s.HandleDeliver)
	reg.Handle(TypePrune, s.HandlePrune)
	reg.Every(jobs.Periodic{Cronspec: "@every 1h", Task: asynq.NewTask(TypePrune, nil),
		Opts: []asynq.Option{asynq.Queue(jobs.QueueLow), asynq.MaxRetry(1), asynq.Timeout(30 * time.Minute)}})
}

// HandlePrune deletes delivery records older than the retention.
func (s *Service) HandlePrune(ctx context.Context, _ *asynq.Task) error {
	res, err := s.Prune(ctx, time.Now().Add(-s.cfg.Retention))
	if err == nil && (res.Deliveries > 0 || res.Events > 0) {
		s.log.Info("webhook delivery records pruned", "deliveries", res.Deliveries, "events", res.Events)
	}
	return err
}

// Prune deletes, across organizations, deliveries that finished before
// cutoff (their attempts go with them) and then the events left without a
// delivery that were created before cutoff. Deliveries still in progress are
// kept. Errors: database failures.
func (s *Service) Prune(ctx context.Context, cutoff time.Time) (PruneResult, error) {
	var res PruneResult
	for {
		tag, err := s.pool.Exec(ctx, `DELETE FROM webhook_deliveries WHERE id IN (
			SELECT id FROM webhook_deliveries WHERE finished_at IS NOT NULL AND finished_at < $1 LIMIT $2)`, cutoff, pruneBatch)
		if err != nil {
			return res, db.Wrap("prune webhook deliveries", err)
		}
		res.Deliveries += tag.RowsAffected()
		if tag.RowsAffected() < pruneBatch {
			break
		}
	}
	for {
		tag, err := s.pool.Exec(ctx, `DELETE FROM webhook_events WHERE id IN (
			SELECT ev.id FROM webhook_events ev WHERE ev.created_at < $1
			  AND NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.organization_id = ev.organization_id AND d.event_id = ev.id)
			LIMIT $2)`, cutoff, pruneBatch)
		if err != nil {
			return res, db.Wrap("prune webhook events", err)
		}
		res.Events += tag.RowsAffected()
		if tag.RowsAffected() < pruneBatch {
			break
		}
	}
	return res, nil
}
