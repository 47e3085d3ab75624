package flows

import (
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
)

// env builds what checking the agent's flows needs: the other flows
// (drafts or published documents), actions and knowledge.
func (s *Service) env(ctx context.Context, orgID, agentID uuid.UUID, docs map[string]*Document) (Env, error) {
	env := Env{Flows: docs}
	known := map[string]bool{}
	env.ActionExists = func(id string) bool {
		if v, ok := known[id]; ok {
			return v
		}
		ok := false
		if s.actions != nil {
			ok, _ = s.actions(ctx, orgID, id)
		}
		known[id] = ok
		return ok
	}
	if s.knowledge != nil {
		has, err := s.knowledge(ctx, orgID, agentID)
		if err != nil {
			return env, err
		}
		env.HasKnowledge = &has
	}
	return env, nil
}

func parseStored(f Flow, published bool) (*Document, error) {
	raw := f.Draft
	if published {
		raw = f.Published
	}
	if len(raw) == 0 {
		return nil, nil
	}
	d, err := Parse(raw)
	if err != nil {
		return nil, fmt.Errorf("stored flow %s: %w", f.ID, err)
	}
	return d, nil
}

type agentFlows struct {
	orgID uuid.UUID
	all   []Flow
	docs  map[string]*Document
	srcs  map[string]Source
	env   Env
}

func (s *Service) load(ctx context.Context, q Querier, orgID, agentID uuid.UUID, lock bool) (*agentFlows, error) {
	all, err := listFlows(ctx, q, orgID, agentID, lock)
	if err != nil {
		return nil, err
	}
	a := &agentFlows{orgID: orgID, all: all, docs: map[string]*Document{}, srcs: map[string]Source{}}
	for _, f := range all {
		d, err := parseStored(f, false)
		if err != nil {
			return nil, err
		}
		a.docs[f.ID.String()] = d
		a.srcs[f.ID.String()] = Source{ID: f.ID.String(), Name: f.Name, Document: d}
	}
	if a.env, err = s.env(ctx, orgID, agentID, a.docs); err != nil {
		return nil, err
	}
	return a, nil
}

func (a *agentFlows) report(f Flow) Report {
	e := a.env
	e.FlowID = f.ID.String()
	if !f.IsMain {
		e.Inherited = setVariables(a.docs)
	}
	return Check(a.docs[f.ID.String()], e)
}

func (a *agentFlows) find(id uuid.UUID) (Flow, bool) {
	for _, f := range a.all {
		if f.ID == id {
			return f, true
		}
	}
	return Flow{}, false
}

// Validate checks a flow's draft against the agent's other flows, actions
// and knowledge, and reports every problem. Viewers may validate. Errors:
// NotFound, Forbidden.
func (s *Service) Validate(ctx context.Context, agentID, id uuid.UUID) (Report, error) {
	orgID, err := s.agentOf(ctx, auth.RunTests, agentID)
	if err != nil {
		return Report{}, err
	}
	a, err := s.load(ctx, s.pool, orgID, agentID, false)
	if err != nil {
		return Report{}, err
	}
	f, ok := a.find(id)
	if !ok {
		return Report{}, apperr.NotFoundf("flow %s not found", id)
	}
	return a.report(f), nil
}

// Compiled returns the executable form of a flow's draft with the flows it
// calls. Errors: Unprocessable (the problems, as Validate lists them;
// errors.As finds a *ProblemsError), NotFound, Forbidden.
func (s *Service) Compiled(ctx context.Context, agentID, id uuid.UUID) (*Compiled, error) {
	orgID, err := s.agentOf(ctx, auth.RunTests, agentID)
	if err != nil {
		return nil, err
	}
	return s.compileDraft(ctx, orgID, agentID, id)
}

