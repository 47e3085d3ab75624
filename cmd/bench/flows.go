package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"sort"
	"sync"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/runtime"
)

func init() {
	register(suite{name: "flows", summary: "validate and compile a 500-node flow; runtime advance p50/p95 (offline engine); 200 concurrent conversations", run: benchFlows})
}

// bigFlow builds a valid flow of about n nodes: repeated blocks of a
// question, a condition with two branches and a message, then an end.
func bigFlow(n int) json.RawMessage {
	type node struct {
		ID     string         `json:"id"`
		Type   string         `json:"type"`
		Config map[string]any `json:"config,omitempty"`
	}
	type edge struct {
		From      string `json:"from"`
		To        string `json:"to"`
		Condition string `json:"condition,omitempty"`
		Default   bool   `json:"default,omitempty"`
	}
	var nodes []node
	var edges []edge
	nodes = append(nodes, node{ID: "start", Type: "start"})
	prev := "start"
	for i := 0; len(nodes) < n-1; i++ {
		q, c, yes, no := fmt.Sprintf("q%d", i), fmt.Sprintf("c%d", i), fmt.Sprintf("y%d", i), fmt.Sprintf("n%d", i)
		v := fmt.Sprintf("v%d", i)
		nodes = append(nodes,
			node{ID: q, Type: "question", Config: map[string]any{"prompt": "Question " + v + "?", "variable": v, "type": "number"}},
			node{ID: c, Type: "condition"},
			node{ID: yes, Type: "message", Config: map[string]any{"text": "Big {{" + v + "}}"}},
			node{ID: no, Type: "message", Config: map[string]any{"text": "Small {{" + v + "}}"}})
		edges = append(edges, edge{From: prev, To: q}, edge{From: q, To: c},
			edge{From: c, To: yes, Condition: v + " >= 10"}, edge{From: c, To: no, Default: true})
		join := fmt.Sprintf("j%d", i)
		nodes = append(nodes, node{ID: join, Type: "message", Config: map[string]any{"text": "Noted."}})
		edges = append(edges, edge{From: yes, To: join}, edge{From: no, To: join})
		prev = join
	}
	nodes = append(nodes, node{ID: "end", Type: "end", Config: map[string]any{"text": "Bye."}})
	edges = append(edges, edge{From: prev, To: "end"})
	b, _ := json.Marshal(map[string]any{"nodes": nodes, "edges": edges})
	return b
}

// loopFlow goes round until the caller says goodbye: a question, an llm
// node choosing between three intents, a message, and back to the question.
const loopFlow = `{"nodes":[
 {"id":"s","type":"start"},
 {"id":"q","type":"question","config":{"prompt":"What do you need, {{name}}?","variable":"need"}},
 {"id":"l","type":"llm","config":{"instructions":"Sort the request."}},
 {"id":"book","type":"message","config":{"text":"I will book that."}},
 {"id":"info","type":"message","config":{"text":"Here is some information."}},
 {"id":"bye","type":"end","config":{"text":"Goodbye."}}],
 "edges":[{"from":"s","to":"q"},{"from":"q","to":"l"},
 {"from":"l","to":"book","label":"book","examples":["make a reservation","a table"]},
 {"from":"l","to":"info","label":"information","examples":["opening hours","where are you"]},
 {"from":"l","to":"bye","label":"goodbye","examples":["that is all, bye"]},
 {"from":"book","to":"q"},{"from":"info","to":"q"}]}`

func flowPct(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	return d[int(float64(len(d)-1)*p)]
}

