package sms

import (
	"strings"
	"testing"
	"unicode/utf8"

	"voiceagent/internal/platform/apperr"
)

// Whatever a template renders or a caller sends, validate answers without
// panicking, refuses with an Invalid error naming fields, and passes only
// what the table's constraints and a carrier take.
func FuzzValidate(f *testing.F) {
	f.Add("+5511900000001", "+5511988887777", "Olá, sua consulta é amanhã.", "")
	f.Add("+5511900000001", "+5511988887777", "", "k")
	f.Add("5511", "+0", "a\x00b", strings.Repeat("k", 201))
	f.Add("+551190000000１", "+5511988887777", "\xff", "post_call_sms:a:b")
	f.Add("+123456", "+123456789012345", strings.Repeat("é", MaxBodyChars), "")
	f.Fuzz(func(t *testing.T, from, to, body, key string) {
		err := validate(Outgoing{From: from, To: to, Body: body, DedupeKey: key})
		if err != nil {
			e, ok := apperr.As(err)
			if !ok || e.Code != apperr.Invalid || len(e.Fields) == 0 {
				t.Fatalf("not an Invalid error naming fields: %v", err)
			}
			return
		}
		n := utf8.RuneCountInString(body)
		if !e164.MatchString(from) || !e164.MatchString(to) || len(to) > 16 || n < 1 || n > MaxBodyChars ||
			!utf8.ValidString(body) || strings.ContainsRune(body, 0) || len(key) > MaxDedupeKeyLen ||
			!utf8.ValidString(key) || strings.ContainsRune(key, 0) {
			t.Fatalf("accepted %q %q %q %q", from, to, body, key)
		}
	})
}
