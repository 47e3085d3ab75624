package graph_test

import (
	"context"
	"testing"

	"github.com/99designs/gqlgen/client"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/stretchr/testify/require"

	"voiceagent/graph"
)

type fakeHealth struct{ pg, rd bool }

func (f fakeHealth) Check(context.Context) (bool, bool) { return f.pg, f.rd }

func TestHealthQuery(t *testing.T) {
	for _, c := range []struct {
		h    fakeHealth
		want string
	}{{fakeHealth{true, true}, "ok"}, {fakeHealth{true, false}, "degraded"}} {
		srv := handler.NewDefaultServer(graph.NewExecutableSchema(graph.Config{Resolvers: &graph.Resolver{Health: c.h}}))
		var resp struct {
			Health struct {
				Status          string
				Postgres, Redis bool
				CheckedAt       string
			}
		}
		client.New(srv).MustPost(`{ health { status postgres redis checkedAt } }`, &resp)
		require.Equal(t, c.want, resp.Health.Status)
		require.Equal(t, c.h.rd, resp.Health.Redis)
		require.NotEmpty(t, resp.Health.CheckedAt)
	}
}
