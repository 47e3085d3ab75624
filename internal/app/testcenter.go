package app

import (
	"context"
	"errors"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/testcenter"
)

// testAgents gives the test center the agents' drafts and published
// versions, with the flows each runs.
type testAgents struct {
	agents *agents.Service
	flows  *flows.Service
}

func (t testAgents) Exists(ctx context.Context, orgID, agentID uuid.UUID) (bool, error) {
	return t.agents.Exists(ctx, orgID, agentID)
}

// Snapshot copies the draft (version 0: the draft prompt and the drafts of
// the flows, which must compile) or a published version.
func (t testAgents) Snapshot(ctx context.Context, orgID, agentID uuid.UUID, version int) (testcenter.Snapshot, error) {
	ctx = auth.WithPrincipal(ctx, auth.System(orgID))
	if version > 0 {
		v, err := t.agents.VersionConfig(ctx, orgID, agentID, version)
		if apperr.Is(err, apperr.NotFound) {
			if ok, xerr := t.agents.Exists(ctx, orgID, agentID); xerr == nil && ok {
				return testcenter.Snapshot{}, apperr.FieldCode(apperr.Unprocessable, "agent_version",
					"agent has no published version "+testcenter.AgentVersion{Version: version}.String())
			}
		}
		if err != nil {
			return testcenter.Snapshot{}, err
		}
		out := testcenter.Snapshot{Mode: v.Mode, Prompt: v.Prompt, Language: v.Language, Flows: v.Flows}
		for _, f := range v.Flows {
			if f.IsMain {
				out.Main = f.FlowID
			}
		}
		if out.Mode == "flow" && out.Main == uuid.Nil && len(v.Flows) > 0 {
			out.Main = v.Flows[0].FlowID // versions list the main flow first
		}
		return out, nil
	}
	d, err := t.agents.GetDetail(ctx, agentID)
	if err != nil {
		return testcenter.Snapshot{}, err
	}
	out := testcenter.Snapshot{Mode: "prompt", Prompt: d.Prompt}
	out.Language, _ = d.Settings["language"].(string)
	if d.EditingMode != "flow" {
		return out, nil
	}
	out.Mode = "flow"
	list, err := t.flows.List(ctx, agentID)
	if err != nil {
		return out, err
	}
	for _, f := range list {
		if f.IsMain {
			out.Main = f.ID
		}
	}
	if out.Main == uuid.Nil {
		return out, apperr.Unprocessablef("agent %s is in flow mode and has no main flow", agentID)
	}
	// TestProgram checks that the drafts compile (Unprocessable lists the
	// problems) and returns them.
	_, revs, err := t.flows.TestProgram(ctx, agentID, out.Main)
	if err != nil {
		var ae *apperr.Error
		if errors.As(err, &ae) && ae.Code == apperr.NotFound {
			return out, apperr.Unprocessablef("agent %s: %s", agentID, ae.Message)
		}
		return out, err
	}
	out.Flows = revs
	return out, nil
}
