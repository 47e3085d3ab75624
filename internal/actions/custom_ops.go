package actions

import (
	"context"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
)

// VariablesInput is the body of an operation that takes template variables
// only (custom action simulate, execute and initialize): `{variables?}`.
type VariablesInput struct {
	Variables Variables `json:"variables"`
}

// CustomActionSimulation is what simulating a custom action shows: the
// request it would send, every secret value read as SecretMask.
type CustomActionSimulation struct {
	Request Request `json:"request"`
}

// SimulateCustomAction builds the request a custom action would send with
// in's variables and shows it with its secrets masked; nothing is sent.
// Errors: Forbidden (viewers may), NotFound, Invalid (variables, or a
// request the variables make too long, naming the field).
func (s *Service) SimulateCustomAction(ctx context.Context, id uuid.UUID, in VariablesInput) (CustomActionSimulation, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return CustomActionSimulation{}, err
	}
	req, _, err := s.customRequest(ctx, orgID, id, in.Variables, nil)
	if err != nil {
		return CustomActionSimulation{}, err
	}
	return CustomActionSimulation{Request: req.Masked()}, nil
}

// executeCustomAction sends a custom action's request once with in's
// variables. A target that fails (timeout, refusal, non-2xx...) is a
// Result with Success false and Error, not an error. Errors: Forbidden
// (editors and above), NotFound, Invalid.
func (s *Service) executeCustomAction(ctx context.Context, id uuid.UUID, in VariablesInput) (Result, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return Result{}, err
	}
	req, spec, err := s.customRequest(ctx, orgID, id, in.Variables, nil)
	if err != nil {
		return Result{}, err
	}
	return Execute(ctx, s.client, req, &spec), nil
}

// initializeCustomAction sends a custom action's request once, as
// executeCustomAction does, and answers whether it worked with the answer
// it got (a sample to write response_mapping against) and the variables
// mapped from it. Errors: as ExecuteCustomAction.
func (s *Service) initializeCustomAction(ctx context.Context, id uuid.UUID, in VariablesInput) (Initialization, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return Initialization{}, err
	}
	req, spec, err := s.customRequest(ctx, orgID, id, in.Variables, nil)
	if err != nil {
		return Initialization{}, err
	}
	return Initialize(Execute(ctx, s.client, req, &spec)), nil
}

// RunCustomAction sends an organization's custom action with a
// conversation's variables, for an action node of a real call. The caller
// has authorized as the platform and records the call action itself. The
// variables are read only where a template names them and every rendered
// part is capped (BuildRequest), so their number does not bound the cost.
// Errors: NotFound (no such custom action in the organization), Invalid
// (a request the variables make too long); a failing target is a Result
// with Success false.
func (s *Service) RunCustomAction(ctx context.Context, orgID uuid.UUID, id uuid.UUID, vars map[string]string) (Result, error) {
	req, spec, err := s.customRequest(ctx, orgID, id, nil, vars)
	if err != nil {
		return Result{}, err
	}
	return Execute(ctx, s.client, req, &spec), nil
}

// customRequest loads an organization's custom action and builds its
// request from given (checked and bounded first) or, when given is nil,
// from vars as they are.
func (s *Service) customRequest(ctx context.Context, orgID, id uuid.UUID, given Variables, vars map[string]string) (Request, CustomActionSpec, error) {
	st, spec, err := s.CustomActions.spec(ctx, orgID, id)
	if err != nil {
		return Request{}, spec, err
	}
	if vars == nil {
		if vars, err = given.Strings(); err != nil {
			return Request{}, spec, err
		}
	}
	req, err := s.buildCustomRequest(ctx, st, &spec, vars)
	return req, spec, err
}

// buildCustomRequest builds a loaded custom action's request with its
// secrets opened.
func (s *Service) buildCustomRequest(ctx context.Context, st stored, spec *CustomActionSpec, vars map[string]string) (Request, error) {
	secrets, err := s.openSecrets(ctx, st.secrets)
	if err != nil {
		return Request{}, err
	}
	return BuildRequest(spec, secrets, Vars{Variables: vars})
}
