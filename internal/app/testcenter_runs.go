package app

import (
	"context"
	"encoding/json"

	"github.com/google/uuid"

	"voiceagent/internal/realtime"
	"voiceagent/internal/testcenter"
)

var _ testcenter.Publisher = liveScreens{}

// PublishTestRunEvent carries a test run's progress event whole, so a
// subscription relays it without reading the run.
func (l liveScreens) PublishTestRunEvent(ctx context.Context, orgID uuid.UUID, e testcenter.Event) {
	data, err := json.Marshal(e)
	if err != nil {
		return
	}
	l.bus.Publish(ctx, realtime.Event{Kind: realtime.KindTestRun, OrganizationID: orgID, Topic: e.RunID, ID: e.RunID,
		Action: e.Type, Status: e.Status, At: e.At, Data: data})
}
