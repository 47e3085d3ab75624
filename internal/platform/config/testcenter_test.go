package config_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/config"
)

func TestTestCenterVars(t *testing.T) {
	c, err := config.FromEnv(func(string) string { return "" })
	require.NoError(t, err)
	require.Equal(t, 4, c.TestRunConcurrency)
	require.Equal(t, 2, c.TestRunOrgConcurrency)
	require.Equal(t, 30*time.Second, c.TestRunLeaseTTL)
	require.Equal(t, 10*time.Second, c.TestRunSweepInterval)

	env := map[string]string{"TEST_RUN_LEASE_TTL": "2s", "TEST_RUN_SWEEP_INTERVAL": "1s"}
	c, err = config.FromEnv(func(k string) string { return env[k] })
	require.NoError(t, err)
	require.Equal(t, 2*time.Second, c.TestRunLeaseTTL)
	require.Equal(t, time.Second, c.TestRunSweepInterval)

	for name, val := range map[string]string{"TEST_RUN_LEASE_TTL": "100ms", "TEST_RUN_SWEEP_INTERVAL": "500ms"} {
		_, err := config.FromEnv(func(k string) string {
			if k == name {
				return val
			}
			return ""
		})
		require.ErrorContains(t, err, name)
	}
}
