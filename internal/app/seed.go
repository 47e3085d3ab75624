package app

import (
	"context"
	"fmt"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/seed"
)

// DemoCalls is how many generated calls the demo organization starts with:
// enough for every list, filter and analytics figure to show something, few
// enough that a first start stays quick (one Import batch).
const DemoCalls = 300

// The demo organization gets call history from the seed generator: calls
// over the last 90 days for its published agents, with transcripts, actions
// and post-call outcomes, loaded through Import (rollups included).
func init() {
	registerWiring("calls demo", 40, func(a *App) error {
		a.DemoHooks = append(a.DemoHooks, a.demoCalls)
		return nil
	})
}

func (a *App) demoCalls(ctx context.Context, orgID uuid.UUID) error {
	list, _, err := a.Agents.List(ctx, agents.ListFilter{Status: "active", Limit: 100})
	if err != nil {
		return fmt.Errorf("demo calls: %w", err)
	}
	// Each catalog agent runs the scripts of its own template.
	byName := map[string]string{}
	for _, t := range agents.Templates() {
		byName[t.Name] = t.ID
	}
	var ags []seed.Agent
	for _, ag := range list {
		if ag.Version > 0 {
			ags = append(ags, seed.AgentFor(ag, byName[ag.Name], 1))
		}
	}
	if len(ags) == 0 {
		return nil // no published agent: nothing can have taken calls
	}
	org, err := a.Orgs.Get(ctx, orgID)
	if err != nil {
		return fmt.Errorf("demo calls: %w", err)
	}
	g := seed.NewGenerator(ags, seed.Options{Seed: 1, Company: org.Name})
	if _, err := seed.Load(ctx, a.Calls, g, seed.LoadOptions{Calls: DemoCalls, Batch: DemoCalls, Workers: 1}); err != nil {
		return fmt.Errorf("demo calls: %w", err)
	}
	return nil
}
