package app

import (
	"voiceagent/internal/calls"
	v1 "voiceagent/rest/v1"
)

// The calls domain: the call record the conversation runtime writes and the
// API Channel and backoffice read. It publishes call.completed through the
// event publisher the webhooks wiring (order 10) installs.
func init() {
	registerWiring("calls", 20, func(a *App) error {
		a.Calls = calls.NewService(a.DB, a.Agents, a.Events)
		h := &v1.CallsHandler{Calls: a.Calls}
		a.API.Mount(h.Routes)
		return nil
	})
}
