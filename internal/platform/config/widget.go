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
	for _, v := range []struct {
		name string
		def  int64
		dst  *int
	}{
		{"PUBLIC_SESSION_RATE_PER_IP_PER_MINUTE", 10, &c.PublicSessionRatePerIP},
		{"PUBLIC_SESSION_RATE_PER_AGENT_PER_MINUTE", 300, &c.PublicSessionRatePerAgent},
		{"PUBLIC_SESSION_MESSAGES_PER_MINUTE", 30, &c.PublicSessionMessagesPerMinute},
	} {
		n, err := intVar(getenv, v.name, v.def)
		if err != nil {
			return err
		}
		if n < 1 || n > 1000000 {
			return fmt.Errorf("%s: want 1 to 1000000, got %d", v.name, n)
		}
		*v.dst = int(n)
	}
	return nil
}
