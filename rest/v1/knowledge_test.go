package v1_test

import (
	"bytes"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/auth"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/knowledge/extract"
	"voiceagent/internal/testkit"
)

func multipartBody(t *testing.T, field, filename string, data []byte) ([]byte, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, err := mw.CreateFormFile(field, filename)
	require.NoError(t, err)
	_, err = fw.Write(data)
	require.NoError(t, err)
	require.NoError(t, mw.Close())
	return buf.Bytes(), mw.FormDataContentType()
}

func uploadPDF(env *testkit.Env, t *testing.T, key, baseID, filename string, data []byte) *testkit.Response {
	body, ct := multipartBody(t, "file", filename, data)
	return env.Do(testkit.Request{Method: "POST", Path: "/v1/knowledge-bases/" + baseID + "/documents/pdf", Key: key,
		Body: bytes.NewReader(body), Header: map[string]string{"Content-Type": ct}})
}

func waitDoc(t *testing.T, env *testkit.Env, orgID uuid.UUID, baseID, docID string, want string) knowledge.Document {
	t.Helper()
	var d knowledge.Document
	testkit.Eventually(t, 20*time.Second, "document "+want, func() bool {
		var err error
		d, err = env.App.Knowledge.GetDocument(env.System(orgID), uuid.MustParse(baseID), uuid.MustParse(docID))
		require.NoError(t, err)
		return d.Status == want
	})
	return d
}

