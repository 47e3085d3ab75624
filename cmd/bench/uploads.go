package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hibiken/asynq"

	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
	"voiceagent/internal/knowledge"
)

func init() {
	register(suite{name: "uploads", summary: "twenty concurrent 19 MB PDF uploads from a client that writes each whole body before reading, to a server process with UPLOAD_CONCURRENCY=4: answers by status, server RSS growth, peak heap, wall time", run: benchUploads})
}

// benchUploads runs the platform as a separate `voiceagent serve` process,
// so its memory is the server's alone, and sends it n concurrent uploads of
// size bytes the way plain HTTP clients do (Python's http.client, a browser
// on a slow link): each writes its whole request before it reads a byte of
// the answer, so an upload refused before its body is read shows up as a
// broken pipe, not as a 503. The bodies are generated as they are written.
func benchUploads(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench uploads", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_uploads?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	n := fs.Int("uploads", 20, "concurrent uploads")
	size := fs.Int("size", 19<<20, "bytes per upload")
	concurrency := fs.Int("concurrency", 4, "the server's UPLOAD_CONCURRENCY")
	serverBin := fs.String("server", "", "voiceagent binary to run (default: built from this module into a temporary directory)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	a, err := openApp(ctx, *dbURL, *redisURL)
	if err != nil {
		return err
	}
	defer a.Close()
	insp := asynq.NewInspector(a.RedisOpt)
	defer insp.Close()
	org, err := a.Orgs.Create(ctx, fmt.Sprintf("Bench uploads %d", time.Now().UnixNano()), "")
	if err != nil {
		return err
	}
	sys := auth.WithPrincipal(ctx, auth.System(org.ID))
	name := "Uploads"
	kb, err := a.Knowledge.CreateBase(sys, knowledge.BaseInput{Name: &name})
	if err != nil {
		return err
	}
	// The stored files are not real PDFs: remove them, and their indexing
	// tasks (the server runs no workers).
	defer func() {
		_ = a.Knowledge.DeleteBase(context.WithoutCancel(sys), kb.ID)
		_, _ = insp.DeleteAllPendingTasks("indexing")
	}()
	limit := 1_000_000
	_, key, err := a.Keys.Create(ctx, apikeys.CreateInput{OrganizationID: org.ID, Name: "bench", RateLimitPerMinute: &limit})
	if err != nil {
		return err
	}

	bin, removeBin, err := serverBinary(ctx, *serverBin)
	if err != nil {
		return err
	}
	defer removeBin()
	srv, err := startServer(ctx, bin, map[string]string{
		"DATABASE_URL": *dbURL, "REDIS_URL": *redisURL, "LOG_LEVEL": "warn", "AUTH_JWKS_URL": "", "DEMO_SEED": "false",
		"UPLOAD_CONCURRENCY": strconv.Itoa(*concurrency),
	})
	if err != nil {
		return err
	}
	defer srv.stop()
	target := uploadTarget{addr: strings.TrimPrefix(srv.base, "http://"), path: "/v1/knowledge-bases/" + kb.ID.String() + "/documents/pdf", key: key}

	// One upload on its own first, so the baseline includes a warm server.
	if status, err := target.send(0, 1<<20); err != nil || status != http.StatusCreated {
		return fmt.Errorf("warm-up upload: HTTP %d, %v: %s", status, err, srv.lastLines())
	}
	rss0 := srv.status("VmRSS")
	_ = os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", srv.cmd.Process.Pid), []byte("5"), 0) // reset its peak RSS (VmHWM)
	_, gc0 := srv.gc()

	type result struct {
		status int
		err    error
		took   time.Duration
	}
	results := make([]result, *n)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range *n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t0 := time.Now()
			status, err := target.send(i+1, *size)
			results[i] = result{status, err, time.Since(t0)}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	peakRSS := srv.status("VmHWM")
	rssAfter := srv.status("VmRSS")
	srv.mu.Lock()
	peakHeap := srv.peakHeap
	srv.mu.Unlock()

	byStatus := map[string]int{}
	var took []time.Duration
	var firstErr error
	for _, r := range results {
		switch {
		case r.err != nil:
			byStatus["no answer ("+errKind(r.err)+")"]++
			if firstErr == nil {
				firstErr = r.err
			}
		default:
			byStatus[strconv.Itoa(r.status)]++
		}
		took = append(took, r.took)
	}
	sort.Slice(took, func(i, j int) bool { return took[i] < took[j] })
	var counts []string
	for k, v := range byStatus {
		counts = append(counts, fmt.Sprintf("%d × %s", v, k))
	}
	sort.Strings(counts)

	fmt.Printf("server: `voiceagent serve --api-only` (pid %d), UPLOAD_CONCURRENCY=%d, UPLOAD_QUEUE_TIMEOUT default; %d CPUs shared with this load generator, PostgreSQL and Redis\n",
		srv.cmd.Process.Pid, *concurrency, runtime.NumCPU())
	fmt.Printf("%d concurrent uploads of %.1f MB, each written whole before its answer is read: %s in %s (per upload p50 %s, max %s)\n",
		*n, float64(*size)/(1<<20), strings.Join(counts, ", "), elapsed.Round(time.Millisecond), pct(took, 50).Round(time.Millisecond), took[len(took)-1].Round(time.Millisecond))
	fmt.Printf("server RSS: %.0f MB before, peak %.0f MB (growth %.0f MB), %.0f MB after; Go heap: %d MB live before, peak %d MB (GODEBUG=gctrace=1)\n",
		mb(rss0), mb(peakRSS), mb(peakRSS)-mb(rss0), mb(rssAfter), gc0.heapMB, peakHeap)
	if firstErr != nil {
		return fmt.Errorf("an upload got no answer: %w", firstErr)
	}
	if byStatus["201"] != *n {
		return fmt.Errorf("only %d of %d uploads were created", byStatus["201"], *n)
	}
	return nil
}

// uploadTarget is where the uploads go, over plain TCP.
type uploadTarget struct{ addr, path, key string }

// send writes one upload of a generated PDF-looking file of size bytes,
// request line to last byte, and only then reads the answer.
func (u uploadTarget) send(i, size int) (int, error) {
	const boundary = "bench-upload-boundary"
	var head strings.Builder
	mw := multipart.NewWriter(&head)
	if err := mw.SetBoundary(boundary); err != nil {
		return 0, err
	}
	if _, err := mw.CreateFormFile("file", fmt.Sprintf("manual-%02d.pdf", i)); err != nil {
		return 0, err
	}
	tail := "\r\n--" + boundary + "--\r\n"
	length := head.Len() + size + len(tail)

	conn, err := net.DialTimeout("tcp", u.addr, 10*time.Second)
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(5 * time.Minute))
	w := bufio.NewWriterSize(conn, 64<<10)
	fmt.Fprintf(w, "POST %s HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n",
		u.path, u.addr, u.key, mw.FormDataContentType(), length)
	w.WriteString(head.String())
	if _, err := io.CopyN(w, &pdfFiller{}, int64(size)); err != nil {
		return 0, fmt.Errorf("write the body: %w", err)
	}
	w.WriteString(tail)
	if err := w.Flush(); err != nil {
		return 0, fmt.Errorf("write the body: %w", err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		return 0, fmt.Errorf("read the answer: %w", err)
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	return resp.StatusCode, nil
}

// errKind names a transport error briefly (broken pipe, reset, timeout).
func errKind(err error) string {
	var ne net.Error
	switch {
	case strings.Contains(err.Error(), "broken pipe"):
		return "broken pipe"
	case strings.Contains(err.Error(), "connection reset"):
		return "connection reset"
	case errors.As(err, &ne) && ne.Timeout():
		return "timeout"
	case errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF):
		return "closed"
	}
	return "error"
}

// pdfFiller is an endless body starting with the PDF signature.
type pdfFiller struct{ off int }

const fillerHead = "%PDF-1.4\n"

func (f *pdfFiller) Read(p []byte) (int, error) {
	for i := range p {
		if f.off < len(fillerHead) {
			p[i] = fillerHead[f.off]
		} else {
			p[i] = byte('a' + f.off%26)
		}
		f.off++
	}
	return len(p), nil
}

// procStatusOf reads a memory figure (kB) of a /proc status file, in bytes
// (0 when it cannot).
func procStatusOf(path, field string) uint64 {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, field+":"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

func mb(b uint64) float64 { return float64(b) / (1 << 20) }
