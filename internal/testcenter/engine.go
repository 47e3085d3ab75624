package testcenter

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/runtime"
)

// caseTimeout bounds one case's whole conversation and judging, whatever
// the model's pace: a run's worker must move on.
var caseTimeout = 5 * time.Minute

// A stored result keeps at most the last maxResultTurns turns and
// maxResultPath path entries (assertions saw them all), as the runtime
// keeps a conversation's history.
const (
	maxResultTurns = 1000
	maxResultPath  = 2000
)

// prepared is a run's snapshot made ready for its cases: in flow mode the
// program compiled once.
type prepared struct {
	snap Snapshot
	prog *flows.Compiled // nil in prompt mode
}

// prepare compiles a run's snapshot once (flow mode) for all its cases.
// Errors: Unprocessable when the flows do not compile or name no main flow.
func (s *Service) prepare(snap Snapshot) (*prepared, error) {
	p := &prepared{snap: snap}
	if snap.Mode != "flow" {
		return p, nil
	}
	if snap.Main == uuid.Nil {
		return nil, apperr.Unprocessablef("the agent is in flow mode and has no main flow")
	}
	prog, err := flows.CompileFrom(snap.Main.String(), snap.Flows)
	if err != nil {
		return nil, err
	}
	p.prog = prog
	return p, nil
}

// conversationResult is what a case's conversation showed.
type conversationResult struct {
	endStatus string
	endNode   string
	turns     []runtime.Turn
	path      []string
	vars      map[string]any
	actions   []runtime.ActionRun
	// err is why the conversation could not run (endStatus is then error).
	err error
}

// runCase runs one case and judges it; it never returns an error: a
// conversation that could not run is a result with status error and Error
// set.
func (s *Service) runCase(ctx context.Context, orgID, agentID uuid.UUID, p *prepared, c Case) (res CaseResult) {
	started := time.Now().UTC()
	res = CaseResult{CaseID: c.ID, Name: c.Name, StartedAt: started, Turns: []runtime.Turn{}, Path: []string{},
		Variables: map[string]any{}, Actions: []runtime.ActionRun{}, Assertions: []AssertionResult{}}
	defer func() {
		if r := recover(); r != nil {
			s.log.ErrorContext(ctx, "test case panicked", "case_id", c.ID, "panic", fmt.Sprint(r))
			res.Status, res.EndStatus = StatusError, EndError
			res.Error = refOf(fmt.Sprintf("the case could not run: internal error (%v)", r))
		}
		res.FinishedAt = time.Now().UTC()
		res.DurationMS = res.FinishedAt.Sub(res.StartedAt).Milliseconds()
	}()
	if p == nil {
		res.Status, res.EndStatus = StatusError, EndError
		res.Error = refOf("the case could not run: the agent's configuration was not prepared")
		return res
	}
	ctx, cancel := context.WithTimeout(ctx, caseTimeout)
	defer cancel()
	ctx = runtime.WithLanguage(ctx, p.snap.Language)

	conv := s.converse(ctx, orgID, agentID, p, c)
	res.EndStatus = conv.endStatus
	if conv.endNode != "" {
		res.EndNodeID = refOf(conv.endNode)
	}
	if conv.turns != nil {
		res.Turns = conv.turns
	}
	if conv.path != nil {
		res.Path = conv.path
	}
	if conv.vars != nil {
		res.Variables = conv.vars
	}
	if conv.actions != nil {
		res.Actions = conv.actions
	}

	var unscored string
	for i, a := range c.Assertions {
		var r AssertionResult
		switch {
		case a.Type != AssertJudge:
			r = checkAssertion(a, &conv)
		case conv.err != nil:
			r = AssertionResult{Assertion: a, Reason: "not judged: the conversation could not run"}
		default:
			var err error
			r, err = s.judgeAssertion(ctx, a, conv.turns)
			if err != nil && unscored == "" {
				unscored = fmt.Sprintf("assertions[%d] (judge) could not be scored: %s", i, errText(err))
			}
		}
		res.Assertions = append(res.Assertions, r)
	}

	if n := len(res.Turns); n > maxResultTurns {
		res.Turns = res.Turns[n-maxResultTurns:]
	}
	if n := len(res.Path); n > maxResultPath {
		res.Path = res.Path[n-maxResultPath:]
	}
	switch {
	case conv.err != nil:
		res.Status = StatusError
		res.Error = refOf("the conversation could not run: " + errText(conv.err))
	case unscored != "":
		res.Status = StatusError
		res.Error = refOf(unscored)
	default:
		res.Status = StatusPassed
		for _, r := range res.Assertions {
			if r.Passed != nil && !*r.Passed {
				res.Status = StatusFailed
				break
			}
		}
	}
	return res
}

// converse runs the case's conversation: the caller speaks until the agent
// finishes, the caller has nothing more to say, or max_turns caller turns
// have been made.
func (s *Service) converse(ctx context.Context, orgID, agentID uuid.UUID, p *prepared, c Case) (out conversationResult) {
	var d *runtime.Dialog
	var err error
	defer func() {
		if d != nil {
			out.turns, out.path, out.vars, out.actions = d.Turns(), d.Path(), d.Variables(), d.Actions()
			if out.endNode == "" {
				out.endNode = d.NodeID()
			}
		}
		if out.err != nil {
			out.endStatus = EndError
			if errors.Is(out.err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded) {
				out.err = fmt.Errorf("the case took longer than %s", caseTimeout)
			}
		}
	}()
	if p.prog != nil {
		d, err = s.runtime.NewFlowDialog(ctx, orgID, agentID, p.prog)
	} else {
		d, err = s.runtime.NewPromptDialog(ctx, orgID, agentID, p.snap.Prompt)
	}
	if err != nil {
		out.err = err
		return out
	}
	maxTurns := c.MaxTurns
	if maxTurns <= 0 {
		maxTurns = DefaultMaxTurns
	}
	maxTurns = min(maxTurns, MaxTurnsLimit)
	caller := s.newCaller(c, p.snap.Language)
	for turns := 0; ; turns++ {
		switch {
		case d.Finished():
			switch d.Outcome() {
			case runtime.OutcomeEnd:
				out.endStatus = EndCompleted
			case runtime.OutcomeTransfer:
				out.endStatus = EndTransferred
			default:
				out.err = fmt.Errorf("the flow called a flow it does not hold at node %q", d.NodeID())
			}
			return out
		case caller.ended:
			out.endStatus = EndScriptEnded
			return out
		case turns >= maxTurns:
			out.endStatus = EndMaxTurns
			return out
		}
		line, ok, err := caller.next(ctx, d)
		if err != nil {
			out.err = fmt.Errorf("the simulated caller could not speak: %s", errText(err))
			return out
		}
		if !ok {
			out.endStatus = EndScriptEnded
			return out
		}
		if err := d.Say(line); err != nil {
			out.err = err
			return out
		}
		if err := ctx.Err(); err != nil {
			out.err = err
			return out
		}
	}
}

// errText is an error as a person reads it: an application error's
// message without its code.
func errText(err error) string {
	var ae *apperr.Error
	if errors.As(err, &ae) {
		return ae.Message
	}
	return err.Error()
}

func refOf[T any](v T) *T { return &v }
