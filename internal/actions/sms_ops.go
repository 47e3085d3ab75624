package actions

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/postcall"
	"voiceagent/internal/sms"
)

// SMSSenders picks the number an organization's texts go out from (the
// numbers domain).
type SMSSenders interface {
	// SMSSender returns callNumber when it is one of the organization's
	// active SMS-capable numbers, else the oldest of them; ok false: none.
	SMSSender(ctx context.Context, orgID uuid.UUID, callNumber string) (number string, ok bool, err error)
}

// Statuses of an SMS send operation.
const (
	SMSQueued      = "queued"       // a new message was queued
	SMSAlreadySent = "already_sent" // the rule's message for the call exists
)

// StepPostCallSMS names the post-call step of post-call SMS rules.
const StepPostCallSMS = "post-call SMS"

// SMSSend is what an SMS execute did: the message queued now, or the one
// the rule already queued for the call.
type SMSSend struct {
	Status    string    `json:"status"` // queued, already_sent
	MessageID uuid.UUID `json:"message_id"`
}

// SMSDryRun is what a post-call SMS rule would send for a call; nothing is
// sent. To and From are null when the call has no such number; Reason says
// why WouldSend is false (null when it is true).
type SMSDryRun struct {
	To        *string `json:"to"`
	From      *string `json:"from"`
	Body      string  `json:"body"`
	WouldSend bool    `json:"would_send"`
	Reason    *string `json:"reason"`
}

// DuringCallSMSSimulateInput renders a during-call SMS: the template's
// variables and, optionally, the number it would go to.
type DuringCallSMSSimulateInput struct {
	Variables Variables `json:"variables"`
	To        *string   `json:"to"`
}

// DuringCallSMSSimulation is a during-call SMS rendered, never sent. To is
// the number given (E.164), null when none is: the caller is known only on
// a call.
type DuringCallSMSSimulation struct {
	To   *string `json:"to"`
	Body string  `json:"body"`
	Sent bool    `json:"sent"`
}

// DuringCallSMSExecuteInput sends a during-call SMS on a live call: to the
// caller unless To is given.
type DuringCallSMSExecuteInput struct {
	SessionID *string   `json:"session_id"`
	Variables Variables `json:"variables"`
	To        *string   `json:"to"`
}

// PostCallSMSDedupeKey is the dedupe key of a rule's message for a call: the
// API, the post-call step and their retries all queue under it, so a rule
// sends one SMS per call, ever.
func PostCallSMSDedupeKey(ruleID, callID uuid.UUID) string {
	return "post_call_sms:" + ruleID.String() + ":" + callID.String()
}

// callNumbers returns the platform's side of a call (the number it was
// made to or from) and the caller's (the other side); "" when unknown.
func callNumbers(c calls.Call) (platform, caller string) {
	deref := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	if c.Direction == "outbound" {
		return deref(c.FromNumber), deref(c.ToNumber)
	}
	return deref(c.ToNumber), deref(c.FromNumber)
}

// sender is the number a call's texts go out from ("" when the
// organization has no active SMS-capable number).
func (s *Service) sender(ctx context.Context, c calls.Call) (string, error) {
	if s.senders == nil {
		return "", nil
	}
	platform, _ := callNumbers(c)
	n, ok, err := s.senders.SMSSender(ctx, c.OrganizationID, platform)
	if err != nil || !ok {
		return "", err
	}
	return n, nil
}

// smsBody bounds a rendered text to what one message carries: a longer one
// is cut to sms.MaxBodyChars characters, ending with "…".
func smsBody(text string) string {
	if utf8.RuneCountInString(text) <= sms.MaxBodyChars {
		return text
	}
	n := 0
	for i := range text {
		if n == sms.MaxBodyChars-1 {
			return text[:i] + "…"
		}
		n++
	}
	return text
}

// queueSMS stores a message in its own transaction (see sms.Service.Queue).
func (s *Service) queueSMS(ctx context.Context, out sms.Outgoing) (sms.Message, bool, error) {
	if s.sms == nil {
		return sms.Message{}, false, apperr.New(apperr.Unavailable, "SMS cannot be sent: no SMS service is configured")
	}
	type queued struct {
		m       sms.Message
		created bool
	}
	q, err := db.InTx(ctx, s.pool, "queue sms", func(tx pgx.Tx) (queued, error) {
		m, created, err := s.sms.Queue(ctx, tx, out)
		return queued{m, created}, err
	})
	return q.m, q.created, err
}

