// Package calls owns the call record (a call session): who and which agent
// version took part, the channel and numbers, the status through its allowed
// transitions, the ordered transcript, the actions executed during the call
// and the post-call outcome. It also keeps the daily rollups analytics reads,
// exact in the same transaction as every change. The conversation runtime
// writes calls through the methods in record.go; the API Channel and the
// backoffice read them through list.go.
package calls

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/keyring"
)

// Allowed values.
var (
	Channels   = []string{"phone", "web", "chat", "sms"}
	Directions = []string{"inbound", "outbound"}
	Statuses   = []string{"created", "active", "completed", "failed", "cancelled", "abandoned"}
	TurnRoles  = []string{"agent", "user", "system", "tool"}
	Sentiments = []string{"positive", "neutral", "negative"}
)

// Turn is one utterance of the transcript. OffsetMS is its time from the
// start of the call.
type Turn struct {
	Role     string `json:"role"`
	Text     string `json:"text"`
	OffsetMS int64  `json:"offset_ms"`
}

// Action is one action executed during a call.
type Action struct {
	ID         uuid.UUID       `json:"id"`        // this execution
	ActionID   string          `json:"action_id"` // the configured action, when there is one
	Type       string          `json:"type"`
	Name       string          `json:"name"`
	ExecutedAt time.Time       `json:"executed_at"`
	Input      json.RawMessage `json:"input"`
	Result     json.RawMessage `json:"result"`
	Success    bool            `json:"success"`
	Error      *string         `json:"error"`
}

// Evaluation is one post-call evaluation: a named check with a result, and
// optionally a score and a pass/fail verdict.
type Evaluation struct {
	Name   string   `json:"name"`
	Result string   `json:"result"`
	Score  *float64 `json:"score"`
	Passed *bool    `json:"passed"`
}

// Sentiment is the caller's overall sentiment: a label and a score in -1..1.
type Sentiment struct {
	Label string  `json:"label"`
	Score float64 `json:"score"`
}

// Post-call processing states.
const (
	PostCallPending   = "pending"   // the call ended completed; processing has not finished
	PostCallCompleted = "completed" // the outcome is recorded
	PostCallFailed    = "failed"    // processing gave up; FailureReason says why
)

// PostCall is the state and the outcome of post-call processing. The
// outcome fields are empty until Status is completed.
type PostCall struct {
	Status        string         `json:"status"`
	FailureReason *string        `json:"failure_reason"`
	Summary       string         `json:"summary"`
	Outcome       string         `json:"outcome"`
	ExtractedData map[string]any `json:"extracted_data"`
	Evaluations   []Evaluation   `json:"evaluations"`
	Sentiment     *Sentiment     `json:"sentiment"`
	ProcessedAt   *time.Time     `json:"processed_at"`
}

// Call is the call record. Transcript, Actions and PostCall are filled by Get
// and, on request, by lists; a light list item leaves them out.
type Call struct {
	ID              uuid.UUID  `json:"id"`
	OrganizationID  uuid.UUID  `json:"-"`
	AgentID         uuid.UUID  `json:"agent_id"`
	AgentVersion    int        `json:"agent_version"`
	Channel         string     `json:"channel"`
	Direction       string     `json:"direction"`
	FromNumber      *string    `json:"from_number"`
	ToNumber        *string    `json:"to_number"`
	Status          string     `json:"status"`
	EndReason       *string    `json:"end_reason"`
	CreatedAt       time.Time  `json:"created_at"`
	StartedAt       *time.Time `json:"started_at"`
	EndedAt         *time.Time `json:"ended_at"`
	DurationMS      *int64     `json:"duration_ms"`
	TurnCount       int        `json:"turn_count"`
	ActionCount     int        `json:"action_count"`
	Outcome         *string    `json:"outcome"`
	OutcomeRecorded bool       `json:"-"` // post-call processing has finished
	UpdatedAt       time.Time  `json:"updated_at"`

	Transcript []Turn    `json:"transcript,omitempty"`
	Actions    []Action  `json:"actions,omitempty"`
	PostCall   *PostCall `json:"post_call,omitempty"`
	// detail records which of the three above were read, so rendering shows
	// an empty transcript as [] and an unread one not at all.
	detail include
	// seq holds the stored positions of Transcript and Actions (Entries).
	seq seqs
}

