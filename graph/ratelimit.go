package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"voiceagent/internal/members"
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
		err := ratelimit.Refusal(res)
		return &gqlerror.Error{Message: err.Message, Err: err}
	}
	return nil
}
