package testcenter

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/page"
	"voiceagent/internal/runtime"
)

// Bounds of case generation.
const (
	DefaultGenerateCount = 5
	MaxGenerateCount     = 20
	MaxFocusChars        = 1000
	maxCaseNameChars     = 200
	// maxDraftChars bounds the agent's draft sent to the model.
	maxDraftChars = 48 << 10
	// maxProposalBytes bounds the model's answer read.
	maxProposalBytes = 256 << 10
	// The offline walk: node visits over every path, conversations replayed
	// to find each path's answers (per path and in all).
	maxWalkSteps      = 20000
	maxWalkDepth      = 400
	maxSubflowDepth   = 16
	maxReplaysPerPath = 300
	maxReplays        = 3000
)

// GenerateInput asks for generated cases: Count (1-20, default 5) and an
// optional Focus the model is to cover.
type GenerateInput struct {
	Count *int    `json:"count"`
	Focus *string `json:"focus"`
}

// GenerateCases proposes cases for a suite's agent from its draft and saves
// them as drafts (status draft, source generated), in order. With a model
// provider one chat completion proposes them from the draft and the focus;
// offline a flow-mode agent gets one case per path from the start to each
// end or transfer node. Editors may. Errors: Invalid (count, focus),
// NotFound (the suite), Unprocessable (a prompt-mode agent offline, draft
// flows that do not compile), Unavailable (the model failed or proposed no
// valid case; nothing is saved), Forbidden.
func (s *Service) GenerateCases(ctx context.Context, suiteID uuid.UUID, in GenerateInput) (page.List[Case], error) {
	orgID, err := auth.Authorize(ctx, auth.WriteTests)
	if err != nil {
		return page.List[Case]{}, err
	}
	count := DefaultGenerateCount
	if in.Count != nil {
		count = *in.Count
	}
	if count < 1 || count > MaxGenerateCount {
		return page.List[Case]{}, apperr.Field("count", fmt.Sprintf("must be from 1 to %d", MaxGenerateCount))
	}
	focus := ""
	if in.Focus != nil {
		focus = strings.TrimSpace(*in.Focus)
		if utf8.RuneCountInString(focus) > MaxFocusChars {
			return page.List[Case]{}, apperr.Field("focus", fmt.Sprintf("must be at most %d characters", MaxFocusChars))
		}
	}
	suite, err := suiteOf(ctx, s.pool, orgID, suiteID)
	if err != nil {
		return page.List[Case]{}, err
	}
	snap, err := s.agents.Snapshot(ctx, orgID, suite.AgentID, 0)
	if err != nil {
		return page.List[Case]{}, err
	}
	var cases []Case
	if s.online {
		cases, err = s.proposeCases(ctx, snap, count, focus)
	} else {
		cases, err = s.pathCases(ctx, orgID, suite.AgentID, snap, count)
	}
	if err != nil {
		return page.List[Case]{}, err
	}
	saved, err := s.insertGeneratedCases(ctx, orgID, suite.ID, cases)
	if err != nil {
		return page.List[Case]{}, err
	}
	return page.Offset(saved, int64(len(saved)), count, 0), nil
}

// insertGeneratedCases saves generated cases in one transaction, in order,
// as drafts, each audited as test_case.created. Errors: NotFound (the suite
// was deleted meanwhile), Conflict (the suite would hold too many cases).
func (s *Service) insertGeneratedCases(ctx context.Context, orgID, suiteID uuid.UUID, cases []Case) ([]Case, error) {
	return db.InTx(ctx, s.pool, "save generated test cases", func(tx pgx.Tx) ([]Case, error) {
		if err := lockSuite(ctx, tx, orgID, suiteID); err != nil {
			return nil, err
		}
		if err := caseRoom(ctx, tx, orgID, suiteID, len(cases)); err != nil {
			return nil, err
		}
		out := make([]Case, 0, len(cases))
		for _, c := range cases {
			c.ID, c.SuiteID = ids.New(), suiteID
			c.Status, c.Source = CaseDraft, SourceGenerated
			if err := insertCase(ctx, tx, orgID, c); err != nil {
				return nil, err
			}
			saved, err := caseOf(ctx, tx, orgID, suiteID, c.ID, false)
			if err != nil {
				return nil, err
			}
			if err := audit.Record(ctx, tx, audit.Entry{Action: "test_case.created", TargetType: "test_case", TargetID: c.ID.String(), After: saved}); err != nil {
				return nil, err
			}
			out = append(out, saved)
		}
		return out, nil
	})
}