func TestKnowledge(t *testing.T) {
	t.Parallel()
	env := testkit.New(t, testkit.WithVar("MAX_UPLOAD_BYTES", "200000"))
	env.StartWorker()
	org := env.MustOrg("Clínica Sorriso")
	other := env.MustOrg("Other Org")
	_, full := env.MustKey(org.ID)
	_, readOnly := env.MustKey(org.ID, "knowledge:read")
	_, agentsOnly := env.MustKey(org.ID, "agents:read")
	_, otherKey := env.MustKey(other.ID)

	pages := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/horarios":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<html><head><title>Horários</title></head><body><nav>Menu Início Contato</nav>
			<main><h1>Horário de atendimento</h1><p>A clínica atende de segunda a sexta, das 8h às 18h.</p></main>
			<footer>rodapé</footer></body></html>`)
		case "/data.json":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"a":1}`)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(pages.Close)

	r := env.Post("/v1/knowledge-bases", full, map[string]any{"name": "FAQ", "instruction": "Use para dúvidas de horário", "description": "Perguntas frequentes"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	kb := r.Map(t)
	baseID := kb["id"].(string)
	require.Equal(t, "FAQ", kb["name"])
	require.Equal(t, "auto", kb["language"])
	require.EqualValues(t, 0, kb["document_count"])

	t.Run("CreateBaseErrors", func(t *testing.T) {
		r := env.Post("/v1/knowledge-bases", full, map[string]any{"instruction": "x"})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t)+string(r.Body), "name")
		r = env.Post("/v1/knowledge-bases", full, map[string]any{"name": "x", "language": "klingon"})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = env.Post("/v1/knowledge-bases", readOnly, map[string]any{"name": "x"})
		require.Equal(t, http.StatusForbidden, r.Status)
		require.Contains(t, r.Detail(t), "knowledge:write")
		r = env.Do(testkit.Request{Method: "POST", Path: "/v1/knowledge-bases", Key: full, Body: []byte("name=x"), Header: map[string]string{"Content-Type": "text/plain"}})
		require.Equal(t, http.StatusUnsupportedMediaType, r.Status)
		r = env.Post("/v1/knowledge-bases", "", map[string]any{"name": "x"})
		require.Equal(t, http.StatusUnauthorized, r.Status)
	})

	t.Run("ManualIndexedAndRetrieved", func(t *testing.T) {
		r := env.Post("/v1/knowledge-bases/"+baseID+"/documents", full, map[string]any{"name": "Preços",
			"content": "# Preços\nA consulta de avaliação custa R$ 150 e o clareamento custa R$ 900.\n\n# Pagamento\nAceitamos Pix, cartão de crédito em até 10 vezes e dinheiro."})
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		d := r.Map(t)
		require.Equal(t, "pending", d["status"])
		require.Equal(t, "manual", d["source"])
		doc := waitDoc(t, env, org.ID, baseID, d["id"].(string), "ready")
		require.Equal(t, "portuguese", doc.Language)
		require.Equal(t, 2, doc.ChunkCount)

		hits, err := env.App.Knowledge.SearchBase(env.System(org.ID), uuid.MustParse(baseID), "Quais formas de pagamento vocês aceitam?", 5)
		require.NoError(t, err)
		require.NotEmpty(t, hits)
		require.Contains(t, hits[0].Content, "Pix")
		require.Equal(t, "Pagamento", hits[0].Heading)
		require.Equal(t, "Preços", hits[0].DocumentName)
		require.Greater(t, hits[0].Score, 0.0)

		// the organization's list shows the counts
		r = env.Get("/v1/knowledge-bases", readOnly)
		require.Equal(t, http.StatusOK, r.Status)
		items := r.Map(t)["items"].([]any)
		require.Len(t, items, 1)
		require.GreaterOrEqual(t, items[0].(map[string]any)["chunk_count"].(float64), 2.0)
	})

	t.Run("ManualErrors", func(t *testing.T) {
		r := env.Post("/v1/knowledge-bases/"+baseID+"/documents", full, map[string]any{"name": "x", "content": "   "})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, string(r.Body), "content")
		r = env.Post("/v1/knowledge-bases/"+baseID+"/documents", full, map[string]any{"content": "texto"})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = env.Post("/v1/knowledge-bases/"+baseID+"/documents", readOnly, map[string]any{"name": "x", "content": "y"})
		require.Equal(t, http.StatusForbidden, r.Status)
		r = env.Post("/v1/knowledge-bases/"+baseID+"/documents", otherKey, map[string]any{"name": "x", "content": "y"})
		require.Equal(t, http.StatusNotFound, r.Status)
		r = env.Post("/v1/knowledge-bases/not-a-uuid/documents", full, map[string]any{"name": "x", "content": "y"})
		require.Equal(t, http.StatusNotFound, r.Status)
	})

	t.Run("ListScopes", func(t *testing.T) {
		r := env.Get("/v1/knowledge-bases", agentsOnly)
		require.Equal(t, http.StatusForbidden, r.Status)
		require.Contains(t, r.Detail(t), "knowledge:read")
		r = env.Get("/v1/knowledge-bases", otherKey)
		require.Equal(t, http.StatusOK, r.Status)
		require.EqualValues(t, 0, r.Map(t)["total"])
		r = env.Get("/v1/knowledge-bases?limit=0", full)
		require.Equal(t, http.StatusBadRequest, r.Status)
	})

	t.Run("URL", func(t *testing.T) {
		r := env.Post("/v1/knowledge-bases/"+baseID+"/documents/url", full, map[string]any{"name": "Horários", "url": pages.URL + "/horarios"})
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		id := r.Map(t)["id"].(string)
		d := waitDoc(t, env, org.ID, baseID, id, "ready")
		require.Equal(t, "Horários", d.Title)
		require.True(t, d.SyncEnabled)
		require.NotNil(t, d.LastSyncedAt)
		hits, err := env.App.Knowledge.SearchBase(env.System(org.ID), uuid.MustParse(baseID), "qual o horário de atendimento?", 3)
		require.NoError(t, err)
		require.Contains(t, hits[0].Content, "segunda a sexta")
		require.NotContains(t, hits[0].Content, "rodapé")
		require.Equal(t, pages.URL+"/horarios", *hits[0].SourceURL)

		for path, reason := range map[string]string{"/missing": "HTTP 404", "/data.json": "not HTML"} {
			r := env.Post("/v1/knowledge-bases/"+baseID+"/documents/url", full, map[string]any{"name": "x", "url": pages.URL + path})
			require.Equal(t, http.StatusCreated, r.Status)
			d := waitDoc(t, env, org.ID, baseID, r.Map(t)["id"].(string), "failed")
			require.Contains(t, *d.Error, reason)
		}
		r = env.Post("/v1/knowledge-bases/"+baseID+"/documents/url", full, map[string]any{"name": "x", "url": "ftp://example.com/a"})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, string(r.Body), "url")
		r = env.Post("/v1/knowledge-bases/"+baseID+"/documents/url", full, map[string]any{"name": "x"})
		require.Equal(t, http.StatusBadRequest, r.Status)
	})

	t.Run("PDF", func(t *testing.T) {
		good, err := extract.SamplePDF([]string{"Refund policy. Refunds are accepted within 30 days of purchase.", "Shipping. Orders ship within five business days."}, false, "")
		require.NoError(t, err)
		r := uploadPDF(env, t, full, baseID, "policy.pdf", good)
		require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
		m := r.Map(t)
		require.Equal(t, "pdf", m["source"])
		require.Equal(t, "policy.pdf", m["name"])
		d := waitDoc(t, env, org.ID, baseID, m["id"].(string), "ready")
		require.Equal(t, 2, d.PageCount)
		hits, err := env.App.Knowledge.SearchBase(env.System(org.ID), uuid.MustParse(baseID), "how long does shipping take?", 3)
		require.NoError(t, err)
		require.Contains(t, hits[0].Content, "five business days")
		require.Equal(t, 2, *hits[0].Page)
		f, err := env.App.Knowledge.DownloadFile(env.System(org.ID), uuid.MustParse(baseID), d.ID)
		require.NoError(t, err)
		require.Equal(t, good, f.Data)

		img, err := extract.SamplePDF([]string{"", ""}, true, "")
		require.NoError(t, err)
		r = uploadPDF(env, t, full, baseID, "scan.pdf", img)
		require.Equal(t, http.StatusCreated, r.Status)
		d = waitDoc(t, env, org.ID, baseID, r.Map(t)["id"].(string), "failed")
		require.Contains(t, *d.Error, "no text layer")

		enc, err := extract.SamplePDF([]string{"secret"}, false, "pw")
		require.NoError(t, err)
		r = uploadPDF(env, t, full, baseID, "locked.pdf", enc)
		require.Equal(t, http.StatusCreated, r.Status)
		d = waitDoc(t, env, org.ID, baseID, r.Map(t)["id"].(string), "failed")
		require.Contains(t, *d.Error, "encrypted")

		r = uploadPDF(env, t, full, baseID, "bad-\xff\xfe-name.pdf", good)
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))
		require.Contains(t, string(r.Body), `"field":"file"`)
		r = uploadPDF(env, t, full, baseID, "nul\x00.pdf", good)
		require.Equal(t, http.StatusBadRequest, r.Status, string(r.Body))

		r = uploadPDF(env, t, full, baseID, "notes.pdf", []byte("just text"))
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, string(r.Body), "file")
		r = uploadPDF(env, t, full, baseID, "big.pdf", append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("x"), 300000)...))
		require.Equal(t, http.StatusRequestEntityTooLarge, r.Status)
		body, ct := multipartBody(t, "other", "a.pdf", good)
		r = env.Do(testkit.Request{Method: "POST", Path: "/v1/knowledge-bases/" + baseID + "/documents/pdf", Key: full, Body: bytes.NewReader(body), Header: map[string]string{"Content-Type": ct}})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = env.Post("/v1/knowledge-bases/"+baseID+"/documents/pdf", full, map[string]any{"file": "x"})
		require.Equal(t, http.StatusUnsupportedMediaType, r.Status)
		r = uploadPDF(env, t, readOnly, baseID, "p.pdf", good)
		require.Equal(t, http.StatusForbidden, r.Status)
		r = uploadPDF(env, t, otherKey, baseID, "p.pdf", good)
		require.Equal(t, http.StatusNotFound, r.Status)
	})
}

