// Package seed generates realistic data for demos, load tests and
// benchmarks: agents of every type and calls over the last days with
// transcripts, actions and post-call outcomes. `voiceagent seed`, `voiceagent
// admin call simulate`, the first-start demo and the calls benchmark share it.
package seed

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/calls"
	"voiceagent/internal/numbers"
	"voiceagent/internal/platform/apperr"
)

// agentKinds are the agents Seed creates, in order (cycled): every agent
// type, each running the scripts of a catalog template.
var agentKinds = []struct{ name, typ, template string }{
	{"Recepção", "inbound", "receptionist"},
	{"Agendamentos", "inbound", "appointment-booker"},
	{"Qualificação de leads", "outbound", "lead-qualifier"},
	{"Suporte no chat", "chat", "support-chat"},
	{"Atendente do site", "voice_widget", "receptionist"},
	{"Central de vendas", "outbound", "lead-qualifier"},
}

// Services are what seeding writes through.
type Services struct {
	Agents  *agents.Service
	Calls   *calls.Service
	Numbers *numbers.Service // nil: agents get made-up lines, not registered numbers
}

// CreateAgents creates and publishes m agents of every type through the
// agents service, in the organization of ctx's principal, and registers a
// phone number for each phone or SMS agent through the numbers service.
// seed varies the numbers they get.
func CreateAgents(ctx context.Context, s Services, m int, seed uint64) ([]Agent, error) {
	rng := rand.New(rand.NewPCG(seed, 0))
	out := make([]Agent, 0, m)
	for i := 0; i < m; i++ {
		k := agentKinds[i%len(agentKinds)]
		name := k.name
		if i >= len(agentKinds) {
			name = fmt.Sprintf("%s %d", k.name, i/len(agentKinds)+1)
		}
		ag, err := s.Agents.Create(ctx, agents.CreateInput{Name: name, AgentType: k.typ, EditingMode: "prompt", TemplateID: k.template})
		if err != nil {
			return nil, fmt.Errorf("create agent: %w", err)
		}
		if _, err := s.Agents.Publish(ctx, ag.ID); err != nil {
			return nil, fmt.Errorf("publish agent: %w", err)
		}
		line := agentLine(rng)
		if s.Numbers != nil && k.typ != "voice_widget" {
			if line, err = registerLine(ctx, s.Numbers, rng, ag.ID, name, k.typ == "chat"); err != nil {
				return nil, err
			}
		}
		out = append(out, Agent{ID: ag.ID, Name: ag.Name, Type: k.typ, Template: k.template, Number: line})
	}
	return out, nil
}

// registerLine adds a number assigned to the agent; numbers are unique
// across the platform, so a taken one is drawn again.
func registerLine(ctx context.Context, svc *numbers.Service, rng *rand.Rand, agentID uuid.UUID, label string, sms bool) (string, error) {
	for attempt := 0; ; attempt++ {
		line := agentLine(rng)
		if sms {
			line = fmt.Sprintf("+55119%08d", rng.IntN(100000000))
		}
		n, err := svc.Add(ctx, numbers.AddInput{Number: line, Label: label, Provider: "seed", SMS: sms, AgentID: &agentID})
		if err == nil {
			return n.Number, nil
		}
		if apperr.CodeOf(err) != apperr.Conflict || attempt >= 10 {
			return "", fmt.Errorf("register number: %w", err)
		}
	}
}

// agentLine is a made-up landline for an agent (São Paulo, 3xxx).
func agentLine(rng *rand.Rand) string {
	return fmt.Sprintf("+55113%07d", rng.IntN(10000000))
}

// AgentFor describes an existing agent for generation: its type chooses the
// channel and its template (or a default for the type) the scripts.
func AgentFor(a agents.Agent, template string, seed uint64) Agent {
	if template == "" {
		template = map[string]string{"inbound": "receptionist", "outbound": "lead-qualifier", "chat": "support-chat", "voice_widget": "receptionist"}[a.AgentType]
	}
	number := agentLine(rand.New(rand.NewPCG(seed, uint64(a.ID.ID()))))
	if a.PhoneNumber != nil {
		number = *a.PhoneNumber
	}
	return Agent{ID: a.ID, Name: a.Name, Type: a.AgentType, Template: template, Number: number}
}

// LoadOptions size a load.
type LoadOptions struct {
	Calls   int
	Batch   int // calls per Import (default 2000)
	Workers int // concurrent Import transactions (default 2)
	// Progress, when set, is called after each batch with the calls loaded
	// so far.
	Progress func(loaded int)
}