// The offline generator.

// visit is one node a path enters, and the way out it takes (-1: none
// chosen by the path, as at a subflow node or a terminal).
type visit struct {
	flow, node string
	taken      int
}

// frame is a subflow call on the walk: where to come back, and the call
// sites above it (so a subflow's edges count once per call site).
type walkFrame struct {
	flow, ret, site string
}

type walker struct {
	prog  *flows.Compiled
	steps int
	used  map[string]bool
	// emit gets each path to an end or transfer; it returns false to stop.
	emit func(path []visit, status string) bool
	stop bool
}

// walk enumerates the paths from the node, depth first in edge order, each
// edge at most once per path.
func (w *walker) walk(flow, node string, stack []walkFrame, path []visit) {
	if w.stop || w.steps >= maxWalkSteps || len(path) >= maxWalkDepth {
		return
	}
	w.steps++
	f := w.prog.Flows[flow]
	if f == nil || f.Nodes[node] == nil {
		return
	}
	n := f.Nodes[node]
	path = append(path, visit{flow: flow, node: node, taken: -1})
	switch n.Type {
	case "end":
		if len(stack) == 0 {
			w.stop = !w.emit(path, EndCompleted)
			return
		}
		top := stack[len(stack)-1]
		if top.ret != "" {
			w.walk(top.flow, top.ret, stack[:len(stack)-1], path)
		}
		return
	case "transfer":
		w.stop = !w.emit(path, EndTransferred)
		return
	case "subflow":
		cfg, _ := n.Config.(*flows.SubflowConfig)
		if cfg == nil || w.prog.Flows[cfg.FlowID] == nil || len(stack) >= maxSubflowDepth {
			return
		}
		site := flow + "/" + node
		if len(stack) > 0 {
			site = stack[len(stack)-1].site + ">" + site
		}
		w.walk(cfg.FlowID, w.prog.Flows[cfg.FlowID].Start, append(slices.Clip(stack), walkFrame{flow: flow, ret: n.Next(), site: site}), path)
		return
	}
	site := ""
	if len(stack) > 0 {
		site = stack[len(stack)-1].site
	}
	for i, t := range n.Transitions {
		key := site + "|" + flow + "|" + node + "|" + strconv.Itoa(i)
		if w.used[key] {
			continue
		}
		w.used[key] = true
		path[len(path)-1].taken = i
		w.walk(flow, t.To, stack, path)
		delete(w.used, key)
		if w.stop {
			return
		}
	}
}

// waits reports whether a node waits for the caller when entered.
func waits(n *flows.CNode) bool {
	switch n.Type {
	case "question", "llm", "knowledge", "wait_for_reply":
		return true
	}
	return false
}

// pathCases is the offline generator: one case per path from the start to
// an end or transfer node, in edge order, whose script the runtime confirms
// takes that path; the first count.
func (s *Service) pathCases(ctx context.Context, orgID, agentID uuid.UUID, snap Snapshot, count int) ([]Case, error) {
	if snap.Mode != "flow" {
		return nil, apperr.Unprocessablef("a prompt-mode agent's cases are generated by a model provider (LLM_BASE_URL); without one, write them or switch the agent to flow mode")
	}
	p, err := s.prepare(snap)
	if err != nil {
		return nil, err
	}
	ctx = runtime.WithLanguage(ctx, snap.Language)
	sol := &solver{s: s, ctx: ctx, orgID: orgID, agentID: agentID, prog: p.prog, literals: conditionLiterals(p.prog), budget: maxReplays}
	var out []Case
	var ferr error
	w := &walker{prog: p.prog, used: map[string]bool{}, emit: func(path []visit, status string) bool {
		script, ok, err := sol.solve(path)
		if err != nil {
			ferr = err
			return false
		}
		if ok {
			out = append(out, pathCase(len(out)+1, path, status, script))
		}
		return len(out) < count && sol.budget > 0
	}}
	w.walk(p.prog.Main, p.prog.Flows[p.prog.Main].Start, nil, nil)
	if ferr != nil {
		return nil, ferr
	}
	if len(out) == 0 {
		return nil, apperr.Unprocessablef("no path of the agent's flows from the start to an end or transfer node could be taken by answers to its questions")
	}
	return out, nil
}

