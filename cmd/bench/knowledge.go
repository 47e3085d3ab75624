package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/hibiken/asynq"

	"voiceagent/internal/auth"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/knowledge/eval"
	"voiceagent/internal/knowledge/extract"
)

func init() {
	register(suite{name: "knowledge", summary: "retrieval hit@1/hit@5 on the PT/EN evaluation set, indexing MB/s and PDF pages/s, retrieval p50/p95 at 100,000 chunks", run: benchKnowledge})
}

func benchKnowledge(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench knowledge", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_knowledge?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/2", "bench Redis")
	chunks := fs.Int("chunks", 100_000, "chunks in the measured organization")
	noise := fs.Int("noise", 20_000, "chunks in another organization")
	queries := fs.Int("queries", 300, "retrieval queries measured")
	if err := fs.Parse(args); err != nil {
		return err
	}
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	svc := a.Knowledge
	newOrg := func(name string) (uuid.UUID, context.Context, knowledge.Base, error) {
		org, err := a.Orgs.Create(ctx, fmt.Sprintf("%s %d", name, time.Now().UnixNano()), "")
		if err != nil {
			return uuid.Nil, nil, knowledge.Base{}, err
		}
		sys := auth.WithPrincipal(ctx, auth.System(org.ID))
		kb, err := svc.CreateBase(sys, knowledge.BaseInput{Name: &name})
		return org.ID, sys, kb, err
	}
	// index runs the indexing handler in-process, exactly as a worker does.
	index := func(orgID uuid.UUID, d knowledge.Document) error {
		b, _ := json.Marshal(knowledge.IndexPayload{OrganizationID: orgID, DocumentID: d.ID})
		return svc.HandleIndex(ctx, asynq.NewTask(knowledge.TypeIndex, b))
	}

	// 1. quality
	orgID, sys, kb, err := newOrg("Eval")
	if err != nil {
		return err
	}
	for _, d := range eval.Documents {
		doc, err := svc.CreateManual(sys, kb.ID, d.Name, d.Content)
		if err != nil {
			return err
		}
		if err := index(orgID, doc); err != nil {
			return err
		}
	}
	res, err := eval.Run(ctx, svc, orgID, kb.ID)
	if err != nil {
		return err
	}
	fmt.Printf("quality (full-text only): %d questions, hit@1 %.2f, hit@5 %.2f\n", res.Questions, res.Hit1, res.Hit5)

	// 2. indexing throughput: manual text and PDF
	var text strings.Builder
	for text.Len() < 1800000 {
		for _, d := range eval.Documents {
			text.WriteString(d.Content)
			text.WriteString("\n\n")
		}
	}
	doc, err := svc.CreateManual(sys, kb.ID, "Throughput", text.String())
	if err != nil {
		return err
	}
	start := time.Now()
	if err := index(orgID, doc); err != nil {
		return err
	}
	el := time.Since(start)
	fmt.Printf("indexing text: %.1f MB in %s = %.2f MB/s\n", float64(text.Len())/1e6, el.Round(time.Millisecond), float64(text.Len())/1e6/el.Seconds())
	pages := make([]string, 50)
	for i := range pages {
		pages[i] = eval.Documents[i%len(eval.Documents)].Content
	}
	pdf, err := extract.SamplePDF(pages, false, "")
	if err != nil {
		return err
	}
	pdoc, err := svc.CreatePDF(sys, kb.ID, "bench.pdf", bytes.NewReader(pdf))
	if err != nil {
		return err
	}
	start = time.Now()
	if err := index(orgID, pdoc); err != nil {
		return err
	}
	el = time.Since(start)
	if pdoc, err = svc.GetDocument(sys, kb.ID, pdoc.ID); err != nil || pdoc.Status != knowledge.StatusReady {
		return fmt.Errorf("PDF not indexed: %v %s %v", err, pdoc.Status, pdoc.Error)
	}
	fmt.Printf("indexing PDF: %d pages in %s = %.1f pages/s\n", len(pages), el.Round(time.Millisecond), float64(len(pages))/el.Seconds())

	// 3. latency at scale: synthetic 60-word chunks, one word in twelve drawn
	// from the evaluation documents' vocabulary, the rest from 50,000 other
	// terms, so common query words match a few percent of the chunks
	bigOrg, bigSys, bigKB, err := newOrg("Scale")
	if err != nil {
		return err
	}
	noiseOrg, noiseSys, noiseKB, err := newOrg("Noise")
	if err != nil {
		return err
	}
	fill := func(orgID uuid.UUID, sys context.Context, kb knowledge.Base, n int) error {
		d, err := svc.CreateManual(sys, kb.ID, "Synthetic", "placeholder")
		if err != nil {
			return err
		}
		_, err = a.DB.Exec(ctx, `WITH words AS (SELECT regexp_split_to_array($4, '\s+') AS w)
		  INSERT INTO knowledge_chunks (id, organization_id, knowledge_base_id, document_id, position, heading, content, config, tsv)
		  SELECT gen_random_uuid(), $1, $2, $3, g, '', t, 'portuguese', to_tsvector('portuguese', unaccent(t))
		  FROM words, generate_series(1, $5) g,
		  LATERAL (SELECT string_agg(CASE WHEN s % 12 = 0 THEN w[1 + floor(random() * array_length(w, 1))::int + 0 * g]
		    ELSE 'termo' || floor(random() * 50000)::int END, ' ') AS t FROM generate_series(1, 60) s) x`,
			orgID, kb.ID, d.ID, vocabulary(), n)
		return err
	}
	start = time.Now()
	if err := fill(bigOrg, bigSys, bigKB, *chunks); err != nil {
		return err
	}
	if err := fill(noiseOrg, noiseSys, noiseKB, *noise); err != nil {
		return err
	}
	if _, err := a.DB.Exec(ctx, `ANALYZE knowledge_chunks`); err != nil {
		return err
	}
	fmt.Printf("loaded %d chunks (+%d noise in another organization) in %s\n", *chunks, *noise, time.Since(start).Round(time.Second))
	var lat []time.Duration
	for i := 0; i < *queries; i++ {
		q := eval.Questions[i%len(eval.Questions)].Query
		t0 := time.Now()
		if _, err := svc.Search(ctx, bigOrg, []uuid.UUID{bigKB.ID}, q, 5); err != nil {
			return err
		}
		lat = append(lat, time.Since(t0))
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	fmt.Printf("retrieval at %d chunks: p50 %s, p95 %s (%d queries)\n", *chunks, lat[len(lat)/2].Round(10*time.Microsecond), lat[len(lat)*95/100].Round(10*time.Microsecond), len(lat))
	return nil
}

func vocabulary() string {
	var b strings.Builder
	for _, d := range eval.Documents {
		b.WriteString(strings.NewReplacer("#", " ", "\n", " ").Replace(d.Content))
		b.WriteByte(' ')
	}
	return strings.Join(strings.Fields(b.String()), " ")
}
