package graph

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/redis/go-redis/v9"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
	"voiceagent/internal/platform/logging"
	"voiceagent/internal/platform/metrics"
	"voiceagent/internal/platform/tracing"
)

// ServerOptions tune the GraphQL server.
type ServerOptions struct {
	Log *slog.Logger
	// Redis backs the automatic persisted queries (nil: APQ off).
	Redis *redis.Client
	// MaxDepth and MaxComplexity refuse larger operations (defaults 10, 500).
	MaxDepth      int
	MaxComplexity int
	// MaxTokens and MaxSelections bound a document before it is validated
	// (defaults 10,000 and 1,000; see DocumentBound).
	MaxTokens     int
	MaxSelections int
	// Limit, when set, charges each operation to the user's budget: set on
	// the socket's server only, as the HTTP door charges each request in
	// its middleware.
	Limit *UserLimit
	// Websocket, when set, is the server's only transport (the realtime
	// door); else it serves GET and POST.
	Websocket *transport.Websocket
	// Metrics, when set, records operations and errors.
	Metrics *metrics.Metrics
	// PlainWriters writes selections of plain fields in one pass (see
	// plain.go).
	PlainWriters bool
}

// NewServer builds the backoffice GraphQL server: POST and GET transports,
// introspection, a parsed-query cache, automatic persisted queries on Redis,
// the document bound (size, selections, introspection, NUL bytes) checked
// before validation, depth and complexity limits, and the one error
// presenter.
func NewServer(r *Resolver, o ServerOptions) *handler.Server {
	if o.Log == nil {
		o.Log = logging.Discard
	}
	if o.MaxDepth <= 0 {
		o.MaxDepth = 10
	}
	if o.MaxComplexity <= 0 {
		o.MaxComplexity = 500
	}
	if o.MaxTokens <= 0 {
		o.MaxTokens = 10000
	}
	if o.MaxSelections <= 0 {
		o.MaxSelections = 1000
	}
	es := NewExecutableSchema(Config{Resolvers: r})
	srv := handler.New(es)
	if o.Websocket != nil {
		srv.AddTransport(*o.Websocket)
	} else {
		srv.AddTransport(transport.GET{})
		srv.AddTransport(jsonPOST{})
	}
	validated := lru.New[*ast.QueryDocument](1000)
	srv.SetQueryCache(validated)
	srv.SetParserTokenLimit(o.MaxTokens)
	srv.Use(extension.Introspection{})
	if o.Metrics != nil {
		srv.Use(Metrics{M: o.Metrics})
	}
	if o.Limit != nil {
		srv.Use(o.Limit)
	}
	// Order matters: parameter mutators run in this order before parsing,
	// context mutators in this order after validation.
	apq := persistedQueries{Cache: &apqCache{rdb: o.Redis, log: o.Log}}
	if o.Redis != nil {
		srv.Use(persistedQueryLookup(apq))
	}
	srv.Use(DocumentBound{MaxTokens: o.MaxTokens, MaxSelections: o.MaxSelections, Validated: validated})
	srv.Use(DepthLimit{Max: o.MaxDepth})
	srv.Use(extension.FixedComplexityLimit(o.MaxComplexity))
	if o.Redis != nil {
		srv.Use(persistedQueryStore(apq))
	}
	if tracing.Enabled() {
		srv.Use(tracing.GraphQL{})
	}
	// After tracing: a resolver's span covers the plain writing of its result.
	if o.PlainWriters {
		srv.Use(newPlainFields(es, o.Metrics))
	}
	srv.SetErrorPresenter(PresentError(o.Log))
	srv.SetRecoverFunc(func(ctx context.Context, v any) error {
		o.Log.ErrorContext(ctx, "GraphQL resolver panic", "panic", v)
		return apperr.New(apperr.Internal, "Internal server error")
	})
	return srv
}

// Error codes of extensions.code, one per application error code.
var codeOf = map[apperr.Code]string{
	apperr.Invalid:       "BAD_USER_INPUT",
	apperr.TooLarge:      "BAD_USER_INPUT",
	apperr.Unsupported:   "BAD_USER_INPUT",
	apperr.Unauthorized:  "UNAUTHENTICATED",
	apperr.Forbidden:     "FORBIDDEN",
	apperr.NotFound:      "NOT_FOUND",
	apperr.Conflict:      "CONFLICT",
	apperr.Unprocessable: "UNPROCESSABLE",
	apperr.RateLimited:   "RATE_LIMITED",
	apperr.Unavailable:   "UNAVAILABLE",
	apperr.BadGateway:    "UNAVAILABLE",
	apperr.Internal:      "INTERNAL",
}

// protocolCodes are gqlgen's own codes for a request it refused before any
// resolver ran. PERSISTED_QUERY_NOT_FOUND is kept: APQ clients react to it.
var protocolCodes = map[string]string{
	errcode.ParseFailed:         "BAD_USER_INPUT",
	errcode.ValidationFailed:    "BAD_USER_INPUT",
	"COMPLEXITY_LIMIT_EXCEEDED": "BAD_USER_INPUT",
	"PERSISTED_QUERY_NOT_FOUND": "PERSISTED_QUERY_NOT_FOUND",
}