// MarshalJSON renders the loaded heavy parts always (an empty transcript as
// [], a missing post-call outcome as null) and the others never.
func (c Call) MarshalJSON() ([]byte, error) {
	type light Call
	out := struct {
		light
		Transcript *[]Turn    `json:"transcript,omitempty"`
		Actions    *[]Action  `json:"actions,omitempty"`
		PostCall   **PostCall `json:"post_call,omitempty"`
	}{light: light(c)}
	if c.detail.transcript {
		t := c.Transcript
		if t == nil {
			t = []Turn{}
		}
		out.Transcript = &t
	}
	if c.detail.actions {
		a := c.Actions
		if a == nil {
			a = []Action{}
		}
		out.Actions = &a
	}
	if c.detail.postCall {
		out.PostCall = &c.PostCall
	}
	return json.Marshal(out)
}

// Service reads and writes calls.
type Service struct {
	pool      *pgxpool.Pool
	agents    *agents.Service
	events    events.Publisher // nil: no event is recorded
	cursorKey *keyring.Derived // signs list cursors
	notifier  Notifier         // nil: nobody is told
}

// Notifier hears of calls changed, after the change commits: the live
// screens' event bus.
type Notifier interface {
	// CallChanged: a call created, started, ended or its outcome recorded.
	CallChanged(ctx context.Context, c Call, action string)
	// TranscriptAppended: the turns or the action an AppendTurns or
	// RecordAction appended, with their positions.
	TranscriptAppended(ctx context.Context, orgID, callID uuid.UUID, entries []Entry)
}

// notify passes a write's result through, telling the notifier of a success.
func (s *Service) notify(ctx context.Context, action string) func(Call, error) (Call, error) {
	return func(c Call, err error) (Call, error) {
		if err == nil && s.notifier != nil {
			s.notifier.CallChanged(ctx, c, action)
		}
		return c, err
	}
}

// transitionAction names a status change for the notifier.
func transitionAction(to string) string {
	if to == "active" {
		return "started"
	}
	return "ended"
}

// NewService returns the calls service. publisher and notifier may be nil;
// cursorKey is the key list cursors are signed with (the same on every
// replica).
func NewService(pool *pgxpool.Pool, agentsSvc *agents.Service, publisher events.Publisher, cursorKey *keyring.Derived, notifier Notifier) *Service {
	return &Service{pool: pool, agents: agentsSvc, events: publisher, cursorKey: cursorKey, notifier: notifier}
}

// recordCalls is what writing a call needs: the conversation runtime, the
// simulator and seeders act as system principals; a backoffice user would
// need admin. No API Channel scope grants it.
var recordCalls = auth.Action{Scope: auth.Scope("calls:write"), Role: auth.RoleAdmin}

