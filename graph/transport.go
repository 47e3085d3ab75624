package graph

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"strings"
	"sync"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// jsonPOST is gqlgen's POST transport (transport.POST: same content types,
// statuses and errors) with one difference: the response is written around
// the data gqlgen already encoded, instead of through encoding/json, which
// scans and compacts a json.RawMessage again byte by byte. On a list of 50
// agents that second pass was a quarter of the operation's time.
type jsonPOST struct{}

var _ graphql.Transport = jsonPOST{}

// Supports takes what transport.POST takes: a POST of application/json.
func (jsonPOST) Supports(r *http.Request) bool {
	if r.Header.Get("Upgrade") != "" {
		return false
	}
	mediaType, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	return err == nil && r.Method == http.MethodPost && mediaType == "application/json"
}

const (
	contentJSON            = "application/json"
	contentGraphQLResponse = "application/graphql-response+json"
)

// responseContentType chooses as transport.POST does by default:
// application/json without Accept or for the first of application/json,
// application/* or */*; application/graphql-response+json when that comes
// first, or when Accept names neither.
func responseContentType(r *http.Request) string {
	accept := r.Header.Get("Accept")
	if accept == "" {
		return contentJSON
	}
	for part := range strings.SplitSeq(accept, ",") {
		mediaType, _, err := mime.ParseMediaType(strings.TrimSpace(part))
		if err != nil {
			continue
		}
		switch mediaType {
		case contentGraphQLResponse:
			return contentGraphQLResponse
		case contentJSON, "*/*", "application/*":
			return contentJSON
		}
	}
	return contentGraphQLResponse
}

// Do runs one operation.
func (jsonPOST) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	ctx := r.Context()
	contentType := responseContentType(r)
	w.Header().Set("Content-Type", contentType)
	start := graphql.Now()
	body, err := io.ReadAll(r.Body)
	if err != nil {
		writeResponse(w, exec.DispatchError(ctx, gqlerror.List{gqlerror.Errorf("could not read request body: %+v", err)}))
		return
	}
	params := &graphql.RawParams{}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	if err := dec.Decode(params); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		writeResponse(w, exec.DispatchError(ctx, gqlerror.List{gqlerror.Errorf("json request body could not be decoded: %+v body:%s", err, body)}))
		return
	}
	params.Headers = r.Header
	params.ReadTime = graphql.TraceTiming{Start: start, End: graphql.Now()}
	rc, opErr := exec.CreateOperationContext(ctx, params)
	if opErr != nil {
		status := http.StatusOK
		if errcode.GetErrorKind(opErr) == errcode.KindProtocol {
			status = http.StatusUnprocessableEntity
			if contentType == contentGraphQLResponse {
				status = http.StatusBadRequest
			}
		}
		w.WriteHeader(status)
		writeResponse(w, exec.DispatchError(graphql.WithOperationContext(ctx, rc), opErr))
		return
	}
	responses, ctx := exec.DispatchOperation(ctx, rc)
	writeResponse(w, responses(ctx))
}

var responseBuffers = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// writeResponse writes resp as encoding/json would (same keys, same order),
// but copies Data, which gqlgen's marshalers wrote, as it is.
func writeResponse(w io.Writer, resp *graphql.Response) {
	buf := responseBuffers.Get().(*bytes.Buffer)
	defer func() {
		if buf.Cap() <= 1<<20 { // one huge answer does not pin its buffer
			buf.Reset()
			responseBuffers.Put(buf)
		}
	}()
	buf.WriteByte('{')
	if len(resp.Errors) > 0 {
		buf.WriteString(`"errors":`)
		writeJSONValue(buf, resp.Errors)
		buf.WriteByte(',')
	}
	buf.WriteString(`"data":`)
	if len(resp.Data) == 0 {
		buf.WriteString("null")
	} else {
		buf.Write(resp.Data)
	}
	if resp.Label != "" {
		buf.WriteString(`,"label":`)
		writeJSONValue(buf, resp.Label)
	}
	if len(resp.Path) > 0 {
		buf.WriteString(`,"path":`)
		writeJSONValue(buf, resp.Path)
	}
	if resp.HasNext != nil {
		buf.WriteString(`,"hasNext":`)
		writeJSONValue(buf, *resp.HasNext)
	}
	if len(resp.Extensions) > 0 {
		buf.WriteString(`,"extensions":`)
		writeJSONValue(buf, resp.Extensions)
	}
	buf.WriteByte('}')
	_, _ = w.Write(buf.Bytes())
}

// writeJSONValue encodes v as json.Marshal would (HTML characters escaped,
// no trailing newline).
func writeJSONValue(buf *bytes.Buffer, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		b = []byte("null")
	}
	buf.Write(b)
}
