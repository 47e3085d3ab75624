package jobs

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"
)

type runs struct {
	mu  sync.Mutex
	got []string
}

func (r *runs) ObserveJob(taskType, outcome string, _ time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.got = append(r.got, taskType+" "+outcome)
}

// Each run reaches the recorder with its outcome, and the handler's error
// is returned as it was.
func TestObservedOutcomes(t *testing.T) {
	t.Parallel()
	rec := &runs{}
	boom := errors.New("boom")
	for _, err := range []error{nil, boom, &Postponed{Reason: "cap", After: time.Second}} {
		h := observed(rec, "t:x", asynq.HandlerFunc(func(context.Context, *asynq.Task) error { return err }))
		require.Equal(t, err, h.ProcessTask(context.Background(), asynq.NewTask("t:x", nil)))
	}
	require.Equal(t, []string{"t:x success", "t:x failure", "t:x postponed"}, rec.got)
	plain := asynq.HandlerFunc(func(context.Context, *asynq.Task) error { return nil })
	require.NotNil(t, observed(nil, "t:x", plain))
}
