package runtime_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"
	"voiceagent/internal/actions"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/flows"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/runtime"
	"voiceagent/internal/testkit"
)

const mainFlow = `{"nodes":[
 {"id":"s","type":"start"},
 {"id":"m","type":"message","config":{"text":"Welcome to Acme."}},
 {"id":"qn","type":"question","config":{"prompt":"What is your name?","variable":"name","type":"text"}},
 {"id":"qa","type":"question","config":{"prompt":"How old are you, {{name}}?","variable":"age","type":"number","retry_prompt":"Please say your age in digits."}},
 {"id":"c","type":"condition"},
 {"id":"minor","type":"end","config":{"text":"Sorry {{name}}, adults only."}},
 {"id":"l","type":"llm","config":{"instructions":"Find out what {{name}} wants."}},
 {"id":"sf","type":"subflow","config":{"flow_id":"SUB"}},
 {"id":"a","type":"action","config":{"action_id":"act_confirm"}},
 {"id":"w","type":"wait_for_reply","config":{"variable":"sms"}},
 {"id":"t","type":"transfer","config":{"to":"the front desk"}},
 {"id":"k","type":"knowledge"},
 {"id":"e","type":"end","config":{"text":"Goodbye {{name}}."}}],
 "edges":[
 {"from":"s","to":"m"},{"from":"m","to":"qn"},{"from":"qn","to":"qa"},{"from":"qa","to":"c"},
 {"from":"c","to":"l","condition":"age >= 18"},{"from":"c","to":"minor","default":true},
 {"from":"l","to":"sf","label":"book","examples":["make a reservation"]},
 {"from":"l","to":"k","label":"question","examples":["I have a question about opening hours"]},
 {"from":"sf","to":"a"},{"from":"a","to":"w"},{"from":"w","to":"t"},
 {"from":"k","to":"e"}]}`

const subFlow = `{"nodes":[
 {"id":"ss","type":"start"},
 {"id":"qe","type":"question","config":{"prompt":"Your email?","variable":"email","type":"email"}},
 {"id":"qd","type":"question","config":{"prompt":"Which day?","variable":"day","type":"date"}},
 {"id":"qp","type":"question","config":{"prompt":"Your phone number?","variable":"phone","type":"phone"}},
 {"id":"qc","type":"question","config":{"prompt":"Window or aisle?","variable":"seat","type":"choice","choices":["window","aisle"]}},
 {"id":"qy","type":"question","config":{"prompt":"Are you a member?","variable":"member","type":"yes_no"}},
 {"id":"se","type":"end","config":{"text":"Booked for {{day}}."}}],
 "edges":[{"from":"ss","to":"qe"},{"from":"qe","to":"qd"},{"from":"qd","to":"qp"},{"from":"qp","to":"qc"},{"from":"qc","to":"qy"},{"from":"qy","to":"se"}]}`

type fixture struct {
	env       *testkit.Env
	rt        *runtime.Service
	org       uuid.UUID
	ctx       context.Context
	agent     uuid.UUID
	main, sub flows.Flow
	action    string // the action node's action
}

func setup(t *testing.T) fixture {
	t.Helper()
	env := testkit.New(t)
	org := env.MustOrg("Runtime Org")
	ctx := env.System(org.ID)
	confirm := mustAction(t, env, ctx)
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Concierge", AgentType: "chat", EditingMode: "flow"})
	require.NoError(t, err)
	list, err := env.App.Flows.List(ctx, ag.ID)
	require.NoError(t, err)
	main := list[0] // a flow-mode agent comes with its main flow
	sub, err := env.App.Flows.CreateSubflow(ctx, ag.ID, flows.CreateInput{Name: "Booking", Draft: json.RawMessage(subFlow)})
	require.NoError(t, err)
	main, err = env.App.Flows.Update(ctx, ag.ID, main.ID, flows.UpdateInput{Draft: json.RawMessage(strings.NewReplacer("SUB", sub.ID.String(), "act_confirm", confirm).Replace(mainFlow))})
	require.NoError(t, err)
	return fixture{env: env, rt: env.App.Runtime, org: org.ID, ctx: ctx, agent: ag.ID, main: main, sub: sub, action: confirm}
}

