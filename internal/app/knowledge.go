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
// sweep looks for stale documents; EMBEDDINGS_URL (unset: full-text only),
// EMBEDDINGS_API_KEY and EMBEDDINGS_MODEL (default text-embedding-3-small)
// configure an OpenAI-compatible embeddings endpoint.
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
		kcfg := knowledge.Config{MaxUpload: a.Config.MaxUploadBytes, SyncInterval: interval}
		if u := os.Getenv("EMBEDDINGS_URL"); u != "" {
			model := os.Getenv("EMBEDDINGS_MODEL")
			if model == "" {
				model = "text-embedding-3-small"
			}
			kcfg.Embedder = knowledge.NewOpenAIEmbedder(a.Egress, u, os.Getenv("EMBEDDINGS_API_KEY"), model)
		}
		a.Knowledge = knowledge.NewService(a.DB, a.Queue, a.Egress, kcfg)
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
