package internal_test

import (
	"bytes"
	"encoding/json"
	"mime/multipart"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/agents"
	"voiceagent/internal/audit"
	"voiceagent/internal/auth"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/testkit"
)

const (
	kbFields  = `id name instruction description language documentCount documentsByStatus { pending processing ready failed } chunkCount characterCount createdAt updatedAt`
	docFields = `id knowledgeBaseId name source sourceUrl status error title language sizeBytes characterCount pageCount chunkCount syncEnabled lastSyncedAt indexedAt createdAt updatedAt`
)

type knowledgeDoor struct {
	env                             *testkit.Env
	org                             uuid.UUID
	admin, editor, viewer, stranger *testkit.Session
	agentID                         string
}

func newKnowledgeDoor(t *testing.T, worker bool) knowledgeDoor {
	env, id := testkit.NewBackoffice(t)
	if worker {
		env.StartWorker()
	}
	org := env.MustOrg("Knowledge Door")
	other := env.MustOrg("Elsewhere")
	ag, err := env.App.Agents.Create(env.System(org.ID), agents.CreateInput{Name: "Front desk", AgentType: "inbound", EditingMode: "prompt"})
	require.NoError(t, err)
	return knowledgeDoor{env: env, org: org.ID, agentID: ag.ID.String(),
		admin: env.Session(id, org.ID, auth.RoleAdmin), editor: env.Session(id, org.ID, auth.RoleEditor),
		viewer: env.Session(id, org.ID, auth.RoleViewer), stranger: env.Session(id, other.ID, auth.RoleOwner)}
}

