package ratelimit

import (
	"net/http"
	"strconv"

	"voiceagent/internal/platform/apperr"
)

// SetHeaders sets the rate-limit headers of every limited answer:
// X-RateLimit-Limit, X-RateLimit-Remaining and, when res refused the
// request, Retry-After (whole seconds).
func SetHeaders(h http.Header, res Result) {
	h.Set("X-RateLimit-Limit", strconv.Itoa(res.Limit))
	h.Set("X-RateLimit-Remaining", strconv.Itoa(max(res.Remaining, 0)))
	if !res.Allowed {
		h.Set("Retry-After", strconv.Itoa(res.RetryAfterSeconds()))
	}
}

// Refusal is the RateLimited error (429) of a refused res.
func Refusal(res Result) *apperr.Error {
	return apperr.New(apperr.RateLimited, "Rate limit of %d requests per minute exceeded; retry after %d seconds", res.Limit, res.RetryAfterSeconds())
}
