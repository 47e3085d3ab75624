package actions

import (
	"context"
	"encoding/json"
	"fmt"
	"net/mail"
	"regexp"
	"strings"
	"time"
	_ "time/tzdata" // attendees' time zones resolve on hosts without zoneinfo

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/bookings"
	"voiceagent/internal/calls"
	"voiceagent/internal/integrations"
	"voiceagent/internal/platform/apperr"
)

// Calendar is the organization's calendar as booking actions use it (the
// integrations service).
type Calendar interface {
	// Connected tells whether an organization connected its calendar.
	Connected(ctx context.Context, orgID uuid.UUID) (bool, error)
	// Account is the connected account (Conflict: not connected).
	Account(ctx context.Context, orgID uuid.UUID) (integrations.Account, error)
	// Slots are the starts an event type offers (Conflict, BadGateway).
	Slots(ctx context.Context, orgID uuid.UUID, eventTypeID int, start, end time.Time, timeZone string) ([]time.Time, error)
	// Book makes a booking (Conflict, BadGateway).
	Book(ctx context.Context, orgID uuid.UUID, r integrations.BookingRequest) (integrations.Booked, error)
}

// Bookings records the bookings actions make (the bookings service).
type Bookings interface {
	CreateOnce(ctx context.Context, key string, make bookings.MakeFunc) (bookings.Booking, bool, error)
}

// BookingAttendee is who a booking is for.
type BookingAttendee struct {
	Name        *string `json:"name"`
	Email       *string `json:"email"`
	PhoneNumber *string `json:"phone_number"`
	TimeZone    *string `json:"time_zone"`
}

// BookingExecuteInput is the body of a booking action's execute:
// `{session_id, start, attendee: {name, email, phone_number?, time_zone?}}`.
type BookingExecuteInput struct {
	SessionID *string          `json:"session_id"`
	Start     *string          `json:"start"`
	Attendee  *BookingAttendee `json:"attendee"`
}

// BookingDetails is what a booking made by a booking action records of the
// provider's booking.
type BookingDetails struct {
	Provider           string `json:"provider"`
	ProviderBookingUID string `json:"provider_booking_uid"`
	EventTypeID        int    `json:"event_type_id"`
	BookingActionID    string `json:"booking_action_id"`
}

// ExecutedBooking is the booking an execute made or found: Created is
// false when the same action, session and start had booked it before.
type ExecutedBooking struct {
	bookings.Booking
	Created bool `json:"-"`
}

// DetailsOf reads a booking's details as a booking action records them.
func DetailsOf(b bookings.Booking) BookingDetails {
	var d BookingDetails
	_ = json.Unmarshal(b.Details, &d)
	return d
}

var e164 = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

// booking is a checked execute input.
type booking struct {
	start    time.Time
	name     string
	email    string
	phone    string
	timeZone string // empty: the calendar account's
}

// checkBooking reads in's start and attendee, naming every bad field.
func checkBooking(in BookingExecuteInput) (booking, error) {
	c := &checker{}
	var out booking
	switch {
	case in.Start == nil || strings.TrimSpace(*in.Start) == "":
		c.Add("start", "is required: an RFC 3339 time, e.g. 2030-01-02T15:00:00Z")
	default:
		t, err := time.Parse(time.RFC3339, strings.TrimSpace(*in.Start))
		if err != nil {
			c.Add("start", "must be an RFC 3339 time, e.g. 2030-01-02T15:00:00Z")
		}
		out.start = t.UTC()
	}
	a := in.Attendee
	if a == nil {
		c.Add("attendee", "is required: {name, email, phone_number?, time_zone?}")
		return out, c.Err()
	}
	if a.Name == nil {
		c.Add("attendee.name", "is required")
	} else if c.text("attendee.name", *a.Name, 1, 300) {
		out.name = strings.TrimSpace(*a.Name)
	}
	if a.Email == nil || strings.TrimSpace(*a.Email) == "" {
		c.Add("attendee.email", "is required")
	} else if c.text("attendee.email", *a.Email, 1, 254) {
		addr, err := mail.ParseAddress(strings.TrimSpace(*a.Email))
		if err != nil || addr.Name != "" || addr.Address != strings.TrimSpace(*a.Email) {
			c.Add("attendee.email", "must be an email address, e.g. ana@example.com")
		} else {
			out.email = addr.Address
		}
	}
	if a.PhoneNumber != nil && *a.PhoneNumber != "" {
		if !e164.MatchString(*a.PhoneNumber) {
			c.Add("attendee.phone_number", "must be an E.164 number, e.g. +5511987654321")
		}
		out.phone = *a.PhoneNumber
	}
	if a.TimeZone != nil && *a.TimeZone != "" {
		if _, err := time.LoadLocation(*a.TimeZone); err != nil || *a.TimeZone == "Local" || len(*a.TimeZone) > 64 {
			c.Add("attendee.time_zone", "must be an IANA time zone, e.g. America/Sao_Paulo")
		}
		out.timeZone = *a.TimeZone
	}
	return out, c.Err()
}

