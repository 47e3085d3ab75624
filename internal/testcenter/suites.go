package testcenter

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// CreateSuiteInput creates a suite: agent_id and name are required.
type CreateSuiteInput struct {
	AgentID     *string `json:"agent_id"`
	Name        *string `json:"name"`
	Description *string `json:"description"`
}

// UpdateSuiteInput changes the fields given.
type UpdateSuiteInput struct {
	Name        *string `json:"name"`
	Description *string `json:"description"`
}

// MarshalJSON renders the suite, and its cases only when they were read
// (GET /suites/{id}): a list or a write answers the suite alone.
func (d SuiteDetail) MarshalJSON() ([]byte, error) {
	if d.Cases == nil {
		return json.Marshal(d.Suite)
	}
	type detail struct {
		Suite
		Cases []Case `json:"cases"`
	}
	return json.Marshal(detail(d))
}

// suiteAudit is what the audit log keeps of a suite.
type suiteAudit struct {
	AgentID     uuid.UUID `json:"agent_id"`
	Name        string    `json:"name"`
	Description string    `json:"description"`
}

func auditOf(s Suite) suiteAudit { return suiteAudit{s.AgentID, s.Name, s.Description} }

// agentID reads an agent id given in a body or filter (field names it):
// missing or malformed is Invalid, not the organization's NotFound.
func (s *Service) agentID(ctx context.Context, orgID uuid.UUID, field string, given *string) (uuid.UUID, error) {
	if given == nil || strings.TrimSpace(*given) == "" {
		return uuid.Nil, apperr.Field(field, "is required: the id of one of the organization's agents")
	}
	id := ids.PathID(strings.TrimSpace(*given))
	if id == uuid.Nil {
		return uuid.Nil, apperr.Field(field, "must be an agent id (a UUID)")
	}
	ok, err := s.agents.Exists(ctx, orgID, id)
	if err != nil {
		return uuid.Nil, err
	}
	if !ok {
		return uuid.Nil, apperr.NotFoundf("agent %s not found", id)
	}
	return id, nil
}

// suiteFields checks and trims a suite's name and description.
func suiteFields(c *checker, name, description *string) {
	if name != nil {
		*name = strings.TrimSpace(*name)
		c.text("name", *name, true, maxNameLen)
	}
	if description != nil {
		c.text("description", *description, false, maxDescriptionLen)
	}
}

// ListSuites returns a page of the organization's suites, of one agent when
// agentID is given, newest first, and their total. Errors: Invalid
// (agent_id malformed), NotFound (an agent not the organization's),
// Forbidden.
func (s *Service) ListSuites(ctx context.Context, agentID *string, limit, offset int) ([]Suite, int64, error) {
	orgID, err := auth.Authorize(ctx, auth.RunTests)
	if err != nil {
		return nil, 0, err
	}
	var agent *uuid.UUID
	if agentID != nil {
		id, err := s.agentID(ctx, orgID, "agent_id", agentID)
		if err != nil {
			return nil, 0, err
		}
		agent = &id
	}
	return listSuites(ctx, s.pool, orgID, agent, limit, offset)
}

// GetSuite returns a suite with its cases in creation order. Errors:
// NotFound, Forbidden.
func (s *Service) GetSuite(ctx context.Context, id uuid.UUID) (SuiteDetail, error) {
	orgID, err := auth.Authorize(ctx, auth.RunTests)
	if err != nil {
		return SuiteDetail{}, err
	}
	return db.InTxOptions(ctx, s.pool, pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, "get test suite",
		func(tx pgx.Tx) (SuiteDetail, error) {
			suite, err := suiteOf(ctx, tx, orgID, id)
			if err != nil {
				return SuiteDetail{}, err
			}
			cases, err := casesOf(ctx, tx, orgID, id)
			return SuiteDetail{Suite: suite, Cases: cases}, err
		})
}

