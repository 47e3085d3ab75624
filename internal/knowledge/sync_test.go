package knowledge_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/knowledge"
	"voiceagent/internal/testkit"
)

func waitStatus(t *testing.T, env *testkit.Env, orgID, baseID, docID uuid.UUID, want string) knowledge.Document {
	t.Helper()
	var d knowledge.Document
	testkit.Eventually(t, 20*time.Second, "document "+want, func() bool {
		var err error
		d, err = env.App.Knowledge.GetDocument(env.System(orgID), baseID, docID)
		require.NoError(t, err)
		return d.Status == want
	})
	return d
}

func TestSyncSkipsUnchangedPages(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	env.StartWorker()
	var version atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprintf(w, "<html><body><main><h1>Prices</h1><p>The basic plan costs %d dollars.</p></main></body></html>", 10+version.Load())
	}))
	t.Cleanup(srv.Close)
	org := env.MustOrg("Acme")
	ctx := env.System(org.ID)
	svc := env.App.Knowledge
	name := "Web"
	kb, err := svc.CreateBase(ctx, knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	d, err := svc.CreateURL(ctx, kb.ID, "Prices", srv.URL+"/prices")
	require.NoError(t, err)
	first := waitStatus(t, env, org.ID, kb.ID, d.ID, "ready")

	sync := func() {
		b, _ := json.Marshal(knowledge.IndexPayload{OrganizationID: org.ID, DocumentID: d.ID, Sync: true})
		require.NoError(t, svc.HandleIndex(ctx, asynq.NewTask(knowledge.TypeIndex, b)))
	}
	sync() // unchanged: only last_synced_at moves
	same, err := svc.GetDocument(ctx, kb.ID, d.ID)
	require.NoError(t, err)
	require.Equal(t, first.IndexedAt, same.IndexedAt)
	require.True(t, same.LastSyncedAt.After(*first.LastSyncedAt))

	version.Store(5) // changed: indexed again
	sync()
	changed, err := svc.GetDocument(ctx, kb.ID, d.ID)
	require.NoError(t, err)
	require.True(t, changed.IndexedAt.After(*first.IndexedAt))
	hits, err := svc.SearchBase(ctx, kb.ID, "basic plan cost", 3)
	require.NoError(t, err)
	require.Contains(t, hits[0].Content, "15 dollars")

	// the periodic sweep queues stale sources; the worker refreshes them
	_, err = env.App.DB.Exec(ctx, `UPDATE knowledge_documents SET last_synced_at = now() - interval '3 days' WHERE id = $1`, d.ID)
	require.NoError(t, err)
	require.NoError(t, svc.HandleSync(ctx, knowledge.NewSyncTask()))
	testkit.Eventually(t, 20*time.Second, "swept", func() bool {
		x, err := svc.GetDocument(ctx, kb.ID, d.ID)
		require.NoError(t, err)
		return x.LastSyncedAt.After(time.Now().Add(-time.Hour))
	})
	src, err := svc.SyncSources(ctx, kb.ID)
	require.NoError(t, err)
	require.Len(t, src, 1)
	require.Equal(t, srv.URL+"/prices", src[0].URL)

	// an undecodable payload is not retried
	err = svc.HandleIndex(ctx, asynq.NewTask(knowledge.TypeIndex, []byte("{")))
	require.ErrorIs(t, err, asynq.SkipRetry)
}

func TestCrawlFollowsSameSiteLinks(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	env.StartWorker()
	mux := http.NewServeMux()
	page := func(title, body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprintf(w, "<html><head><title>%s</title></head><body><main><p>%s</p></main></body></html>", title, body)
		}
	}
	mux.HandleFunc("/", page("Home", `Welcome to the docs. <a href="/a">A</a> <a href="b">B</a> <a href="https://elsewhere.example/x">out</a>`))
	mux.HandleFunc("/a", page("A", `Page A explains billing. <a href="/deep">deep</a>`))
	mux.HandleFunc("/b", page("B", `Page B explains security.`))
	mux.HandleFunc("/deep", page("Deep", `Too deep to crawl.`))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	org := env.MustOrg("Acme")
	ctx := env.System(org.ID)
	svc := env.App.Knowledge
	name := "Docs"
	kb, err := svc.CreateBase(ctx, knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	_, err = svc.CreateCrawl(ctx, kb.ID, knowledge.CrawlInput{URL: srv.URL + "/", MaxDepth: 1, MaxPages: 10})
	require.NoError(t, err)
	testkit.Eventually(t, 20*time.Second, "three pages ready", func() bool {
		b, err := svc.GetBase(ctx, kb.ID)
		require.NoError(t, err)
		return b.DocumentsByStatus.Ready == 3
	})
	docs, total, err := svc.ListDocuments(ctx, kb.ID, 10, 0)
	require.NoError(t, err)
	require.EqualValues(t, 3, total) // home, /a, /b; /deep is beyond the depth, elsewhere is off-site
	for _, d := range docs {
		require.Equal(t, "crawl", d.Source)
	}
	_, err = svc.CreateCrawl(ctx, kb.ID, knowledge.CrawlInput{URL: srv.URL, MaxDepth: 9})
	require.Error(t, err)
}
