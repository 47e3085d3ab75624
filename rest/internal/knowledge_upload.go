package internal

import (
	"bytes"
	"encoding/json"
	"net/http"

	"voiceagent/internal/knowledge"
	"voiceagent/internal/platform/httpx"
)

// bufferedWriter holds a handler's answer so it can be inspected before it
// is sent.
type bufferedWriter struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (b *bufferedWriter) Header() http.Header { return b.header }
func (b *bufferedWriter) Write(p []byte) (int, error) {
	if b.status == 0 {
		b.status = http.StatusOK
	}
	return b.body.Write(p)
}
func (b *bufferedWriter) WriteHeader(status int) {
	if b.status == 0 {
		b.status = status
	}
}

// recordedUpload serves a PDF upload through the API Channel's handler (one
// upload path for both doors) and records the created document in the
// audit log before answering, as every backoffice write is.
func (a *API) recordedUpload(upload http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		buf := &bufferedWriter{header: http.Header{}}
		upload(buf, r)
		if buf.status == http.StatusCreated {
			var d knowledge.Document
			err := json.Unmarshal(buf.body.Bytes(), &d)
			if err == nil {
				_, err = a.Resolver.Knowledge.RecordUploaded(r.Context(), d)
			}
			if err != nil {
				httpx.Error(w, r, err)
				return
			}
		}
		for k, v := range buf.header {
			w.Header()[k] = v
		}
		if buf.status == 0 {
			buf.status = http.StatusOK
		}
		w.WriteHeader(buf.status)
		_, _ = w.Write(buf.body.Bytes())
	}
}
