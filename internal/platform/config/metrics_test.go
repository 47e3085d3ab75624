package config_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/config"
)

func TestMetricsAddr(t *testing.T) {
	t.Parallel()
	env := func(v string) func(string) string {
		return func(k string) string {
			if k == "METRICS_ADDR" {
				return v
			}
			return ""
		}
	}
	c, err := config.FromEnv(env(""))
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1:9464", c.MetricsAddr)
	c, err = config.FromEnv(env(":9100"))
	require.NoError(t, err)
	require.Equal(t, ":9100", c.MetricsAddr)
	c, err = config.FromEnv(env("off"))
	require.NoError(t, err)
	require.Empty(t, c.MetricsAddr)
	_, err = config.FromEnv(env("9464"))
	require.ErrorContains(t, err, "METRICS_ADDR")
}

// METRICS_ADDR set empty in the process environment turns metrics off;
// unset keeps the default.
func TestMetricsAddrSetEmpty(t *testing.T) {
	t.Setenv("METRICS_ADDR", "")
	c, err := config.FromEnv(os.Getenv)
	require.NoError(t, err)
	require.Empty(t, c.MetricsAddr)
}
