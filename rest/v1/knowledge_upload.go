package v1

import "net/http"

// UploadPDF serves a PDF upload (multipart field file) to the knowledge base
// named by the {id} path parameter. The backoffice door mounts it too, so
// both doors take uploads through this one code path.
func (h *KnowledgeHandler) UploadPDF(w http.ResponseWriter, r *http.Request) { h.createPDF(w, r) }
