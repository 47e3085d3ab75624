package app

import "voiceagent/internal/calls"

// The calls domain: the call record the conversation runtime writes and the
// API Channel and backoffice read. It publishes call.completed through the
// event publisher the webhooks wiring (order 10) installs.
func init() {
	registerWiring("calls", 20, func(a *App) error {
		a.Calls = calls.NewService(a.DB, a.Agents, a.Events)
		return nil
	})
}
