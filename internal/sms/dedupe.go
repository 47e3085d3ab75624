package sms

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
)

// Deduped returns the organization's message queued under a dedupe key, ok
// false when there is none (yet). A system read for the domains that queue
// with keys: the caller is not authorized. Errors: the database's.
func (s *Service) Deduped(ctx context.Context, orgID uuid.UUID, key string) (Message, bool, error) {
	if key == "" {
		return Message{}, false, nil
	}
	m, err := scanMessage(s.pool.QueryRow(ctx, `SELECT `+messageColumns+` FROM sms_messages
		WHERE organization_id = $1 AND dedupe_key = $2`, orgID, key))
	if errors.Is(err, pgx.ErrNoRows) {
		return Message{}, false, nil
	}
	if err != nil {
		return Message{}, false, db.Wrap("find sms by dedupe key", err)
	}
	return m, true, nil
}
