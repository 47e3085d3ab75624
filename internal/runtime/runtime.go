// Package runtime runs conversations: flow mode over a compiled flow (with
// the language model for llm and knowledge nodes) and prompt mode (a system
// prompt and the model). A conversation's state lives in Redis with a TTL,
// so any replica can take the next input.
package runtime

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/redis/go-redis/v9"

	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/llm"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/ids"
	"voiceagent/internal/platform/locale"
)

// Retriever returns knowledge passages of an agent for a question.
type Retriever func(ctx context.Context, orgID, agentID uuid.UUID, query string) ([]string, error)

// FlowSource gives the flows a test conversation runs.
type FlowSource interface {
	TestProgram(ctx context.Context, agentID, flowID uuid.UUID) (uuid.UUID, []flows.Revision, error)
}

// ActionRunner runs an action node's action on a real conversation's call
// and says what happened; test conversations never call it.
type ActionRunner interface {
	RunNodeAction(ctx context.Context, orgID uuid.UUID, callID, actionID string, vars map[string]any) (ActionOutcome, error)
}

// ActionOutcome is what an action did on a live call.
type ActionOutcome struct {
	Type    string // custom_action, sms, call_transfer, ivr, booking
	Name    string
	Success bool
	Error   string
	Result  any
	// Variables are set before the next node (a custom action's mapping).
	Variables map[string]any
}

// Service runs conversations.
type Service struct {
	rdb      *redis.Client
	flows    FlowSource
	model    llm.Provider
	retrieve Retriever
	ttl      time.Duration
	programs *lru.Cache[string, *flows.Compiled]
	// drafts reads agents' drafts for chat test (the agents domain is not
	// imported here).
	drafts DraftSource
	// actions runs action nodes of real conversations (nil: they are
	// recorded as simulated).
	actions ActionRunner
}

// NewService returns the runtime. retrieve may be nil (knowledge answers
// then have no passages); drafts may be nil (chat test is then refused);
// actions may be nil (real conversations then record action nodes as
// simulated).
func NewService(rdb *redis.Client, src FlowSource, model llm.Provider, retrieve Retriever, ttl time.Duration, drafts DraftSource, actions ActionRunner) *Service {
	cache, _ := lru.New[string, *flows.Compiled](256)
	if ttl <= 0 {
		ttl = time.Hour
	}
	return &Service{rdb: rdb, flows: src, model: model, retrieve: retrieve, ttl: ttl, programs: cache, drafts: drafts, actions: actions}
}

// Turn is one utterance.
type Turn struct {
	Role string `json:"role"` // agent or caller
	Text string `json:"text"`
}

// ActionRun is an action a conversation ran (simulated in tests).
type ActionRun struct {
	ActionID  string         `json:"action_id"`
	NodeID    string         `json:"node_id"`
	Variables map[string]any `json:"variables"`
	Simulated bool           `json:"simulated"`
	// Outcome is what a real conversation's action did (nil when simulated).
	Outcome *ActionOutcome `json:"-"`
}

type frame struct {
	Flow   string `json:"flow"`
	Return string `json:"return"`
}

// state is a conversation as kept in Redis.
type state struct {
	SessionID string         `json:"session_id"`
	OrgID     uuid.UUID      `json:"organization_id"`
	AgentID   uuid.UUID      `json:"agent_id"`
	FlowID    uuid.UUID      `json:"flow_id,omitempty"`
	Mode      string         `json:"mode"` // flow or prompt
	Program   string         `json:"program,omitempty"`
	System    string         `json:"system,omitempty"`
	Flow      string         `json:"flow"`
	Node      string         `json:"node"`
	Expecting string         `json:"expecting"`
	Stack     []frame        `json:"stack"`
	Vars      map[string]any `json:"variables"`
	Turns     []Turn         `json:"turns"`
	Path      []string       `json:"path"`
	Actions   []ActionRun    `json:"actions"`
	Finished  bool           `json:"finished"`
	Outcome   string         `json:"outcome,omitempty"`
	Simulate  bool           `json:"simulate"`
	// Language is the agent's language tag: what the platform says itself
	// is said in it, and answers are read as it writes them.
	Language string `json:"language,omitempty"`

	// space is where the state is kept (never stored: it is the key's).
	space keyspace
}

