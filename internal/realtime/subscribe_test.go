package realtime_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/google/uuid"
	"github.com/redis/go-redis/v9"

	"voiceagent/internal/agents"
	"voiceagent/internal/auth"
	"voiceagent/internal/calls"
	"voiceagent/internal/realtime"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks/webhookstest"
)

func mustAgent(t *testing.T, env *testkit.Env, org uuid.UUID, name string) agents.Agent {
	t.Helper()
	a, err := env.App.Agents.Create(env.System(org), agents.CreateInput{Name: name, AgentType: "inbound", EditingMode: "prompt"})
	if err != nil {
		t.Fatalf("create agent: %v", err)
	}
	return a
}

func subscribeAgent(c *client, id string, agentID uuid.UUID) {
	c.Send(map[string]any{"type": "subscribe", "id": id, "payload": map[string]any{
		"query":     `subscription($id: ID!) { agentUpdated(agentId: $id) { agentId action at } }`,
		"variables": map[string]any{"id": agentID.String()},
	}})
}

// listening waits until a subscription of the organization is registered
// on env's bus and its channel joined, so an event published next reaches
// it. (Redis's own count is not enough: every socket watches its
// organization's channel from connection_init on.)
func listening(t *testing.T, env *testkit.Env, org uuid.UUID) {
	t.Helper()
	testkit.Eventually(t, 10*time.Second, "the subscription listens", func() bool {
		return env.App.Backoffice.Bus.Streams(org) > 0
	})
}

type agentEvent struct {
	Data struct {
		AgentUpdated struct {
			AgentID string `json:"agentId"`
			Action  string `json:"action"`
		} `json:"agentUpdated"`
	} `json:"data"`
	Errors []testkit.GraphQLError `json:"errors"`
}

func decodeAgentEvent(t *testing.T, m msg) agentEvent {
	t.Helper()
	var e agentEvent
	if err := json.Unmarshal(m.Payload, &e); err != nil || len(e.Errors) > 0 {
		t.Fatalf("event %s: %v", m.Payload, err)
	}
	return e
}

// A viewer subscribed on one replica hears of an agent archived through
// another, and never of another organization's agent.
func TestAgentUpdatedAcrossReplicasAndTenancy(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	replica := env.Replica()
	org := env.MustOrg("Acme")
	other := env.MustOrg("Other")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	agent := mustAgent(t, env, org.ID, "Front desk")

	c := connect(t, env, viewer)
	subscribeAgent(c, "a", agent.ID)
	listening(t, env, org.ID)

	// Another organization's event about the same id, on its own channel
	// and forged onto this one, never arrives.
	replica.App.Backoffice.Bus.Publish(context.Background(), realtime.Event{Kind: realtime.KindAgent, OrganizationID: other.ID, Topic: agent.ID, ID: agent.ID, Action: "archived"})
	forged, _ := json.Marshal(realtime.Event{Kind: realtime.KindAgent, OrganizationID: other.ID, Topic: agent.ID, ID: agent.ID, Action: "forged"})
	if err := replica.App.Redis.Publish(context.Background(), "rt:org:"+org.ID.String(), forged).Err(); err != nil {
		t.Fatal(err)
	}

	if _, err := replica.App.Agents.Archive(replica.System(org.ID), agent.ID); err != nil {
		t.Fatalf("archive on the replica: %v", err)
	}
	e := decodeAgentEvent(t, c.Must("next"))
	if e.Data.AgentUpdated.AgentID != agent.ID.String() || e.Data.AgentUpdated.Action != "archived" {
		t.Fatalf("event %+v", e)
	}
	if _, err := replica.App.Agents.Unarchive(replica.System(org.ID), agent.ID); err != nil {
		t.Fatalf("unarchive on the replica: %v", err)
	}
	if e := decodeAgentEvent(t, c.Must("next")); e.Data.AgentUpdated.Action != "unarchived" {
		t.Fatalf("second event %+v", e)
	}
}

func TestAgentUpdatedOtherOrganizationRefused(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	other := env.MustOrg("Other")
	s := env.Session(id, org.ID, auth.RoleAdmin)
	foreign := mustAgent(t, env, other.ID, "Theirs")
	c := connect(t, env, s)
	subscribeAgent(c, "x", foreign.ID)
	m := c.Must("next")
	if m.ID != "x" || !json.Valid(m.Payload) || !contains(string(m.Payload), "NOT_FOUND") {
		t.Fatalf("error %s", m.Payload)
	}
}

