package testcenter

import (
	"bytes"
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

// CaseInput creates or updates a case. A field left out (nil) keeps its
// value on update and takes its default on create. An empty preset_id,
// persona or goal, or an empty script, removes it; assertions given replace
// the list (null: left out). Assertions are the REST objects as JSON, as
// both doors take them, so unknown fields inside one are refused alike.
type CaseInput struct {
	Name       *string         `json:"name"`
	PresetID   *string         `json:"preset_id"`
	Persona    *string         `json:"persona"`
	Goal       *string         `json:"goal"`
	Script     []string        `json:"script"`
	MaxTurns   *int            `json:"max_turns"`
	Assertions json.RawMessage `json:"assertions"`
	Status     *string         `json:"status"`
}

// optional is nil for an empty text (removed), else the text.
func optional(s string) *string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	return &s
}

// applyCase applies in to c, checking every field given (the preset is
// resolved once the input is well-formed: fillPreset).
func applyCase(ch *checker, c *Case, in CaseInput) {
	if in.Name != nil {
		c.Name = strings.TrimSpace(*in.Name)
		ch.text("name", c.Name, true, maxNameLen)
	}
	if in.Persona != nil {
		if ch.text("persona", *in.Persona, false, maxPersonaLen) {
			c.Persona = optional(*in.Persona)
		}
	}
	if in.Goal != nil {
		if ch.text("goal", *in.Goal, false, maxPersonaLen) {
			c.Goal = optional(*in.Goal)
		}
	}
	if in.PresetID != nil {
		id := strings.TrimSpace(*in.PresetID)
		if ch.text("preset_id", id, false, maxNameLen) {
			c.PresetID = optional(id)
		}
	}
	if in.Script != nil {
		if len(in.Script) == 0 {
			c.Script = nil
		} else {
			ch.script("script", in.Script)
			c.Script = in.Script
		}
	}
	if in.MaxTurns != nil {
		if *in.MaxTurns < 1 || *in.MaxTurns > MaxTurnsLimit {
			ch.Add("max_turns", "must be an integer from 1 to %d (the caller's turns)", MaxTurnsLimit)
		}
		c.MaxTurns = *in.MaxTurns
	}
	if in.Status != nil {
		ch.oneOf("status", *in.Status, []string{CaseActive, CaseDraft})
		c.Status = *in.Status
	}
	if raw := bytes.TrimSpace(in.Assertions); len(raw) > 0 && string(raw) != "null" {
		if as := ch.parseAssertions("assertions", in.Assertions); as != nil {
			c.Assertions = as
		}
	}
}

// conversation checks that a case says how its caller talks: a script, or
// a persona and a goal, or a preset.
func (ch *checker) conversation(c Case) {
	if len(c.Script) > 0 || c.PresetID != nil || (c.Persona != nil && c.Goal != nil) {
		return
	}
	switch {
	case c.Persona != nil:
		ch.Add("goal", "is required with persona (or give a script or a preset_id)")
	case c.Goal != nil:
		ch.Add("persona", "is required with goal (or give a script or a preset_id)")
	default:
		ch.Add("script", "a case needs a script (1 to %d lines), or a persona and a goal, or a preset_id", MaxScriptLines)
	}
}

// fillPreset resolves the case's preset, when in named one, and fills the
// persona and goal in did not give. Errors: Unprocessable naming preset_id.
func fillPreset(c *Case, in CaseInput) error {
	if in.PresetID == nil || c.PresetID == nil {
		return nil
	}
	p, ok := presetByID(*c.PresetID)
	if !ok {
		names := make([]string, len(presets))
		for i, p := range presets {
			names[i] = p.ID
		}
		return apperr.FieldCode(apperr.Unprocessable, "preset_id",
			"no preset "+quote(*c.PresetID)+"; the presets are "+strings.Join(names, ", "))
	}
	if in.Persona == nil || c.Persona == nil {
		c.Persona = &p.Persona
	}
	if in.Goal == nil || c.Goal == nil {
		c.Goal = &p.Goal
	}
	return nil
}

