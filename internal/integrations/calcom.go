package integrations

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"voiceagent/internal/platform/egress"
)

// Cal.com API v2 pins each endpoint's answer shape with a cal-api-version
// header; these are the versions whose shapes this client reads.
const (
	versionEventTypes = "2024-06-14"
	versionSlots      = "2024-09-04"
	versionBookings   = "2024-08-13"

	// maxAnswer bounds what one provider answer may hold.
	maxAnswer = 1 << 20
	// callTimeout bounds one request to the provider.
	callTimeout = 10 * time.Second
)

// Account is the Cal.com user a key belongs to, from GET /me.
type Account struct {
	Username string `json:"username"`
	Email    string `json:"email"`
	TimeZone string `json:"time_zone"`
}

// EventType is one bookable kind of meeting of the account.
type EventType struct {
	ID            int    `json:"id"`
	Title         string `json:"title"`
	Slug          string `json:"slug"`
	LengthMinutes int    `json:"length_minutes"`
}

// BookingRequest is a booking to make: Start in UTC, the attendee's time
// zone (an IANA name) and phone (E.164, optional).
type BookingRequest struct {
	Start       time.Time
	EventTypeID int
	Name        string
	Email       string
	TimeZone    string
	PhoneNumber string
}

// Booked is the booking the provider made.
type Booked struct {
	UID   string
	Title string
	Start time.Time
	End   time.Time
}

// ProviderError is an answer of the provider other than success: Status 0
// when it could not be reached or answered something unreadable.
type ProviderError struct {
	Status  int
	Code    string
	Message string
}

func (e *ProviderError) Error() string {
	if e.Status == 0 {
		return "Cal.com could not be reached: " + e.Message
	}
	msg := e.Message
	if msg == "" {
		msg = e.Code
	}
	if msg == "" {
		msg = http.StatusText(e.Status)
	}
	return fmt.Sprintf("Cal.com answered %d: %s", e.Status, msg)
}

// refused tells a key the provider does not accept.
func (e *ProviderError) refused() bool {
	return e.Status == http.StatusUnauthorized || e.Status == http.StatusForbidden
}

// Client speaks Cal.com API v2 under one base URL.
type Client struct {
	base string
	http *http.Client
}

// NewClient returns a client of the API at base (CALCOM_BASE_URL) sending
// through hc (an egress client).
func NewClient(base string, hc *http.Client) *Client {
	return &Client{base: strings.TrimRight(base, "/"), http: hc}
}

// envelope is every v2 answer: {status, data} on success, {status: "error",
// error: {code, message}} otherwise.
type envelope struct {
	Status string          `json:"status"`
	Data   json.RawMessage `json:"data"`
	Error  *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// do sends one request with key and decodes the answer's data into out.
// Errors: *ProviderError.
func (c *Client) do(ctx context.Context, key, method, path, version string, query url.Values, body, out any) error {
	ctx, cancel := context.WithTimeout(ctx, callTimeout)
	defer cancel()
	u := c.base + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, u, rd)
	if err != nil {
		return &ProviderError{Message: "the request could not be built"}
	}
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Accept", "application/json")
	if version != "" {
		req.Header.Set("cal-api-version", version)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.http == nil {
		return &ProviderError{Message: "no HTTP client is configured"}
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return &ProviderError{Message: transportError(err)}
	}
	defer resp.Body.Close()
	raw, err := egress.ReadAll(resp.Body, maxAnswer)
	if err != nil {
		return &ProviderError{Message: "the answer could not be read"}
	}
	var env envelope
	decodeErr := json.Unmarshal(raw, &env)
	if resp.StatusCode < 200 || resp.StatusCode > 299 || env.Status == "error" {
		pe := &ProviderError{Status: resp.StatusCode}
		if decodeErr == nil && env.Error != nil {
			pe.Code, pe.Message = bounded(env.Error.Code, 100), bounded(env.Error.Message, 300)
		}
		if pe.Status >= 200 && pe.Status <= 299 {
			pe.Status = http.StatusBadGateway
		}
		return pe
	}
	if decodeErr != nil || len(env.Data) == 0 {
		return &ProviderError{Status: resp.StatusCode, Message: "the answer was not a Cal.com v2 JSON envelope"}
	}
	if err := json.Unmarshal(env.Data, out); err != nil {
		return &ProviderError{Status: resp.StatusCode, Message: "the answer's data had an unexpected shape"}
	}
	return nil
}

// transportError describes a failed exchange without the URL (the path is
// ours, the host is configuration: neither helps the caller).
func transportError(err error) string {
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return "no answer in time"
	}
	return bounded(err.Error(), 200)
}