func TestWebhookDeliveryUpdatedIsForAdmins(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	c := connect(t, env, viewer)
	c.Send(map[string]any{"type": "subscribe", "id": "w", "payload": map[string]any{
		"query": fmt.Sprintf(`subscription { webhookDeliveryUpdated(endpointId: %q) { deliveryId } }`, uuid.NewString()),
	}})
	if m := c.Must("next"); !contains(string(m.Payload), "FORBIDDEN") {
		t.Fatalf("error %s", m.Payload)
	}
}

// A subscriber that reads nothing while events pile up has its socket
// closed with 4413; another subscriber of the same organization keeps
// receiving.
func TestSlowSubscriberClosed(t *testing.T) {
	env, id := testkit.NewBackoffice(t, testkit.WithVar("REALTIME_BUFFER", "4"))
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)
	agent := mustAgent(t, env, org.ID, "Front desk")
	other := mustAgent(t, env, org.ID, "Back office")

	slow := connect(t, env, s)
	subscribeAgent(slow, "slow", agent.ID)
	healthy := connect(t, env, s)
	subscribeAgent(healthy, "ok", other.ID)
	listening(t, env, org.ID)

	// Enough events that the socket's write blocks and the buffer fills.
	ev, _ := json.Marshal(realtime.Event{Kind: realtime.KindAgent, OrganizationID: org.ID, Topic: agent.ID, ID: agent.ID, Action: "updated"})
	for range 50 {
		pipe := env.App.Redis.Pipeline()
		for range 2000 {
			pipe.Publish(context.Background(), "rt:org:"+org.ID.String(), ev)
		}
		if _, err := pipe.Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	slow.Closed(realtime.CloseOverflow)

	env.App.Backoffice.Bus.Publish(context.Background(), realtime.Event{Kind: realtime.KindAgent, OrganizationID: org.ID, Topic: other.ID, ID: other.ID, Action: "published"})
	if e := decodeAgentEvent(t, healthy.Must("next")); e.Data.AgentUpdated.Action != "published" {
		t.Fatalf("healthy subscriber got %+v", e)
	}
}

func TestSubscriptionCapPerSocket(t *testing.T) {
	env, id := testkit.NewBackoffice(t, testkit.WithVar("REALTIME_MAX_SUBSCRIPTIONS", "1"))
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)
	agent := mustAgent(t, env, org.ID, "Front desk")
	c := connect(t, env, s)
	subscribeAgent(c, "1", agent.ID)
	subscribeAgent(c, "2", agent.ID)
	if m := c.Must("error"); m.ID != "2" || !contains(string(m.Payload), "RATE_LIMITED") {
		t.Fatalf("error %s %s", m.ID, m.Payload)
	}
}

// The cap on a user's sockets holds across replicas (counted in Redis),
// a closed socket gives its slot back, and a lease left by a replica that
// died without closing runs out instead of counting for ever.
func TestConnectionCapPerUserAcrossReplicas(t *testing.T) {
	env, id := testkit.NewBackoffice(t, testkit.WithVar("REALTIME_MAX_CONNECTIONS_PER_USER", "2"))
	replica := env.Replica()
	org := env.MustOrg("Acme")
	s := env.Session(id, org.ID, auth.RoleViewer)
	first := connect(t, env, s)
	connect(t, replica, s)
	third := dial(t, env, nil)
	third.Init(initFor(s))
	third.Closed(realtime.CloseTooManyConns)
	again := dial(t, replica, nil)
	again.Init(initFor(s))
	again.Closed(realtime.CloseTooManyConns)

	// Closing a socket on one replica lets the user in on the other.
	_ = first.Conn.Close(websocket.StatusNormalClosure, "")
	testkit.Eventually(t, 10*time.Second, "the closed socket's slot comes back", func() bool {
		c := dial(t, replica, nil)
		c.Init(initFor(s))
		m, err := c.Read()
		return err == nil && m.Type == "connection_ack"
	})

	// The user now holds two again; a lease that ran out does not count.
	var user struct {
		User struct {
			ID string `json:"id"`
		} `json:"user"`
	}
	s.Do("GET", "/api/v1/me", nil).JSON(t, &user)
	key := "rt:conns:" + user.User.ID
	members, err := env.App.Redis.ZRange(context.Background(), key, 0, -1).Result()
	if err != nil || len(members) != 2 {
		t.Fatalf("leases %v %v, want 2", members, err)
	}
	if err := env.App.Redis.ZAdd(context.Background(), key, redis.Z{Score: float64(time.Now().Add(-time.Minute).UnixMilli()), Member: members[0]}).Err(); err != nil {
		t.Fatal(err)
	}
	connect(t, env, s)
}

