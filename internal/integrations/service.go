// Package integrations is the organization's connections to outside
// providers: today its calendar (Cal.com API v2), whose key is stored
// sealed and used to list event types, read free slots and make bookings.
package integrations

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/keyring"
)

// CredentialsPurpose is the keyring purpose sealing calendar keys.
const CredentialsPurpose = "calendar-credentials"

// The one integration there is.
const (
	TypeCalendar     = "calendar"
	ProviderCalcom   = "calcom"
	StatusConnected  = "connected"
	StatusDisconnect = "disconnected"
)

// maxKey bounds an API key as given.
const maxKey = 512

// Integration is one connection as the integrations screen shows it; the
// key is never part of it.
type Integration struct {
	Type        string     `json:"type"`
	Provider    string     `json:"provider"`
	Status      string     `json:"status"`
	ConnectedAt *time.Time `json:"connected_at"`
	Account     *Account   `json:"account"`
}

// IntegrationList is the answer of GET /integrations.
type IntegrationList struct {
	Items []Integration `json:"items"`
}

// EventTypeList is the answer of GET /integrations/calendar/events.
type EventTypeList struct {
	Items []EventType `json:"items"`
}

// ConnectInput is the body of POST /integrations/calendar/connect.
type ConnectInput struct {
	APIKey *string `json:"api_key"`
}

// Service stores the organization's calendar key and talks to the provider.
type Service struct {
	pool   *pgxpool.Pool
	sealer *keyring.Sealer
	client *Client
}

// NewService returns the service: keys sealed by ring, the provider at
// baseURL (CALCOM_BASE_URL) reached through hc (an egress client).
func NewService(pool *pgxpool.Pool, ring *keyring.Keyring, baseURL string, hc *http.Client) *Service {
	s := &Service{pool: pool, client: NewClient(baseURL, hc)}
	if ring != nil {
		s.sealer = ring.Sealer(CredentialsPurpose, "")
	}
	return s
}

// stored is the organization's calendar row.
type stored struct {
	sealed      []byte
	account     Account
	connectedAt time.Time
}

func disconnected() Integration {
	return Integration{Type: TypeCalendar, Provider: ProviderCalcom, Status: StatusDisconnect}
}

func (st *stored) integration() Integration {
	at := st.connectedAt.UTC()
	acc := st.account
	return Integration{Type: TypeCalendar, Provider: ProviderCalcom, Status: StatusConnected, ConnectedAt: &at, Account: &acc}
}

// load reads the organization's calendar (nil: not connected).
func (s *Service) load(ctx context.Context, q db.Querier, orgID uuid.UUID) (*stored, error) {
	var st stored
	var account []byte
	err := q.QueryRow(ctx, `SELECT credentials, account, connected_at FROM integrations WHERE organization_id = $1 AND type = $2`,
		orgID, TypeCalendar).Scan(&st.sealed, &account, &st.connectedAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, db.Wrap("load calendar integration", err)
	}
	if err := json.Unmarshal(account, &st.account); err != nil {
		return nil, err
	}
	return &st, nil
}

// List returns every integration of the organization, connected or not.
// Errors: Forbidden, Unauthorized.
func (s *Service) List(ctx context.Context) (IntegrationList, error) {
	cal, err := s.Calendar(ctx)
	if err != nil {
		return IntegrationList{}, err
	}
	return IntegrationList{Items: []Integration{cal}}, nil
}

// Calendar returns the calendar integration. Errors: Forbidden,
// Unauthorized.
func (s *Service) Calendar(ctx context.Context) (Integration, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return Integration{}, err
	}
	st, err := s.load(ctx, s.pool, orgID)
	if err != nil || st == nil {
		return disconnected(), err
	}
	return st.integration(), nil
}

// EventTypes lists the connected calendar's event types. Errors:
// Forbidden, Conflict (not connected), BadGateway (the provider failed).
func (s *Service) EventTypes(ctx context.Context) (EventTypeList, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return EventTypeList{}, err
	}
	key, _, err := s.key(ctx, orgID)
	if err != nil {
		return EventTypeList{}, err
	}
	list, err := s.client.EventTypes(ctx, key)
	if err != nil {
		return EventTypeList{}, providerFailure("list event types", err)
	}
	return EventTypeList{Items: list}, nil
}

