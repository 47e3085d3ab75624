package testcenter

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
)

// RunStatuses lists a run's statuses, as an unknown status filter's error
// names them.
var RunStatuses = []string{StatusQueued, StatusRunning, StatusPassed, StatusFailed, StatusError, StatusCancelled}

// RunFilter narrows a list of runs. Ids are given as text so a malformed
// one is a 400 naming its field; CreatedAfter is inclusive, CreatedBefore
// exclusive.
type RunFilter struct {
	SuiteID       *string    `json:"suite_id"`
	AgentID       *string    `json:"agent_id"`
	Status        *string    `json:"status"`
	CreatedAfter  *time.Time `json:"created_after"`
	CreatedBefore *time.Time `json:"created_before"`
}

const runColumns = `id, suite_id, agent_id, agent_version, status, case_ids, created_at, started_at, finished_at`

func scanRun(row pgx.Row) (Run, error) {
	var r Run
	var version *int
	err := row.Scan(&r.ID, &r.SuiteID, &r.AgentID, &version, &r.Status, &r.CaseIDs, &r.CreatedAt, &r.StartedAt, &r.FinishedAt)
	if version != nil {
		r.AgentVersion = AgentVersion{Version: *version}
	}
	if r.StartedAt != nil && r.FinishedAt != nil {
		ms := r.FinishedAt.Sub(*r.StartedAt).Milliseconds()
		r.DurationMS = &ms
	}
	if r.CaseIDs == nil {
		r.CaseIDs = []uuid.UUID{}
	}
	r.Totals.Total, r.Totals.Pending = len(r.CaseIDs), len(r.CaseIDs)
	return r, err
}

