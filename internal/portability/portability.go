// Package portability moves agents between organizations and copies them:
// export, import and duplicate. Each spans the agents, flows and knowledge
// domains (an agent with its flows and its knowledge bases by name), so it
// sits above them; none of them needs the others for it.
package portability

import (
	"context"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// Service exports, imports and duplicates agents.
type Service struct {
	pool      *pgxpool.Pool
	agents    *agents.Service
	knowledge *knowledge.Service
}

// New returns the service over the agents and knowledge domains.
func New(pool *pgxpool.Pool, agentsSvc *agents.Service, knowledgeSvc *knowledge.Service) *Service {
	return &Service{pool: pool, agents: agentsSvc, knowledge: knowledgeSvc}
}

// Export describes one of the caller's agents with its draft configuration,
// its flows and its knowledge bases by name. Errors: NotFound, Forbidden.
func (s *Service) Export(ctx context.Context, id uuid.UUID) (agents.Export, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadAgents)
	if err != nil {
		return agents.Export{}, err
	}
	return db.InTxOptions(ctx, s.pool, pgx.TxOptions{AccessMode: pgx.ReadOnly}, "export agent", func(tx pgx.Tx) (agents.Export, error) {
		e, err := s.agents.ExportDraft(ctx, tx, orgID, id)
		if err != nil {
			return e, err
		}
		bases, err := s.knowledge.AgentBaseRefs(ctx, orgID, id)
		if err != nil {
			return agents.Export{}, err
		}
		for _, b := range bases {
			e.KnowledgeBases = append(e.KnowledgeBases, b.Name)
		}
		return e, nil
	})
}

// Import creates a new draft agent from an export document, from this or
// any other organization, with new ids. The whole document is checked first
// and every problem is listed; knowledge bases are matched by name in the
// caller's organization and each must exist. Errors: Unprocessable (every
// problem, or an unknown format_version), Forbidden.
func (s *Service) Import(ctx context.Context, document []byte) (agents.Detail, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return agents.Detail{}, err
	}
	e, problems := agents.ParseExport(document)
	if len(problems) == 1 && problems[0].Field == "format_version" {
		return agents.Detail{}, agents.ImportProblems(problems)
	}
	var baseIDs []uuid.UUID
	if len(e.KnowledgeBases) > 0 {
		found, err := s.knowledge.BaseIDsByName(ctx, orgID, e.KnowledgeBases)
		if err != nil {
			return agents.Detail{}, err
		}
		for i, name := range e.KnowledgeBases {
			id, ok := found[name]
			if !ok {
				problems = append(problems, apperr.FieldError{Field: fmt.Sprintf("knowledge_bases[%d]", i),
					Message: fmt.Sprintf("no knowledge base named %q in this organization; create it first or remove it from the document", name)})
				continue
			}
			baseIDs = append(baseIDs, id)
		}
	}
	if len(problems) > 0 {
		return agents.Detail{}, agents.ImportProblems(problems)
	}
	return db.InTx(ctx, s.pool, "import agent", func(tx pgx.Tx) (agents.Detail, error) {
		id, err := s.agents.ImportDraft(ctx, tx, orgID, e)
		if err != nil {
			return agents.Detail{}, err
		}
		if len(baseIDs) > 0 {
			if err := s.knowledge.AssignBases(ctx, tx, orgID, id, baseIDs); err != nil {
				return agents.Detail{}, err
			}
		}
		return s.agents.Created(ctx, tx, orgID, id, "agent.imported")
	})
}

// Duplicate makes a draft copy of an agent (see agents.DuplicateDraft) with
// the same knowledge bases. Errors: NotFound, Forbidden.
func (s *Service) Duplicate(ctx context.Context, id uuid.UUID) (agents.Detail, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteAgents)
	if err != nil {
		return agents.Detail{}, err
	}
	return db.InTx(ctx, s.pool, "duplicate agent", func(tx pgx.Tx) (agents.Detail, error) {
		newID, err := s.agents.DuplicateDraft(ctx, tx, orgID, id)
		if err != nil {
			return agents.Detail{}, err
		}
		bases, err := s.knowledge.AgentBaseRefs(ctx, orgID, id)
		if err != nil {
			return agents.Detail{}, err
		}
		baseIDs := make([]uuid.UUID, len(bases))
		for i, b := range bases {
			baseIDs[i] = b.ID
		}
		if err := s.knowledge.AssignBases(ctx, tx, orgID, newID, baseIDs); err != nil {
			return agents.Detail{}, err
		}
		return s.agents.Created(ctx, tx, orgID, newID, "agent.duplicated")
	})
}
