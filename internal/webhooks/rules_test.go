package webhooks

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestRetryAfterParsing(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	require.Equal(t, 5*time.Second, parseRetryAfter("5", now))
	require.Equal(t, 90*time.Second, parseRetryAfter(now.Add(90*time.Second).Format(http.TimeFormat), now))
	require.Equal(t, MaxRetryAfter, parseRetryAfter("86400", now), "capped")
	require.Equal(t, MaxRetryAfter, parseRetryAfter("99999999999999999999", now), "capped, not overflowed")
	require.Equal(t, time.Duration(0), parseRetryAfter("-3", now))
	require.Equal(t, time.Duration(0), parseRetryAfter(now.Add(-time.Hour).Format(http.TimeFormat), now))
	require.Equal(t, time.Duration(0), parseRetryAfter("soon", now))
	require.Equal(t, time.Duration(0), parseRetryAfter("", now))
}

func TestBackoffDoublesWithJitter(t *testing.T) {
	t.Parallel()
	s := &Service{cfg: Config{RetryBase: 30 * time.Second}}
	for range 200 {
		d2, d3 := s.backoff(2), s.backoff(3)
		require.GreaterOrEqual(t, d2, 15*time.Second)
		require.LessOrEqual(t, d2, 45*time.Second)
		require.GreaterOrEqual(t, d3, 30*time.Second)
		require.LessOrEqual(t, d3, 90*time.Second)
	}
}

func TestRetryable(t *testing.T) {
	t.Parallel()
	for code, want := range map[int]bool{0: true, 200: false, 204: false, 302: true, 400: false, 401: false, 404: false,
		408: true, 409: false, 429: true, 500: true, 502: true, 503: true} {
		require.Equal(t, want, result{statusCode: code}.retryable(), code)
	}
}

func TestTruncateUTF8(t *testing.T) {
	t.Parallel()
	s := truncateUTF8([]byte(strings.Repeat("ção", 500)))
	require.LessOrEqual(t, len(s), ResponseBodyLimit)
	require.True(t, strings.HasSuffix(s, "o") || strings.HasSuffix(s, "ç") || strings.HasSuffix(s, "ã"))
	require.Equal(t, "a\uFFFDb", truncateUTF8([]byte{'a', 0xff, 'b'}))
	require.Equal(t, "ab", truncateUTF8([]byte{'a', 0, 'b'}))
}
