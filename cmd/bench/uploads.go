package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/hibiken/asynq"

	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
	"voiceagent/internal/knowledge"
)

func init() {
	register(suite{name: "uploads", summary: "concurrent 19 MB PDF uploads through the API: peak heap and RSS of the process", run: benchUploads})
}

// benchUploads sends n concurrent uploads of size bytes each through the
// platform's HTTP handler over loopback and samples the process's heap and
// resident memory meanwhile. The request bodies are generated as they are
// sent, so the client side holds no upload in memory either.
func benchUploads(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("bench uploads", flag.ContinueOnError)
	dbURL := fs.String("database", "postgres://postgres@127.0.0.1:5432/voiceagent_bench_uploads?sslmode=disable", "bench database")
	redisURL := fs.String("redis", "redis://127.0.0.1:6379/1", "bench Redis")
	n := fs.Int("uploads", 20, "concurrent uploads")
	size := fs.Int("size", 19<<20, "bytes per upload")
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
	limit := 1_000_000
	_, key, err := a.Keys.Create(ctx, apikeys.CreateInput{OrganizationID: org.ID, Name: "bench", RateLimitPerMinute: &limit})
	if err != nil {
		return err
	}
	srv := httptest.NewServer(a.Handler())
	defer srv.Close()

	runtime.GC()
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) // reset the peak RSS (VmHWM)
	heap0, rss0 := heapInuse(), procStatus("VmRSS")
	var peakHeap atomic.Uint64
	stop := make(chan struct{})
	var sampler sync.WaitGroup
	sampler.Add(1)
	go func() {
		defer sampler.Done()
		t := time.NewTicker(20 * time.Millisecond)
		defer t.Stop()
		for {
			if h := heapInuse(); h > peakHeap.Load() {
				peakHeap.Store(h)
			}
			select {
			case <-stop:
				return
			case <-t.C:
			}
		}
	}()

	var created, refused atomic.Int64
	var firstErr error
	var mu sync.Mutex
	start := time.Now()
	var wg sync.WaitGroup
	for i := range *n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				status, retry, err := uploadOnce(srv.URL+"/v1/knowledge-bases/"+kb.ID.String()+"/documents/pdf", key, i, *size)
				if err == nil && status == http.StatusServiceUnavailable {
					refused.Add(1)
					time.Sleep(retry)
					continue
				}
				if err == nil && status != http.StatusCreated {
					err = fmt.Errorf("upload %d: HTTP %d", i, status)
				}
				if err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
					}
					mu.Unlock()
					return
				}
				created.Add(1)
				return
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(stop)
	sampler.Wait()
	peakRSS := procStatus("VmHWM")
	runtime.GC()
	rssAfter := procStatus("VmRSS")
	// The stored files are not real PDFs: remove them, and their indexing tasks.
	_ = a.Knowledge.DeleteBase(sys, kb.ID)
	_, _ = insp.DeleteAllPendingTasks("indexing")
	if firstErr != nil {
		return firstErr
	}
	fmt.Printf("%d uploads of %.1f MB (UPLOAD_CONCURRENCY=%d): %d created, %d answers 503 retried after Retry-After, in %s\n",
		*n, float64(*size)/(1<<20), a.Config.UploadConcurrency, created.Load(), refused.Load(), elapsed.Round(time.Millisecond))
	fmt.Printf("heap in use: %.0f MB before, peak %.0f MB; RSS: %.0f MB before, peak %.0f MB, %.0f MB after (process: server and load generator)\n",
		mb(heap0), mb(peakHeap.Load()), mb(rss0), mb(peakRSS), mb(rssAfter))
	return nil
}

// uploadOnce posts one generated PDF-looking body as multipart field file.
func uploadOnce(url, key string, i, size int) (int, time.Duration, error) {
	pr, pw := io.Pipe()
	mw := multipart.NewWriter(pw)
	go func() {
		fw, err := mw.CreateFormFile("file", fmt.Sprintf("manual-%02d.pdf", i))
		if err == nil {
			_, err = io.CopyN(fw, &pdfFiller{}, int64(size))
		}
		if err == nil {
			err = mw.Close()
		}
		_ = pw.CloseWithError(err)
	}()
	req, err := http.NewRequest(http.MethodPost, url, pr)
	if err != nil {
		return 0, 0, err
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", "Bearer "+key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, 0, err
	}
	defer resp.Body.Close()
	_, _ = io.Copy(io.Discard, resp.Body)
	retry := time.Second
	if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil {
		retry = time.Duration(s) * time.Second
	}
	return resp.StatusCode, retry, nil
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

func heapInuse() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}

// procStatus reads a memory figure (kB) of /proc/self/status, in bytes.
func procStatus(field string) uint64 { return procStatusOf("/proc/self/status", field) }

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