// mustAction makes the during-call SMS the flows' action node runs.
func mustAction(t *testing.T, env *testkit.Env, ctx context.Context) string {
	t.Helper()
	name, text := "Confirm", "Your seat: {{seat}}"
	a, err := env.App.Actions.DuringCallSMS.Create(ctx, actions.DuringCallSMSInput{Name: &name, Template: &text})
	require.NoError(t, err)
	return a.ID.String()
}

func texts(turns []runtime.Turn) []string {
	out := []string{}
	for _, t := range turns {
		out = append(out, t.Role+": "+t.Text)
	}
	return out
}

func TestConversationThroughEveryNodeType(t *testing.T) {
	t.Parallel()
	f := setup(t)
	viewer := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, OrganizationID: f.org, UserID: "v", Role: auth.RoleViewer})
	v, err := f.rt.Start(viewer, f.agent, f.main.ID)
	require.NoError(t, err, "viewers may run test conversations")
	require.Equal(t, []string{"agent: Welcome to Acme.", "agent: What is your name?"}, texts(v.Turns))
	require.Equal(t, "qn", *v.NodeID)
	require.Equal(t, "text", *v.Expecting)
	require.False(t, v.Finished)
	sid := v.SessionID

	// Any replica takes the next input: the state is in Redis.
	replica := f.env.Replica()
	step := func(rt *runtime.Service, in runtime.Input) runtime.View {
		t.Helper()
		v, err := rt.Advance(viewer, f.agent, f.main.ID, sid, in)
		require.NoError(t, err)
		return v
	}
	v = step(replica.App.Runtime, runtime.Input{Text: "Ada"})
	require.Equal(t, []string{"caller: Ada", "agent: How old are you, Ada?"}, texts(v.Turns))
	require.Equal(t, "number", *v.Expecting)

	v = step(f.rt, runtime.Input{Text: "old enough"})
	require.Equal(t, []string{"caller: old enough", "agent: Please say your age in digits."}, texts(v.Turns))
	require.Equal(t, "qa", *v.NodeID, "a wrong answer stays on the question")

	v = step(f.rt, runtime.Input{Text: "I am 36"})
	require.Equal(t, 36.0, v.Variables["age"], "a number answer is a number")
	require.Equal(t, "l", *v.NodeID)

	v = step(f.rt, runtime.Input{Text: "I want to make a reservation"})
	require.Equal(t, "qe", *v.NodeID, "the llm node chose the book intent and the subflow started")
	require.Equal(t, "agent: Your email?", texts(v.Turns)[len(v.Turns)-1])

	v = step(f.rt, runtime.Input{Text: "not an email"})
	require.Equal(t, "agent: Sorry, that does not look like an email address. Your email?", texts(v.Turns)[1])
	step(f.rt, runtime.Input{Text: "Ada@Example.com"})
	step(f.rt, runtime.Input{Text: "March 14, 2026"})
	step(f.rt, runtime.Input{Text: "+1 (415) 555-0100"})
	v = step(f.rt, runtime.Input{DTMF: "2"})
	require.Equal(t, "aisle", v.Variables["seat"])
	require.Equal(t, "yes_no", *v.Expecting)
	v = step(f.rt, runtime.Input{Text: "yes I am"})
	require.Equal(t, "agent: Booked for 2026-03-14.", texts(v.Turns)[1], "the subflow ended")
	require.Equal(t, "w", *v.NodeID, "and the main flow went on after the subflow node")
	require.Equal(t, "reply", *v.Expecting)
	require.Equal(t, true, v.Variables["member"], "a yes_no answer is a boolean")
	require.Equal(t, "ada@example.com", v.Variables["email"])
	require.Equal(t, "+14155550100", v.Variables["phone"])

	v = step(f.rt, runtime.Input{Event: "sms.received"})
	require.True(t, v.Finished)
	require.Nil(t, v.Expecting)
	require.Equal(t, "agent: Transferring you to the front desk.", texts(v.Turns)[1])
	require.Equal(t, "sms.received", v.Variables["sms"])

	_, err = f.rt.Advance(viewer, f.agent, f.main.ID, sid, runtime.Input{Text: "hello?"})
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err), "a finished session refuses input")
}

