// Package httpx holds the HTTP plumbing shared by the REST front doors:
// JSON rendering, the one table from application error codes to statuses,
// and strict JSON body decoding.
package httpx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
	"unicode/utf8"

	"voiceagent/internal/platform/apperr"
)

// statusOf is the one table from error codes to HTTP statuses.
var statusOf = map[apperr.Code]int{
	apperr.Invalid:       http.StatusBadRequest,
	apperr.Unauthorized:  http.StatusUnauthorized,
	apperr.Forbidden:     http.StatusForbidden,
	apperr.NotFound:      http.StatusNotFound,
	apperr.Conflict:      http.StatusConflict,
	apperr.TooLarge:      http.StatusRequestEntityTooLarge,
	apperr.Unsupported:   http.StatusUnsupportedMediaType,
	apperr.Unprocessable: http.StatusUnprocessableEntity,
	apperr.RateLimited:   http.StatusTooManyRequests,
	apperr.Unavailable:   http.StatusServiceUnavailable,
	apperr.BadGateway:    http.StatusBadGateway,
	apperr.Internal:      http.StatusInternalServerError,
}

// Status returns the HTTP status for an application error code.
func Status(code apperr.Code) int {
	if s, ok := statusOf[code]; ok {
		return s
	}
	return http.StatusInternalServerError
}

// ErrorBody is the JSON body of every error response.
type ErrorBody struct {
	Detail string              `json:"detail"`
	Code   string              `json:"code,omitempty"`
	Errors []apperr.FieldError `json:"errors,omitempty"`
}

// JSON writes v with the given status.
func JSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

// Error renders err as {"detail": ...}. Errors that are not application
// errors become a generic 500 and are the only ones logged as errors, with
// the request-scoped logger (request_id).
func Error(w http.ResponseWriter, r *http.Request, err error) {
	log := Logger(r.Context())
	e, ok := apperr.As(err)
	if !ok {
		log.ErrorContext(r.Context(), "internal error", "err", err, "method", r.Method, "path", r.URL.Path)
		JSON(w, http.StatusInternalServerError, ErrorBody{Detail: "Internal server error", Code: string(apperr.Internal)})
		return
	}
	status := Status(e.Code)
	if status >= 500 {
		log.WarnContext(r.Context(), "request failed", "code", e.Code, "err", err, "path", r.URL.Path)
	}
	JSON(w, status, ErrorBody{Detail: e.Message, Code: string(e.Code), Errors: e.Fields})
}

// Decode reads one JSON object from the request body into dst. It answers
// with application errors a person can act on: wrong content type (415),
// body over the limit set by the body-limit middleware (413), malformed JSON
// or a field of the wrong type (400 naming the field). Unknown fields are
// ignored so clients can send supersets of a body.
func Decode(r *http.Request, dst any) error {
	if ct := r.Header.Get("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
			return apperr.New(apperr.Unsupported, "Content-Type must be application/json")
		}
	}
	body, err := io.ReadAll(r.Body) // bounded by the body-limit middleware
	if err != nil {
		return decodeError(err)
	}
	if hasNULEscape(body) {
		return apperr.Invalidf("request body holds a NUL character (\\u0000), which no text field accepts")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(dst); err != nil {
		return decodeError(err)
	}
	if dec.More() {
		return apperr.Invalidf("request body must hold a single JSON object")
	}
	// Drain so trailing whitespace or garbage past the object is noticed.
	if _, err := dec.Token(); err != io.EOF {
		return apperr.Invalidf("request body must hold a single JSON object")
	}
	return nil
}

// hasNULEscape reports whether JSON text holds a \u0000 escape: a NUL
// character, which PostgreSQL text cannot store. A backslash before it that
// is itself escaped (\\u0000, the six characters) does not count.
func hasNULEscape(b []byte) bool {
	esc := []byte(`\u0000`)
	for i := 0; i < len(b); {
		j := bytes.Index(b[i:], esc)
		if j < 0 {
			return false
		}
		j += i
		n := 0
		for k := j - 1; k >= 0 && b[k] == '\\'; k-- {
			n++
		}
		if n%2 == 0 {
			return true
		}
		i = j + 1
	}
	return false
}

// CleanQuery refuses query parameters that are not valid UTF-8 or hold a NUL
// character with a 400 naming the parameter: no filter can match them, and
// the database would refuse them as text.
func CleanQuery(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		for name, values := range r.URL.Query() {
			for _, v := range values {
				if !utf8.ValidString(v) || strings.ContainsRune(v, 0) {
					Error(w, r, apperr.Field(name, "must be valid UTF-8 text without NUL characters"))
					return
				}
			}
		}
		next.ServeHTTP(w, r)
	})
}

func decodeError(err error) error {
	var maxErr *http.MaxBytesError
	var syntaxErr *json.SyntaxError
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.As(err, &maxErr):
		return apperr.New(apperr.TooLarge, "request body is larger than %d bytes", maxErr.Limit)
	case errors.Is(err, io.EOF):
		return apperr.Invalidf("request body is empty; send a JSON object")
	case errors.As(err, &syntaxErr):
		return apperr.Invalidf("request body is not valid JSON (at byte %d)", syntaxErr.Offset)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return apperr.Invalidf("request body is not valid JSON (it ends too early)")
	case errors.As(err, &typeErr):
		if typeErr.Field == "" {
			return apperr.Invalidf("request body must be a JSON object")
		}
		return apperr.Field(typeErr.Field, "must be "+jsonType(typeErr.Type.Kind().String()))
	default:
		return apperr.Invalidf("request body could not be read: %v", err)
	}
}

func jsonType(kind string) string {
	switch kind {
	case "string":
		return "a string"
	case "bool":
		return "true or false"
	case "slice", "array":
		return "an array"
	case "map", "struct":
		return "an object"
	default:
		if strings.HasPrefix(kind, "int") || strings.HasPrefix(kind, "uint") || strings.HasPrefix(kind, "float") {
			return "a number"
		}
		return kind
	}
}

// DecodeObject is Decode for bodies that must be exactly one JSON object
// made of dst's fields: null, an array or a scalar is a 400, and so is a
// key dst does not know, named in the detail, so a misspelt field is never
// a silent no-op.
func DecodeObject(r *http.Request, dst any) error {
	var raw json.RawMessage
	if err := Decode(r, &raw); err != nil {
		return err
	}
	if raw = bytes.TrimLeft(raw, " \t\r\n"); raw[0] != '{' {
		return apperr.Invalidf("request body must be a JSON object, not %s", jsonKind(raw[0]))
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		if name, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			name = strings.Trim(name, `"`)
			return &apperr.Error{Code: apperr.Invalid, Message: fmt.Sprintf("unknown field %q: this request does not take it", name),
				Fields: []apperr.FieldError{{Field: name, Message: "is not a field of this request"}}}
		}
		return decodeError(err)
	}
	return nil
}

// jsonKind names the JSON value that starts with c.
func jsonKind(c byte) string {
	switch c {
	case 'n':
		return "null"
	case '[':
		return "an array"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	default:
		return "a number"
	}
}