// View is what start and advance return: the new turns and where the
// conversation waits.
type View struct {
	SessionID string         `json:"session_id"`
	Turns     []Turn         `json:"turns"`
	NodeID    *string        `json:"node_id"`
	Expecting *string        `json:"expecting"`
	Variables map[string]any `json:"variables"`
	Finished  bool           `json:"finished"`
	// Path is every node id the conversation has entered so far, oldest
	// first, subflows' included (chat test shows it; empty in prompt mode).
	Path []string `json:"-"`
	// Actions are the actions run since the previous view (recorded, never
	// executed), and Outcome how a finished conversation ended (end,
	// transfer or error); both are for the services that record calls.
	Actions []ActionRun `json:"-"`
	Outcome string      `json:"-"`
}

// Simulation is a whole conversation run at once.
type Simulation struct {
	Turns     []Turn         `json:"turns"`
	Path      []string       `json:"path"`
	Variables map[string]any `json:"variables"`
	Actions   []ActionRun    `json:"actions"`
	Finished  bool           `json:"finished"`
}

// program is the set of flows a conversation runs, kept in Redis beside the
// sessions that use it.
type program struct {
	Main  string           `json:"main"`
	Flows []flows.Revision `json:"flows"`
}

// Limits of a conversation.
const (
	// MaxInputChars bounds one input, hence any variable an answer sets.
	MaxInputChars = 4000
	// MaxStateBytes bounds a conversation's stored state: its history
	// (turns, path, actions) is kept only as far back as fits.
	MaxStateBytes   = 256 << 10
	MaxSimInputs    = 200
	maxStepsPerTurn = 1000
	maxTurns        = 2000
	// lockTTL outlives the slowest input (a model call with its retries at
	// the default LLM_TIMEOUT) and bounds how long a crashed replica blocks
	// a session.
	lockTTL = 2 * time.Minute
)

// keyspace is where conversations' states and locks live. Test
// conversations (the test doors: runtime start and advance, chat test) and
// real ones (a channel's, named by their call's id) have their own: a test
// door reads and writes only test keys, so no session id given to it
// reaches a real conversation, which only its channel drives.
type keyspace string

const (
	testSpace keyspace = "runtime:test:"
	liveSpace keyspace = "runtime:"
)

func (k keyspace) stateKey(id string) string  { return string(k) + "session:" + id }
func (k keyspace) lockKey(id string) string   { return string(k) + "lock:" + id }
func (s *Service) programKey(h string) string { return "runtime:program:" + h }
func unavailable(err error, what string) error {
	return apperr.Unavailablef(err, "Redis is unavailable: %s", what)
}

func (s *Service) saveProgram(ctx context.Context, p program) (string, error) {
	b, err := json.Marshal(p)
	if err != nil {
		return "", fmt.Errorf("encode program: %w", err)
	}
	sum := sha256.Sum256(b)
	h := hex.EncodeToString(sum[:])
	if err := s.rdb.Set(ctx, s.programKey(h), b, s.ttl).Err(); err != nil {
		return "", unavailable(err, "could not store the conversation")
	}
	return h, nil
}

func (s *Service) compiled(ctx context.Context, hash string) (*flows.Compiled, error) {
	if c, ok := s.programs.Get(hash); ok {
		return c, nil
	}
	b, err := s.rdb.Get(ctx, s.programKey(hash)).Bytes()
	if errors.Is(err, redis.Nil) {
		return nil, apperr.NotFoundf("the conversation has expired")
	}
	if err != nil {
		return nil, unavailable(err, "could not load the conversation")
	}
	var p program
	if err := json.Unmarshal(b, &p); err != nil {
		return nil, fmt.Errorf("decode program: %w", err)
	}
	c, err := flows.CompileFrom(p.Main, p.Flows)
	if err != nil {
		return nil, err
	}
	s.programs.Add(hash, c)
	return c, nil
}

// Start begins a test conversation on a flow's draft (with the drafts of
// the flows it calls) and runs it to the first point where it waits for
// the caller. Viewers may. Errors: Unprocessable (the flow's problems),
// NotFound, Forbidden, Unavailable.
func (s *Service) Start(ctx context.Context, agentID, flowID uuid.UUID) (View, error) {
	orgID, revs, err := s.flows.TestProgram(ctx, agentID, flowID)
	if err != nil {
		return View{}, err
	}
	if ctx, err = s.withDraftLanguage(ctx, agentID); err != nil {
		return View{}, err
	}
	return s.StartProgram(ctx, orgID, agentID, flowID.String(), revs)
}

