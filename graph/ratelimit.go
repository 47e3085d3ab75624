package graph

import (
	"context"
	"net/http"
	"strconv"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"voiceagent/internal/members"
	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/ratelimit"
)

// UserLimit is the backoffice door's per-user budget
// (BACKOFFICE_RATE_LIMIT_PER_MINUTE), one for every replica (Redis): each
// /api/v1 request of a signed-in user takes one (the REST mirror's
// middleware), and so does each operation started on the realtime socket
// (as a gqlgen extension of the socket's server), so a socket is no way
// around it. The upgrade itself takes none: sockets are bounded by
// REALTIME_MAX_CONNS_PER_USER.
type UserLimit struct {
	Limiter   *ratelimit.Limiter
	PerMinute int
}

// Take charges one request to the signed-in user of ctx; ok is false (and
// nothing charged) when ctx has no user.
func (l *UserLimit) Take(ctx context.Context) (res ratelimit.Result, ok bool) {
	id, ok := members.IdentityFrom(ctx)
	if !ok {
		return ratelimit.Result{}, false
	}
	return l.Limiter.Allow(ctx, "backoffice:user:"+id.User.ID.String(), l.PerMinute), true
}

// Refusal is the RateLimited error of a refused res.
func Refusal(res ratelimit.Result) *apperr.Error {
	return apperr.New(apperr.RateLimited, "Rate limit of %d requests per minute exceeded; retry after %d seconds", res.Limit, res.RetryAfterSeconds())
}

// SetLimitHeaders sets the headers the API Channel sends too:
// X-RateLimit-Limit, X-RateLimit-Remaining and, when refused, Retry-After.
func SetLimitHeaders(h http.Header, res ratelimit.Result) {
	h.Set("X-RateLimit-Limit", strconv.Itoa(res.Limit))
	h.Set("X-RateLimit-Remaining", strconv.Itoa(max(res.Remaining, 0)))
	if !res.Allowed {
		h.Set("Retry-After", strconv.Itoa(res.RetryAfterSeconds()))
	}
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = (*UserLimit)(nil)

// ExtensionName names the extension.
func (*UserLimit) ExtensionName() string { return "UserLimit" }

// Validate accepts any schema.
func (*UserLimit) Validate(graphql.ExecutableSchema) error { return nil }

// MutateOperationParameters charges an operation before it is parsed.
func (l *UserLimit) MutateOperationParameters(ctx context.Context, _ *graphql.RawParams) *gqlerror.Error {
	if res, ok := l.Take(ctx); ok && !res.Allowed {
		err := Refusal(res)
		return &gqlerror.Error{Message: err.Message, Err: err}
	}
	return nil
}
