package runtime_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/flows"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/runtime"
)

func TestDialogStepByStep(t *testing.T) {
	t.Parallel()
	f := setup(t)
	_, revs, err := f.env.App.Flows.TestProgram(f.ctx, f.agent, f.main.ID)
	require.NoError(t, err)
	prog, err := flows.CompileFrom(f.main.ID.String(), revs)
	require.NoError(t, err)

	t.Run("TransferThroughTheSubflow", func(t *testing.T) {
		t.Parallel()
		d, err := f.rt.NewFlowDialog(f.ctx, f.org, f.agent, prog)
		require.NoError(t, err)
		require.Equal(t, []string{"agent: Welcome to Acme.", "agent: What is your name?"}, texts(d.Take()))
		require.Empty(t, d.Take(), "Take hands out each turn once")
		require.Equal(t, "qn", d.NodeID())
		require.Equal(t, "text", d.Expecting())
		require.Equal(t, "question", d.Waiting().Type)

		steps := []struct{ say, node, expecting string }{
			{"Ada", "qa", "number"},
			{"30", "l", "text"},
			{"make a reservation", "qe", "email"},
			{"ada@example.com", "qd", "date"},
			{"2026-03-12", "qp", "phone"},
			{"+14155550123", "qc", "choice"},
		}
		for _, s := range steps {
			require.NoError(t, d.Say(s.say))
			require.False(t, d.Finished())
			require.Equal(t, s.node, d.NodeID(), "after %q", s.say)
			require.Equal(t, s.expecting, d.Expecting(), "after %q", s.say)
		}
		require.Equal(t, f.sub.ID.String(), d.FlowID(), "the question is the subflow's")
		require.Equal(t, []string{"window", "aisle"}, d.Waiting().Config.(*flows.QuestionConfig).Choices)
		require.NoError(t, d.Say("window"))
		require.NoError(t, d.Say("yes"))
		require.Equal(t, "reply", d.Expecting())
		require.NoError(t, d.Say("got it"))

		require.True(t, d.Finished())
		require.Equal(t, runtime.OutcomeTransfer, d.Outcome())
		require.False(t, d.EndedAtEndNode())
		require.Equal(t, "t", d.NodeID(), "the finishing node")
		require.Equal(t, "", d.Expecting())
		require.Nil(t, d.Waiting())
		require.Equal(t, []string{"s", "m", "qn", "qa", "c", "l", "sf", "ss", "qe", "qd", "qp", "qc", "qy", "se", "a", "w", "t"}, d.Path())
		require.Equal(t, 30.0, d.Variables()["age"])
		require.Equal(t, true, d.Variables()["member"])
		acts := d.Actions()
		require.Len(t, acts, 1)
		require.Equal(t, f.action, acts[0].ActionID)
		require.Equal(t, "a", acts[0].NodeID)
		require.True(t, acts[0].Simulated, "a test conversation never runs an action")
		require.Nil(t, acts[0].Outcome)
		require.Equal(t, "window", acts[0].Variables["seat"])
		require.Equal(t, "agent: Transferring you to the front desk.", texts(d.Turns())[len(d.Turns())-1])

		require.Error(t, d.Say("hello?"), "a finished dialog refuses input")
	})

	t.Run("EndOfTheMainFlow", func(t *testing.T) {
		t.Parallel()
		d, err := f.rt.NewFlowDialog(f.ctx, f.org, f.agent, prog)
		require.NoError(t, err)
		require.NoError(t, d.Say("Cy"))
		require.NoError(t, d.Say("not a number"))
		require.Equal(t, "qa", d.NodeID(), "a wrong answer stays on the question")
		require.NoError(t, d.Say("12"))
		require.True(t, d.Finished())
		require.Equal(t, runtime.OutcomeEnd, d.Outcome())
		require.True(t, d.EndedAtEndNode())
		require.Equal(t, "minor", d.NodeID())
		require.Empty(t, d.Actions())
	})

	t.Run("SubflowEndIsNotTheConversationsEnd", func(t *testing.T) {
		t.Parallel()
		d, err := f.rt.NewFlowDialog(f.ctx, f.org, f.agent, prog)
		require.NoError(t, err)
		for _, s := range []string{"Bo", "40", "make a reservation", "bo@example.com", "2026-01-02", "4155550100", "aisle", "no"} {
			require.NoError(t, d.Say(s))
		}
		require.False(t, d.Finished(), "the subflow's end node returns to the main flow")
		require.Equal(t, "w", d.NodeID())
		require.Equal(t, false, d.Variables()["member"])
	})

	t.Run("TooLongInput", func(t *testing.T) {
		t.Parallel()
		d, err := f.rt.NewFlowDialog(f.ctx, f.org, f.agent, prog)
		require.NoError(t, err)
		err = d.Say(string(make([]byte, runtime.MaxInputChars+1)))
		require.Equal(t, apperr.Invalid, apperr.CodeOf(err))
		require.Equal(t, "qn", d.NodeID(), "nothing was said")
	})

	t.Run("PromptMode", func(t *testing.T) {
		t.Parallel()
		d, err := f.rt.NewPromptDialog(f.ctx, f.org, f.agent, "You are a helpful receptionist.")
		require.NoError(t, err)
		first := d.Take()
		require.Len(t, first, 1)
		require.Equal(t, "agent", first[0].Role, "the agent speaks first")
		require.Equal(t, "text", d.Expecting())
		require.Nil(t, d.Waiting())
		require.Equal(t, "", d.NodeID())
		require.NoError(t, d.Say("I need a table"))
		turns := d.Take()
		require.Equal(t, []string{"caller: I need a table"}, texts(turns[:1]))
		require.Len(t, turns, 2)
		require.Contains(t, turns[1].Text, "I need a table", "the offline engine says back what it noted")
		require.False(t, d.Finished())
		require.Empty(t, d.Path())
	})
}
