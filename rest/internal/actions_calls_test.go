package internal_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/actions"
	"voiceagent/internal/agents"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/telephony"
)

const (
	simulateTransferGQL = `mutation($id: ID!, $in: CallTransferSimulateInput) { simulateCallTransfer(id: $id, input: $in) { to mode whisperText provider executed } }`
	executeTransferGQL  = `mutation($id: ID!, $in: ActionSessionInput!) { executeCallTransfer(id: $id, input: $in) { to mode whisperText provider executed } }`
	executeIvrGQL       = `mutation($id: ID!, $in: ActionSessionInput!) { executeIvr(id: $id, input: $in) { provider executed } }`
)

// callOn creates a call of the fixture's organization, active when start,
// ended (completed) when end.
func (f *actionsFixture) callOn(t *testing.T, start, end bool) string {
	t.Helper()
	ctx := f.env.System(f.orgID(t))
	// A published prompt agent serves it (the fixture's flow agent has no
	// published flow).
	agent, err := f.env.App.Agents.Create(ctx, agents.CreateInput{Name: "Phone " + uuid.NewString()[:8], AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = f.env.App.Agents.Publish(ctx, agent.ID)
	require.NoError(t, err)
	c, err := f.env.App.Calls.Create(ctx, calls.CreateInput{AgentID: agent.ID, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321"})
	require.NoError(t, err)
	if start {
		_, err = f.env.App.Calls.Start(ctx, c.ID, time.Time{})
		require.NoError(t, err)
	}
	if end {
		_, err = f.env.App.Calls.End(ctx, c.ID, calls.EndInput{Status: "completed"})
		require.NoError(t, err)
	}
	return c.ID.String()
}

func (f *actionsFixture) orgID(t *testing.T) uuid.UUID {
	t.Helper()
	var id uuid.UUID
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(),
		`SELECT organization_id FROM agents WHERE id = $1`, f.agentID).Scan(&id))
	return id
}

// callActions are the actions a call session shows.
func callActions(t *testing.T, f *actionsFixture, session string) []map[string]any {
	t.Helper()
	r := f.viewer.Do("GET", "/api/v1/call-sessions/"+session, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	var c struct {
		Actions []map[string]any `json:"actions"`
	}
	r.JSON(t, &c)
	return c.Actions
}

func create(t *testing.T, f *actionsFixture, path string, body map[string]any) string {
	t.Helper()
	r := f.editor.Do("POST", "/api/v1/actions/"+path, body)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.Map(t)["id"].(string)
}

func TestCallTransferSimulate(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	book := f.editor.Do("POST", "/api/v1/actions/phone-books", map[string]any{"name": "Desk"})
	require.Equal(t, http.StatusCreated, book.Status, string(book.Body))
	bookID := book.Map(t)["id"].(string)
	entry := f.editor.Do("POST", "/api/v1/actions/phone-books/"+bookID+"/entries", map[string]any{"number": "+5511911112222", "label": "Front"})
	require.Equal(t, http.StatusCreated, entry.Status, string(entry.Body))
	entryID := entry.Map(t)["id"].(string)

	number := create(t, f, "call-transfers", map[string]any{"name": "Sales", "destination_type": "number", "destination": "+14155550123",
		"mode": "warm", "whisper_text": "Caller {{name}} wants {{topic}}."})
	byEntry := create(t, f, "call-transfers", map[string]any{"name": "Front", "destination_type": "phone_book_entry", "destination": entryID})
	sip := create(t, f, "call-transfers", map[string]any{"name": "PBX", "destination_type": "sip", "destination": "sip:reception@pbx.example.com",
		"whisper_text": "Hi {{name}}"})
	sim := func(id string, body any) map[string]any {
		r := f.viewer.Do("POST", "/api/v1/actions/call-transfers/"+id+"/simulate", body)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		return r.Map(t)
	}

	t.Run("Number", func(t *testing.T) {
		got := sim(number, map[string]any{"variables": map[string]any{"name": "Ana", "topic": 3}})
		require.Equal(t, map[string]any{"to": "+14155550123", "mode": "warm", "whisper_text": "Caller Ana wants 3.",
			"provider": "log", "executed": false}, got)
		// No variables: the placeholders are empty.
		require.Equal(t, "Caller  wants .", sim(number, map[string]any{})["whisper_text"])
	})

	t.Run("PhoneBookEntryFollowsItsNumber", func(t *testing.T) {
		require.Equal(t, "+5511911112222", sim(byEntry, map[string]any{})["to"])
		p := f.editor.Do("PATCH", "/api/v1/actions/phone-books/"+bookID+"/entries/"+entryID, map[string]any{"number": "+5511933334444"})
		require.Equal(t, http.StatusOK, p.Status, string(p.Body))
		got := sim(byEntry, map[string]any{})
		require.Equal(t, "+5511933334444", got["to"])
		require.Equal(t, "cold", got["mode"])
	})

	t.Run("SIP", func(t *testing.T) {
		got := sim(sip, map[string]any{"variables": map[string]any{"name": "Bo"}})
		require.Equal(t, "sip:reception@pbx.example.com", got["to"])
		require.Equal(t, "Hi Bo", got["whisper_text"])
	})

	t.Run("BothDoors", func(t *testing.T) {
		body := map[string]any{"variables": map[string]any{"name": "Ana", "topic": "billing"}}
		rest := f.viewer.Do("POST", "/api/v1/actions/call-transfers/"+number+"/simulate", body)
		require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
		var data map[string]json.RawMessage
		f.viewer.GraphQL(simulateTransferGQL, map[string]any{"id": number, "in": body}).Decode(t, &data)
		sameJSON(t, rest.Body, data["simulateCallTransfer"])
		// The input may be left out on GraphQL.
		data = nil
		f.viewer.GraphQL(simulateTransferGQL, map[string]any{"id": sip}).Decode(t, &data)
		require.JSONEq(t, `{"to":"sip:reception@pbx.example.com","mode":"cold","whisperText":"Hi ","provider":"log","executed":false}`, string(data["simulateCallTransfer"]))
	})

	t.Run("BadInput", func(t *testing.T) {
		r := f.viewer.Do("POST", "/api/v1/actions/call-transfers/"+number+"/simulate", map[string]any{"variables": map[string]any{"bad name": 1}})
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "variables")
		r = f.viewer.Do("POST", "/api/v1/actions/call-transfers/"+number+"/simulate", map[string]any{"vars": map[string]any{}})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "vars")
		require.Equal(t, "BAD_USER_INPUT", f.viewer.GraphQL(simulateTransferGQL, map[string]any{"id": number,
			"in": map[string]any{"variables": map[string]any{"1x": "a"}}}).Code())
	})

	t.Run("NotFound", func(t *testing.T) {
		for _, id := range []string{uuid.NewString(), "not-an-id", create(t, f, "ivr", map[string]any{"name": "Menu", "steps": []any{map[string]any{"digits": "1"}}})} {
			r := f.viewer.Do("POST", "/api/v1/actions/call-transfers/"+id+"/simulate", map[string]any{})
			require.Equal(t, http.StatusNotFound, r.Status, id)
		}
		require.Equal(t, http.StatusNotFound, f.stranger.Do("POST", "/api/v1/actions/call-transfers/"+number+"/simulate", map[string]any{}).Status)
		require.Equal(t, "NOT_FOUND", f.stranger.GraphQL(simulateTransferGQL, map[string]any{"id": number}).Code())
	})

	t.Run("DeletedEntryIsAConflict", func(t *testing.T) {
		// Deleting a dialled entry is refused, so only a row removed
		// behind the API's back (a restore, a manual fix) gets here.
		lone := f.editor.Do("POST", "/api/v1/actions/phone-books/"+bookID+"/entries", map[string]any{"number": "+5511955556666"})
		require.Equal(t, http.StatusCreated, lone.Status, string(lone.Body))
		loneID := lone.Map(t)["id"].(string)
		id := create(t, f, "call-transfers", map[string]any{"name": "Gone", "destination_type": "phone_book_entry", "destination": loneID})
		_, err := f.env.App.DB.Exec(context.Background(), `DELETE FROM phone_book_entries WHERE id = $1`, loneID)
		require.NoError(t, err)
		r := f.viewer.Do("POST", "/api/v1/actions/call-transfers/"+id+"/simulate", map[string]any{})
		require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), loneID)
	})
}