// postCallView is what a post-call SMS rule reads of a call: the condition's
// variables, the template's, and the two numbers.
type postCallView struct {
	env      map[string]any
	vars     Vars
	to, from string
}

// postCallView reads a call for the rules: summary and extracted are the
// call's outcome (the recorded one, or the one the pipeline is computing).
func (s *Service) postCallView(ctx context.Context, c calls.Call, summary string, extracted map[string]any) (postCallView, error) {
	agentName := ""
	if s.agentName != nil {
		name, err := s.agentName(ctx, c.OrganizationID, c.AgentID)
		if err != nil && !apperr.Is(err, apperr.NotFound) {
			return postCallView{}, err
		}
		agentName = name
	}
	_, caller := callNumbers(c)
	from, err := s.sender(ctx, c)
	if err != nil {
		return postCallView{}, err
	}
	deref := func(p *string) string {
		if p == nil {
			return ""
		}
		return *p
	}
	var seconds int64
	if c.DurationMS != nil {
		seconds = *c.DurationMS / 1000
	}
	env := map[string]any{
		"call_id": c.ID.String(), "agent_id": c.AgentID.String(), "agent_name": agentName,
		"from_number": deref(c.FromNumber), "to_number": deref(c.ToNumber), "caller_number": caller,
		"status": c.Status, "duration_seconds": seconds, "summary": summary,
	}
	text := make(map[string]string, len(env))
	for k, v := range env {
		text[k] = VariableText(v)
	}
	ext := make(map[string]any, len(extracted))
	extText := make(map[string]string, len(extracted))
	for k, v := range extracted {
		ext[k] = v
		extText[k] = VariableText(v)
	}
	env["extracted"] = ext
	return postCallView{env: env, vars: Vars{Variables: text, Extracted: extText}, to: caller, from: from}, nil
}

// conditionHolds evaluates a rule's condition; an empty one holds. As in
// flows, a condition that fails (comparing an unset value with a number)
// does not hold; one over its budget says so in the reason.
func conditionHolds(ctx context.Context, condition string, env map[string]any) (bool, string) {
	if strings.TrimSpace(condition) == "" {
		return true, ""
	}
	p, err := flows.CompileCondition(condition)
	if err != nil {
		return false, "the condition does not compile: " + firstLine(err.Error())
	}
	ok, err := flows.EvalCondition(ctx, p, env)
	if err != nil {
		return false, "the condition was stopped: " + firstLine(err.Error())
	}
	if !ok {
		return false, "the condition is false: " + condition
	}
	return true, ""
}

// appliesTo tells whether a rule's agent_ids allow an agent (empty: every
// agent).
func appliesTo(agentIDs []uuid.UUID, agentID uuid.UUID) bool {
	if len(agentIDs) == 0 {
		return true
	}
	for _, id := range agentIDs {
		if id == agentID {
			return true
		}
	}
	return false
}

// postCallPlan is what a rule would send for a call, and why it would not.
type postCallPlan struct {
	to, from, body string
	reason         string // "" when it would send
}

// planPostCallSMS decides a rule's message for an ended call, first reason
// first: the call not ended, the rule not for its agent, no recipient, no
// sender, a false condition, an empty text.
func planPostCallSMS(ctx context.Context, sp PostCallSMSSpec, c calls.Call, v postCallView) postCallPlan {
	p := postCallPlan{to: v.to, from: v.from, body: smsBody(Render(sp.Template, v.vars))}
	switch {
	case c.EndedAt == nil || c.Status == "created" || c.Status == "active":
		p.reason = fmt.Sprintf("call session %s is %s, not ended", c.ID, c.Status)
	case !appliesTo(sp.AgentIDs, c.AgentID):
		p.reason = fmt.Sprintf("the rule's agent_ids do not include the call's agent %s", c.AgentID)
	case p.to == "":
		p.reason = "the call has no caller number to send to"
	case p.from == "":
		p.reason = "the organization has no active SMS-capable phone number to send from"
	default:
		if ok, why := conditionHolds(ctx, sp.Condition, v.env); !ok {
			p.reason = why
		} else if strings.TrimSpace(p.body) == "" {
			p.reason = "the template renders an empty message for this call"
		}
	}
	return p
}