// Exists reports whether the call belongs to the organization; other domains
// validate references through it. Errors: Unavailable.
func (s *Service) Exists(ctx context.Context, orgID, id uuid.UUID) (bool, error) {
	var ok bool
	err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM calls WHERE organization_id = $1 AND id = $2)`, orgID, id).Scan(&ok)
	return ok, db.Wrap("check call", err)
}

// Get returns one of the caller's calls with its transcript, actions and
// post-call outcome. Errors: NotFound (also another organization's call),
// Forbidden (scope calls:read).
func (s *Service) Get(ctx context.Context, id uuid.UUID) (Call, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadCalls)
	if err != nil {
		return Call{}, err
	}
	return s.get(ctx, s.pool, orgID, id, false)
}

// callColumns are the light columns, in scanCall's order.
const callColumns = `c.id, c.organization_id, c.agent_id, c.agent_version, c.channel, c.direction, c.from_number, c.to_number,
	c.status, c.end_reason, c.created_at, c.started_at, c.ended_at, c.duration_ms, c.turn_count, c.action_count,
	c.outcome, c.updated_at, c.outcome_recorded_at IS NOT NULL`

// detailColumns follow callColumns when the heavy parts are read.
const detailColumns = `, c.transcript, c.actions, c.summary, c.extracted_data, c.evaluations, c.sentiment_label,
	c.sentiment_score, c.outcome_recorded_at, c.post_call_status, c.post_call_failure_reason`

func (s *Service) get(ctx context.Context, q db.Querier, orgID, id uuid.UUID, forUpdate bool) (Call, error) {
	sql := `SELECT ` + callColumns + detailColumns + ` FROM calls c WHERE c.organization_id = $1 AND c.id = $2`
	if forUpdate {
		sql += ` FOR UPDATE`
	}
	c, err := scanCall(q.QueryRow(ctx, sql, orgID, id), includeAll)
	if errors.Is(err, pgx.ErrNoRows) {
		return c, apperr.NotFoundf("call %s not found", id)
	}
	return c, db.Wrap("get call", err)
}

// include says which heavy parts a read loads.
type include struct{ transcript, actions, postCall bool }

var includeAll = include{true, true, true}

// any reports whether any heavy column is read.
func (in include) any() bool { return in.transcript || in.actions || in.postCall }

// scanCall reads callColumns and, when in.any(), detailColumns.
func scanCall(row pgx.Row, in include) (Call, error) {
	var c Call
	dest := []any{&c.ID, &c.OrganizationID, &c.AgentID, &c.AgentVersion, &c.Channel, &c.Direction, &c.FromNumber, &c.ToNumber,
		&c.Status, &c.EndReason, &c.CreatedAt, &c.StartedAt, &c.EndedAt, &c.DurationMS, &c.TurnCount, &c.ActionCount,
		&c.Outcome, &c.UpdatedAt, &c.OutcomeRecorded}
	var (
		transcript, actions, extracted, evaluations []byte
		summary, sentimentLabel                     *string
		sentimentScore                              *float64
		recordedAt                                  *time.Time
		pcStatus, pcReason                          *string
	)
	if in.any() {
		dest = append(dest, &transcript, &actions, &summary, &extracted, &evaluations, &sentimentLabel, &sentimentScore, &recordedAt,
			&pcStatus, &pcReason)
	}
	if err := row.Scan(dest...); err != nil {
		return c, err
	}
	normalizeTimes(&c)
	if !in.any() {
		return c, nil
	}
	c.detail = in
	if in.transcript {
		if err := decodeTurns(transcript, &c); err != nil {
			return c, err
		}
	}
	if in.actions {
		if err := decodeActions(actions, &c); err != nil {
			return c, err
		}
	}
	if in.postCall {
		if recordedAt != nil || pcStatus != nil {
			pc := &PostCall{Status: PostCallCompleted, FailureReason: pcReason, Evaluations: []Evaluation{}, ExtractedData: map[string]any{}}
			if pcStatus != nil {
				pc.Status = *pcStatus
			}
			if recordedAt != nil {
				at := recordedAt.UTC()
				pc.ProcessedAt = &at
			}
			if summary != nil {
				pc.Summary = *summary
			}
			if c.Outcome != nil {
				pc.Outcome = *c.Outcome
			}
			if len(extracted) > 0 {
				if err := json.Unmarshal(extracted, &pc.ExtractedData); err != nil {
					return c, err
				}
			}
			if len(evaluations) > 0 {
				if err := json.Unmarshal(evaluations, &pc.Evaluations); err != nil {
					return c, err
				}
			}
			if sentimentLabel != nil && sentimentScore != nil {
				pc.Sentiment = &Sentiment{Label: *sentimentLabel, Score: *sentimentScore}
			}
			c.PostCall = pc
		}
	}
	return c, nil
}

func normalizeTimes(c *Call) {
	c.CreatedAt = c.CreatedAt.UTC()
	c.UpdatedAt = c.UpdatedAt.UTC()
	for _, t := range []**time.Time{&c.StartedAt, &c.EndedAt} {
		if *t != nil {
			u := (*t).UTC()
			*t = &u
		}
	}
}
