package conversation

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/runtime"
)

// SayReply gives the conversation a message its caller sent outside the
// call (an SMS) when, and only when, it waits at a wait_for_reply node: the
// node's variable takes text and the conversation goes on as with Say.
// Checking and advancing happen under the conversation's lock, so a turn
// said meanwhile cannot make the message the answer to another question.
// waited is false, and nothing changes, when the conversation has ended or
// waits for something else. Errors: Say's.
func (s *Service) SayReply(ctx context.Context, id uuid.UUID, text string) (r Reply, waited bool, err error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return Reply{}, false, err
	}
	unlock, err := s.lock(ctx, id)
	if err != nil {
		return Reply{}, false, err
	}
	defer unlock()
	rec, err := s.load(ctx, orgID, id)
	if err != nil {
		return Reply{}, false, err
	}
	if rec.Ended {
		return Reply{}, false, nil
	}
	expecting, err := s.rt.LiveExpecting(ctx, orgID, id.String())
	if err != nil || expecting != runtime.ExpectingReply {
		return Reply{}, false, err
	}
	v, err := s.rt.Continue(ctx, orgID, rec.AgentID, rec.FlowID, id.String(), runtime.Input{Text: text})
	if err != nil {
		return Reply{}, false, err
	}
	r, err = s.record(ctx, id, &rec, v)
	return r, err == nil, err
}
