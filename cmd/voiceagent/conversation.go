package main

import (
	"context"
	"regexp"

	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/conversation"
)

func init() {
	register(command{path: "admin conversation start",
		summary: "open a real conversation on an agent's live version: --org ORG_ID --agent AGENT_ID --from E164 --to E164 [--channel phone|sms]",
		run:     cmdConversationStart})
}

var e164Flag = regexp.MustCompile(`^\+[1-9][0-9]{6,14}$`)

// cmdConversationStart opens a conversation as the telephony door will: an
// inbound call from --from to the organization's number --to, recorded as
// a call, so the inbound SMS path can be tried without a carrier.
func cmdConversationStart(ctx context.Context, e env, args []string) error {
	fs := newFlags(e, "admin conversation start")
	org := fs.String("org", "", "organization id (required)")
	agent := fs.String("agent", "", "the agent whose live version answers (required)")
	from := fs.String("from", "", "the caller's number, E.164 (required)")
	to := fs.String("to", "", "the organization's number called, E.164 (required)")
	channel := fs.String("channel", "phone", "phone or sms")
	if err := parseFlagsOnly(fs, args); err != nil {
		return err
	}
	orgID, err := uuid.Parse(*org)
	if err != nil {
		return usageError{"--org must be an organization id (UUID)"}
	}
	agentID, err := uuid.Parse(*agent)
	if err != nil {
		return usageError{"--agent must be an agent id (UUID)"}
	}
	for _, f := range []struct{ name, v string }{{"--from", *from}, {"--to", *to}} {
		if !e164Flag.MatchString(f.v) {
			return usageError{f.name + " must be an E.164 number such as +5511999990000"}
		}
	}
	if *channel != "phone" && *channel != "sms" {
		return usageError{"--channel must be phone or sms"}
	}
	a, err := open(ctx, e)
	if err != nil {
		return err
	}
	defer a.Close()
	if _, err := a.Orgs.Get(ctx, orgID); err != nil {
		return cliError(err)
	}
	r, err := a.Conversations.StartConversation(auth.WithPrincipal(ctx, auth.System(orgID)), conversation.StartInput{
		AgentID: agentID, Channel: *channel, Direction: "inbound", From: *from, To: *to})
	if err != nil {
		return cliError(err)
	}
	return printJSON(e.stdout, r)
}
