package internal_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/graph"
	"voiceagent/internal/auth"
	"voiceagent/internal/sms"
	"voiceagent/internal/testkit"
)

const smsFields = `id direction fromNumber toNumber body provider providerMessageId actionId sessionId status error createdAt`

type smsDoor struct {
	env              *testkit.Env
	viewer, stranger *testkit.Session
	call             uuid.UUID
	ids              []uuid.UUID // newest first
	theirs           uuid.UUID
}

// newSMSDoor queues three messages (two of one call) in one organization
// and one in another, and lets the worker send them.
func newSMSDoor(t *testing.T) smsDoor {
	t.Helper()
	env, id := testkit.NewBackoffice(t)
	org, other := env.MustOrg("SMS Door"), env.MustOrg("Other SMS Door")
	d := smsDoor{env: env, viewer: env.Session(id, org.ID, auth.RoleViewer), stranger: env.Session(id, other.ID, auth.RoleViewer), call: uuid.New()}
	action := uuid.New()
	queue := func(ctx context.Context, in sms.Outgoing) uuid.UUID {
		m, created, err := env.App.SMS.Queue(ctx, env.App.DB, in)
		require.NoError(t, err)
		require.True(t, created)
		return m.ID
	}
	ctx := env.System(org.ID)
	other2 := uuid.New()
	first := queue(ctx, sms.Outgoing{From: "+5511900000001", To: "+5511988887777", Body: "Primeira", SessionID: &d.call, ActionID: &action})
	second := queue(ctx, sms.Outgoing{From: "+5511900000001", To: "+5511988887777", Body: "Segunda", SessionID: &other2})
	third := queue(ctx, sms.Outgoing{From: "+5511900000001", To: "+5511977776666", Body: "Terceira", SessionID: &d.call})
	d.ids = []uuid.UUID{third, second, first}
	d.theirs = queue(env.System(other.ID), sms.Outgoing{From: "+5511900000009", To: "+5511988887777", Body: "Outra org", SessionID: &d.call})
	// Sent before the doors are compared, so no status changes between them.
	env.StartWorker()
	for _, c := range []context.Context{ctx, env.System(other.ID)} {
		testkit.Eventually(t, 30*time.Second, "sent", func() bool {
			l, err := env.App.SMS.List(c, sms.Filter{})
			require.NoError(t, err)
			for _, m := range l.Items {
				if m.Status != sms.StatusSent {
					return false
				}
			}
			return true
		})
	}
	return d
}

// Both doors list the same messages, newest first, in the one envelope;
// filters and windows select alike; another organization's messages never
// show.
func TestSMSMessagesBothDoors(t *testing.T) {
	t.Parallel()
	d := newSMSDoor(t)
	unknown := uuid.NewString()
	for _, c := range []struct {
		name, query, args string
		want              []uuid.UUID
		total             int64
	}{
		{"All", "", "", d.ids, 3},
		{"Session", "?session_id=" + d.call.String(), `(sessionId: "` + d.call.String() + `")`, []uuid.UUID{d.ids[0], d.ids[2]}, 2},
		{"Outbound", "?direction=outbound&limit=1&offset=1", `(direction: "outbound", limit: 1, offset: 1)`, []uuid.UUID{d.ids[1]}, 3},
		{"Inbound", "?direction=inbound", `(direction: "inbound")`, []uuid.UUID{}, 0},
		{"UnknownSession", "?session_id=" + unknown, `(sessionId: "` + unknown + `")`, []uuid.UUID{}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			rest := d.viewer.Do("GET", "/api/v1/actions/sms-messages"+c.query, nil)
			require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
			var data map[string]json.RawMessage
			d.viewer.GraphQL(`{ smsMessages`+c.args+` { items { `+smsFields+` } total limit offset nextCursor } }`, nil).Decode(t, &data)
			sameJSON(t, rest.Body, data["smsMessages"])
			var l graph.SmsMessageList
			rest.JSON(t, &l)
			got := []uuid.UUID{}
			for _, m := range l.Items {
				got = append(got, m.ID)
			}
			require.Equal(t, c.want, got)
			require.Equal(t, c.total, *l.Total)
		})
	}
	// The shape of one message, snake_case with every key.
	r := d.viewer.Do("GET", "/api/v1/actions/sms-messages?limit=3", nil)
	var body struct {
		Items []map[string]any `json:"items"`
	}
	r.JSON(t, &body)
	keys := []string{"id", "direction", "from_number", "to_number", "body", "provider", "provider_message_id", "action_id", "session_id", "status", "error", "created_at"}
	for _, m := range body.Items {
		require.Len(t, m, len(keys))
		for _, k := range keys {
			require.Contains(t, m, k)
		}
	}
	oldest := body.Items[2]
	require.Equal(t, "sent", oldest["status"])
	require.True(t, strings.HasPrefix(oldest["provider_message_id"].(string), "log-"))
	require.NotNil(t, oldest["action_id"])
	require.Equal(t, "log", oldest["provider"])
	require.Equal(t, "outbound", oldest["direction"])
	require.Equal(t, "Primeira", oldest["body"])
	require.Nil(t, body.Items[0]["action_id"])

	// The other organization sees its own message only.
	var l graph.SmsMessageList
	d.stranger.Do("GET", "/api/v1/actions/sms-messages?session_id="+d.call.String(), nil).JSON(t, &l)
	require.Len(t, l.Items, 1)
	require.Equal(t, d.theirs, l.Items[0].ID)
}

// Bad filters and windows are 400s naming the argument on both doors; no
// session is 401.
func TestSMSMessagesErrors(t *testing.T) {
	t.Parallel()
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("SMS Errors")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	for q, field := range map[string]string{
		"direction=sideways": "direction", "session_id=nope": "session_id", "limit=0": "limit", "limit=201": "limit",
		"offset=-1": "offset", "offset=10001": "offset", "limit=many": "limit",
	} {
		r := viewer.Do("GET", "/api/v1/actions/sms-messages?"+q, nil)
		require.Equal(t, http.StatusBadRequest, r.Status, q+": "+string(r.Body))
		require.Contains(t, r.Detail(t), field, q)
	}
	for args, field := range map[string]string{`(direction: "sideways")`: "direction", `(sessionId: "nope")`: "session_id",
		`(limit: 0)`: "limit", `(offset: 10001)`: "offset"} {
		g := viewer.GraphQL(`{ smsMessages`+args+` { total } }`, nil)
		require.Equal(t, "BAD_USER_INPUT", g.Code(), args+": "+string(g.Body))
		require.Contains(t, g.Errors[0].Message, field)
	}
	r := env.Do(testkit.Request{Method: "GET", Path: "/api/v1/actions/sms-messages"})
	require.Equal(t, http.StatusUnauthorized, r.Status)
}
