package testcenter

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/flows"
	"voiceagent/internal/runtime"
)

// prepared is a run's agent configuration, compiled once for its cases.
type prepared struct {
	snap     Snapshot
	compiled *flows.Compiled
}

func (s *Service) prepare(snap Snapshot) (*prepared, error) {
	p := &prepared{snap: snap}
	if snap.Mode != "flow" {
		return p, nil
	}
	c, err := flows.CompileFrom(snap.Main.String(), snap.Flows)
	if err != nil {
		return nil, err
	}
	p.compiled = c
	return p, nil
}

func (s *Service) runCase(ctx context.Context, orgID, agentID uuid.UUID, p *prepared, c Case) CaseResult {
	start := time.Now()
	res := CaseResult{CaseID: c.ID, Name: c.Name, Status: StatusPassed, EndStatus: EndScriptEnded,
		Turns: []runtime.Turn{}, Path: []string{}, Variables: map[string]any{}, Actions: []runtime.ActionRun{},
		Assertions: []AssertionResult{}, StartedAt: start.UTC()}
	inputs := c.Script
	if len(inputs) == 0 && c.Goal != nil {
		inputs = []string{*c.Goal}
	}
	if len(inputs) > c.MaxTurns && c.MaxTurns > 0 {
		inputs = inputs[:c.MaxTurns]
	}
	finish := func() CaseResult {
		res.FinishedAt = time.Now().UTC()
		res.DurationMS = res.FinishedAt.Sub(start).Milliseconds()
		return res
	}
	if p.compiled == nil {
		for _, in := range inputs {
			res.Turns = append(res.Turns, runtime.Turn{Role: "caller", Text: in})
		}
		return finish()
	}
	sim, err := s.runtime.SimulateCompiled(runtime.WithLanguage(ctx, p.snap.Language), orgID, agentID, p.compiled, inputs)
	if err != nil {
		msg := err.Error()
		res.Status, res.EndStatus, res.Error = StatusError, EndError, &msg
		return finish()
	}
	res.Turns, res.Path, res.Variables, res.Actions = sim.Turns, sim.Path, sim.Variables, sim.Actions
	if sim.Finished {
		res.EndStatus = EndCompleted
	}
	for _, a := range c.Assertions {
		if a.Type != AssertPathIncludes {
			continue
		}
		ok := true
		for _, n := range a.Nodes {
			ok = ok && slices.Contains(sim.Path, n)
		}
		r := AssertionResult{Assertion: a, Passed: &ok, Reason: fmt.Sprintf("path %v", sim.Path)}
		res.Assertions = append(res.Assertions, r)
		if !ok {
			res.Status = StatusFailed
		}
	}
	return finish()
}
