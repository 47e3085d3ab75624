package knowledge

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"mime"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/knowledge/chunk"
	"voiceagent/internal/knowledge/extract"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/jobs"
)

// Task types.
const (
	TypeIndex = "knowledge:index" // fetch/parse/chunk one document
	TypeSync  = "knowledge:sync"  // periodic: queue stale web documents
)

// IndexPayload names the document to index. Sync marks a scheduled refresh:
// an unchanged page (same content hash) is then not indexed again.
type IndexPayload struct {
	OrganizationID uuid.UUID `json:"organization_id"`
	DocumentID     uuid.UUID `json:"document_id"`
	Sync           bool      `json:"sync,omitempty"`
}

// NewIndexTask builds the indexing task of a document (indexing queue, 5
// retries, 2 minutes), continuing ctx's trace.
func NewIndexTask(ctx context.Context, p IndexPayload) *asynq.Task {
	b, _ := json.Marshal(p)
	return jobs.NewTask(ctx, TypeIndex, b, asynq.Queue(jobs.QueueIndexing), asynq.MaxRetry(5), asynq.Timeout(2*time.Minute))
}

// NewSyncTask builds the periodic sync sweep (low queue).
func NewSyncTask() *asynq.Task {
	return asynq.NewTask(TypeSync, nil, asynq.Queue(jobs.QueueLow), asynq.MaxRetry(1), asynq.Timeout(time.Minute))
}

func (s *Service) enqueueIndex(ctx context.Context, orgID, docID uuid.UUID, sync bool) error {
	if _, err := s.queue.EnqueueContext(ctx, NewIndexTask(ctx, IndexPayload{OrganizationID: orgID, DocumentID: docID, Sync: sync})); err != nil {
		return apperr.Unavailablef(err, "The indexing queue is unavailable; retry shortly")
	}
	return nil
}

// Register adds the knowledge task handlers and the sync schedule.
func (s *Service) Register(r *jobs.Registry, syncEvery string) {
	// One organization's documents (e.g. a flood of hostile PDFs) may hold
	// only its share of the indexing workers.
	r.HandleFair(TypeIndex, jobs.FamilyIndexing, s.HandleIndex)
	r.Handle(TypeSync, s.HandleSync)
	r.Every(jobs.Periodic{Cronspec: syncEvery, Task: NewSyncTask()})
}

// failure is an indexing outcome a person must act on: the document ends
// failed with this message and the task is not retried.
type failure struct{ msg string }

func (f failure) Error() string { return f.msg }

func fail(format string, args ...any) error { return failure{fmt.Sprintf(format, args...)} }

type docRow struct {
	baseID                    uuid.UUID
	source, content, hash     string
	url                       *string
	baseLang                  string
	crawlRoot                 *uuid.UUID
	crawlDepth, crawlMaxPages int
}

// HandleIndex indexes one document: it extracts the text, splits it into
// chunks and replaces the document's chunks in one transaction. It is
// idempotent: running it twice leaves the same chunks. A deleted document is
// skipped; an undecodable payload is not retried.
func (s *Service) HandleIndex(ctx context.Context, t *asynq.Task) error {
	var p IndexPayload
	if err := json.Unmarshal(t.Payload(), &p); err != nil || p.DocumentID == uuid.Nil {
		return fmt.Errorf("knowledge:index payload: %v: %w", err, asynq.SkipRetry)
	}
	var d docRow
	err := s.pool.QueryRow(ctx, `SELECT d.knowledge_base_id, d.source, d.content, d.content_hash, d.source_url, b.language,
	  d.crawl_root_id, d.crawl_depth, d.crawl_max_pages
	  FROM knowledge_documents d JOIN knowledge_bases b ON b.id = d.knowledge_base_id AND b.organization_id = d.organization_id
	  WHERE d.organization_id = $1 AND d.id = $2`, p.OrganizationID, p.DocumentID).
		Scan(&d.baseID, &d.source, &d.content, &d.hash, &d.url, &d.baseLang, &d.crawlRoot, &d.crawlDepth, &d.crawlMaxPages)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil // deleted meanwhile
	}
	if err != nil {
		return db.Wrap("load document", err)
	}
	if !p.Sync {
		if _, err := s.pool.Exec(ctx, `UPDATE knowledge_documents SET status = 'processing', updated_at = now() WHERE organization_id = $1 AND id = $2`, p.OrganizationID, p.DocumentID); err != nil {
			return db.Wrap("mark processing", err)
		}
		s.notify(ctx, p.OrganizationID, d.baseID, p.DocumentID, "processing")
	}
	res, err := s.extract(ctx, p.OrganizationID, p.DocumentID, d)
	var f failure
	if errors.As(err, &f) {
		_, err := s.pool.Exec(ctx, `UPDATE knowledge_documents SET status = 'failed', error = $3, last_synced_at = CASE WHEN sync_enabled THEN now() END,
		  updated_at = now() WHERE organization_id = $1 AND id = $2`, p.OrganizationID, p.DocumentID, f.msg)
		if err == nil {
			s.notify(ctx, p.OrganizationID, d.baseID, p.DocumentID, "failed")
		}
		return db.Wrap("mark failed", err)
	}
	if err != nil {
		return err
	}
	sum := sha256.Sum256([]byte(res.text))
	hash := hex.EncodeToString(sum[:])
	if p.Sync && hash == d.hash {
		_, err := s.pool.Exec(ctx, `UPDATE knowledge_documents SET last_synced_at = now() WHERE organization_id = $1 AND id = $2`, p.OrganizationID, p.DocumentID)
		return db.Wrap("mark synced", err)
	}
	lang := d.baseLang
	if lang == "auto" {
		lang = DetectLanguage(res.text)
	}
	chunks := chunk.Split(res.blocks, chunk.Options{MaxChars: s.cfg.ChunkMaxChars})
	if err := s.storeChunks(ctx, p.OrganizationID, d.baseID, p.DocumentID, lang, res, hash, chunks); err != nil {
		return err
	}
	s.notify(ctx, p.OrganizationID, d.baseID, p.DocumentID, "ready")
	if d.crawlRoot != nil && d.crawlDepth > 0 {
		return s.followLinks(ctx, p.OrganizationID, d, res.links)
	}
	return nil
}

