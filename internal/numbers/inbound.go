package numbers

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
)

// ActiveOwner returns the organization whose active number is number (E.164),
// ok false when no organization has it active (unknown, inactive or
// released). Numbers are unique across organizations, so an inbound message
// addressed to one belongs to at most one organization. A system read for
// the inbound webhooks, whose signature is the credential: the caller is
// not authorized. Errors: the database's.
func (s *Service) ActiveOwner(ctx context.Context, number string) (orgID uuid.UUID, ok bool, err error) {
	err = s.pool.QueryRow(ctx, `SELECT organization_id FROM phone_numbers WHERE number = $1 AND status = 'active'`, number).Scan(&orgID)
	if errors.Is(err, pgx.ErrNoRows) {
		return uuid.Nil, false, nil
	}
	if err != nil {
		return uuid.Nil, false, db.Wrap("find number owner", err)
	}
	return orgID, true, nil
}
