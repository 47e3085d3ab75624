package graph

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

type upHealth struct{}

func (upHealth) Check(context.Context) (bool, bool) { return true, true }

// The POST transport answers what gqlgen's own does (status, content type,
// the same JSON) for good and bad requests and every Accept header.
func TestJSONPostAnswersAsGqlgensPost(t *testing.T) {
	serve := func(tr graphql.Transport) http.Handler {
		srv := handler.New(NewExecutableSchema(Config{Resolvers: &Resolver{Health: upHealth{}}}))
		srv.AddTransport(tr)
		srv.SetErrorPresenter(PresentError(slog.New(slog.DiscardHandler)))
		return srv
	}
	ours, theirs := serve(jsonPOST{}), serve(transport.POST{})
	bodies := []string{
		`{"query":"{ health { status postgres redis } }"}`,
		`{"query":"{ health { status } a: health { redis } }","extensions":{"x":1}}`,
		`{"query":"{ health { nope } }"}`,
		`{"query":"{ health "}`,
		`{"query":"query Q($n: Int) { health { status } }","variables":{"n":"<&>"}}`,
		`{"query":"{ __typename }","operationName":"Missing"}`,
		`not json`,
		``,
	}
	accepts := []string{"", "application/json", "*/*", "application/graphql-response+json",
		"application/graphql-response+json, application/json", "text/html", "application/*;q=0.5"}
	for _, body := range bodies {
		for _, accept := range accepts {
			do := func(h http.Handler) *httptest.ResponseRecorder {
				req := httptest.NewRequest(http.MethodPost, "/", strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				if accept != "" {
					req.Header.Set("Accept", accept)
				}
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
				return rec
			}
			got, want := do(ours), do(theirs)
			require.Equal(t, want.Code, got.Code, "%s / Accept %q", body, accept)
			require.Equal(t, want.Header().Get("Content-Type"), got.Header().Get("Content-Type"), "%s / Accept %q", body, accept)
			var g, w any
			require.NoError(t, json.Unmarshal(want.Body.Bytes(), &w), want.Body.String())
			require.NoError(t, json.Unmarshal(got.Body.Bytes(), &g), "%s: %s", body, got.Body.String())
			if m, ok := w.(map[string]any); ok { // the time differs between two runs
				scrubTimes(m)
				scrubTimes(g.(map[string]any))
			}
			require.Equal(t, w, g, "%s / Accept %q", body, accept)
		}
	}
}

func scrubTimes(m map[string]any) {
	if d, ok := m["data"].(map[string]any); ok {
		if h, ok := d["health"].(map[string]any); ok {
			delete(h, "checkedAt")
		}
	}
}

// writeResponse writes what json.Marshal writes for every field of a
// response, data copied as gqlgen encoded it.
func TestWriteResponseMatchesEncodingJSON(t *testing.T) {
	next := true
	resp := &graphql.Response{
		Data:       json.RawMessage(`{"a":"<b>","n":[1,2]}`),
		Label:      "l",
		Path:       nil,
		HasNext:    &next,
		Extensions: map[string]any{"k": "v&"},
	}
	resp.Errors = gqlerror.List{{Message: "bad \"x\"", Extensions: map[string]any{"code": "BAD_USER_INPUT"}}}
	var buf strings.Builder
	writeResponse(&buf, resp)
	want, err := json.Marshal(resp)
	require.NoError(t, err)
	var g, w any
	require.NoError(t, json.Unmarshal([]byte(buf.String()), &g))
	require.NoError(t, json.Unmarshal(want, &w))
	require.Equal(t, w, g)

	buf.Reset()
	writeResponse(&buf, &graphql.Response{})
	require.Equal(t, `{"data":null}`, buf.String())
}
