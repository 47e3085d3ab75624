package sms

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/jobs"
)

// HandleSend is the send task's handler. It sends a message that is still
// queued and does nothing to one already sent or failed, so a run after
// the first is harmless. A provider error is retried with backoff; a
// Permanent one, or the last attempt's, marks the message failed with it.
func (s *Service) HandleSend(ctx context.Context, t *asynq.Task) error {
	var p sendPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.OrganizationID == uuid.Nil || p.MessageID == uuid.Nil {
		return fmt.Errorf("bad payload: %v: %w", err, asynq.SkipRetry)
	}
	retried, _ := asynq.GetRetryCount(ctx)
	maxRetry, ok := asynq.GetMaxRetry(ctx)
	if !ok {
		maxRetry = s.cfg.MaxRetry
	}
	return s.send(ctx, p.OrganizationID, p.MessageID, retried >= maxRetry)
}

// send makes one attempt at a message; last says no retry follows.
func (s *Service) send(ctx context.Context, orgID, id uuid.UUID, last bool) error {
	out, err := s.claim(ctx, orgID, id)
	if err != nil || out == nil {
		return err
	}
	providerID, sendErr := s.provider.Send(ctx, *out)
	// The attempt's context may have ended with the provider's call; what it
	// did must still be written.
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if sendErr == nil {
		if err := s.finish(wctx, orgID, id, StatusSent, &providerID, nil); err != nil {
			// Retried: the claim lapses, and the message may be sent again.
			return fmt.Errorf("record sms %s as sent by %s (%s): %w", id, s.provider.Name(), providerID, err)
		}
		return nil
	}
	reason := truncate(sendErr.Error(), maxErrorLen)
	if !last && !IsPermanent(sendErr) && !apperr.Is(sendErr, apperr.Invalid) {
		if err := s.finish(wctx, orgID, id, StatusQueued, nil, &reason); err != nil {
			s.log.WarnContext(ctx, "sms attempt's error not recorded", "message_id", id, "err", err)
		}
		return jobs.Backoff(fmt.Errorf("send sms %s: %w", id, sendErr), s.cfg.RetryBase)
	}
	if err := s.finish(wctx, orgID, id, StatusFailed, nil, &reason); err != nil {
		return fmt.Errorf("record sms %s as failed (%v): %w", id, sendErr, err)
	}
	s.log.WarnContext(ctx, "sms not sent", "message_id", id, "provider", s.provider.Name(), "err", sendErr)
	return nil
}

// claim takes a queued message for this attempt, for the attempt's timeout
// and a slack, and returns it; nil when there is nothing to send (gone,
// sent, failed). A message another run holds postpones the task until its
// claim ends.
func (s *Service) claim(ctx context.Context, orgID, id uuid.UUID) (*Outgoing, error) {
	lease := s.cfg.Timeout + leaseSlack
	var o Outgoing
	err := s.pool.QueryRow(ctx, `UPDATE sms_messages
		SET claimed_until = clock_timestamp() + $3 * interval '1 millisecond', attempts = attempts + 1, updated_at = clock_timestamp()
		WHERE organization_id = $1 AND id = $2 AND direction = 'outbound' AND status = 'queued'
		  AND (claimed_until IS NULL OR claimed_until < clock_timestamp())
		RETURNING id, from_number, to_number, body, action_id, session_id`, orgID, id, lease.Milliseconds()).
		Scan(&o.ID, &o.From, &o.To, &o.Body, &o.ActionID, &o.SessionID)
	if err == nil {
		return &o, nil
	}
	if !errors.Is(err, pgx.ErrNoRows) {
		return nil, db.Wrap("claim sms", err)
	}
	var status string
	var until *time.Time
	err = s.pool.QueryRow(ctx, `SELECT status, claimed_until FROM sms_messages WHERE organization_id = $1 AND id = $2`,
		orgID, id).Scan(&status, &until)
	if errors.Is(err, pgx.ErrNoRows) || (err == nil && (status != StatusQueued || until == nil)) {
		return nil, nil
	}
	if err != nil {
		return nil, db.Wrap("claim sms", err)
	}
	return nil, &jobs.Postponed{Reason: "sms being sent by another run", After: max(time.Until(*until), time.Second)}
}

// finish records an attempt's end and releases the claim: sent with the
// provider's id, failed with the reason, or still queued with the last
// attempt's error. Only a queued message changes.
func (s *Service) finish(ctx context.Context, orgID, id uuid.UUID, status string, providerID, reason *string) error {
	_, err := s.pool.Exec(ctx, `UPDATE sms_messages
		SET status = $3, provider_message_id = COALESCE($4, provider_message_id), error = $5,
		    claimed_until = NULL, updated_at = clock_timestamp()
		WHERE organization_id = $1 AND id = $2 AND status = 'queued'`, orgID, id, status, providerID, reason)
	return db.Wrap("record sms attempt", err)
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 { // do not cut a character in two
		n--
	}
	return s[:n]
}
