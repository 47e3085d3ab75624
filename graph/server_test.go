package graph_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/ast"

	"voiceagent/graph"
	"voiceagent/internal/platform/apperr"
)

func present(err error) map[string]any {
	ctx := graphql.WithFieldContext(context.Background(), &graphql.FieldContext{Field: graphql.CollectedField{Field: &ast.Field{Alias: "members"}}})
	e := graph.PresentError(slog.New(slog.NewTextHandler(io.Discard, nil)))(ctx, err)
	return map[string]any{"message": e.Message, "code": e.Extensions["code"], "fields": e.Extensions["fields"]}
}

// One presenter maps every application error code; anything else says
// nothing of the internals.
func TestPresentError(t *testing.T) {
	for err, code := range map[error]string{
		apperr.Invalidf("bad"):                 "BAD_USER_INPUT",
		apperr.New(apperr.Unauthorized, "who"): "UNAUTHENTICATED",
		apperr.Forbiddenf("no"):                "FORBIDDEN",
		apperr.NotFoundf("gone"):               "NOT_FOUND",
		apperr.Conflictf("clash"):              "CONFLICT",
		apperr.Unprocessablef("rules"):         "UNPROCESSABLE",
		apperr.New(apperr.RateLimited, "slow"): "RATE_LIMITED",
		apperr.Unavailablef(nil, "down"):       "UNAVAILABLE",
	} {
		p := present(err)
		require.Equal(t, code, p["code"], err.Error())
		require.Equal(t, err.(*apperr.Error).Message, p["message"])
	}
	p := present(apperr.Field("limit", "must be an integer from 1 to 200"))
	require.Equal(t, []apperr.FieldError{{Field: "limit", Message: "must be an integer from 1 to 200"}}, p["fields"])

	for _, err := range []error{
		errors.New("pq: relation \"secret_table\" does not exist"),
		&apperr.Error{Code: apperr.Internal, Message: "boom", Err: errors.New("secret")},
	} {
		p := present(err)
		require.Equal(t, "INTERNAL", p["code"])
		require.Equal(t, "Internal server error", p["message"])
	}
}
