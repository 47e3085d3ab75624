package runtime

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"voiceagent/internal/platform/apperr"
)

// ExpectingReply is what a real conversation waits for at a wait_for_reply
// node: a message (an SMS) rather than a spoken or typed turn.
const ExpectingReply = "reply"

// LiveExpecting returns what a real conversation of the organization waits
// for ("" when it has finished). Errors: NotFound (unknown, expired or
// another organization's), Unavailable.
func (s *Service) LiveExpecting(ctx context.Context, orgID uuid.UUID, sessionID string) (string, error) {
	b, err := s.rdb.Get(ctx, liveSpace.stateKey(sessionID)).Bytes()
	if errors.Is(err, redis.Nil) {
		return "", apperr.NotFoundf("session %s not found (it may have expired)", sessionID)
	}
	if err != nil {
		return "", unavailable(err, "could not load the conversation")
	}
	var st struct {
		OrgID     uuid.UUID `json:"organization_id"`
		Expecting string    `json:"expecting"`
		Finished  bool      `json:"finished"`
	}
	if err := json.Unmarshal(b, &st); err != nil {
		return "", fmt.Errorf("decode conversation: %w", err)
	}
	if st.OrgID != orgID {
		return "", apperr.NotFoundf("session %s not found", sessionID)
	}
	if st.Finished {
		return "", nil
	}
	return st.Expecting, nil
}