func TestSimulate(t *testing.T) {
	t.Parallel()
	f := setup(t)
	t.Run("BookingThroughTheSubflow", func(t *testing.T) {
		sim, err := f.rt.Simulate(f.ctx, f.agent, f.main.ID, []string{"Ada", "40", "make a reservation", "ada@example.com", "2026-03-14", "4155550100", "window", "no", "OK"})
		require.NoError(t, err)
		require.True(t, sim.Finished)
		require.Equal(t, []string{"s", "m", "qn", "qa", "c", "l", "sf", "ss", "qe", "qd", "qp", "qc", "qy", "se", "a", "w", "t"}, sim.Path)
		require.Len(t, sim.Actions, 1)
		require.Equal(t, f.action, sim.Actions[0].ActionID)
		require.True(t, sim.Actions[0].Simulated)
		require.Equal(t, "window", sim.Actions[0].Variables["seat"])
		require.Equal(t, false, sim.Variables["member"])
	})
	t.Run("QuestionAnsweredFromKnowledge", func(t *testing.T) {
		sim, err := f.rt.Simulate(f.ctx, f.agent, f.main.ID, []string{"Bo", "20", "I have a question about opening hours", "When do you open?"})
		require.NoError(t, err)
		require.True(t, sim.Finished)
		require.Equal(t, []string{"s", "m", "qn", "qa", "c", "l", "k", "e"}, sim.Path)
		tr := texts(sim.Turns)
		require.Equal(t, "agent: I'm sorry, I don't have information about that.", tr[len(tr)-2], "the agent has no knowledge bases")
		require.Equal(t, "agent: Goodbye Bo.", tr[len(tr)-1])
		require.Empty(t, sim.Actions)
	})
	t.Run("ConditionDefault", func(t *testing.T) {
		sim, err := f.rt.Simulate(f.ctx, f.agent, f.main.ID, []string{"Cy", "12"})
		require.NoError(t, err)
		require.True(t, sim.Finished)
		require.Equal(t, "agent: Sorry Cy, adults only.", texts(sim.Turns)[len(sim.Turns)-1])
	})
	t.Run("NotFinishedWhenInputsRunOut", func(t *testing.T) {
		sim, err := f.rt.Simulate(f.ctx, f.agent, f.main.ID, []string{"Di"})
		require.NoError(t, err)
		require.False(t, sim.Finished)
		require.Equal(t, "Di", sim.Variables["name"])
	})
	t.Run("ErrTooManyInputs", func(t *testing.T) {
		_, err := f.rt.Simulate(f.ctx, f.agent, f.main.ID, make([]string, runtime.MaxSimInputs+1))
		require.Equal(t, apperr.Invalid, apperr.CodeOf(err))
	})
	t.Run("SubflowOnItsOwn", func(t *testing.T) {
		sim, err := f.rt.Simulate(f.ctx, f.agent, f.sub.ID, []string{"x@y.io"})
		require.NoError(t, err)
		require.Equal(t, []string{"ss", "qe", "qd"}, sim.Path)
	})
}

