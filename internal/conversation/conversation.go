// Package conversation runs real conversations (the widget chat, later
// telephony) on an agent's live version through the runtime, and writes
// each one as a call through the calls service: created and started when it
// begins, every turn and every action as it happens, ended when the flow
// finishes or the caller hangs up. History, analytics and webhooks see these
// calls like any other.
//
// The methods expect the principal of the channel that carries the
// conversation: auth.System for the agent's organization (the widget and
// telephony doors act as the system), or any other principal the calls
// service lets record calls. A conversation's id is its call's id; its state lives in Redis, so
// any replica takes the next input.
package conversation

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/runtime"
)

// recordCalls is what a channel needs: the right to write call records.
var recordCalls = auth.Action{Scope: auth.Scope("calls:write"), Role: auth.RoleAdmin}

// lockTTL outlives the slowest input (the runtime's own bound) and bounds
// how long a crashed replica blocks a conversation.
const lockTTL = 2 * time.Minute

// Service runs real conversations and records them as calls.
type Service struct {
	rdb    *redis.Client
	rt     *runtime.Service
	calls  *calls.Service
	agents *agents.Service
	ttl    time.Duration
}

// NewService returns the service; ttl bounds how long an idle
// conversation's state is kept (the runtime's TTL is the natural choice).
func NewService(rdb *redis.Client, rt *runtime.Service, callSvc *calls.Service, agentSvc *agents.Service, ttl time.Duration) *Service {
	if ttl <= 0 {
		ttl = time.Hour
	}
	return &Service{rdb: rdb, rt: rt, calls: callSvc, agents: agentSvc, ttl: ttl}
}

// StartInput is what a channel knows when a conversation begins.
type StartInput struct {
	AgentID   uuid.UUID
	Channel   string // phone | web | chat | sms
	Direction string // inbound | outbound
	From      string // E.164, optional
	To        string // E.164, optional
}

// Reply is what the agent answered: the turns of this exchange (on start,
// the agent's opening turns; then the caller's turn and the agent's), where
// the conversation waits, and whether it has ended (Status is then the
// call's final status).
type Reply struct {
	CallID    uuid.UUID      `json:"call_id"`
	Turns     []runtime.Turn `json:"turns"`
	Expecting *string        `json:"expecting"`
	Finished  bool           `json:"finished"`
	Status    string         `json:"status"`
}

// record is a conversation as kept in Redis beside the runtime's state.
type record struct {
	OrgID     uuid.UUID `json:"organization_id"`
	AgentID   uuid.UUID `json:"agent_id"`
	FlowID    uuid.UUID `json:"flow_id"` // uuid.Nil in prompt mode
	Mode      string    `json:"mode"`
	StartedAt time.Time `json:"started_at"`
	Ended     bool      `json:"ended"`
}

func key(id uuid.UUID) string     { return "conversation:" + id.String() }
func lockKey(id uuid.UUID) string { return "conversation:lock:" + id.String() }

func unavailable(err error, what string) error {
	return apperr.Unavailablef(err, "Redis is unavailable: %s", what)
}

// StartConversation begins a conversation on the agent's live version (its
// published flows, or its published prompt), records the call (created,
// then active) and the agent's opening turns, and returns them. A flow that
// finishes before it waits ends the call at once. Errors: Invalid (channel,
// direction, numbers), NotFound (the agent is not the organization's),
// Conflict (the agent was never published, or is archived), Forbidden,
// Unavailable. When the live flows cannot run, the call is recorded failed
// and the error returned.
func (s *Service) StartConversation(ctx context.Context, in StartInput) (Reply, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return Reply{}, err
	}
	live, err := s.agents.LiveConfig(ctx, orgID, in.AgentID)
	if err != nil {
		return Reply{}, err
	}
	c, err := s.calls.Create(ctx, calls.CreateInput{AgentID: in.AgentID, Channel: in.Channel, Direction: in.Direction,
		FromNumber: in.From, ToNumber: in.To})
	if err != nil {
		return Reply{}, err
	}
	c, err = s.calls.Start(ctx, c.ID, time.Time{})
	if err != nil {
		return Reply{}, err
	}
	rec := record{OrgID: orgID, AgentID: in.AgentID, Mode: live.Mode, StartedAt: *c.StartedAt}
	// The conversation speaks the live version's language.
	ctx = runtime.WithLanguage(ctx, live.Language)
	var v runtime.View
	if live.Mode == "flow" {
		main := live.Flows[0].FlowID
		for _, r := range live.Flows {
			if r.IsMain {
				main = r.FlowID
			}
		}
		rec.FlowID = main
		v, err = s.rt.StartProgramAs(ctx, orgID, in.AgentID, c.ID.String(), main.String(), live.Flows)
	} else {
		v, err = s.rt.StartPromptAs(ctx, orgID, in.AgentID, c.ID.String(), live.Prompt)
	}
	if err != nil {
		s.fail(ctx, c.ID, err)
		return Reply{}, err
	}
	if err := s.save(ctx, c.ID, rec); err != nil {
		s.fail(ctx, c.ID, err)
		return Reply{}, err
	}
	return s.record(ctx, c.ID, &rec, v)
}

