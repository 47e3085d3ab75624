package calls

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
)

// Limits on what the runtime may write, so one call cannot grow without bound.
const (
	MaxTurnText       = 20000 // characters per turn
	MaxTurnsPerCall   = 5000
	MaxTurnsPerWrite  = 500
	MaxActionsPerCall = 1000
	MaxActionJSON     = 64 << 10 // bytes of input or result per action
	MaxSummary        = 20000
	MaxLabel          = 100 // outcome labels, action types and names, evaluation names
	MaxEvaluations    = 100
	MaxExtractedJSON  = 64 << 10
)

var e164 = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

// CreateInput is what a new call needs.
type CreateInput struct {
	AgentID    uuid.UUID
	Channel    string    // phone | web | chat | sms
	Direction  string    // inbound | outbound
	FromNumber string    // E.164, optional
	ToNumber   string    // E.164, optional
	CreatedAt  time.Time // zero = now; set by imports and seeders
}

// Create records a new call in status created, served by the agent's live
// version. Errors: Invalid (a field, named), NotFound (agent), Forbidden.
func (s *Service) Create(ctx context.Context, in CreateInput) (Call, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return Call{}, err
	}
	if err := apperr.OneOf("channel", in.Channel, Channels); err != nil {
		return Call{}, err
	}
	if err := apperr.OneOf("direction", in.Direction, Directions); err != nil {
		return Call{}, err
	}
	from, err := optionalNumber("from_number", in.FromNumber)
	if err != nil {
		return Call{}, err
	}
	to, err := optionalNumber("to_number", in.ToNumber)
	if err != nil {
		return Call{}, err
	}
	version, err := s.agents.LiveVersion(ctx, orgID, in.AgentID)
	if err != nil {
		return Call{}, err
	}
	created := in.CreatedAt
	if created.IsZero() {
		created = time.Now()
	}
	created = created.UTC().Truncate(time.Microsecond)
	id := ids.New()
	return s.notify(ctx, "created")(db.InTx(ctx, s.pool, "create call", func(tx pgx.Tx) (Call, error) {
		if _, err := tx.Exec(ctx, `
			INSERT INTO calls (id, organization_id, agent_id, agent_version, channel, direction, from_number, to_number, status, created_at, updated_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'created', $9, $9)`,
			id, orgID, in.AgentID, version, in.Channel, in.Direction, from, to, created); err != nil {
			return Call{}, err
		}
		if err := bumpStats(ctx, tx, orgID, created, in.AgentID, stat{metric: "status", key: "created", count: 1}); err != nil {
			return Call{}, err
		}
		cs := counts{}
		cs.add(created, Call{AgentID: in.AgentID, Status: "created", Channel: in.Channel, Direction: in.Direction}, 1)
		if err := cs.apply(ctx, tx, orgID); err != nil {
			return Call{}, err
		}
		if _, err := tx.Exec(ctx, `INSERT INTO call_search (call_id, organization_id, created_at, tsv)
			VALUES ($1, $2, $3, calls_search_vector('[]', $4, $5))`, id, orgID, created, from, to); err != nil {
			return Call{}, err
		}
		return s.get(ctx, tx, orgID, id, false)
	}))
}

// Start moves a created call to active at the given time (zero = now).
// Errors: NotFound, Conflict (not in created), Forbidden.
func (s *Service) Start(ctx context.Context, id uuid.UUID, at time.Time) (Call, error) {
	return s.transition(ctx, id, "active", "", at)
}

// EndInput ends a call.
type EndInput struct {
	Status string    // completed | failed | cancelled | abandoned
	Reason string    // why it ended, free text (e.g. "caller hung up")
	At     time.Time // zero = now
}

// End moves a call to a final status and fixes its duration (from start to
// end; 0 for a call that never started). Errors: Invalid (status, reason),
// NotFound, Conflict (transition not allowed, e.g. ending an ended call or
// completing a call that never started), Forbidden.
func (s *Service) End(ctx context.Context, id uuid.UUID, in EndInput) (Call, error) {
	if err := apperr.OneOf("status", in.Status, EndStatuses); err != nil {
		return Call{}, err
	}
	if utf8.RuneCountInString(in.Reason) > 500 {
		return Call{}, apperr.Field("end_reason", "must be at most 500 characters")
	}
	return s.transition(ctx, id, in.Status, strings.TrimSpace(in.Reason), in.At)
}

