package actions

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/platform/db"
)

// The operations that act on calls or the world are audited right after
// they succeed (their own writes — an SMS queued, a call action — commit
// in their own transactions first), without secrets: who ran which action
// on which call.

// ExecuteCallTransfer transfers a live call (see executeCallTransfer).
func (s *Service) ExecuteCallTransfer(ctx context.Context, id uuid.UUID, in ExecuteInput) (TransferResult, error) {
	out, err := s.executeCallTransfer(ctx, id, in)
	return out, s.audited(ctx, err, KindCallTransfer, id, "executed", map[string]any{"session_id": in.SessionID, "to": out.To, "mode": out.Mode})
}

// ExecuteIVR sends an IVR's digits on a live call (see executeIVR).
func (s *Service) ExecuteIVR(ctx context.Context, id uuid.UUID, in ExecuteInput) (IVRResult, error) {
	out, err := s.executeIVR(ctx, id, in)
	return out, s.audited(ctx, err, KindIVR, id, "executed", map[string]any{"session_id": in.SessionID})
}

// ExecuteCustomAction calls a custom action's target (see
// executeCustomAction).
func (s *Service) ExecuteCustomAction(ctx context.Context, id uuid.UUID, in VariablesInput) (Result, error) {
	out, err := s.executeCustomAction(ctx, id, in)
	return out, s.audited(ctx, err, KindCustomAction, id, "executed", map[string]any{"success": out.Success, "status_code": out.StatusCode})
}

// InitializeCustomAction calls a custom action's target once to show its
// answer (see initializeCustomAction).
func (s *Service) InitializeCustomAction(ctx context.Context, id uuid.UUID, in VariablesInput) (Initialization, error) {
	out, err := s.initializeCustomAction(ctx, id, in)
	return out, s.audited(ctx, err, KindCustomAction, id, "initialized", map[string]any{"valid": out.Valid})
}

// RerunExtractor merges an extractor's result into a processed call (see
// rerunExtractor).
func (s *Service) RerunExtractor(ctx context.Context, id uuid.UUID, in ExecuteInput) (Rerun, error) {
	out, err := s.rerunExtractor(ctx, id, in)
	return out, s.audited(ctx, err, KindInformationExtractor, id, "rerun", map[string]any{"session_id": in.SessionID})
}

// ExecutePostCallSMS queues a post-call SMS rule's message for a call,
// once (see executePostCallSMS); a repeat is not audited again.
func (s *Service) ExecutePostCallSMS(ctx context.Context, id uuid.UUID, in ExecuteInput) (SMSSend, bool, error) {
	out, created, err := s.executePostCallSMS(ctx, id, in)
	if err != nil || !created {
		return out, created, err
	}
	return out, created, s.audited(ctx, nil, KindPostCallSMS, id, "executed", map[string]any{"session_id": in.SessionID, "message_id": out.MessageID})
}

// ExecuteDuringCallSMS queues a during-call SMS on a live call (see
// executeDuringCallSMS).
func (s *Service) ExecuteDuringCallSMS(ctx context.Context, id uuid.UUID, in DuringCallSMSExecuteInput) (SMSSend, error) {
	out, err := s.executeDuringCallSMS(ctx, id, in)
	return out, s.audited(ctx, err, KindDuringCallSMS, id, "executed", map[string]any{"session_id": in.SessionID, "message_id": out.MessageID})
}

// ExecuteBookingAction books a booking action's event type for a call,
// once per action, session and start (see executeBookingAction); a repeat
// is not audited again.
func (s *Service) ExecuteBookingAction(ctx context.Context, id uuid.UUID, in BookingExecuteInput) (ExecutedBooking, error) {
	out, err := s.executeBookingAction(ctx, id, in)
	if err != nil || !out.Created {
		return out, err
	}
	return out, s.audited(ctx, nil, KindBookingAction, id, "executed", map[string]any{"session_id": in.SessionID, "booking_id": out.ID,
		"starts_at": out.StartsAt})
}

// audited records a successful operation; err (the operation's) is
// returned as it is.
func (s *Service) audited(ctx context.Context, err error, kind string, id uuid.UUID, verb string, details any) error {
	if err != nil {
		return err
	}
	_, err = db.InTx(ctx, s.pool, "audit "+kind+" "+verb, func(tx pgx.Tx) (struct{}, error) {
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: kind + "." + verb, TargetType: kind, TargetID: id.String(), After: details})
	})
	return err
}