// callOutcome is what a call's recorded post-call outcome gives the rules
// (nothing before it is recorded).
func callOutcome(c calls.Call) (string, map[string]any) {
	if c.PostCall == nil {
		return "", nil
	}
	return c.PostCall.Summary, c.PostCall.ExtractedData
}

// DryRunPostCallSMS shows what a post-call SMS rule would send for an ended
// call, from its recorded outcome (summary and extracted data, empty before
// post-call processing records them); nothing is sent. WouldSend is false,
// with the reason, when the call has not ended, the rule's agent_ids leave
// out the call's agent, the call has no caller number, the organization no
// SMS-capable number, the condition is false (or fails), or the text
// renders empty, or the rule's message for the call was already queued
// (naming it). Viewers and above. Errors: Forbidden; NotFound (the rule,
// the session); Invalid (session_id missing).
func (s *Service) DryRunPostCallSMS(ctx context.Context, id uuid.UUID, in ExecuteInput) (SMSDryRun, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return SMSDryRun{}, err
	}
	_, sp, err := s.PostCallSMS.spec(ctx, orgID, id)
	if err != nil {
		return SMSDryRun{}, err
	}
	c, err := s.call(ctx, in.SessionID)
	if err != nil {
		return SMSDryRun{}, err
	}
	summary, extracted := callOutcome(c)
	v, err := s.postCallView(ctx, c, summary, extracted)
	if err != nil {
		return SMSDryRun{}, err
	}
	p := planPostCallSMS(ctx, sp, c, v)
	if m, ok, err := s.sentPostCallSMS(ctx, id, c); err != nil {
		return SMSDryRun{}, err
	} else if ok {
		p.reason = fmt.Sprintf("already sent for this call: message %s", m.ID)
	}
	out := SMSDryRun{To: optional(p.to), From: optional(p.from), Body: p.body, WouldSend: p.reason == "", Reason: optional(p.reason)}
	return out, nil
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// executePostCallSMS queues a post-call SMS rule's message for an ended
// call, once: the first call answers SMSQueued and created true; every
// later one (or the post-call step's, or a parallel one) the same message
// with SMSAlreadySent, whatever the call's data says now. Editors and
// above. Errors: Forbidden; NotFound (the rule, the session); Invalid
// (session_id missing); Conflict when the call has not ended, the rule's
// agent_ids leave out its agent, it has no caller number, the organization
// no SMS-capable number, the condition is false or the text renders empty
// (and no message was queued before).
func (s *Service) executePostCallSMS(ctx context.Context, id uuid.UUID, in ExecuteInput) (SMSSend, bool, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return SMSSend{}, false, err
	}
	st, sp, err := s.PostCallSMS.spec(ctx, orgID, id)
	if err != nil {
		return SMSSend{}, false, err
	}
	c, err := s.call(ctx, in.SessionID)
	if err != nil {
		return SMSSend{}, false, err
	}
	// Once queued, the rule's message for the call is the answer, whatever
	// the call's data says now.
	if m, ok, err := s.sentPostCallSMS(ctx, st.ID, c); err != nil || ok {
		return SMSSend{Status: SMSAlreadySent, MessageID: m.ID}, false, err
	}
	summary, extracted := callOutcome(c)
	v, err := s.postCallView(ctx, c, summary, extracted)
	if err != nil {
		return SMSSend{}, false, err
	}
	p := planPostCallSMS(ctx, sp, c, v)
	if p.reason != "" {
		return SMSSend{}, false, apperr.Conflictf("post-call SMS %s not sent: %s", st.ID, p.reason)
	}
	m, created, err := s.queuePostCallSMS(ctx, st.ID, c, p)
	if err != nil {
		return SMSSend{}, false, err
	}
	if created {
		return SMSSend{Status: SMSQueued, MessageID: m.ID}, true, nil
	}
	return SMSSend{Status: SMSAlreadySent, MessageID: m.ID}, false, nil
}

