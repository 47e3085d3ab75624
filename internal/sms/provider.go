package sms

import (
	"context"
	"log/slog"
	"unicode/utf8"

	"voiceagent/internal/platform/ids"
)

// Provider sends text messages: the log provider here, Twilio in
// twilio.go. Send is called by the send task, once per attempt, with the
// stored message; it returns the provider's id of the accepted message. An
// error wrapped with Permanent fails the message at once; any other is
// retried with backoff. Send must honour ctx (the attempt's timeout).
type Provider interface {
	// Name is stored with each message and shown in the capabilities.
	Name() string
	// Live reports whether messages really leave the platform.
	Live() bool
	Send(ctx context.Context, m Outgoing) (providerMessageID string, err error)
}

// LogProvider sends nothing: it logs each message (numbers and length; the
// body stays in the database) and answers a generated id. It is the default,
// so nothing in tests or a local start needs a carrier.
type LogProvider struct{ log *slog.Logger }

// NewLogProvider returns the log provider writing to log.
func NewLogProvider(log *slog.Logger) *LogProvider {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	return &LogProvider{log: log}
}

// Name implements Provider.
func (*LogProvider) Name() string { return "log" }

// Live implements Provider: nothing is sent.
func (*LogProvider) Live() bool { return false }

// Send implements Provider. Errors: ctx's, when it ended first.
func (p *LogProvider) Send(ctx context.Context, m Outgoing) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	id := "log-" + ids.New().String()
	p.log.InfoContext(ctx, "sms not sent (log provider)", "message_id", m.ID, "provider_message_id", id,
		"from", m.From, "to", m.To, "chars", utf8.RuneCountInString(m.Body))
	return id, nil
}
