package actions

import (
	"context"

	"voiceagent/internal/auth"
)

// ProviderStatus is one provider badge.
type ProviderStatus struct {
	Provider string `json:"provider"`
	Live     bool   `json:"live"`
}

// CalendarStatus is the calendar badge.
type CalendarStatus struct {
	Provider  string `json:"provider"`
	Connected bool   `json:"connected"`
}

// Capabilities are the provider availability badges of the actions screen.
type Capabilities struct {
	SMS       ProviderStatus `json:"sms"`
	Telephony ProviderStatus `json:"telephony"`
	Calendar  CalendarStatus `json:"calendar"`
}

// CalendarProvider is the only calendar the platform connects to.
const CalendarProvider = "calcom"

// Capabilities returns which providers actions run on. Errors: Forbidden.
func (s *Service) Capabilities(ctx context.Context) (Capabilities, error) {
	orgID, err := auth.Authorize(ctx, auth.ReadActions)
	if err != nil {
		return Capabilities{}, err
	}
	out := Capabilities{SMS: ProviderStatus{Provider: "log"}, Telephony: ProviderStatus{Provider: "log"}, Calendar: CalendarStatus{Provider: CalendarProvider}}
	if s.sms != nil {
		out.SMS.Provider, out.SMS.Live = s.sms.Capability()
	}
	if s.telephony != nil {
		out.Telephony = ProviderStatus{Provider: s.telephony.Name(), Live: s.telephony.Live()}
	}
	if s.calendar != nil {
		if out.Calendar.Connected, err = s.calendar.Connected(ctx, orgID); err != nil {
			return out, err
		}
	}
	return out, nil
}

// ValidatePhoneNumber reads a number as the validate-phone screen shows it.
// Errors: Invalid (number, default_region), Forbidden.
func (s *Service) ValidatePhoneNumber(ctx context.Context, number, defaultRegion string) (PhoneValidation, error) {
	if _, err := auth.Authorize(ctx, auth.ReadActions); err != nil {
		return PhoneValidation{}, err
	}
	return ValidatePhone(number, defaultRegion)
}

// SIPValidation is the answer of validate-sip.
type SIPValidation struct {
	Valid bool `json:"valid"`
}

// ValidateSIP tells whether uri is a SIP or SIPS URI (RFC 3261). Errors:
// Invalid (no uri), Forbidden.
func (s *Service) ValidateSIP(ctx context.Context, uri *string) (SIPValidation, error) {
	if _, err := auth.Authorize(ctx, auth.ReadActions); err != nil {
		return SIPValidation{}, err
	}
	c := &checker{}
	if uri == nil {
		c.Add("uri", "is required")
	} else {
		c.text("uri", *uri, 0, 4096)
	}
	if err := c.Err(); err != nil {
		return SIPValidation{}, err
	}
	return SIPValidation{Valid: ValidSIPURI(*uri)}, nil
}
