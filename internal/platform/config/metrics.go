package config

import (
	"fmt"
	"net"
	"os"
	"strings"
)

// Metrics is the configuration of the Prometheus endpoint.
type Metrics struct {
	// MetricsAddr (METRICS_ADDR) is where GET /metrics listens, apart from
	// the API; empty = no metrics are recorded or served.
	MetricsAddr string
}

// DefaultMetricsAddr keeps the endpoint on the machine unless an operator
// opens it.
const DefaultMetricsAddr = "127.0.0.1:9464"

// lookupEnv tells a variable set empty from an unset one, which getenv
// cannot: METRICS_ADDR= turns metrics off, unset keeps the default.
var lookupEnv = os.LookupEnv

func metricsFromEnv(getenv func(string) string, c *Config) error {
	v := strings.TrimSpace(getenv("METRICS_ADDR"))
	switch strings.ToLower(v) {
	case "":
		c.MetricsAddr = DefaultMetricsAddr
		if raw, set := lookupEnv("METRICS_ADDR"); set && strings.TrimSpace(raw) == "" {
			c.MetricsAddr = ""
		}
		return nil
	case "off", "none":
		c.MetricsAddr = ""
		return nil
	}
	if _, port, err := net.SplitHostPort(v); err != nil || port == "" {
		return fmt.Errorf("METRICS_ADDR: want host:port such as 127.0.0.1:9464 (empty or off: no metrics), got %q", v)
	}
	c.MetricsAddr = v
	return nil
}
