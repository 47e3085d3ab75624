package actions_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"voiceagent/internal/actions"
	"voiceagent/internal/platform/apperr"
)

func TestValidatePhoneValid(t *testing.T) {
	t.Parallel()
	cases := []struct {
		number, region        string
		e164, typ, wantRegion string
	}{
		{"+5511987654321", "", "+5511987654321", "mobile", "BR"},
		{"(11) 98765-4321", "br", "+5511987654321", "mobile", "BR"},
		{"011 98765 4321", "BR", "+5511987654321", "mobile", "BR"},
		{"+55 11 98765-4321", "US", "+5511987654321", "mobile", "BR"}, // + wins over the region
		{"+14155552671", "", "+14155552671", "fixed_line_or_mobile", "US"},
		{"+442079460958", "", "+442079460958", "fixed_line", "GB"},
		{"020 7946 0958", "gb", "+442079460958", "fixed_line", "GB"},
		{"+18005550199", "", "+18005550199", "toll_free", "US"},
		{"1-800-FLOWERS", "US", "+18003569377", "toll_free", "US"},
		{"+19005550100", "", "+19005550100", "premium_rate", "US"},
		{"+33612345678", "", "+33612345678", "mobile", "FR"},
		{"+4915112345678", "", "+4915112345678", "mobile", "DE"},
		{"+1 202-555-0123 ext. 5", "", "+12025550123", "fixed_line_or_mobile", "US"},
	}
	for _, c := range cases {
		t.Run(c.number+"/"+c.region, func(t *testing.T) {
			t.Parallel()
			v, err := actions.ValidatePhone(c.number, c.region)
			require.NoError(t, err)
			require.True(t, v.Valid)
			require.NotNil(t, v.E164)
			require.NotNil(t, v.Type)
			require.NotNil(t, v.Region)
			assert.Equal(t, c.e164, *v.E164)
			assert.Equal(t, c.typ, *v.Type)
			assert.Equal(t, c.wantRegion, *v.Region)

			n, err := actions.NormalizePhone(c.number, c.region)
			require.NoError(t, err)
			assert.Equal(t, c.e164, n)
		})
	}
}

// A number of a non-geographic entity (+800 International Freephone) is
// valid without a region.
func TestValidatePhoneNonGeographic(t *testing.T) {
	t.Parallel()
	v, err := actions.ValidatePhone("+80012345678", "")
	require.NoError(t, err)
	require.True(t, v.Valid)
	assert.Equal(t, "+80012345678", *v.E164)
	assert.Equal(t, "toll_free", *v.Type)
	assert.Nil(t, v.Region)
}

func TestValidatePhoneInvalid(t *testing.T) {
	t.Parallel()
	cases := []struct{ number, region string }{
		{"+5511", ""},
		{"12345", ""},
		{"11987654321", ""}, // national number without a region
		{"+999123456789", ""},
		{"not a number", "US"},
		{"+", ""},
		{"+1 555 0100", ""},
		{"+55 11 8765 432", ""},
		{"\xff\xfe", "US"},
		{strings.Repeat("9", 64), "US"},
	}
	for _, c := range cases {
		t.Run(c.number, func(t *testing.T) {
			t.Parallel()
			v, err := actions.ValidatePhone(c.number, c.region)
			require.NoError(t, err)
			assert.Equal(t, actions.PhoneValidation{}, v)

			_, err = actions.NormalizePhone(c.number, c.region)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "is not a valid phone number")
			assert.False(t, apperr.Is(err, apperr.Invalid), "the caller names the field")
		})
	}
}

// An invalid number answers with explicit nulls, as the API documents.
func TestPhoneValidationJSON(t *testing.T) {
	t.Parallel()
	v, err := actions.ValidatePhone("12345", "")
	require.NoError(t, err)
	b, err := json.Marshal(v)
	require.NoError(t, err)
	assert.JSONEq(t, `{"valid":false,"e164":null,"type":null,"region":null}`, string(b))

	v, err = actions.ValidatePhone("+5511987654321", "")
	require.NoError(t, err)
	b, err = json.Marshal(v)
	require.NoError(t, err)
	assert.JSONEq(t, `{"valid":true,"e164":"+5511987654321","type":"mobile","region":"BR"}`, string(b))
}

