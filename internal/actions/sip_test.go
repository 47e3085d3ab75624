package actions_test

import (
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"

	"voiceagent/internal/actions"
)

func TestValidSIPURI(t *testing.T) {
	t.Parallel()
	valid := []string{
		// RFC 3261 section 19.1.3.
		"sip:alice@atlanta.com",
		"sip:alice:secretword@atlanta.com;transport=tcp",
		"sips:alice@atlanta.com?subject=project%20x&priority=urgent",
		"sip:+1-212-555-1212:1234@gateway.com;user=phone",
		"sips:1212@gateway.com",
		"sip:alice@192.0.2.4",
		"sip:atlanta.com;method=REGISTER?to=alice%40atlanta.com",
		"sip:alice;day=tuesday@atlanta.com",
		// RFC 3261 section 19.1.4.
		"sip:%61lice@atlanta.com;transport=TCP",
		"sip:carol@chicago.com;security=on",
		"sip:biloxi.com;transport=tcp;method=REGISTER?to=sip:bob%40biloxi.com",
		"sip:alice@AtLanTa.CoM;Transport=tcp",
		"sip:carol@chicago.com;newparam=5",
		"sip:bob@biloxi.com:5060",
		"sip:bob@192.0.2.4:5060",
		"sip:carol@chicago.com?Subject=next%20meeting",
		"sip:bob@phone21.boxesbybob.com",
		// RFC 3261 section 20 and the routing examples.
		"sip:p1.example.com;lr",
		"sip:proxy.example.com;lr;transport=udp;ttl=15;maddr=239.255.255.1",
		"sip:+12125551212@phone2net.com;user=phone",
		"sip:watson@worcester.bell-telephone.com",
		// Scheme case, IPv6 (RFC 5118), ports, trailing dot.
		"SIP:ALICE@AtLanTa.CoM;Transport=udp",
		"SiPs:alice@atlanta.com",
		"sip:[2001:db8::10]",
		"sip:[2001:db8::10]:5070",
		"sip:[2001:db8::10:5070]",
		"sip:alice@[2001:db8::9:1]:5060;transport=tcp",
		"sip:[::ffff:192.0.2.1]",
		"sip:[::1]",
		"sip:host.example.com:1",
		"sip:host.example.com:65535",
		"sip:example.com.",
		"sip:a",
		"sip:x-1.example.com",
		"sip:1.example.com",
		// Empty password, empty header value, every user character.
		"sip:alice:@atlanta.com",
		"sip:atlanta.com?subject=",
		"sip:a-_.!~*'()&=+$,;?/%2F@atlanta.com",
		"sip:alice@atlanta.com;param[1]=a/b:c&d+e$",
		"sip:alice@atlanta.com?h[1]=/?:+$[]",
		"sip:alice@atlanta.com;%41=%42",
	}
	invalid := []string{
		"",
		"sip:",
		"sips:",
		"sip",
		"alice@atlanta.com",
		"tel:+12125551212",
		"http://atlanta.com",
		"sipx:alice@atlanta.com",
		"sip:/atlanta.com",
		" sip:alice@atlanta.com",
		"sip:alice@atlanta.com ",
		"sip:alice smith@atlanta.com",
		"sip:alice@atlanta .com",
		"sip:alice\t@atlanta.com",
		"sip:alice@atlanta.com\r\n",
		"sip:alice\x00@atlanta.com",
		"sip:alice@atlanta.com\x7f",
		"sip:alicé@atlanta.com",
		// Empty or malformed host.
		"sip:alice@",
		"sip:alice@;transport=tcp",
		"sip:alice@:5060",
		"sip:@atlanta.com",
		"sip:alice@atlanta..com",
		"sip:alice@.atlanta.com",
		"sip:alice@-atlanta.com",
		"sip:alice@atlanta-.com",
		"sip:alice@atlanta.com-",
		"sip:alice@atlanta.123",
		"sip:alice@atlanta_com",
		"sip:alice@bob@atlanta.com",
		"sip:alice@atlanta.com@x",
		"sip:alice@256.0.0.1",
		"sip:alice@192.0.2",
		"sip:alice@192.0.2.4.5",
		"sip:alice@1234.0.2.4",
		// Ports.
		"sip:alice@atlanta.com:",
		"sip:alice@atlanta.com:0",
		"sip:alice@atlanta.com:65536",
		"sip:alice@atlanta.com:123456",
		"sip:alice@atlanta.com:50a0",
		"sip:alice@atlanta.com:-1",
		"sip:alice@atlanta.com:5060:5061",
		// IPv6 (RFC 5118 section 4).
		"sip:2001:db8::10",
		"sip:[2001:db8::10",
		"sip:2001:db8::10]",
		"sip:[2001:db8:::192.0.2.1]",
		"sip:[2001:db8::10]5060",
		"sip:[2001:db8::10]:",
		"sip:[2001:db8::10]:99999",
		"sip:[]",
		"sip:[192.0.2.4]",
		"sip:[fe80::1%25eth0]",
		"sip:[fe80::1%eth0]",
		"sip:[::1]]",
		"sip:[g::1]",
		// Escapes.
		"sip:alice%@atlanta.com",
		"sip:alice%4@atlanta.com",
		"sip:alice%zz@atlanta.com",
		"sip:alice%00@atlanta.com",
		"sip:atlanta.com?subject=project%2",
		"sip:atlanta.com;p=%",
		// Userinfo characters.
		"sip:alice[1]@atlanta.com",
		"sip:alice:pass;word@atlanta.com",
		"sip:alice:pa:ss@atlanta.com",
		"sip:ali\"ce@atlanta.com",
		"sip:<alice>@atlanta.com",
		// Parameters and headers.
		"sip:alice@atlanta.com;",
		"sip:alice@atlanta.com;;lr",
		"sip:alice@atlanta.com;=tcp",
		"sip:alice@atlanta.com;transport=",
		"sip:alice@atlanta.com;transport=tcp=udp",
		"sip:alice@atlanta.com;a b",
		"sip:alice@atlanta.com?",
		"sip:alice@atlanta.com?subject",
		"sip:alice@atlanta.com?=x",
		"sip:alice@atlanta.com?a=1&",
		"sip:alice@atlanta.com?a=1&&b=2",
		"sip:alice@atlanta.com?a=b=c",
		"sip:alice@atlanta.com?a=1;lr",
		"sip:alice@atlanta.com#frag",
		// Over the length bound, though well-formed.
		"sip:" + strings.Repeat("a", actions.MaxSIPURILen) + "@atlanta.com",
	}
	for _, s := range valid {
		assert.True(t, actions.ValidSIPURI(s), "valid: %q", s)
	}
	for _, s := range invalid {
		assert.False(t, actions.ValidSIPURI(s), "invalid: %q", s)
	}
}

