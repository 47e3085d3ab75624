package analytics

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
)

func starts(w window) []string {
	out := []string{}
	for _, s := range w.starts {
		out = append(out, s.Format(dateLayout))
	}
	return out
}

func mustDay(t *testing.T, s string) time.Time {
	t.Helper()
	d, err := time.Parse(dateLayout, s)
	require.NoError(t, err)
	return d
}

func TestWindowFor(t *testing.T) {
	t.Parallel()
	monday := time.Date(2026, 11, 23, 15, 4, 5, 0, time.UTC)
	sunday := time.Date(2026, 11, 29, 23, 59, 59, 0, time.UTC)
	// 22:30 on Sunday the 29th in São Paulo is already Monday the 30th in UTC.
	saoPaulo := time.Date(2026, 11, 29, 22, 30, 0, 0, time.FixedZone("BRT", -3*3600))

	t.Run("Daily", func(t *testing.T) {
		w := windowFor("daily", monday)
		require.Equal(t, "2026-10-25", w.from.Format(dateLayout))
		require.Equal(t, "2026-11-23", w.to.Format(dateLayout))
		require.Len(t, w.starts, 30)
		require.Equal(t, "2026-10-25", starts(w)[0])
		require.Equal(t, "2026-11-23", starts(w)[29])
		for day, want := range map[string]int{"2026-10-25": 0, "2026-11-01": 7, "2026-11-23": 29} {
			i, ok := w.bucketOf(mustDay(t, day))
			require.True(t, ok, day)
			require.Equal(t, want, i, day)
		}
		for _, day := range []string{"2026-10-24", "2026-11-24"} {
			_, ok := w.bucketOf(mustDay(t, day))
			require.False(t, ok, day)
		}
	})
	t.Run("WeeklyStartsOnMonday", func(t *testing.T) {
		for _, now := range []time.Time{monday, sunday} {
			w := windowFor("weekly", now)
			require.Equal(t, "2026-09-07", w.from.Format(dateLayout), now)
			require.Equal(t, []string{"2026-09-07", "2026-09-14", "2026-09-21", "2026-09-28", "2026-10-05", "2026-10-12",
				"2026-10-19", "2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"}, starts(w), now)
			for day, want := range map[string]int{"2026-09-07": 0, "2026-09-13": 0, "2026-09-14": 1, "2026-11-22": 10, "2026-11-23": 11} {
				i, ok := w.bucketOf(mustDay(t, day))
				require.True(t, ok, day)
				require.Equal(t, want, i, day)
			}
			_, ok := w.bucketOf(mustDay(t, "2026-09-06"))
			require.False(t, ok)
		}
		require.Equal(t, "2026-11-29", windowFor("weekly", sunday).to.Format(dateLayout))
	})
	t.Run("WeeklyInUTC", func(t *testing.T) {
		w := windowFor("weekly", saoPaulo)
		require.Equal(t, "2026-11-30", w.to.Format(dateLayout))
		require.Equal(t, "2026-11-30", starts(w)[11])
	})
	t.Run("Monthly", func(t *testing.T) {
		w := windowFor("monthly", time.Date(2026, 1, 31, 12, 0, 0, 0, time.UTC))
		require.Equal(t, []string{"2025-02-01", "2025-03-01", "2025-04-01", "2025-05-01", "2025-06-01", "2025-07-01",
			"2025-08-01", "2025-09-01", "2025-10-01", "2025-11-01", "2025-12-01", "2026-01-01"}, starts(w))
		require.Equal(t, "2025-02-01", w.from.Format(dateLayout))
		require.Equal(t, "2026-01-31", w.to.Format(dateLayout))
		for day, want := range map[string]int{"2025-02-01": 0, "2025-02-28": 0, "2025-03-01": 1, "2025-12-31": 10, "2026-01-31": 11} {
			i, ok := w.bucketOf(mustDay(t, day))
			require.True(t, ok, day)
			require.Equal(t, want, i, day)
		}
		_, ok := w.bucketOf(mustDay(t, "2025-01-31"))
		require.False(t, ok)
	})
}

func TestWindowBetween(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	t.Run("Daily", func(t *testing.T) {
		w, err := windowBetween("daily", "2026-11-21", "2026-11-27", now)
		require.NoError(t, err)
		require.Equal(t, []string{"2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"}, starts(w))
		i, ok := w.bucketOf(mustDay(t, "2026-11-27"))
		require.True(t, ok)
		require.Equal(t, 6, i)
		_, ok = w.bucketOf(mustDay(t, "2026-11-20"))
		require.False(t, ok)
	})
	t.Run("ToDefaultsToToday", func(t *testing.T) {
		w, err := windowBetween("daily", "2026-11-26", "", now)
		require.NoError(t, err)
		require.Equal(t, []string{"2026-11-26", "2026-11-27"}, starts(w))
	})
	t.Run("WeeklyFromTheFirstDay", func(t *testing.T) {
		w, err := windowBetween("weekly", "2026-11-04", "2026-11-20", now)
		require.NoError(t, err)
		require.Equal(t, []string{"2026-11-04", "2026-11-11", "2026-11-18"}, starts(w))
		for day, want := range map[string]int{"2026-11-04": 0, "2026-11-10": 0, "2026-11-11": 1, "2026-11-20": 2} {
			i, ok := w.bucketOf(mustDay(t, day))
			require.True(t, ok, day)
			require.Equal(t, want, i, day)
		}
	})
	t.Run("MonthlyCutByTheRange", func(t *testing.T) {
		w, err := windowBetween("monthly", "2026-09-15", "2026-11-02", now)
		require.NoError(t, err)
		require.Equal(t, []string{"2026-09-15", "2026-10-01", "2026-11-01"}, starts(w))
		i, ok := w.bucketOf(mustDay(t, "2026-10-31"))
		require.True(t, ok)
		require.Equal(t, 1, i)
	})
	t.Run("Refused", func(t *testing.T) {
		for _, c := range []struct{ from, to, field string }{
			{"", "2026-11-01", "from"}, {"2026-13-01", "", "from"}, {"11/01/2026", "", "from"},
			{"2026-11-01", "2026-11-31", "to"}, {"2026-11-02", "2026-11-01", "to"}, {"2025-01-01", "2026-01-02", "to"},
		} {
			_, err := windowBetween("daily", c.from, c.to, now)
			e, ok := apperr.As(err)
			require.True(t, ok, c)
			require.Equal(t, apperr.Invalid, e.Code, c)
			require.Equal(t, c.field, e.Fields[0].Field, c)
		}
		w, err := windowBetween("daily", "2025-01-01", "2026-01-01", now) // 366 days: the most
		require.NoError(t, err)
		require.Len(t, w.starts, 366)
	})
}