func pathCase(n int, path []visit, status string, script []string) Case {
	nodes := make([]string, len(path))
	for i, v := range path {
		nodes[i] = v.node
	}
	last := nodes[len(nodes)-1]
	inOrder := true
	name := fmt.Sprintf("Path %d: %s at %s", n, status, last)
	if len(script) > 0 {
		name += " (" + strings.Join(script, ", ") + ")"
	} else {
		script = []string{"Hello"} // the conversation finishes before the caller speaks
	}
	if r := []rune(name); len(r) > maxCaseNameChars {
		name = string(r[:maxCaseNameChars-1]) + "…"
	}
	return Case{Name: name, Script: script, MaxTurns: min(len(script)+2, MaxTurnsLimit), Assertions: []Assertion{
		{Type: AssertPathIncludes, Nodes: nodes, InOrder: &inOrder},
		{Type: AssertEndedWith, Status: status, NodeID: last},
	}}
}

// solver finds the answers that take a path: at each node that waits, a
// candidate answer (a choice, a literal of the conditions on the question's
// variable, a sample of its type, an llm edge's examples and label) that
// the runtime, replayed, confirms keeps to the path; backtracking when a
// later condition needs another earlier answer.
type solver struct {
	s        *Service
	ctx      context.Context
	orgID    uuid.UUID
	agentID  uuid.UUID
	prog     *flows.Compiled
	literals map[string][]any
	budget   int
}

func (sv *solver) solve(path []visit) ([]string, bool, error) {
	var at []int // indices in path of the nodes that wait
	for i, v := range path {
		if waits(sv.prog.Flows[v.flow].Nodes[v.node]) {
			at = append(at, i)
		}
	}
	if len(at) > MaxTurnsLimit-2 || len(at) > runtime.MaxSimInputs {
		return nil, false, nil
	}
	want := make([]string, len(path))
	for i, v := range path {
		want[i] = v.node
	}
	budget := maxReplaysPerPath
	// The path's nodes before the first wait must be what the flow does.
	if ok, err := sv.keeps(nil, want, at); err != nil || !ok {
		return nil, false, err
	}
	var found []string
	ok, err := sv.tryCollect(path, at, want, &found, &budget)
	if err != nil || !ok {
		return nil, false, err
	}
	return found, true, nil
}

// tryCollect runs the backtracking search, keeping the script found.
func (sv *solver) tryCollect(path []visit, at []int, want []string, found *[]string, budget *int) (bool, error) {
	var rec func(script []string) (bool, error)
	rec = func(script []string) (bool, error) {
		k := len(script)
		if k == len(at) {
			*found = script
			return true, nil
		}
		for _, cand := range sv.candidates(path[at[k]]) {
			if *budget <= 0 || sv.budget <= 0 {
				return false, nil
			}
			*budget--
			sv.budget--
			next := append(slices.Clip(script), cand)
			ok, err := sv.keeps(next, want, at)
			if err != nil {
				return false, err
			}
			if ok {
				if done, err := rec(next); done || err != nil {
					return done, err
				}
			}
		}
		return false, nil
	}
	return rec(nil)
}

