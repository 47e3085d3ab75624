package app

import (
	"os"
	"time"

	"voiceagent/internal/knowledge"
	v1 "voiceagent/rest/v1"
)

// Knowledge configuration read here (documented in docs/knowledge.md):
// KNOWLEDGE_SYNC_INTERVAL (default 24h): age after which a web document is
// fetched again; KNOWLEDGE_SYNC_CRON (default "@every 15m"): how often the
// sweep looks for stale documents.
func init() {
	registerWiring("knowledge", 30, func(a *App) error {
		interval := 24 * time.Hour
		if v := os.Getenv("KNOWLEDGE_SYNC_INTERVAL"); v != "" {
			d, err := time.ParseDuration(v)
			if err != nil || d < time.Minute {
				return errInvalidVar("KNOWLEDGE_SYNC_INTERVAL", v)
			}
			interval = d
		}
		cron := os.Getenv("KNOWLEDGE_SYNC_CRON")
		if cron == "" {
			cron = "@every 15m"
		}
		a.Knowledge = knowledge.NewService(a.DB, a.Queue, a.Egress, knowledge.Config{
			MaxUpload: a.Config.MaxUploadBytes, SyncInterval: interval,
		})
		a.Knowledge.Register(a.Jobs, cron)
		h := &v1.KnowledgeHandler{Knowledge: a.Knowledge, MaxUpload: a.Config.MaxUploadBytes}
		a.API.Mount(h.Routes)
		return nil
	})
}

type invalidVar struct{ name, value string }

func (e invalidVar) Error() string {
	return e.name + "=" + e.value + " is not a valid duration of at least 1m"
}

func errInvalidVar(name, value string) error { return invalidVar{name, value} }
