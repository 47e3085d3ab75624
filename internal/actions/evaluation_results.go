package actions

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"

	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// EvaluationRun is what one custom evaluation concluded on one call: the
// rows the evaluations export lists.
type EvaluationRun struct {
	OrgID     uuid.UUID
	SessionID uuid.UUID // the call
	AgentID   uuid.UUID // the call's agent
	// EvaluationID and EvaluationName are the rule's; its rows outlive it.
	EvaluationID   uuid.UUID
	EvaluationName string
	Results        []llm.CriterionResult
	// At is when the evaluation ran (zero: now).
	At time.Time
}

// Bounds of what a stored verdict keeps.
const (
	maxStoredNameRunes   = 200
	maxStoredReasonRunes = 2000
)

var evaluationViolations = db.Violations{
	"evaluation_results_session_id_fkey": apperr.Field("session_id", "no call of this organization has this id"),
	"evaluation_results_agent_id_fkey":   apperr.Field("agent_id", "no agent of this organization has this id"),
}

// ReplaceEvaluationResults stores a run's verdicts, one row per criterion,
// replacing what the same rule concluded on the same call before (a re-run
// post-call pipeline updates rows instead of adding them; a criterion the
// rule no longer has loses its row). One statement, so it is atomic on a
// pool as in a transaction. A criterion named twice keeps its first result;
// a verdict is stored as its type allows (a pass_fail row has no score, a
// score row no passed, a score is clamped to 0-10); texts lose NUL bytes and
// invalid UTF-8 and are bounded. Errors: a 400 naming session_id or
// agent_id when the call or agent is not the organization's; a 503 when the
// database is unreachable.
func ReplaceEvaluationResults(ctx context.Context, q db.Querier, run EvaluationRun) error {
	if run.At.IsZero() {
		run.At = time.Now()
	}
	n := len(run.Results)
	criteria, types, reasons := make([]string, 0, n), make([]string, 0, n), make([]string, 0, n)
	passed, scores := make([]*bool, 0, n), make([]*int32, 0, n)
	seen := make(map[string]bool, n)
	for _, r := range run.Results {
		name := storedText(r.Criterion, maxStoredNameRunes)
		if seen[name] {
			continue
		}
		seen[name] = true
		typ := llm.CriterionPassFail
		var p *bool
		var s *int32
		if r.Type == llm.CriterionScore {
			typ = llm.CriterionScore
			if r.Score != nil {
				v := int32(min(10, max(0, *r.Score)))
				s = &v
			}
		} else if r.Passed != nil {
			v := *r.Passed
			p = &v
		}
		criteria, types, passed, scores = append(criteria, name), append(types, typ), append(passed, p), append(scores, s)
		reasons = append(reasons, storedText(r.Reason, maxStoredReasonRunes))
	}
	_, err := q.Exec(ctx, `
		WITH gone AS (
			DELETE FROM evaluation_results
			WHERE organization_id = $1 AND session_id = $2 AND evaluation_id = $4 AND NOT (criterion = ANY ($6::text[]))
		)
		INSERT INTO evaluation_results
			(organization_id, session_id, agent_id, evaluation_id, evaluation_name, criterion, type, passed, score, reason, evaluated_at)
		SELECT $1, $2, $3, $4, $5, r.criterion, r.type, r.passed, r.score, r.reason, $11
		FROM unnest($6::text[], $7::text[], $8::boolean[], $9::integer[], $10::text[]) AS r (criterion, type, passed, score, reason)
		ON CONFLICT (organization_id, session_id, evaluation_id, criterion) DO UPDATE SET
			agent_id = EXCLUDED.agent_id, evaluation_name = EXCLUDED.evaluation_name, type = EXCLUDED.type,
			passed = EXCLUDED.passed, score = EXCLUDED.score, reason = EXCLUDED.reason, evaluated_at = EXCLUDED.evaluated_at`,
		run.OrgID, run.SessionID, run.AgentID, run.EvaluationID, storedText(run.EvaluationName, maxStoredNameRunes),
		criteria, types, passed, scores, reasons, run.At.UTC())
	return db.Wrap("replace evaluation results", evaluationViolations.Map(err))
}

// storedText is s as PostgreSQL text takes it (no NUL, valid UTF-8), at
// most n runes.
func storedText(s string, n int) string {
	s = strings.ToValidUTF8(strings.ReplaceAll(s, "\x00", ""), "\uFFFD")
	if utf8.RuneCountInString(s) > n {
		s = string([]rune(s)[:n])
	}
	return s
}
