package calls

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// MaxImportBatch bounds one Import call: one transaction, one COPY. Loaders
// stream larger sets as consecutive batches.
const MaxImportBatch = 20000

// ImportCall is one call loaded in bulk (seeders, migrations from another
// platform): the record as the runtime would have left it after Create,
// Start, AppendTurns, RecordAction, End and RecordOutcome.
type ImportCall struct {
	AgentID    uuid.UUID
	Channel    string // phone | web | chat | sms
	Direction  string // inbound | outbound
	FromNumber string // E.164, optional
	ToNumber   string // E.164, optional
	// Status is where the call stands: a final status, or created/active for
	// a call still in progress.
	Status    string
	EndReason string
	CreatedAt time.Time // required
	StartedAt time.Time // zero: never started (required for active and completed)
	EndedAt   time.Time // required for a final status, zero otherwise
	// Transcript and Actions are what AppendTurns and RecordAction would
	// have written; an action's zero ExecutedAt becomes the start (or
	// creation) time.
	Transcript []Turn
	Actions    []ActionInput
	// Outcome, for an ended call only, is the post-call outcome; nil means
	// post-call processing has not run. OutcomeAt (zero = EndedAt) is when
	// it was recorded.
	Outcome   *Outcome
	OutcomeAt time.Time
}

// Import loads finished (or in-progress) calls into the caller's
// organization in one transaction: one COPY of the rows, with transcript,
// actions and post-call outcome, and one upsert that brings the daily rollups
// to exactly what the service methods would have left for the same calls.
// Every call is validated with the service's rules before anything is
// written, so a bad call loads nothing. It emits no events (an import
// replays history; it does not happen now). Returns the number of calls
// loaded. Errors: Invalid (the field of the first bad call, named by index),
// NotFound (an agent not in the organization), Forbidden.
func (s *Service) Import(ctx context.Context, in []ImportCall) (int, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return 0, err
	}
	if len(in) == 0 {
		return 0, nil
	}
	if len(in) > MaxImportBatch {
		return 0, apperr.Field("calls", fmt.Sprintf("at most %d calls per import batch", MaxImportBatch))
	}
	versions, err := s.agentVersions(ctx, orgID, in)
	if err != nil {
		return 0, err
	}
	now := time.Now().UTC().Truncate(time.Microsecond)
	rows := make([][]any, 0, len(in))
	callIDs := make([]uuid.UUID, 0, len(in))
	agg, cs := rollup{}, counts{}
	for i := range in {
		row, err := importRow(orgID, versions, &in[i], now, agg, cs)
		if err != nil {
			if e, ok := apperr.As(err); ok {
				for j := range e.Fields {
					e.Fields[j].Field = fmt.Sprintf("calls[%d].%s", i, e.Fields[j].Field)
				}
				e.Message = fmt.Sprintf("calls[%d]: %s", i, e.Message)
			}
			return 0, err
		}
		rows = append(rows, row)
		callIDs = append(callIDs, row[0].(uuid.UUID))
	}
	_, err = db.InTx(ctx, s.pool, "import calls", func(tx pgx.Tx) (Call, error) {
		if _, err := tx.CopyFrom(ctx, pgx.Identifier{"calls"}, importColumns, pgx.CopyFromRows(rows)); err != nil {
			return Call{}, err
		}
		// The search side table, from the rows just copied: the vector is
		// built by the same SQL function as for a single call.
		if _, err := tx.Exec(ctx, `INSERT INTO call_search (call_id, organization_id, created_at, tsv)
			SELECT c.id, c.organization_id, c.created_at, calls_search_vector(c.transcript, c.from_number, c.to_number)
			FROM calls c WHERE c.id = ANY($1)`, callIDs); err != nil {
			return Call{}, err
		}
		if err := agg.apply(ctx, tx, orgID); err != nil {
			return Call{}, err
		}
		return Call{}, cs.apply(ctx, tx, orgID)
	})
	if err != nil {
		return 0, err
	}
	return len(rows), nil
}

var importColumns = []string{
	"id", "organization_id", "agent_id", "agent_version", "channel", "direction", "from_number", "to_number",
	"status", "end_reason", "created_at", "started_at", "ended_at", "duration_ms",
	"transcript", "turn_count", "actions", "action_count",
	"summary", "outcome", "extracted_data", "evaluations", "sentiment_label", "sentiment_score", "outcome_recorded_at",
	"post_call_status", "updated_at",
}

// agentVersions returns the live version of every agent the calls name, all
// of which must belong to the organization (the agents service answers).
func (s *Service) agentVersions(ctx context.Context, orgID uuid.UUID, in []ImportCall) (map[uuid.UUID]int, error) {
	var want []uuid.UUID
	seen := map[uuid.UUID]bool{}
	for _, c := range in {
		if !seen[c.AgentID] {
			seen[c.AgentID] = true
			want = append(want, c.AgentID)
		}
	}
	return s.agents.LiveVersions(ctx, orgID, want)
}

