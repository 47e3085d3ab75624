// Package knowledge holds an organization's knowledge bases: documents from
// manual text, web pages, crawls and PDFs; their indexing into chunks on the
// indexing queue; and ranked full-text retrieval with citations for agents.
package knowledge

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/egress"
	"voiceagent/internal/platform/logging"
)

// Document statuses.
const (
	StatusPending    = "pending"
	StatusProcessing = "processing"
	StatusReady      = "ready"
	StatusFailed     = "failed"
)

// Document sources.
const (
	SourceManual = "manual"
	SourceURL    = "url"
	SourcePDF    = "pdf"
	SourceCrawl  = "crawl"
)

// Config tunes the service; zero values take the defaults.
type Config struct {
	MaxPageBytes  int64         // cap of a fetched page (default 5 MiB)
	FetchTimeout  time.Duration // per fetch (default 15s)
	MaxUpload     int64         // cap of an uploaded PDF (default 20 MiB)
	SyncInterval  time.Duration // age after which a URL document is refreshed (default 24h)
	ChunkMaxChars int           // default 1200
	Embedder      Embedder      // optional; reranks full-text candidates by vector similarity
	Agents        AgentChecker  // the agents domain (required for agent assignments and retrieval)
	PDFParsers    int           // PDF parser processes at once in this process (default 3)
	Notifier      Notifier      // optional; hears of indexing status changes
	Log           *slog.Logger  // where indexing writes its warnings (default: nowhere)
}

// Notifier hears of a document's indexing status changed (processing,
// ready, failed) after the change is written: the live screens' event bus.
type Notifier interface {
	DocumentIndexing(ctx context.Context, orgID, baseID, docID uuid.UUID, status string)
}

// AgentChecker tells whether an agent exists in an organization and locks
// agents for the rest of a transaction; the agents service implements it.
type AgentChecker interface {
	Exists(ctx context.Context, orgID, id uuid.UUID) (bool, error)
	// Lock errors: NotFound (an agent not in the organization).
	Lock(ctx context.Context, tx pgx.Tx, orgID uuid.UUID, ids ...uuid.UUID) error
}

// Service is the knowledge domain.
type Service struct {
	pool    *pgxpool.Pool
	queue   *asynq.Client
	guard   *egress.Guard
	cfg     Config
	parsers chan struct{} // one token per PDF parser process running
}

// NewService builds the service.
func NewService(pool *pgxpool.Pool, queue *asynq.Client, guard *egress.Guard, cfg Config) *Service {
	if cfg.MaxPageBytes <= 0 {
		cfg.MaxPageBytes = 5 << 20
	}
	if cfg.FetchTimeout <= 0 {
		cfg.FetchTimeout = 15 * time.Second
	}
	if cfg.MaxUpload <= 0 {
		cfg.MaxUpload = 20 << 20
	}
	if cfg.SyncInterval <= 0 {
		cfg.SyncInterval = 24 * time.Hour
	}
	if cfg.ChunkMaxChars <= 0 {
		cfg.ChunkMaxChars = 1200
	}
	if cfg.PDFParsers <= 0 {
		cfg.PDFParsers = 3
	}
	if cfg.Log == nil {
		cfg.Log = logging.Discard
	}
	return &Service{pool: pool, queue: queue, guard: guard, cfg: cfg, parsers: make(chan struct{}, cfg.PDFParsers)}
}

// StatusCounts counts documents by status.
type StatusCounts struct {
	Pending    int64 `json:"pending"`
	Processing int64 `json:"processing"`
	Ready      int64 `json:"ready"`
	Failed     int64 `json:"failed"`
}

// Base is a knowledge base with its counts.
type Base struct {
	ID                uuid.UUID    `json:"id"`
	Name              string       `json:"name"`
	Instruction       string       `json:"instruction"`
	Description       string       `json:"description"`
	Language          string       `json:"language"`
	DocumentCount     int64        `json:"document_count"`
	DocumentsByStatus StatusCounts `json:"documents_by_status"`
	ChunkCount        int64        `json:"chunk_count"`
	CharacterCount    int64        `json:"character_count"`
	CreatedAt         time.Time    `json:"created_at"`
	UpdatedAt         time.Time    `json:"updated_at"`
}

// BaseInput creates or updates a base; nil fields are left unchanged on update.
type BaseInput struct {
	Name        *string `json:"name"`
	Instruction *string `json:"instruction"`
	Description *string `json:"description"`
	Language    *string `json:"language"` // auto (default), portuguese, english, simple
}

