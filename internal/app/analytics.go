package app

import (
	"voiceagent/internal/analytics"
	v1 "voiceagent/rest/v1"
)

// The analytics overview: GET /v1/analytics/overview, read from the daily
// rollups the calls service keeps.
func init() {
	registerWiring("analytics", 40, func(a *App) error {
		a.Analytics = analytics.NewService(a.DB, a.Agents)
		h := &v1.AnalyticsHandler{Analytics: a.Analytics}
		a.API.Mount(h.Routes)
		return nil
	})
}