// StartProgram begins a test conversation on a set of flows (an agent
// version's published revisions, or drafts) starting in flow mainID, for an
// organization the caller has authorized. Advance takes its inputs. Errors:
// Unprocessable, Unavailable.
func (s *Service) StartProgram(ctx context.Context, orgID, agentID uuid.UUID, mainID string, revs []flows.Revision) (View, error) {
	return s.startProgram(ctx, testSpace, orgID, agentID, ids.New().String(), mainID, revs)
}

// StartProgramAs begins a real conversation on a set of flows, with the
// session id chosen by its channel (its call's id), for an organization
// the caller has authorized; Continue takes its inputs. Errors:
// Unprocessable, Unavailable.
func (s *Service) StartProgramAs(ctx context.Context, orgID, agentID uuid.UUID, sessionID, mainID string, revs []flows.Revision) (View, error) {
	return s.startProgram(ctx, liveSpace, orgID, agentID, sessionID, mainID, revs)
}

func (s *Service) startProgram(ctx context.Context, space keyspace, orgID, agentID uuid.UUID, sessionID, mainID string, revs []flows.Revision) (View, error) {
	hash, err := s.saveProgram(ctx, program{Main: mainID, Flows: revs})
	if err != nil {
		return View{}, err
	}
	c, err := s.compiled(ctx, hash)
	if err != nil {
		return View{}, err
	}
	fid, _ := uuid.Parse(mainID)
	st := &state{SessionID: sessionID, OrgID: orgID, AgentID: agentID, FlowID: fid, Mode: "flow", Program: hash,
		Flow: c.Main, Node: c.Flows[c.Main].Start, Vars: map[string]any{}, Language: languageOf(ctx), space: space}
	conv := &conversation{s: s, ctx: ctx, st: st, prog: c}
	if err := conv.enterLoop(); err != nil {
		return View{}, err
	}
	if err := s.save(ctx, st); err != nil {
		return View{}, err
	}
	return conv.view(0, 0), nil
}

// StartPrompt begins a prompt-mode conversation: the model follows the
// system prompt. The caller authorizes RunTests. Errors: Forbidden,
// Unavailable.
func (s *Service) StartPrompt(ctx context.Context, agentID uuid.UUID, system string) (View, error) {
	orgID, err := auth.Authorize(ctx, auth.RunTests)
	if err != nil {
		return View{}, err
	}
	return s.startPrompt(ctx, testSpace, orgID, agentID, ids.New().String(), system)
}

// StartPromptAs begins a real prompt-mode conversation with the session id
// chosen by its channel, for an organization the caller has authorized;
// Continue takes its inputs. Errors: Unavailable.
func (s *Service) StartPromptAs(ctx context.Context, orgID, agentID uuid.UUID, sessionID, system string) (View, error) {
	return s.startPrompt(ctx, liveSpace, orgID, agentID, sessionID, system)
}

func (s *Service) startPrompt(ctx context.Context, space keyspace, orgID, agentID uuid.UUID, sessionID, system string) (View, error) {
	st := &state{SessionID: sessionID, OrgID: orgID, AgentID: agentID, Mode: "prompt", System: system, Vars: map[string]any{}, Expecting: "text", Language: languageOf(ctx), space: space}
	conv := &conversation{s: s, ctx: ctx, st: st}
	if err := conv.promptReply(); err != nil {
		return View{}, err
	}
	if err := s.save(ctx, st); err != nil {
		return View{}, err
	}
	return conv.view(0, 0), nil
}

func (s *Service) save(ctx context.Context, st *state) error {
	if st.space == "" {
		return fmt.Errorf("conversation %s has no key space", st.SessionID)
	}
	b, err := encodeState(st)
	if err != nil {
		return err
	}
	pipe := s.rdb.TxPipeline()
	pipe.Set(ctx, st.space.stateKey(st.SessionID), b, s.ttl)
	if st.Program != "" {
		pipe.Expire(ctx, s.programKey(st.Program), s.ttl)
	}
	if _, err := pipe.Exec(ctx); err != nil {
		return unavailable(err, "could not store the conversation")
	}
	return nil
}

