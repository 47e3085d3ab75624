package config

import (
	"fmt"
	"net/url"
	"strings"
	"time"
)

// Providers chooses the carriers that send SMS, control live calls and
// keep calendars. Telephony has only "log" (it changes nothing and logs
// instead); SMS has "log" and "twilio".
type Providers struct {
	SMSProvider       string // SMS_PROVIDER: log or twilio
	TelephonyProvider string // TELEPHONY_PROVIDER: log
	SMSOrgConcurrency int    // SMS_ORG_CONCURRENCY: SMS sends of one organization in flight at once

	TwilioAccountSID string // TWILIO_ACCOUNT_SID: required with twilio
	TwilioAuthToken  string // TWILIO_AUTH_TOKEN: required with twilio; signs inbound webhooks too (never logged)
	TwilioBaseURL    string // TWILIO_BASE_URL: Twilio's API root
	// PublicBaseURL is the platform's URL as providers see it (Twilio signs
	// the webhook URL it called); required with twilio.
	PublicBaseURL    string        // PUBLIC_BASE_URL
	SMSInboundSecret string        // SMS_INBOUND_SECRET: the generic JSON inbound provider's signing secret; empty = refused
	SMSRetryBase     time.Duration // SMS_RETRY_BASE: first retry delay of an SMS send, doubling per attempt
	CalcomBaseURL    string        // CALCOM_BASE_URL: the calendar provider's API root
}

func providersFromEnv(getenv func(string) string, c *Config) error {
	c.SMSProvider = strings.ToLower(or(strings.TrimSpace(getenv("SMS_PROVIDER")), "log"))
	if c.SMSProvider != "log" && c.SMSProvider != "twilio" {
		return fmt.Errorf("SMS_PROVIDER: want log or twilio, got %q", getenv("SMS_PROVIDER"))
	}
	c.TelephonyProvider = strings.ToLower(or(strings.TrimSpace(getenv("TELEPHONY_PROVIDER")), "log"))
	if c.TelephonyProvider != "log" {
		return fmt.Errorf("TELEPHONY_PROVIDER: want log, got %q", getenv("TELEPHONY_PROVIDER"))
	}
	c.TwilioAccountSID = strings.TrimSpace(getenv("TWILIO_ACCOUNT_SID"))
	c.TwilioAuthToken = strings.TrimSpace(getenv("TWILIO_AUTH_TOKEN"))
	c.SMSInboundSecret = getenv("SMS_INBOUND_SECRET")
	var err error
	if c.TwilioBaseURL, err = rootURL(getenv, "TWILIO_BASE_URL", "https://api.twilio.com"); err != nil {
		return err
	}
	if c.CalcomBaseURL, err = rootURL(getenv, "CALCOM_BASE_URL", "https://api.cal.com/v2"); err != nil {
		return err
	}
	if c.PublicBaseURL, err = rootURL(getenv, "PUBLIC_BASE_URL", ""); err != nil {
		return err
	}
	if c.SMSProvider == "twilio" {
		for _, v := range []struct{ name, value string }{
			{"TWILIO_ACCOUNT_SID", c.TwilioAccountSID}, {"TWILIO_AUTH_TOKEN", c.TwilioAuthToken}, {"PUBLIC_BASE_URL", c.PublicBaseURL},
		} {
			if v.value == "" {
				return fmt.Errorf("%s: required with SMS_PROVIDER=twilio", v.name)
			}
		}
	}
	if c.SMSRetryBase, err = durationVar(getenv, "SMS_RETRY_BASE", 10*time.Second); err != nil {
		return err
	}
	if c.SMSRetryBase < 10*time.Millisecond || c.SMSRetryBase > time.Hour {
		return fmt.Errorf("SMS_RETRY_BASE: want 10ms to 1h, got %s", c.SMSRetryBase)
	}
	return readInts(getenv, intSetting{"SMS_ORG_CONCURRENCY", 5, 1, 10000, &c.SMSOrgConcurrency})
}

// rootURL reads an http(s) URL without a query or fragment, its trailing
// slash removed ("" when not set and def is "").
func rootURL(getenv func(string) string, name, def string) (string, error) {
	v := strings.TrimSpace(getenv(name))
	if v == "" {
		return def, nil
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return "", fmt.Errorf("%s: want an http(s) URL such as https://voice.example.com, got %q", name, v)
	}
	return strings.TrimRight(v, "/"), nil
}
