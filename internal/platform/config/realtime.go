package config

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// Realtime is the configuration of the WebSocket door (/api/v1/realtime).
type Realtime struct {
	// RealtimeAllowedOrigins (REALTIME_ALLOWED_ORIGINS, comma-separated
	// scheme://host[:port]) may open a socket besides the server's own host;
	// empty = same host only.
	RealtimeAllowedOrigins  []string
	RealtimeMaxConnsPerUser int           // REALTIME_MAX_CONNECTIONS_PER_USER: sockets of one user (or public session) at once, on all replicas
	RealtimeMaxSubs         int           // REALTIME_MAX_SUBSCRIPTIONS: operations running at once on one socket
	RealtimeBuffer          int           // REALTIME_BUFFER: events waiting for one subscriber before its socket is closed
	RealtimeInitTimeout     time.Duration // REALTIME_INIT_TIMEOUT: time a socket has to send connection_init
	RealtimePingInterval    time.Duration // REALTIME_PING_INTERVAL: keep-alive pings (0 = none)
}

func realtimeFromEnv(getenv func(string) string, c *Config) error {
	for _, o := range strings.Split(getenv("REALTIME_ALLOWED_ORIGINS"), ",") {
		o = strings.TrimRight(strings.TrimSpace(o), "/")
		if o == "" {
			continue
		}
		u, err := url.Parse(o)
		if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.Path != "" {
			return fmt.Errorf("REALTIME_ALLOWED_ORIGINS: want origins like https://app.example.com, got %q", o)
		}
		c.RealtimeAllowedOrigins = append(c.RealtimeAllowedOrigins, strings.ToLower(u.Scheme+"://"+u.Host))
	}
	if err := readInts(getenv,
		intSetting{"REALTIME_MAX_CONNECTIONS_PER_USER", 20, 1, 100000, &c.RealtimeMaxConnsPerUser},
		intSetting{"REALTIME_MAX_SUBSCRIPTIONS", 50, 1, 100000, &c.RealtimeMaxSubs},
		intSetting{"REALTIME_BUFFER", 64, 1, 100000, &c.RealtimeBuffer},
	); err != nil {
		return err
	}
	var err error
	if c.RealtimeInitTimeout, err = durationVar(getenv, "REALTIME_INIT_TIMEOUT", 10*time.Second); err != nil {
		return err
	}
	if c.RealtimeInitTimeout <= 0 {
		return fmt.Errorf("REALTIME_INIT_TIMEOUT must be positive")
	}
	if c.RealtimePingInterval, err = durationVar(getenv, "REALTIME_PING_INTERVAL", 25*time.Second); err != nil {
		return err
	}
	if c.RealtimePingInterval < 0 {
		return fmt.Errorf("REALTIME_PING_INTERVAL must not be negative")
	}
	return nil
}
