package actions

import (
	"context"
	"errors"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
)

// NodeResult is what an action did on a live call: what the call's action
// record shows, and the variables a flow gets before its next node.
type NodeResult struct {
	Type      string // custom_action, sms, call_transfer, ivr, booking
	Name      string
	Success   bool
	Error     string
	Result    any
	Variables map[string]any
}

// nodeRunner runs one kind of action on a live call, for a flow's action
// node or the kind's execute operation; it never records the call action
// (its caller does).
type nodeRunner func(ctx context.Context, c calls.Call, st stored, vars map[string]string) (NodeResult, error)

// RunNodeAction runs the action a real conversation's action node names on
// its call, as the platform (the conversation's channel has authorized).
// A failure of the action itself is a NodeResult with Success false; an
// error means it could not run at all (NotFound: the action or call is
// gone).
func (s *Service) RunNodeAction(ctx context.Context, orgID uuid.UUID, callID, actionID string, vars map[string]any) (NodeResult, error) {
	ctx = auth.WithPrincipal(ctx, auth.System(orgID))
	id, err := uuid.Parse(actionID)
	if err != nil {
		return NodeResult{}, apperr.NotFoundf("action %s not found", truncate(actionID, 40))
	}
	var kind string
	var st stored
	err = s.pool.QueryRow(ctx, `SELECT kind, `+storedColumns+` FROM actions WHERE organization_id = $1 AND id = $2 AND kind = ANY($3)`,
		orgID, id, NodeKinds).Scan(&kind, &st.ID, &st.Name, &st.config, &st.secrets, &st.CreatedAt, &st.UpdatedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return NodeResult{}, apperr.NotFoundf("action %s not found", id)
	}
	if err != nil {
		return NodeResult{}, db.Wrap("load action", err)
	}
	c, err := s.call(ctx, &callID)
	if err != nil {
		return NodeResult{}, err
	}
	strs, err := Variables(vars).Strings()
	if err != nil {
		// Variables a flow set that a template cannot take are left out.
		strs = map[string]string{}
		for k, v := range vars {
			if identifier.MatchString(k) {
				strs[k] = VariableText(v)
			}
		}
	}
	run, ok := s.runners[kind]
	if !ok {
		return NodeResult{Type: kind, Name: st.Name, Error: "this kind of action cannot run during a call yet"}, nil
	}
	out, err := run(ctx, c, st, strs)
	if out.Name == "" {
		out.Name = st.Name
	}
	return out, err
}

// runCustomNode calls a custom action for a flow: its mapped variables are
// the flow's before the next node.
func (s *Service) runCustomNode(ctx context.Context, c calls.Call, st stored, vars map[string]string) (NodeResult, error) {
	// The row RunNodeAction loaded is the action: no second read.
	_, spec, err := s.CustomActions.decode(st)
	if err != nil {
		return NodeResult{}, err
	}
	req, err := s.buildCustomRequest(ctx, st, &spec, vars)
	if apperr.Is(err, apperr.Invalid) {
		// The flow's variables make a request the action refuses (too long).
		return NodeResult{Type: "custom_action", Error: err.Error()}, nil
	}
	if err != nil {
		return NodeResult{}, err
	}
	r := Execute(ctx, s.client, req, &spec)
	return NodeResult{Type: "custom_action", Success: r.Success, Error: r.Error, Variables: r.Variables,
		Result: map[string]any{"status_code": r.StatusCode, "duration_ms": r.DurationMS, "variables": r.Variables}}, nil
}
