package internal

import (
	"mime"
	"net/http"
	"strconv"
	"strings"

	"github.com/go-chi/chi/v5"

	"voiceagent/graph/model"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ids"
	v1 "voiceagent/rest/v1"
)

func (a *API) knowledgeRoutes(r chi.Router) {
	// The upload is the API Channel's own handler: one streaming path for
	// both doors (the body limit of upload paths and the upload gate apply
	// to both).
	upload := &v1.KnowledgeHandler{Knowledge: a.Resolver.Knowledge, Uploads: a.Uploads}

	r.Get("/knowledge-bases", a.listKnowledgeBases)
	r.Post("/knowledge-bases", a.createKnowledgeBase)
	r.Get("/knowledge-bases/{id}", a.getKnowledgeBase)
	r.Patch("/knowledge-bases/{id}", a.updateKnowledgeBase)
	r.Delete("/knowledge-bases/{id}", a.deleteKnowledgeBase)
	r.Get("/knowledge-bases/{id}/documents", a.listKnowledgeDocuments)
	r.Post("/knowledge-bases/{id}/documents/manual", a.createManualDocument)
	r.Patch("/knowledge-bases/{id}/documents/{document_id}", a.updateManualDocument)
	r.Delete("/knowledge-bases/{id}/documents/{document_id}", a.deleteKnowledgeDocument)
	r.Post("/knowledge-bases/{id}/documents/pdf", upload.UploadPDF)
	r.Post("/knowledge-bases/{id}/documents/url", a.importURLDocument)
	r.Post("/knowledge-bases/{id}/documents/crawl", a.crawlURL)
	r.Get("/knowledge-bases/{id}/documents/{document_id}/file", a.downloadKnowledgeFile)
	r.Post("/knowledge-bases/{id}/documents/{document_id}/reindex", a.reindexKnowledgeDocument)
	r.Get("/knowledge-bases/{id}/sync-sources", a.knowledgeSyncSources)
	r.Post("/knowledge-bases/{id}/retrieve", a.knowledgeBaseRetrieve)

	r.Get("/agents/{agent_id}/knowledge-bases", a.agentKnowledgeBases)
	r.Put("/agents/{agent_id}/knowledge-bases", a.setAgentKnowledgeBases)
	r.Get("/agents/{agent_id}/knowledge-runtime", a.agentKnowledgeRuntime)
	r.Post("/agents/{agent_id}/knowledge-retrieve", a.agentKnowledgeRetrieve)
}

// list answers a slice resolver's result as {"items": [...]}.
type list[T any] struct {
	Items []*T `json:"items"`
}

func renderList[T any](w http.ResponseWriter, r *http.Request, items []*T, err error) {
	if items == nil {
		items = []*T{}
	}
	render(w, r, http.StatusOK, &list[T]{Items: items}, err)
}

