package webhooksig_test

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/rest/v1/webhooksig"
)

func TestVerify(t *testing.T) {
	t.Parallel()
	secret := "svcw_abc"
	body := []byte(`{"event":"call.completed"}`)
	now := time.Unix(1_800_000_000, 0)
	ts := strconv.FormatInt(now.Unix(), 10)

	// Independent computation of the documented scheme.
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "." + string(body)))
	sig := "sha256=" + hex.EncodeToString(mac.Sum(nil))
	require.Equal(t, sig, webhooksig.Sign(secret, ts, body))

	t.Run("OK", func(t *testing.T) {
		require.NoError(t, webhooksig.Verify(secret, ts, sig, body, now))
		require.NoError(t, webhooksig.Verify(secret, ts, sig, body, now.Add(webhooksig.Tolerance)))
		require.NoError(t, webhooksig.Verify(secret, ts, sig, body, now.Add(-webhooksig.Tolerance)))
	})
	t.Run("ErrTimestamp", func(t *testing.T) {
		require.ErrorIs(t, webhooksig.Verify(secret, ts, sig, body, now.Add(webhooksig.Tolerance+time.Second)), webhooksig.ErrTimestamp)
		require.ErrorIs(t, webhooksig.Verify(secret, ts, sig, body, now.Add(-webhooksig.Tolerance-time.Second)), webhooksig.ErrTimestamp)
		require.ErrorIs(t, webhooksig.Verify(secret, "yesterday", sig, body, now), webhooksig.ErrTimestamp)
	})
	t.Run("ErrSignature", func(t *testing.T) {
		require.ErrorIs(t, webhooksig.Verify("svcw_other", ts, sig, body, now), webhooksig.ErrSignature)
		require.ErrorIs(t, webhooksig.Verify(secret, ts, sig, append(body, ' '), now), webhooksig.ErrSignature)
		next := strconv.FormatInt(now.Unix()+1, 10) // the signature covers the timestamp
		require.ErrorIs(t, webhooksig.Verify(secret, next, sig, body, now), webhooksig.ErrSignature)
		require.ErrorIs(t, webhooksig.Verify(secret, ts, sig[7:], body, now), webhooksig.ErrSignature)
	})
	t.Run("ErrMissing", func(t *testing.T) {
		require.ErrorIs(t, webhooksig.Verify(secret, "", sig, body, now), webhooksig.ErrMissing)
		require.ErrorIs(t, webhooksig.Verify(secret, ts, " ", body, now), webhooksig.ErrMissing)
	})
}

// A signature made with an empty secret is something anyone can compute: a
// receiver whose secret is missing (an unset variable) must refuse every
// delivery instead of accepting forged ones.
func TestVerifyRefusesEmptySecret(t *testing.T) {
	t.Parallel()
	body := []byte(`{"event":"call.completed"}`)
	now := time.Unix(1_800_000_000, 0)
	ts := strconv.FormatInt(now.Unix(), 10)
	for _, secret := range []string{"", " ", "\t\n"} {
		forged := webhooksig.Sign(secret, ts, body)
		require.ErrorIs(t, webhooksig.Verify(secret, ts, forged, body, now), webhooksig.ErrSecret, "%q", secret)
	}
}
