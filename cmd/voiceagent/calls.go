package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/seed"
)

func init() {
	register(command{path: "admin call simulate", summary: "run one realistic call through the call service and the post-call pipeline and print it: --org ORG_ID [--agent AGENT_ID] [--status completed|failed|cancelled|abandoned] [--seed S]", run: cmdCallSimulate})
	register(command{path: "seed", summary: "generate agents and calls with transcripts, actions and outcomes: --org ORG_ID --calls N [--agents M] [--seed S]", run: cmdSeed})
}

// Bounds of `voiceagent seed`.
const (
	maxSeedCalls  = 10_000_000
	maxSeedAgents = 100
)

func cmdCallSimulate(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin call simulate")
	org := fs.String("org", "", "organization id (required)")
	agent := fs.String("agent", "", "agent id (default: a published agent of the organization)")
	status := fs.String("status", "completed", "how the call ends: "+strings.Join(calls.EndStatuses, "|"))
	seedFlag := fs.Uint64("seed", 0, "generator seed for a repeatable conversation (default: a new one each run)")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	orgID, err := uuid.Parse(*org)
	if err != nil {
		return usageError{"--org must be an organization id (UUID)"}
	}
	var agentID uuid.UUID
	if *agent != "" {
		if agentID, err = uuid.Parse(*agent); err != nil {
			return usageError{"--agent must be an agent id (UUID)"}
		}
	}
	if !slices.Contains(calls.EndStatuses, *status) {
		return usageError{"--status must be one of " + strings.Join(calls.EndStatuses, ", ")}
	}
	s := *seedFlag
	if s == 0 {
		s = uint64(time.Now().UnixNano())
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	o, err := a.Orgs.Get(ctx, orgID)
	if err != nil {
		return cliError(err)
	}
	sys := auth.WithPrincipal(ctx, auth.System(orgID))
	var ag agents.Agent
	if *agent != "" { // even the nil UUID: it names no agent, so it is refused, not ignored
		ag, err = a.Agents.Get(sys, agentID)
		if apperr.CodeOf(err) == apperr.NotFound {
			return usageError{fmt.Sprintf("agent %s is not an agent of organization %s", agentID, orgID)}
		}
		if err != nil {
			return cliError(err)
		}
	} else if ag, err = publishedAgent(sys, a.Agents, orgID); err != nil {
		return err
	}
	g := seed.NewGenerator([]seed.Agent{seed.AgentFor(ag, "", s)}, seed.Options{Seed: s, Company: o.Name})
	rng := rand.New(rand.NewPCG(s, 1))
	// The call is replayed without an outcome: ending it completed leaves its
	// post-call processing pending (and queued for the workers), and the
	// command then runs that processing itself, through the method the task
	// runs, since no worker may be running. A worker that picks the queued
	// task up later finds the outcome recorded and does nothing.
	sim := g.Simulated(rng, seed.AgentFor(ag, "", s), *status)
	sim.Outcome = nil
	c, err := seed.Replay(sys, a.Calls, sim)
	if err != nil {
		return cliError(err)
	}
	if c.Status == "completed" {
		if c, err = a.PostCall.Process(ctx, orgID, c.ID); err != nil {
			return cliError(err)
		}
	}
	return printJSON(e.stdout, c)
}

// publishedAgent picks the organization's first published agent, phone
// agents first.
func publishedAgent(ctx context.Context, svc *agents.Service, orgID uuid.UUID) (agents.Agent, error) {
	list, _, err := svc.List(ctx, agents.ListFilter{Status: "active", Limit: 100})
	if err != nil {
		return agents.Agent{}, cliError(err)
	}
	rank := map[string]int{"inbound": 0, "outbound": 1, "voice_widget": 2, "chat": 3}
	slices.SortStableFunc(list, func(x, y agents.Agent) int { return rank[x.AgentType] - rank[y.AgentType] })
	for _, ag := range list {
		if ag.Version > 0 {
			return ag, nil
		}
	}
	return agents.Agent{}, usageError{fmt.Sprintf("organization %s has no published agent; publish one or pass --agent", orgID)}
}

func cmdSeed(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "seed")
	org := fs.String("org", "", "organization id (required)")
	n := fs.Int("calls", -1, fmt.Sprintf("calls to generate, 0 to %d (required)", maxSeedCalls))
	m := fs.Int("agents", 6, fmt.Sprintf("agents to create, of every type, 1 to %d", maxSeedAgents))
	seedFlag := fs.Uint64("seed", 1, "generator seed: the same seed gives the same data")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	orgID, err := uuid.Parse(*org)
	if err != nil {
		return usageError{"--org must be an organization id (UUID)"}
	}
	if *n < 0 || *n > maxSeedCalls {
		return usageError{fmt.Sprintf("--calls is required: a number of calls from 0 to %d", maxSeedCalls)}
	}
	if *m < 1 || *m > maxSeedAgents {
		return usageError{fmt.Sprintf("--agents must be from 1 to %d", maxSeedAgents)}
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	o, err := a.Orgs.Get(ctx, orgID)
	if err != nil {
		return cliError(err)
	}
	sys := auth.WithPrincipal(ctx, auth.System(orgID))
	sum, err := seed.Run(sys, seed.Services{Agents: a.Agents, Calls: a.Calls, Numbers: a.Numbers}, orgID, o.Name, *m, *n, *seedFlag)
	if err != nil {
		return cliError(err)
	}
	return printJSON(e.stdout, map[string]any{
		"organization_id": sum.OrganizationID, "agents": sum.Agents, "calls": sum.Calls,
		"seconds": round(sum.Seconds, 3), "calls_per_second": round(sum.CallsPerSecond, 1),
	})
}

func round(f float64, places int) float64 {
	p := 1.0
	for i := 0; i < places; i++ {
		p *= 10
	}
	return float64(int64(f*p+0.5)) / p
}