// noContent answers 204 to a successful delete.
func noContent(w http.ResponseWriter, r *http.Request, err error) {
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// GET /api/v1/knowledge-bases?limit&offset (graph: Query.knowledgeBases)
func (a *API) listKnowledgeBases(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().KnowledgeBases(r.Context(), limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/knowledge-bases {name, instruction?, description?, language?} (graph: Mutation.createKnowledgeBase)
func (a *API) createKnowledgeBase(w http.ResponseWriter, r *http.Request) {
	var in knowledge.BaseInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().CreateKnowledgeBase(r.Context(), in)
	render(w, r, http.StatusCreated, out, err)
}

// GET /api/v1/knowledge-bases/{id} (graph: Query.knowledgeBase)
func (a *API) getKnowledgeBase(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().KnowledgeBase(r.Context(), chi.URLParam(r, "id"))
	render(w, r, http.StatusOK, out, err)
}

// PATCH /api/v1/knowledge-bases/{id} {name?, instruction?, description?, language?} (graph: Mutation.updateKnowledgeBase)
func (a *API) updateKnowledgeBase(w http.ResponseWriter, r *http.Request) {
	var in knowledge.BaseInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().UpdateKnowledgeBase(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusOK, out, err)
}

// DELETE /api/v1/knowledge-bases/{id} -> 204 (graph: Mutation.deleteKnowledgeBase)
func (a *API) deleteKnowledgeBase(w http.ResponseWriter, r *http.Request) {
	_, err := a.Resolver.Mutation().DeleteKnowledgeBase(r.Context(), chi.URLParam(r, "id"))
	noContent(w, r, err)
}

// GET /api/v1/knowledge-bases/{id}/documents?status&limit&offset (graph: Query.knowledgeDocuments)
func (a *API) listKnowledgeDocuments(w http.ResponseWriter, r *http.Request) {
	limit, offset, err := window(r)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().KnowledgeDocuments(r.Context(), chi.URLParam(r, "id"), strParam(r, "status"), limit, offset)
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/knowledge-bases/{id}/documents/manual {name, content} (graph: Mutation.createManualDocument)
func (a *API) createManualDocument(w http.ResponseWriter, r *http.Request) {
	var body model.CreateManualDocumentInput
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().CreateManualDocument(r.Context(), chi.URLParam(r, "id"), body)
	render(w, r, http.StatusCreated, out, err)
}

// PATCH /api/v1/knowledge-bases/{id}/documents/{document_id} {name?, content?} (graph: Mutation.updateManualDocument)
func (a *API) updateManualDocument(w http.ResponseWriter, r *http.Request) {
	var body model.UpdateManualDocumentInput
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().UpdateManualDocument(r.Context(), chi.URLParam(r, "id"), chi.URLParam(r, "document_id"), body)
	render(w, r, http.StatusOK, out, err)
}

// DELETE /api/v1/knowledge-bases/{id}/documents/{document_id} -> 204 (graph: Mutation.deleteKnowledgeDocument)
func (a *API) deleteKnowledgeDocument(w http.ResponseWriter, r *http.Request) {
	_, err := a.Resolver.Mutation().DeleteKnowledgeDocument(r.Context(), chi.URLParam(r, "id"), chi.URLParam(r, "document_id"))
	noContent(w, r, err)
}

// POST /api/v1/knowledge-bases/{id}/documents/url {name?, url} (graph: Mutation.importUrlDocument)
func (a *API) importURLDocument(w http.ResponseWriter, r *http.Request) {
	var body model.ImportURLDocumentInput
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().ImportURLDocument(r.Context(), chi.URLParam(r, "id"), body)
	render(w, r, http.StatusCreated, out, err)
}

// POST /api/v1/knowledge-bases/{id}/documents/crawl {name?, url, max_depth?, max_pages?} (graph: Mutation.crawlUrl)
func (a *API) crawlURL(w http.ResponseWriter, r *http.Request) {
	var in knowledge.CrawlInput
	if err := httpx.DecodeObject(r, &in); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Mutation().CrawlURL(r.Context(), chi.URLParam(r, "id"), in)
	render(w, r, http.StatusCreated, out, err)
}

// GET /api/v1/knowledge-bases/{id}/documents/{document_id}/file: the uploaded
// PDF as application/pdf, as an attachment under its file name (REST only).
func (a *API) downloadKnowledgeFile(w http.ResponseWriter, r *http.Request) {
	f, err := a.Resolver.Knowledge.DownloadFile(r.Context(), ids.PathID(chi.URLParam(r, "id")), ids.PathID(chi.URLParam(r, "document_id")))
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	name := f.Filename
	if !strings.HasSuffix(strings.ToLower(name), ".pdf") {
		name += ".pdf"
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": name}))
	w.Header().Set("Content-Length", strconv.Itoa(len(f.Data)))
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(f.Data)
}

// POST /api/v1/knowledge-bases/{id}/documents/{document_id}/reindex (graph: Mutation.reindexKnowledgeDocument)
func (a *API) reindexKnowledgeDocument(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Mutation().ReindexKnowledgeDocument(r.Context(), chi.URLParam(r, "id"), chi.URLParam(r, "document_id"))
	render(w, r, http.StatusAccepted, out, err)
}

// GET /api/v1/knowledge-bases/{id}/sync-sources -> {items} (graph: Query.knowledgeSyncSources)
func (a *API) knowledgeSyncSources(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().KnowledgeSyncSources(r.Context(), chi.URLParam(r, "id"))
	renderList(w, r, out, err)
}

// GET /api/v1/agents/{agent_id}/knowledge-bases -> {items} (graph: Query.agentKnowledgeBases)
func (a *API) agentKnowledgeBases(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().AgentKnowledgeBases(r.Context(), chi.URLParam(r, "agent_id"))
	renderList(w, r, out, err)
}

// PUT /api/v1/agents/{agent_id}/knowledge-bases {knowledge_base_ids} -> {items} (graph: Mutation.setAgentKnowledgeBases)
func (a *API) setAgentKnowledgeBases(w http.ResponseWriter, r *http.Request) {
	var body struct {
		KnowledgeBaseIDs *[]string `json:"knowledge_base_ids"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	if body.KnowledgeBaseIDs == nil {
		httpx.Error(w, r, apperr.Field("knowledge_base_ids", "is required (an array of ids; [] removes every base)"))
		return
	}
	out, err := a.Resolver.Mutation().SetAgentKnowledgeBases(r.Context(), chi.URLParam(r, "agent_id"), *body.KnowledgeBaseIDs)
	renderList(w, r, out, err)
}

// GET /api/v1/agents/{agent_id}/knowledge-runtime (graph: Query.agentKnowledgeRuntime)
func (a *API) agentKnowledgeRuntime(w http.ResponseWriter, r *http.Request) {
	out, err := a.Resolver.Query().AgentKnowledgeRuntime(r.Context(), chi.URLParam(r, "agent_id"))
	render(w, r, http.StatusOK, out, err)
}

// POST /api/v1/agents/{agent_id}/knowledge-retrieve {query, limit?} -> {items} (graph: Query.agentKnowledgeRetrieve)
func (a *API) agentKnowledgeRetrieve(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Query string `json:"query"`
		Limit *int   `json:"limit"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().AgentKnowledgeRetrieve(r.Context(), chi.URLParam(r, "agent_id"), body.Query, body.Limit)
	renderList(w, r, out, err)
}

// POST /api/v1/knowledge-bases/{id}/retrieve {query, limit?} -> {items} (graph: Query.knowledgeBaseRetrieve)
func (a *API) knowledgeBaseRetrieve(w http.ResponseWriter, r *http.Request) {
	var body struct {
		Query string `json:"query"`
		Limit *int   `json:"limit"`
	}
	if err := httpx.DecodeObject(r, &body); err != nil {
		httpx.Error(w, r, err)
		return
	}
	out, err := a.Resolver.Query().KnowledgeBaseRetrieve(r.Context(), chi.URLParam(r, "id"), body.Query, body.Limit)
	renderList(w, r, out, err)
}