// A socket closes with 4403 when its user's role changes, when they are
// removed, or when the organization is suspended, on whichever replica the
// change is made: the client connects again with the rights it has now.
func TestSocketClosedWhenRightsChange(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	replica := env.Replica()
	org := env.MustOrg("Acme")
	owner := env.Session(id, org.ID, auth.RoleOwner)
	admin := env.Session(id, org.ID, auth.RoleAdmin)
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	var who struct {
		User struct {
			ID string `json:"id"`
		} `json:"user"`
	}
	admin.Do("GET", "/api/v1/me", nil).JSON(t, &who)

	c := connect(t, env, admin)
	bystander := connect(t, env, viewer)
	if r := owner.Do("PATCH", "/api/v1/organizations/members/"+who.User.ID, map[string]any{"role": "viewer"}); r.Status != 200 {
		t.Fatalf("demote: %d %s", r.Status, r.Body)
	}
	c.Closed(realtime.CloseForbidden)

	// The demoted user connects again, as a viewer now; removing them on
	// the replica closes that socket too.
	c = connect(t, env, admin)
	ctx := auth.WithPrincipal(context.Background(), auth.System(org.ID))
	if _, err := replica.App.Backoffice.Members.Remove(ctx, who.User.ID); err != nil {
		t.Fatalf("remove on the replica: %v", err)
	}
	c.Closed(realtime.CloseForbidden)

	// The other member's socket was untouched until the suspension.
	bystander.Send(map[string]any{"type": "subscribe", "id": "q", "payload": map[string]any{"query": "{ me { user { id } } }"}})
	bystander.Must("next")
	if _, err := replica.App.Orgs.SetSuspended(context.Background(), org.ID, true); err != nil {
		t.Fatal(err)
	}
	bystander.Closed(realtime.CloseForbidden)
}

func contains(s, sub string) bool {
	return len(sub) == 0 || (len(s) >= len(sub) && indexOf(s, sub) >= 0)
}

func indexOf(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}

type eventPayload struct {
	Data   map[string]map[string]any `json:"data"`
	Errors []testkit.GraphQLError    `json:"errors"`
}

func decodeEvent(t *testing.T, m msg, field string) map[string]any {
	t.Helper()
	var e eventPayload
	if err := json.Unmarshal(m.Payload, &e); err != nil || len(e.Errors) > 0 || e.Data[field] == nil {
		t.Fatalf("event %s: %v", m.Payload, err)
	}
	return e.Data[field]
}