func (s *Service) compileDraft(ctx context.Context, orgID, agentID, id uuid.UUID) (*Compiled, error) {
	a, err := s.load(ctx, s.pool, orgID, agentID, false)
	if err != nil {
		return nil, err
	}
	f, ok := a.find(id)
	if !ok {
		return nil, apperr.NotFoundf("flow %s not found", id)
	}
	return compileAll(a, f)
}

func compileAll(a *agentFlows, f Flow) (*Compiled, error) {
	others := map[string]Source{}
	for k, v := range a.srcs {
		if k != f.ID.String() {
			others[k] = v
		}
	}
	main := a.srcs[f.ID.String()]
	env := a.env
	if !f.IsMain {
		env.Inherited = setVariables(a.docs)
	}
	c, err := Compile(main, others, env)
	var pe *ProblemsError
	if errors.As(err, &pe) {
		return nil, pe.AppError()
	}
	return c, err
}

// CompileForRun compiles a flow's draft for a test conversation, for an
// organization the caller has already authorized. Errors: Unprocessable,
// NotFound.
func (s *Service) CompileForRun(ctx context.Context, orgID, agentID, id uuid.UUID) (*Compiled, error) {
	return s.compileDraft(ctx, orgID, agentID, id)
}

// CompileRevisions compiles an agent version's snapshot of flows, starting
// at its main flow, without checking the organization's current actions or
// knowledge (they were checked when the flows were published). Errors:
// Unprocessable when the snapshot has no main flow or does not compile.
func CompileRevisions(revs []Revision) (*Compiled, error) {
	for _, r := range revs {
		if r.IsMain {
			return CompileFrom(r.FlowID.String(), revs)
		}
	}
	return nil, apperr.Unprocessablef("the agent version has no published main flow")
}

// CompileFrom compiles a set of flow documents starting at the flow mainID.
// Errors: Unprocessable (the problems; errors.As finds a *ProblemsError).
func CompileFrom(mainID string, revs []Revision) (*Compiled, error) {
	srcs := map[string]Source{}
	var main *Source
	startsInMain := false
	for _, r := range revs {
		d, err := Parse(r.Document)
		if err != nil {
			return nil, err
		}
		src := Source{ID: r.FlowID.String(), Name: r.Name, Document: d}
		if src.ID == mainID {
			main, startsInMain = &src, r.IsMain
			continue
		}
		srcs[src.ID] = src
	}
	if main == nil {
		return nil, apperr.Unprocessablef("flow %s is not part of the program", mainID)
	}
	env := Env{ForRun: true}
	if !startsInMain {
		docs := map[string]*Document{main.ID: main.Document}
		for id, s := range srcs {
			docs[id] = s.Document
		}
		env.Inherited = setVariables(docs)
	}
	c, err := Compile(*main, srcs, env)
	var pe *ProblemsError
	if errors.As(err, &pe) {
		return nil, pe.AppError()
	}
	return c, err
}

// TestProgram returns the drafts of the agent's flows for a test
// conversation that starts in flow id, after checking that they compile.
// Viewers may run tests. Errors: Unprocessable (every problem), NotFound,
// Forbidden.
func (s *Service) TestProgram(ctx context.Context, agentID, id uuid.UUID) (orgID uuid.UUID, revs []Revision, err error) {
	orgID, err = s.agentOf(ctx, auth.RunTests, agentID)
	if err != nil {
		return uuid.Nil, nil, err
	}
	a, err := s.load(ctx, s.pool, orgID, agentID, false)
	if err != nil {
		return uuid.Nil, nil, err
	}
	f, ok := a.find(id)
	if !ok {
		return uuid.Nil, nil, apperr.NotFoundf("flow %s not found", id)
	}
	if _, err := compileAll(a, f); err != nil {
		return uuid.Nil, nil, err
	}
	for _, fl := range a.all {
		revs = append(revs, Revision{FlowID: fl.ID, Name: fl.Name, IsMain: fl.IsMain, Revision: fl.Revision, Document: fl.Draft})
	}
	return orgID, revs, nil
}