// encodeState encodes a conversation for Redis in at most MaxStateBytes.
// A larger one is stored without its oldest actions, then path entries,
// then turns: the conversation goes on (the model sees its last turns; a
// real conversation's whole transcript is in its call record), and the
// answer being built still has them. Errors: Unprocessable when the
// variables alone are too large (the input is refused, nothing is stored).
func encodeState(st *state) ([]byte, error) {
	b, err := json.Marshal(st)
	if err != nil {
		return nil, fmt.Errorf("encode conversation: %w", err)
	}
	kept := *st
	for len(b) > MaxStateBytes {
		excess := len(b) - MaxStateBytes
		switch {
		case len(kept.Actions) > 0:
			kept.Actions = dropOldest(kept.Actions, excess)
		case len(kept.Path) > 0:
			kept.Path = dropOldest(kept.Path, excess)
		case len(kept.Turns) > 0:
			kept.Turns = dropOldest(kept.Turns, excess)
		default:
			return nil, apperr.Unprocessablef("the conversation's variables would take more than %d KB; answer more briefly", MaxStateBytes>>10)
		}
		if b, err = json.Marshal(&kept); err != nil {
			return nil, fmt.Errorf("encode conversation: %w", err)
		}
	}
	return b, nil
}

// dropOldest drops the first elements of xs whose encoding adds up to at
// least n bytes (all of them when they do not).
func dropOldest[T any](xs []T, n int) []T {
	for i, x := range xs {
		b, _ := json.Marshal(x)
		if n -= len(b) + 1; n <= 0 {
			return xs[i+1:]
		}
	}
	return xs[len(xs):]
}

var unlock = redis.NewScript(`if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end return 0`)

// Input is one caller input.
type Input = flows.Input

var (
	dtmfRe  = regexp.MustCompile(`^[0-9*#]{1,32}$`)
	eventRe = regexp.MustCompile(`^[a-z][a-z0-9_.:-]{0,63}$`)
)

func checkInput(in Input) error {
	n := 0
	for _, v := range []string{in.Text, in.DTMF, in.Event} {
		if v != "" {
			n++
		}
	}
	switch {
	case n != 1:
		return apperr.Field("input", "give exactly one of text, dtmf or event")
	case utf8.RuneCountInString(in.Text) > MaxInputChars:
		return apperr.Field("input.text", fmt.Sprintf("must be at most %d characters", MaxInputChars))
	case in.DTMF != "" && !dtmfRe.MatchString(in.DTMF):
		return apperr.Field("input.dtmf", "must be 1 to 32 of the keys 0-9, * and #")
	case in.Event != "" && !eventRe.MatchString(in.Event):
		return apperr.Field("input.event", "must be a lower-case event name such as sms.received")
	}
	return nil
}

// Advance gives a test conversation the caller's input and runs it to the
// next point where it waits. agentID and flowID must be the session's (a
// prompt-mode session has no flow: uuid.Nil). Only test conversations are
// found: a real conversation's id is NotFound. Errors: Invalid (input),
// NotFound (unknown, expired, real or another organization's session),
// Conflict (finished, or another input is being handled), Unprocessable
// (the variables would exceed MaxStateBytes), Forbidden, Unavailable.
func (s *Service) Advance(ctx context.Context, agentID, flowID uuid.UUID, sessionID string, in Input) (View, error) {
	orgID, err := auth.Authorize(ctx, auth.RunTests)
	if err != nil {
		return View{}, err
	}
	return s.advance(ctx, testSpace, orgID, agentID, flowID, sessionID, in)
}

// Continue gives a real conversation (begun by StartProgramAs or
// StartPromptAs) the caller's input, for the organization its channel has
// authorized; the errors are Advance's (test conversations are not found).
func (s *Service) Continue(ctx context.Context, orgID, agentID, flowID uuid.UUID, sessionID string, in Input) (View, error) {
	return s.advance(ctx, liveSpace, orgID, agentID, flowID, sessionID, in)
}

