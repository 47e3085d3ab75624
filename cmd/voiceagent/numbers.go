package main

import (
	"context"
	"slices"
	"strings"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/numbers"
)

func init() {
	register(command{path: "admin number add", summary: "register a phone number: --org ORG_ID --number +55... [--agent AGENT_ID] [--label L] [--provider P] [--sms]", run: cmdNumberAdd})
	register(command{path: "admin number assign", summary: "assign a number to an agent: NUMBER_ID --agent AGENT_ID | --unassign", run: cmdNumberAssign})
	register(command{path: "admin number status", summary: "change a number's status: NUMBER_ID --status active|inactive|released", run: cmdNumberStatus})
}

func cmdNumberAdd(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin number add")
	org := fs.String("org", "", "organization id (required)")
	number := fs.String("number", "", "the number in E.164 form, e.g. +5511999990000 (required)")
	agent := fs.String("agent", "", "assign the number to this agent of the organization")
	label := fs.String("label", "", "free text for people, e.g. \"Front desk line\"")
	provider := fs.String("provider", "manual", "where the line comes from")
	sms := fs.Bool("sms", false, "the number can send and receive SMS")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	orgID, err := uuid.Parse(*org)
	if err != nil {
		return usageError{"--org must be an organization id (UUID)"}
	}
	if *number == "" {
		return usageError{"--number is required, in E.164 form such as +5511999990000"}
	}
	in := numbers.AddInput{Number: *number, Label: *label, Provider: *provider, SMS: *sms}
	if *agent != "" {
		id, err := uuid.Parse(*agent)
		if err != nil {
			return usageError{"--agent must be an agent id (UUID)"}
		}
		in.AgentID = &id
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	if _, err := a.Orgs.Get(ctx, orgID); err != nil {
		return cliError(err)
	}
	n, err := a.Numbers.Add(auth.WithPrincipal(ctx, auth.System(orgID)), in)
	if err != nil {
		return numberError(err)
	}
	return printJSON(e.stdout, numberJSON(n))
}

func cmdNumberAssign(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin number assign")
	agent := fs.String("agent", "", "the agent that answers the number")
	unassign := fs.Bool("unassign", false, "leave the number without an agent")
	id, err := oneID(fs, args, "usage: voiceagent admin number assign NUMBER_ID --agent AGENT_ID | --unassign", "NUMBER_ID")
	if err != nil {
		return err
	}
	var agentID *uuid.UUID
	switch {
	case *unassign && *agent != "":
		return usageError{"use either --agent or --unassign, not both"}
	case !*unassign && *agent == "":
		return usageError{"--agent AGENT_ID or --unassign is required"}
	case *agent != "":
		v, err := uuid.Parse(*agent)
		if err != nil {
			return usageError{"--agent must be an agent id (UUID)"}
		}
		agentID = &v
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	svc := a.Numbers
	orgID, err := svc.OwnerOf(ctx, id)
	if err != nil {
		return cliError(err)
	}
	n, err := svc.Assign(auth.WithPrincipal(ctx, auth.System(orgID)), id, agentID)
	if err != nil {
		return numberError(err)
	}
	return printJSON(e.stdout, numberJSON(n))
}

func cmdNumberStatus(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin number status")
	status := fs.String("status", "", "active, inactive or released (required)")
	id, err := oneID(fs, args, "usage: voiceagent admin number status NUMBER_ID --status active|inactive|released", "NUMBER_ID")
	if err != nil {
		return err
	}
	if !slices.Contains(numbers.Statuses, *status) {
		return usageError{"--status must be one of " + strings.Join(numbers.Statuses, ", ")}
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	svc := a.Numbers
	orgID, err := svc.OwnerOf(ctx, id)
	if err != nil {
		return cliError(err)
	}
	n, err := svc.SetStatus(auth.WithPrincipal(ctx, auth.System(orgID)), id, *status)
	if err != nil {
		return numberError(err)
	}
	return printJSON(e.stdout, numberJSON(n))
}

// numberError names the command-line flag behind a field the service
// rejected (--number rather than number).
func numberError(err error) error {
	err = cliError(err)
	if u, ok := err.(usageError); ok {
		for _, f := range []string{"number", "label", "provider", "status"} {
			if strings.HasPrefix(u.msg, f+":") {
				return usageError{"--" + u.msg}
			}
		}
	}
	return err
}

func numberJSON(n numbers.Number) map[string]any {
	return map[string]any{
		"id": n.ID, "organization_id": n.OrganizationID, "number": n.Number, "label": n.Label, "provider": n.Provider,
		"capabilities": n.Capabilities, "agent_id": n.AgentID, "status": n.Status,
		"created_at": n.CreatedAt, "updated_at": n.UpdatedAt,
	}
}