func (d knowledgeDoor) mustBase(t *testing.T, name string) string {
	t.Helper()
	r := d.editor.Do("POST", "/api/v1/knowledge-bases", map[string]any{"name": name, "instruction": "For opening hours"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.Map(t)["id"].(string)
}

func (d knowledgeDoor) mustManual(t *testing.T, baseID, name, content string) string {
	t.Helper()
	r := d.editor.Do("POST", "/api/v1/knowledge-bases/"+baseID+"/documents/manual", map[string]any{"name": name, "content": content})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	return r.Map(t)["id"].(string)
}

func (d knowledgeDoor) waitReady(t *testing.T, baseID, docID string) {
	t.Helper()
	testkit.Eventually(t, 20*time.Second, "document indexed", func() bool {
		doc, err := d.env.App.Knowledge.GetDocument(d.env.System(d.org), uuid.MustParse(baseID), uuid.MustParse(docID))
		require.NoError(t, err)
		return doc.Status == knowledge.StatusReady
	})
}

func (d knowledgeDoor) auditActions(t *testing.T, targetID string) []audit.Event {
	t.Helper()
	ctx := auth.WithPrincipal(t.Context(), auth.Principal{Kind: auth.KindUser, OrganizationID: d.org, Role: auth.RoleOwner})
	l, err := d.env.App.Backoffice.Audit.List(ctx, audit.Filter{TargetID: &targetID})
	require.NoError(t, err)
	return l.Items
}

func upload(s *testkit.Session, baseID, field, filename string, data []byte) *testkit.Response {
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	fw, _ := mw.CreateFormFile(field, filename)
	_, _ = fw.Write(data)
	_ = mw.Close()
	h := map[string]string{"Authorization": "Bearer " + s.Token, "X-Organization-Id": s.Org, "Content-Type": mw.FormDataContentType()}
	return s.Env.Do(testkit.Request{Method: "POST", Path: "/api/v1/knowledge-bases/" + baseID + "/documents/pdf", Body: bytes.NewReader(buf.Bytes()), Header: h})
}

func TestKnowledgeBothDoors(t *testing.T) {
	t.Parallel()
	d := newKnowledgeDoor(t, true)
	baseID := d.mustBase(t, "FAQ")
	docID := d.mustManual(t, baseID, "Hours", "# Opening hours\nThe clinic opens Monday to Friday from 8 to 18.\n\n# Payment\nWe take cards and cash.")
	r := d.editor.Do("POST", "/api/v1/knowledge-bases/"+baseID+"/documents/url", map[string]any{"url": "http://127.0.0.1:9/prices"})
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	d.waitReady(t, baseID, docID)
	r = d.editor.Do("PUT", "/api/v1/agents/"+d.agentID+"/knowledge-bases", map[string]any{"knowledge_base_ids": []string{baseID}})
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	// The page cannot be fetched: wait until its document settles, so both doors read the same state.
	testkit.Eventually(t, 20*time.Second, "url document settled", func() bool {
		list, _, err := d.env.App.Knowledge.ListDocuments(d.env.System(d.org), uuid.MustParse(baseID), 10, 0)
		require.NoError(t, err)
		return list[1].Status == knowledge.StatusFailed
	})

	kb := map[string]any{"id": baseID}
	ag := map[string]any{"id": d.agentID}
	cases := []struct {
		name, method, path, query, field string
		body, vars                       map[string]any
	}{
		{"Base", "GET", "/api/v1/knowledge-bases/" + baseID, `query($id: ID!) { knowledgeBase(id: $id) { ` + kbFields + ` } }`, "knowledgeBase", nil, kb},
		{"Bases", "GET", "/api/v1/knowledge-bases?limit=5", `{ knowledgeBases(limit: 5) { items { ` + kbFields + ` } total limit offset nextCursor } }`, "knowledgeBases", nil, nil},
		{"Documents", "GET", "/api/v1/knowledge-bases/" + baseID + "/documents", `query($id: ID!) { knowledgeDocuments(knowledgeBaseId: $id) { items { ` + docFields + ` } total limit offset nextCursor } }`, "knowledgeDocuments", nil, kb},
		{"SyncSources", "GET", "/api/v1/knowledge-bases/" + baseID + "/sync-sources", `query($id: ID!) { items: knowledgeSyncSources(knowledgeBaseId: $id) { documentId name source url status lastSyncedAt nextSyncAt } }`, "", nil, kb},
		{"AgentBases", "GET", "/api/v1/agents/" + d.agentID + "/knowledge-bases", `query($id: ID!) { items: agentKnowledgeBases(agentId: $id) { ` + kbFields + ` } }`, "", nil, ag},
		{"Runtime", "GET", "/api/v1/agents/" + d.agentID + "/knowledge-runtime", `query($id: ID!) { agentKnowledgeRuntime(agentId: $id) { agentId knowledgeBases { ` + kbFields + ` } documentsByStatus { pending processing ready failed } chunkCount ready problems } }`, "agentKnowledgeRuntime", nil, ag},
		{"DocumentsByStatus", "GET", "/api/v1/knowledge-bases/" + baseID + "/documents?status=failed", `query($id: ID!) { knowledgeDocuments(knowledgeBaseId: $id, status: "failed") { items { ` + docFields + ` } total limit offset nextCursor } }`, "knowledgeDocuments", nil, kb},
		{"BaseRetrieve", "POST", "/api/v1/knowledge-bases/" + baseID + "/retrieve", `query($id: ID!) { items: knowledgeBaseRetrieve(knowledgeBaseId: $id, query: "When does the clinic open?", limit: 3) { chunkId score content knowledgeBaseId documentId documentName sourceUrl position page heading } }`, "", map[string]any{"query": "When does the clinic open?", "limit": 3}, kb},
		{"Retrieve", "POST", "/api/v1/agents/" + d.agentID + "/knowledge-retrieve", `query($id: ID!) { items: agentKnowledgeRetrieve(agentId: $id, query: "When does the clinic open?", limit: 3) { chunkId score content knowledgeBaseId documentId documentName sourceUrl position page heading } }`, "", map[string]any{"query": "When does the clinic open?", "limit": 3}, ag},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var body any
			if c.body != nil {
				body = c.body
			}
			rest := d.viewer.Do(c.method, c.path, body)
			require.Equal(t, http.StatusOK, rest.Status, string(rest.Body))
			var data map[string]json.RawMessage
			d.viewer.GraphQL(c.query, c.vars).Decode(t, &data)
			if c.field == "" { // a bare list: REST wraps it as {items}
				raw, _ := json.Marshal(data)
				sameJSON(t, rest.Body, raw)
			} else {
				sameJSON(t, rest.Body, data[c.field])
			}
		})
	}
	var rt knowledge.Runtime
	d.viewer.Do("GET", "/api/v1/agents/"+d.agentID+"/knowledge-runtime", nil).JSON(t, &rt)
	require.True(t, rt.Ready)
	require.EqualValues(t, 1, rt.DocumentsByStatus.Failed)
	var hits struct{ Items []knowledge.Hit }
	d.viewer.Do("POST", "/api/v1/agents/"+d.agentID+"/knowledge-retrieve", map[string]any{"query": "When does the clinic open?"}).JSON(t, &hits)
	require.NotEmpty(t, hits.Items)
	require.Equal(t, "Opening hours", hits.Items[0].Heading)

	// One base's preview ranks its own chunks, with no agent involved.
	var baseHits struct{ Items []knowledge.Hit }
	d.viewer.Do("POST", "/api/v1/knowledge-bases/"+baseID+"/retrieve", map[string]any{"query": "Do you take cards?", "limit": 1}).JSON(t, &baseHits)
	require.Len(t, baseHits.Items, 1)
	require.Equal(t, "Payment", baseHits.Items[0].Heading)
	require.Equal(t, "Hours", baseHits.Items[0].DocumentName)
	require.Positive(t, baseHits.Items[0].Score)

	// The status filter keeps one status, and the total counts only those.
	var byStatus struct {
		Items []knowledge.Document
		Total int
	}
	d.viewer.Do("GET", "/api/v1/knowledge-bases/"+baseID+"/documents?status=ready", nil).JSON(t, &byStatus)
	require.Equal(t, 1, byStatus.Total)
	require.Equal(t, docID, byStatus.Items[0].ID.String())
	d.viewer.Do("GET", "/api/v1/knowledge-bases/"+baseID+"/documents?status=pending", nil).JSON(t, &byStatus)
	require.Equal(t, 0, byStatus.Total)
	require.Empty(t, byStatus.Items)
}

