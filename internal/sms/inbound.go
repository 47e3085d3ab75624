package sms

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha1" //nolint:gosec // Twilio signs its webhooks with HMAC-SHA1; not our choice.
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"log/slog"
	"net/url"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/db"
	"voiceagent/internal/platform/ids"
	"voiceagent/rest/v1/webhooksig"
)

// Inbound providers.
const (
	ProviderTwilio  = "twilio"
	ProviderGeneric = "generic"
)

// Bounds of an inbound message.
const (
	// MaxInboundBytes bounds a webhook's body: a 1600-character text in
	// UTF-8 (4 bytes a character at worst), percent-encoded, plus Twilio's
	// other parameters, fits comfortably.
	MaxInboundBytes = 64 << 10
	// MaxProviderMessageIDLen keeps "inbound:<provider>:<id>" within a
	// dedupe key.
	MaxProviderMessageIDLen = 180
)

// Header names of the generic provider.
const (
	HeaderSMSTimestamp    = "X-SMS-Timestamp"
	HeaderSMSSignature    = "X-SMS-Signature"
	HeaderTwilioSignature = "X-Twilio-Signature"
)

// Incoming is a received message, as a provider's webhook carries it, once
// its signature is checked.
type Incoming struct {
	Provider  string // twilio | generic
	MessageID string // the provider's id: the same id again is the same message
	From      string // E.164, the sender
	To        string // E.164, one of the organization's numbers
	Text      string
}

// Received is what the webhook answers: the stored message and the call it
// was linked to (nil: none).
type Received struct {
	ID        uuid.UUID  `json:"id"`
	SessionID *uuid.UUID `json:"session_id"`
}

// InboundConfig holds the credentials the webhook verifies with; an empty
// one refuses its provider.
type InboundConfig struct {
	TwilioAuthToken string // TWILIO_AUTH_TOKEN
	PublicBaseURL   string // PUBLIC_BASE_URL: the URL Twilio signs starts with it
	GenericSecret   string // SMS_INBOUND_SECRET
}

// InboundDeps are the other domains a received message reaches, as
// functions so the package imports none of them. Every one is a system
// operation on the organization given.
type InboundDeps struct {
	// Owner returns the organization whose active number is number.
	Owner func(ctx context.Context, number string) (orgID uuid.UUID, ok bool, err error)
	// Session returns the organization's most recently started active call
	// between caller and line.
	Session func(ctx context.Context, orgID uuid.UUID, caller, line string) (callID uuid.UUID, ok bool, err error)
	// Reply gives the call's conversation the text when it waits for a
	// reply; waited false when it did not (the message is only stored).
	Reply func(ctx context.Context, orgID, callID uuid.UUID, text string) (waited bool, err error)
}

// Inbound receives the messages providers deliver to the inbound webhook.
type Inbound struct {
	svc  *Service
	cfg  InboundConfig
	deps InboundDeps
	log  *slog.Logger
	now  func() time.Time
}

// NewInbound returns the receiver over the service's table.
func NewInbound(svc *Service, cfg InboundConfig, deps InboundDeps, log *slog.Logger) *Inbound {
	cfg.PublicBaseURL = strings.TrimRight(cfg.PublicBaseURL, "/")
	return &Inbound{svc: svc, cfg: cfg, deps: deps, log: log, now: time.Now}
}

// TwilioConfigured reports whether Twilio's webhooks can be verified.
func (in *Inbound) TwilioConfigured() bool {
	return in.cfg.TwilioAuthToken != "" && in.cfg.PublicBaseURL != ""
}

// GenericConfigured reports whether the generic provider's webhooks can be
// verified.
func (in *Inbound) GenericConfigured() bool { return strings.TrimSpace(in.cfg.GenericSecret) != "" }

// TwilioSignature returns the X-Twilio-Signature of a request to fullURL
// (scheme, host, path and query, as Twilio called it) with the form params:
// base64 of HMAC-SHA1, keyed with the auth token, over the URL followed by
// each parameter, sorted by name, as name then value (a repeated name's
// values in sorted order).
func TwilioSignature(authToken, fullURL string, params url.Values) string {
	names := make([]string, 0, len(params))
	for k := range params {
		names = append(names, k)
	}
	sort.Strings(names)
	mac := hmac.New(sha1.New, []byte(authToken))
	mac.Write([]byte(fullURL))
	for _, k := range names {
		vs := append([]string(nil), params[k]...)
		sort.Strings(vs)
		for _, v := range vs {
			mac.Write([]byte(k))
			mac.Write([]byte(v))
		}
	}
	return base64.StdEncoding.EncodeToString(mac.Sum(nil))
}

