package app

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/numbers"
	v1 "voiceagent/rest/v1"
)

// The phone-number inventory: GET /v1/phone-numbers. Operators register and
// assign numbers with `voiceagent admin number ...`. The demo organization's
// voice agents (inbound and outbound) each get a number, so their
// phone_number is not empty from the first start.
func init() {
	registerWiring("numbers", 25, func(a *App) error {
		a.Numbers = numbers.NewService(a.DB, a.Agents)
		h := &v1.PhoneNumbersHandler{Numbers: a.Numbers}
		a.API.Mount(h.Routes)
		a.DemoHooks = append(a.DemoHooks, func(ctx context.Context, _ uuid.UUID) error { return demoNumbers(ctx, a.Agents, a.Numbers) })
		return nil
	})
}

func demoNumbers(ctx context.Context, agentsSvc *agents.Service, svc *numbers.Service) error {
	list, _, err := agentsSvc.List(ctx, agents.ListFilter{Limit: 200})
	if err != nil {
		return fmt.Errorf("demo numbers: %w", err)
	}
	n := 0
	for i := len(list) - 1; i >= 0; i-- { // oldest first: stable numbering
		ag := list[i]
		if ag.AgentType != "inbound" && ag.AgentType != "outbound" {
			continue
		}
		n++
		id := ag.ID
		_, err := svc.Add(ctx, numbers.AddInput{Number: fmt.Sprintf("+55113000%04d", n), Label: "Demo: " + ag.Name, AgentID: &id})
		if err != nil {
			return fmt.Errorf("demo numbers: %w", err)
		}
	}
	return nil
}