// fail ends a call whose conversation could not go on as failed, with the
// reason; the original error is what the caller sees.
func (s *Service) fail(ctx context.Context, id uuid.UUID, cause error) {
	reason := "the conversation could not run: " + cause.Error()
	if r := []rune(reason); len(r) > 500 {
		reason = string(r[:500])
	}
	_, _ = s.calls.End(context.WithoutCancel(ctx), id, calls.EndInput{Status: "failed", Reason: reason})
}

// Say gives the conversation the caller's input (text, DTMF keys or an
// event), records the caller's turn, the agent's turns and the actions the
// flow ran (simulated: recorded with their result, never executed), and
// ends the call completed when the flow finishes (end reason transfer at a
// transfer node). Errors: Invalid (input), NotFound (unknown, expired or
// another organization's conversation), Conflict (it has ended, or another
// input is being handled), Forbidden, Unavailable.
func (s *Service) Say(ctx context.Context, id uuid.UUID, in runtime.Input) (Reply, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return Reply{}, err
	}
	unlock, err := s.lock(ctx, id)
	if err != nil {
		return Reply{}, err
	}
	defer unlock()
	rec, err := s.load(ctx, orgID, id)
	if err != nil {
		return Reply{}, err
	}
	if rec.Ended {
		return Reply{}, apperr.Conflictf("conversation %s has ended; start a new one", id)
	}
	v, err := s.rt.Continue(ctx, orgID, rec.AgentID, rec.FlowID, id.String(), in)
	if err != nil {
		return Reply{}, err
	}
	return s.record(ctx, id, &rec, v)
}

// Hangup ends the conversation because the caller left: the call becomes
// abandoned when a flow had not finished, completed when it had (or for a
// prompt-mode conversation, which ends when the caller does). reason is the
// call's end reason ("caller hung up" when empty). Hanging up an ended
// conversation returns its call unchanged. Errors: Invalid (reason too
// long), NotFound, Conflict (an input is being handled), Forbidden,
// Unavailable.
func (s *Service) Hangup(ctx context.Context, id uuid.UUID, reason string) (calls.Call, error) {
	orgID, err := auth.Authorize(ctx, recordCalls)
	if err != nil {
		return calls.Call{}, err
	}
	reason = strings.TrimSpace(reason)
	if reason == "" {
		reason = "caller hung up"
	}
	if len([]rune(reason)) > 500 {
		return calls.Call{}, apperr.Field("reason", "must be at most 500 characters")
	}
	unlock, err := s.lock(ctx, id)
	if err != nil {
		return calls.Call{}, err
	}
	defer unlock()
	rec, err := s.load(ctx, orgID, id)
	if apperr.Is(err, apperr.NotFound) {
		// The state expired (or never existed): the call record decides.
		c, gerr := s.calls.Get(ctx, id)
		if gerr != nil || calls.IsFinal(c.Status) {
			return c, gerr
		}
		return s.calls.End(ctx, id, calls.EndInput{Status: "abandoned", Reason: reason})
	}
	if err != nil {
		return calls.Call{}, err
	}
	if rec.Ended {
		return s.calls.Get(ctx, id)
	}
	status := "abandoned"
	if rec.Mode == "prompt" {
		status = "completed"
	}
	c, endErr := s.calls.End(ctx, id, calls.EndInput{Status: status, Reason: reason})
	if endErr != nil && !apperr.Is(endErr, apperr.Conflict) {
		return calls.Call{}, endErr
	}
	// A Conflict: the call was ended by other means; the conversation ends
	// with it.
	rec.Ended = true
	if err := s.save(ctx, id, rec); err != nil {
		return calls.Call{}, err
	}
	if endErr != nil {
		return s.calls.Get(ctx, id)
	}
	return c, nil
}