// VerifyTwilio checks a Twilio webhook: requestURI is the path and query it
// was sent to, body the raw form, signature the X-Twilio-Signature header.
// It returns the message the form carries. Errors: Forbidden (not
// configured, signature missing or wrong), Invalid (a form that cannot be
// parsed; after the signature: a missing or malformed MessageSid, From, To
// or Body, named).
func (in *Inbound) VerifyTwilio(requestURI string, body []byte, signature string) (Incoming, error) {
	if !in.TwilioConfigured() {
		return Incoming{}, apperr.Forbiddenf("Twilio inbound SMS is not configured (TWILIO_AUTH_TOKEN and PUBLIC_BASE_URL)")
	}
	if signature == "" {
		return Incoming{}, apperr.Forbiddenf("the %s header is required", HeaderTwilioSignature)
	}
	params, err := parseTwilioForm(body)
	if err != nil {
		return Incoming{}, err
	}
	want := TwilioSignature(in.cfg.TwilioAuthToken, in.cfg.PublicBaseURL+requestURI, params)
	if subtle.ConstantTimeCompare([]byte(want), []byte(signature)) != 1 {
		return Incoming{}, apperr.Forbiddenf("the %s header does not match the request", HeaderTwilioSignature)
	}
	return twilioMessage(params)
}

// parseTwilioForm parses a form-encoded body. Errors: Invalid.
func parseTwilioForm(body []byte) (url.Values, error) {
	if !utf8.Valid(body) {
		return nil, apperr.Invalidf("the form body must be UTF-8 text")
	}
	params, err := url.ParseQuery(string(body))
	if err != nil {
		return nil, apperr.Invalidf("the form body could not be parsed: send application/x-www-form-urlencoded parameters")
	}
	return params, nil
}

// twilioMessage reads the fields of a verified form. Errors: Invalid naming
// MessageSid, From, To or Body.
func twilioMessage(params url.Values) (Incoming, error) {
	one := func(name string) (string, bool) {
		vs, ok := params[name]
		if !ok || len(vs) != 1 {
			return "", false
		}
		return vs[0], true
	}
	m := Incoming{Provider: ProviderTwilio}
	var p apperr.Problems
	for _, f := range []struct {
		name string
		dst  *string
	}{{"MessageSid", &m.MessageID}, {"From", &m.From}, {"To", &m.To}, {"Body", &m.Text}} {
		v, ok := one(f.name)
		if !ok {
			p.Add(f.name, "is required, once")
			continue
		}
		*f.dst = v
	}
	if err := p.Err(); err != nil {
		return Incoming{}, err
	}
	return m, checkIncoming(m, [4]string{"MessageSid", "From", "To", "Body"})
}

// genericPayload is the generic provider's body.
type genericPayload struct {
	MessageID *string `json:"message_id"`
	From      *string `json:"from"`
	To        *string `json:"to"`
	Text      *string `json:"text"`
}

// VerifyGeneric checks a generic provider's webhook: timestamp and
// signature are the X-SMS-Timestamp and X-SMS-Signature headers, body the
// raw JSON. It returns the message the body carries. Errors: Forbidden
// (not configured, signature missing, wrong, or its timestamp over 5
// minutes from now), Invalid (after the signature: a body that is not a
// JSON object, a missing or malformed message_id, from, to or text).
func (in *Inbound) VerifyGeneric(timestamp, signature string, body []byte) (Incoming, error) {
	if !in.GenericConfigured() {
		return Incoming{}, apperr.Forbiddenf("generic inbound SMS is not configured (SMS_INBOUND_SECRET)")
	}
	switch err := webhooksig.Verify(in.cfg.GenericSecret, timestamp, signature, body, in.now()); {
	case errors.Is(err, webhooksig.ErrMissing):
		return Incoming{}, apperr.Forbiddenf("the %s and %s headers are required", HeaderSMSTimestamp, HeaderSMSSignature)
	case errors.Is(err, webhooksig.ErrTimestamp):
		return Incoming{}, apperr.Forbiddenf("%s must be Unix seconds within 5 minutes of now", HeaderSMSTimestamp)
	case err != nil:
		return Incoming{}, apperr.Forbiddenf("the %s header does not match the request", HeaderSMSSignature)
	}
	return parseGeneric(body)
}

// parseGeneric reads a verified generic body. Errors: Invalid naming the
// field.
func parseGeneric(body []byte) (Incoming, error) {
	trimmed := bytes.TrimLeft(body, " \t\r\n")
	if len(trimmed) == 0 || trimmed[0] != '{' || !utf8.Valid(body) {
		return Incoming{}, apperr.Invalidf("the body must be a JSON object {message_id, from, to, text}")
	}
	var p genericPayload
	if err := json.Unmarshal(body, &p); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) && te.Field != "" {
			return Incoming{}, apperr.Field(te.Field, "must be a string")
		}
		return Incoming{}, apperr.Invalidf("the body is not valid JSON")
	}
	var probs apperr.Problems
	for _, f := range []struct {
		name string
		v    *string
	}{{"message_id", p.MessageID}, {"from", p.From}, {"to", p.To}, {"text", p.Text}} {
		if f.v == nil {
			probs.Add(f.name, "is required")
		}
	}
	if err := probs.Err(); err != nil {
		return Incoming{}, err
	}
	m := Incoming{Provider: ProviderGeneric, MessageID: *p.MessageID, From: *p.From, To: *p.To, Text: *p.Text}
	return m, checkIncoming(m, [4]string{"message_id", "from", "to", "text"})
}