// A viewer follows an agent's calls through creation, start, end and
// outcome, in order.
func TestCallSessionUpdated(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	ctx := env.System(org.ID)
	agent := mustAgent(t, env, org.ID, "Front desk")
	if _, err := env.App.Agents.Publish(ctx, agent.ID); err != nil {
		t.Fatal(err)
	}
	c := connect(t, env, viewer)
	c.Send(map[string]any{"type": "subscribe", "id": "calls", "payload": map[string]any{
		"query":     `subscription($id: ID!) { callSessionUpdated(agentId: $id) { agentId callSessionId action status turnCount actionCount endReason durationMs outcome } }`,
		"variables": map[string]any{"id": agent.ID.String()},
	}})
	listening(t, env, org.ID)

	call, err := env.App.Calls.Create(ctx, calls.CreateInput{AgentID: agent.ID, Channel: "web", Direction: "inbound"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.Start(ctx, call.ID, time.Time{}); err != nil {
		t.Fatal(err)
	}
	if err := env.App.Calls.AppendTurns(ctx, call.ID, calls.Turn{Role: "agent", Text: "hello"}, calls.Turn{Role: "user", Text: "hi"}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.End(ctx, call.ID, calls.EndInput{Status: "failed", Reason: "line dropped"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range [][2]string{{"created", "created"}, {"started", "active"}, {"ended", "failed"}} {
		e := decodeEvent(t, c.Must("next"), "callSessionUpdated")
		if e["action"] != want[0] || e["status"] != want[1] || e["callSessionId"] != call.ID.String() || e["agentId"] != agent.ID.String() {
			t.Fatalf("event %v, want %v", e, want)
		}
		if want[0] == "ended" && (e["turnCount"] != float64(2) || e["actionCount"] != float64(0) || e["endReason"] != "line dropped" || e["durationMs"] == nil) {
			t.Fatalf("ended event %v: want its counts, reason and duration", e)
		}
		if want[0] == "created" && (e["turnCount"] != float64(0) || e["endReason"] != nil) {
			t.Fatalf("created event %v", e)
		}
	}
}

// A viewer hears of a document's indexing, processing then ready.
func TestKnowledgeDocumentUpdated(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	env.StartWorker()
	org := env.MustOrg("Acme")
	editor := env.Session(id, org.ID, auth.RoleEditor)
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	r := editor.Do("POST", "/api/v1/knowledge-bases", map[string]any{"name": "Hours", "instruction": "For opening hours"})
	if r.Status != 201 {
		t.Fatalf("create base %d %s", r.Status, r.Body)
	}
	baseID := r.Map(t)["id"].(string)
	c := connect(t, env, viewer)
	c.Send(map[string]any{"type": "subscribe", "id": "kb", "payload": map[string]any{
		"query":     `subscription($id: ID!) { knowledgeDocumentUpdated(knowledgeBaseId: $id) { knowledgeBaseId documentId status } }`,
		"variables": map[string]any{"id": baseID},
	}})
	listening(t, env, org.ID)
	r = editor.Do("POST", "/api/v1/knowledge-bases/"+baseID+"/documents/manual", map[string]any{"name": "Hours", "content": "We open at nine and close at six, Monday to Friday."})
	if r.Status != 201 {
		t.Fatalf("add document %d %s", r.Status, r.Body)
	}
	docID := r.Map(t)["id"].(string)
	for _, want := range []string{"processing", "ready"} {
		e := decodeEvent(t, c.Must("next"), "knowledgeDocumentUpdated")
		if e["status"] != want || e["documentId"] != docID || e["knowledgeBaseId"] != baseID {
			t.Fatalf("event %v, want %s", e, want)
		}
	}
}

// An admin hears of an endpoint's delivery attempts.
func TestWebhookDeliveryUpdated(t *testing.T) {
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	env, id := testkit.NewBackoffice(t, testkit.WithVar("WEBHOOK_CA_FILE", ca), testkit.WithVar("WEBHOOK_TIMEOUT", "2s"))
	env.StartWorker()
	org := env.MustOrg("Hooks")
	admin := env.Session(id, org.ID, auth.RoleAdmin)
	rc := webhookstest.NewReceiver(webhookstest.OK)
	t.Cleanup(rc.Close)
	var created struct{ CreateWebhookEndpoint struct{ ID string } }
	admin.GraphQL(`mutation($in: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $in) { id } }`,
		map[string]any{"in": map[string]any{"url": rc.URL, "events": []string{"call.completed"}}}).Decode(t, &created)
	endpoint := created.CreateWebhookEndpoint.ID

	c := connect(t, env, admin)
	c.Send(map[string]any{"type": "subscribe", "id": "wh", "payload": map[string]any{
		"query":     `subscription($id: ID!) { webhookDeliveryUpdated(endpointId: $id) { endpointId deliveryId status } }`,
		"variables": map[string]any{"id": endpoint},
	}})
	listening(t, env, org.ID)
	var tested struct{ TestWebhookEndpoint struct{ DeliveryID string } }
	admin.GraphQL(`mutation($id: ID!) { testWebhookEndpoint(id: $id) { deliveryId } }`, map[string]any{"id": endpoint}).Decode(t, &tested)
	e := decodeEvent(t, c.Must("next"), "webhookDeliveryUpdated")
	if e["endpointId"] != endpoint || e["deliveryId"] != tested.TestWebhookEndpoint.DeliveryID || e["status"] != "succeeded" {
		t.Fatalf("event %v", e)
	}
}

// Without an agentId, a viewer hears of the calls of every agent of the
// organization, and a subscriber of another organization of none of them.
func TestCallSessionUpdatedForTheWholeOrganization(t *testing.T) {
	env, id := testkit.NewBackoffice(t)
	org := env.MustOrg("Acme")
	other := env.MustOrg("Other")
	viewer := env.Session(id, org.ID, auth.RoleViewer)
	outsider := env.Session(id, other.ID, auth.RoleOwner)
	ctx := env.System(org.ID)
	desk := mustAgent(t, env, org.ID, "Front desk")
	sales := mustAgent(t, env, org.ID, "Sales")
	theirs := mustAgent(t, env, other.ID, "Theirs")

	all := `subscription { callSessionUpdated { agentId callSessionId action status } }`
	c := connect(t, env, viewer)
	c.Send(map[string]any{"type": "subscribe", "id": "all", "payload": map[string]any{"query": all}})
	listening(t, env, org.ID)
	o := connect(t, env, outsider)
	o.Send(map[string]any{"type": "subscribe", "id": "all", "payload": map[string]any{"query": all}})
	listening(t, env, other.ID)

	first, err := env.App.Calls.Create(ctx, calls.CreateInput{AgentID: desk.ID, Channel: "web", Direction: "inbound"})
	if err != nil {
		t.Fatal(err)
	}
	second, err := env.App.Calls.Create(ctx, calls.CreateInput{AgentID: sales.ID, Channel: "web", Direction: "inbound"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.End(ctx, first.ID, calls.EndInput{Status: "failed", Reason: "line dropped"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range [][3]string{{desk.ID.String(), first.ID.String(), "created"}, {sales.ID.String(), second.ID.String(), "created"}, {desk.ID.String(), first.ID.String(), "ended"}} {
		e := decodeEvent(t, c.Must("next"), "callSessionUpdated")
		if e["agentId"] != want[0] || e["callSessionId"] != want[1] || e["action"] != want[2] {
			t.Fatalf("event %v, want agent %s call %s %s", e, want[0], want[1], want[2])
		}
	}

	// The other organization's subscriber heard none of that: the first
	// event it receives is its own organization's call.
	mine, err := env.App.Calls.Create(env.System(other.ID), calls.CreateInput{AgentID: theirs.ID, Channel: "web", Direction: "inbound"})
	if err != nil {
		t.Fatal(err)
	}
	e := decodeEvent(t, o.Must("next"), "callSessionUpdated")
	if e["callSessionId"] != mine.ID.String() || e["agentId"] != theirs.ID.String() {
		t.Fatalf("the other organization's first event is %v, want its own call %s", e, mine.ID)
	}

	// One agent's subscription still hears only that agent's calls.
	one := connect(t, env, viewer)
	one.Send(map[string]any{"type": "subscribe", "id": "one", "payload": map[string]any{
		"query":     `subscription($id: ID) { callSessionUpdated(agentId: $id) { agentId callSessionId action } }`,
		"variables": map[string]any{"id": sales.ID.String()},
	}})
	testkit.Eventually(t, 10*time.Second, "both subscriptions listen", func() bool {
		return env.App.Backoffice.Bus.Streams(org.ID) >= 2
	})
	if _, err := env.App.Calls.End(ctx, second.ID, calls.EndInput{Status: "cancelled"}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.Create(ctx, calls.CreateInput{AgentID: desk.ID, Channel: "web", Direction: "inbound"}); err != nil {
		t.Fatal(err)
	}
	if _, err := env.App.Calls.Create(ctx, calls.CreateInput{AgentID: sales.ID, Channel: "web", Direction: "inbound"}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ended", "created"} {
		e := decodeEvent(t, one.Must("next"), "callSessionUpdated")
		if e["agentId"] != sales.ID.String() || e["action"] != want {
			t.Fatalf("one agent's subscription got %v, want the sales agent's %s", e, want)
		}
	}
}
