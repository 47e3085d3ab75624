package testcenter

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// suiteColumns reads a suite with its case count (s: test_suites).
const suiteColumns = `s.id, s.agent_id, s.name, s.description,
	(SELECT count(*) FROM test_cases c WHERE c.organization_id = s.organization_id AND c.suite_id = s.id),
	s.created_at, s.updated_at`

func scanSuite(row pgx.Row) (Suite, error) {
	var s Suite
	err := row.Scan(&s.ID, &s.AgentID, &s.Name, &s.Description, &s.CaseCount, &s.CreatedAt, &s.UpdatedAt)
	return s, err
}

func suiteNotFound(id uuid.UUID) error {
	if id == uuid.Nil {
		return apperr.NotFoundf("test suite not found")
	}
	return apperr.NotFoundf("test suite %s not found", id)
}

func caseNotFound(id uuid.UUID) error {
	if id == uuid.Nil {
		return apperr.NotFoundf("test case not found")
	}
	return apperr.NotFoundf("test case %s not found", id)
}

// suiteOf reads one of the organization's suites. Errors: NotFound (unknown,
// another organization's or uuid.Nil).
func suiteOf(ctx context.Context, q db.Querier, orgID, suiteID uuid.UUID) (Suite, error) {
	s, err := scanSuite(q.QueryRow(ctx, `SELECT `+suiteColumns+` FROM test_suites s WHERE s.organization_id = $1 AND s.id = $2`, orgID, suiteID))
	if errors.Is(err, pgx.ErrNoRows) {
		return s, suiteNotFound(suiteID)
	}
	return s, db.Wrap("get test suite", err)
}

// lockSuite locks a suite's row for a write to it or to its cases, so a
// deletion and a case being added do not cross. Errors: NotFound.
func lockSuite(ctx context.Context, tx pgx.Tx, orgID, suiteID uuid.UUID) error {
	var id uuid.UUID
	err := tx.QueryRow(ctx, `SELECT id FROM test_suites WHERE organization_id = $1 AND id = $2 FOR UPDATE`, orgID, suiteID).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return suiteNotFound(suiteID)
	}
	return db.Wrap("lock test suite", err)
}