func TestRuntimeErrors(t *testing.T) {
	t.Parallel()
	f := setup(t)
	v, err := f.rt.Start(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	for name, in := range map[string]runtime.Input{
		"Empty":    {},
		"Two":      {Text: "a", DTMF: "1"},
		"BadDTMF":  {DTMF: "12a"},
		"BadEvent": {Event: "Not An Event"},
		"TooLong":  {Text: strings.Repeat("a", runtime.MaxInputChars+1)},
	} {
		t.Run("ErrInput"+name, func(t *testing.T) {
			_, err := f.rt.Advance(f.ctx, f.agent, f.main.ID, v.SessionID, in)
			require.Equal(t, apperr.Invalid, apperr.CodeOf(err))
		})
	}
	_, err = f.rt.Advance(f.ctx, f.agent, f.main.ID, uuid.NewString(), runtime.Input{Text: "hi"})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
	_, err = f.rt.Advance(f.ctx, f.agent, f.main.ID, "not-a-session", runtime.Input{Text: "hi"})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))
	_, err = f.rt.Advance(f.ctx, f.agent, f.sub.ID, v.SessionID, runtime.Input{Text: "hi"})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err), "a session belongs to its flow")

	other := f.env.MustOrg("Other")
	theirs := f.env.System(other.ID)
	_, err = f.rt.Advance(theirs, f.agent, f.main.ID, v.SessionID, runtime.Input{Text: "hi"})
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err), "another organization's session is not found")
	_, err = f.rt.Start(theirs, f.agent, f.main.ID)
	require.Equal(t, apperr.NotFound, apperr.CodeOf(err))

	keyCtx := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindAPIKey, OrganizationID: f.org})
	_, err = f.rt.Start(keyCtx, f.agent, f.main.ID)
	require.Equal(t, apperr.Forbidden, apperr.CodeOf(err))

	// An invalid draft cannot be run: 422 with its problems.
	_, err = f.env.App.Flows.Update(f.ctx, f.agent, f.sub.ID, flows.UpdateInput{Draft: json.RawMessage(`{"nodes":[{"id":"s","type":"start"}]}`)})
	require.NoError(t, err)
	_, err = f.rt.Start(f.ctx, f.agent, f.main.ID)
	require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err))
	_, err = f.rt.Simulate(f.ctx, f.agent, f.main.ID, nil)
	require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err))

	// The session started before the edit keeps running the flows it started with.
	v2, err := f.rt.Advance(f.ctx, f.agent, f.main.ID, v.SessionID, runtime.Input{Text: "Eve"})
	require.NoError(t, err)
	require.Equal(t, "qa", *v2.NodeID)
}

func TestFlowThatLoopsIsRefused(t *testing.T) {
	t.Parallel()
	f := setup(t)
	loop := `{"nodes":[{"id":"s","type":"start"},{"id":"c","type":"condition"},{"id":"e","type":"end"}],
		"edges":[{"from":"s","to":"c"},{"from":"c","to":"e","condition":"false"},{"from":"c","to":"c","default":true}]}`
	fl, err := f.env.App.Flows.CreateSubflow(f.ctx, f.agent, flows.CreateInput{Name: "Loop", Draft: json.RawMessage(loop)})
	require.NoError(t, err)
	_, err = f.rt.Simulate(f.ctx, f.agent, fl.ID, nil)
	require.Equal(t, apperr.Unprocessable, apperr.CodeOf(err))
	require.Contains(t, err.Error(), "loops at node")
}

func TestPromptMode(t *testing.T) {
	t.Parallel()
	f := setup(t)
	v, err := f.rt.StartPrompt(f.ctx, f.agent, "You are the Acme concierge.")
	require.NoError(t, err)
	require.Equal(t, []string{"agent: Hello! How can I help you today?"}, texts(v.Turns))
	v, err = f.rt.Advance(f.ctx, f.agent, uuid.Nil, v.SessionID, runtime.Input{Text: "a table for two"})
	require.NoError(t, err)
	require.Equal(t, []string{"caller: a table for two", "agent: Thanks, I noted: a table for two. Is there anything else?"}, texts(v.Turns))
	require.False(t, v.Finished)
}

