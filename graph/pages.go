package graph

import (
	"voiceagent/internal/actions"
	"voiceagent/internal/agents"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/audit"
	"voiceagent/internal/calls"
	"voiceagent/internal/flows"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/members"
	"voiceagent/internal/numbers"
	"voiceagent/internal/platform/page"
	"voiceagent/internal/sms"
	"voiceagent/internal/testcenter"
	"voiceagent/internal/webhooks"
)

// Every list of both doors is the one envelope, page.List. gqlgen binds a
// GraphQL type only to a named Go type, so each list type of the schema
// names its instance here (gqlgen.yml); these are aliases, not copies.
type (
	AgentList             = page.List[agents.Agent]
	AgentVersionList      = page.List[agents.Version]
	AgentTemplateList     = page.List[agents.Template]
	ApiKeyList            = page.List[apikeys.Key]
	AuditEventList        = page.List[audit.Event]
	CallSessionList       = page.List[calls.Call]
	FlowList              = page.List[flows.Flow]
	KnowledgeBaseList     = page.List[knowledge.Base]
	KnowledgeDocumentList = page.List[knowledge.Document]
	MemberList            = page.List[members.Member]
	MembershipList        = page.List[members.Membership]
	PhoneNumberList       = page.List[numbers.Number]
	WebhookEndpointList   = page.List[webhooks.Endpoint]
	WebhookDeliveryList   = page.List[webhooks.Delivery]
	SmsMessageList        = page.List[sms.Message]

	PhoneBookList            = page.List[actions.PhoneBook]
	CallTransferList         = page.List[actions.CallTransfer]
	IvrList                  = page.List[actions.IVR]
	InformationExtractorList = page.List[actions.InformationExtractor]
	CustomEvaluationList     = page.List[actions.CustomEvaluation]
	PostCallSmsList          = page.List[actions.PostCallSMS]
	DuringCallSmsList        = page.List[actions.DuringCallSMS]
	CustomActionList         = page.List[actions.CustomAction]
	BookingActionList        = page.List[actions.BookingAction]
)

// TestCaseList is the envelope of generated test cases.
type TestCaseList = page.List[testcenter.Case]
