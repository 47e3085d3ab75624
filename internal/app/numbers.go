package app

import (
	"voiceagent/internal/numbers"
	v1 "voiceagent/rest/v1"
)

// The phone-number inventory: GET /v1/phone-numbers. Operators register and
// assign numbers with `voiceagent admin number ...`.
func init() {
	registerWiring("numbers", 25, func(a *App) error {
		svc := numbers.NewService(a.DB, a.Agents)
		h := &v1.PhoneNumbersHandler{Numbers: svc}
		a.API.Mount(h.Routes)
		return nil
	})
}