func TestOneInputAtATime(t *testing.T) {
	t.Parallel()
	f := setup(t)
	v, err := f.rt.Start(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	// Another replica is handling an input of this session: it holds the lock.
	require.NoError(t, f.env.App.Redis.Set(context.Background(), "runtime:test:lock:"+v.SessionID, "other", time.Minute).Err())
	_, err = f.rt.Advance(f.ctx, f.agent, f.main.ID, v.SessionID, runtime.Input{Text: "Ada"})
	require.Equal(t, apperr.Conflict, apperr.CodeOf(err))
	require.NoError(t, f.env.App.Redis.Del(context.Background(), "runtime:test:lock:"+v.SessionID).Err())
	v, err = f.rt.Advance(f.ctx, f.agent, f.main.ID, v.SessionID, runtime.Input{Text: "Ada"})
	require.NoError(t, err)
	require.Equal(t, "qa", *v.NodeID)
	// The state is kept with a TTL (RUNTIME_SESSION_TTL, an hour by default).
	ttl, err := f.env.App.Redis.TTL(context.Background(), "runtime:test:session:"+v.SessionID).Result()
	require.NoError(t, err)
	require.True(t, ttl > 50*time.Minute && ttl <= time.Hour, "ttl %s", ttl)
	// The lock is released after each input.
	n, err := f.env.App.Redis.Exists(context.Background(), "runtime:test:lock:"+v.SessionID).Result()
	require.NoError(t, err)
	require.Zero(t, n)
}

func TestConcurrentConversations(t *testing.T) {
	t.Parallel()
	f := setup(t)
	errs := make(chan error, 20)
	for i := 0; i < 20; i++ {
		go func() {
			v, err := f.rt.Start(f.ctx, f.agent, f.main.ID)
			if err == nil {
				for _, in := range []string{"Ada", "30", "make a reservation"} {
					if v, err = f.rt.Advance(f.ctx, f.agent, f.main.ID, v.SessionID, runtime.Input{Text: in}); err != nil {
						break
					}
				}
				if err == nil && *v.NodeID != "qe" {
					err = apperr.Invalidf("ended at %s", *v.NodeID)
				}
			}
			if err == nil {
				_, err = f.rt.Simulate(f.ctx, f.agent, f.main.ID, []string{"Bo", "12"})
			}
			errs <- err
		}()
	}
	for i := 0; i < 20; i++ {
		require.NoError(t, <-errs)
	}
}

func TestAnswersFromKnowledge(t *testing.T) {
	t.Parallel()
	f := setup(t)
	f.env.StartWorker()
	name := "Practical information"
	base, err := f.env.App.Knowledge.CreateBase(f.ctx, knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	doc, err := f.env.App.Knowledge.CreateManual(f.ctx, base.ID, "Hours", "Opening hours. We open at 9 and close at 17 on weekdays. Parking is free for customers.")
	require.NoError(t, err)
	_, err = f.env.App.Knowledge.SetAgentBases(f.ctx, f.agent, []string{base.ID.String()})
	require.NoError(t, err)
	testkit.Eventually(t, 20*time.Second, "document indexed", func() bool {
		d, err := f.env.App.Knowledge.GetDocument(f.ctx, base.ID, doc.ID)
		require.NoError(t, err)
		return d.Status == "ready"
	})
	r, err := f.env.App.Flows.Validate(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	for _, w := range r.Warnings {
		require.NotEqual(t, flows.CodeKnowledgeNoBases, w.Code, "the agent has knowledge bases now")
	}

	sim, err := f.rt.Simulate(f.ctx, f.agent, f.main.ID, []string{"Bo", "20", "I have a question about opening hours", "When do you open on weekdays?"})
	require.NoError(t, err)
	tr := texts(sim.Turns)
	require.Contains(t, tr[len(tr)-2], "We open at 9 and close at 17 on weekdays.")

	v, err := f.rt.StartPrompt(f.ctx, f.agent, "You are the Acme concierge.")
	require.NoError(t, err)
	v, err = f.rt.Advance(f.ctx, f.agent, uuid.Nil, v.SessionID, runtime.Input{Text: "is parking free?"})
	require.NoError(t, err)
	require.Contains(t, v.Turns[1].Text, "Parking is free", "prompt mode answers from knowledge too")
}
