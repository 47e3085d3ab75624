package knowledge_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/hibiken/asynq"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/knowledge"
	"voiceagent/internal/testkit"
)

// TestEmbeddingsRerank runs an OpenAI-compatible embeddings endpoint whose
// vectors mark texts about bananas (and the query "price"): with a provider
// configured, the banana chunk outranks the apple chunk that full-text
// search alone scores higher.
func TestEmbeddingsRerank(t *testing.T) {
	t.Parallel()
	var calls atomic.Int32
	var auth atomic.Value
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		auth.Store(r.Header.Get("Authorization"))
		var in struct {
			Model string   `json:"model"`
			Input []string `json:"input"`
		}
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.Model != "test-model" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		type item struct {
			Index     int       `json:"index"`
			Embedding []float32 `json:"embedding"`
		}
		out := []item{}
		for i, s := range in.Input {
			v := []float32{0, 1}
			if strings.Contains(strings.ToLower(s), "banana") || s == "price" {
				v = []float32{1, 0}
			}
			out = append(out, item{i, v})
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"data": out})
	}))
	t.Cleanup(srv.Close)
	env := testkit.New(t)
	org := env.MustOrg("Acme")
	ctx := env.System(org.ID)
	// a service configured as the wiring does with EMBEDDINGS_URL set; its
	// indexing handler runs here, as a worker would run it
	svc := knowledge.NewService(env.App.DB, env.App.Queue, env.App.Egress, knowledge.Config{
		Embedder: knowledge.NewOpenAIEmbedder(env.App.Egress, srv.URL+"/v1/embeddings", "sk-test", "test-model"),
		Agents:   env.App.Agents,
	})
	index := func(d knowledge.Document) {
		b, _ := json.Marshal(knowledge.IndexPayload{OrganizationID: org.ID, DocumentID: d.ID})
		require.NoError(t, svc.HandleIndex(ctx, asynq.NewTask(knowledge.TypeIndex, b)))
	}
	name := "Fruit"
	kb, err := svc.CreateBase(ctx, knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	a, err := svc.CreateManual(ctx, kb.ID, "Apples", "# Price\nPrice list: the price of apples is two dollars, a fair price.")
	require.NoError(t, err)
	b, err := svc.CreateManual(ctx, kb.ID, "Bananas", "# Bananas\nBananas cost three dollars at the current price.")
	require.NoError(t, err)
	index(a)
	index(b)
	var dims int
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT min(array_length(embedding, 1)) FROM knowledge_chunks WHERE organization_id = $1`, org.ID).Scan(&dims))
	require.Equal(t, 2, dims)
	require.Equal(t, "Bearer sk-test", auth.Load())

	hits, err := svc.SearchBase(ctx, kb.ID, "price", 5)
	require.NoError(t, err)
	require.Len(t, hits, 2)
	require.Equal(t, b.ID, hits[0].DocumentID)
	require.Greater(t, hits[0].Score, hits[1].Score)

	// a provider outage leaves indexing and retrieval on full-text
	srv.Close()
	c, err := svc.CreateManual(ctx, kb.ID, "Cherries", "Cherries cost five dollars.")
	require.NoError(t, err)
	index(c)
	d, err := svc.GetDocument(ctx, kb.ID, c.ID)
	require.NoError(t, err)
	require.Equal(t, "ready", d.Status)
	hits, err = svc.SearchBase(ctx, kb.ID, "cherries", 5)
	require.NoError(t, err)
	require.Len(t, hits, 1)
	require.Equal(t, c.ID, hits[0].DocumentID)
}