func TestCallTransferExecute(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	id := create(t, f, "call-transfers", map[string]any{"name": "Sales", "destination_type": "number", "destination": "+14155550123",
		"mode": "warm", "whisper_text": "Caller {{name}}"})
	path := "/api/v1/actions/call-transfers/" + id + "/execute"
	live := f.callOn(t, true, false)

	t.Run("OnAnActiveCall", func(t *testing.T) {
		r := f.editor.Do("POST", path, map[string]any{"session_id": live})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, map[string]any{"to": "+14155550123", "mode": "warm", "whisper_text": "Caller ", "provider": "log", "executed": true}, r.Map(t))
		acts := callActions(t, f, live)
		require.Len(t, acts, 1)
		require.Equal(t, "call_transfer", acts[0]["type"])
		require.Equal(t, "Sales", acts[0]["name"])
		require.Equal(t, id, acts[0]["action_id"])
		require.Equal(t, true, acts[0]["success"])
		require.Equal(t, "+14155550123", acts[0]["input"].(map[string]any)["to"])
		require.Equal(t, true, acts[0]["result"].(map[string]any)["executed"])

		var data map[string]json.RawMessage
		f.editor.GraphQL(executeTransferGQL, map[string]any{"id": id, "in": map[string]any{"sessionId": live}}).Decode(t, &data)
		require.JSONEq(t, `{"to":"+14155550123","mode":"warm","whisperText":"Caller ","provider":"log","executed":true}`, string(data["executeCallTransfer"]))
		require.Len(t, callActions(t, f, live), 2)
	})

	t.Run("FlowNodeGetsVariables", func(t *testing.T) {
		// A flow's action node renders the whisper with the conversation's
		// variables; its caller records the result.
		res, err := f.env.App.Actions.RunNodeAction(context.Background(), f.orgID(t), live, id, map[string]any{"name": "Ana"})
		require.NoError(t, err)
		require.True(t, res.Success, res.Error)
		require.Equal(t, "call_transfer", res.Type)
		require.Equal(t, "Caller Ana", res.Result.(actions.TransferResult).WhisperText)
	})

	t.Run("Refusals", func(t *testing.T) {
		ended := f.callOn(t, true, true)
		notStarted := f.callOn(t, false, false)
		for _, c := range []struct {
			name   string
			body   map[string]any
			status int
			detail string
		}{
			{"Ended", map[string]any{"session_id": ended}, http.StatusConflict, "completed"},
			{"NotStarted", map[string]any{"session_id": notStarted}, http.StatusConflict, "not an active call"},
			{"Unknown", map[string]any{"session_id": uuid.NewString()}, http.StatusNotFound, "not found"},
			{"Malformed", map[string]any{"session_id": "call-1"}, http.StatusNotFound, "not found"},
			{"Missing", map[string]any{}, http.StatusBadRequest, "session_id"},
			{"Empty", map[string]any{"session_id": ""}, http.StatusBadRequest, "session_id"},
		} {
			r := f.editor.Do("POST", path, c.body)
			require.Equal(t, c.status, r.Status, "%s: %s", c.name, r.Body)
			require.Contains(t, r.Detail(t), c.detail, c.name)
		}
		require.Empty(t, callActions(t, f, notStarted), "a refused execute records nothing")
		require.Equal(t, "BAD_USER_INPUT", f.editor.GraphQL(executeTransferGQL, map[string]any{"id": id, "in": map[string]any{}}).Code())
		require.Equal(t, "CONFLICT", f.editor.GraphQL(executeTransferGQL, map[string]any{"id": id, "in": map[string]any{"sessionId": ended}}).Code())
	})

	t.Run("Roles", func(t *testing.T) {
		before := len(callActions(t, f, live))
		r := f.viewer.Do("POST", path, map[string]any{"session_id": live})
		require.Equal(t, http.StatusForbidden, r.Status)
		require.Contains(t, r.Detail(t), "needs editor or higher")
		require.Equal(t, "FORBIDDEN", f.viewer.GraphQL(executeTransferGQL, map[string]any{"id": id, "in": map[string]any{"sessionId": live}}).Code())
		// Another organization sees neither the transfer nor the call.
		require.Equal(t, http.StatusNotFound, f.stranger.Do("POST", path, map[string]any{"session_id": live}).Status)
		require.Len(t, callActions(t, f, live), before)
	})
}