func (s *Service) transition(ctx context.Context, id uuid.UUID, to, reason string, at time.Time) (Call, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return Call{}, err
	}
	if at.IsZero() {
		at = time.Now()
	}
	at = at.UTC().Truncate(time.Microsecond)
	return s.notify(ctx, transitionAction(to))(db.InTx(ctx, s.pool, "change call status", func(tx pgx.Tx) (Call, error) {
		c, err := s.get(ctx, tx, orgID, id, true)
		if err != nil {
			return Call{}, err
		}
		if !CanTransition(c.Status, to) {
			if IsFinal(c.Status) {
				return Call{}, apperr.Conflictf("call %s is %s, a final status; it cannot become %s", id, c.Status, to)
			}
			return Call{}, apperr.Conflictf("call %s is %s; it can become %s, not %s", id, c.Status, strings.Join(allowedFrom(c.Status), ", "), to)
		}
		var seconds float64 // the duration the status rollup adds up
		if to == "active" {
			if at.Before(c.CreatedAt) {
				at = c.CreatedAt
			}
			_, err = tx.Exec(ctx, `UPDATE calls SET status = 'active', started_at = $3, updated_at = clock_timestamp()
				WHERE organization_id = $1 AND id = $2`, orgID, id, at)
		} else {
			d := int64(0)
			if c.StartedAt != nil {
				if at.Before(*c.StartedAt) {
					at = *c.StartedAt
				}
				d = at.Sub(*c.StartedAt).Milliseconds()
			} else if at.Before(c.CreatedAt) {
				at = c.CreatedAt
			}
			seconds = float64(d) / 1000
			// A completed call waits for post-call processing from this
			// transaction on (see internal/postcall).
			_, err = tx.Exec(ctx, `UPDATE calls SET status = $3, end_reason = NULLIF($4, ''), ended_at = $5, duration_ms = $6,
				post_call_status = CASE WHEN $3 = 'completed' THEN 'pending' END, updated_at = clock_timestamp()
				WHERE organization_id = $1 AND id = $2`, orgID, id, to, reason, at, d)
			if err == nil && to == "completed" {
				err = announceCompleted(ctx, tx, orgID, id)
			}
		}
		if err != nil {
			return Call{}, err
		}
		if err := bumpStats(ctx, tx, orgID, c.CreatedAt, c.AgentID,
			stat{metric: "status", key: c.Status, count: -1},
			stat{metric: "status", key: to, count: 1, total: seconds}); err != nil {
			return Call{}, err
		}
		cs := counts{}
		cs.move(c, c.Status, to)
		if err := cs.apply(ctx, tx, orgID); err != nil {
			return Call{}, err
		}
		return s.get(ctx, tx, orgID, id, false)
	}))
}

// AppendTurns adds turns, in order, to the transcript of a call that has not
// ended. Errors: Invalid (a turn, named by index), NotFound, Conflict (the call
// has ended, or the transcript is full), Forbidden.
func (s *Service) AppendTurns(ctx context.Context, id uuid.UUID, turns ...Turn) error {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return err
	}
	if len(turns) == 0 {
		return apperr.Field("turns", "must hold at least one turn")
	}
	if len(turns) > MaxTurnsPerWrite {
		return apperr.Field("turns", fmt.Sprintf("at most %d turns per write", MaxTurnsPerWrite))
	}
	if err := validateTurns(turns); err != nil {
		return err
	}
	var entries []Entry
	_, err = db.InTx(ctx, s.pool, "append turns", func(tx pgx.Tx) (Call, error) {
		c, err := s.lockLight(ctx, tx, orgID, id)
		if err != nil {
			return Call{}, err
		}
		if IsFinal(c.Status) {
			return Call{}, apperr.Conflictf("call %s is %s; its transcript is closed", id, c.Status)
		}
		if c.TurnCount+len(turns) > MaxTurnsPerCall {
			return Call{}, apperr.Conflictf("call %s would exceed %d transcript turns", id, MaxTurnsPerCall)
		}
		// Positions follow every turn and action before, counted on the
		// locked row, so concurrent writers number without a gap or a repeat.
		next := c.TurnCount + c.ActionCount
		stored, start := make([]storedTurn, len(turns)), turnStart(c)
		entries = make([]Entry, len(turns))
		for i, t := range turns {
			seq := next + i
			stored[i] = storedTurn{Turn: t, Seq: &seq}
			entries[i] = Entry{Position: seq, Turn: &turns[i], At: start.Add(time.Duration(t.OffsetMS) * time.Millisecond)}
		}
		b, err := json.Marshal(stored)
		if err != nil {
			return Call{}, fmt.Errorf("encode turns: %w", err)
		}
		if _, err := tx.Exec(ctx, `UPDATE calls SET transcript = transcript || $3::jsonb, turn_count = turn_count + $4, updated_at = clock_timestamp()
			WHERE organization_id = $1 AND id = $2`, orgID, id, b, len(turns)); err != nil {
			return Call{}, err
		}
		_, err = tx.Exec(ctx, `UPDATE call_search s SET tsv = calls_search_vector(c.transcript, c.from_number, c.to_number)
			FROM calls c WHERE c.organization_id = $1 AND c.id = $2 AND s.call_id = c.id`, orgID, id)
		return Call{}, err
	})
	if err == nil {
		s.notifyTranscript(ctx, orgID, id, entries)
	}
	return err
}