func TestValidatePhoneBadInput(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, number, region, field, message string
	}{
		{"empty", "", "", "number", "is required"},
		{"blank", "   ", "BR", "number", "is required"},
		{"nul", "+5511\x00987654321", "", "number", "NUL"},
		{"unknown region", "11987654321", "ZZ", "default_region", "two-letter"},
		{"three letters", "11987654321", "BRA", "default_region", "two-letter"},
		{"non-geographic pseudo region", "12345678", "001", "default_region", "two-letter"},
		{"digits", "11987654321", "55", "default_region", "two-letter"},
		{"nul region", "11987654321", "B\x00", "default_region", "two-letter"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			_, err := actions.ValidatePhone(c.number, c.region)
			require.Error(t, err)
			e, ok := apperr.As(err)
			require.True(t, ok, "an apperr: %v", err)
			assert.Equal(t, apperr.Invalid, e.Code)
			require.Len(t, e.Fields, 1)
			assert.Equal(t, c.field, e.Fields[0].Field)
			assert.Contains(t, e.Fields[0].Message, c.message)

			_, err = actions.NormalizePhone(c.number, c.region)
			require.Error(t, err)
		})
	}
}

// Up to 64 characters a number is parsed; a longer text is not a number
// (valid false, never parsed), while NormalizePhone names the length.
func TestValidatePhoneLengthBoundary(t *testing.T) {
	t.Parallel()
	v, err := actions.ValidatePhone("+5511987654321"+strings.Repeat(" ", 50), "")
	require.NoError(t, err)
	assert.True(t, v.Valid)
	for _, long := range []string{"+5511987654321" + strings.Repeat(" ", 51), strings.Repeat("é", 65), strings.Repeat("9", 100)} {
		v, err = actions.ValidatePhone(long, "")
		require.NoError(t, err)
		assert.False(t, v.Valid)
		assert.Nil(t, v.E164)
		_, err = actions.NormalizePhone(long, "")
		require.ErrorContains(t, err, "at most 64")
	}
}

// FuzzPhone: no input panics; a valid number's E.164 form is valid again
// and normalizes to itself; the answer holds all fields or none.
func FuzzPhone(f *testing.F) {
	f.Add("+5511987654321", "")
	f.Add("(11) 98765-4321", "br")
	f.Add("1-800-FLOWERS", "US")
	f.Add("+80012345678", "")
	f.Add("+1 202-555-0123 ext. 5", "")
	f.Add("", "")
	f.Add("\x00", "ZZ")
	f.Fuzz(func(t *testing.T, number, region string) {
		v, err := actions.ValidatePhone(number, region)
		if err != nil {
			if !apperr.Is(err, apperr.Invalid) {
				t.Fatalf("error is not a 400: %v", err)
			}
			return
		}
		if !v.Valid {
			if v.E164 != nil || v.Type != nil || v.Region != nil {
				t.Fatalf("invalid answer with fields: %+v", v)
			}
			return
		}
		if v.E164 == nil || v.Type == nil || *v.Type == "" {
			t.Fatalf("valid answer without fields: %+v", v)
		}
		again, err := actions.ValidatePhone(*v.E164, "")
		if err != nil || !again.Valid || *again.E164 != *v.E164 {
			t.Fatalf("E.164 %q of %q does not re-validate to itself: %+v %v", *v.E164, number, again, err)
		}
		n, err := actions.NormalizePhone(number, region)
		if err != nil || n != *v.E164 {
			t.Fatalf("NormalizePhone(%q) = %q, %v; ValidatePhone gave %q", number, n, err, *v.E164)
		}
	})
}