func TestKnowledgeDoorWrites(t *testing.T) {
	t.Parallel()
	d := newKnowledgeDoor(t, false)
	baseID := d.mustBase(t, "Prices")
	base := "/api/v1/knowledge-bases/" + baseID

	t.Run("UpdateBaseRecordsBeforeAndAfter", func(t *testing.T) {
		r := d.editor.Do("PATCH", base, map[string]any{"name": "Price list", "language": "english"})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		require.Equal(t, "Price list", r.Map(t)["name"])
		var g struct{ UpdateKnowledgeBase struct{ Description string } }
		d.editor.GraphQL(`mutation($id: ID!) { updateKnowledgeBase(id: $id, input: {description: "What things cost"}) { description } }`, map[string]any{"id": baseID}).Decode(t, &g)
		require.Equal(t, "What things cost", g.UpdateKnowledgeBase.Description)
		ev := d.auditActions(t, baseID)
		require.Len(t, ev, 3) // created, updated twice
		require.Equal(t, "knowledge_base.updated", ev[1].Action)
		require.JSONEq(t, `{"name":"Prices","instruction":"For opening hours","description":"","language":"auto"}`, string(ev[1].Before))
		require.JSONEq(t, `{"name":"Price list","instruction":"For opening hours","description":"","language":"english"}`, string(ev[1].After))
		require.Equal(t, "knowledge_base.created", ev[2].Action)
	})
	t.Run("BadInput", func(t *testing.T) {
		r := d.editor.Do("PATCH", base, map[string]any{"name": "  "})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, string(r.Body), "name")
		r = d.editor.Do("PATCH", base, map[string]any{"language": "klingon"})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = d.editor.Do("POST", "/api/v1/knowledge-bases", map[string]any{"instruction": "no name"})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = d.editor.Do("POST", base+"/documents/manual", map[string]any{"name": "Empty", "content": "   "})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, string(r.Body), "content")
		r = d.editor.Do("POST", base+"/documents/url", map[string]any{"url": "ftp://example.com/x"})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = d.editor.Do("POST", base+"/documents/crawl", map[string]any{"url": "http://127.0.0.1:9/", "max_depth": 9})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, string(r.Body), "max_depth")
		r = d.editor.Do("PUT", "/api/v1/agents/"+d.agentID+"/knowledge-bases", map[string]any{"knowledge_base_ids": []string{uuid.NewString()}})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, string(r.Body), "knowledge_base_ids")
		r = d.editor.Do("PUT", "/api/v1/agents/"+d.agentID+"/knowledge-bases", map[string]any{})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = d.viewer.Do("POST", "/api/v1/agents/"+d.agentID+"/knowledge-retrieve", map[string]any{"query": ""})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = d.viewer.Do("GET", "/api/v1/knowledge-bases?limit=0", nil)
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = d.viewer.Do("GET", base+"/documents?status=done", nil)
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "status")
		r = d.viewer.Do("POST", base+"/retrieve", map[string]any{"query": " "})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "query")
		r = d.viewer.Do("POST", base+"/retrieve", map[string]any{"query": "hours", "limit": 51})
		require.Equal(t, http.StatusBadRequest, r.Status)
		require.Contains(t, r.Detail(t), "limit")
		g := d.editor.GraphQL(`mutation($id: ID!) { createManualDocument(knowledgeBaseId: $id, input: {name: "x", content: ""}) { id } }`, map[string]any{"id": baseID})
		require.Equal(t, "BAD_USER_INPUT", g.Code(), string(g.Body))
	})
	t.Run("Documents", func(t *testing.T) {
		docID := d.mustManual(t, baseID, "Cleaning", "A cleaning costs 150.")
		doc := base + "/documents/" + docID
		r := d.editor.Do("PATCH", doc, map[string]any{"content": "A cleaning costs 180."})
		require.Equal(t, http.StatusOK, r.Status, string(r.Body))
		m := r.Map(t)
		require.Equal(t, "pending", m["status"])
		require.EqualValues(t, len("A cleaning costs 180."), m["size_bytes"])
		r = d.editor.Do("PATCH", doc, map[string]any{})
		require.Equal(t, http.StatusBadRequest, r.Status)
		r = d.editor.Do("POST", doc+"/reindex", nil)
		require.Equal(t, http.StatusAccepted, r.Status, string(r.Body))

		url := d.editor.Do("POST", base+"/documents/url", map[string]any{"url": "http://127.0.0.1:9/page"})
		require.Equal(t, http.StatusCreated, url.Status, string(url.Body))
		urlID := url.Map(t)["id"].(string)
		r = d.editor.Do("PATCH", base+"/documents/"+urlID, map[string]any{"name": "x"})
		require.Equal(t, http.StatusConflict, r.Status)
		crawl := d.editor.Do("POST", base+"/documents/crawl", map[string]any{"url": "http://127.0.0.1:9/", "max_pages": 5})
		require.Equal(t, http.StatusCreated, crawl.Status, string(crawl.Body))
		require.Equal(t, "crawl", crawl.Map(t)["source"])
		r = d.viewer.Do("GET", base+"/sync-sources", nil)
		require.Equal(t, http.StatusOK, r.Status)
		require.Len(t, r.Map(t)["items"], 2)

		r = d.editor.Do("DELETE", doc, nil)
		require.Equal(t, http.StatusNoContent, r.Status, string(r.Body))
		require.Equal(t, http.StatusNotFound, d.editor.Do("DELETE", doc, nil).Status)
		var actions []string
		for _, e := range d.auditActions(t, docID) {
			actions = append(actions, e.Action)
		}
		require.Equal(t, []string{"knowledge_document.deleted", "knowledge_document.reindexed", "knowledge_document.updated", "knowledge_document.created"}, actions)
		require.Equal(t, "knowledge_document.created", d.auditActions(t, urlID)[0].Action)
	})
	t.Run("Roles", func(t *testing.T) {
		docID := d.mustManual(t, baseID, "Kept", "Kept text.")
		doc := base + "/documents/" + docID
		for _, c := range []struct {
			method, path string
			body         any
		}{
			{"POST", "/api/v1/knowledge-bases", map[string]any{"name": "x"}},
			{"PATCH", base, map[string]any{"name": "x"}},
			{"DELETE", base, nil},
			{"POST", base + "/documents/manual", map[string]any{"name": "x", "content": "y"}},
			{"PATCH", doc, map[string]any{"name": "x"}},
			{"DELETE", doc, nil},
			{"POST", base + "/documents/url", map[string]any{"url": "http://127.0.0.1:9/"}},
			{"POST", base + "/documents/crawl", map[string]any{"url": "http://127.0.0.1:9/"}},
			{"POST", doc + "/reindex", nil},
			{"PUT", "/api/v1/agents/" + d.agentID + "/knowledge-bases", map[string]any{"knowledge_base_ids": []string{}}},
		} {
			r := d.viewer.Do(c.method, c.path, c.body)
			require.Equal(t, http.StatusForbidden, r.Status, c.method+" "+c.path+": "+string(r.Body))
		}
		r := upload(d.viewer, baseID, "file", "a.pdf", []byte("%PDF-1.4\n x"))
		require.Equal(t, http.StatusForbidden, r.Status)
		require.Equal(t, "FORBIDDEN", d.viewer.GraphQL(`mutation { createKnowledgeBase(input: {name: "x"}) { id } }`, nil).Code())
		// A whole base takes an admin.
		r = d.editor.Do("DELETE", base, nil)
		require.Equal(t, http.StatusForbidden, r.Status)
		require.Equal(t, "FORBIDDEN", d.editor.GraphQL(`mutation($id: ID!) { deleteKnowledgeBase(id: $id) }`, map[string]any{"id": baseID}).Code())
		require.Equal(t, http.StatusOK, d.viewer.Do("GET", base, nil).Status)
	})
	t.Run("AdminDeletesBase", func(t *testing.T) {
		other := d.mustBase(t, "Doomed")
		var g struct{ DeleteKnowledgeBase string }
		d.admin.GraphQL(`mutation($id: ID!) { deleteKnowledgeBase(id: $id) }`, map[string]any{"id": other}).Decode(t, &g)
		require.Equal(t, other, g.DeleteKnowledgeBase)
		require.Equal(t, http.StatusNotFound, d.viewer.Do("GET", "/api/v1/knowledge-bases/"+other, nil).Status)
		ev := d.auditActions(t, other)
		require.Equal(t, "knowledge_base.deleted", ev[0].Action)
		require.JSONEq(t, `{"name":"Doomed","instruction":"For opening hours","description":"","language":"auto"}`, string(ev[0].Before))
	})
}