// ActionInput describes one executed action.
type ActionInput struct {
	ActionID   string // the configured action's id, if any
	Type       string // e.g. call_transfer, booking, custom_action, sms
	Name       string
	Input      any
	Result     any
	Success    bool
	Error      string    // why it failed
	ExecutedAt time.Time // zero = now
}

// RecordAction adds an executed action to a call that has not ended and
// counts it in the daily rollup of its type. Errors: Invalid, NotFound,
// Conflict (the call has ended, or holds too many actions), Forbidden.
func (s *Service) RecordAction(ctx context.Context, id uuid.UUID, in ActionInput) (Action, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return Action{}, err
	}
	if in.ExecutedAt.IsZero() {
		in.ExecutedAt = time.Now()
	}
	a, err := buildAction(in)
	if err != nil {
		return Action{}, err
	}
	var entry Entry
	_, err = db.InTx(ctx, s.pool, "record action", func(tx pgx.Tx) (Call, error) {
		c, err := s.lockLight(ctx, tx, orgID, id)
		if err != nil {
			return Call{}, err
		}
		if IsFinal(c.Status) {
			return Call{}, apperr.Conflictf("call %s is %s; actions can no longer be recorded", id, c.Status)
		}
		if c.ActionCount >= MaxActionsPerCall {
			return Call{}, apperr.Conflictf("call %s already holds %d actions", id, MaxActionsPerCall)
		}
		seq := c.TurnCount + c.ActionCount // as in AppendTurns
		b, err := json.Marshal([]storedAction{{Action: a, Seq: &seq}})
		if err != nil {
			return Call{}, fmt.Errorf("encode action: %w", err)
		}
		entry = Entry{Position: seq, Action: &a, At: a.ExecutedAt}
		if _, err := tx.Exec(ctx, `UPDATE calls SET actions = actions || $3::jsonb, action_count = action_count + 1, updated_at = clock_timestamp()
			WHERE organization_id = $1 AND id = $2`, orgID, id, b); err != nil {
			return Call{}, err
		}
		return Call{}, bumpStats(ctx, tx, orgID, c.CreatedAt, c.AgentID, stat{metric: "action", key: a.Type, count: 1, hits: boolInt(a.Success)})
	})
	if err != nil {
		return Action{}, err
	}
	s.notifyTranscript(ctx, orgID, id, []Entry{entry})
	return a, nil
}

// Outcome is the result of post-call processing.
type Outcome struct {
	Summary       string
	Outcome       string // a short label, e.g. resolved, booked, escalated
	ExtractedData map[string]any
	Evaluations   []Evaluation
	Sentiment     *Sentiment
}

