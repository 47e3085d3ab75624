package internal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/testkit"
)

// The keys the fake calendar knows: good and other are accepted (two
// accounts), failing makes /me answer 500; anything else is refused.
const (
	calKeyGood    = "cal_live_7f3a9b2c4d5e6f708192a3b4c5d6e7f8"
	calKeyOther   = "cal_live_0a1b2c3d4e5f60718293a4b5c6d7e8f9"
	calKeyFailing = "cal_live_failing_upstream_key_000000000"
)

// Event types of the fake: 42 offers 09:00 and 10:00 UTC every day and
// books; 43 offers the same but refuses to book (400); 500 fails its slots.
const (
	evtOK          = 42
	evtRefusesBook = 43
	evtSlotsFail   = 500
)

// calendarFake is a Cal.com API v2 server (TLS) speaking its wire formats:
// {status: "success", data} answers and {status: "error", error: {code,
// message}} errors. It counts what it receives and remembers every
// Authorization header.
type calendarFake struct {
	srv      *httptest.Server
	me       atomic.Int64
	events   atomic.Int64
	slots    atomic.Int64
	bookings atomic.Int64
	mu       sync.Mutex
	auths    []string
	versions map[string]string // path -> last cal-api-version
	lastBody map[string]any    // the last POST /bookings body
}

func newCalendarFake(t testing.TB) *calendarFake {
	f := &calendarFake{versions: map[string]string{}}
	f.srv = httptest.NewTLSServer(http.HandlerFunc(f.serve))
	t.Cleanup(f.srv.Close)
	return f
}

func calError(w http.ResponseWriter, status int, code, msg, path string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"status": "error", "timestamp": "2030-01-01T00:00:00.000Z", "path": path,
		"error": map[string]any{"code": code, "message": msg}})
}

func calData(w http.ResponseWriter, status int, data any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{"status": "success", "data": data})
}

func (f *calendarFake) serve(w http.ResponseWriter, r *http.Request) {
	path := strings.TrimPrefix(r.URL.Path, "/v2")
	key := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
	f.mu.Lock()
	f.auths = append(f.auths, r.Header.Get("Authorization"))
	f.versions[path] = r.Header.Get("cal-api-version")
	f.mu.Unlock()
	if key == calKeyFailing {
		f.me.Add(1)
		calError(w, http.StatusInternalServerError, "InternalServerErrorException", "Internal server error", r.URL.Path)
		return
	}
	if key != calKeyGood && key != calKeyOther {
		if path == "/me" {
			f.me.Add(1)
		}
		calError(w, http.StatusUnauthorized, "UnauthorizedException", "Invalid API Key", r.URL.Path)
		return
	}
	switch {
	case path == "/me" && r.Method == http.MethodGet:
		f.me.Add(1)
		name := "ana"
		if key == calKeyOther {
			name = "bo"
		}
		calData(w, http.StatusOK, map[string]any{"id": 7, "username": name, "email": name + "@clinic.example",
			"timeFormat": 24, "defaultScheduleId": 3, "weekStart": "Monday", "timeZone": "Europe/Lisbon", "organizationId": nil})
	case path == "/event-types" && r.Method == http.MethodGet:
		f.events.Add(1)
		calData(w, http.StatusOK, []any{
			map[string]any{"id": evtOK, "title": "Consultation", "slug": "consultation", "lengthInMinutes": 30, "hidden": false},
			map[string]any{"id": evtRefusesBook, "title": "Follow-up", "slug": "follow-up", "lengthInMinutes": 15, "hidden": false},
		})
	case path == "/slots" && r.Method == http.MethodGet:
		f.slots.Add(1)
		q := r.URL.Query()
		id, _ := strconv.Atoi(q.Get("eventTypeId"))
		if id == evtSlotsFail {
			calError(w, http.StatusBadGateway, "BadGatewayException", "upstream calendar unavailable", r.URL.Path)
			return
		}
		start, err := time.Parse(time.RFC3339, q.Get("start"))
		end, err2 := time.Parse(time.RFC3339, q.Get("end"))
		loc, err3 := time.LoadLocation(q.Get("timeZone"))
		if err != nil || err2 != nil || err3 != nil || q.Get("timeZone") == "" {
			calError(w, http.StatusBadRequest, "BadRequestException", "start, end and timeZone are required", r.URL.Path)
			return
		}
		days := map[string][]any{}
		for d := start.UTC().Truncate(24 * time.Hour); !d.After(end); d = d.Add(24 * time.Hour) {
			for _, h := range []int{9, 10} {
				s := d.Add(time.Duration(h) * time.Hour)
				if s.Before(start) || s.After(end) {
					continue
				}
				local := s.In(loc)
				days[local.Format(time.DateOnly)] = append(days[local.Format(time.DateOnly)],
					map[string]any{"start": local.Format("2006-01-02T15:04:05.000Z07:00")})
			}
		}
		calData(w, http.StatusOK, days)
	case path == "/bookings" && r.Method == http.MethodPost:
		body, _ := io.ReadAll(r.Body)
		var in map[string]any
		_ = json.Unmarshal(body, &in)
		f.mu.Lock()
		f.lastBody = in
		f.mu.Unlock()
		if id, _ := in["eventTypeId"].(float64); int(id) == evtRefusesBook {
			calError(w, http.StatusBadRequest, "BadRequestException", "User either already has booking at this time or is not available", r.URL.Path)
			return
		}
		n := f.bookings.Add(1)
		start, _ := time.Parse(time.RFC3339, fmt.Sprint(in["start"]))
		att, _ := in["attendee"].(map[string]any)
		calData(w, http.StatusCreated, map[string]any{"id": n, "uid": fmt.Sprintf("bk_%d", n), "title": fmt.Sprintf("Consultation between Ana and %v", att["name"]),
			"status": "accepted", "start": start.UTC().Format("2006-01-02T15:04:05.000Z"), "end": start.Add(30 * time.Minute).UTC().Format("2006-01-02T15:04:05.000Z"),
			"duration": 30, "eventTypeId": in["eventTypeId"], "attendees": []any{att}, "location": "https://app.cal.com/video/x"})
	default:
		calError(w, http.StatusNotFound, "NotFoundException", "Cannot "+r.Method+" "+r.URL.Path, r.URL.Path)
	}
}