// executeBookingAction books the action's event type at in.Start for the
// call in.SessionID names: the start must be among the slots the calendar
// offers that day; the booking is recorded (booking.created) and, on an
// active call, a booking call action. The same action, session and start
// again find that booking: no second provider call, no second event.
// Errors: Forbidden (editors and above), Invalid (start, attendee.*,
// session_id), NotFound (the action, the session), Conflict (calendar not
// connected, start not offered), BadGateway (the provider failed).
func (s *Service) executeBookingAction(ctx context.Context, id uuid.UUID, in BookingExecuteInput) (ExecutedBooking, error) {
	orgID, err := auth.Authorize(ctx, auth.WriteActions)
	if err != nil {
		return ExecutedBooking{}, err
	}
	bk, err := checkBooking(in)
	if err != nil {
		return ExecutedBooking{}, err
	}
	st, sp, err := s.BookingActions.spec(ctx, orgID, id)
	if err != nil {
		return ExecutedBooking{}, err
	}
	c, err := s.call(ctx, in.SessionID)
	if err != nil {
		return ExecutedBooking{}, err
	}
	out, err := s.book(ctx, c, st, sp, bk)
	if err != nil || !out.Created || c.Status != "active" {
		return out, err
	}
	d := DetailsOf(out.Booking)
	return out, s.recordOnCall(ctx, c, calls.ActionInput{ActionID: st.ID.String(), Type: "booking", Name: st.Name, Success: true,
		Input:  map[string]any{"start": bk.start.Format(time.RFC3339), "event_type_id": sp.EventTypeID, "name": bk.name, "email": bk.email},
		Result: map[string]any{"booking_id": out.ID, "provider_booking_uid": d.ProviderBookingUID, "starts_at": out.StartsAt, "ends_at": out.EndsAt}})
}

// book makes bk on the calendar once per action, session and start, and
// records it.
func (s *Service) book(ctx context.Context, c calls.Call, st stored, sp BookingActionSpec, bk booking) (ExecutedBooking, error) {
	if s.calendar == nil || s.bookings == nil {
		return ExecutedBooking{}, apperr.Conflictf("the calendar is not connected")
	}
	orgID := c.OrganizationID
	key := fmt.Sprintf("booking_action:%s:%s:%s", st.ID, c.ID, bk.start.Format(time.RFC3339))
	b, created, err := s.bookings.CreateOnce(ctx, key, func(ctx context.Context) (bookings.CreateInput, error) {
		tz := bk.timeZone
		if tz == "" {
			acc, err := s.calendar.Account(ctx, orgID)
			if err != nil {
				return bookings.CreateInput{}, err
			}
			tz = acc.TimeZone
		}
		loc, err := time.LoadLocation(tz)
		if err != nil || tz == "" {
			tz, loc = "UTC", time.UTC
		}
		local := bk.start.In(loc)
		day := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
		slots, err := s.calendar.Slots(ctx, orgID, sp.EventTypeID, day, day.AddDate(0, 0, 1).Add(-time.Second), tz)
		if err != nil {
			return bookings.CreateInput{}, err
		}
		offered := false
		for _, t := range slots {
			if t.Equal(bk.start) {
				offered = true
				break
			}
		}
		if !offered {
			return bookings.CreateInput{}, apperr.Conflictf("start %s is not a free slot of event type %d on %s (%s); choose one the calendar offers",
				bk.start.Format(time.RFC3339), sp.EventTypeID, day.Format(time.DateOnly), tz)
		}
		made, err := s.calendar.Book(ctx, orgID, integrations.BookingRequest{Start: bk.start, EventTypeID: sp.EventTypeID,
			Name: bk.name, Email: bk.email, TimeZone: tz, PhoneNumber: bk.phone})
		if err != nil {
			return bookings.CreateInput{}, err
		}
		end := made.End
		if end.IsZero() || end.Before(made.Start) {
			end = made.Start.Add(time.Duration(sp.DurationMinutes) * time.Minute)
		}
		title := made.Title
		if title == "" {
			title = st.Name
		}
		return bookings.CreateInput{SessionID: c.ID, StartsAt: &made.Start, EndsAt: &end, Title: truncate(title, 300),
			CustomerName: bk.name, CustomerPhone: bk.phone,
			Details: map[string]any{"provider": CalendarProvider, "provider_booking_uid": made.UID,
				"event_type_id": sp.EventTypeID, "booking_action_id": st.ID.String()}}, nil
	})
	return ExecutedBooking{Booking: b, Created: created}, err
}

// runBooking is a booking action on a flow's live call: it books the flow
// variables start, name and email (phone_number when set). Bad variables,
// a start not offered, a calendar not connected or failing are a failed
// action the flow goes on from.
func (s *Service) runBooking(ctx context.Context, c calls.Call, st stored, vars map[string]string) (NodeResult, error) {
	_, sp, err := s.BookingActions.decode(st)
	if err != nil {
		return NodeResult{}, err
	}
	str := func(name string) *string {
		v, ok := vars[name]
		if !ok {
			return nil
		}
		return &v
	}
	in := BookingExecuteInput{Start: str("start"), Attendee: &BookingAttendee{Name: str("name"), Email: str("email"),
		PhoneNumber: str("phone_number"), TimeZone: str("time_zone")}}
	fail := func(err error) (NodeResult, error) {
		if e, ok := apperr.As(err); ok && e.Code != apperr.Internal && e.Code != apperr.Unavailable {
			return NodeResult{Type: "booking", Name: st.Name, Error: truncate(e.Error(), 500)}, nil
		}
		return NodeResult{}, err
	}
	bk, err := checkBooking(in)
	if err != nil {
		return fail(err)
	}
	out, err := s.book(ctx, c, st, sp, bk)
	if err != nil {
		return fail(err)
	}
	d := DetailsOf(out.Booking)
	return NodeResult{Type: "booking", Name: st.Name, Success: true,
		Result:    map[string]any{"booking_id": out.ID, "provider_booking_uid": d.ProviderBookingUID, "starts_at": out.StartsAt, "ends_at": out.EndsAt},
		Variables: map[string]any{"booking_id": out.ID.String(), "booking_start": out.StartsAt.Format(time.RFC3339)}}, nil
}