type extracted struct {
	title, text string
	blocks      []chunk.Block
	pages       int
	links       []string
	size        int64
}

func (s *Service) extract(ctx context.Context, orgID, docID uuid.UUID, d docRow) (extracted, error) {
	switch d.source {
	case SourceManual:
		blocks := chunk.FromText(d.content)
		if len(blocks) == 0 {
			return extracted{}, fail("The document has no text")
		}
		return extracted{blocks: blocks, text: d.content, size: int64(len(d.content))}, nil
	case SourcePDF:
		// Parser processes are capped per process: each may take up to its
		// address-space limit, and hostile files make them use it.
		select {
		case s.parsers <- struct{}{}:
		case <-ctx.Done():
			return extracted{}, ctx.Err()
		}
		defer func() { <-s.parsers }()
		var data []byte
		err := s.pool.QueryRow(ctx, `SELECT COALESCE(data, lo_get(data_oid)) FROM knowledge_files WHERE organization_id = $1 AND document_id = $2`, orgID, docID).Scan(&data)
		if errors.Is(err, pgx.ErrNoRows) {
			return extracted{}, fail("The uploaded file is missing; upload it again")
		}
		if err != nil {
			return extracted{}, db.Wrap("load file", err)
		}
		r, err := extract.PDFIsolated(ctx, data, 30*time.Second)
		switch {
		case errors.Is(err, extract.ErrEncrypted):
			return extracted{}, fail("The PDF is encrypted; upload a copy without a password")
		case errors.Is(err, extract.ErrNoText):
			return extracted{}, fail("The PDF has no text layer (scanned or image-only pages); upload a PDF with selectable text")
		case err != nil:
			return extracted{}, fail("The PDF could not be read: %v", err)
		}
		return extracted{blocks: r.Blocks, text: joinBlocks(r.Blocks), pages: r.Pages, size: int64(len(data))}, nil
	default: // url, crawl
		if d.url == nil {
			return extracted{}, fail("The document has no URL")
		}
		return s.fetch(ctx, *d.url)
	}
}

func joinBlocks(bs []chunk.Block) string {
	var b strings.Builder
	for _, x := range bs {
		b.WriteString(x.Heading)
		b.WriteByte('\n')
		b.WriteString(x.Text)
		b.WriteByte('\n')
	}
	return b.String()
}

