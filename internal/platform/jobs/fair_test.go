package jobs

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"
)

func TestPostponeAfter(t *testing.T) {
	// About as long as the tasks ahead need: waiting / places × mean run time.
	require.Equal(t, 2*time.Second, postponeAfter(20, 10, 1000))
	require.Equal(t, minPostpone, postponeAfter(1, 10, 5), "never a busy loop")
	require.Equal(t, maxPostpone, postponeAfter(2000, 10, 10_000), "a hanging receiver's backlog waits the most")
	require.Equal(t, 3*defaultTaskTime, postponeAfter(3, 1, -1), "no mean yet")
}

func TestPostponedIsNotAFailure(t *testing.T) {
	p := &Postponed{Reason: "cap", After: time.Second}
	wrapped := fmt.Errorf("deliver: %w", p)
	require.True(t, IsPostponed(wrapped))
	require.False(t, IsPostponed(errors.New("database down")))
	task := asynq.NewTask("x", nil)
	for range 50 {
		d := retryDelay(0, wrapped, task)
		require.GreaterOrEqual(t, d, p.After/2)
		require.LessOrEqual(t, d, p.After*3/2)
	}
}

func TestBackoffDoublesFromBase(t *testing.T) {
	cause := errors.New("carrier down")
	err := Backoff(cause, 10*time.Second)
	require.ErrorIs(t, err, cause)
	var r RetryAfter
	require.ErrorAs(t, err, &r)
	require.Equal(t, 10*time.Second, r.RetryAfter(0))
	require.Equal(t, 40*time.Second, r.RetryAfter(2))
	require.Equal(t, 10*time.Second<<16, r.RetryAfter(40), "capped")
}