// keeps replays the script from the start and reports whether the
// conversation kept to the wanted path: waiting at the next node that
// waits on it, or finished at its end once the script is all said.
func (sv *solver) keeps(script, want []string, at []int) (bool, error) {
	d, err := sv.s.runtime.NewFlowDialog(sv.ctx, sv.orgID, sv.agentID, sv.prog)
	if err != nil {
		return false, nil // a path the flow cannot take without failing
	}
	for _, line := range script {
		if d.Finished() {
			return false, nil
		}
		if err := d.Say(line); err != nil {
			if apperr.Is(err, apperr.Unavailable) {
				return false, err
			}
			return false, nil
		}
	}
	got := d.Path()
	k := len(script)
	if k == len(at) {
		return d.Finished() && slices.Equal(got, want), nil
	}
	// Waiting at the next waiting node of the path, having entered exactly
	// the path up to it.
	return !d.Finished() && len(got) == at[k]+1 && slices.Equal(got, want[:at[k]+1]), nil
}

// candidates are the answers worth trying at a waiting node, in order.
func (sv *solver) candidates(v visit) []string {
	n := sv.prog.Flows[v.flow].Nodes[v.node]
	var out []string
	add := func(s string) {
		if s = strings.TrimSpace(s); s != "" && utf8.RuneCountInString(s) <= runtime.MaxInputChars && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	switch n.Type {
	case "question":
		q := n.Config.(*flows.QuestionConfig)
		typ := q.Type
		if typ == "" {
			typ = "text"
		}
		for _, c := range q.Choices {
			add(c)
		}
		for _, lit := range sv.literals[q.Variable] {
			switch x := lit.(type) {
			case float64:
				if typ == "number" {
					add(formatNumber(x))
					add(formatNumber(x + 1))
					add(formatNumber(x - 1))
				}
			case bool:
				if typ == "yes_no" {
					add(map[bool]string{true: "yes", false: "no"}[x])
				}
			case string:
				if typ != "number" && typ != "yes_no" {
					add(x)
				}
			}
		}
		if typ == "yes_no" {
			add("yes")
			add("no")
		}
		add(sampleAnswer(q))
	case "llm":
		if v.taken >= 0 && v.taken < len(n.Transitions) {
			t := n.Transitions[v.taken]
			for _, e := range t.Examples {
				add(e)
			}
			add(t.Label)
		}
		add("Hello")
	case "knowledge":
		add("What are your opening hours?")
	default:
		add("OK")
	}
	return out
}

func formatNumber(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// conditionLiterals maps each variable to the literals of the conditions
// that read it, in a stable order (flows by id, main first; nodes by id;
// edges in order).
func conditionLiterals(prog *flows.Compiled) map[string][]any {
	out := map[string][]any{}
	flowIDs := make([]string, 0, len(prog.Flows))
	for id := range prog.Flows {
		if id != prog.Main {
			flowIDs = append(flowIDs, id)
		}
	}
	sort.Strings(flowIDs)
	flowIDs = append([]string{prog.Main}, flowIDs...)
	for _, fid := range flowIDs {
		f := prog.Flows[fid]
		nodeIDs := make([]string, 0, len(f.Nodes))
		for id := range f.Nodes {
			nodeIDs = append(nodeIDs, id)
		}
		sort.Strings(nodeIDs)
		for _, nid := range nodeIDs {
			for _, t := range f.Nodes[nid].Transitions {
				if t.Condition == "" {
					continue
				}
				tree, err := parser.Parse(t.Condition)
				if err != nil {
					continue
				}
				v := &literalVisitor{}
				ast.Walk(&tree.Node, v)
				for _, name := range v.names {
					for _, lit := range v.lits {
						if !slices.Contains(out[name], lit) {
							out[name] = append(out[name], lit)
						}
					}
				}
			}
		}
	}
	return out
}

type literalVisitor struct {
	names []string
	lits  []any
}

func (v *literalVisitor) Visit(n *ast.Node) {
	switch x := (*n).(type) {
	case *ast.IdentifierNode:
		if !slices.Contains(v.names, x.Value) {
			v.names = append(v.names, x.Value)
		}
	case *ast.StringNode:
		v.lits = append(v.lits, x.Value)
	case *ast.IntegerNode:
		v.lits = append(v.lits, float64(x.Value))
	case *ast.FloatNode:
		v.lits = append(v.lits, x.Value)
	case *ast.BoolNode:
		v.lits = append(v.lits, x.Value)
	}
}

// The model's generator.

// proposeCases asks the model for count cases from the agent's draft and
// the focus, in one chat completion. Errors: Unavailable (the provider
// failed, or no proposed case is valid).
func (s *Service) proposeCases(ctx context.Context, snap Snapshot, count int, focus string) ([]Case, error) {
	resp, err := s.model.Complete(ctx, llm.Request{
		System:   proposePrompt(count, focus),
		Messages: []llm.Message{{Role: "user", Content: draftText(snap)}},
		Language: snap.Language,
	})
	if err != nil {
		return nil, apperr.Unavailablef(err, "the model provider could not propose cases: %s", errText(err))
	}
	cases, err := parseProposal(resp.Text, count)
	if err != nil {
		return nil, err
	}
	return cases, nil
}

func proposePrompt(count int, focus string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "You write test cases for a voice agent, whose configuration follows. Propose %d distinct cases. "+
		"Answer with JSON only: {\"cases\":[{\"name\":\"...\",\"persona\":\"...\",\"goal\":\"...\",\"script\":[\"caller line\", ...]|null,"+
		"\"max_turns\":<1-50>,\"assertions\":[...]}]}. A case has a script (the caller's lines, one per turn) or a persona and a goal. "+
		"Assertions are objects with a type: path_includes {nodes, in_order}, path_excludes {nodes}, variable_equals {variable, value}, "+
		"variable_matches {variable, pattern}, action_called {action_id, variables}, action_not_called {action_id}, reply_contains {text}, "+
		"reply_not_contains {text}, ended_with {status: completed|transferred|max_turns|script_ended, node_id}, judge {criteria}.", count)
	if focus != "" {
		b.WriteString("\nFocus the cases on: " + focus)
	}
	return b.String()
}

// draftText is the agent's draft as the model reads it, bounded.
func draftText(snap Snapshot) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Mode: %s\nLanguage: %s\n", snap.Mode, snap.Language)
	if snap.Mode != "flow" {
		b.WriteString("Prompt:\n" + snap.Prompt + "\n")
	}
	for _, f := range snap.Flows {
		role := "Subflow"
		if f.FlowID == snap.Main {
			role = "Main flow"
		}
		fmt.Fprintf(&b, "%s %q (id %s):\n%s\n", role, f.Name, f.FlowID, f.Document)
	}
	out := b.String()
	if len(out) > maxDraftChars {
		out = out[:maxDraftChars]
		for len(out) > 0 && !utf8.ValidString(out) {
			out = out[:len(out)-1]
		}
		out += "\n[the rest of the configuration is left out]"
	}
	return out
}