func TestIVRExecute(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	id := create(t, f, "ivr", map[string]any{"name": "Billing menu", "steps": []any{
		map[string]any{"digits": "1", "wait_ms": 500}, map[string]any{"digits": "42#", "wait_ms": 60000}}})
	path := "/api/v1/actions/ivr/" + id + "/execute"
	live := f.callOn(t, true, false)

	r := f.editor.Do("POST", path, map[string]any{"session_id": live})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, map[string]any{"provider": "log", "executed": true}, r.Map(t))
	var data map[string]json.RawMessage
	f.editor.GraphQL(executeIvrGQL, map[string]any{"id": id, "in": map[string]any{"sessionId": live}}).Decode(t, &data)
	sameJSON(t, r.Body, data["executeIvr"])

	acts := callActions(t, f, live)
	require.Len(t, acts, 2)
	require.Equal(t, "ivr", acts[0]["type"])
	require.Equal(t, "Billing menu", acts[0]["name"])
	require.Equal(t, true, acts[0]["success"])
	require.Len(t, acts[0]["input"].(map[string]any)["steps"], 2)

	ended := f.callOn(t, true, true)
	require.Equal(t, http.StatusConflict, f.editor.Do("POST", path, map[string]any{"session_id": ended}).Status)
	require.Equal(t, http.StatusNotFound, f.editor.Do("POST", path, map[string]any{"session_id": uuid.NewString()}).Status)
	require.Equal(t, http.StatusNotFound, f.editor.Do("POST", path, map[string]any{"session_id": "x"}).Status)
	missing := f.editor.Do("POST", path, map[string]any{})
	require.Equal(t, http.StatusBadRequest, missing.Status)
	require.Contains(t, missing.Detail(t), "session_id")
	v := f.viewer.Do("POST", path, map[string]any{"session_id": live})
	require.Equal(t, http.StatusForbidden, v.Status)
	require.Contains(t, v.Detail(t), "needs editor or higher")
	require.Equal(t, http.StatusNotFound, f.stranger.Do("POST", path, map[string]any{"session_id": live}).Status)
	// A call transfer's id is not an IVR's.
	tr := create(t, f, "call-transfers", map[string]any{"name": "X", "destination_type": "sip", "destination": "sip:a@example.com"})
	require.Equal(t, http.StatusNotFound, f.editor.Do("POST", "/api/v1/actions/ivr/"+tr+"/execute", map[string]any{"session_id": live}).Status)
	require.Len(t, callActions(t, f, live), 2, "refusals record nothing")
}

