package app

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"

	"voiceagent/internal/agents"
	"voiceagent/internal/calls"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/members"
	"voiceagent/internal/orgs"
	"voiceagent/internal/realtime"
	"voiceagent/internal/webhooks"
)

// liveScreens turns the domains' notices of committed changes into events
// on the realtime bus, which the backoffice's subscriptions read. Each
// domain declares the notifier it needs; this one value serves them all.
type liveScreens struct{ bus *realtime.Bus }

var (
	_ agents.Notifier    = liveScreens{}
	_ calls.Notifier     = liveScreens{}
	_ members.Notifier   = liveScreens{}
	_ orgs.Notifier      = liveScreens{}
	_ knowledge.Notifier = liveScreens{}
	_ webhooks.Notifier  = liveScreens{}
)

func (l liveScreens) AgentChanged(ctx context.Context, orgID, agentID uuid.UUID, action string) {
	l.bus.Publish(ctx, realtime.Event{Kind: realtime.KindAgent, OrganizationID: orgID, Topic: agentID, ID: agentID, Action: action})
}

func (l liveScreens) CallChanged(ctx context.Context, c calls.Call, action string) {
	status := c.Status
	summary := &realtime.CallSummary{TurnCount: c.TurnCount, ActionCount: c.ActionCount,
		EndReason: c.EndReason, DurationMS: c.DurationMS, Outcome: c.Outcome}
	l.bus.Publish(ctx, realtime.Event{Kind: realtime.KindCallSession, OrganizationID: c.OrganizationID, Topic: c.AgentID, ID: c.ID, Action: action, Status: &status, Call: summary})
	if action == "ended" {
		l.bus.Publish(ctx, realtime.Event{Kind: realtime.KindTranscript, OrganizationID: c.OrganizationID, Topic: c.ID, ID: c.ID, Action: action, Status: &status})
	}
}

func (l liveScreens) TranscriptAppended(ctx context.Context, orgID, callID uuid.UUID, entries []calls.Entry) {
	data, err := json.Marshal(entries)
	if err == nil {
		l.bus.Publish(ctx, realtime.Event{Kind: realtime.KindTranscript, OrganizationID: orgID, Topic: callID, ID: callID, Action: "appended", Data: data})
	}
}

// MembershipChanged publishes role changes and removals: sockets opened
// with the old rights close on them. An addition changes no open socket.
func (l liveScreens) MembershipChanged(ctx context.Context, orgID, userID uuid.UUID, action string) {
	if action != "added" {
		l.bus.Publish(ctx, realtime.Event{Kind: realtime.KindMembership, OrganizationID: orgID, Topic: userID, ID: userID, Action: action})
	}
}

// OrganizationSuspension publishes a suspension (the organization's sockets
// close on it); a reactivation has no socket to tell.
func (l liveScreens) OrganizationSuspension(ctx context.Context, orgID uuid.UUID, suspended bool) {
	if suspended {
		l.bus.Publish(ctx, realtime.Event{Kind: realtime.KindOrganization, OrganizationID: orgID, Topic: orgID, ID: orgID, Action: "suspended"})
	}
}

func (l liveScreens) DocumentIndexing(ctx context.Context, orgID, baseID, docID uuid.UUID, status string) {
	l.bus.Publish(ctx, realtime.Event{Kind: realtime.KindKnowledgeDocument, OrganizationID: orgID, Topic: baseID, ID: docID, Action: "indexing", Status: &status})
}

func (l liveScreens) DeliveryAttempted(ctx context.Context, orgID, endpointID, deliveryID uuid.UUID, status string) {
	l.bus.Publish(ctx, realtime.Event{Kind: realtime.KindWebhookDelivery, OrganizationID: orgID, Topic: endpointID, ID: deliveryID, Action: "attempted", Status: &status})
}
