package app

import (
	"context"
	"crypto/x509"
	"log/slog"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/config"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/runtime"
	"voiceagent/internal/sms"
	"voiceagent/internal/telephony"
)

// newMessaging builds the SMS service over the provider of SMS_PROVIDER
// (log, or Twilio through the egress guard trusting roots) and the
// telephony provider of TELEPHONY_PROVIDER (log), and registers the SMS
// send task, its retries SMS_RETRY_BASE apart and doubling, each
// organization's sends capped at SMS_ORG_CONCURRENCY at once.
func newMessaging(cfg config.Config, log *slog.Logger, pool *pgxpool.Pool, queue *asynq.Client, reg *jobs.Registry,
	guard *egress.Guard, roots *x509.CertPool) (*sms.Service, telephony.Provider) {
	smsSvc := sms.New(pool, queue, smsProvider(cfg, log, guard, roots), log, sms.Config{RetryBase: cfg.SMSRetryBase})
	smsSvc.Register(reg)
	reg.LimitPerOrganization(jobs.FamilySMS, cfg.SMSOrgConcurrency)
	return smsSvc, telephony.NewLogProvider(log)
}

// smsProvider is the provider SMS_PROVIDER names (config.FromEnv accepted
// it and checked Twilio's settings).
func smsProvider(cfg config.Config, log *slog.Logger, guard *egress.Guard, roots *x509.CertPool) sms.Provider {
	if cfg.SMSProvider == "twilio" {
		return sms.NewTwilioProvider(guard, sms.TwilioConfig{AccountSID: cfg.TwilioAccountSID, AuthToken: cfg.TwilioAuthToken,
			BaseURL: cfg.TwilioBaseURL, RootCAs: roots})
	}
	return sms.NewLogProvider(log)
}

// nodeActions runs real conversations' action nodes through the actions
// service (the runtime does not import the domain).
type nodeActions struct{ actions *actions.Service }

func (n nodeActions) RunNodeAction(ctx context.Context, orgID uuid.UUID, callID, actionID string, vars map[string]any) (runtime.ActionOutcome, error) {
	r, err := n.actions.RunNodeAction(ctx, orgID, callID, actionID, vars)
	return runtime.ActionOutcome{Type: r.Type, Name: r.Name, Success: r.Success, Error: r.Error, Result: r.Result, Variables: r.Variables}, err
}