// refusingCarrier is a telephony provider whose carrier refuses every
// operation.
type refusingCarrier struct{}

func (refusingCarrier) Name() string { return "carrier" }
func (refusingCarrier) Live() bool   { return true }
func (refusingCarrier) Transfer(context.Context, telephony.Transfer) error {
	return errors.New("carrier refused: destination busy")
}
func (refusingCarrier) SendDigits(context.Context, uuid.UUID, []telephony.Step) error {
	return errors.New("carrier refused: no media")
}

// A provider's failure is recorded on the call (success false, the
// provider's error) and answered as a bad gateway; a flow's action node
// gets it as a failed result.
func TestCallOperationsProviderFailure(t *testing.T) {
	t.Parallel()
	f := newActionsFixture(t)
	svc := actions.NewService(actions.Deps{Pool: f.env.App.DB, Telephony: refusingCarrier{}, Calls: f.env.App.Calls})
	ctx := f.env.System(f.orgID(t))
	transfer := uuid.MustParse(create(t, f, "call-transfers", map[string]any{"name": "Sales", "destination_type": "number", "destination": "+14155550123"}))
	ivr := uuid.MustParse(create(t, f, "ivr", map[string]any{"name": "Menu", "steps": []any{map[string]any{"digits": "9"}}}))
	live := f.callOn(t, true, false)

	sim, err := svc.SimulateCallTransfer(ctx, transfer, actions.TransferSimulateInput{})
	require.NoError(t, err)
	require.Equal(t, "carrier", sim.Provider)

	_, err = svc.ExecuteCallTransfer(ctx, transfer, actions.ExecuteInput{SessionID: &live})
	e, ok := apperr.As(err)
	require.True(t, ok, "%v", err)
	require.Equal(t, apperr.BadGateway, e.Code)
	require.Contains(t, e.Message, "destination busy")
	_, err = svc.ExecuteIVR(ctx, ivr, actions.ExecuteInput{SessionID: &live})
	require.Equal(t, apperr.BadGateway, apperr.CodeOf(err))

	acts := callActions(t, f, live)
	require.Len(t, acts, 2)
	for i, want := range []struct{ typ, err string }{{"call_transfer", "destination busy"}, {"ivr", "no media"}} {
		require.Equal(t, want.typ, acts[i]["type"])
		require.Equal(t, false, acts[i]["success"])
		require.Contains(t, acts[i]["error"], want.err)
		require.Equal(t, false, acts[i]["result"].(map[string]any)["executed"])
	}

	res, err := svc.RunNodeAction(context.Background(), f.orgID(t), live, transfer.String(), map[string]any{"name": "Ana"})
	require.NoError(t, err)
	require.Equal(t, "call_transfer", res.Type)
	require.False(t, res.Success)
	require.Contains(t, res.Error, "destination busy")
}
