package internal_test

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/events"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks"
)

const executeBookingGQL = `mutation($id: ID!, $in: BookingExecuteInput!) { executeBookingAction(id: $id, input: $in) {
	id sessionId startsAt endsAt title customerName customerPhone created
	details { provider providerBookingUid eventTypeId bookingActionId } } }`

// bookingDay is a day the fake offers 09:00 and 10:00 UTC on.
var bookingDay = time.Now().UTC().AddDate(0, 0, 10).Truncate(24 * time.Hour)

func slotAt(hour int) string {
	return bookingDay.Add(time.Duration(hour) * time.Hour).Format(time.RFC3339)
}

func bookBody(session, start string) map[string]any {
	return map[string]any{"session_id": session, "start": start,
		"attendee": map[string]any{"name": "Rui Costa", "email": "rui@example.com", "phone_number": "+351912345678", "time_zone": "Europe/Lisbon"}}
}

// bookingEvents counts the organization's booking.created events (an
// endpoint subscribes to them, so each is stored).
func bookingEvents(t *testing.T, f *actionsFixture) int {
	t.Helper()
	var n int
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(),
		`SELECT count(*) FROM webhook_events WHERE organization_id = $1 AND event = $2`, f.orgID(t), events.BookingCreated).Scan(&n))
	return n
}