// listSuites reads a page of the organization's suites (of one agent when
// agentID is not nil), newest first, and their total.
func listSuites(ctx context.Context, q db.Querier, orgID uuid.UUID, agentID *uuid.UUID, limit, offset int) ([]Suite, int64, error) {
	where := `s.organization_id = $1`
	args := []any{orgID}
	if agentID != nil {
		where += ` AND s.agent_id = $2`
		args = append(args, *agentID)
	}
	var total int64
	if err := q.QueryRow(ctx, `SELECT count(*) FROM test_suites s WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, db.Wrap("count test suites", err)
	}
	n := len(args)
	rows, err := q.Query(ctx, fmt.Sprintf(`SELECT %s FROM test_suites s WHERE %s ORDER BY s.created_at DESC, s.id DESC LIMIT $%d OFFSET $%d`,
		suiteColumns, where, n+1, n+2), append(args, limit, offset)...)
	if err != nil {
		return nil, 0, db.Wrap("list test suites", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Suite, error) { return scanSuite(r) })
	if err != nil {
		return nil, 0, db.Wrap("list test suites", err)
	}
	return out, total, nil
}

// caseColumns are a case's columns in scanCase's order.
const caseColumns = `id, suite_id, name, preset_id, persona, goal, script, max_turns, assertions, status, source, created_at, updated_at`

// scanCase reads a row of caseColumns.
func scanCase(row pgx.Row) (Case, error) {
	var c Case
	var script, assertions []byte
	if err := row.Scan(&c.ID, &c.SuiteID, &c.Name, &c.PresetID, &c.Persona, &c.Goal, &script, &c.MaxTurns, &assertions,
		&c.Status, &c.Source, &c.CreatedAt, &c.UpdatedAt); err != nil {
		return c, err
	}
	if len(script) > 0 && string(script) != "null" {
		if err := json.Unmarshal(script, &c.Script); err != nil {
			return c, fmt.Errorf("stored test case %s script: %w", c.ID, err)
		}
	}
	c.Assertions = []Assertion{}
	if len(assertions) > 0 {
		if err := json.Unmarshal(assertions, &c.Assertions); err != nil {
			return c, fmt.Errorf("stored test case %s assertions: %w", c.ID, err)
		}
	}
	return c, nil
}

// caseOf reads one case of a suite (lock: FOR UPDATE). Errors: NotFound
// (unknown, under another suite or another organization's).
func caseOf(ctx context.Context, q db.Querier, orgID, suiteID, id uuid.UUID, lock bool) (Case, error) {
	sql := `SELECT ` + caseColumns + ` FROM test_cases WHERE organization_id = $1 AND suite_id = $2 AND id = $3`
	if lock {
		sql += ` FOR UPDATE`
	}
	c, err := scanCase(q.QueryRow(ctx, sql, orgID, suiteID, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return c, caseNotFound(id)
	}
	return c, db.Wrap("get test case", err)
}

// casesOf reads a suite's cases in creation order.
func casesOf(ctx context.Context, q db.Querier, orgID, suiteID uuid.UUID) ([]Case, error) {
	rows, err := q.Query(ctx, `SELECT `+caseColumns+` FROM test_cases WHERE organization_id = $1 AND suite_id = $2
		ORDER BY created_at, id`, orgID, suiteID)
	if err != nil {
		return nil, db.Wrap("list test cases", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (Case, error) { return scanCase(r) })
	if err != nil {
		return nil, db.Wrap("list test cases", err)
	}
	if out == nil {
		out = []Case{}
	}
	return out, nil
}

// caseValues are the stored forms of a case's script (NULL without one) and
// assertions (never NULL).
func caseValues(c Case) (script, assertions []byte, err error) {
	if c.Script != nil {
		if script, err = json.Marshal(c.Script); err != nil {
			return nil, nil, err
		}
	}
	as := c.Assertions
	if as == nil {
		as = []Assertion{}
	}
	assertions, err = json.Marshal(as)
	return script, assertions, err
}

// insertCase stores a checked case under its suite, which the caller has
// found (and locked) in q's transaction. c.ID must be set (ids.New());
// created_at is the clock's time, so cases inserted in one transaction keep
// their order.
func insertCase(ctx context.Context, q db.Querier, orgID uuid.UUID, c Case) error {
	script, assertions, err := caseValues(c)
	if err != nil {
		return err
	}
	if c.Status == "" {
		c.Status = CaseActive
	}
	if c.Source == "" {
		c.Source = SourceManual
	}
	if c.MaxTurns == 0 {
		c.MaxTurns = DefaultMaxTurns
	}
	_, err = q.Exec(ctx, `INSERT INTO test_cases (id, organization_id, suite_id, name, preset_id, persona, goal, script, max_turns,
			assertions, status, source, created_at, updated_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, clock_timestamp(), clock_timestamp())`,
		c.ID, orgID, c.SuiteID, c.Name, c.PresetID, c.Persona, c.Goal, script, c.MaxTurns, assertions, c.Status, c.Source)
	if db.IsForeignKeyViolation(err, "test_cases_suite_id_fkey") {
		return suiteNotFound(c.SuiteID)
	}
	return db.Wrap("create test case", err)
}

// updateCase stores a checked case's fields.
func updateCase(ctx context.Context, q db.Querier, orgID uuid.UUID, c Case) error {
	script, assertions, err := caseValues(c)
	if err != nil {
		return err
	}
	_, err = q.Exec(ctx, `UPDATE test_cases SET name = $4, preset_id = $5, persona = $6, goal = $7, script = $8, max_turns = $9,
			assertions = $10, status = $11, updated_at = clock_timestamp()
		WHERE organization_id = $1 AND suite_id = $2 AND id = $3`,
		orgID, c.SuiteID, c.ID, c.Name, c.PresetID, c.Persona, c.Goal, script, c.MaxTurns, assertions, c.Status)
	return db.Wrap("update test case", err)
}

// caseRoom refuses adding n cases to a suite that would then hold more than
// maxCasesPerSuite. Errors: Conflict.
func caseRoom(ctx context.Context, q db.Querier, orgID, suiteID uuid.UUID, n int) error {
	var have int
	if err := q.QueryRow(ctx, `SELECT count(*) FROM test_cases WHERE organization_id = $1 AND suite_id = $2`, orgID, suiteID).Scan(&have); err != nil {
		return db.Wrap("count test cases", err)
	}
	if have+n > maxCasesPerSuite {
		return apperr.Conflictf("test suite %s holds %d cases; a suite holds at most %d", suiteID, have, maxCasesPerSuite)
	}
	return nil
}