func (s *Service) advance(ctx context.Context, space keyspace, orgID, agentID, flowID uuid.UUID, sessionID string, in Input) (View, error) {
	if err := checkInput(in); err != nil {
		return View{}, err
	}
	if _, err := uuid.Parse(sessionID); err != nil {
		return View{}, apperr.NotFoundf("session %q not found", sessionID)
	}
	token := ids.New().String()
	ok, err := s.rdb.SetNX(ctx, space.lockKey(sessionID), token, lockTTL).Result()
	if err != nil {
		return View{}, unavailable(err, "could not lock the conversation")
	}
	if !ok {
		return View{}, apperr.Conflictf("session %s is handling another input; send the next one after its answer", sessionID)
	}
	defer unlock.Run(context.WithoutCancel(ctx), s.rdb, []string{space.lockKey(sessionID)}, token)
	b, err := s.rdb.Get(ctx, space.stateKey(sessionID)).Bytes()
	if errors.Is(err, redis.Nil) {
		return View{}, apperr.NotFoundf("session %s not found (it may have expired)", sessionID)
	}
	if err != nil {
		return View{}, unavailable(err, "could not load the conversation")
	}
	st := state{space: space}
	if err := json.Unmarshal(b, &st); err != nil {
		return View{}, fmt.Errorf("decode conversation: %w", err)
	}
	if st.OrgID != orgID || st.AgentID != agentID || st.FlowID != flowID {
		return View{}, apperr.NotFoundf("session %s not found", sessionID)
	}
	if st.Finished {
		return View{}, apperr.Conflictf("session %s has finished; start a new one", sessionID)
	}
	conv := &conversation{s: s, ctx: ctx, st: &st}
	if st.Mode == "flow" {
		if conv.prog, err = s.compiled(ctx, st.Program); err != nil {
			return View{}, err
		}
	}
	from, fromActions := len(st.Turns), len(st.Actions)
	if err := conv.input(in); err != nil {
		return View{}, err
	}
	if err := s.save(ctx, &st); err != nil {
		return View{}, err
	}
	return conv.view(from, fromActions), nil
}

// Simulate runs a whole test conversation on a flow's draft with the given
// caller turns, in memory; actions are recorded, never executed. Errors:
// Invalid (inputs), Unprocessable, NotFound, Forbidden.
func (s *Service) Simulate(ctx context.Context, agentID, flowID uuid.UUID, inputs []string) (Simulation, error) {
	if len(inputs) > MaxSimInputs {
		return Simulation{}, apperr.Field("inputs", fmt.Sprintf("must hold at most %d caller turns", MaxSimInputs))
	}
	for i, in := range inputs {
		if utf8.RuneCountInString(in) > MaxInputChars {
			return Simulation{}, apperr.Field(fmt.Sprintf("inputs[%d]", i), fmt.Sprintf("must be at most %d characters", MaxInputChars))
		}
	}
	orgID, revs, err := s.flows.TestProgram(ctx, agentID, flowID)
	if err != nil {
		return Simulation{}, err
	}
	c, err := flows.CompileFrom(flowID.String(), revs)
	if err != nil {
		return Simulation{}, err
	}
	if ctx, err = s.withDraftLanguage(ctx, agentID); err != nil {
		return Simulation{}, err
	}
	return s.SimulateCompiled(ctx, orgID, agentID, c, inputs)
}

// SimulateCompiled runs a compiled program with the given caller turns.
func (s *Service) SimulateCompiled(ctx context.Context, orgID, agentID uuid.UUID, c *flows.Compiled, inputs []string) (Simulation, error) {
	d, err := s.NewFlowDialog(ctx, orgID, agentID, c)
	if err != nil {
		return Simulation{}, err
	}
	st := d.conv.st
	for _, in := range inputs {
		if st.Finished {
			break
		}
		if err := d.Say(in); err != nil {
			return Simulation{}, err
		}
	}
	out := Simulation{Turns: st.Turns, Path: st.Path, Variables: st.Vars, Actions: st.Actions, Finished: st.Finished}
	if out.Turns == nil {
		out.Turns = []Turn{}
	}
	if out.Actions == nil {
		out.Actions = []ActionRun{}
	}
	return out, nil
}

// conversation runs one state; it is the flows.Machine the nodes act on.
type conversation struct {
	s    *Service
	ctx  context.Context
	st   *state
	prog *flows.Compiled
}

