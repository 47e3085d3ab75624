package httpx

import (
	"context"
	"fmt"
	"io"
	"log/slog"
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

type statusWriter struct {
	http.ResponseWriter
	status int
	bytes  int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.status == 0 {
		w.status = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	n, err := w.ResponseWriter.Write(b)
	w.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the underlying writer (WebSocket
// hijacking, flushing).
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// AccessLog logs one structured line per request, and recovers panics into a
// JSON 500 so a bug never drops a connection without an answer. It puts a
// logger in the context (see Logger: it adds the request id), which error
// logs of the request use.
func AccessLog(log *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			start := time.Now()
			r = r.WithContext(WithLogger(r.Context(), log))
			sw := &statusWriter{ResponseWriter: w}
			defer func() {
				if p := recover(); p != nil {
					if p == http.ErrAbortHandler {
						panic(p)
					}
					log.ErrorContext(r.Context(), "panic serving request", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
					if sw.status == 0 {
						JSON(sw, http.StatusInternalServerError, ErrorBody{Detail: "Internal server error", Code: string(apperr.Internal)})
					}
				}
				if !log.Enabled(r.Context(), slog.LevelInfo) {
					return
				}
				log.LogAttrs(r.Context(), slog.LevelInfo, "request",
					slog.String("method", r.Method), slog.String("path", r.URL.Path),
					slog.Int("status", sw.status), slog.Int("bytes", sw.bytes),
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
			sw := &statusWriter{ResponseWriter: w}
			next.ServeHTTP(sw, r)
			if sw.status >= http.StatusBadRequest && !strings.EqualFold(r.Header.Get("Expect"), "100-continue") {
				_, _ = io.Copy(io.Discard, r.Body) // stops at the cap or the read deadline
			}
		})
	}
}

// IsUploadPath reports the paths that take file uploads (PDF documents).
func IsUploadPath(path string) bool { return strings.HasSuffix(path, "/documents/pdf") }
