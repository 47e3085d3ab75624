package testcenter_test

import (
	"encoding/json"
	"strings"

	"github.com/google/uuid"

	"voiceagent/internal/flows"
	"voiceagent/internal/testcenter"
)

// The flows the engine and generation tests run: two questions in the main
// flow (a choice and a number), three ends, a transfer, an action and a
// subflow with two questions of its own.
const mainFlowDoc = `{"nodes":[
 {"id":"start","type":"start"},
 {"id":"hello","type":"message","config":{"text":"Hello, this is Acme."}},
 {"id":"service","type":"question","config":{"prompt":"Booking, support or billing?","variable":"service","type":"choice","choices":["booking","support","billing"]}},
 {"id":"route","type":"condition"},
 {"id":"book","type":"subflow","config":{"flow_id":"SUB"}},
 {"id":"booked","type":"end","config":{"text":"You are booked."}},
 {"id":"billing","type":"transfer","config":{"to":"the billing team"}},
 {"id":"age","type":"question","config":{"prompt":"How old are you?","variable":"age","type":"number"}},
 {"id":"adult","type":"condition"},
 {"id":"confirm","type":"action","config":{"action_id":"ACTION"}},
 {"id":"done","type":"end","config":{"text":"Support will call you back."}},
 {"id":"minor","type":"end","config":{"text":"Please ask a parent to call."}}],
 "edges":[
 {"from":"start","to":"hello"},{"from":"hello","to":"service"},{"from":"service","to":"route"},
 {"from":"route","to":"book","condition":"service == \"booking\""},
 {"from":"route","to":"billing","condition":"service == \"billing\""},
 {"from":"route","to":"age","default":true},
 {"from":"book","to":"booked"},
 {"from":"age","to":"adult"},
 {"from":"adult","to":"confirm","condition":"age >= 18"},
 {"from":"adult","to":"minor","default":true},
 {"from":"confirm","to":"done"}]}`

const subFlowDoc = `{"nodes":[
 {"id":"s2","type":"start"},
 {"id":"name","type":"question","config":{"prompt":"Your name?","variable":"name","type":"text"}},
 {"id":"member","type":"question","config":{"prompt":"Are you a member?","variable":"member","type":"yes_no"}},
 {"id":"s2end","type":"end"}],
 "edges":[{"from":"s2","to":"name"},{"from":"name","to":"member"},{"from":"member","to":"s2end"}]}`

var (
	mainFlowID = uuid.MustParse("0190a000-0000-7000-8000-000000000001")
	subFlowID  = uuid.MustParse("0190a000-0000-7000-8000-000000000002")
)

// flowDocs returns the main flow's and the subflow's documents for an
// action id.
func flowDocs(actionID string, subID uuid.UUID) (main, sub string) {
	return strings.NewReplacer("SUB", subID.String(), "ACTION", actionID).Replace(mainFlowDoc), subFlowDoc
}

// flowSnapshot is a flow-mode draft holding the two flows.
func flowSnapshot(actionID string) testcenter.Snapshot {
	main, sub := flowDocs(actionID, subFlowID)
	return testcenter.Snapshot{Mode: "flow", Language: "en-US", Main: mainFlowID, Flows: []flows.Revision{
		{FlowID: mainFlowID, Name: "Main", IsMain: true, Document: json.RawMessage(main)},
		{FlowID: subFlowID, Name: "Booking", Document: json.RawMessage(sub)},
	}}
}