func (c *conversation) view(from, fromActions int) View {
	v := View{SessionID: c.st.SessionID, Turns: append([]Turn{}, c.st.Turns[from:]...), Variables: c.st.Vars, Finished: c.st.Finished,
		Path: append([]string{}, c.st.Path...), Actions: append([]ActionRun{}, c.st.Actions[fromActions:]...), Outcome: c.st.Outcome}
	if !c.st.Finished {
		if c.st.Node != "" {
			n := c.st.Node
			v.NodeID = &n
		}
		e := c.st.Expecting
		v.Expecting = &e
	}
	return v
}

func (c *conversation) node() (*flows.CNode, error) {
	f := c.prog.Flows[c.st.Flow]
	if f == nil || f.Nodes[c.st.Node] == nil {
		return nil, fmt.Errorf("conversation at unknown node %s/%s", c.st.Flow, c.st.Node)
	}
	return f.Nodes[c.st.Node], nil
}

func (c *conversation) input(in Input) error {
	if len(c.st.Turns) >= maxTurns {
		return apperr.Conflictf("the conversation has reached %d turns; start a new one", maxTurns)
	}
	c.st.Turns = append(c.st.Turns, Turn{Role: "caller", Text: in.Value()})
	if c.st.Mode == "prompt" {
		return c.promptReply()
	}
	n, err := c.node()
	if err != nil {
		return err
	}
	out, err := n.Kind().Input(c, n, in)
	if err != nil {
		return err
	}
	if c.apply(out) {
		return c.enterLoop()
	}
	return nil
}

// apply moves the conversation as the node decided; it reports whether a
// new node must be entered.
func (c *conversation) apply(out flows.Outcome) bool {
	st := c.st
	if out.Expect != "" {
		st.Expecting = out.Expect
		return false
	}
	st.Expecting = ""
	switch {
	case out.Finish == "end" && len(st.Stack) > 0:
		top := st.Stack[len(st.Stack)-1]
		st.Stack = st.Stack[:len(st.Stack)-1]
		st.Flow, st.Node = top.Flow, top.Return
		return true
	case out.Finish != "":
		st.Finished, st.Outcome, st.Stack = true, out.Finish, nil
		return false
	case out.Call != "":
		f := c.prog.Flows[out.Call]
		if f == nil {
			st.Finished, st.Outcome = true, "error"
			return false
		}
		st.Stack = append(st.Stack, frame{Flow: st.Flow, Return: out.Next})
		st.Flow, st.Node = out.Call, f.Start
		return true
	case out.Next == "":
		st.Finished, st.Outcome = true, "end"
		return false
	default:
		st.Node = out.Next
		return true
	}
}

// enterLoop enters nodes until the conversation waits or finishes.
func (c *conversation) enterLoop() error {
	for i := 0; ; i++ {
		if i >= maxStepsPerTurn {
			return apperr.Unprocessablef("the flow ran %d steps without waiting for the caller; it loops at node %q", maxStepsPerTurn, c.st.Node)
		}
		n, err := c.node()
		if err != nil {
			return err
		}
		c.st.Path = append(c.st.Path, n.ID)
		out, err := n.Kind().Enter(c, n)
		if err != nil {
			return err
		}
		if !c.apply(out) {
			return nil
		}
	}
}

func (c *conversation) promptReply() error {
	msgs := make([]llm.Message, 0, len(c.st.Turns))
	for _, t := range c.st.Turns {
		role := "assistant"
		if t.Role == "caller" {
			role = "user"
		}
		msgs = append(msgs, llm.Message{Role: role, Content: t.Text})
	}
	req := llm.Request{System: c.st.System, Messages: msgs, Language: c.st.Language}
	// The agent's knowledge answers what the caller asks, when it has any.
	if q := req.LastUser(); q != "" && c.s.retrieve != nil {
		passages, err := c.s.retrieve(c.ctx, c.st.OrgID, c.st.AgentID, q)
		if err != nil {
			return err
		}
		if len(passages) > 0 {
			req.Passages = passages
		}
	}
	var r llm.Response
	var err error
	if f, ok := c.ctx.Value(deltasKey{}).(func(string)); ok {
		r, err = c.s.model.Stream(c.ctx, req, func(d string) error { f(d); return nil })
	} else {
		r, err = c.s.model.Complete(c.ctx, req)
	}
	if err != nil {
		return err
	}
	c.st.Turns = append(c.st.Turns, Turn{Role: "agent", Text: r.Text})
	c.st.Expecting = "text"
	return nil
}

