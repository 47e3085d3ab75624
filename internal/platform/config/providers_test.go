package config_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/config"
)

// The providers default to log; an unknown one or a bad cap stops the
// start with a message naming the variable.
func TestProviders(t *testing.T) {
	c, err := config.FromEnv(func(string) string { return "" })
	require.NoError(t, err)
	require.Equal(t, "log", c.SMSProvider)
	require.Equal(t, "log", c.TelephonyProvider)
	require.Equal(t, 5, c.SMSOrgConcurrency)

	c, err = config.FromEnv(func(k string) string {
		return map[string]string{"SMS_PROVIDER": " LOG ", "SMS_ORG_CONCURRENCY": "2"}[k]
	})
	require.NoError(t, err)
	require.Equal(t, "log", c.SMSProvider)
	require.Equal(t, 2, c.SMSOrgConcurrency)

	for name, val := range map[string]string{"SMS_PROVIDER": "carrier-pigeon", "TELEPHONY_PROVIDER": "twilio", "SMS_ORG_CONCURRENCY": "0"} {
		_, err := config.FromEnv(func(k string) string {
			if k == name {
				return val
			}
			return ""
		})
		require.ErrorContains(t, err, name)
	}
}

// Twilio needs its account, token and the public URL; each missing one is
// named, and URLs must be http(s) roots.
func TestTwilioSettings(t *testing.T) {
	env := map[string]string{"SMS_PROVIDER": "twilio", "TWILIO_ACCOUNT_SID": "AC1", "TWILIO_AUTH_TOKEN": "tok", "PUBLIC_BASE_URL": "https://voice.example.com/"}
	get := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	c, err := config.FromEnv(get(env))
	require.NoError(t, err)
	require.Equal(t, "twilio", c.SMSProvider)
	require.Equal(t, "https://voice.example.com", c.PublicBaseURL)
	require.Equal(t, "https://api.twilio.com", c.TwilioBaseURL)
	require.Equal(t, "https://api.cal.com/v2", c.CalcomBaseURL)
	for _, missing := range []string{"TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "PUBLIC_BASE_URL"} {
		m := map[string]string{}
		for k, v := range env {
			if k != missing {
				m[k] = v
			}
		}
		_, err := config.FromEnv(get(m))
		require.ErrorContains(t, err, missing)
	}
	for name, val := range map[string]string{"TWILIO_BASE_URL": "ftp://x", "CALCOM_BASE_URL": "not a url", "PUBLIC_BASE_URL": "https://x.example/?a=1", "SMS_RETRY_BASE": "1ns"} {
		m := map[string]string{name: val}
		_, err := config.FromEnv(get(m))
		require.ErrorContains(t, err, name)
	}
}
