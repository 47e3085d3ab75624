package telephony_test

import (
	"bytes"
	"context"
	"log/slog"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/telephony"
)

// The log provider says it is not live, changes nothing, logs the
// operation without the whisper's text, and returns at once whatever the
// pauses.
func TestLogProvider(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	var p telephony.Provider = telephony.NewLogProvider(slog.New(slog.NewTextHandler(&buf, nil)))
	require.Equal(t, "log", p.Name())
	require.False(t, p.Live())

	call := uuid.New()
	require.NoError(t, p.Transfer(context.Background(), telephony.Transfer{CallID: call, To: "+5511999990000",
		Mode: telephony.ModeWarm, Whisper: "segredo do cliente"}))
	require.Contains(t, buf.String(), call.String())
	require.Contains(t, buf.String(), "+5511999990000")
	require.NotContains(t, buf.String(), "segredo")

	buf.Reset()
	steps := []telephony.Step{{Digits: "1", WaitMS: 60000}, {Digits: "#", WaitMS: 60000}}
	require.NoError(t, p.SendDigits(context.Background(), call, steps))
	require.Contains(t, buf.String(), "total_wait_ms=120000")
}

// A cancelled context is refused, as a carrier's request would be.
func TestLogProviderHonoursContext(t *testing.T) {
	t.Parallel()
	p := telephony.NewLogProvider(nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	require.ErrorIs(t, p.Transfer(ctx, telephony.Transfer{CallID: uuid.New(), To: "sip:desk@example.com", Mode: telephony.ModeCold}), context.Canceled)
	require.ErrorIs(t, p.SendDigits(ctx, uuid.New(), []telephony.Step{{Digits: "1"}}), context.Canceled)
}