func bounded(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// Me returns the account key belongs to. Errors: *ProviderError.
func (c *Client) Me(ctx context.Context, key string) (Account, error) {
	var me struct {
		Username string `json:"username"`
		Email    string `json:"email"`
		TimeZone string `json:"timeZone"`
	}
	if err := c.do(ctx, key, http.MethodGet, "/me", "", nil, nil, &me); err != nil {
		return Account{}, err
	}
	return Account{Username: me.Username, Email: me.Email, TimeZone: me.TimeZone}, nil
}

// EventTypes lists the account's event types. Errors: *ProviderError.
func (c *Client) EventTypes(ctx context.Context, key string) ([]EventType, error) {
	var list []struct {
		ID              int    `json:"id"`
		Title           string `json:"title"`
		Slug            string `json:"slug"`
		LengthInMinutes int    `json:"lengthInMinutes"`
	}
	if err := c.do(ctx, key, http.MethodGet, "/event-types", versionEventTypes, nil, nil, &list); err != nil {
		return nil, err
	}
	out := make([]EventType, len(list))
	for i, e := range list {
		out[i] = EventType{ID: e.ID, Title: e.Title, Slug: e.Slug, LengthMinutes: e.LengthInMinutes}
	}
	return out, nil
}

// Slots returns the starts an event type offers from start to end, read in
// timeZone. Errors: *ProviderError.
func (c *Client) Slots(ctx context.Context, key string, eventTypeID int, start, end time.Time, timeZone string) ([]time.Time, error) {
	q := url.Values{}
	q.Set("eventTypeId", strconv.Itoa(eventTypeID))
	q.Set("start", start.UTC().Format(time.RFC3339))
	q.Set("end", end.UTC().Format(time.RFC3339))
	q.Set("timeZone", timeZone)
	// data: {"2050-09-05": [{"start": "2050-09-05T09:00:00.000+02:00"}, ...], ...}
	var days map[string][]struct {
		Start string `json:"start"`
	}
	if err := c.do(ctx, key, http.MethodGet, "/slots", versionSlots, q, nil, &days); err != nil {
		return nil, err
	}
	var out []time.Time
	for _, slots := range days {
		for _, s := range slots {
			if t, err := time.Parse(time.RFC3339, s.Start); err == nil {
				out = append(out, t.UTC())
			}
		}
	}
	return out, nil
}

// Book makes a booking. Errors: *ProviderError.
func (c *Client) Book(ctx context.Context, key string, r BookingRequest) (Booked, error) {
	attendee := map[string]any{"name": r.Name, "email": r.Email, "timeZone": r.TimeZone}
	if r.PhoneNumber != "" {
		attendee["phoneNumber"] = r.PhoneNumber
	}
	body := map[string]any{"start": r.Start.UTC().Format(time.RFC3339), "eventTypeId": r.EventTypeID, "attendee": attendee}
	var b struct {
		UID   string `json:"uid"`
		Title string `json:"title"`
		Start string `json:"start"`
		End   string `json:"end"`
	}
	if err := c.do(ctx, key, http.MethodPost, "/bookings", versionBookings, nil, body, &b); err != nil {
		return Booked{}, err
	}
	if b.UID == "" {
		return Booked{}, &ProviderError{Status: http.StatusBadGateway, Message: "the booking answer had no uid"}
	}
	out := Booked{UID: b.UID, Title: b.Title, Start: r.Start.UTC()}
	if t, err := time.Parse(time.RFC3339, b.Start); err == nil {
		out.Start = t.UTC()
	}
	if t, err := time.Parse(time.RFC3339, b.End); err == nil {
		out.End = t.UTC()
	}
	return out, nil
}
