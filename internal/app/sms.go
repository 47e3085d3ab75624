package app

import (
	"context"
	"log/slog"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/runtime"
	"voiceagent/internal/sms"
	"voiceagent/internal/telephony"
)

// newMessaging builds the SMS service over SMS_PROVIDER and the telephony
// provider of TELEPHONY_PROVIDER (both log: nothing leaves the platform),
// and registers the SMS send task, each organization's sends capped at
// SMS_ORG_CONCURRENCY at once.
func newMessaging(cfg config.Config, log *slog.Logger, pool *pgxpool.Pool, queue *asynq.Client, reg *jobs.Registry) (*sms.Service, telephony.Provider) {
	// config.FromEnv accepts only "log" for now; a carrier plugs in here.
	smsSvc := sms.New(pool, queue, sms.NewLogProvider(log), log, sms.Config{})
	smsSvc.Register(reg)
	reg.LimitPerOrganization(jobs.FamilySMS, cfg.SMSOrgConcurrency)
	return smsSvc, telephony.NewLogProvider(log)
}

// nodeActions runs real conversations' action nodes through the actions
// service (the runtime does not import the domain).
type nodeActions struct{ actions *actions.Service }

func (n nodeActions) RunNodeAction(ctx context.Context, orgID uuid.UUID, callID, actionID string, vars map[string]any) (runtime.ActionOutcome, error) {
	r, err := n.actions.RunNodeAction(ctx, orgID, callID, actionID, vars)
	return runtime.ActionOutcome{Type: r.Type, Name: r.Name, Success: r.Success, Error: r.Error, Result: r.Result, Variables: r.Variables}, err
}
