package config_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/config"
)

func TestBackofficeLimits(t *testing.T) {
	c, err := config.FromEnv(func(string) string { return "" })
	require.NoError(t, err)
	require.Equal(t, 10000, c.GraphQLMaxTokens)
	require.Equal(t, 1000, c.GraphQLMaxFields)
	require.Equal(t, 600, c.BackofficeRate)

	vars := map[string]string{"GRAPHQL_MAX_TOKENS": "2000", "GRAPHQL_MAX_FIELDS": "300", "BACKOFFICE_RATE_LIMIT_PER_MINUTE": "60"}
	c, err = config.FromEnv(func(k string) string { return vars[k] })
	require.NoError(t, err)
	require.Equal(t, 2000, c.GraphQLMaxTokens)
	require.Equal(t, 300, c.GraphQLMaxFields)
	require.Equal(t, 60, c.BackofficeRate)

	for name, val := range map[string]string{"GRAPHQL_MAX_TOKENS": "10", "GRAPHQL_MAX_FIELDS": "many", "BACKOFFICE_RATE_LIMIT_PER_MINUTE": "0"} {
		_, err := config.FromEnv(func(k string) string {
			if k == name {
				return val
			}
			return ""
		})
		require.ErrorContains(t, err, name)
	}
}
