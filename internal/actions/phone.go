package actions

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/nyaruka/phonenumbers"

	"voiceagent/internal/platform/apperr"
)

// MaxPhoneInputLen bounds a number given for validation, in characters.
// E.164 numbers have at most 15 digits; 64 leaves room for spaces,
// punctuation and an extension while keeping the parser's work small.
const MaxPhoneInputLen = 64

// PhoneValidation is the answer of a phone number validation. For an
// unparsable or invalid number Valid is false and the other fields are null.
type PhoneValidation struct {
	Valid bool `json:"valid"`
	// E164 is the number in E.164 form, e.g. +5511987654321.
	E164 *string `json:"e164"`
	// Type is the line type in lower snake case (mobile, fixed_line, ...,
	// unknown).
	Type *string `json:"type"`
	// Region is the ISO 3166-1 alpha-2 region of the number, e.g. BR; null
	// for non-geographic numbers (+800, +882, ...).
	Region *string `json:"region"`
}

// phoneTypes names the library's line types as the API spells them.
var phoneTypes = map[phonenumbers.PhoneNumberType]string{
	phonenumbers.FIXED_LINE:           "fixed_line",
	phonenumbers.MOBILE:               "mobile",
	phonenumbers.FIXED_LINE_OR_MOBILE: "fixed_line_or_mobile",
	phonenumbers.TOLL_FREE:            "toll_free",
	phonenumbers.PREMIUM_RATE:         "premium_rate",
	phonenumbers.SHARED_COST:          "shared_cost",
	phonenumbers.VOIP:                 "voip",
	phonenumbers.PERSONAL_NUMBER:      "personal_number",
	phonenumbers.PAGER:                "pager",
	phonenumbers.UAN:                  "uan",
	phonenumbers.VOICEMAIL:            "voicemail",
	phonenumbers.UNKNOWN:              "unknown",
}

// phoneTypeName is the API name of a line type; types added by a later
// library version read as unknown rather than as an empty string.
func phoneTypeName(t phonenumbers.PhoneNumberType) string {
	if name, ok := phoneTypes[t]; ok {
		return name
	}
	return "unknown"
}

// phoneInputProblem is the problem with a number as input (not as a phone
// number), "" when there is none.
func phoneInputProblem(number string) string {
	switch {
	case strings.TrimSpace(number) == "":
		return "is required"
	case utf8.RuneCountInString(number) > MaxPhoneInputLen:
		return "must be at most 64 characters"
	case strings.IndexByte(number, 0) >= 0:
		return "must not contain NUL characters"
	}
	return ""
}

// normalizeRegion checks a default region (case-insensitive) and returns it
// in upper case; "" stays "" (the number must then start with +).
func normalizeRegion(region string) (string, bool) {
	if region == "" {
		return "", true
	}
	if len(region) != 2 {
		return "", false
	}
	up := strings.ToUpper(region)
	// The map is the library's own: only read it.
	return up, phonenumbers.GetSupportedRegions()[up]
}

// parseValid parses a number whose input was checked and reports whether
// it is a valid number.
func parseValid(number, region string) (*phonenumbers.PhoneNumber, bool) {
	num, err := phonenumbers.Parse(number, region)
	if err != nil || !phonenumbers.IsValidNumber(num) {
		return nil, false
	}
	return num, true
}

// ValidatePhone validates a phone number, read as a national number of
// defaultRegion (ISO 3166-1 alpha-2, any case, optional) when it has no
// leading +. An unparsable or invalid number is a result with Valid false,
// not an error, and so is a text over MaxPhoneInputLen characters (not
// parsed); the error is a 400 naming number or default_region for input
// that is not a question at all (empty, NUL, an unknown region).
func ValidatePhone(number, defaultRegion string) (PhoneValidation, error) {
	if p := phoneInputProblem(number); p != "" {
		if utf8.RuneCountInString(number) > MaxPhoneInputLen && strings.IndexByte(number, 0) < 0 {
			// Too long to be a number: not one, as any other text that
			// does not parse (never parsed, so its cost stays bounded).
			return PhoneValidation{}, nil
		}
		return PhoneValidation{}, apperr.Field("number", p)
	}
	region, ok := normalizeRegion(defaultRegion)
	if !ok {
		return PhoneValidation{}, apperr.Field("default_region", "must be a two-letter region code like BR or US")
	}
	num, ok := parseValid(number, region)
	if !ok {
		return PhoneValidation{}, nil
	}
	e164 := phonenumbers.Format(num, phonenumbers.E164)
	typ := phoneTypeName(phonenumbers.GetNumberType(num))
	out := PhoneValidation{Valid: true, E164: &e164, Type: &typ}
	// Non-geographic numbers have the pseudo region "001".
	if r := phonenumbers.GetRegionCodeForNumber(num); len(r) == 2 {
		out.Region = &r
	}
	return out, nil
}

// NormalizePhone returns the E.164 form of a valid number (see
// ValidatePhone for defaultRegion). Its error's text is a field problem
// ("is not a valid phone number; ..."): the caller names the field, e.g.
// apperr.Field("destination", err.Error()).
func NormalizePhone(number, defaultRegion string) (string, error) {
	if p := phoneInputProblem(number); p != "" {
		return "", errors.New(p)
	}
	region, ok := normalizeRegion(defaultRegion)
	if !ok {
		return "", errors.New("has an unknown default region; use a two-letter region code like BR or US")
	}
	num, ok := parseValid(number, region)
	if !ok {
		return "", errors.New("is not a valid phone number; use E.164 like +5511987654321 or give default_region")
	}
	return phonenumbers.Format(num, phonenumbers.E164), nil
}