// The length bound is on bytes, inclusive.
func TestValidSIPURILength(t *testing.T) {
	t.Parallel()
	base := "sip:alice@atlanta.com;p="
	at := base + strings.Repeat("x", actions.MaxSIPURILen-len(base))
	assert.True(t, actions.ValidSIPURI(at))
	assert.False(t, actions.ValidSIPURI(at+"x"))
}

// FuzzSIPURI: no input panics; an accepted URI starts with sip: or sips:
// in any case and holds no whitespace, control or non-ASCII byte.
func FuzzSIPURI(f *testing.F) {
	f.Add("sip:alice@atlanta.com")
	f.Add("sips:alice@atlanta.com?subject=project%20x&priority=urgent")
	f.Add("sip:+1-212-555-1212:1234@gateway.com;user=phone")
	f.Add("sip:[2001:db8::10]:5070")
	f.Add("sip:alice%zz@atlanta.com")
	f.Fuzz(func(t *testing.T, s string) {
		if !actions.ValidSIPURI(s) {
			return
		}
		lower := strings.ToLower(s)
		if !strings.HasPrefix(lower, "sip:") && !strings.HasPrefix(lower, "sips:") {
			t.Fatalf("accepted %q without a sip: or sips: scheme", s)
		}
		if len(s) > actions.MaxSIPURILen {
			t.Fatalf("accepted %d bytes", len(s))
		}
		for _, r := range s {
			if unicode.IsSpace(r) || unicode.IsControl(r) || r > unicode.MaxASCII {
				t.Fatalf("accepted %q with %q", s, r)
			}
		}
	})
}
