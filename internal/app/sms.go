package app

import (
	"log/slog"

	"voiceagent/internal/platform/config"
	"voiceagent/internal/platform/jobs"
	"voiceagent/internal/sms"
	"voiceagent/internal/telephony"
)

// wireMessaging builds the SMS service over SMS_PROVIDER and the telephony
// provider of TELEPHONY_PROVIDER (both log: nothing leaves the platform),
// and registers the SMS send task, counted in its organization's share of
// SMS_ORG_CONCURRENCY.
func (a *App) wireMessaging(cfg config.Config, log *slog.Logger) {
	// config.FromEnv accepts only "log" for now; a carrier plugs in here.
	a.SMS = sms.New(a.DB, a.Queue, sms.NewLogProvider(log), log, sms.Config{})
	a.SMS.Register(a.Jobs)
	a.Jobs.LimitPerOrganization(jobs.FamilySMS, cfg.SMSOrgConcurrency)
	a.Telephony = telephony.NewLogProvider(log)
}