func TestKnowledgeDoorPDF(t *testing.T) {
	t.Parallel()
	d := newKnowledgeDoor(t, false)
	baseID := d.mustBase(t, "Leaflets")
	data := []byte("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF")
	r := upload(d.editor, baseID, "file", "prices é.pdf", data)
	require.Equal(t, http.StatusCreated, r.Status, string(r.Body))
	doc := r.Map(t)
	require.Equal(t, "pdf", doc["source"])
	require.EqualValues(t, len(data), doc["size_bytes"])
	ev := d.auditActions(t, doc["id"].(string))
	require.Len(t, ev, 1)
	require.Equal(t, "knowledge_document.created", ev[0].Action)
	require.Equal(t, "user", ev[0].Actor.Kind)
	require.JSONEq(t, `{"knowledge_base_id":"`+baseID+`","name":"prices é.pdf","source":"pdf","size_bytes":`+strconv.Itoa(len(data))+`}`, string(ev[0].After))
	file := "/api/v1/knowledge-bases/" + baseID + "/documents/" + doc["id"].(string) + "/file"

	r = d.viewer.Do("GET", file, nil)
	require.Equal(t, http.StatusOK, r.Status, string(r.Body))
	require.Equal(t, "application/pdf", r.Header.Get("Content-Type"))
	require.Equal(t, `attachment; filename*=utf-8''prices%20%C3%A9.pdf`, r.Header.Get("Content-Disposition"))
	require.Equal(t, data, r.Body)

	r = d.stranger.Do("GET", file, nil)
	require.Equal(t, http.StatusNotFound, r.Status)
	manual := d.mustManual(t, baseID, "Text", "Only text.")
	r = d.viewer.Do("GET", "/api/v1/knowledge-bases/"+baseID+"/documents/"+manual+"/file", nil)
	require.Equal(t, http.StatusNotFound, r.Status)

	r = upload(d.editor, baseID, "file", "notes.txt", []byte("hello"))
	require.Equal(t, http.StatusBadRequest, r.Status)
	require.Contains(t, r.Detail(t), "PDF")
	r = upload(d.editor, baseID, "other", "a.pdf", data)
	require.Equal(t, http.StatusBadRequest, r.Status)
	r = d.editor.Do("POST", "/api/v1/knowledge-bases/"+baseID+"/documents/pdf", map[string]any{"file": "x"})
	require.Equal(t, http.StatusUnsupportedMediaType, r.Status)
	r = upload(d.stranger, baseID, "file", "a.pdf", data)
	require.Equal(t, http.StatusNotFound, r.Status)
}

