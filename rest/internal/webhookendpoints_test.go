package internal_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/auth"
	"voiceagent/internal/events"
	"voiceagent/internal/testkit"
	"voiceagent/internal/webhooks/webhookstest"
)

const webhookEndpointFields = `id url events description active disabledReason createdAt updatedAt
	deliveryState { consecutiveFailures lastDeliveryAt lastStatusCode lastError lastSuccessAt } secret`

const webhookDeliveryFields = `id endpointId eventId event status attemptCount nextAttemptAt lastStatusCode lastError
	redeliveryOf createdAt finishedAt attempts { attempt startedAt durationMs success statusCode error responseBody }`

type webhookEndpointData struct {
	ID             string
	URL            string
	Events         []string
	Active         bool
	DisabledReason *string
	Secret         *string
}

type webhookDeliveryData struct {
	ID           string
	Event        string
	Status       string
	RedeliveryOf *string
	FinishedAt   *time.Time
	Attempts     []struct {
		Success    bool
		StatusCode *int
	}
}

func webhooksBackoffice(t *testing.T) (*testkit.Env, *testkit.Identity) {
	t.Helper()
	ca, err := webhookstest.WriteCAFile(t.TempDir())
	require.NoError(t, err)
	return testkit.NewBackoffice(t, testkit.WithVar("WEBHOOK_CA_FILE", ca), testkit.WithVar("WEBHOOK_TIMEOUT", "2s"))
}

