package realtime_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"voiceagent/internal/realtime"
	"voiceagent/internal/testkit"
)

// An event published as soon as Subscribe returns reaches the subscriber,
// however often the organization's channel is left and joined again.
func TestBusSubscribeIsLiveOnReturn(t *testing.T) {
	env := testkit.New(t)
	bus := env.App.Backoffice.Bus
	org, topic := uuid.New(), uuid.New()
	ctx := context.Background()
	for i := range 30 {
		sub, err := bus.Subscribe(ctx, org, realtime.KindAgent, topic)
		if err != nil {
			t.Fatal(err)
		}
		bus.Publish(ctx, realtime.Event{Kind: realtime.KindAgent, OrganizationID: org, Topic: topic, ID: topic, Action: "updated"})
		select {
		case e := <-sub.C:
			if e.OrganizationID != org || e.Action != "updated" {
				t.Fatalf("round %d: event %+v", i, e)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("round %d: no event", i)
		}
		bus.Unsubscribe(sub)
	}
}