// checkIncoming checks what the table and a conversation take; names are
// the provider's names of id, from, to and text. Errors: Invalid naming
// each bad field.
func checkIncoming(m Incoming, names [4]string) error {
	var p apperr.Problems
	if id := m.MessageID; id == "" || len(id) > MaxProviderMessageIDLen || !printable(id) {
		p.Add(names[0], "must be 1 to %d printable characters", MaxProviderMessageIDLen)
	}
	if !e164.MatchString(m.From) {
		p.Add(names[1], "must be an E.164 number such as +5511999990000")
	}
	if !e164.MatchString(m.To) {
		p.Add(names[2], "must be an E.164 number such as +5511999990000")
	}
	switch n := utf8.RuneCountInString(m.Text); {
	case !utf8.ValidString(m.Text) || strings.ContainsRune(m.Text, 0):
		p.Add(names[3], "must be UTF-8 text without NUL characters")
	case strings.TrimSpace(m.Text) == "":
		p.Add(names[3], "is required")
	case n > MaxBodyChars:
		p.Add(names[3], "must be at most %d characters, got %d", MaxBodyChars, n)
	}
	return p.Err()
}

func printable(s string) bool {
	for _, r := range s {
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}

// inboundSQL stores a received message; the same provider message id again
// (its dedupe key) writes nothing and returns no row.
const inboundSQL = `INSERT INTO sms_messages (id, organization_id, direction, from_number, to_number, body, provider,
	provider_message_id, session_id, status, dedupe_key)
VALUES ($1, $2, 'inbound', $3, $4, $5, $6, $7, $8, 'received', $9)
ON CONFLICT (organization_id, dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
RETURNING id, session_id`

// inboundKey is the dedupe key of a received message: its provider's id.
func inboundKey(m Incoming) string { return "inbound:" + m.Provider + ":" + m.MessageID }

// Receive stores a verified message for the organization owning m.To,
// linked to the active call between m.From and that number, and gives the
// text to the call's conversation when it waits for a reply. The same
// provider message id again returns the stored message and does nothing
// else. A system operation: the provider's signature was the credential.
// Errors: NotFound (m.To is no organization's active number), the
// database's.
func (in *Inbound) Receive(ctx context.Context, m Incoming) (Received, error) {
	orgID, ok, err := in.deps.Owner(ctx, m.To)
	if err != nil {
		return Received{}, err
	}
	if !ok {
		return Received{}, apperr.NotFoundf("%s is not an active number of any organization", m.To)
	}
	key := inboundKey(m)
	var session *uuid.UUID
	if id, ok, err := in.deps.Session(ctx, orgID, m.From, m.To); err != nil {
		return Received{}, err
	} else if ok {
		session = &id
	}
	var r Received
	err = in.svc.pool.QueryRow(ctx, inboundSQL, ids.New(), orgID, m.From, m.To, m.Text, m.Provider, m.MessageID, session, key).
		Scan(&r.ID, &r.SessionID)
	if errors.Is(err, pgx.ErrNoRows) {
		// A delivery of the same message stored it first (a retry, or a
		// parallel delivery): that one is the answer, and it alone reached
		// the conversation.
		r, ok, err := in.stored(ctx, orgID, key)
		if err == nil && !ok {
			err = apperr.Conflictf("the message %s is being stored by another delivery; try again", m.MessageID)
		}
		return r, err
	}
	if err != nil {
		return Received{}, db.Wrap("store inbound sms", err)
	}
	if session != nil {
		in.reply(ctx, orgID, *session, r.ID, m.Text)
	}
	return r, nil
}

// reply hands the text to the call's conversation. The message is stored
// whatever happens: a conversation that is busy, expired or broken keeps
// the provider from being told to retry a message that is already kept.
func (in *Inbound) reply(ctx context.Context, orgID, callID, messageID uuid.UUID, text string) {
	if in.deps.Reply == nil {
		return
	}
	if _, err := in.deps.Reply(ctx, orgID, callID, text); err != nil && in.log != nil {
		in.log.WarnContext(ctx, "inbound SMS stored but not given to its conversation",
			"organization_id", orgID, "call_id", callID, "message_id", messageID, "err", err)
	}
}

// stored returns the organization's message with the dedupe key.
func (in *Inbound) stored(ctx context.Context, orgID uuid.UUID, key string) (Received, bool, error) {
	var r Received
	err := in.svc.pool.QueryRow(ctx, `SELECT id, session_id FROM sms_messages WHERE organization_id = $1 AND dedupe_key = $2`,
		orgID, key).Scan(&r.ID, &r.SessionID)
	if errors.Is(err, pgx.ErrNoRows) {
		return Received{}, false, nil
	}
	if err != nil {
		return Received{}, false, db.Wrap("find inbound sms", err)
	}
	return r, true, nil
}
