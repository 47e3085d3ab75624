package actions

import (
	"context"
	"fmt"
	"unicode/utf8"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
)

// CallService is what actions need of the calls domain: reading the call an
// operation names and recording what was done on a live call.
type CallService interface {
	Get(ctx context.Context, id uuid.UUID) (calls.Call, error)
	RecordAction(ctx context.Context, id uuid.UUID, in calls.ActionInput) (calls.Action, error)
}

// ExecuteInput names the call an operation acts on.
type ExecuteInput struct {
	SessionID *string `json:"session_id"`
}

// call reads the call a session_id names: none is a 400 naming
// session_id; a malformed, unknown or another organization's id is a 404.
func (s *Service) call(ctx context.Context, sessionID *string) (calls.Call, error) {
	if sessionID == nil || *sessionID == "" {
		return calls.Call{}, apperr.Field("session_id", "is required: the id of a call session")
	}
	id, err := uuid.Parse(*sessionID)
	if err != nil || len(*sessionID) != 36 {
		return calls.Call{}, apperr.NotFoundf("call session %s not found", truncate(*sessionID, 40))
	}
	if s.calls == nil {
		return calls.Call{}, apperr.NotFoundf("call session %s not found", id)
	}
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return calls.Call{}, err
	}
	// Reading the call is part of an operation the caller was allowed.
	return s.calls.Get(auth.WithPrincipal(ctx, auth.System(orgID)), id)
}

// liveCall is call for operations on a call in progress: any other status
// is a 409.
func (s *Service) liveCall(ctx context.Context, sessionID *string) (calls.Call, error) {
	c, err := s.call(ctx, sessionID)
	if err != nil {
		return c, err
	}
	if c.Status != "active" {
		return c, apperr.Conflictf("call session %s is %s, not an active call", c.ID, c.Status)
	}
	return c, nil
}

// recordOnCall adds what an action did on a live call to the call, as the
// platform (the caller was authorized for the action itself).
func (s *Service) recordOnCall(ctx context.Context, c calls.Call, in calls.ActionInput) error {
	if s.calls == nil {
		return nil
	}
	_, err := s.calls.RecordAction(auth.WithPrincipal(ctx, auth.System(c.OrganizationID)), c.ID, in)
	return err
}

// Variables are the values a template's {{name}} placeholders take.
type Variables map[string]any

// Bounds of the variables one request may give.
const (
	maxVariables     = 200
	maxVariableBytes = 64 << 10
)

// Strings checks the variables (names, count, size) and returns them as
// template text. Errors: Invalid naming variables.<name>.
func (v Variables) Strings() (map[string]string, error) {
	c := &checker{}
	if len(v) > maxVariables {
		c.Add("variables", "must hold at most %d variables", maxVariables)
		return nil, c.Err()
	}
	out := make(map[string]string, len(v))
	size := 0
	for name, val := range v {
		if !identifier.MatchString(name) {
			c.Add("variables", "variable name %q must be a letter or _ followed by letters, digits or _", truncate(name, 70))
			continue
		}
		text := VariableText(val)
		if !utf8.ValidString(text) {
			c.Add("variables."+name, "must be UTF-8 text")
			continue
		}
		size += len(text)
		out[name] = text
	}
	if size > maxVariableBytes {
		c.Add("variables", "%s", fmt.Sprintf("must total at most %d bytes", maxVariableBytes))
	}
	return out, c.Err()
}