func TestWebhookEndpointsInGraphQL(t *testing.T) {
	t.Parallel()
	env, id := webhooksBackoffice(t)
	env.StartWorker()
	org := env.MustOrg("Hooks")
	admin := env.Session(id, org.ID, auth.RoleAdmin)
	rc := webhookstest.NewReceiver(webhookstest.Status(http.StatusGone))
	t.Cleanup(rc.Close)

	var created struct {
		CreateWebhookEndpoint webhookEndpointData
	}
	admin.GraphQL(`mutation($in: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $in) { `+webhookEndpointFields+` } }`,
		map[string]any{"in": map[string]any{"url": rc.URL, "events": []string{events.CallCompleted}, "description": "CRM"}}).Decode(t, &created)
	ep := created.CreateWebhookEndpoint
	require.NotNil(t, ep.Secret)
	secret := *ep.Secret
	require.True(t, strings.HasPrefix(secret, "svcw_"))

	list := admin.GraphQL(`{ webhookEndpoints { items { `+webhookEndpointFields+` } total limit offset } }`, nil)
	require.Empty(t, list.Errors)
	require.NotContains(t, string(list.Body), secret, "the secret is shown once")
	one := admin.GraphQL(`query($id: ID!) { webhookEndpoint(id: $id) { `+webhookEndpointFields+` } }`, map[string]any{"id": ep.ID})
	require.Empty(t, one.Errors)
	require.NotContains(t, string(one.Body), secret)

	update := `mutation($id: ID!, $in: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $in) { ` + webhookEndpointFields + ` } }`
	var updated struct{ UpdateWebhookEndpoint webhookEndpointData }
	admin.GraphQL(update, map[string]any{"id": ep.ID, "in": map[string]any{"active": false}}).Decode(t, &updated)
	require.False(t, updated.UpdateWebhookEndpoint.Active)
	require.NotNil(t, updated.UpdateWebhookEndpoint.DisabledReason)
	admin.GraphQL(update, map[string]any{"id": ep.ID, "in": map[string]any{"active": true, "events": []string{events.CallCompleted, events.BookingCreated}}}).Decode(t, &updated)
	require.True(t, updated.UpdateWebhookEndpoint.Active)
	require.ElementsMatch(t, []string{events.CallCompleted, events.BookingCreated}, updated.UpdateWebhookEndpoint.Events)

	// A ping is delivered now, signed with the secret.
	rc.SetRespond(webhookstest.OK)
	var tested struct {
		TestWebhookEndpoint struct {
			DeliveryID string
			Delivered  bool
			StatusCode *int
		}
	}
	admin.GraphQL(`mutation($id: ID!) { testWebhookEndpoint(id: $id) { deliveryId delivered statusCode durationMs error } }`,
		map[string]any{"id": ep.ID}).Decode(t, &tested)
	require.True(t, tested.TestWebhookEndpoint.Delivered)
	require.NoError(t, webhookstest.CheckSignature(secret, rc.Requests()[rc.Count()-1], time.Now()))

	// An event the receiver refuses, then its redelivery once the receiver is back.
	rc.SetRespond(webhookstest.Status(http.StatusGone))
	tx, err := env.App.DB.Begin(context.Background())
	require.NoError(t, err)
	require.NoError(t, env.App.Webhooks.Publish(context.Background(), tx, org.ID, events.CallCompleted, map[string]any{"call_id": uuid.New()}))
	require.NoError(t, tx.Commit(context.Background()))
	deliveries := func() []webhookDeliveryData {
		var out struct {
			WebhookDeliveries struct{ Items []webhookDeliveryData }
		}
		admin.GraphQL(`query($id: ID!) { webhookDeliveries(endpointId: $id, limit: 10) { items { `+webhookDeliveryFields+` } limit offset } }`,
			map[string]any{"id": ep.ID}).Decode(t, &out)
		return out.WebhookDeliveries.Items
	}
	var failed webhookDeliveryData
	testkit.Eventually(t, 30*time.Second, "the event's delivery fails", func() bool {
		for _, d := range deliveries() {
			if d.Event == events.CallCompleted && d.FinishedAt != nil {
				failed = d
				return true
			}
		}
		return false
	})
	require.Equal(t, "failed", failed.Status)
	require.Len(t, failed.Attempts, 1)
	require.Equal(t, 410, *failed.Attempts[0].StatusCode)

	rc.SetRespond(webhookstest.OK)
	var again struct{ RedeliverWebhookDelivery webhookDeliveryData }
	admin.GraphQL(`mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { `+webhookDeliveryFields+` } }`,
		map[string]any{"id": failed.ID}).Decode(t, &again)
	require.Equal(t, failed.ID, *again.RedeliverWebhookDelivery.RedeliveryOf)
	testkit.Eventually(t, 30*time.Second, "the redelivery succeeds", func() bool {
		for _, d := range deliveries() {
			if d.ID == again.RedeliverWebhookDelivery.ID {
				return d.Status == "succeeded"
			}
		}
		return false
	})
	// One status only: the failed delivery, not the redelivery that succeeded.
	var byStatus struct {
		WebhookDeliveries struct{ Items []webhookDeliveryData }
	}
	admin.GraphQL(`query($id: ID!) { webhookDeliveries(endpointId: $id, status: "failed") { items { id status } } }`,
		map[string]any{"id": ep.ID}).Decode(t, &byStatus)
	require.Len(t, byStatus.WebhookDeliveries.Items, 1)
	require.Equal(t, failed.ID, byStatus.WebhookDeliveries.Items[0].ID)
	admin.GraphQL(`query($id: ID!) { webhookDeliveries(endpointId: $id, status: "succeeded") { items { id status } } }`,
		map[string]any{"id": ep.ID}).Decode(t, &byStatus)
	for _, d := range byStatus.WebhookDeliveries.Items {
		require.Equal(t, "succeeded", d.Status)
	}
	require.Contains(t, deliveryIDs(byStatus.WebhookDeliveries.Items), again.RedeliverWebhookDelivery.ID)
	require.NotContains(t, deliveryIDs(byStatus.WebhookDeliveries.Items), failed.ID)

	// A window past the first item.
	var page struct {
		WebhookDeliveries struct {
			Items  []webhookDeliveryData
			Offset int
		}
	}
	admin.GraphQL(`query($id: ID!) { webhookDeliveries(endpointId: $id, limit: 1, offset: 1) { items { id } offset } }`,
		map[string]any{"id": ep.ID}).Decode(t, &page)
	require.Len(t, page.WebhookDeliveries.Items, 1)
	require.Equal(t, deliveries()[1].ID, page.WebhookDeliveries.Items[0].ID)

	var deleted struct{ DeleteWebhookEndpoint string }
	admin.GraphQL(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, map[string]any{"id": ep.ID}).Decode(t, &deleted)
	require.Equal(t, ep.ID, deleted.DeleteWebhookEndpoint)
	require.Equal(t, "NOT_FOUND", admin.GraphQL(`query($id: ID!) { webhookEndpoint(id: $id) { id } }`, map[string]any{"id": ep.ID}).Code())

	log := admin.GraphQL(`{ auditLog { items { action targetType } } }`, nil)
	require.NotContains(t, string(log.Body), secret, "the audit log never holds the secret")
	var events struct {
		AuditLog struct{ Items []struct{ Action string } }
	}
	log.Decode(t, &events)
	var actions []string
	for _, e := range events.AuditLog.Items {
		actions = append(actions, e.Action)
	}
	require.Subset(t, actions, []string{"webhook_endpoint.created", "webhook_endpoint.updated", "webhook_delivery.redelivered", "webhook_endpoint.deleted"})
}

