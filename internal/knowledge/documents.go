package knowledge

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/knowledge/extract"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Document is one source of a knowledge base and its indexing state.
type Document struct {
	ID              uuid.UUID  `json:"id"`
	KnowledgeBaseID uuid.UUID  `json:"knowledge_base_id"`
	Name            string     `json:"name"`
	Source          string     `json:"source"`
	SourceURL       *string    `json:"source_url"`
	Status          string     `json:"status"`
	Error           *string    `json:"error"`
	Title           string     `json:"title"`
	Language        string     `json:"language"`
	SizeBytes       int64      `json:"size_bytes"`
	CharacterCount  int64      `json:"character_count"`
	PageCount       int        `json:"page_count"`
	ChunkCount      int        `json:"chunk_count"`
	SyncEnabled     bool       `json:"sync_enabled"`
	LastSyncedAt    *time.Time `json:"last_synced_at"`
	IndexedAt       *time.Time `json:"indexed_at"`
	CreatedAt       time.Time  `json:"created_at"`
	UpdatedAt       time.Time  `json:"updated_at"`
}

const docCols = `id, knowledge_base_id, name, source, source_url, status, error, title, language, size_bytes, char_count,
  page_count, chunk_count, sync_enabled, last_synced_at, indexed_at, created_at, updated_at`

func scanDoc(row pgx.Row) (Document, error) {
	var d Document
	err := row.Scan(&d.ID, &d.KnowledgeBaseID, &d.Name, &d.Source, &d.SourceURL, &d.Status, &d.Error, &d.Title, &d.Language,
		&d.SizeBytes, &d.CharacterCount, &d.PageCount, &d.ChunkCount, &d.SyncEnabled, &d.LastSyncedAt, &d.IndexedAt, &d.CreatedAt, &d.UpdatedAt)
	return d, err
}

func (s *Service) getDoc(ctx context.Context, orgID, baseID, id uuid.UUID) (Document, error) {
	d, err := scanDoc(s.pool.QueryRow(ctx, `SELECT `+docCols+` FROM knowledge_documents WHERE organization_id = $1 AND knowledge_base_id = $2 AND id = $3`, orgID, baseID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return Document{}, apperr.NotFoundf("Document not found")
	}
	return d, db.Wrap("get document", err)
}

// GetDocument returns one document. Errors: NotFound, Forbidden.
func (s *Service) GetDocument(ctx context.Context, baseID, id uuid.UUID) (Document, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return Document{}, err
	}
	return s.getDoc(ctx, orgID, baseID, id)
}

// ListDocuments lists a base's documents, oldest first. Errors: NotFound
// (base), Forbidden.
func (s *Service) ListDocuments(ctx context.Context, baseID uuid.UUID, limit, offset int) ([]Document, int64, error) {
	return s.ListDocumentsByStatus(ctx, baseID, "", limit, offset)
}

// ListDocumentsByStatus lists a base's documents of one indexing status
// (every status when empty), oldest first. Errors: Invalid (status),
// NotFound (base), Forbidden.
func (s *Service) ListDocumentsByStatus(ctx context.Context, baseID uuid.UUID, status string, limit, offset int) ([]Document, int64, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return nil, 0, err
	}
	switch status {
	case "", StatusPending, StatusProcessing, StatusReady, StatusFailed:
	default:
		return nil, 0, apperr.Field("status", "must be pending, processing, ready or failed")
	}
	if err := s.baseExists(ctx, s.pool, orgID, baseID); err != nil {
		return nil, 0, err
	}
	const where = ` FROM knowledge_documents WHERE organization_id = $1 AND knowledge_base_id = $2 AND ($3 = '' OR status = $3)`
	var total int64
	if err := s.pool.QueryRow(ctx, `SELECT count(*)`+where, orgID, baseID, status).Scan(&total); err != nil {
		return nil, 0, db.Wrap("count documents", err)
	}
	rows, err := s.pool.Query(ctx, `SELECT `+docCols+where+`
	  ORDER BY created_at, id LIMIT $4 OFFSET $5`, orgID, baseID, status, limit, offset)
	if err != nil {
		return nil, 0, db.Wrap("list documents", err)
	}
	defer rows.Close()
	out := []Document{}
	for rows.Next() {
		d, err := scanDoc(rows)
		if err != nil {
			return nil, 0, db.Wrap("list documents", err)
		}
		out = append(out, d)
	}
	return out, total, db.Wrap("list documents", rows.Err())
}

// MaxManualChars bounds a manual document's content.
const MaxManualChars = 2_000_000

