package app

import (
	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/jobs"
	v1 "voiceagent/rest/v1"
)

// The knowledge domain: bases, document ingestion and indexing on Asynq, the
// periodic sync sweep, and retrieval (full-text, reranked by embeddings when
// EMBEDDINGS_URL is set). Its variables are in config.Config and
// docs/knowledge.md.
func init() {
	registerWiring("knowledge", 30, func(a *App) error {
		c := a.Config
		kcfg := knowledge.Config{MaxUpload: c.MaxUploadBytes, SyncInterval: c.KnowledgeSyncInterval, Agents: a.Agents,
			PDFParsers: c.PDFParserConcurrency}
		if c.EmbeddingsURL != "" {
			kcfg.Embedder = knowledge.NewOpenAIEmbedder(a.Egress, c.EmbeddingsURL, c.EmbeddingsAPIKey, c.EmbeddingsModel)
		}
		a.Knowledge = knowledge.NewService(a.DB, a.Queue, a.Egress, kcfg)
		a.Knowledge.Register(a.Jobs, c.KnowledgeSyncCron)
		// Indexing has workers of its own, so a flood of documents never holds
		// the webhook workers, and one organization only its share of them.
		a.Jobs.AddPool(jobs.Pool{Name: "indexing", Concurrency: c.IndexingConcurrency, Queues: []string{jobs.QueueIndexing}})
		a.Jobs.LimitPerOrganization(jobs.FamilyIndexing, c.IndexingOrgConcurrency)
		h := &v1.KnowledgeHandler{Knowledge: a.Knowledge, MaxUpload: c.MaxUploadBytes, MaxConcurrentUploads: c.UploadConcurrency}
		a.API.Mount(h.Routes)
		return nil
	})
}
