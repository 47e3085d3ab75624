package actions

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/platform/db"
)

func (s *Service) checkCustomAction(ctx context.Context, _ db.Querier, c *checker, _ uuid.UUID, sp *CustomActionSpec) error {
	if sp.TimeoutMS == 0 && !sp.timeoutGiven {
		sp.TimeoutMS = DefaultTimeoutMS
	}
	if sp.Headers == nil {
		sp.Headers = map[string]string{}
	}
	if sp.ResponseMapping == nil {
		sp.ResponseMapping = map[string]string{}
	}
	if sp.SecretNames == nil {
		sp.SecretNames = []string{}
	}
	c.List = append(c.List, CheckCustomAction(ctx, s.guard, sp, sp.SecretNames)...)
	return nil
}
