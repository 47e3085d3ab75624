package config

import (
	"fmt"
	"time"
)

// Widget is the configuration of public widget sessions
// (POST /api/v1/realtime/public-sessions).
type Widget struct {
	PublicSessionTTL time.Duration // PUBLIC_SESSION_TTL: lifetime of a widget's token; its call is hung up then
	// PUBLIC_SESSION_RATE_PER_IP_PER_MINUTE: sessions one client address may open a minute
	PublicSessionRatePerIP int
	// PUBLIC_SESSION_RATE_PER_AGENT_PER_MINUTE: sessions one agent may take a minute
	PublicSessionRatePerAgent int
	// PUBLIC_SESSION_MESSAGES_PER_MINUTE: messages one widget session may send a minute
	PublicSessionMessagesPerMinute int
}

func widgetFromEnv(getenv func(string) string, c *Config) error {
	var err error
	if c.PublicSessionTTL, err = durationVar(getenv, "PUBLIC_SESSION_TTL", 30*time.Minute); err != nil {
		return err
	}
	if c.PublicSessionTTL < time.Second || c.PublicSessionTTL > 24*time.Hour {
		return fmt.Errorf("PUBLIC_SESSION_TTL: want 1s to 24h, got %s", c.PublicSessionTTL)
	}
	return readInts(getenv,
		intSetting{"PUBLIC_SESSION_RATE_PER_IP_PER_MINUTE", 10, 1, 1000000, &c.PublicSessionRatePerIP},
		intSetting{"PUBLIC_SESSION_RATE_PER_AGENT_PER_MINUTE", 300, 1, 1000000, &c.PublicSessionRatePerAgent},
		intSetting{"PUBLIC_SESSION_MESSAGES_PER_MINUTE", 30, 1, 1000000, &c.PublicSessionMessagesPerMinute},
	)
}
