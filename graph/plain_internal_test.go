package graph

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
	"github.com/vektah/gqlparser/v2"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"voiceagent/internal/members"
)

// The plain writer's scalars write exactly what gqlgen's marshallers write,
// and decline exactly where they answer null.
func TestPlainScalarsWriteAsGqlgen(t *testing.T) {
	check := func(name string, want graphql.Marshaler, write func(w *plainWriter) bool) {
		t.Helper()
		w := &plainWriter{}
		ok := write(w)
		if want == graphql.Null {
			require.False(t, ok, name)
			return
		}
		var b bytes.Buffer
		want.MarshalGQL(&b)
		require.True(t, ok, name)
		require.Equal(t, b.String(), string(w.buf), name)
	}

	strs := []string{"", "plain", `"quoted" \back\slash/`, "tab\tcr\rnl\n", "ção 日本 🎉", "\u2028\u2029", "\x7f\xff\xfe", "a\xc3", "\xed\xa0\x80"}
	var all []byte
	for c := range 256 {
		all = append(all, byte(c))
	}
	strs = append(strs, string(all))
	rng := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		strs = append(strs, string(b))
	}
	for _, s := range strs {
		check("string "+s, graphql.MarshalString(s), func(w *plainWriter) bool { return w.str(s) })
		check("id "+s, graphql.MarshalID(s), func(w *plainWriter) bool { return w.str(s) })
	}
	for _, b := range []bool{true, false} {
		check("bool", graphql.MarshalBoolean(b), func(w *plainWriter) bool { return w.bool(b) })
	}
	for _, i := range []int64{0, 1, -1, 42, math.MaxInt64, math.MinInt64, math.MaxInt32 + 1} {
		check("int", graphql.MarshalInt(int(i)), func(w *plainWriter) bool { return w.int(int(i)) })
		check("int64", graphql.MarshalInt64(i), func(w *plainWriter) bool { return w.int64(i) })
	}
	saoPaulo := time.FixedZone("BRT", -3*3600)
	for _, tm := range []time.Time{
		{},
		time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC),
		time.Date(2026, 11, 27, 12, 0, 0, 123456789, saoPaulo),
		time.Date(2026, 1, 2, 3, 4, 5, 1000, time.FixedZone("", 5*3600+1800)),
		time.Date(1, 1, 1, 0, 0, 0, 1, time.UTC),
		time.Date(9999, 12, 31, 23, 59, 59, 999999999, time.UTC),
		time.Now(),
	} {
		check("time "+tm.String(), graphql.MarshalTime(tm), func(w *plainWriter) bool { return w.time(tm) })
	}
	for _, id := range []uuid.UUID{uuid.Nil, uuid.New(), uuid.Max, uuid.MustParse("01a21cc0-f315-737c-9815-137415785bf7")} {
		check("uuid "+id.String(), graphql.MarshalUUID(id), func(w *plainWriter) bool { return w.uuid(id) })
	}
}

// runPlain resolves the root field of query through the plain writers'
// interceptor as gqlgen would, with value as the resolver's result, and
// returns what the interceptor answered and the errors the response got.
func runPlain(t *testing.T, query string, value any) (any, gqlerror.List) {
	t.Helper()
	es := NewExecutableSchema(Config{Resolvers: &Resolver{}})
	doc, errs := gqlparser.LoadQuery(es.Schema(), query)
	require.Empty(t, errs)
	oc := &graphql.OperationContext{RawQuery: query, Doc: doc, Operation: doc.Operations[0], Variables: map[string]any{}}
	ctx := graphql.WithOperationContext(context.Background(), oc)
	ctx = graphql.WithResponseContext(ctx, graphql.DefaultErrorPresenter, nil)
	fields := graphql.CollectFields(oc, oc.Operation.SelectionSet, []string{"Query"})
	require.Len(t, fields, 1)
	ctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{Object: "Query", Field: fields[0], IsResolver: true})
	p := newPlainFields(es, nil)
	out, err := p.InterceptField(ctx, func(context.Context) (any, error) { return value, nil })
	require.NoError(t, err)
	return out, graphql.GetErrors(ctx)
}

// A resolved value is written in one pass; where gqlgen would record an
// error (a null the schema forbids) the writer declines, hands gqlgen the
// resolved value untouched and leaves no error of its own in the response.
func TestPlainWriterDeclinesWhereGqlgenWouldErr(t *testing.T) {
	const query = `{ me { user { id name createdAt subject } memberships { role } organization { role } } }`
	joined := time.Date(2026, 11, 27, 9, 30, 0, 0, time.UTC)
	me := &members.Me{User: members.User{ID: uuid.MustParse("01a21cc0-f315-737c-9815-137415785bf7"), Name: "Ana \"A\"", CreatedAt: joined}}

	out, errs := runPlain(t, query, me)
	require.Empty(t, errs)
	written, ok := out.(plainJSON)
	require.True(t, ok, "written in one pass: %T", out)
	require.JSONEq(t, `{"user":{"id":"01a21cc0-f315-737c-9815-137415785bf7","name":"Ana \"A\"","createdAt":"2026-11-27T09:30:00Z","subject":null},"memberships":[],"organization":null}`, string(written))

	// createdAt is Time!: the zero time is null to gqlgen, an error.
	me.User.CreatedAt = time.Time{}
	out, errs = runPlain(t, query, me)
	require.Empty(t, errs, "the declined attempt leaves no error behind")
	require.Same(t, me, out, "gqlgen gets the resolved value")

	// The nil id is null to gqlgen too.
	me.User.CreatedAt, me.User.ID = joined, uuid.Nil
	out, errs = runPlain(t, query, me)
	require.Empty(t, errs)
	require.Same(t, me, out)

	// A deferred fragment is gqlgen's to answer.
	me.User.ID = uuid.New()
	out, errs = runPlain(t, `{ me { ... @defer { user { id } } } }`, me)
	require.Empty(t, errs)
	require.Same(t, me, out)
}
