package graph

import (
	"bytes"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
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
