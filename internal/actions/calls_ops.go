package actions

import (
	"context"
	"errors"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/telephony"
)

// providerTimeout bounds one request to the telephony provider, beyond the
// pauses an IVR asks for: a carrier that does not answer fails the action
// rather than holding the request.
const providerTimeout = 30 * time.Second

// TransferSimulateInput is what a call transfer simulation reads: the
// variables its whisper text's placeholders take (none: empty).
type TransferSimulateInput struct {
	Variables Variables `json:"variables"`
}

// TransferResult is where a call transfer sends the call: To is the number
// or SIP URI dialled (a phone book entry's current number), WhisperText the
// rendered whisper. Executed is false for a simulation.
type TransferResult struct {
	To          string `json:"to"`
	Mode        string `json:"mode"`
	WhisperText string `json:"whisper_text"`
	Provider    string `json:"provider"`
	Executed    bool   `json:"executed"`
}

// IVRResult is what executing an IVR did: its digits were sent through
// Provider.
type IVRResult struct {
	Provider string `json:"provider"`
	Executed bool   `json:"executed"`
}

// phone is the telephony provider calls are controlled through: the log
// provider when none is configured, as the capabilities say.
func (s *Service) phone() telephony.Provider {
	if s.telephony == nil {
		return telephony.NewLogProvider(nil)
	}
	return s.telephony
}

// SimulateCallTransfer shows where a call transfer would send a call and
// what its whisper would say with in's variables; no call is touched.
// Errors: Forbidden, NotFound, Invalid (variables), Conflict (its phone
// book entry was deleted).
func (s *Service) SimulateCallTransfer(ctx context.Context, id uuid.UUID, in TransferSimulateInput) (TransferResult, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return TransferResult{}, err
	}
	_, sp, err := s.CallTransfers.spec(ctx, orgID, id)
	if err != nil {
		return TransferResult{}, err
	}
	vars, err := in.Variables.Strings()
	if err != nil {
		return TransferResult{}, err
	}
	to, err := s.transferTo(ctx, orgID, id, sp)
	if err != nil {
		return TransferResult{}, err
	}
	return TransferResult{To: to, Mode: sp.Mode, WhisperText: Render(sp.WhisperText, Vars{Variables: vars}),
		Provider: s.phone().Name()}, nil
}

// executeCallTransfer transfers the live call in.SessionID names through
// the telephony provider and records a call_transfer action on it. The
// whisper is rendered without variables (its placeholders are empty): a
// flow's action node is where a conversation's variables reach it. A
// provider failure is recorded on the call (success false, the provider's
// error) and answered as BadGateway. Errors: Forbidden, NotFound (the
// transfer, the session), Invalid (session_id), Conflict (not an active
// call, a deleted phone book entry), BadGateway.
func (s *Service) executeCallTransfer(ctx context.Context, id uuid.UUID, in ExecuteInput) (TransferResult, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return TransferResult{}, err
	}
	st, sp, err := s.CallTransfers.spec(ctx, orgID, id)
	if err != nil {
		return TransferResult{}, err
	}
	c, err := s.liveCall(ctx, in.SessionID)
	if err != nil {
		return TransferResult{}, err
	}
	res, err := s.transferCall(ctx, c, st, sp, nil)
	if err != nil {
		return TransferResult{}, err
	}
	return res.Result.(TransferResult), s.executed(ctx, c, st, res, "transfer call session")
}

// executeIVR sends an IVR's digits on the live call in.SessionID names and
// records an ivr action on it; a provider failure is recorded and answered
// as BadGateway. Errors: Forbidden, NotFound, Invalid (session_id),
// Conflict (not an active call), BadGateway.
func (s *Service) executeIVR(ctx context.Context, id uuid.UUID, in ExecuteInput) (IVRResult, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return IVRResult{}, err
	}
	st, sp, err := s.IVRs.spec(ctx, orgID, id)
	if err != nil {
		return IVRResult{}, err
	}
	c, err := s.liveCall(ctx, in.SessionID)
	if err != nil {
		return IVRResult{}, err
	}
	res := s.sendDigits(ctx, c, st, sp)
	return res.Result.(IVRResult), s.executed(ctx, c, st, res, "send digits on call session")
}

// callOp is what a transfer or IVR did on a call, with what the call
// action records as its input.
type callOp struct {
	NodeResult
	input any
}

// executed records an execute operation's result on its call and turns a
// provider failure into the operation's error.
func (s *Service) executed(ctx context.Context, c calls.Call, st stored, res callOp, doing string) error {
	if err := s.recordOnCall(ctx, c, res.action(st)); err != nil {
		return err
	}
	if !res.Success {
		return apperr.New(apperr.BadGateway, "the telephony provider could not %s %s: %s", doing, c.ID, res.Error)
	}
	return nil
}

