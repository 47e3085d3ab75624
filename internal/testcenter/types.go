// Package testcenter is the test center: suites of cases an agent is
// tested with, cases generated from its flows, and runs that execute a
// suite's cases through the conversation runtime (never executing actions)
// and judge them by their assertions.
package testcenter

import (
	"encoding/json"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/flows"
	"voiceagent/internal/runtime"
)

// Preset is a built-in scenario: a caller to play.
type Preset struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Description string `json:"description"`
	Persona     string `json:"persona"`
	Goal        string `json:"goal"`
}

// Suite is a named set of cases for one agent.
type Suite struct {
	ID          uuid.UUID `json:"id"`
	AgentID     uuid.UUID `json:"agent_id"`
	Name        string    `json:"name"`
	Description string    `json:"description"`
	CaseCount   int       `json:"case_count"`
	CreatedAt   time.Time `json:"created_at"`
	UpdatedAt   time.Time `json:"updated_at"`
}

// SuiteDetail is a suite with its cases in creation order (the only case
// list).
type SuiteDetail struct {
	Suite
	Cases []Case `json:"cases"`
}

// Case statuses and sources.
const (
	CaseActive       = "active"
	CaseDraft        = "draft"
	SourceManual     = "manual"
	SourceGenerated  = "generated"
	DefaultMaxTurns  = 10
	MaxTurnsLimit    = 50
	MaxScriptLines   = 50
	MaxScriptLineLen = 4000
)

// Case is a conversation the runtime runs and what must hold of it. It has
// a Script (the caller's lines, one per turn), or a Persona and Goal a
// simulated caller plays (PresetID fills those not given).
type Case struct {
	ID         uuid.UUID   `json:"id"`
	SuiteID    uuid.UUID   `json:"suite_id"`
	Name       string      `json:"name"`
	PresetID   *string     `json:"preset_id"`
	Persona    *string     `json:"persona"`
	Goal       *string     `json:"goal"`
	Script     []string    `json:"script"`
	MaxTurns   int         `json:"max_turns"`
	Assertions []Assertion `json:"assertions"`
	Status     string      `json:"status"`
	Source     string      `json:"source"`
	CreatedAt  time.Time   `json:"created_at"`
	UpdatedAt  time.Time   `json:"updated_at"`
}

// Assertion types.
const (
	AssertPathIncludes     = "path_includes"
	AssertPathExcludes     = "path_excludes"
	AssertVariableEquals   = "variable_equals"
	AssertVariableMatches  = "variable_matches"
	AssertActionCalled     = "action_called"
	AssertActionNotCalled  = "action_not_called"
	AssertReplyContains    = "reply_contains"
	AssertReplyNotContains = "reply_not_contains"
	AssertEndedWith        = "ended_with"
	AssertJudge            = "judge"
)

// AssertionTypes lists the assertion types, as an unknown type's error
// names them.
var AssertionTypes = []string{AssertPathIncludes, AssertPathExcludes, AssertVariableEquals, AssertVariableMatches,
	AssertActionCalled, AssertActionNotCalled, AssertReplyContains, AssertReplyNotContains, AssertEndedWith, AssertJudge}

// Assertion is one thing a case's conversation must show; which fields it
// uses depends on Type (the others stay empty and are not rendered).
type Assertion struct {
	Type string `json:"type"`
	// path_includes, path_excludes: node ids visited (subflows included).
	Nodes   []string `json:"nodes,omitempty"`
	InOrder *bool    `json:"in_order,omitempty"`
	// variable_equals (Value, compared as JSON), variable_matches (Pattern,
	// RE2 over the value's text).
	Variable string          `json:"variable,omitempty"`
	Value    json.RawMessage `json:"value,omitempty"`
	Pattern  string          `json:"pattern,omitempty"`
	// action_called (with Variables' values when given), action_not_called.
	ActionID  string         `json:"action_id,omitempty"`
	Variables map[string]any `json:"variables,omitempty"`
	// reply_contains, reply_not_contains (case-insensitive, any agent turn).
	Text string `json:"text,omitempty"`
	// ended_with: the end status and/or the finishing node.
	Status string `json:"status,omitempty"`
	NodeID string `json:"node_id,omitempty"`
	// judge: a criterion in plain language, scored by the model.
	Criteria string `json:"criteria,omitempty"`
}