// GetRun returns a run with its finished cases' results in case_ids order
// and its totals. Errors: Forbidden, NotFound (another organization's run).
func (s *Service) GetRun(ctx context.Context, id uuid.UUID) (Run, error) {
	orgID, err := auth.Authorize(ctx, auth.RunTests)
	if err != nil {
		return Run{}, err
	}
	r, err := scanRun(s.pool.QueryRow(ctx, `SELECT `+runColumns+` FROM test_runs WHERE organization_id = $1 AND id = $2`, orgID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return Run{}, apperr.NotFoundf("test run not found")
	}
	if err != nil {
		return Run{}, db.Wrap("get test run", err)
	}
	rows, err := s.pool.Query(ctx, `SELECT result FROM test_run_results WHERE organization_id = $1 AND run_id = $2 ORDER BY position`, orgID, id)
	if err != nil {
		return Run{}, db.Wrap("get test run results", err)
	}
	r.Results, err = pgx.CollectRows(rows, pgx.RowTo[CaseResult])
	if err != nil {
		return Run{}, db.Wrap("get test run results", err)
	}
	if r.Results == nil {
		r.Results = []CaseResult{}
	}
	r.Totals = totalsFrom(len(r.CaseIDs), r.Results)
	return r, nil
}

// totalsFrom counts finished results out of total cases.
func totalsFrom(total int, results []CaseResult) Totals {
	t := Totals{Total: total}
	for _, res := range results {
		t.add(res.Status, 1)
	}
	t.Pending = total - t.Passed - t.Failed - t.Error
	return t
}

func (t *Totals) add(status string, n int) {
	switch status {
	case StatusPassed:
		t.Passed += n
	case StatusFailed:
		t.Failed += n
	case StatusError:
		t.Error += n
	}
}

// ListRuns lists the organization's runs, newest first, without results.
// Errors: Forbidden, Invalid (a malformed id, an unknown status, limit or
// offset out of range), NotFound (a suite or agent not the organization's).
func (s *Service) ListRuns(ctx context.Context, f RunFilter, limit, offset *int) (page.List[Run], error) {
	orgID, err := auth.Authorize(ctx, auth.RunTests)
	if err != nil {
		return page.List[Run]{}, err
	}
	l, o, err := page.Window(limit, offset)
	if err != nil {
		return page.List[Run]{}, err
	}
	where, args := `organization_id = $1`, []any{orgID}
	add := func(cond string, v any) {
		args = append(args, v)
		where += fmt.Sprintf(" AND "+cond, len(args))
	}
	if f.Status != nil {
		if err := apperr.OneOf("status", *f.Status, RunStatuses); err != nil {
			return page.List[Run]{}, err
		}
		add("status = $%d", *f.Status)
	}
	if f.CreatedAfter != nil {
		add("created_at >= $%d", *f.CreatedAfter)
	}
	if f.CreatedBefore != nil {
		add("created_at < $%d", *f.CreatedBefore)
	}
	if f.SuiteID != nil {
		id, err := ids.ParseField(*f.SuiteID, "suite_id")
		if err != nil {
			return page.List[Run]{}, err
		}
		// A deleted suite's runs stay readable, so a suite is the
		// organization's when it exists or has runs.
		var ok bool
		if err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM test_suites WHERE organization_id = $1 AND id = $2)
			OR EXISTS (SELECT 1 FROM test_runs WHERE organization_id = $1 AND suite_id = $2)`, orgID, id).Scan(&ok); err != nil {
			return page.List[Run]{}, db.Wrap("find test suite", err)
		}
		if !ok {
			return page.List[Run]{}, apperr.FieldCode(apperr.NotFound, "suite_id", "test suite not found")
		}
		add("suite_id = $%d", id)
	}
	if f.AgentID != nil {
		id, err := ids.ParseField(*f.AgentID, "agent_id")
		if err != nil {
			return page.List[Run]{}, err
		}
		ok, err := s.agents.Exists(ctx, orgID, id)
		if err != nil {
			return page.List[Run]{}, err
		}
		if !ok {
			return page.List[Run]{}, apperr.FieldCode(apperr.NotFound, "agent_id", "agent not found")
		}
		add("agent_id = $%d", id)
	}
	var total int64
	if err := s.pool.QueryRow(ctx, `SELECT count(*) FROM test_runs WHERE `+where, args...).Scan(&total); err != nil {
		return page.List[Run]{}, db.Wrap("count test runs", err)
	}
	args = append(args, l, o)
	rows, err := s.pool.Query(ctx, fmt.Sprintf(`SELECT r.id, r.suite_id, r.agent_id, r.agent_version, r.status, r.case_ids, r.created_at, r.started_at, r.finished_at,
			coalesce(t.passed, 0), coalesce(t.failed, 0), coalesce(t.errored, 0)
		FROM (SELECT `+runColumns+` FROM test_runs WHERE %s ORDER BY created_at DESC, id DESC LIMIT $%d OFFSET $%d) r
		LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE status = 'passed') AS passed, count(*) FILTER (WHERE status = 'failed') AS failed,
			count(*) FILTER (WHERE status = 'error') AS errored
			FROM test_run_results WHERE organization_id = $1 AND run_id = r.id) t ON true
		ORDER BY r.created_at DESC, r.id DESC`, where, len(args)-1, len(args)), args...)
	if err != nil {
		return page.List[Run]{}, db.Wrap("list test runs", err)
	}
	defer rows.Close()
	var out []Run
	for rows.Next() {
		var passed, failed, errored int
		r, err := scanRun(tailScanner{rows, []any{&passed, &failed, &errored}})
		if err != nil {
			return page.List[Run]{}, db.Wrap("list test runs", err)
		}
		r.Totals.Passed, r.Totals.Failed, r.Totals.Error = passed, failed, errored
		r.Totals.Pending = r.Totals.Total - passed - failed - errored
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return page.List[Run]{}, db.Wrap("list test runs", err)
	}
	return page.Offset(out, total, l, o), nil
}

// tailScanner scans a row whose last columns go to tail, after the ones the
// wrapped scanner asks for.
type tailScanner struct {
	row  pgx.Row
	tail []any
}

func (s tailScanner) Scan(dest ...any) error { return s.row.Scan(append(dest, s.tail...)...) }
