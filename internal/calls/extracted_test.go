package calls_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/apperr"
)

func TestMergeExtractedData(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	c := f.moveTo(t, "completed")

	// Until its outcome is recorded, a call takes no merge.
	_, err := svc.MergeExtractedData(f.ctx, c.ID, map[string]any{"a": 1})
	require.True(t, apperr.Is(err, apperr.Conflict), "%v", err)
	_, err = svc.RecordOutcome(f.ctx, c.ID, calls.Outcome{Summary: "ok", ExtractedData: map[string]any{"name": "Ana", "city": "Rio"}})
	require.NoError(t, err)

	// Keys given replace, the others stay.
	got, err := svc.MergeExtractedData(f.ctx, c.ID, map[string]any{"city": "São Paulo", "age": 32.0})
	require.NoError(t, err)
	require.Equal(t, map[string]any{"name": "Ana", "city": "São Paulo", "age": 32.0}, got.PostCall.ExtractedData)

	// Parallel merges of different keys all land (one UPDATE each).
	var wg sync.WaitGroup
	for i := range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := svc.MergeExtractedData(f.ctx, c.ID, map[string]any{fmt.Sprintf("k%d", i): i})
			require.NoError(t, err)
		}()
	}
	wg.Wait()
	got, err = svc.Get(f.ctx, c.ID)
	require.NoError(t, err)
	require.Len(t, got.PostCall.ExtractedData, 13)

	// Bounds: the merged size, NUL characters; nothing is stored.
	big := strings.Repeat("x", calls.MaxExtractedJSON/2)
	_, err = svc.MergeExtractedData(f.ctx, c.ID, map[string]any{"one": big})
	require.NoError(t, err)
	_, err = svc.MergeExtractedData(f.ctx, c.ID, map[string]any{"two": big})
	require.True(t, apperr.Is(err, apperr.Invalid), "%v", err)
	_, err = svc.MergeExtractedData(f.ctx, c.ID, map[string]any{"three": big + big})
	require.True(t, apperr.Is(err, apperr.Invalid), "%v", err)
	_, err = svc.MergeExtractedData(f.ctx, c.ID, map[string]any{"nul": "a\x00b"})
	require.True(t, apperr.Is(err, apperr.Invalid), "%v", err)
	got, err = svc.Get(f.ctx, c.ID)
	require.NoError(t, err)
	require.NotContains(t, got.PostCall.ExtractedData, "two")
	require.NotContains(t, got.PostCall.ExtractedData, "nul")

	// Another organization's or an unknown call: not found; a user: refused.
	other := f.env.MustOrg("Other")
	_, err = svc.MergeExtractedData(f.env.System(other.ID), c.ID, map[string]any{"a": 1})
	require.True(t, apperr.Is(err, apperr.NotFound), "%v", err)
	_, err = svc.MergeExtractedData(f.ctx, uuid.New(), map[string]any{"a": 1})
	require.True(t, apperr.Is(err, apperr.NotFound), "%v", err)
	viewer := auth.WithPrincipal(context.Background(), auth.Principal{Kind: auth.KindUser, UserID: "u", OrganizationID: f.org, Role: auth.RoleEditor})
	_, err = svc.MergeExtractedData(viewer, c.ID, map[string]any{"a": 1})
	require.True(t, apperr.Is(err, apperr.Forbidden), "%v", err)
}

// A null (not found) never erases a value found before.
func TestMergeExtractedDataKeepsValuesOverNulls(t *testing.T) {
	t.Parallel()
	f := setup(t)
	svc := f.env.App.Calls
	c := f.moveTo(t, "completed")
	_, err := svc.RecordOutcome(f.ctx, c.ID, calls.Outcome{Summary: "ok", ExtractedData: map[string]any{"name": "Ana"}})
	require.NoError(t, err)
	got, err := svc.MergeExtractedData(f.ctx, c.ID, map[string]any{"name": nil, "city": nil, "age": 30.0})
	require.NoError(t, err)
	require.Equal(t, map[string]any{"name": "Ana", "city": nil, "age": 30.0}, got.PostCall.ExtractedData)
	got, err = svc.MergeExtractedData(f.ctx, c.ID, map[string]any{"city": "Rio", "age": nil})
	require.NoError(t, err)
	require.Equal(t, map[string]any{"name": "Ana", "city": "Rio", "age": 30.0}, got.PostCall.ExtractedData)
}
