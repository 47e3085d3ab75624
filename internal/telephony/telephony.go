// Package telephony controls live calls through a telephony provider:
// transferring a call to another number or SIP URI, and sending DTMF digits
// on it (to walk a phone menu). The log provider is the default: it changes
// no call and only logs what it would do, so tests and a local start need
// no carrier. A carrier's provider plugs in behind the same interface.
package telephony

import (
	"context"
	"log/slog"
	"time"

	"github.com/google/uuid"
)

// Transfer modes.
const (
	ModeWarm = "warm" // the agent introduces the caller (Whisper) before handing over
	ModeCold = "cold" // the call is handed over at once
)

// MaxWait bounds the pause after one group of digits, as IVR steps do.
const MaxWait = 60 * time.Second

// Transfer hands a live call to To.
type Transfer struct {
	CallID uuid.UUID
	// To is an E.164 number or a sip:/sips: URI, already validated.
	To string
	// Mode is ModeWarm or ModeCold.
	Mode string
	// Whisper is said to the person the call goes to, before a warm
	// transfer connects them (already rendered).
	Whisper string
}

// Step is one group of DTMF digits ([0-9*#]) and the pause after it.
type Step struct {
	Digits string
	WaitMS int
}

// Provider controls live calls. The caller has validated the arguments
// and checked that the call is live; a provider's error means the carrier
// refused or could not be reached. Each method honours ctx.
type Provider interface {
	// Name is shown in the capabilities and in call actions.
	Name() string
	// Live reports whether calls are really controlled.
	Live() bool
	Transfer(ctx context.Context, t Transfer) error
	SendDigits(ctx context.Context, callID uuid.UUID, steps []Step) error
}

// LogProvider controls nothing: it logs each operation and succeeds.
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

// Live implements Provider: no call is touched.
func (*LogProvider) Live() bool { return false }

// Transfer implements Provider: it logs the transfer (not the whisper's
// text, which may hold what the caller said). Errors: ctx's, when it ended.
func (p *LogProvider) Transfer(ctx context.Context, t Transfer) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	p.log.InfoContext(ctx, "call not transferred (log telephony provider)", "call_id", t.CallID, "to", t.To,
		"mode", t.Mode, "whisper_chars", len([]rune(t.Whisper)))
	return nil
}

// SendDigits implements Provider: it logs the digits and does not wait
// for the pauses, since no call moves on while it would. Errors: ctx's,
// when it ended.
func (p *LogProvider) SendDigits(ctx context.Context, callID uuid.UUID, steps []Step) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	var wait time.Duration
	for _, s := range steps {
		wait += min(time.Duration(max(s.WaitMS, 0))*time.Millisecond, MaxWait)
	}
	p.log.InfoContext(ctx, "digits not sent (log telephony provider)", "call_id", callID, "steps", len(steps),
		"total_wait_ms", wait.Milliseconds())
	return nil
}