// sentPostCallSMS returns the message a rule queued for a call, if any.
func (s *Service) sentPostCallSMS(ctx context.Context, ruleID uuid.UUID, c calls.Call) (sms.Message, bool, error) {
	if s.sms == nil {
		return sms.Message{}, false, nil
	}
	return s.sms.Deduped(ctx, c.OrganizationID, PostCallSMSDedupeKey(ruleID, c.ID))
}

func (s *Service) queuePostCallSMS(ctx context.Context, ruleID uuid.UUID, c calls.Call, p postCallPlan) (sms.Message, bool, error) {
	return s.queueSMS(ctx, sms.Outgoing{From: p.from, To: p.to, Body: p.body,
		ActionID: &ruleID, SessionID: &c.ID, DedupeKey: PostCallSMSDedupeKey(ruleID, c.ID)})
}

// PostCallSMSStep is the post-call step of post-call SMS rules: each rule
// whose agent_ids hold the call's agent (or are empty) and whose condition
// holds queues its message, reading the outcome being computed (summary,
// extracted data of the steps before it: register it after them). It
// queues under the same key as ExecutePostCallSMS, so a re-run, a retry or
// an earlier execute never sends a second message. A rule that cannot send
// (no caller number, no SMS-capable number, a false or failing condition,
// an empty text) is skipped.
func (s *Service) PostCallSMSStep() postcall.Step {
	return postcall.StepFunc{StepName: StepPostCallSMS, Fn: func(ctx context.Context, c calls.Call, out *calls.Outcome) error {
		rules, err := s.PostCallSMS.ForAgent(ctx, c.OrganizationID, c.AgentID)
		if err != nil || len(rules) == 0 {
			return err
		}
		// The step acts for the platform, whoever started the pipeline.
		ctx = auth.WithPrincipal(ctx, auth.System(c.OrganizationID))
		v, err := s.postCallView(ctx, c, out.Summary, out.ExtractedData)
		if err != nil {
			return fmt.Errorf("post-call SMS: %w", err)
		}
		for _, r := range rules {
			p := planPostCallSMS(ctx, r.PostCallSMSSpec, c, v)
			if p.reason != "" {
				continue
			}
			if _, _, err := s.queuePostCallSMS(ctx, r.ID, c, p); err != nil && !apperr.Is(err, apperr.Invalid) {
				return fmt.Errorf("post-call SMS %s: %w", r.ID, err)
			}
		}
		return nil
	}}
}

// checkTo normalises an optional recipient; a bad one is Invalid naming
// to.
func checkTo(to *string) (string, error) {
	if to == nil {
		return "", nil
	}
	n, err := NormalizePhone(*to, "")
	if err != nil {
		return "", apperr.Field("to", err.Error())
	}
	return n, nil
}

// SimulateDuringCallSMS renders a during-call SMS with the variables given;
// nothing is sent. Viewers and above. Errors: Forbidden; NotFound;
// Invalid (variables, to: naming the field).
func (s *Service) SimulateDuringCallSMS(ctx context.Context, id uuid.UUID, in DuringCallSMSSimulateInput) (DuringCallSMSSimulation, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return DuringCallSMSSimulation{}, err
	}
	_, sp, err := s.DuringCallSMS.spec(ctx, orgID, id)
	if err != nil {
		return DuringCallSMSSimulation{}, err
	}
	vars, err := in.Variables.Strings()
	if err != nil {
		return DuringCallSMSSimulation{}, err
	}
	to, err := checkTo(in.To)
	if err != nil {
		return DuringCallSMSSimulation{}, err
	}
	return DuringCallSMSSimulation{To: optional(to), Body: smsBody(Render(sp.Template, Vars{Variables: vars})), Sent: false}, nil
}

