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
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
)

// Receiver is the OTLP/HTTP trace endpoint.
type Receiver struct {
	keep    bool
	exports atomic.Int64
	bytes   atomic.Int64
	count   atomic.Int64
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

// SpanCount is the number of spans received so far, kept or not.
func (r *Receiver) SpanCount() int64 { return r.count.Load() }

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
	b, err := io.ReadAll(body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if !r.keep {
		n, err := countSpans(b)
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		r.count.Add(int64(n))
		r.accepted(w, int64(len(b)))
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
			r.count.Add(int64(len(ss.Spans)))
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

// Field numbers of the export request's path to its spans:
// ExportTraceServiceRequest.resource_spans, ResourceSpans.scope_spans,
// ScopeSpans.spans.
const (
	fieldResourceSpans = 1
	fieldScopeSpans    = 2
	fieldSpans         = 2
)

// countSpans counts the spans of an encoded export request by walking its
// wire format, without decoding the spans themselves.
func countSpans(b []byte) (int, error) {
	n := 0
	err := eachField(b, fieldResourceSpans, func(rs []byte) error {
		return eachField(rs, fieldScopeSpans, func(ss []byte) error {
			return eachField(ss, fieldSpans, func([]byte) error { n++; return nil })
		})
	})
	return n, err
}

// eachField calls f with the bytes of each length-delimited field num of
// the message b, skipping the other fields.
func eachField(b []byte, num protowire.Number, f func([]byte) error) error {
	for len(b) > 0 {
		n, typ, l := protowire.ConsumeTag(b)
		if l < 0 {
			return protowire.ParseError(l)
		}
		b = b[l:]
		if n == num && typ == protowire.BytesType {
			v, l := protowire.ConsumeBytes(b)
			if l < 0 {
				return protowire.ParseError(l)
			}
			if err := f(v); err != nil {
				return err
			}
			b = b[l:]
			continue
		}
		l = protowire.ConsumeFieldValue(n, typ, b)
		if l < 0 {
			return protowire.ParseError(l)
		}
		b = b[l:]
	}
	return nil
}
