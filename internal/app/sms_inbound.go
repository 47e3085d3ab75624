package app

import (
	"context"

	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"voiceagent/internal/auth"
	"voiceagent/internal/sms"
)

// publicRoutes mounts the doors whose credential is not a session: the
// widget's public sessions and the inbound SMS webhook (signed by the
// provider).
func (a *App) publicRoutes(r chi.Router) {
	a.Widget.Routes(r)
	a.SMSInbound().Routes(r)
}

// SMSInbound returns the receiver of the inbound SMS webhook: verified with
// TWILIO_AUTH_TOKEN and PUBLIC_BASE_URL (Twilio) or SMS_INBOUND_SECRET (the
// generic provider), stored for the organization owning the number written
// to, and given to that caller's active conversation when it waits for a
// reply. It holds no state: each call returns an equivalent receiver.
func (a *App) SMSInbound() *sms.Inbound {
	cfg := a.Config
	return sms.NewInbound(a.SMS, sms.InboundConfig{
		TwilioAuthToken: cfg.TwilioAuthToken, PublicBaseURL: cfg.PublicBaseURL, GenericSecret: cfg.SMSInboundSecret,
	}, sms.InboundDeps{
		Owner:   a.Numbers.ActiveOwner,
		Session: a.Calls.ActiveWith,
		Reply: func(ctx context.Context, orgID, callID uuid.UUID, text string) (bool, error) {
			// The conversation is the organization's; its channel acts as
			// the system, as the widget and telephony doors do.
			_, waited, err := a.Conversations.SayReply(auth.WithPrincipal(ctx, auth.System(orgID)), callID, text)
			return waited, err
		},
	}, a.Log)
}