// action is the call action a transfer or IVR result records.
func (r callOp) action(st stored) calls.ActionInput {
	return calls.ActionInput{ActionID: st.ID.String(), Type: r.Type, Name: st.Name, Input: r.input,
		Result: r.Result, Success: r.Success, Error: r.Error}
}

// runCallTransfer is a call transfer on a flow's live call, with the
// conversation's variables in its whisper. A destination that cannot be
// dialled (its phone book entry was deleted) is a failed action.
func (s *Service) runCallTransfer(ctx context.Context, c calls.Call, st stored, vars map[string]string) (NodeResult, error) {
	_, sp, err := s.CallTransfers.decode(st)
	if err != nil {
		return NodeResult{}, err
	}
	res, err := s.transferCall(ctx, c, st, sp, vars)
	if e, ok := apperr.As(err); ok && e.Code == apperr.Conflict {
		return NodeResult{Type: KindCallTransfer, Name: st.Name, Error: e.Message}, nil
	}
	return res.NodeResult, err
}

// runIVR is an IVR on a flow's live call.
func (s *Service) runIVR(ctx context.Context, c calls.Call, st stored, _ map[string]string) (NodeResult, error) {
	_, sp, err := s.IVRs.decode(st)
	if err != nil {
		return NodeResult{}, err
	}
	return s.sendDigits(ctx, c, st, sp).NodeResult, nil
}

// transferTo is the number or SIP URI a transfer dials: a phone book
// entry's current number, so renumbering an entry moves its transfers.
func (s *Service) transferTo(ctx context.Context, orgID, id uuid.UUID, sp CallTransferSpec) (string, error) {
	if sp.DestinationType != DestinationPhoneBookEntry {
		return sp.Destination, nil
	}
	entryID, err := uuid.Parse(sp.Destination)
	if err != nil {
		return "", apperr.Conflictf("call transfer %s names phone book entry %s, which is not an entry id; choose its destination again", id, truncate(sp.Destination, 40))
	}
	e, err := s.entry(ctx, s.pool, orgID, entryID)
	if errors.Is(err, errNoEntry) {
		return "", apperr.Conflictf("call transfer %s dials phone book entry %s, which was deleted; choose another destination", id, entryID)
	}
	if err != nil {
		return "", err
	}
	return e.Number, nil
}

// transferCall hands c to the transfer's destination through the provider.
// The provider's failure is a NodeResult with Success false; an error means
// the transfer could not be attempted (Conflict: a deleted phone book
// entry).
func (s *Service) transferCall(ctx context.Context, c calls.Call, st stored, sp CallTransferSpec, vars map[string]string) (callOp, error) {
	to, err := s.transferTo(ctx, c.OrganizationID, st.ID, sp)
	if err != nil {
		return callOp{}, err
	}
	p := s.phone()
	out := TransferResult{To: to, Mode: sp.Mode, WhisperText: Render(sp.WhisperText, Vars{Variables: vars}), Provider: p.Name()}
	pctx, cancel := context.WithTimeout(ctx, providerTimeout)
	defer cancel()
	err = p.Transfer(pctx, telephony.Transfer{CallID: c.ID, To: to, Mode: sp.Mode, Whisper: out.WhisperText})
	out.Executed = err == nil
	return callOp{NodeResult{Type: KindCallTransfer, Name: st.Name, Success: err == nil, Error: providerError(err), Result: out},
		map[string]any{"destination_type": sp.DestinationType, "to": to, "mode": sp.Mode}}, nil
}

// sendDigits sends an IVR's steps on c through the provider; the
// provider's failure is a NodeResult with Success false.
func (s *Service) sendDigits(ctx context.Context, c calls.Call, st stored, sp IVRSpec) callOp {
	p := s.phone()
	steps := make([]telephony.Step, len(sp.Steps))
	wait := providerTimeout
	for i, x := range sp.Steps {
		steps[i] = telephony.Step{Digits: x.Digits, WaitMS: x.WaitMS}
		wait += min(time.Duration(max(x.WaitMS, 0))*time.Millisecond, telephony.MaxWait)
	}
	pctx, cancel := context.WithTimeout(ctx, wait)
	defer cancel()
	err := p.SendDigits(pctx, c.ID, steps)
	return callOp{NodeResult{Type: KindIVR, Name: st.Name, Success: err == nil, Error: providerError(err),
		Result: IVRResult{Provider: p.Name(), Executed: err == nil}}, map[string]any{"steps": sp.Steps}}
}

// providerError is what a call action keeps of a provider's error: its
// text, bounded.
func providerError(err error) string {
	if err == nil {
		return ""
	}
	return truncate(err.Error(), 500)
}