// PresentError is the one GraphQL error presenter: an application error
// keeps its message and gets its extensions.code (and extensions.fields for
// field errors); gqlgen's refusals of a malformed operation are
// BAD_USER_INPUT; anything else is INTERNAL with a generic message, logged
// with the request id.
func PresentError(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		gqlErr := graphql.DefaultErrorPresenter(ctx, err)
		if gqlErr.Extensions == nil {
			gqlErr.Extensions = map[string]any{}
		}
		if e, ok := apperr.As(err); ok {
			code := codeOf[e.Code]
			if code == "" || e.Code == apperr.Internal {
				return internal(ctx, log, gqlErr, err)
			}
			gqlErr.Message = e.Message
			gqlErr.Extensions["code"] = code
			if len(e.Fields) > 0 {
				gqlErr.Extensions["fields"] = e.Fields
			} else if field := argumentPath(gqlErr.Path); e.Code == apperr.Invalid && field != "" {
				// A value gqlgen could not read into an argument (a
				// scalar's refusal): named by its path in the arguments.
				gqlErr.Message = field + ": " + e.Message
				gqlErr.Extensions["fields"] = []apperr.FieldError{{Field: field, Message: e.Message}}
			}
			if e.Code == apperr.Unavailable || e.Code == apperr.BadGateway {
				log.WarnContext(ctx, "GraphQL request failed", "code", e.Code, "err", err)
			}
			return gqlErr
		}
		if c, ok := gqlErr.Extensions["code"].(string); ok {
			if mapped, known := protocolCodes[c]; known {
				gqlErr.Extensions["code"] = mapped
				return gqlErr
			}
		}
		var plain *gqlerror.Error
		if len(gqlErr.Path) == 0 && errors.As(err, &plain) && plain.Err == nil {
			// Refused by gqlgen before execution (e.g. a bad APQ extension).
			gqlErr.Extensions["code"] = "BAD_USER_INPUT"
			return gqlErr
		}
		return internal(ctx, log, gqlErr, err)
	}
}

// argumentPath names the argument an input error is about: its path after
// the field ("input.headers", "input.entries[1].id"), "" for a resolver's
// own error (a path of the field alone).
func argumentPath(p ast.Path) string {
	if len(p) < 2 {
		return ""
	}
	var b strings.Builder
	for _, el := range p[1:] {
		switch el := el.(type) {
		case ast.PathIndex:
			fmt.Fprintf(&b, "[%d]", int(el))
		case ast.PathName:
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(string(el))
		}
	}
	return b.String()
}

func internal(ctx context.Context, log *slog.Logger, gqlErr *gqlerror.Error, err error) *gqlerror.Error {
	rid := httpx.RequestIDFrom(ctx)
	if errors.Is(err, context.Canceled) && ctx.Err() != nil {
		// The client left (or its socket was closed): no fault of ours.
		log.DebugContext(ctx, "operation canceled", "err", err, "path", gqlErr.Path.String(), "request_id", rid)
	} else {
		log.ErrorContext(ctx, "internal error", "err", err, "path", gqlErr.Path.String(), "request_id", rid)
	}
	gqlErr.Message = "Internal server error"
	gqlErr.Extensions = map[string]any{"code": "INTERNAL"}
	if rid != "" {
		gqlErr.Extensions["requestId"] = rid
	}
	return gqlErr
}

// apqCache keeps persisted queries in Redis for a day, shared by replicas.
// A Redis failure is a cache miss: the client then sends the full query.
type apqCache struct {
	rdb *redis.Client
	log *slog.Logger
}

const apqPrefix = "gql:apq:"

func (c *apqCache) Get(ctx context.Context, key string) (string, bool) {
	v, err := c.rdb.Get(ctx, apqPrefix+key).Result()
	if err != nil {
		if !errors.Is(err, redis.Nil) {
			c.log.DebugContext(ctx, "persisted query cache unavailable", "err", err)
		}
		return "", false
	}
	return v, true
}

func (c *apqCache) Add(ctx context.Context, key, value string) {
	if err := c.rdb.Set(ctx, apqPrefix+key, value, 24*time.Hour).Err(); err != nil {
		c.log.DebugContext(ctx, "persisted query cache unavailable", "err", err)
	}
}

// DepthLimit refuses operations whose selections nest deeper than Max
// (fragments followed; introspection fields not counted, as the schema
// bounds them).
type DepthLimit struct{ Max int }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = DepthLimit{}

// ExtensionName names the extension.
func (DepthLimit) ExtensionName() string { return "DepthLimit" }

// Validate accepts any schema.
func (DepthLimit) Validate(graphql.ExecutableSchema) error { return nil }

// MutateOperationContext measures the operation.
func (d DepthLimit) MutateOperationContext(_ context.Context, oc *graphql.OperationContext) *gqlerror.Error {
	op := oc.Doc.Operations.ForName(oc.OperationName)
	if op == nil {
		return nil
	}
	if depth := selectionDepth(op.SelectionSet, 0, d.Max+1); depth > d.Max {
		err := gqlerror.Errorf("operation is nested %d levels deep, more than the limit of %d; split it into smaller queries", depth, d.Max)
		errcode.Set(err, "BAD_USER_INPUT")
		return err
	}
	return nil
}

// selectionDepth returns the depth of set, stopping once it passes stop.
func selectionDepth(set ast.SelectionSet, depth, stop int) int {
	if depth >= stop {
		return depth
	}
	deepest := depth
	for _, s := range set {
		var d int
		switch s := s.(type) {
		case *ast.Field:
			if len(s.Name) > 1 && s.Name[:2] == "__" {
				continue
			}
			d = depth + 1
			if len(s.SelectionSet) > 0 {
				d = selectionDepth(s.SelectionSet, depth+1, stop)
			}
		case *ast.InlineFragment:
			d = selectionDepth(s.SelectionSet, depth, stop)
		case *ast.FragmentSpread:
			if s.Definition != nil {
				d = selectionDepth(s.Definition.SelectionSet, depth, stop)
			}
		}
		deepest = max(deepest, d)
	}
	return deepest
}