type deltasKey struct{}

// WithDeltas makes the prompt-mode replies of inputs given with ctx stream:
// f hears each piece of the agent's reply as the model produces it (the
// whole reply is still the turn Advance returns). Channels that show a
// reply while it is written (the web widget) use it.
func WithDeltas(ctx context.Context, f func(delta string)) context.Context {
	return context.WithValue(ctx, deltasKey{}, f)
}

// The flows.Machine side.

func (c *conversation) Context() context.Context { return c.ctx }
func (c *conversation) Language() string         { return c.st.Language }
func (c *conversation) Vars() map[string]any     { return c.st.Vars }
func (c *conversation) Set(name string, v any)   { c.st.Vars[name] = v }
func (c *conversation) Say(text string) {
	if t := strings.TrimSpace(c.Render(text)); t != "" {
		c.st.Turns = append(c.st.Turns, Turn{Role: "agent", Text: t})
	}
}

// Render fills the placeholders; the text is capped at
// flows.MaxRenderedText while it is built.
func (c *conversation) Render(text string) string {
	return flows.Render(text, func(name string) string {
		switch v := c.st.Vars[name].(type) {
		case nil:
			return ""
		case float64:
			return strconv.FormatFloat(v, 'f', -1, 64)
		case bool:
			if v {
				return locale.For(c.st.Language).Yes
			}
			return locale.For(c.st.Language).No
		default:
			return fmt.Sprint(v)
		}
	})
}

func (c *conversation) Act(actionID, nodeID string) {
	vars := make(map[string]any, len(c.st.Vars))
	for k, v := range c.st.Vars {
		vars[k] = v
	}
	run := ActionRun{ActionID: actionID, NodeID: nodeID, Variables: vars, Simulated: true}
	if c.st.space == liveSpace && c.s.actions != nil {
		out, err := c.s.actions.RunNodeAction(c.ctx, c.st.OrgID, c.st.SessionID, actionID, vars)
		if err != nil {
			// The action could not run at all (its record is gone, the
			// database is down): the call shows it failed and the
			// conversation goes on.
			out = ActionOutcome{Type: "custom_action", Name: actionID, Error: err.Error()}
		}
		for k, v := range out.Variables {
			c.Set(k, v)
		}
		run.Simulated, run.Outcome = false, &out
	}
	c.st.Actions = append(c.st.Actions, run)
}

func (c *conversation) history(input string) []llm.Message {
	var msgs []llm.Message
	turns := c.st.Turns
	if len(turns) > 20 {
		turns = turns[len(turns)-20:]
	}
	for _, t := range turns {
		role := "assistant"
		if t.Role == "caller" {
			role = "user"
		}
		msgs = append(msgs, llm.Message{Role: role, Content: t.Text})
	}
	if len(msgs) == 0 || msgs[len(msgs)-1].Content != input {
		msgs = append(msgs, llm.Message{Role: "user", Content: input})
	}
	return msgs
}

func (c *conversation) ChooseIntent(instructions, input string, intents []flows.Intent) (string, string, error) {
	req := llm.Request{System: instructions, Messages: c.history(input), Language: c.st.Language}
	for _, it := range intents {
		if it.Label != "" {
			req.Intents = append(req.Intents, llm.Intent{Label: it.Label, Examples: it.Examples})
		}
	}
	r, err := c.s.model.Complete(c.ctx, req)
	if err != nil {
		return "", "", err
	}
	return r.Intent, r.Text, nil
}

func (c *conversation) Answer(question string) (string, error) {
	passages := []string{}
	if c.s.retrieve != nil {
		p, err := c.s.retrieve(c.ctx, c.st.OrgID, c.st.AgentID, question)
		if err != nil {
			return "", err
		}
		passages = append(passages, p...)
	}
	r, err := c.s.model.Complete(c.ctx, llm.Request{System: "Answer the caller's question.", Messages: c.history(question), Passages: passages, Language: c.st.Language})
	if err != nil {
		return "", err
	}
	return r.Text, nil
}