// Connect checks in.APIKey with the provider (GET /me) and stores it
// sealed, replacing any earlier key; the account it belongs to is shown.
// Errors: Forbidden (admins only, before the provider is asked), Invalid
// (api_key missing, or refused by the provider: nothing is stored),
// BadGateway (the provider could not be reached or failed).
func (s *Service) Connect(ctx context.Context, in ConnectInput) (Integration, error) {
	orgID, err := auth.Authorize(ctx, auth.ManageIntegrations)
	if err != nil {
		return Integration{}, err
	}
	key := ""
	if in.APIKey != nil {
		key = strings.TrimSpace(*in.APIKey)
	}
	switch {
	case key == "":
		return Integration{}, apperr.Field("api_key", "is required: a Cal.com API key")
	case len(key) > maxKey || !utf8.ValidString(key) || strings.ContainsAny(key, "\x00\r\n \t"):
		return Integration{}, apperr.Field("api_key", "must be a Cal.com API key (printable text of at most 512 bytes)")
	}
	if s.sealer == nil {
		return Integration{}, apperr.New(apperr.Unavailable, "calendar keys cannot be stored: no keyring is configured")
	}
	account, err := s.client.Me(ctx, key)
	var pe *ProviderError
	if errors.As(err, &pe) && pe.refused() {
		return Integration{}, apperr.Field("api_key", "was refused by Cal.com: "+pe.Error())
	}
	if err != nil {
		return Integration{}, providerFailure("check the API key", err)
	}
	sealed, err := s.sealer.Seal(ctx, []byte(key))
	if err != nil {
		return Integration{}, err
	}
	accountJSON, err := json.Marshal(account)
	if err != nil {
		return Integration{}, err
	}
	return db.InTx(ctx, s.pool, "connect calendar", func(tx pgx.Tx) (Integration, error) {
		st := stored{sealed: sealed, account: account}
		err := tx.QueryRow(ctx, `INSERT INTO integrations (organization_id, type, provider, credentials, account)
			VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (organization_id, type) DO UPDATE SET provider = EXCLUDED.provider, credentials = EXCLUDED.credentials,
				account = EXCLUDED.account, connected_at = clock_timestamp()
			RETURNING connected_at`, orgID, TypeCalendar, ProviderCalcom, sealed, accountJSON).Scan(&st.connectedAt)
		if err != nil {
			return Integration{}, db.Wrap("store calendar integration", err)
		}
		out := st.integration()
		return out, audit.Record(ctx, tx, audit.Entry{Action: "calendar_integration.connected", TargetType: "calendar_integration",
			TargetID: ProviderCalcom, After: map[string]any{"provider": ProviderCalcom, "account": account}})
	})
}

// Disconnect deletes the calendar key: it is never sent again. Answering
// the same for a calendar not connected, it is audited only when one was.
// Errors: Forbidden (admins only).
func (s *Service) Disconnect(ctx context.Context) error {
	orgID, err := auth.Authorize(ctx, auth.ManageIntegrations)
	if err != nil {
		return err
	}
	_, err = db.InTx(ctx, s.pool, "disconnect calendar", func(tx pgx.Tx) (struct{}, error) {
		var account []byte
		err := tx.QueryRow(ctx, `DELETE FROM integrations WHERE organization_id = $1 AND type = $2 RETURNING account`,
			orgID, TypeCalendar).Scan(&account)
		if errors.Is(err, pgx.ErrNoRows) {
			return struct{}{}, nil
		}
		if err != nil {
			return struct{}{}, db.Wrap("delete calendar integration", err)
		}
		return struct{}{}, audit.Record(ctx, tx, audit.Entry{Action: "calendar_integration.disconnected", TargetType: "calendar_integration",
			TargetID: ProviderCalcom, Before: map[string]any{"provider": ProviderCalcom, "account": json.RawMessage(account)}})
	})
	return err
}

// Connected tells whether an organization connected its calendar, for the
// actions' capabilities.
func (s *Service) Connected(ctx context.Context, orgID uuid.UUID) (bool, error) {
	var ok bool
	err := s.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM integrations WHERE organization_id = $1 AND type = $2)`,
		orgID, TypeCalendar).Scan(&ok)
	return ok, db.Wrap("calendar connected", err)
}

// Account returns the connected calendar's account, for a booking's
// default time zone. Errors: Conflict (not connected).
func (s *Service) Account(ctx context.Context, orgID uuid.UUID) (Account, error) {
	st, err := s.load(ctx, s.pool, orgID)
	if err != nil {
		return Account{}, err
	}
	if st == nil {
		return Account{}, notConnected()
	}
	return st.account, nil
}

// Slots returns the starts an event type of the organization's calendar
// offers from start to end, read in timeZone. Errors: Conflict (not
// connected), BadGateway.
func (s *Service) Slots(ctx context.Context, orgID uuid.UUID, eventTypeID int, start, end time.Time, timeZone string) ([]time.Time, error) {
	key, _, err := s.key(ctx, orgID)
	if err != nil {
		return nil, err
	}
	out, err := s.client.Slots(ctx, key, eventTypeID, start, end, timeZone)
	if err != nil {
		return nil, providerFailure("read free slots", err)
	}
	return out, nil
}

// Book makes a booking on the organization's calendar. Errors: Conflict
// (not connected), BadGateway.
func (s *Service) Book(ctx context.Context, orgID uuid.UUID, r BookingRequest) (Booked, error) {
	key, _, err := s.key(ctx, orgID)
	if err != nil {
		return Booked{}, err
	}
	out, err := s.client.Book(ctx, key, r)
	if err != nil {
		return Booked{}, providerFailure("make the booking", err)
	}
	return out, nil
}

// key opens the organization's stored key. Errors: Conflict (not
// connected).
func (s *Service) key(ctx context.Context, orgID uuid.UUID) (string, *stored, error) {
	st, err := s.load(ctx, s.pool, orgID)
	if err != nil {
		return "", nil, err
	}
	if st == nil {
		return "", nil, notConnected()
	}
	if s.sealer == nil {
		return "", nil, apperr.New(apperr.Unavailable, "calendar keys cannot be read: no keyring is configured")
	}
	plain, err := s.sealer.Open(ctx, st.sealed)
	if err != nil {
		return "", nil, errors.New("open calendar key: the sealed key could not be opened")
	}
	return string(plain), st, nil
}

func notConnected() error {
	return apperr.Conflictf("the calendar is not connected; an admin connects it with POST /api/v1/integrations/calendar/connect")
}

// providerFailure is a provider's failure as the caller sees it: 502 with
// what the provider said (never the key, which no answer carries).
func providerFailure(doing string, err error) error {
	var pe *ProviderError
	if errors.As(err, &pe) {
		return apperr.New(apperr.BadGateway, "the calendar provider could not %s: %s", doing, pe.Error())
	}
	return err
}
