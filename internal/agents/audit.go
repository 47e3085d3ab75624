package agents

import (
	"context"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
)

// change is one write to an agent, with the values before and after it
// (nil before a creation), as the audit log records it.
type change struct {
	action  string // agent.created, agent.updated, agent.published, ...
	agentID uuid.UUID
	before  any
	after   any
}

// audit records a change in the audit log inside the write's own
// transaction, so a change and its record commit together.
func (s *Service) audit(ctx context.Context, tx pgx.Tx, c change) error {
	return audit.Record(ctx, tx, audit.Entry{Action: c.action, TargetType: "agent", TargetID: c.agentID.String(), Before: c.before, After: c.after})
}
