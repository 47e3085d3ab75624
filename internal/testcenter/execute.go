package testcenter

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// MaxRunCases bounds the cases one run names.
const MaxRunCases = 500

// ExecuteInput chooses what a run tests: CaseIDs (in the order given;
// drafts allowed; default the suite's active cases in creation order) on
// AgentVersion (default the draft).
type ExecuteInput struct {
	CaseIDs      []string      `json:"case_ids"`
	AgentVersion *AgentVersion `json:"agent_version"`
}

// parseCaseIDs reads the case ids of a run: at most MaxRunCases, each a
// UUID named once (a repeat would run the same case twice for nothing).
func parseCaseIDs(in []string) ([]uuid.UUID, error) {
	if len(in) == 0 {
		return nil, apperr.Field("case_ids", "must name at least one case; leave it out to run the suite's active cases")
	}
	if len(in) > MaxRunCases {
		return nil, apperr.Field("case_ids", fmt.Sprintf("must name at most %d cases", MaxRunCases))
	}
	out := make([]uuid.UUID, len(in))
	seen := make(map[uuid.UUID]int, len(in))
	for i, s := range in {
		field := fmt.Sprintf("case_ids[%d]", i)
		id, err := ids.ParseField(s, field)
		if err != nil {
			return nil, err
		}
		if j, ok := seen[id]; ok {
			return nil, apperr.Field(field, fmt.Sprintf("repeats case_ids[%d]; name each case once", j))
		}
		seen[id] = i
		out[i] = id
	}
	return out, nil
}

// Execute starts a run of a suite's cases: it copies the cases and the
// agent's configuration, stores the run queued and queues its task; the
// cases run later, on a worker. Errors: Forbidden, NotFound (the suite),
// Invalid (case_ids, agent_version), Unprocessable (case_ids outside the
// suite, no active case, a version never published, draft flows that do not
// compile).
func (s *Service) Execute(ctx context.Context, suiteID uuid.UUID, in ExecuteInput) (Run, error) {
	orgID, err := auth.Authorize(ctx, auth.RunTests)
	if err != nil {
		return Run{}, err
	}
	var caseIDs []uuid.UUID
	if in.CaseIDs != nil {
		if caseIDs, err = parseCaseIDs(in.CaseIDs); err != nil {
			return Run{}, err
		}
	}
	version := Draft
	if in.AgentVersion != nil {
		version = *in.AgentVersion
	}
	if version.Version < 0 {
		return Run{}, apperr.Field("agent_version", `must be "draft" or a published version number (an integer from 1)`)
	}
	run, err := db.InTx(ctx, s.pool, "execute test suite", func(tx pgx.Tx) (Run, error) {
		// The suite's row is shared-locked, so a deletion waits for the run
		// (and cancels it) or comes first (and the suite is not found).
		var agentID uuid.UUID
		err := tx.QueryRow(ctx, `SELECT agent_id FROM test_suites WHERE organization_id = $1 AND id = $2 FOR SHARE`, orgID, suiteID).Scan(&agentID)
		if errors.Is(err, pgx.ErrNoRows) {
			return Run{}, apperr.NotFoundf("test suite not found")
		}
		if err != nil {
			return Run{}, err
		}
		cases, err := casesToRun(ctx, tx, orgID, suiteID, caseIDs)
		if err != nil {
			return Run{}, err
		}
		snap, err := s.agents.Snapshot(ctx, orgID, agentID, version.Version)
		if err != nil {
			return Run{}, err
		}
		r := Run{ID: ids.New(), SuiteID: suiteID, AgentID: agentID, AgentVersion: version, Status: StatusQueued,
			CaseIDs: make([]uuid.UUID, len(cases)), Results: []CaseResult{}}
		for i, c := range cases {
			r.CaseIDs[i] = c.ID
		}
		var v *int
		if !version.IsDraft() {
			v = &version.Version
		}
		if err := tx.QueryRow(ctx, `INSERT INTO test_runs (id, organization_id, suite_id, agent_id, agent_version, status, case_ids, cases, snapshot)
			VALUES ($1, $2, $3, $4, $5, 'queued', $6, $7, $8) RETURNING created_at`,
			r.ID, orgID, suiteID, agentID, v, r.CaseIDs, cases, snap).Scan(&r.CreatedAt); err != nil {
			return Run{}, err
		}
		r.Totals = Totals{Total: len(cases), Pending: len(cases)}
		return r, audit.Record(ctx, tx, audit.Entry{Action: "test_run.created", TargetType: "test_run", TargetID: r.ID.String(),
			After: map[string]any{"suite_id": suiteID, "agent_id": agentID, "agent_version": version, "case_ids": r.CaseIDs}})
	})
	if err != nil {
		return Run{}, err
	}
	// A task lost here (Redis down) is queued again by the sweep.
	if err := s.enqueueRun(ctx, orgID, run.ID, ""); err != nil {
		s.log.WarnContext(ctx, "test run not queued; the sweep will queue it", "run_id", run.ID, "err", err)
	}
	return run, nil
}

// casesToRun reads the cases a run copies: the ones named, in that order, or
// the suite's active cases in creation order.
func casesToRun(ctx context.Context, tx pgx.Tx, orgID, suiteID uuid.UUID, caseIDs []uuid.UUID) ([]Case, error) {
	if caseIDs == nil {
		rows, err := tx.Query(ctx, `SELECT `+caseColumns+` FROM test_cases WHERE organization_id = $1 AND suite_id = $2 AND status = 'active'
			ORDER BY created_at, id`, orgID, suiteID)
		if err != nil {
			return nil, err
		}
		cases, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Case, error) { return scanCase(r) })
		if err != nil {
			return nil, err
		}
		if len(cases) == 0 {
			return nil, apperr.FieldCode(apperr.Unprocessable, "case_ids",
				"the suite has no active case; add one, approve a draft (status active) or name the cases to run")
		}
		return cases, nil
	}
	rows, err := tx.Query(ctx, `SELECT `+caseColumns+` FROM test_cases WHERE organization_id = $1 AND suite_id = $2 AND id = ANY($3)`,
		orgID, suiteID, caseIDs)
	if err != nil {
		return nil, err
	}
	found, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Case, error) { return scanCase(r) })
	if err != nil {
		return nil, err
	}
	byID := make(map[uuid.UUID]Case, len(found))
	for _, c := range found {
		byID[c.ID] = c
	}
	out := make([]Case, 0, len(caseIDs))
	var missing []string
	for _, id := range caseIDs {
		c, ok := byID[id]
		if !ok {
			missing = append(missing, id.String())
			continue
		}
		out = append(out, c)
	}
	if len(missing) > 0 {
		return nil, apperr.FieldCode(apperr.Unprocessable, "case_ids", "not cases of this suite: "+strings.Join(missing, ", "))
	}
	return out, nil
}