// AssertionResult is an assertion with its verdict: Passed is nil when it
// could not be scored (a judge without a model), and Reason names what was
// checked and what was seen, also when it passed.
type AssertionResult struct {
	Assertion
	Passed *bool  `json:"passed"`
	Reason string `json:"reason"`
}

// End statuses of a case's conversation.
const (
	EndCompleted   = "completed"    // an end node finished the main flow
	EndTransferred = "transferred"  // a transfer node
	EndMaxTurns    = "max_turns"    // the caller made max_turns turns and the agent still waits
	EndScriptEnded = "script_ended" // the script was used up, or the simulated caller ended
	EndError       = "error"
)

// Case and run statuses.
const (
	StatusQueued    = "queued"
	StatusRunning   = "running"
	StatusPassed    = "passed"
	StatusFailed    = "failed"
	StatusError     = "error"
	StatusCancelled = "cancelled"
)

// CaseResult is a finished case of a run.
type CaseResult struct {
	CaseID     uuid.UUID           `json:"case_id"`
	Name       string              `json:"name"`
	Status     string              `json:"status"` // passed, failed, error
	EndStatus  string              `json:"end_status"`
	EndNodeID  *string             `json:"end_node_id"`
	Turns      []runtime.Turn      `json:"turns"`
	Path       []string            `json:"path"`
	Variables  map[string]any      `json:"variables"`
	Actions    []runtime.ActionRun `json:"actions"`
	Assertions []AssertionResult   `json:"assertions"`
	Error      *string             `json:"error"`
	StartedAt  time.Time           `json:"started_at"`
	FinishedAt time.Time           `json:"finished_at"`
	DurationMS int64               `json:"duration_ms"`
}

// Snapshot is the agent configuration a run copies at creation: the draft
// or a published version's prompt, language and flows (Main: the main
// flow's id; Flows empty in prompt mode).
type Snapshot struct {
	Mode     string           `json:"mode"` // flow or prompt
	Prompt   string           `json:"prompt"`
	Language string           `json:"language"`
	Main     uuid.UUID        `json:"main_flow_id"`
	Flows    []flows.Revision `json:"flows"`
}

// Totals counts a run's cases by outcome; Pending have not finished.
type Totals struct {
	Total   int `json:"total"`
	Passed  int `json:"passed"`
	Failed  int `json:"failed"`
	Error   int `json:"error"`
	Pending int `json:"pending"`
}

// Run is an execution of a suite's cases. AgentVersion is nil for the draft
// (rendered "draft"), else a published version number. Results hold each
// finished case in CaseIDs order (nil in lists).
type Run struct {
	ID           uuid.UUID    `json:"id"`
	SuiteID      uuid.UUID    `json:"suite_id"`
	AgentID      uuid.UUID    `json:"agent_id"`
	AgentVersion AgentVersion `json:"agent_version"`
	Status       string       `json:"status"`
	CaseIDs      []uuid.UUID  `json:"case_ids"`
	CreatedAt    time.Time    `json:"created_at"`
	StartedAt    *time.Time   `json:"started_at"`
	FinishedAt   *time.Time   `json:"finished_at"`
	DurationMS   *int64       `json:"duration_ms"`
	Totals       Totals       `json:"totals"`
	Results      []CaseResult `json:"results"`
}

// Event types of a run's progress.
const (
	EventRunStarted   = "run_started"
	EventCaseStarted  = "case_started"
	EventCaseFinished = "case_finished"
	EventRunFinished  = "run_finished"
)

// Event is one step of a run's progress, numbered from 0.
type Event struct {
	RunID    uuid.UUID  `json:"run_id"`
	Position int        `json:"position"`
	Type     string     `json:"type"`
	CaseID   *uuid.UUID `json:"case_id"`
	Status   *string    `json:"status"`
	Totals   Totals     `json:"totals"`
	At       time.Time  `json:"at"`
}