// RecordOutcome stores the post-call outcome of an ended call, once, and
// counts it in the rollups. For a completed call it emits call.completed in
// the same transaction (through the outbox), so the event exists exactly when
// the outcome does; failed, cancelled and abandoned calls never emit it.
// Errors: Invalid (a field, named), NotFound, Conflict (the call has not
// ended, or its outcome was already recorded), Forbidden.
func (s *Service) RecordOutcome(ctx context.Context, id uuid.UUID, in Outcome) (Call, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return Call{}, err
	}
	if err := validateOutcome(&in); err != nil {
		return Call{}, err
	}
	extracted, err := json.Marshal(in.ExtractedData)
	if err != nil {
		return Call{}, apperr.Field("extracted_data", "must be a JSON object")
	}
	if len(extracted) > MaxExtractedJSON {
		return Call{}, apperr.Field("extracted_data", fmt.Sprintf("must be at most %d bytes of JSON", MaxExtractedJSON))
	}
	evals, err := json.Marshal(in.Evaluations)
	if err != nil {
		return Call{}, apperr.Field("evaluations", "could not be encoded")
	}
	var label *string
	var score *float64
	if in.Sentiment != nil {
		label, score = &in.Sentiment.Label, &in.Sentiment.Score
	}
	return s.notify(ctx, "outcome")(db.InTx(ctx, s.pool, "record call outcome", func(tx pgx.Tx) (Call, error) {
		c, err := s.lockLight(ctx, tx, orgID, id)
		if err != nil {
			return Call{}, err
		}
		if !IsFinal(c.Status) {
			return Call{}, apperr.Conflictf("call %s is %s; record its outcome after it ends", id, c.Status)
		}
		if c.OutcomeRecorded {
			return Call{}, apperr.Conflictf("the outcome of call %s was already recorded", id)
		}
		if _, err := tx.Exec(ctx, `
			UPDATE calls SET summary = $3, outcome = NULLIF($4, ''), extracted_data = $5, evaluations = $6,
				sentiment_label = $7, sentiment_score = $8, outcome_recorded_at = clock_timestamp(),
				post_call_status = 'completed', post_call_failure_reason = NULL, updated_at = clock_timestamp()
			WHERE organization_id = $1 AND id = $2`,
			orgID, id, in.Summary, in.Outcome, extracted, evals, label, score); err != nil {
			return Call{}, err
		}
		if err := bumpStats(ctx, tx, orgID, c.CreatedAt, c.AgentID, outcomeStats(in)...); err != nil {
			return Call{}, err
		}
		full, err := s.get(ctx, tx, orgID, id, false)
		if err != nil {
			return Call{}, err
		}
		if full.Status == "completed" && s.events != nil {
			if err := s.events.Publish(ctx, tx, orgID, events.CallCompleted, CompletedData(full)); err != nil {
				return Call{}, fmt.Errorf("publish %s: %w", events.CallCompleted, err)
			}
		}
		return full, nil
	}))
}

// MaxFailureReason bounds a post-call failure reason.
const MaxFailureReason = 500

// PostCallFailed records that post-call processing of a call gave up, with
// the reason, unless its outcome was recorded meanwhile. No event is
// emitted. Errors: NotFound, Forbidden.
func (s *Service) PostCallFailed(ctx context.Context, id uuid.UUID, reason string) (Call, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return Call{}, err
	}
	reason = strings.TrimSpace(strings.ToValidUTF8(reason, "?"))
	if reason == "" {
		reason = "post-call processing failed"
	}
	if r := []rune(reason); len(r) > MaxFailureReason {
		reason = string(r[:MaxFailureReason])
	}
	return db.InTx(ctx, s.pool, "record post-call failure", func(tx pgx.Tx) (Call, error) {
		if _, err := s.lockLight(ctx, tx, orgID, id); err != nil {
			return Call{}, err
		}
		if _, err := tx.Exec(ctx, `UPDATE calls SET post_call_status = 'failed', post_call_failure_reason = $3, updated_at = clock_timestamp()
			WHERE organization_id = $1 AND id = $2 AND outcome_recorded_at IS NULL`, orgID, id, reason); err != nil {
			return Call{}, err
		}
		return s.get(ctx, tx, orgID, id, false)
	})
}

// PendingCall names a call waiting for post-call processing.
type PendingCall struct {
	OrganizationID uuid.UUID
	ID             uuid.UUID
}