// importRow validates one call with the service's rules, counts it into agg
// and returns its COPY row in importColumns order.
func importRow(orgID uuid.UUID, versions map[uuid.UUID]int, c *ImportCall, now time.Time, agg rollup, cs counts) ([]any, error) {
	if err := apperr.OneOf("channel", c.Channel, Channels); err != nil {
		return nil, err
	}
	if err := apperr.OneOf("direction", c.Direction, Directions); err != nil {
		return nil, err
	}
	from, err := optionalNumber("from_number", c.FromNumber)
	if err != nil {
		return nil, err
	}
	to, err := optionalNumber("to_number", c.ToNumber)
	if err != nil {
		return nil, err
	}
	if err := apperr.OneOf("status", c.Status, Statuses); err != nil {
		return nil, err
	}
	if c.CreatedAt.IsZero() {
		return nil, apperr.Field("created_at", "is required")
	}
	reason := strings.TrimSpace(c.EndReason)
	if utf8.RuneCountInString(c.EndReason) > 500 {
		return nil, apperr.Field("end_reason", "must be at most 500 characters")
	}
	final := IsFinal(c.Status)
	switch {
	case c.Status == "created" && !c.StartedAt.IsZero():
		return nil, apperr.Field("started_at", "must be empty for a call in status created")
	case (c.Status == "active" || c.Status == "completed") && c.StartedAt.IsZero():
		return nil, apperr.Field("started_at", "is required for a call in status "+c.Status)
	case final && c.EndedAt.IsZero():
		return nil, apperr.Field("ended_at", "is required for a call in status "+c.Status)
	case !final && !c.EndedAt.IsZero():
		return nil, apperr.Field("ended_at", "must be empty for a call in status "+c.Status)
	case !final && reason != "":
		return nil, apperr.Field("end_reason", "must be empty for a call in status "+c.Status)
	case !final && c.Outcome != nil:
		return nil, apperr.Field("outcome", "can only be recorded for an ended call")
	}

	// Times as Create, Start and End fix them: microseconds, UTC, never
	// before the previous step.
	created := c.CreatedAt.UTC().Truncate(time.Microsecond)
	var started, ended *time.Time
	if !c.StartedAt.IsZero() {
		t := c.StartedAt.UTC().Truncate(time.Microsecond)
		if t.Before(created) {
			t = created
		}
		started = &t
	}
	var duration *int64
	var seconds float64
	if final {
		t := c.EndedAt.UTC().Truncate(time.Microsecond)
		d := int64(0)
		if started != nil {
			if t.Before(*started) {
				t = *started
			}
			d = t.Sub(*started).Milliseconds()
		} else if t.Before(created) {
			t = created
		}
		ended, duration, seconds = &t, &d, float64(d)/1000
	}

	if err := validateTurns(c.Transcript); err != nil {
		return nil, err
	}
	if len(c.Transcript) > MaxTurnsPerCall {
		return nil, apperr.Field("turns", fmt.Sprintf("a call holds at most %d transcript turns", MaxTurnsPerCall))
	}
	transcript := c.Transcript
	if transcript == nil {
		transcript = []Turn{}
	}

	if len(c.Actions) > MaxActionsPerCall {
		return nil, apperr.Field("actions", fmt.Sprintf("a call holds at most %d actions", MaxActionsPerCall))
	}
	actionAt := created
	if started != nil {
		actionAt = *started
	}
	actions := make([]Action, 0, len(c.Actions))
	for i, in := range c.Actions {
		if in.ExecutedAt.IsZero() {
			in.ExecutedAt = actionAt
		}
		a, err := buildAction(in)
		if err != nil {
			if e, ok := apperr.As(err); ok {
				for j := range e.Fields {
					e.Fields[j].Field = fmt.Sprintf("actions[%d].%s", i, e.Fields[j].Field)
				}
			}
			return nil, err
		}
		actions = append(actions, a)
	}
	// Positions as AppendTurns and RecordAction would have numbered them,
	// recording each action before the turns that follow it in time.
	start := created
	if started != nil {
		start = *started
	}
	turnPos, actionPos := timeOrder(start, transcript, actions)
	storedTurns, storedActions := make([]storedTurn, len(transcript)), make([]storedAction, len(actions))
	for i := range transcript {
		storedTurns[i] = storedTurn{Turn: transcript[i], Seq: &turnPos[i]}
	}
	for i := range actions {
		storedActions[i] = storedAction{Action: actions[i], Seq: &actionPos[i]}
	}
	transcriptJSON, err := json.Marshal(storedTurns)
	if err != nil {
		return nil, fmt.Errorf("encode turns: %w", err)
	}
	actionsJSON, err := json.Marshal(storedActions)
	if err != nil {
		return nil, fmt.Errorf("encode actions: %w", err)
	}

	var (
		summary, outcome, sentimentLabel any
		extracted, evaluations           any
		sentimentScore, recordedAt       any
		postCallStatus                   any // imported history is never processed again
	)
	if c.Outcome != nil {
		o := *c.Outcome
		o.Evaluations = slices.Clone(o.Evaluations)
		if err := validateOutcome(&o); err != nil {
			return nil, err
		}
		ex, err := json.Marshal(o.ExtractedData)
		if err != nil {
			return nil, apperr.Field("extracted_data", "must be a JSON object")
		}
		if len(ex) > MaxExtractedJSON {
			return nil, apperr.Field("extracted_data", fmt.Sprintf("must be at most %d bytes of JSON", MaxExtractedJSON))
		}
		ev, err := json.Marshal(o.Evaluations)
		if err != nil {
			return nil, apperr.Field("evaluations", "could not be encoded")
		}
		summary, extracted, evaluations = o.Summary, json.RawMessage(ex), json.RawMessage(ev)
		if o.Outcome != "" {
			outcome = o.Outcome
		}
		if o.Sentiment != nil {
			sentimentLabel, sentimentScore = o.Sentiment.Label, o.Sentiment.Score
		}
		at := *ended
		if !c.OutcomeAt.IsZero() {
			at = c.OutcomeAt.UTC().Truncate(time.Microsecond)
		}
		recordedAt, postCallStatus = at, PostCallCompleted
		agg.add(created, c.AgentID, outcomeStats(o)...)
	}

	// The rollup rows the service path leaves: every call passes through
	// created (+1 then -1 when it moves on) and, once started, active.
	switch {
	case c.Status == "created":
		agg.add(created, c.AgentID, stat{metric: "status", key: "created", count: 1})
	case c.Status == "active":
		agg.add(created, c.AgentID, stat{metric: "status", key: "created"}, stat{metric: "status", key: "active", count: 1})
	default:
		agg.add(created, c.AgentID, stat{metric: "status", key: "created"}, stat{metric: "status", key: c.Status, count: 1, total: seconds})
		if started != nil {
			agg.add(created, c.AgentID, stat{metric: "status", key: "active"})
		}
	}
	for _, a := range actions {
		agg.add(created, c.AgentID, stat{metric: "action", key: a.Type, count: 1, hits: boolInt(a.Success)})
	}
	cs.add(created, Call{AgentID: c.AgentID, Status: c.Status, Channel: c.Channel, Direction: c.Direction}, 1)

	var endReason any
	if reason != "" {
		endReason = reason
	}
	return []any{
		ids.New(), orgID, c.AgentID, versions[c.AgentID], c.Channel, c.Direction, from, to,
		c.Status, endReason, created, started, ended, duration,
		json.RawMessage(transcriptJSON), len(transcript), json.RawMessage(actionsJSON), len(actions),
		summary, outcome, extracted, evaluations, sentimentLabel, sentimentScore, recordedAt,
		postCallStatus, now,
	}, nil
}

