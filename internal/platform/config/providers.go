package config

import (
	"fmt"
	"strings"
)

// Providers chooses the carriers that send SMS and control live calls.
// Only "log" exists yet: it sends and changes nothing and logs instead.
type Providers struct {
	SMSProvider       string // SMS_PROVIDER: log
	TelephonyProvider string // TELEPHONY_PROVIDER: log
	SMSOrgConcurrency int    // SMS_ORG_CONCURRENCY: SMS sends of one organization in flight at once
}

func providersFromEnv(getenv func(string) string, c *Config) error {
	for _, v := range []struct {
		name string
		into *string
	}{{"SMS_PROVIDER", &c.SMSProvider}, {"TELEPHONY_PROVIDER", &c.TelephonyProvider}} {
		*v.into = strings.ToLower(or(strings.TrimSpace(getenv(v.name)), "log"))
		if *v.into != "log" {
			return fmt.Errorf("%s: want log, got %q", v.name, getenv(v.name))
		}
	}
	return readInts(getenv, intSetting{"SMS_ORG_CONCURRENCY", 5, 1, 10000, &c.SMSOrgConcurrency})
}