// CreateSuite stores a new suite for one of the organization's agents.
// Errors: Invalid (every problem by field), NotFound (the agent),
// Forbidden.
func (s *Service) CreateSuite(ctx context.Context, in CreateSuiteInput) (Suite, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteTests)
	if err != nil {
		return Suite{}, err
	}
	c := &checker{}
	if in.Name == nil {
		c.Add("name", "is required")
	}
	suiteFields(c, in.Name, in.Description)
	if in.AgentID == nil || strings.TrimSpace(*in.AgentID) == "" {
		c.Add("agent_id", "is required: the id of one of the organization's agents")
	} else if ids.PathID(strings.TrimSpace(*in.AgentID)) == uuid.Nil {
		c.Add("agent_id", "must be an agent id (a UUID)")
	}
	if err := c.Err(); err != nil {
		return Suite{}, err
	}
	agentID, err := s.agentID(ctx, orgID, "agent_id", in.AgentID)
	if err != nil {
		return Suite{}, err
	}
	suite := Suite{ID: ids.New(), AgentID: agentID, Name: *in.Name}
	if in.Description != nil {
		suite.Description = *in.Description
	}
	return db.InTx(ctx, s.pool, "create test suite", func(tx pgx.Tx) (Suite, error) {
		if _, err := tx.Exec(ctx, `INSERT INTO test_suites (id, organization_id, agent_id, name, description) VALUES ($1, $2, $3, $4, $5)`,
			suite.ID, orgID, suite.AgentID, suite.Name, suite.Description); err != nil {
			if db.IsForeignKeyViolation(err, "test_suites_agent_id_fkey") {
				return Suite{}, apperr.NotFoundf("agent %s not found", agentID)
			}
			return Suite{}, db.Wrap("create test suite", err)
		}
		if err := audit.Record(ctx, tx, audit.Entry{Action: "test_suite.created", TargetType: "test_suite", TargetID: suite.ID.String(),
			After: auditOf(suite)}); err != nil {
			return Suite{}, err
		}
		return suiteOf(ctx, tx, orgID, suite.ID)
	})
}

// UpdateSuite changes the name and description given. Errors: Invalid,
// NotFound, Forbidden.
func (s *Service) UpdateSuite(ctx context.Context, id uuid.UUID, in UpdateSuiteInput) (Suite, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteTests)
	if err != nil {
		return Suite{}, err
	}
	c := &checker{}
	suiteFields(c, in.Name, in.Description)
	if err := c.Err(); err != nil {
		return Suite{}, err
	}
	return db.InTx(ctx, s.pool, "update test suite", func(tx pgx.Tx) (Suite, error) {
		if err := lockSuite(ctx, tx, orgID, id); err != nil {
			return Suite{}, err
		}
		before, err := suiteOf(ctx, tx, orgID, id)
		if err != nil {
			return Suite{}, err
		}
		after := before
		if in.Name != nil {
			after.Name = *in.Name
		}
		if in.Description != nil {
			after.Description = *in.Description
		}
		if _, err := tx.Exec(ctx, `UPDATE test_suites SET name = $3, description = $4, updated_at = now() WHERE organization_id = $1 AND id = $2`,
			orgID, id, after.Name, after.Description); err != nil {
			return Suite{}, db.Wrap("update test suite", err)
		}
		if err := audit.Record(ctx, tx, audit.Entry{Action: "test_suite.updated", TargetType: "test_suite", TargetID: id.String(),
			Before: auditOf(before), After: auditOf(after)}); err != nil {
			return Suite{}, err
		}
		return suiteOf(ctx, tx, orgID, id)
	})
}

// DeleteSuite deletes a suite and its cases and cancels its queued and
// running runs; every run stays readable. Errors: NotFound, Forbidden
// (admins delete).
func (s *Service) DeleteSuite(ctx context.Context, id uuid.UUID) error {
	orgID, err := auth.Authorize(ctx, auth.DeleteResources)
	if err != nil {
		return err
	}
	after, err := db.InTx(ctx, s.pool, "delete test suite", func(tx pgx.Tx) (func(), error) {
		if err := lockSuite(ctx, tx, orgID, id); err != nil {
			return nil, err
		}
		before, err := suiteOf(ctx, tx, orgID, id)
		if err != nil {
			return nil, err
		}
		after, err := s.cancelSuiteRuns(ctx, tx, orgID, id)
		if err != nil {
			return nil, err
		}
		// Cases go with the suite (ON DELETE CASCADE).
		if _, err := tx.Exec(ctx, `DELETE FROM test_suites WHERE organization_id = $1 AND id = $2`, orgID, id); err != nil {
			return nil, db.Wrap("delete test suite", err)
		}
		view := struct {
			suiteAudit
			CaseCount int `json:"case_count"`
		}{auditOf(before), before.CaseCount}
		return after, audit.Record(ctx, tx, audit.Entry{Action: "test_suite.deleted", TargetType: "test_suite", TargetID: id.String(),
			Before: view})
	})
	if err != nil {
		return err
	}
	if after != nil {
		after()
	}
	return nil
}
