package actions

import (
	"context"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/calls"
	"voiceagent/internal/sms"
)

func TestSMSBodyCutsAtTenSegments(t *testing.T) {
	t.Parallel()
	require.Equal(t, "olá", smsBody("olá"))
	exact := strings.Repeat("é", sms.MaxBodyChars)
	require.Equal(t, exact, smsBody(exact))
	long := smsBody(strings.Repeat("é", sms.MaxBodyChars+1))
	require.Equal(t, sms.MaxBodyChars, utf8.RuneCountInString(long))
	require.True(t, strings.HasSuffix(long, "…"))
	require.True(t, utf8.ValidString(long))
}

func TestCallNumbersBySide(t *testing.T) {
	t.Parallel()
	a, b := "+5511300000001", "+5511988887777"
	platform, caller := callNumbers(calls.Call{Direction: "inbound", FromNumber: &b, ToNumber: &a})
	require.Equal(t, [2]string{a, b}, [2]string{platform, caller})
	platform, caller = callNumbers(calls.Call{Direction: "outbound", FromNumber: &a, ToNumber: &b})
	require.Equal(t, [2]string{a, b}, [2]string{platform, caller})
	platform, caller = callNumbers(calls.Call{Direction: "inbound"})
	require.Equal(t, [2]string{"", ""}, [2]string{platform, caller})
}

func TestPostCallSMSPlanReasons(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	agent := uuid.New()
	now := time.Now()
	c := calls.Call{ID: uuid.New(), AgentID: agent, Status: "failed", EndedAt: &now}
	view := postCallView{env: map[string]any{"status": "failed", "extracted": map[string]any{"city": "Recife"}},
		vars: Vars{Variables: map[string]string{"status": "failed"}, Extracted: map[string]string{"city": "Recife"}},
		to:   "+5511988887777", from: "+5511300000001"}
	sp := PostCallSMSSpec{Template: "Call {{status}} in {{extracted.city}}", Condition: `status == "failed" && extracted.city == "Recife"`}
	p := planPostCallSMS(ctx, sp, c, view)
	require.Empty(t, p.reason)
	require.Equal(t, "Call failed in Recife", p.body)

	for _, tc := range []struct {
		name   string
		change func(sp *PostCallSMSSpec, c *calls.Call, v *postCallView)
		reason string
	}{
		{"NotEnded", func(_ *PostCallSMSSpec, c *calls.Call, _ *postCallView) { c.Status, c.EndedAt = "active", nil }, "not ended"},
		{"OtherAgent", func(sp *PostCallSMSSpec, _ *calls.Call, _ *postCallView) { sp.AgentIDs = []uuid.UUID{uuid.New()} }, "agent_ids"},
		{"NoCaller", func(_ *PostCallSMSSpec, _ *calls.Call, v *postCallView) { v.to = "" }, "no caller number"},
		{"NoSender", func(_ *PostCallSMSSpec, _ *calls.Call, v *postCallView) { v.from = "" }, "no active SMS-capable"},
		{"ConditionFalse", func(sp *PostCallSMSSpec, _ *calls.Call, _ *postCallView) { sp.Condition = `extracted.city == "Natal"` }, "condition is false"},
		{"ConditionErrors", func(sp *PostCallSMSSpec, _ *calls.Call, _ *postCallView) { sp.Condition = `extracted.missing > 3` }, "condition is false"},
		{"EmptyText", func(sp *PostCallSMSSpec, _ *calls.Call, _ *postCallView) { sp.Template = "{{nothing}} " }, "renders an empty message"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sp2, c2 := sp, c
			v2 := view
			tc.change(&sp2, &c2, &v2)
			require.Contains(t, planPostCallSMS(ctx, sp2, c2, v2).reason, tc.reason)
		})
	}
	sp.AgentIDs = []uuid.UUID{uuid.New(), agent}
	require.Empty(t, planPostCallSMS(ctx, sp, c, view).reason, "a rule listing the agent applies")
}
