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