func TestWebhookEndpointsRefusals(t *testing.T) {
	t.Parallel()
	env, id := webhooksBackoffice(t)
	org := env.MustOrg("Hooks")
	other := env.MustOrg("Elsewhere")
	admin := env.Session(id, org.ID, auth.RoleAdmin)
	editor := env.Session(id, org.ID, auth.RoleEditor)
	stranger := env.Session(id, other.ID, auth.RoleOwner)
	rc := webhookstest.NewReceiver(webhookstest.OK)
	t.Cleanup(rc.Close)
	var created struct{ CreateWebhookEndpoint webhookEndpointData }
	create := `mutation($in: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $in) { id } }`
	admin.GraphQL(create, map[string]any{"in": map[string]any{"url": rc.URL, "events": []string{events.CallCompleted}}}).Decode(t, &created)
	epID := created.CreateWebhookEndpoint.ID
	var tested struct{ TestWebhookEndpoint struct{ DeliveryID string } }
	admin.GraphQL(`mutation($id: ID!) { testWebhookEndpoint(id: $id) { deliveryId } }`, map[string]any{"id": epID}).Decode(t, &tested)
	pingID := tested.TestWebhookEndpoint.DeliveryID

	byID := map[string]string{
		`query($id: ID!) { webhookEndpoint(id: $id) { id } }`:                                     epID,
		`query($id: ID!) { webhookDeliveries(endpointId: $id) { limit } }`:                        epID,
		`mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: {description: "x"}) { id } }`: epID,
		`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`:                                   epID,
		`mutation($id: ID!) { testWebhookEndpoint(id: $id) { delivered } }`:                       epID,
		`mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { id } }`:                         pingID,
	}
	for q, target := range byID {
		require.Equal(t, "FORBIDDEN", editor.GraphQL(q, map[string]any{"id": target}).Code(), q)
		for _, id := range []string{target, "nope", uuid.NewString()} {
			require.Equal(t, "NOT_FOUND", stranger.GraphQL(q, map[string]any{"id": id}).Code(), q+" "+id)
		}
	}
	require.Equal(t, "FORBIDDEN", editor.GraphQL(`{ webhookEndpoints { total } }`, nil).Code())
	require.Equal(t, "FORBIDDEN", editor.GraphQL(create, map[string]any{"in": map[string]any{"url": rc.URL, "events": []string{events.CallCompleted}}}).Code())

	for name, in := range map[string]map[string]any{
		"http":    {"url": "http://example.com/hook", "events": []string{events.CallCompleted}},
		"private": {"url": "https://10.1.2.3/hook", "events": []string{events.CallCompleted}},
		"event":   {"url": rc.URL, "events": []string{"call.exploded"}},
	} {
		require.Equal(t, "BAD_USER_INPUT", admin.GraphQL(create, map[string]any{"in": in}).Code(), name)
	}
	require.Equal(t, "BAD_USER_INPUT", admin.GraphQL(`mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: {}) { id } }`,
		map[string]any{"id": epID}).Code(), "an empty update")
	require.Equal(t, "BAD_USER_INPUT", admin.GraphQL(`mutation($id: ID!) { redeliverWebhookDelivery(id: $id) { id } }`,
		map[string]any{"id": pingID}).Code(), "a ping is not redelivered")
	require.Equal(t, "BAD_USER_INPUT", admin.GraphQL(`query($id: ID!) { webhookDeliveries(endpointId: $id, limit: 200, offset: 301) { limit } }`,
		map[string]any{"id": epID}).Code())
	unknown := admin.GraphQL(`query($id: ID!) { webhookDeliveries(endpointId: $id, status: "lost") { limit } }`, map[string]any{"id": epID})
	require.Equal(t, "BAD_USER_INPUT", unknown.Code(), "an unknown delivery status")
	require.Contains(t, string(unknown.Body), "status: must be one of pending, sending, retrying, succeeded, failed, skipped")
	var list struct {
		WebhookEndpoints struct{ Total int }
	}
	admin.GraphQL(`{ webhookEndpoints { total } }`, nil).Decode(t, &list)
	require.Equal(t, 1, list.WebhookEndpoints.Total, "refused writes leave nothing behind")
}

func deliveryIDs(ds []webhookDeliveryData) []string {
	out := make([]string, 0, len(ds))
	for _, d := range ds {
		out = append(out, d.ID)
	}
	return out
}
