package knowledge

import (
	"context"
	"errors"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Writes to bases and documents, for both doors: each records the change in
// the audit log, in the write's transaction (before and after for a base's
// configuration). Editors write; deleting a whole base takes an admin.

// baseRecord is a base's configuration as the audit log keeps it.
type baseRecord struct {
	Name        string `json:"name"`
	Instruction string `json:"instruction"`
	Description string `json:"description"`
	Language    string `json:"language"`
}

func lockBase(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID) (baseRecord, error) {
	var b baseRecord
	err := tx.QueryRow(ctx, `SELECT name, instruction, description, language FROM knowledge_bases
	  WHERE organization_id = $1 AND id = $2 FOR UPDATE`, orgID, id).Scan(&b.Name, &b.Instruction, &b.Description, &b.Language)
	if errors.Is(err, pgx.ErrNoRows) {
		return b, apperr.NotFoundf("Knowledge base not found")
	}
	return b, db.Wrap("read knowledge base", err)
}

// CreateBase creates a knowledge base and records it. Errors:
// Invalid (name, language...), Forbidden.
func (s *Service) CreateBase(ctx context.Context, in BaseInput) (Base, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return Base{}, err
	}
	if err := validateBase(in, true); err != nil {
		return Base{}, err
	}
	rec := baseRecord{Name: *in.Name, Instruction: strings.TrimSpace(str(in.Instruction)),
		Description: strings.TrimSpace(str(in.Description)), Language: str(in.Language)}
	if rec.Language == "" {
		rec.Language = "auto"
	}
	id, err := db.InTx(ctx, s.pool, "create knowledge base", func(tx pgx.Tx) (uuid.UUID, error) {
		id := ids.New()
		if _, err := tx.Exec(ctx, `INSERT INTO knowledge_bases (id, organization_id, name, instruction, description, language) VALUES ($1,$2,$3,$4,$5,$6)`,
			id, orgID, rec.Name, rec.Instruction, rec.Description, rec.Language); err != nil {
			return id, db.Wrap("create knowledge base", err)
		}
		return id, audit.Record(ctx, tx, audit.Entry{Action: "knowledge_base.created", TargetType: "knowledge_base", TargetID: id.String(), After: rec})
	})
	if err != nil {
		return Base{}, err
	}
	return s.getBase(ctx, orgID, id)
}

// UpdateBase changes the given fields of a base and records the
// configuration before and after. Errors: Invalid, NotFound, Forbidden.
func (s *Service) UpdateBase(ctx context.Context, id uuid.UUID, in BaseInput) (Base, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return Base{}, err
	}
	if err := validateBase(in, false); err != nil {
		return Base{}, err
	}
	_, err = db.InTx(ctx, s.pool, "update knowledge base", func(tx pgx.Tx) (struct{}, error) {
		before, err := lockBase(ctx, tx, orgID, id)
		if err != nil {
			return struct{}{}, err
		}
		after := before
		if in.Name != nil {
			after.Name = *in.Name
		}
		if in.Instruction != nil {
			after.Instruction = strings.TrimSpace(*in.Instruction)
		}
		if in.Description != nil {
			after.Description = strings.TrimSpace(*in.Description)
		}
		if in.Language != nil && *in.Language != "" {
			after.Language = *in.Language
		}
		if after == before {
			return struct{}{}, nil
		}
		if _, err := tx.Exec(ctx, `UPDATE knowledge_bases SET name = $3, instruction = $4, description = $5, language = $6, updated_at = now()
		  WHERE organization_id = $1 AND id = $2`, orgID, id, after.Name, after.Instruction, after.Description, after.Language); err != nil {
			return struct{}{}, db.Wrap("update knowledge base", err)
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "knowledge_base.updated", TargetType: "knowledge_base",
			TargetID: id.String(), Before: before, After: after})
	})
	if err != nil {
		return Base{}, err
	}
	return s.getBase(ctx, orgID, id)
}