// record writes a view's turns and actions to the call, and ends it when
// the conversation finished.
func (s *Service) record(ctx context.Context, id uuid.UUID, rec *record, v runtime.View) (Reply, error) {
	now := time.Now()
	offset := now.Sub(rec.StartedAt).Milliseconds()
	if offset < 0 {
		offset = 0
	}
	if len(v.Turns) > 0 {
		turns := make([]calls.Turn, 0, len(v.Turns))
		for _, t := range v.Turns {
			role := t.Role
			if role == "caller" {
				role = "user"
			}
			text := t.Text
			if strings.TrimSpace(text) == "" {
				text = "(no text)"
			}
			turns = append(turns, calls.Turn{Role: role, Text: text, OffsetMS: offset})
		}
		if err := s.calls.AppendTurns(ctx, id, turns...); err != nil {
			return Reply{}, err
		}
	}
	for _, a := range v.Actions {
		in := calls.ActionInput{
			ActionID: a.ActionID, Type: "custom_action", Name: a.ActionID, Input: a.Variables,
			Result:  map[string]any{"simulated": true, "node_id": a.NodeID},
			Success: true, ExecutedAt: now,
		}
		if o := a.Outcome; o != nil {
			in.Type, in.Name, in.Success, in.Error = o.Type, o.Name, o.Success, o.Error
			in.Result = map[string]any{"node_id": a.NodeID, "result": o.Result}
		}
		if _, err := s.calls.RecordAction(ctx, id, in); err != nil {
			return Reply{}, err
		}
	}
	out := Reply{CallID: id, Turns: v.Turns, Expecting: v.Expecting, Finished: v.Finished, Status: "active"}
	if out.Turns == nil {
		out.Turns = []runtime.Turn{}
	}
	if !v.Finished {
		return out, nil
	}
	status, reason := "completed", "the flow ended"
	switch v.Outcome {
	case "transfer":
		reason = "transfer"
	case "error":
		status, reason = "failed", "the flow called a flow it does not hold"
	}
	c, err := s.calls.End(ctx, id, calls.EndInput{Status: status, Reason: reason})
	if err != nil {
		return Reply{}, err
	}
	rec.Ended = true
	if err := s.save(ctx, id, *rec); err != nil {
		return Reply{}, err
	}
	out.Status = c.Status
	return out, nil
}

func (s *Service) save(ctx context.Context, id uuid.UUID, rec record) error {
	b, err := json.Marshal(rec)
	if err != nil {
		return fmt.Errorf("encode conversation: %w", err)
	}
	if err := s.rdb.Set(ctx, key(id), b, s.ttl).Err(); err != nil {
		return unavailable(err, "could not store the conversation")
	}
	return nil
}

func (s *Service) load(ctx context.Context, orgID, id uuid.UUID) (record, error) {
	b, err := s.rdb.Get(ctx, key(id)).Bytes()
	if errors.Is(err, redis.Nil) {
		return record{}, apperr.NotFoundf("conversation %s not found (it may have expired)", id)
	}
	if err != nil {
		return record{}, unavailable(err, "could not load the conversation")
	}
	var rec record
	if err := json.Unmarshal(b, &rec); err != nil {
		return record{}, fmt.Errorf("decode conversation: %w", err)
	}
	if rec.OrgID != orgID {
		return record{}, apperr.NotFoundf("conversation %s not found", id)
	}
	return rec, nil
}

var unlockScript = redis.NewScript(`if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0`)

// lock holds the conversation for one input on every replica, so its turns
// are recorded in the order they were said.
func (s *Service) lock(ctx context.Context, id uuid.UUID) (func(), error) {
	token := ids.New().String()
	ok, err := s.rdb.SetNX(ctx, lockKey(id), token, lockTTL).Result()
	if err != nil {
		return nil, unavailable(err, "could not lock the conversation")
	}
	if !ok {
		return nil, apperr.Conflictf("conversation %s is handling another input; send the next one after its answer", id)
	}
	return func() { unlockScript.Run(context.WithoutCancel(ctx), s.rdb, []string{lockKey(id)}, token) }, nil
}