// PendingPostCalls lists, oldest first, up to limit calls of every
// organization that ended before endedBefore and still wait for post-call
// processing: the sweep's input. A system read, like Exists.
// Errors: Unavailable.
func (s *Service) PendingPostCalls(ctx context.Context, endedBefore time.Time, limit int) ([]PendingCall, error) {
	rows, err := s.pool.Query(ctx, `SELECT organization_id, id FROM calls
		WHERE post_call_status = 'pending' AND ended_at < $1 ORDER BY ended_at LIMIT $2`, endedBefore, limit)
	if err != nil {
		return nil, db.Wrap("list pending post-call processing", err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (PendingCall, error) {
		var p PendingCall
		return p, r.Scan(&p.OrganizationID, &p.ID)
	})
	return out, db.Wrap("list pending post-call processing", err)
}

// CompletedEventData is the data object of a call.completed event: the call
// id (usable with GET /v1/calls/{call_id}) and the whole record.
type CompletedEventData struct {
	CallID uuid.UUID `json:"call_id"`
	Call
}

// MarshalJSON puts call_id beside the call's own fields.
func (d CompletedEventData) MarshalJSON() ([]byte, error) {
	b, err := json.Marshal(d.Call)
	if err != nil {
		return nil, err
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	m["call_id"], _ = json.Marshal(d.CallID)
	return json.Marshal(m)
}

// CompletedData builds the call.completed data of a call read with its details.
func CompletedData(c Call) CompletedEventData { return CompletedEventData{CallID: c.ID, Call: c} }

func validateOutcome(in *Outcome) error {
	in.Outcome = strings.TrimSpace(in.Outcome)
	if utf8.RuneCountInString(in.Summary) > MaxSummary || !utf8.ValidString(in.Summary) {
		return apperr.Field("summary", fmt.Sprintf("must be valid UTF-8 of at most %d characters", MaxSummary))
	}
	if utf8.RuneCountInString(in.Outcome) > MaxLabel {
		return apperr.Field("outcome", fmt.Sprintf("must be at most %d characters", MaxLabel))
	}
	if in.ExtractedData == nil {
		in.ExtractedData = map[string]any{}
	}
	if in.Evaluations == nil {
		in.Evaluations = []Evaluation{}
	}
	if len(in.Evaluations) > MaxEvaluations {
		return apperr.Field("evaluations", fmt.Sprintf("at most %d evaluations", MaxEvaluations))
	}
	seen := map[string]bool{}
	for i, e := range in.Evaluations {
		field := fmt.Sprintf("evaluations[%d]", i)
		name := strings.TrimSpace(e.Name)
		switch {
		case name == "":
			return apperr.Field(field+".name", "is required")
		case utf8.RuneCountInString(name) > MaxLabel:
			return apperr.Field(field+".name", fmt.Sprintf("must be at most %d characters", MaxLabel))
		case seen[name]:
			return apperr.Field(field+".name", "is given twice: "+name)
		case utf8.RuneCountInString(e.Result) > 2000:
			return apperr.Field(field+".result", "must be at most 2000 characters")
		case e.Score != nil && (*e.Score < 0 || *e.Score > 1):
			return apperr.Field(field+".score", "must be between 0 and 1")
		}
		seen[name] = true
		in.Evaluations[i].Name = name
	}
	if in.Sentiment != nil {
		if !slices.Contains(Sentiments, in.Sentiment.Label) {
			return apperr.Field("sentiment.label", "must be one of "+strings.Join(Sentiments, ", "))
		}
		if in.Sentiment.Score < -1 || in.Sentiment.Score > 1 {
			return apperr.Field("sentiment.score", "must be between -1 and 1")
		}
	}
	return nil
}

// outcomeStats are the rollup increments of one recorded outcome.
func outcomeStats(in Outcome) []stat {
	var out []stat
	if in.Outcome != "" {
		out = append(out, stat{metric: "outcome", key: in.Outcome, count: 1})
	}
	if in.Sentiment != nil {
		out = append(out, stat{metric: "sentiment", key: in.Sentiment.Label, count: 1, total: in.Sentiment.Score})
	}
	for _, e := range in.Evaluations {
		if e.Passed == nil && e.Score == nil {
			continue // a free-text result only: nothing to count
		}
		st := stat{metric: "evaluation", key: e.Name, count: 1}
		if e.Passed != nil {
			st.hits = boolInt(*e.Passed)
		}
		if e.Score != nil {
			st.total = *e.Score
		}
		out = append(out, st)
	}
	return out
}

// lockLight locks a call's row and reads its light columns.
func (s *Service) lockLight(ctx context.Context, tx pgx.Tx, orgID, id uuid.UUID) (Call, error) {
	c, err := scanCall(tx.QueryRow(ctx, `SELECT `+callColumns+` FROM calls c WHERE c.organization_id = $1 AND c.id = $2 FOR UPDATE`, orgID, id), include{})
	if err == pgx.ErrNoRows {
		return c, apperr.NotFoundf("call %s not found", id)
	}
	return c, err
}

func optionalNumber(field, v string) (*string, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return nil, nil
	}
	if !e164.MatchString(v) {
		return nil, apperr.Field(field, "must be an E.164 number such as +5511987654321")
	}
	return &v, nil
}

// boundedJSON encodes v (nil becomes null) and refuses more than max bytes.
func boundedJSON(field string, v any, max int) (json.RawMessage, error) {
	if raw, ok := v.(json.RawMessage); ok && len(raw) > 0 {
		if !json.Valid(raw) {
			return nil, apperr.Field(field, "must be valid JSON")
		}
		v = raw
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil, apperr.Field(field, "must be JSON-encodable")
	}
	if len(b) > max {
		return nil, apperr.Field(field, fmt.Sprintf("must be at most %d bytes of JSON", max))
	}
	return b, nil
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