// uploadsSetup is a platform trusting a test identity service with one
// knowledge base, an API key and an editor's backoffice session on it.
type uploadsSetup struct {
	env     *testkit.Env
	key     string
	editor  *testkit.Session
	baseID  string
	pdfPath string // the API Channel's upload path
}

func newUploadsSetup(t *testing.T, opts ...testkit.Option) uploadsSetup {
	env, id := testkit.NewBackoffice(t, opts...)
	org := env.MustOrg("Uploads Org")
	rate := 1_000_000 // the rate limit is not what these tests check
	_, key := env.MustKeyWith(apikeys.CreateInput{OrganizationID: org.ID, Name: "uploads", RateLimitPerMinute: &rate})
	r := env.Post("/v1/knowledge-bases", key, map[string]any{"name": "Manuals"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	baseID := r.Map(t)["id"].(string)
	return uploadsSetup{env: env, key: key, editor: env.Session(id, org.ID, auth.RoleEditor), baseID: baseID,
		pdfPath: "/v1/knowledge-bases/" + baseID + "/documents/pdf"}
}

// holdUpload starts an upload that sends its multipart header and the start
// of its file, then nothing until the returned function sends the rest and
// returns the answer. It returns once the upload holds its slot.
func (s uploadsSetup) holdUpload(t *testing.T) (finish func() *testkit.Response) {
	t.Helper()
	good, err := extract.SamplePDF([]string{"Warranty. Two years on every product."}, false, "")
	require.NoError(t, err)
	// A 64 KiB field ahead of the file makes the client send what it has at
	// once: a short streamed body can otherwise wait, headers included, in
	// the client's write buffer.
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	note, err := mw.CreateFormField("note")
	require.NoError(t, err)
	_, err = note.Write(bytes.Repeat([]byte("x"), 64<<10))
	require.NoError(t, err)
	fw, err := mw.CreateFormFile("file", "slow.pdf")
	require.NoError(t, err)
	_, err = fw.Write(good)
	require.NoError(t, err)
	require.NoError(t, mw.Close())
	body, ct := buf.Bytes(), mw.FormDataContentType()
	pr, pw := io.Pipe()
	t.Cleanup(func() { _ = pw.CloseWithError(io.ErrUnexpectedEOF) }) // never leave the request hanging
	answer := make(chan *testkit.Response, 1)
	go func() {
		answer <- s.env.Do(testkit.Request{Method: "POST", Path: s.pdfPath, Key: s.key, Body: pr, Header: map[string]string{"Content-Type": ct}})
	}()
	half := len(body) - len(good)/2
	_, err = pw.Write(body[:half])
	require.NoError(t, err)
	testkit.Eventually(t, 30*time.Second, "the held upload to take its slot", func() bool { return s.env.App.Uploads.InProgress() == 1 })
	return func() *testkit.Response {
		_, err := pw.Write(body[half:])
		require.NoError(t, err)
		require.NoError(t, pw.Close())
		return <-answer
	}
}

// bigPDF is a multipart body carrying a file of size bytes that starts
// like a PDF: far more than the connection's buffers hold, so a client
// writing it all before reading needs the server to read it.
func bigPDF(t *testing.T, size int) ([]byte, string) {
	t.Helper()
	data := append([]byte("%PDF-1.4\n"), bytes.Repeat([]byte("0123456789abcdef"), size/16)...)
	return multipartBody(t, "file", "manual.pdf", data)
}

type rawAnswer struct {
	resp *testkit.Response
	err  error
}

// sendWhole writes a whole upload before reading the answer, on its own
// goroutine.
func sendWhole(env *testkit.Env, req testkit.Request) <-chan rawAnswer {
	out := make(chan rawAnswer, 1)
	go func() {
		resp, err := env.WriteThenRead(req)
		out <- rawAnswer{resp, err}
	}()
	return out
}

// An upload over UPLOAD_CONCURRENCY waits for its turn instead of being
// refused, on both doors (one shared cap): a client that writes its whole
// body before reading gets 201 once the upload ahead of it ends.
func TestKnowledgeUploadWaitsForItsTurn(t *testing.T) {
	t.Parallel()
	s := newUploadsSetup(t, testkit.WithVar("UPLOAD_CONCURRENCY", "1"))
	finish := s.holdUpload(t)

	body, ct := bigPDF(t, 8<<20)
	second := sendWhole(s.env, testkit.Request{Method: "POST", Path: s.pdfPath, Key: s.key, Body: body,
		Header: map[string]string{"Content-Type": ct}})
	h := map[string]string{"Authorization": "Bearer " + s.editor.Token, "X-Organization-Id": s.editor.Org, "Content-Type": ct}
	mirror := sendWhole(s.env, testkit.Request{Method: "POST", Path: "/api/v1/knowledge-bases/" + s.baseID + "/documents/pdf", Body: body, Header: h})
	testkit.Eventually(t, 30*time.Second, "both uploads waiting", func() bool { return s.env.App.Uploads.Waiting() == 2 })
	select {
	case a := <-second:
		t.Fatalf("answered while the slot was taken: %+v", a)
	case a := <-mirror:
		t.Fatalf("answered while the slot was taken: %+v", a)
	default:
	}

	r := finish()
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	for _, ch := range []<-chan rawAnswer{second, mirror} {
		a := <-ch
		require.NoError(t, a.err)
		require.Equal(t, http.StatusCreated, a.resp.Status, string(a.resp.Body))
		require.Equal(t, "manual.pdf", a.resp.Map(t)["name"])
	}
	require.Zero(t, s.env.App.Uploads.InProgress())
}

// An upload that waited UPLOAD_QUEUE_TIMEOUT in vain is refused so that
// every client reads the refusal: a client that wrote a multi-MB body
// before reading gets a 503 with Retry-After and a detail (its body was
// read and discarded, not cut off by a closed connection), on both doors;
// a client that asked for 100-continue gets it without sending its body.
func TestKnowledgeUploadRefusedAfterItsWait(t *testing.T) {
	t.Parallel()
	s := newUploadsSetup(t, testkit.WithVar("UPLOAD_CONCURRENCY", "1"), testkit.WithVar("UPLOAD_QUEUE_TIMEOUT", "300ms"))
	finish := s.holdUpload(t)
	body, ct := bigPDF(t, 8<<20)
	refused := func(r *testkit.Response) {
		t.Helper()
		require.Equal(t, http.StatusServiceUnavailable, r.Status, string(r.Body))
		require.Equal(t, "5", r.Header.Get("Retry-After"))
		require.Contains(t, r.Detail(t), "Too many uploads in progress")
	}

	a := <-sendWhole(s.env, testkit.Request{Method: "POST", Path: s.pdfPath, Key: s.key, Body: body, Header: map[string]string{"Content-Type": ct}})
	require.NoError(t, a.err, "the client must read the refusal, not a broken connection")
	refused(a.resp)
	h := map[string]string{"Authorization": "Bearer " + s.editor.Token, "X-Organization-Id": s.editor.Org, "Content-Type": ct}
	a = <-sendWhole(s.env, testkit.Request{Method: "POST", Path: "/api/v1/knowledge-bases/" + s.baseID + "/documents/pdf", Body: body, Header: h})
	require.NoError(t, a.err, "the client must read the refusal, not a broken connection")
	refused(a.resp)

	r, sent, err := s.env.ExpectContinue(testkit.Request{Method: "POST", Path: s.pdfPath, Key: s.key, Body: body, Header: map[string]string{"Content-Type": ct}})
	require.NoError(t, err)
	require.False(t, sent, "the refused body must not be asked for")
	refused(r)

	r = finish()
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	// With a free slot, 100-continue asks for the body and the upload is taken.
	r, sent, err = s.env.ExpectContinue(testkit.Request{Method: "POST", Path: s.pdfPath, Key: s.key, Body: body, Header: map[string]string{"Content-Type": ct}})
	require.NoError(t, err)
	require.True(t, sent)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
}

// The server's read timeout counts from a request's first byte, but an
// upload's wait for its turn is not held against it: once admitted, its body
// has the whole read timeout. Here the waiting upload goes to a server whose
// own read timeout has long run out when the upload's turn comes.
func TestKnowledgeUploadReadTimeoutCountsFromItsTurn(t *testing.T) {
	t.Parallel()
	s := newUploadsSetup(t, testkit.WithVar("UPLOAD_CONCURRENCY", "1"))
	finish := s.holdUpload(t)

	srv := httptest.NewUnstartedServer(s.env.App.Handler())
	srv.Config.ReadHeaderTimeout = 10 * time.Second
	srv.Config.ReadTimeout = time.Millisecond
	srv.Start()
	t.Cleanup(srv.Close)
	short := *s.env
	short.URL = srv.URL
	body, ct := bigPDF(t, 4<<20)
	second := sendWhole(&short, testkit.Request{Method: "POST", Path: s.pdfPath, Key: s.key, Body: body, Header: map[string]string{"Content-Type": ct}})
	testkit.Eventually(t, 30*time.Second, "the second upload waiting", func() bool { return s.env.App.Uploads.Waiting() == 1 })
	// Its turn comes well after the server's 1 ms read timeout.
	r := finish()
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	a := <-second
	require.NoError(t, a.err)
	require.Equal(t, http.StatusCreated, a.resp.Status, string(a.resp.Body))
}

func TestKnowledgePrivateURLRefused(t *testing.T) {
	t.Parallel()
	env := testkit.New(t, testkit.WithVar("EGRESS_ALLOW_PRIVATE", ""))
	org := env.MustOrg("Acme")
	_, key := env.MustKey(org.ID, "knowledge:write")
	r := env.Post("/v1/knowledge-bases", key, map[string]any{"name": "KB"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	id := r.Map(t)["id"].(string)
	for _, u := range []string{"http://127.0.0.1:8080/x", "http://10.0.0.5/", "http://[::1]/"} {
		r = env.Post("/v1/knowledge-bases/"+id+"/documents/url", key, map[string]any{"name": "x", "url": u})
		require.Equal(t, http.StatusBadRequest, r.Status, u)
		require.Contains(t, r.Detail(t)+string(r.Body), "public")
	}
	docs, total, err := env.App.Knowledge.ListDocuments(env.System(org.ID), uuid.MustParse(id), 10, 0)
	require.NoError(t, err)
	require.Zero(t, total)
	require.Empty(t, docs)
}

func TestKnowledgeServiceLifecycle(t *testing.T) {
	t.Parallel()
	env := testkit.New(t)
	env.StartWorker()
	org := env.MustOrg("Acme")
	other := env.MustOrg("Other")
	ctx := env.System(org.ID)
	svc := env.App.Knowledge
	name := "Support"
	kb, err := svc.CreateBase(ctx, knowledge.BaseInput{Name: &name})
	require.NoError(t, err)
	d, err := svc.CreateManual(ctx, kb.ID, "Returns", "# Returns\nYou can return any product within 30 days for a full refund.")
	require.NoError(t, err)
	waitDoc(t, env, org.ID, kb.ID.String(), d.ID.String(), "ready")

	// cross-organization: invisible
	_, err = svc.GetBase(env.System(other.ID), kb.ID)
	require.Error(t, err)
	require.Contains(t, err.Error(), "not found")

	// agent assignment, retrieval preview and runtime diagnostic
	ag, err := env.App.Agents.Create(ctx, agents.CreateInput{Name: "Bot", AgentType: "chat", EditingMode: "prompt"})
	require.NoError(t, err)
	rt, err := svc.RuntimeDiagnostic(ctx, ag.ID)
	require.NoError(t, err)
	require.False(t, rt.Ready)
	require.Contains(t, strings.Join(rt.Problems, ";"), "no knowledge bases")
	_, err = svc.SetAgentBases(ctx, ag.ID, []string{uuid.NewString()})
	require.Error(t, err)
	bases, err := svc.SetAgentBases(ctx, ag.ID, []string{kb.ID.String(), kb.ID.String()})
	require.NoError(t, err)
	require.Len(t, bases, 1)
	hits, err := svc.Retrieve(ctx, ag.ID, "can I get a refund?", 3)
	require.NoError(t, err)
	require.Len(t, hits, 1)
	require.Equal(t, d.ID, hits[0].DocumentID)
	// An English question's stopwords do not match a Portuguese chunk that
	// happens to contain them: only "price" is looked for, and nothing has it.
	pt, err := svc.CreateManual(ctx, kb.ID, "Planos", "# Planos\nO plano The Premium inclui consultas ilimitadas e atendimento prioritário para toda a família.")
	require.NoError(t, err)
	waitDoc(t, env, org.ID, kb.ID.String(), pt.ID.String(), "ready")
	hits, err = svc.Retrieve(ctx, ag.ID, "what is the price?", 3)
	require.NoError(t, err)
	require.Empty(t, hits)
	hits, err = svc.Retrieve(ctx, ag.ID, "o que inclui o plano premium?", 3)
	require.NoError(t, err)
	require.Len(t, hits, 1)
	require.Equal(t, pt.ID, hits[0].DocumentID)
	require.NoError(t, svc.DeleteDocument(ctx, kb.ID, pt.ID))
	rt, err = svc.RuntimeDiagnostic(ctx, ag.ID)
	require.NoError(t, err)
	require.True(t, rt.Ready)
	require.EqualValues(t, 1, rt.DocumentsByStatus.Ready)
	_, err = svc.Retrieve(ctx, ag.ID, " ", 3)
	require.Error(t, err)

	// update manual -> reindexed with the new text
	content := "# Returns\nReturns are accepted within 60 days."
	_, err = svc.UpdateManual(ctx, kb.ID, d.ID, nil, &content)
	require.NoError(t, err)
	testkit.Eventually(t, 20*time.Second, "reindexed", func() bool {
		hits, err := svc.Retrieve(ctx, ag.ID, "returns days", 3)
		require.NoError(t, err)
		return len(hits) == 1 && strings.Contains(hits[0].Content, "60 days")
	})
	n, err := svc.ReindexBase(ctx, kb.ID)
	require.NoError(t, err)
	require.Equal(t, 1, n)
	waitDoc(t, env, org.ID, kb.ID.String(), d.ID.String(), "ready")

	// delete removes the chunks with the document
	require.NoError(t, svc.DeleteDocument(ctx, kb.ID, d.ID))
	hits, err = svc.Retrieve(ctx, ag.ID, "returns days", 3)
	require.NoError(t, err)
	require.Empty(t, hits)
	var chunks int
	require.NoError(t, env.App.DB.QueryRow(ctx, `SELECT count(*) FROM knowledge_chunks WHERE organization_id = $1`, org.ID).Scan(&chunks))
	require.Zero(t, chunks)
	require.Error(t, svc.DeleteDocument(ctx, kb.ID, d.ID))
	// update, cross-organization reads and writes
	newName, lang := "Support FAQ", "english"
	kb2, err := svc.UpdateBase(ctx, kb.ID, knowledge.BaseInput{Name: &newName, Language: &lang})
	require.NoError(t, err)
	require.Equal(t, "Support FAQ", kb2.Name)
	require.Equal(t, "english", kb2.Language)
	empty := " "
	_, err = svc.UpdateBase(ctx, kb.ID, knowledge.BaseInput{Name: &empty})
	require.Error(t, err)
	otherCtx := env.System(other.ID)
	_, _, err = svc.ListDocuments(otherCtx, kb.ID, 10, 0)
	require.ErrorContains(t, err, "not found")
	_, err = svc.Retrieve(otherCtx, ag.ID, "refund", 3)
	require.ErrorContains(t, err, "not found")
	_, err = svc.SetAgentBases(otherCtx, ag.ID, nil)
	require.ErrorContains(t, err, "not found")
	require.Error(t, svc.DeleteBase(otherCtx, kb.ID))
	_, err = svc.ReindexBase(otherCtx, kb.ID)
	require.ErrorContains(t, err, "not found")

	require.NoError(t, svc.DeleteBase(ctx, kb.ID))
	_, err = svc.GetBase(ctx, kb.ID)
	require.ErrorContains(t, err, "not found")
	bases, err = svc.AgentBases(ctx, ag.ID)
	require.NoError(t, err)
	require.Empty(t, bases)
}

// An upload refused before its body was read (a wrong key or session, an
// unknown base, a body that is not multipart) is answered so
// that a client writing its whole body before reading still reads the
// refusal, on both doors: the refused body is read and discarded first.
func TestKnowledgeUploadRefusalsReachWritingClients(t *testing.T) {
	t.Parallel()
	s := newUploadsSetup(t)
	body, ct := bigPDF(t, 8<<20)
	for _, c := range []struct {
		name   string
		req    testkit.Request
		status int
	}{
		{"wrong key", testkit.Request{Method: "POST", Path: s.pdfPath, Key: "svc_wrong", Body: body, Header: map[string]string{"Content-Type": ct}}, http.StatusUnauthorized},
		{"unknown base", testkit.Request{Method: "POST", Path: "/v1/knowledge-bases/" + uuid.NewString() + "/documents/pdf", Key: s.key, Body: body, Header: map[string]string{"Content-Type": ct}}, http.StatusNotFound},
		{"not multipart", testkit.Request{Method: "POST", Path: s.pdfPath, Key: s.key, Body: body, Header: map[string]string{"Content-Type": "application/octet-stream"}}, http.StatusUnsupportedMediaType},
		{"bad session on the mirror", testkit.Request{Method: "POST", Path: "/api/v1/knowledge-bases/" + s.baseID + "/documents/pdf", Body: body,
			Header: map[string]string{"Authorization": "Bearer not-a-token", "X-Organization-Id": s.editor.Org, "Content-Type": ct}}, http.StatusUnauthorized},
		{"unknown base on the mirror", testkit.Request{Method: "POST", Path: "/api/v1/knowledge-bases/" + uuid.NewString() + "/documents/pdf", Body: body,
			Header: map[string]string{"Authorization": "Bearer " + s.editor.Token, "X-Organization-Id": s.editor.Org, "Content-Type": ct}}, http.StatusNotFound},
	} {
		t.Run(c.name, func(t *testing.T) {
			resp, err := s.env.WriteThenRead(c.req)
			require.NoError(t, err, "the refusal must be readable by a client that writes the whole body first")
			require.Equal(t, c.status, resp.Status, string(resp.Body))
			require.Contains(t, string(resp.Body), `"detail"`)
		})
	}
}