func TestBookingActionExecute(t *testing.T) {
	t.Parallel()
	f, fake := newCalendarFixture(t)
	ctx := f.env.System(f.orgID(t))
	url, evs := "https://receiver.invalid/hooks", []string{events.BookingCreated}
	_, err := f.env.App.Webhooks.Create(ctx, webhooks.EndpointInput{URL: &url, Events: &evs})
	require.NoError(t, err)

	action := create(t, f, "booking-actions", map[string]any{"name": "Consult", "event_type_id": evtOK, "duration_minutes": 30})
	refuses := create(t, f, "booking-actions", map[string]any{"name": "Follow-up", "event_type_id": evtRefusesBook})
	failing := create(t, f, "booking-actions", map[string]any{"name": "Broken", "event_type_id": evtSlotsFail})
	session := f.callOn(t, true, false)
	exec := func(id string, body any) *testkit.Response {
		return f.editor.Do("POST", "/api/v1/actions/booking-actions/"+id+"/execute", body)
	}

	t.Run("ErrDisconnected", func(t *testing.T) {
		r := exec(action, bookBody(session, slotAt(9)))
		require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "not connected")
		require.Equal(t, 0, fake.requests())
	})

	r := f.admn.Do("POST", "/api/v1/integrations/calendar/connect", map[string]any{"api_key": calKeyGood})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))

	var first map[string]any
	t.Run("Books", func(t *testing.T) {
		r := exec(action, bookBody(session, slotAt(9)))
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		first = r.Map(t)
		require.Equal(t, session, first["session_id"])
		require.Equal(t, slotAt(9), first["starts_at"])
		require.Equal(t, bookingDay.Add(9*time.Hour+30*time.Minute).Format(time.RFC3339), first["ends_at"])
		require.Equal(t, "Consultation between Ana and Rui Costa", first["title"])
		require.Equal(t, "Rui Costa", first["customer_name"])
		require.Equal(t, "+351912345678", first["customer_phone"])
		require.Equal(t, map[string]any{"provider": "calcom", "provider_booking_uid": "bk_1", "event_type_id": float64(evtOK),
			"booking_action_id": action}, first["details"])
		require.NotContains(t, first, "created")
		require.EqualValues(t, 1, fake.bookings.Load())
		require.Equal(t, "2024-09-04", fake.version("/slots"))
		require.Equal(t, "2024-08-13", fake.version("/bookings"))
		fake.mu.Lock()
		sent := fake.lastBody
		fake.mu.Unlock()
		require.Equal(t, map[string]any{"start": slotAt(9), "eventTypeId": float64(evtOK), "attendee": map[string]any{"name": "Rui Costa",
			"email": "rui@example.com", "timeZone": "Europe/Lisbon", "phoneNumber": "+351912345678"}}, sent)
		require.Equal(t, 1, bookingEvents(t, f))

		acts := callActions(t, f, session)
		require.Len(t, acts, 1)
		require.Equal(t, "booking", acts[0]["type"])
		require.Equal(t, action, acts[0]["action_id"])
		require.Equal(t, true, acts[0]["success"])
	})

	t.Run("RepeatIsTheSameBooking", func(t *testing.T) {
		slots := fake.slots.Load()
		r := exec(action, bookBody(session, bookingDay.Add(9*time.Hour).In(time.FixedZone("x", 3600)).Format(time.RFC3339)))
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, first, r.Map(t))
		require.EqualValues(t, 1, fake.bookings.Load(), "no second provider booking")
		require.Equal(t, slots, fake.slots.Load(), "the provider is not asked again")
		require.Equal(t, 1, bookingEvents(t, f))
		require.Len(t, callActions(t, f, session), 1)

		// The GraphQL door answers the same booking.
		var g struct {
			ExecuteBookingAction struct {
				ID, SessionID, StartsAt string
				Created                 bool
				Details                 struct {
					Provider, ProviderBookingUID, BookingActionID string
					EventTypeID                                   int
				}
			}
		}
		f.editor.GraphQL(executeBookingGQL, map[string]any{"id": action, "in": map[string]any{"sessionId": session, "start": slotAt(9),
			"attendee": map[string]any{"name": "Rui Costa", "email": "rui@example.com"}}}).Decode(t, &g)
		require.Equal(t, first["id"], g.ExecuteBookingAction.ID)
		require.Equal(t, slotAt(9), g.ExecuteBookingAction.StartsAt)
		require.False(t, g.ExecuteBookingAction.Created)
		require.Equal(t, "bk_1", g.ExecuteBookingAction.Details.ProviderBookingUID)
		require.Equal(t, evtOK, g.ExecuteBookingAction.Details.EventTypeID)
		require.EqualValues(t, 1, fake.bookings.Load())
	})

	t.Run("ConcurrentRepeatsBookOnce", func(t *testing.T) {
		const n = 6
		statuses := make([]int, n)
		ids := make([]string, n)
		var wg sync.WaitGroup
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				r := exec(action, bookBody(session, slotAt(10)))
				statuses[i] = r.Status
				if r.Status < 300 {
					ids[i], _ = r.Map(t)["id"].(string)
				}
			}()
		}
		wg.Wait()
		created := 0
		for i := range n {
			require.Contains(t, []int{http.StatusCreated, http.StatusOK}, statuses[i])
			require.Equal(t, ids[0], ids[i])
			if statuses[i] == http.StatusCreated {
				created++
			}
		}
		require.Equal(t, 1, created)
		require.EqualValues(t, 2, fake.bookings.Load())
		require.Equal(t, 2, bookingEvents(t, f))
	})

	t.Run("ErrNotOffered", func(t *testing.T) {
		r := exec(action, bookBody(session, slotAt(11)))
		require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "not a free slot")
		require.EqualValues(t, 2, fake.bookings.Load())
	})

	t.Run("ErrFields", func(t *testing.T) {
		body := bookBody(session, "tomorrow at nine")
		r := exec(action, body)
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Equal(t, []string{"start"}, problemPaths(t, r))
		body = bookBody(session, slotAt(9))
		delete(body["attendee"].(map[string]any), "email")
		r = exec(action, body)
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Equal(t, []string{"attendee.email"}, problemPaths(t, r))
		body = bookBody(session, slotAt(9))
		body["attendee"].(map[string]any)["phone_number"] = "12"
		body["attendee"].(map[string]any)["time_zone"] = "Mars/Olympus"
		r = exec(action, body)
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.ElementsMatch(t, []string{"attendee.phone_number", "attendee.time_zone"}, problemPaths(t, r))
		r = exec(action, map[string]any{"start": slotAt(9), "attendee": map[string]any{"name": "A", "email": "a@example.com"}})
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Equal(t, []string{"session_id"}, problemPaths(t, r))
		require.Equal(t, "BAD_USER_INPUT", f.editor.GraphQL(executeBookingGQL, map[string]any{"id": action, "in": map[string]any{"sessionId": session, "start": "x"}}).Code())
	})

	t.Run("ErrNotFound", func(t *testing.T) {
		r := exec(action, bookBody(uuid.NewString(), slotAt(9)))
		require.Equal(t, http.StatusNotFound, r.Status, string(r.Body))
		r = exec(uuid.NewString(), bookBody(session, slotAt(9)))
		require.Equal(t, http.StatusNotFound, r.Status, string(r.Body))
	})

	t.Run("ErrProvider", func(t *testing.T) {
		r := exec(failing, bookBody(session, slotAt(9)))
		require.Equal(t, http.StatusBadGateway, r.Status, string(r.Body))
		r = exec(refuses, bookBody(session, slotAt(9)))
		require.Equal(t, http.StatusBadGateway, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "already has booking")
		require.NotContains(t, string(r.Body), calKeyGood)
		require.Equal(t, 2, bookingEvents(t, f), "nothing recorded")
	})

	t.Run("ErrRole", func(t *testing.T) {
		r := f.viewer.Do("POST", "/api/v1/actions/booking-actions/"+action+"/execute", bookBody(session, slotAt(9)))
		require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "editor")
	})

	t.Run("Tenancy", func(t *testing.T) {
		r := f.stranger.Do("POST", "/api/v1/actions/booking-actions/"+action+"/execute", bookBody(session, slotAt(9)))
		require.Equal(t, http.StatusNotFound, r.Status, string(r.Body))
		// Another organization's session from this organization's action.
		strangerOrg := f.stranger.Do("GET", "/api/v1/integrations/calendar", nil)
		require.Equal(t, "disconnected", strangerOrg.Map(t)["status"])
	})

	t.Run("EndedCallBooksWithoutCallAction", func(t *testing.T) {
		ended := f.callOn(t, true, true)
		r := exec(action, bookBody(ended, slotAt(10)))
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		require.Empty(t, callActions(t, f, ended))
	})

	t.Run("FlowNodeBooksItsVariables", func(t *testing.T) {
		orgID := f.orgID(t)
		id := uuid.MustParse(action)
		other := f.callOn(t, true, false)
		res, err := f.env.App.Actions.RunNodeAction(context.Background(), orgID, other, id.String(), map[string]any{
			"start": slotAt(9), "name": "Ines", "email": "ines@example.com"})
		require.NoError(t, err)
		require.True(t, res.Success, res.Error)
		require.Equal(t, "booking", res.Type)
		require.NotEmpty(t, res.Variables["booking_id"])
		// Missing email: a failed action naming it, nothing booked.
		before := fake.bookings.Load()
		res, err = f.env.App.Actions.RunNodeAction(context.Background(), orgID, other, id.String(), map[string]any{"start": slotAt(10), "name": "Ines"})
		require.NoError(t, err)
		require.False(t, res.Success)
		require.Contains(t, res.Error, "attendee.email")
		require.Equal(t, before, fake.bookings.Load())
	})

	t.Run("KeyNeverLogged", func(t *testing.T) {
		require.NotContains(t, f.env.Logs(), calKeyGood)
	})
}

