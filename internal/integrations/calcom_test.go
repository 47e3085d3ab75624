package integrations

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestClientFailures(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("Unreachable", func(t *testing.T) {
		srv := httptest.NewServer(http.NotFoundHandler())
		base := srv.URL
		srv.Close()
		_, err := NewClient(base, srv.Client()).Me(ctx, "k")
		var pe *ProviderError
		require.True(t, errors.As(err, &pe))
		require.Zero(t, pe.Status)
		require.False(t, pe.refused())
		require.Contains(t, providerFailure("check the API key", err).Error(), "could not be reached")
	})

	t.Run("NotAnEnvelope", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write([]byte(`<html>hello</html>`))
		}))
		defer srv.Close()
		_, err := NewClient(srv.URL, srv.Client()).EventTypes(ctx, "k")
		var pe *ProviderError
		require.True(t, errors.As(err, &pe))
		require.Contains(t, pe.Error(), "envelope")
	})

	t.Run("ErrorStatusInA200", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			_, _ = w.Write([]byte(`{"status":"error","error":{"code":"X","message":"nope"}}`))
		}))
		defer srv.Close()
		_, err := NewClient(srv.URL, srv.Client()).Slots(ctx, "k", 1, time.Now(), time.Now(), "UTC")
		var pe *ProviderError
		require.True(t, errors.As(err, &pe))
		require.Equal(t, http.StatusBadGateway, pe.Status)
		require.Contains(t, pe.Error(), "nope")
	})

	t.Run("Refused", func(t *testing.T) {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			require.Equal(t, "Bearer secret-key", r.Header.Get("Authorization"))
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"status":"error","timestamp":"2030-01-01T00:00:00Z","path":"/v2/me","error":{"code":"UnauthorizedException","message":"Invalid API Key"}}`))
		}))
		defer srv.Close()
		_, err := NewClient(srv.URL+"/", srv.Client()).Me(ctx, "secret-key")
		var pe *ProviderError
		require.True(t, errors.As(err, &pe))
		require.True(t, pe.refused())
		require.Equal(t, "Cal.com answered 401: Invalid API Key", pe.Error())
	})
}
