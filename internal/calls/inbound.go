package calls

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
)

// ActiveWith returns the organization's most recently started active call
// between caller and line, one of the organization's numbers: an inbound
// call from caller to line, or an outbound call from line to caller. ok is
// false when there is none. A system read for the inbound webhooks: the
// caller is not authorized. Errors: the database's.
func (s *Service) ActiveWith(ctx context.Context, orgID uuid.UUID, caller, line string) (id uuid.UUID, ok bool, err error) {
	err = s.pool.QueryRow(ctx, `SELECT id FROM calls
		WHERE organization_id = $1 AND status = 'active'
		  AND ((direction = 'inbound' AND from_number = $2 AND to_number = $3)
		    OR (direction = 'outbound' AND from_number = $3 AND to_number = $2))
		ORDER BY started_at DESC NULLS LAST, created_at DESC, id DESC LIMIT 1`, orgID, caller, line).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, false, nil
	}
	if err != nil {
		return uuid.Nil, false, db.Wrap("find active call", err)
	}
	return id, true, nil
}