// Load generates opts.Calls calls with g and loads them through Import in
// batches; ctx carries the organization's principal. Batches are generated
// and imported by opts.Workers goroutines; each batch is one transaction.
// Returns the number of calls loaded (all of them, or those of the batches
// committed before the first error).
func Load(ctx context.Context, svc *calls.Service, g *Generator, opts LoadOptions) (int, error) {
	if opts.Batch <= 0 {
		opts.Batch = 2000
	}
	opts.Batch = min(opts.Batch, calls.MaxImportBatch)
	if opts.Workers <= 0 {
		opts.Workers = 2
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	batches := make(chan int)
	go func() {
		defer close(batches)
		for b := 0; b*opts.Batch < opts.Calls; b++ {
			select {
			case batches <- b:
			case <-ctx.Done():
				return
			}
		}
	}()
	var (
		mu       sync.Mutex
		loaded   int
		firstErr error
		wg       sync.WaitGroup
	)
	for w := 0; w < opts.Workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range batches {
				n, err := svc.Import(ctx, g.Batch(b, b*opts.Batch, opts.Batch, opts.Calls))
				mu.Lock()
				loaded += n
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("import batch %d: %w", b, err)
					cancel()
				}
				done := loaded
				mu.Unlock()
				if err != nil {
					return
				}
				if opts.Progress != nil {
					opts.Progress(done)
				}
			}
		}()
	}
	wg.Wait()
	return loaded, firstErr
}

// Summary is what a seed run did.
type Summary struct {
	OrganizationID uuid.UUID `json:"organization_id"`
	Agents         int       `json:"agents"`
	Calls          int       `json:"calls"`
	Seconds        float64   `json:"seconds"`
	CallsPerSecond float64   `json:"calls_per_second"`
}

// Run creates agentCount agents and loads callCount calls in the
// organization of ctx's principal, deterministic for seed.
func Run(ctx context.Context, s Services, orgID uuid.UUID, company string, agentCount, callCount int, seed uint64) (Summary, error) {
	start := time.Now()
	ags, err := CreateAgents(ctx, s, agentCount, seed)
	if err != nil {
		return Summary{}, err
	}
	g := NewGenerator(ags, Options{Seed: seed, Company: company})
	loadStart := time.Now()
	n, err := Load(ctx, s.Calls, g, LoadOptions{Calls: callCount})
	sum := Summary{OrganizationID: orgID, Agents: len(ags), Calls: n, Seconds: time.Since(start).Seconds()}
	if el := time.Since(loadStart).Seconds(); el > 0 {
		sum.CallsPerSecond = float64(n) / el
	}
	return sum, err
}

// Replay runs one call through the service methods the conversation runtime
// uses: Create, Start, AppendTurns (a few turns per write), RecordAction as
// each action happens, End and RecordOutcome. A call that never started
// ends straight from created. Returns the call as Get reads it.
func Replay(ctx context.Context, svc *calls.Service, c calls.ImportCall) (calls.Call, error) {
	call, err := svc.Create(ctx, calls.CreateInput{AgentID: c.AgentID, Channel: c.Channel, Direction: c.Direction,
		FromNumber: c.FromNumber, ToNumber: c.ToNumber, CreatedAt: c.CreatedAt})
	if err != nil {
		return call, err
	}
	id := call.ID
	if !c.StartedAt.IsZero() {
		if _, err := svc.Start(ctx, id, c.StartedAt); err != nil {
			return call, err
		}
	}
	// Actions run between turns: each after the last turn spoken before it.
	next := 0
	recordUntil := func(t time.Time) error {
		for ; next < len(c.Actions) && (t.IsZero() || !c.Actions[next].ExecutedAt.After(t)); next++ {
			if _, err := svc.RecordAction(ctx, id, c.Actions[next]); err != nil {
				return err
			}
		}
		return nil
	}
	start := c.StartedAt
	if start.IsZero() {
		start = c.CreatedAt
	}
	turnAt := func(i int) time.Time { return start.Add(time.Duration(c.Transcript[i].OffsetMS) * time.Millisecond) }
	for i := 0; i < len(c.Transcript); {
		if err := recordUntil(turnAt(i)); err != nil {
			return call, err
		}
		// Up to three turns per write, never past the next action's time.
		n := 1
		for n < 3 && i+n < len(c.Transcript) && (next == len(c.Actions) || c.Actions[next].ExecutedAt.After(turnAt(i+n))) {
			n++
		}
		chunk := c.Transcript[i : i+n]
		if err := svc.AppendTurns(ctx, id, chunk...); err != nil {
			return call, err
		}
		i += n
	}
	if err := recordUntil(time.Time{}); err != nil {
		return call, err
	}
	if calls.IsFinal(c.Status) {
		if _, err := svc.End(ctx, id, calls.EndInput{Status: c.Status, Reason: c.EndReason, At: c.EndedAt}); err != nil {
			return call, err
		}
		if c.Outcome != nil {
			if _, err := svc.RecordOutcome(ctx, id, *c.Outcome); err != nil {
				return call, err
			}
		}
	}
	return svc.Get(ctx, id)
}