// Bookings of another organization's calendar are its own: a booking
// action of an organization without a calendar is refused even when
// another organization connected one.
func TestBookingActionOtherOrganizationCalendar(t *testing.T) {
	t.Parallel()
	f, fake := newCalendarFixture(t)
	r := f.stranger.Do("POST", "/api/v1/integrations/calendar/connect", map[string]any{"api_key": calKeyGood})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	action := create(t, f, "booking-actions", map[string]any{"name": "Consult", "event_type_id": evtOK})
	session := f.callOn(t, true, false)
	r = f.editor.Do("POST", "/api/v1/actions/booking-actions/"+action+"/execute", bookBody(session, slotAt(9)))
	require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
	require.EqualValues(t, 0, fake.bookings.Load())

	// The stranger's own session cannot be booked through this
	// organization's action, nor this organization's session through its.
	var strangerOrg uuid.UUID
	require.NoError(t, f.env.App.DB.QueryRow(context.Background(), `SELECT organization_id FROM integrations`).Scan(&strangerOrg))
	sctx := auth.WithPrincipal(context.Background(), auth.System(strangerOrg))
	ag, err := f.env.App.Agents.Create(sctx, agents.CreateInput{Name: "Other", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	_, err = f.env.App.Agents.Publish(sctx, ag.ID)
	require.NoError(t, err)
	c, err := f.env.App.Calls.Create(sctx, calls.CreateInput{AgentID: ag.ID, Channel: "phone", Direction: "inbound", FromNumber: "+5511987654321"})
	require.NoError(t, err)
	r = f.editor.Do("POST", "/api/v1/actions/booking-actions/"+action+"/execute", bookBody(c.ID.String(), slotAt(9)))
	require.Equal(t, http.StatusNotFound, r.Status, string(r.Body))
	require.EqualValues(t, 0, fake.bookings.Load())
}