func flowMS(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

func benchFlows(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench flows", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_flows?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	nodes := fs.Int("nodes", 500, "nodes of the validated flow")
	rounds := fs.Int("rounds", 200, "validations and compilations measured")
	advances := fs.Int("advances", 2000, "sequential runtime advances measured")
	concurrent := fs.Int("concurrent", 200, "concurrent conversations")
	if err := fs.Parse(args); err != nil {
		return err
	}

	// 1. Parse + check, and compile, of a big flow (no I/O).
	doc := bigFlow(*nodes)
	d, err := flows.Parse(doc)
	if err != nil {
		return err
	}
	if r := flows.Check(d, flows.Env{}); !r.Valid {
		return fmt.Errorf("the generated flow is not valid: %+v", r.Errors[0])
	}
	var check, compile []time.Duration
	for i := 0; i < *rounds; i++ {
		t0 := time.Now()
		d, _ := flows.Parse(doc)
		r := flows.Check(d, flows.Env{})
		check = append(check, time.Since(t0))
		if !r.Valid {
			return fmt.Errorf("invalid")
		}
		t0 = time.Now()
		if _, err := flows.Compile(flows.Source{ID: "main", Document: d}, nil, flows.Env{}); err != nil {
			return err
		}
		compile = append(compile, time.Since(t0))
	}
	fmt.Printf("validate (parse + check) a %d-node flow (%d KB), %d runs: p50 %s, p95 %s\n", len(d.Nodes), len(doc)/1024, *rounds, flowMS(flowPct(check, .5)), flowMS(flowPct(check, .95)))
	fmt.Printf("compile the same flow: p50 %s, p95 %s\n", flowMS(flowPct(compile, .5)), flowMS(flowPct(compile, .95)))

	// 2. The runtime through the service, state in Redis, offline engine.
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	org, err := a.Orgs.Create(ctx, "Flows bench "+uuid.NewString()[:8], "")
	if err != nil {
		return err
	}
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))
	ag, err := a.Agents.Create(sys, agents.CreateInput{Name: "Bench", AgentType: "chat", EditingMode: "flow"})
	if err != nil {
		return err
	}
	list, err := a.Flows.List(sys, ag.ID) // a flow-mode agent comes with its main flow
	if err != nil {
		return err
	}
	main, err := a.Flows.Update(sys, ag.ID, list[0].ID, flows.UpdateInput{Draft: json.RawMessage(loopFlow)})
	if err != nil {
		return err
	}
	big, err := a.Flows.CreateSubflow(sys, ag.ID, flows.CreateInput{Name: "Big", Draft: doc})
	if err != nil {
		return err
	}
	t0 := time.Now()
	if _, err := a.Flows.Validate(sys, ag.ID, big.ID); err != nil {
		return err
	}
	fmt.Printf("validate the stored %d-node flow through the service (load from PostgreSQL + check): %s\n", len(d.Nodes), flowMS(time.Since(t0)))

	inputs := []string{"make a reservation", "a table for two", "opening hours please", "where are you"}
	v, err := a.Runtime.Start(sys, ag.ID, main.ID)
	if err != nil {
		return err
	}
	var adv []time.Duration
	for i := 0; i < *advances; i++ {
		t0 := time.Now()
		if _, err := a.Runtime.Advance(sys, ag.ID, main.ID, v.SessionID, runtime.Input{Text: inputs[i%len(inputs)]}); err != nil {
			return err
		}
		adv = append(adv, time.Since(t0))
		if i%500 == 499 { // keep the transcript short, as a real conversation is
			if v, err = a.Runtime.Start(sys, ag.ID, main.ID); err != nil {
				return err
			}
		}
	}
	fmt.Printf("runtime advance (offline engine, state in Redis), %d sequential: p50 %s, p95 %s, p99 %s\n", *advances, flowMS(flowPct(adv, .5)), flowMS(flowPct(adv, .95)), flowMS(flowPct(adv, .99)))

	// 3. Concurrent conversations: sessions through Redis, and simulations.
	run := func(name string, one func() (time.Duration, error)) error {
		var mu sync.Mutex
		var lat []time.Duration
		var first error
		var wg sync.WaitGroup
		start := time.Now()
		for i := 0; i < *concurrent; i++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				d, err := one()
				mu.Lock()
				defer mu.Unlock()
				if err != nil && first == nil {
					first = err
				}
				lat = append(lat, d)
			}()
		}
		wg.Wait()
		if first != nil {
			return first
		}
		wall := time.Since(start)
		fmt.Printf("%d concurrent %s: all done in %s, per conversation p50 %s, p95 %s\n", *concurrent, name, flowMS(wall), flowMS(flowPct(lat, .5)), flowMS(flowPct(lat, .95)))
		return nil
	}
	if err := run("conversations (start + 10 advances each, Redis)", func() (time.Duration, error) {
		t0 := time.Now()
		v, err := a.Runtime.Start(sys, ag.ID, main.ID)
		if err != nil {
			return 0, err
		}
		for i := 0; i < 10; i++ {
			if _, err := a.Runtime.Advance(sys, ag.ID, main.ID, v.SessionID, runtime.Input{Text: inputs[i%len(inputs)]}); err != nil {
				return 0, err
			}
		}
		return time.Since(t0), nil
	}); err != nil {
		return err
	}
	simInputs := make([]string, 20)
	for i := range simInputs {
		simInputs[i] = inputs[i%len(inputs)]
	}
	return run("simulations (20 caller turns each, drafts from PostgreSQL)", func() (time.Duration, error) {
		t0 := time.Now()
		_, err := a.Runtime.Simulate(sys, ag.ID, main.ID, simInputs)
		return time.Since(t0), err
	})
}