// fetch downloads a page through the egress guard (every address and
// redirect checked, size and time capped) and extracts its main content.
func (s *Service) fetch(ctx context.Context, raw string) (extracted, error) {
	if _, err := s.guard.CheckURL(ctx, "url", raw, "http", "https"); err != nil {
		return extracted{}, fail("The URL is not allowed: %s", apperr.CodeOf(err))
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, raw, nil)
	if err != nil {
		return extracted{}, fail("The URL is invalid")
	}
	req.Header.Set("User-Agent", "voiceagent-knowledge/1.0")
	req.Header.Set("Accept", "text/html,application/xhtml+xml")
	resp, err := s.guard.Client(egress.Options{Timeout: s.cfg.FetchTimeout}).Do(req)
	if err != nil {
		if errors.Is(err, egress.ErrBlocked) {
			return extracted{}, fail("The page is not on a public address")
		}
		return extracted{}, fail("The page could not be fetched: %v", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return extracted{}, fail("The page answered HTTP %d", resp.StatusCode)
	}
	mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	if mt != "text/html" && mt != "application/xhtml+xml" {
		return extracted{}, fail("The page is not HTML (content type %q)", mt)
	}
	body, err := egress.ReadAll(resp.Body, s.cfg.MaxPageBytes)
	if err != nil {
		if errors.Is(err, egress.ErrTooLarge) {
			return extracted{}, fail("The page is larger than %d bytes", s.cfg.MaxPageBytes)
		}
		return extracted{}, fail("The page could not be read: %v", err)
	}
	pg, err := extract.HTML(body)
	if err != nil {
		return extracted{}, fail("The page has no readable text")
	}
	base := resp.Request.URL
	var links []string
	for _, l := range pg.Links {
		u, err := base.Parse(strings.TrimSpace(l))
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host != base.Host {
			continue
		}
		u.Fragment = ""
		links = append(links, u.String())
	}
	return extracted{title: pg.Title, blocks: pg.Blocks, text: pg.Title + "\n" + joinBlocks(pg.Blocks), links: links, size: int64(len(body))}, nil
}

func (s *Service) storeChunks(ctx context.Context, orgID, baseID, docID uuid.UUID, lang string, res extracted, hash string, chunks []chunk.Chunk) error {
	n := len(chunks)
	idsCol, pos, pages, heads, texts := make([]uuid.UUID, n), make([]int32, n), make([]*int32, n), make([]string, n), make([]string, n)
	var chars int64
	for i, c := range chunks {
		idsCol[i], pos[i], heads[i], texts[i] = ids.New(), int32(c.Position), c.Heading, c.Text
		if c.Page > 0 {
			p := int32(c.Page)
			pages[i] = &p
		}
		chars += int64(len([]rune(c.Text)))
	}
	title := res.title
	vecs, err := s.embedChunks(ctx, texts)
	if err != nil {
		s.cfg.Log.WarnContext(ctx, "knowledge embeddings failed; indexing full-text only", "document_id", docID, "error", err)
		vecs = nil
	}
	embs := make([][]float32, n)
	copy(embs, vecs)
	_, err = db.InTx(ctx, s.pool, "store chunks", func(tx pgx.Tx) (struct{}, error) {
		if _, err := tx.Exec(ctx, `DELETE FROM knowledge_chunks WHERE organization_id = $1 AND document_id = $2`, orgID, docID); err != nil {
			return struct{}{}, err
		}
		_, err := tx.Exec(ctx, `INSERT INTO knowledge_chunks (id, organization_id, knowledge_base_id, document_id, position, page, heading, content, config, tsv, embedding)
		  SELECT c.id, $1, $2, $3, c.pos, c.page, c.heading, c.content, $4::regconfig,
		    setweight(to_tsvector($4::regconfig, unaccent($5 || ' ' || c.heading)), 'A') || setweight(to_tsvector($4::regconfig, unaccent(c.content)), 'B'),
		    CASE WHEN $11::jsonb -> (c.ord - 1)::int = 'null'::jsonb THEN NULL ELSE ARRAY(SELECT jsonb_array_elements_text($11::jsonb -> (c.ord - 1)::int)::real) END
		  FROM unnest($6::uuid[], $7::int[], $8::int[], $9::text[], $10::text[]) WITH ORDINALITY AS c(id, pos, page, heading, content, ord)`,
			orgID, baseID, docID, lang, title, idsCol, pos, pages, heads, texts, embJSON(embs))
		if err != nil {
			return struct{}{}, err
		}
		tag, err := tx.Exec(ctx, `UPDATE knowledge_documents SET status = 'ready', error = NULL, title = $3, language = $4, content_hash = $5,
		  char_count = $6, page_count = $7, chunk_count = $8, size_bytes = CASE WHEN source IN ('url','crawl') THEN $9 ELSE size_bytes END,
		  indexed_at = now(), last_synced_at = CASE WHEN sync_enabled THEN now() END, updated_at = now()
		  WHERE organization_id = $1 AND id = $2`, orgID, docID, title, lang, hash, chars, res.pages, n, res.size)
		if err != nil {
			return struct{}{}, err
		}
		if tag.RowsAffected() == 0 {
			return struct{}{}, nil // deleted meanwhile; the chunk rows fail their foreign key first in practice
		}
		return struct{}{}, nil
	})
	return err
}

// followLinks adds the same-host links of a crawled page as crawl documents
// one level deeper, within the crawl's page limit; known URLs are skipped.
func (s *Service) followLinks(ctx context.Context, orgID uuid.UUID, d docRow, links []string) error {
	var count int
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM knowledge_documents WHERE organization_id = $1 AND crawl_root_id = $2`, orgID, *d.crawlRoot).Scan(&count); err != nil {
		return db.Wrap("count crawl pages", err)
	}
	seen := map[string]bool{}
	for _, l := range links {
		if count >= d.crawlMaxPages {
			break
		}
		if seen[l] || (d.url != nil && l == *d.url) {
			continue
		}
		seen[l] = true
		u, _ := url.Parse(l)
		name := u.Path
		if name == "" {
			name = "/"
		}
		id := ids.New()
		tag, err := s.pool.Exec(ctx, `INSERT INTO knowledge_documents (id, organization_id, knowledge_base_id, name, source, source_url,
		  sync_enabled, crawl_root_id, crawl_depth, crawl_max_pages) VALUES ($1,$2,$3,$4,'crawl',$5,true,$6,$7,$8)
		  ON CONFLICT (organization_id, crawl_root_id, source_url) WHERE crawl_root_id IS NOT NULL DO NOTHING`,
			id, orgID, d.baseID, name, l, *d.crawlRoot, d.crawlDepth-1, d.crawlMaxPages)
		if err != nil {
			return db.Wrap("add crawl page", err)
		}
		if tag.RowsAffected() == 1 {
			count++
			if err := s.enqueueIndex(ctx, orgID, id, false); err != nil {
				return err
			}
		}
	}
	return nil
}

// HandleSync queues a refresh of every web document not synced within the
// sync interval. Unchanged pages are then skipped by their content hash.
func (s *Service) HandleSync(ctx context.Context, _ *asynq.Task) error {
	rows, err := s.pool.Query(ctx, `SELECT organization_id, id FROM knowledge_documents
	  WHERE sync_enabled AND status IN ('ready', 'failed') AND COALESCE(last_synced_at, created_at) < now() - $1::interval
	  ORDER BY last_synced_at NULLS FIRST LIMIT 1000`, s.cfg.SyncInterval.String())
	if err != nil {
		return db.Wrap("find stale sources", err)
	}
	type ref struct{ org, id uuid.UUID }
	refs, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (ref, error) {
		var x ref
		return x, r.Scan(&x.org, &x.id)
	})
	if err != nil {
		return db.Wrap("find stale sources", err)
	}
	for _, x := range refs {
		if err := s.enqueueIndex(ctx, x.org, x.id, true); err != nil {
			return err
		}
	}
	if len(refs) > 0 {
		s.cfg.Log.InfoContext(ctx, "knowledge sync queued", "documents", len(refs))
	}
	return nil
}

var (
	ptWords = map[string]bool{"de": true, "que": true, "não": true, "uma": true, "para": true, "com": true, "os": true, "as": true, "do": true, "da": true, "em": true, "é": true, "são": true, "dos": true, "das": true, "no": true, "na": true, "pelo": true, "pela": true, "ou": true, "se": true, "ao": true, "você": true, "seu": true, "sua": true}
	enWords = map[string]bool{"the": true, "and": true, "of": true, "to": true, "is": true, "in": true, "that": true, "for": true, "with": true, "are": true, "on": true, "you": true, "your": true, "be": true, "this": true, "it": true, "or": true, "by": true, "we": true, "our": true, "an": true, "at": true}
)

// DetectLanguage returns the text-search configuration for text: portuguese
// or english by their most frequent words, or simple when neither shows.
func DetectLanguage(text string) string {
	pt, en := 0, 0
	for i, w := range strings.FieldsFunc(strings.ToLower(text), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if i > 20000 {
			break
		}
		if ptWords[w] {
			pt++
		}
		if enWords[w] {
			en++
		}
	}
	switch {
	case pt == 0 && en == 0:
		return "simple"
	case pt >= en:
		return "portuguese"
	default:
		return "english"
	}
}

// embJSON encodes the vectors (null for none) for the chunk insert.
func embJSON(v [][]float32) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// notify tells the notifier, if any, of a document's new indexing status (after
// it is written).
func (s *Service) notify(ctx context.Context, orgID, baseID, docID uuid.UUID, status string) {
	if s.cfg.Notifier != nil {
		s.cfg.Notifier.DocumentIndexing(ctx, orgID, baseID, docID, status)
	}
}
