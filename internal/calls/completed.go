package calls

import (
	"context"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/db"
)

// completedChannel is the PostgreSQL channel on which a call ended
// completed is announced, as "<organization id>/<call id>", when the
// transaction that ended it (and set its post-call status pending)
// commits.
const completedChannel = "calls_completed"

func announceCompleted(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID) error {
	_, err := tx.Exec(ctx, `SELECT pg_notify($1, $2)`, completedChannel, orgID.String()+"/"+id.String())
	return err
}

// WatchCompleted hands f each call that ends completed, as its end commits,
// until ctx ends: the post-call pipeline starts there. It holds a dedicated
// connection and reconnects when it drops; listening, when not nil, is
// called each time it (re)starts listening, so the caller can pick up the
// calls that ended while nobody listened (their post-call status is still
// pending, see PendingPostCalls).
func (s *Service) WatchCompleted(ctx context.Context, listening func(ctx context.Context), f func(ctx context.Context, orgID, callID uuid.UUID)) {
	db.Listen(ctx, s.pool, completedChannel, listening, func(ctx context.Context, payload string) {
		if orgID, callID, ok := parseCompleted(payload); ok {
			f(ctx, orgID, callID)
		}
	})
}

func parseCompleted(payload string) (orgID, callID uuid.UUID, ok bool) {
	o, c, found := strings.Cut(payload, "/")
	if !found {
		return uuid.Nil, uuid.Nil, false
	}
	var err1, err2 error
	orgID, err1 = uuid.Parse(o)
	callID, err2 = uuid.Parse(c)
	return orgID, callID, err1 == nil && err2 == nil
}
