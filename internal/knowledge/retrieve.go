package knowledge

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// Hit is one retrieved chunk with its score and citation.
type Hit struct {
	ChunkID         uuid.UUID `json:"chunk_id"`
	Score           float64   `json:"score"`
	Content         string    `json:"content"`
	KnowledgeBaseID uuid.UUID `json:"knowledge_base_id"`
	DocumentID      uuid.UUID `json:"document_id"`
	DocumentName    string    `json:"document_name"`
	SourceURL       *string   `json:"source_url"`
	Position        int       `json:"position"`
	Page            *int      `json:"page"`
	Heading         string    `json:"heading"`

	embedding []float32
}

// Retrieval parses the query in each text-search configuration. Words are
// OR-ed (a question rarely repeats every word of its answer); ts_rank weighs
// headings and titles (A) above body text (B) and normalizes by length. A
// question is in one language, so the other language's stopwords ("what",
// "the" in a Portuguese parse; "que", "de" in an English one) are dropped
// before parsing: kept, they match most chunks and only add ranking work.
const querySQL = `WITH words AS (
    SELECT w FROM regexp_split_to_table(lower(unaccent($1)), '[^[:alnum:]]+') w WHERE w <> ''),
  kept AS (
    SELECT coalesce(string_agg(w, ' ') FILTER (WHERE numnode(plainto_tsquery('english', w)) > 0), '') AS for_pt,
           coalesce(string_agg(w, ' ') FILTER (WHERE numnode(plainto_tsquery('portuguese', w)) > 0), '') AS for_en,
           coalesce(string_agg(w, ' ') FILTER (WHERE numnode(plainto_tsquery('english', w)) > 0
                                               AND numnode(plainto_tsquery('portuguese', w)) > 0), '') AS for_simple
    FROM words)
  SELECT replace(plainto_tsquery('portuguese', for_pt)::text, '&', '|'),
         replace(plainto_tsquery('english', for_en)::text, '&', '|'),
         replace(plainto_tsquery('simple', for_simple)::text, '&', '|')
  FROM kept`

// searchBranch ranks the chunks of one text-search configuration; only ids
// and scores are ranked, the text is read for the winners alone.
const searchBranch = `(SELECT c.id, ts_rank('{0.1, 0.2, 0.6, 1.0}', c.tsv, $%[1]d::tsquery, 1) AS score
  FROM knowledge_chunks c
  WHERE c.organization_id = $1 AND c.knowledge_base_id = ANY($2) AND c.config = '%[2]s'::regconfig AND c.tsv @@ $%[1]d::tsquery
  ORDER BY score DESC LIMIT $3)`

const searchOuter = `SELECT c.id, r.score, c.content, c.knowledge_base_id, c.document_id, d.name, d.source_url, c.position, c.page, c.heading, c.embedding
FROM (%s) r
JOIN knowledge_chunks c ON c.organization_id = $1 AND c.id = r.id
JOIN knowledge_documents d ON d.organization_id = c.organization_id AND d.id = c.document_id
ORDER BY r.score DESC, c.id
LIMIT $3`

// Search ranks the chunks of the given bases of orgID against query. It does
// not authorize: callers do.
func (s *Service) Search(ctx context.Context, orgID uuid.UUID, baseIDs []uuid.UUID, query string, limit int) ([]Hit, error) {
	out := []Hit{}
	if len(baseIDs) == 0 || strings.TrimSpace(query) == "" {
		return out, nil
	}
	// the query is parsed once per language, so the chunk scan can use the
	// GIN index with the parsed queries as constants
	var pt, en, si string
	if err := s.pool.QueryRow(ctx, querySQL, query).Scan(&pt, &en, &si); err != nil {
		return nil, db.Wrap("parse query", err)
	}
	if pt == "" && en == "" && si == "" {
		return out, nil
	}
	want := limit
	if s.cfg.Embedder != nil {
		limit = max(limit*10, 50) // candidates to rerank
	}
	args := []any{orgID, baseIDs, limit}
	var branches []string
	for i, q := range []string{pt, en, si} {
		if q == "" {
			continue
		}
		args = append(args, q)
		branches = append(branches, fmt.Sprintf(searchBranch, len(args), []string{"portuguese", "english", "simple"}[i]))
	}
	rows, err := s.pool.Query(ctx, fmt.Sprintf(searchOuter, strings.Join(branches, " UNION ALL ")), args...)
	if err != nil {
		return nil, db.Wrap("search knowledge", err)
	}
	defer rows.Close()
	for rows.Next() {
		var h Hit
		if err := rows.Scan(&h.ChunkID, &h.Score, &h.Content, &h.KnowledgeBaseID, &h.DocumentID, &h.DocumentName, &h.SourceURL, &h.Position, &h.Page, &h.Heading, &h.embedding); err != nil {
			return nil, db.Wrap("search knowledge", err)
		}
		out = append(out, h)
	}
	if err := rows.Err(); err != nil {
		return nil, db.Wrap("search knowledge", err)
	}
	if s.cfg.Embedder != nil && len(out) > 0 {
		out = s.rerank(ctx, query, out)
	}
	if len(out) > want {
		out = out[:want]
	}
	return out, nil
}

// rerank combines the full-text score (scaled to the best candidate) with the
// cosine similarity of the query and chunk embeddings, half each. If the
// provider fails, the full-text order stands.
func (s *Service) rerank(ctx context.Context, query string, hits []Hit) []Hit {
	qv, err := s.cfg.Embedder.Embed(ctx, []string{query})
	if err != nil || len(qv) != 1 {
		return hits
	}
	best := hits[0].Score
	for i := range hits {
		fts := 0.0
		if best > 0 {
			fts = hits[i].Score / best
		}
		hits[i].Score = 0.5*fts + 0.5*max(cosine(qv[0], hits[i].embedding), 0)
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].Score > hits[j].Score })
	return hits
}