func TestKnowledgeDoorOtherOrganization(t *testing.T) {
	t.Parallel()
	d := newKnowledgeDoor(t, false)
	baseID := d.mustBase(t, "Ours")
	docID := d.mustManual(t, baseID, "Doc", "Some text.")
	base := "/api/v1/knowledge-bases/" + baseID
	doc := base + "/documents/" + docID
	agent := "/api/v1/agents/" + d.agentID
	for _, c := range []struct {
		method, path string
		body         any
	}{
		{"GET", base, nil}, {"PATCH", base, map[string]any{"name": "x"}}, {"DELETE", base, nil},
		{"GET", base + "/documents", nil}, {"POST", base + "/documents/manual", map[string]any{"name": "x", "content": "y"}},
		{"PATCH", doc, map[string]any{"name": "x"}}, {"DELETE", doc, nil},
		{"POST", base + "/documents/url", map[string]any{"url": "http://127.0.0.1:9/"}},
		{"POST", base + "/documents/crawl", map[string]any{"url": "http://127.0.0.1:9/"}},
		{"GET", doc + "/file", nil}, {"POST", doc + "/reindex", nil}, {"GET", base + "/sync-sources", nil},
		{"POST", base + "/retrieve", map[string]any{"query": "x"}}, {"GET", base + "/documents?status=ready", nil},
		{"GET", agent + "/knowledge-bases", nil}, {"PUT", agent + "/knowledge-bases", map[string]any{"knowledge_base_ids": []string{}}},
		{"GET", agent + "/knowledge-runtime", nil}, {"POST", agent + "/knowledge-retrieve", map[string]any{"query": "x"}},
		{"GET", "/api/v1/knowledge-bases/not-a-uuid", nil},
	} {
		r := d.stranger.Do(c.method, c.path, c.body)
		require.Equal(t, http.StatusNotFound, r.Status, c.method+" "+c.path+": "+string(r.Body))
	}
	// The stranger's own base cannot be assigned to our agent, nor ours to theirs.
	theirs := d.stranger.Do("POST", "/api/v1/knowledge-bases", map[string]any{"name": "Theirs"})
	require.Equal(t, http.StatusCreated, theirs.Status)
	r := d.editor.Do("PUT", agent+"/knowledge-bases", map[string]any{"knowledge_base_ids": []string{theirs.Map(t)["id"].(string)}})
	require.Equal(t, http.StatusBadRequest, r.Status)

	ids := map[string]any{"b": baseID, "d": docID, "a": d.agentID}
	for _, q := range []string{
		`query($b: ID!) { knowledgeBase(id: $b) { id } }`,
		`query($b: ID!) { knowledgeDocuments(knowledgeBaseId: $b) { total } }`,
		`query($b: ID!) { knowledgeSyncSources(knowledgeBaseId: $b) { url } }`,
		`query($b: ID!) { knowledgeBaseRetrieve(knowledgeBaseId: $b, query: "x") { content } }`,
		`query($a: ID!) { agentKnowledgeBases(agentId: $a) { id } }`,
		`query($a: ID!) { agentKnowledgeRuntime(agentId: $a) { ready } }`,
		`query($a: ID!) { agentKnowledgeRetrieve(agentId: $a, query: "x") { content } }`,
		`mutation($b: ID!) { updateKnowledgeBase(id: $b, input: {name: "x"}) { id } }`,
		`mutation($b: ID!) { deleteKnowledgeBase(id: $b) }`,
		`mutation($b: ID!) { createManualDocument(knowledgeBaseId: $b, input: {name: "x", content: "y"}) { id } }`,
		`mutation($b: ID!, $d: ID!) { updateManualDocument(knowledgeBaseId: $b, documentId: $d, input: {name: "x"}) { id } }`,
		`mutation($b: ID!, $d: ID!) { deleteKnowledgeDocument(knowledgeBaseId: $b, documentId: $d) }`,
		`mutation($b: ID!) { importUrlDocument(knowledgeBaseId: $b, input: {url: "http://127.0.0.1:9/"}) { id } }`,
		`mutation($b: ID!) { crawlUrl(knowledgeBaseId: $b, input: {url: "http://127.0.0.1:9/"}) { id } }`,
		`mutation($b: ID!, $d: ID!) { reindexKnowledgeDocument(knowledgeBaseId: $b, documentId: $d) { id } }`,
		`mutation($a: ID!) { setAgentKnowledgeBases(agentId: $a, knowledgeBaseIds: []) { id } }`,
	} {
		vars := map[string]any{}
		for k, v := range ids {
			if strings.Contains(q, "$"+k) {
				vars[k] = v
			}
		}
		g := d.stranger.GraphQL(q, vars)
		require.Equal(t, "NOT_FOUND", g.Code(), q+": "+string(g.Body))
	}
	// Nothing of ours changed.
	r = d.viewer.Do("GET", base, nil)
	require.Equal(t, http.StatusOK, r.Status)
	require.Equal(t, "Ours", r.Map(t)["name"])
	require.EqualValues(t, 1, r.Map(t)["document_count"])
}
