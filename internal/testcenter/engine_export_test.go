package testcenter

import (
	"context"

	"github.com/google/uuid"
)

// Prepared exposes a prepared snapshot to the external tests.
type Prepared = prepared

// EnginePrepare is prepare, for the external tests.
func (s *Service) EnginePrepare(snap Snapshot) (*Prepared, error) { return s.prepare(snap) }

// EngineRunCase is runCase, for the external tests.
func (s *Service) EngineRunCase(ctx context.Context, orgID, agentID uuid.UUID, p *Prepared, c Case) CaseResult {
	return s.runCase(ctx, orgID, agentID, p, c)
}

// EngineParseVerdict is parseVerdict, for the external tests.
var EngineParseVerdict = parseVerdict

// GenerateParseProposal is parseProposal, for the external tests.
var GenerateParseProposal = parseProposal

// GeneratePathCases is the offline generator, for the external tests.
func (s *Service) GeneratePathCases(ctx context.Context, snap Snapshot, count int) ([]Case, error) {
	return s.pathCases(ctx, uuid.Nil, uuid.Nil, snap, count)
}
