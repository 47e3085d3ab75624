package httpx

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"runtime/debug"
	"strings"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/logging"
)

type requestIDKey struct{}

// RequestID takes a sane incoming X-Request-Id or makes one, puts it in the
// context and echoes it in the response.
func RequestID(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Request-Id")
		if !saneID(id) {
			id = uuid.NewString()
		}
		w.Header().Set("X-Request-Id", id)
		ctx := logging.With(context.WithValue(r.Context(), requestIDKey{}, id), slog.String("request_id", id))
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func saneID(s string) bool {
	if s == "" || len(s) > 128 {
		return false
	}
	for _, c := range s {
		if !(c == '-' || c == '_' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

type loggerKey struct{}

// WithLogger returns ctx carrying the logger of its request.
func WithLogger(ctx context.Context, l *slog.Logger) context.Context {
	return context.WithValue(ctx, loggerKey{}, l)
}

// Logger returns the logger of ctx's request (set by AccessLog; one that
// writes nothing outside a request), bound to the request's ids (see
// logging.Logger).
func Logger(ctx context.Context) *slog.Logger {
	l, ok := ctx.Value(loggerKey{}).(*slog.Logger)
	if !ok {
		l = logging.Discard
	}
	return logging.Logger(ctx, l)
}

// RequestIDFrom returns the request id of ctx.
func RequestIDFrom(ctx context.Context) string {
	s, _ := ctx.Value(requestIDKey{}).(string)
	return s
}

// StatusRecorder wraps a ResponseWriter for middleware that reports on the
// answer (the access log, metrics, traces): it remembers the status and the
// bytes written. Flush and Hijack reach the writer beneath (a hijacked
// WebSocket counts as 101), and Unwrap lets http.ResponseController reach
// it too.
type StatusRecorder struct {
	http.ResponseWriter
	status int
	bytes  int
}

// NewStatusRecorder wraps w.
func NewStatusRecorder(w http.ResponseWriter) *StatusRecorder {
	return &StatusRecorder{ResponseWriter: w}
}

func (w *StatusRecorder) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *StatusRecorder) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

func (w *StatusRecorder) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Hijack hands the connection to a WebSocket upgrade (101).
func (w *StatusRecorder) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	h, ok := w.ResponseWriter.(http.Hijacker)
	if !ok {
		return nil, nil, errors.New("httpx: response writer cannot hijack")
	}
	if w.status == 0 {
		w.status = http.StatusSwitchingProtocols
	}
	return h.Hijack()
}

func (w *StatusRecorder) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// Written is the status written so far; 0 when nothing was.
func (w *StatusRecorder) Written() int { return w.status }

// Status is the status the client gets: 200 when the handler wrote nothing.
func (w *StatusRecorder) Status() int {
	if w.status == 0 {
		return http.StatusOK
	}
	return w.status
}

// Bytes is the count of body bytes written.
func (w *StatusRecorder) Bytes() int { return w.bytes }

// AccessLog logs one structured line per request, and recovers panics into a
// JSON 500 so a bug never drops a connection without an answer. It puts a
// logger in the context (see Logger: it adds the request id), which error
// logs of the request use.
func AccessLog(log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			r = r.WithContext(WithLogger(r.Context(), log))
			sw := NewStatusRecorder(w)
			defer func() {
				if p := recover(); p != nil {
					if p == http.ErrAbortHandler {
						panic(p)
					}
					log.ErrorContext(r.Context(), "panic serving request", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
					if sw.Written() == 0 {
						JSON(sw, http.StatusInternalServerError, ErrorBody{Detail: "Internal server error", Code: string(apperr.Internal)})
					}
				}
				if !log.Enabled(r.Context(), slog.LevelInfo) {
					return
				}
				log.LogAttrs(r.Context(), slog.LevelInfo, "request",
					slog.String("method", r.Method), slog.String("path", r.URL.Path),
					slog.Int("status", sw.Written()), slog.Int("bytes", sw.Bytes()),
					slog.Duration("duration", time.Since(start)),
					slog.String("remote", r.RemoteAddr))
			}()
			next.ServeHTTP(sw, r)
		})
	}
}

// LimitBody caps request bodies at n bytes, or at upload bytes for paths that
// take file uploads. A body past the cap fails its read with
// http.MaxBytesError, which Decode turns into 413 inside the handler, after
// authentication and rate limiting, so the answer carries the rate-limit
// headers like every other /v1 response.
//
// An upload refused before its body was read (401, 404, 415...) has the rest
// of its body read and discarded (up to upload bytes) before the answer
// goes: many clients write the whole body before they read, and a
// connection closed under their writes is a broken pipe, not the refusal.
// An Expect: 100-continue client is not drained: it was never asked to send.
func LimitBody(n, upload int64, isUpload func(path string) bool) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if isUpload == nil || !isUpload(r.URL.Path) {
				r.Body = http.MaxBytesReader(w, r.Body, n)
				next.ServeHTTP(w, r)
				return
			}
			r.Body = http.MaxBytesReader(w, r.Body, upload)
			sw := NewStatusRecorder(w)
			next.ServeHTTP(sw, r)
			if sw.Written() >= http.StatusBadRequest && !strings.EqualFold(r.Header.Get("Expect"), "100-continue") {
				_, _ = io.Copy(io.Discard, r.Body) // stops at the cap or the read deadline
			}
		})
	}
}

// IsUploadPath reports the paths that take file uploads (PDF documents).
func IsUploadPath(path string) bool { return strings.HasSuffix(path, "/documents/pdf") }