func docName(name, fallback string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		name = strings.TrimSpace(fallback)
	}
	if name == "" {
		return "", apperr.Field("name", "is required")
	}
	if utf8.RuneCountInString(name) > 300 {
		return "", apperr.Field("name", "must be at most 300 characters")
	}
	return name, nil
}

type newDoc struct {
	name, source, sourceURL, content string
	sizeBytes                        int64
	file                             *os.File // spooled upload, streamed into a large object
	filename                         string
	sync                             bool
	crawlDepth, crawlMaxPages        int
}

// insert writes the document (and its file) in one transaction, then
// enqueues its indexing; if the queue refuses, the document is removed again
// so nothing is left half-created.
func (s *Service) insert(ctx context.Context, orgID, baseID uuid.UUID, n newDoc) (Document, error) {
	id := ids.New()
	_, err := db.InTx(ctx, s.pool, "create document", func(tx pgx.Tx) (struct{}, error) {
		if err := s.baseExists(ctx, tx, orgID, baseID); err != nil {
			return struct{}{}, err
		}
		var srcURL *string
		if n.sourceURL != "" {
			srcURL = &n.sourceURL
		}
		var root *uuid.UUID
		if n.source == SourceCrawl {
			root = &id
		}
		_, err := tx.Exec(ctx, `INSERT INTO knowledge_documents (id, organization_id, knowledge_base_id, name, source, source_url, content,
		  size_bytes, char_count, sync_enabled, crawl_root_id, crawl_depth, crawl_max_pages)
		  VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
			id, orgID, baseID, n.name, n.source, srcURL, n.content, n.sizeBytes, int64(utf8.RuneCountInString(n.content)), n.sync, root, n.crawlDepth, n.crawlMaxPages)
		if err != nil {
			return struct{}{}, err
		}
		if n.file != nil {
			oid, err := storeObject(ctx, tx, n.file)
			if err != nil {
				return struct{}{}, err
			}
			if _, err := tx.Exec(ctx, `INSERT INTO knowledge_files (document_id, organization_id, filename, data_oid) VALUES ($1,$2,$3,$4)`, id, orgID, n.filename, oid); err != nil {
				return struct{}{}, err
			}
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "knowledge_document.created", TargetType: "knowledge_document",
			TargetID: id.String(), After: docRecord{KnowledgeBaseID: baseID, Name: n.name, Source: n.source, SourceURL: srcURL, SizeBytes: n.sizeBytes}})
	})
	if err != nil {
		return Document{}, err
	}
	if err := s.enqueueIndex(ctx, orgID, id, false); err != nil {
		_, _ = s.pool.Exec(context.WithoutCancel(ctx), `DELETE FROM knowledge_documents WHERE organization_id = $1 AND id = $2`, orgID, id)
		return Document{}, err
	}
	return s.getDoc(ctx, orgID, baseID, id)
}

// storeObject copies r into a new large object of tx, a buffer at a time.
func storeObject(ctx context.Context, tx pgx.Tx, r io.Reader) (uint32, error) {
	los := tx.LargeObjects()
	oid, err := los.Create(ctx, 0)
	if err != nil {
		return 0, err
	}
	obj, err := los.Open(ctx, oid, pgx.LargeObjectModeWrite)
	if err != nil {
		return 0, err
	}
	if _, err := io.CopyBuffer(obj, r, make([]byte, 256<<10)); err != nil {
		return 0, err
	}
	return oid, obj.Close()
}

// CreateManual adds a document from text (blank lines separate paragraphs,
// lines starting with '#' are headings). Errors: Invalid (name, content),
// NotFound (base), Forbidden, Unavailable (queue).
func (s *Service) CreateManual(ctx context.Context, baseID uuid.UUID, name, content string) (Document, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return Document{}, err
	}
	if name, err = docName(name, ""); err != nil {
		return Document{}, err
	}
	if err := validContent(content); err != nil {
		return Document{}, err
	}
	return s.insert(ctx, orgID, baseID, newDoc{name: name, source: SourceManual, content: content, sizeBytes: int64(len(content))})
}

func validContent(content string) error {
	if strings.TrimSpace(content) == "" {
		return apperr.Field("content", "is required and must contain text")
	}
	if !utf8.ValidString(content) || strings.ContainsRune(content, 0) {
		return apperr.Field("content", "must be valid UTF-8 text")
	}
	if utf8.RuneCountInString(content) > MaxManualChars {
		return apperr.Field("content", "must be at most 2000000 characters")
	}
	return nil
}

// CreateURL imports a public web page; the page is fetched and refreshed on
// the sync schedule. Errors: Invalid (name, url: not http(s), or not a
// public address), NotFound (base), Forbidden, Unavailable.
func (s *Service) CreateURL(ctx context.Context, baseID uuid.UUID, name, rawURL string) (Document, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return Document{}, err
	}
	u, err := s.guard.CheckURL(ctx, "url", rawURL, "http", "https")
	if err != nil {
		return Document{}, err
	}
	if name, err = docName(name, u.String()); err != nil {
		return Document{}, err
	}
	return s.insert(ctx, orgID, baseID, newDoc{name: name, source: SourceURL, sourceURL: u.String(), sync: true})
}

// CrawlInput starts a same-site crawl.
type CrawlInput struct {
	Name     string `json:"name"`
	URL      string `json:"url"`
	MaxDepth int    `json:"max_depth"` // links followed from the start page (default 1, at most 3)
	MaxPages int    `json:"max_pages"` // pages in all, start included (default 20, at most 200)
}

// CreateCrawl imports the start page and, as each page is indexed, the
// pages it links to on the same host, up to MaxDepth links away and MaxPages
// pages. Every page becomes a document of source crawl. Errors: Invalid,
// NotFound (base), Forbidden, Unavailable.
func (s *Service) CreateCrawl(ctx context.Context, baseID uuid.UUID, in CrawlInput) (Document, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return Document{}, err
	}
	u, err := s.guard.CheckURL(ctx, "url", in.URL, "http", "https")
	if err != nil {
		return Document{}, err
	}
	name, err := docName(in.Name, u.String())
	if err != nil {
		return Document{}, err
	}
	if in.MaxDepth == 0 {
		in.MaxDepth = 1
	}
	if in.MaxPages == 0 {
		in.MaxPages = 20
	}
	if in.MaxDepth < 0 || in.MaxDepth > 3 {
		return Document{}, apperr.Field("max_depth", "must be between 0 and 3")
	}
	if in.MaxPages < 1 || in.MaxPages > 200 {
		return Document{}, apperr.Field("max_pages", "must be between 1 and 200")
	}
	u.Fragment = ""
	return s.insert(ctx, orgID, baseID, newDoc{name: name, source: SourceCrawl, sourceURL: u.String(), sync: true,
		crawlDepth: in.MaxDepth, crawlMaxPages: in.MaxPages})
}

// CreatePDF stores an uploaded PDF and indexes its text page by page. The
// upload is read from body as it arrives, spooled to a temporary file and
// streamed into the database, so it is never held whole in memory; an error
// of body that is an *apperr.Error (e.g. the request's size limit) is
// returned as it is. Errors: Invalid (file empty, not a PDF, or a file name
// that is not UTF-8 text), TooLarge, NotFound (base), Forbidden,
// Unavailable. An encrypted or image-only PDF is accepted and its document
// ends failed with the reason.
func (s *Service) CreatePDF(ctx context.Context, baseID uuid.UUID, filename string, body io.Reader) (Document, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return Document{}, err
	}
	if !utf8.ValidString(filename) || strings.ContainsRune(filename, 0) {
		return Document{}, apperr.Field("file", "the file name must be UTF-8 text without NUL characters")
	}
	filename = strings.TrimSpace(filename)
	if filename == "" {
		filename = "document.pdf"
	}
	name, err := docName(filename, "")
	if err != nil {
		return Document{}, apperr.Field("file", "name must be at most 300 characters")
	}
	f, size, err := s.spool(body)
	if err != nil {
		return Document{}, err
	}
	defer func() {
		_ = f.Close()
		_ = os.Remove(f.Name())
	}()
	return s.insert(ctx, orgID, baseID, newDoc{name: name, source: SourcePDF, file: f, filename: filename, sizeBytes: size})
}

// spool copies an upload to a temporary file, checking its size and PDF
// signature, and returns the file rewound.
func (s *Service) spool(body io.Reader) (*os.File, int64, error) {
	f, err := os.CreateTemp("", "voiceagent-upload-*.pdf")
	if err != nil {
		return nil, 0, fmt.Errorf("spool upload: %w", err)
	}
	fail := func(e error) (*os.File, int64, error) {
		_ = f.Close()
		_ = os.Remove(f.Name())
		return nil, 0, e
	}
	n, err := io.Copy(f, io.LimitReader(body, s.cfg.MaxUpload+1))
	if err != nil {
		var ae *apperr.Error
		if errors.As(err, &ae) {
			return fail(ae)
		}
		return fail(apperr.Field("file", "the upload could not be read: "+err.Error()))
	}
	if n == 0 {
		return fail(apperr.Field("file", "is empty"))
	}
	if n > s.cfg.MaxUpload {
		return fail(apperr.New(apperr.TooLarge, "file is larger than %d bytes", s.cfg.MaxUpload))
	}
	head := make([]byte, min(n, 1024))
	if _, err := f.ReadAt(head, 0); err != nil {
		return fail(fmt.Errorf("spool upload: %w", err))
	}
	if !extract.IsPDF(head) {
		return fail(apperr.Field("file", "is not a PDF (it does not start with %PDF-)"))
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return fail(fmt.Errorf("spool upload: %w", err))
	}
	return f, n, nil
}

// ReindexDocument queues the document for indexing again (a web page is
// fetched again). Errors: NotFound, Forbidden, Unavailable.
func (s *Service) ReindexDocument(ctx context.Context, baseID, id uuid.UUID) (Document, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return Document{}, err
	}
	if _, err := s.getDoc(ctx, orgID, baseID, id); err != nil {
		return Document{}, err
	}
	if _, err := s.pool.Exec(ctx, `UPDATE knowledge_documents SET status = 'pending', error = NULL, content_hash = '', updated_at = now() WHERE organization_id = $1 AND id = $2`, orgID, id); err != nil {
		return Document{}, db.Wrap("reindex document", err)
	}
	if err := s.enqueueIndex(ctx, orgID, id, false); err != nil {
		return Document{}, err
	}
	return s.getDoc(ctx, orgID, baseID, id)
}

// ReindexBase queues every document of a base and returns how many.
// Errors: NotFound, Forbidden, Unavailable.
func (s *Service) ReindexBase(ctx context.Context, baseID uuid.UUID) (int, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return 0, err
	}
	if err := s.baseExists(ctx, s.pool, orgID, baseID); err != nil {
		return 0, err
	}
	rows, err := s.pool.Query(ctx, `UPDATE knowledge_documents SET status = 'pending', error = NULL, content_hash = '', updated_at = now()
	  WHERE organization_id = $1 AND knowledge_base_id = $2 RETURNING id`, orgID, baseID)
	if err != nil {
		return 0, db.Wrap("reindex base", err)
	}
	docIDs, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	if err != nil {
		return 0, db.Wrap("reindex base", err)
	}
	for _, id := range docIDs {
		if err := s.enqueueIndex(ctx, orgID, id, false); err != nil {
			return 0, err
		}
	}
	return len(docIDs), nil
}

// File is a stored upload.
type File struct {
	Filename    string
	ContentType string
	Data        []byte
}

// DownloadFile returns the uploaded PDF of a document. Errors: NotFound
// (document, or a document without a file), Forbidden.
func (s *Service) DownloadFile(ctx context.Context, baseID, id uuid.UUID) (File, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return File{}, err
	}
	var f File
	err = s.pool.QueryRow(ctx, `SELECT f.filename, f.content_type, COALESCE(f.data, lo_get(f.data_oid)) FROM knowledge_files f
	  JOIN knowledge_documents d ON d.id = f.document_id AND d.organization_id = f.organization_id
	  WHERE f.organization_id = $1 AND d.knowledge_base_id = $2 AND f.document_id = $3`, orgID, baseID, id).Scan(&f.Filename, &f.ContentType, &f.Data)
	if errors.Is(err, pgx.ErrNoRows) {
		return File{}, apperr.NotFoundf("This document has no stored file")
	}
	return f, db.Wrap("download file", err)
}

// SyncSource is a web document refreshed on the sync schedule.
type SyncSource struct {
	DocumentID   uuid.UUID  `json:"document_id"`
	Name         string     `json:"name"`
	Source       string     `json:"source"`
	URL          string     `json:"url"`
	Status       string     `json:"status"`
	LastSyncedAt *time.Time `json:"last_synced_at"`
	NextSyncAt   time.Time  `json:"next_sync_at"`
}

// SyncSources lists a base's synced web sources. Errors: NotFound, Forbidden.
func (s *Service) SyncSources(ctx context.Context, baseID uuid.UUID) ([]SyncSource, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return nil, err
	}
	if err := s.baseExists(ctx, s.pool, orgID, baseID); err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, `SELECT id, name, source, source_url, status, last_synced_at, COALESCE(last_synced_at, created_at)
	  FROM knowledge_documents WHERE organization_id = $1 AND knowledge_base_id = $2 AND sync_enabled ORDER BY created_at, id`, orgID, baseID)
	if err != nil {
		return nil, db.Wrap("list sync sources", err)
	}
	defer rows.Close()
	out := []SyncSource{}
	for rows.Next() {
		var x SyncSource
		var base time.Time
		if err := rows.Scan(&x.DocumentID, &x.Name, &x.Source, &x.URL, &x.Status, &x.LastSyncedAt, &base); err != nil {
			return nil, db.Wrap("list sync sources", err)
		}
		x.NextSyncAt = base.Add(s.cfg.SyncInterval)
		out = append(out, x)
	}
	return out, db.Wrap("list sync sources", rows.Err())
}
