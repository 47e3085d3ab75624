package app

import (
	"voiceagent/internal/calls"
	"voiceagent/internal/platform/keyring"
	v1 "voiceagent/rest/v1"
)

// The calls domain: the call record the conversation runtime writes and the
// API Channel and backoffice read. It publishes call.completed through the
// event publisher the webhooks wiring (order 10) installs.
func init() {
	registerWiring("calls", 20, func(a *App) error {
		// Cursors are signed with a key every replica derives alike from
		// ENCRYPTION_KEY, or from the master key generated once in the database.
		ring, err := keyring.New(a.DB, a.Config.EncryptionKey)
		if err != nil {
			return err
		}
		a.Calls = calls.NewService(a.DB, a.Agents, a.Events, ring.Derive("calls-cursor"))
		h := &v1.CallsHandler{Calls: a.Calls}
		a.API.Mount(h.Routes)
		return nil
	})
}
