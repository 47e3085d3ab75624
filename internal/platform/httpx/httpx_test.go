package httpx_test

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"voiceagent/internal/platform/apperr"
	"voiceagent/internal/platform/httpx"
)

func TestPanicBecomesJSON500(t *testing.T) {
	h := httpx.RequestID(httpx.AccessLog(slog.New(slog.NewTextHandler(io.Discard, nil)))(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		panic("boom")
	})))
	srv := httptest.NewServer(h)
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL, nil)
	req.Header.Set("X-Request-Id", "abc-123")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, 500, resp.StatusCode)
	require.Equal(t, "abc-123", resp.Header.Get("X-Request-Id"))
	var body map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&body))
	require.Equal(t, "Internal server error", body["detail"])
}

func TestRequestIDIsGeneratedForUnsafeInput(t *testing.T) {
	h := httpx.RequestID(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {}))
	rec := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/", nil)
	req.Header.Set("X-Request-Id", "bad id\n<script>")
	h.ServeHTTP(rec, req)
	got := rec.Header().Get("X-Request-Id")
	require.NotEmpty(t, got)
	require.NotContains(t, got, " ")
}

func TestErrorMapping(t *testing.T) {
	for code, status := range map[apperr.Code]int{
		apperr.Invalid: 400, apperr.Unauthorized: 401, apperr.Forbidden: 403, apperr.NotFound: 404,
		apperr.Conflict: 409, apperr.TooLarge: 413, apperr.Unprocessable: 422, apperr.RateLimited: 429,
		apperr.Unavailable: 503, apperr.BadGateway: 502, apperr.Internal: 500,
	} {
		rec := httptest.NewRecorder()
		httpx.Error(rec, httptest.NewRequest("GET", "/", nil), apperr.New(code, "msg %s", code))
		require.Equal(t, status, rec.Code, code)
		require.Contains(t, rec.Body.String(), `"detail":"msg `+string(code)+`"`)
	}
	rec := httptest.NewRecorder()
	httpx.Error(rec, httptest.NewRequest("GET", "/", nil), io.ErrUnexpectedEOF)
	require.Equal(t, 500, rec.Code)
	require.NotContains(t, rec.Body.String(), "EOF", "internal causes are never shown")
}

func TestDecode(t *testing.T) {
	type body struct {
		Name  string `json:"name"`
		Count int    `json:"count"`
	}
	cases := map[string]struct {
		in, ct string
		code   apperr.Code
	}{
		"OK":                            {`{"name":"a","extra":1}`, "application/json; charset=utf-8", ""},
		"ErrTrailing":                   {`{"name":"a"} {}`, "application/json", apperr.Invalid},
		"ErrType":                       {`{"count":"many"}`, "application/json", apperr.Invalid},
		"ErrSyntax":                     {`{"name":`, "application/json", apperr.Invalid},
		"ErrEmpty":                      {``, "application/json", apperr.Invalid},
		"ErrNotJSONCT":                  {`{}`, "text/plain", apperr.Unsupported},
		"ErrNotAnObject":                {`"str"`, "application/json", apperr.Invalid},
		"ErrNUL":                        {`{"name":"a\u0000b"}`, "application/json", apperr.Invalid},
		"ErrNULAfterEscapedBackslashes": {`{"name":"a\\\\\u0000"}`, "application/json", apperr.Invalid},
		"OKEscapedBackslashThenText":    {`{"name":"a\\u0000"}`, "application/json", ""},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/", strings.NewReader(c.in))
			r.Header.Set("Content-Type", c.ct)
			var b body
			err := httpx.Decode(r, &b)
			if c.code == "" {
				require.NoError(t, err)
				return
			}
			require.Equal(t, c.code, apperr.CodeOf(err), err)
		})
	}
	t.Run("ErrTooLarge", func(t *testing.T) {
		rec := httptest.NewRecorder()
		var got error
		h := httpx.LimitBody(10, 100, nil)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			var b body
			got = httpx.Decode(r, &b)
		}))
		h.ServeHTTP(rec, httptest.NewRequest("POST", "/", strings.NewReader(`{"name":"aaaaaaaaaaaaaaaaaaaa"}`)))
		require.Equal(t, apperr.TooLarge, apperr.CodeOf(got))
	})
}

func TestDecodeObject(t *testing.T) {
	type body struct {
		Name  string `json:"name"`
		Count int    `json:"count"`
	}
	cases := map[string]struct{ in, detail string }{
		"OK":            {`{"name":"a","count":2}`, ""},
		"OKSpaces":      {" \n {\"name\":\"a\"} \n", ""},
		"ErrUnknown":    {`{"name":"a","nmae":"b"}`, `unknown field "nmae"`},
		"ErrNull":       {`null`, "must be a JSON object, not null"},
		"ErrArray":      {`[{"name":"a"}]`, "must be a JSON object, not an array"},
		"ErrNumber":     {`3`, "must be a JSON object, not a number"},
		"ErrEmpty":      {``, "empty"},
		"ErrTrailing":   {`{"name":"a"} x`, "single JSON object"},
		"ErrTwoObjects": {`{"name":"a"}{}`, "single JSON object"},
		"ErrType":       {`{"count":"many"}`, "count: must be a number"},
		"OKFieldNull":   {`{"name":null}`, ""}, // null leaves a field as it is, as Decode does
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			r := httptest.NewRequest("PATCH", "/", strings.NewReader(c.in))
			r.Header.Set("Content-Type", "application/json")
			var b body
			err := httpx.DecodeObject(r, &b)
			if c.detail == "" {
				require.NoError(t, err)
				return
			}
			require.Equal(t, apperr.Invalid, apperr.CodeOf(err), err)
			require.Contains(t, err.Error(), c.detail)
		})
	}
}

func TestCleanQuery(t *testing.T) {
	h := httpx.CleanQuery(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(http.StatusNoContent) }))
	for query, want := range map[string]int{
		"search=ok&status=active": http.StatusNoContent,
		"search=caf%C3%A9":        http.StatusNoContent,
		"search=a%00b":            http.StatusBadRequest,
		"search=%FF":              http.StatusBadRequest,
		"x%00=1":                  http.StatusNoContent, // names are not values; only routes read names
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("GET", "/v1/calls?"+query, nil))
		require.Equal(t, want, rec.Code, query)
		if want == http.StatusBadRequest {
			require.Contains(t, rec.Body.String(), `"field":"search"`)
		}
	}
}

// An internal error is logged by the request's logger, with its request id,
// so the log line can be found from the X-Request-Id a client reports.
func TestInternalErrorLogCarriesRequestID(t *testing.T) {
	var buf strings.Builder
	log := slog.New(slog.NewJSONHandler(&buf, nil))
	h := httpx.RequestID(httpx.AccessLog(log)(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		httpx.Error(w, r, errors.New("disk on fire"))
	})))
	req := httptest.NewRequest("GET", "/v1/me", nil)
	req.Header.Set("X-Request-Id", "req-42")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	require.Equal(t, 500, rec.Code)
	var found bool
	for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		var rec map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &rec))
		if rec["msg"] == "internal error" {
			found = true
			require.Equal(t, "req-42", rec["request_id"])
			require.Contains(t, rec["err"], "disk on fire")
		}
	}
	require.True(t, found, "no internal error line in %s", buf.String())
}
