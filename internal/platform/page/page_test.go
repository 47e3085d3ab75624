package page_test

import (
	"encoding/json"
	"net/url"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/page"
)

type pos struct {
	At time.Time `json:"t"`
	ID string    `json:"i"`
}

func TestCursorRoundTrip(t *testing.T) {
	in := pos{At: time.Date(2026, 1, 2, 3, 4, 5, 6000, time.UTC), ID: "01a2"}
	var out pos
	require.NoError(t, page.DecodeCursor(page.EncodeCursor(in), &out))
	require.True(t, in.At.Equal(out.At))
	require.Equal(t, in.ID, out.ID)
}

func TestParse(t *testing.T) {
	p, err := page.Parse(url.Values{}, 50, 200)
	require.NoError(t, err)
	require.Equal(t, 50, p.Limit)
	require.False(t, p.CursorMode())
	p, err = page.Parse(url.Values{"limit": {"200"}, "cursor": {"start"}}, 50, 200)
	require.NoError(t, err)
	require.True(t, p.CursorMode())
	for _, q := range []url.Values{
		{"limit": {"0"}}, {"limit": {"201"}}, {"limit": {"1.5"}}, {"offset": {"-1"}}, {"offset": {"x"}},
		{"cursor": {""}}, {"cursor": {"start"}, "offset": {"0"}},
	} {
		_, err := page.Parse(q, 50, 200)
		require.Equal(t, apperr.Invalid, apperr.CodeOf(err), q)
	}
}

// FuzzDecodeCursor: any string decodes or is a 400, never a panic.
func FuzzDecodeCursor(f *testing.F) {
	f.Add(page.EncodeCursor(pos{ID: "x"}))
	f.Add("start")
	f.Add("")
	f.Add("eyJ0IjoiMjAyNi0wMS0wMiJ9")
	f.Add("!!!")
	f.Fuzz(func(t *testing.T, s string) {
		var p pos
		if err := page.DecodeCursor(s, &p); err != nil && apperr.CodeOf(err) != apperr.Invalid {
			t.Fatalf("cursor %q: %v", s, err)
		}
	})
}

func TestParseOffsetRefusesCursor(t *testing.T) {
	_, err := page.ParseOffset(url.Values{"cursor": {"start"}}, 50, 200)
	e, ok := apperr.As(err)
	if !ok || e.Code != apperr.Invalid || e.Fields[0].Field != "cursor" {
		t.Fatalf("cursor on an offset-only list: %v", err)
	}
	p, err := page.ParseOffset(url.Values{"limit": {"7"}, "offset": {"3"}}, 50, 200)
	if err != nil || p.Limit != 7 || p.Offset != 3 {
		t.Fatalf("limit and offset: %+v %v", p, err)
	}
}

func TestSlice(t *testing.T) {
	all := []int{1, 2, 3, 4, 5}
	for name, c := range map[string]struct {
		limit, offset int
		want          []int
	}{
		"First":     {2, 0, []int{1, 2}},
		"Middle":    {2, 2, []int{3, 4}},
		"Short":     {2, 4, []int{5}},
		"PastEnd":   {2, 9, []int{}},
		"WholeList": {50, 0, all},
	} {
		t.Run(name, func(t *testing.T) {
			l := page.Slice(all, c.limit, c.offset)
			require.Equal(t, c.want, l.Items)
			require.Equal(t, int64(5), *l.Total)
			require.Equal(t, c.limit, l.Limit)
			require.Equal(t, c.offset, *l.Offset)
			require.Nil(t, l.NextCursor)
		})
	}
	b, err := json.Marshal(page.Slice([]int(nil), 10, 0))
	require.NoError(t, err)
	require.JSONEq(t, `{"items":[],"total":0,"limit":10,"offset":0,"next_cursor":null}`, string(b))
}