// requests is how many requests the fake received.
func (f *calendarFake) requests() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.auths)
}

func (f *calendarFake) version(path string) string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.versions[path]
}

// newCalendarFixture is newCustomFixture with the calendar provider at a
// fake Cal.com.
func newCalendarFixture(t *testing.T) (*actionsFixture, *calendarFake) {
	fake := newCalendarFake(t)
	f := newCustomFixture(t, testkit.WithVar("CALCOM_BASE_URL", fake.srv.URL+"/v2"))
	return f, fake
}

const integrationGQL = `{ type provider status connectedAt account { username email timeZone } }`

func TestCalendarIntegration(t *testing.T) {
	t.Parallel()
	f, fake := newCalendarFixture(t)
	ctx := context.Background()

	t.Run("DisconnectedAtFirst", func(t *testing.T) {
		r := f.viewer.Do("GET", "/api/v1/integrations", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.JSONEq(t, `{"items":[{"type":"calendar","provider":"calcom","status":"disconnected","connected_at":null,"account":null}]}`, string(r.Body))
		r = f.viewer.Do("GET", "/api/v1/integrations/calendar/events", nil)
		require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
		require.Contains(t, r.Detail(t), "not connected")
		require.Equal(t, 0, fake.requests())
	})

	t.Run("ErrRoles", func(t *testing.T) {
		for _, s := range []*testkit.Session{f.viewer, f.editor} {
			r := s.Do("POST", "/api/v1/integrations/calendar/connect", map[string]any{"api_key": calKeyGood})
			require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
			require.Contains(t, r.Detail(t), "admin")
			r = s.Do("DELETE", "/api/v1/integrations/calendar", nil)
			require.Equal(t, http.StatusForbidden, r.Status, string(r.Body))
			require.Equal(t, "FORBIDDEN", s.GraphQL(`mutation($k: String!) { connectCalendar(apiKey: $k) { status } }`, map[string]any{"k": calKeyGood}).Code())
		}
		require.Equal(t, 0, fake.requests(), "the provider is not asked for a refused role")
	})

	t.Run("ErrKey", func(t *testing.T) {
		r := f.admn.Do("POST", "/api/v1/integrations/calendar/connect", map[string]any{})
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Equal(t, []string{"api_key"}, problemPaths(t, r))
		require.Equal(t, 0, fake.requests())

		r = f.admn.Do("POST", "/api/v1/integrations/calendar/connect", map[string]any{"api_key": "cal_live_wrong"})
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Equal(t, []string{"api_key"}, problemPaths(t, r))
		require.Contains(t, r.Detail(t), "Invalid API Key")

		r = f.admn.Do("POST", "/api/v1/integrations/calendar/connect", map[string]any{"api_key": calKeyFailing})
		require.Equal(t, http.StatusBadGateway, r.Status, string(r.Body))
		require.NotContains(t, string(r.Body), calKeyFailing)

		var n int
		require.NoError(t, f.env.App.DB.QueryRow(ctx, `SELECT count(*) FROM integrations`).Scan(&n))
		require.Zero(t, n, "nothing stored")
		r = f.viewer.Do("GET", "/api/v1/integrations/calendar", nil)
		require.Equal(t, "disconnected", r.Map(t)["status"])
	})

	var connected map[string]any
	t.Run("Connect", func(t *testing.T) {
		before := fake.me.Load()
		r := f.admn.Do("POST", "/api/v1/integrations/calendar/connect", map[string]any{"api_key": calKeyGood})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, before+1, fake.me.Load())
		connected = r.Map(t)
		require.Equal(t, "connected", connected["status"])
		require.Equal(t, map[string]any{"username": "ana", "email": "ana@clinic.example", "time_zone": "Europe/Lisbon"}, connected["account"])
		at, err := time.Parse(time.RFC3339, connected["connected_at"].(string))
		require.NoError(t, err)
		require.WithinDuration(t, time.Now(), at, time.Hour)
		require.NotContains(t, string(r.Body), calKeyGood)

		var sealed []byte
		require.NoError(t, f.env.App.DB.QueryRow(ctx, `SELECT credentials FROM integrations`).Scan(&sealed))
		require.NotContains(t, string(sealed), calKeyGood, "stored encrypted")
	})

	t.Run("BothDoors", func(t *testing.T) {
		r := f.viewer.Do("GET", "/api/v1/integrations/calendar", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, connected, r.Map(t))
		list := f.viewer.Do("GET", "/api/v1/integrations", nil)
		require.Equal(t, []any{connected}, list.Map(t)["items"])

		var g struct {
			CalendarIntegration struct {
				Type, Provider, Status, ConnectedAt string
				Account                             struct{ Username, Email, TimeZone string }
			}
			Integrations []struct{ Status string }
		}
		f.viewer.GraphQL(`{ calendarIntegration `+integrationGQL+` integrations { status } }`, nil).Decode(t, &g)
		require.Equal(t, "connected", g.CalendarIntegration.Status)
		require.Equal(t, connected["connected_at"], g.CalendarIntegration.ConnectedAt)
		require.Equal(t, "Europe/Lisbon", g.CalendarIntegration.Account.TimeZone)
		require.Equal(t, "ana", g.CalendarIntegration.Account.Username)
		require.Len(t, g.Integrations, 1)
	})

	t.Run("Events", func(t *testing.T) {
		r := f.viewer.Do("GET", "/api/v1/integrations/calendar/events", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.JSONEq(t, `{"items":[{"id":42,"title":"Consultation","slug":"consultation","length_minutes":30},
			{"id":43,"title":"Follow-up","slug":"follow-up","length_minutes":15}]}`, string(r.Body))
		require.Equal(t, "2024-06-14", fake.version("/event-types"))
		var g struct {
			CalendarEventTypes []struct {
				ID            int
				Slug          string
				LengthMinutes int
			}
		}
		f.viewer.GraphQL(`{ calendarEventTypes { id title slug lengthMinutes } }`, nil).Decode(t, &g)
		require.Len(t, g.CalendarEventTypes, 2)
		require.Equal(t, 42, g.CalendarEventTypes[0].ID)
		require.Equal(t, 30, g.CalendarEventTypes[0].LengthMinutes)
		fake.mu.Lock()
		last := fake.auths[len(fake.auths)-1]
		fake.mu.Unlock()
		require.Equal(t, "Bearer "+calKeyGood, last)
	})

	t.Run("Capabilities", func(t *testing.T) {
		r := f.viewer.Do("GET", "/api/v1/actions/capabilities", nil)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, map[string]any{"provider": "calcom", "connected": true}, r.Map(t)["calendar"])
	})

	t.Run("Tenancy", func(t *testing.T) {
		r := f.stranger.Do("GET", "/api/v1/integrations/calendar", nil)
		require.Equal(t, "disconnected", r.Map(t)["status"])
		r = f.stranger.Do("GET", "/api/v1/integrations/calendar/events", nil)
		require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
		r = f.stranger.Do("GET", "/api/v1/actions/capabilities", nil)
		require.Equal(t, false, r.Map(t)["calendar"].(map[string]any)["connected"])
	})

	t.Run("ReplaceKey", func(t *testing.T) {
		var g struct{ ConnectCalendar struct{ Status string } }
		f.admn.GraphQL(`mutation($k: String!) { connectCalendar(apiKey: $k) { status } }`, map[string]any{"k": calKeyOther}).Decode(t, &g)
		require.Equal(t, "connected", g.ConnectCalendar.Status)
		r := f.viewer.Do("GET", "/api/v1/integrations/calendar", nil)
		require.Equal(t, "bo", r.Map(t)["account"].(map[string]any)["username"])
		// Back to the first key through REST.
		r = f.admn.Do("POST", "/api/v1/integrations/calendar/connect", map[string]any{"api_key": calKeyGood})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	})

	t.Run("Disconnect", func(t *testing.T) {
		r := f.admn.Do("DELETE", "/api/v1/integrations/calendar", nil)
		require.Equal(t, http.StatusNoContent, r.Status, string(r.Body))
		seen := fake.requests()
		r = f.viewer.Do("GET", "/api/v1/integrations/calendar", nil)
		require.JSONEq(t, `{"type":"calendar","provider":"calcom","status":"disconnected","connected_at":null,"account":null}`, string(r.Body))
		r = f.viewer.Do("GET", "/api/v1/integrations/calendar/events", nil)
		require.Equal(t, http.StatusConflict, r.Status, string(r.Body))
		require.Equal(t, seen, fake.requests(), "the key is never sent again")
		var n int
		require.NoError(t, f.env.App.DB.QueryRow(ctx, `SELECT count(*) FROM integrations`).Scan(&n))
		require.Zero(t, n, "the key is wiped")
		// Again: still 204; GraphQL answers true.
		var g struct{ DisconnectCalendar bool }
		f.admn.GraphQL(`mutation { disconnectCalendar }`, nil).Decode(t, &g)
		require.True(t, g.DisconnectCalendar)
	})

	t.Run("AuditWithoutKey", func(t *testing.T) {
		rows, err := f.env.App.DB.Query(ctx, `SELECT action, coalesce(before::text, ''), coalesce(after::text, '') FROM audit_log
			WHERE action LIKE 'calendar_integration.%' ORDER BY created_at`)
		require.NoError(t, err)
		var actions []string
		for rows.Next() {
			var action, before, after string
			require.NoError(t, rows.Scan(&action, &before, &after))
			actions = append(actions, action)
			for _, k := range []string{calKeyGood, calKeyOther} {
				require.NotContains(t, before+after, k)
			}
		}
		require.NoError(t, rows.Err())
		require.Equal(t, []string{"calendar_integration.connected", "calendar_integration.connected", "calendar_integration.connected",
			"calendar_integration.disconnected"}, actions)
	})

	t.Run("KeyNeverLogged", func(t *testing.T) {
		logs := f.env.Logs()
		for _, k := range []string{calKeyGood, calKeyOther, calKeyFailing} {
			require.NotContains(t, logs, k)
		}
	})
}