// validateTurns applies AppendTurns' rules to every turn of a transcript.
func validateTurns(turns []Turn) error {
	for i, t := range turns {
		field := fmt.Sprintf("turns[%d]", i)
		if !slices.Contains(TurnRoles, t.Role) {
			return apperr.Field(field+".role", "must be one of "+strings.Join(TurnRoles, ", "))
		}
		if strings.TrimSpace(t.Text) == "" {
			return apperr.Field(field+".text", "is required")
		}
		if !utf8.ValidString(t.Text) || utf8.RuneCountInString(t.Text) > MaxTurnText {
			return apperr.Field(field+".text", fmt.Sprintf("must be valid UTF-8 of at most %d characters", MaxTurnText))
		}
		if t.OffsetMS < 0 {
			return apperr.Field(field+".offset_ms", "must be 0 or more")
		}
	}
	return nil
}

// buildAction applies RecordAction's rules and builds the stored action; the
// caller sets a non-zero ExecutedAt.
func buildAction(in ActionInput) (Action, error) {
	a := Action{ID: ids.New(), ActionID: strings.TrimSpace(in.ActionID), Type: strings.TrimSpace(in.Type), Name: strings.TrimSpace(in.Name), Success: in.Success}
	switch {
	case a.Type == "":
		return Action{}, apperr.Field("type", "is required")
	case utf8.RuneCountInString(a.Type) > MaxLabel:
		return Action{}, apperr.Field("type", fmt.Sprintf("must be at most %d characters", MaxLabel))
	case utf8.RuneCountInString(a.Name) > 200:
		return Action{}, apperr.Field("name", "must be at most 200 characters")
	case utf8.RuneCountInString(a.ActionID) > 200:
		return Action{}, apperr.Field("action_id", "must be at most 200 characters")
	case utf8.RuneCountInString(in.Error) > 2000:
		return Action{}, apperr.Field("error", "must be at most 2000 characters")
	}
	var err error
	if a.Input, err = boundedJSON("input", in.Input, MaxActionJSON); err != nil {
		return Action{}, err
	}
	if a.Result, err = boundedJSON("result", in.Result, MaxActionJSON); err != nil {
		return Action{}, err
	}
	if in.Error != "" {
		e := in.Error
		a.Error = &e
	}
	a.ExecutedAt = in.ExecutedAt.UTC().Truncate(time.Microsecond)
	return a, nil
}
