package v1

import (
	"errors"
	"io"
	"mime"
	"net/http"

	"github.com/go-chi/chi/v5"

	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
)

// KnowledgeHandler serves the knowledge endpoints of the API Channel.
type KnowledgeHandler struct {
	Knowledge *knowledge.Service
	MaxUpload int64
	// Uploads admits PDF uploads (UPLOAD_CONCURRENCY at once, the others
	// waiting their turn); the backoffice door shares it.
	Uploads *httpx.UploadGate
}

// Routes adds the knowledge routes (relative to /v1).
func (h *KnowledgeHandler) Routes(r chi.Router) {
	r.Get("/knowledge-bases", h.list)
	r.Post("/knowledge-bases", h.create)
	r.Post("/knowledge-bases/{id}/documents", h.createManual)
	r.Post("/knowledge-bases/{id}/documents/url", h.createURL)
	r.Post("/knowledge-bases/{id}/documents/pdf", h.createPDF)
}

func (h *KnowledgeHandler) list(w http.ResponseWriter, r *http.Request) {
	p, err := page.ParseOffset(r.URL.Query(), 50, 200)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	list, total, err := h.Knowledge.ListBases(r.Context(), p.Limit, p.Offset)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusOK, page.Offset(list, total, p.Limit, p.Offset))
}

type createBaseBody struct {
	Name        *string `json:"name"`
	Instruction *string `json:"instruction"`
	Description *string `json:"description"`
	Language    *string `json:"language"`
}

func (h *KnowledgeHandler) create(w http.ResponseWriter, r *http.Request) {
	var b createBaseBody
	if err := httpx.Decode(r, &b); err != nil {
		httpx.Error(w, r, err)
		return
	}
	kb, err := h.Knowledge.CreateBase(r.Context(), knowledge.BaseInput{Name: b.Name, Instruction: b.Instruction, Description: b.Description, Language: b.Language})
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, kb)
}

type manualBody struct {
	Name    string `json:"name"`
	Content string `json:"content"`
}

func (h *KnowledgeHandler) createManual(w http.ResponseWriter, r *http.Request) {
	var b manualBody
	if err := httpx.Decode(r, &b); err != nil {
		httpx.Error(w, r, err)
		return
	}
	d, err := h.Knowledge.CreateManual(r.Context(), ids.PathID(chi.URLParam(r, "id")), b.Name, b.Content)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, d)
}

type urlBody struct {
	Name string `json:"name"`
	URL  string `json:"url"`
}

func (h *KnowledgeHandler) createURL(w http.ResponseWriter, r *http.Request) {
	var b urlBody
	if err := httpx.Decode(r, &b); err != nil {
		httpx.Error(w, r, err)
		return
	}
	d, err := h.Knowledge.CreateURL(r.Context(), ids.PathID(chi.URLParam(r, "id")), b.Name, b.URL)
	if err != nil {
		httpx.Error(w, r, err)
		return
	}
	httpx.JSON(w, http.StatusCreated, d)
}

// createPDF reads the multipart field "file" as it arrives and hands it to
// the service, which spools it to disk: an upload is never held whole in
// memory. A body that is not multipart/form-data is 415; a body over the
// upload limit is 413; a file that is not a PDF, or whose name is not UTF-8,
// is 400 naming the field. An upload over the cap waits for its turn; one
// that waited UPLOAD_QUEUE_TIMEOUT in vain is 503 with Retry-After (see
// httpx.UploadGate).
func (h *KnowledgeHandler) createPDF(w http.ResponseWriter, r *http.Request) {
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if mt != "multipart/form-data" {
		httpx.Error(w, r, apperr.New(apperr.Unsupported, "send the PDF as multipart/form-data with the field file"))
		return
	}
	release, ok := h.Uploads.Admit(w, r)
	if !ok {
		return
	}
	defer release()
	mr, err := r.MultipartReader()
	if err != nil {
		httpx.Error(w, r, apperr.Invalidf("the multipart body could not be read: %v", err))
		return
	}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			httpx.Error(w, r, apperr.Field("file", "is required (multipart field file)"))
			return
		}
		if err != nil {
			httpx.Error(w, r, bodyErr(err))
			return
		}
		if part.FormName() != "file" {
			continue
		}
		d, err := h.Knowledge.CreatePDF(r.Context(), ids.PathID(chi.URLParam(r, "id")), part.FileName(), bodyReader{part})
		if err != nil {
			httpx.Error(w, r, err)
			return
		}
		httpx.JSON(w, http.StatusCreated, d)
		return
	}
}

// bodyReader turns a read error of the request body into the application
// error the client should see (413 over the limit, else 400).
type bodyReader struct{ r io.Reader }

func (b bodyReader) Read(p []byte) (int, error) {
	n, err := b.r.Read(p)
	if err != nil && err != io.EOF {
		err = bodyErr(err)
	}
	return n, err
}

func bodyErr(err error) error {
	var maxErr *http.MaxBytesError
	if errors.As(err, &maxErr) {
		return apperr.New(apperr.TooLarge, "the upload is larger than %d bytes", maxErr.Limit)
	}
	return apperr.Invalidf("the multipart body could not be read: %v", err)
}