var languages = map[string]bool{"auto": true, "portuguese": true, "english": true, "simple": true}

func validateBase(in BaseInput, create bool) error {
	if in.Name != nil {
		*in.Name = strings.TrimSpace(*in.Name)
	}
	if create && (in.Name == nil || *in.Name == "") || in.Name != nil && *in.Name == "" {
		return apperr.Field("name", "is required")
	}
	if in.Name != nil && utf8.RuneCountInString(*in.Name) > 200 {
		return apperr.Field("name", "must be at most 200 characters")
	}
	if in.Instruction != nil && utf8.RuneCountInString(*in.Instruction) > 4000 {
		return apperr.Field("instruction", "must be at most 4000 characters")
	}
	if in.Description != nil && utf8.RuneCountInString(*in.Description) > 4000 {
		return apperr.Field("description", "must be at most 4000 characters")
	}
	if in.Language != nil && *in.Language != "" && !languages[*in.Language] {
		return apperr.Field("language", "must be one of auto, portuguese, english, simple")
	}
	return nil
}

func str(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

const baseSelect = `SELECT b.id, b.name, b.instruction, b.description, b.language, b.created_at, b.updated_at,
  COALESCE(d.pending,0), COALESCE(d.processing,0), COALESCE(d.ready,0), COALESCE(d.failed,0),
  COALESCE(d.chunks,0), COALESCE(d.chars,0)
FROM knowledge_bases b
LEFT JOIN LATERAL (
  SELECT count(*) FILTER (WHERE status='pending') AS pending, count(*) FILTER (WHERE status='processing') AS processing,
         count(*) FILTER (WHERE status='ready') AS ready, count(*) FILTER (WHERE status='failed') AS failed,
         sum(chunk_count) AS chunks, sum(char_count) AS chars
  FROM knowledge_documents WHERE organization_id = b.organization_id AND knowledge_base_id = b.id) d ON true `

func scanBase(row pgx.Row) (Base, error) {
	var b Base
	err := row.Scan(&b.ID, &b.Name, &b.Instruction, &b.Description, &b.Language, &b.CreatedAt, &b.UpdatedAt,
		&b.DocumentsByStatus.Pending, &b.DocumentsByStatus.Processing, &b.DocumentsByStatus.Ready, &b.DocumentsByStatus.Failed,
		&b.ChunkCount, &b.CharacterCount)
	s := b.DocumentsByStatus
	b.DocumentCount = s.Pending + s.Processing + s.Ready + s.Failed
	return b, err
}

func (s *Service) getBase(ctx context.Context, orgID, id uuid.UUID) (Base, error) {
	b, err := scanBase(s.pool.QueryRow(ctx, baseSelect+`WHERE b.organization_id = $1 AND b.id = $2`, orgID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return Base{}, apperr.NotFoundf("Knowledge base not found")
	}
	return b, db.Wrap("get knowledge base", err)
}

// GetBase returns one base with counts. Errors: NotFound, Forbidden.
func (s *Service) GetBase(ctx context.Context, id uuid.UUID) (Base, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return Base{}, err
	}
	return s.getBase(ctx, orgID, id)
}

// ListBases lists the organization's bases, oldest first, with the total.
// Errors: Forbidden.
func (s *Service) ListBases(ctx context.Context, limit, offset int) ([]Base, int64, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return nil, 0, err
	}
	var total int64
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM knowledge_bases WHERE organization_id = $1`, orgID).Scan(&total); err != nil {
		return nil, 0, db.Wrap("count knowledge bases", err)
	}
	rows, err := s.pool.Query(ctx, baseSelect+`WHERE b.organization_id = $1 ORDER BY b.created_at, b.id LIMIT $2 OFFSET $3`, orgID, limit, offset)
	if err != nil {
		return nil, 0, db.Wrap("list knowledge bases", err)
	}
	defer rows.Close()
	out := []Base{}
	for rows.Next() {
		b, err := scanBase(rows)
		if err != nil {
			return nil, 0, db.Wrap("list knowledge bases", err)
		}
		out = append(out, b)
	}
	return out, total, db.Wrap("list knowledge bases", rows.Err())
}

func (s *Service) baseExists(ctx context.Context, q db.Querier, orgID, id uuid.UUID) error {
	var ok bool
	if err := q.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM knowledge_bases WHERE organization_id = $1 AND id = $2)`, orgID, id).Scan(&ok); err != nil {
		return db.Wrap("check knowledge base", err)
	}
	if !ok {
		return apperr.NotFoundf("Knowledge base not found")
	}
	return nil
}
