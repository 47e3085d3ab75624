// Package graph is the backoffice GraphQL API (gqlgen, schema first). The
// resolvers are thin: convert, call one service method, convert back.
package graph

import (
	"context"
	"voiceagent/internal/actions"

	"voiceagent/internal/agents"
	"voiceagent/internal/analytics"
	"voiceagent/internal/apikeys"
	"voiceagent/internal/audit"
	"voiceagent/internal/calls"
	"voiceagent/internal/flows"
	"voiceagent/internal/integrations"
	"voiceagent/internal/knowledge"
	"voiceagent/internal/members"
	"voiceagent/internal/numbers"
	"voiceagent/internal/portability"
	"voiceagent/internal/realtime"
	"voiceagent/internal/runtime"
	"voiceagent/internal/sms"
	"voiceagent/internal/testcenter"
	"voiceagent/internal/webhooks"
	"voiceagent/internal/widget"
)

//go:generate go tool gqlgen generate --config ../gqlgen.yml

// HealthChecker reports which dependencies answer.
type HealthChecker interface {
	Check(ctx context.Context) (postgres, redis bool)
}

// Resolver is the hand-owned dependency injection of the resolvers.
type Resolver struct {
	Health  HealthChecker
	Members *members.Service
	Audit   *audit.Service
	Agents  *agents.Service
	// Portability exports, imports and duplicates agents.
	Portability *portability.Service

	APIKeys        *apikeys.Service
	Webhooks       *webhooks.Service
	Numbers        *numbers.Service
	Analytics      *analytics.Service
	KnowledgeBases AgentBasesReader
	Flows          *flows.Service
	Runtime        *runtime.Service
	Knowledge      *knowledge.Service
	Calls          *calls.Service
	Actions        *actions.Service
	// Realtime feeds the subscriptions (nil: subscribing is unavailable).
	Realtime *realtime.Bus
	// Widget serves public widget sessions' operations (sendMessage,
	// conversation); nil: unavailable.
	Widget *widget.Service
	// SMS lists the organization's text messages.
	SMS *sms.Service
	// TestCenter holds test suites and cases and runs them.
	TestCenter *testcenter.Service
	// Integrations connects the organization's calendar.
	Integrations *integrations.Service
}

// ptr adapts a service's (value, error) to a resolver's (*value, error).
func ptr[T any](v T, err error) (*T, error) {
	if err != nil {
		return nil, err
	}
	return &v, nil
}