// proposed is a case as the model writes it.
type proposed struct {
	Name       string          `json:"name"`
	Persona    *string         `json:"persona"`
	Goal       *string         `json:"goal"`
	Script     []string        `json:"script"`
	MaxTurns   *int            `json:"max_turns"`
	Assertions json.RawMessage `json:"assertions"`
}

// parseProposal reads the model's {"cases":[...]} (or a bare array) and
// keeps the valid cases, at most count. Errors: Unavailable when the answer
// is not that JSON or holds no valid case.
func parseProposal(text string, count int) ([]Case, error) {
	if len(text) > maxProposalBytes {
		return nil, apperr.Unavailablef(nil, "the model's proposal is over %d KiB", maxProposalBytes>>10)
	}
	var items []json.RawMessage
	raw := strings.TrimSpace(text)
	var obj struct {
		Cases []json.RawMessage `json:"cases"`
	}
	if i, j := strings.Index(raw, "{"), strings.LastIndex(raw, "}"); i >= 0 && j > i && json.Unmarshal([]byte(raw[i:j+1]), &obj) == nil && obj.Cases != nil {
		items = obj.Cases
	} else if i, j := strings.Index(raw, "["), strings.LastIndex(raw, "]"); i >= 0 && j > i && json.Unmarshal([]byte(raw[i:j+1]), &items) == nil {
		// a bare array
	} else {
		return nil, apperr.Unavailablef(nil, "the model did not answer with the asked cases: %s", quote(text))
	}
	var out []Case
	for _, it := range items {
		if len(out) == count {
			break
		}
		var p proposed
		if json.Unmarshal(it, &p) != nil {
			continue
		}
		if c, ok := p.valid(); ok {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return nil, apperr.Unavailablef(nil, "the model proposed no valid case: %s", quote(text))
	}
	return out, nil
}

// valid checks a proposed case as a written one is checked.
func (p proposed) valid() (Case, bool) {
	c := Case{Name: strings.TrimSpace(p.Name), MaxTurns: DefaultMaxTurns}
	if c.Name == "" || utf8.RuneCountInString(c.Name) > maxCaseNameChars || !utf8.ValidString(c.Name) {
		return c, false
	}
	if p.MaxTurns != nil {
		if *p.MaxTurns < 1 || *p.MaxTurns > MaxTurnsLimit {
			return c, false
		}
		c.MaxTurns = *p.MaxTurns
	}
	text := func(s *string) *string {
		if s == nil || strings.TrimSpace(*s) == "" {
			return nil
		}
		t := strings.TrimSpace(*s)
		return &t
	}
	c.Persona, c.Goal = text(p.Persona), text(p.Goal)
	for _, s := range []*string{c.Persona, c.Goal} {
		if s != nil && (utf8.RuneCountInString(*s) > MaxScriptLineLen || !utf8.ValidString(*s) || strings.ContainsRune(*s, 0)) {
			return c, false
		}
	}
	if len(p.Script) > 0 {
		if len(p.Script) > MaxScriptLines {
			return c, false
		}
		for _, l := range p.Script {
			if strings.TrimSpace(l) == "" || utf8.RuneCountInString(l) > MaxScriptLineLen || !utf8.ValidString(l) || strings.ContainsRune(l, 0) {
				return c, false
			}
		}
		c.Script = p.Script
	} else if c.Persona == nil || c.Goal == nil {
		return c, false
	}
	c.Assertions = []Assertion{}
	if len(p.Assertions) > 0 && string(p.Assertions) != "null" {
		if json.Unmarshal(p.Assertions, &c.Assertions) != nil || len(c.Assertions) > MaxScriptLines {
			return c, false
		}
		for _, a := range c.Assertions {
			if !assertionValid(a) {
				return c, false
			}
		}
	}
	return c, true
}

// assertionValid checks an assertion has what its type needs.
func assertionValid(a Assertion) bool {
	nonBlank := func(s string) bool {
		return strings.TrimSpace(s) != "" && utf8.RuneCountInString(s) <= MaxScriptLineLen
	}
	switch a.Type {
	case AssertPathIncludes, AssertPathExcludes:
		if len(a.Nodes) == 0 || len(a.Nodes) > 200 {
			return false
		}
		for _, n := range a.Nodes {
			if !nonBlank(n) {
				return false
			}
		}
		return true
	case AssertVariableEquals:
		return nonBlank(a.Variable) && len(a.Value) > 0 && json.Valid(a.Value)
	case AssertVariableMatches:
		if !nonBlank(a.Variable) || a.Pattern == "" {
			return false
		}
		_, err := regexp.Compile(a.Pattern)
		return err == nil
	case AssertActionCalled, AssertActionNotCalled:
		return nonBlank(a.ActionID)
	case AssertReplyContains, AssertReplyNotContains:
		return nonBlank(a.Text)
	case AssertEndedWith:
		switch a.Status {
		case "", EndCompleted, EndTransferred, EndMaxTurns, EndScriptEnded, EndError:
		default:
			return false
		}
		return a.Status != "" || nonBlank(a.NodeID)
	case AssertJudge:
		return nonBlank(a.Criteria)
	}
	return false
}
