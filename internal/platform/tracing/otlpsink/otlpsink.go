// Package otlpsink is an OTLP/HTTP trace receiver inside the process: it
// answers span exports (POST /v1/traces, protobuf) as a collector does and
// either keeps the spans, for tests that follow a trace, or drops them
// unread, for benchmarks that measure what exporting costs the platform.
package otlpsink

import (
	"compress/gzip"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"

	coltrace "go.opentelemetry.io/proto/otlp/collector/trace/v1"
	tracepb "go.opentelemetry.io/proto/otlp/trace/v1"
	"google.golang.org/protobuf/proto"
)

// Receiver is the OTLP/HTTP trace endpoint.
type Receiver struct {
	keep    bool
	exports atomic.Int64
	bytes   atomic.Int64
	mu      sync.Mutex
	spans   []*tracepb.Span
	ln      net.Listener
	srv     *http.Server
}

// Start serves a receiver on a loopback port; keep says whether it decodes
// and keeps the spans (Spans) or only counts the exports.
func Start(keep bool) (*Receiver, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	r := &Receiver{keep: keep, ln: ln}
	r.srv = &http.Server{Handler: r}
	go func() { _ = r.srv.Serve(ln) }()
	return r, nil
}

// URL is the endpoint to give OTEL_EXPORTER_OTLP_ENDPOINT.
func (r *Receiver) URL() string { return "http://" + r.ln.Addr().String() }

// Close stops serving.
func (r *Receiver) Close() error { return r.srv.Close() }

// Exports is the number of export requests accepted so far.
func (r *Receiver) Exports() int64 { return r.exports.Load() }

// Bytes is the size of the export bodies accepted so far.
func (r *Receiver) Bytes() int64 { return r.bytes.Load() }

// Spans returns the spans kept so far (none unless started with keep).
func (r *Receiver) Spans() []*tracepb.Span {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]*tracepb.Span(nil), r.spans...)
}

// exportResponse is the answer to every accepted export.
var exportResponse, _ = proto.Marshal(&coltrace.ExportTraceServiceResponse{})

// ServeHTTP implements http.Handler.
func (r *Receiver) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.Method != http.MethodPost || req.URL.Path != "/v1/traces" {
		http.NotFound(w, req)
		return
	}
	var body io.Reader = req.Body
	if req.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(req.Body)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		body = zr
	}
	if !r.keep {
		n, _ := io.Copy(io.Discard, body)
		r.accepted(w, n)
		return
	}
	b, err := io.ReadAll(body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	var export coltrace.ExportTraceServiceRequest
	if err := proto.Unmarshal(b, &export); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	r.mu.Lock()
	for _, rs := range export.ResourceSpans {
		for _, ss := range rs.ScopeSpans {
			r.spans = append(r.spans, ss.Spans...)
		}
	}
	r.mu.Unlock()
	r.accepted(w, int64(len(b)))
}

func (r *Receiver) accepted(w http.ResponseWriter, n int64) {
	r.exports.Add(1)
	r.bytes.Add(n)
	w.Header().Set("Content-Type", "application/x-protobuf")
	_, _ = w.Write(exportResponse)
}
