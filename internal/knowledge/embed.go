package knowledge

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"time"

	"voiceagent/internal/platform/egress"
)

// Embedder turns texts into vectors. Optional: without one, retrieval is
// full-text alone.
type Embedder interface {
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}

// OpenAIEmbedder calls an OpenAI-compatible POST {URL} endpoint (for example
// https://api.openai.com/v1/embeddings) with {"model", "input"}.
type OpenAIEmbedder struct {
	URL, Key, Model string
	Client          *http.Client
}

// NewOpenAIEmbedder builds an embedder whose requests go through the egress guard.
func NewOpenAIEmbedder(guard *egress.Guard, url, key, model string) *OpenAIEmbedder {
	return &OpenAIEmbedder{URL: url, Key: key, Model: model, Client: guard.Client(egress.Options{Timeout: 30 * time.Second})}
}

// Embed returns one vector per text, in order. Errors: transport failures,
// a non-200 answer, or an answer whose vectors do not match the input.
func (e *OpenAIEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	body, _ := json.Marshal(map[string]any{"model": e.Model, "input": texts})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.URL, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if e.Key != "" {
		req.Header.Set("Authorization", "Bearer "+e.Key)
	}
	resp, err := e.Client.Do(req)
	if err != nil {
		return nil, fmt.Errorf("embeddings: %w", err)
	}
	defer resp.Body.Close()
	raw, err := egress.ReadAll(resp.Body, 64<<20)
	if err != nil {
		return nil, fmt.Errorf("embeddings: %w", err)
	}
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("embeddings: provider answered HTTP %d", resp.StatusCode)
	}
	var out struct {
		Data []struct {
			Index     int       `json:"index"`
			Embedding []float32 `json:"embedding"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &out); err != nil {
		return nil, fmt.Errorf("embeddings: undecodable answer: %w", err)
	}
	vecs := make([][]float32, len(texts))
	for _, d := range out.Data {
		if d.Index < 0 || d.Index >= len(texts) || len(d.Embedding) == 0 {
			return nil, fmt.Errorf("embeddings: answer index %d out of range", d.Index)
		}
		vecs[d.Index] = d.Embedding
	}
	for i, v := range vecs {
		if v == nil {
			return nil, fmt.Errorf("embeddings: no vector for input %d", i)
		}
	}
	return vecs, nil
}

func cosine(a, b []float32) float64 {
	if len(a) != len(b) || len(a) == 0 {
		return 0
	}
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	if na == 0 || nb == 0 {
		return 0
	}
	return dot / math.Sqrt(na*nb)
}

// embedChunks embeds texts in batches; nil (no provider) or an error leaves
// the chunks without vectors.
func (s *Service) embedChunks(ctx context.Context, texts []string) ([][]float32, error) {
	if s.cfg.Embedder == nil || len(texts) == 0 {
		return nil, nil
	}
	var out [][]float32
	for i := 0; i < len(texts); i += 64 {
		j := min(i+64, len(texts))
		v, err := s.cfg.Embedder.Embed(ctx, texts[i:j])
		if err != nil {
			return nil, err
		}
		out = append(out, v...)
	}
	return out, nil
}
