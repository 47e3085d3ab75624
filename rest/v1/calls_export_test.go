package v1_test

import (
	"fmt"
	"net/http"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/calls"
	"voiceagent/internal/testkit"
)

// TestCallsCursorExport exports a few thousand calls, with their
// transcripts, by cursor over HTTP while new calls keep arriving: every call
// that existed before the export is seen exactly once and none twice.
func TestCallsCursorExport(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	org := env.MustOrg("Export Org").ID
	_, key := env.MustKey(org, "calls:read")
	agent := publishedAgent(t, env, org, "Bulk agent")
	ctx := env.System(org)

	const existing = 4000
	base := time.Now().UTC().Add(-30 * 24 * time.Hour)
	batch := make([]calls.ImportCall, existing)
	for i := range batch {
		created := base.Add(time.Duration(i/4) * time.Minute) // four calls per instant: ties broken by id
		batch[i] = calls.ImportCall{AgentID: agent, Channel: "phone", Direction: "inbound", Status: "completed",
			FromNumber: fmt.Sprintf("+551198%07d", i), CreatedAt: created, StartedAt: created.Add(time.Second), EndedAt: created.Add(time.Minute),
			Transcript: []calls.Turn{{Role: "agent", Text: "Bom dia!"}, {Role: "user", Text: fmt.Sprintf("Chamada número %d", i), OffsetMS: 1500}}}
	}
	n, err := env.App.Calls.Import(ctx, batch)
	require.NoError(t, err)
	require.Equal(t, existing, n)
	imported := map[string]bool{}
	l := (callsFixture{env: env}).list(t, key, "limit=1")
	require.EqualValues(t, existing, *l.Total)

	var created atomic.Int64
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := env.App.Calls.Create(ctx, calls.CreateInput{AgentID: agent, Channel: "web", Direction: "inbound"}); err != nil {
				t.Errorf("create during export: %v", err)
				return
			}
			created.Add(1)
		}
	}()

	var stopOnce sync.Once
	stopWriter := func() { stopOnce.Do(func() { close(stop); wg.Wait() }) }
	defer stopWriter()

	seen := map[string]int{}
	cursor := "start"
	pages := 0
	for {
		r := env.Get("/v1/calls?include=transcript&limit=200&cursor="+url.QueryEscape(cursor), key)
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		var page struct {
			Items []struct {
				ID         string       `json:"id"`
				Channel    string       `json:"channel"`
				Transcript []calls.Turn `json:"transcript"`
			} `json:"items"`
			NextCursor *string `json:"next_cursor"`
		}
		r.JSON(t, &page)
		for _, it := range page.Items {
			seen[it.ID]++
			if it.Channel == "phone" && len(it.Transcript) != 2 { // an imported call
				t.Fatalf("call %s: transcript of %d turns", it.ID, len(it.Transcript))
			}
		}
		pages++
		if page.NextCursor == nil {
			break
		}
		cursor = *page.NextCursor
		n := created.Load()
		testkit.Eventually(t, 10*time.Second, "a call created between pages", func() bool { return created.Load() > n })
	}
	stopWriter()

	all, err := env.App.Calls.List(ctx, calls.ListFilter{Status: "completed", Limit: 1})
	require.NoError(t, err)
	require.EqualValues(t, existing, *all.Total)
	for id, times := range seen {
		require.Equal(t, 1, times, "call %s seen %d times", id, times)
	}
	// Every imported (completed) call was exported: walk them by status.
	f := calls.ListFilter{Status: "completed", Limit: 200, Cursor: "start"}
	for {
		p, err := env.App.Calls.List(ctx, f)
		require.NoError(t, err)
		for _, c := range p.Items {
			imported[c.ID.String()] = true
		}
		if p.NextCursor == nil {
			break
		}
		f.Cursor = *p.NextCursor
	}
	require.Len(t, imported, existing)
	for id := range imported {
		require.Equal(t, 1, seen[id], "imported call %s missing from the export", id)
	}
	require.GreaterOrEqual(t, created.Load(), int64(pages-1))
	t.Logf("exported %d calls in %d pages while %d were created", len(seen), pages, created.Load())
}