// executeDuringCallSMS queues a during-call SMS on a live call, to the
// caller unless in.To is given, and records it on the call as an action of
// type sms. Every execute queues a new message. Editors and above. Errors:
// Forbidden; NotFound (the action, the session); Invalid (session_id
// missing, variables, to, a text that renders empty); Conflict (the call is
// not active, has no caller number, or the organization no SMS-capable
// number).
func (s *Service) executeDuringCallSMS(ctx context.Context, id uuid.UUID, in DuringCallSMSExecuteInput) (SMSSend, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return SMSSend{}, err
	}
	st, sp, err := s.DuringCallSMS.spec(ctx, orgID, id)
	if err != nil {
		return SMSSend{}, err
	}
	vars, err := in.Variables.Strings()
	if err != nil {
		return SMSSend{}, err
	}
	to, err := checkTo(in.To)
	if err != nil {
		return SMSSend{}, err
	}
	c, err := s.liveCall(ctx, in.SessionID)
	if err != nil {
		return SMSSend{}, err
	}
	res, m, err := s.sendDuringCall(ctx, c, st, sp, vars, to)
	if err != nil {
		if apperr.Is(err, apperr.Invalid) || apperr.Is(err, apperr.Conflict) {
			return SMSSend{}, err
		}
		_ = s.recordOnCall(ctx, c, calls.ActionInput{ActionID: st.ID.String(), Type: "sms", Name: st.Name,
			Input: map[string]any{"variables": vars}, Result: res.Result, Error: errMessage(err)})
		return SMSSend{}, err
	}
	if err := s.recordOnCall(ctx, c, calls.ActionInput{ActionID: st.ID.String(), Type: "sms", Name: st.Name,
		Input: map[string]any{"variables": vars}, Result: res.Result, Success: true}); err != nil && !apperr.Is(err, apperr.Conflict) {
		// The message is queued whatever happens to the record; only a call
		// that ended meanwhile is expected to refuse it.
		return SMSSend{}, err
	}
	return SMSSend{Status: SMSQueued, MessageID: m.ID}, nil
}

// sendDuringCall renders and queues a during-call SMS on a call, to to or
// else the caller. Errors: Conflict (no recipient, no sender), Invalid (the
// text renders empty), Unavailable, the database's.
func (s *Service) sendDuringCall(ctx context.Context, c calls.Call, st stored, sp DuringCallSMSSpec, vars map[string]string, to string) (NodeResult, sms.Message, error) {
	res := NodeResult{Type: "sms", Name: st.Name}
	if to == "" {
		_, to = callNumbers(c)
	}
	if to == "" {
		return res, sms.Message{}, apperr.Conflictf("call session %s has no caller number to send to; give to", c.ID)
	}
	from, err := s.sender(ctx, c)
	if err != nil {
		return res, sms.Message{}, err
	}
	if from == "" {
		return res, sms.Message{}, apperr.Conflictf("the organization has no active SMS-capable phone number to send from")
	}
	body := smsBody(Render(sp.Template, Vars{Variables: vars}))
	if strings.TrimSpace(body) == "" {
		return res, sms.Message{}, apperr.Field("variables", "the template renders an empty message with these variables")
	}
	actionID := st.ID
	m, _, err := s.queueSMS(ctx, sms.Outgoing{From: from, To: to, Body: body, ActionID: &actionID, SessionID: &c.ID})
	if err != nil {
		return res, m, err
	}
	res.Success = true
	res.Result = map[string]any{"message_id": m.ID.String(), "to": to, "from": from}
	return res, m, nil
}

// runDuringCallSMS is the during-call SMS on a flow's action node: to the
// caller, with the flow's variables.
func (s *Service) runDuringCallSMS(ctx context.Context, c calls.Call, st stored, vars map[string]string) (NodeResult, error) {
	_, sp, err := s.DuringCallSMS.decode(st)
	if err != nil {
		return NodeResult{Type: "sms", Name: st.Name}, err
	}
	res, _, err := s.sendDuringCall(ctx, c, st, sp, vars, "")
	if err != nil {
		if apperr.Is(err, apperr.Invalid) || apperr.Is(err, apperr.Conflict) {
			res.Error = errMessage(err)
			return res, nil
		}
		return res, err
	}
	return res, nil
}

// errMessage is an error as a call action shows it: the application
// error's sentence without its code.
func errMessage(err error) string {
	var ae *apperr.Error
	if errors.As(err, &ae) {
		return ae.Message
	}
	return err.Error()
}