// prepareCase applies and checks in on c. Errors: Invalid (every problem
// by field), Unprocessable (an unknown preset_id).
func prepareCase(c *Case, in CaseInput) error {
	ch := &checker{}
	applyCase(ch, c, in)
	if ch.OK() {
		ch.conversation(*c)
	}
	if err := ch.Err(); err != nil {
		return err
	}
	return fillPreset(c, in)
}

// CreateCase adds a manual case to a suite. Errors: Invalid (every problem
// by field), Unprocessable (preset_id), NotFound (the suite), Conflict (a
// full suite), Forbidden.
func (s *Service) CreateCase(ctx context.Context, suiteID uuid.UUID, in CaseInput) (Case, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteTests)
	if err != nil {
		return Case{}, err
	}
	c := Case{ID: ids.New(), SuiteID: suiteID, MaxTurns: DefaultMaxTurns, Status: CaseActive, Source: SourceManual, Assertions: []Assertion{}}
	if in.Name == nil {
		in.Name = new(string) // named "is required" below
	}
	prepErr := prepareCase(&c, in)
	return db.InTx(ctx, s.pool, "create test case", func(tx pgx.Tx) (Case, error) {
		// The suite first: another organization's suite is a 404 whatever
		// the body holds.
		if err := lockSuite(ctx, tx, orgID, suiteID); err != nil {
			return Case{}, err
		}
		if prepErr != nil {
			return Case{}, prepErr
		}
		if err := caseRoom(ctx, tx, orgID, suiteID, 1); err != nil {
			return Case{}, err
		}
		if err := insertCase(ctx, tx, orgID, c); err != nil {
			return Case{}, err
		}
		saved, err := caseOf(ctx, tx, orgID, suiteID, c.ID, false)
		if err != nil {
			return Case{}, err
		}
		return saved, audit.Record(ctx, tx, audit.Entry{Action: "test_case.created", TargetType: "test_case", TargetID: c.ID.String(),
			After: saved})
	})
}

// UpdateCase changes the fields given of one of a suite's cases
// (assertions replace the list). Errors: Invalid, Unprocessable, NotFound
// (the suite, or a case not under it), Forbidden.
func (s *Service) UpdateCase(ctx context.Context, suiteID, id uuid.UUID, in CaseInput) (Case, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteTests)
	if err != nil {
		return Case{}, err
	}
	return db.InTx(ctx, s.pool, "update test case", func(tx pgx.Tx) (Case, error) {
		if err := lockSuite(ctx, tx, orgID, suiteID); err != nil {
			return Case{}, err
		}
		before, err := caseOf(ctx, tx, orgID, suiteID, id, true)
		if err != nil {
			return Case{}, err
		}
		c := before // prepareCase replaces fields, never edits before's lists
		if err := prepareCase(&c, in); err != nil {
			return Case{}, err
		}
		if err := updateCase(ctx, tx, orgID, c); err != nil {
			return Case{}, err
		}
		saved, err := caseOf(ctx, tx, orgID, suiteID, id, false)
		if err != nil {
			return Case{}, err
		}
		return saved, audit.Record(ctx, tx, audit.Entry{Action: "test_case.updated", TargetType: "test_case", TargetID: id.String(),
			Before: before, After: saved})
	})
}

// DeleteCase deletes one of a suite's cases; runs that copied it keep it.
// Errors: NotFound (the suite, or a case not under it), Forbidden.
func (s *Service) DeleteCase(ctx context.Context, suiteID, id uuid.UUID) error {
	orgID, err := auth.Authorize(ctx, auth.WriteTests)
	if err != nil {
		return err
	}
	_, err = db.InTx(ctx, s.pool, "delete test case", func(tx pgx.Tx) (struct{}, error) {
		if err := lockSuite(ctx, tx, orgID, suiteID); err != nil {
			return struct{}{}, err
		}
		before, err := caseOf(ctx, tx, orgID, suiteID, id, true)
		if err != nil {
			return struct{}{}, err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM test_cases WHERE organization_id = $1 AND suite_id = $2 AND id = $3`, orgID, suiteID, id); err != nil {
			return struct{}{}, db.Wrap("delete test case", err)
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "test_case.deleted", TargetType: "test_case", TargetID: id.String(),
			Before: before})
	})
	return err
}