// DeleteBase deletes a base with its documents, chunks, files and
// agent assignments (the foreign keys cascade) and records it; admins only.
// Errors: NotFound, Forbidden.
func (s *Service) DeleteBase(ctx context.Context, id uuid.UUID) error {
	orgID, err := auth.Authorize(ctx, auth.DeleteResources)
	if err != nil {
		return err
	}
	_, err = db.InTx(ctx, s.pool, "delete knowledge base", func(tx pgx.Tx) (struct{}, error) {
		before, err := lockBase(ctx, tx, orgID, id)
		if err != nil {
			return struct{}{}, err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM knowledge_bases WHERE organization_id = $1 AND id = $2`, orgID, id); err != nil {
			return struct{}{}, db.Wrap("delete knowledge base", err)
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "knowledge_base.deleted", TargetType: "knowledge_base",
			TargetID: id.String(), Before: before})
	})
	return err
}

// docRecord is a document as the audit log keeps it (never its content).
type docRecord struct {
	KnowledgeBaseID uuid.UUID `json:"knowledge_base_id"`
	Name            string    `json:"name"`
	Source          string    `json:"source"`
	SourceURL       *string   `json:"source_url,omitempty"`
	SizeBytes       int64     `json:"size_bytes"`
}

func recordOf(d Document) docRecord {
	return docRecord{KnowledgeBaseID: d.KnowledgeBaseID, Name: d.Name, Source: d.Source, SourceURL: d.SourceURL, SizeBytes: d.SizeBytes}
}

// UpdateManual replaces a manual document's name and/or content,
// records the change and, when the content changed, indexes it again.
// Errors: Invalid (name, content), NotFound, Conflict (not a manual
// document), Forbidden, Unavailable (queue).
func (s *Service) UpdateManual(ctx context.Context, baseID, id uuid.UUID, name, content *string) (Document, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return Document{}, err
	}
	if name != nil {
		n, err := docName(*name, "")
		if err != nil {
			return Document{}, err
		}
		name = &n
	}
	if content != nil {
		if err := validContent(*content); err != nil {
			return Document{}, err
		}
	}
	if name == nil && content == nil {
		return Document{}, apperr.Invalidf("give name or content to change")
	}
	_, err = db.InTx(ctx, s.pool, "update document", func(tx pgx.Tx) (struct{}, error) {
		d, err := scanDoc(tx.QueryRow(ctx, `SELECT `+docCols+` FROM knowledge_documents WHERE organization_id = $1 AND knowledge_base_id = $2 AND id = $3 FOR UPDATE`, orgID, baseID, id))
		if errors.Is(err, pgx.ErrNoRows) {
			return struct{}{}, apperr.NotFoundf("Document not found")
		}
		if err != nil {
			return struct{}{}, db.Wrap("update document", err)
		}
		if d.Source != SourceManual {
			return struct{}{}, apperr.Conflictf("Only manual documents can be edited; this one comes from %s", d.Source)
		}
		before := recordOf(d)
		if _, err := tx.Exec(ctx, `UPDATE knowledge_documents SET name = COALESCE($3, name), content = COALESCE($4, content),
		  size_bytes = COALESCE(octet_length($4), size_bytes), char_count = COALESCE(char_length($4), char_count),
		  status = CASE WHEN $4::text IS NULL THEN status ELSE 'pending' END,
		  error = CASE WHEN $4::text IS NULL THEN error ELSE NULL END, updated_at = now()
		  WHERE organization_id = $1 AND id = $2`, orgID, id, name, content); err != nil {
			return struct{}{}, db.Wrap("update document", err)
		}
		after := before
		if name != nil {
			after.Name = *name
		}
		if content != nil {
			after.SizeBytes = int64(len(*content))
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "knowledge_document.updated", TargetType: "knowledge_document",
			TargetID: id.String(), Before: before, After: after})
	})
	if err != nil {
		return Document{}, err
	}
	if content != nil {
		if err := s.enqueueIndex(ctx, orgID, id, false); err != nil {
			return Document{}, err
		}
	}
	return s.getDoc(ctx, orgID, baseID, id)
}

// DeleteDocument deletes a document with its chunks and file and
// records it, in one transaction. Errors: NotFound, Forbidden.
func (s *Service) DeleteDocument(ctx context.Context, baseID, id uuid.UUID) error {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return err
	}
	_, err = db.InTx(ctx, s.pool, "delete document", func(tx pgx.Tx) (struct{}, error) {
		d, err := scanDoc(tx.QueryRow(ctx, `SELECT `+docCols+` FROM knowledge_documents WHERE organization_id = $1 AND knowledge_base_id = $2 AND id = $3 FOR UPDATE`, orgID, baseID, id))
		if errors.Is(err, pgx.ErrNoRows) {
			return struct{}{}, apperr.NotFoundf("Document not found")
		}
		if err != nil {
			return struct{}{}, db.Wrap("delete document", err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM knowledge_chunks WHERE organization_id = $1 AND document_id = $2 AND knowledge_base_id = $3`, orgID, id, baseID); err != nil {
			return struct{}{}, db.Wrap("delete chunks", err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM knowledge_documents WHERE organization_id = $1 AND id = $2`, orgID, id); err != nil {
			return struct{}{}, db.Wrap("delete document", err)
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "knowledge_document.deleted", TargetType: "knowledge_document",
			TargetID: id.String(), Before: recordOf(d)})
	})
	return err
}

// ReindexDocumentAudited is ReindexDocument, recorded.
func (s *Service) ReindexDocumentAudited(ctx context.Context, baseID, id uuid.UUID) (Document, error) {
	d, err := s.ReindexDocument(ctx, baseID, id)
	if err != nil {
		return d, err
	}
	_, err = db.InTx(ctx, s.pool, "record reindex", func(tx pgx.Tx) (struct{}, error) {
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "knowledge_document.reindexed", TargetType: "knowledge_document", TargetID: id.String()})
	})
	return d, err
}

// SetAgentBases replaces an agent's assigned bases and records the
// assignment before and after. Errors: as SetAgentBases.
func (s *Service) SetAgentBases(ctx context.Context, agentID uuid.UUID, baseIDs []string) ([]Base, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteKnowledge)
	if err != nil {
		return nil, err
	}
	if err := s.agentExists(ctx, orgID, agentID); err != nil {
		return nil, err
	}
	if len(baseIDs) > 100 {
		return nil, apperr.Field("knowledge_base_ids", "must hold at most 100 ids")
	}
	uniq := []uuid.UUID{}
	seen := map[uuid.UUID]bool{}
	for _, raw := range baseIDs {
		id, err := ids.ParseField(raw, "knowledge_base_ids")
		if err != nil {
			return nil, err
		}
		if !seen[id] {
			seen[id] = true
			uniq = append(uniq, id)
		}
	}
	_, err = db.InTx(ctx, s.pool, "assign knowledge bases", func(tx pgx.Tx) (struct{}, error) {
		// Lock the agent's assignment: concurrent replacements serialize.
		if err := s.cfg.Agents.Lock(ctx, tx, orgID, agentID); err != nil {
			return struct{}{}, err
		}
		var n int
		if err := tx.QueryRow(ctx, `SELECT count(*) FROM knowledge_bases WHERE organization_id = $1 AND id = ANY($2)`, orgID, uniq).Scan(&n); err != nil {
			return struct{}{}, db.Wrap("check knowledge bases", err)
		}
		if n != len(uniq) {
			return struct{}{}, apperr.Field("knowledge_base_ids", "names a knowledge base that does not exist")
		}
		rows, err := tx.Query(ctx, `SELECT knowledge_base_id FROM agent_knowledge_bases WHERE organization_id = $1 AND agent_id = $2 ORDER BY created_at, knowledge_base_id`, orgID, agentID)
		if err != nil {
			return struct{}{}, db.Wrap("assign knowledge bases", err)
		}
		before, err := pgx.CollectRows(rows, pgx.RowTo[uuid.UUID])
		if err != nil {
			return struct{}{}, db.Wrap("assign knowledge bases", err)
		}
		if _, err := tx.Exec(ctx, `DELETE FROM agent_knowledge_bases WHERE organization_id = $1 AND agent_id = $2`, orgID, agentID); err != nil {
			return struct{}{}, db.Wrap("assign knowledge bases", err)
		}
		for _, id := range uniq {
			if _, err := tx.Exec(ctx, `INSERT INTO agent_knowledge_bases (organization_id, agent_id, knowledge_base_id, created_at) VALUES ($1,$2,$3, clock_timestamp())`, orgID, agentID, id); err != nil {
				return struct{}{}, db.Wrap("assign knowledge bases", err)
			}
		}
		type assignment struct {
			KnowledgeBaseIDs []uuid.UUID `json:"knowledge_base_ids"`
		}
		if before == nil {
			before = []uuid.UUID{}
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "agent.knowledge_bases_set", TargetType: "agent", TargetID: agentID.String(),
			Before: assignment{before}, After: assignment{uniq}})
	})
	if err != nil {
		return nil, err
	}
	return s.AgentBases(ctx, agentID)
}