func validQuery(query string, limit int) error {
	if strings.TrimSpace(query) == "" {
		return apperr.Field("query", "is required")
	}
	if utf8.RuneCountInString(query) > 1000 {
		return apperr.Field("query", "must be at most 1000 characters")
	}
	if limit < 1 || limit > 50 {
		return apperr.Field("limit", "must be between 1 and 50")
	}
	return nil
}

// agentExists asks the agents domain, which owns the agents table.
func (s *Service) agentExists(ctx context.Context, orgID, agentID uuid.UUID) error {
	if s.cfg.Agents == nil {
		return errors.New("knowledge: the agents service is not configured")
	}
	ok, err := s.cfg.Agents.Exists(ctx, orgID, agentID)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.NotFoundf("Agent not found")
	}
	return nil
}

func (s *Service) assigned(ctx context.Context, orgID, agentID uuid.UUID) ([]uuid.UUID, error) {
	rows, err := s.pool.Query(ctx, `SELECT knowledge_base_id FROM agent_knowledge_bases WHERE organization_id = $1 AND agent_id = $2 ORDER BY created_at, knowledge_base_id`, orgID, agentID)
	if err != nil {
		return nil, db.Wrap("agent knowledge bases", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
	return out, db.Wrap("agent knowledge bases", err)
}

// Retrieve runs a query against an agent's assigned bases exactly as the
// conversation runtime does. Errors: Invalid (query, limit), NotFound
// (agent), Forbidden.
func (s *Service) Retrieve(ctx context.Context, agentID uuid.UUID, query string, limit int) ([]Hit, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return nil, err
	}
	if limit == 0 {
		limit = 5
	}
	if err := validQuery(query, limit); err != nil {
		return nil, err
	}
	if err := s.agentExists(ctx, orgID, agentID); err != nil {
		return nil, err
	}
	bases, err := s.assigned(ctx, orgID, agentID)
	if err != nil {
		return nil, err
	}
	return s.Search(ctx, orgID, bases, query, limit)
}

// SearchBase runs a query against one base. Errors: Invalid, NotFound, Forbidden.
func (s *Service) SearchBase(ctx context.Context, baseID uuid.UUID, query string, limit int) ([]Hit, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return nil, err
	}
	if limit == 0 {
		limit = 5
	}
	if err := validQuery(query, limit); err != nil {
		return nil, err
	}
	if err := s.baseExists(ctx, s.pool, orgID, baseID); err != nil {
		return nil, err
	}
	return s.Search(ctx, orgID, []uuid.UUID{baseID}, query, limit)
}

// AgentBases returns the bases assigned to an agent. Errors: NotFound, Forbidden.
func (s *Service) AgentBases(ctx context.Context, agentID uuid.UUID) ([]Base, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadKnowledge)
	if err != nil {
		return nil, err
	}
	if err := s.agentExists(ctx, orgID, agentID); err != nil {
		return nil, err
	}
	rows, err := s.pool.Query(ctx, baseSelect+`JOIN agent_knowledge_bases a ON a.organization_id = b.organization_id AND a.knowledge_base_id = b.id
	  WHERE b.organization_id = $1 AND a.agent_id = $2 ORDER BY a.created_at, b.id`, orgID, agentID)
	if err != nil {
		return nil, db.Wrap("agent knowledge bases", err)
	}
	defer rows.Close()
	out := []Base{}
	for rows.Next() {
		b, err := scanBase(rows)
		if err != nil {
			return nil, db.Wrap("agent knowledge bases", err)
		}
		out = append(out, b)
	}
	return out, db.Wrap("agent knowledge bases", rows.Err())
}

// Runtime is what an agent would see of its knowledge.
type Runtime struct {
	AgentID           uuid.UUID    `json:"agent_id"`
	Bases             []Base       `json:"knowledge_bases"`
	DocumentsByStatus StatusCounts `json:"documents_by_status"`
	ChunkCount        int64        `json:"chunk_count"`
	Ready             bool         `json:"ready"`
	Problems          []string     `json:"problems"`
}

// RuntimeDiagnostic reports an agent's bases, documents by status, chunk
// counts and the problems that would hurt its answers. Errors: NotFound, Forbidden.
func (s *Service) RuntimeDiagnostic(ctx context.Context, agentID uuid.UUID) (Runtime, error) {
	bases, err := s.AgentBases(ctx, agentID)
	if err != nil {
		return Runtime{}, err
	}
	r := Runtime{AgentID: agentID, Bases: bases, Problems: []string{}}
	for _, b := range bases {
		r.DocumentsByStatus.Pending += b.DocumentsByStatus.Pending
		r.DocumentsByStatus.Processing += b.DocumentsByStatus.Processing
		r.DocumentsByStatus.Ready += b.DocumentsByStatus.Ready
		r.DocumentsByStatus.Failed += b.DocumentsByStatus.Failed
		r.ChunkCount += b.ChunkCount
		if b.DocumentCount == 0 {
			r.Problems = append(r.Problems, "Knowledge base "+b.Name+" has no documents")
		} else if b.ChunkCount == 0 {
			r.Problems = append(r.Problems, "Knowledge base "+b.Name+" has no indexed text yet")
		}
		if b.DocumentsByStatus.Failed > 0 {
			r.Problems = append(r.Problems, "Knowledge base "+b.Name+" has failed documents; see their error")
		}
	}
	if len(bases) == 0 {
		r.Problems = append(r.Problems, "The agent has no knowledge bases assigned")
	}
	r.Ready = r.ChunkCount > 0
	return r, nil
}
